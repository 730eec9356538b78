// The SVG picture read back as XML: well-formed, self-contained, and with
// exactly one element per space and one per piece, where the position says.
#include <gtest/gtest.h>

#include <algorithm>

#include "render/samples.hpp"
#include "render/svg_board.hpp"
#include "render/xml_doc.hpp"
#include "validator/notation.hpp"

namespace adomoc {
namespace {

using test::XmlDoc;
using test::pieces_drawn;
using test::pieces_of;

void expect_board_matches(const render::Scene& scene) {
  const XmlDoc doc = XmlDoc::parse_xml(render::board_svg(scene));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("/*[local-name()='svg' and namespace-uri()='http://www.w3.org/2000/svg']"), 1u);
  EXPECT_EQ(doc.count("//*[@data-space and not(@data-piece)]"), 81u);
  EXPECT_EQ(doc.count("//*[@data-space='centre' and not(@data-piece)]"), 1u);
  EXPECT_EQ(doc.count("//*[@data-piece]"), static_cast<std::size_t>(scene.position.occupied().count()));
  EXPECT_EQ(pieces_drawn(doc), pieces_of(scene.position));
  EXPECT_EQ(doc.count("//*[@data-attracted]"), static_cast<std::size_t>(render::attracted_feet(scene.position).count()));
}

TEST(SvgBoard, InitialPositionHas81SpacesAnd30Pieces) {
  const render::Scene scene = render::still_scene(Position::initial());
  expect_board_matches(scene);
  const XmlDoc doc = XmlDoc::parse_xml(render::board_svg(scene));
  EXPECT_EQ(doc.count("//*[@data-piece]"), 30u);
  EXPECT_EQ(doc.count("//*[@data-piece='S^']"), 1u);
  EXPECT_EQ(doc.count("//*[@data-piece='s^' and @data-space='h1']"), 1u);
  EXPECT_EQ(doc.count("//*[@data-piece='f' and @data-space='j3']"), 1u);
  EXPECT_EQ(doc.count("//*[@class='last-move']"), 0u);
}

TEST(SvgBoard, EveryPlyOfTheSamplesMatchesItsPosition) {
  for (const char* name : {"centred.adn", "consume-attract-resign.adn", "draw.adn", "unfinished.adn"}) {
    const test::SampleGame sample = test::sample_game(name);
    for (const render::Scene& scene : sample.replay.scenes) {
      SCOPED_TRACE(std::string(name) + " ply " + std::to_string(scene.ply));
      expect_board_matches(scene);
    }
  }
}

TEST(SvgBoard, MidGameShowsTheLastMoveHeldFeetAndConsumedPiecesGone) {
  // After 3... Sf1f4 the dark sun on f4 holds the light prime foot on f5;
  // one dark foot was consumed.
  const test::SampleGame sample = test::sample_game("consume-attract-resign.adn");
  const render::Scene& scene = sample.replay.scenes.at(6);
  const XmlDoc doc = XmlDoc::parse_xml(render::board_svg(scene));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[@data-space and not(@data-piece)]"), 81u);
  EXPECT_EQ(doc.count("//*[@data-piece]"), 29u);
  EXPECT_EQ(doc.count("//*[@data-attracted='f5']"), 1u);
  EXPECT_EQ(doc.count("//*[@class='last-move' and @data-from='f1' and @data-to='f4']"), 1u);
}

TEST(SvgBoard, StateOfPrimesMarksTheCentreAndACentredSunStandsThere) {
  const test::SampleGame sample = test::sample_game("centred.adn");
  const auto& scenes = sample.replay.scenes;
  ASSERT_EQ(scenes.size(), 18u);
  // After 5... M^b6d8 light is to move in a state of primes; after 4...
  // M^i3b6 no prime moon stands on cycle 8.
  EXPECT_EQ(XmlDoc::parse_xml(render::board_svg(scenes[10])).count("//*[@class='state-of-primes']"), 1u);
  EXPECT_EQ(XmlDoc::parse_xml(render::board_svg(scenes[8])).count("//*[@class='state-of-primes']"), 0u);
  const XmlDoc end = XmlDoc::parse_xml(render::board_svg(scenes.back()));
  EXPECT_EQ(end.count("//*[@data-piece='S^' and @data-space='centre']"), 1u);
  EXPECT_EQ(end.count("//*[@class='last-move' and @data-from='f7' and @data-to='centre']"), 1u);
}

TEST(SvgBoard, IsSelfContained) {
  const std::string svg = render::board_svg(render::still_scene(Position::initial()));
  const XmlDoc doc = XmlDoc::parse_xml(svg);
  ASSERT_TRUE(doc.ok());
  EXPECT_EQ(doc.count("//*[local-name()='script' or local-name()='image' or local-name()='foreignObject']"), 0u);
  for (xmlNodePtr n : doc.select("//*[@href]")) EXPECT_EQ(XmlDoc::attribute(n, "href").front(), '#');
  EXPECT_EQ(svg.find("http://", svg.find("xmlns") + 40), std::string::npos) << "only the namespace names a URL";
  EXPECT_EQ(svg.find("@import"), std::string::npos);
  EXPECT_EQ(svg.find("url(http"), std::string::npos);
  for (xmlNodePtr n : doc.select("//*[@font-family]")) EXPECT_EQ(XmlDoc::attribute(n, "font-family"), "sans-serif");
}

TEST(SvgBoard, EveryPieceShapeIsDefinedOnceAndUsedByReference) {
  const XmlDoc doc = XmlDoc::parse_xml(render::board_svg(render::still_scene(Position::initial())));
  EXPECT_EQ(doc.count("//*[local-name()='defs']/*[starts-with(@id, 'adomoc-light-') or starts-with(@id, 'adomoc-dark-')]"),
            12u);
  for (xmlNodePtr n : doc.select("//*[@data-piece]")) {
    const std::string href = XmlDoc::attribute(n, "href");
    EXPECT_EQ(doc.count("//*[@id='" + href.substr(1) + "']"), 1u) << href;
  }
}

}  // namespace
}  // namespace adomoc

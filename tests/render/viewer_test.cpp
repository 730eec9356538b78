// The viewer page read back as XML (it is XHTML-compatible): well-formed,
// the board inside it, every ply embedded, and everything from the record
// escaped in the HTML and in the JSON.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "render/samples.hpp"
#include "render/viewer.hpp"
#include "render/viewer_assets.hpp"
#include "render/xml_doc.hpp"
#include "render/escape.hpp"
#include "validator/notation.hpp"

namespace adomoc {
namespace {

using test::XmlDoc;

std::string page_of(test::SampleGame& sample, const std::string& file = "sample.adn") {
  return render::viewer_html(sample.game, sample.replay, {file, 1});
}

const std::string kHostileGame =
    "[Event \"<script>alert(1)</script>\"]\n"
    "[Site \"\\\"); DROP TABLE games;--\"]\n"
    "[Light \"<b>Bobby</b> & 'Co'\"]\n"
    "[Dark \"]]></script><script>alert(2)</script>\"]\n"
    "[Result \"*\"]\n\n"
    "1. F^c3c5 {</script><script>alert(3)</script> & <!-- -->} F^h3h5 {\u2028 \"quoted\" ]]>}\n";

TEST(Viewer, PageIsWellFormedXmlWithTheBoardAndEveryPly) {
  test::SampleGame sample = test::sample_game("centred.adn");
  const XmlDoc doc = XmlDoc::parse_xml(page_of(sample));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("/*[local-name()='html' and namespace-uri()='http://www.w3.org/1999/xhtml']"), 1u);
  EXPECT_EQ(doc.count("//*[local-name()='svg']//*[@data-space and not(@data-piece)]"), 81u);
  EXPECT_EQ(doc.count("//*[@id='adomoc-scene']/*[@data-piece]"), 30u);  // the start, until the script runs
  EXPECT_EQ(doc.count("//*[local-name()='button' and @data-ply]"), 17u);
  for (const char* id : {"adomoc-first", "adomoc-previous", "adomoc-next", "adomoc-last", "adomoc-plies"})
    EXPECT_EQ(doc.count(std::string("//*[@id='") + id + "']"), 1u) << id;
  EXPECT_EQ(doc.count("//*[local-name()='script' and @src]"), 0u);
  EXPECT_EQ(doc.count("//*[local-name()='link']"), 0u);
}

TEST(Viewer, EmbedsOneEntryPerPlyWithItsWords) {
  test::SampleGame sample = test::sample_game("centred.adn");
  const XmlDoc doc = XmlDoc::parse_xml(page_of(sample));
  const auto json = doc.select("//*[@id='adomoc-plies']");
  ASSERT_EQ(json.size(), 1u);
  const std::string text = XmlDoc::text(json[0]);
  std::size_t entries = 0;
  for (std::size_t at = text.find("{\"svg\":"); at != std::string::npos; at = text.find("{\"svg\":", at + 1)) ++entries;
  EXPECT_EQ(entries, 18u);
  EXPECT_NE(text.find("light prime moon from c2 originates light foot on d3 to c3"), std::string::npos);
  EXPECT_NE(text.find("dark foot on g6 is attracted"), std::string::npos);
  EXPECT_NE(text.find("light prime sun from f7 enters the centre"), std::string::npos);
  EXPECT_EQ(text.find('<'), std::string::npos) << "markup in the JSON is written \\u003c";
}

TEST(Viewer, CarriesThePositionTextOfEveryPly) {
  test::SampleGame sample = test::sample_game("consume-attract-resign.adn");
  const XmlDoc doc = XmlDoc::parse_xml(page_of(sample));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  // Before the script runs, the field holds the start's text.
  const auto field = doc.select("//*[@id='adomoc-position' and @readonly]");
  ASSERT_EQ(field.size(), 1u);
  EXPECT_EQ(XmlDoc::attribute(field[0], "value"), position_text(sample.replay.scenes.front().position));
  EXPECT_EQ(doc.count("//*[local-name()='button' and @id='adomoc-copy']"), 1u);
  const std::string json = XmlDoc::text(doc.select("//*[@id='adomoc-plies']").at(0));
  std::size_t at = 0;
  for (const render::Scene& scene : sample.replay.scenes) {
    const std::string entry = "\"position\":" + render::json_string(position_text(scene.position));
    at = json.find(entry, at);
    ASSERT_NE(at, std::string::npos) << "ply " << scene.ply << ": " << entry;
  }
}

TEST(Viewer, TagsCommentsAndNamesFromTheRecordAreEscaped) {
  test::SampleGame game = test::game_from_text(kHostileGame);
  ASSERT_TRUE(game.replay.check.valid()) << game.replay.check.fault->message;
  const std::string page = page_of(game, "<evil>.adn");
  for (const char* raw : {"<script>alert", "</script><script>", "<b>Bobby", "<evil>", "<!-- -->"})
    EXPECT_EQ(page.find(raw), std::string::npos) << raw;
  EXPECT_EQ(page.find("\"); DROP TABLE games;--"), std::string::npos) << "the quote is escaped";
  EXPECT_NE(page.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(page.find("&quot;); DROP TABLE games;--"), std::string::npos);
  EXPECT_NE(page.find("\\u003c/script\\u003e\\u003cscript\\u003ealert(3)"), std::string::npos);
  const XmlDoc doc = XmlDoc::parse_xml(page);
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  // Two scripts, the data and the code, and nothing else that runs.
  EXPECT_EQ(doc.count("//*[local-name()='script']"), 2u);
  const auto cells = doc.select("//*[local-name()='td']");
  ASSERT_GE(cells.size(), 2u);
  EXPECT_EQ(XmlDoc::text(cells[0]), "<script>alert(1)</script>");  // shown as text
  EXPECT_EQ(XmlDoc::text(cells[1]), "\"); DROP TABLE games;--");
}

TEST(Viewer, AFaultyGameIsShownUpToThePlyBeforeIt) {
  test::SampleGame game = test::game_from_text("[Event \"x\"]\n\n1. F^c3c5 F^h3h5\n2. F^c5c9 F^h5h6\n");
  ASSERT_TRUE(game.replay.check.fault);
  const std::string page = page_of(game, "bad.adn");
  const XmlDoc doc = XmlDoc::parse_xml(page);
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[local-name()='button' and @data-ply]"), 2u);
  const auto fault = doc.select("//*[@class='fault']");
  ASSERT_EQ(fault.size(), 1u);
  EXPECT_NE(XmlDoc::text(fault[0]).find("bad.adn:4:4: ply 3: "), std::string::npos) << XmlDoc::text(fault[0]);
  EXPECT_EQ(doc.count("//*[@class='faulty' and text()='F^c5c9']"), 1u);
}

TEST(Viewer, TheListEndsWithAForfeitOrAnAgreedDraw) {
  test::SampleGame resigned = test::sample_game("consume-attract-resign.adn");
  EXPECT_NE(page_of(resigned).find("<li class=\"ending\">_ dark forfeits</li>"), std::string::npos);
  test::SampleGame drawn = test::sample_game("draw.adn");
  EXPECT_NE(page_of(drawn).find("<li class=\"ending\">-- a draw by agreement</li>"), std::string::npos);
  test::SampleGame centred = test::sample_game("centred.adn");
  EXPECT_EQ(page_of(centred).find("class=\"ending\""), std::string::npos);
}

TEST(Viewer, ScriptAndStyleNeedNoEscapingInXml) {
  // Kept free of '<' and '&' so the page parses as XML without CDATA.
  for (const std::string_view asset : {render::viewer_assets::kScript, render::viewer_assets::kStyle}) {
    EXPECT_EQ(asset.find('<'), std::string_view::npos);
    EXPECT_EQ(asset.find('&'), std::string_view::npos);
  }
}

}  // namespace
}  // namespace adomoc

namespace adomoc {
namespace {

// samples/annotated.adn: its glyphs and NAGs after their moves, its
// variations as lines of their own whose moves are steps of the page.
TEST(Viewer, VariationsAreLinesOfStepsAndGlyphsFollowTheirMoves) {
  test::SampleGame sample = test::sample_game("annotated.adn");
  ASSERT_TRUE(sample.replay.check.valid());
  const XmlDoc doc = XmlDoc::parse_xml(page_of(sample, "annotated.adn"));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  // Two variations replace main-line moves; two more nest inside them.
  EXPECT_EQ(doc.count("//*[local-name()='li' and @class='variation']"), 2u);
  EXPECT_EQ(doc.count("//*[local-name()='li' and @class='variation']//*[@class='variation-line']"), 4u);
  std::size_t variation_moves = 0;
  for (const auto& v : sample.replay.variations) variation_moves += v.scenes.size();
  EXPECT_EQ(variation_moves, 8u);
  EXPECT_EQ(doc.count("//*[local-name()='li' and @class='variation']//*[local-name()='button' and @data-step]"),
            variation_moves);
  // The main line keeps its ply buttons; every step is embedded.
  EXPECT_EQ(doc.count("//*[local-name()='button' and @data-ply]"), sample.replay.scenes.size() - 1);
  const std::string json = XmlDoc::text(doc.select("//*[@id='adomoc-plies']").at(0));
  std::size_t entries = 0;
  for (std::size_t at = json.find("{\"svg\":"); at != std::string::npos; at = json.find("{\"svg\":", at + 1)) ++entries;
  EXPECT_EQ(entries, sample.replay.scenes.size() + variation_moves);
  // Glyphs and NAGs as written after their moves: 1. Fb3b8!?, 2... F^h3h6 $14, 9. Mb2g7!!.
  std::vector<std::string> nags;
  for (const auto& node : doc.select("//*[@class='nag']")) nags.push_back(XmlDoc::text(node));
  const std::vector<std::string> expected = {"!?", "$14", "!", "?!", "?", "!!", "??", "!", "$18"};
  std::vector<std::string> sorted_nags = nags, sorted_expected = expected;
  std::sort(sorted_nags.begin(), sorted_nags.end());
  std::sort(sorted_expected.begin(), sorted_expected.end());
  EXPECT_EQ(sorted_nags, sorted_expected);
  EXPECT_EQ(doc.count("//*[@id='adomoc-main-line' and @hidden]"), 1u);
}

}  // namespace
}  // namespace adomoc

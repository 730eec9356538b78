// The statistics chart read back as XML: well-formed, self-contained, one
// heat-map cell per space with its count, one bar per histogram bin and
// four per variant, and every text from outside escaped.
#include <gtest/gtest.h>

#include "render/chart_svg.hpp"
#include "render/heat_map.hpp"
#include "render/stats_chart.hpp"
#include "render/xml_doc.hpp"
#include "validator/notation.hpp"

namespace adomoc {
namespace {

using test::XmlDoc;

render::ChartData sample_data() {
  render::ChartData d;
  d.title = "Adomoc statistics: 7 games";
  d.subtitle = "All stored games";
  for (int s = 0; s < kSpaces; ++s) d.landings[static_cast<std::size_t>(s)] = s % 7;  // zeros too
  d.landings[kCentre] = 40;
  d.lengths = {{0, 19, 2}, {20, 39, 0}, {40, 59, 4}, {60, 79, 1}};
  d.results = {{"Standard", 3, 1, 1, 0}, {"Altogether", 1, 0, 0, 1}};
  return d;
}

XmlDoc parsed(const render::ChartData& d) {
  XmlDoc doc = XmlDoc::parse_xml(render::stats_chart_svg(d));
  EXPECT_TRUE(doc.ok()) << doc.error_text();
  return doc;
}

TEST(StatsChart, IsAnSvgDocument) {
  const XmlDoc doc = parsed(sample_data());
  EXPECT_EQ(doc.count("/*[local-name()='svg' and namespace-uri()='http://www.w3.org/2000/svg']"), 1u);
  EXPECT_EQ(XmlDoc::text(doc.select("/*/*[local-name()='title']").at(0)), "Adomoc statistics: 7 games");
}

TEST(StatsChart, HeatMapHasOneCellPerSpaceWithItsCount) {
  const render::ChartData d = sample_data();
  const XmlDoc doc = parsed(d);
  const auto cells = doc.select("//*[@data-space]");
  ASSERT_EQ(cells.size(), 81u);
  for (int s = 0; s < kSpaces; ++s) {
    const auto space = static_cast<Space>(s);
    const std::string name = s == kCentre ? "centre" : space_name(space);
    const auto cell = doc.select("//*[@data-space='" + name + "']");
    ASSERT_EQ(cell.size(), 1u) << name;
    EXPECT_EQ(XmlDoc::attribute(cell[0], "data-landings"), std::to_string(d.landings[space])) << name;
  }
  // The scale runs from the fewest landings (1) to the most (40, the centre);
  // a space with none is paler than any colour of the scale.
  EXPECT_EQ(XmlDoc::attribute(doc.select("//*[@data-space='centre']").at(0), "fill"), render::heat_colour(1));
  EXPECT_EQ(XmlDoc::attribute(doc.select("//*[@data-space='b1']").at(0), "fill"), render::heat_colour(0));
  const std::string none = XmlDoc::attribute(doc.select("//*[@data-space='a1']").at(0), "fill");
  EXPECT_EQ(none, "#efe9dc");
  // Counts are written in the cells that have some.
  EXPECT_EQ(doc.count("//*[@class='heat-cells']/*[local-name()='text' and text()='40']"), 1u);
}

TEST(StatsChart, OneHistogramBarPerBin) {
  const XmlDoc doc = parsed(sample_data());
  const auto bars = doc.select("//*[@class='length-bar']");
  ASSERT_EQ(bars.size(), 4u);
  EXPECT_EQ(XmlDoc::attribute(bars[0], "data-plies"), "0-19");
  EXPECT_EQ(XmlDoc::attribute(bars[3], "data-plies"), "60-79");
  // Taller bars for more games; an empty bin has no height.
  const auto height = [&](std::size_t i) { return std::stod(XmlDoc::attribute(bars[i], "height")); };
  EXPECT_GT(height(2), height(0));
  EXPECT_GT(height(0), height(3));
  EXPECT_EQ(height(1), 0);
}

TEST(StatsChart, FourResultBarsPerVariantAndALegend) {
  const XmlDoc doc = parsed(sample_data());
  EXPECT_EQ(doc.count("//*[@class='result-bar']"), 8u);
  EXPECT_EQ(doc.count("//*[@class='result-bar' and @data-variant='Altogether']"), 4u);
  EXPECT_EQ(doc.count("//*[@class='result-bar' and @data-result='light wins']"), 2u);
  EXPECT_EQ(doc.count("//*[@class='results-legend']/*[local-name()='text']"), 4u);
}

TEST(StatsChart, AxesAreLabelled) {
  const XmlDoc doc = parsed(sample_data());
  for (const char* label : {"plies per game", "games", "landings per space", "Where moves land", "Game length"})
    EXPECT_GE(doc.count(std::string("//*[local-name()='text' and text()='") + label + "']"), 1u) << label;
  EXPECT_GE(doc.count("//*[@class='value-axis']"), 2u);
}

TEST(StatsChart, EveryTextIsEscaped) {
  render::ChartData d = sample_data();
  d.title = "<script>alert('x')</script> & \"more\"";
  d.subtitle = "Games with player ]]><!-- \x01";
  d.results[0].variant = "<b>&amp;</b>";
  const std::string svg = render::stats_chart_svg(d);
  const XmlDoc doc = parsed(d);
  EXPECT_EQ(doc.count("//*[local-name()='script' or local-name()='b']"), 0u);
  EXPECT_EQ(svg.find("<script"), std::string::npos);
  EXPECT_EQ(doc.count("//*[local-name()='text' and starts-with(text(), \"<script>alert('x')</script> & \")]"), 1u);
  EXPECT_EQ(doc.count("//*[@data-variant='<b>&amp;</b>']"), 4u);
  EXPECT_EQ(doc.count("//*[local-name()='text' and text()='<b>&amp;</b>']"), 1u);
}

TEST(StatsChart, IsSelfContained) {
  const std::string svg = render::stats_chart_svg(sample_data());
  const XmlDoc doc = parsed(sample_data());
  EXPECT_EQ(doc.count("//*[local-name()='script' or local-name()='image' or local-name()='foreignObject' or "
                      "local-name()='style']"),
            0u);
  EXPECT_EQ(doc.count("//*[@href]"), 0u);
  EXPECT_EQ(svg.find("http://", svg.find("xmlns") + 40), std::string::npos) << "only the namespace names a URL";
  EXPECT_EQ(svg.find("url(http"), std::string::npos);
  for (xmlNodePtr n : doc.select("//*[@font-family]")) EXPECT_EQ(XmlDoc::attribute(n, "font-family"), "sans-serif");
}

TEST(StatsChart, NoGamesStillDrawsTheBoardAndSaysSo) {
  render::ChartData d;
  d.title = "Adomoc statistics: 0 games";
  const XmlDoc doc = parsed(d);
  EXPECT_EQ(doc.count("//*[@data-space]"), 81u);
  EXPECT_EQ(doc.count("//*[@data-space and @fill='#efe9dc']"), 81u);
  EXPECT_EQ(doc.count("//*[@class='length-bar' or @class='result-bar']"), 0u);
  EXPECT_EQ(doc.count("//*[local-name()='text' and text()='no games']"), 2u);
}

TEST(StatsChart, ScaleEndsAndCompactCounts) {
  EXPECT_EQ(render::heat_colour(0), "#440154");
  EXPECT_EQ(render::heat_colour(1), "#fde725");
  EXPECT_EQ(render::heat_colour(0.5), "#21918c");
  EXPECT_EQ(render::heat_colour(-3), render::heat_colour(0));
  EXPECT_EQ(render::chart::compact_count(0), "0");
  EXPECT_EQ(render::chart::compact_count(9999), "9999");
  EXPECT_EQ(render::chart::compact_count(10'000), "10k");
  EXPECT_EQ(render::chart::compact_count(147'499), "147k");
  EXPECT_EQ(render::chart::compact_count(999'499), "999k");
  EXPECT_EQ(render::chart::compact_count(999'500), "1.0M");
  EXPECT_EQ(render::chart::compact_count(8'307'844), "8.3M");
  EXPECT_EQ(render::chart::compact_count(12'300'000), "12M");
}

TEST(StatsChart, RoundTicks) {
  EXPECT_EQ(render::chart::round_ticks(0).top, 1);
  EXPECT_EQ(render::chart::round_ticks(7).step, 2);
  EXPECT_EQ(render::chart::round_ticks(7).top, 8);
  EXPECT_EQ(render::chart::round_ticks(24'603).step, 5000);
  EXPECT_EQ(render::chart::round_ticks(24'603).top, 25'000);
}

}  // namespace
}  // namespace adomoc

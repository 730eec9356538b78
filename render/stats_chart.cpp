#include "render/stats_chart.hpp"

#include "render/bar_charts.hpp"
#include "render/chart_svg.hpp"
#include "render/escape.hpp"
#include "render/geometry.hpp"
#include "render/heat_map.hpp"

namespace adomoc::render {

namespace {

using geometry::number;

// The page: the board on the left, the two bar charts stacked on the right.
constexpr double kWidth = 1180, kHeight = 780;
constexpr double kBoardX = 330, kBoardY = 420;  // the board's middle; it spans 300 each way
constexpr PanelBox kLengthBox{680, 106, 476, 330};
constexpr PanelBox kResultsBox{680, 476, 476, 290};

std::string headings(const ChartData& data) {
  std::string h = chart::text(24, 42, data.title,
                              std::string("font-size=\"22\" font-weight=\"bold\" fill=\"") + chart::kInk + "\"");
  if (!data.subtitle.empty())
    h += chart::text(24, 66, data.subtitle, std::string("font-size=\"13\" fill=\"") + chart::kFaint + "\"");
  h += chart::text(24, 106, "Where moves land",
                   std::string("font-size=\"16\" font-weight=\"bold\" fill=\"") + chart::kInk + "\"");
  return h + "\n";
}

}  // namespace

std::string stats_chart_svg(const ChartData& data) {
  const std::string width = number(kWidth), height = number(kHeight);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"adomoc-stats\" viewBox=\"0 0 " + width + " " + height +
         "\" width=\"" + width + "\" height=\"" + height + "\" role=\"img\" font-family=\"sans-serif\">\n<title>" +
         xml_escape(data.title) + "</title>\n<rect width=\"" + width + "\" height=\"" + height +
         "\" rx=\"12\" fill=\"#fbf8f1\"/>\n" + headings(data) + "<g transform=\"translate(" + number(kBoardX) + " " +
         number(kBoardY) + ")\">\n" + landing_heat_map(data.landings) + "</g>\n" +
         length_histogram(data.lengths, kLengthBox) + results_bars(data.results, kResultsBox) +
         "</svg>\n";
}

}  // namespace adomoc::render

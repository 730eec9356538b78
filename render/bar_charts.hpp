// The statistics chart's two bar charts: game lengths and results.
#pragma once

#include <string>

#include "render/stats_chart.hpp"

namespace adomoc::render {

// Where a bar chart goes on the page: its title's baseline at (left, top),
// the plot below it, everything within width x height.
struct PanelBox {
  double left = 0, top = 0, width = 0, height = 0;
};

// One bar per bin (class="length-bar"), value axis in games.
std::string length_histogram(const std::vector<ChartData::LengthBin>& bins, PanelBox box);

// For each variant a group of four bars (class="result-bar"): light wins,
// dark wins, draws, unfinished, with a legend.
std::string results_bars(const std::vector<ChartData::VariantResults>& results, PanelBox box);

}  // namespace adomoc::render

// The statistics chart's contents (render::ChartData) from the figures of
// the games a filter keeps: `adomoc stats --svg` and the explorer's chart
// (/api/stats.svg) draw the same picture.
#pragma once

#include <string>

#include "db/statistics.hpp"
#include "render/stats_chart.hpp"
#include "report/filter_words.hpp"

namespace adomoc::report {

// "Games with player A. Tremblay; variant standard", or "All stored games":
// the filters as the user gave them.
std::string filter_summary(const FilterWords& words);

// The title counts the games and plies; the subtitle is filter_summary.
render::ChartData stats_chart_data(const db::Statistics& stats, const FilterWords& words);

}  // namespace adomoc::report

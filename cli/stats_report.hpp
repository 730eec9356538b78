// The text view of `adomoc stats`: the statistics as a report for people,
// with headings, small tables, a histogram of game lengths drawn in '#'
// and the landings as a grid of cycles by columns. (CSV and JSON carry the
// same figures as db::statistics_table's long table.)
#pragma once

#include <string>

#include "db/statistics.hpp"

namespace adomoc::cli {

std::string statistics_report(const db::Statistics& stats);

}  // namespace adomoc::cli

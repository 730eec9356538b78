// A chart of a game collection as one self-contained SVG document (no
// scripts, no fonts or files fetched): where moves land, as a heat map on
// the round board; how long games last, as a histogram; and how games end,
// as grouped bars by variant.
//
// Elements tests and scripts can find: the heat map's 81 cells carry
// data-space ("c3", "centre") and data-landings; histogram bars have
// class="length-bar" and data-plies ("10-19"); result bars have
// class="result-bar", data-variant and data-result.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "validator/types.hpp"

namespace adomoc::render {

// What the chart shows, plain numbers and words: the caller (adomoc stats)
// fills it from the database's statistics.
struct ChartData {
  std::string title;     // e.g. "Adomoc: 32 games"; any text, escaped when drawn
  std::string subtitle;  // e.g. the filters; may be empty

  std::array<std::int64_t, kSpaces> landings{};  // by space index, centre last

  struct LengthBin {
    int first_ply = 0, last_ply = 0;
    std::int64_t games = 0;
  };
  std::vector<LengthBin> lengths;

  struct VariantResults {
    std::string variant;  // "Standard"
    std::int64_t light_wins = 0, dark_wins = 0, draws = 0, unfinished = 0;
  };
  std::vector<VariantResults> results;  // the variants to show, in order
};

// The whole picture, with an XML declaration.
std::string stats_chart_svg(const ChartData& data);

}  // namespace adomoc::render

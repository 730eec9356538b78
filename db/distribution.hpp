// Summaries of whole-number samples (game lengths, centring plies, score
// margins) for the statistics: five figures and a mean, and a histogram of
// equal-width bins.
#pragma once

#include <cstdint>
#include <vector>

namespace adomoc::db {

// The quartiles are the medians of the lower and upper halves, the median
// itself counted in both when the count is odd (Tukey's hinges), and the
// median of an even count is the mean of the middle two: so every figure
// but the mean is a whole number or a half, which one decimal shows exactly.
struct Summary {
  std::int64_t count = 0;  // the other figures mean nothing when it is 0
  double min = 0, lower_quartile = 0, median = 0, upper_quartile = 0, max = 0, mean = 0;
};

// Sorts `values` in place.
Summary summarise(std::vector<int>& values);

// Bins of one width, the first starting at a multiple of it.
struct Histogram {
  int first = 0;  // bin i holds first + i * width .. first + (i + 1) * width - 1
  int width = 1;
  std::vector<std::int64_t> counts;
  int bin_first(std::size_t bin) const { return first + static_cast<int>(bin) * width; }
  int bin_last(std::size_t bin) const { return bin_first(bin) + width - 1; }
};

// The narrowest of the widths 1, 2, 5, 10, 20, 50, ... that covers the
// values in at most `max_bins` bins. `sorted` must be in ascending order.
Histogram histogram(const std::vector<int>& sorted, int max_bins);

}  // namespace adomoc::db

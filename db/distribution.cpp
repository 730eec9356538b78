#include "db/distribution.hpp"

#include <algorithm>
#include <numeric>

namespace adomoc::db {

namespace {

// The median of sorted[first, last).
double median_of(const std::vector<int>& sorted, std::size_t first, std::size_t last) {
  const std::size_t n = last - first, middle = first + n / 2;
  if (n % 2 == 1) return sorted[middle];
  return (static_cast<double>(sorted[middle - 1]) + sorted[middle]) / 2;
}

// 1, 2, 5, 10, 20, 50, ...: the n-th round width.
int round_width(int n) {
  int width = 1;
  for (int i = 0; i < n / 3; ++i) width *= 10;
  static constexpr int kSteps[] = {1, 2, 5};
  return width * kSteps[n % 3];
}

int floor_to_multiple(int value, int width) {
  const int q = value / width;
  return (value % width != 0 && value < 0 ? q - 1 : q) * width;
}

}  // namespace

Summary summarise(std::vector<int>& values) {
  Summary s;
  s.count = static_cast<std::int64_t>(values.size());
  if (values.empty()) return s;
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size(), half = (n + 1) / 2;  // the lower half takes the median when n is odd
  s.min = values.front();
  s.max = values.back();
  s.median = median_of(values, 0, n);
  s.lower_quartile = median_of(values, 0, half);
  s.upper_quartile = median_of(values, n - half, n);
  s.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(n);
  return s;
}

Histogram histogram(const std::vector<int>& sorted, int max_bins) {
  Histogram h;
  if (sorted.empty()) return h;
  const int low = sorted.front(), high = sorted.back();
  for (int n = 0;; ++n) {
    h.width = round_width(n);
    h.first = floor_to_multiple(low, h.width);
    if ((high - h.first) / h.width + 1 <= max_bins) break;
  }
  h.counts.assign(static_cast<std::size_t>((high - h.first) / h.width + 1), 0);
  for (const int v : sorted) ++h.counts[static_cast<std::size_t>((v - h.first) / h.width)];
  return h;
}

}  // namespace adomoc::db

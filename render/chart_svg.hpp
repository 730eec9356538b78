// Small pieces of SVG shared by the statistics chart's panels: escaped
// text, counts in few characters, and a value axis with round ticks.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace adomoc::render::chart {

inline constexpr const char* kInk = "#3b2f22";    // titles and labels, as on the board
inline constexpr const char* kFaint = "#7a6d5c";  // axis numbers, notes
inline constexpr const char* kGrid = "#e4dccb";

// <text x y attributes>content</text>; the content is escaped, attributes
// are written as given (they come from this code, never from data).
std::string text(double x, double y, std::string_view content, std::string_view attributes = "");

// 9876, 24k, 147k, 1.2M, 12M: a count in at most four characters (below a
// billion).
std::string compact_count(std::int64_t n);

// Round steps (1, 2, 5 x 10^k) from 0 to the first multiple of the step
// at or above `max`, in at most `most` steps.
struct Ticks {
  std::int64_t step = 1;
  std::int64_t top = 1;
};
Ticks round_ticks(std::int64_t max, int most = 5);

// Horizontal grid lines with their values on the left, for a plot whose
// area spans x left..right and y bottom (value 0) .. top (value ticks.top).
std::string value_axis(double left, double right, double bottom, double top, Ticks ticks);

// The y coordinate of `value` on such an axis.
double value_y(std::int64_t value, double bottom, double top, Ticks ticks);

}  // namespace adomoc::render::chart

// The landing heat map: the round board with each space's cell coloured by
// how many moves landed there, and the colour legend beneath it.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "validator/types.hpp"

namespace adomoc::render {

// A colour of the scale for t in 0..1 (viridis: dark blue-violet to yellow,
// even in lightness and readable with any colour vision), as "#rrggbb".
std::string heat_colour(double t);

// An SVG group drawn around (0, 0) in the board's coordinates (see
// geometry.hpp), the legend below the board down to about y = 350.
std::string landing_heat_map(const std::array<std::int64_t, kSpaces>& landings);

}  // namespace adomoc::render

// The board as plain text for a terminal: one row per cycle.
#pragma once

#include <string>

#include "render/scene.hpp"

namespace adomoc::render {

// Cycles 1 to 8 from the top down (cycle 8 next to the centre row), columns
// a to j left to right with a bar between light's half and dark's. Pieces
// are F M S for light and f m s for dark, a prime followed by '^', an
// attracted foot followed by '*'. Below the grid: the variant, the side to
// move, the state of primes and the last move. Every line ends with '\n'.
std::string text_diagram(const Scene& scene);

}  // namespace adomoc::render

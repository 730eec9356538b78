// The shapes of the pieces, drawn once as SVG <defs> and placed with <use>:
// a foot is a triangle, a moon a crescent, a sun a disc with rays; light
// pieces are pale, dark ones dark, and a prime wears a gold ring.
#pragma once

#include <string>

#include "validator/types.hpp"

namespace adomoc::render {

// The twelve shapes (two breeds, three types, prime or not), each a <g>
// with an id, drawn around (0, 0) and fitting a space's circle.
std::string piece_defs();

// The fragment that names a piece's shape: "#adomoc-light-foot-prime".
std::string piece_href(Piece p);

}  // namespace adomoc::render

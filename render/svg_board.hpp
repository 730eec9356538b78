// A picture of the real, round board as a self-contained SVG document: no
// scripts, no fonts or files fetched (text uses the generic sans-serif).
//
// Every space is an element with data-space="c3" (the centre is
// data-space="centre"); every piece an element with data-piece="F^" (light
// uppercase, dark lowercase, '^' for a prime) and the data-space it stands
// on; each held foot's ring carries data-attracted="f5".
#pragma once

#include <string>

#include "render/scene.hpp"

namespace adomoc::render {

// The whole picture, with an XML declaration.
std::string board_svg(const Scene& scene);

// The same picture as an element to put inside an HTML page; its changing
// part (pieces, last move, held feet, centre mark) is the child with
// id="adomoc-scene", which scene_layer() can refill.
std::string board_svg_element(const Scene& scene);

// The changing part alone: the centre mark when a state of primes holds
// for the side to move, the rings of held feet, the pieces, and the last
// move as an arrow from its start to its landing space (and, for an
// origination, a dashed arrow on to the origin space).
std::string scene_layer(const Scene& scene);

}  // namespace adomoc::render

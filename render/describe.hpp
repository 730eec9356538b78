// A move's behaviours in words, for the game viewer:
// "light moon from a2 originates dark sun on b3 to f1; dark foot on g6 is attracted".
#pragma once

#include <string>

#include "render/scene.hpp"
#include "validator/position.hpp"

namespace adomoc::render {

// `move` played from `before` gives `after`. Says what the piece did
// (moves, consumes, originates, centres), which feet it attracted or
// released (of either breed), and whether a state of primes now holds for
// the player to move when it did not before. The centring move is only
// that: once the game is over, holding a foot means nothing.
std::string describe_ply(const Position& before, Move move, const Position& after);

// How the game stands in the scene, for a status line: "Start: light to
// move", "After 3... Mh2f4: light to move; a state of primes holds for
// light", "After 9. S^c7c9*: light has centred the game".
std::string scene_status(const Scene& scene);

// "light prime foot", "dark moon".
std::string piece_words(Piece p);

}  // namespace adomoc::render

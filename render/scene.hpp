// What a picture of the board shows: a position, and how it was reached.
// Every drawing (text diagram, SVG, viewer) is made from a Scene.
#pragma once

#include <optional>
#include <string>

#include "validator/position.hpp"

namespace adomoc::render {

// The move that led to the scene's position.
struct PlayedMove {
  Move move;
  Breed mover = Breed::light;
  std::string text;  // canonical, e.g. "Sa1a4of2"
};

struct Scene {
  Position position;
  int ply = 0;  // moves played to reach it; 0 for a start position
  std::optional<PlayedMove> last;
};

// A position shown on its own, with no move behind it.
Scene still_scene(const Position& position);
// The scene after `move` is played from `before`, which stood at ply `ply_before`.
Scene scene_after(const Position& before, Move move, const Position& after, int ply_before);

// The feet that cannot move because an opposing sun stands next to them.
SpaceSet attracted_feet(const Position& position);

// "F^" for the light prime foot, "m" for a dark moon, as in position text.
std::string piece_code(Piece p);
// "c3", and "centre" for the centre (which any column with 9 names).
std::string space_id(Space s);

// "3." before light's third move, "3..." before dark's.
std::string round_label(int ply, Breed mover);

}  // namespace adomoc::render

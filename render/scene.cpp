#include "render/scene.hpp"

#include "validator/notation.hpp"

namespace adomoc::render {

Scene still_scene(const Position& position) { return {position, 0, std::nullopt}; }

Scene scene_after(const Position& before, Move move, const Position& after, int ply_before) {
  return {after, ply_before + 1, PlayedMove{move, before.side_to_move(), move_text(before, move)}};
}

SpaceSet attracted_feet(const Position& position) {
  SpaceSet held;
  for (int b = 0; b < kBreeds; ++b)
    for (const Space foot : position.pieces(static_cast<Breed>(b), PieceType::foot))
      if (position.attracted(foot)) held.insert(foot);
  return held;
}

std::string piece_code(Piece p) {
  const char letter = piece_letter(p.type());
  std::string code(1, p.breed() == Breed::light ? letter : static_cast<char>(letter - 'A' + 'a'));
  if (p.prime()) code += '^';
  return code;
}

std::string space_id(Space s) { return s == kCentre ? "centre" : space_name(s); }

std::string round_label(int ply, Breed mover) {
  // ply counts the move itself: light's moves are plies 1, 3, 5...
  return std::to_string((ply + 1) / 2) + (mover == Breed::light ? "." : "...");
}

}  // namespace adomoc::render

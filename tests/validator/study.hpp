// Building study positions and listing moves in tests.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <set>
#include <string>
#include <utility>

#include "validator/movegen.hpp"
#include "validator/notation.hpp"

namespace adomoc::test {

// A piece as in position text: "F^" light prime foot, "m" dark moon.
inline Piece piece(std::string_view code) {
  const char c = code[0];
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const PieceType type = upper == 'F' ? PieceType::foot : upper == 'M' ? PieceType::moon : PieceType::sun;
  return Piece(type, c == upper ? Breed::light : Breed::dark, code.size() > 1 && code[1] == '^');
}

inline Space space(std::string_view name) { return make_space(name[0] - 'a', name[1] - '0'); }

// setup({{"c3", "F^"}, {"h4", "s"}}): the listed pieces only, light to move.
inline Position setup(std::initializer_list<std::pair<const char*, const char*>> pieces,
                      Breed side = Breed::light, Variant variant = Variant::standard) {
  Position pos(variant);
  for (const auto& [where, what] : pieces) pos.put(space(where), piece(what));
  pos.set_side_to_move(side);
  return pos;
}

inline std::set<std::string> legal(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  std::set<std::string> texts;
  for (Move m : moves) texts.insert(move_text(pos, m));
  EXPECT_EQ(texts.size(), static_cast<std::size_t>(moves.size())) << "a move was generated twice";
  EXPECT_EQ(count_moves(pos), static_cast<std::uint64_t>(moves.size()));
  return texts;
}

// The legal moves of the piece on `from` only.
inline std::set<std::string> legal_from(const Position& pos, std::string_view from) {
  std::set<std::string> out;
  const Piece p = pos.at(space(from));
  const std::size_t at = p.prime() ? 2 : 1;
  for (const std::string& m : legal(pos))
    if (m.substr(at, 2) == from) out.insert(m);
  return out;
}

inline Position play(Position pos, std::string_view move) {
  auto m = find_move(pos, move);
  EXPECT_TRUE(m.has_value()) << move << " is not legal in " << position_text(pos);
  if (m) pos.make(*m);
  return pos;
}

}  // namespace adomoc::test

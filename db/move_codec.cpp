#include "db/move_codec.hpp"

namespace adomoc::db {

namespace {
constexpr int kNoOrigin = 5;
}

void append_move(std::vector<std::uint8_t>& out, Move m) {
  const int origin = m.kind() == MoveKind::originate ? column_of(m.origin()) % 5 : kNoOrigin;
  const auto word = static_cast<std::uint16_t>(m.from() | (m.to() * 6 + origin) << 7);
  out.push_back(static_cast<std::uint8_t>(word & 0xFF));
  out.push_back(static_cast<std::uint8_t>(word >> 8));
}

std::optional<Move> decode_move(const Position& pos, std::uint16_t word) {
  const auto from = static_cast<Space>(word & 0x7F);
  const int rest = word >> 7;
  const auto to = static_cast<Space>(rest / 6);
  const int origin = rest % 6;
  if (from >= kSpaces || to >= kSpaces || from == to || pos.at(from).empty()) return std::nullopt;
  if (to == kCentre) return origin == kNoOrigin ? std::optional<Move>(Move(from, to, MoveKind::centre)) : std::nullopt;
  const Piece target = pos.at(to);
  if (origin == kNoOrigin) return Move(from, to, target.empty() ? MoveKind::quiet : MoveKind::consume);
  if (target.empty()) return std::nullopt;
  const Space to_origin = make_space(index(target.breed()) * 5 + origin, board::origin_cycle(target.type()));
  // A damaged blob must not make the position inconsistent.
  if (!pos.at(to_origin).empty() && to_origin != from) return std::nullopt;
  return Move(from, to, MoveKind::originate, to_origin);
}

}  // namespace adomoc::db

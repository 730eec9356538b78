#include "validator/tokens.hpp"

namespace adomoc {

parser::MoveToken to_token(const Position& before, Move m) {
  const Piece p = before.at(m.from());
  parser::MoveToken t;
  t.piece = static_cast<parser::PieceLetter>(index(p.type()));
  t.prime = p.prime();
  t.from = to_space_text(m.from());
  t.to = to_space_text(m.to());
  switch (m.kind()) {
    case MoveKind::quiet: break;
    case MoveKind::consume: t.marker = parser::Marker::consume; break;
    case MoveKind::originate:
      t.marker = parser::Marker::originate;
      t.origin = to_space_text(m.origin());
      break;
    case MoveKind::centre:
      t.to.column = t.from.column;
      t.ending = parser::Ending::centred;
      break;
  }
  return t;
}

}  // namespace adomoc

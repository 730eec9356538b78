// Writing games in the canonical form of NOTATION.md section 4 (described
// for users in docs/format.md). The writer does not know the rules: it
// prints tokens as they are (a prime is written when the token's prime flag
// says so, a piece letter in lowercase when the token was, a chess-style
// result as it was read); the validator repairs tokens before they are
// written.
#pragma once

#include <iosfwd>
#include <string>

#include "parser/game.hpp"

namespace adomoc::parser {

// One game: its tag lines, a blank line, its movetext, every line ending
// with '\n' and no blank line after the last. A game with tags and nothing
// to write in its movetext is its tag lines alone; a game without tags
// gives no text unless its movetext holds a move, '_' or '--' (comments
// alone would read back as no game). Games written one after the other
// need a blank line between them: ArchiveWriter does that.
void write_canonical(std::ostream& out, const Game& game);
std::string canonical(const Game& game);

// The movetext of `game` alone, in canonical form: what canonical() writes
// after the tag lines and the blank line (empty when there is nothing).
std::string canonical_movetext(const Game& game);

// The canonical text of one move: "F^c3c5", "Sa1a4of2", "F^c3c5x",
// "S^c7c9*", "Mb2d4_". The centre is spelled with the column the move came
// along: a move to cycle 9 is written with its from column.
std::string move_text(const MoveToken& move);

// Writes games one blank line apart, with no blank line at the end, so an
// archive is exactly its games' canonical texts joined by blank lines.
// Games with no text (no tags, nothing in the movetext) are left out.
class ArchiveWriter {
 public:
  explicit ArchiveWriter(std::ostream& out) : m_out(&out) {}
  void write(const Game& game);

 private:
  std::ostream* m_out;
  bool m_wrote_a_game = false;
};

}  // namespace adomoc::parser

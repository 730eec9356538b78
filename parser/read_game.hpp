// A game as read from an archive, owned, so that another thread can take it
// (parser/games_in_parallel.hpp).
#pragma once

#include <string>

#include "parser/game.hpp"
#include "parser/reader.hpp"

namespace adomoc::parser {

struct ReadGame {
  bool broken = false;  // a syntax error: `error` says what, and `game` holds nothing to use
  Game game;
  SyntaxError error;
  std::string text;  // game_text(), or failed_game_text() for a broken game
  int number = 0;    // 1-based within its archive
};

// Reads the next game into `read` (reusing its capacity); false at the end.
// `Reader` is an ArchiveReader, or the GameStream behind one.
template <class Reader>
bool read_next(Reader& reader, ReadGame& read, int number) {
  const ArchiveReader::Status status = reader.next(read.game, read.error);
  if (status == ArchiveReader::Status::end) return false;
  read.broken = status == ArchiveReader::Status::error;
  read.text.assign(read.broken ? reader.failed_game_text() : reader.game_text());
  read.number = number;
  return true;
}

}  // namespace adomoc::parser

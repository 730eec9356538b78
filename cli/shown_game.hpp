// What `show` and `view` share: one game of an archive, of the database, or
// the --moves text, replayed into a scene per ply; faults reported as
// warnings.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "parser/game.hpp"
#include "render/game_scenes.hpp"
#include "validator/types.hpp"

namespace adomoc::cli {

struct ShownGame {
  parser::Game game;
  render::GameScenes replay;
};

// Reads game `number` (1-based) of `file` and replays it. Problems are
// printed on stderr after "adomoc <command>: ", and give the exit status
// instead of a game: kUsage when the file cannot be read or has fewer
// games, kInvalid for a syntax error or unreadable Variant/Result tags.
// A fault in the moves is a warning (file:line:col, the message, the line
// with a caret): the game is shown up to the ply before it. A game with no
// Variant tag is played as `untagged` (Standard is what no tag means).
struct ShownGameOrStatus {
  std::optional<ShownGame> shown;
  int status = 0;
};
ShownGameOrStatus read_shown_game(const std::string& file, int number, Variant untagged, std::string_view command);

// The same for --moves text: a syntax error is a usage error (kUsage), a
// faulty move a warning naming "--moves:column".
ShownGameOrStatus moves_shown_game(const std::string& moves, Variant variant, std::string_view command);

// Game `id` of the database at `db_path` (--db, $ADOMOC_DB, adomoc.db), as
// export writes it. kUsage when the database cannot be used or holds no
// game of that id; a stored game is valid, so there is no fault to warn of.
ShownGameOrStatus stored_shown_game(const std::string& db_path, std::int64_t id, std::string_view command);

}  // namespace adomoc::cli

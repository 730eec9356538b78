// Stored games rebuilt as archive games, for export and for showing a game
// of the database. What the database keeps is what comes back: the tags
// (known ones from their columns, the others in their stored order), the
// moves, the end of the game, and its comments, glyphs, NAGs and variations
// (db/annotations.hpp). The spelling of the original text is not stored:
// what comes back is the canonical form.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

#include "db/game_filter.hpp"
#include "db/database.hpp"
#include "parser/game.hpp"

namespace adomoc::db {

// A stored game that does not rebuild into the game that was imported: its
// moves do not decode, or replaying them disagrees with its stored result,
// termination, plies or scores. Only a damaged or hand-edited database holds
// one, so it is an error of the environment, like a corrupt file.
class DamagedGameError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Game `id` as an archive game, checked against the rules and against what
// was stored; nothing when there is no game of that id. The tags are Event,
// Site, Date, Round, Light and Dark when they were given, Variant and Result
// always (their columns are never empty), then the other tags as imported;
// the movetext has its round numbers and the end marker the game's
// termination calls for (`*`, `_`, `--`), and the annotations stored with
// it. Throws DamagedGameError.
std::optional<parser::Game> load_game(Database& db, std::int64_t id);

// The ids among `ids` that name no stored game, in the order given.
std::vector<std::int64_t> missing_games(Database& db, std::span<const std::int64_t> ids);

// How many games are stored and their smallest and largest id (0 and 0
// when there are none): what a user can ask for instead of a mistyped id.
struct StoredIdRange {
  std::int64_t games = 0, first = 0, last = 0;
};
StoredIdRange stored_id_range(Database& db);

// Stored games one at a time, in id order: memory holds one game, so a
// database of any size can be read through. With `ids`, only those games
// (that also pass the filter); ids that name no game are skipped. With
// `canonical_names`, Light and Dark name the players the stored spellings
// stand for (aliases, db/aliases.hpp) rather than the spellings.
class StoredGames {
 public:
  StoredGames(Database& db, const GameFilter& filter, std::span<const std::int64_t> ids = {},
              bool canonical_names = false);
  ~StoredGames();
  StoredGames(const StoredGames&) = delete;
  StoredGames& operator=(const StoredGames&) = delete;

  // Rebuilds the next game into `game` (as load_game does); false after the
  // last. Throws DamagedGameError.
  bool next(parser::Game& game);
  std::int64_t id() const;  // of the game next() gave last

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace adomoc::db

#include "db/game_indexes.hpp"

#include <array>
#include <string>

namespace adomoc::db {

namespace {

// As schema/sqlite/002, 004 and 006 create them.
constexpr std::array<GameIndex, 5> kGameIndexes = {{
    {kContentIndex, "CREATE UNIQUE INDEX games_by_content ON games(content_hash)"},
    {"games_by_opening", "CREATE INDEX games_by_opening ON games(substr(moves, 1, 22), result, plies)"},
    {"games_by_light", "CREATE INDEX games_by_light ON games(light_id)"},
    {"games_by_dark", "CREATE INDEX games_by_dark ON games(dark_id)"},
    {"games_by_date", "CREATE INDEX games_by_date ON games(date)"},
}};

}  // namespace

bool game_index_present(Database& db, std::string_view name) {
  Statement find(db, "SELECT 1 FROM sqlite_schema WHERE type = 'index' AND name = ?");
  find.bind(1, name);
  return find.step();
}

std::span<const GameIndex> deferrable_game_indexes() { return kGameIndexes; }

void drop_game_indexes(Database& db) {
  for (const GameIndex& index : kGameIndexes) db.exec("DROP INDEX IF EXISTS " + std::string(index.name));
}

bool build_missing_game_indexes(Database& db) {
  bool built = false;
  while (build_next_missing_game_index(db)) built = true;
  return built;
}

bool build_next_missing_game_index(Database& db) {
  for (const GameIndex& index : kGameIndexes) {
    if (game_index_present(db, index.name)) continue;
    db.exec(std::string(index.create));
    return true;
  }
  return false;
}

bool game_indexes_missing(Database& db) {
  for (const GameIndex& index : kGameIndexes)
    if (!game_index_present(db, index.name)) return true;
  return false;
}

}  // namespace adomoc::db

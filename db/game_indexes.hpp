// The games' indexes that an import making the database at least twice as
// large leaves out while it writes and builds at the end: the four
// secondary ones (by opening, by either player, by date) and the unique
// one of content hashes, games_by_content, whose questions the importer
// then asks of memory (db/known_games.hpp).
//
// Each batch inserts its 10,000 games' keys all over those indexes, so at
// a million games every batch rewrites nearly every page of them (92 MB)
// into the log: building them once at the end, sorted, takes a third less
// time for a million games (docs/performance.md has the figures). The
// queries stay exact without them, only slower, so a reader during such an
// import gets the same answers; a writer that opens the database
// (migrate()) builds any that a killed import, or one under way, left out.
#pragma once

#include <span>
#include <string_view>

#include "db/database.hpp"

namespace adomoc::db {

struct GameIndex {
  std::string_view name;
  std::string_view create;  // as the schema's steps create it (a test compares them)
};

// SQLite's; PostgreSQL keeps its indexes while it imports.
std::span<const GameIndex> deferrable_game_indexes();

// The unique one, which an import that left it out asks of memory instead.
inline constexpr std::string_view kContentIndex = "games_by_content";

bool game_index_present(Database& db, std::string_view name);

// Drops those present, in the caller's transaction.
void drop_game_indexes(Database& db);

// Builds those missing, in the caller's transaction; true when one was.
bool build_missing_game_indexes(Database& db);
// Builds the first one missing, in the caller's transaction; false when
// none was.
bool build_next_missing_game_index(Database& db);

// Whether one of them is missing: a killed import's, or one under way.
bool game_indexes_missing(Database& db);

}  // namespace adomoc::db

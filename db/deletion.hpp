// Removing stored games so that the database is exactly what it would be
// had they never been imported (docs/schema.md, "Deleting games").
#pragma once

#include <cstdint>
#include <span>

#include "db/database.hpp"

namespace adomoc::db {

// Deletes the games `ids` with their extra tags, their entries in the
// position index and their counts in the opening summary, inside the
// caller's transaction. Players, events and sources stay, as names a
// later import may use again. Ids that name no game are passed over
// (missing_games tells them beforehand).
void delete_games(Database& db, std::span<const std::int64_t> ids);

// Deletes the games' rows and extra tags only: for a schema upgrade whose
// later step rebuilds the indexes whole.
void delete_game_rows(Database& db, std::span<const std::int64_t> ids);

}  // namespace adomoc::db

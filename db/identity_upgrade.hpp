// The data half of schema steps 003 and 004 (schema/sqlite/003_identity.sql): a
// database of schema 2 keyed its games by moves, variant, players and date,
// stored dates as written, and its quarantine by place.
#pragma once

#include "db/database.hpp"

namespace adomoc::db {

// Writes every stored date that reads as a date with dots, recomputes
// every content_hash from the whole record (db/game_identity.hpp), deletes
// the games that thereby turn out to be stored twice (the later of each
// pair: what a fresh import of the same archives would have skipped), and
// fills the quarantine's text and tag keys, keeping one row per text.
// Inside the step's transaction.
void upgrade_identity(Database& db);

}  // namespace adomoc::db

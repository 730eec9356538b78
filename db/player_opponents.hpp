// One player's record against each opponent: what a player page shows
// beside the record by colour (player_records).
#pragma once

#include <string_view>

#include "db/game_filter.hpp"
#include "db/database.hpp"
#include "db/table.hpp"

namespace adomoc::db {

// For each opponent of `player` (named exactly as stored) in the games the
// filter keeps: opponent, games, wins, losses, draws (from the player's
// side; unfinished games count in games only), as_light (the games the
// player had light), score (the player's, over decided games; empty when
// none was). The most games first, then by name.
Table opponent_records(Database& db, const GameFilter& filter, std::string_view player);

}  // namespace adomoc::db

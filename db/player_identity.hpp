// Which player a game's side stands for. Several spellings of a name can be
// made one player (aliases); every query that groups, rates or filters by
// player goes through here, so that they all agree on who is who.
#pragma once

#include <string>
#include <string_view>

namespace adomoc::db {

// SQL for the id of the player that the players.id in `id_column` (for
// example "g.light_id") stands for: the player it is an alias of
// (player_aliases, schema/sqlite/007_player_names.sql), else itself: one lookup by
// primary key. Whether there are aliases at all is asked once per query
// (SQLite runs a subquery that depends on no row once), so a database
// without any pays nothing per game.
inline std::string player_of(std::string_view id_column) {
  const std::string id(id_column);
  return "CASE WHEN (SELECT count(*) FROM (SELECT 1 FROM player_aliases LIMIT 1) AS any_alias) = 0 THEN " + id +
         " ELSE coalesce((SELECT pa.player_id FROM player_aliases pa WHERE pa.alias_id = " + id + "), " + id +
         ") END";
}

}  // namespace adomoc::db

// Which player a game's side stands for. Several spellings of a name can be
// made one player (aliases); every query that groups, rates or filters by
// player goes through here, so that they all agree on who is who.
#pragma once

#include <string>
#include <string_view>

namespace adomoc::db {

// SQL for the id of the player that the players.id in `id_column` (for
// example "g.light_id") stands for.
inline std::string player_of(std::string_view id_column) { return std::string(id_column); }

}  // namespace adomoc::db

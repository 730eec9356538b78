// An event's crosstable from the stored games: the event found by name,
// its results read (each side as the player it stands for), and the grid
// or the Swiss list as a Table. docs/ratings.md describes the columns.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/game_filter.hpp"
#include "db/database.hpp"
#include "db/table.hpp"
#include "ratings/crosstable.hpp"
#include "validator/expected.hpp"

namespace adomoc::db {

// The one event `text` names: its whole name in any case, else the only
// event whose name contains it. A message naming the candidates otherwise.
Expected<std::string, std::string> find_event(Database& db, const std::string& text);

// event, games, players, first (date), last: each event of the games
// `filter` keeps, the latest first (by its last date, then by name).
Table event_list(Database& db, const GameFilter& filter);

struct EventResults {
  std::string event;
  std::vector<std::string> names;  // by player index, in name order
  ratings::Crosstable crosstable;
  std::int64_t unfinished = 0;  // games of the event not counted
};

// The event's games that `filter` also selects (its own event filter is
// not used).
EventResults read_event(Database& db, const std::string& event, const GameFilter& filter);

// rank, player, one column an opponent (by rank: "1", "2", ...), points, sb
// (Sonneborn-Berger as text: it comes in quarter points, "3.75").
Table crosstable_grid(const EventResults& event);
// rank, player, points, sb, one column a round ("r1", "r2", ...).
Table crosstable_swiss(const EventResults& event);

}  // namespace adomoc::db

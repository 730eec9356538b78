#include "db/player_identity.hpp"
#include "db/queries.hpp"

namespace adomoc::db {

namespace {

// One row per player of `sides` (a query of player, dark, result: one row
// per game and side, dark 0 or 1 for the side the player had), with the
// wins, losses and draws as light and as dark; `name_column` heads the
// first column.
Table side_records(Database& db, const std::string& sides, const std::vector<SqlValue>& values,
                   const std::string& name_column) {
  Statement s(db,
              "WITH sides AS (" + sides +
                  ") SELECT p.name, count(*),"
                  " count(*) FILTER (WHERE dark = 0), count(*) FILTER (WHERE dark = 0 AND result = 0), count(*) FILTER (WHERE dark = 0 AND result = 1), count(*) FILTER (WHERE dark = 0 AND result = 2),"
                  " count(*) FILTER (WHERE dark = 1), count(*) FILTER (WHERE dark = 1 AND result = 1), count(*) FILTER (WHERE dark = 1 AND result = 0), count(*) FILTER (WHERE dark = 1 AND result = 2)"
                  " FROM sides JOIN players p ON p.id = sides.player GROUP BY p.id ORDER BY count(*) DESC, p.name");
  bind_values(s, values);
  Table t{{name_column, "games", "light_games", "light_wins", "light_losses", "light_draws", "dark_games", "dark_wins",
           "dark_losses", "dark_draws", "score"},
          {},
          {}};
  while (s.step()) {
    std::vector<Cell> row{s.text(0)};
    for (int c = 1; c <= 9; ++c) row.emplace_back(s.integer(c));
    const std::int64_t wins = s.integer(3) + s.integer(7), draws = s.integer(5) + s.integer(9);
    Cell score;  // empty when no game was decided
    if (const auto p = score_percent(wins, draws, wins + draws + s.integer(4) + s.integer(8))) score = *p;
    row.push_back(std::move(score));
    t.rows.push_back(std::move(row));
  }
  return t;
}

std::vector<SqlValue> twice(const std::vector<SqlValue>& values) {
  std::vector<SqlValue> both = values;
  both.insert(both.end(), values.begin(), values.end());
  return both;
}

}  // namespace

Table player_records(Database& db, const GameFilter& filter) {
  const SqlCondition where = condition_for(filter);
  // Each game twice: once for its light player, once for its dark one.
  return side_records(db,
                      "SELECT " + player_of("g.light_id") + " AS player, 0 AS dark, g.result AS result FROM games g WHERE " +
                          where.sql + " UNION ALL SELECT " + player_of("g.dark_id") + ", 1, g.result FROM games g WHERE " +
                          where.sql,
                      twice(where.values), "player");
}

Table record_against_opponents(Database& db, const GameFilter& filter, std::span<const std::int64_t> players) {
  SqlCondition where = condition_for(filter);
  std::string ids;
  for (const std::int64_t id : players) {
    ids += ids.empty() ? "?" : ", ?";
    where.values.emplace_back(id);
  }
  if (ids.empty()) ids = "NULL";  // nobody: no game
  // The games `players` played as light, each with the dark player as the
  // opponent and `dark` 0 (the side they had), then those as dark.
  return side_records(db,
                      "SELECT " + player_of("g.dark_id") + " AS player, 0 AS dark, g.result AS result FROM games g WHERE " +
                          where.sql + " AND " + player_of("g.light_id") + " IN (" + ids + ") UNION ALL SELECT " +
                          player_of("g.light_id") + ", 1, g.result FROM games g WHERE " + where.sql + " AND " +
                          player_of("g.dark_id") + " IN (" + ids + ")",
                      twice(where.values), "opponent");
}

}  // namespace adomoc::db

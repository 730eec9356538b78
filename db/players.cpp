#include "db/queries.hpp"

namespace adomoc::db {

Table player_records(Database& db, const GameFilter& filter) {
  const SqlCondition where = condition_for(filter);
  // Each game twice: once for its light player, once for its dark one.
  Statement s(db,
              "WITH sides AS ("
              "  SELECT g.light_id AS player, 0 AS dark, g.result AS result FROM games g WHERE " + where.sql +
                  "  UNION ALL "
                  "  SELECT g.dark_id, 1, g.result FROM games g WHERE " + where.sql +
                  ") SELECT p.name, count(*),"
                  " sum(dark = 0), sum(dark = 0 AND result = 0), sum(dark = 0 AND result = 1), sum(dark = 0 AND result = 2),"
                  " sum(dark = 1), sum(dark = 1 AND result = 1), sum(dark = 1 AND result = 0), sum(dark = 1 AND result = 2)"
                  " FROM sides JOIN players p ON p.id = sides.player GROUP BY p.id ORDER BY count(*) DESC, p.name");
  bind_values(s, where.values, 1);
  bind_values(s, where.values, 1 + static_cast<int>(where.values.size()));
  Table t{{"player", "games", "light_games", "light_wins", "light_losses", "light_draws", "dark_games", "dark_wins",
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

}  // namespace adomoc::db

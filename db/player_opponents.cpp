#include "db/player_opponents.hpp"

#include "db/queries.hpp"

namespace adomoc::db {

Table opponent_records(Database& db, const GameFilter& filter, std::string_view player) {
  const SqlCondition where = condition_for(filter);
  // Each of the player's games once, from the player's side: won is 1 for
  // a win, 0 for a loss, NULL for a draw or an unfinished game.
  Statement s(db,
              "WITH me AS (SELECT id FROM players WHERE name = ?), mine AS ("
              "  SELECT g.dark_id AS opponent, 1 AS light, g.result AS result FROM games g"
              "  WHERE g.light_id = (SELECT id FROM me) AND (" + where.sql + ")"
              "  UNION ALL "
              "  SELECT g.light_id, 0, g.result FROM games g"
              "  WHERE g.dark_id = (SELECT id FROM me) AND (" + where.sql + ")"
              ") SELECT p.name, count(*),"
              " count(*) FILTER (WHERE (light = 1 AND result = 0) OR (light = 0 AND result = 1)),"
              " count(*) FILTER (WHERE (light = 1 AND result = 1) OR (light = 0 AND result = 0)),"
              " count(*) FILTER (WHERE result = 2), sum(light)"
              " FROM mine JOIN players p ON p.id = mine.opponent GROUP BY p.id ORDER BY count(*) DESC, p.name");
  s.bind(1, player);
  bind_values(s, where.values, 2);
  bind_values(s, where.values, 2 + static_cast<int>(where.values.size()));
  Table t{{"opponent", "games", "wins", "losses", "draws", "as_light", "score"}, {}, {}};
  while (s.step()) {
    std::vector<Cell> row{s.text(0)};
    for (int c = 1; c <= 5; ++c) row.emplace_back(s.integer(c));
    Cell score;  // empty when no game was decided
    if (const auto p = score_percent(s.integer(2), s.integer(4), s.integer(2) + s.integer(3) + s.integer(4))) score = *p;
    row.push_back(std::move(score));
    t.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace adomoc::db

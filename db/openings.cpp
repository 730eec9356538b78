#include <algorithm>
#include <map>

#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/position_search.hpp"
#include "db/queries.hpp"
#include "validator/notation.hpp"

namespace adomoc::db {

namespace {


// "F^c3c5 F^h3h5": the continuation's moves as a player writes them.
std::string continuation_text(Position pos, std::span<const std::uint8_t> moves) {
  std::string text;
  for (std::size_t at = 0; at + 1 < moves.size(); at += 2) {
    const auto m = decode_move(pos, word_at(moves, at));
    if (!m) return text + (text.empty() ? "" : " ") + "?";
    text += (text.empty() ? "" : " ") + move_text(pos, *m);
    pos.make(*m);
  }
  return text;
}

}  // namespace

Table continuation_table(const OpeningLevel& tallies, const Position& start) {
  Table t{{"move", "games", "light_wins", "dark_wins", "draws", "unfinished", "light_score", "avg_plies"}, {}, {}};
  std::int64_t total = 0;
  for (const auto& [moves, s] : tallies) {
    Cell score;  // empty when no game was decided
    if (const auto p = score_percent(s.by_result[0], s.by_result[2], s.games - s.by_result[3])) score = *p;
    t.rows.push_back({continuation_text(start, moves), s.games, s.by_result[0], s.by_result[1], s.by_result[2],
                      s.by_result[3], score, static_cast<double>(s.plies) / static_cast<double>(s.games)});
    total += s.games;
  }
  // The most played first; among equals, in the order of their text.
  std::sort(t.rows.begin(), t.rows.end(), [](const std::vector<Cell>& a, const std::vector<Cell>& b) {
    const auto games = [](const std::vector<Cell>& r) { return std::get<std::int64_t>(r[1]); };
    return games(a) != games(b) ? games(a) > games(b) : std::get<std::string>(a[0]) < std::get<std::string>(b[0]);
  });
  t.notes.push_back(std::to_string(total) + (total == 1 ? " game, " : " games, ") + std::to_string(tallies.size()) +
                    (tallies.size() == 1 ? " continuation" : " continuations"));
  return t;
}

Table opening_tree(Database& db, const GameFilter& filter, const MovePrefix& prefix, int depth, bool by_position) {
  const int skip = 2 * prefix.plies(), take = 2 * depth;
  OpeningLevel tallies;
  if (by_position)
    return continuation_table(answer_position(db, prefix.position, filter, {depth, 0, 0}).continuations, prefix.position);
  if (filter.empty() && depth == 1 && prefix.plies() <= kSummarisedPlies)
    return continuation_table(summarised_level(db, prefix.moves), prefix.position);
  const SqlCondition where = condition_for(filter);
  const SqlCondition starts = prefix_condition(prefix.moves);
  // Within the index key, the continuation is read from the index alone.
  const std::string moves = skip + take <= static_cast<int>(kOpeningKeyBytes) ? "substr(g.moves, 1, 22)" : "g.moves";
  Statement s(db, "SELECT " + moves + ", g.result, g.plies FROM games g WHERE (" + starts.sql + ") AND (" +
                      where.sql + ")");
  bind_values(s, starts.values, 1);
  bind_values(s, where.values, 1 + static_cast<int>(starts.values.size()));
  std::vector<std::uint8_t> key;
  while (s.step()) {
    const std::span<const std::uint8_t> bytes = s.blob(0);
    if (std::ssize(bytes) < skip + take) continue;  // ended before
    key.assign(bytes.begin() + skip, bytes.begin() + skip + take);
    tallies[key].add(static_cast<int>(s.integer(1)), s.integer(2));
  }
  return continuation_table(tallies, prefix.position);
}

}  // namespace adomoc::db

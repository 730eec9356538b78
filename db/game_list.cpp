#include "db/queries.hpp"

#include <limits>

namespace adomoc::db {

namespace {

Cell text_or_null(const Statement& s, int column) {
  return s.is_null(column) ? Cell{} : Cell{s.text(column)};
}

}  // namespace

KeyRange prefix_range(std::span<const std::uint8_t> prefix) {
  KeyRange r{{prefix.begin(), prefix.end()}, std::nullopt};
  std::vector<std::uint8_t> high = r.low;
  while (!high.empty() && high.back() == 0xFF) high.pop_back();
  if (!high.empty()) {
    ++high.back();
    r.high = std::move(high);
  }
  return r;
}

SqlCondition prefix_condition(std::span<const std::uint8_t> prefix) {
  SqlCondition c;
  if (prefix.empty()) {
    c.sql.append("TRUE");
    return c;
  }
  const std::span<const std::uint8_t> key = prefix.first(std::min<std::size_t>(prefix.size(), kOpeningKeyBytes));
  const KeyRange range = prefix_range(key);
  c.sql.append("substr(g.moves, 1, 22) >= ?");
  c.values.emplace_back(range.low);
  if (range.high) {
    c.sql += " AND substr(g.moves, 1, 22) < ?";
    c.values.emplace_back(*range.high);
  }
  if (prefix.size() > key.size()) {
    c.sql += " AND substr(g.moves, 1, " + std::to_string(prefix.size()) + ") = ?";
    c.values.emplace_back(std::vector<std::uint8_t>(prefix.begin(), prefix.end()));
  }
  return c;
}

Table list_games(Database& db, const GameFilter& filter, const MovePrefix& prefix, std::optional<std::int64_t> limit,
                 std::int64_t offset) {
  const SqlCondition where = condition_for(filter);
  const SqlCondition starts = prefix_condition(prefix.moves);
  Statement s(db,
              "SELECT g.id, g.date, pl.name, pd.name, e.name, g.variant, g.result, g.termination, g.plies "
              "FROM games g LEFT JOIN players pl ON pl.id = g.light_id LEFT JOIN players pd ON pd.id = g.dark_id "
              "LEFT JOIN events e ON e.id = g.event_id WHERE (" +
                  where.sql + ") AND (" + starts.sql + ") ORDER BY g.id LIMIT ? OFFSET ?");
  bind_values(s, where.values, 1);
  bind_values(s, starts.values, 1 + static_cast<int>(where.values.size()));
  const int after = 1 + static_cast<int>(where.values.size() + starts.values.size());
  // SQLite steps over the skipped rows without building them, and stops
  // when the games run out: an offset past the end costs one pass at most.
  s.bind(after, limit.value_or(std::numeric_limits<std::int64_t>::max())).bind(after + 1, offset);
  Table t{{"id", "date", "light", "dark", "event", "variant", "result", "termination", "plies"}, {}, {}};
  while (s.step())
    t.rows.push_back({s.integer(0), text_or_null(s, 1), text_or_null(s, 2), text_or_null(s, 3), text_or_null(s, 4),
                      variant_text(static_cast<int>(s.integer(5))), result_text(static_cast<int>(s.integer(6))),
                      termination_text(static_cast<int>(s.integer(7))), s.integer(8)});
  return t;
}

}  // namespace adomoc::db

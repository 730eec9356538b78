#include "db/crosstable.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>

#include "db/player_identity.hpp"

namespace adomoc::db {

Expected<std::string, std::string> find_event(Database& db, const std::string& text) {
  Statement whole(db, "SELECT name FROM events WHERE lower(name) = lower(?1) ORDER BY name = ?1 DESC, name LIMIT 1");
  whole.bind(1, text);
  if (whole.step()) return whole.text(0);
  // As the --event filter matches: part of the name, in any case.
  Statement part(db, "SELECT name FROM events WHERE instr(lower(name), lower(?1)) > 0 ORDER BY name");
  part.bind(1, text);
  std::vector<std::string> names;
  while (part.step()) names.push_back(part.text(0));
  if (names.size() == 1) return names.front();
  if (names.empty()) return Unexpected{"--event: no event's name contains '" + text + "'"};
  std::string list;
  for (std::size_t i = 0; i < names.size() && i < 10; ++i) list += (i ? "; " : "") + names[i];
  if (names.size() > 10) list += "; ...";
  return Unexpected{"--event: '" + text + "' is part of " + std::to_string(names.size()) +
                    " events' names, give one whole: " + list};
}

Table event_list(Database& db, const GameFilter& filter) {
  const SqlCondition where = condition_for(filter);
  Statement s(db, "SELECT e.name, count(*), (SELECT count(*) FROM (SELECT " + player_of("p.light_id") +
                      " FROM games p WHERE p.event_id = e.id AND p.light_id IS NOT NULL UNION SELECT " +
                      player_of("p.dark_id") + " FROM games p WHERE p.event_id = e.id AND p.dark_id IS NOT NULL) AS sides), "
                      "min(g.date), max(g.date) FROM games g JOIN events e ON e.id = g.event_id WHERE (" + where.sql +
                      ") GROUP BY e.id ORDER BY max(g.date) IS NULL, max(g.date) DESC, e.name");
  bind_values(s, where.values);
  Table t{{"event", "games", "players", "first", "last"}, {}, {}};
  const auto text_or_empty = [&s](int column) { return s.is_null(column) ? Cell{} : Cell{s.text(column)}; };
  while (s.step()) t.rows.push_back({s.text(0), s.integer(1), s.integer(2), text_or_empty(3), text_or_empty(4)});
  return t;
}

EventResults read_event(Database& db, const std::string& event, const GameFilter& filter) {
  GameFilter others = filter;
  others.event.reset();
  const SqlCondition where = condition_for(others);
  Statement s(db, "SELECT " + player_of("g.light_id") + ", " + player_of("g.dark_id") +
                      ", g.result, g.round FROM games g JOIN events e ON e.id = g.event_id"
                      " WHERE e.name = ?1 AND g.light_id IS NOT NULL AND g.dark_id IS NOT NULL AND (" + where.sql +
                      ") ORDER BY g.id");
  s.bind(1, event);
  bind_values(s, where.values, 2);
  struct Row {
    std::int64_t light, dark;
    std::uint8_t halves;
    std::optional<int> round;
  };
  EventResults out;
  out.event = event;
  std::vector<Row> rows;
  while (s.step()) {
    const std::int64_t result = s.integer(2);
    if (result == 3 || s.integer(0) == s.integer(1)) {
      ++out.unfinished;
      continue;
    }
    static constexpr std::uint8_t kLightHalves[] = {2, 0, 1};
    rows.push_back({s.integer(0), s.integer(1), kLightHalves[result],
                    s.is_null(3) ? std::nullopt : ratings::round_number(s.text(3))});
  }
  // Players in the order of their names, which breaks the last ties.
  std::vector<std::pair<std::string, std::int64_t>> players;
  {
    std::vector<std::int64_t> ids;
    for (const Row& r : rows) ids.insert(ids.end(), {r.light, r.dark});
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    Statement name(db, "SELECT name FROM players WHERE id = ?1");
    for (std::int64_t id : ids) {
      name.reset();
      name.bind(1, id);
      players.emplace_back(name.step() ? name.text(0) : std::string(), id);
    }
  }
  std::sort(players.begin(), players.end());
  const auto index = [&](std::int64_t id) {
    return static_cast<std::int32_t>(
        std::find_if(players.begin(), players.end(), [&](const auto& p) { return p.second == id; }) - players.begin());
  };
  std::vector<ratings::EventGame> games;
  for (const Row& r : rows) games.push_back({index(r.light), index(r.dark), r.halves, r.round});
  for (const auto& p : players) out.names.push_back(p.first);
  out.crosstable = ratings::make_crosstable(static_cast<std::int32_t>(players.size()), games);
  return out;
}

namespace {

// Sonneborn-Berger comes in quarter points, which a measure's one decimal
// would round: written whole, "3.75", "2.5", "4".
std::string quarters(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", v);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

std::vector<std::string> common_notes(const EventResults& e) {
  std::vector<std::string> notes;
  notes.push_back("sb: Sonneborn-Berger, the points of the opponents beaten plus half those of the opponents drawn");
  if (e.unfinished > 0)
    notes.push_back(std::to_string(e.unfinished) + (e.unfinished == 1 ? " game" : " games") +
                    " not counted (unfinished, or a player against themselves)");
  return notes;
}

}  // namespace

Table crosstable_grid(const EventResults& e) {
  const ratings::Crosstable& c = e.crosstable;
  Table t;
  t.columns = {"rank", "player"};
  for (std::size_t i = 0; i < c.placings.size(); ++i) t.columns.push_back(std::to_string(i + 1));
  t.columns.insert(t.columns.end(), {"points", "sb"});
  for (std::size_t i = 0; i < c.placings.size(); ++i) {
    const ratings::Placing& p = c.placings[i];
    std::vector<Cell> row{std::int64_t{p.rank}, e.names[static_cast<std::size_t>(p.player)]};
    for (std::size_t j = 0; j < c.placings.size(); ++j) row.emplace_back(i == j ? std::string("×") : c.grid[i][j]);
    row.insert(row.end(), {p.points, quarters(p.sonneborn_berger)});
    t.rows.push_back(std::move(row));
  }
  t.notes = common_notes(e);
  t.notes.insert(t.notes.begin(), e.event + ": each cell is the row player's results against the column's, in order");
  return t;
}

Table crosstable_swiss(const EventResults& e) {
  const ratings::Crosstable& c = e.crosstable;
  Table t;
  t.columns = {"rank", "player", "points", "sb"};
  for (int round : c.rounds) t.columns.push_back("r" + std::to_string(round));
  for (std::size_t i = 0; i < c.placings.size(); ++i) {
    const ratings::Placing& p = c.placings[i];
    std::vector<Cell> row{std::int64_t{p.rank}, e.names[static_cast<std::size_t>(p.player)], p.points,
                          quarters(p.sonneborn_berger)};
    for (const std::string& cell : c.by_round[i]) row.emplace_back(cell);
    t.rows.push_back(std::move(row));
  }
  t.notes = common_notes(e);
  t.notes.insert(t.notes.begin(), e.event + ": each round's cell is the opponent's rank, L or D for the colour played," +
                                      " and + won, = drew, - lost");
  if (c.games_without_round > 0)
    t.notes.push_back(std::to_string(c.games_without_round) + (c.games_without_round == 1 ? " game has" : " games have") +
                      " no round number: counted in the points, not shown by round");
  return t;
}

}  // namespace adomoc::db

// Likely duplicates by Scid's rule for twins: the same players on the same
// sides, the same year, and the same moves or one game's moves a prefix of
// the other's; Site and Round, when both games have them, must agree. And
// the same variant: the same moves under other rules are another game.
// Games are read in groups of players and year, so each game is compared
// only with the few of its group, and within a group sorted by moves, so
// the games that a game's moves are a prefix of follow it.
#include <algorithm>

#include "db/player_identity.hpp"
#include "db/queries.hpp"

namespace adomoc::db {

namespace {

struct Candidate {
  std::int64_t id = 0;
  std::optional<std::int64_t> light, dark, event;
  std::optional<std::string> year, date, site, round;
  Cell light_name, dark_name;
  int result = 0, variant = 0;
  std::vector<std::uint8_t> moves;
};

template <class T>
std::optional<T> column(const Statement& s, int c) {
  if (s.is_null(c)) return std::nullopt;
  if constexpr (std::is_same_v<T, std::string>)
    return s.text(c);
  else
    return s.integer(c);
}

Candidate read_candidate(const Statement& s) {
  Candidate c;
  c.id = s.integer(0);
  c.light = column<std::int64_t>(s, 1);
  c.dark = column<std::int64_t>(s, 2);
  c.year = column<std::string>(s, 3);
  c.site = column<std::string>(s, 4);
  c.round = column<std::string>(s, 5);
  c.result = static_cast<int>(s.integer(6));
  c.variant = static_cast<int>(s.integer(7));
  c.event = column<std::int64_t>(s, 8);
  c.date = column<std::string>(s, 9);
  const auto moves = s.blob(10);
  c.moves.assign(moves.begin(), moves.end());
  c.light_name = s.is_null(11) ? Cell{} : Cell{s.text(11)};
  c.dark_name = s.is_null(12) ? Cell{} : Cell{s.text(12)};
  return c;
}

bool same_group(const Candidate& a, const Candidate& b) {
  return a.light == b.light && a.dark == b.dark && a.year == b.year && a.variant == b.variant;
}

bool starts_with(const std::vector<std::uint8_t>& whole, const std::vector<std::uint8_t>& part) {
  return part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin());
}

// Both given and different: two games, not one entered twice.
bool differ(const std::optional<std::string>& a, const std::optional<std::string>& b) { return a && b && *a != *b; }

// `shorter`'s moves are a prefix of (or equal to) `longer`'s.
std::string reason(const Candidate& shorter, const Candidate& longer) {
  std::string text = shorter.moves.size() == longer.moves.size()
                         ? "same moves"
                         : "moves of " + std::to_string(shorter.id) + " are a prefix of " +
                               std::to_string(longer.id) + "'s";
  if (shorter.result != longer.result) text += ", results differ";
  if (shorter.date != longer.date) text += ", dates differ";
  if (shorter.event != longer.event) text += ", events differ";
  return text;
}

void pairs_in_group(std::vector<Candidate>& group, std::vector<std::vector<Cell>>& rows) {
  std::sort(group.begin(), group.end(), [](const Candidate& a, const Candidate& b) {
    return a.moves != b.moves ? a.moves < b.moves : a.id < b.id;
  });
  for (std::size_t i = 0; i < group.size(); ++i) {
    const Candidate& shorter = group[i];
    for (std::size_t j = i + 1; j < group.size() && starts_with(group[j].moves, shorter.moves); ++j) {
      const Candidate& longer = group[j];
      if (differ(shorter.site, longer.site) || differ(shorter.round, longer.round)) continue;
      const auto [first, second] = std::minmax(shorter.id, longer.id);
      rows.push_back({first, second, shorter.light_name, shorter.dark_name,
                      shorter.year ? Cell{*shorter.year} : Cell{}, reason(shorter, longer)});
    }
  }
}

}  // namespace

Table likely_duplicates(Database& db, const GameFilter& filter) {
  const SqlCondition where = condition_for(filter);
  // A date that is not a date has no year: substr of it would be a guess.
  // Players as aliases make them (db/player_identity.hpp): two spellings
  // of one player's name are the same player here. A game without a
  // player sorts first on both backends.
  Statement s(db,
              "SELECT c.*, pl.name, pd.name FROM (SELECT g.id, " + player_of("g.light_id") + " AS light, " +
                  player_of("g.dark_id") + " AS dark, CASE WHEN " + std::string(kYearKnown) +
                  " AND substr(g.date, 5, 1) = '.' THEN substr(g.date, 1, 4) END AS year, g.site, g.round, g.result, "
                  "g.variant, g.event_id, g.date, g.moves FROM games g WHERE " + where.sql +
                  ") AS c LEFT JOIN players pl ON pl.id = c.light LEFT JOIN players pd ON pd.id = c.dark "
                  "ORDER BY c.light NULLS FIRST, c.dark NULLS FIRST, c.year NULLS FIRST, c.variant, c.id");
  bind_values(s, where.values);
  Table t{{"first", "second", "light", "dark", "year", "reason"}, {}, {}};
  std::vector<Candidate> group;
  while (s.step()) {
    Candidate c = read_candidate(s);
    if (!group.empty() && !same_group(group.front(), c)) {
      pairs_in_group(group, t.rows);
      group.clear();
    }
    group.push_back(std::move(c));
  }
  pairs_in_group(group, t.rows);
  std::sort(t.rows.begin(), t.rows.end());
  t.notes.push_back(std::to_string(t.rows.size()) + (t.rows.size() == 1 ? " pair" : " pairs") +
                    " of likely duplicates");
  return t;
}

}  // namespace adomoc::db

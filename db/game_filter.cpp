#include "db/game_filter.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "db/player_identity.hpp"
#include "db/player_names.hpp"
#include "parser/date.hpp"

namespace adomoc::db {

SqlCondition spellings_of(const std::string& typed) {
  SqlCondition match = key_matches("k.name_key", typed);
  match.sql = "SELECT s.id FROM players s WHERE " + player_of("s.id") + " IN (SELECT " + player_of("k.player_id") +
              " FROM player_keys k WHERE " + match.sql + ")";
  return match;
}

namespace {

constexpr std::array<const char*, 4> kResults = {"1-0", "0-1", "1/2-1/2", "*"};
constexpr std::array<const char*, 4> kTerminations = {"unfinished", "centred", "forfeit", "draw"};
constexpr std::array<const char*, 3> kVariants = {"Standard", "Infinite", "Altogether"};

std::string lowercase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// The same as an SQL set; its value is appended to `values`.
std::string spellings_matching(const std::string& typed, std::vector<SqlValue>& values) {
  const SqlCondition query = spellings_of(typed);
  values.insert(values.end(), query.values.begin(), query.values.end());
  return "(" + query.sql + ")";
}

// The year after an upper bound's, as four digits, when it has one below
// 9999: every date up to the bound sorts before it.
std::optional<std::string> year_after(const std::string& until) {
  if (until.size() < 4 || !std::all_of(until.begin(), until.begin() + 4, [](char ch) { return ch >= '0' && ch <= '9'; }) ||
      until.compare(0, 4, "9999") == 0)
    return std::nullopt;
  std::string next = std::to_string(std::stoi(until.substr(0, 4)) + 1);
  next.insert(0, 4 - next.size(), '0');
  return next;
}

// "`column` is the id of a spelling matching `typed`". The sets are worked
// out once per query; the range test first spares most games the lookup in
// the set (a name has one spelling or a few), which keeps a filter by name
// as fast as the plain `light_id = ?` it replaced.
std::string is_spelling(const std::string& column, const std::string& typed, std::vector<SqlValue>& values) {
  const std::string low = spellings_matching(typed, values), high = spellings_matching(typed, values);
  const std::string set = spellings_matching(typed, values);
  return "(" + column + " BETWEEN (SELECT min(id) FROM " + low + " AS low) AND (SELECT max(id) FROM " + high +
         " AS high) AND " +
         column + " IN " + set + ")";
}

}  // namespace


SqlCondition event_ids(const std::string& part) {
  return {"SELECT id FROM events WHERE instr(lower(name), ?) > 0", {lowercase(part)}};
}

bool GameFilter::empty() const {
  return !player && !light && !dark && !event && !variant && !result && !termination && !since && !until;
}

SqlCondition condition_for(const GameFilter& f) {
  SqlCondition c;
  const auto add = [&c](const std::string& sql) { c.sql += (c.sql.empty() ? "" : " AND ") + sql; };
  // Values in the order their placeholders appear.
  if (f.player && f.opponent) {
    const std::string light_a = is_spelling("g.light_id", *f.player, c.values);
    const std::string dark_b = is_spelling("g.dark_id", *f.opponent, c.values);
    const std::string light_b = is_spelling("g.light_id", *f.opponent, c.values);
    const std::string dark_a = is_spelling("g.dark_id", *f.player, c.values);
    add("((" + light_a + " AND " + dark_b + ") OR (" + light_b + " AND " + dark_a + "))");
  } else if (f.player) {
    const std::string light = is_spelling("g.light_id", *f.player, c.values);
    add("(" + light + " OR " + is_spelling("g.dark_id", *f.player, c.values) + ")");
  }
  if (f.light) add(is_spelling("g.light_id", *f.light, c.values));
  if (f.dark) add(is_spelling("g.dark_id", *f.dark, c.values));
  if (f.event) {
    const SqlCondition events = event_ids(*f.event);
    add("g.event_id IN (" + events.sql + ")");
    c.values.insert(c.values.end(), events.values.begin(), events.values.end());
  }
  if (f.variant) {
    add("g.variant = ?");
    c.values.emplace_back(std::int64_t{*f.variant});
  }
  if (f.result) {
    add("g.result = ?");
    c.values.emplace_back(std::int64_t{*f.result});
  }
  if (f.termination) {
    add("g.termination = ?");
    c.values.emplace_back(std::int64_t{*f.termination});
  }
  // Dates are text, YYYY.MM.DD with '?' for unknown parts. A game matches
  // a range when its date could lie in it ("2024.??.??" is in any range
  // that meets 2024); a game whose year is unknown matches none.
  if (f.since || f.until) add(kYearKnown);
  // Each bound also as a plain comparison of g.date, which follows from
  // it, so that games_by_date serves the range: '?' sorts after the
  // digits, so a date is at least its '?'s read as 9s; and a date whose
  // year is at most the bound's sorts before the next year.
  if (f.since) {
    add("replace(g.date, '?', '9') >= ? AND g.date >= ?");
    c.values.insert(c.values.end(), {*f.since, *f.since});
  }
  if (f.until) {
    // "2024.08" takes in every day of August.
    add("replace(g.date, '?', '0') <= ?");
    std::string bound = *f.until;
    bound += '~';
    c.values.emplace_back(std::move(bound));
    if (std::optional<std::string> next = year_after(*f.until)) {
      add("g.date < ?");
      c.values.emplace_back(std::move(*next));
    }
  }
  if (c.sql.empty()) c.sql.append("TRUE");  // both dialects' true
  return c;
}

bool date_passes(std::string_view date, const GameFilter& f) {
  if (!f.since && !f.until) return true;
  const auto digit = [](char ch) { return ch >= '0' && ch <= '9'; };
  if (date.size() < 4 || !std::all_of(date.begin(), date.begin() + 4, digit)) return false;
  const auto replaced = [&](char by) {
    std::string r(date);
    std::replace(r.begin(), r.end(), '?', by);
    return r;
  };
  if (f.since && (replaced('9') < *f.since || date < std::string_view(*f.since))) return false;
  if (f.until) {
    if (replaced('0') > *f.until + '~') return false;
    const std::optional<std::string> next = year_after(*f.until);
    if (next && !(date < std::string_view(*next))) return false;
  }
  return true;
}

void bind_values(Statement& statement, const std::vector<SqlValue>& values, int first) {
  for (const SqlValue& v : values) {
    if (const auto* n = std::get_if<std::int64_t>(&v))
      statement.bind(first++, *n);
    else if (const auto* text = std::get_if<std::string>(&v))
      statement.bind(first++, std::string_view(*text));
    else
      statement.bind(first++, std::span<const std::uint8_t>(std::get<std::vector<std::uint8_t>>(v)));
  }
}

Expected<int, std::string> parse_result(const std::string& text) {
  for (std::size_t i = 0; i < kResults.size(); ++i)
    if (text == kResults[i]) return static_cast<int>(i);
  return Unexpected{"unknown result '" + text + "': expected 1-0, 0-1, 1/2-1/2 or *"};
}

Expected<int, std::string> parse_termination(const std::string& text) {
  for (std::size_t i = 0; i < kTerminations.size(); ++i)
    if (lowercase(text) == kTerminations[i]) return static_cast<int>(i);
  return Unexpected{"unknown termination '" + text + "': expected centred, forfeit, draw or unfinished"};
}

Expected<std::string, std::string> parse_date(const std::string& text) {
  auto read = parser::read_date_or_problem(text);
  if (const auto* problem = std::get_if<parser::DateProblem>(&read)) return Unexpected{problem->reason};
  const parser::ArchiveDate& date = std::get<parser::ArchiveDate>(read);
  if (date.has_unknown_part()) return Unexpected{"'" + text + "' is not a date: a date to compare with has no '?'"};
  return date.written_text();
}

std::string result_text(int result) { return result >= 0 && result < 4 ? kResults[static_cast<std::size_t>(result)] : "?"; }
std::string termination_text(int t) { return t >= 0 && t < 4 ? kTerminations[static_cast<std::size_t>(t)] : "?"; }
std::string variant_text(int v) { return v >= 0 && v < 3 ? kVariants[static_cast<std::size_t>(v)] : "?"; }

}  // namespace adomoc::db

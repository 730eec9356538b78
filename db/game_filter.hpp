// The filters every query takes (--player, --variant, --since, ...), turned
// into one SQL condition on `games AS g` whose values are always bound as
// parameters, never spliced into the text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "db/database.hpp"
#include "validator/expected.hpp"

namespace adomoc::db {

struct GameFilter {
  // Names as typed: any case, with or without accents, `*` for any run of
  // characters (db/name_key.hpp); each takes in every spelling of the
  // players it matches (aliases, db/player_identity.hpp).
  std::optional<std::string> player{};    // either side
  std::optional<std::string> opponent{};  // with `player`: the games between the two
  std::optional<std::string> light{}, dark{};
  std::optional<std::string> event{};  // part of the event name, any case
  std::optional<int> variant{};        // 0 Standard, 1 Infinite, 2 Altogether
  std::optional<int> result{};         // 0 1-0, 1 0-1, 2 1/2-1/2, 3 *
  std::optional<int> termination{};    // 0 unfinished, 1 centred, 2 forfeit, 3 draw
  std::optional<std::string> since{}, until{};  // YYYY[.MM[.DD]], inclusive
  bool empty() const;
};

using SqlValue = std::variant<std::int64_t, std::string, std::vector<std::uint8_t>>;

struct SqlCondition {
  std::string sql;  // "TRUE" when the filter is empty
  std::vector<SqlValue> values;
};

// The date's year is four digits (not "????" nor "19??"): only then does
// it compare with a bound. Written without GLOB or regular expressions,
// which the two dialects spell differently.
inline constexpr const char* kYearKnown =
    "substr(g.date, 1, 1) BETWEEN '0' AND '9' AND substr(g.date, 2, 1) BETWEEN '0' AND '9' AND "
    "substr(g.date, 3, 1) BETWEEN '0' AND '9' AND substr(g.date, 4, 1) BETWEEN '0' AND '9'";

SqlCondition condition_for(const GameFilter& filter);
// The ids of every spelling of the players whose name matches `typed`
// (aliases included), as a query.
SqlCondition spellings_of(const std::string& typed);
// The ids of the events whose name holds `part`, in any case, as a query.
SqlCondition event_ids(const std::string& part);
// The dates of condition_for tested in the program, for a date in hand
// (never NULL: a game without a date passes no bound): the same answer
// as the SQL, byte for byte as both backends compare dates.
bool date_passes(std::string_view date, const GameFilter& filter);
// Binds the values to ?first, ?first+1, ...
void bind_values(Statement& statement, const std::vector<SqlValue>& values, int first = 1);

// Names as the archive format writes them, and back. The parse functions
// return a message naming what is accepted when the text is none of them.
Expected<int, std::string> parse_result(const std::string& text);
Expected<int, std::string> parse_termination(const std::string& text);
// "2024", "2024.8", "2024-08-24", ... (parser/date.hpp): the dotted form with
// two-digit parts that stored dates are compared in, "2024.08.24"; a date
// that does not exist is refused with the reason.
Expected<std::string, std::string> parse_date(const std::string& text);
std::string result_text(int result);
std::string termination_text(int termination);
std::string variant_text(int variant);

}  // namespace adomoc::db

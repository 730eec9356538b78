// Dates as archives and players write them (NOTATION.md section 3): the
// Date tag's `YYYY.MM.DD` with `?` for unknown parts, the same with `-` or
// `/`, and the shorter `YYYY` and `YYYY.MM` that --since and --until take.
// One reading for the writer (which writes the dotted form), the importer
// (which stores it) and the date filters (which compare with it).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace adomoc::parser {

struct ArchiveDate {
  std::optional<int> year;   // nothing: unknown ('????')
  std::optional<int> month;  // 1-12; nothing: unknown ('??') or not written
  std::optional<int> day;    // 1-31; nothing: unknown or not written
  int parts = 3;             // how many were written: 1 (YYYY), 2 (YYYY.MM) or 3

  // The Date tag's form: always three parts, "2024.04.20", "2024.??.??".
  std::string text() const;
  // The parts written, dotted and two digits each: "2024", "2024.06", "2024.06.01".
  std::string written_text() const;
  // Whether some written part is '?'.
  bool has_unknown_part() const;
};

// Why a text is not a date, in words for players: "there is no month 13".
struct DateProblem {
  std::string reason;
};

// Reads YYYY, YYYY.MM or YYYY.MM.DD, the parts separated all by '.', all by
// '-' or all by '/'; months and days of one or two digits; '????' for an
// unknown year and '?' or '??' for an unknown month or day. A date that
// does not exist (month 13, June 31, February 29 of a common year) is not a
// date.
std::variant<ArchiveDate, DateProblem> read_date_or_problem(std::string_view text);
std::optional<ArchiveDate> read_date(std::string_view text);

// The Date tag value as the canonical form writes it: the dotted form of a
// date, anything else as it is.
std::string canonical_date(std::string_view value);

}  // namespace adomoc::parser

#include "parser/date.hpp"

#include <array>
#include <vector>

namespace adomoc::parser {

namespace {

constexpr std::array<const char*, 12> kMonthNames = {"January", "February", "March",    "April",
                                                     "May",     "June",     "July",     "August",
                                                     "September", "October", "November", "December"};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool all_of(std::string_view text, bool (*test)(char)) {
  for (char c : text)
    if (!test(c)) return false;
  return !text.empty();
}

bool is_question_mark(char c) { return c == '?'; }

int number(std::string_view digits) {
  int n = 0;
  for (char c : digits) n = n * 10 + (c - '0');
  return n;
}

bool leap(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

// Without a known year February may have had 29 days; without a known month
// any day up to 31 may exist.
int days_in(std::optional<int> month, std::optional<int> year) {
  if (!month) return 31;
  if (*month == 2) return !year || leap(*year) ? 29 : 28;
  return *month == 4 || *month == 6 || *month == 9 || *month == 11 ? 30 : 31;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (;;) {
    const std::size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

char separator_of(std::string_view text) {
  for (char c : text)
    if (c == '.' || c == '-' || c == '/') return c;
  return '.';
}

// A month or a day: one or two digits, or '?' / '??'. Nothing when unknown;
// -1 when it is neither.
std::optional<int> part_value(std::string_view part, bool& ok) {
  ok = part.size() <= 2 && (all_of(part, is_digit) || all_of(part, is_question_mark));
  if (!ok || part.front() == '?') return std::nullopt;
  return number(part);
}

std::string two_digits(std::optional<int> n) {
  if (!n) return "??";
  return std::string(1, static_cast<char>('0' + *n / 10)) + static_cast<char>('0' + *n % 10);
}

}  // namespace

std::string ArchiveDate::text() const {
  return (year ? std::to_string(*year) : std::string("????")) + '.' + two_digits(month) + '.' + two_digits(day);
}

std::string ArchiveDate::written_text() const { return text().substr(0, static_cast<std::size_t>(3 * parts + 1)); }

bool ArchiveDate::has_unknown_part() const {
  return !year || (parts >= 2 && !month) || (parts == 3 && !day);
}

std::variant<ArchiveDate, DateProblem> read_date_or_problem(std::string_view text) {
  const std::string quoted = "'" + std::string(text) + "' is not a date: ";
  const DateProblem form{quoted + "expected YYYY, YYYY.MM or YYYY.MM.DD"};
  const std::vector<std::string_view> parts = split(text, separator_of(text));
  if (parts.size() > 3 || parts[0].size() != 4) return form;
  ArchiveDate date;
  date.parts = static_cast<int>(parts.size());
  if (all_of(parts[0], is_digit))
    date.year = number(parts[0]);
  else if (!all_of(parts[0], is_question_mark))
    return form;
  bool ok = true;
  if (parts.size() >= 2 && (date.month = part_value(parts[1], ok), !ok)) return form;
  if (parts.size() == 3 && (date.day = part_value(parts[2], ok), !ok)) return form;
  if (date.month && (*date.month < 1 || *date.month > 12))
    return DateProblem{quoted + "there is no month " + std::to_string(*date.month)};
  const int days = days_in(date.month, date.year);
  if (date.day && (*date.day < 1 || *date.day > days)) {
    if (*date.day < 1 || !date.month) return DateProblem{quoted + "there is no day " + std::to_string(*date.day)};
    const std::string month = kMonthNames[static_cast<std::size_t>(*date.month - 1)];
    return DateProblem{quoted + month + (*date.month == 2 && date.year ? " " + std::to_string(*date.year) : "") +
                       " has " + std::to_string(days) + " days"};
  }
  return date;
}

std::optional<ArchiveDate> read_date(std::string_view text) {
  auto read = read_date_or_problem(text);
  if (auto* date = std::get_if<ArchiveDate>(&read)) return *date;
  return std::nullopt;
}

std::string canonical_date(std::string_view value) {
  const std::optional<ArchiveDate> date = read_date(value);
  return date ? date->text() : std::string(value);
}

}  // namespace adomoc::parser

// Dates as the Date tag and the date filters write them (parser/date.hpp,
// NOTATION.md section 3): three spellings of one date, unknown parts,
// short forms, and the dates that do not exist.
#include <gtest/gtest.h>

#include <variant>

#include "parser/date.hpp"
#include "parser/reader.hpp"
#include "parser/writer.hpp"

namespace adomoc::parser {
namespace {

std::string dotted(std::string_view text) {
  const auto date = read_date(text);
  return date ? date->text() : "(not a date)";
}

std::string problem(std::string_view text) {
  const auto read = read_date_or_problem(text);
  const auto* p = std::get_if<DateProblem>(&read);
  return p ? p->reason : "(a date)";
}

TEST(Date, DotsDashesAndSlashesAreOneDate) {
  EXPECT_EQ(dotted("2024.04.20"), "2024.04.20");
  EXPECT_EQ(dotted("2024-04-20"), "2024.04.20");
  EXPECT_EQ(dotted("2024/04/20"), "2024.04.20");
}

TEST(Date, UnknownPartsStayUnknown) {
  EXPECT_EQ(dotted("2024.??.??"), "2024.??.??");
  EXPECT_EQ(dotted("????.??.??"), "????.??.??");
  EXPECT_EQ(dotted("2024-05-??"), "2024.05.??");
  EXPECT_EQ(dotted("2024.?.?"), "2024.??.??");
  const ArchiveDate d = *read_date("2024.05.??");
  EXPECT_EQ(d.year, 2024);
  EXPECT_EQ(d.month, 5);
  EXPECT_FALSE(d.day);
  EXPECT_TRUE(d.has_unknown_part());
}

TEST(Date, OneDigitMonthsAndDaysAndShortForms) {
  EXPECT_EQ(dotted("2024.6.1"), "2024.06.01");
  EXPECT_EQ(dotted("2024-6-1"), "2024.06.01");
  const ArchiveDate month = *read_date("2024.6");
  EXPECT_EQ(month.parts, 2);
  EXPECT_EQ(month.written_text(), "2024.06");
  EXPECT_EQ(month.text(), "2024.06.??");
  EXPECT_EQ(read_date("2024")->written_text(), "2024");
  EXPECT_FALSE(read_date("2024")->has_unknown_part());
}

TEST(Date, MonthThirteenIsRefused) { EXPECT_EQ(problem("2024.13"), "'2024.13' is not a date: there is no month 13"); }

TEST(Date, MonthZeroAndDayZeroAreRefused) {
  EXPECT_EQ(problem("2024.00.10"), "'2024.00.10' is not a date: there is no month 0");
  EXPECT_EQ(problem("2024.05.00"), "'2024.05.00' is not a date: there is no day 0");
}

TEST(Date, TheThirtyFirstOfAThirtyDayMonthIsRefused) {
  EXPECT_EQ(problem("2024.06.31"), "'2024.06.31' is not a date: June has 30 days");
  EXPECT_EQ(problem("2024-11-31"), "'2024-11-31' is not a date: November has 30 days");
  EXPECT_EQ(dotted("2024.07.31"), "2024.07.31");
}

TEST(Date, FebruaryTwentyNinthOnlyInLeapYears) {
  EXPECT_EQ(problem("2023.02.29"), "'2023.02.29' is not a date: February 2023 has 28 days");
  EXPECT_EQ(problem("1900.02.29"), "'1900.02.29' is not a date: February 1900 has 28 days");
  EXPECT_EQ(dotted("2024.02.29"), "2024.02.29");
  EXPECT_EQ(dotted("2000.02.29"), "2000.02.29");
  EXPECT_EQ(dotted("????.02.29"), "????.02.29");  // some year had it
  EXPECT_EQ(problem("2024.02.30"), "'2024.02.30' is not a date: February 2024 has 29 days");
}

TEST(Date, ADayBeyondThirtyOneIsRefusedEvenInAnUnknownMonth) {
  EXPECT_EQ(problem("2024.??.32"), "'2024.??.32' is not a date: there is no day 32");
}

TEST(Date, OtherTextIsNoDate) {
  for (const char* text : {"", "24", "20245", "yesterday", "2024.04.20x", "2024.04-20", "2024..20", "2024.04.",
                           "2024.004.20", "20??.04.20", "2024.04.20.1", "-2024"})
    EXPECT_EQ(problem(text), "'" + std::string(text) + "' is not a date: expected YYYY, YYYY.MM or YYYY.MM.DD")
        << text;
}

TEST(Date, TheWriterWritesTheDottedForm) {
  const ParsedArchive parsed =
      parse_string("[Date \"2024-04-20\"]\n\n1. F^c3c5\n\n[Date \"2024/4/2\"]\n\n1. F^c3c5\n\n[Date \"spring\"]\n");
  ASSERT_EQ(parsed.games.size(), 3u);
  EXPECT_EQ(canonical(parsed.games[0]), "[Date \"2024.04.20\"]\n\n1. F^c3c5\n");
  EXPECT_EQ(canonical(parsed.games[1]), "[Date \"2024.04.02\"]\n\n1. F^c3c5\n");
  EXPECT_EQ(canonical(parsed.games[2]), "[Date \"spring\"]\n");  // not a date: as written
  EXPECT_EQ(canonical_date("2024.??.??"), "2024.??.??");
}

}  // namespace
}  // namespace adomoc::parser

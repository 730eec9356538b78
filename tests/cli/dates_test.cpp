// Dates as players write them: `2024-04-20` and `2024/04/20` are stored and
// written as `2024.04.20` and found by the date filters, which take
// `YYYY`, `YYYY.MM`, `YYYY.MM.DD` with '.', '-' or '/' and one-digit months
// and days, and refuse dates that do not exist.
#include <gtest/gtest.h>

#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;

std::string game(const std::string& date, const std::string& event) {
  return "[Event \"" + event + "\"]\n[Date \"" + date + "\"]\n\n1. F^c3c5\n\n";
}

std::string dated_db() {
  const std::string db = (test::scratch_dir() / "dates.db").string();
  test::remove_database(db);
  const std::string text = game("2024-04-20", "dashes") + game("2024/06/01", "slashes") +
                           game("2024.07.15", "dots") + game("2023.12.31", "last year") +
                           game("spring 2024", "no date") + game("2024.02.30", "no such day");
  const auto run = adomoc("import --db '" + db + "' '" + test::write_temp("dates.adn", text) + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\n2 Date values are not dates (YYYY.MM.DD, '?' for unknown parts), stored as written\n"),
            std::string::npos)
      << run.out;
  return db;
}

// The events of the games listed, one a line.
std::string events(const std::string& db, const std::string& filters) {
  const auto run = adomoc("games --db '" + db + "' --format csv " + filters);
  EXPECT_EQ(run.status, 0) << filters << ": " << run.err;
  std::string names;
  for (std::size_t at = run.out.find("\r\n") + 2; at < run.out.size();) {
    const std::size_t end = run.out.find("\r\n", at);
    std::string row = run.out.substr(at, end - at);
    for (int comma = 0; comma < 4; ++comma) row.erase(0, row.find(',') + 1);
    names += row.substr(0, row.find(',')) + "\n";
    at = end + 2;
  }
  return names;
}

TEST(Dates, DashesAndSlashesAreStoredWithDots) {
  const auto run = adomoc("games --db '" + dated_db() + "' --format csv");
  EXPECT_NE(run.out.find("\r\n1,2024.04.20,"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\r\n2,2024.06.01,"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\r\n5,spring 2024,"), std::string::npos) << run.out;  // not a date: as written
}

TEST(Dates, SinceAndUntilTakeEachForm) {
  const std::string db = dated_db();
  for (const char* since :
       {"2024.04", "2024-04", "2024/04", "2024.4", "2024-4", "2024.04.20", "2024-4-20", "2024/4/20"})
    EXPECT_EQ(events(db, std::string("--since ") + since), "dashes\nslashes\ndots\n") << since;
  EXPECT_EQ(events(db, "--since 2024.4.21 --until 2024.6.1"), "slashes\n");
  EXPECT_EQ(events(db, "--until 2023"), "last year\n");
  // A Date that is no date but is written like one is compared as written.
  EXPECT_EQ(events(db, "--since 2024 --until 2024-06"), "dashes\nslashes\nno such day\n");
}

TEST(Dates, MonthThirteenIsRefused) {
  const auto run = adomoc("games --db '" + dated_db() + "' --since 2024.13");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc games: --since: '2024.13' is not a date: there is no month 13\n");
}

TEST(Dates, JuneThirtyFirstIsRefused) {
  const auto run = adomoc("openings --db '" + dated_db() + "' --until 2024.06.31");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc openings: --until: '2024.06.31' is not a date: June has 30 days\n");
}

TEST(Dates, FebruaryTwentyNinthOfACommonYearIsRefused) {
  const auto run = adomoc("players --db '" + dated_db() + "' --since 2023-02-29");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc players: --since: '2023-02-29' is not a date: February 2023 has 28 days\n");
  EXPECT_EQ(adomoc("games --db '" + dated_db() + "' --since 2024.02.29").status, 0);
}

TEST(Dates, TextThatIsNoDateIsRefused) {
  const auto run = adomoc("stats --db '" + dated_db() + "' --since 'last week'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("'last week' is not a date: expected YYYY, YYYY.MM or YYYY.MM.DD"), std::string::npos)
      << run.err;
}

TEST(Dates, FormatAndExportWriteDots) {
  const std::string file = test::write_temp("dashed.adn", game("2024-4-2", "dashes"));
  EXPECT_EQ(adomoc("format '" + file + "'").out, "[Event \"dashes\"]\n[Date \"2024.04.02\"]\n\n1. F^c3c5\n");
  const auto exported = adomoc("export --db '" + dated_db() + "' --id 1");
  EXPECT_NE(exported.out.find("[Date \"2024.04.20\"]"), std::string::npos) << exported.out;
}

}  // namespace
}  // namespace adomoc

// adomoc duplicates as a user runs it: the pairs with their reasons, in
// the three formats of the queries, through the filters.
#include <gtest/gtest.h>

#include "cli/json_checker.hpp"
#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;

const std::string kTwins =
    "[Event \"Club\"]\n[Date \"2024.05.11\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n\n"
    "1. F^c3c5 F^h3h5 2. Fb3b4\n\n"
    "[Event \"Club\"]\n[Date \"2024-05-11\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n[Round \"1\"]\n\n1. F^c3c5 F^h3h5\n\n"
    "[Event \"Open\"]\n[Date \"2024.09.01\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n\n1. F^c3c5 F^h3h5 2. Fb3b4 --\n\n"
    "[Event \"Open\"]\n[Date \"2024.09.01\"]\n[Light \"Bob\"]\n[Dark \"Ann\"]\n\n1. F^c3c5 F^h3h5 2. Fb3b4\n";

std::string twins_db() {
  const std::string db = (test::scratch_dir() / "twins.db").string();
  test::remove_database(db);
  const auto run = adomoc("import --db '" + db + "' '" + test::write_temp("twins.adn", kTwins) + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  return db;
}

TEST(DuplicatesCommand, PairsWithTheirReasonsInATable) {
  const auto run = adomoc("duplicates --db '" + twins_db() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "first  second  light  dark  year  reason\n"
            "    1       2  Ann    Bob   2024  moves of 2 are a prefix of 1's\n"
            "    1       3  Ann    Bob   2024  same moves, results differ, dates differ, events differ\n"
            "    2       3  Ann    Bob   2024  moves of 2 are a prefix of 3's, results differ, dates differ, events "
            "differ\n"
            "3 pairs of likely duplicates\n");
}

TEST(DuplicatesCommand, CsvJsonAndFilters) {
  const std::string db = twins_db();
  const auto csv = adomoc("duplicates --db '" + db + "' --format csv --event open");
  EXPECT_EQ(csv.out, "first,second,light,dark,year,reason\r\n");  // game 3 alone in its group
  const auto json = adomoc("duplicates --db '" + db + "' --format json --since 2024.5 --until 2024-05-31");
  EXPECT_TRUE(test::JsonChecker::is_json(json.out)) << json.out;
  EXPECT_EQ(json.out,
            "[\n {\"first\":1,\"second\":2,\"light\":\"Ann\",\"dark\":\"Bob\",\"year\":\"2024\","
            "\"reason\":\"moves of 2 "
            "are a prefix of 1's\"}\n]\n");
  const auto bad = adomoc("duplicates --db '" + db + "' --since 2024.13");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, "adomoc duplicates: --since: '2024.13' is not a date: there is no month 13\n");
}

}  // namespace
}  // namespace adomoc

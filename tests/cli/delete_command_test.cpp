// adomoc delete as a user runs it: after deleting, every query answers as
// a fresh import of the archive without those games (that archive made by
// `adomoc export` of what is left); an unknown id deletes nothing.
#include <gtest/gtest.h>

#include "cli/run.hpp"
#include "cli/sqlite_probe.hpp"

namespace adomoc {
namespace {

using test::adomoc;

std::string samples_db(const std::string& name) {
  const std::string db = (test::scratch_dir() / name).string();
  test::remove_database(db);
  const auto run = adomoc("import --db '" + db + "' '" + ADOMOC_SAMPLES + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  return db;
}

// CSV without its first column (the ids, which a fresh import numbers anew).
std::string without_first_column(const std::string& csv) {
  std::string out;
  for (std::size_t at = 0; at < csv.size();) {
    const std::size_t end = csv.find('\n', at);
    const std::string line = csv.substr(at, end - at);
    out += line.substr(line.find(',') + 1) + "\n";
    at = end == std::string::npos ? csv.size() : end + 1;
  }
  return out;
}

TEST(Delete, EveryQueryThenAnswersAsAFreshImportWithoutThoseGames) {
  const std::string db = samples_db("delete-samples.db");
  const auto run = adomoc("delete --db '" + db + "' --id 12 --id 3 --id 32 --id 3");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "deleted 3 games (id 3, 12, 32) from " + db + "\n");
  const std::string rest = (test::scratch_dir() / "delete-rest.adn").string();
  ASSERT_EQ(adomoc("export --db '" + db + "' -o '" + rest + "'").status, 0);
  const std::string fresh = (test::scratch_dir() / "delete-fresh.db").string();
  test::remove_database(fresh);
  ASSERT_EQ(adomoc("import --db '" + fresh + "' '" + rest + "'").status, 0);

  for (const std::string query : {"games --format csv", "position --moves '1. F^c3c6 F^h3h6' --format csv"})
    EXPECT_EQ(without_first_column(adomoc(query + " --db '" + db + "'").out),
              without_first_column(adomoc(query + " --db '" + fresh + "'").out))
        << query;
  for (const std::string query :
       {"openings", "openings --moves '1. F^c3c6'", "openings --depth 2", "openings --moves '1. F^c3c6 F^h3h6'",
        "openings --moves '1. F^c3c6 F^h3h6 2. Fa3a7' --by-position", "players", "stats --format csv",
        "openings --variant altogether"}) {
    const auto answer = adomoc(query + " --db '" + db + "'");
    EXPECT_EQ(answer.status, 0) << query << ": " << answer.err;
    EXPECT_EQ(answer.out, adomoc(query + " --db '" + fresh + "'").out) << query;
  }
  EXPECT_EQ(test::SqliteProbe(db).text("PRAGMA integrity_check"), "ok\n");
}

TEST(Delete, AnUnknownIdIsAnErrorAndNothingIsDeleted) {
  const std::string db = samples_db("delete-unknown.db");
  const auto run = adomoc("delete --db '" + db + "' --id 2 --id 999 --id 40");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc delete: no game with id 40, 999 in '" + db + "'; nothing was deleted\n");
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT count(*) FROM games"), "33\n");
}

TEST(Delete, WithoutAnIdOrADatabaseItIsRefused) {
  EXPECT_EQ(adomoc("delete --db '" + samples_db("delete-no-id.db") + "'").status, 2);
  const std::string missing = (test::scratch_dir() / "delete-missing.db").string();
  test::remove_database(missing);
  const auto run = adomoc("delete --db '" + missing + "' --id 1");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("adomoc delete: no database at '" + missing + "'"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(missing));
}

}  // namespace
}  // namespace adomoc

// adomoc upgrade, and queries that never write: a query or `serve` on a
// database of an older schema refuses with the command to run and leaves
// the file byte for byte; `upgrade` brings it to this adomoc's schema, after
// which every answer is a fresh import's (docs/schema.md, "Upgrades").
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli/run.hpp"
#include "cli/sqlite_probe.hpp"
#include "db/schema.hpp"

namespace adomoc {
namespace {

namespace fs = std::filesystem;
using test::adomoc;
using test::slurp;

const std::string kSamples = std::string(ADOMOC_SAMPLES) + "/";
const std::string kLatest = std::to_string(db::latest_schema_version());

fs::path folder(const std::string& name) {
  const fs::path dir = test::scratch_dir() / ("upgrade-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string imported(const fs::path& dir, const std::string& name) {
  const std::string path = (dir / name).string();
  const auto run = adomoc("import --db '" + path + "' '" + kSamples + "annotated.adn' '" + kSamples + "draw.adn' '" +
                          kSamples + "selfplay-standard.adn'");
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

// The database as adomoc left it at schema 5: no full position index, no
// name keys, no aliases; the old index's rows are of no use to the new one.
std::string schema_five(const fs::path& dir) {
  const std::string path = imported(dir, "old.db");
  EXPECT_EQ(test::SqliteProbe(path).exec(
                "DROP TABLE game_facts; DROP TABLE common_games; "
                "DROP TABLE common_positions; DROP TABLE position_moves; DROP TABLE index_batches; "
                "DROP INDEX games_by_light; DROP INDEX games_by_dark; DROP INDEX games_by_date; "
                "DROP TABLE player_aliases; DROP TABLE player_keys; "
                "DELETE FROM position_index; INSERT INTO position_index VALUES (1, 5, x'00'); "
                "PRAGMA user_version = 5"),
            "");
  return path;
}

std::string older_schema_message(const std::string& command, const std::string& db, int version) {
  return "adomoc " + command + ": database '" + db + "' has schema version " + std::to_string(version) +
         " and this adomoc reads version " + kLatest + ": run 'adomoc upgrade --db " + db +
         "' first (an import upgrades it too)\n";
}

TEST(Upgrade, QueriesOnAnOlderSchemaRefuseAndLeaveTheFileAlone) {
  const fs::path dir = folder("refuse");
  const std::string db = schema_five(dir);
  const std::string before = slurp(db);
  for (const std::string query : {"games", "openings", "position", "players", "stats", "export", "ratings"}) {
    const auto run = adomoc(query + " --db '" + db + "'");
    EXPECT_EQ(run.status, 2) << query;
    EXPECT_EQ(run.out, "") << query;
    EXPECT_EQ(run.err, older_schema_message(query, db, 5));
  }
  EXPECT_EQ(slurp(db), before);
}

TEST(Upgrade, ServeOnAnOlderSchemaRefusesToStart) {
  const fs::path dir = folder("serve");
  const std::string db = schema_five(dir);
  const std::string before = slurp(db);
  const auto run = adomoc("serve --port 0 --db '" + db + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, older_schema_message("serve", db, 5));
  EXPECT_EQ(slurp(db), before);
}

TEST(Upgrade, BringsAnOlderSchemaToTheLatestWithAFreshImportsAnswers) {
  const fs::path dir = folder("upgrade");
  const std::string db = schema_five(dir);
  const std::string fresh = imported(dir, "fresh.db");
  const auto run = adomoc("upgrade --db '" + db + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "database '" + db + "': schema 5 -> " + kLatest + " (" +
                         std::to_string(db::latest_schema_version() - 5) + " steps)\n");
  EXPECT_EQ(run.err, "");
  for (const std::string query :
       {"games", "openings --depth 3", "position --moves 'F^c3c5'", "players", "stats", "export",
        "openings --moves 'F^c3c5' --by-position"}) {
    const auto upgraded = adomoc(query + " --db '" + db + "'");
    const auto expected = adomoc(query + " --db '" + fresh + "'");
    EXPECT_EQ(upgraded.status, expected.status) << query << ": " << upgraded.err;
    EXPECT_EQ(upgraded.out, expected.out) << query;
    EXPECT_FALSE(upgraded.out.empty()) << query;
  }
}

TEST(Upgrade, ALatestDatabaseIsLeftAsItIs) {
  const fs::path dir = folder("latest");
  const std::string db = imported(dir, "games.db");
  const std::string before = slurp(db);
  const auto run = adomoc("upgrade --db '" + db + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "database '" + db + "' is already at schema " + kLatest + "\n");
  EXPECT_EQ(slurp(db), before);
}

TEST(Upgrade, ANewerSchemaIsRefusedAndLeftAlone) {
  const fs::path dir = folder("newer");
  const std::string db = imported(dir, "games.db");
  EXPECT_EQ(test::SqliteProbe(db).exec("PRAGMA user_version = 999"), "");
  const std::string before = slurp(db);
  const auto run = adomoc("upgrade --db '" + db + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc upgrade: database '" + db + "' has schema version 999, newer than this adomoc understands (" +
                         kLatest + "): use a newer adomoc\n");
  EXPECT_EQ(slurp(db), before);
}

TEST(Upgrade, AnotherProgramsFileIsRefusedAndLeftAlone) {
  const fs::path dir = folder("foreign");
  const std::string db = (dir / "invoices.db").string();
  EXPECT_EQ(test::SqliteProbe(db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                .exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)"),
            "");
  const std::string before = slurp(db);
  const auto run = adomoc("upgrade --db '" + db + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc upgrade: '" + db + "' is not an adomoc database (a SQLite file of another program)\n");
  EXPECT_EQ(slurp(db), before);
}

TEST(Upgrade, AMissingDatabaseIsNamedAndNotCreated) {
  const fs::path dir = folder("missing");
  const std::string db = (dir / "none.db").string();
  const auto run = adomoc("upgrade --db '" + db + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc upgrade: no database at '" + db + "': import games first (adomoc import --db " + db +
                         " FILE...)\n");
  EXPECT_TRUE(fs::is_empty(dir));
}

TEST(Upgrade, AQueryOnAnEmptyFileSaysSoAndWritesNothing) {
  const fs::path dir = folder("empty");
  const std::string db = (dir / "empty.db").string();
  std::ofstream{db};
  const auto run = adomoc("games --db '" + db + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc games: database '" + db + "' holds no adomoc schema yet (an empty file): run 'adomoc "
                     "upgrade --db " + db + "' or import games into it\n");
  EXPECT_EQ(fs::file_size(db), 0u);
}

}  // namespace
}  // namespace adomoc

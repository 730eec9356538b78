// Issue 14's differential test: the same archives imported by the adomoc
// program into an SQLite file and into a throwaway PostgreSQL server, then
// every command that reads or writes a database run against both, in every
// format: what each prints, and the files it writes, must be the same byte
// for byte (the database's name aside, which the messages quote).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/run.hpp"
#include "db/postgres_server.hpp"

namespace adomoc::test {
namespace {

namespace fs = std::filesystem;

// Games that break the rules or the syntax (for the quarantine), a game
// stored twice, and two spellings of one player (for alias and duplicates).
constexpr const char* kExtraArchive = R"([Event "Differential"]
[Date "2025.01.02"]
[Light "Roy, B."]
[Dark "C. Leroy"]
[Result "*"]

1. F^c3c6 F^h3h6 2. Fa3a9

[Event "Differential"]
[Date "2025.01.03"]
[Light "C. Leroy"]
[Dark "Roy, B."]
[Result "*"]

1. F^c3c6 F^h3h6 2. F^c6c8 Fi3i4

[Event "Differential"]
[Date "2025.01.03"]
[Light "C. Leroy"]
[Dark "Roy, B."]
[Result "*"]

1. F^c3c6 F^h3h6 2. F^c6c8 Fi3i4

[Event "Differential"]
[Date "2025"]
[Light "E. Bouchard"]
[Dark "F. Gauthier"]
[Result "*"]

1. F^c3c6 F^h3h6 2. Q@@
)";

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

class BothBackendsCommands : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server_ = new db::test::PostgresServer();
    const fs::path dir = scratch_dir() / "both";
    fs::remove_all(dir);
    fs::create_directories(dir);
    sqlite_ = new std::string((dir / "archive.db").string());
    extra_ = new std::string(write_temp("differential.adn", kExtraArchive));
  }
  static void TearDownTestSuite() {
    delete server_;
    delete sqlite_;
    delete extra_;
  }

  // Runs `words` (with {db} for the database and {out} for a file the
  // command writes) on each backend; expects the same status, output,
  // messages and written file, with the database's name made one.
  static void expect_same(const std::string& words, bool must_succeed = true) {
    SCOPED_TRACE(words);
    const fs::path dir = scratch_dir() / "both";
    const auto run_on = [&](const std::string& db, const std::string& name) {
      const std::string out = (dir / ("written-" + name)).string();
      fs::remove(out);
      adomoc::test::Run run = adomoc(replace_all(replace_all(words, "{db}", "'" + db + "'"), "{out}", "'" + out + "'"));
      std::string written = fs::exists(out) ? slurp(out) : "";
      for (std::string* text : {&run.out, &run.err, &written}) {
        *text = replace_all(*text, db, "DB");
        *text = replace_all(*text, replace_all(db, "&", "&amp;"), "DB");  // in a page
        *text = replace_all(*text, out, "OUT");
      }
      return std::make_pair(run, written);
    };
    const auto [lite, lite_file] = run_on(*sqlite_, "sqlite");
    const auto [pg, pg_file] = run_on(server_->uri(), "postgresql");
    if (must_succeed) {
      EXPECT_EQ(lite.status, 0) << lite.err;
    }
    EXPECT_EQ(pg.status, lite.status) << pg.err;
    EXPECT_EQ(pg.out, lite.out);
    EXPECT_EQ(pg.err, lite.err);
    EXPECT_EQ(pg_file, lite_file);
    ++compared_;
  }

  static db::test::PostgresServer* server_;
  static std::string* sqlite_;
  static std::string* extra_;
  static int compared_;
};

db::test::PostgresServer* BothBackendsCommands::server_ = nullptr;
std::string* BothBackendsCommands::sqlite_ = nullptr;
std::string* BothBackendsCommands::extra_ = nullptr;
int BothBackendsCommands::compared_ = 0;

const std::vector<std::string> kFormats = {"table", "csv", "json"};

TEST_F(BothBackendsCommands, EveryCommandAnswersTheSameOnSqliteAndPostgresql) {
  const std::string data = ADOMOC_TEST_DATA;
  const std::string archives = "'" + std::string(ADOMOC_SAMPLES) + "' '" + data + "/db/crosstable_round_robin.adn' '" +
                               data + "/db/crosstable_swiss.adn' '" + data + "/db/annotations_archive.adn' '" +
                               *extra_ + "'";
  // Writing: the import's summary (quarantined and skipped games), a second
  // import that stores nothing new, and an alias.
  expect_same("import --db {db} -j 1 " + archives, false);
  expect_same("import --db {db} -j 2 " + archives, false);
  expect_same("alias --db {db} 'B. Roy' 'Roy, B.'");

  const std::vector<std::string> queries = {
      "games --db {db}",
      "games --db {db} --player 'b. roy' --since 2024",
      "games --db {db} --variant altogether --result 1-0 --limit 3",
      "games --db {db} --event club --until 2025.03.08",
      "games --db {db} --termination draw",
      "openings --db {db}",
      "openings --db {db} --moves '1. F^c3c6' --depth 2",
      "openings --db {db} --moves '1. F^c3c6 F^h3h6 2. Fa3a7' --by-position",
      "openings --db {db} --position 'SSS^SSsss^ss/MMM^MMmmm^mm/FF1FFfff^ff/10/10/2F^7/10/10/- d -'",
      "openings --db {db} --player 'E. Bouchard'",
      "position --db {db} --moves '1. F^c3c6'",
      "position --db {db} --moves '1. F^c3c6 F^h3h6' --limit 2 --player '*Roy'",
      // Filtered answers about common positions: from their listed games and the game facts.
      "position --db {db} --position 'SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/- l -' --result 1-0 "
      "--limit 3",
      "position --db {db} --moves '1. F^c3c6' --player 'b. roy' --since 2024",
      "openings --db {db} --moves '1. F^c3c6' --by-position --event club",
      "players --db {db}",
      "players --db {db} --player 'D. Côté'",
      "players --db {db} --player 'D. Côté' --player 'B. Roy'",
      "stats --db {db}",
      "stats --db {db} --variant standard --player 'A. Tremblay'",
      "ratings --db {db}",
      "ratings --db {db} --since 2025 --anchor 'Béa Côté=1650'",
      "crosstable --db {db} --event 'Club round robin'",
      "crosstable --db {db} --event 'Spring Swiss'",
      "duplicates --db {db}",
      "quarantine list --db {db}",
      "alias --db {db} --list",
  };
  for (const std::string& query : queries)
    for (const std::string& format : kFormats) expect_same(query + " --format " + format);

  expect_same("games --db {db} --player 'Nobody at all'");
  expect_same("openings --db {db} --moves '1. F^c3c6 Fa3a9'", false);
  expect_same("crosstable --db {db} --event 'no such event'", false);
  expect_same("stats --db {db} --svg {out}");
  expect_same("crosstable --db {db} --event 'Spring Swiss' --svg {out}");
  expect_same("export --db {db} -o {out}");
  expect_same("export --db {db} --player 'B. Roy' --canonical-names -o {out}");
  expect_same("export --db {db} --id 3 --id 12");
  expect_same("quarantine export --db {db} -o {out}");
  expect_same("alias --db {db} --suggest");
  expect_same("alias --db {db} --export");
  expect_same("show --db {db} --id 5 --ply 6");
  expect_same("show --db {db} --id 5 --ply 6 --format position");
  expect_same("show --db {db} --id 2 --svg {out}");
  expect_same("view --db {db} --id 2 -o {out}");
  expect_same("show --db {db} --id 9999", false);

  // Changing: every index follows a deletion on both.
  expect_same("delete --db {db} --id 2 --id 7");
  expect_same("quarantine drop --db {db} --id 1");
  for (const std::string query : {"games --db {db}", "openings --db {db} --moves '1. F^c3c6' --depth 2",
                                   "position --db {db} --moves '1. F^c3c6'", "quarantine list --db {db}",
                                   "stats --db {db}"})
    expect_same(query + " --format csv");
  expect_same("upgrade --db {db}");
  EXPECT_GE(compared_, 90);
}

}  // namespace
}  // namespace adomoc::test

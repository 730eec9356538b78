// The same archives imported into SQLite and into a throwaway PostgreSQL
// give the same answers: the games list, the opening tree, the players'
// records and the statistics, with and without filters. The PostgreSQL
// schema is made by migrate() on the empty database.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "db/database.hpp"
#include "db/importer.hpp"
#include "db/postgres_server.hpp"
#include "db/queries.hpp"
#include "db/schema.hpp"
#include "db/statistics.hpp"
#include "report/table_json.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

void import_samples(Database& db) {
  Importer importer(db, {});
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(ADOMOC_SAMPLES)) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const fs::path& file : files) {
    std::ifstream in(file);
    importer.import(in, file.filename().string());
  }
  importer.finish();
}

std::string text_of(const Table& t) { return report::table_json(t).dump(); }

class BothBackends : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server_ = std::make_unique<test::PostgresServer>();
    postgres_ = std::make_unique<Database>(server_->uri(), Database::Mode::read_write);
    migrate(*postgres_);
    import_samples(*postgres_);
    sqlite_path_ = fs::temp_directory_path() / ("adomoc-both-" + std::to_string(::getpid()) + ".db");
    fs::remove(sqlite_path_);
    sqlite_ = std::make_unique<Database>(sqlite_path_.string(), Database::Mode::create);
    migrate(*sqlite_);
    import_samples(*sqlite_);
  }
  static void TearDownTestSuite() {
    postgres_.reset();
    sqlite_.reset();
    server_.reset();
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(sqlite_path_.string() + suffix);
  }
  static std::unique_ptr<test::PostgresServer> server_;
  static std::unique_ptr<Database> postgres_, sqlite_;
  static fs::path sqlite_path_;
};

std::unique_ptr<test::PostgresServer> BothBackends::server_;
std::unique_ptr<Database> BothBackends::postgres_, BothBackends::sqlite_;
fs::path BothBackends::sqlite_path_;

const std::vector<GameFilter> kFilters = {
    {}, {.player = "d. cote"}, {.event = "samples"}, {.variant = 2}, {.result = 0}, {.since = "2024.01.01"}};

TEST_F(BothBackends, TheSchemaIsThisAdomocsAndMigratingAgainChangesNothing) {
  EXPECT_EQ(postgres_->user_version(), latest_schema_version());
  const SchemaUpgrade again = migrate(*postgres_);
  EXPECT_EQ(again.from, again.to);
}

TEST_F(BothBackends, TheGamesAreTheSame) {
  for (const GameFilter& f : kFilters) {
    const Table pg = list_games(*postgres_, f, {}, std::nullopt), lite = list_games(*sqlite_, f, {}, std::nullopt);
    EXPECT_FALSE(lite.rows.empty());
    EXPECT_EQ(text_of(pg), text_of(lite));
  }
}

TEST_F(BothBackends, TheOpeningTreesAreTheSame) {
  for (const GameFilter& f : kFilters)
    for (const bool by_position : {false, true})
      EXPECT_EQ(text_of(opening_tree(*postgres_, f, {}, 2, by_position)),
                text_of(opening_tree(*sqlite_, f, {}, 2, by_position)));
}

TEST_F(BothBackends, ThePlayersAndTheStatisticsAreTheSame) {
  for (const GameFilter& f : kFilters) {
    EXPECT_EQ(text_of(player_records(*postgres_, f)), text_of(player_records(*sqlite_, f)));
    EXPECT_EQ(text_of(statistics_table(compute_statistics(*postgres_, f))),
              text_of(statistics_table(compute_statistics(*sqlite_, f))));
  }
}

}  // namespace
}  // namespace adomoc::db

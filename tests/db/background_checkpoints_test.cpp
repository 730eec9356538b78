// The log's checkpoints on a thread of their own (db/background_checkpoints.hpp):
// the writer's commits past the log's length ask the thread, which copies
// the pages; the writer's next commit past it copies the rest, so the log
// starts again from its beginning and stays short; nothing written is lost.
#include "db/background_checkpoints.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "db/scratch_database.hpp"

namespace adomoc::db {
namespace {

constexpr int kLogPages = 32;
constexpr int kRowsPerCommit = 100;
constexpr std::size_t kRowBytes = 2000;  // a commit writes some 13 pages of 16 KB

class BackgroundCheckpointsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::remove_database(path_);
    db_.emplace(path_, Database::Mode::create);
    db_->exec("PRAGMA page_size = 16384; PRAGMA journal_mode = WAL");  // as the schema makes it
    db_->exec("CREATE TABLE rows (n INTEGER PRIMARY KEY, payload BLOB)");
    db_->exec("PRAGMA wal_autocheckpoint = " + std::to_string(kLogPages));
  }
  void TearDown() override {
    db_.reset();
    test::remove_database(path_);
  }

  void commit_rows(int commit) {
    db_->exec("BEGIN IMMEDIATE");
    Statement insert(*db_, "INSERT INTO rows (n, payload) VALUES (?, ?)");
    const std::vector<std::uint8_t> payload(kRowBytes, static_cast<std::uint8_t>(commit));
    for (int i = 0; i < kRowsPerCommit; ++i) {
      insert.bind(1, std::int64_t{commit} * kRowsPerCommit + i).bind(2, payload);
      insert.run();
    }
    db_->exec("COMMIT");
  }
  std::uintmax_t file_size(const char* suffix) const { return std::filesystem::file_size(path_ + suffix); }

  // One file a test: ctest runs them side by side.
  std::string path_ = (std::filesystem::temp_directory_path() /
                       ("adomoc-checkpoints-" +
                        std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + ".db"))
                          .string();
  std::optional<Database> db_;
};

TEST_F(BackgroundCheckpointsTest, TheThreadCopiesTheWriterCatchesUpAndTheLogStaysShort) {
  constexpr int kCommits = 120;
  int completed = 0, caught_up = 0;
  {
    BackgroundCheckpoints checkpoints(*db_, kLogPages);
    for (int commit = 0; commit < kCommits; ++commit) commit_rows(commit);
    completed = checkpoints.completed();
    caught_up = checkpoints.caught_up();
  }
  EXPECT_GT(completed, 0);
  EXPECT_GT(caught_up, 0);
  // The log's file is as long as the log ever was. Never copied whole, it
  // would hold every commit (some 25 MB); started again, a few lengths.
  const std::uintmax_t written = std::uintmax_t{kCommits} * kRowsPerCommit * kRowBytes;
  EXPECT_LT(file_size("-wal"), written / 4);

  db_.reset();  // the writer's closing checkpoint
  Database reader(path_, Database::Mode::read_only);
  Statement count(reader, "SELECT count(*), sum(length(payload)), min(n), max(n) FROM rows");
  ASSERT_TRUE(count.step());
  EXPECT_EQ(count.integer(0), kCommits * kRowsPerCommit);
  EXPECT_EQ(static_cast<std::uintmax_t>(count.integer(1)), written);
  EXPECT_EQ(count.integer(2), 0);
  EXPECT_EQ(count.integer(3), kCommits * kRowsPerCommit - 1);
  Statement check(reader, "PRAGMA integrity_check");
  ASSERT_TRUE(check.step());
  EXPECT_EQ(check.text(0), "ok");
}

TEST_F(BackgroundCheckpointsTest, AnAskedCheckpointCopiesTheLogBeforeTheThreadEnds) {
  constexpr int kCommits = 2;  // under the log's length: no commit asks
  const std::uintmax_t before = file_size("");
  {
    BackgroundCheckpoints checkpoints(*db_, 100'000);
    for (int commit = 0; commit < kCommits; ++commit) commit_rows(commit);
    EXPECT_EQ(file_size(""), before);  // every page still in the log
    checkpoints.checkpoint();
  }
  // The writer is still open: only the thread can have copied them.
  EXPECT_GE(file_size(""), before + std::uintmax_t{kCommits} * kRowsPerCommit * kRowBytes);
}

TEST_F(BackgroundCheckpointsTest, TheWriterCheckpointsItselfAgainAfterwards) {
  { BackgroundCheckpoints checkpoints(*db_, kLogPages); }
  for (int commit = 0; commit < 40; ++commit) commit_rows(commit);
  // wal_autocheckpoint's own checkpoint is back: the log started again.
  EXPECT_LT(file_size("-wal"), std::uintmax_t{40} * kRowsPerCommit * kRowBytes / 4);
}

}  // namespace
}  // namespace adomoc::db

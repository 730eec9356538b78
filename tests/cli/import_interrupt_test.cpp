// adomoc import stopped by SIGINT (Ctrl-C) or SIGTERM while it works: it
// stops between two games, commits the games read so far, ends its
// progress line, says how many games are stored and that the same command
// run again finishes the work, and exits 130 (143 for SIGTERM). The
// database then passes SQLite's integrity check, holds the first games of
// a clean import, ids included, and the same import run again gives
// exactly the clean import's tables.
#include <gtest/gtest.h>
#include <pty.h>
#include <sqlite3.h>

#include <chrono>
#include <thread>

#include "cli/child_process.hpp"
#include "cli/import_archives.hpp"
#include "cli/sqlite_probe.hpp"

namespace adomoc::import_interrupt_test {
namespace {

struct Archive {
  std::string path, clean;
  int read = 0;
};

// More than three batches, so a signal lands while the import works; two
// and a half under the sanitizers, which are slow: the signal comes once the
// first batch is stored, and by then the games are read up to the end of
// the second (gathered while the first is written), so a third must follow.
const Archive& archive() {
  static const Archive a = [] {
    Archive made;
    const int batch = test::import_batch();
    made.path = test::mixed_archive("interrupt.adn", test::kSanitized ? 2 * batch + batch / 2 : 3 * batch + batch / 2,
                                    9, made.read);
    made.clean = (test::scratch_dir() / "interrupt-clean.db").string();
    test::remove_database(made.clean);
    const auto run = test::Child({"import", "--db", made.clean, made.path}).wait();
    EXPECT_EQ(run.status, 1) << run.err;  // the spliced invalid games
    return made;
  }();
  return a;
}

long stored_games(const std::string& db) {
  if (!std::filesystem::exists(db)) return 0;
  const std::string count = test::SqliteProbe(db, SQLITE_OPEN_READONLY).text("SELECT count(*) FROM games");
  return !count.empty() && std::isdigit(static_cast<unsigned char>(count[0])) ? std::stol(count) : 0;
}

// Until the first batch is committed: the import is well under way.
void wait_for_a_batch(test::Child& child, const std::string& db) {
  while (!child.ended() && stored_games(db) == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
  ASSERT_FALSE(child.ended()) << "the import ended before the test could stop it";
}

void expect_stopped_cleanly(int signal, int status) {
  const Archive& a = archive();
  const std::string db = (test::scratch_dir() / ("interrupt-" + std::to_string(signal) + ".db")).string();
  test::remove_database(db);
  test::Child child({"import", "--db", db, a.path});
  wait_for_a_batch(child, db);
  ::kill(child.pid(), signal);
  const test::Run run = child.wait();
  const std::string name = signal == SIGTERM ? "SIGTERM" : "SIGINT";
  EXPECT_EQ(run.status, status) << run.err;

  test::SqliteProbe probe(db);
  EXPECT_EQ(probe.text("PRAGMA integrity_check"), "ok\n");
  const long games = std::stol(probe.text("SELECT count(*) FROM games"));
  const long quarantined = std::stol(probe.text("SELECT count(*) FROM quarantine"));
  EXPECT_LT(games + quarantined, a.read) << "stopped before the end";
  EXPECT_EQ(run.err, "adomoc import: interrupted by " + name + " between two games: " + std::to_string(games) +
                         " games of this run are stored and " + std::to_string(quarantined) +
                         " quarantined, nothing half-written. Run the same command again to finish: what is stored "
                         "is skipped.\n");
  EXPECT_NE(run.out.find("imported " + std::to_string(games) + " games"), std::string::npos) << run.out;
  // Whole games, the first of the archive: the clean import's first rows.
  const auto clean = test::SqliteProbe(a.clean).text("SELECT id, content_hash FROM games ORDER BY id LIMIT " +
                                                     std::to_string(games));
  EXPECT_EQ(probe.text("SELECT id, content_hash FROM games ORDER BY id"), clean);

  const auto again = test::Child({"import", "--db", db, a.path}).wait();
  EXPECT_EQ(again.status, 1) << again.err;
  EXPECT_NE(again.out.find(std::to_string(games) + " duplicates skipped"), std::string::npos) << again.out;
  EXPECT_EQ(test::SqliteProbe(db).text("PRAGMA integrity_check"), "ok\n");
  test::expect_same_tables(db, a.clean, "after the interrupted import was run again");
  test::remove_database(db);
}

TEST(ImportInterrupted, BySigintStopsBetweenGamesAndARerunFinishes) { expect_stopped_cleanly(SIGINT, 130); }

TEST(ImportInterrupted, BySigtermStopsBetweenGamesAndARerunFinishes) { expect_stopped_cleanly(SIGTERM, 143); }

// On a terminal the progress line is wiped before the message, so the
// message does not run into it.
TEST(ImportInterrupted, TheProgressLineEndsBeforeTheMessage) {
  const Archive& a = archive();
  const std::string db = (test::scratch_dir() / "interrupt-pty.db").string();
  test::remove_database(db);
  int master = -1;
  const pid_t child = ::forkpty(&master, nullptr, nullptr, nullptr);
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::execl(ADOMOC_BINARY, ADOMOC_BINARY, "import", "--db", db.c_str(), a.path.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  std::string seen;
  char buffer[4096];
  bool signalled = false;
  for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;) {
    seen.append(buffer, static_cast<std::size_t>(n));
    if (!signalled && seen.find("games/s") != std::string::npos) {
      ::kill(child, SIGINT);
      signalled = true;
    }
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  ::close(master);
  ASSERT_TRUE(signalled) << seen;
  EXPECT_EQ(WEXITSTATUS(status), 130) << seen;
  const std::size_t wiped = seen.rfind("\r" + std::string(70, ' ') + "\r");
  const std::size_t message = seen.find("adomoc import: interrupted by SIGINT");
  ASSERT_NE(message, std::string::npos) << seen;
  EXPECT_LT(wiped, message) << seen;
  EXPECT_EQ(seen.find("games/s", wiped), std::string::npos) << "progress after the wipe: " << seen;
  test::remove_database(db);
}

}  // namespace
}  // namespace adomoc::import_interrupt_test

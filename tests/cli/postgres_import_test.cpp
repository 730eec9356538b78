// adomoc import into a shared PostgreSQL archive, as issue 14's reliability
// section asks, on a throwaway server the test makes: killed mid-batch and
// run again, it ends as a clean import; two and four importers at once on
// overlapping archives store every game once while a reader sees whole
// batches; the server going away mid-import is a clear error that loses
// nothing committed; a wrong password or database name is a plain message.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "cli/child_process.hpp"
#include "cli/import_archives.hpp"
#include "db/database.hpp"
#include "db/postgres_server.hpp"

namespace adomoc {
namespace {

using Clock = std::chrono::steady_clock;

// The tables an import writes, each as its rows' text in a stable order.
const std::vector<std::string> kTables = {
    "games",         "quarantine",       "players",        "events",        "sources",       "extra_tags",
    "annotations",   "opening_summary",  "position_index", "index_batches", "common_positions",
    "position_moves", "player_keys"};

// The first column of an answer, as text.
std::vector<std::string> column(const std::string& uri, const std::string& sql) {
  db::Database db(uri, db::Database::Mode::read_only);
  db::Statement s(db, sql);
  std::vector<std::string> values;
  while (s.step()) values.push_back(s.text(0));
  return values;
}

bool has_schema(const std::string& uri) { return column(uri, "SELECT to_regclass('games') IS NOT NULL").at(0) == "t"; }

class ImportIntoPostgres : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new db::test::PostgresServer(); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }

  // A new, empty database on the server; its URI.
  static std::string new_database(const std::string& name) {
    server_->psql("postgres", "CREATE DATABASE " + name);
    return server_->uri(name);
  }

  // Every table, row by row with every column, in a stable order.
  static void expect_same_tables(const std::string& uri, const std::string& clean_uri, const std::string& when) {
    for (const std::string& table : kTables) {
      const std::string rows = "SELECT t::text FROM " + table + " t ORDER BY 1";
      EXPECT_EQ(column(uri, rows), column(clean_uri, rows)) << table << ", " << when;
    }
  }

  static db::test::PostgresServer* server_;
};

db::test::PostgresServer* ImportIntoPostgres::server_ = nullptr;

bool is_prefix(const std::vector<std::string>& part, const std::vector<std::string>& whole) {
  return part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin());
}

TEST_F(ImportIntoPostgres, KilledAtRandomMomentsThenRunToTheEndGivesTheCleanResult) {
  const int batch = test::import_batch();
  const int games = test::kSanitized ? batch + batch / 5 : 2 * batch + batch / 2;
  const int rounds = test::kSanitized ? 5 : 10;
  int read = 0;
  const std::string archive = test::mixed_archive("pg-kill.adn", games, 3, read);

  const std::string clean = new_database("clean");
  const auto start = Clock::now();
  const auto clean_run = test::Child({"import", "--db", clean, archive}).wait();
  const double import_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  ASSERT_EQ(clean_run.status, 1) << clean_run.err;  // the spliced invalid games
  const std::string by_id = "SELECT id || ',' || byte_offset FROM games ORDER BY id";
  const auto clean_games = column(clean, by_id);
  ASSERT_EQ(std::ssize(clean_games) + std::stoi(column(clean, "SELECT count(*) FROM quarantine").at(0)), read);

  const std::string killed = new_database("killed");
  std::mt19937 rng(20241124);
  double duration_ms = import_ms;
  int interrupted = 0, attempts = 0;
  while (interrupted < rounds && attempts++ < 3 * rounds) {
    const double delay = std::uniform_real_distribution<double>(0, duration_ms)(rng);
    if (test::killed_after(delay, {"import", "--db", killed, archive}, duration_ms)) ++interrupted;
    if (!has_schema(killed)) continue;  // killed before the schema was made
    const std::string when = "attempt " + std::to_string(attempts) + ", killed after " + std::to_string(delay) + " ms";
    const auto stored = column(killed, by_id);
    EXPECT_TRUE(is_prefix(stored, clean_games)) << when;
    const int rows = static_cast<int>(stored.size()) + std::stoi(column(killed, "SELECT count(*) FROM quarantine").at(0));
    EXPECT_TRUE(rows % batch == 0 || rows == read) << rows << " games: not whole batches, " << when;
  }
  EXPECT_EQ(interrupted, rounds) << "kills that landed while the import ran, in " << attempts << " attempts";
  const auto last = test::Child({"import", "--db", killed, archive}).wait();
  EXPECT_EQ(last.status, 1) << last.err;
  expect_same_tables(killed, clean, "after the last run");
  std::filesystem::remove(archive);
}

// Counts seen by a reader while importers run: each read is one snapshot.
struct Totals {
  long games = 0;
  long first_moves = 0;  // the opening summary's games after no move: every game with a move
  long with_moves = 0;
};

Totals read_totals(db::Database& db) {
  db::Statement s(db,
                  "SELECT (SELECT count(*) FROM games), (SELECT coalesce(sum(games), 0) FROM opening_summary WHERE "
                  "length(prefix) = 0), (SELECT count(*) FROM games WHERE plies > 0)");
  s.step();
  return {static_cast<long>(s.integer(0)), static_cast<long>(s.integer(1)), static_cast<long>(s.integer(2))};
}

// The most played move after `moves` in the stored tree, as typed.
std::string most_played_after(const std::string& uri, const std::string& moves) {
  const std::string csv = test::adomoc("openings --format csv --db '" + uri + "' --moves '" + moves + "'").out;
  const std::size_t row = csv.find('\n') + 1;
  const std::string first = csv.substr(row, csv.find(',', row) - row);  // "1. F^c3c6" or "1... F^h3h6"
  return first.substr(first.rfind(' ') + 1);
}

// The totals line of a position's answer ("N games: light won ...").
std::string position_totals(const std::string& uri, const std::string& moves) {
  const std::string out = test::adomoc("position --limit 1 --db '" + uri + "' --moves '" + moves + "'").out;
  for (std::size_t line = 0; line < out.size();) {
    const std::size_t end = std::min(out.find('\n', line), out.size());
    const std::string text = out.substr(line, end - line);
    const std::size_t digits = text.find_first_not_of("0123456789");
    if (digits > 0 && digits != std::string::npos &&
        (text.compare(digits, 8, " games: ") == 0 || text.compare(digits, 7, " game: ") == 0))
      return text;
    line = end + 1;
  }
  return out;
}

// Position answers along the most played line, ply by ply: the stored
// totals of common positions and the games found in the index rows must
// add up as in a fresh import, whichever importer's batch made a position
// common.
void expect_same_position_answers(const std::string& together, const std::string& one_by_one, int plies) {
  std::string moves;
  for (int ply = 1; ply <= plies; ++ply) {
    moves += (moves.empty() ? "" : " ") + most_played_after(one_by_one, moves);
    EXPECT_EQ(position_totals(together, moves), position_totals(one_by_one, moves)) << moves;
    const std::string tree = "openings --by-position --depth 1 --format csv --moves '" + moves + "'";
    EXPECT_EQ(test::adomoc(tree + " --db '" + together + "'").out, test::adomoc(tree + " --db '" + one_by_one + "'").out)
        << tree;
  }
}

// Two new databases: `name`, where importers run at once (its schema made
// first, so that a reader has tables to read from the start), and
// `name_one_by_one`, for the same archives imported one after another.
std::pair<std::string, std::string> together_and_one_by_one(db::test::PostgresServer& server, const std::string& name) {
  server.psql("postgres", "CREATE DATABASE " + name);
  server.psql("postgres", "CREATE DATABASE " + name + "_one_by_one");
  const std::string together = server.uri(name);
  EXPECT_EQ(test::adomoc("upgrade --db '" + together + "'").status, 0);
  return {together, server.uri(name + "_one_by_one")};
}

// One import an archive into `uri`, all let go at once when `gate` opens.
std::vector<std::unique_ptr<test::Child>> importers_at_the_gate(const std::string& uri,
                                                               const std::vector<std::string>& archives,
                                                               std::vector<std::string> options, test::Gate& gate) {
  test::ChildOptions at_the_gate;
  at_the_gate.gate = &gate;
  std::vector<std::unique_ptr<test::Child>> children;
  options.insert(options.begin(), "import");
  for (const std::string& archive : archives) {
    std::vector<std::string> args = options;
    args.insert(args.end(), {"--db", uri, archive});
    children.push_back(std::make_unique<test::Child>(args, at_the_gate));
  }
  return children;
}

void expect_same_output(const std::string& together, const std::string& one_by_one,
                        std::initializer_list<std::string> queries) {
  for (const std::string& query : queries)
    EXPECT_EQ(test::adomoc(query + " --db '" + together + "'").out, test::adomoc(query + " --db '" + one_by_one + "'").out)
        << query;
}

void importers_at_once(db::test::PostgresServer& server, int importers) {
  const int batch = test::import_batch();
  // Overlapping archives: the same seed, each longer than the one before,
  // so the shorter one's games are the start of the longer one's.
  std::vector<std::string> archives;
  for (int i = 0; i < importers; ++i) {
    int read = 0;
    const int games = (test::kSanitized ? batch / 2 : batch) + i * batch / 4;
    archives.push_back(test::mixed_archive("pg-overlap-" + std::to_string(i) + ".adn", games, 9, read));
  }
  const auto [together, one_by_one] = together_and_one_by_one(server, "together" + std::to_string(importers));
  test::Gate gate;
  const auto children = importers_at_the_gate(together, archives, {}, gate);
  gate.open();
  db::Database reader(together, db::Database::Mode::read_only);
  long last = 0, reads = 0;
  const auto all_ended = [&] {
    bool ended = true;
    for (auto& c : children) ended = c->ended() && ended;
    return ended;
  };
  while (!all_ended()) {
    const Totals seen = read_totals(reader);
    EXPECT_EQ(seen.first_moves, seen.with_moves) << "the games and the opening summary of one snapshot";
    EXPECT_GE(seen.games, last) << "the games stored never go down";
    last = seen.games;
    ++reads;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  for (auto& c : children) {
    const auto run = c->wait();
    EXPECT_EQ(run.status, 1) << run.err;  // 1: the spliced invalid games
    EXPECT_EQ(run.err, "");
  }
  EXPECT_GT(reads, 0);

  for (const std::string& archive : archives)
    EXPECT_EQ(test::adomoc("import --db '" + one_by_one + "' '" + archive + "'").status, 1);
  const std::string hashes = "SELECT content_hash FROM games ORDER BY 1";
  const auto stored = column(together, hashes);
  EXPECT_EQ(stored, column(one_by_one, hashes)) << "the same games as one import after another";
  EXPECT_EQ(std::set<std::string>(stored.begin(), stored.end()).size(), stored.size()) << "every game once";
  const std::string texts = "SELECT raw FROM quarantine ORDER BY 1";
  EXPECT_EQ(column(together, texts), column(one_by_one, texts));
  // Each answer is a fresh import's, game ids aside (batches interleave).
  expect_same_output(together, one_by_one,
                     {"openings --format csv", "openings --moves 'F^c3c6' --depth 2 --format csv", "stats --format csv",
                      "players --format csv"});
  expect_same_position_answers(together, one_by_one, 8);
  for (const std::string& archive : archives) std::filesystem::remove(archive);
}

TEST_F(ImportIntoPostgres, TwoImportersAtOnceOnOverlappingArchivesStoreEveryGameOnce) {
  importers_at_once(*server_, 2);
}

TEST_F(ImportIntoPostgres, FourImportersAtOnceOnOverlappingArchivesStoreEveryGameOnce) {
  importers_at_once(*server_, 4);
}

// Importers of separate archives never wait for each other's games, so
// their batches commit in any order of their ids: a position one batch
// makes common may already stand in another's, below its ids and not yet
// committed. The answers must still be a fresh import's.
TEST_F(ImportIntoPostgres, ImportersAtOnceOnSeparateArchivesGiveTheAnswersOfOneImportAfterAnother) {
  const int games = test::kSanitized ? test::import_batch() : 2 * test::import_batch();
  std::vector<std::string> archives;
  for (int seed = 21; seed <= 23; ++seed) {
    archives.push_back((test::scratch_dir() / ("pg-separate-" + std::to_string(seed) + ".adn")).string());
    ASSERT_EQ(test::adomoc("generate --games " + std::to_string(games) + " --seed " + std::to_string(seed) +
                           " --max-plies 40 -o '" + archives.back() + "'")
                  .status,
              0);
  }
  const auto [together, one_by_one] = together_and_one_by_one(*server_, "separate");
  test::Gate gate;
  const auto children = importers_at_the_gate(together, archives, {"-j", "1"}, gate);
  gate.open();
  for (auto& c : children) {
    const auto run = c->wait();
    EXPECT_EQ(run.status, 0) << run.err;
  }
  for (const std::string& archive : archives)
    EXPECT_EQ(test::adomoc("import --db '" + one_by_one + "' '" + archive + "'").status, 0);
  const std::string hashes = "SELECT content_hash FROM games ORDER BY 1";
  EXPECT_EQ(column(together, hashes), column(one_by_one, hashes));
  expect_same_output(together, one_by_one, {"openings --format csv", "stats --format csv"});
  expect_same_position_answers(together, one_by_one, 12);
  for (const std::string& archive : archives) std::filesystem::remove(archive);
}

// Importer A claims its ids first, then waits in the middle of writing its
// games: the test holds, uncommitted, a game with the hash of A's first.
// Meanwhile importer B claims the ids after A's and commits, making the
// positions of its batch common from its first game. When the test lets
// go (rolls back, or commits and A must start its batch again), A commits
// below B's ids: its games must not count in B's totals, and the answers
// are those of A's archive imported before B's.
void an_importer_held_in_its_batch(db::test::PostgresServer& server, bool blocker_commits) {
  const std::string name = blocker_commits ? "held_then_lost" : "held";
  // B's few games make few positions common: positions where A has
  // enough games and B some become common in A's batch, from A's ids on,
  // so that B's games there are not in the totals.
  std::vector<std::string> archives;
  for (const auto& [seed, games] : {std::pair{"31", "3000"}, std::pair{"32", "200"}}) {
    archives.push_back((test::scratch_dir() / ("pg-" + name + "-" + seed + ".adn")).string());
    ASSERT_EQ(test::adomoc("generate --games " + std::string(games) + " --seed " + seed + " --max-plies 40 -o '" +
                           archives.back() + "'")
                  .status,
              0);
  }
  const auto [together, one_by_one] = together_and_one_by_one(server, name);
  for (const std::string& archive : archives)
    ASSERT_EQ(test::adomoc("import --db '" + one_by_one + "' '" + archive + "'").status, 0);
  const std::string first_hash = column(one_by_one, "SELECT content_hash FROM games WHERE id = 1").at(0);

  db::Database blocker(together, db::Database::Mode::read_write);
  blocker.exec("BEGIN; INSERT INTO sources (id, path) VALUES (1000000, 'held.adn'); INSERT INTO games (id, variant, "
               "result, termination, plies, source_id, byte_offset, line, content_hash, moves) VALUES (1000000, 0, 3, "
               "3, 0, 1000000, 0, 1, " + first_hash + ", '')");
  test::Child a({"import", "-j", "1", "--db", together, archives[0]});
  const std::string claims = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = 1094795587";
  for (int waited = 0; column(together, claims).at(0) == "0"; ++waited) {
    ASSERT_LT(waited, 6000) << "importer A never claimed its ids";
    ASSERT_FALSE(a.ended()) << a.wait().err;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  const auto b = test::Child({"import", "-j", "1", "--db", together, archives[1]}).wait();
  EXPECT_EQ(b.status, 0) << b.err;
  EXPECT_FALSE(a.ended()) << "importer A went on past the game held";
  blocker.exec(blocker_commits ? "COMMIT" : "ROLLBACK");
  const auto run = a.wait();
  EXPECT_EQ(run.status, 0) << run.err;
  if (blocker_commits) {
    // A's first game went to the test: A skipped it as stored, and the
    // answers are those of the one-by-one import without it.
    EXPECT_NE(run.out.find("; 1 duplicate skipped;"), std::string::npos) << run.out;
    blocker.exec("DELETE FROM games WHERE id = 1000000");
    EXPECT_EQ(column(together, "SELECT count(*) FROM games").at(0), "3199");
    ASSERT_EQ(test::adomoc("delete --id 1 --db '" + one_by_one + "'").status, 0);
  } else {
    EXPECT_EQ(column(together, "SELECT count(*) FROM games").at(0), "3200");
  }
  expect_same_output(together, one_by_one, {"openings --format csv", "stats --format csv"});
  expect_same_position_answers(together, one_by_one, 12);
  // Played from the start and along the line: the same games with the same ids.
  if (!blocker_commits)
    for (const std::string moves : {"F^c3c6", "F^c3c6 F^h3h6 F^c6c8"}) {
      expect_same_output(together, one_by_one, {"position --limit 20 --format csv --moves '" + moves + "'"});
    }
  for (const std::string& archive : archives) std::filesystem::remove(archive);
}

TEST_F(ImportIntoPostgres, AnImporterHeldInItsBatchWhileAnotherCommitsAboveItGivesTheSameAnswers) {
  an_importer_held_in_its_batch(*server_, false);
}

TEST_F(ImportIntoPostgres, AnImporterThatLosesAGameToAnotherWriterStartsItsBatchAgain) {
  an_importer_held_in_its_batch(*server_, true);
}

TEST_F(ImportIntoPostgres, TheServerGoingAwayMidImportIsAClearErrorAndLosesNothingCommitted) {
  const int batch = test::import_batch();
  int read = 0;
  const std::string archive = test::mixed_archive("pg-away.adn", 3 * batch, 5, read);
  const std::string clean = new_database("away_clean");
  ASSERT_EQ(test::adomoc("import --db '" + clean + "' '" + archive + "'").status, 1);
  const std::string uri = new_database("away");
  test::Child child({"import", "--db", uri, archive});
  // Once the first batch is in, the server stops as a crash would.
  const auto given_up = Clock::now() + std::chrono::seconds(120);
  while (!child.ended() && Clock::now() < given_up &&
         (!has_schema(uri) || column(uri, "SELECT count(*) FROM games").at(0) == "0"))
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  ASSERT_FALSE(child.ended()) << "the import ended before the server could stop: " << child.wait().out;
  server_->stop();
  const auto run = child.wait();
  server_->start();
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_NE(run.err.find("adomoc import: " + uri), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("the same import run again completes it"), std::string::npos) << run.err;
  const auto stored = column(uri, "SELECT count(*) FROM games").at(0);
  const auto quarantined = column(uri, "SELECT count(*) FROM quarantine").at(0);
  EXPECT_EQ((std::stoi(stored) + std::stoi(quarantined)) % batch, 0) << "whole batches";
  EXPECT_EQ(test::adomoc("import --db '" + uri + "' '" + archive + "'").status, 1);
  expect_same_tables(uri, clean, "run again after the server came back");
  std::filesystem::remove(archive);
}

TEST_F(ImportIntoPostgres, AWrongPasswordOrDatabaseNameIsAPlainMessage) {
  server_->psql("postgres", "CREATE ROLE club LOGIN PASSWORD 'right'");
  server_->require_password("club");
  const std::string host = server_->folder();
  const std::string wrong_password = "postgresql://club:wrong@/postgres?host=" + host;
  auto run = test::adomoc("games --db '" + wrong_password + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.find("wrong"), std::string::npos) << "the password is never shown: " << run.err;
  EXPECT_NE(run.err.find("cannot connect to database 'postgresql://club@/postgres?host=" + host + "'"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("password authentication failed for user \"club\""), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");

  run = test::adomoc("import --db '" + server_->uri("no_such_archive") + "' '" + test::write_temp("one.adn", "") + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("database \"no_such_archive\" does not exist"), std::string::npos) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << "one line: " << run.err;
}

}  // namespace
}  // namespace adomoc

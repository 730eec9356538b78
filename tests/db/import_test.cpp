// Importing archives into real database files: what is stored, duplicates,
// the quarantine, and the move encoding.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <sstream>

#include "db/scratch_database.hpp"
#include "db/importer.hpp"
#include "db/move_codec.hpp"
#include "db/schema.hpp"
#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "validator/replay.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

struct TempDb {
  fs::path path = fs::temp_directory_path() / ("adomoc-import-test-" + std::to_string(::getpid()) + ".db");
  TempDb() { remove(); }
  ~TempDb() { remove(); }
  void remove() {
    test::remove_database(path.string());
  }
};

std::string archive(Variant variant, int games, std::uint64_t seed = 5) {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  const SelfPlay selfplay({seed, variant, 200});
  parser::Game game;
  for (int n = 1; n <= games; ++n) {
    selfplay.play(static_cast<std::uint64_t>(n), game);
    writer.write(game);
  }
  return out.str();
}

ImportSummary import_text(Database& db, const std::string& text, const std::string& name) {
  Importer importer(db, {false, 7});  // small batches: several commits
  std::istringstream in(text);
  importer.import(in, name);
  importer.finish();
  return importer.summary();
}

std::int64_t scalar(Database& db, const std::string& sql) {
  Statement s(db, sql);
  s.step();
  return s.integer(0);
}

TEST(Import, StoresEveryValidGameWithItsTagsAndOutcome) {
  TempDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  const std::string text = archive(Variant::standard, 40);
  const ImportSummary s = import_text(db, text, "games.adn");
  EXPECT_EQ(s.games, 40u);
  EXPECT_EQ(s.imported, 40u);
  EXPECT_EQ(s.invalid, 0u);
  EXPECT_EQ(scalar(db, "SELECT count(*) FROM games"), 40);
  EXPECT_EQ(static_cast<std::uint64_t>(scalar(db, "SELECT sum(plies) FROM games")), s.plies);
  EXPECT_EQ(scalar(db, "SELECT count(*) FROM games WHERE light_id IS NULL OR dark_id IS NULL OR event_id IS NULL"), 0);
  // Players are stored once each, however many games they played.
  EXPECT_EQ(scalar(db, "SELECT count(*) FROM players"),
            scalar(db, "SELECT count(*) FROM (SELECT light_id FROM games UNION SELECT dark_id FROM games)"));
  // The outcome agrees with the validator's for each game.
  parser::ParsedArchive parsed = parser::parse_string(text);
  Statement row(db, "SELECT result, termination, plies, byte_offset, line FROM games ORDER BY id");
  for (parser::Game& g : parsed.games) {
    ASSERT_TRUE(row.step());
    const GameCheck check = check_game(g);
    EXPECT_EQ(row.integer(0), static_cast<int>(check.outcome.result));
    EXPECT_EQ(row.integer(1), static_cast<int>(check.outcome.termination));
    EXPECT_EQ(row.integer(2), check.plies);
    EXPECT_EQ(row.integer(3), static_cast<std::int64_t>(g.start.offset));
    EXPECT_EQ(row.integer(4), g.start.line);
  }
}

TEST(Import, TheSameGamesTwiceAreStoredOnce) {
  TempDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  const std::string text = archive(Variant::infinite, 25);
  import_text(db, text, "a.adn");
  const ImportSummary again = import_text(db, text, "a-copy.adn");
  EXPECT_EQ(again.imported, 0u);
  EXPECT_EQ(again.duplicates, 25u);
  EXPECT_EQ(scalar(db, "SELECT count(*) FROM games"), 25);
}

TEST(Import, ExtraTagsAreKeptInOrderAndTheFirstOfANameCounts) {
  TempDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  import_text(db, "[Event \"E\"]\n[Annotator \"X\"]\n[Opening \"Spiral\"]\n[Annotator \"Y\"]\n\n1. F^c3c5\n", "t.adn");
  Statement tags(db, "SELECT group_concat(name || '=' || value, ' ') FROM (SELECT * FROM extra_tags ORDER BY position)");
  ASSERT_TRUE(tags.step());
  EXPECT_EQ(tags.text(0), "Annotator=X Opening=Spiral");
}

TEST(Import, InvalidGamesGoToTheQuarantineWithTheirTextAndFault) {
  TempDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  const std::string text =
      "[Event \"ok\"]\n\n1. F^c3c5\n\n[Event \"rule\"]\n\n1. F^c3c7\n\n[Event \"syntax\"]\n\n1. F^c3\n";
  const ImportSummary s = import_text(db, text, "mixed.adn");
  EXPECT_EQ(s.imported, 1u);
  EXPECT_EQ(s.invalid, 2u);
  ASSERT_EQ(s.first_faults.size(), 2u);
  EXPECT_EQ(s.first_faults[0].message, "F^c3c7: a prime moves at most 3 spaces");
  EXPECT_EQ(s.first_faults[0].line, 7u);
  Statement q(db, "SELECT line, column, ply, rule, raw FROM quarantine ORDER BY byte_offset");
  ASSERT_TRUE(q.step());
  EXPECT_EQ(q.integer(0), 7);
  EXPECT_EQ(q.integer(1), 4);
  EXPECT_EQ(q.integer(2), 1);
  EXPECT_EQ(q.text(3), "prime-distance");
  EXPECT_EQ(q.text(4), "[Event \"rule\"]\n\n1. F^c3c7");
  ASSERT_TRUE(q.step());
  EXPECT_EQ(q.integer(0), 11);
  EXPECT_EQ(q.text(3), "syntax");
  EXPECT_FALSE(q.text(4).empty());
  // Importing it again quarantines nothing twice.
  import_text(db, text, "mixed.adn");
  EXPECT_EQ(scalar(db, "SELECT count(*) FROM quarantine"), 2);
}

TEST(Import, QuarantineKeepsTheWholeTextOfAGameWithASyntaxError) {
  TempDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  const std::string broken =
      "[Event \"syntax\"]\n[Site \"x\"]\n\n1. F^c3c5 F^h3h5 {a long\ncomment}\n2. Mb2d4q Mi2g4\n3. F^c5c6";
  const std::string text = "[Event \"before\"]\n\n1. F^c3c5\n\n" + broken + "\n\n[Event \"after\"]\n\n1. F^c3c5\n";
  const ImportSummary s = import_text(db, text, "broken.adn");
  EXPECT_EQ(s.invalid, 1u);
  Statement q(db, "SELECT byte_offset, line, rule, raw FROM quarantine");
  ASSERT_TRUE(q.step());
  EXPECT_EQ(q.integer(0), static_cast<std::int64_t>(text.find("Mb2d4q") + 5));  // the error, not the game
  EXPECT_EQ(q.integer(1), 10);
  EXPECT_EQ(q.text(2), "syntax");
  EXPECT_EQ(q.text(3), broken);  // not only the line of the error
  EXPECT_FALSE(q.step());
}

// The sample's moves written with three slips --lenient repairs: two primes
// without '^' and the centring move without '*'.
TEST(Import, LenientRepairsAreCountedByKindWithTheirPlaces) {
  TempDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  const std::string text =
      "[Event \"slips\"]\n\n1. Fc3c6 F^h3h6 2. F^c6c8 Fh6h8 3. M^c2d3oc3 M^h2i3oh3 4. M^d3g6 M^i3b6 "
      "5. M^g6i8 M^b6d8 6. Fc3d3 Fg3g4 7. S^c1c4 Fg4g5 8. S^c4f7 Fg5g6 9. S^f7f9\n";
  Importer importer(db, {.lenient = true});
  std::istringstream in(text);
  importer.import(in, "slips.adn");
  importer.finish();
  const ImportSummary& s = importer.summary();
  EXPECT_EQ(s.imported, 1u);
  EXPECT_EQ(s.repairs, 3u);
  EXPECT_EQ(s.repairs_by_kind, (std::map<std::string, std::uint64_t>{{"'^' added", 2}, {"'*' added", 1}}));
  ASSERT_EQ(s.first_repairs.size(), 3u);
  EXPECT_EQ(s.first_repairs[0].file, "slips.adn");
  EXPECT_EQ(s.first_repairs[0].line, 3u);
  EXPECT_EQ(s.first_repairs[0].column, 4u);
  EXPECT_EQ(s.first_repairs[0].ply, 1);
  EXPECT_EQ(s.first_repairs[0].move, "Fc3c6");
  EXPECT_EQ(s.first_repairs[2].ply, 17);
  EXPECT_EQ(s.first_repairs[2].move, "S^f7f9");
  EXPECT_EQ(s.first_repairs[2].message, "the move that enters the centre ends with '*'");
}

TEST(MoveCodec, DecodingReplaysEveryPositionOfEveryGame) {
  for (Variant v : {Variant::standard, Variant::infinite, Variant::altogether}) {
    const SelfPlay selfplay({9, v, 300});
    parser::Game game;
    for (std::uint64_t n = 1; n <= 50; ++n) {
      selfplay.play(n, game);
      struct Recorder : PlyVisitor {
        std::vector<std::uint8_t> bytes;
        std::vector<std::uint64_t> hashes;
        void on_move(const Position&, Move m, const Position& after) override {
          append_move(bytes, m);
          hashes.push_back(after.hash());
        }
      } recorder;
      ASSERT_TRUE(check_game(game, {false, &recorder}).valid());
      EXPECT_EQ(recorder.bytes.size(), 2 * recorder.hashes.size());
      Position pos = Position::initial(v);
      std::size_t ply = 0;
      ASSERT_TRUE(replay_moves(pos, recorder.bytes, [&](const Position&, Move, const Position& after) {
        EXPECT_EQ(after.hash(), recorder.hashes.at(ply++));
        EXPECT_TRUE(after.is_consistent());
      }));
      EXPECT_EQ(ply, recorder.hashes.size());
    }
  }
}

TEST(MoveCodec, DamagedBytesAreRefusedNotPlayed) {
  Position pos = Position::initial();
  const std::vector<std::uint8_t> odd = {1};
  EXPECT_FALSE(replay_moves(pos, odd, [](const Position&, Move, const Position&) {}));
  EXPECT_FALSE(decode_move(pos, 0x7F).has_value());          // from-space 127
  EXPECT_FALSE(decode_move(pos, static_cast<std::uint16_t>(50 | (40 * 6 + 5) << 7)).has_value());  // nothing on 50
  EXPECT_TRUE(pos.is_consistent());
}

}  // namespace
}  // namespace adomoc::db

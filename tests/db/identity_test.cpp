// A game is already stored only when its whole record is (docs/schema.md,
// "Identity"): each case that the old key (moves, variant, players, date)
// wrongly merged is stored twice now, and what is truly the same record is
// still stored once.
#include <gtest/gtest.h>

#include "db/game_identity.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db {
namespace {

const std::string kTags =
    "[Event \"Club\"]\n[Site \"Quebec\"]\n[Date \"2024.05.11\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n";

std::string game(const std::string& extra_tags, const std::string& moves) {
  return kTags + extra_tags + "\n" + moves + "\n\n";
}

TEST(Identity, GamesDifferingOnlyInRoundAreBothStored) {
  test::ScratchImport s("identity-round");
  const ImportSummary sum =
      s.import(game("[Round \"1\"]\n", "1. F^c3c5 F^h3h5") + game("[Round \"2\"]\n", "1. F^c3c5 F^h3h5"), "r.adn");
  EXPECT_EQ(sum.imported, 2u);
  EXPECT_EQ(sum.duplicates, 0u);
}

TEST(Identity, GamesDifferingOnlyInEventAreBothStored) {
  test::ScratchImport s("identity-event");
  const std::string a = "[Event \"Club\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n\n1. F^c3c5\n\n";
  const std::string b = "[Event \"Open\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n\n1. F^c3c5\n\n";
  EXPECT_EQ(s.import(a + b, "e.adn").imported, 2u);
}

TEST(Identity, GamesDifferingOnlyInSiteAreBothStored) {
  test::ScratchImport s("identity-site");
  const std::string a = "[Site \"Quebec\"]\n\n1. F^c3c5\n\n";
  const std::string b = "[Site \"Montreal\"]\n\n1. F^c3c5\n\n";
  EXPECT_EQ(s.import(a + b, "s.adn").imported, 2u);
}

// What a person wrote is part of the record: the same game with another
// comment or glyph is another record; the same text twice is one.
TEST(Identity, GamesDifferingOnlyInAnnotationsAreBothStored) {
  test::ScratchImport s("identity-annotations");
  const std::string plain = game("[Round \"1\"]\n", "1. F^c3c5 F^h3h5");
  const std::string commented = game("[Round \"1\"]\n", "1. F^c3c5 {the usual start} F^h3h5");
  const std::string glyph = game("[Round \"1\"]\n", "1. F^c3c5! F^h3h5");
  EXPECT_EQ(s.import(plain + commented + glyph, "a.adn").imported, 3u);
  const ImportSummary again = s.import(plain + commented + glyph, "a.adn");
  EXPECT_EQ(again.imported, 0u);
  EXPECT_EQ(again.duplicates, 3u);
  EXPECT_EQ(s.rows("SELECT count(*) FROM annotations"), "2\n");
}

// The same moves, unfinished in one record and agreed drawn in the other.
TEST(Identity, GamesDifferingOnlyInResultAreBothStored) {
  test::ScratchImport s("identity-result");
  const ImportSummary sum = s.import(game("[Result \"*\"]\n", "1. F^c3c5 F^h3h5") +
                                         game("[Result \"1/2-1/2\"]\n", "1. F^c3c5 F^h3h5 --"),
                                     "d.adn");
  EXPECT_EQ(sum.imported, 2u);
  EXPECT_EQ(s.rows("SELECT result || ' ' || termination FROM games ORDER BY id"), "3 0\n2 3\n");
}

TEST(Identity, AForfeitWithoutMovesIsNotAnEmptyUnfinishedGame) {
  test::ScratchImport s("identity-forfeit");
  const ImportSummary sum = s.import(game("[Result \"0-1\"]\n", "1. _") + kTags + "\n", "f.adn");
  EXPECT_EQ(sum.imported, 2u);
  EXPECT_EQ(s.rows("SELECT result || ' ' || termination || ' ' || plies FROM games ORDER BY id"), "1 2 0\n3 0 0\n");
}

TEST(Identity, ThreeIdenticalShortGamesOfRoundsOneTwoThreeAreAllStored) {
  test::ScratchImport s("identity-rounds");
  std::string text;
  for (const char* round : {"1", "2", "3"}) text += game("[Round \"" + std::string(round) + "\"]\n", "1. F^c3c5_");
  EXPECT_EQ(s.import(text, "rounds.adn").imported, 3u);
  EXPECT_EQ(s.rows("SELECT round FROM games ORDER BY id"), "1\n2\n3\n");
}

TEST(Identity, ImportingAFileTwiceAddsNothing) {
  test::ScratchImport s("identity-twice");
  std::string text;
  for (const char* round : {"1", "2", "3"}) text += game("[Round \"" + std::string(round) + "\"]\n", "1. F^c3c5_");
  text += game("", "1. _") + kTags + "\n";
  s.import(text, "a.adn");
  const ImportSummary again = s.import(text, "a-copy.adn");
  EXPECT_EQ(again.imported, 0u);
  EXPECT_EQ(again.duplicates, 5u);
  EXPECT_EQ(s.count("SELECT count(*) FROM games"), 5);
}

TEST(Identity, ADateWrittenWithDashesOrSlashesIsTheSameRecord) {
  test::ScratchImport s("identity-date");
  const std::string moves = "\n1. F^c3c5\n\n";
  const ImportSummary sum = s.import("[Date \"2024.04.20\"]\n" + moves + "[Date \"2024-04-20\"]\n" + moves +
                                         "[Date \"2024/4/20\"]\n" + moves,
                                     "dates.adn");
  EXPECT_EQ(sum.imported, 1u);
  EXPECT_EQ(sum.duplicates, 2u);
  EXPECT_EQ(s.rows("SELECT date FROM games"), "2024.04.20\n");
}

TEST(Identity, TheSummaryNamesTheFirstSkippedGamesAndTheStoredIds) {
  test::ScratchImport s("identity-skipped");
  std::string text;
  for (int round = 1; round <= 7; ++round) text += game("[Round \"" + std::to_string(round) + "\"]\n", "1. F^c3c5");
  s.import(text, "first.adn");
  const ImportSummary again = s.import("\n\n" + text, "second.adn");
  EXPECT_EQ(again.duplicates, 7u);
  ASSERT_EQ(again.first_skipped.size(), 5u);
  EXPECT_EQ(again.first_skipped[0].file, "second.adn");
  EXPECT_EQ(again.first_skipped[0].line, 3u);
  EXPECT_EQ(again.first_skipped[0].stored_id, 1);
  EXPECT_EQ(again.first_skipped[4].line, 3u + 4 * 9);
  EXPECT_EQ(again.first_skipped[4].stored_id, 5);
}

// The hash takes every part: changing any one changes it.
TEST(Identity, EveryPartOfTheRecordChangesTheHash) {
  const std::vector<std::uint8_t> moves{1, 2, 3, 4};
  const GameRecord base{0, 3, 0, moves, {"E", "S", "2024.01.01", "1", "A", "B"}, ""};
  const std::int64_t h = record_hash(base);
  std::vector<GameRecord> changed(11, base);
  changed[0].variant = 1;
  changed[1].result = 0;
  changed[2].termination = 2;
  const std::vector<std::uint8_t> fewer{1, 2};
  changed[3].moves = fewer;
  changed[4].tags.event = std::nullopt;
  changed[5].tags.site = "T";
  changed[6].tags.date = "2024.01.02";
  changed[7].tags.round = "";  // present but empty is not absent
  changed[8].tags.light = "B";
  changed[9].tags.dark = "A";
  changed[10].annotations = "1. F^c3c5!";
  for (std::size_t i = 0; i < changed.size(); ++i) EXPECT_NE(record_hash(changed[i]), h) << i;
  EXPECT_EQ(record_hash(base), h);
}

}  // namespace
}  // namespace adomoc::db

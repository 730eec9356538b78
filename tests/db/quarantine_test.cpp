// The quarantine's key (docs/schema.md, "The quarantine"): the same broken
// text is one row wherever it comes from; a game mended in its file, or in
// a file the quarantine was exported to, removes its row; a game still
// broken at its row's place takes the row over; and a file's other games,
// or another game with the same tags, are never taken for its mend.
#include <gtest/gtest.h>

#include "db/quarantine.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db {
namespace {

const std::string kGood = "[Event \"Good\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n[Round \"1\"]\n\n1. F^c3c5\n\n";
const std::string kClub = "[Event \"Club\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n[Round \"2\"]\n\n";
const std::string kBroken = kClub + "1. F^c3c5 F^h3h5 2. F^c5c9\n\n";
const std::string kMended = kClub + "1. F^c3c5 F^h3h5 2. F^c5c8\n\n";

std::string quarantined(test::ScratchImport& s) {
  return s.rows("SELECT q.id || ' ' || src.path || ':' || q.line || ' ' || q.rule FROM quarantine q "
                "JOIN sources src ON src.id = q.source_id ORDER BY q.id");
}

TEST(Quarantine, TheSameBrokenFileTwiceAddsNoRow) {
  test::ScratchImport s("q-twice");
  const std::string text = kGood + kBroken + "[Event \"Syntax\"]\n\n1. F^c3 F^h3h5\n";
  s.import(text, "a.adn");
  const std::string once = quarantined(s);
  EXPECT_EQ(once, "1 a.adn:13 centre\n2 a.adn:17 syntax\n");
  EXPECT_EQ(s.import(text, "a.adn").invalid, 2u);
  EXPECT_EQ(quarantined(s), once);
}

TEST(Quarantine, ABrokenGameThatMovedInAChangedFileKeepsItsOneRow) {
  test::ScratchImport s("q-moved");
  s.import(kGood + kBroken + "[Event \"Syntax\"]\n\n1. F^c3 F^h3h5\n", "a.adn");
  // Games added before them: both broken games now stand further down.
  const std::string longer =
      kGood + "[Event \"New\"]\n\n1. Fa3a5\n\n" + kBroken + "[Event \"Syntax\"]\n\n1. F^c3 F^h3h5\n";
  s.import(longer, "a.adn");
  EXPECT_EQ(quarantined(s), "1 a.adn:17 centre\n2 a.adn:21 syntax\n");
}

TEST(Quarantine, TheSameBrokenTextTwiceInOneFileIsOneRow) {
  test::ScratchImport s("q-twice-in-one");
  const ImportSummary sum = s.import(kBroken + kGood + kBroken, "a.adn");
  EXPECT_EQ(sum.invalid, 2u);
  EXPECT_EQ(sum.quarantine_rows, 1u);
  EXPECT_EQ(quarantined(s), "1 a.adn:20 centre\n");
}

TEST(Quarantine, TheSameBrokenTextFromAnotherFileIsTheSameRow) {
  test::ScratchImport s("q-copy");
  s.import(kBroken, "a.adn");
  s.import(kGood + kBroken, "copy.adn");
  EXPECT_EQ(quarantined(s), "1 copy.adn:13 centre\n");
}

TEST(Quarantine, AGameMendedInItsFileRemovesItsRow) {
  test::ScratchImport s("q-mended");
  s.import(kGood + kBroken, "a.adn");
  const ImportSummary mended = s.import(kGood + kMended, "a.adn");
  EXPECT_EQ(mended.imported, 1u);
  EXPECT_EQ(mended.mended, 1u);
  EXPECT_EQ(quarantined(s), "");
}

// A file of bare movetext: no tags to match, only the place.
TEST(Quarantine, AnUntaggedGameWithASyntaxErrorMendedInItsFileRemovesItsRow) {
  test::ScratchImport s("q-syntax");
  s.import("{ an untagged game }\n1. F^c3 F^h3h5\n", "untagged.adn");
  ASSERT_EQ(quarantined(s), "1 untagged.adn:2 syntax\n");
  EXPECT_EQ(s.import("{ an untagged game }\n1. F^c3c5 F^h3h5\n", "untagged.adn").mended, 1u);
  EXPECT_EQ(quarantined(s), "");
}

// After a change to the file, another game may stand where the broken one
// stood: it does not take the broken game's row away.
TEST(Quarantine, ANewGameWhereABrokenOneStoodIsNoMend) {
  test::ScratchImport s("q-new-game-there");
  s.import(kGood + kBroken, "a.adn");
  const ImportSummary sum = s.import(kGood + "[Event \"New\"]\n\n1. Fa3a5 Fj3j5 2. Fb3b5 Fi3i5\n\n" + kBroken, "a.adn");
  EXPECT_EQ(sum.imported, 1u);
  EXPECT_EQ(sum.mended, 0u);
  EXPECT_EQ(quarantined(s), "1 a.adn:17 centre\n");
}

// As `adomoc quarantine export` writes it, mended by hand, imported from there.
TEST(Quarantine, AGameMendedInAnotherFileRemovesItsRowByItsTags) {
  test::ScratchImport s("q-exported");
  s.import(kGood + kBroken, "a.adn");
  const ImportSummary mended = s.import(kMended, "mended.adn");
  EXPECT_EQ(mended.mended, 1u);
  EXPECT_EQ(quarantined(s), "");
}

TEST(Quarantine, AGameStillBrokenAtItsPlaceTakesOverTheRow) {
  test::ScratchImport s("q-still");
  s.import(kGood + kBroken, "a.adn");
  const std::string other_fault = kClub + "1. F^c3c5 F^h3h5 2. F^c5c7 F^h5h9\n\n";
  s.import(kGood + other_fault, "a.adn");
  EXPECT_EQ(quarantined(s), "1 a.adn:13 centre\n");
  EXPECT_EQ(s.rows("SELECT column FROM quarantine"), "28\n");
}

// Games that share their tags (players, no date or round) are told apart
// only by their place: a sibling stored later mends nothing.
TEST(Quarantine, AnotherGameOfTheSameFileWithTheSameTagsIsNoMend) {
  test::ScratchImport s("q-siblings");
  const std::string sparse = "[Light \"Ann\"]\n[Dark \"Bob\"]\n\n";
  const std::string text = sparse + "1. F^c3c9\n\n" + sparse + "1. F^c3c5\n\n" + sparse + "1. Fa3a5\n\n";
  EXPECT_EQ(s.import(text, "a.adn").imported, 2u);
  ASSERT_EQ(quarantined(s), "1 a.adn:4 centre\n");
  const ImportSummary more = s.import(sparse + "1. Fb3b5\n\n", "b.adn");
  EXPECT_EQ(more.imported, 1u);
  EXPECT_EQ(more.mended, 0u);
  EXPECT_EQ(quarantined(s), "1 a.adn:4 centre\n");
}

TEST(Quarantine, TagsThatAStoredGameAlsoHasIdentifyNothing) {
  test::ScratchImport s("q-shared-tags");
  const std::string tags = "[Light \"Ann\"]\n[Dark \"Bob\"]\n[Date \"2024.05.11\"]\n\n";
  s.import(tags + "1. F^c3c5\n\n" + tags + "1. F^c3c9\n\n", "a.adn");
  ASSERT_EQ(quarantined(s), "1 a.adn:11 centre\n");
  EXPECT_EQ(s.import(tags + "1. Fa3a5\n\n", "b.adn").mended, 0u);
  EXPECT_EQ(quarantined(s), "1 a.adn:11 centre\n");
}

TEST(Quarantine, AGameBrokenAndMendedInOneImportKeepsNoRowAndLosesNone) {
  test::ScratchImport s("q-one-run");
  const ImportSummary sum = s.import(kBroken + kMended, "a.adn");
  EXPECT_EQ(sum.imported, 1u);
  EXPECT_EQ(sum.mended, 0u);  // a file's games are not each other's mends
  EXPECT_EQ(quarantined(s), "1 a.adn:6 centre\n");
}

TEST(Quarantine, TheTagsOfARawTextAreReadFromItsTagLines) {
  const IdentityTags t = tags_of_text("[Event \"E\"]\n[Date \"2024-05-11\"]\n\n1. F^c3 F^h3h5");
  EXPECT_EQ(t.event, "E");
  EXPECT_EQ(t.date, "2024.05.11");
  EXPECT_FALSE(t.light);
  EXPECT_TRUE(tags_of_text("1. F^c3").empty());
  EXPECT_TRUE(tags_of_text("[Event \"unterminated\n1. F^c3c5").empty());
}

TEST(Quarantine, ARawTextStartsWithATagLineEvenAfterComments) {
  EXPECT_TRUE(starts_with_tag_line("[Event \"E\"]\n\n1. F^c3"));
  EXPECT_TRUE(starts_with_tag_line("{ before } ; a note\n  [Variant \"Infinite\"]\n1. F^c3"));
  EXPECT_FALSE(starts_with_tag_line("1. F^c3 [Event \"late\"]"));
  EXPECT_FALSE(starts_with_tag_line("{ unterminated [Event"));
  EXPECT_FALSE(starts_with_tag_line(""));
}

TEST(Quarantine, ListExportAndDrop) {
  test::ScratchImport s("q-commands");
  s.import(kGood + kBroken + "[Event \"Syntax\"]\n\n1. F^c3 F^h3h5\n", "a.adn");
  const Table list = quarantine_list(s.db());
  EXPECT_EQ(list.columns, (std::vector<std::string>{"id", "file", "line", "column", "ply", "rule", "fault"}));
  ASSERT_EQ(list.rows.size(), 2u);
  EXPECT_EQ(list.rows[0], (std::vector<Cell>{std::int64_t{1}, std::string("a.adn"), std::int64_t{13}, std::int64_t{21},
                                             std::int64_t{3}, std::string("centre"),
                                             std::string("F^c5c9: only the prime sun may enter the centre")}));
  std::string texts;
  for_each_quarantined_text(s.db(), std::vector<std::int64_t>{2}, [&](std::int64_t id, std::string_view raw) {
    texts += std::to_string(id) + ":" + std::string(raw);
  });
  EXPECT_EQ(texts, "2:[Event \"Syntax\"]\n\n1. F^c3 F^h3h5");
  EXPECT_EQ(missing_quarantined(s.db(), std::vector<std::int64_t>{2, 9, 1, 12}), (std::vector<std::int64_t>{9, 12}));
  EXPECT_EQ(drop_quarantined(s.db(), std::vector<std::int64_t>{2}), 1);
  EXPECT_EQ(drop_quarantined(s.db(), std::vector<std::int64_t>{}), 0);
  EXPECT_EQ(quarantined(s), "1 a.adn:13 centre\n");
  EXPECT_EQ(drop_all_quarantined(s.db()), 1);
  EXPECT_EQ(quarantined(s), "");
}

}  // namespace
}  // namespace adomoc::db

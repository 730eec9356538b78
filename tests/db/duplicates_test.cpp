// Likely duplicates by Scid's rule: same players on the same sides, same
// year, same variant, the same moves or one game's a prefix of the other's;
// Site and Round compared when both games have them.
#include <gtest/gtest.h>

#include "db/aliases.hpp"
#include "db/queries.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db {
namespace {

std::string game(const std::string& tags, const std::string& moves) {
  return "[Light \"Ann\"]\n[Dark \"Bob\"]\n" + tags + "\n" + moves + "\n\n";
}

// "first second reason" a line.
std::string pairs(test::ScratchImport& s, const GameFilter& filter = {}) {
  std::string text;
  for (const auto& row : likely_duplicates(s.db(), filter).rows)
    text += std::to_string(std::get<std::int64_t>(row[0])) + " " + std::to_string(std::get<std::int64_t>(row[1])) +
            " " + std::get<std::string>(row[5]) + "\n";
  return text;
}

TEST(Duplicates, TheSameMovesAreAPairWithWhatDiffers) {
  test::ScratchImport s("dup-same");
  s.import(game("[Event \"Club\"]\n[Date \"2024.05.11\"]\n", "1. F^c3c5 F^h3h5") +
               game("[Event \"Open\"]\n[Date \"2024.06.01\"]\n", "1. F^c3c5 F^h3h5"),
           "a.adn");
  EXPECT_EQ(pairs(s), "1 2 same moves, dates differ, events differ\n");
  const Table t = likely_duplicates(s.db(), {});
  EXPECT_EQ(t.columns, (std::vector<std::string>{"first", "second", "light", "dark", "year", "reason"}));
  EXPECT_EQ(t.rows[0][2], Cell{std::string("Ann")});
  EXPECT_EQ(t.rows[0][4], Cell{std::string("2024")});
}

TEST(Duplicates, SpellingsMadeOnePlayerAreTheSamePlayers) {
  test::ScratchImport s("dup-alias");
  s.import(game("[Date \"2024.05.11\"]\n", "1. F^c3c5 F^h3h5") +
               "[Light \"Ann\"]\n[Dark \"Robert\"]\n[Date \"2024.05.11\"]\n\n1. F^c3c5 F^h3h5\n\n",
           "a.adn");
  EXPECT_EQ(pairs(s), "");  // Bob and Robert: two players
  ASSERT_TRUE(add_aliases(s.db(), "Bob", {"Robert"}));
  EXPECT_EQ(pairs(s), "1 2 same moves\n");
  EXPECT_EQ(likely_duplicates(s.db(), {}).rows[0][3], Cell{std::string("Bob")});
}

TEST(Duplicates, AGameWhoseMovesArePrefixOfAnothersIsAPair) {
  test::ScratchImport s("dup-prefix");
  s.import(game("[Date \"2024.05.11\"]\n", "1. F^c3c5 F^h3h5 2. Fb3b4 Fi3i4") +
               game("[Date \"2024.05.11\"]\n", "1. F^c3c5 F^h3h5") + game("[Date \"2024.05.11\"]\n", "1. Fa3a5"),
           "a.adn");
  EXPECT_EQ(pairs(s), "1 2 moves of 2 are a prefix of 1's\n");
}

TEST(Duplicates, ResultsThatDifferAreSaid) {
  test::ScratchImport s("dup-results");
  s.import(game("", "1. F^c3c5 F^h3h5") + game("", "1. F^c3c5 F^h3h5 --") + game("[Result \"0-1\"]\n", "1. _") +
               game("", ""),
           "a.adn");
  EXPECT_EQ(pairs(s),
            "1 2 same moves, results differ\n"
            "1 3 moves of 3 are a prefix of 1's, results differ\n"
            "1 4 moves of 4 are a prefix of 1's\n"
            "2 3 moves of 3 are a prefix of 2's, results differ\n"
            "2 4 moves of 4 are a prefix of 2's, results differ\n"
            "3 4 same moves, results differ\n");
}

TEST(Duplicates, ADifferentRoundOrSiteIsAnotherGame) {
  test::ScratchImport s("dup-round");
  s.import(game("[Round \"1\"]\n", "1. F^c3c5_") + game("[Round \"2\"]\n", "1. F^c3c5_") +
               game("[Site \"Quebec\"]\n", "1. Fa3a5") + game("[Site \"Montreal\"]\n", "1. Fa3a5") +
               game("", "1. Fa3a5 Fj3j5"),
           "a.adn");
  // Game 5 has no Site: nothing tells it from either of 3 and 4.
  EXPECT_EQ(pairs(s), "3 5 moves of 3 are a prefix of 5's\n4 5 moves of 4 are a prefix of 5's\n");
}

TEST(Duplicates, OtherSidesYearsOrVariantsAreNotPairs) {
  test::ScratchImport s("dup-other");
  s.import(game("[Date \"2024.05.11\"]\n", "1. F^c3c5") +
               "[Light \"Bob\"]\n[Dark \"Ann\"]\n[Date \"2024.05.11\"]\n\n1. F^c3c5\n\n" +
               game("[Date \"2023.05.11\"]\n", "1. F^c3c5") +
               game("[Date \"2024.05.11\"]\n[Variant \"Infinite\"]\n", "1. F^c3c5") +
               game("[Date \"2024.12.31\"]\n", "1. F^c3c5 F^h3h5"),
           "a.adn");
  EXPECT_EQ(pairs(s), "1 5 moves of 1 are a prefix of 5's, dates differ\n");
}

TEST(Duplicates, TheFiltersChooseTheGamesCompared) {
  test::ScratchImport s("dup-filter");
  s.import(game("[Event \"Club\"]\n", "1. F^c3c5") + game("[Event \"Club\"]\n[Round \"2\"]\n", "1. F^c3c5") +
               "[Light \"Cid\"]\n\n1. Fa3a5\n\n[Light \"Cid\"]\n[Event \"Other\"]\n\n1. Fa3a5\n\n",
           "a.adn");
  EXPECT_EQ(pairs(s), "1 2 same moves\n3 4 same moves, events differ\n");
  EXPECT_EQ(pairs(s, {.light = "Cid"}), "3 4 same moves, events differ\n");
  EXPECT_EQ(pairs(s, {.event = "club"}), "1 2 same moves\n");
}

}  // namespace
}  // namespace adomoc::db

// Names that match: keys folded from spellings, accents and cases; `*`
// wildcards; the closest names for a filter that matches none; keys of a
// database made before schema 7. Games as in tests/db/names_archive.hpp.
#include <gtest/gtest.h>

#include "db/name_key.hpp"
#include "db/names_archive.hpp"
#include "db/player_names.hpp"
#include "db/scratch_database.hpp"
#include "db/schema.hpp"

namespace adomoc::db {
namespace {

using test::Ids;
using test::NamesArchive;

TEST(NameKey, FoldsAccentsCaseAndPunctuation) {
  const std::vector<std::pair<const char*, const char*>> spellings = {
      {"D. Côté", "d cote"},           {"D. COTE", "d cote"},         {"d cote", "d cote"},
      {"  D.   Côté ", "d cote"},      {"Tremblay, A.", "tremblay a"}, {"Hélène Bélanger", "helene belanger"},
      {"ÉMILE GAGNÉ", "emile gagne"},  {"Łukasz Nowak", "lukasz nowak"}, {"Søren Ærø", "soren aero"},
      {"Jürgen Straße", "jurgen strasse"}, {"Jean-François Lévesque", "jean francois levesque"},
      {"Zoë O’Brien", "zoe obrien"},   {"O'Brien", "obrien"},          {"Ñuñez", "nunez"}};
  for (const auto& [name, key] : spellings) EXPECT_EQ(name_key(name), key) << name;
}

TEST(NameKey, AStarBecomesLikesWildcardAndNothingElseIsSpecial) {
  EXPECT_TRUE(has_wildcard("*Roy"));
  EXPECT_FALSE(has_wildcard("B. Roy"));
  EXPECT_EQ(key_pattern("*ROY"), "%roy");
  EXPECT_EQ(key_pattern("B.*"), "b %");
  EXPECT_EQ(key_pattern("B. R?y [jr]_%*"), "b r y jr %");
}

TEST(NameDistance, TheSameWordsInAnotherOrderAreOneName) {
  EXPECT_EQ(name_distance("tremblay, a.", "a. tremblay"), 0);
  EXPECT_EQ(name_distance("d. cotte", "d. cote"), 1);
  EXPECT_EQ(name_distance("alain tremblay", "a. tremblay"), 1);  // the same initials
  EXPECT_EQ(name_distance("cote", "d. cote"), 1);                 // all its words in the other
  EXPECT_EQ(name_distance("nowakk", "lukasz nowak"), 2);          // but for a letter
  EXPECT_GT(name_distance("alain tremblay", "alice tremblay"), 1);
  EXPECT_GT(name_distance("b. roy", "d. cote"), 2);
}

TEST(Likeness, SaysWhyTwoNamesAreLikelyOne) {
  EXPECT_EQ(likeness("tremblay, a.", "a. tremblay"), "same words");
  EXPECT_EQ(likeness("b. roy", "b. ray"), "one letter apart");
  EXPECT_EQ(likeness("alain tremblay", "a. tremblay"), "same initials");
  EXPECT_EQ(likeness("roy", "b. roy"), "the words of one are in the other");
  EXPECT_EQ(likeness("b. roy", "d. cote"), "");
}

TEST_F(NamesArchive, AFilterIgnoresCaseAndAccents) {
  // "D. Cote" (game 3) folds to the same key as "D. Côté".
  for (const char* typed : {"d. cote", "D. Côté", "D. COTE", "d.  côté", "D Cote", "(d.) côté"})
    EXPECT_EQ(ids({.player = typed}), (Ids{1, 2, 3, 4, 5})) << typed;
  EXPECT_EQ(ids({.light = "d. cote"}), (Ids{1, 4}));
  EXPECT_EQ(ids({.dark = "D. COTE"}), (Ids{2, 3, 5}));
  EXPECT_EQ(ids({.player = "lukasz nowak"}), (Ids{7}));
  EXPECT_EQ(ids({.player = "b. roy"}), (Ids{1, 2, 6}));  // not "Roy, B.": another spelling until aliased
  EXPECT_EQ(ids({.player = "Roy B"}), (Ids{3}));
}

TEST_F(NamesArchive, AStarIsAWildcard) {
  EXPECT_EQ(ids({.player = "*Roy"}), (Ids{1, 2, 6, 7}));  // B. Roy, C. Leroy
  EXPECT_EQ(ids({.player = "Roy*"}), (Ids{3}));
  EXPECT_EQ(ids({.player = "*trem*"}), (Ids{4, 5, 6}));
  EXPECT_EQ(ids({.player = "*"}), (Ids{1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(ids({.player = "B*"}), (Ids{1, 2, 6}));
  EXPECT_EQ(ids({.player = "B. R?y"}), (Ids{}));  // '?' is no wildcard
  EXPECT_EQ(ids({.player = "[B]. Roy"}), (Ids{1, 2, 6}));  // brackets are punctuation
}

TEST_F(NamesArchive, TwoPlayersSelectTheGamesBetweenThem) {
  EXPECT_EQ(ids({.player = "D. Côté", .opponent = "b. roy"}), (Ids{1, 2}));
  EXPECT_EQ(ids({.player = "b. roy", .opponent = "D. Côté"}), (Ids{1, 2}));
  EXPECT_EQ(ids({.player = "*cote", .opponent = "*roy*"}), (Ids{1, 2, 3}));
  EXPECT_EQ(ids({.player = "B. Roy", .opponent = "C. Leroy"}), (Ids{}));
}

TEST_F(NamesArchive, PlayersMatchingFindsEachPlayerOnce) {
  const auto found = players_matching(db(), "*roy*");
  std::vector<std::string> names;
  for (const PlayerName& p : found) names.push_back(p.name);
  EXPECT_EQ(names, (std::vector<std::string>{"B. Roy", "C. Leroy", "Roy, B."}));
  EXPECT_TRUE(players_matching(db(), "Nobody").empty());
}

TEST_F(NamesArchive, ANameThatMatchesNoneGetsTheClosest) {
  EXPECT_EQ(closest_names(db(), "d cotte"), (std::vector<std::string>{"D. Cote", "D. Côté"}));
  EXPECT_EQ(closest_names(db(), "Tremblay A"),
            (std::vector<std::string>{"A. Tremblay", "Tremblay, A."}));
  EXPECT_EQ(closest_names(db(), "Nowak"), (std::vector<std::string>{"Łukasz Nowak"}));
  EXPECT_TRUE(closest_names(db(), "Zzyzx Qwerty").empty());
  const auto notes = unmatched_player_notes(db(), {.player = "B. Ray", .light = "D. Côté"});
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0], "--player 'B. Ray' matches no player; closest: 'B. Roy', 'Roy, B.'");
}

TEST_F(NamesArchive, ImportFoldsEachNewNameOnce) {
  EXPECT_EQ(scratch_.count("SELECT count(*) FROM players"), 8);
  EXPECT_EQ(scratch_.count("SELECT count(*) FROM player_keys"), 8);
  EXPECT_EQ(scratch_.rows("SELECT name_key FROM player_keys JOIN players ON id = player_id WHERE name = 'Roy, B.'"),
            "roy b\n");
}

TEST_F(NamesArchive, MigrationSevenFoldsTheNamesOfAnOlderDatabase) {
  // The database as schema 5 left it: no keys, no aliases, nor what step 6 adds.
  test::drop_schema_6(db());
  db().exec("DROP TABLE player_aliases; DROP TABLE player_keys; PRAGMA user_version = 5");
  ASSERT_EQ(db().user_version(), 5);
  migrate(db());
  EXPECT_EQ(db().user_version(), latest_schema_version());
  EXPECT_EQ(scratch_.count("SELECT count(*) FROM player_keys"), 8);
  EXPECT_EQ(ids({.player = "d. cote"}), (Ids{1, 2, 3, 4, 5}));
  EXPECT_EQ(scratch_.count("SELECT count(*) FROM player_aliases"), 0);
}

}  // namespace
}  // namespace adomoc::db

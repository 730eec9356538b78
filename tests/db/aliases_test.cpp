// Aliases: spellings made one player for filters, players, statistics and
// export; the refusals; likely pairs; the spelling file. Games as in
// tests/db/names_archive.hpp.
#include <gtest/gtest.h>

#include <sstream>

#include "db/aliases.hpp"
#include "db/player_names.hpp"
#include "db/names_archive.hpp"
#include "db/statistics.hpp"
#include "db/stored_game.hpp"

namespace adomoc::db {
namespace {

using test::Ids;
using test::NamesArchive;

using Names = std::vector<std::string>;

class Aliases : public NamesArchive {
 protected:
  void alias(const std::string& name, const Names& aliases) {
    const auto added = add_aliases(db(), name, aliases);
    ASSERT_TRUE(added) << added.error();
  }
  std::string refusal(const std::string& name, const Names& aliases) {
    const auto added = add_aliases(db(), name, aliases);
    return added ? "accepted" : added.error();
  }
  // Light and Dark of every exported game, "light-dark" one a line.
  std::string exported_players(bool canonical) {
    StoredGames games(db(), {}, {}, canonical);
    parser::Game g;
    std::string out;
    while (games.next(g)) out += g.find_tag("Light")->value + "-" + g.find_tag("Dark")->value + "\n";
    return out;
  }
};

TEST_F(Aliases, AnAliasCountsAsItsPlayerInEveryFilter) {
  alias("B. Roy", {"Roy, B."});
  EXPECT_EQ(ids({.player = "B. Roy"}), (Ids{1, 2, 3, 6}));
  EXPECT_EQ(ids({.player = "roy, b."}), (Ids{1, 2, 3, 6}));  // an alias's name means its player
  EXPECT_EQ(ids({.light = "b. roy"}), (Ids{2, 3}));
  EXPECT_EQ(ids({.player = "D. Côté", .opponent = "B. Roy"}), (Ids{1, 2, 3}));
}

TEST_F(Aliases, PlayersCountsAnAliasesGamesAsItsPlayers) {
  alias("B. Roy", {"Roy, B."});
  alias("A. Tremblay", {"Tremblay, A."});
  // player games | light: games wins losses draws | dark: games wins losses draws | score
  // B. Roy and D. Côté have 4 games each; equal counts by name.
  EXPECT_EQ(text_of(player_records(db(), {})),
            "B. Roy 4 2 0 1 1 2 1 1 0 37.5\n"
            "D. Côté 4 2 2 0 0 2 0 0 2 75\n"
            "A. Tremblay 3 2 0 1 1 1 0 1 0 16.6667\n"
            "C. Leroy 1 0 0 0 0 1 0 1 0 0\n"
            "D. Cote 1 0 0 0 0 1 1 0 0 100\n"
            "Łukasz Nowak 1 1 1 0 0 0 0 0 0 100\n");
}

TEST_F(Aliases, StatisticsCountAnAliasesGamesWithItsPlayer) {
  EXPECT_EQ(compute_statistics(db(), {.player = "B. Roy"}).games, 3);
  alias("B. Roy", {"Roy, B."});
  EXPECT_EQ(compute_statistics(db(), {.player = "B. Roy"}).games, 4);
}

TEST_F(Aliases, ExportKeepsTheSpellingUnlessAskedForTheCanonicalName) {
  alias("B. Roy", {"Roy, B."});
  alias("D. Côté", {"D. Cote"});
  const std::string rest = "D. Côté-A. Tremblay\nTremblay, A.-D. Côté\nA. Tremblay-B. Roy\nŁukasz Nowak-C. Leroy\n";
  EXPECT_EQ(exported_players(false), "D. Côté-B. Roy\nB. Roy-D. Côté\nRoy, B.-D. Cote\n" + rest);
  EXPECT_EQ(exported_players(true), "D. Côté-B. Roy\nB. Roy-D. Côté\nB. Roy-D. Côté\n" + rest);
}

TEST_F(Aliases, BadAliasesAreRefusedWithTheReason) {
  EXPECT_EQ(refusal("B. Roy", {"Nobody Atall"}), "no player 'Nobody Atall' in the database");
  EXPECT_EQ(refusal("B. Roy", {"b. roy"}), "'b. roy' is 'B. Roy' itself: a name cannot be its own alias");
  EXPECT_EQ(refusal("d. cote", {"B. Roy"}),
            "'d. cote' is stored in several spellings ('D. Cote', 'D. Côté'): give one exactly");
  alias("B. Roy", {"Roy, B."});
  EXPECT_EQ(refusal("Roy, B.", {"C. Leroy"}),
            "'Roy, B.' is itself an alias of 'B. Roy': give 'B. Roy' as the name (aliases do not chain)");
  EXPECT_EQ(refusal("C. Leroy", {"Roy, B."}),
            "'Roy, B.' is already an alias of 'B. Roy': remove it first (adomoc alias --remove 'Roy, B.')");
  EXPECT_EQ(refusal("C. Leroy", {"B. Roy"}),
            "'B. Roy' has aliases of its own ('Roy, B.'): aliases do not chain; remove them and make them aliases "
            "of 'C. Leroy'");
  EXPECT_EQ(refusal("B. Roy", {"Roy, B."}), "accepted");  // again: no change
}

TEST_F(Aliases, ARefusedListChangesNothing) {
  EXPECT_FALSE(add_aliases(db(), "B. Roy", {"Roy, B.", "Nobody Atall"}));
  EXPECT_TRUE(alias_groups(db()).empty());
}

TEST_F(Aliases, RemovingAnAliasMakesItItsOwnPlayerAgain) {
  alias("B. Roy", {"Roy, B."});
  const auto removed = remove_aliases(db(), {"Roy, B."});
  ASSERT_TRUE(removed) << removed.error();
  EXPECT_EQ(removed->changed, 1);
  EXPECT_EQ(removed->names, (Names{"Roy, B."}));
  EXPECT_EQ(ids({.player = "B. Roy"}), (Ids{1, 2, 6}));
  EXPECT_EQ(remove_aliases(db(), {"B. Roy"}).error(), "'B. Roy' is no alias");
}

TEST_F(Aliases, LikelyPairsAreSuggestedWithTheReason) {
  std::string text;
  for (const LikelyAlias& a : likely_aliases(db()))
    text += a.first + " (" + std::to_string(a.first_games) + ") / " + a.second + " (" +
            std::to_string(a.second_games) + "): " + a.reason + "\n";
  EXPECT_EQ(text,
            "A. Tremblay (2) / Tremblay, A. (1): same words\n"
            "B. Roy (3) / Roy, B. (1): same words\n"
            "D. Côté (4) / D. Cote (1): the same but for case, accents and punctuation\n");
  alias("B. Roy", {"Roy, B."});
  EXPECT_EQ(likely_aliases(db()).size(), 2u);  // an alias made is no longer suggested
}

TEST_F(Aliases, ASpellingFileRoundTrips) {
  std::istringstream file(
      "# spellings of the Names cup\n"
      "B. Roy = Roy, B.\n"
      "\n"
      "  D. Côté =D. Cote  \n"
      "A. Tremblay = Tremblay, A.\n");
  const auto groups = read_spelling_file(file, "cup.txt");
  ASSERT_TRUE(groups) << groups.error();
  const auto added = import_spellings(db(), *groups, "cup.txt");
  ASSERT_TRUE(added) << added.error();
  EXPECT_EQ(added->added, 3);
  EXPECT_EQ(added->new_names, 0);
  std::ostringstream written;
  ASSERT_TRUE(write_spelling_file(written, alias_groups(db())));
  EXPECT_EQ(written.str(), "A. Tremblay = Tremblay, A.\nB. Roy = Roy, B.\nD. Côté = D. Cote\n");
  std::istringstream again(written.str());
  const auto reread = read_spelling_file(again, "again.txt");
  ASSERT_TRUE(reread);
  ASSERT_EQ(reread->size(), 3u);
  EXPECT_EQ((*reread)[2].player, "D. Côté");
  EXPECT_EQ((*reread)[2].aliases, (Names{"D. Cote"}));
}

TEST_F(Aliases, ABadSpellingFileNamesItsLine) {
  for (const auto& [text, message] : std::vector<std::pair<std::string, std::string>>{
           {"B. Roy = Roy, B.\nC. Leroy\n", "f.txt:2: expected 'Canonical = Alias = Alias', with '=' between the names"},
           {"B. Roy == Roy, B.\n", "f.txt:1: an empty name (two '=' in a row, or one at an end)"},
           {"B. Roy = \n", "f.txt:1: an empty name (two '=' in a row, or one at an end)"}}) {
    std::istringstream in(text);
    const auto groups = read_spelling_file(in, "f.txt");
    ASSERT_FALSE(groups) << text;
    EXPECT_EQ(groups.error(), message);
  }
  // A name two stored spellings fold to is a mistake the file must fix.
  db().exec("INSERT INTO players (name) VALUES ('Roy B')");
  fill_name_keys(db());
  std::istringstream ambiguous("C. Leroy = Roy, B.\nroy b. = B. Roy\n");
  const auto groups = read_spelling_file(ambiguous, "f.txt");
  ASSERT_TRUE(groups);
  EXPECT_EQ(import_spellings(db(), *groups, "f.txt").error(),
            "f.txt:2: 'roy b.' is stored in several spellings ('Roy B', 'Roy, B.'): give one exactly");
  EXPECT_TRUE(alias_groups(db()).empty()) << "all or nothing";
}

// A spelling file kept before the games arrive: its names are stored
// without games, and the games imported later count as it says.
TEST_F(Aliases, ASpellingFileMayNameThoseWhoseGamesAreStillToCome) {
  std::istringstream file("E. Newcomer = Newcomer, E. = E Newcomer\nB. Roy = Roy, B.\n");
  const auto groups = read_spelling_file(file, "club.txt");
  ASSERT_TRUE(groups);
  const auto imported = import_spellings(db(), *groups, "club.txt");
  ASSERT_TRUE(imported) << imported.error();
  EXPECT_EQ(imported->new_names, 3);
  EXPECT_EQ(imported->added, 3);
  EXPECT_TRUE(ids({.player = "E. Newcomer"}).empty());
  scratch_.import(
      "[Light \"Newcomer, E.\"]\n[Dark \"B. Roy\"]\n[Result \"1-0\"]\n\n1. F^c3c6 F^h3h6 2. Fa3a7_\n\n"
      "[Light \"Roy, B.\"]\n[Dark \"E Newcomer\"]\n[Result \"0-1\"]\n\n1. F^c3c5 F^h3h5_\n",
      "later.adn");
  EXPECT_EQ(ids({.player = "e. newcomer"}).size(), 2u);
  EXPECT_EQ(ids({.player = "E. Newcomer", .opponent = "b. roy"}).size(), 2u);
}

TEST_F(Aliases, ANameWithAnEqualsSignCannotBeWrittenToASpellingFile) {
  std::ostringstream out;
  const auto written = write_spelling_file(out, {{"A = B", {"C"}, 0}});
  ASSERT_FALSE(written);
  EXPECT_EQ(written.error(), "'A = B' holds '=' or starts with '#': a spelling file cannot hold it");
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace adomoc::db

// Names that match, aliases and head to head as a user runs them: the
// messages for a name that matches nobody and for an empty answer, the
// alias command and its spelling file, players --player, export
// --canonical-names. The counts are checked by hand in tests/db.
#include <gtest/gtest.h>

#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;

const std::string kNames = std::string(ADOMOC_TEST_DATA) + "/db/cases/names.adn";

std::string names_db(const std::string& name = "names.db") {
  const std::string path = (test::scratch_dir() / name).string();
  test::remove_database(path);
  const auto run = adomoc("import --db '" + path + "' '" + kNames + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(Names, AFilterFindsEverySpellingWhateverTheCaseAndAccents) {
  const std::string db = names_db();
  const auto run = adomoc("games --db '" + db + "' --player 'd. cote' --format csv");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(count_of(run.out, "\r\n"), 6u) << run.out;  // the header and games 1 to 5
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(count_of(adomoc("games --db '" + db + "' --player '*Roy' --format csv").out, "\r\n"), 5u);
}

TEST(Names, ANameThatMatchesNobodyIsToldWithTheClosestNames) {
  const std::string db = names_db();
  const auto table = adomoc("games --db '" + db + "' --player 'd cotte'");
  EXPECT_EQ(table.status, 0);
  EXPECT_EQ(table.err,
            "adomoc games: --player 'd cotte' matches no player; closest: 'D. Cote', 'D. Côté'\n"
            "adomoc games: no games match\n");
  // Programs get the empty answer as it is, the note on standard error.
  const auto json = adomoc("games --db '" + db + "' --player 'd cotte' --format json");
  EXPECT_EQ(json.status, 0);
  EXPECT_EQ(json.out, "[]\n");
  EXPECT_EQ(json.err, "adomoc games: --player 'd cotte' matches no player; closest: 'D. Cote', 'D. Côté'\n");
}

TEST(Names, StatsAndExportTellANameThatMatchesNobodyToo) {
  const std::string db = names_db();
  for (const char* command : {"stats", "export"}) {
    const auto run = adomoc(std::string(command) + " --db '" + db + "' --player 'Nowakk'");
    EXPECT_EQ(run.status, 0) << command;
    EXPECT_EQ(run.err, "adomoc " + std::string(command) +
                           ": --player 'Nowakk' matches no player; closest: 'Łukasz Nowak'\n");
  }
}

TEST(Names, AQueryWithNoRowsSaysNoGamesMatchForTheTableOnly) {
  const std::string db = names_db();
  const auto table = adomoc("players --db '" + db + "' --since 2030");
  EXPECT_EQ(table.status, 0);
  EXPECT_EQ(table.err, "adomoc players: no games match\n");
  const auto csv = adomoc("players --db '" + db + "' --since 2030 --format csv");
  EXPECT_EQ(csv.err, "");
}

TEST(Names, AliasMakesSpellingsOnePlayerUntilRemoved) {
  const std::string db = names_db();
  const auto made = adomoc("alias --db '" + db + "' 'B. Roy' 'roy, b.'");
  EXPECT_EQ(made.status, 0) << made.err;
  EXPECT_EQ(made.out, "'Roy, B.' now stands for 'B. Roy' (1 alias added)\n");  // as stored, not as typed
  EXPECT_NE(adomoc("players --db '" + db + "' --format csv").out.find("B. Roy,4,"), std::string::npos);
  EXPECT_EQ(adomoc("alias --db '" + db + "' --list --format csv").out, "player,alias\r\nB. Roy,\"Roy, B.\"\r\n");
  const auto removed = adomoc("alias --db '" + db + "' --remove 'Roy, B.'");
  EXPECT_EQ(removed.status, 0) << removed.err;
  EXPECT_NE(adomoc("players --db '" + db + "' --format csv").out.find("B. Roy,3,"), std::string::npos);
  EXPECT_EQ(adomoc("alias --db '" + db + "' --list").err, "adomoc alias --list: no aliases: every name stands for itself\n");
}

// As --list reads: each alias stands for its player, one verb for several.
TEST(Names, AliasesAddedAtOnceAreToldAsStandingForThePlayer) {
  const std::string db = names_db();
  const auto made = adomoc("alias --db '" + db + "' 'B. Roy' 'Roy, B.' 'D. Cote'");
  EXPECT_EQ(made.status, 0) << made.err;
  EXPECT_EQ(made.out, "'Roy, B.', 'D. Cote' now stand for 'B. Roy' (2 aliases added)\n");
}

TEST(Names, ABadAliasIsRefusedAndChangesNothing) {
  const std::string db = names_db();
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"'B. Roy' 'B. Roy'", "adomoc alias: 'B. Roy' is 'B. Roy' itself: a name cannot be its own alias\n"},
           {"'B. Roy' 'Roy, B.' 'B. Ray'",
            "adomoc alias: no player 'B. Ray' in the database; closest: 'B. Roy', 'Roy, B.'\n"},
           {"'B. Roy'", "adomoc alias: give a name and at least one alias: adomoc alias NAME ALIAS...\n"},
           {"--list 'B. Roy'", "adomoc alias: --list takes no names (given: 'B. Roy')\n"}}) {
    const auto run = adomoc("alias --db '" + db + "' " + args);
    EXPECT_EQ(run.status, 2) << args;
    EXPECT_EQ(run.err, message);
  }
  EXPECT_EQ(adomoc("alias --db '" + db + "' --list --format csv").out, "player,alias\r\n");
}

TEST(Names, TheSpellingFileRoundTripsThroughAnotherDatabase) {
  const std::string db = names_db(), other = names_db("other.db");
  const std::string file = test::write_temp("spellings.txt", "# the Names cup\nB. Roy = Roy, B.\nD. Côté = D. Cote\n");
  const auto imported = adomoc("alias --db '" + db + "' --import '" + file + "'");
  EXPECT_EQ(imported.status, 0) << imported.err;
  const std::string exported = (test::scratch_dir() / "exported.txt").string();
  EXPECT_EQ(adomoc("alias --db '" + db + "' --export -o '" + exported + "'").status, 0);
  EXPECT_EQ(test::slurp(exported), "B. Roy = Roy, B.\nD. Côté = D. Cote\n");
  EXPECT_EQ(adomoc("alias --db '" + other + "' --import '" + exported + "'").status, 0);
  EXPECT_EQ(adomoc("alias --db '" + other + "' --export").out, test::slurp(exported));
}

TEST(Names, RemovingAnAliasNamesItAsStored) {
  const std::string db = names_db();
  ASSERT_EQ(adomoc("alias --db '" + db + "' 'B. Roy' 'Roy, B.'").status, 0);
  const auto removed = adomoc("alias --db '" + db + "' --remove 'roy b'");
  EXPECT_EQ(removed.status, 0) << removed.err;
  EXPECT_EQ(removed.out, "'Roy, B.' stands for itself again\n");
}

TEST(Names, ASpellingFileBeforeTheGamesKeepsItsNamesForThem) {
  const std::string db = names_db();
  const std::string file =
      test::write_temp("club.txt", "B. Roy = Roy, B.\nE. Newcomer = Newcomer, E.\n");
  const auto imported = adomoc("alias --db '" + db + "' --import '" + file + "'");
  EXPECT_EQ(imported.status, 0) << imported.err;
  EXPECT_EQ(imported.out, "read 2 players from " + file +
                              " (2 aliases added; 2 names not in the archive yet, kept for the games to come)\n");
  const std::string games = test::write_temp(
      "newcomer.adn", "[Light \"Newcomer, E.\"]\n[Dark \"E. Newcomer\"]\n[Result \"*\"]\n\n1. F^c3c6 F^h3h6\n\n"
                      "[Light \"B. Roy\"]\n[Dark \"Newcomer, E.\"]\n[Result \"0-1\"]\n\n1. F^c3c5 F^h3h5_\n");
  ASSERT_EQ(adomoc("import --db '" + db + "' '" + games + "'").status, 0);
  const auto players = adomoc("players --db '" + db + "' --player 'E. Newcomer' --format csv");
  EXPECT_EQ(players.status, 0) << players.err;
  EXPECT_NE(players.out.find("B. Roy,1,"), std::string::npos) << players.out;
  const std::string bad = test::write_temp("bad.txt", "B. Roy = Roy, B.\nE. Newcomer\n");
  const auto refused = adomoc("alias --db '" + db + "' --import '" + bad + "'");
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.err, "adomoc alias: " + bad + ":2: expected 'Canonical = Alias = Alias', with '=' between the names\n");
}

TEST(Names, SuggestListsLikelyPairs) {
  const auto run = adomoc("alias --db '" + names_db() + "' --suggest --format csv");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "name,games,likely_alias,alias_games,reason\r\n"
            "A. Tremblay,2,\"Tremblay, A.\",1,same words\r\n"
            "B. Roy,3,\"Roy, B.\",1,same words\r\n"
            "D. Côté,4,D. Cote,1,\"the same but for case, accents and punctuation\"\r\n");
}

TEST(Names, PlayersWithOnePlayerIsThatPlayersRecordAgainstEachOpponent) {
  const auto run = adomoc("players --db '" + names_db() + "' --player 'D. Côté'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out.substr(0, run.out.find(' ')), "opponent");
  EXPECT_NE(run.out.find("wins, losses and draws are D. Cote / D. Côté's\n"), std::string::npos);
  const auto csv = adomoc("players --db '" + names_db() + "' --player 'D. Côté' --format csv");
  EXPECT_NE(csv.out.find("\r\nB. Roy,2,1,1,0,0,1,0,0,1,75.0\r\n"), std::string::npos) << csv.out;
}

TEST(Names, PlayersWithTwoPlayersListsTheGamesBetweenThem) {
  const std::string db = names_db();
  const auto run = adomoc("players --db '" + db + "' --player 'D. Côté' --player 'b. roy'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(count_of(run.out, "Names cup"), 2u);
  EXPECT_EQ(test::last_line(run.out),
            "D. Cote / D. Côté against B. Roy: 2 games; as light +1 =0 -0, as dark +0 =1 -0; score 75.0%");
  // Spellings made one, the games and the record agree on game 3.
  ASSERT_EQ(adomoc("alias --db '" + db + "' 'B. Roy' 'Roy, B.'").status, 0);
  ASSERT_EQ(adomoc("alias --db '" + db + "' 'D. Côté' 'D. Cote'").status, 0);
  const auto joined = adomoc("players --db '" + db + "' --player 'D. Côté' --player 'b. roy'");
  EXPECT_EQ(count_of(joined.out, "Names cup"), 3u);
  EXPECT_EQ(test::last_line(joined.out),
            "D. Côté against B. Roy: 3 games; as light +1 =0 -0, as dark +1 =1 -0; score 83.3%");
}

TEST(Names, ARecordAgainstOpponentsNeedsOnePlayer) {
  const std::string db = names_db();
  const auto several = adomoc("players --db '" + db + "' --player '*roy*'");
  EXPECT_EQ(several.status, 2);
  EXPECT_EQ(several.err,
            "adomoc players: --player '*roy*' matches 3 players ('B. Roy', 'C. Leroy', 'Roy, B.'): a record against "
            "opponents is one player's; name one\n");
  const auto thrice = adomoc("games --db '" + db + "' --player A --player B --player C");
  EXPECT_EQ(thrice.status, 2);
  EXPECT_EQ(thrice.err,
            "adomoc games: --player: given 3 times; a game has two players: give it once, or twice for the games "
            "between two\n");
}

TEST(Names, ExportWritesTheCanonicalNamesWhenAsked) {
  const std::string db = names_db();
  ASSERT_EQ(adomoc("alias --db '" + db + "' 'B. Roy' 'Roy, B.'").status, 0);
  const auto as_written = adomoc("export --db '" + db + "'");
  EXPECT_EQ(count_of(as_written.out, "\"Roy, B.\""), 1u);
  const auto canonical = adomoc("export --db '" + db + "' --canonical-names");
  EXPECT_EQ(count_of(canonical.out, "\"Roy, B.\""), 0u);
  EXPECT_EQ(count_of(canonical.out, "\"B. Roy\""), 4u);
}

}  // namespace
}  // namespace adomoc

// games, openings, position and players as a user runs them: the three
// output formats, the filters' messages, untrusted names, and the errors
// for a missing or foreign database. The numbers themselves are checked
// against hand counts in tests/db/query_test.cpp.
#include <gtest/gtest.h>

#include <pty.h>
#include <unistd.h>

#include "cli/json_checker.hpp"
#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;

const std::string kFiveGames = std::string(ADOMOC_TEST_DATA) + "/db/cases/five-games.adn";

// A fresh database holding the five hand-counted games.
std::string five_games_db() {
  const std::string path = (test::scratch_dir() / "five.db").string();
  test::remove_database(path);
  const auto run = adomoc("import --db '" + path + "' '" + kFiveGames + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

TEST(QueryCommands, TheTableViewIsAlignedTextWithTotals) {
  const std::string db = five_games_db();
  auto run = adomoc("games --db '" + db + "' --player Ann --result 1-0");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "id  date        light  dark  event        variant   result  termination  plies\n"
            " 2  2024.03.11  Bob    Ann   Spring Open  Standard  1-0     forfeit          3\n");
  run = adomoc("position --db '" + db + "' --moves 'F^c3c6 F^h3h6 Fa3a7'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("2 games: light won 0, dark won 0, 2 drawn, 0 unfinished; light scores 50.0%"),
            std::string::npos)
      << run.out;
  run = adomoc("openings --db '" + db + "' --moves '1. F^c3c6 F^h3h6'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "move      games  light_wins  dark_wins  draws  unfinished  light_score  avg_plies\n"
            "2. Fa3a7      1           0          0      1           0         50.0        4.0\n"
            "2. Fb3b5      1           1          0      0           0        100.0        3.0\n"
            "after 1. F^c3c6 F^h3h6\n"
            "2 games, 2 continuations\n");
}

// Continuations are written as the canonical form writes moves: with
// their round numbers, "N..." before a first move that is dark's.
TEST(QueryCommands, OpeningContinuationsCarryTheirRoundNumbers) {
  const std::string db = five_games_db();
  const auto light_first = adomoc("openings --db '" + db + "' --depth 2 --format csv");
  EXPECT_EQ(light_first.status, 0) << light_first.err;
  EXPECT_NE(light_first.out.find("\r\n1. F^c3c6 F^h3h6,2,"), std::string::npos) << light_first.out;
  EXPECT_NE(light_first.out.find("\r\n1. Fa3a7 F^h3h6,1,"), std::string::npos) << light_first.out;
  const auto dark_first = adomoc("openings --db '" + db + "' --moves 'F^c3c6' --depth 2");
  EXPECT_EQ(dark_first.status, 0) << dark_first.err;
  EXPECT_NE(dark_first.out.find("\n1... F^h3h6 2. Fa3a7 "), std::string::npos) << dark_first.out;
  EXPECT_NE(dark_first.out.find("\n1... F^h3h6 2. Fb3b5 "), std::string::npos) << dark_first.out;
  const auto by_position =
      adomoc("openings --db '" + db + "' --moves 'F^c3c6 F^h3h6 Fa3a7' --by-position --format json");
  EXPECT_NE(by_position.out.find("{\"move\":\"2... Fj3j7\",\"games\":2,"), std::string::npos) << by_position.out;
}

TEST(QueryCommands, OneGameAndOneContinuationAreSingular) {
  const std::string db = five_games_db();
  const auto openings = adomoc("openings --db '" + db + "' --moves 'F^c3c6 F^h3h6 Fa3a7'");
  EXPECT_EQ(openings.status, 0) << openings.err;
  EXPECT_NE(openings.out.find("\n1 game, 1 continuation\n"), std::string::npos) << openings.out;
  const auto position = adomoc("position --db '" + db + "' --moves 'F^c3c5 F^h3h5'");
  EXPECT_EQ(position.status, 0) << position.err;
  EXPECT_NE(position.out.find("\n1 game: light won 0, dark won 1, 0 drawn, 0 unfinished"), std::string::npos)
      << position.out;
}

TEST(QueryCommands, ALimitBelowOneIsRefused) {
  const std::string db = five_games_db();
  for (const char* limit : {"-5", "0", "two"}) {
    for (const char* command : {"games", "position --moves F^c3c6"}) {
      const auto run = adomoc(std::string(command) + " --db '" + db + "' --limit " + limit);
      EXPECT_EQ(run.status, 2) << command << " --limit " << limit;
      EXPECT_TRUE(run.out.empty()) << run.out;
      EXPECT_NE(run.err.find("--limit: must be a whole number of games, 1 or more, not '" + std::string(limit) + "'"),
                std::string::npos)
          << run.err;
    }
  }
  const auto one = adomoc("games --db '" + db + "' --limit 1 --format csv");
  EXPECT_EQ(std::count(one.out.begin(), one.out.end(), '\n'), 2) << one.out;
}

TEST(QueryCommands, CsvHasAHeaderOfTheJsonKeysAndJsonIsOneArrayOfObjects) {
  const std::string db = five_games_db();
  auto csv = adomoc("players --db '" + db + "' --format csv");
  EXPECT_EQ(csv.status, 0) << csv.err;
  EXPECT_EQ(csv.out.substr(0, csv.out.find("\r\n")),
            "player,games,light_games,light_wins,light_losses,light_draws,dark_games,dark_wins,dark_losses,dark_draws,"
            "score");
  EXPECT_NE(csv.out.find("\r\nCid,3,1,0,1,0,2,0,0,1,25.0\r\n"), std::string::npos) << csv.out;
  auto json = adomoc("games --db '" + db + "' --format json --limit 1");
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_TRUE(test::JsonChecker::is_json(json.out)) << json.out;
  EXPECT_EQ(json.out,
            "[\n {\"id\":1,\"date\":\"2024.03.10\",\"light\":\"Ann\",\"dark\":\"Bob\",\"event\":\"Spring Open\","
            "\"variant\":\"Standard\",\"result\":\"1/2-1/2\",\"termination\":\"draw\",\"plies\":4}\n]\n");
  for (const char* command : {"openings", "players", "games --moves F^c3c5"}) {
    const auto r = adomoc(std::string(command) + " --db '" + db + "' --format json");
    EXPECT_EQ(r.status, 0) << command << r.err;
    EXPECT_TRUE(test::JsonChecker::is_json(r.out)) << command << r.out;
  }
  const auto none = adomoc("games --db '" + db + "' --player Nobody --format json");
  EXPECT_EQ(none.out, "[]\n");
}

TEST(QueryCommands, HostileNamesAreDataInEveryFormat) {
  const std::string archive = test::write_temp(
      "hostile-names.adn",
      "[Event \"<script>alert(1)</script>\"]\n[Light \"'); DROP TABLE games;--\"]\n[Dark \"=cmd|' /C calc'!A0\"]\n"
      "[Result \"*\"]\n\n1. F^c3c5\n\n"
      "[Event \"Quote \\\"and, comma\\\"\"]\n[Light \"@SUM(1+1)\"]\n[Dark \"+1\"]\n[Result \"*\"]\n\n1. F^c3c6\n");
  const std::string db = (test::scratch_dir() / "hostile.db").string();
  test::remove_database(db);
  ASSERT_EQ(adomoc("import --db '" + db + "' '" + archive + "'").status, 0);
  const auto csv = adomoc("games --db '" + db + "' --format csv");
  EXPECT_EQ(csv.status, 0) << csv.err;
  // Cells a spreadsheet would evaluate start with ' and are quoted.
  EXPECT_NE(csv.out.find(",\"'=cmd|' /C calc'!A0\","), std::string::npos) << csv.out;
  EXPECT_NE(csv.out.find(",\"'@SUM(1+1)\",\"'+1\","), std::string::npos) << csv.out;
  EXPECT_NE(csv.out.find(",'); DROP TABLE games;--,"), std::string::npos) << csv.out;
  EXPECT_NE(csv.out.find(",\"Quote \"\"and, comma\"\"\","), std::string::npos) << csv.out;
  const auto json = adomoc("games --db '" + db + "' --format json");
  EXPECT_TRUE(test::JsonChecker::is_json(json.out)) << json.out;
  EXPECT_NE(json.out.find("\\u003cscript\\u003e"), std::string::npos) << json.out;
  EXPECT_EQ(json.out.find("<script>"), std::string::npos);
  // The tables are intact and the names are found as they were written.
  const auto ann = adomoc("games --db '" + db + "' --light \"'); DROP TABLE games;--\" --format csv");
  EXPECT_EQ(std::count(ann.out.begin(), ann.out.end(), '\n'), 2) << ann.out;
  const auto players = adomoc("players --db '" + db + "'");
  EXPECT_NE(players.out.find("'); DROP TABLE games;--"), std::string::npos);
}

TEST(QueryCommands, BadFiltersAndMovesSayWhatIsWrong) {
  const std::string db = five_games_db();
  const auto cases = {
      std::pair{"games --result 2-0", "adomoc games: --result: unknown result '2-0': expected 1-0, 0-1, 1/2-1/2 or *"},
      std::pair{"games --since yesterday", "adomoc games: --since: 'yesterday' is not a date: expected YYYY, YYYY.MM or YYYY.MM.DD"},
      std::pair{"players --variant chess", "adomoc players: --variant: unknown variant 'chess': expected standard, infinite or altogether"},
      std::pair{"openings --termination mate", "adomoc openings: --termination: unknown termination 'mate': expected centred, forfeit, draw or unfinished"},
      std::pair{"openings --moves 'F^c3c9'", "adomoc openings: --moves:1: ply 1: "},
      std::pair{"position --position 'nonsense'", "adomoc position: --position, character "},
  };
  for (const auto& [args, message] : cases) {
    const auto run = adomoc(std::string(args) + " --db '" + db + "'");
    EXPECT_EQ(run.status, 2) << args;
    EXPECT_EQ(run.err.rfind(message, 0), 0u) << args << "\n" << run.err;
  }
}

TEST(QueryCommands, AMissingOrForeignDatabaseIsAnErrorAndIsLeftAlone) {
  const std::string missing = (test::scratch_dir() / "missing.db").string();
  std::filesystem::remove(missing);
  auto run = adomoc("games --db '" + missing + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("no database at '" + missing + "': import games first"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(missing)) << "a query must not create a database";
  const std::string text = test::write_temp("notes.db", "shopping list\n");
  run = adomoc("openings --db '" + text + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find(text), std::string::npos) << run.err;
  EXPECT_EQ(test::slurp(text), "shopping list\n");
}

// The progress bar: drawn on a terminal, absent when stderr is a file.
TEST(Import, AProgressBarOnATerminalOnly) {
  const std::string archive = (test::scratch_dir() / "progress.adn").string();
  ASSERT_EQ(adomoc("generate --games 600 --seed 3 -o '" + archive + "'").status, 0);
  const std::string db = (test::scratch_dir() / "progress.db").string();
  test::remove_database(db);
  int master = -1;
  const pid_t child = ::forkpty(&master, nullptr, nullptr, nullptr);
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::execl(ADOMOC_BINARY, ADOMOC_BINARY, "import", "--db", db.c_str(), archive.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  std::string seen;
  char buffer[4096];
  for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;) seen.append(buffer, static_cast<std::size_t>(n));
  int status = 0;
  ::waitpid(child, &status, 0);
  ::close(master);
  EXPECT_EQ(WEXITSTATUS(status), 0) << seen;
  EXPECT_NE(seen.find("256 games"), std::string::npos) << seen;
  EXPECT_NE(seen.find("games/s"), std::string::npos) << seen;
  EXPECT_NE(seen.find(" MB"), std::string::npos) << seen;
  EXPECT_NE(seen.find("ETA"), std::string::npos) << seen;
  EXPECT_NE(seen.find("imported 600 games"), std::string::npos) << seen;
  test::remove_database(db);
  const auto piped = adomoc("import --db '" + db + "' '" + archive + "'");
  EXPECT_EQ(piped.status, 0);
  EXPECT_EQ(piped.err, "");
}

}  // namespace
}  // namespace adomoc

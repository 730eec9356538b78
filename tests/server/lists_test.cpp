// /api/games, /api/players, /api/stats: the same rows as the query
// commands print with --format json, for each filter, and in pages.
#include <gtest/gtest.h>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::cli_json;
using test::encoded;
using test::json;
using test::samples_db;
using test::samples_server;

// Each filter with a value that keeps some of the samples and not others.
const std::vector<std::pair<std::string, std::string>> kFilters = {
    {"player", "F. Gauthier"}, {"light", "D. Côté"},  {"dark", "B. Roy"},         {"variant", "altogether"},
    {"result", "1-0"},         {"termination", "draw"}, {"since", "2024.06"}, {"until", "2023.12.31"},
    {"event", "samples"}};

std::string db_option() { return " --db '" + samples_db() + "'"; }

TEST(Lists, GamesAreTheGamesCommandsRowsForEveryFilter) {
  for (const auto& [name, value] : kFilters) {
    const json api = samples_server().ask("/api/games?limit=500&" + name + "=" + encoded(value));
    const json cli = cli_json("games" + db_option() + " --" + name + " '" + value + "'");
    EXPECT_EQ(api["rows"], cli) << name;
    EXPECT_FALSE(api["rows"].empty()) << name;
    EXPECT_LT(api["rows"].size(), 32u) << name;
    EXPECT_EQ(api["more"], false);
  }
}

TEST(Lists, NamesMatchAsOnTheCommandLine) {
  const json exact = samples_server().ask("/api/games?limit=500&player=" + encoded("D. Côté"));
  ASSERT_FALSE(exact["rows"].empty());
  EXPECT_EQ(samples_server().ask("/api/games?limit=500&player=" + encoded("d. cote"))["rows"], exact["rows"]);
  EXPECT_EQ(samples_server().ask("/api/games?limit=500&player=" + encoded("*COTE"))["rows"], exact["rows"]);
}

TEST(Lists, GamesThatBeginWithMoves) {
  const json api = samples_server().ask("/api/games?moves=" + encoded("F^c3c6 F^h3h6"));
  const json cli = cli_json("games" + db_option() + " --moves 'F^c3c6 F^h3h6'");
  EXPECT_EQ(api["rows"], cli);
  EXPECT_FALSE(cli.empty());
}

TEST(Lists, GamesComeInPagesThatJoinUp) {
  const json all = cli_json("games" + db_option());
  json joined = json::array();
  bool more = true;
  for (int offset = 0; more; offset += 7) {
    const json page = samples_server().ask("/api/games?limit=7&offset=" + std::to_string(offset));
    EXPECT_EQ(page["offset"], offset);
    EXPECT_EQ(page["limit"], 7);
    for (const json& row : page["rows"]) joined.push_back(row);
    more = page["more"];
    EXPECT_EQ(more, joined.size() < all.size());
  }
  EXPECT_EQ(joined, all);
}

TEST(Lists, PlayersAreThePlayersCommandsRows) {
  EXPECT_EQ(samples_server().ask("/api/players")["players"], cli_json("players" + db_option()));
  EXPECT_EQ(samples_server().ask("/api/players?variant=infinite")["players"],
            cli_json("players" + db_option() + " --variant infinite"));
}

TEST(Lists, StatsAreTheStatsCommandsRows) {
  const json all = samples_server().ask("/api/stats");
  EXPECT_EQ(all["statistics"], cli_json("stats" + db_option()));
  EXPECT_EQ(all["games"], 33);
  const json drawn = samples_server().ask("/api/stats?termination=draw");
  EXPECT_EQ(drawn["statistics"], cli_json("stats" + db_option() + " --termination draw"));
  EXPECT_LT(drawn["games"].get<int>(), 33);
}

TEST(Lists, ExploreAgreesWithOpeningsAndPositionForEveryFilter) {
  const std::string moves = "F^c3c6";
  for (const auto& [name, value] : kFilters) {
    const json api =
        samples_server().ask("/api/explore?limit=500&moves=" + encoded(moves) + "&" + name + "=" + encoded(value));
    const std::string filter = " --" + name + " '" + value + "'";
    EXPECT_EQ(api["games"]["rows"], cli_json("position" + db_option() + " --moves '" + moves + "'" + filter)) << name;
    // openings numbers its moves ("1... F^h3h6"); explore leaves that to the page.
    json openings = cli_json("openings" + db_option() + " --by-position --moves '" + moves + "'" + filter);
    for (json& row : openings) row["move"] = row["move"].get<std::string>().substr(5);
    EXPECT_EQ(api["continuations"], openings) << name;
  }
}

}  // namespace
}  // namespace adomoc

// /api/games, /api/players, /api/stats: the same rows as the query
// commands print with --format json, for each filter, and in pages.
#include <gtest/gtest.h>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::cli_json;
using test::encoded;
using test::json;
using test::samples_db_option;
using test::samples_server;

// Each filter with a value that keeps some of the samples and not others.
const std::vector<std::pair<std::string, std::string>> kFilters = {
    {"player", "F. Gauthier"}, {"light", "D. Côté"},  {"dark", "B. Roy"},         {"variant", "altogether"},
    {"result", "1-0"},         {"termination", "draw"}, {"since", "2024.06"}, {"until", "2023.12.31"},
    {"event", "samples"}};

TEST(Lists, GamesAreTheGamesCommandsRowsForEveryFilter) {
  for (const auto& [name, value] : kFilters) {
    const json api = samples_server().ask("/api/games?limit=500&" + name + "=" + encoded(value));
    const json cli = cli_json("games" + samples_db_option() + " --" + name + " '" + value + "'");
    EXPECT_EQ(api["rows"], cli) << name;
    EXPECT_FALSE(api["rows"].empty()) << name;
    EXPECT_LT(api["rows"].size(), 32u) << name;
    EXPECT_EQ(api["more"], false);
  }
}

// opponent= is the command line's second --player: the games between two.
TEST(Lists, GamesBetweenTwoPlayersAreTheCommandsWithPlayerTwice) {
  const json api =
      samples_server().ask("/api/games?limit=500&player=" + encoded("A. Tremblay") + "&opponent=" + encoded("c. gagnon"));
  const json cli = cli_json("games" + samples_db_option() + " --player 'A. Tremblay' --player 'c. gagnon'");
  ASSERT_FALSE(cli.empty());
  EXPECT_EQ(api["rows"], cli);
  for (const auto& g : api["rows"])
    EXPECT_TRUE((g["light"] == "A. Tremblay" && g["dark"] == "C. Gagnon") ||
                (g["light"] == "C. Gagnon" && g["dark"] == "A. Tremblay"))
        << g;
  const test::Answer alone = samples_server().get("/api/games?opponent=" + encoded("C. Gagnon"));
  EXPECT_EQ(alone.status, 400);
  EXPECT_EQ(alone.parsed(), (json{{"error", "opponent: goes with player: the games between the two"}}));
}

TEST(Lists, NamesMatchAsOnTheCommandLine) {
  const json exact = samples_server().ask("/api/games?limit=500&player=" + encoded("D. Côté"));
  ASSERT_FALSE(exact["rows"].empty());
  EXPECT_EQ(samples_server().ask("/api/games?limit=500&player=" + encoded("d. cote"))["rows"], exact["rows"]);
  EXPECT_EQ(samples_server().ask("/api/games?limit=500&player=" + encoded("*COTE"))["rows"], exact["rows"]);
}

TEST(Lists, GamesThatBeginWithMoves) {
  const json api = samples_server().ask("/api/games?moves=" + encoded("F^c3c6 F^h3h6"));
  const json cli = cli_json("games" + samples_db_option() + " --moves 'F^c3c6 F^h3h6'");
  EXPECT_EQ(api["rows"], cli);
  EXPECT_FALSE(cli.empty());
}

TEST(Lists, GamesComeInPagesThatJoinUp) {
  const json all = cli_json("games" + samples_db_option());
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
  EXPECT_EQ(samples_server().ask("/api/players")["players"], cli_json("players" + samples_db_option()));
  EXPECT_EQ(samples_server().ask("/api/players?variant=infinite")["players"],
            cli_json("players" + samples_db_option() + " --variant infinite"));
}

TEST(Lists, PlayersComeInPagesCutFromTheWholeList) {
  const json all = cli_json("players" + samples_db_option());
  ASSERT_GT(all.size(), 4u);
  const json page = samples_server().ask("/api/players?offset=1&limit=3");
  EXPECT_EQ(page["total"], all.size());
  EXPECT_EQ(page["offset"], 1);
  EXPECT_EQ(page["limit"], 3);
  EXPECT_EQ(page["more"], true);
  EXPECT_EQ(page["players"], json(std::vector<json>(all.begin() + 1, all.begin() + 4)));
  const json last = samples_server().ask("/api/players?offset=" + std::to_string(all.size() - 1));
  EXPECT_EQ(last["more"], false);
  EXPECT_EQ(last["players"].size(), 1u);
  EXPECT_TRUE(samples_server().ask("/api/players?offset=100000")["players"].empty());
}

// An offset past the last game is an empty page, found without reading
// the games one by one in the server.
TEST(Lists, AGamesOffsetPastTheEndIsAnEmptyPage) {
  for (const char* offset : {"33", "1000000", "1000000000000000000"}) {
    const json page = samples_server().ask(std::string("/api/games?offset=") + offset);
    EXPECT_TRUE(page["rows"].empty()) << offset;
    EXPECT_EQ(page["more"], false);
  }
  const json last = samples_server().ask("/api/games?offset=32");
  ASSERT_EQ(last["rows"].size(), 1u);
  EXPECT_EQ(last["rows"][0], cli_json("games" + samples_db_option()).back());
}

TEST(Lists, StatsChartIsTheStatsCommandsChart) {
  for (const std::string& filter : std::vector<std::string>{"", "result=1-0", "player=" + encoded("F. Gauthier")}) {
    const test::Answer chart = samples_server().get("/api/stats.svg?" + filter);
    EXPECT_EQ(chart.status, 200);
    EXPECT_EQ(chart.header("Content-Type"), "image/svg+xml; charset=utf-8");
    std::string option = filter.empty() ? "" : " --" + filter.substr(0, filter.find('='));
    if (!filter.empty()) option += filter.starts_with("player") ? " 'F. Gauthier'" : " 1-0";
    const test::Run cli = test::adomoc("stats --svg -" + samples_db_option() + option);
    ASSERT_EQ(cli.status, 0) << cli.err;
    EXPECT_EQ(chart.body, cli.out) << filter;
  }
}

TEST(Lists, StatsAreTheStatsCommandsRows) {
  const json all = samples_server().ask("/api/stats");
  EXPECT_EQ(all["statistics"], cli_json("stats" + samples_db_option()));
  EXPECT_EQ(all["games"], 33);
  const json drawn = samples_server().ask("/api/stats?termination=draw");
  EXPECT_EQ(drawn["statistics"], cli_json("stats" + samples_db_option() + " --termination draw"));
  EXPECT_LT(drawn["games"].get<int>(), 33);
}

TEST(Lists, ExploreAgreesWithOpeningsAndPositionForEveryFilter) {
  const std::string moves = "F^c3c6";
  for (const auto& [name, value] : kFilters) {
    const json api =
        samples_server().ask("/api/explore?limit=500&moves=" + encoded(moves) + "&" + name + "=" + encoded(value));
    const std::string filter = " --" + name + " '" + value + "'";
    EXPECT_EQ(api["games"]["rows"], cli_json("position" + samples_db_option() + " --moves '" + moves + "'" + filter)) << name;
    // openings numbers its moves ("1... F^h3h6"); explore leaves that to the page.
    json openings = cli_json("openings" + samples_db_option() + " --by-position --moves '" + moves + "'" + filter);
    for (json& row : openings) row["move"] = row["move"].get<std::string>().substr(5);
    EXPECT_EQ(api["continuations"], openings) << name;
  }
}

// The player page: the player's row of `adomoc players` and the record
// against each opponent, which adds up to it.
TEST(Player, TheRecordIsThePlayersRowOfPlayers) {
  for (const auto& [name, value] : std::vector<std::pair<std::string, std::string>>{{"", ""}, {"variant", "standard"}}) {
    const std::string filter = name.empty() ? "" : "&" + name + "=" + value;
    const json page = samples_server().ask("/api/player?name=" + encoded("F. Gauthier") + filter);
    const json rows = cli_json("players" + samples_db_option() + (name.empty() ? "" : " --" + name + " " + value));
    json expected;
    for (const json& row : rows)
      if (row["player"] == "F. Gauthier") expected = row;
    EXPECT_EQ(page["player"], "F. Gauthier");
    EXPECT_EQ(page["record"], expected) << filter;
  }
}

TEST(Player, OpponentsAddUpToTheRecord) {
  const json page = samples_server().ask("/api/player?name=" + encoded("F. Gauthier"));
  const json& r = page["record"];
  ASSERT_GT(page["opponents"].size(), 1u);
  int games = 0, wins = 0, losses = 0, draws = 0, as_light = 0;
  for (const json& o : page["opponents"]) {
    games += o["games"].get<int>();
    wins += o["wins"].get<int>();
    losses += o["losses"].get<int>();
    draws += o["draws"].get<int>();
    as_light += o["as_light"].get<int>();
    EXPECT_NE(o["opponent"], "F. Gauthier");
    // Each opponent's games are those `games --player A --player B` would
    // list: the games of both.
    const json theirs = samples_server().ask("/api/player?name=" + encoded(o["opponent"]) + "&player=" +
                                             encoded("F. Gauthier"));
    EXPECT_EQ(theirs["record"]["games"], o["games"]);
    EXPECT_EQ(theirs["record"]["light_wins"].get<int>() + theirs["record"]["dark_wins"].get<int>(), o["losses"]);
  }
  EXPECT_EQ(games, r["games"]);
  EXPECT_EQ(wins, r["light_wins"].get<int>() + r["dark_wins"].get<int>());
  EXPECT_EQ(losses, r["light_losses"].get<int>() + r["dark_losses"].get<int>());
  EXPECT_EQ(draws, r["light_draws"].get<int>() + r["dark_draws"].get<int>());
  EXPECT_EQ(as_light, r["light_games"]);
}

// The rating is the player's row of `adomoc ratings` under the same filters.
TEST(Player, RatingIsTheRatingsCommandsRow) {
  for (const std::string& filter : std::vector<std::string>{"", "variant=infinite"}) {
    const json page = samples_server().ask("/api/player?name=" + encoded("F. Gauthier") + "&" + filter);
    json list = cli_json("ratings" + samples_db_option() + (filter.empty() ? "" : " --variant infinite"));
    json expected;
    for (const json& row : list["ratings"])
      if (row["player"] == "F. Gauthier") expected = row;
    ASSERT_FALSE(expected.is_null()) << filter;
    EXPECT_EQ(page["rating"], expected) << filter;
    EXPECT_TRUE(page["rating"].contains("status")) << filter;
    // And the model's figures, the command's.
    list.erase("ratings");
    EXPECT_EQ(page["rating_model"], list) << filter;
    EXPECT_TRUE(page["rating_model"].contains("draw_rate")) << filter;
  }
}

TEST(Player, AnUnknownPlayerIsNotFoundAndANameIsNeeded) {
  const test::Answer unknown = samples_server().get("/api/player?name=Nobody");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.parsed(), (json{{"error", "no stored game of player 'Nobody'"}}));
  const test::Answer filtered = samples_server().get("/api/player?name=" + encoded("F. Gauthier") + "&since=2099");
  EXPECT_EQ(filtered.status, 404);
  EXPECT_EQ(filtered.parsed()["error"], "no game of player 'F. Gauthier' passes the filters");
  EXPECT_EQ(samples_server().get("/api/player").status, 400);
  EXPECT_EQ(samples_server().get("/api/player?name=").status, 400);
  EXPECT_EQ(samples_server().get("/api/player?name=a&name=b").status, 400);
}

TEST(Player, AHostileNameIsTextInTheAnswer) {
  const test::Answer a = test::hostile_server().get("/api/player?name=" + encoded(test::kImageLight));
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.parsed()["player"], test::kImageLight);
  EXPECT_EQ(a.parsed()["opponents"][0]["opponent"], "O'Brien & Sons");
  EXPECT_EQ(a.body.find('<'), std::string::npos);
}

}  // namespace
}  // namespace adomoc

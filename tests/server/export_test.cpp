// /api/export.adn: stored games as a canonical archive, the same bytes as
// `adomoc export`, which validate and import again.
#include <gtest/gtest.h>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::encoded;
using test::samples_server;

TEST(Export, EveryGameIsWhatExportWrites) {
  const test::Answer a = samples_server().get("/api/export.adn");
  EXPECT_EQ(a.status, 200);
  EXPECT_EQ(a.header("Content-Type"), "text/plain; charset=utf-8");
  EXPECT_EQ(a.header("Content-Disposition"), "attachment; filename=\"adomoc-games.adn\"");
  const test::Run cli = test::adomoc("export" + test::samples_db_option());
  ASSERT_EQ(cli.status, 0) << cli.err;
  EXPECT_EQ(a.body, cli.out);
}

TEST(Export, TheArchiveValidatesAndImportsAgain) {
  const test::Answer a = samples_server().get("/api/export.adn?variant=standard");
  ASSERT_EQ(a.status, 200);
  const std::string file = test::write_temp("exported.adn", a.body);
  const test::Run validated = test::adomoc("validate '" + file + "'");
  EXPECT_EQ(validated.status, 0) << validated.out;
  const std::string again = test::imported_database("again.db", {file});
  EXPECT_EQ(test::cli_json("games --db '" + again + "'").size(),
            test::cli_json("games" + test::samples_db_option() + " --variant standard").size());
}

TEST(Export, TheGamesAtAPositionAreThoseExploreLists) {
  const std::string moves = encoded("F^c3c6 F^h3h6");
  const test::json explore = samples_server().ask("/api/explore?limit=500&moves=" + moves);
  std::string ids;
  for (const test::json& row : explore["games"]["rows"]) ids += " --id " + std::to_string(row["id"].get<int>());
  ASSERT_FALSE(ids.empty());
  const test::Answer a = samples_server().get("/api/export.adn?moves=" + moves);
  EXPECT_EQ(a.status, 200);
  EXPECT_EQ(a.body, test::adomoc("export" + test::samples_db_option() + ids).out);
}

TEST(Export, ChosenIdsAndFilters) {
  const test::Answer a = samples_server().get("/api/export.adn?id=3&id=1&id=3");
  EXPECT_EQ(a.body, test::adomoc("export" + test::samples_db_option() + " --id 1 --id 3").out);
  const test::Answer filtered = samples_server().get("/api/export.adn?result=" + encoded("1/2-1/2"));
  EXPECT_EQ(filtered.body, test::adomoc("export" + test::samples_db_option() + " --result 1/2-1/2").out);
  EXPECT_FALSE(filtered.body.empty());
}

TEST(Export, NoGameAtThePositionIsAnEmptyArchive) {
  const test::Answer a = samples_server().get("/api/export.adn?player=Nobody&moves=" + encoded("F^c3c6"));
  EXPECT_EQ(a.status, 200);
  EXPECT_EQ(a.body, "");
}

TEST(Export, BadIdsAreRefused) {
  EXPECT_EQ(samples_server().get("/api/export.adn?id=999").status, 404);
  EXPECT_EQ(samples_server().get("/api/export.adn?id=-1").status, 400);
  EXPECT_EQ(samples_server().get("/api/export.adn?id=1&moves=" + encoded("F^c3c6")).status, 400);
}

}  // namespace
}  // namespace adomoc

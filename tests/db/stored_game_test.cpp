// Stored games rebuilt as archive games: tags, movetext, end markers, and
// what a damaged row gives.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "db/scratch_database.hpp"
#include "db/importer.hpp"
#include "db/schema.hpp"
#include "db/stored_game.hpp"
#include "parser/writer.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

class StoredGameTest : public ::testing::Test {
 protected:
  fs::path path = fs::temp_directory_path() / ("adomoc-stored-game-test-" + std::to_string(::getpid()) + ".db");
  std::unique_ptr<Database> db;

  void SetUp() override {
    remove();
    db = std::make_unique<Database>(path.string(), Database::Mode::create);
    migrate(*db);
  }
  void TearDown() override {
    db.reset();
    remove();
  }
  void remove() {
    test::remove_database(path.string());
  }
  void import(const std::string& text) {
    Importer importer(*db, {});
    std::istringstream in(text);
    importer.import(in, "test.adn");
    importer.finish();
    ASSERT_EQ(importer.summary().invalid, 0u);
  }
  std::string canonical_of(std::int64_t id) {
    const std::optional<parser::Game> game = load_game(*db, id);
    return game ? parser::canonical(*game) : "(no game)";
  }
};

TEST_F(StoredGameTest, TagsComeBackInTheCanonicalOrderThenTheOthersAsStored) {
  import("[Opening \"Twin feet\"]\n[Result \"*\"]\n[Dark \"B. \\\"Bee\\\" Roy\"]\n[Annotator \"x\"]\n"
         "[Event \"Cup\"]\n[Opening \"second, not stored\"]\n[Round \"2\"]\n\n1. F^c3c5 F^h3h5\n");
  EXPECT_EQ(canonical_of(1),
            "[Event \"Cup\"]\n[Round \"2\"]\n[Dark \"B. \\\"Bee\\\" Roy\"]\n[Variant \"Standard\"]\n"
            "[Result \"*\"]\n[Opening \"Twin feet\"]\n[Annotator \"x\"]\n\n1. F^c3c5 F^h3h5\n");
}

TEST_F(StoredGameTest, TheMovetextIsRenumberedWithItsCommentsAndEndsAsTheGameDid) {
  import("[Variant \"Infinite\"]\n\n1.F^c3c5 {a comment} 1... F^h3h5 ; more\n2. Fa3a5 _\n\n"
         "[Round \"centred\"]\n\n" +
         std::string("1. F^c3c6 F^h3h6 2. F^c6c8 F^h6h8 3. M^c2d3oc3 M^h2i3oh3 4. M^d3g6 M^i3b6 5. M^g6i8 M^b6d8 "
                     "6. Fc3d3 Fg3g4 7. S^c1c4 Fg4g5 8. S^c4f7 Fg5g6 9. S^f7f9*\n\n") +
         "[Round \"draw\"]\n\n1. F^c3c5 F^h3h5 --\n\n[Round \"forfeit at once\"]\n[Date \"2024.01.01\"]\n\n_\n\n"
         "[Round \"drawn at once\"]\n[Date \"2024.01.02\"]\n\n--\n\n[Round \"no moves\"]\n");
  EXPECT_EQ(canonical_of(1),
            "[Variant \"Infinite\"]\n[Result \"1-0\"]\n\n1. F^c3c5 {a comment} 1... F^h3h5 ; more\n2. Fa3a5_\n");
  EXPECT_NE(canonical_of(2).find("9. S^f7f9*\n"), std::string::npos) << canonical_of(2);
  EXPECT_EQ(canonical_of(3), "[Round \"draw\"]\n[Variant \"Standard\"]\n[Result \"1/2-1/2\"]\n\n1. F^c3c5 F^h3h5 --\n");
  EXPECT_EQ(canonical_of(4),
            "[Date \"2024.01.01\"]\n[Round \"forfeit at once\"]\n[Variant \"Standard\"]\n[Result \"0-1\"]\n\n1. _\n");
  EXPECT_EQ(canonical_of(5),
            "[Date \"2024.01.02\"]\n[Round \"drawn at once\"]\n[Variant \"Standard\"]\n[Result \"1/2-1/2\"]\n\n--\n");
  EXPECT_EQ(canonical_of(6), "[Round \"no moves\"]\n[Variant \"Standard\"]\n[Result \"*\"]\n");
}

TEST_F(StoredGameTest, NoGameOfThatId) {
  import("1. F^c3c5\n");
  EXPECT_FALSE(load_game(*db, 2).has_value());
  EXPECT_FALSE(load_game(*db, 0).has_value());
  const std::int64_t ids[] = {3, 1, -4};
  EXPECT_EQ(missing_games(*db, ids), (std::vector<std::int64_t>{3, -4}));
}

TEST_F(StoredGameTest, StoredGamesGoInIdOrderThroughTheFilterAndTheIds) {
  import("[Light \"A\"]\n\n1. F^c3c5\n\n[Light \"B\"]\n\n1. F^c3c6\n\n[Light \"A\"]\n\n1. F^c3c4\n");
  GameFilter only_a;
  only_a.light = "A";
  std::vector<std::int64_t> seen;
  parser::Game game;
  for (StoredGames games(*db, only_a); games.next(game);) seen.push_back(games.id());
  EXPECT_EQ(seen, (std::vector<std::int64_t>{1, 3}));
  seen.clear();
  const std::int64_t ids[] = {3, 2, 9, 2};
  for (StoredGames games(*db, GameFilter{}, ids); games.next(game);) seen.push_back(games.id());
  EXPECT_EQ(seen, (std::vector<std::int64_t>{2, 3}));
  seen.clear();
  for (StoredGames games(*db, only_a, ids); games.next(game);) seen.push_back(games.id());
  EXPECT_EQ(seen, (std::vector<std::int64_t>{3}));
}

TEST_F(StoredGameTest, ADamagedRowIsAnErrorNamingTheGame) {
  import("[Round \"1\"]\n\n1. F^c3c5 F^h3h5 --\n\n[Round \"2\"]\n\n1. F^c3c5 F^h3h6\n");
  db->exec("UPDATE games SET moves = X'FFFF' WHERE id = 1");
  db->exec("UPDATE games SET result = 0 WHERE id = 2");
  EXPECT_THROW(
      {
        try {
          load_game(*db, 1);
        } catch (const DamagedGameError& e) {
          EXPECT_STREQ(e.what(), "stored game 1 has moves that cannot be decoded");
          throw;
        }
      },
      DamagedGameError);
  EXPECT_THROW(
      {
        try {
          load_game(*db, 2);
        } catch (const DamagedGameError& e) {
          EXPECT_NE(std::string(e.what()).find("stored game 2 breaks the rules"), std::string::npos) << e.what();
          throw;
        }
      },
      DamagedGameError);
  db->exec("UPDATE games SET result = 3, termination = 1 WHERE id = 2");
  try {
    load_game(*db, 2);
    ADD_FAILURE() << "no error";
  } catch (const DamagedGameError& e) {
    EXPECT_STREQ(e.what(),
                 "stored game 2 is stored as * centred after 2 plies, but its moves give * unfinished after 2 plies");
  }
}

}  // namespace
}  // namespace adomoc::db

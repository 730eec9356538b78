// adomoc ratings and adomoc crosstable as a user runs them: the formats,
// the anchor, the picture, and the errors, on the hand-counted events of
// tests/db/crosstable_*.adn.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli/json_checker.hpp"
#include "cli/run.hpp"
#include "render/xml_doc.hpp"

namespace adomoc {
namespace {

using test::adomoc;

// A fresh database holding both events.
std::string events_db() {
  const std::string path = (test::scratch_dir() / "events.db").string();
  test::remove_database(path);
  const std::string data = std::string(ADOMOC_TEST_DATA) + "/db/";
  const auto run = adomoc("import --db '" + path + "' '" + data + "crosstable_round_robin.adn' '" + data +
                          "crosstable_swiss.adn'");
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find_first_of("\r\n")); }

TEST(RatingsCommand, TableListsRatedPlayersThenTheModel) {
  const auto run = adomoc("ratings --db '" + events_db() + "' --event club");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(first_line(run.out).substr(0, 30), "rank  player       rating  err");
  // Dan lost every game: no finite rating, listed apart.
  EXPECT_NE(run.out.find("Dan Gagnon"), std::string::npos);
  EXPECT_NE(run.out.find("one-sided"), std::string::npos);
  EXPECT_NE(run.out.find("3 players rated from 3 games, average 1500"), std::string::npos);
  EXPECT_NE(run.out.find("light advantage: "), std::string::npos);
}

TEST(RatingsCommand, NoMatchingGameSaysSo) {
  const auto run = adomoc("ratings --db '" + events_db() + "' --event club --since 2026");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("no decided or drawn game matches"), std::string::npos) << run.out;
}

TEST(RatingsCommand, CsvAndJsonHaveTheColumnsAndNoNotes) {
  const std::string db = events_db();
  const auto csv = adomoc("ratings --db '" + db + "' --format csv");
  ASSERT_EQ(csv.status, 0) << csv.err;
  EXPECT_EQ(first_line(csv.out), "rank,player,rating,error,games,points,score,performance,status,group");
  EXPECT_EQ(csv.out.find("light advantage"), std::string::npos);
  const auto json = adomoc("ratings --db '" + db + "' --format json");
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_TRUE(test::JsonChecker::is_json(json.out)) << json.out;
  // The model's figures first, as the text view's notes give them.
  const auto text = adomoc("ratings --db '" + db + "'");
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_TRUE(json.out.starts_with("{\"scale\":\"average 1500\",\"players\":")) << json.out;
  const std::size_t draws = text.out.find("draws: ");
  ASSERT_NE(draws, std::string::npos) << text.out;
  const std::string rate = text.out.substr(draws + 7, text.out.find('%', draws) - draws - 7);
  EXPECT_NE(json.out.find("\"draw_rate\":" + rate + ","), std::string::npos) << rate << "\n" << json.out;
  EXPECT_NE(json.out.find("\"light_advantage\":"), std::string::npos);
  EXPECT_NE(json.out.find(",\"ratings\":[\n {\"rank\":1,"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"player\":\"Ana Roy\",\"rating\":"), std::string::npos);
  // Players apart have no rating: null, not a number that means nothing.
  EXPECT_NE(json.out.find("\"player\":\"Dan Gagnon\",\"rating\":null,\"error\":null"), std::string::npos);
}

TEST(RatingsCommand, AnchorSetsThatPlayersRating) {
  const auto run = adomoc("ratings --db '" + events_db() + "' --event club --anchor 'Béa Côté=1800' --format csv");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find(",Béa Côté,1800.0,0.0,"), std::string::npos) << run.out;
}

TEST(RatingsCommand, AnchorErrorsAreUsageErrors) {
  const std::string db = events_db();
  const auto malformed = adomoc("ratings --db '" + db + "' --anchor 'Ana Roy'");
  EXPECT_EQ(malformed.status, 2);
  EXPECT_EQ(malformed.err, "adomoc ratings: --anchor: write NAME=RATING (e.g. 'A. Tremblay=1650'), not 'Ana Roy'\n");
  const auto not_a_number = adomoc("ratings --db '" + db + "' --anchor 'Ana Roy=strong'");
  EXPECT_EQ(not_a_number.status, 2);
  const auto unrated = adomoc("ratings --db '" + db + "' --event club --anchor 'Dan Gagnon=1500'");
  EXPECT_EQ(unrated.status, 2);
  EXPECT_EQ(unrated.err, "adomoc ratings: --anchor: 'Dan Gagnon' has no rating (one-sided): anchor a rated player\n");
  EXPECT_TRUE(unrated.out.empty());
}

TEST(CrosstableCommand, ChoosesGridForARoundRobinAndSwissOtherwise) {
  const std::string db = events_db();
  const auto grid = adomoc("crosstable --db '" + db + "' --event 'club round robin'");
  ASSERT_EQ(grid.status, 0) << grid.err;
  EXPECT_EQ(first_line(grid.out), "rank  player       1  2  3  4  points  sb");
  const auto swiss = adomoc("crosstable --db '" + db + "' --event swiss --format csv");
  ASSERT_EQ(swiss.status, 0) << swiss.err;
  EXPECT_EQ(first_line(swiss.out), "rank,player,points,sb,r1,r2,r3");
  EXPECT_NE(swiss.out.find("1,A. Ouellet,2.5,4.25,3L+,2D=,4L+\r\n"), std::string::npos) << swiss.out;
  const auto forced = adomoc("crosstable --db '" + db + "' --event swiss --layout grid --format json");
  ASSERT_EQ(forced.status, 0) << forced.err;
  EXPECT_TRUE(test::JsonChecker::is_json(forced.out));
  EXPECT_NE(forced.out.find("\"6\":"), std::string::npos);
}

TEST(CrosstableCommand, SvgPictureHasEveryRowAndResult) {
  const std::string svg = (test::scratch_dir() / "swiss.svg").string();
  const auto run = adomoc("crosstable --db '" + events_db() + "' --event swiss --svg '" + svg + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  const test::XmlDoc doc = test::XmlDoc::parse_xml(test::slurp(svg));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[@class='crosstable-row']"), 6u);
  EXPECT_EQ(doc.count("//*[@class='crosstable-row' and @data-rank='1' and @data-player='A. Ouellet']"), 1u);
  // 6 decided games and 3 draws, each seen from both players' rows.
  EXPECT_EQ(doc.count("//*[@class='result' and @data-result='win']"), 6u);
  EXPECT_EQ(doc.count("//*[@class='result' and @data-result='loss']"), 6u);
  EXPECT_EQ(doc.count("//*[@class='result' and @data-result='draw']"), 6u);
}

TEST(CrosstableCommand, EventIsRequiredAndMustNameOne) {
  const std::string db = events_db();
  const auto missing = adomoc("crosstable --db '" + db + "'");
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "adomoc crosstable: --event NAME is required: the event to lay out\n");
  const auto unknown = adomoc("crosstable --db '" + db + "' --event Autumn");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_EQ(unknown.err, "adomoc crosstable: --event: no event's name contains 'Autumn'\n");
}

}  // namespace
}  // namespace adomoc

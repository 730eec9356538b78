// The report library: tables as JSON, JSON safe to embed, the filters and
// the lines of moves read from words.
#include <gtest/gtest.h>

#include <sstream>

#include "report/filter_words.hpp"
#include "report/json_text.hpp"
#include "report/move_line.hpp"
#include "report/table_json.hpp"
#include "validator/notation.hpp"

namespace adomoc {
namespace {

using report::Json;

TEST(TableJson, CellsKeepTheirKindAndMeasuresHaveOneDecimal) {
  EXPECT_EQ(report::json_text(report::cell_json(db::Cell{std::int64_t{7}})), "7");
  EXPECT_EQ(report::json_text(report::cell_json(db::Cell{41.666666})), "41.7");
  EXPECT_EQ(report::json_text(report::cell_json(db::Cell{100.0})), "100.0");
  EXPECT_EQ(report::json_text(report::cell_json(db::Cell{std::string("F^c3c6")})), "\"F^c3c6\"");
  EXPECT_EQ(report::json_text(report::cell_json(db::Cell{})), "null");
  EXPECT_EQ(report::json_text(report::cell_json(db::Cell{std::nan("")})), "null");
}

TEST(TableJson, RowsAreObjectsKeyedByColumnInColumnOrder) {
  const db::Table t{{"move", "games", "light_score"}, {{std::string("Fa3a7"), std::int64_t{2}, 75.0}}, {"a note"}};
  EXPECT_EQ(report::json_text(report::table_json(t)), "[{\"move\":\"Fa3a7\",\"games\":2,\"light_score\":75.0}]");
  std::ostringstream out;
  report::write_table_json(out, t);
  EXPECT_EQ(out.str(), "[\n {\"move\":\"Fa3a7\",\"games\":2,\"light_score\":75.0}\n]\n");
  std::ostringstream empty;
  report::write_table_json(empty, db::Table{{"id"}, {}, {}});
  EXPECT_EQ(empty.str(), "[]\n");
}

TEST(JsonText, MarkupAndLineSeparatorsAreEscaped) {
  const Json value = {{"event", "</script><b>&\xE2\x80\xA8\xE2\x80\xA9"}};
  EXPECT_EQ(report::json_text(value), "{\"event\":\"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\\u2028\\u2029\"}");
  EXPECT_EQ(Json::parse(report::json_text(value)), value);
}

TEST(JsonText, BrokenUtf8BecomesTheReplacementCharacter) {
  const Json value = std::string("a\xFF" "b");
  EXPECT_EQ(report::json_text(value), "\"a\xEF\xBF\xBD" "b\"");
}

TEST(FilterWords, EachFilterIsReadAsTheCommandLineReadsIt) {
  report::FilterWords w;
  w.player = "Ann";
  w.variant = "Altogether";
  w.result = "1/2-1/2";
  w.termination = "centred";
  w.since = "2024";
  auto f = report::parse_filter(w, "--");
  ASSERT_TRUE(f) << f.error();
  EXPECT_EQ(f->player, "Ann");
  EXPECT_EQ(f->variant, 2);
  EXPECT_EQ(f->result, 2);
  EXPECT_EQ(f->termination, 1);
  EXPECT_TRUE(f->since.has_value());
  EXPECT_FALSE(f->light.has_value());
}

TEST(FilterWords, MessagesNameTheFilterWithTheCallersPrefix) {
  report::FilterWords w;
  w.variant = "chess";
  EXPECT_EQ(report::parse_filter(w, "--").error(),
            "--variant: unknown variant 'chess': expected standard, infinite or altogether");
  EXPECT_EQ(report::parse_filter(w, "").error().rfind("variant: unknown variant 'chess'", 0), 0u);
  report::FilterWords d;
  d.until = "soon";
  EXPECT_EQ(report::parse_filter(d, "").error().rfind("until: ", 0), 0u);
}

TEST(FilterWords, TheNamesListEveryField) {
  report::FilterWords w;
  for (const auto& [name, field] : report::kFilterNames) w.*field = std::string(name);
  EXPECT_EQ(w.player, "player");
  EXPECT_EQ(w.event, "event");
  EXPECT_EQ(w.until, "until");
}

TEST(MoveLine, MovesAreReadWithOrWithoutRoundNumbers) {
  const Position start = Position::initial();
  auto plain = report::read_move_line("F^c3c6 F^h3h6  Fa3a7", start, true, "moves");
  auto numbered = report::read_move_line("1. F^c3c6 F^h3h6 2.Fa3a7", start, true, "moves");
  ASSERT_TRUE(plain) << plain.error();
  ASSERT_TRUE(numbered) << numbered.error();
  EXPECT_EQ(plain->texts, (std::vector<std::string>{"F^c3c6", "F^h3h6", "Fa3a7"}));
  EXPECT_EQ(numbered->texts, plain->texts);
  EXPECT_EQ(position_text(plain->end), position_text(numbered->end));
  EXPECT_EQ(plain->prefix().moves.size(), 6u);  // two bytes a move, from the initial position
}

TEST(MoveLine, AnIllegalMoveIsNamedByItsPlaceAndTheRuleItBreaks) {
  auto line = report::read_move_line("F^c3c6 F^c6c8", Position::initial(), true, "moves");
  ASSERT_FALSE(line);
  EXPECT_EQ(line.error(),
            "moves, character 8: ply 2: F^c6c8: the light prime foot on c6 is light's, but it is dark's turn "
            "[side-to-move]");
}

TEST(MoveLine, AMisspeltMoveIsNamedByWhatItsNotationLacks) {
  auto line = report::read_move_line("1. F^c3c6 Fzz", Position::initial(), true, "moves");
  ASSERT_FALSE(line);
  EXPECT_EQ(line.error(), "moves, character 11: ply 2: Fzz: expected a space such as c3 after 'F'");
}

TEST(MoveLine, PliesCountFromAPositionWithDarkToMove) {
  Position start = Position::initial();
  start.make(*find_move(start, "F^c3c6"));
  auto line = report::read_move_line("F^h3h6 F^h6h9", start, false, "moves");
  ASSERT_FALSE(line);
  EXPECT_EQ(line.error().substr(0, 40), "moves, character 8: ply 3: F^h6h9: the d");
}

TEST(MoveLine, ALineFromAnotherPositionGivesOnlyItsPosition) {
  Position start = Position::initial();
  start.make(*find_move(start, "F^c3c6"));
  auto line = report::read_move_line("F^h3h6", start, false, "moves");
  ASSERT_TRUE(line) << line.error();
  EXPECT_TRUE(line->prefix().moves.empty());
  EXPECT_EQ(line->prefix().position, line->end);
}

TEST(MoveLine, TooManyMovesAreRefusedBeforeAnyIsPlayed) {
  std::string words;
  for (std::size_t i = 0; i <= report::kMaxLineMoves; ++i) words += "x ";
  auto line = report::read_move_line(words, Position::initial(), true, "moves");
  ASSERT_FALSE(line);
  EXPECT_EQ(line.error(), "moves: 2001 moves; at most 2000 are taken");
}

}  // namespace
}  // namespace adomoc

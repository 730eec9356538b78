// The canonical form: NOTATION.md section 4.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

MoveToken move(PieceLetter piece, bool prime, SpaceText from, SpaceText to) {
  MoveToken m;
  m.piece = piece;
  m.prime = prime;
  m.from = from;
  m.to = to;
  return m;
}

// The canonical text of the games written in `text`.
std::string rewritten(const std::string& text) {
  const ParsedArchive archive = parse_string(text);
  EXPECT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  return testing::canonical_archive(archive.games);
}

TEST(MoveText, WritesEveryPart) {
  EXPECT_EQ(move_text(move(PieceLetter::foot, true, {2, 3}, {2, 5})), "F^c3c5");
  EXPECT_EQ(move_text(move(PieceLetter::moon, false, {1, 2}, {3, 4})), "Mb2d4");
  MoveToken originate = move(PieceLetter::sun, false, {0, 1}, {0, 4});
  originate.marker = Marker::originate;
  originate.origin = {5, 2};
  EXPECT_EQ(move_text(originate), "Sa1a4of2");
  MoveToken consume = move(PieceLetter::foot, true, {2, 3}, {2, 5});
  consume.marker = Marker::consume;
  EXPECT_EQ(move_text(consume), "F^c3c5x");
  MoveToken forfeit = move(PieceLetter::moon, false, {1, 2}, {3, 4});
  forfeit.ending = Ending::forfeit;
  EXPECT_EQ(move_text(forfeit), "Mb2d4_");
}

TEST(MoveText, SpellsTheCentreWithTheColumnArrivedAlong) {
  MoveToken centring = move(PieceLetter::sun, true, {2, 7}, {4, 9});
  centring.ending = Ending::centred;
  EXPECT_EQ(move_text(centring), "S^c7c9*");
}

TEST(MoveText, WritesPrimesAsTheTokenSays) {
  EXPECT_EQ(move_text(move(PieceLetter::sun, false, {9, 8}, {9, 9})), "Sj8j9");
}

TEST(Canonical, OrdersKnownTagsFirstAndKeepsTheFirstOfEachName) {
  Game game;
  game.tags = {{"Annotator", "x", {}}, {"Result", "1-0", {}}, {"Event", "first", {}},
               {"Event", "second", {}}, {"Annotator", "y", {}}, {"Light", "A", {}}};
  EXPECT_EQ(canonical(game), "[Event \"first\"]\n[Light \"A\"]\n[Result \"1-0\"]\n[Annotator \"x\"]\n");
}

TEST(Canonical, EscapesTagValues) {
  Game game;
  game.tags = {{"Event", "a \"b\" c\\d", {}}};
  EXPECT_EQ(canonical(game), "[Event \"a \\\"b\\\" c\\\\d\"]\n");
}

TEST(Canonical, TurnsLineEndsInTagValuesIntoSpaces) {
  Game game;
  game.tags = {{"Event", "two\nlines\r", {}}};
  EXPECT_EQ(canonical(game), "[Event \"two lines \"]\n");
}

TEST(Canonical, PutsABlankLineBetweenTagsAndMovetext) {
  EXPECT_EQ(rewritten("[Event \"x\"]\n1. F^c3c5"), "[Event \"x\"]\n\n1. F^c3c5\n");
  EXPECT_EQ(rewritten("1. F^c3c5"), "1. F^c3c5\n");
  EXPECT_EQ(rewritten("[Event \"x\"]"), "[Event \"x\"]\n");
}

TEST(Canonical, WritesNothingForAGameWithNothingToWrite) {
  EXPECT_EQ(canonical(Game{}), "");
  Game only_numbers;
  only_numbers.movetext.emplace_back(RoundNumber{1, false, {}});
  EXPECT_EQ(canonical(only_numbers), "");
}

TEST(Canonical, NumbersRoundsAnew) {
  EXPECT_EQ(rewritten("5. F^c3c5 9... F^h3h5 1. Mb2d4 Sg1g4of2 F^c5c6"),
            "1. F^c3c5 F^h3h5 2. Mb2d4 Sg1g4of2 3. F^c5c6\n");
}

TEST(Canonical, NumbersADarkMoveRightAfterAComment) {
  EXPECT_EQ(rewritten("1. F^c3c5 {hm} F^h3h5 2. Mb2d4 ; ok\nSg1g4of2"),
            "1. F^c3c5 {hm} 1... F^h3h5 2. Mb2d4 ; ok\n2... Sg1g4of2\n");
}

TEST(Canonical, CollapsesWhiteSpaceInBraceComments) {
  EXPECT_EQ(rewritten("{  a\t b \n\n c  } {} {   }"), "");  // comments alone are no game
  EXPECT_EQ(rewritten("1. F^c3c5 {  a\t b \n\n c  } {} {   }"), "1. F^c3c5 {a b c} {} {}\n");
}

TEST(Canonical, KeepsLineCommentsButTheirTrailingWhiteSpace) {
  EXPECT_EQ(rewritten("1. F^c3c5 ;  two  spaces \t\nF^h3h5"), "1. F^c3c5 ;  two  spaces\n1... F^h3h5\n");
}

TEST(Canonical, EndsTheGameWithAForfeitOnItsLastMove) {
  EXPECT_EQ(rewritten("1. F^c3c5 F^h3h5 _"), "1. F^c3c5 F^h3h5_\n");
  EXPECT_EQ(rewritten("1. F^c3c5 F^h3h5 {lost on time} 2. _"), "1. F^c3c5 F^h3h5_ {lost on time}\n");
  EXPECT_EQ(rewritten("_"), "1. _\n");
  EXPECT_EQ(rewritten("1. _"), "1. _\n");
  EXPECT_EQ(rewritten("1. F^c3c5 -- "), "1. F^c3c5 --\n");
}

TEST(Canonical, BreaksLinesAtSeventyNineCharacters) {
  std::string moves;
  for (int i = 1; i <= 40; ++i) moves += std::to_string(i) + ". F^c3c5 F^h3h5 {a comment of several words} ";
  const std::string text = rewritten(moves);
  std::istringstream lines(text);
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    EXPECT_LE(line.size(), 79u) << line;
    EXPECT_NE(line.back(), ' ') << line;
    ++count;
  }
  EXPECT_GT(count, 20);
  // A comment broken across lines reads back the same.
  EXPECT_EQ(rewritten(text), text);
}

TEST(Canonical, GivesAWordLongerThanALineALineOfItsOwn) {
  const std::string word(100, 'x');
  EXPECT_EQ(rewritten("1. F^c3c5 {" + word + "} F^h3h5"), "1. F^c3c5\n{" + word + "}\n1... F^h3h5\n");
}

TEST(ArchiveWriter, PutsOneBlankLineBetweenGamesAndNoneAtTheEnd) {
  Game tagged;
  tagged.tags = {{"Event", "x", {}}};
  Game moves;
  moves.movetext.emplace_back(move(PieceLetter::foot, true, {2, 3}, {2, 5}));
  std::ostringstream out;
  ArchiveWriter writer(out);
  writer.write(tagged);
  writer.write(Game{});  // no text: left out, with no blank line for it
  writer.write(moves);
  writer.write(tagged);
  EXPECT_EQ(out.str(), "[Event \"x\"]\n\n1. F^c3c5\n\n[Event \"x\"]\n");
}

TEST(ArchiveWriter, TagOnlyGamesReadBackAsTheSameGames) {
  const std::string text = "[Event \"a\"]\n\n[Event \"b\"]\n\n1. F^c3c5\n\n[Event \"c\"]\n";
  EXPECT_EQ(rewritten(text), text);
}

TEST(WriteCanonical, WritesToAStream) {
  std::ostringstream out;
  Game game;
  game.tags = {{"Event", "x", {}}};
  write_canonical(out, game);
  EXPECT_EQ(out.str(), canonical(game));
}

}  // namespace
}  // namespace adomoc::parser

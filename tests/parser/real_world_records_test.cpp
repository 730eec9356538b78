// What hand-typed archives hold and the reader must take as a player means
// it (NOTATION.md 3): comments between tag lines, chess-style results and
// lowercase piece letters (read for the validator to judge), and the ply
// of a syntax error.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

template <typename T>
const T& element(const Game& game, std::size_t index) {
  return std::get<T>(game.movetext.at(index));
}

// parse_string, after checking that every buffer size from 1 byte up reads
// the same games and errors: tag blocks with comments are where a chunk
// boundary could be taken for the end of a game.
ParsedArchive read_every_way(const std::string& text) {
  const ParsedArchive whole = parse_string(text, "records.adn");
  for (std::size_t buffer_bytes = 1; buffer_bytes <= 64; ++buffer_bytes)
    testing::expect_same_archive(testing::read_streaming(text, "records.adn", buffer_bytes), whole,
                                 "buffer of " + std::to_string(buffer_bytes) + " bytes");
  return whole;
}

// ---- Comments in a tag block ------------------------------------------------

TEST(TagBlockComments, CommentBetweenTwoTagLinesKeepsOneGame) {
  const ParsedArchive archive =
      read_every_way("[Event \"Club\"]\n{played indoors}\n[Site \"Montreal\"]\n\n1. F^c3c5 F^h3h5\n");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  ASSERT_EQ(archive.games.size(), 1u);
  const Game& game = archive.games[0];
  ASSERT_EQ(game.tags.size(), 2u);
  EXPECT_EQ(game.tags[1].name, "Site");
  EXPECT_EQ(element<Comment>(game, 0).text, "played indoors");
  EXPECT_EQ(element<Comment>(game, 0).pos, (SourcePos{15, 2, 1}));
  EXPECT_EQ(element<MoveToken>(game, 2).to, (SpaceText{2, 5}));
}

TEST(TagBlockComments, LineCommentsAndSeveralCommentLines) {
  const ParsedArchive archive = read_every_way(
      "[Event \"Club\"]\n; first\n  {second} {third}\n[Site \"Montreal\"]\n; after the tags\n[Round \"2\"]\n1. F^c3c5\n");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  ASSERT_EQ(archive.games.size(), 1u);
  const Game& game = archive.games[0];
  EXPECT_EQ(game.tags.size(), 3u);
  EXPECT_EQ(element<Comment>(game, 0).text, " first");
  EXPECT_EQ(element<Comment>(game, 2).text, "third");
  EXPECT_EQ(element<Comment>(game, 3).text, " after the tags");
  EXPECT_TRUE(std::holds_alternative<RoundNumber>(game.movetext.at(4)));
}

TEST(TagBlockComments, CanonicalFormWritesThemAfterTheTagsAndIsByteStable) {
  const ParsedArchive archive =
      read_every_way("[Site \"Montreal\"]\n{ played   indoors }\n[Event \"Club\"]\n; note\n1. F^c3c5\n");
  ASSERT_EQ(archive.games.size(), 1u);
  const std::string text = canonical(archive.games[0]);
  EXPECT_EQ(text, "[Event \"Club\"]\n[Site \"Montreal\"]\n\n{played indoors} ; note\n1. F^c3c5\n");
  const ParsedArchive again = read_every_way(text);
  ASSERT_EQ(again.games.size(), 1u);
  EXPECT_EQ(canonical(again.games[0]), text);
}

TEST(TagBlockComments, TagOnlyGameWithACommentReadsBackAsOneGame) {
  const ParsedArchive archive = read_every_way("[Event \"A\"]\n; adjourned\n[Site \"B\"]\n\n[Event \"C\"]\n");
  ASSERT_EQ(archive.games.size(), 2u);
  const std::string text = testing::canonical_archive(archive.games);
  EXPECT_EQ(text, "[Event \"A\"]\n[Site \"B\"]\n\n; adjourned\n\n[Event \"C\"]\n");
  EXPECT_EQ(testing::canonical_archive(read_every_way(text).games), text);
}

TEST(TagBlockComments, ABlankLineStillEndsTheBlock) {
  const ParsedArchive archive = read_every_way("[Event \"A\"]\n{c}\n\n[Event \"B\"]\n\n1. F^c3c5\n");
  ASSERT_EQ(archive.games.size(), 2u);
  EXPECT_EQ(element<Comment>(archive.games[0], 0).text, "c");
  EXPECT_EQ(archive.games[1].tags.at(0).value, "B");
}

TEST(TagBlockComments, CommentBeforeTheMovesOnTheirLine) {
  const ParsedArchive archive = read_every_way("[Event \"A\"]\n{c} 1. F^c3c5\n[Event \"B\"]\n");
  ASSERT_EQ(archive.games.size(), 2u);
  EXPECT_EQ(archive.games[0].movetext.size(), 3u);
}

TEST(TagBlockComments, CommentsBeforeTheFirstTagLineStillBelongToNoGame) {
  const ParsedArchive archive = read_every_way("; club archive\n[Event \"A\"]\n; the game's\n[Site \"B\"]\n1. F^c3c5\n");
  ASSERT_EQ(archive.games.size(), 1u);
  EXPECT_EQ(archive.games[0].tags.size(), 2u);
  EXPECT_EQ(element<Comment>(archive.games[0], 0).text, " the game's");
  EXPECT_EQ(archive.games[0].start.line, 2u);
}

TEST(TagBlockComments, TagPairAfterACommentOnItsLineIsStillAnError) {
  const ParsedArchive archive = read_every_way("[Event \"A\"]\n{c} [Site \"B\"]\n1. F^c3c5\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].message, "a tag pair must start a line of its own");
  EXPECT_EQ(archive.errors[0].pos, (SourcePos{16, 2, 5}));
}

TEST(TagBlockComments, ABrokenTagBlockKeepsItsCommentLines) {
  const ParsedArchive archive =
      read_every_way("[Event \"A]\n{c}\n; d\n[Site \"B\"]\n1. F^c3c5\n[Event \"C\"]\n1. Mb2d4\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  ASSERT_EQ(archive.games.size(), 1u);
  EXPECT_EQ(archive.games[0].tags.at(0).value, "C");
}

TEST(TagBlockComments, UnterminatedCommentBetweenTagLinesIsReportedAtItsBrace) {
  const ParsedArchive archive = read_every_way("[Event \"A\"]\n  {no end\n[Site \"B\"]\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].pos, (SourcePos{14, 2, 3}));
  EXPECT_EQ(archive.errors[0].message, "unterminated comment: '{' at line 2 has no closing '}'");
}

// ---- Tokens read for the validator to judge ---------------------------------

TEST(ResultTokens, EachIsAnElementWithItsPlace) {
  const ParsedArchive archive = read_every_way("1. F^c3c5 1-0 0-1 1/2-1/2 * {end}\n");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  const Game& game = archive.games.at(0);
  EXPECT_EQ(element<ResultToken>(game, 2).result, WrittenResult::light_wins);
  EXPECT_EQ(element<ResultToken>(game, 2).pos, (SourcePos{10, 1, 11}));
  EXPECT_EQ(element<ResultToken>(game, 3).result, WrittenResult::dark_wins);
  EXPECT_EQ(element<ResultToken>(game, 4).result, WrittenResult::draw);
  EXPECT_EQ(element<ResultToken>(game, 5).result, WrittenResult::unfinished);
  EXPECT_EQ(canonical(game), "1. F^c3c5 1-0 0-1 1/2-1/2 * {end}\n");
}

TEST(ResultTokens, AloneTheyAreAGameWithoutTags) {
  const ParsedArchive archive = read_every_way("*\n");
  ASSERT_EQ(archive.games.size(), 1u);
  EXPECT_EQ(element<ResultToken>(archive.games[0], 0).result, WrittenResult::unfinished);
}

TEST(ResultTokens, SomethingGluedToOneIsAnError) {
  const ParsedArchive archive = read_every_way("1. F^c3c5 0-1q\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].message, "unexpected 'q' after the result 0-1");
}

TEST(ResultTokens, RoundNumbersStartingLikeThemAreStillRoundNumbers) {
  const ParsedArchive archive = read_every_way("10. F^c3c5 0... F^h3h5 1.Fa3a4\n");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  EXPECT_EQ(element<RoundNumber>(archive.games.at(0), 0).number, 10u);
  EXPECT_EQ(element<RoundNumber>(archive.games.at(0), 2).number, 0u);
}

TEST(LowercasePieceLetter, IsReadAsAMoveMarkedLowercase) {
  const ParsedArchive archive = read_every_way("1. f^h3h6 Mb2d4 2. s^a1a4of2* m^c2d3x\n");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  const Game& game = archive.games.at(0);
  const MoveToken& foot = element<MoveToken>(game, 1);
  EXPECT_TRUE(foot.lowercase);
  EXPECT_EQ(foot.piece, PieceLetter::foot);
  EXPECT_TRUE(foot.prime);
  EXPECT_EQ(foot.length, 6u);
  EXPECT_FALSE(element<MoveToken>(game, 2).lowercase);
  const MoveToken& sun = element<MoveToken>(game, 4);
  EXPECT_TRUE(sun.lowercase);
  EXPECT_EQ(sun.piece, PieceLetter::sun);
  EXPECT_EQ(sun.marker, Marker::originate);
  EXPECT_EQ(sun.ending, Ending::centred);
  EXPECT_EQ(element<MoveToken>(game, 5).piece, PieceLetter::moon);
  EXPECT_EQ(canonical(game), "1. f^h3h6 Mb2d4 2. s^a1a4of2* m^c2d3x\n");
}

TEST(LowercasePieceLetter, AWordThatIsNoMoveIsStillAnError) {
  const ParsedArchive archive = read_every_way("1. so\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].message, "expected a space such as c3 after 's'");
}

// ---- The ply of a syntax error ----------------------------------------------

TEST(SyntaxErrorPly, IsTheMovesReadBeforeItPlusOne) {
  // Long enough that the movetext shortcut takes the moves before the error.
  std::string moves;
  for (int round = 1; round <= 12; ++round) moves += std::to_string(round) + ". Fa3a4 Fg3g4 ";
  const ParsedArchive archive = read_every_way("[Event \"x\"]\n\n" + moves + "13. Mb2d4q\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].ply, 25u);
}

TEST(SyntaxErrorPly, BeforeTheFirstMoveIsOne) {
  const ParsedArchive archive = read_every_way("[Event \"x\"]\n\n{bad \xFF}\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].ply, 1u);
  EXPECT_EQ(read_every_way("1. F^c3c5 F^h3h5 2.. Fa3a4\n").errors.at(0).ply, 3u);
  EXPECT_EQ(read_every_way("Q\n").errors.at(0).ply, 1u);
}

TEST(SyntaxErrorPly, InATagLineIsZero) {
  const ParsedArchive archive = read_every_way("[Event \"x\"]\n[Site \"y]\n\n1. F^c3c5\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].ply, 0u);
}

TEST(SyntaxErrorPly, ALoneForfeitIsNoMove) {
  const ParsedArchive archive = read_every_way("1. F^c3c5 _ Q\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].ply, 2u);
}

}  // namespace
}  // namespace adomoc::parser

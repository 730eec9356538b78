// ArchiveReader and parse_string: what is read, where it is, and how
// reading goes on after an error.
#include <gtest/gtest.h>

#include <sstream>
#include <streambuf>
#include <string>
#include <variant>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

using Status = ArchiveReader::Status;

SourcePos at(std::uint64_t offset, std::uint32_t line, std::uint32_t column) { return {offset, line, column}; }

template <typename T>
const T& element(const Game& game, std::size_t index) {
  return std::get<T>(game.movetext.at(index));
}

TEST(Reader, ReadsTagsAndMovetextWithTheirPlaces) {
  const std::string text = "[Event \"Club\"]\n[Site \"Here\"]\n\n1. F^c3c5 {good} F^h3h5\n";
  const ParsedArchive archive = parse_string(text);
  ASSERT_TRUE(archive.errors.empty());
  ASSERT_EQ(archive.games.size(), 1u);
  const Game& game = archive.games[0];
  ASSERT_EQ(game.tags.size(), 2u);
  EXPECT_EQ(game.tags[0], (Tag{"Event", "Club", at(0, 1, 1)}));
  EXPECT_EQ(game.tags[1], (Tag{"Site", "Here", at(15, 2, 1)}));
  ASSERT_EQ(game.movetext.size(), 4u);
  EXPECT_EQ(element<RoundNumber>(game, 0), (RoundNumber{1, false, at(30, 4, 1)}));
  const MoveToken& first = element<MoveToken>(game, 1);
  EXPECT_EQ(first.pos, at(33, 4, 4));
  EXPECT_EQ(first.length, 6);
  EXPECT_EQ(element<Comment>(game, 2), (Comment{"good", false, at(40, 4, 11)}));
  EXPECT_EQ(element<MoveToken>(game, 3).pos, at(47, 4, 18));
  EXPECT_EQ(game.start, at(0, 1, 1));
  EXPECT_EQ(game.end_offset, text.size() - 1);  // the line feed after the last move is not the game's
}

TEST(Reader, DecodesEveryPartOfAMove) {
  const ParsedArchive archive = parse_string("F^c3c5 Mb2d4 Sa1a4of2 F^c3c5x S^c7e9* Mj9a1_ Fa1b2x*");
  ASSERT_TRUE(archive.errors.empty());
  const Game& game = archive.games.at(0);
  const auto move = [&](std::size_t i) { return element<MoveToken>(game, i); };
  EXPECT_EQ(move(0).piece, PieceLetter::foot);
  EXPECT_TRUE(move(0).prime);
  EXPECT_EQ(move(0).from, (SpaceText{2, 3}));
  EXPECT_EQ(move(0).to, (SpaceText{2, 5}));
  EXPECT_EQ(move(0).marker, Marker::none);
  EXPECT_EQ(move(0).ending, Ending::none);
  EXPECT_EQ(move(1).piece, PieceLetter::moon);
  EXPECT_FALSE(move(1).prime);
  EXPECT_EQ(move(2).piece, PieceLetter::sun);
  EXPECT_EQ(move(2).marker, Marker::originate);
  EXPECT_EQ(move(2).origin, (SpaceText{5, 2}));
  EXPECT_EQ(move(2).length, 8);
  EXPECT_EQ(move(3).marker, Marker::consume);
  EXPECT_EQ(move(4).to, (SpaceText{4, 9}));  // as written: the writer respells the centre
  EXPECT_EQ(move(4).ending, Ending::centred);
  EXPECT_EQ(move(5).from, (SpaceText{9, 9}));
  EXPECT_EQ(move(5).ending, Ending::forfeit);
  EXPECT_EQ(move(6).marker, Marker::consume);
  EXPECT_EQ(move(6).ending, Ending::centred);
  EXPECT_EQ(move(6).length, 7);
}

TEST(Reader, ReadsRoundNumbersWithoutCheckingThem) {
  const ParsedArchive archive = parse_string("1.F^c3c5 1...F^h3h5 0. 7... 4294967295.");
  ASSERT_TRUE(archive.errors.empty());
  const Game& game = archive.games.at(0);
  EXPECT_EQ(element<RoundNumber>(game, 0), (RoundNumber{1, false, at(0, 1, 1)}));
  EXPECT_EQ(element<MoveToken>(game, 1).pos, at(2, 1, 3));
  EXPECT_EQ(element<RoundNumber>(game, 2), (RoundNumber{1, true, at(9, 1, 10)}));
  EXPECT_EQ(element<RoundNumber>(game, 4).number, 0u);
  EXPECT_EQ(element<RoundNumber>(game, 5), (RoundNumber{7, true, at(23, 1, 24)}));
  EXPECT_EQ(element<RoundNumber>(game, 6).number, 4294967295u);
}

TEST(Reader, RoundNumberBeyond32BitsIsAnError) {
  const ParsedArchive archive = parse_string("1. F^c3c5 4294967296. F^h3h5");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].message, "round number too large");
  EXPECT_EQ(archive.errors[0].pos, at(10, 1, 11));
  EXPECT_TRUE(archive.games.empty());
}

TEST(Reader, ReadsLoneMarkersAndComments) {
  const ParsedArchive archive = parse_string("_ -- ; rest of line\r\n{ many\nlines }");
  ASSERT_TRUE(archive.errors.empty());
  const Game& game = archive.games.at(0);
  EXPECT_EQ(element<LoneForfeit>(game, 0).pos, at(0, 1, 1));
  EXPECT_EQ(element<DrawMarker>(game, 1).pos, at(2, 1, 3));
  EXPECT_EQ(element<Comment>(game, 2), (Comment{" rest of line", true, at(5, 1, 6)}));  // no CR
  EXPECT_EQ(element<Comment>(game, 3), (Comment{" many\nlines ", false, at(21, 2, 1)}));
  EXPECT_EQ(game.end_offset, 35u);
}

TEST(Reader, EndOfALineCommentIsBeforeItsLineEnd) {
  const ParsedArchive archive = parse_string("1. F^c3c5 ; note\r\n");
  EXPECT_EQ(archive.games.at(0).end_offset, 16u);
}

TEST(Reader, UnescapesTagValues) {
  const ParsedArchive archive = parse_string("[A \"say \\\"hi\\\" \\\\o/\"]\n[B \"\"]\n[C \"\\\\\"]\n");
  ASSERT_TRUE(archive.errors.empty());
  const Game& game = archive.games.at(0);
  EXPECT_EQ(game.tags.at(0).value, "say \"hi\" \\o/");
  EXPECT_EQ(game.tags.at(1).value, "");
  EXPECT_EQ(game.tags.at(2).value, "\\");
  EXPECT_EQ(game.end_offset, 37u);  // one past the last ']'
}

TEST(Reader, KeepsDuplicateTagsInOrderAndTheFirstCounts) {
  const ParsedArchive archive = parse_string("[Event \"one\"]\n[Event \"two\"]\n");
  const Game& game = archive.games.at(0);
  ASSERT_EQ(game.tags.size(), 2u);
  EXPECT_EQ(game.find_tag("Event")->value, "one");
  EXPECT_EQ(game.tags[1].value, "two");
}

TEST(Reader, ByteOrderMarkIsSkippedAndColumnsCountFromAfterIt) {
  const ParsedArchive good = parse_string("\xEF\xBB\xBF[Event \"x\"]\n");
  EXPECT_EQ(good.games.at(0).start, at(3, 1, 1));
  EXPECT_EQ(good.games.at(0).tags.at(0).pos, at(3, 1, 1));
  const ParsedArchive broken = parse_string("\xEF\xBB\xBF[Event x]\n");
  ASSERT_EQ(broken.errors.size(), 1u);
  EXPECT_EQ(broken.errors[0].pos, at(10, 1, 8));
  EXPECT_EQ(broken.errors[0].line_text, "[Event x]");
}

TEST(Reader, CrlfLineEnds) {
  const std::string text = "[Event \"x\"]\r\n\r\n1. F^c3c5 ; a\r\n2. Mb2d4\r\n\r\n[Event \"y\"]\r\n";
  const ParsedArchive archive = parse_string(text);
  ASSERT_TRUE(archive.errors.empty());
  ASSERT_EQ(archive.games.size(), 2u);
  EXPECT_EQ(element<Comment>(archive.games[0], 2).text, " a");
  EXPECT_EQ(element<RoundNumber>(archive.games[0], 3).pos, at(30, 4, 1));
  EXPECT_EQ(archive.games[1].start, at(42, 6, 1));
}

TEST(Reader, EmptyBlankAndCommentOnlyInputsHoldNoGame) {
  for (const char* text : {"", "\n\n", " \t\r\n\f\v", "; a comment\n", "{one} {two}\n; three", "\xEF\xBB\xBF"}) {
    const ParsedArchive archive = parse_string(text);
    EXPECT_TRUE(archive.games.empty()) << text;
    EXPECT_TRUE(archive.errors.empty()) << text;
  }
}

TEST(Reader, CommentsBeforeTheFirstTagsBelongToNoGame) {
  const ParsedArchive archive = parse_string("; header\n{about}\n[Event \"x\"]\n\n1. F^c3c5\n");
  const Game& game = archive.games.at(0);
  EXPECT_EQ(game.start, at(17, 3, 1));
  ASSERT_EQ(game.movetext.size(), 2u);
  EXPECT_TRUE(std::holds_alternative<RoundNumber>(game.movetext[0]));
}

TEST(Reader, CommentsBeforeMovesOfAnUntaggedGameAreItsOwn) {
  const ParsedArchive archive = parse_string("\n  {study}\n1. F^c3c5\n");
  const Game& game = archive.games.at(0);
  EXPECT_EQ(game.start, at(3, 2, 3));
  EXPECT_EQ(element<Comment>(game, 0).text, "study");
}

TEST(Reader, SeparatesGames) {
  // A tag line after movetext starts a game, with or without a blank line;
  // a blank line ends a tag block; a comment line does not.
  const ParsedArchive archive = parse_string(
      "[A \"1\"]\n1. F^c3c5\n[A \"2\"]\n[B \"2\"]\n\n[A \"3\"]\n{c}\n[A \"4\"]\n\n1. F^c3c5\n\n  [A \"5\"]");
  ASSERT_TRUE(archive.errors.empty());
  ASSERT_EQ(archive.games.size(), 4u);
  EXPECT_EQ(archive.games[0].movetext.size(), 2u);
  EXPECT_EQ(archive.games[1].tags.size(), 2u);
  EXPECT_TRUE(archive.games[1].movetext.empty());
  EXPECT_EQ(archive.games[1].end_offset, 33u);
  EXPECT_EQ(archive.games[2].tags.size(), 2u);
  EXPECT_EQ(archive.games[2].movetext.size(), 3u);
  EXPECT_EQ(archive.games[3].start, at(69, 12, 3));
}

TEST(Reader, NextReturnsGamesErrorsThenEndForGood) {
  std::istringstream in("[A \"1\"]\n\n1. F^c3c5\n\n[A \"2\"]\n\n1. F^c3c5q\n\n[A \"3\"]\n");
  ArchiveReader reader(in, "games.adn");
  Game game;
  SyntaxError error;
  EXPECT_EQ(reader.next(game, error), Status::game);
  EXPECT_EQ(game.tags.at(0).value, "1");
  EXPECT_EQ(reader.game_text(), "[A \"1\"]\n\n1. F^c3c5");
  EXPECT_EQ(reader.next(game, error), Status::error);
  EXPECT_EQ(error.file, "games.adn");
  EXPECT_EQ(error.pos, at(38, 7, 10));
  EXPECT_EQ(error.message, "unexpected 'q' after the move F^c3c5");
  EXPECT_EQ(error.line_text, "1. F^c3c5q");
  EXPECT_TRUE(game.tags.empty() && game.movetext.empty());
  EXPECT_TRUE(reader.game_text().empty());
  EXPECT_EQ(reader.next(game, error), Status::game);
  EXPECT_EQ(game.tags.at(0).value, "3");
  EXPECT_EQ(game.start, at(41, 9, 1));
  EXPECT_EQ(reader.next(game, error), Status::end);
  EXPECT_EQ(reader.next(game, error), Status::end);
}

TEST(Reader, OneErrorPerBrokenGameThenTheNextGame) {
  // Two mistakes in the first game, one reported; the broken tag block's
  // second line is not taken for a game.
  const ParsedArchive archive = parse_string(
      "[A \"1\"]\n\n1. F^c3c5q Q\n2. }\n"
      "[A \"2]\n[B \"x\"]\n1. F^c3c5\n"
      "[A \"3\"]\n");
  ASSERT_EQ(archive.errors.size(), 2u);
  EXPECT_EQ(archive.errors[0].pos, at(18, 3, 10));
  EXPECT_EQ(archive.errors[1].pos, at(33, 5, 7));
  EXPECT_EQ(archive.errors[1].message, "a tag value must end with '\"' on the same line");
  ASSERT_EQ(archive.games.size(), 1u);
  EXPECT_EQ(archive.games[0].tags.at(0).value, "3");
  EXPECT_EQ(archive.games[0].start, at(52, 8, 1));
}

TEST(Reader, UnterminatedCommentIsReportedAtItsBrace) {
  const ParsedArchive archive = parse_string("[A \"1\"]\n\n1. F^c3c5 {no end\n\n[A \"2\"]\n\n1. F^c3c5\n");
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].pos, at(19, 3, 11));
  EXPECT_EQ(archive.errors[0].message, "unterminated comment: '{' at line 3 has no closing '}'");
  ASSERT_EQ(archive.games.size(), 1u);  // the game the comment swallowed is read again
  EXPECT_EQ(archive.games[0].tags.at(0).value, "2");
}

// Games late in a file, read through a buffer much smaller than the file:
// offsets, lines and columns stay exact across every move of the buffer.
TEST(Reader, PlacesStayExactLateInALargeFile) {
  std::string text;
  for (int i = 0; i < 2000; ++i)
    text += "[Event \"game " + std::to_string(i) + "\"]\n\n1. F^c3c5 F^h3h5 {comment} 2. Mb2d4\n\n";
  text += "  [Event \"last\"]\n\n1. F^c3c5   Q\n\n[Event \"after\"]\n";
  const std::uint64_t last_start = text.find("[Event \"last\"]");
  const auto last_line = static_cast<std::uint32_t>(2000 * 4 + 1);
  for (const std::size_t buffer_bytes : {16, 64, 1000}) {
    const ParsedArchive archive = testing::read_streaming(text, "big.adn", buffer_bytes);
    ASSERT_EQ(archive.games.size(), 2001u);
    const Game& game = archive.games[1999];
    EXPECT_EQ(game.start, at(text.find("[Event \"game 1999\"]"), last_line - 4, 1));
    EXPECT_EQ(element<MoveToken>(game, 2).pos.line, last_line - 2);
    ASSERT_EQ(archive.errors.size(), 1u);
    EXPECT_EQ(archive.errors[0].pos, at(last_start + 28, last_line + 2, 13));
    EXPECT_EQ(archive.errors[0].line_text, "1. F^c3c5   Q");
    EXPECT_EQ(archive.games[2000].start, at(text.rfind('['), last_line + 4, 1));
  }
}

// A reader gives up the blanks before a game on the game's first line: an
// error on that line is then quoted from the game's start, after "...",
// the caret still under the offending character.
TEST(Reader, AnErrorOnALineWhoseStartWasLetGoIsQuotedFromItsMiddle) {
  const std::string line = std::string(10000, ' ') + "[Event \"wide\"] Q";
  const std::string text = line + "\n\n1. F^c3c5\n";
  for (const std::size_t buffer_bytes : {16, 1000}) {
    const ParsedArchive archive = testing::read_streaming(text, "wide.adn", buffer_bytes, 1024);
    ASSERT_EQ(archive.errors.size(), 1u);
    const SyntaxError& error = archive.errors[0];
    EXPECT_EQ(error.pos.line, 1u);
    ASSERT_GT(error.line_text_column, 1u) << "the line was kept whole: the test misses its case";
    EXPECT_EQ(error.line_text, line.substr(error.line_text_column - 1));
    const std::string shown = describe(error);
    const std::size_t caret_line = shown.rfind('\n') + 1;
    const std::size_t quoted_line = shown.rfind('\n', caret_line - 2) + 1;
    EXPECT_EQ(shown.substr(quoted_line, 3), "...");
    EXPECT_EQ(shown.back(), '^');
    const std::size_t caret = shown.size() - 1 - caret_line;
    EXPECT_EQ(shown[quoted_line + caret], line[error.pos.column - 1]) << "buffer " << buffer_bytes << "\n" << shown;
  }
}

TEST(Reader, GrowsForAGameLongerThanItsBuffer) {
  std::string moves;
  for (int i = 1; i <= 500; ++i) moves += std::to_string(i) + ". F^c3c5 F^h3h5 ";
  const std::string text = "[Event \"long\"]\n\n" + moves + "\n\n[Event \"next\"]\n";
  const ParsedArchive archive = testing::read_streaming(text, "long.adn", 16);
  EXPECT_TRUE(archive.errors.empty());
  ASSERT_EQ(archive.games.size(), 2u);
  EXPECT_EQ(archive.games[0].movetext.size(), 1500u);
}

TEST(Reader, GameLongerThanTheLimitIsAnErrorAndReadingGoesOn) {
  const std::string long_game = "[Event \"long\"]\n[Site \"x\"]\n\n1. F^c3c5 {" + std::string(300, 'x') + "}\n\n";
  const std::string text = "[Event \"short\"]\n\n" + long_game + "[Event \"after\"]\n\n1. F^c3c5\n";
  const ParsedArchive archive = testing::read_streaming(text, "limit.adn", 16, 128);
  ASSERT_EQ(archive.errors.size(), 1u);
  EXPECT_EQ(archive.errors[0].message, "this game is longer than 128 bytes");
  EXPECT_EQ(archive.errors[0].pos, at(17, 3, 1));
  EXPECT_EQ(archive.errors[0].line_text, "[Event \"long\"]");
  ASSERT_EQ(archive.games.size(), 2u);
  EXPECT_EQ(archive.games[1].tags.at(0).value, "after");
  EXPECT_EQ(archive.games[1].start.line, 8u);
}

// White space before the first game is skipped as it is read. After a
// game, it is part of the span the reader holds until it sees whether a tag
// line follows, and counts towards the limit.
TEST(Reader, WhiteSpaceBeforeTheFirstGameNeedsNoLargeBuffer) {
  const std::string text = std::string(100000, '\n') + std::string(10000, ' ') + "[A \"1\"]\n";
  const ParsedArchive archive = testing::read_streaming(text, "white.adn", 16, 64);
  EXPECT_TRUE(archive.errors.empty());
  ASSERT_EQ(archive.games.size(), 1u);
  EXPECT_EQ(archive.games[0].start, at(110000, 100001, 10001));
}

TEST(Reader, WhiteSpaceAfterAGameCountsTowardsItsLength) {
  const std::string text = "[A \"1\"]\n" + std::string(1000, '\n') + "[A \"2\"]\n";
  const ParsedArchive limited = testing::read_streaming(text, "white.adn", 16, 512);
  ASSERT_EQ(limited.errors.size(), 1u);
  EXPECT_EQ(limited.errors[0].message, "this game is longer than 512 bytes");
  ASSERT_EQ(limited.games.size(), 1u);
  EXPECT_EQ(limited.games[0].tags.at(0).value, "2");
  const ParsedArchive roomy = testing::read_streaming(text, "white.adn", 16, 2048);
  EXPECT_TRUE(roomy.errors.empty());
  EXPECT_EQ(roomy.games.size(), 2u);
}

TEST(Reader, StandardInputIsNamedSo) {
  std::istringstream in("Q");
  ArchiveReader reader(in, "-");
  EXPECT_EQ(reader.name(), "<stdin>");
  Game game;
  SyntaxError error;
  ASSERT_EQ(reader.next(game, error), Status::error);
  EXPECT_EQ(error.file, "<stdin>");
}

// A stream whose reading fails after its first bytes.
class BufferFailingAfterItsFirstBytes : public std::streambuf {
 protected:
  int_type underflow() override {
    if (m_served) throw std::runtime_error("disk on fire");
    m_served = true;
    setg(m_text, m_text, m_text + 8);
    return traits_type::to_int_type(m_text[0]);
  }

 private:
  char m_text[9] = "1. F^c3c";
  bool m_served = false;
};

TEST(Reader, AStreamThatFailsGivesOneErrorThenEnd) {
  BufferFailingAfterItsFirstBytes buffer;
  std::istream in(&buffer);
  ArchiveReader reader(in, "failing.adn");
  Game game;
  SyntaxError error;
  ASSERT_EQ(reader.next(game, error), Status::error);
  EXPECT_EQ(error.message.rfind("could not read the input", 0), 0u) << error.message;
  EXPECT_EQ(error.file, "failing.adn");
  EXPECT_EQ(reader.next(game, error), Status::end);
}

TEST(Reader, ReusesTheGameItIsGiven) {
  std::istringstream in("[A \"1\"]\n\n1. F^c3c5 F^h3h5\n\n[B \"2\"]\n");
  ArchiveReader reader(in, "reuse.adn");
  Game game;
  SyntaxError error;
  ASSERT_EQ(reader.next(game, error), Status::game);
  ASSERT_EQ(reader.next(game, error), Status::game);
  ASSERT_EQ(game.tags.size(), 1u);
  EXPECT_EQ(game.tags[0].name, "B");
  EXPECT_TRUE(game.movetext.empty());
}

TEST(Reader, MovedReaderKeepsReading) {
  std::istringstream in("[A \"1\"]\n\n[A \"2\"]\n");
  ArchiveReader first(in, "moved.adn");
  Game game;
  SyntaxError error;
  ASSERT_EQ(first.next(game, error), Status::game);
  ArchiveReader second = std::move(first);
  ASSERT_EQ(second.next(game, error), Status::game);
  EXPECT_EQ(game.tags.at(0).value, "2");
  EXPECT_EQ(second.name(), "moved.adn");
}

TEST(Describe, PutsTheCaretUnderTheColumn) {
  EXPECT_EQ(describe(SyntaxError{"f.adn", at(9, 2, 4), "bad", "1. Q"}), "f.adn:2:4: bad\n1. Q\n   ^");
  // Tabs are copied, a UTF-8 character takes one place.
  EXPECT_EQ(describe(SyntaxError{"f.adn", at(0, 1, 6), "bad", "\t\xC3\xA9 xQ"}), "f.adn:1:6: bad\n\t\xC3\xA9 xQ\n\t   ^");
  // At the end of the line, one place after its last character.
  EXPECT_EQ(describe(SyntaxError{"f.adn", at(0, 1, 4), "bad", "abc"}), "f.adn:1:4: bad\nabc\n   ^");
  // A line quoted from its column 5001: "..." first, the caret counted from there.
  EXPECT_EQ(describe(SyntaxError{"f.adn", at(0, 1, 5003), "bad", "abcQ", 1, 5001}), "f.adn:1:5003: bad\n...abcQ\n     ^");
}

}  // namespace
}  // namespace adomoc::parser

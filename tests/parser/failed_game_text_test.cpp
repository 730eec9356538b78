// ArchiveReader::failed_game_text: the whole text of a broken game, exactly
// its bytes, whatever the buffer size, within the limit on a game's length.
#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "parser/reader.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

using Status = ArchiveReader::Status;

// From one byte at a time, which cuts every token at a chunk boundary, to
// more than the texts here.
constexpr std::size_t buffer_sizes[] = {1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 31, 64, 100, 4096, 65536};

struct Reading {
  std::vector<std::string> failed_texts;  // one for each error, in order
  std::size_t games = 0;
};

Reading read_failed_texts(std::string_view text, std::size_t buffer_bytes,
                          std::size_t max_game_bytes = ArchiveReader::default_max_game_bytes) {
  std::istringstream in{std::string(text)};
  ArchiveReader reader(in, "broken.adn", buffer_bytes, max_game_bytes);
  Reading reading;
  Game game;
  SyntaxError error;
  for (;;) {
    switch (reader.next(game, error)) {
      case Status::game:
        EXPECT_TRUE(reader.failed_game_text().empty());
        ++reading.games;
        break;
      case Status::error:
        EXPECT_TRUE(reader.game_text().empty());
        reading.failed_texts.emplace_back(reader.failed_game_text());
        break;
      case Status::end: EXPECT_TRUE(reader.failed_game_text().empty()); return reading;
    }
  }
}

// Through every buffer size: the given texts of broken games, and the
// number of good ones.
void expect_failed_texts(std::string_view text, const std::vector<std::string>& expected, std::size_t games) {
  for (const std::size_t buffer_bytes : buffer_sizes) {
    const Reading reading = read_failed_texts(text, buffer_bytes);
    EXPECT_EQ(reading.failed_texts, expected) << "buffer of " << buffer_bytes << " bytes";
    EXPECT_EQ(reading.games, games) << "buffer of " << buffer_bytes << " bytes";
  }
}

TEST(FailedGameText, BrokenGameInTheMiddleIsExactlyItsBytes) {
  const std::string before = "[Event \"one\"]\n\n1. F^c3c5 F^h3h5\n\n";
  const std::string broken =
      "[Event \"broken\"]\n[Site \"x\"]\n\n1. F^c3c5 {a long\ncomment} F^h3h5\n2. Mb2d4q Mi2g4\n3. F^c5c6";
  const std::string after = "\n\n  \n[Event \"three\"]\n\n1. F^c3c5\n";
  expect_failed_texts(before + broken + after, {broken}, 2);
}

TEST(FailedGameText, BrokenGameWithoutABlankLineBeforeTheNext) {
  const std::string broken = "[Event \"broken\"]\n1. F^c3c5 ?";
  expect_failed_texts("[Event \"one\"]\n1. F^c3c5\n" + broken + "\n[Event \"three\"]\n1. F^c3c5\n", {broken}, 2);
}

TEST(FailedGameText, BrokenGameAtTheEndOfTheFile) {
  const std::string before = "[Event \"one\"]\n\n1. F^c3c5\n\n";
  const std::string broken = "[Event \"last\"]\n\n1. F^c3c5 F^h3h5 {note}\n2. Mb2d4 Q  ; why\n3. F^c5c6";
  for (const char* end : {"", "\n", "\n\n \t\n"}) expect_failed_texts(before + broken + end, {broken}, 1);
  // Cut off in the middle of a move.
  expect_failed_texts(before + "[Event \"cut\"]\n\n1. F^c3", {"[Event \"cut\"]\n\n1. F^c3"}, 1);
}

TEST(FailedGameText, BrokenFirstGame) {
  const std::string next = "\n\n[Event \"next\"]\n\n1. F^c3c5\n";
  expect_failed_texts("[Event x]\n[Site \"y\"]\n\n1. F^c3c5" + next, {"[Event x]\n[Site \"y\"]\n\n1. F^c3c5"}, 1);
  expect_failed_texts("1. F^c3c5 Q" + next, {"1. F^c3c5 Q"}, 1);
  // White space and a byte order mark before it are not its text.
  expect_failed_texts("\xEF\xBB\xBF\n  \n  1. F^c3c5q" + next, {"1. F^c3c5q"}, 1);
  // A comment before the tags belongs to no game...
  expect_failed_texts("; club archive\n[Event \"x\"]\n\n1. F^c3c5q" + next, {"[Event \"x\"]\n\n1. F^c3c5q"}, 1);
  // ... unless the error comes before a tag has been read: then the text
  // starts where the reading did.
  expect_failed_texts("; club archive\n[Event x]" + next, {"; club archive\n[Event x]"}, 1);
}

TEST(FailedGameText, TagLinesAfterABrokenTagAreTheBrokenGame) {
  const std::string broken = "[Event \"Broken\"\n[Site \"still the broken game\"]\n[Date \"2024.01.01\"]\n1. F^c3c5";
  expect_failed_texts(broken + "\n[Event \"Next\"]\n\n1. Mb2d4", {broken}, 1);
}

TEST(FailedGameText, UnterminatedCommentRunsToTheGameItSwallowed) {
  const std::string broken = "[A \"1\"]\n\n1. F^c3c5 {no end";
  expect_failed_texts(broken + "\n\n[A \"2\"]\n\n1. F^c3c5\n", {broken}, 1);
}

TEST(FailedGameText, CrlfLinesInsideAreKeptAndTheLineEndAfterIsNot) {
  const std::string broken = "[Event \"b\"]\r\n\r\n1. F^c3c5 ; note\r\n2. Q";
  expect_failed_texts(broken + "\r\n\r\n[Event \"n\"]\r\n", {broken}, 1);
}

// Games of every kind, every third one broken in its tags or moves: each
// broken one is given exactly, through every buffer size.
TEST(FailedGameText, EveryBrokenGameOfALongArchive) {
  std::string text;
  std::vector<std::string> expected;
  for (int i = 0; i < 60; ++i) {
    const std::string n = std::to_string(i);
    const int kind = i % 9;  // 0, 3 and 6 are broken
    const std::string round_end = kind == 3 ? "]" : "\"]";  // the Round value never ends
    const std::string second_move = kind == 0 ? "Mb2d4q" : "Mb2d4";
    const std::string last = kind == 6 ? "F^c5c6 }" : "F^c5c6";
    const std::string game = "[Event \"game " + n + "\"]\n[Round \"" + n + round_end + "\n\n1. F^c3c5 F^h3h5 {note " +
                             n + "} 2. " + second_move + " Mi2g4\n3. " + last;
    if (i % 3 == 0) expected.push_back(game);
    text += game + (i % 2 == 0 ? "\n\n" : "\n");
  }
  expect_failed_texts(text, expected, 40);
}

// The broken games of every syntax case file read through small buffers as
// through one buffer holding the whole file, each a piece of the file.
TEST(FailedGameText, SyntaxCaseFilesReadTheSameThroughAnyBuffer) {
  const std::filesystem::path folder = std::filesystem::path(ADOMOC_TEST_DATA) / "parser" / "cases" / "syntax";
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".adn") continue;
    const std::string text = testing::read_file(entry.path());
    const Reading whole = read_failed_texts(text, std::max<std::size_t>(text.size(), 1));
    ASSERT_FALSE(whole.failed_texts.empty()) << entry.path();
    for (const std::string& failed : whole.failed_texts)
      EXPECT_NE(text.find(failed), std::string::npos) << entry.path() << ": " << failed;
    for (const std::size_t buffer_bytes : buffer_sizes) {
      const Reading streamed = read_failed_texts(text, buffer_bytes);
      EXPECT_EQ(streamed.failed_texts, whole.failed_texts) << entry.path() << ", buffer of " << buffer_bytes;
    }
  }
}

// A broken game is held up to where the next game begins: the span that
// counts towards a game's length. Within the limit it is given whole; past
// it, only the line of its error, and memory stays bounded.
TEST(FailedGameText, WithinTheLimitWholeBeyondItTheLineOfTheError) {
  const std::string broken = "[Event \"b\"]\n\n1. F^c3c5q F^h3h5 {" + std::string(200, 'x') + "}\n2. Mb2d4";
  const std::string text = "[Event \"a\"]\n\n" + broken + "\n\n[Event \"c\"]\n\n1. F^c3c5\n";
  const std::size_t span = broken.size() + 2;  // up to the next tag line
  for (const std::size_t buffer_bytes : {1, 7, 16, 64}) {
    const Reading exact = read_failed_texts(text, buffer_bytes, span);
    EXPECT_EQ(exact.failed_texts, std::vector<std::string>{broken}) << "buffer of " << buffer_bytes;
    EXPECT_EQ(exact.games, 2u);
    const Reading under = read_failed_texts(text, buffer_bytes, span - 1);
    EXPECT_EQ(under.failed_texts, std::vector<std::string>{"1. F^c3c5q F^h3h5 {" + std::string(200, 'x') + "}"})
        << "buffer of " << buffer_bytes;
    EXPECT_EQ(under.games, 2u);
  }
}

TEST(FailedGameText, AGameTooLongToReadGivesItsFirstLine) {
  const std::string long_game = "[Event \"long\"]\n[Site \"x\"]\n\n1. F^c3c5 {" + std::string(300, 'x') + "}\n\n";
  const std::string text = "[Event \"short\"]\n\n" + long_game + "[Event \"after\"]\n\n1. F^c3c5\n";
  for (const std::size_t buffer_bytes : {1, 16, 100}) {
    const Reading reading = read_failed_texts(text, buffer_bytes, 128);
    EXPECT_EQ(reading.failed_texts, std::vector<std::string>{"[Event \"long\"]"}) << "buffer of " << buffer_bytes;
    EXPECT_EQ(reading.games, 2u);
  }
}

TEST(FailedGameText, StaysUntilTheNextCallOnly) {
  std::istringstream in("[A \"1\"]\n\n1. F^c3c5q\n\n[A \"2\"]\n\n1. Q\n\n[A \"3\"]\n");
  ArchiveReader reader(in, "calls.adn", 4);
  Game game;
  SyntaxError error;
  ASSERT_EQ(reader.next(game, error), Status::error);
  EXPECT_EQ(reader.failed_game_text(), "[A \"1\"]\n\n1. F^c3c5q");
  EXPECT_EQ(reader.failed_game_text(), "[A \"1\"]\n\n1. F^c3c5q");
  ASSERT_EQ(reader.next(game, error), Status::error);
  EXPECT_EQ(reader.failed_game_text(), "[A \"2\"]\n\n1. Q");
  ASSERT_EQ(reader.next(game, error), Status::game);
  EXPECT_TRUE(reader.failed_game_text().empty());
  EXPECT_EQ(reader.game_text(), "[A \"3\"]");
  ASSERT_EQ(reader.next(game, error), Status::end);
  EXPECT_TRUE(reader.failed_game_text().empty());
}

}  // namespace
}  // namespace adomoc::parser

// for_each_game_in_order: whatever the number of threads, every game is
// worked on and consumed once, in the order of the archive; a stop, or an
// exception on any side, ends the threads and the call rather than hanging.
#include "parser/games_in_parallel.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace adomoc::parser {
namespace {

// `games` short games, every seventh broken by a syntax error: more than a
// few chunks, and not a whole number of them.
std::string archive(int games) {
  std::string text;
  for (int n = 1; n <= games; ++n) {
    text += "[Event \"Game " + std::to_string(n) + "\"]\n\n";
    text += n % 7 == 0 ? "1. F^c3 F^h3h5\n\n" : "1. F^c3c5 F^h3h5\n\n";
  }
  return text;
}

// What a worker made of a game, and on which game it was.
struct Seen {
  std::string line;
};

std::string describe(const ReadGame& read) {
  if (read.broken) return std::to_string(read.number) + " broken at " + std::to_string(read.error.pos.line);
  const Tag* event = read.game.find_tag("Event");
  return std::to_string(read.number) + " " + (event ? event->value : "?") + " " +
         std::to_string(read.game.movetext.size()) + " " + std::to_string(read.text.size());
}

// The lines consumed, in order, of `text` read with `threads` threads.
std::vector<std::string> consumed(const std::string& text, int threads) {
  std::istringstream in(text);
  ArchiveReader reader(in, "games.adn");
  std::vector<std::string> lines;
  const bool whole = for_each_game_in_order<Seen>(
      reader, threads, [](ReadGame& read, Seen& seen) { seen.line = describe(read); },
      [&](const ReadGame& read, const Seen& seen) {
        EXPECT_EQ(seen.line, describe(read)) << "a result handed with another game";
        lines.push_back(seen.line);
        return true;
      });
  EXPECT_TRUE(whole);
  return lines;
}

TEST(GamesInParallel, EveryGameComesOnceInTheArchivesOrderWhateverTheThreads) {
  const std::string text = archive(1000);
  const std::vector<std::string> one = consumed(text, 1);
  ASSERT_EQ(one.size(), 1000u);
  EXPECT_EQ(one[6], "7 broken at 27") << "six games of four lines before it";
  // A round number and two moves, and the game's text without the blank line after it.
  EXPECT_EQ(one[7], "8 Game 8 3 " + std::to_string(std::string("[Event \"Game 8\"]\n\n1. F^c3c5 F^h3h5").size()));
  for (int threads : {2, 3, 8}) EXPECT_EQ(consumed(text, threads), one) << threads << " threads";
}

TEST(GamesInParallel, AWholeNumberOfChunksAndNoGamesAtAll) {
  for (std::size_t games : {detail::kGamesPerChunk, 3 * detail::kGamesPerChunk, std::size_t{1}, std::size_t{0}}) {
    const std::string text = archive(static_cast<int>(games));
    EXPECT_EQ(consumed(text, 3).size(), games);
    EXPECT_EQ(consumed(text, 3), consumed(text, 1));
  }
}

TEST(GamesInParallel, ConsumeStopsAndNothingAfterIsConsumed) {
  const std::string text = archive(1000);
  for (int threads : {1, 3}) {
    std::istringstream in(text);
    ArchiveReader reader(in, "games.adn");
    int consumed = 0;
    const bool whole = for_each_game_in_order<Seen>(
        reader, threads, [](ReadGame&, Seen&) {}, [&](const ReadGame&, const Seen&) { return ++consumed < 300; });
    EXPECT_FALSE(whole);
    EXPECT_EQ(consumed, 300) << threads << " threads";
  }
}

// A worker's exception reaches the caller where its game would have been
// consumed: every game before it is consumed first, none after.
TEST(GamesInParallel, AWorkersExceptionComesAfterTheGamesBeforeIt) {
  const std::string text = archive(1000);
  for (int threads : {1, 2, 4}) {
    std::istringstream in(text);
    ArchiveReader reader(in, "games.adn");
    int consumed = 0;
    const auto run = [&] {
      for_each_game_in_order<Seen>(
          reader, threads,
          [](ReadGame& read, Seen&) {
            if (read.number == 500) throw std::runtime_error("worker failed on game 500");
          },
          [&](const ReadGame&, const Seen&) {
            ++consumed;
            return true;
          });
    };
    EXPECT_THROW(run(), std::runtime_error) << threads << " threads";
    EXPECT_EQ(consumed, 499) << threads << " threads";
  }
}

// The consuming side failing (a database that is full) stops the threads.
TEST(GamesInParallel, TheConsumersExceptionStopsTheThreads) {
  const std::string text = archive(2000);
  for (int threads : {1, 3}) {
    std::istringstream in(text);
    ArchiveReader reader(in, "games.adn");
    int consumed = 0;
    const auto run = [&] {
      for_each_game_in_order<Seen>(reader, threads, [](ReadGame&, Seen&) {}, [&](const ReadGame&, const Seen&) {
        if (++consumed == 100) throw std::runtime_error("disk full");
        return true;
      });
    };
    EXPECT_THROW(run(), std::runtime_error) << threads << " threads";
    EXPECT_EQ(consumed, 100);
  }
}

// A stream that fails part-way: the reader reports the error and ends, on
// its thread as on the caller's.
class FailingBuffer : public std::streambuf {
 public:
  explicit FailingBuffer(std::string text) : text_(std::move(text)) {
    setg(text_.data(), text_.data(), text_.data() + text_.size());
  }

 protected:
  int_type underflow() override { throw std::runtime_error("the disk went away"); }

 private:
  std::string text_;
};

TEST(GamesInParallel, AStreamThatFailsEndsTheGamesRead) {
  const std::string text = archive(300);
  std::vector<std::string> expected;
  for (int threads : {1, 3}) {
    FailingBuffer buffer(text.substr(0, text.size() / 2));
    std::istream in(&buffer);
    ArchiveReader reader(in, "games.adn");
    std::vector<std::string> lines;
    try {
      for_each_game_in_order<Seen>(
          reader, threads, [](ReadGame& read, Seen& seen) { seen.line = describe(read); },
          [&](const ReadGame&, const Seen& seen) {
            lines.push_back(seen.line);
            return true;
          });
    } catch (const std::exception&) {
      lines.push_back("thrown");
    }
    ASSERT_FALSE(lines.empty());
    if (threads == 1) expected = lines;
    EXPECT_EQ(lines, expected) << threads << " threads";
  }
}

}  // namespace
}  // namespace adomoc::parser

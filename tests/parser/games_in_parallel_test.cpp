// for_each_game_in_order: whatever the number of threads, every game is
// worked on and consumed once, in the order of the archive; a stop, or an
// exception on any side, ends the threads and the call rather than hanging.
#include "parser/games_in_parallel.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <map>
#include <utility>
#include <memory>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace adomoc::parser {
namespace {

// `games` short games, every seventh broken by a syntax error.
std::string archive(int games) {
  std::string text;
  for (int n = 1; n <= games; ++n) {
    text += "[Event \"Game " + std::to_string(n) + "\"]\n\n";
    text += n % 7 == 0 ? "1. F^c3 F^h3h5\n\n" : "1. F^c3c5 F^h3h5\n\n";
  }
  return text;
}

// Enough games for a few dozen stretches, and not a whole number of them.
constexpr int kManyGames = 40000;

// What a worker made of a game: everything the reader gives of it, but its
// number, which only the consuming side knows; and the game itself, whole,
// which consume may see without its moves.
struct Seen {
  std::string line;
  ReadGame read;
};

std::string where(const SourcePos& pos) {
  return std::to_string(pos.offset) + "@" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

std::string describe(const ReadGame& read) {
  if (read.broken)
    return "broken at " + where(read.error.pos) + " ply " + std::to_string(read.error.ply) + ": " +
           read.error.message + " | " + read.error.line_text + " | " + read.text;
  const Tag* event = read.game.find_tag("Event");
  return std::string(event ? event->value : "?") + " " + std::to_string(read.game.tags.size()) + " tags from " +
         where(read.game.start) + " to " + std::to_string(read.game.end_offset) + " | " + read.text;
}

// With the moves, which only work is sure to see.
std::string describe_whole(const ReadGame& read) {
  if (read.broken) return describe(read);
  return describe(read) + " | " + std::to_string(read.game.movetext.size()) + " elements " +
         std::to_string(read.game.variations.size()) + " variations";
}

// The games consumed, in order, of `text` read with `threads` threads, each
// checked whole, as work saw it, against the reader's own game, and what
// consume saw of it against what work saw.
std::vector<std::string> consumed(const std::string& text, int threads) {
  std::istringstream in(text);
  std::vector<std::string> lines;
  std::vector<ReadGame> reads;
  const bool whole = for_each_game_in_order<Seen>(
      in, "games.adn", threads,
      [threads](ReadGame& read, Seen& seen) {
        if (threads > 1) {
          EXPECT_EQ(read.number, 0) << "a number before the games before it are known";
        }
        seen.line = describe_whole(read);
        seen.read = read;
      },
      [&](const ReadGame& read, const Seen& seen) {
        EXPECT_EQ(describe(seen.read), describe(read)) << "a result handed with another game";
        EXPECT_TRUE(read.game.tags == seen.read.game.tags && read.error == seen.read.error);
        lines.push_back(std::to_string(read.number) + " " + seen.line);
        reads.push_back(seen.read);
        return true;
      });
  EXPECT_TRUE(whole);
  // The whole game, not only what describe() shows.
  const ParsedArchive reference = parse_string(text, "games.adn");
  std::size_t game = 0, error = 0;
  for (const ReadGame& read : reads) {
    if (read.broken) {
      EXPECT_TRUE(error < reference.errors.size() && read.error == reference.errors[error]) << "error " << error;
      ++error;
      continue;
    }
    const bool same = game < reference.games.size() && read.game.tags == reference.games[game].tags &&
                      read.game.movetext == reference.games[game].movetext &&
                      read.game.variations == reference.games[game].variations &&
                      read.game.start == reference.games[game].start &&
                      read.game.end_offset == reference.games[game].end_offset;
    EXPECT_TRUE(same) << "game " << game << " of " << threads << " threads";
    ++game;
  }
  EXPECT_EQ(game, reference.games.size());
  EXPECT_EQ(error, reference.errors.size());
  return lines;
}

TEST(GamesInParallel, EveryGameComesOnceInTheArchivesOrderWhateverTheThreads) {
  const std::string text = archive(kManyGames);
  ASSERT_GT(text.size(), 10 * detail::kChunkBytes);
  const std::vector<std::string> one = consumed(text, 1);
  ASSERT_EQ(one.size(), std::size_t{kManyGames});
  EXPECT_EQ(one[6].substr(0, 21), "7 broken at 241@27:8 ") << "six games of four lines before it";
  // The game's text without the blank line after it.
  EXPECT_EQ(one[7],
            "8 Game 8 1 tags from 250@29:1 to 284 | [Event \"Game 8\"]\n\n1. F^c3c5 F^h3h5 | 3 elements 0 variations");
  for (int threads : {2, 3, 8}) EXPECT_EQ(consumed(text, threads), one) << threads << " threads";
}

TEST(GamesInParallel, AWholeNumberOfChunksAndNoGamesAtAll) {
  for (int games : {kManyGames, 1, 0}) {
    const std::string text = archive(games);
    EXPECT_EQ(consumed(text, 3).size(), static_cast<std::size_t>(games));
    EXPECT_EQ(consumed(text, 3), consumed(text, 1));
  }
  EXPECT_TRUE(consumed("\n\n  {only a comment}\n", 3).empty());
}

// The archive is cut where a game most likely starts; these put such lines
// where no game starts, and games where no cut is made, around every cut.
// Whatever the cuts, the games are the reader's.
std::string hostile_piece(std::mt19937& random, int n) {
  const std::string event = "[Event \"Piece " + std::to_string(n) + "\"]\n";
  switch (random() % 10) {
    case 0:  // a comment whose lines look like a game's first tag line
      return event + "\n1. F^c3c5 {a note\n[Event \"not a game\"]\n\n[Site \"still the note\"]\n} F^h3h5 1-0\n\n";
    case 1:  // games with no blank line between them, nor before the movetext
      return event + "1. F^c3c5 F^h3h5\n" + event + "[Site \"x\"]\n1. F^c3c5\n";
    case 2:  // broken in the tags, with a tag line after a comment line
      return event + "[Site \"x\n{a comment}\n[Round \"1\"]\n\n1. F^c3c5\n\n";
    case 3:  // broken in the movetext, the skipped rest holding tag lines
      return event + "\n1. F^c3 F^h3h5\n[Event \"skipped?\"]\n\n";
    case 4:  // CRLF line ends
      return "[Event \"Piece " + std::to_string(n) + "\"]\r\n\r\n1. F^c3c5 F^h3h5 *\r\n\r\n";
    case 5: {  // a game longer than a stretch
      std::string game = event + "\n";
      for (int round = 1; round < 6000; ++round) game += std::to_string(round) + ". F^c3c5 F^h3h5 ";
      return game + "\n\n";
    }
    case 6: {  // a comment longer than a stretch, full of tag lines
      std::string game = event + "\n{";
      for (int line = 0; line < 3000; ++line) game += "\n[Event \"inside " + std::to_string(line) + "\"]\nx";
      return game + "} 1. F^c3c5\n\n";
    }
    case 7:  // a tag line in the middle of a line: not where the reader looks
      return event + "\n1. F^c3c5 F^h3h5 [Event \"odd\"]\n\n";
    default:
      return event + "\n1. F^c3c5 F^h3h5 F^d3d5 1/2-1/2\n\n";
  }
}

// The stretches, parsed one after the other on this thread, and their
// games taken in order: the games of `text`, and how many of them had to be
// read again where a cut fell inside a game.
std::size_t games_read_again(const std::string& text, std::vector<std::string>& lines) {
  std::istringstream in(text);
  detail::ArchiveCutter cutter(in);
  std::deque<std::unique_ptr<detail::ArchiveChunk>> chunks;
  // Each chunk's games as parse_chunk saw them whole, and what it kept.
  std::map<const detail::ArchiveChunk*, std::vector<std::pair<std::string, std::string>>> whole;
  ReadGame game;
  detail::GameSequence sequence(
      "games.adn",
      [&]() -> detail::ArchiveChunk& {
        chunks.push_back(std::make_unique<detail::ArchiveChunk>());
        detail::ArchiveChunk& chunk = *chunks.back();
        EXPECT_TRUE(cutter.next(chunk.text)) << "a stretch asked for after the last";
        auto& seen = whole[&chunk];
        seen.clear();
        detail::parse_chunk(chunk.text, "games.adn", chunk.parsed, game, [&](std::size_t i, ReadGame& read) {
          EXPECT_EQ(i, seen.size());
          seen.emplace_back(describe(read), describe_whole(read));
          return true;
        });
        EXPECT_EQ(chunk.parsed.count, seen.size());
        for (std::size_t i = 0; i < chunk.parsed.count; ++i)
          EXPECT_EQ(describe(chunk.parsed.games[i]), seen[i].first) << "what the stretch kept of its game";
        return chunk;
      },
      [&](detail::ArchiveChunk& chunk) {
        EXPECT_EQ(&chunk, chunks.front().get()) << "stretches given back out of order";
        chunks.pop_front();
      });
  for (;;) {
    const detail::GameSequence::Step step = sequence.next();
    if (step.end()) return sequence.games_read_here();
    lines.push_back(step.own ? describe_whole(*step.own) : whole[step.chunk][step.index].second);
  }
}

TEST(GamesInParallel, OnlyGamesACutFellInAreReadAgain) {
  const std::string plain = archive(kManyGames);
  std::vector<std::string> lines;
  EXPECT_EQ(games_read_again(plain, lines), 0u);
  ASSERT_EQ(lines.size(), std::size_t{kManyGames});
  // Game 8, whole.
  EXPECT_EQ(lines[7],
            "Game 8 1 tags from 250@29:1 to 284 | [Event \"Game 8\"]\n\n1. F^c3c5 F^h3h5 | 3 elements 0 variations");

  // Cuts in comments and in broken games: those games are read again, and
  // the rest are the workers'.
  std::mt19937 random(7);
  std::string hostile;
  for (int n = 1; hostile.size() < 30 * detail::kChunkBytes; ++n) hostile += hostile_piece(random, n);
  lines.clear();
  const std::size_t again = games_read_again(hostile, lines);
  EXPECT_GT(again, 0u);
  EXPECT_LT(again, lines.size() / 4);
  const ParsedArchive reference = parse_string(hostile, "games.adn");
  EXPECT_EQ(lines.size(), reference.games.size() + reference.errors.size());
  EXPECT_EQ(lines, [&] {
    std::vector<std::string> one;
    for (const std::string& line : consumed(hostile, 1)) one.push_back(line.substr(line.find(' ') + 1));
    return one;
  }());
}

TEST(GamesInParallel, HostileArchivesGiveTheReadersGamesWhateverTheCuts) {
  for (unsigned seed = 1; seed <= 4; ++seed) {
    std::mt19937 random(seed);
    std::string text = seed == 2 ? "\xEF\xBB\xBF" : "";  // and a byte order mark
    for (int n = 1; text.size() < 30 * detail::kChunkBytes; ++n) text += hostile_piece(random, n);
    const std::vector<std::string> one = consumed(text, 1);
    ASSERT_GT(one.size(), 100u);
    for (int threads : {2, 3}) EXPECT_EQ(consumed(text, threads), one) << "seed " << seed << ", " << threads;
  }
}

// Where no line may start a game for a long way, the cut is made at a line
// start or, on a line longer than that, anywhere: on line 1 after a byte
// order mark too, where columns count from after it.
TEST(GamesInParallel, LongStretchesWithoutALineThatStartsAGame) {
  const std::string games = archive(3000);
  std::string moves = "[Event \"long\"]\n\n";
  for (int round = 1; moves.size() < 3 * detail::kMostChunkBytes; ++round)
    moves += std::to_string(round) + ". F^c3c5 F^h3h5\n";
  const std::string junk_line(2 * detail::kMostChunkBytes + 12345, 'a');
  const std::string text = "\xEF\xBB\xBF" + junk_line + " x\n\n" + games + moves + "\n\n" + games + junk_line;
  const std::vector<std::string> one = consumed(text, 1);
  ASSERT_EQ(one.size(), 6002u) << "the junk at the end breaks the last game";
  EXPECT_NE(one[0].find("broken at 3@1:1 ply 1: unexpected 'a'"), std::string::npos) << one[0].substr(0, 200);
  for (int threads : {2, 3}) EXPECT_EQ(consumed(text, threads), one) << threads << " threads";
}

// The pieces of the reader's own tests (every syntax error it knows), put
// together in random orders with random seams, so that games run into one
// another.
TEST(GamesInParallel, TheReadersCasesRunTogetherGiveTheReadersGames) {
  std::vector<std::string> pieces;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(std::filesystem::path(ADOMOC_TEST_DATA) /
                                                                          "parser" / "cases"))
    if (entry.path().extension() == ".adn") pieces.push_back(testing::read_file(entry.path()));
  ASSERT_GT(pieces.size(), 50u);
  const std::vector<std::string> seams = {"", "\n", "\n\n", "\r\n\r\n", " ", "\n{\n[Event \"c\"]\n}\n"};
  for (unsigned seed = 1; seed <= 3; ++seed) {
    std::mt19937 random(seed);
    std::string text;
    while (text.size() < 12 * detail::kChunkBytes)
      text += pieces[random() % pieces.size()] + seams[random() % seams.size()];
    const std::vector<std::string> one = consumed(text, 1);
    for (int threads : {2, 4}) EXPECT_EQ(consumed(text, threads), one) << "seed " << seed << ", " << threads;
  }
}

TEST(GamesInParallel, ConsumeStopsAndNothingAfterIsConsumed) {
  const std::string text = archive(kManyGames);
  for (int threads : {1, 3}) {
    std::istringstream in(text);
    int consumed = 0;
    const bool whole = for_each_game_in_order<Seen>(
        in, "games.adn", threads, [](ReadGame&, Seen&) {}, [&](const ReadGame&, const Seen&) { return ++consumed < 300; });
    EXPECT_FALSE(whole);
    EXPECT_EQ(consumed, 300) << threads << " threads";
  }
}

// A worker's exception reaches the caller where its game would have been
// consumed: every game before it is consumed first, none after.
TEST(GamesInParallel, AWorkersExceptionComesAfterTheGamesBeforeIt) {
  const std::string text = archive(kManyGames);
  for (int threads : {1, 2, 4}) {
    std::istringstream in(text);
    int consumed = 0;
    const auto run = [&] {
      for_each_game_in_order<Seen>(
          in, "games.adn", threads,
          [](ReadGame& read, Seen&) {
            const Tag* event = read.game.find_tag("Event");
            if (event && event->value == "Game 500") throw std::runtime_error("worker failed on game 500");
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
  const std::string text = archive(kManyGames);
  for (int threads : {1, 3}) {
    std::istringstream in(text);
    int consumed = 0;
    const auto run = [&] {
      for_each_game_in_order<Seen>(in, "games.adn", threads, [](ReadGame&, Seen&) {}, [&](const ReadGame&, const Seen&) {
        if (++consumed == 100) throw std::runtime_error("disk full");
        return true;
      });
    };
    EXPECT_THROW(run(), std::runtime_error) << threads << " threads";
    EXPECT_EQ(consumed, 100);
  }
}

// A stream that fails part-way: the reader reports the error and ends, on
// its thread as on the caller's. Where it fails is not the archive's to say:
// a std::istream loses the bytes of the read that fails, and threads read
// more at once. So the games before the error are the same, as far as both
// got.
class BufferFailingPastItsText : public std::streambuf {
 public:
  explicit BufferFailingPastItsText(std::string text) : text_(std::move(text)) {
    setg(text_.data(), text_.data(), text_.data() + text_.size());
  }

 protected:
  int_type underflow() override { throw std::runtime_error("the disk went away"); }

 private:
  std::string text_;
};

TEST(GamesInParallel, AStreamThatFailsEndsTheGamesRead) {
  const std::string text = archive(kManyGames);
  std::vector<std::string> one;
  for (int threads : {1, 3}) {
    BufferFailingPastItsText buffer(text.substr(0, text.size() / 2));
    std::istream in(&buffer);
    std::vector<std::string> lines;
    const bool whole = for_each_game_in_order<Seen>(
        in, "games.adn", threads, [](ReadGame& read, Seen& seen) { seen.line = describe(read); },
        [&](const ReadGame&, const Seen& seen) {
          lines.push_back(seen.line);
          return true;
        });
    EXPECT_TRUE(whole);
    ASSERT_GT(lines.size(), kManyGames / 3u);
    EXPECT_NE(lines.back().find("could not read the input: the stream failed"), std::string::npos) << lines.back();
    if (threads == 1) one = lines;
    const std::size_t both = std::min(lines.size(), one.size()) - 1;
    EXPECT_TRUE(std::equal(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(both), one.begin()))
        << threads << " threads";
  }
}

}  // namespace
}  // namespace adomoc::parser

// The round trip law of the canonical form: reading a canonical text and
// writing it again gives the same bytes. Checked on the samples and on a
// few thousand random, syntactically valid games, which also go through
// the streaming reader in small buffers.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

namespace fs = std::filesystem;

void expect_round_trip(const std::string& canonical_text, const std::string& context) {
  const ParsedArchive again = parse_string(canonical_text, context);
  EXPECT_TRUE(again.errors.empty()) << context << "\n" << testing::described_errors(again.errors);
  EXPECT_EQ(testing::canonical_archive(again.games), canonical_text) << context;
}

TEST(RoundTrip, Samples) {
  const fs::path samples(ADOMOC_SAMPLES);
  ASSERT_TRUE(fs::exists(samples)) << samples;
  for (const auto& entry : fs::recursive_directory_iterator(samples)) {
    if (entry.path().extension() != ".adn") continue;
    const ParsedArchive archive = parse_string(testing::read_file(entry.path()), entry.path().string());
    expect_round_trip(testing::canonical_archive(archive.games), entry.path().string());
  }
}

// Random games made of every kind of element, with texts holding the
// characters that need escapes, white space to collapse and UTF-8.
class RandomGames {
 public:
  explicit RandomGames(unsigned seed) : m_random(seed) {}

  Game next(bool may_be_untagged) {
    Game game;
    const int tags = may_be_untagged ? below(4) : 1 + below(9);
    for (int i = 0; i < tags; ++i) game.tags.push_back({tag_name(), text(20, "\"\\"), {}});
    const int elements = below(4) == 0 ? 0 : below(150);
    for (int i = 0; i < elements; ++i) game.movetext.push_back(element());
    if (game.tags.empty()) game.movetext.emplace_back(a_move());  // a game needs a tag or a token
    return game;
  }

 private:
  int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }

  std::string tag_name() {
    static const std::vector<std::string> names = {"Event", "Site",  "Date",      "Round",  "Light", "Dark",
                                                   "Variant", "Result", "Annotator", "Time_2", "x"};
    return names[static_cast<std::size_t>(below(static_cast<int>(names.size())))];
  }

  // Up to `length` pieces of text drawn from letters, white space, UTF-8
  // and the given special characters.
  std::string text(int length, const std::string& specials) {
    static const std::vector<std::string> pieces = {"a", "B", "7", " ", "  ", "\t", "\xC3\xA9", "\xE6\x9D\xB1",
                                                    "\xF0\x9F\x91\x8D", "{", ";", "[", ".", "-", "_", "*"};
    std::string out;
    for (int i = below(length + 1); i > 0; --i) {
      if (!specials.empty() && below(8) == 0) {
        out += specials[static_cast<std::size_t>(below(static_cast<int>(specials.size())))];
      } else {
        out += pieces[static_cast<std::size_t>(below(static_cast<int>(pieces.size())))];
      }
    }
    return out;
  }

  SpaceText space() { return {static_cast<std::uint8_t>(below(10)), static_cast<std::uint8_t>(1 + below(9))}; }

  MoveToken a_move() {
    MoveToken move;
    move.piece = static_cast<PieceLetter>(below(3));
    move.prime = below(3) == 0;
    move.from = space();
    move.to = space();
    move.marker = static_cast<Marker>(below(6) < 4 ? 0 : below(3));
    if (move.marker == Marker::originate) move.origin = space();
    move.ending = static_cast<Ending>(below(20) == 0 ? 1 + below(2) : 0);
    move.lowercase = below(10) == 0;
    return move;
  }

  Element element() {
    switch (below(20)) {
      case 0: return Comment{text(30, "\n\r\f\v"), false, {}};  // anything but '}'
      case 1: return Comment{text(30, "}{\r"), true, {}};     // anything but a line feed
      case 2: return RoundNumber{static_cast<std::uint32_t>(below(1000)), below(2) == 0, {}};
      case 3: return below(4) == 0 ? Element{LoneForfeit{}} : Element{DrawMarker{}};
      case 4: return ResultToken{static_cast<WrittenResult>(below(4)), {}};
      default: return a_move();
    }
  }

  std::mt19937 m_random;
};

TEST(RoundTrip, RandomGamesOneByOne) {
  RandomGames games(12345);
  for (int i = 0; i < 3000; ++i) {
    const std::string text = canonical(games.next(true));
    const ParsedArchive archive = parse_string(text);
    ASSERT_TRUE(archive.errors.empty()) << text << testing::described_errors(archive.errors);
    ASSERT_EQ(archive.games.size(), 1u) << text;
    ASSERT_EQ(canonical(archive.games[0]), text);
  }
}

// An archive of random games (only the first may lack tags: the movetext of
// a later one would join the game before it).
std::string random_archive(unsigned seed, int count) {
  RandomGames games(seed);
  std::vector<Game> all;
  for (int i = 0; i < count; ++i) all.push_back(games.next(i == 0));
  return testing::canonical_archive(all);
}

TEST(RoundTrip, RandomArchive) {
  const std::string text = random_archive(777, 3000);
  const ParsedArchive archive = parse_string(text, "random.adn");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  EXPECT_EQ(archive.games.size(), 3000u);
  EXPECT_EQ(testing::canonical_archive(archive.games), text);
}

TEST(RoundTrip, RandomArchiveWithCrlfLineEnds) {
  const std::string text = random_archive(778, 500);
  std::string crlf;
  for (const char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const ParsedArchive archive = parse_string(crlf, "crlf.adn");
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  EXPECT_EQ(testing::canonical_archive(archive.games), text);
}

TEST(Streaming, RandomArchiveReadsTheSameThroughAnyBuffer) {
  const std::string text = random_archive(779, 400);
  const ParsedArchive whole = parse_string(text, "random.adn");
  for (const std::size_t buffer_bytes : {1, 7, 16, 17, 64, 333, 4096, 65536})
    testing::expect_same_archive(testing::read_streaming(text, "random.adn", buffer_bytes), whole,
                                 "buffer of " + std::to_string(buffer_bytes) + " bytes");
}

}  // namespace
}  // namespace adomoc::parser

// The canonical writer on generated annotated games (NOTATION.md 4): random
// legal main lines carrying comments, NAGs and nested variations of random
// legal moves. Written, read back and written again gives the same bytes,
// no line is longer than 79 characters, the game stays valid, and the
// reader gives the same game whatever its buffer size.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>

#include "parser/reader.hpp"
#include "parser/test_support.hpp"
#include "parser/writer.hpp"
#include "validator/movegen.hpp"
#include "validator/replay.hpp"
#include "validator/tokens.hpp"

namespace adomoc {
namespace {

using parser::Element;

// The main line (index -1) or a variation's line.
std::vector<Element>& line_of(parser::Game& game, int index) {
  return index < 0 ? game.movetext : game.variations[static_cast<std::size_t>(index)].movetext;
}

std::string random_words(std::mt19937_64& rng) {
  static const char* const words[] = {"a", "fine", "idea:", "the", "moon", "runs", "home,", "but", "dark", "waits",
                                      "(sharp)", "!?", "$3", "and", "then", "nothing", "unusual",
                                      "averyveryveryverylongwordthatcannotbebrokenanywhereatallbecauseithasnospaceinitwhatsoever"};
  std::string text;
  const std::size_t count = 1 + rng() % 14;
  for (std::size_t i = 0; i < count; ++i) text += std::string(i ? " " : "") + words[rng() % std::size(words)];
  return text;
}

// Plays up to `length` random legal moves from `pos` into line `index`,
// with annotations after some of them, and variations nested up to 3 deep.
void play_line(parser::Game& game, int index, Position pos, int ply, int length, int depth, std::mt19937_64& rng) {
  for (int i = 0; i < length; ++i) {
    MoveList moves;
    generate_moves(pos, moves);
    if (moves.empty()) return;
    const Move m = moves[static_cast<int>(rng() % static_cast<std::uint64_t>(moves.size()))];
    if (pos.side_to_move() == Breed::light)
      line_of(game, index).push_back(parser::RoundNumber{static_cast<std::uint32_t>(ply / 2 + 1), false, {}});
    line_of(game, index).push_back(to_token(pos, m));
    const Position before = pos;
    pos.make(m);
    for (std::uint64_t nags = rng() % 4 == 0 ? 1 + rng() % 3 : 0; nags > 0; --nags)
      line_of(game, index).push_back(parser::Nag{static_cast<std::uint8_t>(rng() % 256), {}});
    if (rng() % 4 == 0) line_of(game, index).push_back(parser::Comment{random_words(rng), false, {}});
    if (rng() % 9 == 0) line_of(game, index).push_back(parser::Comment{random_words(rng), true, {}});
    for (std::uint64_t variations = depth < 3 && rng() % 4 == 0 ? 1 + rng() % 2 : 0; variations > 0; --variations) {
      const auto variation = static_cast<int>(game.variations.size());
      line_of(game, index).push_back(parser::VariationRef{static_cast<std::uint32_t>(variation), {}});
      game.variations.push_back({{}, {}, static_cast<std::uint32_t>(ply + 1)});
      play_line(game, variation, before, ply, 1 + static_cast<int>(rng() % 6), depth + 1, rng);
    }
    ++ply;
    if (pos.centred()) return;
  }
}

parser::Game annotated_game(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  parser::Game game;
  game.tags = {{"Event", "Generated " + std::to_string(seed), {}}};
  if (rng() % 3 == 0) game.movetext.push_back(parser::Comment{random_words(rng), false, {}});
  play_line(game, -1, Position::initial(), 0, 10 + static_cast<int>(rng() % 60), 0, rng);
  return game;
}

TEST(AnnotatedRoundTrip, FormatOfFormatIsTheSameBytesOnGeneratedAnnotatedGames) {
  int with_variations = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    parser::Game game = annotated_game(seed);
    with_variations += !game.variations.empty();
    ASSERT_TRUE(check_game(game).valid()) << "seed " << seed << ": " << check_game(game).fault->message;
    const std::string once = parser::canonical(game);
    parser::ParsedArchive read = parser::parse_string(once, "generated.adn");
    ASSERT_TRUE(read.errors.empty()) << "seed " << seed << ": " << parser::describe(read.errors[0]) << "\n" << once;
    ASSERT_EQ(read.games.size(), 1u) << once;
    EXPECT_TRUE(check_game(read.games[0]).valid()) << "seed " << seed;
    EXPECT_EQ(parser::canonical(read.games[0]), once) << "seed " << seed;
    std::istringstream lines(once);
    // A word longer than a line, and a ';' comment, which runs to the end of
    // its line, may pass the length: they cannot be broken.
    for (std::string line; std::getline(lines, line);) {
      if (line.find("averyvery") == std::string::npos && !line.starts_with(';')) {
        EXPECT_LE(line.size(), 79u) << "seed " << seed << ": " << line;
      }
    }
    for (const std::size_t buffer : {1, 7, 64})
      parser::testing::expect_same_archive(parser::testing::read_streaming(once, "generated.adn", buffer), read,
                                           "seed " + std::to_string(seed) + ", buffer " + std::to_string(buffer));
  }
  EXPECT_GT(with_variations, 100);
}

}  // namespace
}  // namespace adomoc

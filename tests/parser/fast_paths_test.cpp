// The shortcuts of fast_paths.hpp against the rules they stand in for: the
// same text accepted, the same games, errors and places. Reading through
// tiny buffers leaves everything to the rules, so each text is read whole
// and through small buffers, and the two must agree.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <variant>
#include <vector>

#include <tao/pegtl.hpp>

#include "parser/fast_paths.hpp"
#include "parser/grammar.hpp"
#include "parser/reader.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

// How many bytes grammar::utf8_multibyte takes at the start of `bytes`.
std::size_t rule_length(const std::string& bytes) {
  tao::pegtl::memory_input in(bytes, "bytes");
  return tao::pegtl::parse<grammar::utf8_multibyte>(in) ? static_cast<std::size_t>(in.current() - bytes.data()) : 0;
}

TEST(FastPaths, Utf8ScannerTakesWhatTheRuleTakes) {
  // Every lead byte, with continuation bytes at and around the edges of
  // every range that matters (overlong forms, surrogates, beyond U+10FFFF),
  // whole and cut short.
  const std::vector<unsigned char> seconds = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF};
  const std::vector<unsigned char> others = {0x41, 0x80, 0xBF, 0xC0};
  for (int lead = 0x80; lead <= 0xFF; ++lead) {
    for (const unsigned char second : seconds) {
      for (const unsigned char third : others) {
        for (const unsigned char fourth : others) {
          const std::string whole{static_cast<char>(lead), static_cast<char>(second), static_cast<char>(third),
                                  static_cast<char>(fourth)};
          for (std::size_t size = 1; size <= whole.size(); ++size) {
            const std::string bytes = whole.substr(0, size);
            EXPECT_EQ(grammar::scan::utf8_multibyte(bytes.data(), bytes.data() + bytes.size()), rule_length(bytes))
                << std::hex << lead << ' ' << int{second} << ' ' << int{third} << ' ' << int{fourth} << ", "
                << size << " bytes";
          }
        }
      }
    }
  }
}

// Reads `text` whole and through buffers of many sizes: all must agree.
ParsedArchive read_every_way(const std::string& text) {
  ParsedArchive whole = parse_string(text, "fast.adn");
  for (const std::size_t buffer_bytes : {1, 2, 3, 5, 8, 13, 17, 31, 64, 100, 1000}) {
    const ParsedArchive streamed = testing::read_streaming(text, "fast.adn", buffer_bytes);
    testing::expect_same_archive(streamed, whole, "buffer of " + std::to_string(buffer_bytes) + " bytes");
  }
  return whole;
}

TEST(FastPaths, TagLinesWithUtf8AndBlanksReadAsTheRuleReadsThem) {
  const std::string text =
      "[Event \"Caf\xC3\xA9 open \xE2\x82\xAC \xF0\x9F\x98\x80\"]\n"
      "  [Light \"N. L\xC3\xA9vesque\"]  \r\n"
      "[Dark \"with \\\"escapes\\\"\"]\n"
      "[ Site\t\"after an escape\" ]\n"
      "\n"
      "1. Fa3a6 Fg3g7\n";
  const ParsedArchive archive = read_every_way(text + "\n" + text);
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  ASSERT_EQ(archive.games.size(), 2u);
  const Game& game = archive.games[1];
  ASSERT_EQ(game.tags.size(), 4u);
  EXPECT_EQ(game.tags[0].value, "Caf\xC3\xA9 open \xE2\x82\xAC \xF0\x9F\x98\x80");
  EXPECT_EQ(game.tags[1].name, "Light");
  EXPECT_EQ(game.tags[1].value, "N. L\xC3\xA9vesque");
  EXPECT_EQ(game.tags[1].pos.column, 3u);
  EXPECT_EQ(game.tags[2].value, "with \"escapes\"");
  EXPECT_EQ(game.tags[3].name, "Site");
  EXPECT_EQ(game.start.offset, text.size() + 1);
}

TEST(FastPaths, BadUtf8InATagValueIsTheRulesError) {
  // An overlong form, a surrogate, a sequence cut by the closing quote.
  for (const std::string value : {"\xC0\xAF", "\xED\xA0\x80", "ab\xE2\x82"}) {
    const std::string text = "[Event \"x\"]\n[Site \"" + value + "\"]\n[Round \"1\"]\n\n1. Fa3a6\n";
    const ParsedArchive archive = read_every_way(text);
    ASSERT_EQ(archive.errors.size(), 1u);
    EXPECT_EQ(archive.errors[0].pos.line, 2u);
  }
}

TEST(FastPaths, TokensDecodedWhileScannedMatchTheRule) {
  // Long enough lines that the movetext shortcut takes most of them, with
  // every part of a move, dark's round numbers and a number at the limit.
  std::string movetext;
  for (int round = 1; round <= 40; ++round) {
    movetext += std::to_string(round) + ". F^c3c5x Sa1a4of2* " + std::to_string(round) + "... M^b2d4_ Fj3j5\n";
  }
  movetext += "4294967295. Fa3a6\n";
  const std::string text = "[Event \"x\"]\n\n" + movetext;
  const ParsedArchive archive = read_every_way(text);
  ASSERT_TRUE(archive.errors.empty()) << testing::described_errors(archive.errors);
  ASSERT_EQ(archive.games.size(), 1u);
  const std::vector<Element>& elements = archive.games[0].movetext;
  ASSERT_GE(elements.size(), 4u);
  const auto& sun = std::get<MoveToken>(elements[2]);
  EXPECT_EQ(sun.piece, PieceLetter::sun);
  EXPECT_EQ(sun.marker, Marker::originate);
  EXPECT_EQ(sun.origin, (SpaceText{5, 2}));
  EXPECT_EQ(sun.ending, Ending::centred);
  EXPECT_EQ(sun.length, 9u);
  EXPECT_TRUE(std::get<RoundNumber>(elements[3]).dark);
  EXPECT_EQ(std::get<RoundNumber>(elements[elements.size() - 2]).number, 4294967295u);
}

TEST(FastPaths, ErrorsInsideARunOfTokensAreTheRules) {
  std::string line;
  for (int round = 1; round <= 20; ++round) line += std::to_string(round) + ". Fa3a6 Fg3g7 ";
  for (const std::string bad : {"Fz3a6", "Fa3a6q", "Sa1a4ok", "4294967296.", "12345678901.", "12.."}) {
    const ParsedArchive archive = read_every_way("[Event \"x\"]\n\n" + line + bad + " " + line + "\n");
    ASSERT_EQ(archive.errors.size(), 1u) << bad;
    EXPECT_EQ(archive.errors[0].pos.line, 3u) << bad;
  }
}

}  // namespace
}  // namespace adomoc::parser

// Helpers shared by the parser tests.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "parser/reader.hpp"
#include "parser/writer.hpp"

namespace adomoc::parser::testing {

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every game and error of `text`, read through an ArchiveReader with the
// given buffer size.
inline ParsedArchive read_streaming(std::string_view text, const std::string& name, std::size_t buffer_bytes,
                                    std::size_t max_game_bytes = ArchiveReader::default_max_game_bytes) {
  std::istringstream in{std::string(text)};
  ArchiveReader reader(in, name, buffer_bytes, max_game_bytes);
  ParsedArchive archive;
  Game game;
  SyntaxError error;
  for (;;) {
    switch (reader.next(game, error)) {
      case ArchiveReader::Status::game: archive.games.push_back(game); break;
      case ArchiveReader::Status::error: archive.errors.push_back(error); break;
      case ArchiveReader::Status::end: return archive;
    }
  }
}

inline bool same_game(const Game& a, const Game& b) {
  return a.tags == b.tags && a.movetext == b.movetext && a.variations == b.variations && a.start == b.start && a.end_offset == b.end_offset;
}

inline void expect_same_archive(const ParsedArchive& actual, const ParsedArchive& expected,
                                const std::string& context) {
  ASSERT_EQ(actual.games.size(), expected.games.size()) << context;
  for (std::size_t i = 0; i < actual.games.size(); ++i)
    EXPECT_TRUE(same_game(actual.games[i], expected.games[i])) << context << ", game " << i;
  EXPECT_EQ(actual.errors, expected.errors) << context;
}

// The archive's games in canonical form, as ArchiveWriter writes them.
inline std::string canonical_archive(const std::vector<Game>& games) {
  std::ostringstream out;
  ArchiveWriter writer(out);
  for (const Game& game : games) writer.write(game);
  return out.str();
}

inline std::string described_errors(const std::vector<SyntaxError>& errors) {
  std::string text;
  for (const SyntaxError& error : errors) text += describe(error) + '\n';
  return text;
}

}  // namespace adomoc::parser::testing

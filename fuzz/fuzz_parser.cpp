// Arbitrary bytes through the archive reader, twice: all at once with
// parse_string (one buffer, no chunk boundaries), and streamed through
// ArchiveReader with a tiny buffer so that every token, tag and comment
// gets cut at a chunk boundary somewhere. The two must agree exactly.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.hpp"
#include "parser/reader.hpp"

namespace {

using adomoc::parser::ArchiveReader;
using adomoc::parser::Game;
using adomoc::parser::SyntaxError;

bool same_game(const Game& a, const Game& b) {
  return a.tags == b.tags && a.movetext == b.movetext && a.variations == b.variations && a.start == b.start && a.end_offset == b.end_offset;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // The first byte picks the buffer size (1..64 bytes); the rest is the archive.
  const std::size_t buffer_bytes = 1 + data[0] % 64;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

  const adomoc::parser::ParsedArchive whole = adomoc::parser::parse_string(text, "fuzz");
  for (const SyntaxError& e : whole.errors) {
    FUZZ_CHECK(!e.message.empty());
    FUZZ_CHECK(e.pos.line >= 1 && e.pos.column >= 1 && e.pos.offset <= text.size());
    FUZZ_CHECK(!adomoc::parser::describe(e).empty());
  }

  std::istringstream in{std::string(text)};
  ArchiveReader reader(in, "fuzz", buffer_bytes);
  Game game;
  SyntaxError error;
  std::size_t games = 0, errors = 0;
  for (;;) {
    const ArchiveReader::Status status = reader.next(game, error);
    if (status == ArchiveReader::Status::end) break;
    if (status == ArchiveReader::Status::game) {
      FUZZ_CHECK(games < whole.games.size());
      FUZZ_CHECK(same_game(game, whole.games[games]));
      FUZZ_CHECK(reader.game_text() == text.substr(game.start.offset, game.end_offset - game.start.offset));
      ++games;
    } else {
      FUZZ_CHECK(errors < whole.errors.size());
      FUZZ_CHECK(error == whole.errors[errors]);
      ++errors;
    }
  }
  FUZZ_CHECK(games == whole.games.size());
  FUZZ_CHECK(errors == whole.errors.size());
  return 0;
}

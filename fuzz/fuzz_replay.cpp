// Arbitrary bytes through the parser and then the rules: every game that
// parses is checked strictly and leniently (neither may crash or hang), and
// its canonical text must read back as one game with the same canonical
// text (docs/format.md: "Reading a canonical text and writing it again
// gives the same bytes"), before and after the lenient repairs; a game
// valid under --lenient is written as a record valid without it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.hpp"
#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "validator/replay.hpp"

namespace {

using adomoc::parser::Game;

void check_canonical_round_trip(const Game& game) {
  const std::string text = adomoc::parser::canonical(game);
  const adomoc::parser::ParsedArchive again = adomoc::parser::parse_string(text, "canonical");
  FUZZ_CHECK(again.errors.empty());
  if (text.empty()) {  // a game with neither tags nor movetext writes nothing
    FUZZ_CHECK(again.games.empty());
    return;
  }
  FUZZ_CHECK(again.games.size() == 1);
  FUZZ_CHECK(adomoc::parser::canonical(again.games.front()) == text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const adomoc::parser::ParsedArchive archive = adomoc::parser::parse_string(text, "fuzz");
  for (const Game& parsed : archive.games) {
    check_canonical_round_trip(parsed);

    Game strict = parsed;
    const adomoc::GameCheck strict_check = adomoc::check_game(strict);
    FUZZ_CHECK(strict_check.warnings.empty());
    FUZZ_CHECK(strict_check.plies >= 0);

    Game lenient = parsed;
    const adomoc::GameCheck lenient_check = adomoc::check_game(lenient, {true, nullptr});
    // Leniency only repairs: a game valid strictly is valid leniently, as it is.
    if (strict_check.valid()) {
      FUZZ_CHECK(lenient_check.valid());
      FUZZ_CHECK(lenient_check.warnings.empty());
      FUZZ_CHECK(lenient_check.plies == strict_check.plies);
    }
    check_canonical_round_trip(lenient);
    // What --lenient repairs, it repairs for good: the record it writes is
    // valid without --lenient (docs/validation.md).
    if (lenient_check.valid()) {
      adomoc::parser::ParsedArchive repaired = adomoc::parser::parse_string(adomoc::parser::canonical(lenient), "repaired");
      for (Game& game : repaired.games) FUZZ_CHECK(adomoc::check_game(game).valid());
    }
  }
  return 0;
}

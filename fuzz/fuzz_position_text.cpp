// Arbitrary bytes as position text (docs/position-text.md), under every
// variant. A text that reads must describe a consistent position that
// writes back to a text reading to the same position and the same text;
// move generation must agree with move counting, and every generated move
// must make and unmake cleanly and be found again from its own text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.hpp"
#include "validator/movegen.hpp"
#include "validator/notation.hpp"
#include "validator/position.hpp"

namespace {

void check_moves(const adomoc::Position& pos) {
  adomoc::MoveList moves;
  adomoc::generate_moves(pos, moves);
  FUZZ_CHECK(static_cast<std::uint64_t>(moves.size()) == adomoc::count_moves(pos));
  FUZZ_CHECK(adomoc::has_legal_move(pos) == !moves.empty());
  adomoc::Position after = pos;
  for (const adomoc::Move m : moves) {
    const std::string text = adomoc::move_text(pos, m);
    const auto found = adomoc::find_move(pos, text);
    FUZZ_CHECK(found.has_value() && *found == m);
    const adomoc::Undo undo = after.make(m);
    FUZZ_CHECK(after.is_consistent());
    after.unmake(m, undo);
    FUZZ_CHECK(after == pos && after.hash() == pos.hash());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const adomoc::Variant variant :
       {adomoc::Variant::standard, adomoc::Variant::infinite, adomoc::Variant::altogether}) {
    const auto read = adomoc::read_position_text(text, variant);
    if (!read) {
      FUZZ_CHECK(!read.error().message.empty());
      FUZZ_CHECK(read.error().column >= 1 && read.error().column <= text.size() + 1);
      continue;
    }
    const adomoc::Position& pos = *read;
    FUZZ_CHECK(pos.is_consistent());
    FUZZ_CHECK(pos.variant() == variant);
    const std::string written = adomoc::position_text(pos);
    const auto again = adomoc::read_position_text(written, variant);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(*again == pos);
    FUZZ_CHECK(adomoc::position_text(*again) == written);
    check_moves(pos);
  }
  return 0;
}

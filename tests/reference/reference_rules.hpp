// A deliberately simple, independent reference implementation of the Adomoc
// move rules (docs: /work/shared/spec/RULES.md, docs/position-text.md,
// NOTATION.md section 1). It exists only so tests can cross-check the fast
// rules engine. Clarity over speed: every rule is computed directly from the
// board each time it is needed, with no incremental state and no bit tricks.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adomoc::reference {

enum class Variant { standard, infinite, altogether };

enum class Breed { light, dark };
enum class Type { foot, moon, sun };

struct Piece {
  Breed breed = Breed::light;
  Type type = Type::foot;
  bool prime = false;
  bool operator==(const Piece&) const = default;
};

// A space on cycles 1..8: column 0 ('a') .. 9 ('j'), cycle 1 (outer edge) .. 8.
// The centre is not a Space; it is RefPosition::centre.
struct Space {
  int column = 0;
  int cycle = 1;
  bool operator==(const Space&) const = default;
};

struct RefPosition {
  // cells[cycle - 1][column]
  std::array<std::array<std::optional<Piece>, 10>, 8> cells{};
  // The centre: empty, or the prime sun that centred the game.
  std::optional<Piece> centre;
  Breed to_move = Breed::light;
  // What the previous move originated: (space the originating piece landed on,
  // origin space the originated piece was sent to). Empty when it originated
  // nothing or there was no previous move.
  std::optional<std::pair<Space, Space>> last_origination;

  std::optional<Piece>& at(Space s) { return cells.at(static_cast<std::size_t>(s.cycle - 1)).at(static_cast<std::size_t>(s.column)); }
  const std::optional<Piece>& at(Space s) const { return cells.at(static_cast<std::size_t>(s.cycle - 1)).at(static_cast<std::size_t>(s.column)); }

  bool operator==(const RefPosition&) const = default;
};

// Position text (docs/position-text.md). nullopt on any malformed text.
// The text must be exactly one line: no leading/trailing white space, no
// line break, fields separated by single spaces.
std::optional<RefPosition> read_position(const std::string& text);
// Writes the position text byte for byte as the doc specifies.
std::string write_position(const RefPosition& position);
RefPosition initial_position();

// Every legal move in canonical move text, sorted ascending, each once.
//   "F^c3c5", "Mb2d4", "Sa1a4of2", "F^c3c5x", "S^c7c9*".
std::vector<std::string> legal_moves(const RefPosition& position, Variant variant);
// Precondition: move is one of legal_moves(position, variant); otherwise
// std::invalid_argument is thrown.
RefPosition play(const RefPosition& position, const std::string& move, Variant variant);
// Number of legal move sequences of exactly `depth` moves (1 for depth <= 0).
// A centred position has no moves.
std::uint64_t perft(const RefPosition& position, Variant variant, int depth);

// Small helpers, also useful to tests.
std::string space_name(Space s);  // "c3"
bool state_of_primes(const RefPosition& position);  // for the side to move
bool is_attracted(const RefPosition& position, Space foot_space);  // the foot standing there

}  // namespace adomoc::reference

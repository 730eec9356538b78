// Reference implementation of the Adomoc move rules. See reference_rules.hpp.
// Section numbers refer to /work/shared/spec/RULES.md.
#include "reference_rules.hpp"

#include <map>
#include <stdexcept>

namespace adomoc::reference {

namespace {

// ---------------------------------------------------------------------------
// Board geometry (section 1)

struct Direction {
  int column_step;  // +1 = ccw, -1 = cw
  int cycle_step;   // +1 = in,  -1 = out
};

constexpr Direction kIn{0, +1};
constexpr Direction kOut{0, -1};
constexpr Direction kCcw{+1, 0};
constexpr Direction kCw{-1, 0};
constexpr Direction kInCcw{+1, +1};
constexpr Direction kInCw{-1, +1};
constexpr Direction kOutCcw{+1, -1};
constexpr Direction kOutCw{-1, -1};

const std::vector<Direction> kAllDirections{kIn, kOut, kCcw, kCw, kInCcw, kInCw, kOutCcw, kOutCw};

// Section 3: feet ride columns and cycles, moons spirals, suns everything.
std::vector<Direction> directions_of(Type type) {
  switch (type) {
    case Type::foot: return {kIn, kOut, kCcw, kCw};
    case Type::moon: return {kInCcw, kInCw, kOutCcw, kOutCw};
    case Type::sun: return kAllDirections;
  }
  return {};
}

int wrap_column(int column) { return ((column % 10) + 10) % 10; }

// One step from `from`. Empty when the step would leave the board (cycle 0) or
// enter the centre (cycle 9): no ordinary ride ever goes there. Cycles wrap
// from j to a and back.
std::optional<Space> step(Space from, Direction d) {
  const int cycle = from.cycle + d.cycle_step;
  if (cycle < 1 || cycle > 8) return std::nullopt;
  return Space{wrap_column(from.column + d.column_step), cycle};
}

std::vector<Space> all_spaces() {
  std::vector<Space> spaces;
  for (int cycle = 1; cycle <= 8; ++cycle)
    for (int column = 0; column < 10; ++column) spaces.push_back(Space{column, cycle});
  return spaces;
}

// Section 2: the breed owning a column's half, and a type's origin cycle.
Breed half_of(int column) { return column < 5 ? Breed::light : Breed::dark; }

int origin_cycle(Type type) {
  switch (type) {
    case Type::sun: return 1;
    case Type::moon: return 2;
    case Type::foot: return 3;
  }
  return 0;
}

std::vector<Space> origin_spaces(Breed breed, Type type) {
  const int first_column = breed == Breed::light ? 0 : 5;
  std::vector<Space> spaces;
  for (int column = first_column; column < first_column + 5; ++column)
    spaces.push_back(Space{column, origin_cycle(type)});
  return spaces;
}

Breed other(Breed breed) { return breed == Breed::light ? Breed::dark : Breed::light; }

// ---------------------------------------------------------------------------
// Text helpers

char column_letter(int column) { return static_cast<char>('a' + column); }

char type_letter(Type type) {
  switch (type) {
    case Type::foot: return 'F';
    case Type::moon: return 'M';
    case Type::sun: return 'S';
  }
  return '?';
}

// Move text piece: uppercase letter, '^' for a prime (NOTATION.md 1).
std::string move_piece_text(const Piece& piece) {
  std::string text(1, type_letter(piece.type));
  if (piece.prime) text += '^';
  return text;
}

// Position text piece: uppercase light, lowercase dark, '^' for a prime.
std::string position_piece_text(const Piece& piece) {
  char letter = type_letter(piece.type);
  if (piece.breed == Breed::dark) letter = static_cast<char>(letter - 'A' + 'a');
  std::string text(1, letter);
  if (piece.prime) text += '^';
  return text;
}

std::optional<Piece> piece_from_letter(char letter) {
  switch (letter) {
    case 'F': return Piece{Breed::light, Type::foot, false};
    case 'M': return Piece{Breed::light, Type::moon, false};
    case 'S': return Piece{Breed::light, Type::sun, false};
    case 'f': return Piece{Breed::dark, Type::foot, false};
    case 'm': return Piece{Breed::dark, Type::moon, false};
    case 's': return Piece{Breed::dark, Type::sun, false};
    default: return std::nullopt;
  }
}

// A space name with cycle 1..8 only.
std::optional<Space> parse_board_space(const std::string& text) {
  if (text.size() != 2) return std::nullopt;
  if (text[0] < 'a' || text[0] > 'j') return std::nullopt;
  if (text[1] < '1' || text[1] > '8') return std::nullopt;
  return Space{text[0] - 'a', text[1] - '0'};
}

// ---------------------------------------------------------------------------
// Rules

// Section 4, attract: the foot on `foot_space` is attracted when any space
// adjacent to it (one step in any of the eight directions, plus the centre
// for a cycle-8 space) holds a sun of the other breed.
bool foot_is_attracted(const RefPosition& position, Space foot_space) {
  const std::optional<Piece>& foot = position.at(foot_space);
  if (!foot || foot->type != Type::foot) return false;
  for (const Direction& d : kAllDirections) {
    const std::optional<Space> neighbour = step(foot_space, d);
    if (!neighbour) continue;
    const std::optional<Piece>& piece = position.at(*neighbour);
    if (piece && piece->type == Type::sun && piece->breed != foot->breed) return true;
  }
  if (foot_space.cycle == 8 && position.centre && position.centre->type == Type::sun &&
      position.centre->breed != foot->breed)
    return true;
  return false;
}

// Section 6, for the player to move.
bool primes_in_state(const RefPosition& position) {
  bool prime_foot_on_8 = false;
  bool prime_moon_on_8 = false;
  bool one_is_movers = false;
  for (int column = 0; column < 10; ++column) {
    const std::optional<Piece>& piece = position.at(Space{column, 8});
    if (!piece || !piece->prime) continue;
    if (piece->type == Type::foot) prime_foot_on_8 = true;
    if (piece->type == Type::moon) prime_moon_on_8 = true;
    if ((piece->type == Type::foot || piece->type == Type::moon) && piece->breed == position.to_move)
      one_is_movers = true;
  }
  return prime_foot_on_8 && prime_moon_on_8 && one_is_movers;
}

// The moves found so far: move text -> position after the move. A std::map
// keyed by text means a landing reached by two rides is one move, and the
// keys come out sorted.
using MoveTable = std::map<std::string, RefPosition>;

// The position with `mover` gone from `from`, standing on `to` (whatever stood
// on `to` is overwritten), side flipped, last origination cleared.
RefPosition after_ride(const RefPosition& position, Space from, Space to) {
  RefPosition after = position;
  after.at(to) = position.at(from);
  after.at(from).reset();
  after.to_move = other(position.to_move);
  after.last_origination.reset();
  return after;
}

// The mover on `from` has ridden onto the occupied space `to`. Adds the moves
// the landing allows (section 4); adds nothing if the landing is illegal.
void add_landing_on_piece(const RefPosition& position, Variant variant, Space from, Space to, MoveTable& moves) {
  const Piece mover = *position.at(from);
  const Piece target = *position.at(to);
  const std::string base = move_piece_text(mover) + space_name(from) + space_name(to);

  // Consume.
  if (target.type == mover.type) {
    if (mover.prime && !target.prime && target.breed != mover.breed && variant != Variant::infinite)
      moves[base + "x"] = after_ride(position, from, to);
    return;  // same type: consume or nothing
  }

  // Originate: the types differ.
  bool may_originate = false;
  if (!target.prime) may_originate = true;
  if (mover.prime) may_originate = true;
  if (mover.type == Type::moon && variant != Variant::infinite) may_originate = true;
  if (!may_originate) return;

  // No immediate reverse origination: the piece on the last origin space may
  // not originate the piece on the last landing space.
  if (position.last_origination && position.last_origination->first == to && position.last_origination->second == from)
    return;

  const RefPosition landed = after_ride(position, from, to);  // target is off the board here
  for (const Space& origin : origin_spaces(target.breed, target.type)) {
    if (landed.at(origin)) continue;  // not free
    RefPosition after = landed;
    after.at(origin) = target;
    after.last_origination = std::make_pair(to, origin);
    moves[base + "o" + space_name(origin)] = after;
  }
}

// All legal moves of the position, with the position after each.
MoveTable generate(const RefPosition& position, Variant variant) {
  MoveTable moves;
  if (position.centre) return moves;  // centred: the game is over

  for (const Space& from : all_spaces()) {
    const std::optional<Piece>& maybe_mover = position.at(from);
    if (!maybe_mover || maybe_mover->breed != position.to_move) continue;
    const Piece mover = *maybe_mover;
    if (mover.type == Type::foot && foot_is_attracted(position, from)) continue;

    // Primes ride 1..3 steps. Non-primes: a cycle ride takes at most 9 steps;
    // columns and spirals end at the board's edge (cycle 1 or 8) by themselves.
    const int max_steps = mover.prime ? 3 : 9;
    for (const Direction& d : directions_of(mover.type)) {
      Space here = from;
      for (int steps = 1; steps <= max_steps; ++steps) {
        const std::optional<Space> next = step(here, d);
        if (!next) break;  // edge of the board, or the centre
        here = *next;
        if (!position.at(here)) {
          moves[move_piece_text(mover) + space_name(from) + space_name(here)] = after_ride(position, from, here);
          continue;
        }
        add_landing_on_piece(position, variant, from, here, moves);
        break;  // never past an occupied space
      }
    }

    // Section 6: the prime sun rides `in` 1..3 steps over empty spaces onto
    // the centre during a state of primes.
    if (mover.type == Type::sun && mover.prime && from.cycle >= 6 && primes_in_state(position)) {
      bool path_empty = true;
      for (int cycle = from.cycle + 1; cycle <= 8; ++cycle)
        if (position.at(Space{from.column, cycle})) path_empty = false;
      if (path_empty) {
        RefPosition after = position;
        after.at(from).reset();
        after.centre = mover;
        after.to_move = other(position.to_move);
        after.last_origination.reset();
        moves[move_piece_text(mover) + space_name(from) + column_letter(from.column) + "9*"] = after;
      }
    }
  }
  return moves;
}

// Parses one cycle field of the position text into `position`.
bool read_cycle(const std::string& field, int cycle, RefPosition& position) {
  int column = 0;
  bool previous_was_number = false;
  std::size_t i = 0;
  while (i < field.size()) {
    const char ch = field[i];
    if (ch >= '0' && ch <= '9') {
      if (previous_was_number || ch == '0') return false;
      int run = ch - '0';
      ++i;
      if (ch == '1' && i < field.size() && field[i] == '0') {
        run = 10;
        ++i;
      }
      if (column + run > 10) return false;
      column += run;
      previous_was_number = true;
      continue;
    }
    std::optional<Piece> piece = piece_from_letter(ch);
    if (!piece) return false;
    ++i;
    if (i < field.size() && field[i] == '^') {
      piece->prime = true;
      ++i;
    }
    if (column >= 10) return false;
    position.at(Space{column, cycle}) = piece;
    ++column;
    previous_was_number = false;
  }
  return column == 10;
}

// Splits on `separator`; every part kept (empty ones too).
std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts(1);
  for (char ch : text) {
    if (ch == separator)
      parts.emplace_back();
    else
      parts.back() += ch;
  }
  return parts;
}

}  // namespace

std::string space_name(Space s) { return std::string(1, column_letter(s.column)) + static_cast<char>('0' + s.cycle); }

bool state_of_primes(const RefPosition& position) { return primes_in_state(position); }

bool is_attracted(const RefPosition& position, Space foot_space) { return foot_is_attracted(position, foot_space); }

RefPosition initial_position() {
  RefPosition position;
  for (Breed breed : {Breed::light, Breed::dark}) {
    for (Type type : {Type::sun, Type::moon, Type::foot}) {
      for (const Space& s : origin_spaces(breed, type)) {
        const bool prime = s.column == (breed == Breed::light ? 2 : 7);  // columns c and h
        position.at(s) = Piece{breed, type, prime};
      }
    }
  }
  position.to_move = Breed::light;
  return position;
}

std::optional<RefPosition> read_position(const std::string& text) {
  const std::vector<std::string> fields = split(text, ' ');
  if (fields.size() != 3) return std::nullopt;

  RefPosition position;
  const std::vector<std::string> board = split(fields[0], '/');
  if (board.size() != 9) return std::nullopt;
  for (int cycle = 1; cycle <= 8; ++cycle)
    if (!read_cycle(board[static_cast<std::size_t>(cycle - 1)], cycle, position)) return std::nullopt;

  const std::string& centre = board[8];
  if (centre == "S^")
    position.centre = Piece{Breed::light, Type::sun, true};
  else if (centre == "s^")
    position.centre = Piece{Breed::dark, Type::sun, true};
  else if (centre != "-")
    return std::nullopt;

  if (fields[1] == "l")
    position.to_move = Breed::light;
  else if (fields[1] == "d")
    position.to_move = Breed::dark;
  else
    return std::nullopt;

  // At most five pieces of each type per breed, at most one prime of each.
  for (Breed breed : {Breed::light, Breed::dark}) {
    for (Type type : {Type::foot, Type::moon, Type::sun}) {
      int pieces = 0;
      int primes = 0;
      std::vector<std::optional<Piece>> everything;
      for (const Space& s : all_spaces()) everything.push_back(position.at(s));
      everything.push_back(position.centre);
      for (const std::optional<Piece>& piece : everything) {
        if (!piece || piece->breed != breed || piece->type != type) continue;
        ++pieces;
        if (piece->prime) ++primes;
      }
      if (pieces > 5 || primes > 1) return std::nullopt;
    }
  }

  const std::string& last = fields[2];
  if (last != "-") {
    if (last.size() != 4) return std::nullopt;
    const std::optional<Space> landing = parse_board_space(last.substr(0, 2));
    const std::optional<Space> origin = parse_board_space(last.substr(2, 2));
    if (!landing || !origin) return std::nullopt;
    if (*landing == *origin) return std::nullopt;
    if (!position.at(*landing)) return std::nullopt;
    // The origin space must be an origin space (cycles 1..3) and hold a piece
    // of the breed and type that space is the origin of.
    if (origin->cycle > 3) return std::nullopt;
    const std::optional<Piece>& originated = position.at(*origin);
    if (!originated) return std::nullopt;
    if (originated->breed != half_of(origin->column) || origin_cycle(originated->type) != origin->cycle)
      return std::nullopt;
    position.last_origination = std::make_pair(*landing, *origin);
  }
  return position;
}

std::string write_position(const RefPosition& position) {
  std::string text;
  for (int cycle = 1; cycle <= 8; ++cycle) {
    int empty_run = 0;
    for (int column = 0; column < 10; ++column) {
      const std::optional<Piece>& piece = position.at(Space{column, cycle});
      if (!piece) {
        ++empty_run;
        continue;
      }
      if (empty_run > 0) text += std::to_string(empty_run);
      empty_run = 0;
      text += position_piece_text(*piece);
    }
    if (empty_run > 0) text += std::to_string(empty_run);
    text += '/';
  }
  text += position.centre ? position_piece_text(*position.centre) : "-";
  text += position.to_move == Breed::light ? " l " : " d ";
  if (position.last_origination)
    text += space_name(position.last_origination->first) + space_name(position.last_origination->second);
  else
    text += '-';
  return text;
}

std::vector<std::string> legal_moves(const RefPosition& position, Variant variant) {
  std::vector<std::string> texts;
  for (const auto& [text, after] : generate(position, variant)) texts.push_back(text);
  return texts;  // std::map keys: already ascending and unique
}

RefPosition play(const RefPosition& position, const std::string& move, Variant variant) {
  const MoveTable moves = generate(position, variant);
  const auto found = moves.find(move);
  if (found == moves.end()) throw std::invalid_argument("reference::play: not a legal move: " + move);
  return found->second;
}

std::uint64_t perft(const RefPosition& position, Variant variant, int depth) {
  if (depth <= 0) return 1;
  const MoveTable moves = generate(position, variant);
  if (depth == 1) return moves.size();
  std::uint64_t total = 0;
  for (const auto& [text, after] : moves) total += perft(after, variant, depth - 1);
  return total;
}

}  // namespace adomoc::reference

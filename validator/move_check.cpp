#include "validator/move_check.hpp"

#include "parser/writer.hpp"
#include "validator/movegen.hpp"
#include "validator/notation.hpp"
#include "validator/tokens.hpp"

namespace adomoc {

namespace {

std::string piece_on(const Position& pos, Space s) { return describe_piece(pos.at(s), s); }

std::string type_phrase(Piece p) {
  return std::string(breed_name(p.breed())) + (p.prime() ? " prime " : " ") + std::string(type_name(p.type()));
}

std::string list_spaces(SpaceSet set) {
  std::string out;
  for (Space s : set) {
    if (!out.empty()) out += ", ";
    out += space_name(s);
  }
  return out;
}

// One way a piece could ride from `from` to `to`.
struct Path {
  Direction direction;
  int steps;
};

class MoveChecker {
 public:
  MoveChecker(const Position& pos, parser::MoveToken& token, bool lenient, std::vector<Violation>& repairs)
      : pos_(pos), token_(token), lenient_(lenient), repairs_(repairs) {}

  Expected<Move, Violation> check() {
    if (token_.lowercase && !slip(Rule::piece_letter, "piece letters are capitals: write '" + capitalised() + "'",
                                  [&] { token_.lowercase = false; }))
      return failed_slip();
    from_ = to_space(token_.from);
    if (token_.from.cycle == kCentreCycle) return fail(Rule::no_piece, "nothing ever moves from the centre");
    mover_ = pos_.at(from_);
    if (mover_.empty()) return fail(Rule::no_piece, "there is no piece on " + space_name(from_));
    if (mover_.breed() != pos_.side_to_move())
      return fail(Rule::side_to_move, "the " + type_phrase(mover_) + " on " + space_name(from_) + " is " +
                                          std::string(breed_name(mover_.breed())) + "'s, but it is " +
                                          std::string(breed_name(pos_.side_to_move())) + "'s turn");
    if (static_cast<int>(token_.piece) != index(mover_.type()))
      return fail(Rule::piece_letter, "the piece on " + space_name(from_) + " is a " +
                                          std::string(type_name(mover_.type())) + ", written '" +
                                          piece_letter(mover_.type()) + "'");
    if (token_.prime && !mover_.prime())
      return fail(Rule::prime_mark, "the " + type_phrase(mover_) + " on " + space_name(from_) +
                                        " is not prime: write it without '^'");
    if (!token_.prime && mover_.prime() &&
        !slip(Rule::prime_mark, "the " + std::string(type_name(mover_.type())) + " on " + space_name(from_) + " is " +
                  std::string(breed_name(mover_.breed())) + "'s prime " + std::string(type_name(mover_.type())) +
                  ": write it with '^'",
              [&] { token_.prime = true; }))
      return failed_slip();
    if (mover_.type() == PieceType::foot && pos_.attracted(from_)) return attracted();
    if (token_.to.cycle == kCentreCycle) return enter_centre();
    return ride();
  }

 private:
  Unexpected<Violation> fail(Rule rule, std::string message) {
    return Unexpected{Violation{rule, parser::move_text(token_) + ": " + std::move(message)}};
  }

  // A slip: repaired under --lenient, otherwise a fault with this message.
  template <class Repair>
  bool slip(Rule rule, std::string message, Repair repair) {
    if (!lenient_) {
      last_slip_ = Violation{rule, std::move(message)};
      return false;
    }
    repair();
    repairs_.push_back({rule, std::move(message)});
    return true;
  }
  Unexpected<Violation> failed_slip() { return fail(last_slip_.rule, std::move(last_slip_.message)); }

  std::string capitalised() const {
    parser::MoveToken capital = token_;
    capital.lowercase = false;
    return parser::move_text(capital);
  }

  Unexpected<Violation> attracted() {
    for (Space s : board::adjacent(from_) & pos_.pieces(opponent(mover_.breed()), PieceType::sun))
      return fail(Rule::attracted, "the " + type_phrase(mover_) + " on " + space_name(from_) +
                                       " cannot move: " + piece_on(pos_, s) + " attracts it");
    return fail(Rule::attracted, "the foot cannot move");
  }

  Expected<Move, Violation> enter_centre() {
    if (mover_.type() != PieceType::sun || !mover_.prime())
      return fail(Rule::centre, "only the prime sun may enter the centre");
    if (cycle_of(from_) < kCycles - 2)
      return fail(Rule::prime_distance, "the prime sun reaches the centre only from cycle 6, 7 or 8 (at most 3 spaces)");
    if (!pos_.state_of_primes(mover_.breed()))
      return fail(Rule::centre,
                  "the centre can only be entered during a state of primes: a prime foot and a prime moon on "
                  "cycle 8, at least one of them " + std::string(breed_name(mover_.breed())) + "'s");
    const board::Ride& in = board::ride(from_, Direction::in);
    if (const Space s = first_occupied(pos_, in, in.length); s != kNoSpace)
      return fail(Rule::blocked, "the way to the centre is blocked by " + piece_on(pos_, s));
    if (token_.marker != parser::Marker::none)
      return fail(Rule::marker, "entering the centre neither consumes nor originates");
    if (token_.ending == parser::Ending::forfeit)
      return fail(Rule::end_marker, "the centring move ends the game with '*', not '_'");
    if (token_.ending != parser::Ending::centred &&
        !slip(Rule::end_marker, "the move that enters the centre ends with '*'", [&] { token_.ending = parser::Ending::centred; }))
      return failed_slip();
    return Move(from_, kCentre, MoveKind::centre);
  }

  // A ride that takes the piece there, or the reason there is none.
  Expected<Path, Violation> find_path(Space to) {
    const board::Lines& lines = board::lines_between(from_, to);
    if (lines.count == 0)
      return fail(Rule::line, space_name(from_) + " and " + space_name(to) + " are not on one column, cycle or spiral");
    const int reach = board::reach(mover_.prime());
    bool allowed_line = false, in_reach = false;
    Space blocker = kNoSpace;
    for (int i = 0; i < lines.count; ++i) {
      const Direction dir = lines.direction[static_cast<std::size_t>(i)];
      const int steps = lines.steps[static_cast<std::size_t>(i)];
      if (!board::rides_along(mover_.type(), dir)) continue;
      allowed_line = true;
      if (steps > reach) continue;
      in_reach = true;
      const Space first = first_occupied(pos_, board::ride(from_, dir), steps - 1);
      if (first == kNoSpace) return Path{dir, steps};
      if (blocker == kNoSpace) blocker = first;
    }
    if (!allowed_line) return fail(Rule::line, line_rule());
    if (!in_reach) return fail(Rule::prime_distance, "a prime moves at most 3 spaces");
    return fail(Rule::blocked, "the way from " + space_name(from_) + " to " + space_name(to) + " is blocked by " +
                                   piece_on(pos_, blocker));
  }

  std::string line_rule() const {
    switch (mover_.type()) {
      case PieceType::foot: return "a foot moves along columns and cycles, not along spirals";
      case PieceType::moon: return "a moon moves along spirals only";
      case PieceType::sun: break;
    }
    return "a sun moves along columns, cycles and spirals";
  }

  Expected<Move, Violation> ride() {
    const Space to = to_space(token_.to);
    if (to == from_) return fail(Rule::line, "a move must leave its space");
    auto path = find_path(to);
    if (!path) return Unexpected{path.error()};
    if (token_.ending == parser::Ending::centred)
      return fail(Rule::end_marker, "'*' marks only the move that enters the centre");
    const Piece target = pos_.at(to);
    if (target.empty()) {
      if (token_.marker == parser::Marker::consume)
        return fail(Rule::marker, space_name(to) + " is empty: there is nothing to consume");
      if (token_.marker == parser::Marker::originate)
        return fail(Rule::marker, space_name(to) + " is empty: there is nothing to originate");
      return Move(from_, to, MoveKind::quiet);
    }
    switch (behaviour(mover_, target, pos_.variant())) {
      case MoveKind::consume: return consume(to);
      case MoveKind::originate: return originate(to);
      case MoveKind::quiet:
      case MoveKind::centre: break;
    }
    return fail(Rule::landing, no_behaviour(to, target));
  }

  std::string no_behaviour(Space to, Piece target) const {
    const std::string lands = "it lands on " + piece_on(pos_, to) + ", ";
    if (target.type() != mover_.type())
      return lands + (pos_.variant() == Variant::infinite
                          ? "and in the Infinite variant only a prime may originate a prime"
                          : "and a prime can only be originated by a prime or a moon");
    if (target.breed() == mover_.breed()) return lands + "and no one consumes their own pieces";
    if (pos_.variant() == Variant::infinite) return lands + "and there is no consuming in the Infinite variant";
    if (target.prime()) return lands + "and a prime is never consumed";
    return lands + "and only a prime consumes";
  }

  Expected<Move, Violation> consume(Space to) {
    if (token_.marker == parser::Marker::originate)
      return fail(Rule::marker, "a piece of the same type is consumed, not originated: write 'x'");
    if (token_.marker == parser::Marker::none &&
        !slip(Rule::marker, "it consumes " + piece_on(pos_, to) + ": write 'x'", [&] { token_.marker = parser::Marker::consume; }))
      return failed_slip();
    return Move(from_, to, MoveKind::consume);
  }

  Expected<Move, Violation> originate(Space to) {
    const Piece target = pos_.at(to);
    if (pos_.reverse_origination(from_, to))
      return fail(Rule::reverse_origination,
                  piece_on(pos_, from_) + " was just originated by " + piece_on(pos_, to) +
                      " and may not originate it back before a full round has passed");
    const SpaceSet free = free_origins(pos_, from_, to);
    const SpaceSet origins = board::origin_spaces(target.breed(), target.type());
    if (free.empty())
      return fail(Rule::origin_space, "no origin space of the " + type_phrase(target) + " is free (" +
                                          list_spaces(origins) + "), so it cannot be originated");
    if (token_.marker == parser::Marker::consume)
      return fail(Rule::marker, "a " + std::string(type_name(mover_.type())) + " cannot consume a " +
                                    std::string(type_name(target.type())) + "; it originates it: write 'o' and the origin space");
    if (token_.marker == parser::Marker::none) return missing_origin(to, free);
    const Space origin = to_space(token_.origin);
    if (!origins.contains(origin))
      return fail(Rule::origin_space, space_name(origin) + " is not an origin space of the " + type_phrase(target) +
                                          ": it goes to one of " + list_spaces(origins));
    if (!free.contains(origin))
      return fail(Rule::origin_space, "origin space " + space_name(origin) + " is occupied by " + piece_on(pos_, origin));
    return Move(from_, to, MoveKind::originate, origin);
  }

  Expected<Move, Violation> missing_origin(Space to, SpaceSet free) {
    parser::MoveToken example = token_;
    example.marker = parser::Marker::originate;
    example.origin = to_space_text(free.first());
    const std::string message = "it lands on " + piece_on(pos_, to) +
                                ": an origination must say where it goes, e.g. " + parser::move_text(example);
    if (free.count() == 1 && slip(Rule::marker, message, [&] { token_ = example; })) return Move(from_, to, MoveKind::originate, free.first());
    return fail(Rule::marker, message);
  }

  const Position& pos_;
  parser::MoveToken& token_;
  bool lenient_;
  std::vector<Violation>& repairs_;
  Violation last_slip_{};
  Space from_ = kNoSpace;
  Piece mover_;
};

}  // namespace

std::optional<Move> accept_as_written(const Position& pos, const parser::MoveToken& token) {
  if (token.from.cycle == kCentreCycle || token.to.cycle == kCentreCycle || token.ending == parser::Ending::centred)
    return std::nullopt;
  const Space from = to_space(token.from), to = to_space(token.to);
  const Piece mover = pos.at(from);
  if (token.lowercase || mover.empty() || mover.breed() != pos.side_to_move() ||
      static_cast<int>(token.piece) != index(mover.type()) || token.prime != mover.prime())
    return std::nullopt;
  if (mover.type() == PieceType::foot && pos.attracted(from)) return std::nullopt;
  const board::Lines& lines = board::lines_between(from, to);
  bool open = false;
  for (int i = 0; i < lines.count && !open; ++i) {
    const Direction d = lines.direction[static_cast<std::size_t>(i)];
    const int steps = lines.steps[static_cast<std::size_t>(i)];
    open = board::rides_along(mover.type(), d) && steps <= board::reach(mover.prime()) &&
           first_occupied(pos, board::ride(from, d), steps - 1) == kNoSpace;
  }
  if (!open) return std::nullopt;
  const Piece target = pos.at(to);
  if (target.empty()) {
    if (token.marker != parser::Marker::none) return std::nullopt;
    return Move(from, to, MoveKind::quiet);
  }
  switch (behaviour(mover, target, pos.variant())) {
    case MoveKind::consume:
      if (token.marker != parser::Marker::consume) return std::nullopt;
      return Move(from, to, MoveKind::consume);
    case MoveKind::originate: {
      if (token.marker != parser::Marker::originate || pos.reverse_origination(from, to))
        return std::nullopt;
      const Space origin = to_space(token.origin);
      if (!free_origins(pos, from, to).contains(origin)) return std::nullopt;
      return Move(from, to, MoveKind::originate, origin);
    }
    case MoveKind::quiet:
    case MoveKind::centre: break;
  }
  return std::nullopt;
}

Expected<Move, Violation> check_move(const Position& pos, parser::MoveToken& token, bool lenient,
                                     std::vector<Violation>& repairs) {
  if (const std::optional<Move> move = accept_as_written(pos, token)) return *move;
  return check_move_in_full(pos, token, lenient, repairs);
}

Expected<Move, Violation> check_move_in_full(const Position& pos, parser::MoveToken& token, bool lenient,
                                             std::vector<Violation>& repairs) {
  return MoveChecker(pos, token, lenient, repairs).check();
}

}  // namespace adomoc

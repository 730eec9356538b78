#include "render/describe.hpp"

#include <vector>

#include "render/scene.hpp"
#include "validator/notation.hpp"

namespace adomoc::render {

namespace {

std::string action(const Position& before, Move move) {
  const Piece mover = before.at(move.from());
  const Piece target = before.at(move.to());
  const std::string who = piece_words(mover) + " from " + space_name(move.from());
  switch (move.kind()) {
    case MoveKind::quiet: return who + " moves to " + space_name(move.to());
    case MoveKind::consume: return who + " consumes " + piece_words(target) + " on " + space_name(move.to());
    case MoveKind::originate:
      return who + " originates " + piece_words(target) + " on " + space_name(move.to()) + " to " +
             space_name(move.origin());
    case MoveKind::centre: break;
  }
  return who + " enters the centre: the game is centred";
}

// A foot held after the move that was not held on that space before (it
// stepped there, was sent there, or a sun came next to it).
void newly_attracted(const Position& before, const Position& after, std::vector<std::string>& out) {
  const SpaceSet held_before = attracted_feet(before);
  for (const Space s : attracted_feet(after))
    if (!held_before.contains(s) || before.at(s) != after.at(s))
      out.push_back(piece_words(after.at(s)) + " on " + space_name(s) + " is attracted");
}

// A foot still on its space that no opposing sun holds any more. A held
// foot that was consumed or originated is gone from there, not released.
void released(const Position& before, const Position& after, std::vector<std::string>& out) {
  const SpaceSet held_after = attracted_feet(after);
  for (const Space s : attracted_feet(before))
    if (before.at(s) == after.at(s) && !held_after.contains(s))
      out.push_back(piece_words(after.at(s)) + " on " + space_name(s) + " is released");
}

std::string primes_change(const Position& before, const Position& after) {
  const Breed next = after.side_to_move();
  if (after.centred() || !after.state_of_primes(next) || before.state_of_primes(next)) return {};
  return "a state of primes now holds for " + std::string(breed_name(next));
}

}  // namespace

std::string piece_words(Piece p) {
  return std::string(breed_name(p.breed())) + (p.prime() ? " prime " : " ") + std::string(type_name(p.type()));
}

std::string describe_ply(const Position& before, Move move, const Position& after) {
  std::vector<std::string> parts{action(before, move)};
  if (after.centred()) return parts.front();  // the game is over: nothing is held or freed any more
  newly_attracted(before, after, parts);
  released(before, after, parts);
  if (std::string primes = primes_change(before, after); !primes.empty()) parts.push_back(std::move(primes));
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : "; ") + part;
  return text;
}

std::string scene_status(const Scene& scene) {
  const Position& pos = scene.position;
  std::string text =
      scene.last ? "After " + round_label(scene.ply, scene.last->mover) + " " + scene.last->text + ": " : "Start: ";
  // The prime sun on the centre says who centred it, also in a position
  // given as text with no move behind it.
  if (pos.centred()) return text + std::string(breed_name(pos.at(kCentre).breed())) + " has centred the game";
  const std::string side(breed_name(pos.side_to_move()));
  text += side + " to move";
  if (pos.state_of_primes(pos.side_to_move())) text += "; a state of primes holds for " + side;
  return text;
}

}  // namespace adomoc::render

#include "validator/selfplay.hpp"

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "validator/movegen.hpp"
#include "validator/notation.hpp"
#include "validator/tokens.hpp"

namespace adomoc {

namespace {

// A stream of board::splitmix64 numbers.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() { return board::splitmix64(state_); }
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(uniform() * static_cast<double>(n)); }

 private:
  std::uint64_t state_;
};

constexpr std::array<const char*, 16> kPlayers = {
    "A. Tremblay", "B. Roy",      "C. Gagnon",  "D. Côté",    "E. Bouchard", "F. Gauthier",
    "G. Morin",    "H. Lavoie",   "I. Fortin",  "J. Gagné",   "K. Ouellet",  "L. Pelletier",
    "M. Bélanger", "N. Lévesque", "O. Bergeron", "P. Leblanc"};
constexpr std::array<const char*, 4> kEvents = {"Club championship", "Autumn open", "Spiral cup",
                                                "Casual games"};
constexpr std::array<const char*, 4> kSites = {"Montreal", "Quebec", "Sherbrooke", "Gatineau"};

// YYYY.MM.DD for a day count from 2020-01-01 (Howard Hinnant's civil_from_days).
std::string date_text(int days) {
  const int z = days + 18262 + 719468;  // 2020-01-01 is day 18262 of the Unix epoch
  const int era = z / 146097;
  const int doe = z - era * 146097;
  const int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int mp = (5 * doy + 2) / 153;
  const int d = doy - (153 * mp + 2) / 5 + 1;
  const int m = mp < 10 ? mp + 3 : mp - 9;
  const int y = yoe + era * 400 + (m <= 2);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d.%02d.%02d", y, m, d);
  return buf;
}

bool mover_has_prime_on_8(const Position& pos, Breed us) {
  for (PieceType t : {PieceType::foot, PieceType::moon}) {
    const Space s = pos.prime_space(us, t);
    if (s != kNoSpace && cycle_of(s) == kCycles) return true;
  }
  return false;
}

// How much the policy likes a move: primes heading for cycle 8, the prime
// sun following once the way is prepared, and behaviours, which make the
// games worth testing on.
double weight(const Position& pos, Move m, bool sun_may_advance) {
  const Piece p = pos.at(m.from());
  const int gain = cycle_of(m.to()) - cycle_of(m.from());
  double w = 1.0;
  if (p.prime() && p.type() != PieceType::sun) {
    if (gain > 0) w += 6.0 * gain;
    if (cycle_of(m.to()) == kCycles) w += 25.0;
    if (cycle_of(m.from()) == kCycles) w *= 0.05;
  }
  if (p.prime() && p.type() == PieceType::sun && sun_may_advance && gain > 0) w += 10.0 * gain;
  if (m.kind() == MoveKind::consume) w += 10.0;
  if (m.kind() == MoveKind::originate) {
    w += 0.5;
    if (pos.at(m.to()).prime() && pos.at(m.to()).breed() != p.breed()) w += 8.0;
  }
  return w;
}

Move choose(const Position& pos, const MoveList& moves, double focus, Random& rng) {
  for (Move m : moves)
    if (m.kind() == MoveKind::centre) return m;
  if (rng.uniform() > focus) return moves[static_cast<int>(rng.below(static_cast<std::size_t>(moves.size())))];
  const bool sun_may_advance = mover_has_prime_on_8(pos, pos.side_to_move());
  std::array<double, kMaxMoves> weights;
  double total = 0;
  for (int i = 0; i < moves.size(); ++i) total += weights[static_cast<std::size_t>(i)] = weight(pos, moves[i], sun_may_advance);
  double pick = rng.uniform() * total;
  for (int i = 0; i < moves.size(); ++i) {
    pick -= weights[static_cast<std::size_t>(i)];
    if (pick < 0) return moves[i];
  }
  return moves[moves.size() - 1];
}

void add_tags(parser::Game& game, std::uint64_t number, Random& rng, Variant variant) {
  const std::size_t light = rng.below(kPlayers.size());
  const std::size_t dark = (light + 1 + rng.below(kPlayers.size() - 1)) % kPlayers.size();
  game.tags = {{"Event", kEvents[rng.below(kEvents.size())], {}},
               {"Site", kSites[rng.below(kSites.size())], {}},
               {"Date", date_text(static_cast<int>(rng.below(6 * 365))), {}},
               {"Round", std::to_string(number), {}},
               {"Light", kPlayers[light], {}},
               {"Dark", kPlayers[dark], {}},
               {"Variant", std::string(variant_name(variant)), {}}};
}

}  // namespace

Outcome SelfPlay::play(std::uint64_t number, parser::Game& game) const {
  Random rng(options_.seed * 0x100000001B3ULL ^ number);
  game.clear();
  add_tags(game, number, rng, options_.variant);
  // A few players resign or agree a draw; most play to the end.
  const double resign_per_ply = rng.uniform() < 0.3 ? 0.004 : 0.0;
  const double draw_per_ply = rng.uniform() < 0.3 ? 0.003 : 0.0;
  // How often each side follows the policy rather than a random move:
  // unfocused players make the long, tangled games.
  const std::array<double, kBreeds> focus = {0.2 + 0.8 * rng.uniform(), 0.2 + 0.8 * rng.uniform()};

  Position pos = Position::initial(options_.variant);
  Outcome outcome;
  MoveList moves;
  for (int ply = 0;; ++ply) {
    moves.clear();
    generate_moves(pos, moves);
    if (moves.empty()) {
      outcome = forfeit_outcome(pos);
      break;
    }
    if (ply >= options_.max_plies) break;
    if (ply > 20 && rng.uniform() < resign_per_ply) {
      outcome = forfeit_outcome(pos);
      std::get<parser::MoveToken>(game.movetext.back()).ending = parser::Ending::forfeit;
      break;
    }
    if (ply > 30 && rng.uniform() < draw_per_ply) {
      outcome = draw_outcome();
      game.movetext.emplace_back(parser::DrawMarker{});
      break;
    }
    const Move m = choose(pos, moves, focus[static_cast<std::size_t>(index(pos.side_to_move()))], rng);
    if (pos.side_to_move() == Breed::light)
      game.movetext.emplace_back(parser::RoundNumber{static_cast<std::uint32_t>(ply / 2 + 1), false, {}});
    game.movetext.emplace_back(to_token(pos, m));
    pos.make(m);
    if (pos.centred()) {
      outcome = centred_outcome(pos);
      break;
    }
  }
  game.tags.push_back({"Result", std::string(result_text(outcome.result)), {}});
  return outcome;
}

}  // namespace adomoc

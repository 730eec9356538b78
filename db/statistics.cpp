#include "db/statistics.hpp"

#include <algorithm>
#include <optional>
#include <span>

#include "db/move_codec.hpp"
#include "validator/notation.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

namespace {

// The codes of games.result and games.termination (docs/schema.md); the
// table's CHECK constraints keep every stored code in range.
constexpr int kLightWins = 0, kDarkWins = 1, kDraw = 2;  // 3 is unfinished
constexpr int kCentred = 1;

// Every value a stored move word can take: first moves are counted in a
// flat table indexed by the word, with no allocation per game.
constexpr std::size_t kMoveWords = 1 << 16;

struct GameRow {
  Variant variant;
  int result;
  int termination;
  int plies;
  std::optional<int> light_score, dark_score;
  std::span<const std::uint8_t> moves;
};

GameRow read_row(const Statement& s) {
  GameRow g{static_cast<Variant>(s.integer(0)), static_cast<int>(s.integer(1)), static_cast<int>(s.integer(2)),
            static_cast<int>(s.integer(3)), std::nullopt, std::nullopt, s.blob(6)};
  if (!s.is_null(4)) g.light_score = static_cast<int>(s.integer(4));
  if (!s.is_null(5)) g.dark_score = static_cast<int>(s.integer(5));
  return g;
}

// Feet of either breed next to a sun of the other: feet that cannot move.
int attracted_feet(const Position& pos) {
  int feet = 0;
  for (const Breed b : {Breed::light, Breed::dark})
    for (const Space foot : pos.pieces(b, PieceType::foot)) feet += pos.attracted(foot) ? 1 : 0;
  return feet;
}

// Counts the games one at a time, then works out the summaries.
class Tally {
 public:
  Tally() : first_move_games_(kMoveWords, 0) {}

  void add(const GameRow& g) {
    ++s_.games;
    count_outcome(g);
    lengths_.push_back(g.plies);
    if (g.moves.size() >= 2) ++first_move_games_[word_at(g.moves, 0)];
    Position pos = Position::initial(g.variant);
    const bool readable = replay_moves(pos, g.moves, [this](const Position& before, Move m, const Position&) {
      count_move(before, m);
    });
    if (!readable) ++s_.unreadable_games;
  }

  Statistics finish() {
    s_.length = summarise(lengths_);  // sorts lengths_, as histogram() needs
    s_.length_histogram = histogram(lengths_, kLengthBins);
    s_.centred_ply = summarise(centred_plies_);
    s_.altogether_margin = summarise(margins_);
    s_.first_moves = top_first_moves();
    return s_;
  }

 private:
  void count_outcome(const GameRow& g) {
    Results& r = s_.results[static_cast<std::size_t>(g.variant)];
    ++(g.result == kLightWins ? r.light_wins
       : g.result == kDarkWins ? r.dark_wins
       : g.result == kDraw     ? r.draws
                               : r.unfinished);
    ++s_.terminations[static_cast<std::size_t>(g.termination)];
    if (g.termination != kCentred) return;
    centred_plies_.push_back(g.plies);
    if (g.variant != Variant::altogether || !g.light_score || !g.dark_score) return;
    margins_.push_back(*g.light_score - *g.dark_score);
    if (*g.light_score == *g.dark_score) ++s_.altogether_level;
  }

  void count_move(const Position& before, Move m) {
    ++s_.plies;
    ++s_.landings[m.to()];
    if (const int feet = attracted_feet(before)) {
      ++s_.positions_with_attracted_feet;
      s_.attracted_feet += feet;
    }
    const auto mover = static_cast<std::size_t>(index(before.at(m.from()).type()));
    if (m.kind() == MoveKind::consume) {
      ++s_.consumptions;
      ++s_.consumptions_by_type[mover];
    } else if (m.kind() == MoveKind::originate) {
      ++s_.originations;
      ++s_.originations_by_mover[mover];
      ++s_.originations_by_target[static_cast<std::size_t>(index(before.at(m.to()).type()))];
    }
  }

  // The set-up is the same in every variant, so one initial position
  // names every first move.
  std::vector<FirstMove> top_first_moves() const {
    std::vector<FirstMove> moves;
    const Position start = Position::initial();
    for (std::size_t word = 0; word < kMoveWords; ++word) {
      if (first_move_games_[word] == 0) continue;
      const std::optional<Move> m = decode_move(start, static_cast<std::uint16_t>(word));
      if (m) moves.push_back({move_text(start, *m), first_move_games_[word]});
    }
    std::sort(moves.begin(), moves.end(), [](const FirstMove& a, const FirstMove& b) {
      return a.games != b.games ? a.games > b.games : a.move < b.move;
    });
    if (moves.size() > kTopFirstMoves) moves.resize(kTopFirstMoves);
    return moves;
  }

  Statistics s_;
  std::vector<int> lengths_, centred_plies_, margins_;
  std::vector<std::int64_t> first_move_games_;  // by the first move's stored word
};

}  // namespace

Statistics compute_statistics(Database& db, const GameFilter& filter) {
  const SqlCondition where = condition_for(filter);
  Statement s(db,
              "SELECT g.variant, g.result, g.termination, g.plies, g.light_score, g.dark_score, g.moves "
              "FROM games g WHERE " + where.sql);
  bind_values(s, where.values);
  Tally tally;
  while (s.step()) tally.add(read_row(s));
  return tally.finish();
}

}  // namespace adomoc::db

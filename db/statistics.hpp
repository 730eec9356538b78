// Figures about a set of stored games, for `adomoc stats`: counted in one
// pass over the games, the outcomes from their columns and the facts about
// moves and positions from a replay of their stored moves (decoded without
// move generation, so the pass runs at make() speed).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "db/distribution.hpp"
#include "db/game_filter.hpp"
#include "db/database.hpp"
#include "db/table.hpp"
#include "validator/types.hpp"

namespace adomoc::db {

// Games of one variant by result.
struct Results {
  std::int64_t light_wins = 0, dark_wins = 0, draws = 0, unfinished = 0;
  std::int64_t games() const { return light_wins + dark_wins + draws + unfinished; }
};

struct FirstMove {
  std::string move;  // canonical text, e.g. "F^c3c6"
  std::int64_t games = 0;
};

inline constexpr int kTerminations = 4;  // the codes of games.termination
inline constexpr std::size_t kTopFirstMoves = 5;
inline constexpr int kLengthBins = 20;

struct Statistics {
  std::int64_t games = 0;
  std::int64_t plies = 0;  // moves replayed: the positions "before a move"
  // Games whose stored moves did not decode (a damaged file): their
  // outcomes count, their moves only up to the damage.
  std::int64_t unreadable_games = 0;

  std::array<Results, kVariants> results{};                 // by variant code
  std::array<std::int64_t, kTerminations> terminations{};   // unfinished, centred, forfeit, draw

  Summary length;  // plies a game
  Histogram length_histogram;

  std::int64_t originations = 0;
  std::array<std::int64_t, kPieceTypes> originations_by_mover{}, originations_by_target{};
  std::int64_t consumptions = 0;
  // By type: a piece consumes only its own type, so mover and target agree.
  std::array<std::int64_t, kPieceTypes> consumptions_by_type{};

  // Over the positions before each move: those where some foot (of either
  // breed) stands next to a sun of the other breed, and such feet summed.
  std::int64_t positions_with_attracted_feet = 0;
  std::int64_t attracted_feet = 0;

  std::vector<FirstMove> first_moves;  // the most common, most played first, at most kTopFirstMoves

  Summary centred_ply;          // over centred games: the ply of the centring move
  Summary altogether_margin;    // over centred Altogether games: light's score minus dark's
  std::int64_t altogether_level = 0;  // of those, the ones with equal scores

  std::array<std::int64_t, kSpaces> landings{};  // every move's landing space
};

Statistics compute_statistics(Database& db, const GameFilter& filter);

// The figures in long form, one a row: section, name, value (columns of
// docs/statistics.md), for CSV and JSON.
Table statistics_table(const Statistics& stats);

}  // namespace adomoc::db

// The questions players ask of a database, each answered as a Table whose
// columns are documented in docs/schema.md ("Queries").
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "db/game_filter.hpp"
#include "db/position_search.hpp"
#include "db/database.hpp"
#include "db/table.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

// games_by_opening orders games by substr(moves, 1, 22): their first eleven
// moves (schema/sqlite/002_positions.sql).
inline constexpr std::size_t kOpeningKeyBytes = 22;

// A score in percent over decided games, a draw counting half; nothing
// when no game was decided.
inline std::optional<double> score_percent(std::int64_t wins, std::int64_t draws, std::int64_t decided) {
  if (decided == 0) return std::nullopt;
  return 100.0 * (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) / static_cast<double>(decided);
}

// Moves played from the initial position, encoded as stored, and the
// position they reach.
struct MovePrefix {
  std::vector<std::uint8_t> moves;
  Position position = Position::initial();
  int plies() const { return static_cast<int>(moves.size() / 2); }
};

// One row a game: id, date, light, dark, event, variant, result,
// termination, plies, in id order. Games that begin with `prefix`, when
// given; the first `offset` of them passed over, at most `limit` rows.
Table list_games(Database& db, const GameFilter& filter, const MovePrefix& prefix,
                 std::optional<std::int64_t> limit, std::int64_t offset = 0);

// The continuations after `prefix`, `depth` moves at a time: move, games,
// light_wins, dark_wins, draws, unfinished, light_score, avg_plies. With
// `by_position`, every game that reached the prefix's position counts,
// whatever its move order.
Table opening_tree(Database& db, const GameFilter& filter, const MovePrefix& prefix, int depth, bool by_position);

// Every game that reached `target`: id, ply, next_move, date, light, dark,
// event, variant, result, termination, plies; outcome totals in the notes.
Table position_games(Database& db, const GameFilter& filter, const Position& target,
                     std::optional<std::int64_t> limit);
// The same table from an answer already found (its page and totals).
Table position_table(Database& db, const Position& target, const PositionAnswer& answer);
// The continuations' table of opening_tree, from their counts.
Table continuation_table(const OpeningLevel& continuations, const Position& from);

// Per player: games, and wins, losses and draws as light and as dark.
// Spellings made one player (aliases) count as that player.
Table player_records(Database& db, const GameFilter& filter);

// A player's own record against each opponent in the selected games, with
// the columns of player_records but the first, `opponent`: light_wins are
// the games the player won as light, and so on, from the player's side.
// `players` are ids as players_matching gives (db/player_names.hpp),
// counted together as one (spellings that differ only in case, accents or
// punctuation); none gives no row.
Table record_against_opponents(Database& db, const GameFilter& filter, std::span<const std::int64_t> players);

// Pairs of games that may be one game stored twice, by Scid's rule (same
// players on the same sides, same year, the same moves or one game's a
// prefix of the other's, Site and Round agreeing when both have them) in
// the same variant:
// first, second (ids), light, dark, year, reason.
Table likely_duplicates(Database& db, const GameFilter& filter);

// The bytes after `prefix` in the opening index's order: games whose moves
// begin with `prefix` have keys k with low <= k < high (no high: no bound).
struct KeyRange {
  std::vector<std::uint8_t> low;
  std::optional<std::vector<std::uint8_t>> high;
};
KeyRange prefix_range(std::span<const std::uint8_t> prefix);
// "The moves begin with prefix", on `games AS g`, in a form the opening
// index serves.
SqlCondition prefix_condition(std::span<const std::uint8_t> prefix);

}  // namespace adomoc::db

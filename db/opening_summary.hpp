// The opening tree from the start and after one move, kept as counts so
// that the two most asked (and largest) levels need no scan of every game.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <span>
#include <vector>

#include "db/database.hpp"

namespace adomoc::db {

inline constexpr int kSummarisedPlies = 1;  // prefixes of 0..1 plies

struct OpeningCounts {
  std::int64_t games = 0;
  std::array<std::int64_t, 4> by_result{};  // 1-0, 0-1, draws, unfinished
  std::int64_t plies = 0;
  void add(int result, std::int64_t game_plies);
  void add(const OpeningCounts& other);
  void remove(int result, std::int64_t game_plies);
};

// The counts as a bulk row's next values, in the order of kCountColumns.
void add_counts(BulkInsert& rows, const OpeningCounts& counts);
inline constexpr const char* kCountColumns = "games, light_wins, dark_wins, draws, unfinished, plies";

using OpeningLevel = std::map<std::vector<std::uint8_t>, OpeningCounts>;  // next move -> counts

// Gathers one batch's games and adds them to the stored counts, or takes
// deleted games out of them.
class OpeningSummaryWriter {
 public:
  explicit OpeningSummaryWriter(Database& db);
  void add(std::span<const std::uint8_t> moves, int result, int plies);
  void remove(std::span<const std::uint8_t> moves, int result, int plies);
  // Adds what was gathered (inside the caller's transaction) and forgets
  // it; a move no game plays any more leaves the summary.
  void flush();

 private:
  template <class Change>
  void change(std::span<const std::uint8_t> moves, Change apply);

  BulkInsert upsert_;
  Statement prune_;
  bool removed_ = false;
  std::map<std::pair<std::vector<std::uint8_t>, std::vector<std::uint8_t>>, OpeningCounts> pending_;
};

// The stored continuations after `prefix` (at most kSummarisedPlies moves).
OpeningLevel summarised_level(Database& db, std::span<const std::uint8_t> prefix);

}  // namespace adomoc::db

// The games counted in a common position's totals, batch by batch, with
// the move each played from it (common_games): so that a filtered question
// about a position tens of thousands of games reached needs neither the
// games' rows nor a replay of them, only their packed facts
// (db/game_facts.hpp, docs/schema.md "The position index").
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "db/database.hpp"

namespace adomoc::db {

struct CommonGame {
  std::int64_t game = 0;
  int move = -1;  // the move played from the position, as stored; -1: the game ended there
};

// A row's bytes: the distinct moves (plus one), Rice-coded after their
// length in bytes as a varint, then each game as (id - previous id) << b |
// its move's place among them (b bits), Rice-coded, the first one's from
// the batch's first game. About two bytes a game.
void encode_common_games(std::int64_t batch, std::span<const CommonGame> games, std::vector<std::uint8_t>& blob);
// False, with what could be read, for bytes that are not a whole row.
bool decode_common_games(std::int64_t batch, std::span<const std::uint8_t> blob, std::vector<CommonGame>& games);

// The rows of one common position, in the order of their games' ids.
class CommonGamesReader {
 public:
  CommonGamesReader(Database& db, std::uint64_t hash);
  // False after the last row.
  bool next(std::vector<CommonGame>& games);
  std::int64_t batch() const { return batch_; }  // of the row next() read

 private:
  Statement rows_;
  std::int64_t batch_ = 0;
};

// Takes `ids` (ascending) out of the rows of the common position `hash`,
// inside the caller's transaction.
void remove_common_games(Database& db, std::uint64_t hash, std::span<const std::int64_t> ids);

}  // namespace adomoc::db

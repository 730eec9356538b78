// An event's results laid out as players read them: a ranking by points
// with the Sonneborn-Berger tie-break, and either a grid (every pairing's
// results, for a round robin) or a Swiss list (each round's opponent,
// colour and result). Players are dense indices chosen by the caller, in
// the order that breaks the last ties (the caller sorts them by name).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace adomoc::ratings {

struct EventGame {
  std::int32_t light = 0, dark = 0;
  std::uint8_t light_halves = 0;  // 2 light won, 1 drawn, 0 dark won
  std::optional<int> round{};     // the Round tag's leading number
};

// "3", "3.2", "03" -> 3; "?", "", "-" -> nothing.
std::optional<int> round_number(const std::string& round_tag);

struct Placing {
  std::int32_t player = 0;
  // From 1, every player their own: players equal on points and
  // tie-break keep the caller's order.
  std::int32_t rank = 0;
  std::int32_t games = 0;
  double points = 0;
  double sonneborn_berger = 0;  // the points of the opponents beaten, half those of the ones drawn
};

struct Crosstable {
  std::vector<Placing> placings;  // by rank
  bool every_pair_met = false;
  std::vector<int> rounds;        // the round numbers played, in order
  std::int32_t games_without_round = 0;
  // Grid: cell (i, j) holds the results of placings[i] against
  // placings[j], from i's side, in the order played: "1", "½", "0"
  // separated by spaces; "" when they did not meet.
  std::vector<std::vector<std::string>> grid;
  // Swiss list: cell (i, r) holds placings[i]'s game in rounds[r]:
  // the opponent's rank, L or D for the colour i had, and + = or - for
  // i's result ("12L+"); several games in a round separated by spaces.
  std::vector<std::vector<std::string>> by_round;
};

Crosstable make_crosstable(std::int32_t players, std::span<const EventGame> games);

}  // namespace adomoc::ratings

#include "ratings/crosstable.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <utility>

namespace adomoc::ratings {

std::optional<int> round_number(const std::string& round_tag) {
  int n = 0;
  const char* begin = round_tag.data();
  const auto [end, error] = std::from_chars(begin, begin + round_tag.size(), n);
  if (error != std::errc() || end == begin || n < 0) return std::nullopt;
  if (end != begin + round_tag.size() && *end != '.') return std::nullopt;
  return n;
}

namespace {

double points_of(const EventGame& g, std::int32_t player) {
  const double light = 0.5 * g.light_halves;
  return g.light == player ? light : 1 - light;
}

std::int32_t opponent_of(const EventGame& g, std::int32_t player) { return g.light == player ? g.dark : g.light; }

std::vector<Placing> rank_players(std::int32_t players, std::span<const EventGame> games) {
  std::vector<Placing> placings(static_cast<std::size_t>(players));
  for (std::int32_t p = 0; p < players; ++p) placings[static_cast<std::size_t>(p)].player = p;
  for (const EventGame& g : games)
    for (std::int32_t p : {g.light, g.dark}) {
      ++placings[static_cast<std::size_t>(p)].games;
      placings[static_cast<std::size_t>(p)].points += points_of(g, p);
    }
  for (const EventGame& g : games)
    for (std::int32_t p : {g.light, g.dark})
      placings[static_cast<std::size_t>(p)].sonneborn_berger +=
          points_of(g, p) * placings[static_cast<std::size_t>(opponent_of(g, p))].points;
  std::stable_sort(placings.begin(), placings.end(), [](const Placing& a, const Placing& b) {
    if (a.points != b.points) return a.points > b.points;
    return a.sonneborn_berger > b.sonneborn_berger;
  });
  for (std::size_t i = 0; i < placings.size(); ++i) placings[i].rank = static_cast<std::int32_t>(i) + 1;
  return placings;
}

std::string result_word(double points) { return points == 1 ? "1" : points == 0 ? "0" : "½"; }
std::string result_sign(double points) { return points == 1 ? "+" : points == 0 ? "-" : "="; }

void append(std::string& cell, const std::string& word) { cell += (cell.empty() ? "" : " ") + word; }

}  // namespace

Crosstable make_crosstable(std::int32_t players, std::span<const EventGame> games) {
  Crosstable t;
  // Games in round order, games without a round last, otherwise as given.
  std::vector<EventGame> played(games.begin(), games.end());
  std::stable_sort(played.begin(), played.end(), [](const EventGame& a, const EventGame& b) {
    const auto key = [](const EventGame& g) { return std::pair(!g.round.has_value(), g.round.value_or(0)); };
    return key(a) < key(b);
  });
  t.placings = rank_players(players, played);
  const auto n = static_cast<std::size_t>(players);
  std::vector<std::size_t> place(n);
  for (std::size_t i = 0; i < n; ++i) place[static_cast<std::size_t>(t.placings[i].player)] = i;

  std::vector<bool> met(n * n, false);
  for (const EventGame& g : played) {
    met[static_cast<std::size_t>(g.light) * n + static_cast<std::size_t>(g.dark)] = true;
    met[static_cast<std::size_t>(g.dark) * n + static_cast<std::size_t>(g.light)] = true;
    if (g.round && (t.rounds.empty() || t.rounds.back() != *g.round)) t.rounds.push_back(*g.round);
    if (!g.round) ++t.games_without_round;
  }
  t.every_pair_met = true;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) t.every_pair_met = t.every_pair_met && met[a * n + b];

  t.grid.assign(n, std::vector<std::string>(n));
  t.by_round.assign(n, std::vector<std::string>(t.rounds.size()));
  for (const EventGame& g : played)
    for (std::int32_t p : {g.light, g.dark}) {
      const std::size_t row = place[static_cast<std::size_t>(p)];
      const std::size_t column = place[static_cast<std::size_t>(opponent_of(g, p))];
      append(t.grid[row][column], result_word(points_of(g, p)));
      if (!g.round) continue;
      const auto r = static_cast<std::size_t>(
          std::lower_bound(t.rounds.begin(), t.rounds.end(), *g.round) - t.rounds.begin());
      append(t.by_round[row][r], std::to_string(t.placings[column].rank) + (g.light == p ? "L" : "D") +
                                     result_sign(points_of(g, p)));
    }
  return t;
}

}  // namespace adomoc::ratings

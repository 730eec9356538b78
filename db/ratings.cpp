#include "db/ratings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <tuple>

#include "db/player_identity.hpp"
#include "db/queries.hpp"

namespace adomoc::db {

ArchiveResults read_results(Database& db, const GameFilter& filter) {
  const SqlCondition where = condition_for(filter);
  // result: 0 1-0, 1 0-1, 2 1/2-1/2, 3 * (not counted).
  Statement s(db, "SELECT " + player_of("g.light_id") + ", " + player_of("g.dark_id") +
                      ", g.result FROM games g WHERE g.result < 3 AND g.light_id IS NOT NULL AND g.dark_id IS NOT NULL"
                      " AND (" + where.sql + ") ORDER BY g.id");
  bind_values(s, where.values);
  struct Row {
    std::int64_t light, dark;
    std::uint8_t halves;
  };
  std::vector<Row> rows;
  while (s.step()) {
    const std::int64_t light = s.integer(0), dark = s.integer(1);
    if (light == dark) continue;  // two spellings made one player: no game against oneself
    static constexpr std::uint8_t kLightHalves[] = {2, 0, 1};
    rows.push_back({light, dark, kLightHalves[s.integer(2)]});
  }
  ArchiveResults out;
  for (const Row& r : rows) out.player_ids.insert(out.player_ids.end(), {r.light, r.dark});
  std::sort(out.player_ids.begin(), out.player_ids.end());
  out.player_ids.erase(std::unique(out.player_ids.begin(), out.player_ids.end()), out.player_ids.end());
  const auto index = [&](std::int64_t id) {
    return static_cast<std::int32_t>(std::lower_bound(out.player_ids.begin(), out.player_ids.end(), id) -
                                     out.player_ids.begin());
  };
  out.games.reserve(rows.size());
  for (const Row& r : rows) out.games.push_back({index(r.light), index(r.dark), r.halves});
  out.names.resize(out.player_ids.size());
  Statement names(db, "SELECT id, name FROM players ORDER BY id");
  while (names.step()) {
    const std::int64_t id = names.integer(0);
    const auto at = std::lower_bound(out.player_ids.begin(), out.player_ids.end(), id);
    if (at != out.player_ids.end() && *at == id) out.names[static_cast<std::size_t>(at - out.player_ids.begin())] = names.text(1);
  }
  return out;
}

namespace {

// The player a name stands for (an alias's included): the exact name,
// else the name in another case.
std::optional<std::int64_t> player_named(Database& db, const std::string& name) {
  for (const char* compare : {"p.name = ?1", "lower(p.name) = lower(?1)"}) {
    Statement s(db, "SELECT " + player_of("p.id") + " FROM players p WHERE " + compare + " ORDER BY p.id LIMIT 1");
    s.bind(1, name);
    if (s.step()) return s.integer(0);
  }
  return std::nullopt;
}

std::string status_word(ratings::Standing s) {
  switch (s) {
    case ratings::Standing::rated: return "rated";
    case ratings::Standing::one_sided: return "one-sided";
    case ratings::Standing::unconnected: return "unconnected";
    case ratings::Standing::no_games: break;
  }
  return "no games";
}

Cell measure(double v) { return std::isnan(v) ? Cell{} : Cell{v}; }

std::string fixed(double v, const char* format) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, v);
  return buffer;
}

std::vector<std::string> fit_notes(const ratings::Ratings& fit, const std::string& scale, std::size_t apart) {
  std::vector<std::string> notes;
  if (fit.players.empty()) {
    notes.push_back("no decided or drawn game matches");
  } else if (fit.rated == 0) {
    notes.push_back("no rating: a rating needs players who took points from each other both ways");
  } else {
    notes.push_back(std::to_string(fit.rated) + " players rated from " + std::to_string(fit.rated_games) + " games, " +
                    scale);
    notes.push_back(fit.light_advantage_estimated
                        ? "light advantage: " + fixed(fit.light_advantage, "%+.1f") + " ± " +
                              fixed(fit.light_advantage_error, "%.1f") + " rating points"
                        : "light advantage: not estimated, these games cannot tell it from the ratings; held at 0");
    notes.push_back("draws: " + fixed(100 * fit.draws.observed, "%.1f") + "% of rated games; between equal players " +
                    fixed(100 * fit.draws.between_equals, "%.1f") + "% ± " + fixed(100 * fit.draws.error, "%.1f") + "%");
    notes.push_back(std::string("error: 95% margin from the curvature of the likelihood") +
                    (fit.exact_errors ? "" : " (its diagonal: more than 1000 players)"));
    if (!fit.converged)
      notes.push_back("warning: the fit had not settled after " + std::to_string(fit.iterations) + " iterations");
  }
  if (apart > 0)
    notes.push_back(std::to_string(apart) + (apart == 1 ? " player has" : " players have") +
                    " no rating: one-sided (results against the rated players all one way) or unconnected"
                    " (no game links them to the rated players; group: players joined by games)");
  return notes;
}

RatingModel model_of(const ratings::Ratings& fit, const std::string& scale) {
  RatingModel m{scale, fit.rated, fit.rated_games, {}, {}, {}, {}, {}};
  if (fit.rated == 0) return m;
  if (fit.light_advantage_estimated) {
    m.light_advantage = fit.light_advantage;
    m.light_advantage_error = fit.light_advantage_error;
  }
  m.draw_rate = 100 * fit.draws.observed;
  m.draw_rate_between_equals = 100 * fit.draws.between_equals;
  m.draw_rate_error = 100 * fit.draws.error;
  return m;
}

}  // namespace

Table rating_table(const ArchiveResults& results, const ratings::Ratings& fit, const std::string& scale) {
  std::vector<std::size_t> order(results.names.size());
  std::iota(order.begin(), order.end(), 0);
  const auto key = [&](std::size_t p) {
    const ratings::PlayerRating& r = fit.players[p];
    const bool rated = r.standing == ratings::Standing::rated;
    // Rated by rating; then one-sided (the rated players' own group), then
    // the separate groups.
    const bool separate = r.standing == ratings::Standing::unconnected;
    return std::tuple(!rated, rated ? -r.rating : 0.0, separate, r.group, -r.points);
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto ka = key(a), kb = key(b);
    return ka != kb ? ka < kb : results.names[a] < results.names[b];
  });
  // Separate groups numbered 2, 3, ... in the order listed; the pool is 1.
  std::vector<std::int64_t> group_number(results.names.size() + 1, 0);
  std::int64_t groups = 1;
  Table t{{"rank", "player", "rating", "error", "games", "points", "score", "performance", "status", "group"}, {}, {}};
  std::size_t apart = 0;
  for (std::size_t p : order) {
    const ratings::PlayerRating& r = fit.players[p];
    const bool rated = r.standing == ratings::Standing::rated;
    Cell group;
    if (r.group >= 0) {
      auto& number = group_number[static_cast<std::size_t>(r.group)];
      if (number == 0) number = r.standing == ratings::Standing::unconnected ? ++groups : 1;
      group = number;
    }
    apart += !rated;
    t.rows.push_back({rated ? Cell{static_cast<std::int64_t>(t.rows.size() + 1)} : Cell{}, results.names[p],
                      measure(r.rating), measure(r.error), std::int64_t{r.games}, r.points,
                      r.games ? Cell{100 * r.points / r.games} : Cell{}, measure(r.performance),
                      status_word(r.standing), group});
  }
  t.notes = fit_notes(fit, scale, apart);
  return t;
}

Expected<RatingList, std::string> rate_players(Database& db, const GameFilter& filter,
                                               const std::optional<Anchor>& anchor,
                                               const ratings::FitOptions& options) {
  const ArchiveResults results = read_results(db, filter);
  ratings::FitOptions fit_options = options;
  std::string scale = "average " + fixed(options.level, "%g");
  if (anchor) {
    const auto id = player_named(db, anchor->name);
    if (!id) return Unexpected{"--anchor: no player is named '" + anchor->name + "'"};
    const auto at = std::lower_bound(results.player_ids.begin(), results.player_ids.end(), *id);
    if (at == results.player_ids.end() || *at != *id)
      return Unexpected{"--anchor: '" + anchor->name + "' played no decided or drawn game among those selected"};
    fit_options.anchor = static_cast<std::int32_t>(at - results.player_ids.begin());
    fit_options.level = anchor->rating;
    scale = results.names[static_cast<std::size_t>(*fit_options.anchor)] + " anchored at " + fixed(anchor->rating, "%g");
  }
  const ratings::Ratings fit =
      ratings::fit_ratings(static_cast<std::int32_t>(results.names.size()), results.games, fit_options);
  if (anchor && !fit.anchored)
    return Unexpected{"--anchor: '" + anchor->name + "' has no rating (" +
                      status_word(fit.players[static_cast<std::size_t>(*fit_options.anchor)].standing) +
                      "): anchor a rated player"};
  return RatingList{rating_table(results, fit, scale), model_of(fit, scale)};
}

Expected<Table, std::string> rating_list(Database& db, const GameFilter& filter, const std::optional<Anchor>& anchor,
                                         const ratings::FitOptions& options) {
  auto list = rate_players(db, filter, anchor, options);
  if (!list) return Unexpected{list.error()};
  return std::move(list->table);
}

}  // namespace adomoc::db

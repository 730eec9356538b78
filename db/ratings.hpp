// Ratings and crosstables from the stored games: the results are read here
// (each side as the player it stands for, db/player_identity.hpp) and
// handed to the ratings library, whose answers come back as Tables.
// docs/ratings.md describes the model and the columns.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/game_filter.hpp"
#include "db/database.hpp"
#include "db/table.hpp"
#include "ratings/fit.hpp"
#include "ratings/results.hpp"
#include "validator/expected.hpp"

namespace adomoc::db {

// The decided and drawn games the filter selects between two different
// players, players numbered densely in the order of their ids.
struct ArchiveResults {
  std::vector<std::int64_t> player_ids;
  std::vector<std::string> names;
  std::vector<ratings::Result> games;
};
ArchiveResults read_results(Database& db, const GameFilter& filter);

struct Anchor {
  std::string name;
  double rating = 1500;
};

// What the fit found beside the players' ratings: the scale, how much the
// first move is worth, how often equals draw. Empty optionals when not
// estimated (no rated player; the light advantage when the games cannot
// tell it from the ratings). Shares in percent, as `score` is.
struct RatingModel {
  std::string scale;  // "average 1500", "A. Tremblay anchored at 1650"
  std::int64_t players = 0, games = 0;  // rated, and the games between them
  std::optional<double> light_advantage, light_advantage_error;  // rating points
  std::optional<double> draw_rate, draw_rate_between_equals, draw_rate_error;
};

struct RatingList {
  Table table;
  RatingModel model;
};

// The table: rank, player, rating, error, games, points, score,
// performance, status, group: rated players by rating, then the players
// kept apart; and the model. A message for the user when the anchor is no
// rated player.
Expected<RatingList, std::string> rate_players(Database& db, const GameFilter& filter,
                                               const std::optional<Anchor>& anchor,
                                               const ratings::FitOptions& options = {});
// The table alone.
Expected<Table, std::string> rating_list(Database& db, const GameFilter& filter, const std::optional<Anchor>& anchor,
                                         const ratings::FitOptions& options = {});
// The table of a fit already made.
Table rating_table(const ArchiveResults& results, const ratings::Ratings& fit, const std::string& scale);

}  // namespace adomoc::db

// `adomoc ratings --format json`: the model's figures (scale, light
// advantage, draw rate) and then the table's rows, one a line.
#pragma once

#include <iosfwd>

#include "db/ratings.hpp"
#include "report/json_text.hpp"

namespace adomoc::report {

// scale, players, games, light_advantage, light_advantage_error, draw_rate,
// draw_rate_between_equals, draw_rate_error (null when not estimated).
Json rating_model_json(const db::RatingModel& model);

// The model's fields, then "ratings": the rows as `--format json` writes
// a table.
void write_rating_list_json(std::ostream& out, const db::RatingList& list);

}  // namespace adomoc::report

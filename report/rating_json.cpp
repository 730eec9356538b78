#include "report/rating_json.hpp"

#include <cmath>
#include <optional>
#include <ostream>
#include <sstream>

#include "report/table_json.hpp"

namespace adomoc::report {

namespace {

// To one decimal, as the table's measures are.
Json measure(const std::optional<double>& v) {
  return v && std::isfinite(*v) ? Json(std::round(*v * 10) / 10) : Json();
}

}  // namespace

Json rating_model_json(const db::RatingModel& m) {
  return {{"scale", m.scale},
          {"players", m.players},
          {"games", m.games},
          {"light_advantage", measure(m.light_advantage)},
          {"light_advantage_error", measure(m.light_advantage_error)},
          {"draw_rate", measure(m.draw_rate)},
          {"draw_rate_between_equals", measure(m.draw_rate_between_equals)},
          {"draw_rate_error", measure(m.draw_rate_error)}};
}

void write_rating_list_json(std::ostream& out, const db::RatingList& list) {
  const std::string model = json_text(rating_model_json(list.model));
  std::ostringstream rows;
  write_table_json(rows, list.table);
  std::string text = rows.str();
  if (!text.empty() && text.back() == '\n') text.pop_back();
  // The model's object without its closing brace, then the rows.
  out << model.substr(0, model.size() - 1) << ",\"ratings\":" << text << "}\n";
}

}  // namespace adomoc::report

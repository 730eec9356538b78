#include "report/table_json.hpp"

#include <cmath>
#include <ostream>

namespace adomoc::report {

Json cell_json(const db::Cell& cell) {
  if (const auto* n = std::get_if<std::int64_t>(&cell)) return *n;
  if (const auto* d = std::get_if<double>(&cell)) return std::isfinite(*d) ? Json(std::round(*d * 10) / 10) : Json();
  if (const auto* s = std::get_if<std::string>(&cell)) return *s;
  return nullptr;
}

Json row_json(const db::Table& table, std::size_t row) {
  Json object = Json::object();
  const std::vector<db::Cell>& cells = table.rows[row];
  for (std::size_t i = 0; i < cells.size() && i < table.columns.size(); ++i)
    object[table.columns[i]] = cell_json(cells[i]);
  return object;
}

Json table_json(const db::Table& table) {
  Json rows = Json::array();
  for (std::size_t r = 0; r < table.rows.size(); ++r) rows.push_back(row_json(table, r));
  return rows;
}

void write_table_json(std::ostream& out, const db::Table& table) {
  out << '[';
  for (std::size_t r = 0; r < table.rows.size(); ++r) out << (r ? ",\n " : "\n ") << json_text(row_json(table, r));
  out << (table.rows.empty() ? "]\n" : "\n]\n");
}

}  // namespace adomoc::report

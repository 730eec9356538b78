// What a query answers: named columns and rows of cells. The CLI prints it
// as aligned text, CSV or JSON; the column names are the CSV header and the
// JSON keys.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace adomoc::db {

// Empty (NULL), a whole number, a measure (percentages, averages), or text.
using Cell = std::variant<std::monostate, std::int64_t, double, std::string>;

struct Table {
  std::vector<std::string> columns;
  std::vector<std::vector<Cell>> rows;
  // Lines under the table in the text view only (totals, notes).
  std::vector<std::string> notes;
};

}  // namespace adomoc::db

// A query's table (db::Table) as JSON: an array of objects whose keys are
// the column names, the form `--format json` prints and the server sends.
#pragma once

#include <iosfwd>

#include "db/table.hpp"
#include "report/json_text.hpp"

namespace adomoc::report {

// A whole number stays whole; a measure (percentage, average) is rounded
// to one decimal, as the text view shows it; an empty cell is null.
Json cell_json(const db::Cell& cell);
// One object a row, keys in column order.
Json row_json(const db::Table& table, std::size_t row);
Json table_json(const db::Table& table);

// The command line's layout of the same array: one row a line,
// "[\n {...},\n {...}\n]\n", and "[]\n" when there is no row.
void write_table_json(std::ostream& out, const db::Table& table);

}  // namespace adomoc::report

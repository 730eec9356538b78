// Printing a query's table: aligned text for people, CSV and JSON for
// programs. Text from archives is untrusted: the text view shows control
// characters as pictures, CSV neutralises cells a spreadsheet would run as
// formulas, JSON escapes what could end a string or open markup.
#pragma once

#include <iosfwd>
#include <string>

#include "db/table.hpp"

namespace adomoc::cli {

enum class TableFormat { table, csv, json };

void write_table(std::ostream& out, const db::Table& table, TableFormat format);

// One CSV field, RFC 4180 quoting; a text starting with = + - @, tab or CR
// gets a leading ' so that no spreadsheet evaluates it.
std::string csv_field(const db::Cell& cell);

}  // namespace adomoc::cli

// A query's cell as plain text, shared by the text table of the CLI and the
// pictures drawn from a table (the crosstable's SVG, from the CLI and the
// server alike).
#pragma once

#include <string>

#include "db/table.hpp"

namespace adomoc::report {

// Measures with one decimal, control characters as pictures, nothing for
// an empty cell.
std::string plain_text(const db::Cell& cell);

}  // namespace adomoc::report

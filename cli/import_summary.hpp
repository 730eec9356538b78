// What `adomoc import` says when it is done: the games stored, skipped and
// quarantined, the quarantined games that came back mended, the dates it
// could not read and the --lenient repairs, each with its first few places.
#pragma once

#include <iosfwd>
#include <string>

#include "db/importer.hpp"

namespace adomoc::cli {

void print_summary(std::ostream& out, const db::ImportSummary& s, const std::string& database);

}  // namespace adomoc::cli

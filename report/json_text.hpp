// JSON as text: one line, valid UTF-8, and safe to put anywhere a page or a
// log might show it.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace adomoc::report {

// Objects keep their keys in the order they were set, so answers read in
// the order the documentation gives them.
using Json = nlohmann::ordered_json;

// Compact JSON. Broken UTF-8 in a string becomes U+FFFD (records are
// untrusted); < > & are written \u003c \u003e \u0026 and U+2028/U+2029 as
// escapes, as render::json_string does, so "</script>" in a record cannot
// end a script it is embedded in, nor look like markup in a log viewer.
std::string json_text(const Json& value);

}  // namespace adomoc::report

// Making text from a record safe inside XML, HTML and an embedded script.
#pragma once

#include <string>
#include <string_view>

namespace adomoc::render {

// For element text and attribute values (either quote): & < > " ' become
// character references, and characters XML 1.0 forbids (control
// characters other than tab and line ends, broken UTF-8) become U+FFFD.
std::string xml_escape(std::string_view text);

// A JSON string literal that is also safe inside an HTML or XHTML <script>:
// < > & are written \u003c \u003e \u0026, so "</script>" or "]]>" in the
// text cannot end the script, and U+2028/U+2029 are escaped for old
// JavaScript engines. Broken UTF-8 becomes U+FFFD.
std::string json_string(std::string_view text);

}  // namespace adomoc::render

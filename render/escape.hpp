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

// For a terminal or a log: a hostile record must not be able to move the
// cursor, clear the screen or start a line that looks like a report line.
// Control characters (C0, DEL, C1) become their Unicode control pictures,
// one character for one (ESC is shown as U+241B, CR as U+240D, a C1 control
// as U+FFFD), so a caret line under the text still lines up; tab stays;
// broken UTF-8 becomes U+FFFD. terminal_text shows a line feed as U+240A;
// terminal_lines keeps line feeds (for text made of several lines).
std::string terminal_text(std::string_view text);
std::string terminal_lines(std::string_view text);

}  // namespace adomoc::render

// Writing a whole generated document (SVG, HTML) to a file or stdout.
#pragma once

#include <string>
#include <string_view>

namespace adomoc::cli {

// Writes `text` to `path` ("-" is standard output). On failure prints
// "adomoc <command>: cannot write 'path': reason" and returns false.
bool write_output(const std::string& path, std::string_view text, std::string_view command);

}  // namespace adomoc::cli

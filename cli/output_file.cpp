#include "cli/output_file.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

namespace adomoc::cli {

bool write_output(const std::string& path, std::string_view text, std::string_view command) {
  if (path == "-") {
    std::cout << text;
    return static_cast<bool>(std::cout.flush());
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) out << text;
  if (out) out.close();
  if (!out) {
    std::cerr << "adomoc " << command << ": cannot write '" << path << "': " << std::strerror(errno) << "\n";
    return false;
  }
  return true;
}

}  // namespace adomoc::cli

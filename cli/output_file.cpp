#include "cli/output_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
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

StreamedOutput::StreamedOutput(std::string path, std::string_view command)
    : path_(std::move(path)), temp_(path_ + ".adomoc-tmp"), command_(command) {
  if (to_stdout()) return;
  file_.open(temp_, std::ios::binary | std::ios::trunc);
  temp_exists_ = file_.is_open();
  if (!file_) std::cerr << "adomoc " << command_ << ": cannot write '" << path_ << "': " << std::strerror(errno) << "\n";
}

StreamedOutput::~StreamedOutput() {
  if (!committed_) discard();
}

bool StreamedOutput::opened() const { return to_stdout() || file_.is_open(); }

std::ostream& StreamedOutput::stream() { return to_stdout() ? std::cout : file_; }

void StreamedOutput::discard() {
  if (!temp_exists_) return;
  if (file_.is_open()) file_.close();
  std::error_code ignored;
  std::filesystem::remove(temp_, ignored);
  temp_exists_ = false;
}

bool StreamedOutput::commit() {
  const std::string name = to_stdout() ? "standard output" : "'" + path_ + "'";
  if (!stream().flush()) {
    std::cerr << "adomoc " << command_ << ": cannot write " << name << ": " << std::strerror(errno) << "\n";
    return false;
  }
  if (to_stdout()) return committed_ = true;
  file_.close();
  std::error_code ec;
  if (file_) std::filesystem::rename(temp_, path_, ec);
  if (file_ && !ec) temp_exists_ = false;
  if (!file_ || ec) {
    std::cerr << "adomoc " << command_ << ": cannot write " << name << ": "
              << (ec ? ec.message() : std::string(std::strerror(errno))) << "\n";
    discard();
    return false;
  }
  return committed_ = true;
}

}  // namespace adomoc::cli

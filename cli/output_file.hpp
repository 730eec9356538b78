// Writing a whole generated document (SVG, HTML) to a file or stdout.
#pragma once

#include <fstream>
#include <ostream>
#include <string>
#include <string_view>

namespace adomoc::cli {

// Writes `text` to `path` ("-" is standard output). On failure prints
// "adomoc <command>: cannot write 'path': reason" and returns false.
bool write_output(const std::string& path, std::string_view text, std::string_view command);

// A document written a piece at a time, for output too large to hold: to
// standard output ("-" or ""), or to a file beside `path` that commit()
// renames onto it, so that a failure half-way never leaves a partial or
// truncated file. Without commit() the temporary file is removed.
class StreamedOutput {
 public:
  StreamedOutput(std::string path, std::string_view command);
  ~StreamedOutput();
  StreamedOutput(const StreamedOutput&) = delete;
  StreamedOutput& operator=(const StreamedOutput&) = delete;

  // False (after printing "adomoc <command>: cannot write ...") when the
  // file could not be created.
  bool opened() const;
  std::ostream& stream();
  // Flushes and puts the file in place; false (after printing why) when
  // writing or renaming failed.
  bool commit();

 private:
  bool to_stdout() const { return path_.empty() || path_ == "-"; }
  void discard();
  std::string path_, temp_, command_;
  std::ofstream file_;
  bool temp_exists_ = false;
  bool committed_ = false;
};

}  // namespace adomoc::cli

// Runs the adomoc program and captures what it prints.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace adomoc::test {

struct Run {
  int status = -1;
  std::string out;
  std::string err;
};

inline std::filesystem::path scratch_dir() {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("adomoc-cli-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Writes `text` to a file of that name in the scratch directory; returns its path.
inline std::string write_temp(const std::string& name, const std::string& text) {
  const auto path = scratch_dir() / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

// A database file and whatever SQLite keeps beside it.
inline void remove_database(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path + suffix);
}

// `args` is appended to the program path as shell words; stdin from `input`.
inline Run adomoc(const std::string& args, const std::string& input = "") {
  const auto dir = scratch_dir();
  const auto in = dir / "stdin", out = dir / "stdout", err = dir / "stderr";
  std::ofstream(in, std::ios::binary) << input;
  const std::string command = std::string("'") + ADOMOC_BINARY + "' " + args + " <'" + in.string() + "' >'" +
                              out.string() + "' 2>'" + err.string() + "'";
  const int raw = std::system(command.c_str());
  Run run;
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.out = slurp(out);
  run.err = slurp(err);
  return run;
}

// The last line of a text, without its line end.
inline std::string last_line(const std::string& text) {
  std::string t = text;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  const auto at = t.rfind('\n');
  return at == std::string::npos ? t : t.substr(at + 1);
}

}  // namespace adomoc::test

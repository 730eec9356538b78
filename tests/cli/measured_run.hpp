// Runs the adomoc program without a shell, with arguments passed as they
// are (any bytes a file name may hold), and reports its peak memory: the
// hostile-input tests check that reading stays bounded. The program is
// started by peak_rss_of (tests/tools), whose own size is all a fork from
// it adds to the figure: forked from this test program, it would add the
// test program's size as it stood, as Linux counts a child's peak.
#pragma once

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/run.hpp"

namespace adomoc::test {

struct MeasuredRun : Run {
  long peak_rss_kb = 0;  // the program's own peak resident set
};

inline MeasuredRun adomoc_measured(const std::vector<std::string>& args) {
  const auto dir = scratch_dir();
  const std::string out = (dir / "measured-stdout").string(), err = (dir / "measured-stderr").string();
  const std::string peak = (dir / "measured-peak").string();
  std::vector<std::string> words{ADOMOC_PEAK_RSS_OF, peak, ADOMOC_BINARY};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);

  MeasuredRun run;
  std::filesystem::remove(peak);  // before the child can write it
  const pid_t child = ::fork();
  if (child == 0) {
    const int in_fd = ::open("/dev/null", O_RDONLY);
    const int out_fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err_fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in_fd < 0 || out_fd < 0 || err_fd < 0) ::_exit(127);
    ::dup2(in_fd, 0);
    ::dup2(out_fd, 1);
    ::dup2(err_fd, 2);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  int status = 0;
  if (child > 0 && ::waitpid(child, &status, 0) == child) {
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    const std::string kb = slurp(peak);
    if (kb.empty()) ADD_FAILURE() << "peak_rss_of wrote no figure (exit status " << run.status << ")";
    else run.peak_rss_kb = std::stol(kb);
  }
  run.out = slurp(out);
  run.err = slurp(err);
  return run;
}

}  // namespace adomoc::test

#include "cli/jobs_option.hpp"

#include <algorithm>
#include <charconv>
#include <string>
#include <thread>

namespace adomoc::cli {

int all_cores() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores == 0 ? 1 : static_cast<int>(std::min<unsigned>(cores, kMostJobs));
}

void add_jobs_option(CLI::App& sub, int& jobs) {
  jobs = all_cores();
  // 0 threads would check nothing, and a negative number means nothing:
  // refused rather than read as "all" or "one".
  const CLI::Validator one_to_most(
      [](std::string& text) -> std::string {
        int n = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (error == std::errc() && end == text.data() + text.size() && n >= 1 && n <= kMostJobs) return {};
        return "must be a number of threads from 1 to " + std::to_string(kMostJobs) + ", not '" + text + "'";
      },
      "");
  sub.add_option("-j,--jobs", jobs,
                 "Read and check games on N threads (import writes on one more; default: all cores, here " +
                     std::to_string(jobs) + "); the output is the same for every N")
      ->check(one_to_most)
      ->type_name("N");
}

}  // namespace adomoc::cli

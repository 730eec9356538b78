// -j/--jobs for the commands that read archives on every core (validate,
// import): how many threads read and check games (import writes on one more).
#pragma once

#include <CLI/CLI.hpp>

namespace adomoc::cli {

inline constexpr int kMostJobs = 256;

// All the cores the machine has (1 when it cannot tell).
int all_cores();

// Adds -j/--jobs N to `sub`, into `jobs` (which starts as all_cores()):
// 1 to kMostJobs, anything else refused with a message saying so.
void add_jobs_option(CLI::App& sub, int& jobs);

}  // namespace adomoc::cli

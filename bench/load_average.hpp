// The load average of the host, said next to every figure: the machines
// here are shared, and a figure means little without it.
#pragma once

#include <fstream>
#include <string>

namespace adomoc::bench {

inline std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five, fifteen;
  in >> one >> five >> fifteen;
  return one + " " + five + " " + fifteen;
}

}  // namespace adomoc::bench

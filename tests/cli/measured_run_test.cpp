// The peak memory the tests measure is the program's own, however large
// the test program has grown (tests/tools/peak_rss_of.cpp says why).
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "cli/measured_run.hpp"

namespace adomoc {
namespace {

TEST(MeasuredRun, CountsTheProgramsMemoryNotTheTestProgramsToo) {
  constexpr std::size_t kHeld = std::size_t{256} << 20;
  std::vector<unsigned char> held(kHeld);
  for (std::size_t i = 0; i < held.size(); i += 4096) held[i] = static_cast<unsigned char>(i >> 12);  // resident
  const auto run = test::adomoc_measured({"--version"});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_GT(run.peak_rss_kb, 0);
  EXPECT_LT(run.peak_rss_kb, 128 * 1024) << "the 256 MB this test holds were counted";
  EXPECT_NE(held[4096], 0);  // kept until after the run
}

}  // namespace
}  // namespace adomoc

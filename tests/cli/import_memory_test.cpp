// A cheap guard on import's memory: a few thousand games take a small,
// bounded peak resident set (measured with wait4's rusage). The figures for
// a 1 GB archive are in docs/reliability.md.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/import_archives.hpp"
#include "cli/measured_run.hpp"

namespace adomoc {
namespace {

TEST(ImportMemory, AFewThousandGamesStayWellUnderTheBound) {
  int read = 0;
  const std::string archive = test::mixed_archive("memory.adn", 5000, 9, read);
  const std::string db = (test::scratch_dir() / "memory.db").string();
  test::remove_database(db);
  const auto run = test::adomoc_measured({"import", "--db", db, archive});
  std::filesystem::remove(archive);
  test::remove_database(db);
  EXPECT_EQ(run.status, 1) << run.err;  // 1: the spliced invalid games
  // A release build takes about 13 MB; ASan keeps freed memory in quarantine.
  const long bound_kb = test::kSanitized ? 512 * 1024 : 48 * 1024;
  EXPECT_LT(run.peak_rss_kb, bound_kb) << "peak RSS in KB";
  RecordProperty("peak_rss_kb", std::to_string(run.peak_rss_kb));
}

}  // namespace
}  // namespace adomoc

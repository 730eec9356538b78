// One game record per file in tests/validator/cases/, each next to the
// report it must give (.expected): valid with its outcome, or its first
// fault with ply, line, column, rule and message. Files named lenient-*
// are checked with --lenient. To write a new case's report, run the test
// with ADOMOC_UPDATE_GOLDEN=1, then read the file before committing it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "parser/reader.hpp"
#include "validator/replay.hpp"

namespace adomoc {
namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string report(const std::string& text, const std::string& name, bool lenient) {
  parser::ParsedArchive parsed = parser::parse_string(text, name);
  std::ostringstream out;
  for (const parser::SyntaxError& e : parsed.errors) out << "syntax error: " << parser::describe(e) << "\n";
  for (std::size_t i = 0; i < parsed.games.size(); ++i) {
    const GameCheck check = check_game(parsed.games[i], {lenient, nullptr});
    out << "game " << i + 1 << ": ";
    if (check.valid())
      out << "valid, " << result_text(check.outcome.result) << " " << termination_name(check.outcome.termination)
          << " after " << check.plies << " plies\n";
    else
      out << "invalid\n";
    for (const Warning& w : check.warnings)
      out << w.pos.line << ":" << w.pos.column << ": warning: ply " << w.ply << ": " << w.message << "\n";
    if (const auto& f = check.fault)
      out << f->pos.line << ":" << f->pos.column << ": ply " << f->ply << " [" << rule_name(f->rule)
          << "]: " << f->message << "\n";
  }
  return out.str();
}

std::vector<fs::path> cases() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(fs::path(ADOMOC_TEST_DATA) / "validator" / "cases"))
    if (entry.path().extension() == ".adn") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(GoldenCases, EveryCaseGivesItsExpectedReport) {
  const bool update = std::getenv("ADOMOC_UPDATE_GOLDEN") != nullptr;
  const auto all = cases();
  ASSERT_GE(all.size(), 40u);
  for (const fs::path& path : all) {
    const std::string name = path.filename().string();
    const std::string actual = report(read_file(path), name, name.rfind("lenient-", 0) == 0);
    fs::path expected_path = path;
    expected_path.replace_extension(".expected");
    if (update && !fs::exists(expected_path)) std::ofstream(expected_path, std::ios::binary) << actual;
    ASSERT_TRUE(fs::exists(expected_path)) << name << " has no .expected file";
    EXPECT_EQ(actual, read_file(expected_path)) << name;
  }
}

TEST(GoldenCases, EveryRuleHasAnInvalidCase) {
  std::string all_expected;
  for (const fs::path& path : cases()) {
    fs::path e = path;
    all_expected += read_file(e.replace_extension(".expected"));
  }
  for (const char* rule : {"tag", "result", "round-number", "after-end", "no-piece", "side-to-move", "piece-letter",
                           "prime-mark", "line", "prime-distance", "blocked", "attracted", "landing", "marker",
                           "origin-space", "reverse-origination", "centre", "end-marker", "result-token"})
    EXPECT_NE(all_expected.find(std::string("[") + rule + "]"), std::string::npos) << rule;
}

}  // namespace
}  // namespace adomoc

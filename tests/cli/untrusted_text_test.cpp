// Text from an archive is untrusted: player names, comments, tag values and
// file names may hold markup, spreadsheet formulas, SQL, control characters
// or broken UTF-8. validate's JSON report must stay one valid JSON object
// per line, and its text report must not let such text move the terminal's
// cursor or start a line of its own (docs/reliability.md).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/json_checker.hpp"
#include "cli/measured_run.hpp"

namespace adomoc {
namespace {

using test::write_temp;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// One game per hostile value, in the tags that messages quote (Variant,
// Result) and those they do not (players, comments), plus games broken by
// a NUL byte and by invalid UTF-8.
const std::string kHostileArchive =
    "[Light \"'); DROP TABLE games;--\"]\n[Dark \"<script>alert(1)</script>\"]\n[Variant \"'); DROP TABLE games;--\"]\n\n"
    "1. F^c3c5\n\n"
    "[Variant \"<script>alert('x')</script>\"]\n\n1. F^c3c5\n\n"
    "[Variant \"=cmd|' /C calc'!A0\"]\n\n1. F^c3c5\n\n"
    "[Variant \"esc \x1b[2J bell \x07 del \x7f\"]\n\n1. F^c3c5\n\n"
    "[Result \"\\\"quoted\\\" and \\\\ back\"]\n\n1. F^c3c5\n\n"
    "[Event \"comment\"]\n\n1. F^c3c5 {\x1b]0;title\x07\rfake.adn game 9: valid} F^c3c5\n\n"
    "[Event \"nul\"]\n\n1. F^c3c5" + std::string(1, '\0') + "\n\n"
    "[Event \"utf-8\"]\n\n1. F^c3c5 {\xc0\xaf}\n";
constexpr int kHostileGames = 8;

TEST(UntrustedText, EveryJsonLineParsesWhateverTheArchiveHolds) {
  // The file name is hostile too: quotes, a backslash, markup, a control
  // character and a byte that is not UTF-8.
  const std::string file = write_temp("we\"ird\\<b>\x01\xff.adn", kHostileArchive);
  const auto run = test::adomoc_measured({"validate", "--format", "json", file});
  EXPECT_EQ(run.status, 1) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), static_cast<std::size_t>(kHostileGames)) << run.out;
  for (const std::string& line : lines) EXPECT_TRUE(test::JsonChecker::is_json(line)) << line;
  EXPECT_TRUE(has(run.out, R"("message":"unknown Variant \"'); DROP TABLE games;--\": use Standard, Infinite or Altogether")"))
      << run.out;
  EXPECT_TRUE(has(run.out, R"(unknown Variant \"\u003cscript\u003ealert('x')\u003c/script\u003e\")")) << run.out;
  EXPECT_TRUE(has(run.out, R"(unknown Variant \"=cmd|' /C calc'!A0\")")) << run.out;
  EXPECT_TRUE(has(run.out, R"(unknown Variant \"esc \u001b[2J bell \u0007 del )")) << run.out;
  EXPECT_TRUE(has(run.out, R"(unknown Result \"\"quoted\" and \\ back\")")) << run.out;
  // The control character escaped, the byte that is not UTF-8 replaced by U+FFFD.
  EXPECT_TRUE(has(run.out, "we\\\"ird\\\\\\u003cb\\u003e\\u0001\xef\xbf\xbd.adn\",\"game\":1,")) << run.out;
}

TEST(UntrustedText, TextReportHasNoControlCharactersAndNoForgedLines) {
  const std::string file = write_temp("hostile.adn", kHostileArchive);
  const auto run = test::adomoc_measured({"validate", file});
  EXPECT_EQ(run.status, 1) << run.err;
  for (const char c : run.out) {
    const auto byte = static_cast<unsigned char>(c);
    EXPECT_FALSE((byte < 0x20 && c != '\n' && c != '\t') || byte == 0x7F) << "byte " << static_cast<int>(byte) << " in\n" << run.out;
  }
  EXPECT_TRUE(test::JsonChecker::is_utf8(run.out)) << run.out;
  // Control characters are shown as their pictures, one for one.
  EXPECT_TRUE(has(run.out, "unknown Variant \"esc \u241b[2J bell \u2407 del \u2421\": use Standard"))
      << run.out;
  // The comment's fake report line stays inside the quoted line of the file.
  EXPECT_TRUE(has(run.out, "\n1. F^c3c5 {\u241b]0;title\u2407\u240dfake.adn game 9: valid} F^c3c5\n")) << run.out;
  for (const std::string& line : lines_of(run.out)) EXPECT_NE(line.rfind("fake.adn", 0), 0u) << line;
}

}  // namespace
}  // namespace adomoc

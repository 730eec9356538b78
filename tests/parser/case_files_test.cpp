// Every file under tests/parser/cases/ is a case: NAME.adn is read, the
// errors found must be NAME.err (describe() of each, one after the other,
// each followed by a line feed; no file when there are none) and the games
// written back must be NAME.canon. Set ADOMOC_UPDATE_GOLDEN=1 to write
// these files from what the parser does, then review the diff.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "parser/reader.hpp"
#include "test_support.hpp"

namespace adomoc::parser {
namespace {

namespace fs = std::filesystem;
using testing::canonical_archive;
using testing::described_errors;
using testing::read_file;

const fs::path cases_folder = fs::path(ADOMOC_TEST_DATA) / "parser" / "cases";

std::vector<fs::path> case_files() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(cases_folder))
    if (entry.path().extension() == ".adn") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// The name messages show: the path under cases/, so outputs do not depend
// on where the sources are.
std::string case_name(const fs::path& file) { return fs::relative(file, cases_folder).generic_string(); }

bool updating_golden_files() { return std::getenv("ADOMOC_UPDATE_GOLDEN") != nullptr; }

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

class CaseFile : public ::testing::TestWithParam<fs::path> {
 protected:
  fs::path file() const { return GetParam(); }
  fs::path with_extension(const char* extension) const { return fs::path(file()).replace_extension(extension); }
  std::string text() const { return read_file(file()); }
};

TEST_P(CaseFile, GivesTheExpectedErrorsAndCanonicalText) {
  const ParsedArchive archive = parse_string(text(), case_name(file()));
  const std::string errors = described_errors(archive.errors);
  const std::string canonical = canonical_archive(archive.games);
  if (updating_golden_files()) {
    write_file(with_extension(".canon"), canonical);
    if (errors.empty()) {
      fs::remove(with_extension(".err"));
    } else {
      write_file(with_extension(".err"), errors);
    }
    return;
  }
  ASSERT_TRUE(fs::exists(with_extension(".canon"))) << "no expected output for " << case_name(file());
  EXPECT_EQ(canonical, read_file(with_extension(".canon")));
  const bool expects_errors = fs::exists(with_extension(".err"));
  EXPECT_EQ(errors, expects_errors ? read_file(with_extension(".err")) : std::string());
  // Cases under valid/ must be valid, and cases under syntax/ must not.
  EXPECT_EQ(expects_errors, case_name(file()).starts_with("syntax/"));
}

// Chunk boundaries fall everywhere, and the buffer must grow, move and
// read again: none of it may change a game, a position or an error.
TEST_P(CaseFile, ReadsTheSameThroughSmallBuffers) {
  const std::string content = text();
  const ParsedArchive whole = parse_string(content, case_name(file()));
  for (const std::size_t buffer_bytes : {1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 31, 64, 100, 4096}) {
    const ParsedArchive streamed = testing::read_streaming(content, case_name(file()), buffer_bytes);
    testing::expect_same_archive(streamed, whole, "buffer of " + std::to_string(buffer_bytes) + " bytes");
  }
}

TEST_P(CaseFile, CanonicalTextReadsBackToItself) {
  const std::string canonical = canonical_archive(parse_string(text()).games);
  const ParsedArchive again = parse_string(canonical);
  EXPECT_TRUE(again.errors.empty()) << described_errors(again.errors);
  EXPECT_EQ(canonical_archive(again.games), canonical);
}

std::string test_name(const ::testing::TestParamInfo<fs::path>& info) {
  std::string name = case_name(info.param);
  name = name.substr(0, name.size() - 4);  // ".adn"
  std::replace_if(name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Cases, CaseFile, ::testing::ValuesIn(case_files()), test_name);

}  // namespace
}  // namespace adomoc::parser

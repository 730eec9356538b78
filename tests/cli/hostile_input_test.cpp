// Hostile and broken inputs to validate and format: each must end in a
// message saying what is wrong and where, and the documented exit code
// (docs/validation.md: 0 valid, 1 invalid or syntax error, 2 usage or I/O).
// The table of these cases is in docs/reliability.md.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/json_checker.hpp"
#include "cli/measured_run.hpp"
#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;
using test::write_temp;

// A string literal with its NUL bytes, without the terminating one.
template <std::size_t N>
std::string bytes(const char (&literal)[N]) {
  return std::string(literal, N - 1);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// What a terminal may safely be sent: UTF-8 and no control character but
// line feed and tab.
bool safe_for_terminal(const std::string& text) {
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n' && c != '\t') || byte == 0x7F) return false;
  }
  return test::JsonChecker::is_utf8(text);
}

TEST(HostileInput, EmptyFileHoldsNoGameAndIsNotAnError) {
  const auto run = adomoc("validate '" + write_temp("empty.adn", "") + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "");
}

TEST(HostileInput, BinaryGarbageIsASyntaxErrorAtItsFirstByte) {
  const std::string garbage = bytes("\x00\x01\xff\xfe\x89PNG\r\n\x1a\n\x1b[2J\x7f");
  const auto run = adomoc("validate '" + write_temp("garbage.adn", garbage) + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "garbage.adn game 1: syntax error\n")) << run.out;
  EXPECT_TRUE(has(run.out, "garbage.adn:1:1: ply 1: unexpected U+0000: expected a move such as F^c3c5, a round number such "
                           "as 2. or a comment\n"))
      << run.out;
  EXPECT_TRUE(safe_for_terminal(run.out)) << run.out;
}

TEST(HostileInput, NulByteInsideAGameIsNamedAndShownAsAPicture) {
  const std::string text = bytes("[Event \"x\"]\n\n1. F^c3c5\0 F^h3h5\n");
  const auto run = adomoc("validate '" + write_temp("nul.adn", text) + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "nul.adn:3:10: ply 1: unexpected U+0000 after the move F^c3c5\n1. F^c3c5\u2400 F^h3h5\n         ^\n"))
      << run.out;
  EXPECT_TRUE(safe_for_terminal(run.out)) << run.out;
}

TEST(HostileInput, InvalidUtf8InATagValue) {
  const auto run = adomoc("validate '" + write_temp("tag.adn", "[Event \"bad \xff\xfe name\"]\n\n1. F^c3c5\n") + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "tag.adn:1:13: ply 0: invalid UTF-8 in a tag value\n")) << run.out;
  EXPECT_TRUE(safe_for_terminal(run.out)) << run.out;
}

TEST(HostileInput, InvalidUtf8InAComment) {
  const auto run =
      adomoc("validate '" + write_temp("comment.adn", "[Event \"x\"]\n\n1. F^c3c5 {bad \xc3\x28 comment} F^h3h5\n") + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "comment.adn:3:16: ply 2: invalid UTF-8 in a comment\n")) << run.out;
  EXPECT_TRUE(safe_for_terminal(run.out)) << run.out;
}

// 100 MB without a line feed: the report quotes a bounded part of the line,
// and reading takes far less memory than the file.
TEST(HostileInput, HundredMegabyteLineWithoutANewline) {
  const auto path = test::scratch_dir() / "long.adn";
  {
    std::ofstream out(path, std::ios::binary);
    const std::string block(1 << 20, 'a');
    for (int i = 0; i < 100; ++i) out << block;
  }
  const auto run = test::adomoc_measured({"validate", path.string()});
  std::filesystem::remove(path);
  // The program's own size (its libraries, a sanitizer's shadow memory),
  // measured in the same run: the line must add far less than itself.
  const auto baseline = test::adomoc_measured({"validate", write_temp("short.adn", "1. F^c3c6 F^h3h6\n")});
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "long.adn:1:1: ply 1: unexpected 'a': expected a move such as F^c3c5, a round number such as 2. "
                           "or a comment\n"))
      << run.out.substr(0, 300);
  EXPECT_LT(run.out.size(), 16u * 1024u);
  EXPECT_LT(run.peak_rss_kb, baseline.peak_rss_kb + 50 * 1024)
      << "peak RSS in KB, against " << baseline.peak_rss_kb << " KB for a one-line file";
  RecordProperty("peak_rss_kb", std::to_string(run.peak_rss_kb));
}

TEST(HostileInput, UnterminatedCommentAtTheEndOfTheFile) {
  const auto run = adomoc("validate '" + write_temp("open.adn", "[Event \"x\"]\n\n1. F^c3c5 {never closed\nF^h3h5\n") + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "open.adn:3:11: ply 2: unterminated comment: '{' at line 3 has no closing '}'\n")) << run.out;
}

TEST(HostileInput, UnterminatedTagAtTheEndOfTheFile) {
  const auto run = adomoc("validate '" + write_temp("tag-end.adn", "[Event \"x\"]\n\n1. F^c3c5\n[Site \"never closed") + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "tag-end.adn game 1: valid, * unfinished after 1 ply\n")) << run.out;
  EXPECT_TRUE(has(run.out, "tag-end.adn game 2: syntax error\n")) << run.out;
  EXPECT_TRUE(has(run.out, "tag-end.adn:4:20: ply 0: a tag value must end with '\"' on the same line\n")) << run.out;
}

TEST(HostileInput, TagValueWithARawNewlineCannotBeRead) {
  const auto run = adomoc("validate '" + write_temp("newline.adn", "[Event \"x\ny\"]\n\n1. F^c3c5\n") + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "newline.adn:1:10: ply 0: a tag value must end with '\"' on the same line\n")) << run.out;
}

// Legal: two feet stepping out and back, a million rounds, on 250,000 lines.
TEST(HostileInput, MillionRoundGameIsReadAndReplayed) {
  const auto path = test::scratch_dir() / "million.adn";
  {
    std::ofstream out(path, std::ios::binary);
    out << "[Event \"million\"]\n\n";
    for (int round = 1; round <= 1'000'000; ++round) {
      out << round << (round % 2 ? ". Fa3a4 Fj3j4 " : ". Fa4a3 Fj4j3 ");
      if (round % 4 == 0) out << '\n';
    }
  }
  const auto start = std::chrono::steady_clock::now();
  const auto run = test::adomoc_measured({"validate", path.string()});
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  std::filesystem::remove(path);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_EQ(run.out, path.string() + " game 1: valid, * unfinished after 2000000 plies\n");
  RecordProperty("seconds", std::to_string(took.count()));
  RecordProperty("peak_rss_kb", std::to_string(run.peak_rss_kb));
}

TEST(HostileInput, RoundNumberTooLargeForAnyInteger) {
  const auto run = adomoc("validate '" +
                          write_temp("round.adn", "[Event \"x\"]\n\n99999999999999999999999999. F^c3c5\n\n[Event \"y\"]\n\n"
                                                  "4294967296. F^c3c5\n") +
                          "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "round.adn:3:1: ply 1: round number too large\n")) << run.out;
  EXPECT_TRUE(has(run.out, "round.adn:7:1: ply 1: round number too large\n")) << run.out;
}

// A directory is searched for archives (docs/validation.md), even one named
// like an archive; one holding none holds no game.
TEST(HostileInput, DirectoryNamedLikeAnArchiveIsSearched) {
  const std::string dir = (test::scratch_dir() / "a-folder.adn").string();
  std::filesystem::create_directories(dir);
  const auto run = adomoc("validate '" + dir + "' '" + write_temp("fine.adn", "1. F^c3c5\n") + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_TRUE(has(run.out, "fine.adn game 1: valid")) << run.out;
}

TEST(HostileInput, MissingFileIsAUsageError) {
  const std::string missing = (test::scratch_dir() / "not-there.adn").string();
  const auto run = adomoc("validate '" + missing + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc validate: cannot open '" + missing + "': no such file\n");
}

// chmod 000 stops everyone but root, and CI runs as root: there the file is
// read like any other, and that is what the test asserts.
TEST(HostileInput, UnreadableFileIsAUsageErrorExceptForRoot) {
  const std::string file = write_temp("locked.adn", "1. F^c3c5\n");
  std::filesystem::permissions(file, std::filesystem::perms::none);
  const auto run = adomoc("validate '" + file + "'");
  std::filesystem::permissions(file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  if (::geteuid() == 0) {
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, file + " game 1: valid, * unfinished after 1 ply\n");
  } else {
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.err, "adomoc validate: cannot open '" + file + "': permission denied\n");
  }
}

TEST(HostileInput, FormatOutputInAMissingDirectory) {
  const std::string target = (test::scratch_dir() / "no" / "such" / "dir" / "out.adn").string();
  const auto run = adomoc("format -o '" + target + "' '" + write_temp("in.adn", "1. F^c3c5\n") + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc format: cannot write '" + target + "': No such file or directory\n");
  EXPECT_FALSE(std::filesystem::exists(test::scratch_dir() / "no"));
}

// The rename onto a directory fails after the temporary file was written:
// the temporary file must not be left behind.
TEST(HostileInput, FormatOutputOntoADirectoryLeavesNoTemporaryFile) {
  const auto dir = test::scratch_dir() / "out-folder";
  std::filesystem::create_directories(dir);
  const auto run = adomoc("format -o '" + dir.string() + "' '" + write_temp("in2.adn", "1. F^c3c5\n") + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc format: cannot write '" + dir.string() + "': Is a directory\n");
  EXPECT_FALSE(std::filesystem::exists(dir.string() + ".adomoc-tmp"));
}

}  // namespace
}  // namespace adomoc

// validate and format on hand-typed records, as a user runs them: the
// lenient repairs and their warnings in text and JSON, the strict messages
// that say what to write instead, the ply of a syntax error, directories.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;
using test::write_temp;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Chess habits in one game: the Variant's case, a lowercase letter, a
// missing and a wrong round number, a result token at the end.
const std::string habits =
    "[Variant \"standard\"]\n[Result \"1-0\"]\n\n1. F^c3c5 f^h3h6\nFa3a4 Fj3j4 7. Fa4a5 1-0\n";

TEST(ValidateLenient, EveryRepairIsAWarningWithItsPlaceInText) {
  const auto run = adomoc("validate --lenient -", habits);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(run.out,
            "<stdin> game 1: valid, 1-0 forfeit after 5 plies\n"
            "<stdin>:1:1: warning: ply 0: Variant \"standard\" is written \"Standard\" (repaired)\n"
            "<stdin>:4:11: warning: ply 2: f^h3h6: piece letters are capitals: write 'F^h3h6' (repaired)\n"
            "<stdin>:5:1: warning: ply 3: Fa3a4: light's move needs its round number: write '2. Fa3a4' (repaired)\n"
            "<stdin>:5:13: warning: ply 5: round number 7. is out of sequence: this is round 3, write '3.' "
            "(repaired)\n"
            "<stdin>:5:22: warning: ply 6: 1-0: a result is not written in the moves: '_' instead (dark, to move, "
            "forfeited) (repaired)\n");
}

TEST(ValidateLenient, EveryRepairIsAWarningWithItsPlaceInJson) {
  const auto run = adomoc("validate --lenient --format json -", habits);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(has(run.out, "\"valid\":true,\"plies\":5,\"result\":\"1-0\",\"termination\":\"forfeit\"")) << run.out;
  EXPECT_TRUE(has(run.out, "{\"ply\":0,\"line\":1,\"column\":1,\"move\":\"\",\"message\":\"Variant \\\"standard\\\" is "
                           "written \\\"Standard\\\"\"}"))
      << run.out;
  EXPECT_TRUE(has(run.out, "{\"ply\":2,\"line\":4,\"column\":11,\"move\":\"f^h3h6\",\"message\":\"piece letters are "
                           "capitals: write 'F^h3h6'\"}"))
      << run.out;
  EXPECT_TRUE(has(run.out, "{\"ply\":6,\"line\":5,\"column\":22,\"move\":\"1-0\",\"message\":\"a result is not "
                           "written in the moves: '_' instead (dark, to move, forfeited)\"}"))
      << run.out;
}

TEST(FormatLenient, WritesTheRepairedRecordAndWarnsOnStderr) {
  const auto run = adomoc("format --lenient -", habits);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "[Variant \"Standard\"]\n[Result \"1-0\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4 Fj3j4 3. Fa4a5_\n");
  EXPECT_TRUE(has(run.err, "<stdin>:4:11: warning: ply 2: f^h3h6: piece letters are capitals: write 'F^h3h6' "
                           "(repaired)\n"))
      << run.err;
  EXPECT_EQ(adomoc("validate -", run.out).status, 0);
}

TEST(FormatLenient, ForgottenForfeitIsWrittenOut) {
  const auto run = adomoc("format --lenient -", "[Result \"0-1\"]\n\n1. F^c3c5 F^h3h6\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "[Result \"0-1\"]\n\n1. F^c3c5 F^h3h6_\n");
  EXPECT_TRUE(has(run.err, "<stdin>:3:11: warning: ply 2: F^h3h6: the Result tag says light lost, but the moves stop "
                           "unfinished: '_' added after the last move (repaired)\n"))
      << run.err;
}

TEST(ValidateStrict, ResultTokenSaysWhatToWriteInstead) {
  const auto run = adomoc("validate -", "[Event \"x\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4 F^h6h7 3. Fb3b4 1-0\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "<stdin>:3:43: ply 6: a result is not written in the moves: put it in the Result tag "
                           "([Result \"1-0\"]) and end the last move with '_' (dark, to move, forfeited) "
                           "[result-token]\n1. F^c3c5 F^h3h6 2. Fa3a4 F^h6h7 3. Fb3b4 1-0\n" + std::string(42, ' ') + "^\n"))
      << run.out;
}

TEST(ValidateStrict, BareStarSaysWhatToWriteInstead) {
  const auto run = adomoc("validate -", "1. F^c3c5 *\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "<stdin>:1:11: ply 2: a result is not written in the moves: put it in the Result tag "
                           "([Result \"*\"]); the moves of an unfinished game just stop [result-token]"))
      << run.out;
}

TEST(ValidateStrict, TwoTaglessGamesAreToldEachNeedsATagLine) {
  const auto run = adomoc("validate -", "1. F^c3c5 F^h3h6 2. Fa3a4\n\n1. F^c3c5 F^h3h6\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "<stdin>:3:1: ply 4: '1.' after 3 plies looks like another game written without tags: "
                           "each game after the first needs a tag line, such as [Event \"?\"], before its moves "
                           "[round-number]"))
      << run.out;
  EXPECT_FALSE(has(run.out, "write '3.'")) << run.out;
}

TEST(ValidateStrict, ForgottenForfeitSaysWhatToWrite) {
  const auto run = adomoc("validate -", "[Result \"1-0\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "<stdin>:3:21: ply 3: the Result tag says dark lost, but the moves stop unfinished: end "
                           "the last move with '_' [result]\n1. F^c3c5 F^h3h6 2. Fa3a4\n" + std::string(20, ' ') + "^\n"))
      << run.out;
}

TEST(ValidateStrict, LowercaseLetterSaysWhatToWrite) {
  const auto run = adomoc("validate -", "1. f^c3c5\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "<stdin>:1:4: ply 1: f^c3c5: piece letters are capitals: write 'F^c3c5' [piece-letter]"))
      << run.out;
}

TEST(ValidateSyntaxError, GivesItsPlyInText) {
  const auto run = adomoc("validate -", "[Event \"x\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4q\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "<stdin> game 1: syntax error\n<stdin>:3:26: ply 3: unexpected 'q' after the move Fa3a4\n"
                           "1. F^c3c5 F^h3h6 2. Fa3a4q\n" + std::string(25, ' ') + "^\n"))
      << run.out;
}

TEST(ValidateSyntaxError, GivesItsPlyInJson) {
  const auto run = adomoc("validate --format json -", "[Event \"x\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4q\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_TRUE(has(run.out, "\"error\":{\"ply\":3,\"line\":3,\"column\":26,\"move\":\"\",\"rule\":\"syntax\","
                           "\"message\":\"unexpected 'q' after the move Fa3a4\"}"))
      << run.out;
}

TEST(ValidateSyntaxError, InATagLineIsPlyZero) {
  const auto run = adomoc("validate --format json -", "[Event \"x]\n\n1. F^c3c5\n");
  EXPECT_TRUE(has(run.out, "\"error\":{\"ply\":0,\"line\":1,")) << run.out;
}

TEST(ValidateComments, CommentBetweenTagLinesKeepsOneGame) {
  const auto run = adomoc("validate -", "[Event \"x\"]\n; a note\n[Result \"1/2-1/2\"]\n\n1. F^c3c5 F^h3h6 --\n");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_EQ(run.out, "<stdin> game 1: valid, 1/2-1/2 draw after 2 plies\n");
}

// A directory of archives, with one in a folder below and a file that is
// not an archive: the archives in name order, the other file left alone.
std::string archive_folder() {
  const auto dir = test::scratch_dir() / "folder-of-archives";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "deeper");
  write_temp("folder-of-archives/b.adn", "1. F^c3c5\n");
  write_temp("folder-of-archives/deeper/c.adn", "1. F^c3c5 F^h3h6\n");
  write_temp("folder-of-archives/a.adn", "1. Fc3c5\n");
  write_temp("folder-of-archives/notes.txt", "not an archive\n");
  return dir.string();
}

TEST(ValidateDirectories, AreSearchedForArchivesInNameOrder) {
  const std::string dir = archive_folder();
  const auto run = adomoc("validate '" + dir + "'");
  EXPECT_EQ(run.status, 1) << run.err;  // a.adn lacks a '^'
  const auto a = run.out.find("/a.adn game 1: invalid");
  const auto b = run.out.find("/b.adn game 1: valid");
  const auto c = run.out.find("/deeper/c.adn game 1: valid");
  ASSERT_NE(a, std::string::npos) << run.out;
  ASSERT_NE(b, std::string::npos) << run.out;
  ASSERT_NE(c, std::string::npos) << run.out;
  EXPECT_LT(a, b);
  EXPECT_LT(b, c);
  EXPECT_FALSE(has(run.out, "notes.txt")) << run.out;
  EXPECT_EQ(adomoc("validate --lenient '" + dir + "'").status, 0);
}

TEST(ValidateDirectories, AMissingNameBesideADirectoryIsAUsageError) {
  const std::string dir = archive_folder();
  const auto run = adomoc("validate '" + dir + "' /no/such/place");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc validate: cannot open '/no/such/place': no such file\n");
  EXPECT_TRUE(has(run.out, "/b.adn game 1: valid")) << run.out;
}

TEST(FormatDirectories, AreSearchedForArchives) {
  const auto run = adomoc("format --lenient '" + archive_folder() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "1. F^c3c5\n\n1. F^c3c5\n\n1. F^c3c5 F^h3h6\n");
}

}  // namespace
}  // namespace adomoc

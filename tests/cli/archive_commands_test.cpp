// adomoc validate, format and --moves, run as a user would.
#include <gtest/gtest.h>

#include <fstream>

#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;
using test::write_temp;

std::string samples(const char* name) { return std::string(ADOMOC_SAMPLES) + "/" + name; }

TEST(Validate, SamplesAreValid) {
  const auto run = adomoc("validate '" + samples("centred.adn") + "' '" + samples("draw.adn") + "'");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("centred.adn game 1: valid, 1-0 centred after 17 plies"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("draw.adn game 1: valid, 1/2-1/2 draw after 6 plies"), std::string::npos) << run.out;
}

TEST(Validate, AFaultNamesFileLineColumnPlyAndRuleAndShowsTheLine) {
  const std::string file = write_temp("bad.adn", "[Event \"x\"]\n\n1. F^c3c5 F^h3h5\n2. F^c5c9 F^h5h6\n");
  const auto run = adomoc("validate '" + file + "'");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("bad.adn game 1: invalid\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("bad.adn:4:4: ply 3: F^c5c9: only the prime sun may enter the centre [centre]"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("\n2. F^c5c9 F^h5h6\n   ^\n"), std::string::npos) << run.out;
}

TEST(Validate, JsonIsOneObjectPerGamePerLine) {
  const std::string file = write_temp("two.adn",
                                      "[Result \"*\"]\n\n1. F^c3c5 F^h3h5\n\n[Result \"1-0\"]\n\n1. F^c3c7\n");
  const auto run = adomoc("validate --format json '" + file + "'");
  EXPECT_EQ(run.status, 1);
  const auto first_end = run.out.find('\n');
  ASSERT_NE(first_end, std::string::npos);
  const std::string first = run.out.substr(0, first_end), second = run.out.substr(first_end + 1);
  EXPECT_NE(first.find("\"game\":1,\"valid\":true,\"plies\":2,\"result\":\"*\",\"termination\":\"unfinished\",\"scores\":null,\"warnings\":[],\"error\":null}"),
            std::string::npos)
      << first;
  EXPECT_NE(second.find("\"game\":2,\"valid\":false,\"plies\":0,\"result\":null,\"termination\":null,"
                        "\"scores\":null,\"warnings\":[],"),
            std::string::npos)
      << second;
  EXPECT_NE(second.find("\"error\":{\"ply\":1,\"line\":7,\"column\":4,\"move\":\"F^c3c7\",\"rule\":\"prime-distance\","
                        "\"message\":\"F^c3c7: a prime moves at most 3 spaces\"}"),
            std::string::npos)
      << second;
  EXPECT_EQ(std::count(run.out.begin(), run.out.end(), '\n'), 2);
}

TEST(Validate, AltogetherScoresInJson) {
  const std::string game = std::string("[Variant \"Altogether\"]\n\n") +
                           "1. F^c3c6 F^h3h6 2. F^c6c8 F^h6h8 3. M^c2d3oc3 M^h2i3oh3 4. M^d3g6 M^i3b6 5. M^g6i8 M^b6d8 "
                           "6. Fc3d3 Fg3g4 7. S^c1c4 Fg4g5 8. S^c4f7 Fg5g6 9. S^f7f9*\n";
  const auto run = adomoc("validate --format json -", game);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("\"termination\":\"centred\",\"scores\":{\"light\":"), std::string::npos) << run.out;
}

TEST(Validate, SyntaxErrorThenTheNextGameIsStillChecked) {
  const auto run = adomoc("validate -", "[Event \"a\"]\n\n1. F^c3\n\n[Event \"b\"]\n\n1. F^c3c5\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("<stdin> game 1: syntax error"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("<stdin>:3:"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("game 2: valid"), std::string::npos) << run.out;
}

TEST(Validate, LenientRepairsAndWarns) {
  const auto strict = adomoc("validate -", "1. Fc3c5\n");
  EXPECT_EQ(strict.status, 1);
  const auto lenient = adomoc("validate --lenient -", "1. Fc3c5\n");
  EXPECT_EQ(lenient.status, 0) << lenient.out;
  EXPECT_NE(lenient.out.find(":1:4: warning: ply 1: Fc3c5: the foot on c3 is light's prime foot: write it with '^' (repaired)"),
            std::string::npos)
      << lenient.out;
}

TEST(Validate, MissingFilesAreUsageErrors) {
  auto run = adomoc("validate /no/such/file.adn");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("cannot open '/no/such/file.adn': no such file"), std::string::npos) << run.err;
  EXPECT_EQ(adomoc("validate").status, 2);
  EXPECT_EQ(adomoc("validate --format xml -").status, 2);
}

TEST(Format, WritesTheCanonicalFormAndIsIdempotent) {
  const std::string messy = "[Result \"*\"]\n[Event \"e\"]\n1.F^c3c5   F^h3h5 {a   comment}\n 2. Fa3a4\n";
  const auto once = adomoc("format -", messy);
  EXPECT_EQ(once.status, 0) << once.err;
  EXPECT_EQ(once.out, "[Event \"e\"]\n[Result \"*\"]\n\n1. F^c3c5 F^h3h5 {a comment} 2. Fa3a4\n");
  EXPECT_EQ(adomoc("format -", once.out).out, once.out);
}

TEST(Format, LenientRepairsAreWrittenOut) {
  const auto run = adomoc("format --lenient -", "1. Fc3c6 Mf2e3\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "1. F^c3c6 Mf2e3oc3\n");
  EXPECT_NE(run.err.find("warning"), std::string::npos);
}

TEST(Format, OutputFileIsReplacedOnlyWhenAllWentWell) {
  const std::string file = write_temp("inplace.adn", "1.F^c3c5  F^h3h5\n");
  auto run = adomoc("format '" + file + "' -o '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::slurp(file), "1. F^c3c5 F^h3h5\n");
  run = adomoc("format /no/such.adn -o '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(test::slurp(file), "1. F^c3c5 F^h3h5\n");
}

TEST(Format, SamplesRoundTrip) {
  for (const char* name : {"centred.adn", "consume-attract-resign.adn", "draw.adn", "unfinished.adn"}) {
    const auto once = adomoc("format '" + samples(name) + "'");
    EXPECT_EQ(once.status, 0) << name << once.err;
    EXPECT_EQ(adomoc("format -", once.out).out, once.out) << name;
  }
}

TEST(Moves, StartFromMovesWithOrWithoutRoundNumbers) {
  const auto numbered = adomoc("moves --moves '1. F^c3c6 F^h3h6'");
  const auto bare = adomoc("moves --moves 'F^c3c6 F^h3h6'");
  EXPECT_EQ(numbered.status, 0) << numbered.err;
  EXPECT_EQ(numbered.out, bare.out);
  EXPECT_NE(numbered.out.find("F^c6c8\n"), std::string::npos);
  EXPECT_EQ(adomoc("perft --depth 1 --moves 'F^c3c6 F^h3h6'").out,
            std::to_string(std::count(numbered.out.begin(), numbered.out.end(), '\n')) + "\n");
}

TEST(Moves, IllegalMovesTextIsAUsageError) {
  const auto run = adomoc("perft --depth 1 --moves 'F^c3c7'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("a prime moves at most 3 spaces"), std::string::npos) << run.err;
  EXPECT_EQ(adomoc("perft --depth 1 --moves 'F^c3c5' --position '10/10/10/10/10/10/10/10/- l -'").status, 2);
}

}  // namespace
}  // namespace adomoc

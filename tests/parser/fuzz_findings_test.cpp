// Inputs fuzz/fuzz_replay and fuzz/fuzz_parser found, each kept as the
// case it showed (docs/reliability.md lists them).
#include <gtest/gtest.h>

#include <string>

#include "parser/reader.hpp"
#include "parser/writer.hpp"

namespace adomoc::parser {
namespace {

// "1.;Fc4c5": a tagless game of a round number and a comment. Its canonical
// text was the comment alone, which reads back as no game, so formatting
// was not idempotent. Such a game now writes nothing.
TEST(FuzzFindings, TaglessGameOfARoundNumberAndACommentWritesNothing) {
  const ParsedArchive archive = parse_string("1.;Fc4c5\n");
  ASSERT_TRUE(archive.errors.empty());
  ASSERT_EQ(archive.games.size(), 1u);
  const std::string text = canonical(archive.games.front());
  EXPECT_EQ(text, "");
  EXPECT_TRUE(parse_string(text).games.empty());
}

// The same comment after a move, or with a tag, still has its game.
TEST(FuzzFindings, CommentsStayWhenTheGameHasAMoveOrATag) {
  EXPECT_EQ(canonical(parse_string("1. F^c3c5 ;note\n").games.at(0)), "1. F^c3c5 ;note\n");
  EXPECT_EQ(canonical(parse_string("[Event \"x\"]\n\n1.;note\n").games.at(0)), "[Event \"x\"]\n\n;note\n");
}

}  // namespace
}  // namespace adomoc::parser

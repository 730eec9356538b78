// The grammar has no rule that can loop without consuming input.
#include <gtest/gtest.h>

#include <tao/pegtl/contrib/analyze.hpp>

#include "parser/grammar.hpp"

namespace adomoc::parser {
namespace {

TEST(Grammar, AnalyzeFindsNoProblem) {
  EXPECT_EQ(tao::pegtl::analyze<grammar::archive>(), 0u);
  EXPECT_EQ(tao::pegtl::analyze<grammar::one_game>(), 0u);
}

}  // namespace
}  // namespace adomoc::parser

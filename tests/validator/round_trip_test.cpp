// Parse, write canonical, parse, write: the same bytes, and the same games,
// over generated archives of every variant.
#include <gtest/gtest.h>

#include <sstream>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "validator/replay.hpp"
#include "validator/selfplay.hpp"

namespace adomoc {
namespace {

std::string generated_archive(Variant variant, int games) {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  const SelfPlay selfplay({77, variant, 300});
  parser::Game game;
  for (int n = 1; n <= games; ++n) {
    selfplay.play(static_cast<std::uint64_t>(n), game);
    writer.write(game);
  }
  return out.str();
}

std::string rewrite(const std::string& text) {
  const parser::ParsedArchive parsed = parser::parse_string(text);
  EXPECT_TRUE(parsed.errors.empty()) << parser::describe(parsed.errors.front());
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  for (const parser::Game& g : parsed.games) writer.write(g);
  return out.str();
}

TEST(RoundTrip, GeneratedArchivesAreCanonicalAndStable) {
  for (Variant v : {Variant::standard, Variant::infinite, Variant::altogether}) {
    const std::string written = generated_archive(v, 300);
    const std::string once = rewrite(written);
    EXPECT_EQ(once, written);  // the writer's own output is already canonical
    EXPECT_EQ(rewrite(once), once);
  }
}

TEST(RoundTrip, ReadBackGamesReplayToTheSameOutcomes) {
  const SelfPlay selfplay({77, Variant::altogether, 300});
  parser::ParsedArchive parsed = parser::parse_string(generated_archive(Variant::altogether, 200));
  ASSERT_EQ(parsed.games.size(), 200u);
  parser::Game original;
  for (std::size_t i = 0; i < parsed.games.size(); ++i) {
    const Outcome played = selfplay.play(i + 1, original);
    const GameCheck check = check_game(parsed.games[i]);
    ASSERT_TRUE(check.valid()) << check.fault->message;
    EXPECT_EQ(check.outcome, played);
    for (const parser::Tag& t : original.tags) EXPECT_EQ(parsed.games[i].find_tag(t.name)->value, t.value);
  }
}

}  // namespace
}  // namespace adomoc

// The stored games' hashes an import asks of memory while games_by_content
// is left out (db/known_games.hpp): every hash added is found with its id,
// through the table's growth and runs of hashes that share their low or
// high bits; a hash never added is not.
#include "db/known_games.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "db/mixed_games.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db {
namespace {

TEST(KnownGames, FindsEveryStoredGameAndEveryGameAdded) {
  test::ScratchImport scratch("known-games");
  scratch.import(adomoc::test::mixed_games(80, 3), "mixed.adn");
  KnownGames known(scratch.db(), 0);  // grows
  Statement stored(scratch.db(), "SELECT content_hash, id FROM games");
  std::size_t count = 0;
  while (stored.step()) {
    ++count;
    EXPECT_EQ(known.find(stored.integer(0)), stored.integer(1));
  }
  ASSERT_GT(count, 50u);
  EXPECT_EQ(known.size(), count);

  // Random hashes, and runs that differ only in their low or high bits.
  std::mt19937_64 random(5);
  const auto hash_of = [&](std::int64_t n) -> std::int64_t {
    if (n % 3 == 0) return n;
    if (n % 3 == 1) return static_cast<std::int64_t>(static_cast<std::uint64_t>(n) << 40);
    return static_cast<std::int64_t>(random());
  };
  std::vector<std::pair<std::int64_t, std::int64_t>> added;
  for (std::int64_t n = 1; n <= 100'000; ++n) {
    const std::int64_t hash = hash_of(n);
    if (known.find(hash)) continue;
    known.add(hash, 1'000'000 + n);
    added.emplace_back(hash, 1'000'000 + n);
  }
  EXPECT_EQ(known.size(), count + added.size());
  for (const auto& [hash, id] : added) ASSERT_EQ(known.find(hash), id) << hash;
  int absent = 0;
  for (int i = 0; i < 10'000; ++i) absent += known.find(static_cast<std::int64_t>(random()) | 1).has_value() ? 0 : 1;
  EXPECT_EQ(absent, 10'000);
}

TEST(KnownGames, MadeForTheGamesExpectedNeverGrows) {
  test::ScratchImport scratch("known-games-expected");
  scratch.import(adomoc::test::mixed_games(40, 7), "mixed.adn");
  constexpr std::size_t kExpected = 50'000;
  KnownGames known(scratch.db(), kExpected);
  const std::size_t capacity = known.capacity();
  EXPECT_GE(capacity, 2 * kExpected);
  EXPECT_LT(capacity, 4 * kExpected);
  for (std::int64_t n = 1; std::cmp_less(known.size(), kExpected); ++n) known.add(n * 7919, n);
  EXPECT_EQ(known.capacity(), capacity);
  EXPECT_EQ(known.find(7919 * 1000), 1000);
}

}  // namespace
}  // namespace adomoc::db

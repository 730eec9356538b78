#include "db/opening_summary.hpp"

#include <algorithm>

namespace adomoc::db {

void OpeningCounts::add(int result, std::int64_t game_plies) {
  ++games;
  ++by_result[static_cast<std::size_t>(std::clamp(result, 0, 3))];
  plies += game_plies;
}

void OpeningCounts::remove(int result, std::int64_t game_plies) {
  --games;
  --by_result[static_cast<std::size_t>(std::clamp(result, 0, 3))];
  plies -= game_plies;
}

void OpeningCounts::add(const OpeningCounts& other) {
  games += other.games;
  for (std::size_t i = 0; i < by_result.size(); ++i) by_result[i] += other.by_result[i];
  plies += other.plies;
}

void add_counts(BulkInsert& rows, const OpeningCounts& counts) {
  rows.add(counts.games);
  for (std::int64_t n : counts.by_result) rows.add(n);
  rows.add(counts.plies);
}

OpeningSummaryWriter::OpeningSummaryWriter(Database& db)
    : upsert_(db, "opening_summary", std::string("prefix, move, ") + kCountColumns,
              adding_on_conflict("opening_summary", "prefix, move", kCountColumns)),
      prune_(db, "DELETE FROM opening_summary WHERE games <= 0") {}

template <class Change>
void OpeningSummaryWriter::change(std::span<const std::uint8_t> moves, Change apply) {
  for (std::size_t before = 0; before <= kSummarisedPlies && 2 * before + 2 <= moves.size(); ++before) {
    std::vector<std::uint8_t> prefix(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(2 * before));
    std::vector<std::uint8_t> move(moves.begin() + static_cast<std::ptrdiff_t>(2 * before),
                                   moves.begin() + static_cast<std::ptrdiff_t>(2 * before + 2));
    apply(pending_[{std::move(prefix), std::move(move)}]);
  }
}

void OpeningSummaryWriter::add(std::span<const std::uint8_t> moves, int result, int plies) {
  change(moves, [&](OpeningCounts& c) { c.add(result, plies); });
}

void OpeningSummaryWriter::remove(std::span<const std::uint8_t> moves, int result, int plies) {
  change(moves, [&](OpeningCounts& c) { c.remove(result, plies); });
  removed_ = true;
}

void OpeningSummaryWriter::flush() {
  for (const auto& [key, c] : pending_) {
    upsert_.add(std::span<const std::uint8_t>(key.first)).add(std::span<const std::uint8_t>(key.second));
    add_counts(upsert_, c);
    upsert_.end_row();
  }
  upsert_.flush();
  pending_.clear();
  if (removed_) prune_.run();
  removed_ = false;
}

OpeningLevel summarised_level(Database& db, std::span<const std::uint8_t> prefix) {
  Statement s(db,
              "SELECT move, games, light_wins, dark_wins, draws, unfinished, plies FROM opening_summary "
              "WHERE prefix = ?");
  s.bind(1, prefix);
  OpeningLevel level;
  while (s.step()) {
    const auto move = s.blob(0);
    OpeningCounts& c = level[{move.begin(), move.end()}];
    c.games = s.integer(1);
    for (int i = 0; i < 4; ++i) c.by_result[static_cast<std::size_t>(i)] = s.integer(2 + i);
    c.plies = s.integer(6);
  }
  return level;
}

}  // namespace adomoc::db

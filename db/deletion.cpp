#include "db/deletion.hpp"

#include <deque>
#include <vector>

#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/position_index.hpp"

namespace adomoc::db {

void delete_games(Database& db, std::span<const std::int64_t> ids) {
  Statement game(db, "SELECT variant, moves, result, plies FROM games WHERE id = ?");
  OpeningSummaryWriter openings(db);
  // Deques: the games below point into them.
  std::deque<GamePositions> positions;
  std::deque<std::vector<std::uint8_t>> moves;
  std::vector<IndexedGame> deleted;
  for (std::int64_t id : ids) {
    game.bind(1, id);
    if (game.step()) {
      const auto variant = static_cast<Variant>(game.integer(0));
      Position pos = Position::initial(variant);
      GamePositions& p = positions.emplace_back();
      const std::vector<std::uint8_t>& m = moves.emplace_back(game.blob(1).begin(), game.blob(1).end());
      replay_moves(pos, m, [&](const Position&, Move, const Position& after) { p.add(after); });
      const int result = static_cast<int>(game.integer(2)), plies = static_cast<int>(game.integer(3));
      openings.remove(m, result, plies);
      deleted.push_back({id, variant, &p, m, result, plies});
    }
    game.reset();
  }
  remove_from_index(db, deleted);
  openings.flush();
  std::vector<std::int64_t> rows;
  for (const IndexedGame& g : deleted) rows.push_back(g.id);
  delete_game_rows(db, rows);
}

void delete_game_rows(Database& db, std::span<const std::int64_t> ids) {
  Statement tags(db, "DELETE FROM extra_tags WHERE game_id = ?");
  Statement row(db, "DELETE FROM games WHERE id = ?");
  for (std::int64_t id : ids) {
    tags.bind(1, id).run();
    row.bind(1, id).run();
  }
}

}  // namespace adomoc::db

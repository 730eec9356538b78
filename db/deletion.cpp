#include "db/deletion.hpp"

#include <set>
#include <vector>

#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/position_index.hpp"

namespace adomoc::db {

void delete_games(Database& db, std::span<const std::int64_t> ids) {
  Statement game(db, "SELECT variant, moves, result, plies FROM games WHERE id = ?");
  Statement tags(db, "DELETE FROM extra_tags WHERE game_id = ?");
  Statement row(db, "DELETE FROM games WHERE id = ?");
  OpeningSummaryWriter openings(db);
  std::set<std::int64_t> deleted;
  std::vector<std::uint64_t> hashes;  // the positions the deleted games were indexed under
  GamePositions positions;
  for (std::int64_t id : ids) {
    game.bind(1, id);
    if (game.step()) {
      Position pos = Position::initial(static_cast<Variant>(game.integer(0)));
      positions.clear();
      replay_moves(pos, game.blob(1), [&](const Position&, Move, const Position& after) { positions.add(after); });
      hashes.insert(hashes.end(), positions.indexed().begin(), positions.indexed().end());
      openings.remove(game.blob(1), static_cast<int>(game.integer(2)), static_cast<int>(game.integer(3)));
      deleted.insert(id);
    }
    game.reset();
  }
  remove_from_index(db, deleted, hashes);
  openings.flush();
  for (std::int64_t id : deleted) {
    tags.bind(1, id).run();
    row.bind(1, id).run();
  }
}

}  // namespace adomoc::db

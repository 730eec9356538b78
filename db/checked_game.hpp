// What storing a game needs that no database does (issue 12): the rules
// check, the moves as stored, the positions for the index, the identity
// hash and the annotations' text. Pure and thread-safe, so that
// `import -j N` works it out on N threads while one writer stores the
// results in the order of the games (db/importer.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/game_identity.hpp"
#include "db/index_batch.hpp"
#include "db/move_codec.hpp"
#include "db/position_index.hpp"
#include "parser/games_in_parallel.hpp"
#include "validator/replay.hpp"

namespace adomoc::db {

// Encodes the main line and gathers its positions for the index, while
// the validator replays it.
class MoveRecorder : public MoveEncoder {
 public:
  GamePositions positions;
  void on_move(const Position& before, Move m, const Position& after) override {
    MoveEncoder::on_move(before, m, after);
    positions.add(after);
  }
};

struct CheckedGame {
  IdentityTags tags;             // of the game, or read from the tag lines of a broken one
  std::optional<GameCheck> check;  // none for a game with a syntax error
  // The rest for a valid game only:
  MoveRecorder recorder;         // its moves (bytes) and positions
  std::vector<FirstStand> first_stands;  // of its positions, for the index
  std::string annotations;       // annotation_text()
  std::int64_t hash = 0;         // record_hash()

  bool valid() const { return check && check->valid(); }
  // Forgets the game, keeping the room: all but the tags, which every
  // check sets.
  void clear();
};

// Checks a game as read (under --lenient, repairing it in place) and works
// out what storing it needs, into `checked`, whose room (the moves, the
// positions) the game before left: a game allocates nothing once the room
// is large enough, and frees nothing, which under -j would often be on
// another thread than the one that allocated it (docs/performance.md,
// "Every core").
void check_for_import(parser::ReadGame& read, bool lenient, CheckedGame& checked);

}  // namespace adomoc::db

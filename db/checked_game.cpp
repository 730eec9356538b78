#include "db/checked_game.hpp"

#include "db/annotations.hpp"
#include "db/quarantine.hpp"

namespace adomoc::db {

namespace {

// The record whose hash is the game's identity (db/game_identity.hpp).
GameRecord record_of(const CheckedGame& checked) {
  const GameCheck& check = *checked.check;
  return {static_cast<int>(check.variant), static_cast<int>(check.outcome.result),
          static_cast<int>(check.outcome.termination), checked.recorder.bytes, checked.tags, checked.annotations};
}

}  // namespace

void CheckedGame::clear() {
  check.reset();
  recorder.bytes.clear();
  recorder.positions.clear();
  first_stands.clear();
  annotations.clear();
  hash = 0;
}

void check_for_import(parser::ReadGame& read, bool lenient, CheckedGame& checked) {
  checked.clear();
  if (read.broken) {
    checked.tags = tags_of_text(read.text);
    return;
  }
  checked.check = check_game(read.game, {lenient, &checked.recorder});
  checked.tags = IdentityTags::of(read.game);
  if (!checked.valid()) return;
  // Room reused from game to game on each thread.
  thread_local PositionSet seen;
  first_stands(start_key(checked.check->variant), checked.recorder.positions.after_each_ply(), seen,
               checked.first_stands);
  checked.annotations = annotation_text(read.game);
  checked.hash = record_hash(record_of(checked));
}

}  // namespace adomoc::db

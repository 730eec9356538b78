// The content hashes of the stored games, with their ids, in memory: what
// an import that left the unique index games_by_content out
// (db/game_indexes.hpp) asks instead of the database whether a game is
// stored already.
//
// At a million games each batch of 10,000 inserted its hashes all over that
// index, writing nearly every one of its pages (18 MB) into the log; left
// out and built at the end, the import takes a tenth less time. Only the
// importer that left the index out writes meanwhile: any other writer
// builds it again when it opens the database (migrate()), and the importer
// then asks the index again (Importer, stored_ids).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "db/database.hpp"

namespace adomoc::db {

class KnownGames {
 public:
  // Every game stored, with room for `expected` games in all: the table
  // never grows past that, so its old and new slots are never held at
  // once (at half a million games, 48 MB for a moment).
  KnownGames(Database& db, std::size_t expected);

  std::optional<std::int64_t> find(std::int64_t hash) const;
  // A game stored since; a hash is added once.
  void add(std::int64_t hash, std::int64_t id);
  std::size_t size() const { return size_; }
  std::size_t capacity() const { return slots_.size(); }  // slots, twice the games it holds at most

 private:
  // Open addressing, at most half full: nearly every question is about a
  // new game, which an empty slot answers. 16 bytes a slot, 32 MB at a
  // million games.
  struct Slot {
    std::int64_t hash = 0;
    std::int64_t id = 0;  // 0: empty (ids start at 1)
  };
  std::size_t first_slot(std::int64_t hash) const;
  std::vector<Slot> slots_ = std::vector<Slot>(1024);
  std::size_t size_ = 0;
};

}  // namespace adomoc::db

// What makes a game record the one it is (docs/schema.md, "Identity"): an
// incoming game is already stored only when its whole record is. The hash
// is computed once per game, from what the database keeps, so that the
// importer and the schema upgrade that recomputes it agree.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "parser/game.hpp"

namespace adomoc::db {

// The tags that tell one game from another, the Date in its dotted form
// when it reads as a date (parser/date.hpp).
struct IdentityTags {
  std::optional<std::string> event, site, date, round, light, dark;

  static IdentityTags of(const parser::Game& game);
  bool empty() const;
  // Enough to tell a game from the others of an archive: both players, and
  // a date or a round.
  bool identifying() const;
  friend bool operator==(const IdentityTags&, const IdentityTags&) = default;
};

// A game's whole record, as far as identity goes.
struct GameRecord {
  int variant = 0;
  int result = 0;
  int termination = 0;
  std::span<const std::uint8_t> moves;  // the main line, encoded as stored
  IdentityTags tags;
  // annotation_text() (db/annotations.hpp): comments, glyphs, NAGs and
  // variations; empty for a game without any, which hashes as before they
  // were stored, so no stored hash had to change when they joined.
  std::string_view annotations;
};

// Raised when what goes into the hash changes; a schema step then
// recomputes the stored hashes (schema/sqlite/003_identity.sql).
inline constexpr std::uint8_t kIdentityVersion = 1;

// 64 bits for games.content_hash: equal for equal records.
std::int64_t record_hash(const GameRecord& record);
// 64 bits for the identity tags alone (quarantine.tags_hash).
std::int64_t tags_hash(const IdentityTags& tags);
// 64 bits for a text (quarantine.text_hash).
std::int64_t text_hash(std::string_view text);

}  // namespace adomoc::db

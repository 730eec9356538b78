// A game's annotations in the database (schema/sqlite/005_annotations.sql): the
// canonical movetext of a game with comments, glyphs, NAGs or variations,
// stored beside its row so that export writes what `format` writes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "parser/game.hpp"

namespace adomoc::db {

// The stable text of a game's annotations: its canonical movetext when it
// has any comment, glyph, NAG or variation, else empty. The same game always
// gives the same bytes, so it can take part in a game's identity.
std::string annotation_text(const parser::Game& game);

// Puts back the annotations stored for game `id` into `game`, rebuilt from
// its row (load_game): its movetext becomes the stored one, whose main line
// is the same. Nothing changes for a game without annotations. Throws
// DamagedGameError when the stored text does not read back, or holds
// another number of main-line moves.
class AnnotationReader {
 public:
  explicit AnnotationReader(Database& db);
  void load(std::int64_t id, parser::Game& game);

 private:
  Statement select_;
};

}  // namespace adomoc::db

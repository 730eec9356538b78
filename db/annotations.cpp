#include "db/annotations.hpp"

#include <utility>
#include <variant>

#include "db/stored_game.hpp"
#include "parser/reader.hpp"
#include "parser/writer.hpp"

namespace adomoc::db {

std::string annotation_text(const parser::Game& game) {
  return game.has_annotations() ? parser::canonical_movetext(game) : std::string();
}

namespace {

std::size_t main_line_moves(const parser::Game& game) {
  std::size_t moves = 0;
  for (const parser::Element& e : game.movetext) moves += std::holds_alternative<parser::MoveToken>(e);
  return moves;
}

}  // namespace

AnnotationReader::AnnotationReader(Database& db)
    : select_(db, "SELECT movetext FROM annotations WHERE game_id = ?") {}

void AnnotationReader::load(std::int64_t id, parser::Game& game) {
  select_.bind(1, id);
  const bool annotated = select_.step();
  const std::string text = annotated ? select_.text(0) : std::string();
  select_.reset();
  if (!annotated) return;
  // Behind a tag line, so that a movetext of comments alone reads as a game.
  parser::ParsedArchive read = parser::parse_string("[Annotated \"\"]\n" + text, "annotations");
  if (!read.errors.empty() || read.games.size() != 1 || main_line_moves(read.games[0]) != main_line_moves(game))
    throw DamagedGameError("the annotations of stored game " + std::to_string(id) + " do not fit its moves");
  game.movetext = std::move(read.games[0].movetext);
  game.variations = std::move(read.games[0].variations);
}

}  // namespace adomoc::db

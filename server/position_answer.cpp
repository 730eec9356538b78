#include "server/position_answer.hpp"

#include <algorithm>

#include "render/describe.hpp"
#include "render/scene.hpp"
#include "render/svg_board.hpp"
#include "validator/movegen.hpp"
#include "validator/notation.hpp"
#include "validator/outcome.hpp"

namespace adomoc::server {

namespace {

using report::Json;

Breed mover_of(int ply) { return ply % 2 == 1 ? Breed::light : Breed::dark; }

// The scene at the line's end, its last move drawn.
render::Scene end_scene(const report::MoveLine& line) {
  if (line.moves.empty()) return render::still_scene(line.end);
  Position before = line.start;
  for (std::size_t i = 0; i + 1 < line.moves.size(); ++i) before.make(line.moves[i]);
  const int ply_before = first_ply(line) - 1 + static_cast<int>(line.moves.size()) - 1;
  return render::scene_after(before, line.moves.back(), line.end, ply_before);
}

// The status line, and for a game that is over without a centring (the
// side to move has no legal move) what that means.
std::string status(const render::Scene& scene, bool no_legal_move) {
  std::string text = render::scene_status(scene);
  if (no_legal_move && !scene.position.centred())
    text += "; " + std::string(breed_name(scene.position.side_to_move())) + " has no legal move and so forfeits";
  return text;
}

}  // namespace

int first_ply(const report::MoveLine& line) { return line.start.side_to_move() == Breed::light ? 1 : 2; }

Json line_json(const report::MoveLine& line) {
  Json plies = Json::array();
  for (std::size_t i = 0; i < line.texts.size(); ++i) {
    const int ply = first_ply(line) + static_cast<int>(i);
    plies.push_back({{"ply", i + 1}, {"label", render::round_label(ply, mover_of(ply))}, {"move", line.texts[i]}});
  }
  return plies;
}

std::string numbered_moves(const report::MoveLine& line) {
  std::string text;
  for (std::size_t i = 0; i < line.texts.size(); ++i) {
    const int ply = first_ply(line) + static_cast<int>(i);
    if (!text.empty()) text += ' ';
    if (mover_of(ply) == Breed::light || i == 0) text += render::round_label(ply, mover_of(ply)) + " ";
    text += line.texts[i];
  }
  return text;
}

Json legal_moves_json(const Position& position) {
  MoveList moves;
  generate_moves(position, moves);
  std::vector<std::pair<std::string, Move>> named;
  for (Move m : moves) named.emplace_back(move_text(position, m), m);
  std::sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  Json legal = Json::array();
  for (const auto& [text, m] : named)
    legal.push_back({{"move", text},
                     {"from", render::space_id(m.from())},
                     {"to", render::space_id(m.to())},
                     {"origin", m.kind() == MoveKind::originate ? Json(render::space_id(m.origin())) : Json()}});
  return legal;
}

void add_position(Json& answer, const report::MoveLine& line) {
  const render::Scene scene = end_scene(line);
  Json legal = legal_moves_json(line.end);
  const bool over = line.end.centred() || legal.empty();
  answer["position"] = position_text(line.end);
  answer["side_to_move"] = std::string(breed_name(line.end.side_to_move()));
  answer["status"] = status(scene, legal.empty());
  answer["over"] = over;
  answer["board"] = render::scene_layer(scene);
  answer["legal"] = std::move(legal);
}

}  // namespace adomoc::server

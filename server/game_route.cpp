// /api/game/{id}: one stored game, ready to step through: its tags, its
// moves, and for each ply the position, the board and the words the
// viewer (`adomoc view`) shows.
#include <httplib.h>

#include "db/stored_game.hpp"
#include "parser/writer.hpp"
#include "render/describe.hpp"
#include "render/game_scenes.hpp"
#include "render/game_steps.hpp"
#include "render/svg_board.hpp"
#include "server/request_words.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"
#include "validator/notation.hpp"

namespace adomoc::server {

namespace {

using report::Json;

Json tags_json(const parser::Game& game) {
  Json tags = Json::array();
  for (const parser::Tag& tag : game.tags) tags.push_back({{"name", tag.name}, {"value", tag.value}});
  return tags;
}

// [{"ply": 1, "label": "1.", "move": "F^c3c6"}, ...]: the main line.
Json line_json(const render::GameScenes& replay) {
  Json line = Json::array();
  for (std::size_t k = 1; k < replay.scenes.size(); ++k) {
    const render::Scene& scene = replay.scenes[k];
    line.push_back(
        {{"ply", scene.ply}, {"label", render::round_label(scene.ply, scene.last->mover)}, {"move", scene.last->text}});
  }
  return line;
}

// One entry a step (render::game_steps): the main line's plies, the start
// first, then the moves of the variations. Each names the steps before and
// after it (-1: none), the main-line step it goes back to, and the first
// steps of the variations that replace its move.
Json steps_json(const parser::Game& game, const render::GameScenes& replay) {
  Json steps = Json::array();
  for (const render::GameStep& step : render::game_steps(game, replay)) {
    const render::Scene& scene = *step.scene;
    steps.push_back({{"ply", scene.ply},
                     {"move", scene.last ? Json(scene.last->text) : Json()},
                     {"position", position_text(scene.position)},
                     {"board", render::scene_layer(scene)},
                     {"status", render::scene_status(scene)},
                     {"words", step.words},
                     {"comment", step.comment},
                     {"nags", step.nags},
                     {"variations", step.variations},
                     {"prev", step.prev},
                     {"next", step.next},
                     {"main", step.main}});
  }
  return steps;
}

std::string outcome_text(const render::GameScenes& replay) {
  const Outcome& o = replay.check.outcome;
  std::string text = std::string(result_text(o.result)) + " (" + std::string(termination_name(o.termination));
  if (o.scores) text += ", scores " + std::to_string(o.scores->light) + "-" + std::to_string(o.scores->dark);
  return text + ")";
}

Json game(const httplib::Request& req, db::Database& db) {
  allow_only(req, {}, false);
  // The route takes 1 to 18 digits: always a number std::stoll can hold.
  const std::int64_t id = std::stoll(req.matches[1].str());
  auto game = db::load_game(db, id);
  if (!game) throw RequestError(404, "no game with id " + std::to_string(id));
  const std::string text = parser::canonical(*game);
  const render::GameScenes replay = render::replay_scenes(*game);
  return {{"id", id},
          {"tags", tags_json(*game)},
          {"outcome", outcome_text(replay)},
          {"line", line_json(replay)},
          {"last", static_cast<std::int64_t>(replay.scenes.size()) - 1},
          {"plies", steps_json(*game, replay)},
          {"text", text}};
}

}  // namespace

void add_game_route(Routes& routes) {
  // Bounded repetition: a long path of digits is not matched (404) rather
  // than handed to the regular expression engine to recurse over.
  get_json(routes, R"(/api/game/([0-9]{1,18}))", game);
}

}  // namespace adomoc::server

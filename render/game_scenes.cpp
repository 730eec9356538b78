#include "render/game_scenes.hpp"

#include "render/describe.hpp"

namespace adomoc::render {

namespace {

class SceneCollector : public PlyVisitor {
 public:
  explicit SceneCollector(GameScenes& out) : out_(out) {}
  void on_move(const Position& before, Move move, const Position& after) override {
    if (out_.scenes.empty()) {  // the start position is the first `before`
      out_.scenes.push_back(still_scene(before));
      out_.words.emplace_back();
    }
    out_.scenes.push_back(scene_after(before, move, after, out_.scenes.back().ply));
    out_.words.push_back(describe_ply(before, move, after));
  }

 private:
  GameScenes& out_;
};

}  // namespace

GameScenes replay_scenes(parser::Game& game, bool lenient) {
  GameScenes result;
  SceneCollector collector(result);
  Replayed replayed = replay_game(game, {lenient, &collector});
  const bool tags_unreadable = replayed.check.fault && replayed.check.fault->rule == Rule::tag;
  if (result.scenes.empty() && !tags_unreadable) {  // no move was played: the start is the end
    result.scenes.push_back(still_scene(replayed.position));
    result.words.emplace_back();
  }
  result.check = std::move(replayed.check);
  return result;
}

}  // namespace adomoc::render

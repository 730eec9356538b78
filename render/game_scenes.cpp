#include "render/game_scenes.hpp"

#include "render/describe.hpp"

namespace adomoc::render {

namespace {

class SceneCollector : public PlyVisitor {
 public:
  void on_move(const Position& before, Move move, const Position& after) override {
    if (out_.scenes.empty()) {  // the start position is the first `before`
      out_.scenes.push_back(still_scene(before));
      out_.words.emplace_back();
    }
    out_.scenes.push_back(scene_after(before, move, after, out_.scenes.back().ply));
    out_.words.push_back(describe_ply(before, move, after));
  }
  void begin_variation(std::uint32_t index) override { open_.push_back(index); }
  void on_variation_move(const Position& before, Move move, const Position& after) override {
    const std::uint32_t index = open_.back();
    VariationScenes& v = out_.variations[index];
    const int ply_before = static_cast<int>(game_.variations[index].ply) - 1 + static_cast<int>(v.scenes.size());
    v.scenes.push_back(scene_after(before, move, after, ply_before));
    v.words.push_back(describe_ply(before, move, after));
  }
  void end_variation() override { open_.pop_back(); }

  SceneCollector(GameScenes& out, const parser::Game& game) : out_(out), game_(game) {
    out_.variations.resize(game.variations.size());
  }

 private:
  GameScenes& out_;
  const parser::Game& game_;
  std::vector<std::uint32_t> open_;  // the variations being played, innermost last
};

}  // namespace

GameScenes replay_scenes(parser::Game& game, bool lenient) {
  GameScenes result;
  SceneCollector collector(result, game);
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

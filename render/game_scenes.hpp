// A game replayed into one scene per ply, for stepping through it.
#pragma once

#include <string>
#include <vector>

#include "parser/game.hpp"
#include "render/scene.hpp"
#include "validator/replay.hpp"

namespace adomoc::render {

// The scenes of one variation: scenes[i] is the position after its move
// i (from 0), words[i] describes that move. Fewer than its moves when one
// breaks the rules.
struct VariationScenes {
  std::vector<Scene> scenes;
  std::vector<std::string> words;
};

struct GameScenes {
  // scenes[0] is the start; scenes[k] the position after ply k. A game
  // with a fault stops at the ply before it; one whose Variant or Result
  // tag is unreadable has no scenes at all (its rules are unknown).
  std::vector<Scene> scenes;
  // words[k] describes ply k (describe_ply); words[0] is empty.
  std::vector<std::string> words;
  // One per variation of the game, in the order of Game::variations.
  std::vector<VariationScenes> variations;
  GameCheck check;
};

// Replays `game` with the validator; under `lenient` the slips it repairs
// are rewritten in `game`, as check_game does.
GameScenes replay_scenes(parser::Game& game, bool lenient = false);

}  // namespace adomoc::render

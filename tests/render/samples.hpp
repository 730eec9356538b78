// The sample games, replayed, for the render tests.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include "parser/reader.hpp"
#include "render/game_scenes.hpp"

namespace adomoc::test {

inline std::string sample_path(const std::string& name) { return std::string(ADOMOC_SAMPLES) + "/" + name; }

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The first game of a sample archive, and its scenes.
struct SampleGame {
  parser::Game game;
  render::GameScenes replay;
};

inline SampleGame sample_game(const std::string& name) {
  auto parsed = parser::parse_string(read_text(sample_path(name)), name);
  SampleGame sample{std::move(parsed.games.at(0)), {}};
  sample.replay = render::replay_scenes(sample.game);
  return sample;
}

// A game from its text, replayed.
inline SampleGame game_from_text(const std::string& text) {
  auto parsed = parser::parse_string(text);
  SampleGame game{std::move(parsed.games.at(0)), {}};
  game.replay = render::replay_scenes(game.game);
  return game;
}

}  // namespace adomoc::test

// The sample games, replayed, for the render tests.
#pragma once

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "parser/reader.hpp"
#include "render/game_scenes.hpp"
#include "render/scene.hpp"
#include "render/xml_doc.hpp"

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

// "F^@c3" for every piece of the position, sorted.
inline std::vector<std::string> pieces_of(const Position& pos) {
  std::vector<std::string> pieces;
  for (int s = 0; s < kSpaces; ++s)
    if (const Piece p = pos.at(static_cast<Space>(s)); !p.empty())
      pieces.push_back(render::piece_code(p) + "@" + render::space_id(static_cast<Space>(s)));
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

// The same for the pieces drawn under the nodes an XPath selects.
inline std::vector<std::string> pieces_drawn(const XmlDoc& doc, const char* xpath = "//*[@data-piece]") {
  std::vector<std::string> pieces;
  for (xmlNodePtr n : doc.select(xpath))
    pieces.push_back(XmlDoc::attribute(n, "data-piece") + "@" + XmlDoc::attribute(n, "data-space"));
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

}  // namespace adomoc::test

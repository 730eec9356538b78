// The text diagram against golden files: tests/render/golden/<case>.case,
// one case per file. A case is a few "field: value" lines saying what to
// show, "---", then the diagram expected byte for byte:
//   variant:  standard (default), infinite or altogether
//   position: position text (docs/position-text.md)
//   move:     one move played from that position (optional)
//   moves:    movetext played from the initial position, instead of position
// Lines starting with '#' before "---" are notes. To rewrite the expected
// diagrams after a deliberate change, run with ADOMOC_UPDATE_GOLDEN=1 and
// read the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "parser/reader.hpp"
#include "render/game_scenes.hpp"
#include "render/text_diagram.hpp"
#include "validator/notation.hpp"

namespace adomoc {
namespace {

namespace fs = std::filesystem;

struct GoldenCase {
  std::map<std::string, std::string> fields;
  std::string head;  // everything up to and including "---\n"
  std::string expected;
};

GoldenCase read_case(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  GoldenCase c;
  std::string line;
  while (std::getline(in, line)) {
    c.head += line + "\n";
    if (line == "---") break;
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    const auto start = line.find_first_not_of(' ', colon + 1);
    c.fields[line.substr(0, colon)] = start == std::string::npos ? "" : line.substr(start);
  }
  std::ostringstream rest;
  rest << in.rdbuf();
  c.expected = rest.str();
  return c;
}

render::Scene scene_from_moves(const std::string& moves, Variant variant) {
  auto parsed = parser::parse_string("[Variant \"" + std::string(variant_name(variant)) + "\"]\n\n" + moves + "\n");
  EXPECT_TRUE(parsed.errors.empty()) << (parsed.errors.empty() ? "" : parser::describe(parsed.errors[0]));
  if (parsed.games.size() != 1) return render::still_scene(Position::initial(variant));
  const render::GameScenes replay = render::replay_scenes(parsed.games[0]);
  EXPECT_FALSE(replay.check.fault) << replay.check.fault->message;
  return replay.scenes.back();
}

render::Scene scene_from_position(const std::string& text, const std::string& move, Variant variant) {
  const auto pos = read_position_text(text, variant);
  EXPECT_TRUE(pos.has_value()) << (pos ? "" : pos.error().message);
  if (!pos) return render::still_scene(Position(variant));
  if (move.empty()) return render::still_scene(*pos);
  const auto m = find_move(*pos, move);
  EXPECT_TRUE(m.has_value()) << move;
  if (!m) return render::still_scene(*pos);
  Position after = *pos;
  after.make(*m);
  return render::scene_after(*pos, *m, after, 0);
}

render::Scene scene_of(const GoldenCase& c) {
  Variant variant = Variant::standard;
  if (c.fields.contains("variant")) {
    EXPECT_TRUE(parse_variant(c.fields.at("variant"), variant));
  }
  if (c.fields.contains("moves")) return scene_from_moves(c.fields.at("moves"), variant);
  const std::string move = c.fields.contains("move") ? c.fields.at("move") : "";
  return scene_from_position(c.fields.at("position"), move, variant);
}

std::vector<fs::path> case_files() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(fs::path(ADOMOC_TEST_DATA) / "render" / "golden"))
    if (entry.path().extension() == ".case") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(TextDiagramGolden, EveryCaseMatches) {
  const bool update = std::getenv("ADOMOC_UPDATE_GOLDEN") != nullptr;
  const auto files = case_files();
  ASSERT_GE(files.size(), 8u);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.filename().string());
    const GoldenCase c = read_case(file);
    ASSERT_TRUE(c.head.ends_with("---\n")) << "no --- line";
    const std::string actual = render::text_diagram(scene_of(c));
    if (update) {
      std::ofstream(file, std::ios::binary) << c.head << actual;
    } else {
      EXPECT_EQ(actual, c.expected);
    }
  }
}

TEST(TextDiagram, EveryLineEndsAndNoLineHasTrailingBlanks) {
  const std::string text = render::text_diagram(render::still_scene(Position::initial()));
  ASSERT_TRUE(text.ends_with("\n"));
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) EXPECT_FALSE(line.ends_with(" ")) << line;
}

}  // namespace
}  // namespace adomoc

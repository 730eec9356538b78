#include "render/game_steps.hpp"

#include <string_view>
#include <variant>

namespace adomoc::render {

namespace {

// A comment's words with single spaces between them (NOTATION 4: its line
// breaks are where a writer wrapped it, not the annotator's).
std::string collapsed(std::string_view text) {
  std::string words;
  bool blank = false;
  for (const char c : text) {
    const bool white = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    if (!white && blank && !words.empty()) words += ' ';
    if (!white) words += c;
    blank = white;
  }
  return words;
}

void add_comment(std::string& text, std::string_view comment) {
  text += (text.empty() ? "" : "\n\n") + collapsed(comment);
}

}  // namespace

std::string nag_text(std::uint8_t nag) {
  static constexpr const char* glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
  return nag >= 1 && nag <= 6 ? glyphs[nag - 1] : "$" + std::to_string(nag);
}

std::vector<std::string> comments_by_ply(const parser::Game& game, std::size_t plies_shown) {
  std::vector<std::string> comments(plies_shown);
  std::size_t ply = 0;
  for (const parser::Element& e : game.movetext) {
    if (std::holds_alternative<parser::MoveToken>(e) && ply + 1 < plies_shown) ++ply;
    if (const auto* comment = std::get_if<parser::Comment>(&e)) add_comment(comments[ply], comment->text);
  }
  return comments;
}

std::vector<std::string> variation_comments(const parser::Variation& variation, std::size_t moves) {
  std::vector<std::string> comments(moves);
  std::size_t move = 0;
  for (const parser::Element& e : variation.movetext) {
    if (std::holds_alternative<parser::MoveToken>(e)) ++move;
    const auto* comment = std::get_if<parser::Comment>(&e);
    if (!comment || move == 0 || move > moves) continue;
    add_comment(comments[move - 1], comment->text);
  }
  return comments;
}

namespace {

void plan_line(const parser::Game& game, int line, long origin, long back, Steps& steps) {
  const auto& elements = line < 0 ? game.movetext : game.variations[static_cast<std::size_t>(line)].movetext;
  std::size_t moves = 0;
  for (const parser::Element& e : elements) {
    if (std::holds_alternative<parser::MoveToken>(e)) ++moves;
    const auto* ref = std::get_if<parser::VariationRef>(&e);
    if (!ref || moves == 0) continue;
    const long before = moves >= 2 ? steps.step_of(line, moves - 2) : origin;
    const long to_main = line < 0 ? steps.step_of(line, moves - 1) : back;
    steps.origin[ref->index] = before;
    steps.back[ref->index] = to_main;
    plan_line(game, static_cast<int>(ref->index), before, to_main, steps);
  }
}

// The glyphs and variations a line's elements put after its moves, on the
// steps of those moves (`shown` of them have a scene).
void attach_annotations(const std::vector<parser::Element>& elements, int line, std::size_t shown,
                        const GameScenes& replay, const Steps& steps, std::vector<GameStep>& out) {
  std::size_t moves = 0;
  for (const parser::Element& e : elements) {
    if (std::holds_alternative<parser::MoveToken>(e)) ++moves;
    if (moves == 0 || moves > shown) continue;
    GameStep& step = out[static_cast<std::size_t>(steps.step_of(line, moves - 1))];
    if (const auto* nag = std::get_if<parser::Nag>(&e)) step.nags.push_back(nag_text(nag->value));
    const auto* ref = std::get_if<parser::VariationRef>(&e);
    if (ref && ref->index < replay.variations.size() && !replay.variations[ref->index].scenes.empty())
      step.variations.push_back(steps.base[ref->index]);
  }
}

}  // namespace

Steps plan_steps(const parser::Game& game, const GameScenes& replay) {
  const std::size_t count = game.variations.size();
  Steps steps{std::vector<long>(count), std::vector<long>(count, 0), std::vector<long>(count, 0),
              static_cast<long>(replay.scenes.size())};
  long next = steps.main_count;
  for (std::size_t v = 0; v < count && v < replay.variations.size(); ++v) {
    steps.base[v] = next;
    next += static_cast<long>(replay.variations[v].scenes.size());
  }
  plan_line(game, -1, 0, 0, steps);
  return steps;
}

std::vector<GameStep> game_steps(const parser::Game& game, const GameScenes& replay) {
  const Steps steps = plan_steps(game, replay);
  const std::vector<std::string> comments = comments_by_ply(game, replay.scenes.size());
  std::vector<GameStep> out;
  const long last = static_cast<long>(replay.scenes.size()) - 1;
  for (long k = 0; k <= last; ++k) {
    const auto at = static_cast<std::size_t>(k);
    out.push_back({&replay.scenes[at], replay.words[at], comments[at], {}, k - 1, k < last ? k + 1 : -1, k, {}});
  }
  for (std::size_t v = 0; v < replay.variations.size(); ++v) {
    const VariationScenes& variation = replay.variations[v];
    const std::vector<std::string> notes = variation_comments(game.variations[v], variation.scenes.size());
    for (std::size_t i = 0; i < variation.scenes.size(); ++i) {
      const long step = steps.base[v] + static_cast<long>(i);
      out.push_back({&variation.scenes[i], variation.words[i], notes[i], {}, i == 0 ? steps.origin[v] : step - 1,
                     i + 1 < variation.scenes.size() ? step + 1 : -1, steps.back[v], {}});
    }
  }
  // The main line's glyphs go on plies 1 and on (a glyph before the first
  // move has no move to qualify); a variation's on its own moves.
  attach_annotations(game.movetext, -1, replay.scenes.size() - 1, replay, steps, out);
  for (std::size_t v = 0; v < replay.variations.size(); ++v)
    attach_annotations(game.variations[v].movetext, static_cast<int>(v), replay.variations[v].scenes.size(), replay,
                       steps, out);
  return out;
}

}  // namespace adomoc::render

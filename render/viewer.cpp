#include "render/viewer.hpp"

#include <vector>

#include "parser/writer.hpp"
#include "render/describe.hpp"
#include "render/escape.hpp"
#include "render/svg_board.hpp"
#include "render/viewer_assets.hpp"
#include "validator/notation.hpp"

namespace adomoc::render {

namespace {

std::string tag_value(const parser::Game& game, std::string_view name, std::string_view otherwise) {
  const parser::Tag* tag = game.find_tag(name);
  return tag && !tag->value.empty() ? tag->value : std::string(otherwise);
}

std::string players(const parser::Game& game) {
  return tag_value(game, "Light", "Light") + " (light) vs " + tag_value(game, "Dark", "Dark") + " (dark)";
}

// The comments that follow each ply of the record (index 0: those before
// the first move), joined by blank lines. Comments after the last ply
// shown go with it.
std::vector<std::string> comments_by_ply(const parser::Game& game, std::size_t plies_shown) {
  std::vector<std::string> comments(plies_shown);
  std::size_t ply = 0;
  for (const parser::Element& e : game.movetext) {
    if (std::holds_alternative<parser::MoveToken>(e) && ply + 1 < plies_shown) ++ply;
    if (const auto* comment = std::get_if<parser::Comment>(&e)) {
      std::string& text = comments[ply];
      text += (text.empty() ? "" : "\n\n") + comment->text;
    }
  }
  return comments;
}

// What a NAG shows: its glyph ("!", "?!") for 1 to 6, else "$n".
std::string nag_text(std::uint8_t nag) {
  static constexpr const char* glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
  return nag >= 1 && nag <= 6 ? glyphs[nag - 1] : "$" + std::to_string(nag);
}

std::string nag_span(std::uint8_t nag) {
  return "<span class=\"nag\">" + xml_escape(nag_text(nag)) + "</span>";
}

// What the main line carries beside its moves, by ply (index 0: before the
// first move): its NAGs as shown, and the variations that replace the move.
struct MainAnnotations {
  std::vector<std::string> nags;
  std::vector<std::vector<std::uint32_t>> variations;
};

MainAnnotations main_annotations(const parser::Game& game, std::size_t plies_shown) {
  MainAnnotations a{std::vector<std::string>(plies_shown), std::vector<std::vector<std::uint32_t>>(plies_shown)};
  std::size_t ply = 0;
  for (const parser::Element& e : game.movetext) {
    if (std::holds_alternative<parser::MoveToken>(e)) ++ply;
    if (ply >= plies_shown) break;
    if (const auto* nag = std::get_if<parser::Nag>(&e)) a.nags[ply] += nag_span(nag->value);
    if (const auto* ref = std::get_if<parser::VariationRef>(&e)) a.variations[ply].push_back(ref->index);
  }
  return a;
}

// The steps of the page: step k is main-line ply k; the moves of the
// variations follow, variation after variation. For each variation, the
// step of its first move, the step before it (where "previous" goes from
// its first move) and the main-line step "back to the main line" goes to
// (the move its outermost variation replaces).
struct Steps {
  std::vector<long> base, origin, back;
  long main_count = 0;
  long step_of(int line, std::size_t move) const {
    return line < 0 ? static_cast<long>(move) + 1 : base[static_cast<std::size_t>(line)] + static_cast<long>(move);
  }
};

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

// The comments after each move of variation `v`, joined by blank lines.
std::vector<std::string> variation_comments(const parser::Variation& variation, std::size_t moves) {
  std::vector<std::string> comments(moves);
  std::size_t move = 0;
  for (const parser::Element& e : variation.movetext) {
    if (std::holds_alternative<parser::MoveToken>(e)) ++move;
    const auto* comment = std::get_if<parser::Comment>(&e);
    if (!comment || move == 0 || move > moves) continue;
    std::string& text = comments[move - 1];
    text += (text.empty() ? "" : "\n\n") + comment->text;
  }
  return comments;
}

// One step of the page; prev and next are the steps the arrows go to (-1:
// none), main the main-line step "back to the main line" goes to.
std::string step_json(const Scene& scene, const std::string& words, const std::string& comment, long prev, long next,
                      long main) {
  std::string json = "{\"svg\":" + json_string(scene_layer(scene));
  json += ",\"move\":" + json_string(scene.last ? scene.last->text : "");
  json += ",\"ply\":" + std::to_string(scene.ply);
  json += ",\"position\":" + json_string(position_text(scene.position));
  json += ",\"status\":" + json_string(scene_status(scene));
  json += ",\"words\":" + json_string(words);
  json += ",\"comment\":" + json_string(comment);
  json += ",\"prev\":" + std::to_string(prev) + ",\"next\":" + std::to_string(next) + ",\"main\":" + std::to_string(main);
  return json + "}";
}

std::string plies_json(const parser::Game& game, const GameScenes& replay, const std::vector<std::string>& comments,
                       const Steps& steps) {
  const long last = static_cast<long>(replay.scenes.size()) - 1;
  std::string json = "{\"last\":" + std::to_string(last) + ",\"plies\":[";
  for (long k = 0; k <= last; ++k) {
    const auto at = static_cast<std::size_t>(k);
    json += k == 0 ? "\n" : ",\n";
    json += step_json(replay.scenes[at], replay.words[at], comments[at], k - 1, k < last ? k + 1 : -1, k);
  }
  for (std::size_t v = 0; v < replay.variations.size(); ++v) {
    const VariationScenes& variation = replay.variations[v];
    const std::vector<std::string> notes = variation_comments(game.variations[v], variation.scenes.size());
    for (std::size_t i = 0; i < variation.scenes.size(); ++i) {
      const long step = steps.base[v] + static_cast<long>(i);
      const long next = i + 1 < variation.scenes.size() ? step + 1 : -1;
      json += ",\n" + step_json(variation.scenes[i], variation.words[i], notes[i], i == 0 ? steps.origin[v] : step - 1,
                                next, steps.back[v]);
    }
  }
  return json + "\n]}";
}

std::string tags_table(const parser::Game& game) {
  if (game.tags.empty()) return {};
  std::string rows;
  for (const parser::Tag& tag : game.tags)
    rows += "<tr><th>" + xml_escape(tag.name) + "</th><td>" + xml_escape(tag.value) + "</td></tr>\n";
  return "<table class=\"tags\">\n" + rows + "</table>\n";
}

std::string move_button(const Scene& scene) {
  return "<button type=\"button\" data-ply=\"" + std::to_string(scene.ply) + "\" data-step=\"" +
         std::to_string(scene.ply) + "\">" + xml_escape(scene.last->text) + "</button>";
}

// A variation on one line, in parentheses, with its round numbers, NAGs
// and comments; the variations inside it nest in their own parentheses.
// Each move with a scene is a button that steps there.
std::string variation_html(const parser::Game& game, const GameScenes& replay, const Steps& steps, std::uint32_t v) {
  const parser::Variation& variation = game.variations[v];
  const std::size_t shown = v < replay.variations.size() ? replay.variations[v].scenes.size() : 0;
  std::string html = "<span class=\"variation-line\">(";
  std::size_t move = 0;
  bool numbered = true;  // the next move carries its round number
  for (const parser::Element& e : variation.movetext) {
    if (const auto* token = std::get_if<parser::MoveToken>(&e)) {
      const int ply = static_cast<int>(variation.ply + move);
      const Breed mover = ply % 2 == 1 ? Breed::light : Breed::dark;
      if (mover == Breed::light || numbered) html += "<span class=\"round\">" + round_label(ply, mover) + "</span>";
      const std::string text = xml_escape(parser::move_text(*token));
      html += move < shown ? "<button type=\"button\" data-step=\"" +
                                 std::to_string(steps.base[v] + static_cast<long>(move)) + "\">" + text + "</button>"
                           : "<span class=\"faulty\">" + text + "</span>";
      ++move;
      numbered = false;
    } else if (const auto* nag = std::get_if<parser::Nag>(&e)) {
      html += nag_span(nag->value);
    } else if (const auto* comment = std::get_if<parser::Comment>(&e)) {
      html += " <span class=\"variation-comment\">" + xml_escape(comment->text) + "</span> ";
      numbered = true;
    } else if (const auto* ref = std::get_if<parser::VariationRef>(&e)) {
      html += " " + variation_html(game, replay, steps, ref->index) + " ";
      numbered = true;
    } else if (std::holds_alternative<parser::LoneForfeit>(e)) {
      html += " _";
    } else if (std::holds_alternative<parser::DrawMarker>(e)) {
      html += " --";
    }
  }
  return html + ")</span>";
}

// The variations replacing a main-line move, each an indented line.
std::string variation_items(const parser::Game& game, const GameScenes& replay, const Steps& steps,
                            const std::vector<std::uint32_t>& variations) {
  std::string items;
  for (const std::uint32_t v : variations)
    items += "<li class=\"variation\">" + variation_html(game, replay, steps, v) + "</li>\n";
  return items;
}

std::string comment_span(const std::string& text) {
  return text.empty() ? "" : "<span class=\"comment\">" + xml_escape(text) + "</span>";
}

// What stops the record: the move that breaks the rules, a forfeit (a
// resignation, or no legal move), or an agreed draw.
std::string ending_item(const GameScenes& replay) {
  if (const auto& fault = replay.check.fault; fault && fault->ply > 0)
    return "<li><span class=\"round\">" + round_label(fault->ply, fault->ply % 2 == 1 ? Breed::light : Breed::dark) +
           "</span><span class=\"faulty\" title=\"breaks the rules\">" + xml_escape(fault->move) + "</span></li>\n";
  if (!replay.check.valid()) return {};
  const Breed to_move = replay.scenes.back().position.side_to_move();
  switch (replay.check.outcome.termination) {
    case Termination::forfeit:
      return "<li class=\"ending\">_ " + std::string(breed_name(to_move)) + " forfeits</li>\n";
    case Termination::draw: return "<li class=\"ending\">-- a draw by agreement</li>\n";
    case Termination::centred:
    case Termination::unfinished: break;
  }
  return {};
}

std::string move_list(const parser::Game& game, const GameScenes& replay, const std::vector<std::string>& comments,
                      const Steps& steps) {
  const MainAnnotations annotations = main_annotations(game, replay.scenes.size());
  std::string list = "<ol class=\"moves\" id=\"adomoc-moves\">\n";
  list += comments[0].empty() ? "" : "<li>" + comment_span(comments[0]) + "</li>\n";
  for (std::size_t k = 1; k < replay.scenes.size(); ++k) {
    const Scene& scene = replay.scenes[k];
    const bool light = scene.last->mover == Breed::light;
    // A round is one line: light's move, then dark's; a comment or a
    // variation after light's move puts dark's on a line of its own.
    const bool after_note = !comments[k - 1].empty() || !annotations.variations[k - 1].empty();
    if (light || k == 1 || after_note)
      list += "<li><span class=\"round\">" + round_label(scene.ply, scene.last->mover) + "</span>";
    list += move_button(scene) + annotations.nags[k] + comment_span(comments[k]);
    const bool has_variations = !annotations.variations[k].empty();
    const bool line_ends = !light || !comments[k].empty() || has_variations || k + 1 == replay.scenes.size();
    if (line_ends) list += "</li>\n";
    list += variation_items(game, replay, steps, annotations.variations[k]);
  }
  return list + ending_item(replay) + "</ol>\n";
}

std::string result_line(const GameScenes& replay) {
  if (!replay.check.valid()) return {};
  const Outcome& o = replay.check.outcome;
  std::string text = "Result: " + std::string(result_text(o.result)) + " (" + std::string(termination_name(o.termination));
  if (o.scores) text += ", scores " + std::to_string(o.scores->light) + "-" + std::to_string(o.scores->dark);
  return "<p class=\"result\">" + xml_escape(text + ")") + "</p>\n";
}

std::string fault_banner(const GameScenes& replay, const ViewerSource& source) {
  const auto& fault = replay.check.fault;
  if (!fault) return {};
  const std::string where = source.file + ":" + std::to_string(fault->pos.line) + ":" + std::to_string(fault->pos.column);
  const std::string shown = fault->ply > 0 ? "shown up to ply " + std::to_string(fault->ply - 1) : "every move is shown";
  return "<p class=\"fault\">This record breaks the rules (" + xml_escape(shown) + "): " + xml_escape(where) +
         ": " + (fault->ply > 0 ? "ply " + std::to_string(fault->ply) + ": " : "") + xml_escape(fault->message) +
         "</p>\n";
}

std::string controls() {
  return "<div class=\"controls\">"
         "<button type=\"button\" id=\"adomoc-first\" title=\"First (Home)\">&#171; First</button>"
         "<button type=\"button\" id=\"adomoc-previous\" title=\"Previous (Left arrow)\">&#8249; Previous</button>"
         "<button type=\"button\" id=\"adomoc-next\" title=\"Next (Right arrow)\">Next &#8250;</button>"
         "<button type=\"button\" id=\"adomoc-last\" title=\"Last (End)\">Last &#187;</button>"
         "<button type=\"button\" id=\"adomoc-main-line\" title=\"Back to the main line (Up arrow)\" "
         "hidden=\"hidden\">Main line</button>"
         "<span id=\"adomoc-counter\"></span></div>\n";
}

// The position text of the ply shown (docs/position-text.md), to copy into
// `adomoc show --position` or any other tool; the script fills it in.
std::string position_row(const Scene& start) {
  return "<div class=\"position-text\"><label for=\"adomoc-position\">Position</label>"
         "<input type=\"text\" id=\"adomoc-position\" readonly=\"readonly\" spellcheck=\"false\" value=\"" +
         xml_escape(position_text(start.position)) +
         "\"/><button type=\"button\" id=\"adomoc-copy\" title=\"Copy the position text\">Copy</button></div>\n";
}

}  // namespace

std::string viewer_html(const parser::Game& game, const GameScenes& replay, const ViewerSource& source) {
  const std::vector<std::string> comments = comments_by_ply(game, replay.scenes.size());
  const Steps steps = plan_steps(game, replay);
  const std::string title = players(game);
  std::string page =
      "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
      "<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      "<title>" + xml_escape(title) + " - Adomoc</title>\n<style>" + std::string(viewer_assets::kStyle) +
      "</style>\n</head>\n<body>\n<h1>" + xml_escape(title) + "</h1>\n" + fault_banner(replay, source) +
      "<main>\n<section class=\"board-panel\">\n" + board_svg_element(replay.scenes.front()) + controls() +
      position_row(replay.scenes.front()) +
      "<p id=\"adomoc-status\"></p>\n<p id=\"adomoc-words\"></p>\n<p id=\"adomoc-comment\"></p>\n</section>\n" +
      "<section class=\"side-panel\">\n" + tags_table(game) +
      "<div class=\"moves-panel\" id=\"adomoc-move-panel\">\n" + move_list(game, replay, comments, steps) + "</div>\n" +
      result_line(replay) + "</section>\n</main>\n<footer>" +
      xml_escape(source.label.empty() ? source.file + ", game " + std::to_string(source.game_number) : source.label) +
      ". Keys: Left and Right step, Home and End jump, Up goes back to the main line.</footer>\n"
      "<script type=\"application/json\" id=\"adomoc-plies\">" + plies_json(game, replay, comments, steps) + "</script>\n" +
      "<script>" + std::string(viewer_assets::kScript) + "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace adomoc::render

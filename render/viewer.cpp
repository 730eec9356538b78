#include "render/viewer.hpp"

#include <vector>

#include "parser/writer.hpp"
#include "render/describe.hpp"
#include "render/escape.hpp"
#include "render/game_steps.hpp"
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

std::string plies_json(const parser::Game& game, const GameScenes& replay) {
  const long last = static_cast<long>(replay.scenes.size()) - 1;
  std::string json = "{\"last\":" + std::to_string(last) + ",\"plies\":[";
  bool first = true;
  for (const GameStep& step : game_steps(game, replay)) {
    json += first ? "\n" : ",\n";
    first = false;
    json += step_json(*step.scene, step.words, step.comment, step.prev, step.next, step.main);
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
      "<script type=\"application/json\" id=\"adomoc-plies\">" + plies_json(game, replay) + "</script>\n" +
      "<script>" + std::string(viewer_assets::kScript) + "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace adomoc::render

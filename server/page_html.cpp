#include "server/page.hpp"

#include "render/escape.hpp"
#include "render/scene.hpp"
#include "render/svg_board.hpp"

namespace adomoc::server {

namespace {

std::string option_list(std::initializer_list<std::pair<const char*, const char*>> options) {
  std::string list;
  for (const auto& [value, label] : options)
    list += std::string("<option value=\"") + value + "\">" + label + "</option>";
  return list;
}

std::string text_field(const char* name, const char* label, const char* hint) {
  return std::string("<label>") + label + " <input type=\"text\" name=\"" + name + "\" placeholder=\"" + hint +
         "\" autocomplete=\"off\"></label>\n";
}

std::string choice_field(const char* name, const char* label, const std::string& options) {
  return std::string("<label>") + label + " <select name=\"" + name + "\"><option value=\"\">any</option>" + options +
         "</select></label>\n";
}

// The filters of the command line, by the same names.
std::string filters_form() {
  return "<details id=\"filters-panel\"><summary>Filters <span id=\"filter-summary\"></span></summary>\n"
         "<form id=\"filters\" class=\"filters\">\n" +
         text_field("player", "Player", "either side") + text_field("opponent", "Against", "with Player") +
         text_field("light", "Light", "name") +
         text_field("dark", "Dark", "name") + text_field("event", "Event", "part of its name") +
         choice_field("variant", "Variant",
                      option_list({{"standard", "Standard"}, {"infinite", "Infinite"}, {"altogether", "Altogether"}})) +
         choice_field("result", "Result", option_list({{"1-0", "1-0"}, {"0-1", "0-1"}, {"1/2-1/2", "1/2-1/2"}, {"*", "*"}})) +
         choice_field("termination", "Ending",
                      option_list({{"centred", "centred"}, {"forfeit", "forfeit"}, {"draw", "draw"},
                                   {"unfinished", "unfinished"}})) +
         text_field("since", "Since", "YYYY.MM.DD") + text_field("until", "Until", "YYYY.MM.DD") +
         "<div class=\"form-buttons\"><button type=\"submit\">Apply</button>"
         "<button type=\"button\" class=\"clear-filters\">Clear</button></div>\n</form>\n</details>\n";
}

std::string board_panel() {
  return "<section class=\"board-panel\">\n" + render::board_svg_element(render::still_scene(Position::initial())) +
         "<div class=\"controls\">"
         "<button type=\"button\" id=\"first\" title=\"To the start (Home)\">&#171;</button>"
         "<button type=\"button\" id=\"back\" title=\"Back one move (Left arrow)\">&#8249;</button>"
         "<button type=\"button\" id=\"forward\" title=\"Forward one move (Right arrow)\">&#8250;</button>"
         "<button type=\"button\" id=\"last\" title=\"To the end (End)\">&#187;</button>"
         "<span id=\"counter\"></span></div>\n"
         "<p id=\"status\"></p>\n<ol id=\"line\" class=\"line\"></ol>\n"
         "<div class=\"position-row\"><label for=\"position\">Position</label>"
         "<input type=\"text\" id=\"position\" readonly spellcheck=\"false\">"
         "<button type=\"button\" id=\"copy\" title=\"Copy the position text\">Copy</button></div>\n"
         "<form id=\"paste-form\" class=\"position-row\"><label for=\"paste\">Go to</label>"
         "<input type=\"text\" id=\"paste\" spellcheck=\"false\" autocomplete=\"off\" "
         "placeholder=\"paste a position text\"><button type=\"submit\">Go</button></form>\n</section>\n";
}

std::string explore_panel() {
  return "<section class=\"side-panel\" id=\"explore-panel\">\n"
         "<h2>Moves from here</h2>\n<p id=\"totals\"></p>\n"
         "<p id=\"no-games\" class=\"notice\" hidden><span id=\"no-games-text\"></span> "
         "<button type=\"button\" class=\"clear-filters\" id=\"no-games-clear\">Clear filters</button></p>\n"
         "<div class=\"scroll moves-box\"><table id=\"moves-table\"><thead><tr><th>Move</th><th>Games</th>"
         "<th>Light / draw / dark</th><th title=\"Light's score over decided games\">Score</th>"
         "<th title=\"Average length in plies\">Avg plies</th></tr></thead><tbody></tbody></table></div>\n"
         "<div class=\"games-head\"><h2>Games at this position</h2>"
         "<a id=\"download\" href=\"/api/export.adn\" download=\"adomoc-games.adn\">Download .adn</a></div>\n"
         "<div class=\"scroll games-box\"><table id=\"games-table\"><thead><tr><th>Date</th><th>Light</th>"
         "<th>Dark</th><th>Event</th><th>Result</th><th title=\"The ply at which the game reached this position\">"
         "Ply</th><th>Plies</th></tr></thead><tbody></tbody></table></div>\n"
         "<div class=\"pager\"><button type=\"button\" id=\"previous-page\">Previous</button>"
         "<span id=\"page-info\"></span><button type=\"button\" id=\"next-page\">Next</button></div>\n</section>\n";
}

std::string game_panel() {
  return "<section class=\"side-panel\" id=\"game-panel\" hidden>\n"
         "<div class=\"game-buttons\"><button type=\"button\" id=\"close-game\">&#8592; Explorer</button>"
         "<button type=\"button\" id=\"explore-here\" title=\"Explore the position shown\">Explore from here</button>"
         "<button type=\"button\" id=\"main-line\" title=\"Back to the main line (Up arrow)\" hidden>Main line"
         "</button></div>\n<h2 id=\"game-title\"></h2>\n<table id=\"game-tags\" class=\"tags\"><tbody></tbody></table>\n"
         "<p id=\"game-outcome\" class=\"outcome\"></p>\n<p id=\"game-words\"></p>\n"
         "<p id=\"game-comment\" class=\"comment\"></p>\n<div id=\"game-moves\" class=\"scroll game-moves\"></div>\n"
         "</section>\n";
}

std::string record_head(const char* first, const char* last = "") {
  return std::string("<thead><tr><th>") + first +
         "</th><th>Games</th><th>Won</th><th>Drawn</th><th>Lost</th>"
         "<th title=\"The player's score over decided games\">Score</th>" + last + "</tr></thead><tbody></tbody>";
}

std::string player_panel() {
  return "<section class=\"side-panel\" id=\"player-panel\" hidden>\n"
         "<div class=\"game-buttons\"><button type=\"button\" class=\"to-explorer\">&#8592; Explorer</button>"
         "<button type=\"button\" id=\"only-player\" title=\"Filter the explorer to this player's games\">"
         "Explore this player's games</button></div>\n<h2 id=\"player-title\"></h2>\n"
         "<p id=\"player-rating\"></p>\n"
         "<table id=\"player-record\" class=\"record\">" + record_head("") + "</table>\n"
         "<h2>By opponent</h2>\n<div class=\"scroll opponents-box\"><table id=\"player-opponents\">" +
         record_head("Opponent", "<th title=\"The games between the two\">Head to head</th>") +
         "</table></div>\n</section>\n";
}

std::string event_panel() {
  return "<section class=\"side-panel\" id=\"event-panel\" hidden>\n"
         "<div class=\"game-buttons\"><button type=\"button\" class=\"to-explorer\">&#8592; Explorer</button>"
         "<button type=\"button\" class=\"to-events\">All events</button></div>\n<h2 id=\"event-title\"></h2>\n"
         "<p id=\"event-layout\"></p>\n<div class=\"scroll event-box\"><table id=\"event-table\" "
         "class=\"crosstable\"><thead></thead><tbody></tbody></table></div>\n"
         "<p><a id=\"event-picture\" href=\"/api/event.svg\" target=\"_blank\">The crosstable as a picture (SVG)"
         "</a></p>\n</section>\n";
}

std::string events_panel() {
  return "<section class=\"side-panel\" id=\"events-panel\" hidden>\n"
         "<div class=\"game-buttons\"><button type=\"button\" class=\"to-explorer\">&#8592; Explorer</button>"
         "</div>\n<h2>Events</h2>\n<p id=\"events-count\"></p>\n<div class=\"scroll events-box\">"
         "<table id=\"events-table\"><thead><tr><th>Event</th><th>Games</th><th>Players</th><th>First</th>"
         "<th>Last</th></tr></thead><tbody></tbody></table></div>\n</section>\n";
}

std::string stats_panel() {
  return "<section class=\"side-panel\" id=\"stats-panel\" hidden>\n"
         "<div class=\"game-buttons\"><button type=\"button\" class=\"to-explorer\">&#8592; Explorer</button></div>\n"
         "<div id=\"stats-box\"></div>\n</section>\n";
}

}  // namespace

std::string page_html(std::string_view database) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<title>Adomoc explorer</title>\n"
         // No icon to fetch: the browser would otherwise ask for /favicon.ico.
         "<link rel=\"icon\" href=\"data:,\">\n<link rel=\"stylesheet\" href=\"/app.css\">\n"
         "<script src=\"/app.js\" defer></script>\n</head>\n<body>\n"
         "<header><h1>Adomoc explorer</h1><span class=\"database\">" +
         render::xml_escape(database) + "</span>\n" + filters_form() +
         "<button type=\"button\" id=\"show-stats\" title=\"The statistics chart of the games the filters keep\">"
         "Statistics</button>"
         "<button type=\"button\" id=\"show-events\" title=\"The events of the games the filters keep\">"
         "Events</button>"
         "</header>\n<p id=\"error\" class=\"error\" role=\"alert\" hidden></p>\n<main>\n" + board_panel() +
         explore_panel() + game_panel() + player_panel() + stats_panel() + event_panel() + events_panel() +
         "</main>\n<footer>Click a piece, then a space, to play a move. Keys: Left and Right step, Home and End "
         "jump. Everything here comes from the database; nothing is sent anywhere else.</footer>\n</body>\n</html>\n";
}

}  // namespace adomoc::server

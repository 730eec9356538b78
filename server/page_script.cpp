#include "server/page.hpp"

namespace adomoc::server {

// The page's behaviour. The server knows the rules and the games; this
// only asks it (/api/explore, /api/game) and draws the answers. Text from
// the answers goes into the page with textContent; the board's layer is
// the server's own drawing of the position (pieces and arrows, no text
// from the database), parsed as SVG and moved into the board.
const std::string_view kPageScript = R"js(
(function () {
  "use strict";
  var FILTERS = ["player", "light", "dark", "variant", "result", "termination", "since", "until", "event"];
  var GAMES_PER_PAGE = 20;
  var SVG = "http://www.w3.org/2000/svg";

  // What the page shows; all of it but `ahead` is in the address.
  var state = emptyState();
  var explored = null;   // the /api/explore answer for the position shown
  var game = null;       // the /api/game answer of the open game, if any
  var selection = null;  // a piece picked on the board: {from, origins}
  var asked = 0;         // numbers the requests: a late answer is dropped
  var drawn = 0;         // counts what was drawn, for tests to wait on

  function byId(id) { return document.getElementById(id); }

  function element(tag, text, className) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (className) e.className = className;
    return e;
  }

  function emptyState() {
    return { position: "", moves: [], ahead: [], filters: {}, offset: 0, game: null, ply: 0 };
  }

  function copyState(s) {
    return { position: s.position, moves: s.moves.slice(), ahead: s.ahead.slice(),
             filters: Object.assign({}, s.filters), offset: s.offset, game: s.game, ply: s.ply };
  }

  function roundLabel(ply) {
    return Math.floor((ply + 1) / 2) + (ply % 2 === 1 ? "." : "...");
  }

  function hasFilters(s) {
    return FILTERS.some(function (name) { return Boolean(s.filters[name]); });
  }

  // --- The address ------------------------------------------------------

  function query(s) {
    var q = new URLSearchParams();
    if (s.position) q.set("position", s.position);
    if (s.moves.length) q.set("moves", s.moves.join(" "));
    FILTERS.forEach(function (name) { if (s.filters[name]) q.set(name, s.filters[name]); });
    return q;
  }

  function address(s) {
    var q = query(s);
    if (s.offset) q.set("offset", String(s.offset));
    if (s.game !== null) {
      q.set("game", s.game);
      q.set("ply", String(s.ply));
    }
    var text = q.toString();
    return "/" + (text ? "?" + text : "");
  }

  function wholeNumber(text) {
    return /^[0-9]{1,9}$/.test(text || "") ? Number(text) : 0;
  }

  function stateFromAddress() {
    var q = new URLSearchParams(window.location.search);
    var s = emptyState();
    s.position = (q.get("position") || "").trim();
    var moves = (q.get("moves") || "").trim();
    if (moves) s.moves = moves.split(/\s+/);
    FILTERS.forEach(function (name) { if (q.get(name)) s.filters[name] = q.get(name); });
    s.offset = wholeNumber(q.get("offset"));
    var id = q.get("game");
    if (id && /^[0-9]{1,18}$/.test(id)) {
      s.game = id;
      s.ply = wholeNumber(q.get("ply"));
    }
    return s;
  }

  // --- Asking the server ---------------------------------------------------

  function getJson(url) {
    return fetch(url, { headers: { Accept: "application/json" } }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body && body.error ? body.error : "the server answered " + response.status);
        return body;
      });
    });
  }

  function showError(message) {
    var banner = byId("error");
    banner.textContent = message;
    banner.hidden = false;
  }

  // Shows `next`: asks the server first, so that a refused request (an
  // illegal move, a bad position text) leaves the page as it was. `how`
  // is "push" (a new entry in the browser's history), "replace", or "" when
  // the address already says it (back, forward, first load).
  function navigate(next, how) {
    var ticket = ++asked;
    var q = query(next);
    q.set("offset", String(next.offset));
    q.set("limit", String(GAMES_PER_PAGE));
    var calls = [getJson("/api/explore?" + q.toString())];
    if (next.game !== null)
      calls.push(game && String(game.id) === next.game ? Promise.resolve(game) : getJson("/api/game/" + next.game));
    return Promise.all(calls).then(function (answers) {
      if (ticket !== asked) return;
      byId("error").hidden = true;
      state = next;
      explored = answers[0];
      state.moves = explored.line.map(function (m) { return m.move; });
      game = next.game !== null ? answers[1] : null;
      if (game) state.ply = Math.min(state.ply, game.plies.length - 1);
      if (how === "push") window.history.pushState(null, "", address(state));
      else if (how === "replace") window.history.replaceState(null, "", address(state));
      draw();
    }, function (error) {
      if (ticket === asked) showError(error.message);
    });
  }

  // --- The board -------------------------------------------------------------

  function board() { return document.querySelector("svg.adomoc-board"); }

  function marks() {
    var g = byId("adomoc-marks");
    if (!g) {
      g = document.createElementNS(SVG, "g");
      g.setAttribute("id", "adomoc-marks");
      board().appendChild(g);
    }
    return g;
  }

  // The server's drawing of the position's pieces and last move.
  function setLayer(svgText) {
    var parsed = new DOMParser().parseFromString(
      "<svg xmlns=\"http://www.w3.org/2000/svg\">" + svgText + "</svg>", "image/svg+xml");
    var layer = byId("adomoc-scene");
    layer.replaceChildren();
    if (parsed.getElementsByTagName("parsererror").length) return;
    Array.prototype.forEach.call(parsed.documentElement.childNodes, function (node) {
      layer.appendChild(document.importNode(node, true));
    });
  }

  function spaceCircle(space) {
    return board().querySelector("circle[data-space=\"" + CSS.escape(space) + "\"]");
  }

  function mark(space, className) {
    var spot = spaceCircle(space);
    if (!spot) return;
    var ring = document.createElementNS(SVG, "circle");
    ring.setAttribute("cx", spot.getAttribute("cx") || "0");
    ring.setAttribute("cy", spot.getAttribute("cy") || "0");
    ring.setAttribute("r", space === "centre" ? "26" : "10");
    ring.setAttribute("class", className);
    ring.setAttribute("data-mark", space);
    marks().appendChild(ring);
  }

  function clearMarks() { marks().replaceChildren(); }

  function clearSelection() {
    selection = null;
    clearMarks();
  }

  function legalMoves() { return explored && game === null ? explored.legal : []; }

  function select(from) {
    clearMarks();
    selection = { from: from, origins: null };
    mark(from, "selected");
    legalMoves().forEach(function (m) { if (m.from === from) mark(m.to, "target"); });
  }

  // Several moves from one space to another differ only by the origin
  // space the originated piece is sent to: the player picks it.
  function askOrigin(moves) {
    clearMarks();
    mark(moves[0].from, "selected");
    mark(moves[0].to, "selected");
    moves.forEach(function (m) { mark(m.origin, "origin"); });
    selection = { from: moves[0].from, origins: moves };
    byId("status").textContent = "Choose the origin space to send the piece on " + moves[0].to + " to";
  }

  function clickSpace(space) {
    if (game !== null || !explored) return;
    if (selection && selection.origins) {
      var chosen = selection.origins.filter(function (m) { return m.origin === space; });
      byId("status").textContent = explored.status;
      if (chosen.length) play(chosen[0].move);
      else clearSelection();
      return;
    }
    if (selection) {
      var moves = legalMoves().filter(function (m) { return m.from === selection.from && m.to === space; });
      if (moves.length === 1) return play(moves[0].move);
      if (moves.length > 1) return askOrigin(moves);
    }
    var fromHere = legalMoves().some(function (m) { return m.from === space; });
    if (fromHere && !(selection && selection.from === space)) select(space);
    else clearSelection();
  }

  function preview(move) {
    clearSelection();
    legalMoves().forEach(function (m) {
      if (m.move !== move) return;
      mark(m.from, "selected");
      mark(m.to, "preview");
      if (m.origin) mark(m.origin, "origin");
    });
  }

  // --- Moving along the line ------------------------------------------------

  function play(move) {
    var next = copyState(state);
    next.moves.push(move);
    if (next.ahead[0] === move) next.ahead.shift();
    else next.ahead = [];
    next.offset = 0;
    navigate(next, "push");
  }

  // Shows the position after the first `count` moves of the line (those
  // played and those stepped back over).
  function jumpTo(count) {
    var all = state.moves.concat(state.ahead);
    count = Math.max(0, Math.min(all.length, count));
    if (count === state.moves.length) return;
    var next = copyState(state);
    next.moves = all.slice(0, count);
    next.ahead = all.slice(count);
    next.offset = 0;
    navigate(next, "replace");
  }

  function stepGame(ply) {
    var last = game.plies.length - 1;
    ply = Math.max(0, Math.min(last, ply));
    if (ply === state.ply) return;
    state.ply = ply;
    window.history.replaceState(null, "", address(state));
    draw();
  }

  function step(delta) {
    if (game !== null) stepGame(state.ply + delta);
    else jumpTo(state.moves.length + delta);
  }

  function stepToEnd(forward) {
    if (game !== null) stepGame(forward ? game.plies.length - 1 : 0);
    else jumpTo(forward ? state.moves.length + state.ahead.length : 0);
  }

  function openGame(id, ply) {
    var next = copyState(state);
    next.game = String(id);
    next.ply = ply;
    navigate(next, "push");
  }

  function closeGame() {
    var next = copyState(state);
    next.game = null;
    navigate(next, "push");
  }

  // Explores the game's position at the ply shown; the rest of the game
  // is ahead, so Forward goes on through it.
  function exploreHere() {
    var next = copyState(state);
    var moves = game.line.map(function (m) { return m.move; });
    next.position = "";
    next.moves = moves.slice(0, state.ply);
    next.ahead = moves.slice(state.ply);
    next.game = null;
    next.offset = 0;
    navigate(next, "push");
  }

  // --- Drawing ----------------------------------------------------------------

  function lineItem(label, move, current, ahead, onPick) {
    var item = element("li", null, ahead ? "ahead" : "");
    if (label) item.appendChild(element("span", label, "label"));
    var button = element("button", move, current ? "current" : "");
    button.type = "button";
    button.addEventListener("click", onPick);
    item.appendChild(button);
    return item;
  }

  // The moves of the line (or of the game), the one shown marked.
  function drawLine(moves, firstPly, shown, played) {
    var list = byId("line");
    list.replaceChildren();
    moves.forEach(function (move, i) {
      var ply = firstPly + i;
      var label = ply % 2 === 1 || i === 0 ? roundLabel(ply) : "";
      list.appendChild(lineItem(label, move, i + 1 === shown, i >= played, function () {
        if (game !== null) stepGame(i + 1);
        else jumpTo(i + 1);
      }));
    });
    var current = list.querySelector("button.current");
    if (current) list.scrollTop = current.offsetTop - list.offsetTop - 4;
  }

  function totalsText(t) {
    var text = t.games + (t.games === 1 ? " game" : " games") + ": light won " + t.light_wins + ", dark won " +
      t.dark_wins + ", " + t.draws + " drawn, " + t.unfinished + " unfinished";
    if (t.light_score !== null) text += "; light scores " + t.light_score.toFixed(1) + "%";
    return text;
  }

  function resultBar(row) {
    var bar = element("div", null, "bar");
    [["light", row.light_wins], ["draw", row.draws], ["dark", row.dark_wins]].forEach(function (part) {
      var span = element("span", null, part[0]);
      span.style.width = (row.games ? 100 * part[1] / row.games : 0) + "%";
      bar.appendChild(span);
    });
    bar.title = "light won " + row.light_wins + ", " + row.draws + " drawn, dark won " + row.dark_wins +
      (row.unfinished ? ", " + row.unfinished + " unfinished" : "");
    return bar;
  }

  function cell(text, className) { return element("td", text === null || text === undefined ? "" : text, className); }

  function clickableRow(row, onPick) {
    row.tabIndex = 0;
    row.addEventListener("click", onPick);
    row.addEventListener("keydown", function (event) { if (event.key === "Enter") onPick(); });
    return row;
  }

  function drawMovesTable() {
    var body = document.querySelector("#moves-table tbody");
    body.replaceChildren();
    var ply = explored.first_ply + state.moves.length;
    explored.continuations.forEach(function (c) {
      var row = element("tr");
      row.setAttribute("data-move", c.move);
      row.appendChild(cell(roundLabel(ply) + " " + c.move, "move"));
      row.appendChild(cell(c.games, "number"));
      var bar = element("td");
      bar.appendChild(resultBar(c));
      row.appendChild(bar);
      row.appendChild(cell(c.light_score === null ? "-" : c.light_score.toFixed(1) + "%", "number"));
      row.appendChild(cell(c.avg_plies === null ? "-" : c.avg_plies.toFixed(1), "number"));
      row.addEventListener("mouseenter", function () { preview(c.move); });
      row.addEventListener("mouseleave", clearSelection);
      body.appendChild(clickableRow(row, function () { play(c.move); }));
    });
  }

  function drawGamesTable() {
    var page = explored.games;
    var body = document.querySelector("#games-table tbody");
    body.replaceChildren();
    page.rows.forEach(function (g) {
      var row = element("tr");
      row.setAttribute("data-game", String(g.id));
      row.setAttribute("data-ply", String(g.ply));
      [g.date, g.light, g.dark, g.event, g.result].forEach(function (text) { row.appendChild(cell(text)); });
      row.appendChild(cell(g.ply, "number"));
      row.appendChild(cell(g.plies, "number"));
      row.title = "Open game " + g.id + " at ply " + g.ply;
      body.appendChild(clickableRow(row, function () { openGame(g.id, g.ply); }));
    });
    var shownTo = page.offset + page.rows.length;
    byId("page-info").textContent = page.total ? (page.offset + 1) + "-" + shownTo + " of " + page.total : "";
    byId("previous-page").disabled = page.offset === 0;
    byId("next-page").disabled = shownTo >= page.total;
    var download = byId("download");
    download.href = "/api/export.adn?" + query(state).toString();
    download.hidden = page.total === 0;
  }

  function drawTotals() {
    var t = explored.totals;
    byId("totals").textContent = t.games ? totalsText(t) : "";
    var none = t.games === 0;
    byId("no-games").hidden = !none;
    byId("no-games-clear").hidden = !hasFilters(state);
    byId("no-games-text").textContent = hasFilters(state) ? "No games match these filters at this position."
                                                          : "No stored game reached this position.";
  }

  function drawExplore() {
    setLayer(explored.board);
    byId("status").textContent = explored.status;
    byId("position").value = explored.position;
    drawLine(state.moves.concat(state.ahead), explored.first_ply, state.moves.length, state.moves.length);
    byId("counter").textContent = state.moves.length ? "move " + state.moves.length : "start";
    byId("first").disabled = byId("back").disabled = state.moves.length === 0;
    byId("forward").disabled = byId("last").disabled = state.ahead.length === 0;
    drawTotals();
    drawMovesTable();
    drawGamesTable();
  }

  function tagValue(name) {
    var found = game.tags.filter(function (t) { return t.name === name; });
    return found.length && found[0].value ? found[0].value : null;
  }

  function drawGame() {
    var shown = game.plies[state.ply];
    var last = game.plies.length - 1;
    setLayer(shown.board);
    byId("status").textContent = shown.status;
    byId("position").value = shown.position;
    byId("game-words").textContent = shown.words;
    drawLine(game.line.map(function (m) { return m.move; }), 1, state.ply, game.line.length);
    byId("counter").textContent = "ply " + state.ply + " of " + last;
    byId("first").disabled = byId("back").disabled = state.ply === 0;
    byId("forward").disabled = byId("last").disabled = state.ply === last;
    byId("game-title").textContent = (tagValue("Light") || "Light") + " vs " + (tagValue("Dark") || "Dark") +
      " (game " + game.id + ")";
    var tags = document.querySelector("#game-tags tbody");
    tags.replaceChildren();
    game.tags.forEach(function (t) {
      var row = element("tr");
      row.appendChild(element("th", t.name));
      row.appendChild(element("td", t.value));
      tags.appendChild(row);
    });
    byId("game-outcome").textContent = "Result: " + game.outcome;
  }

  function drawFilters() {
    var form = byId("filters");
    var words = [];
    FILTERS.forEach(function (name) {
      form.elements[name].value = state.filters[name] || "";
      if (state.filters[name]) words.push(name + " " + state.filters[name]);
    });
    byId("filter-summary").textContent = words.length ? "(" + words.join("; ") + ")" : "";
  }

  function draw() {
    clearSelection();
    byId("explore-panel").hidden = game !== null;
    byId("game-panel").hidden = game === null;
    if (game !== null) drawGame();
    else drawExplore();
    drawFilters();
    document.documentElement.setAttribute("data-drawn", String(++drawn));
  }

  // --- Controls ---------------------------------------------------------------

  function copyPosition() {
    var field = byId("position");
    var done = function () {
      byId("copy").textContent = "Copied";
      window.setTimeout(function () { byId("copy").textContent = "Copy"; }, 1500);
    };
    var fallback = function () {
      field.focus();
      field.select();
      if (document.execCommand("copy")) done();
    };
    if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(done, fallback);
    else fallback();
  }

  function applyFilters(event) {
    event.preventDefault();
    var next = copyState(state);
    var form = byId("filters");
    next.filters = {};
    FILTERS.forEach(function (name) {
      var value = form.elements[name].value.trim();
      if (value) next.filters[name] = value;
    });
    next.offset = 0;
    navigate(next, "push");
  }

  function clearFilters() {
    var next = copyState(state);
    next.filters = {};
    next.offset = 0;
    navigate(next, "push");
  }

  function goToPosition(event) {
    event.preventDefault();
    var text = byId("paste").value.trim();
    if (!text) return;
    var next = copyState(state);
    next.position = text;
    next.moves = [];
    next.ahead = [];
    next.offset = 0;
    next.game = null;
    navigate(next, "push").then(function () { if (state.position === text) byId("paste").value = ""; });
  }

  function turnPage(delta) {
    var next = copyState(state);
    next.offset = Math.max(0, state.offset + delta * GAMES_PER_PAGE);
    navigate(next, "replace");
  }

  byId("first").addEventListener("click", function () { stepToEnd(false); });
  byId("back").addEventListener("click", function () { step(-1); });
  byId("forward").addEventListener("click", function () { step(1); });
  byId("last").addEventListener("click", function () { stepToEnd(true); });
  byId("copy").addEventListener("click", copyPosition);
  byId("paste-form").addEventListener("submit", goToPosition);
  byId("filters").addEventListener("submit", applyFilters);
  Array.prototype.forEach.call(document.querySelectorAll(".clear-filters"), function (button) {
    button.addEventListener("click", clearFilters);
  });
  byId("previous-page").addEventListener("click", function () { turnPage(-1); });
  byId("next-page").addEventListener("click", function () { turnPage(1); });
  byId("close-game").addEventListener("click", closeGame);
  byId("explore-here").addEventListener("click", exploreHere);
  board().addEventListener("click", function (event) {
    var spot = event.target.closest("[data-space]");
    if (spot) clickSpace(spot.getAttribute("data-space"));
    else clearSelection();
  });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var tag = event.target && event.target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    var keys = {
      ArrowLeft: function () { step(-1); },
      ArrowRight: function () { step(1); },
      Home: function () { stepToEnd(false); },
      End: function () { stepToEnd(true); }
    };
    if (!keys[event.key]) return;
    event.preventDefault();
    keys[event.key]();
  });
  window.addEventListener("popstate", function () { navigate(stateFromAddress(), ""); });

  navigate(stateFromAddress(), "replace");
})();
)js";

}  // namespace adomoc::server

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
  var FILTERS = ["player", "opponent", "light", "dark", "variant", "result", "termination", "since", "until", "event"];
  var GAMES_PER_PAGE = 20;
  var SVG = "http://www.w3.org/2000/svg";

  // What the page shows; all of it but `ahead` is in the address.
  var state = emptyState();
  var explored = null;   // the /api/explore answer for the position shown
  var game = null;       // the /api/game answer of the open game, if any
  var player = null;     // the /api/player answer of the player page shown, if any
  var listed = null;     // the /api/event answer of the event page, or /api/events of the list
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
    // view: "" (the explorer or a game), "player" (the page of `name`),
    // "event" (the crosstable of the event `name`), "events" (their list) or
    // "stats" (the chart of the filtered games); ply: the game's step.
    return { position: "", moves: [], ahead: [], filters: {}, offset: 0, game: null, ply: 0, view: "", name: "" };
  }

  function copyState(s) {
    return { position: s.position, moves: s.moves.slice(), ahead: s.ahead.slice(),
             filters: Object.assign({}, s.filters), offset: s.offset, game: s.game, ply: s.ply,
             view: s.view, name: s.name };
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
    } else if (s.view) {
      q.set("view", s.view);
      if (s.view === "player" || s.view === "event") q.set("name", s.name);
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
    } else if (q.get("view") === "stats" || q.get("view") === "events") {
      s.view = q.get("view");
    } else if ((q.get("view") === "player" || q.get("view") === "event") && q.get("name")) {
      s.view = q.get("view");
      s.name = q.get("name");
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
  // `keep` is a message to leave shown (why the address asked could not be).
  function navigate(next, how, keep) {
    var ticket = ++asked;
    var q = query(next);
    q.set("offset", String(next.offset));
    q.set("limit", String(GAMES_PER_PAGE));
    var calls = [getJson("/api/explore?" + q.toString())];
    if (next.game !== null)
      calls.push(game && String(game.id) === next.game ? Promise.resolve(game) : getJson("/api/game/" + next.game));
    else if (next.view === "player")
      calls.push(getJson("/api/player?" + playerQuery(next).toString()));
    else if (next.view === "event")
      calls.push(getJson("/api/event?" + eventQuery(next).toString()));
    else if (next.view === "events")
      calls.push(getJson("/api/events?" + filterQuery(next).toString()));
    return Promise.all(calls).then(function (answers) {
      if (ticket !== asked) return;
      if (keep) showError(keep);
      else byId("error").hidden = true;
      state = next;
      explored = answers[0];
      state.moves = explored.line.map(function (m) { return m.move; });
      game = next.game !== null ? answers[1] : null;
      player = next.game === null && next.view === "player" ? answers[1] : null;
      listed = next.game === null && (next.view === "event" || next.view === "events") ? answers[1] : null;
      if (game) state.ply = Math.min(state.ply, game.plies.length - 1);
      if (how === "push") window.history.pushState(null, "", address(state));
      else if (how === "replace") window.history.replaceState(null, "", address(state));
      draw();
    }, function (error) {
      if (ticket !== asked) return;
      showError(error.message);
      // An address that cannot be shown (an illegal move, a bad position
      // text) on opening the page: the start, with the filters, and why.
      if (explored === null && (next.moves.length || next.position || next.game !== null || next.view)) {
        var start = emptyState();
        start.filters = next.filters;
        navigate(start, "replace", error.message);
      }
    });
  }

  // The filters and the player's name: what /api/player is asked.
  function playerQuery(s) {
    var q = new URLSearchParams();
    q.set("name", s.name);
    FILTERS.forEach(function (name) { if (s.filters[name]) q.set(name, s.filters[name]); });
    return q;
  }

  // The other filters, and the event's whole name: what /api/event is asked.
  function eventQuery(s) {
    var q = filterQuery(s);
    q.set("event", s.name);
    return q;
  }

  function filterQuery(s) {
    var q = new URLSearchParams();
    FILTERS.forEach(function (name) { if (s.filters[name]) q.set(name, s.filters[name]); });
    return q;
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

  // Shows step `to` of the open game: a main-line ply (0 to game.last) or
  // a move of a variation (after them); -1 is no step.
  function stepGame(to) {
    if (to < 0 || to >= game.plies.length || to === state.ply) return;
    state.ply = to;
    window.history.replaceState(null, "", address(state));
    draw();
  }

  function step(delta) {
    if (game !== null) stepGame(delta > 0 ? game.plies[state.ply].next : game.plies[state.ply].prev);
    else jumpTo(state.moves.length + delta);
  }

  function stepToEnd(forward) {
    if (game !== null) stepGame(forward ? game.last : 0);
    else jumpTo(forward ? state.moves.length + state.ahead.length : 0);
  }

  function openGame(id, ply) {
    var next = copyState(state);
    next.game = String(id);
    next.ply = ply;
    next.view = "";
    navigate(next, "push");
  }

  function closeGame() {
    var next = copyState(state);
    next.game = null;
    navigate(next, "push");
  }

  // Opens the page of a player (view "player") or the chart ("stats"),
  // or goes back to the explorer ("").
  function openView(view, name) {
    var next = copyState(state);
    next.game = null;
    next.view = view;
    next.name = name || "";
    navigate(next, "push");
  }

  // Explores the game's position at the step shown (in a variation too);
  // the rest of its line is ahead, so Forward goes on through it.
  function exploreHere() {
    var next = copyState(state);
    var played = [], ahead = [];
    for (var at = state.ply; at > 0; at = game.plies[at].prev) played.unshift(game.plies[at].move);
    for (var after = game.plies[state.ply].next; after !== -1; after = game.plies[after].next)
      ahead.push(game.plies[after].move);
    next.position = "";
    next.moves = played;
    next.ahead = ahead;
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

  // A name that opens its page, a player's or an event's (and not the
  // row's game).
  function linkCell(name, view, title) {
    var td = cell(null, view);
    if (!name) return td;
    var link = element("button", name, "name");
    link.type = "button";
    link.title = title + name;
    link.addEventListener("click", function (event) {
      event.stopPropagation();
      openView(view, name);
    });
    td.appendChild(link);
    return td;
  }

  function playerCell(name) { return linkCell(name, "player", "The record of "); }
  function eventCell(name) { return linkCell(name, "event", "The crosstable of "); }

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
      row.appendChild(cell(g.date));
      row.appendChild(playerCell(g.light));
      row.appendChild(playerCell(g.dark));
      row.appendChild(eventCell(g.event));
      row.appendChild(cell(g.result));
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

  // A move of the open game with its glyphs, a button that steps there.
  function stepButton(at) {
    var shown = game.plies[at];
    // Glyphs glued to the move, other NAGs after a space, as the record writes them.
    var nags = shown.nags.map(function (n) { return n.charAt(0) === "$" ? " " + n : n; }).join("");
    var button = element("button", shown.move + nags, at === state.ply ? "current" : "");
    button.type = "button";
    button.setAttribute("data-step", String(at));
    button.addEventListener("click", function () { stepGame(at); });
    return button;
  }

  // The moves of a line from step `first` on, each with its round number
  // where one is due, its comment and the variations that replace it.
  function appendLine(parent, first) {
    var numbered = true;
    for (var at = first; at !== -1 && at < game.plies.length; at = game.plies[at].next) {
      var shown = game.plies[at];
      if (shown.ply % 2 === 1 || numbered) parent.appendChild(element("span", roundLabel(shown.ply), "label"));
      parent.appendChild(stepButton(at));
      numbered = false;
      if (shown.comment) {
        parent.appendChild(element("span", shown.comment, "comment"));
        numbered = true;
      }
      shown.variations.forEach(function (start) {
        var variation = element("span", "(", "variation");
        appendLine(variation, start);
        variation.appendChild(document.createTextNode(")"));
        parent.appendChild(variation);
        numbered = true;
      });
    }
  }

  // The game's movetext as `adomoc view` shows it: comments, glyphs and
  // variations (nested in parentheses), every move a step.
  function drawGameMoves() {
    var box = byId("game-moves");
    box.replaceChildren();
    if (game.plies[0].comment) box.appendChild(element("span", game.plies[0].comment, "comment"));
    appendLine(box, game.last > 0 ? 1 : -1);
    var current = box.querySelector("button.current");
    if (current) box.scrollTop = Math.max(0, current.offsetTop - box.offsetTop - box.clientHeight / 2);
  }

  function drawGame() {
    var shown = game.plies[state.ply];
    var last = game.last;
    var inVariation = state.ply > last;
    setLayer(shown.board);
    byId("status").textContent = shown.status;
    byId("position").value = shown.position;
    byId("game-words").textContent = shown.words;
    byId("game-comment").textContent = shown.comment;
    drawLine(game.line.map(function (m) { return m.move; }), 1, inVariation ? -1 : state.ply, game.line.length);
    byId("counter").textContent = inVariation ? "variation, ply " + shown.ply : "ply " + state.ply + " of " + last;
    byId("first").disabled = state.ply === 0;
    byId("back").disabled = shown.prev === -1;
    byId("forward").disabled = shown.next === -1;
    byId("last").disabled = state.ply === last;
    byId("main-line").hidden = !inVariation;
    drawGameMoves();
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

  function recordRow(label, games, wins, draws, losses) {
    var row = element("tr");
    row.appendChild(element("th", label));
    [games, wins, draws, losses].forEach(function (n) { row.appendChild(cell(n, "number")); });
    var decided = wins + draws + losses;
    row.appendChild(cell(decided ? (100 * (wins + draws / 2) / decided).toFixed(1) + "%" : "-", "number"));
    return row;
  }

  // "Rating 1620 ± 474 (3 games, 66.7%)", or why there is none.
  function ratingText(g) {
    if (g.rating === null || g.rating === undefined) return "No rating: " + g.status;
    return "Rating " + Math.round(g.rating) + " \u00b1 " + Math.round(g.error) + " (" + g.games + " games, " +
           g.score.toFixed(1) + "%)";
  }

  // The player's record by colour and against each opponent.
  function drawPlayer() {
    var r = player.record;
    byId("player-title").textContent = player.player;
    byId("player-rating").textContent = ratingText(player.rating);
    var body = document.querySelector("#player-record tbody");
    body.replaceChildren();
    body.appendChild(recordRow("As light", r.light_games, r.light_wins, r.light_draws, r.light_losses));
    body.appendChild(recordRow("As dark", r.dark_games, r.dark_wins, r.dark_draws, r.dark_losses));
    body.appendChild(recordRow("Total", r.games, r.light_wins + r.dark_wins, r.light_draws + r.dark_draws,
                               r.light_losses + r.dark_losses));
    var opponents = document.querySelector("#player-opponents tbody");
    opponents.replaceChildren();
    player.opponents.forEach(function (o) {
      var row = element("tr");
      row.setAttribute("data-opponent", o.opponent);
      row.appendChild(cell(o.opponent));
      [o.games, o.wins, o.draws, o.losses].forEach(function (n) { row.appendChild(cell(n, "number")); });
      row.appendChild(cell(o.score === null ? "-" : o.score.toFixed(1) + "%", "number"));
      var between = element("button", "Games", "head-to-head");
      between.type = "button";
      between.title = "The games between " + player.player + " and " + o.opponent;
      between.addEventListener("click", function (event) {
        event.stopPropagation();
        headToHead(player.player, o.opponent);
      });
      var last = element("td");
      last.appendChild(between);
      row.appendChild(last);
      row.title = "The record of " + o.opponent;
      opponents.appendChild(clickableRow(row, function () { openView("player", o.opponent); }));
    });
  }

  // The explorer with the games between the two.
  function headToHead(name, opponent) {
    var next = copyState(state);
    next.filters = Object.assign({}, state.filters, { player: name, opponent: opponent });
    delete next.filters.light;
    delete next.filters.dark;
    next.view = "";
    next.name = "";
    next.offset = 0;
    navigate(next, "push");
  }

  // A crosstable's cell: a player's name opens the player's page.
  function crosstableCell(column, value) {
    if (column === "player" && value) return playerCell(value);
    return cell(value, typeof value === "number" || column !== "player" ? "number" : "");
  }

  // The event's crosstable as the server lays it out (grid or Swiss list),
  // and its picture.
  function drawEvent() {
    byId("event-title").textContent = listed.event;
    byId("event-layout").textContent = listed.layout === "grid"
      ? "Round robin: each row's results against the players numbered by rank."
      : "Swiss list: each round's opponent (by rank) and result.";
    var rows = listed.crosstable;
    var columns = listed.columns;
    var head = document.querySelector("#event-table thead");
    var body = document.querySelector("#event-table tbody");
    head.replaceChildren();
    body.replaceChildren();
    var headRow = element("tr");
    columns.forEach(function (c) { headRow.appendChild(element("th", c)); });
    head.appendChild(headRow);
    rows.forEach(function (r) {
      var row = element("tr");
      columns.forEach(function (c) { row.appendChild(crosstableCell(c, r[c])); });
      body.appendChild(row);
    });
    byId("event-picture").href = "/api/event.svg?" + eventQuery(state).toString();
  }

  function drawEvents() {
    var body = document.querySelector("#events-table tbody");
    body.replaceChildren();
    listed.events.forEach(function (e) {
      var row = element("tr");
      row.setAttribute("data-event", e.event);
      row.appendChild(cell(e.event));
      row.appendChild(cell(e.games, "number"));
      row.appendChild(cell(e.players, "number"));
      row.appendChild(cell(e.first));
      row.appendChild(cell(e.last));
      row.title = "The crosstable of " + e.event;
      body.appendChild(clickableRow(row, function () { openView("event", e.event); }));
    });
    byId("events-count").textContent = listed.total + (listed.total === 1 ? " event" : " events") +
      (listed.more ? " (the first " + listed.events.length + " shown)" : "");
  }

  // The chart is made the first time it is shown (an image the page would
  // otherwise hold with no picture).
  function drawStats() {
    var chart = byId("stats-chart");
    if (!chart) {
      chart = element("img");
      chart.id = "stats-chart";
      chart.alt = "Statistics of the games the filters keep: where moves land, game lengths, results by variant";
      byId("stats-box").appendChild(chart);
    }
    var source = "/api/stats.svg?" + filterQuery(state).toString();
    if (chart.getAttribute("src") !== source) chart.setAttribute("src", source);
  }

  function onlyThisPlayer() {
    var next = copyState(state);
    next.filters = Object.assign({}, state.filters, { player: state.name });
    delete next.filters.light;
    delete next.filters.dark;
    next.view = "";
    next.offset = 0;
    navigate(next, "push");
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
    var view = game !== null ? "game" : player !== null ? "player" : listed !== null ? state.view
             : state.view === "stats" ? "stats" : "";
    byId("explore-panel").hidden = view !== "";
    byId("game-panel").hidden = view !== "game";
    byId("player-panel").hidden = view !== "player";
    byId("stats-panel").hidden = view !== "stats";
    byId("event-panel").hidden = view !== "event";
    byId("events-panel").hidden = view !== "events";
    if (view === "game") drawGame();
    else drawExplore();
    if (view === "player") drawPlayer();
    if (view === "stats") drawStats();
    if (view === "event") drawEvent();
    if (view === "events") drawEvents();
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
  byId("main-line").addEventListener("click", function () { stepGame(game.plies[state.ply].main); });
  byId("show-stats").addEventListener("click", function () { openView("stats"); });
  byId("show-events").addEventListener("click", function () { openView("events"); });
  Array.prototype.forEach.call(document.querySelectorAll(".to-explorer"), function (button) {
    button.addEventListener("click", function () { openView(""); });
  });
  Array.prototype.forEach.call(document.querySelectorAll(".to-events"), function (button) {
    button.addEventListener("click", function () { openView("events"); });
  });
  byId("only-player").addEventListener("click", onlyThisPlayer);
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
      ArrowUp: function () { if (game !== null) stepGame(game.plies[state.ply].main); },
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

#include "render/viewer_assets.hpp"

namespace adomoc::render::viewer_assets {

const std::string_view kStyle = R"css(
body { margin: 0; padding: 1rem 1.5rem; font-family: sans-serif; color: #2b2118; background: #f7f2e7; }
h1 { font-size: 1.3rem; margin: 0 0 0.8rem; }
table.tags { border-collapse: collapse; font-size: 0.85rem; margin-bottom: 0.6rem; }
table.tags th { text-align: left; padding: 0.1rem 0.8rem 0.1rem 0; color: #6b5840; font-weight: normal; }
table.tags td { padding: 0.1rem 0; }
main { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
/* The board is never taller than the window less the title, the buttons
   and the position text: the buttons stay in view without scrolling. */
.board-panel { flex: 0 1 min(540px, calc(100vh - 10.5rem)); min-width: 280px; }
.side-panel { flex: 1 1 260px; min-width: 260px; }
.board-panel svg { width: 100%; height: auto; max-height: calc(100vh - 10.5rem); display: block; }
.controls { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.5rem 0; align-items: center; }
.controls button, .position-text button { font-size: 1rem; padding: 0.3rem 0.7rem; border: 1px solid #8b7355; border-radius: 4px; background: #fffaf0; cursor: pointer; }
.controls button:disabled { opacity: 0.4; cursor: default; }
.position-text { display: flex; gap: 0.4rem; align-items: center; margin: 0.4rem 0; }
.position-text label { color: #6b5840; font-size: 0.9rem; }
.position-text input { flex: 1 1 auto; min-width: 0; font-family: monospace; font-size: 0.85rem; padding: 0.3rem 0.4rem; border: 1px solid #c8b48c; border-radius: 3px; background: #fffdf7; color: inherit; }
.position-text button { font-size: 0.85rem; padding: 0.25rem 0.6rem; }
#adomoc-counter { margin-left: 0.5rem; color: #6b5840; font-size: 0.9rem; }
#adomoc-status { font-weight: bold; margin: 0.3rem 0; }
#adomoc-words { margin: 0.3rem 0; min-height: 1.3em; }
#adomoc-comment { margin: 0.3rem 0; font-style: italic; color: #5a4a3a; }
.moves-panel { max-height: 60vh; overflow-y: auto; position: relative; border-top: 1px solid #d8c8a4; padding-top: 0.4rem; }
ol.moves { list-style: none; margin: 0; padding: 0; font-family: monospace; font-size: 0.95rem; }
ol.moves li { padding: 0.1rem 0; }
ol.moves .round { display: inline-block; min-width: 3.5em; color: #6b5840; }
ol.moves button { font: inherit; border: 0; background: none; padding: 0.1rem 0.35rem; min-width: 7.5em; text-align: left; cursor: pointer; border-radius: 3px; }
ol.moves button:hover { background: #eadfc6; }
ol.moves button.current { background: #1f6fb4; color: #fff; }
ol.moves li.variation { padding-left: 2.5em; font-size: 0.9rem; color: #5a4a3a; }
ol.moves li.variation button { min-width: 0; padding: 0.1rem 0.15rem; }
ol.moves .variation-line .round { min-width: 0; margin: 0 0.2em 0 0.4em; }
ol.moves .variation-comment { font-family: sans-serif; font-size: 0.8rem; font-style: italic; }
ol.moves .nag { margin-left: 0.1em; font-weight: bold; color: #7a3b10; }
ol.moves .comment { display: block; margin: 0.1rem 0 0.3rem 3.5em; font-family: sans-serif; font-size: 0.85rem; font-style: italic; color: #5a4a3a; }
ol.moves .ending { color: #6b5840; }
ol.moves .faulty { color: #b00020; text-decoration: line-through; padding: 0 0.35rem; }
.fault { border-left: 4px solid #b00020; background: #fde8e8; padding: 0.4rem 0.8rem; margin: 0 0 1rem; }
.result { font-weight: bold; margin-top: 0.6rem; }
footer { margin-top: 1.5rem; font-size: 0.8rem; color: #6b5840; }
)css";

const std::string_view kScript = R"js(
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("adomoc-plies").textContent);
  // Steps 0 to last are the main line's plies; the moves of variations
  // follow, each step naming the steps before and after it and the
  // main-line step to go back to.
  var plies = data.plies;
  var last = data.last;
  var layer = document.getElementById("adomoc-scene");
  var moveButtons = document.querySelectorAll("#adomoc-moves button[data-step]");
  var position = document.getElementById("adomoc-position");
  var current = 0;

  function byId(id) { return document.getElementById(id); }

  // The step named by the address's fragment: #ply-N on the main line,
  // #step-N in a variation; null if none.
  function plyInAddress() {
    var asked = /^#(ply|step)-(\d+)$/.exec(window.location.hash);
    return asked ? Number(asked[2]) : null;
  }

  // Scrolls the move list (not the page) so the current move shows; the
  // panel is positioned, so it is the buttons' offsetParent.
  function keepInView(button) {
    var panel = byId("adomoc-move-panel");
    var top = button.offsetTop, bottom = top + button.offsetHeight;
    if (panel.scrollTop > top) panel.scrollTop = top;
    else if (bottom > panel.scrollTop + panel.clientHeight) panel.scrollTop = bottom - panel.clientHeight;
  }

  function show(step) {
    if (step === -1) return;
    current = Math.min(plies.length - 1, step);
    var shown = plies[current];
    var inVariation = current > last;
    layer.innerHTML = shown.svg;
    position.value = shown.position;
    byId("adomoc-status").textContent = shown.status;
    byId("adomoc-words").textContent = shown.words;
    byId("adomoc-comment").textContent = shown.comment;
    byId("adomoc-counter").textContent = inVariation ? "variation, ply " + shown.ply : "ply " + current + " of " + last;
    byId("adomoc-first").disabled = current === 0;
    byId("adomoc-previous").disabled = shown.prev === -1;
    byId("adomoc-next").disabled = shown.next === -1;
    byId("adomoc-last").disabled = current === last;
    byId("adomoc-main-line").hidden = !inVariation;
    Array.prototype.forEach.call(moveButtons, function (button) {
      var here = Number(button.getAttribute("data-step")) === current;
      button.classList.toggle("current", here);
      if (here) {
        button.setAttribute("aria-current", "step");
        keepInView(button);
      } else {
        button.removeAttribute("aria-current");
      }
    });
    // The address names the step shown, so it can be bookmarked or sent;
    // replaced, not pushed: stepping does not fill the browser's history.
    var address = (inVariation ? "#step-" : "#ply-") + current;
    if (window.location.hash !== address) window.history.replaceState(null, "", address);
  }

  function previous() { show(plies[current].prev); }
  function next() { show(plies[current].next); }
  function mainLine() { show(plies[current].main); }

  function copyPosition() {
    position.focus();
    position.select();
    var done = function () {
      byId("adomoc-copy").textContent = "Copied";
      window.setTimeout(function () { byId("adomoc-copy").textContent = "Copy"; }, 1500);
    };
    var fallback = function () { if (document.execCommand("copy")) done(); };
    if (navigator.clipboard) navigator.clipboard.writeText(position.value).then(done, fallback);
    else fallback();
  }

  byId("adomoc-first").addEventListener("click", function () { show(0); });
  byId("adomoc-previous").addEventListener("click", previous);
  byId("adomoc-next").addEventListener("click", next);
  byId("adomoc-last").addEventListener("click", function () { show(last); });
  byId("adomoc-main-line").addEventListener("click", mainLine);
  Array.prototype.forEach.call(moveButtons, function (button) {
    button.addEventListener("click", function () { show(Number(button.getAttribute("data-step"))); });
  });
  byId("adomoc-copy").addEventListener("click", copyPosition);
  window.addEventListener("hashchange", function () {
    var asked = plyInAddress();
    if (asked !== null) show(asked);
  });

  var keys = {
    ArrowLeft: previous,
    ArrowRight: next,
    ArrowUp: mainLine,
    Home: function () { show(0); },
    End: function () { show(last); }
  };
  document.addEventListener("keydown", function (event) {
    var step = keys[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    step();
  });

  var fragment = window.location.hash;
  var asked = plyInAddress();
  show(asked === null ? 0 : asked);
  if (fragment === "#autoplay-last") byId("adomoc-last").click();
})();
)js";

}  // namespace adomoc::render::viewer_assets

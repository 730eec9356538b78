#include "server/page.hpp"

namespace adomoc::server {

// The colours and buttons of the game viewer (render/viewer_assets.cpp),
// laid out so that at 1280x800 everything is on one screen: the board
// takes the height left by the header and the rows under it.
const std::string_view kPageStyle = R"css(
* { box-sizing: border-box; }
body { margin: 0; padding: 0.5rem 1rem; font-family: sans-serif; font-size: 14px; color: #2b2118; background: #f7f2e7; }
header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.3rem 1rem; }
h1 { font-size: 1.2rem; margin: 0; }
h2 { font-size: 1rem; margin: 0.4rem 0 0.3rem; }
.database { color: #6b5840; font-family: monospace; }
#filters-panel { flex: 1 1 auto; }
#filters-panel summary { cursor: pointer; color: #1f5f99; }
#filter-summary { color: #6b5840; }
.filters { display: flex; flex-wrap: wrap; gap: 0.3rem 0.8rem; align-items: center; margin: 0.4rem 0; padding: 0.4rem; border: 1px solid #d8c8a4; border-radius: 4px; background: #fffaf0; }
.filters label { color: #6b5840; font-size: 0.85rem; }
.filters input { width: 8.5em; }
.filters input, .filters select, .position-row input { font: inherit; padding: 0.15rem 0.3rem; border: 1px solid #c8b48c; border-radius: 3px; background: #fffdf7; color: inherit; }
button { font: inherit; padding: 0.2rem 0.6rem; border: 1px solid #8b7355; border-radius: 4px; background: #fffaf0; color: inherit; cursor: pointer; }
button:disabled { opacity: 0.4; cursor: default; }
.error { border-left: 4px solid #b00020; background: #fde8e8; padding: 0.3rem 0.8rem; margin: 0.3rem 0; }
.notice { border-left: 4px solid #c08a1e; background: #fdf3dc; padding: 0.3rem 0.8rem; margin: 0.3rem 0; }
main { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; margin-top: 0.4rem; }
.board-panel { flex: 0 0 auto; width: min(560px, calc(100vh - 250px), 100%); min-width: 260px; }
.board-panel svg.adomoc-board { width: 100%; height: auto; display: block; }
.side-panel { flex: 1 1 360px; min-width: 300px; }
.controls { display: flex; gap: 0.3rem; align-items: center; margin: 0.3rem 0; }
.controls button { min-width: 2.6rem; font-size: 1.05rem; padding: 0.1rem 0.5rem; }
#counter { margin-left: 0.4rem; color: #6b5840; }
#status { font-weight: bold; margin: 0.2rem 0; min-height: 1.2em; }
ol.line { list-style: none; margin: 0.2rem 0; padding: 0; font-family: monospace; max-height: 3.4em; overflow-y: auto; line-height: 1.65; }
ol.line li { display: inline; }
ol.line .label { color: #6b5840; margin: 0 0.15rem 0 0.4rem; }
ol.line button { font: inherit; border: 0; background: none; padding: 0 0.25rem; border-radius: 3px; }
ol.line button:hover { background: #eadfc6; }
ol.line button.current { background: #1f6fb4; color: #fff; }
ol.line .ahead button { color: #9a8a70; }
.position-row { display: flex; gap: 0.3rem; align-items: center; margin: 0.25rem 0; }
.position-row label { color: #6b5840; min-width: 4.2em; }
.position-row input { flex: 1 1 auto; min-width: 0; font-family: monospace; font-size: 0.8rem; }
.scroll { overflow: auto; border-top: 1px solid #d8c8a4; }
.moves-box { max-height: calc(50vh - 140px); min-height: 6rem; }
.games-box { max-height: calc(50vh - 110px); min-height: 6rem; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; font-weight: normal; color: #6b5840; font-size: 0.85rem; padding: 0.15rem 0.4rem; position: sticky; top: 0; background: #f7f2e7; }
td { padding: 0.15rem 0.4rem; border-bottom: 1px solid #eadfc6; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 11em; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
td.move { font-family: monospace; }
tbody tr { cursor: pointer; }
tbody tr:hover, tbody tr:focus { background: #eadfc6; outline: none; }
.bar { display: flex; width: 9rem; height: 0.9rem; border: 1px solid #8b7355; border-radius: 2px; overflow: hidden; }
.bar span { display: block; height: 100%; }
.bar .light { background: #fffdf7; }
.bar .draw { background: #b8a888; }
.bar .dark { background: #3a2e22; }
.games-head { display: flex; align-items: baseline; gap: 1rem; }
.games-head a { color: #1f5f99; }
.pager { display: flex; gap: 0.6rem; align-items: center; margin: 0.3rem 0; }
#page-info { color: #6b5840; }
.game-buttons { display: flex; gap: 0.5rem; margin: 0.3rem 0; }
table.tags { width: auto; font-size: 0.9rem; }
table.tags th { position: static; padding: 0.05rem 0.8rem 0.05rem 0; }
table.tags td { border: 0; white-space: normal; max-width: 30em; padding: 0.05rem 0; }
.outcome { font-weight: bold; }
#game-words { min-height: 1.3em; }
#game-comment { font-style: italic; color: #5a4a3a; min-height: 1.2em; margin: 0.2rem 0; }
.game-moves { max-height: calc(100vh - 420px); min-height: 6rem; font-family: monospace; line-height: 1.7; padding-top: 0.2rem; }
.game-moves .label { color: #6b5840; margin: 0 0.15rem 0 0.4rem; }
.game-moves button { font: inherit; border: 0; background: none; padding: 0 0.2rem; border-radius: 3px; }
.game-moves button:hover { background: #eadfc6; }
.game-moves button.current { background: #1f6fb4; color: #fff; }
.game-moves .comment { font-family: sans-serif; font-size: 0.85rem; font-style: italic; color: #5a4a3a; margin: 0 0.3rem; }
.game-moves > .comment, .game-moves > .variation { display: block; margin: 0.1rem 0 0.2rem 1.5rem; }
.game-moves .variation { color: #5a4a3a; font-size: 0.9rem; }
td.player button.name, td.event button.name { font: inherit; border: 0; background: none; padding: 0; color: #1f5f99; text-decoration: underline dotted; cursor: pointer; max-width: 100%; overflow: hidden; text-overflow: ellipsis; }
table.record { width: auto; }
table.record th:first-child, table.record tbody th { position: static; min-width: 5em; }
.opponents-box { max-height: calc(100vh - 400px); min-height: 6rem; }
.event-box, .events-box { max-height: calc(100vh - 260px); min-height: 6rem; }
table.crosstable td.number, table.crosstable th { text-align: center; }
button.head-to-head { font: inherit; font-size: 0.85em; padding: 0 0.4em; }
#stats-chart { width: 100%; max-height: calc(100vh - 150px); display: block; }
#adomoc-marks circle { pointer-events: none; }
#adomoc-marks .target { fill: #1f6fb4; fill-opacity: 0.35; stroke: #1f6fb4; stroke-width: 2; }
#adomoc-marks .origin { fill: #c0392b; fill-opacity: 0.35; stroke: #c0392b; stroke-width: 2; }
#adomoc-marks .selected { fill: none; stroke: #1f6fb4; stroke-width: 4; }
#adomoc-marks .preview { fill: none; stroke: #d35400; stroke-width: 4; stroke-dasharray: 5 3; }
svg.adomoc-board [data-space] { cursor: pointer; }
footer { margin-top: 0.6rem; font-size: 0.8rem; color: #6b5840; }
/* A small window: narrower bars and cells, so that the tables fit beside the board. */
@media (max-width: 900px) {
  body { padding: 0.4rem 0.6rem; }
  .bar { width: 4.5rem; }
  td { max-width: 7.5em; }
  th, td { padding: 0.12rem 0.25rem; }
}
)css";

}  // namespace adomoc::server

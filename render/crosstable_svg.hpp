// A crosstable (grid or Swiss list) as one self-contained SVG document, in
// the statistics chart's style: a title, the table with a header row, and
// result cells tinted by outcome for the row's player.
//
// Elements tests and scripts can find: each body row is a <g
// class="crosstable-row"> with data-rank and data-player; each result cell
// is a <g class="result"> with data-result "win", "draw", "loss" or
// "mixed" (several games with different outcomes), holding its text.
#pragma once

#include <string>
#include <vector>

namespace adomoc::render {

struct CrosstablePicture {
  std::string title;     // any text, escaped when drawn
  std::string subtitle;  // may be empty
  std::vector<std::string> columns;
  std::vector<bool> result_columns;  // by column: whether its cells are results, tinted by outcome
  std::vector<std::vector<std::string>> rows;  // cells as the table shows them; rows[i][0] the rank, [1] the player
  std::vector<std::string> notes;              // lines under the table
};

// A cell's outcome for the row's player: "win" for "1" or a round ending
// in "+", "draw" for "½" or "=", "loss" for "0" or "-"; "mixed" when its
// games differ; "" when the cell holds no result.
std::string cell_outcome(const std::string& cell);

// The whole picture, with an XML declaration.
std::string crosstable_svg(const CrosstablePicture& picture);

}  // namespace adomoc::render

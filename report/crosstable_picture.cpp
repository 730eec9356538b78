#include "report/crosstable_picture.hpp"

#include <cctype>

#include "report/cell_text.hpp"

namespace adomoc::report {

render::CrosstablePicture crosstable_picture(const db::Table& table, const std::string& event,
                                             const std::string& layout) {
  render::CrosstablePicture p{event, layout == "grid" ? "Crosstable" : "Swiss list", table.columns, {}, {},
                              table.notes};
  // The grid's opponent columns are numbered "1", "2", ...; the Swiss
  // list's rounds "r1", "r2", ...
  for (const std::string& c : table.columns)
    p.result_columns.push_back(!c.empty() && std::isdigit(static_cast<unsigned char>(c.back())) &&
                               (std::isdigit(static_cast<unsigned char>(c[0])) || c[0] == 'r'));
  for (const auto& row : table.rows) {
    auto& cells = p.rows.emplace_back();
    for (const db::Cell& cell : row) cells.push_back(plain_text(cell));
  }
  return p;
}

}  // namespace adomoc::report

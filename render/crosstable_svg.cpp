#include "render/crosstable_svg.hpp"

#include <algorithm>
#include <sstream>

#include "render/chart_svg.hpp"
#include "render/escape.hpp"
#include "render/geometry.hpp"

namespace adomoc::render {

namespace {

using geometry::number;

constexpr double kMargin = 24, kRowHeight = 26, kCharWidth = 8, kCellPadding = 14;
constexpr double kTableTop = 96;
constexpr const char* kWin = "#cfe3c0", *kDraw = "#efe3bd", *kLoss = "#ecc7bd", *kRowShade = "#f3ecdd";

std::size_t characters(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string word_outcome(const std::string& word) {
  if (word == "1" || word.back() == '+') return "win";
  if (word == "½" || word.back() == '=') return "draw";
  if (word == "0" || word.back() == '-') return "loss";
  return "";
}

std::string fill_of(const std::string& outcome) {
  return outcome == "win" ? kWin : outcome == "draw" ? kDraw : outcome == "loss" ? kLoss : "none";
}

std::vector<double> column_widths(const CrosstablePicture& p) {
  std::vector<double> widths;
  for (const std::string& c : p.columns) widths.push_back(static_cast<double>(characters(c)));
  for (const auto& row : p.rows)
    for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i)
      widths[i] = std::max(widths[i], static_cast<double>(characters(row[i])));
  for (double& w : widths) w = w * kCharWidth + kCellPadding;
  return widths;
}

// Text columns (the player) on the left, numbers and results centred.
std::string cell_text(double left, double width, double y, const std::string& text, bool player, bool bold) {
  const std::string style = std::string("font-size=\"13\" fill=\"") + chart::kInk + "\"" +
                            (bold ? " font-weight=\"bold\"" : "") + (player ? "" : " text-anchor=\"middle\"");
  return chart::text(player ? left + kCellPadding / 2 : left + width / 2, y, text, style);
}

std::string body_row(const CrosstablePicture& p, std::size_t r, const std::vector<double>& widths, double top,
                     double width) {
  const auto& row = p.rows[r];
  std::ostringstream svg;
  svg << "<g class=\"crosstable-row\" data-rank=\"" << xml_escape(row.empty() ? "" : row[0]) << "\" data-player=\""
      << xml_escape(row.size() > 1 ? row[1] : "") << "\">";
  if (r % 2 == 1)
    svg << "<rect x=\"" << number(kMargin) << "\" y=\"" << number(top) << "\" width=\"" << number(width)
        << "\" height=\"" << number(kRowHeight) << "\" fill=\"" << kRowShade << "\"/>";
  double left = kMargin;
  for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) {
    const bool result = i < p.result_columns.size() && p.result_columns[i];
    const std::string outcome = result ? cell_outcome(row[i]) : "";
    if (!outcome.empty())
      svg << "<g class=\"result\" data-result=\"" << outcome << "\"><rect x=\"" << number(left + 2) << "\" y=\""
          << number(top + 2) << "\" width=\"" << number(widths[i] - 4) << "\" height=\"" << number(kRowHeight - 4)
          << "\" rx=\"3\" fill=\"" << fill_of(outcome) << "\"/>";
    svg << cell_text(left, widths[i], top + 18, row[i], i == 1, false);
    if (!outcome.empty()) svg << "</g>";
    left += widths[i];
  }
  svg << "</g>\n";
  return svg.str();
}

}  // namespace

std::string cell_outcome(const std::string& cell) {
  std::istringstream words(cell);
  std::string outcome;
  for (std::string word; words >> word;) {
    const std::string o = word_outcome(word);
    if (o.empty()) return "";
    outcome = outcome.empty() || outcome == o ? o : "mixed";
  }
  return outcome;
}

std::string crosstable_svg(const CrosstablePicture& p) {
  const std::vector<double> widths = column_widths(p);
  double table_width = 0;
  for (double w : widths) table_width += w;
  const double table_bottom = kTableTop + kRowHeight * static_cast<double>(p.rows.size() + 1);
  double widest_note = 0;
  for (const std::string& note : p.notes) widest_note = std::max(widest_note, static_cast<double>(characters(note)));
  constexpr double kNoteCharWidth = 6.6;  // 12px sans-serif, on average
  const double width = std::max({table_width + 2 * kMargin, widest_note * kNoteCharWidth + 2 * kMargin, 480.0});
  const double height = table_bottom + 24 + 20 * static_cast<double>(p.notes.size());
  std::ostringstream svg;
  svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"adomoc-crosstable\" viewBox=\"0 0 " << number(width) << " "
      << number(height) << "\" width=\"" << number(width) << "\" height=\"" << number(height)
      << "\" role=\"img\" font-family=\"sans-serif\">\n<title>" << xml_escape(p.title) << "</title>\n<rect width=\""
      << number(width) << "\" height=\"" << number(height) << "\" rx=\"12\" fill=\"#fbf8f1\"/>\n"
      << chart::text(kMargin, 42, p.title, std::string("font-size=\"22\" font-weight=\"bold\" fill=\"") + chart::kInk + "\"");
  if (!p.subtitle.empty())
    svg << chart::text(kMargin, 66, p.subtitle, std::string("font-size=\"13\" fill=\"") + chart::kFaint + "\"");
  svg << "\n<g class=\"crosstable-header\">";
  double left = kMargin;
  for (std::size_t i = 0; i < widths.size(); ++i) {
    svg << cell_text(left, widths[i], kTableTop + 18, p.columns[i], i == 1, true);
    left += widths[i];
  }
  svg << "<line x1=\"" << number(kMargin) << "\" y1=\"" << number(kTableTop + kRowHeight) << "\" x2=\""
      << number(kMargin + table_width) << "\" y2=\"" << number(kTableTop + kRowHeight) << "\" stroke=\"" << chart::kFaint
      << "\"/></g>\n";
  for (std::size_t r = 0; r < p.rows.size(); ++r)
    svg << body_row(p, r, widths, kTableTop + kRowHeight * static_cast<double>(r + 1), table_width);
  for (std::size_t n = 0; n < p.notes.size(); ++n)
    svg << chart::text(kMargin, table_bottom + 24 + 20 * static_cast<double>(n), p.notes[n],
                       std::string("font-size=\"12\" fill=\"") + chart::kFaint + "\"")
        << "\n";
  svg << "</svg>\n";
  return svg.str();
}

}  // namespace adomoc::render

#include "cli/table_output.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "render/escape.hpp"
#include "report/cell_text.hpp"
#include "report/table_json.hpp"

namespace adomoc::cli {

using report::plain_text;

namespace {


// Characters, not bytes, so names with accents line up.
std::size_t display_width(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool numeric(const db::Cell& cell) {
  return std::holds_alternative<std::int64_t>(cell) || std::holds_alternative<double>(cell);
}

void write_text(std::ostream& out, const db::Table& t) {
  std::vector<std::size_t> widths;
  for (const std::string& c : t.columns) widths.push_back(display_width(c));
  std::vector<std::vector<std::string>> texts;
  for (const auto& row : t.rows) {
    auto& line = texts.emplace_back();
    for (std::size_t i = 0; i < row.size(); ++i) {
      line.push_back(plain_text(row[i]));
      widths[i] = std::max(widths[i], display_width(line.back()));
    }
  }
  const auto cell = [&](const std::string& text, std::size_t i, bool right) {
    const std::string pad(widths[i] - display_width(text), ' ');
    out << (i ? "  " : "") << (right ? pad + text : i + 1 < widths.size() ? text + pad : text);
  };
  for (std::size_t i = 0; i < t.columns.size(); ++i) cell(t.columns[i], i, false);
  out << '\n';
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    for (std::size_t i = 0; i < texts[r].size(); ++i) cell(texts[r][i], i, numeric(t.rows[r][i]));
    out << '\n';
  }
  for (const std::string& note : t.notes) out << render::terminal_text(note) << '\n';
}

void write_csv(std::ostream& out, const db::Table& t) {
  for (std::size_t i = 0; i < t.columns.size(); ++i) out << (i ? "," : "") << csv_field(t.columns[i]);
  out << "\r\n";
  for (const auto& row : t.rows) {
    for (std::size_t i = 0; i < row.size(); ++i) out << (i ? "," : "") << csv_field(row[i]);
    out << "\r\n";
  }
}

}  // namespace

std::string csv_field(const db::Cell& cell) {
  if (const auto* d = std::get_if<double>(&cell); d && !std::isfinite(*d)) return "";
  if (!std::holds_alternative<std::string>(cell)) return plain_text(cell);
  const std::string& text = std::get<std::string>(cell);
  const bool formula = !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos;
  if (!formula && text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = formula ? "\"'" : "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  quoted += '"';
  return quoted;
}

void write_table(std::ostream& out, const db::Table& table, TableFormat format) {
  switch (format) {
    case TableFormat::table: return write_text(out, table);
    case TableFormat::csv: return write_csv(out, table);
    case TableFormat::json: return report::write_table_json(out, table);
  }
}

}  // namespace adomoc::cli

#include "render/svg_board.hpp"

#include <cmath>

#include "render/escape.hpp"
#include "render/geometry.hpp"
#include "render/palette.hpp"
#include "render/svg_pieces.hpp"
#include "validator/board.hpp"
#include "validator/notation.hpp"

namespace adomoc::render {

namespace {

using geometry::number;
using geometry::Point;

std::string attr(std::string_view name, std::string_view value) {
  std::string text = " ";
  text += name;
  text += "=\"";
  text += xml_escape(value);
  return text += '"';
}

std::string at(Point p, std::string_view x = "cx", std::string_view y = "cy") {
  return attr(x, number(p.x)) + attr(y, number(p.y));
}

std::string arrowhead_def() {
  return std::string("<marker id=\"adomoc-arrowhead\" viewBox=\"0 0 10 10\" refX=\"6\" refY=\"5\" ") +
         "markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10Z\" fill=\"" +
         palette::kLastMove + "\"/></marker>\n";
}

std::string board_disc() {
  return "<circle r=\"" + number(geometry::kBoardRadius) + "\" fill=\"" + palette::kBoard + "\" stroke=\"" +
         palette::kBoardEdge + "\" stroke-width=\"3\"/>\n";
}

// Each breed's origin spaces (cycles 1-3 of its half) lie in a tinted band.
std::string origin_bands() {
  return "<path d=\"" + geometry::band_path(1, 3, 0, 4) + "\" fill=\"" + palette::kLightOrigin +
         "\" fill-opacity=\"0.45\"/>\n<path d=\"" + geometry::band_path(1, 3, 5, 9) + "\" fill=\"" +
         palette::kDarkOrigin + "\" fill-opacity=\"0.45\"/>\n";
}

std::string cycle_rings() {
  std::string rings = "<g fill=\"none\" stroke=\"" + std::string(palette::kLine) + "\" stroke-width=\"1.2\">";
  for (int cycle = 1; cycle <= kCycles; ++cycle)
    rings += "<circle r=\"" + number(geometry::cycle_radius(cycle)) + "\"/>";
  return rings + "</g>\n";
}

std::string column_lines() {
  std::string lines = "<g stroke=\"" + std::string(palette::kLine) + "\" stroke-width=\"1.2\">";
  for (int column = 0; column < kColumns; ++column)
    lines += "<line" + at(geometry::polar_point(column, 1), "x1", "y1") +
             at(geometry::polar_point(column, kCycles), "x2", "y2") + "/>";
  return lines + "</g>\n";
}

// The spirals, faint: from every space of cycle 1, one turning each way, in to cycle 8.
std::string spirals() {
  std::string paths = "<g fill=\"none\" stroke=\"" + std::string(palette::kSpiral) +
                      "\" stroke-width=\"0.9\" stroke-opacity=\"0.55\" stroke-dasharray=\"3 3\">";
  for (int column = 0; column < kColumns; ++column)
    for (const int sense : {1, -1})
      paths += "<path d=\"" + geometry::ride_path(column, 1, column + sense * (kCycles - 1), kCycles) + "\"/>";
  return paths + "</g>\n";
}

std::string column_letters() {
  std::string letters = "<g font-family=\"sans-serif\" font-size=\"18\" font-weight=\"bold\" fill=\"" +
                        std::string(palette::kLabel) + "\" text-anchor=\"middle\" dominant-baseline=\"central\">";
  for (int column = 0; column < kColumns; ++column) {
    const double angle = geometry::column_angle(column);
    const Point p{geometry::kLetterRadius * std::cos(angle), -geometry::kLetterRadius * std::sin(angle)};
    letters += "<text" + at(p, "x", "y") + ">" + static_cast<char>('a' + column) + "</text>";
  }
  return letters + "</g>\n";
}

// Cycle numbers along the boundary between light's half and dark's, on the right.
std::string cycle_numbers() {
  std::string numbers = "<g font-family=\"sans-serif\" font-size=\"10\" fill=\"" + std::string(palette::kLabel) +
                        "\" text-anchor=\"middle\" dominant-baseline=\"central\">";
  for (int cycle = 1; cycle <= kCycles; ++cycle)
    numbers += "<text" + at({geometry::cycle_radius(cycle), 0}, "x", "y") + ">" + std::to_string(cycle) + "</text>";
  return numbers + "</g>\n";
}

const char* space_fill(Space s) {
  for (const Breed b : {Breed::light, Breed::dark})
    for (const PieceType t : {PieceType::foot, PieceType::moon, PieceType::sun})
      if (board::origin_spaces(b, t).contains(s)) return b == Breed::light ? palette::kLightOrigin : palette::kDarkOrigin;
  return palette::kSpace;
}

std::string spaces() {
  std::string circles = "<g stroke=\"" + std::string(palette::kLine) + "\" stroke-width=\"1\">";
  for (int s = 0; s < kCentre; ++s) {
    const auto space = static_cast<Space>(s);
    circles += "<circle" + attr("data-space", space_id(space)) + at(geometry::space_point(space)) + " r=\"" +
               number(geometry::kSpaceRadius) + "\" fill=\"" + space_fill(space) + "\"/>";
  }
  circles += "<circle" + attr("data-space", space_id(kCentre)) + " r=\"" + number(geometry::kCentreRadius) +
             "\" fill=\"" + palette::kCentre + "\" stroke-width=\"2\"/>";
  return circles + "</g>\n";
}

std::string centre_mark() {
  return "<circle class=\"state-of-primes\" r=\"" + number(geometry::kCentreRadius + 4) + "\" fill=\"" +
         palette::kStateOfPrimes + "\" fill-opacity=\"0.35\" stroke=\"" + palette::kStateOfPrimes +
         "\" stroke-width=\"3\"/>";
}

std::string attracted_ring(Space s) {
  return "<circle" + attr("data-attracted", space_id(s)) + at(geometry::space_point(s)) + " r=\"15.5\" fill=\"" +
         palette::kAttracted + "\" fill-opacity=\"0.25\" stroke=\"" + palette::kAttracted +
         "\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>";
}

std::string piece(Piece p, Space s) {
  return "<use" + attr("data-piece", piece_code(p)) + attr("data-space", space_id(s)) +
         attr("href", piece_href(p)) + at(geometry::space_point(s), "x", "y") + "/>";
}

// An originated piece is sent, not ridden: a thin dashed line from where
// it was to its origin space.
std::string origination_line(Space landing, Space origin) {
  const Point a = geometry::space_point(landing), b = geometry::space_point(origin);
  const double length = std::hypot(b.x - a.x, b.y - a.y);
  const double keep = (length - geometry::kSpaceRadius - 4) / length;  // stop at the piece's edge
  const Point end{a.x + (b.x - a.x) * keep, a.y + (b.y - a.y) * keep};
  return "<line class=\"origination\"" + attr("data-origin", space_id(origin)) + at(a, "x1", "y1") + at(end, "x2", "y2") +
         " stroke=\"" + palette::kLastMove + "\" stroke-width=\"2\" stroke-dasharray=\"5 4\" stroke-opacity=\"0.8\" " +
         "marker-end=\"url(#adomoc-arrowhead)\"/>";
}

// The ride the last move made, as an arrow over the pieces. Where two ways
// round a cycle lead to the landing, the shorter is drawn.
std::string last_move_arrow(const PlayedMove& last) {
  const Space from = last.move.from(), to = last.move.to();
  int dcolumn = 0;
  if (to != kCentre) {
    dcolumn = (column_of(to) - column_of(from) + kColumns) % kColumns;
    if (dcolumn > kColumns / 2) dcolumn -= kColumns;
  }
  // The arrowhead's tip reaches past the line's end; stop so it touches the piece's edge.
  const std::string ride = geometry::ride_path(column_of(from), cycle_of(from), column_of(from) + dcolumn, cycle_of(to),
                                               geometry::kSpaceRadius + 6);
  return "<g class=\"last-move\"" + attr("data-from", space_id(from)) + attr("data-to", space_id(to)) +
         "><circle" + at(geometry::space_point(from)) + " r=\"14\" fill=\"" + palette::kLastMove +
         "\" fill-opacity=\"0.25\"/><path d=\"" + ride + "\" fill=\"none\" stroke=\"" + palette::kLastMove +
         "\" stroke-width=\"3.5\" stroke-opacity=\"0.75\" stroke-linecap=\"round\" " +
         "marker-end=\"url(#adomoc-arrowhead)\"/>" +
         (last.move.kind() == MoveKind::originate ? origination_line(to, last.move.origin()) : "") + "</g>";
}

std::string title(const Scene& scene) {
  const Position& pos = scene.position;
  std::string text = "Adomoc board, " + std::string(variant_name(pos.variant()));
  if (scene.last) text += ", after " + round_label(scene.ply, scene.last->mover) + " " + scene.last->text;
  text += pos.centred() ? ", centred" : ", " + std::string(breed_name(pos.side_to_move())) + " to move";
  return "<title>" + xml_escape(text) + "</title>\n";
}

}  // namespace

std::string scene_layer(const Scene& scene) {
  const Position& pos = scene.position;
  std::string layer;
  if (!pos.centred() && pos.state_of_primes(pos.side_to_move())) layer += centre_mark();
  for (const Space s : attracted_feet(pos)) layer += attracted_ring(s);
  for (int s = 0; s < kSpaces; ++s)
    if (!pos.at(static_cast<Space>(s)).empty()) layer += piece(pos.at(static_cast<Space>(s)), static_cast<Space>(s));
  if (scene.last) layer += last_move_arrow(*scene.last);
  return layer;
}

std::string board_svg_element(const Scene& scene) {
  const std::string half = number(geometry::kViewHalfSize), size = number(2 * geometry::kViewHalfSize);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"adomoc-board\" viewBox=\"-" + half + " -" + half + " " +
         size + " " + size + "\" width=\"" + size + "\" height=\"" + size + "\" role=\"img\">\n" + title(scene) +
         "<defs>\n" + arrowhead_def() + piece_defs() + "</defs>\n" + board_disc() + origin_bands() + cycle_rings() +
         column_lines() + spirals() + spaces() + column_letters() + cycle_numbers() + "<g id=\"adomoc-scene\">" +
         scene_layer(scene) + "</g>\n</svg>\n";
}

std::string board_svg(const Scene& scene) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + board_svg_element(scene);
}

}  // namespace adomoc::render

#include "render/text_diagram.hpp"

#include "validator/notation.hpp"

namespace adomoc::render {

namespace {

constexpr int kCellWidth = 4;  // "F^*" and a blank
constexpr std::string_view kRowLabelPad = "   ";

std::string cell(const Position& pos, Space s, SpaceSet attracted) {
  const Piece p = pos.at(s);
  std::string text = p.empty() ? "." : piece_code(p);
  if (attracted.contains(s)) text += '*';
  text.resize(kCellWidth, ' ');
  return text;
}

// Light's half a-e and dark's half f-j are split by a bar.
std::string half_gap(int column, std::string_view bar) { return column == kColumns / 2 ? std::string(bar) : ""; }

std::string header_row() {
  std::string row = std::string(kRowLabelPad) + "  ";
  for (int column = 0; column < kColumns; ++column) {
    row += half_gap(column, "  ");
    row += static_cast<char>('a' + column);
    row += std::string(kCellWidth - 1, ' ');
  }
  while (row.back() == ' ') row.pop_back();
  return row + "\n";
}

std::string cycle_row(const Position& pos, int cycle, SpaceSet attracted) {
  std::string row = std::string(kRowLabelPad) + std::to_string(cycle) + " ";
  for (int column = 0; column < kColumns; ++column) {
    row += half_gap(column, "| ");
    row += cell(pos, make_space(column, cycle), attracted);
  }
  while (row.back() == ' ') row.pop_back();
  return row + "\n";
}

std::string centre_row(const Scene& scene) {
  const Position& pos = scene.position;
  std::string row = "centre ";
  if (pos.centred()) {
    row += piece_code(pos.at(kCentre)) + " (the game is centred)";
  } else {
    row += ".";
    if (pos.state_of_primes(pos.side_to_move())) row += " (a state of primes holds)";
  }
  return row + "\n";
}

std::string status_lines(const Scene& scene) {
  const Position& pos = scene.position;
  const Breed side = pos.side_to_move();
  std::string text = std::string(variant_name(pos.variant())) + ", ";
  text += scene.ply == 0 ? std::string("start") : "after ply " + std::to_string(scene.ply);
  if (!pos.centred()) {
    text += ", " + std::string(breed_name(side)) + " to move\n";
    text += "State of primes for " + std::string(breed_name(side)) + ": " +
            (pos.state_of_primes(side) ? "yes" : "no");
  }
  text += "\nLast move: ";
  text += scene.last ? round_label(scene.ply, scene.last->mover) + " " + scene.last->text : "none";
  text += "\nAttracted feet (*): ";
  const SpaceSet attracted = attracted_feet(pos);
  if (attracted.empty()) text += "none";
  std::string_view separator;
  for (const Space s : attracted) {
    text += separator;
    text += space_name(s);
    separator = " ";
  }
  return text + "\n";
}

}  // namespace

std::string text_diagram(const Scene& scene) {
  const SpaceSet attracted = attracted_feet(scene.position);
  std::string text = header_row();
  for (int cycle = 1; cycle <= kCycles; ++cycle) text += cycle_row(scene.position, cycle, attracted);
  text += centre_row(scene);
  text += status_lines(scene);
  return text;
}

}  // namespace adomoc::render

#include "render/svg_pieces.hpp"

#include "render/palette.hpp"
#include "validator/notation.hpp"

namespace adomoc::render {

namespace {

struct Colours {
  const char* fill;
  const char* edge;
};

Colours colours(Breed b) {
  return b == Breed::light ? Colours{palette::kLightPiece, palette::kLightPieceEdge}
                           : Colours{palette::kDarkPiece, palette::kDarkPieceEdge};
}

std::string paint(Colours c) { return std::string(" fill=\"") + c.fill + "\" stroke=\"" + c.edge + "\""; }

// A foot: a triangle pointing up, like an arrowhead.
std::string foot_shape(Colours c) {
  return "<path d=\"M0 -10L9.5 7.5H-9.5Z\"" + paint(c) + " stroke-width=\"1.5\" stroke-linejoin=\"round\"/>";
}

// A moon: a crescent opening to the right, cut from a disc of radius 10 by
// a disc of radius 8 centred at (5, 0); the two meet at (6.1, +-7.92).
std::string moon_shape(Colours c) {
  return "<path d=\"M6.1 -7.92A10 10 0 1 0 6.1 7.92A8 8 0 1 1 6.1 -7.92Z\"" + paint(c) + " stroke-width=\"1.3\"/>";
}

// A sun: a disc with eight rays, the rays in the edge colour so a pale sun
// still shows on the pale board.
std::string sun_shape(Colours c) {
  return std::string("<path d=\"M0 -11V-7M0 7V11M-11 0H-7M7 0H11M-7.8 -7.8L-5 -5M5 5L7.8 7.8M7.8 -7.8L5 -5M-5 5L-7.8 7.8\"") +
         " stroke=\"" + c.edge + "\" stroke-width=\"2.2\" stroke-linecap=\"round\"/><circle r=\"6\"" + paint(c) +
         " stroke-width=\"1.5\"/>";
}

std::string prime_ring() {
  return std::string("<circle r=\"13.5\" fill=\"none\" stroke=\"") + palette::kPrime + "\" stroke-width=\"2.4\"/>";
}

std::string shape_id(Piece p) {
  std::string id = "adomoc-" + std::string(breed_name(p.breed())) + "-" + std::string(type_name(p.type()));
  return p.prime() ? id + "-prime" : id;
}

std::string shape(Piece p) {
  const Colours c = colours(p.breed());
  std::string body;
  switch (p.type()) {
    case PieceType::foot: body = foot_shape(c); break;
    case PieceType::moon: body = moon_shape(c); break;
    case PieceType::sun: body = sun_shape(c); break;
  }
  return "<g id=\"" + shape_id(p) + "\">" + (p.prime() ? prime_ring() : "") + body + "</g>";
}

}  // namespace

std::string piece_defs() {
  std::string defs;
  for (const Breed b : {Breed::light, Breed::dark})
    for (const PieceType t : {PieceType::foot, PieceType::moon, PieceType::sun})
      for (const bool prime : {false, true}) defs += shape(Piece(t, b, prime)) + "\n";
  return defs;
}

std::string piece_href(Piece p) {
  std::string href = "#";
  return href += shape_id(p);
}

}  // namespace adomoc::render

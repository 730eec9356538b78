// Where things stand on the picture of the round board. All of the drawing
// geometry is here: every other file asks these functions for coordinates.
//
// The board is drawn in SVG user units around (0, 0), y pointing down.
// Columns run counter-clockwise a to j, light's prime column c at the
// bottom and dark's h at the top; cycle 1 is the outer ring, cycle 8 the
// inner one, and the centre (cycle 9) is the middle.
#pragma once

#include <string>

#include "validator/types.hpp"

namespace adomoc::render::geometry {

struct Point {
  double x = 0;
  double y = 0;
};

inline constexpr double kOuterRingRadius = 250;  // cycle 1
inline constexpr double kInnerRingRadius = 61;   // cycle 8
inline constexpr double kCentreRadius = 30;      // the centre disc
inline constexpr double kBoardRadius = 268;      // the board's edge
inline constexpr double kLetterRadius = 284;     // column letters, outside the edge
inline constexpr double kViewHalfSize = 300;     // the picture spans -300..300 both ways
inline constexpr double kSpaceRadius = 12;       // a space's circle; a piece fits inside

// The distance between two neighbouring cycles.
double ring_gap();

// Counter-clockwise angle in radians, measured as in mathematics (0 points
// right). `column` may be fractional to draw between columns.
double column_angle(double column);
// Distance from the middle of the board; `cycle` may be fractional. Cycle 9
// is the centre itself (radius 0).
double cycle_radius(double cycle);

Point polar_point(double column, double cycle);
Point space_point(Space s);

// SVG path data ("M... C...") for the line that rides from (column0,
// cycle0) to (column1, cycle1) turning evenly: a cycle ride is an arc, a
// column ride a straight line, a spiral ride a spiral. Columns are not
// wrapped: pass column1 = column0 - 1 to go clockwise from a to j. With
// `stop_short`, the line ends that far (in user units, straight) before
// its end point: room for an arrowhead in front of a piece.
std::string ride_path(double column0, double cycle0, double column1, double cycle1, double stop_short = 0);

// SVG path data for the band of cycles first..last (inclusive) between
// columns first_column and last_column (inclusive): an annular sector
// reaching half a ring gap beyond the outer ring and half a column beyond
// each edge column.
std::string band_path(int first_cycle, int last_cycle, int first_column, int last_column);

// A number as SVG wants it: at most one decimal, no "-0".
std::string number(double value);

}  // namespace adomoc::render::geometry

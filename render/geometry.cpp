#include "render/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace adomoc::render::geometry {

namespace {

constexpr double kColumnStep = 2 * std::numbers::pi / kColumns;
// Light's prime column c (index 2) points straight down.
constexpr double kColumnCAngle = 1.5 * std::numbers::pi;

std::string point_text(Point p) { return number(p.x) + " " + number(p.y); }

// Velocity of the evenly turning ride at `column`, `cycle` per unit of its
// parameter, when the ride changes column by dcolumn and cycle by dcycle.
Point ride_velocity(double column, double cycle, double dcolumn, double dcycle) {
  const double angle = column_angle(column), radius = cycle_radius(cycle);
  const double dangle = dcolumn * kColumnStep;
  // Between cycles 8 and 9 the radius shrinks to the centre, elsewhere by one gap per cycle.
  const double dradius = cycle > kCycles ? -kInnerRingRadius * dcycle : -ring_gap() * dcycle;
  return {dradius * std::cos(angle) - radius * dangle * std::sin(angle),
          -(dradius * std::sin(angle) + radius * dangle * std::cos(angle))};
}

// An SVG arc command along a circle of `radius` around the middle.
std::string arc(double radius, int large, int sweep, Point to) {
  std::string a = "A";
  a += number(radius);
  a += ' ';
  a += number(radius);
  a += " 0 ";
  a += std::to_string(large);
  a += ' ';
  a += std::to_string(sweep);
  a += ' ';
  a += point_text(to);
  return a;
}

}  // namespace

double ring_gap() { return (kOuterRingRadius - kInnerRingRadius) / (kCycles - 1); }

double column_angle(double column) { return kColumnCAngle + (column - 2) * kColumnStep; }

double cycle_radius(double cycle) {
  if (cycle <= kCycles) return kInnerRingRadius + (kCycles - cycle) * ring_gap();
  return kInnerRingRadius * (kCentreCycle - cycle);  // into the centre
}

Point polar_point(double column, double cycle) {
  const double angle = column_angle(column), radius = cycle_radius(cycle);
  return {radius * std::cos(angle), -radius * std::sin(angle)};
}

Point space_point(Space s) {
  if (s == kCentre) return {0, 0};
  return polar_point(column_of(s), cycle_of(s));
}

// The fraction of the ride from (column0, cycle0) to (column1, cycle1)
// after which it is `gap` away from its end, found by bisection (the
// distance to the end shrinks steadily over the last stretch of a ride).
double fraction_before_end(double column0, double cycle0, double column1, double cycle1, double gap) {
  const Point end = polar_point(column1, cycle1);
  const auto distance_to_end = [&](double t) {
    const Point p = polar_point(column0 + t * (column1 - column0), cycle0 + t * (cycle1 - cycle0));
    return std::hypot(p.x - end.x, p.y - end.y);
  };
  if (distance_to_end(0) <= gap) return 0;
  double near = 1, far = 0;
  // Narrow the search to the last stretch that is still farther than `gap`.
  for (double t = 1; t >= 0; t -= 0.05) {
    if (distance_to_end(t) > gap) {
      far = t;
      break;
    }
    near = t;
  }
  for (int i = 0; i < 30; ++i) {
    const double mid = (near + far) / 2;
    (distance_to_end(mid) > gap ? far : near) = mid;
  }
  return far;
}

std::string ride_path(double column0, double cycle0, double column1, double cycle1, double stop_short) {
  if (stop_short > 0) {
    const double t = fraction_before_end(column0, cycle0, column1, cycle1, stop_short);
    column1 = column0 + t * (column1 - column0);
    cycle1 = cycle0 + t * (cycle1 - cycle0);
  }
  // One cubic Bezier per step of the ride, with tangents matching the
  // evenly turning curve at both ends of the step: close enough to draw.
  const double span = std::max(std::abs(column1 - column0), std::abs(cycle1 - cycle0));
  const int segments = std::max(1, static_cast<int>(std::ceil(span)));
  const double dcolumn = (column1 - column0) / segments, dcycle = (cycle1 - cycle0) / segments;
  std::string d = "M";
  d += point_text(polar_point(column0, cycle0));
  for (int i = 0; i < segments; ++i) {
    const double k0 = column0 + i * dcolumn, c0 = cycle0 + i * dcycle;
    const double k1 = k0 + dcolumn, c1 = c0 + dcycle;
    const Point p0 = polar_point(k0, c0), p1 = polar_point(k1, c1);
    const Point v0 = ride_velocity(k0, c0, dcolumn, dcycle), v1 = ride_velocity(k1, c1, dcolumn, dcycle);
    d += 'C';
    d += point_text({p0.x + v0.x / 3, p0.y + v0.y / 3});
    d += ' ';
    d += point_text({p1.x - v1.x / 3, p1.y - v1.y / 3});
    d += ' ';
    d += point_text(p1);
  }
  return d;
}

std::string band_path(int first_cycle, int last_cycle, int first_column, int last_column) {
  const double outer = cycle_radius(first_cycle) + ring_gap() / 2;
  const double inner = cycle_radius(last_cycle) - ring_gap() / 2;
  const double from = first_column - 0.5, to = last_column + 0.5;
  auto at = [](double column, double radius) {
    const double angle = column_angle(column);
    return Point{radius * std::cos(angle), -radius * std::sin(angle)};
  };
  // Counter-clockwise on the board is sweep-flag 0 on screen (y points down).
  const int large = (to - from) * kColumnStep > std::numbers::pi ? 1 : 0;
  std::string d = "M";
  d += point_text(at(from, outer));
  d += arc(outer, large, 0, at(to, outer));
  d += 'L';
  d += point_text(at(to, inner));
  d += arc(inner, large, 1, at(from, inner));
  return d + "Z";
}

std::string number(double value) {
  char text[32];
  const double rounded = std::round(value * 10) / 10;
  std::snprintf(text, sizeof text, "%.1f", rounded == 0 ? 0.0 : rounded);
  std::string s = text;
  if (s.size() > 2 && s.ends_with(".0")) s.resize(s.size() - 2);
  return s;
}

}  // namespace adomoc::render::geometry

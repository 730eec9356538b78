#include "cli/stats_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "db/game_filter.hpp"
#include "validator/notation.hpp"

namespace adomoc::cli {

namespace {

constexpr std::size_t kHistogramWidth = 40;  // the longest bar, in characters

std::string fixed(double value, int decimals) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// Medians and quartiles are whole numbers or halves: shown as such.
std::string figure(double value) { return value == std::floor(value) ? fixed(value, 0) : fixed(value, 1); }

std::string right(const std::string& text, std::size_t width) {
  return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}
std::string left(const std::string& text, std::size_t width) {
  return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

std::string counted(std::int64_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "a / b" as a share, or "-" when b is 0.
std::string ratio(std::int64_t a, std::int64_t b, int decimals, double scale = 1) {
  return b ? fixed(scale * static_cast<double>(a) / static_cast<double>(b), decimals) : "-";
}

std::string games_section(const db::Statistics& s) {
  std::string text = counted(s.games, "game", "games") + ", " + counted(s.plies, "ply", "plies") + " (" +
                     ratio(s.plies, s.games, 1) + " a game)\n";
  if (s.unreadable_games)
    text += counted(s.unreadable_games, "game has", "games have") +
            " damaged moves: their moves are counted up to the damage\n";
  return text;
}

std::string results_section(const db::Statistics& s) {
  std::string text = "\n" + left("Results", 14) + right("games", 9) + right("light wins", 12) + right("dark wins", 11) +
                     right("draws", 7) + right("unfinished", 12) + "\n";
  for (int v = 0; v < kVariants; ++v) {
    const db::Results& r = s.results[static_cast<std::size_t>(v)];
    if (r.games() == 0) continue;
    text += "  " + left(db::variant_text(v), 12) + right(std::to_string(r.games()), 9) +
            right(std::to_string(r.light_wins), 12) + right(std::to_string(r.dark_wins), 11) +
            right(std::to_string(r.draws), 7) + right(std::to_string(r.unfinished), 12) + "\n";
  }
  const auto& t = s.terminations;
  return text + "\nEndings: " + std::to_string(t[1]) + " centred, " + std::to_string(t[2]) + " forfeit, " +
         std::to_string(t[3]) + " draw, " + std::to_string(t[0]) + " unfinished\n";
}

std::string bin_name(const db::Histogram& h, std::size_t bin) {
  const std::string first = std::to_string(h.bin_first(bin));
  return h.width == 1 ? first : first + "-" + std::to_string(h.bin_last(bin));
}

std::string histogram_lines(const db::Histogram& h) {
  const std::int64_t most = h.counts.empty() ? 0 : *std::max_element(h.counts.begin(), h.counts.end());
  const std::size_t name_width = bin_name(h, h.counts.size() - 1).size();
  std::string text;
  for (std::size_t bin = 0; bin < h.counts.size(); ++bin) {
    const std::int64_t n = h.counts[bin];
    // Any game at all shows as at least one '#'.
    const auto bar = static_cast<std::size_t>(
        n == 0 ? 0 : std::max<std::int64_t>(1, n * static_cast<std::int64_t>(kHistogramWidth) / most));
    text += "  " + right(bin_name(h, bin), name_width) + "  " + std::string(bar, '#') + (bar ? " " : "") +
            std::to_string(n) + "\n";
  }
  return text;
}

std::string length_section(const db::Statistics& s) {
  const db::Summary& l = s.length;
  return "\nGame length in plies\n  min " + figure(l.min) + ", lower quartile " + figure(l.lower_quartile) +
         ", median " + figure(l.median) + ", upper quartile " + figure(l.upper_quartile) + ", max " + figure(l.max) +
         ", mean " + fixed(l.mean, 1) + "\n" + histogram_lines(s.length_histogram);
}

std::string by_type(const std::array<std::int64_t, kPieceTypes>& counts) {
  std::string text;
  for (const PieceType t : {PieceType::foot, PieceType::moon, PieceType::sun})
    text += (text.empty() ? "" : ", ") + std::string(type_name(t)) + " " +
            std::to_string(counts[static_cast<std::size_t>(index(t))]);
  return text;
}

std::string behaviours_section(const db::Statistics& s) {
  return "\nBehaviours\n  originations: " + ratio(s.originations, s.games, 2) + " a game (" +
         std::to_string(s.originations) + " in all)\n    by the moving piece: " + by_type(s.originations_by_mover) +
         "\n    of the piece sent home: " + by_type(s.originations_by_target) +
         "\n  consumptions: " + ratio(s.consumptions, s.games, 2) + " a game (" + std::to_string(s.consumptions) +
         " in all)\n    by type: " + by_type(s.consumptions_by_type) +
         "\n  attraction: some foot is attracted before " + ratio(s.positions_with_attracted_feet, s.plies, 1, 100) +
         "% of moves (" + std::to_string(s.positions_with_attracted_feet) + " of " + std::to_string(s.plies) +
         "), " + ratio(s.attracted_feet, s.plies, 3) + " attracted feet a position\n";
}

std::string first_moves_section(const db::Statistics& s) {
  std::string text = "\nMost common first moves\n";
  std::size_t width = 0;
  for (const db::FirstMove& m : s.first_moves) width = std::max(width, m.move.size());
  for (const db::FirstMove& m : s.first_moves)
    text += "  " + left(m.move, width) + "  " + counted(m.games, "game", "games") + "\n";
  return text;
}

std::string endings_section(const db::Statistics& s) {
  const db::Summary& c = s.centred_ply;
  std::string text = "\nCentring: " + counted(c.count, "game", "games") + " centred";
  if (c.count)
    text += ", at ply min " + figure(c.min) + ", median " + figure(c.median) + ", mean " + fixed(c.mean, 1) +
            ", max " + figure(c.max);
  const db::Summary& m = s.altogether_margin;
  text += "\nAltogether scores, light's minus dark's: " + counted(m.count, "centred game", "centred games");
  if (m.count)
    text += ", margin min " + figure(m.min) + ", median " + figure(m.median) + ", max " + figure(m.max) +
            ", mean " + fixed(m.mean, 1) + "; " + std::to_string(s.altogether_level) + " level";
  return text + "\n";
}

std::string landings_section(const db::Statistics& s) {
  const std::int64_t most = *std::max_element(s.landings.begin(), s.landings.end());
  const std::size_t width = std::max<std::size_t>(std::to_string(most).size(), 3) + 2;
  std::string text = "\nLandings per space\n  cycle";
  for (int column = 0; column < kColumns; ++column)
    text += right(std::string(1, static_cast<char>('a' + column)), width);
  text += "\n";
  for (int cycle = 1; cycle <= kCycles; ++cycle) {
    text += "  " + right(std::to_string(cycle), 5);
    for (int column = 0; column < kColumns; ++column)
      text += right(std::to_string(s.landings[make_space(column, cycle)]), width);
    text += "\n";
  }
  return text + "  centre " + std::to_string(s.landings[kCentre]) + "\n";
}

}  // namespace

std::string statistics_report(const db::Statistics& s) {
  if (s.games == 0) return "No games match.\n";
  return games_section(s) + results_section(s) + length_section(s) + behaviours_section(s) +
         first_moves_section(s) + endings_section(s) + landings_section(s);
}

}  // namespace adomoc::cli

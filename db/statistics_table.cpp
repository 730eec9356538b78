// The statistics in long form: one figure a row, so that CSV and JSON carry
// every figure under a stable (section, name).
#include "db/statistics.hpp"

#include "validator/notation.hpp"

namespace adomoc::db {

namespace {

class LongTable {
 public:
  void add(const std::string& section, const std::string& name, Cell value) {
    table_.rows.push_back({section, name, std::move(value)});
  }
  void add_count(const std::string& section, const std::string& name, std::int64_t value) {
    add(section, name, Cell{value});
  }
  // A share or average; empty when there is nothing to divide by.
  void add_ratio(const std::string& section, const std::string& name, double part, std::int64_t whole) {
    add(section, name, whole ? Cell{part / static_cast<double>(whole)} : Cell{});
  }
  Table take() { return std::move(table_); }

 private:
  Table table_{{"section", "name", "value"}, {}, {}};
};

// Whole numbers stay whole; halves (medians, quartiles) become measures.
Cell figure(double value) {
  const auto whole = static_cast<std::int64_t>(value);
  return static_cast<double>(whole) == value ? Cell{whole} : Cell{value};
}

void add_summary(LongTable& t, const std::string& section, const Summary& s, bool quartiles) {
  t.add_count(section, "games", s.count);
  const auto add = [&](const char* name, double value) { t.add(section, name, s.count ? figure(value) : Cell{}); };
  add("min", s.min);
  if (quartiles) add("lower_quartile", s.lower_quartile);
  add("median", s.median);
  if (quartiles) add("upper_quartile", s.upper_quartile);
  add("max", s.max);
  t.add(section, "mean", s.count ? Cell{s.mean} : Cell{});
}

void add_results(LongTable& t, const Statistics& s) {
  for (int v = 0; v < kVariants; ++v) {
    const Results& r = s.results[static_cast<std::size_t>(v)];
    const std::string variant = variant_text(v) + " ";
    t.add_count("results", variant + "light_wins", r.light_wins);
    t.add_count("results", variant + "dark_wins", r.dark_wins);
    t.add_count("results", variant + "draws", r.draws);
    t.add_count("results", variant + "unfinished", r.unfinished);
  }
  for (int code : {1, 2, 3, 0})  // centred, forfeit, draw, unfinished
    t.add_count("terminations", termination_text(code), s.terminations[static_cast<std::size_t>(code)]);
}

void add_lengths(LongTable& t, const Statistics& s) {
  add_summary(t, "length", s.length, true);
  const Histogram& h = s.length_histogram;
  for (std::size_t bin = 0; bin < h.counts.size(); ++bin) {
    const std::string first = std::to_string(h.bin_first(bin));
    t.add_count("length_histogram", h.width == 1 ? first : first + "-" + std::to_string(h.bin_last(bin)),
                h.counts[bin]);
  }
}

void add_by_type(LongTable& t, const std::string& section, const std::string& prefix,
                 const std::array<std::int64_t, kPieceTypes>& counts) {
  for (const PieceType type : {PieceType::foot, PieceType::moon, PieceType::sun})
    t.add_count(section, prefix + std::string(type_name(type)), counts[static_cast<std::size_t>(index(type))]);
}

void add_behaviours(LongTable& t, const Statistics& s) {
  t.add_count("originations", "total", s.originations);
  t.add_ratio("originations", "per_game", static_cast<double>(s.originations), s.games);
  add_by_type(t, "originations", "by_mover ", s.originations_by_mover);
  add_by_type(t, "originations", "by_target ", s.originations_by_target);
  t.add_count("consumptions", "total", s.consumptions);
  t.add_ratio("consumptions", "per_game", static_cast<double>(s.consumptions), s.games);
  add_by_type(t, "consumptions", "", s.consumptions_by_type);
  t.add_count("attraction", "positions", s.plies);
  t.add_count("attraction", "positions_with_attracted_feet", s.positions_with_attracted_feet);
  t.add_count("attraction", "attracted_feet", s.attracted_feet);
  t.add_ratio("attraction", "percent_of_positions", 100.0 * static_cast<double>(s.positions_with_attracted_feet),
              s.plies);
  t.add_ratio("attraction", "feet_per_position", static_cast<double>(s.attracted_feet), s.plies);
}

void add_endings(LongTable& t, const Statistics& s) {
  for (const FirstMove& m : s.first_moves) t.add_count("first_moves", m.move, m.games);
  add_summary(t, "centred_ply", s.centred_ply, false);
  add_summary(t, "altogether_margin", s.altogether_margin, false);
  t.add_count("altogether_margin", "level", s.altogether_level);
}

void add_landings(LongTable& t, const Statistics& s) {
  for (int space = 0; space < kSpaces; ++space)
    t.add_count("landings", space == kCentre ? "centre" : space_name(static_cast<Space>(space)),
                s.landings[static_cast<std::size_t>(space)]);
}

}  // namespace

Table statistics_table(const Statistics& s) {
  LongTable t;
  t.add_count("games", "games", s.games);
  t.add_count("games", "plies", s.plies);
  t.add_count("games", "unreadable", s.unreadable_games);
  add_results(t, s);
  add_lengths(t, s);
  add_behaviours(t, s);
  add_endings(t, s);
  add_landings(t, s);
  return t.take();
}

}  // namespace adomoc::db

#include "cli/import_summary.hpp"

#include <ostream>

#include "cli/query_options.hpp"
#include "render/escape.hpp"

namespace adomoc::cli {

namespace {

std::string place(const std::string& file, std::uint32_t line) { return file + ":" + std::to_string(line); }

std::string place(const std::string& file, std::uint32_t line, std::uint32_t column) {
  return place(file, line) + ":" + std::to_string(column);
}

// File names, messages and moves quote untrusted text: no control
// character may reach the terminal.
void detail(std::ostream& out, const std::string& text) { out << "  " << render::terminal_text(text) << "\n"; }

void more(std::ostream& out, std::uint64_t total, std::size_t shown, const std::string& where) {
  if (total > shown) out << "  ... and " << total - shown << " more" << where << "\n";
}

void print_skipped(std::ostream& out, const db::ImportSummary& s) {
  for (const db::SkippedGame& g : s.first_skipped)
    detail(out, "already stored: " + place(g.file, g.line) + " -> stored id " + std::to_string(g.stored_id));
  more(out, s.duplicates, s.first_skipped.size(), " already stored");
}

void print_faults(std::ostream& out, const db::ImportSummary& s) {
  for (const db::QuarantinedGame& q : s.first_faults) detail(out, place(q.file, q.line, q.column) + ": " + q.message);
  more(out, s.invalid, s.first_faults.size(), " (adomoc quarantine list)");
}

void print_repairs(std::ostream& out, const db::ImportSummary& s) {
  if (s.repairs == 0) return;
  std::string kinds;
  for (const auto& [kind, n] : s.repairs_by_kind) kinds += (kinds.empty() ? "" : ", ") + kind + " " + std::to_string(n);
  out << counted(s.repairs, "slip", "slips") << " repaired (--lenient): " << kinds << "\n";
  for (const db::Repair& r : s.first_repairs)
    detail(out, place(r.file, r.line, r.column) + ": ply " + std::to_string(r.ply) + ": " +
                    (r.move.empty() ? "" : r.move + ": ") + r.message);
  more(out, s.repairs, s.first_repairs.size(), " (adomoc validate --lenient shows them all)");
}

}  // namespace

void print_summary(std::ostream& out, const db::ImportSummary& s, const std::string& database) {
  out << "imported " << counted(s.imported, "game", "games") << " (" << counted(s.plies, "ply", "plies") << ") into "
      << database << "; " << counted(s.duplicates, "duplicate", "duplicates") << " skipped; " << s.invalid
      << " invalid, kept in quarantine\n";
  print_skipped(out, s);
  print_faults(out, s);
  if (s.mended > 0)
    out << counted(s.mended, "quarantined game", "quarantined games")
        << " came back valid and left the quarantine\n";
  if (s.unreadable_dates > 0)
    out << counted(s.unreadable_dates, "Date value", "Date values")
        << (s.unreadable_dates == 1 ? " is not a date" : " are not dates")
        << " (YYYY.MM.DD, '?' for unknown parts), stored as written\n";
  print_repairs(out, s);
}

}  // namespace adomoc::cli

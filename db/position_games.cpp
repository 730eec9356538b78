#include <array>

#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/position_search.hpp"
#include "db/queries.hpp"
#include "validator/notation.hpp"

namespace adomoc::db {

namespace {

std::string next_move_text(const Position& at, std::span<const std::uint8_t> continuation) {
  if (continuation.size() < 2) return "";
  const auto m = decode_move(at, word_at(continuation, 0));
  return m ? move_text(at, *m) : "?";
}

}  // namespace

Table position_games(Database& db, const GameFilter& filter, const Position& target, std::optional<std::int64_t> limit) {
  return position_table(db, target, answer_position(db, target, filter, {1, 0, limit}));
}

Table position_table(Database& db, const Position& target, const PositionAnswer& answer) {
  Statement details(db,
                    "SELECT g.date, pl.name, pd.name, e.name, g.variant, g.termination FROM games g "
                    "LEFT JOIN players pl ON pl.id = g.light_id LEFT JOIN players pd ON pd.id = g.dark_id "
                    "LEFT JOIN events e ON e.id = g.event_id WHERE g.id = ?");
  Table t{{"id", "ply", "next_move", "date", "light", "dark", "event", "variant", "result", "termination", "plies"},
          {},
          {}};
  const OpeningCounts& totals = answer.totals;
  for (const PositionHit& h : answer.page) {
    details.bind(1, h.game);
    if (!details.step()) {
      details.reset();
      continue;
    }
    const auto text = [&](int c) { return details.is_null(c) ? Cell{} : Cell{details.text(c)}; };
    // The side to move of the target is the side to move of every hit.
    t.rows.push_back({h.game, std::int64_t{h.ply}, next_move_text(target, h.continuation), text(0), text(1), text(2),
                      text(3), variant_text(static_cast<int>(details.integer(4))), result_text(h.result),
                      termination_text(static_cast<int>(details.integer(5))), std::int64_t{h.plies}});
    details.reset();
  }
  const auto& r = totals.by_result;
  std::string note = std::to_string(totals.games) + (totals.games == 1 ? " game" : " games") +
                     ": light won " + std::to_string(r[0]) +
                     ", dark won " + std::to_string(r[1]) + ", " + std::to_string(r[2]) + " drawn, " +
                     std::to_string(r[3]) + " unfinished";
  if (const auto score = score_percent(r[0], r[2], totals.games - r[3])) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", *score);
    note += "; light scores " + std::string(text) + "%";
  }
  t.notes.push_back(note);
  if (totals.games > std::ssize(answer.page))
    t.notes.push_back("(first " + std::to_string(answer.page.size()) + " shown)");
  return t;
}

}  // namespace adomoc::db

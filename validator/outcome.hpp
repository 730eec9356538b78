// How a game ended and who won, from the moves (RULES.md 5 and 7).
#pragma once

#include <optional>
#include <string_view>

#include "validator/position.hpp"

namespace adomoc {

enum class Termination : std::uint8_t { unfinished, centred, forfeit, draw };
enum class GameResult : std::uint8_t { light_wins, dark_wins, draw, unfinished };

struct Outcome {
  GameResult result = GameResult::unfinished;
  Termination termination = Termination::unfinished;
  std::optional<Scores> scores;  // Altogether games that were centred
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

std::string_view result_text(GameResult r);        // "1-0", "0-1", "1/2-1/2", "*"
bool parse_result(std::string_view text, GameResult& out);
std::string_view termination_name(Termination t);  // "centred", "forfeit", "draw", "unfinished"
bool parse_termination(std::string_view text, Termination& out);

constexpr GameResult win_for(Breed b) { return b == Breed::light ? GameResult::light_wins : GameResult::dark_wins; }

// `pos` has just been centred by the side that is no longer to move.
Outcome centred_outcome(const Position& pos);
// The side to move in `pos` forfeits (resigns, or has no legal move).
Outcome forfeit_outcome(const Position& pos);
Outcome draw_outcome();
// A record that stops: unfinished, unless the side to move has no legal
// move, which is a forfeit all the same.
Outcome outcome_at_end(const Position& pos);

}  // namespace adomoc

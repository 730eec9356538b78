#include "validator/outcome.hpp"

#include <array>

#include "validator/movegen.hpp"

namespace adomoc {

namespace {
constexpr std::array<std::string_view, 4> kResultTexts = {"1-0", "0-1", "1/2-1/2", "*"};
constexpr std::array<std::string_view, 4> kTerminationNames = {"unfinished", "centred", "forfeit", "draw"};
}  // namespace

std::string_view result_text(GameResult r) { return kResultTexts[static_cast<std::size_t>(r)]; }

bool parse_result(std::string_view text, GameResult& out) {
  for (std::size_t i = 0; i < kResultTexts.size(); ++i)
    if (kResultTexts[i] == text) return out = static_cast<GameResult>(i), true;
  return false;
}

std::string_view termination_name(Termination t) { return kTerminationNames[static_cast<std::size_t>(t)]; }

bool parse_termination(std::string_view text, Termination& out) {
  for (std::size_t i = 0; i < kTerminationNames.size(); ++i)
    if (kTerminationNames[i] == text) return out = static_cast<Termination>(i), true;
  return false;
}

Outcome centred_outcome(const Position& pos) {
  const Breed centring = opponent(pos.side_to_move());
  Outcome o{win_for(centring), Termination::centred, std::nullopt};
  if (pos.variant() == Variant::altogether) {
    const Scores s = altogether_scores(pos);
    o.scores = s;
    o.result = s.light > s.dark ? GameResult::light_wins
               : s.dark > s.light ? GameResult::dark_wins
                                  : GameResult::draw;
  }
  return o;
}

Outcome forfeit_outcome(const Position& pos) {
  return {win_for(opponent(pos.side_to_move())), Termination::forfeit, std::nullopt};
}

Outcome draw_outcome() { return {GameResult::draw, Termination::draw, std::nullopt}; }

Outcome outcome_at_end(const Position& pos) {
  if (pos.centred()) return centred_outcome(pos);
  if (!has_legal_move(pos)) return forfeit_outcome(pos);
  return {};
}

}  // namespace adomoc

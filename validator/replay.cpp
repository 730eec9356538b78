#include "validator/replay.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <variant>

#include "parser/writer.hpp"
#include "validator/move_check.hpp"
#include "validator/notation.hpp"

namespace adomoc {

namespace {

enum class Ended : std::uint8_t { no, centred, forfeit, draw };

// The tag takes exactly the names NOTATION.md lists (the command line is
// more forgiving about case).
bool variant_tag(std::string_view value, Variant& out) {
  for (int v = 0; v < kVariants; ++v)
    if (variant_name(static_cast<Variant>(v)) == value) return out = static_cast<Variant>(v), true;
  return false;
}

// WrittenResult is in the order of GameResult.
static_assert(static_cast<int>(parser::WrittenResult::light_wins) == static_cast<int>(GameResult::light_wins) &&
              static_cast<int>(parser::WrittenResult::dark_wins) == static_cast<int>(GameResult::dark_wins) &&
              static_cast<int>(parser::WrittenResult::draw) == static_cast<int>(GameResult::draw) &&
              static_cast<int>(parser::WrittenResult::unfinished) == static_cast<int>(GameResult::unfinished));
GameResult result_of(parser::WrittenResult r) { return static_cast<GameResult>(r); }

std::string round_text(std::uint32_t number, bool dark) { return std::to_string(number) + (dark ? "..." : "."); }

std::string describe_end(Ended ended, int ply, Breed last_mover) {
  const std::string by = std::string(breed_name(last_mover));
  switch (ended) {
    case Ended::centred: return by + " centred the game at ply " + std::to_string(ply);
    case Ended::forfeit: return "the game ended by forfeit after ply " + std::to_string(ply);
    case Ended::draw: return "the game was drawn by agreement after ply " + std::to_string(ply);
    case Ended::no: break;
  }
  return "the game was not over";
}

// Replays one line of a game: the main line, or a variation from the
// position before the move it replaces (a Replayer of its own, which sees
// neither the tags nor the result, and shows its moves to no visitor).
class Replayer {
 public:
  Replayer(parser::Game& game, const ReplayOptions& options)
      : game_(game), line_(game.movetext), options_(options), pos_(Position::initial()) {}

  Replayed run() {
    if (read_tags()) {
      play_line();
      if (!check_.fault) finish();
    }
    check_.plies = plies_;
    return {pos_, std::move(check_)};
  }

 private:
  // For a variation: its line, and where it starts.
  Replayer(parser::Game& game, std::vector<parser::Element>& line, const ReplayOptions& options, const Position& start,
           int plies, Variant variant)
      : game_(game), line_(line), options_(options), pos_(start), in_variation_(true), plies_(plies) {
    check_.variant = variant;
  }

  void play_line() {
    for (index_ = 0; index_ < line_.size() && !check_.fault; ++index_) step();
  }

  // A result token repaired under --lenient is replaced once its visit is
  // over: a variant is not reassigned from inside its own visit.
  struct Rewrite {
    std::optional<parser::Element> with;  // nothing: left out
  };

  void step() {
    std::visit([this](auto& element) { visit(element); }, line_[index_]);
    if (!rewrite_) return;
    if (rewrite_->with) {
      line_[index_] = std::move(*rewrite_->with);
    } else {
      line_.erase(line_.begin() + static_cast<std::ptrdiff_t>(index_));
      --index_;  // unsigned: wraps and comes back to this place with the loop's ++
    }
    rewrite_.reset();
  }

  void fault(Rule rule, parser::SourcePos pos, std::string move, std::string message, int ply) {
    check_.fault = Fault{ply, pos, std::move(move), rule, in_a_variation(std::move(message))};
  }
  std::string in_a_variation(std::string message) const {
    return in_variation_ ? "in a variation: " + message : message;
  }

  // A slip whose meaning is certain: under --lenient a warning, and true
  // (the caller then repairs it); otherwise a fault, and false.
  bool slip(Rule rule, int ply, parser::SourcePos pos, std::string move, std::string message) {
    if (options_.lenient) {
      check_.warnings.push_back({ply, pos, std::move(move), in_a_variation(std::move(message)), rule});
    } else {
      fault(rule, pos, std::move(move), std::move(message), ply);
    }
    return options_.lenient;
  }

  bool read_tags() {
    if (parser::Tag* v = game_.find_tag("Variant"); v && !variant_tag(v->value, check_.variant) && !variant_in_another_case(*v))
      return false;
    result_tag_ = game_.find_tag("Result");
    if (result_tag_ && !parse_result(result_tag_->value, claimed_)) {
      fault(Rule::tag, result_tag_->pos, "",
            "unknown Result \"" + result_tag_->value + "\": use 1-0, 0-1, 1/2-1/2 or *", 0);
      return false;
    }
    pos_ = Position::initial(check_.variant);
    return true;
  }

  // "standard" for "Standard": a slip, the tag spelt anew under --lenient.
  bool variant_in_another_case(parser::Tag& v) {
    Variant variant = Variant::standard;
    if (!parse_variant(v.value, variant)) {
      fault(Rule::tag, v.pos, "", "unknown Variant \"" + v.value + "\": use Standard, Infinite or Altogether", 0);
      return false;
    }
    const std::string name(variant_name(variant));
    if (!slip(Rule::tag, 0, v.pos, "", "Variant \"" + v.value + "\" is written \"" + name + "\"")) return false;
    v.value = name;
    check_.variant = variant;
    return true;
  }

  bool light_to_move() const { return pos_.side_to_move() == Breed::light; }
  int round() const { return plies_ / 2 + 1; }

  // Nothing may follow the end of the game.
  bool over(parser::SourcePos pos, std::string_view move) {
    if (ended_ == Ended::no) return false;
    fault(Rule::after_end, pos, std::string(move),
          "nothing may follow the end of the game: " + describe_end(ended_, plies_, opponent(pos_.side_to_move())),
          plies_ + 1);
    return true;
  }

  void visit(parser::RoundNumber& r) {
    // Not a slip: the moves after it are most likely another game's.
    if (r.number == 1 && !r.dark && plies_ >= 2)
      return fault(Rule::round_number, r.pos, "",
                   "'1.' after " + std::to_string(plies_) +
                       " plies looks like another game written without tags: each game after the first needs a "
                       "tag line, such as [Event \"?\"], before its moves",
                   plies_ + 1);
    if (ended_ != Ended::no) return void(over(r.pos, ""));
    if (pending_ && !forgive_unfollowed_round()) return;
    const bool in_place = r.dark != light_to_move();
    if (in_place && r.number == static_cast<std::uint32_t>(round())) {
      pending_ = &r;
      return;
    }
    // The messages are built only here, off the common path.
    const std::string written = round_text(r.number, r.dark);
    const std::string expected = round_text(static_cast<std::uint32_t>(round()), !light_to_move());
    std::string message;
    if (!in_place && r.dark)
      message = "'" + written + "' stands before a dark move, but light moves next: write '" + expected + "'";
    else if (!in_place)
      message = "'" + written + "' stands before a light move, but dark moves next: write '" + expected + "' or nothing";
    else
      message = "round number " + written + " is out of sequence: this is round " + std::to_string(round()) +
                ", write '" + expected + "'";
    if (!slip(Rule::round_number, plies_ + 1, r.pos, "", std::move(message))) return;
    r.number = static_cast<std::uint32_t>(round());
    r.dark = !light_to_move();
    pending_ = &r;
  }

  // A round number with no move after it: left out under --lenient.
  bool forgive_unfollowed_round() {
    const parser::RoundNumber& r = *pending_;
    pending_ = nullptr;
    std::string message = "round number " + round_text(r.number, r.dark) + " is not followed by a move";
    if (options_.lenient) message += ": left out";
    return slip(Rule::round_number, plies_ + 1, r.pos, "", std::move(message));
  }

  void visit(parser::MoveToken& token) {
    // The text as written is only needed for a report: build it then.
    if (ended_ != Ended::no) return void(over(token.pos, parser::move_text(token)));
    if (light_to_move() && !pending_) {
      const std::string written = parser::move_text(token);
      if (!slip(Rule::round_number, plies_ + 1, token.pos, written,
                "light's move needs its round number: write '" + std::to_string(round()) + ". " + written + "'"))
        return;
    }
    pending_ = nullptr;
    // Only --lenient rewrites the token; keep what was written for the report.
    std::optional<parser::MoveToken> as_written;
    if (options_.lenient) as_written = token;
    auto move = check_move(pos_, token, options_.lenient, repairs_);
    if (!move)
      return fault(move.error().rule, token.pos, parser::move_text(as_written.value_or(token)), move.error().message,
                   plies_ + 1);
    for (Violation& r : repairs_)
      check_.warnings.push_back(
          {plies_ + 1, token.pos, parser::move_text(*as_written), in_a_variation(std::move(r.message)), r.rule});
    repairs_.clear();
    last_move_ = &token;
    // The position a variation after this move starts from: kept only
    // when one follows.
    if (!game_.variations.empty() && variation_follows()) before_last_move_ = pos_;
    play(*move);
    if (move->kind() == MoveKind::centre) end(Ended::centred, centred_outcome(pos_));
    else if (token.ending == parser::Ending::forfeit) end(Ended::forfeit, forfeit_outcome(pos_));
  }

  // Whether a variation follows the move being visited, after its NAGs
  // and comments.
  bool variation_follows() const {
    for (std::size_t i = index_ + 1; i < line_.size(); ++i) {
      if (std::holds_alternative<parser::VariationRef>(line_[i])) return true;
      if (!std::holds_alternative<parser::Nag>(line_[i]) && !std::holds_alternative<parser::Comment>(line_[i]))
        return false;
    }
    return false;
  }

  void play(Move m) {
    if (options_.visitor) {
      const Position before = pos_;
      pos_.make(m);
      if (in_variation_) {
        options_.visitor->on_variation_move(before, m, pos_);
      } else {
        options_.visitor->on_move(before, m, pos_);
      }
    } else {
      pos_.make(m);
    }
    ++plies_;
  }

  void visit(parser::LoneForfeit& f) {
    if (over(f.pos, "_")) return;
    pending_ = nullptr;  // "12. _": the forfeit stands in place of the move
    end(Ended::forfeit, forfeit_outcome(pos_));
  }

  void visit(parser::DrawMarker& d) {
    if (over(d.pos, "--")) return;
    if (pending_ && !forgive_unfollowed_round()) return;
    end(Ended::draw, draw_outcome());
  }

  void visit(parser::Comment&) {}
  void visit(parser::Nag&) {}

  // Every move of a variation is checked from its own position; its first
  // fault is the game's, its repairs are the game's warnings.
  void visit(parser::VariationRef& ref) {
    if (!before_last_move_) {  // the reader puts a variation after a move only
      return fault(Rule::round_number, game_.variations[ref.index].open, "",
                   "a variation must follow the move it replaces", plies_ + 1);
    }
    Replayer variation(game_, game_.variations[ref.index].movetext, options_, *before_last_move_, plies_ - 1,
                       check_.variant);
    if (options_.visitor) options_.visitor->begin_variation(ref.index);
    variation.play_line();
    if (!variation.check_.fault) variation.finish_variation();
    if (options_.visitor) options_.visitor->end_variation();
    for (Warning& w : variation.check_.warnings) check_.warnings.push_back(std::move(w));
    if (variation.check_.fault) check_.fault = std::move(variation.check_.fault);
  }

  void finish_variation() {
    if (pending_) forgive_unfollowed_round();
  }

  // A chess-style result. Under --lenient, at the end of the moves, it is
  // read for what it can only mean there; anywhere else it is a fault.
  void visit(parser::ResultToken& r) {
    const GameResult written = result_of(r.result);
    const std::string text(result_text(written));
    if (!options_.lenient || !last_in_moves()) {
      std::string message = result_token_advice(written);
      if (options_.lenient) message += " (only a result at the end of the moves is repaired)";
      return fault(Rule::result_token, r.pos, text, std::move(message), plies_ + 1);
    }
    if (pending_) forgive_unfollowed_round();
    if (ended_ != Ended::no) return leave_out_result_of_ended_game(r, written);
    switch (written) {
      case GameResult::draw:
        repair_result(r, "'--' instead (drawn by agreement)", parser::DrawMarker{r.pos});
        return end(Ended::draw, draw_outcome());
      case GameResult::unfinished:
        unfinished_written_ = true;
        return repair_result(r, "left out (the game is unfinished)", std::nullopt);
      case GameResult::light_wins:
      case GameResult::dark_wins: break;
    }
    const Breed loser = written == GameResult::light_wins ? Breed::dark : Breed::light;
    if (loser != pos_.side_to_move())
      return fault(Rule::result_token, r.pos, text, result_token_advice(written), plies_ + 1);
    repair_result(r, "'_' instead (" + std::string(breed_name(loser)) + ", to move, forfeited)", parser::LoneForfeit{r.pos});
    end(Ended::forfeit, forfeit_outcome(pos_));
  }

  // What to write instead of a result in the moves, as they stand here.
  std::string result_token_advice(GameResult written) const {
    std::string text = "a result is not written in the moves: put it in the Result tag ([Result \"" +
                       std::string(result_text(written)) + "\"])";
    if (ended_ != Ended::no) return text + "; the moves already end the game";
    switch (written) {
      case GameResult::draw: return text + " and end the moves with '--' (draw)";
      case GameResult::unfinished: return text + "; the moves of an unfinished game just stop";
      case GameResult::light_wins:
      case GameResult::dark_wins: break;
    }
    const Breed loser = written == GameResult::light_wins ? Breed::dark : Breed::light;
    if (loser == pos_.side_to_move())
      return text + " and end the last move with '_' (" + std::string(breed_name(loser)) + ", to move, forfeited)";
    return text + "; a forfeit would be " + std::string(breed_name(pos_.side_to_move())) +
           "'s, who is to move, so the moves do not show how " + std::string(breed_name(opponent(loser))) + " won";
  }

  // After a centring move, '_' or '--': a result that agrees says nothing more.
  void leave_out_result_of_ended_game(const parser::ResultToken& r, GameResult written) {
    const std::string end = describe_end(ended_, plies_, opponent(pos_.side_to_move()));
    if (written != check_.outcome.result)
      return fault(Rule::result_token, r.pos, std::string(result_text(written)),
                   "a result is not written in the moves, and this one disagrees with them: " + end + " (" +
                       std::string(result_text(check_.outcome.result)) + ")",
                   plies_ + 1);
    repair_result(r, "left out (" + end + ")", std::nullopt);
  }

  void repair_result(const parser::ResultToken& r, const std::string& what, std::optional<parser::Element> with) {
    check_.warnings.push_back({plies_ + 1, r.pos, std::string(result_text(result_of(r.result))),
                               "a result is not written in the moves: " + what, Rule::result_token});
    rewrite_ = Rewrite{std::move(with)};
  }

  // Whether only comments follow the element being visited.
  bool last_in_moves() const {
    for (std::size_t i = index_ + 1; i < line_.size(); ++i)
      if (!std::holds_alternative<parser::Comment>(line_[i])) return false;
    return true;
  }

  void end(Ended how, Outcome outcome) {
    ended_ = how;
    check_.outcome = outcome;
  }

  void finish() {
    if (pending_ && !forgive_unfollowed_round()) return;
    if (ended_ == Ended::no) {
      check_.outcome = outcome_at_end(pos_);
      if (forfeit_forgotten() && !add_forgotten_forfeit()) return;
    }
    if (!result_tag_ || claimed_ == check_.outcome.result) return;
    fault(Rule::result, result_tag_->pos, "",
          "the Result tag says " + result_tag_->value + ", but the moves give " +
              std::string(result_text(check_.outcome.result)) + " (" + explain_outcome() + ")",
          0);
  }

  // The moves stop unfinished under a Result tag that says the player to
  // move lost: that player forfeited, and the '_' was forgotten. Not when
  // the moves end with '*', which says the contrary.
  bool forfeit_forgotten() const {
    return result_tag_ && !unfinished_written_ && check_.outcome.termination == Termination::unfinished &&
           claimed_ == win_for(opponent(pos_.side_to_move()));
  }

  // Reported at the last move, where the '_' goes (at the Result tag when
  // there is no move).
  bool add_forgotten_forfeit() {
    const bool lenient = options_.lenient;
    std::string message = "the Result tag says " + std::string(breed_name(pos_.side_to_move())) +
                          " lost, but the moves stop unfinished: ";
    if (last_move_) message += lenient ? "'_' added after the last move" : "end the last move with '_'";
    else message += lenient ? "'_' added" : "write '_' as the moves (a forfeit before the first move)";
    const bool forgiven = last_move_ ? slip(Rule::result, plies_, last_move_->pos, parser::move_text(*last_move_), message)
                                     : slip(Rule::result, 0, result_tag_->pos, "", message);
    if (!forgiven) return false;
    last_move_ = nullptr;  // the vector may move
    line_.emplace_back(parser::LoneForfeit{});
    end(Ended::forfeit, forfeit_outcome(pos_));
    return true;
  }

  std::string explain_outcome() const {
    const Outcome& o = check_.outcome;
    std::string text;
    switch (o.termination) {
      case Termination::centred: text = describe_end(Ended::centred, plies_, opponent(pos_.side_to_move())); break;
      case Termination::forfeit:
        text = std::string(breed_name(pos_.side_to_move())) + " forfeits after ply " + std::to_string(plies_);
        if (ended_ == Ended::no) text += ", having no legal move";
        break;
      case Termination::draw: text = describe_end(Ended::draw, plies_, Breed::light); break;
      case Termination::unfinished: text = "the game is unfinished after " + std::to_string(plies_) + " plies"; break;
    }
    if (o.scores)
      text += "; Altogether scores " + std::to_string(o.scores->light) + "-" + std::to_string(o.scores->dark);
    return text;
  }

  parser::Game& game_;
  std::vector<parser::Element>& line_;
  const ReplayOptions& options_;
  Position pos_;
  std::optional<Position> before_last_move_;  // when a variation follows the last move
  bool in_variation_ = false;
  GameCheck check_;
  const parser::Tag* result_tag_ = nullptr;
  GameResult claimed_ = GameResult::unfinished;
  const parser::RoundNumber* pending_ = nullptr;
  const parser::MoveToken* last_move_ = nullptr;
  Ended ended_ = Ended::no;
  bool unfinished_written_ = false;  // a '*' at the end of the moves, left out under --lenient
  int plies_ = 0;
  std::size_t index_ = 0;  // of the element being visited
  std::optional<Rewrite> rewrite_;
  std::vector<Violation> repairs_;
};

}  // namespace

Replayed replay_game(parser::Game& game, const ReplayOptions& options) { return Replayer(game, options).run(); }

GameCheck check_game(parser::Game& game, const ReplayOptions& options) {
  return replay_game(game, options).check;
}

}  // namespace adomoc

#include "validator/replay.hpp"

#include <string>

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

class Replayer {
 public:
  Replayer(parser::Game& game, const ReplayOptions& options)
      : game_(game), options_(options), pos_(Position::initial()) {}

  Replayed run() {
    if (read_tags()) {
      for (parser::Element& e : game_.movetext) {
        std::visit([this](auto& element) { visit(element); }, e);
        if (check_.fault) break;
      }
      if (!check_.fault) finish();
    }
    check_.plies = plies_;
    return {pos_, std::move(check_)};
  }

 private:
  void fault(Rule rule, parser::SourcePos pos, std::string move, std::string message, int ply) {
    check_.fault = Fault{ply, pos, std::move(move), rule, std::move(message)};
  }

  bool read_tags() {
    if (const parser::Tag* v = game_.find_tag("Variant"); v && !variant_tag(v->value, check_.variant)) {
      fault(Rule::tag, v->pos, "", "unknown Variant \"" + v->value + "\": use Standard, Infinite or Altogether", 0);
      return false;
    }
    result_tag_ = game_.find_tag("Result");
    if (result_tag_ && !parse_result(result_tag_->value, claimed_)) {
      fault(Rule::tag, result_tag_->pos, "",
            "unknown Result \"" + result_tag_->value + "\": use 1-0, 0-1, 1/2-1/2 or *", 0);
      return false;
    }
    pos_ = Position::initial(check_.variant);
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
    if (ended_ != Ended::no) return void(over(r.pos, ""));
    if (pending_) return unfollowed_round();
    const bool in_place = r.dark != light_to_move();
    if (in_place && r.number == static_cast<std::uint32_t>(round())) {
      pending_ = &r;
      return;
    }
    // The messages are built only here, off the common path.
    const std::string written = std::to_string(r.number) + (r.dark ? "..." : ".");
    const std::string expected = std::to_string(round()) + (light_to_move() ? "." : "...");
    std::string message;
    if (!in_place && r.dark)
      message = "'" + written + "' stands before a dark move, but light moves next: write '" + expected + "'";
    else if (!in_place)
      message = "'" + written + "' stands before a light move, but dark moves next: write '" + expected + "' or nothing";
    else
      message = "round number " + written + " is out of sequence: this is round " + std::to_string(round()) +
                ", write '" + expected + "'";
    fault(Rule::round_number, r.pos, "", message, plies_ + 1);
  }

  void unfollowed_round() {
    fault(Rule::round_number, pending_->pos, "",
          "round number " + std::to_string(pending_->number) + (pending_->dark ? "..." : ".") +
              " is not followed by a move",
          plies_ + 1);
  }

  void visit(parser::MoveToken& token) {
    // The text as written is only needed for a report: build it then.
    if (ended_ != Ended::no) return void(over(token.pos, parser::move_text(token)));
    if (light_to_move() && !pending_) {
      const std::string written = parser::move_text(token);
      return fault(Rule::round_number, token.pos, written,
                   "light's move needs its round number: write '" + std::to_string(round()) + ". " + written + "'",
                   plies_ + 1);
    }
    pending_ = nullptr;
    // Only --lenient rewrites the token; keep what was written for the report.
    std::optional<parser::MoveToken> as_written;
    if (options_.lenient) as_written = token;
    auto move = check_move(pos_, token, options_.lenient, repairs_);
    if (!move)
      return fault(move.error().rule, token.pos, parser::move_text(as_written.value_or(token)), move.error().message,
                   plies_ + 1);
    for (std::string& r : repairs_)
      check_.warnings.push_back({plies_ + 1, token.pos, parser::move_text(*as_written), std::move(r)});
    repairs_.clear();
    play(*move);
    if (move->kind() == MoveKind::centre) end(Ended::centred, centred_outcome(pos_));
    else if (token.ending == parser::Ending::forfeit) end(Ended::forfeit, forfeit_outcome(pos_));
  }

  void play(Move m) {
    if (options_.visitor) {
      const Position before = pos_;
      pos_.make(m);
      options_.visitor->on_move(before, m, pos_);
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
    if (pending_) return unfollowed_round();
    end(Ended::draw, draw_outcome());
  }

  void visit(parser::Comment&) {}

  void end(Ended how, Outcome outcome) {
    ended_ = how;
    check_.outcome = outcome;
  }

  void finish() {
    if (pending_) return unfollowed_round();
    if (ended_ == Ended::no) check_.outcome = outcome_at_end(pos_);
    if (!result_tag_ || claimed_ == check_.outcome.result) return;
    fault(Rule::result, result_tag_->pos, "",
          "the Result tag says " + result_tag_->value + ", but the moves give " +
              std::string(result_text(check_.outcome.result)) + " (" + explain_outcome() + ")",
          0);
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
  const ReplayOptions& options_;
  Position pos_;
  GameCheck check_;
  const parser::Tag* result_tag_ = nullptr;
  GameResult claimed_ = GameResult::unfinished;
  const parser::RoundNumber* pending_ = nullptr;
  Ended ended_ = Ended::no;
  int plies_ = 0;
  std::vector<std::string> repairs_;
};

}  // namespace

Replayed replay_game(parser::Game& game, const ReplayOptions& options) { return Replayer(game, options).run(); }

GameCheck check_game(parser::Game& game, const ReplayOptions& options) {
  return replay_game(game, options).check;
}

}  // namespace adomoc

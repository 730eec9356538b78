#include "report/move_line.hpp"

#include <cctype>

#include "db/move_codec.hpp"
#include "parser/reader.hpp"
#include "validator/fault.hpp"
#include "validator/move_check.hpp"
#include "validator/notation.hpp"

namespace adomoc::report {

namespace {

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// The words of the text, each without a round number in front ("12." or
// "12..."); a word that is only a round number is dropped.
std::vector<std::string_view> move_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && space(text[at])) ++at;
    std::size_t end = at;
    while (end < text.size() && !space(text[end])) ++end;
    std::string_view word = text.substr(at, end - at);
    at = end;
    std::size_t digits = 0;
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
    if (digits > 0 && digits < word.size() && word[digits] == '.') {
      std::size_t dots = digits;
      while (dots < word.size() && word[dots] == '.') ++dots;
      word.remove_prefix(dots);
    }
    if (!word.empty()) words.push_back(word);
  }
  return words;
}

// Why `text` is no legal move at `pos`, in the words the command line's
// --moves uses: the move, then what is wrong with its notation or the rule
// it breaks (validator/move_check) with the rule's name.
std::string why_not(const Position& pos, std::string_view text) {
  parser::ParsedArchive read = parser::parse_string(text, "moves");
  const std::string move(text);
  if (!read.errors.empty()) return move + ": " + read.errors.front().message;
  parser::MoveToken* token = nullptr;
  for (parser::Game& game : read.games)
    for (parser::Element& e : game.movetext)
      if (!token) token = std::get_if<parser::MoveToken>(&e);
  if (!token) return move + ": '" + move + "' is not a move";
  std::vector<Violation> repairs;
  const auto checked = check_move(pos, *token, false, repairs);
  if (!checked) {
    // A rule broken names the move first (as the replay shows it); a slip
    // (a missing '^', say) does not.
    const std::string& message = checked.error().message;
    const std::string named = message.starts_with(move + ": ") ? message : move + ": " + message;
    return named + " [" + std::string(rule_name(checked.error().rule)) + "]";
  }
  return move + ": '" + move + "' is not a legal move here";
}

}  // namespace

db::MovePrefix MoveLine::prefix() const {
  db::MovePrefix p;
  p.position = end;
  if (from_initial)
    for (Move m : moves) db::append_move(p.moves, m);
  return p;
}

Expected<MoveLine, std::string> read_move_line(std::string_view words, const Position& start, bool from_initial,
                                               std::string_view name) {
  MoveLine line;
  line.start = start;
  line.from_initial = from_initial;
  line.end = start;
  const std::vector<std::string_view> texts = move_words(words);
  if (texts.size() > kMaxLineMoves)
    return Unexpected{std::string(name) + ": " + std::to_string(texts.size()) + " moves; at most " +
                      std::to_string(kMaxLineMoves) + " are taken"};
  const int first_ply = start.side_to_move() == Breed::light ? 1 : 2;
  for (std::string_view text : texts) {
    auto move = find_move(line.end, text);
    if (!move)
      return Unexpected{std::string(name) + ", character " + std::to_string(text.data() - words.data() + 1) +
                        ": ply " + std::to_string(first_ply + std::ssize(line.moves)) + ": " + why_not(line.end, text)};
    line.moves.push_back(*move);
    line.texts.emplace_back(text);
    line.end.make(*move);
  }
  return line;
}

}  // namespace adomoc::report

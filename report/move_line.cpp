#include "report/move_line.hpp"

#include <cctype>

#include "db/move_codec.hpp"
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
  for (std::string_view text : texts) {
    auto move = find_move(line.end, text);
    if (!move)
      return Unexpected{std::string(name) + ": move " + std::to_string(line.moves.size() + 1) + ", '" +
                        std::string(text) + "': " + move.error().message};
    line.moves.push_back(*move);
    line.texts.emplace_back(text);
    line.end.make(*move);
  }
  return line;
}

}  // namespace adomoc::report

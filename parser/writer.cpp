#include "parser/writer.hpp"

#include <array>
#include <ostream>
#include <string_view>
#include <variant>
#include <utility>
#include <vector>

#include "parser/date.hpp"

namespace adomoc::parser {
namespace {

constexpr std::size_t max_line_length = 79;

constexpr std::array<std::string_view, 8> known_tags = {"Event", "Site",    "Date",  "Round",
                                                       "Light", "Dark", "Variant", "Result"};

bool is_white(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

bool is_known_tag(std::string_view name) {
  for (const std::string_view known : known_tags)
    if (name == known) return true;
  return false;
}

// ---- Tags -----------------------------------------------------------------

void append_tag(std::string& out, const Tag& tag) {
  out += '[';
  out += tag.name;
  out += " \"";
  for (const char c : tag.value) {
    if (c == '"' || c == '\\') out += '\\';
    // A tag value cannot hold a line end; only games not read from text can.
    out += (c == '\n' || c == '\r') ? ' ' : c;
  }
  out += "\"]\n";
}

bool is_first_of_its_name(const Game& game, std::size_t index) {
  for (std::size_t i = 0; i < index; ++i)
    if (game.tags[i].name == game.tags[index].name) return false;
  return true;
}

void append_tags(std::string& out, const Game& game) {
  for (const std::string_view name : known_tags) {
    const Tag* tag = game.find_tag(name);
    if (!tag) continue;
    // A date is written with dots however it was read (NOTATION.md section 3).
    if (name == "Date") append_tag(out, {tag->name, canonical_date(tag->value), tag->pos});
    else append_tag(out, *tag);
  }
  for (std::size_t i = 0; i < game.tags.size(); ++i)
    if (!is_known_tag(game.tags[i].name) && is_first_of_its_name(game, i)) append_tag(out, game.tags[i]);
}

// ---- Lines of movetext ----------------------------------------------------

// Fills lines word by word: a space between words, a line break instead
// when the next word would pass the line length. A word longer than a line
// gets a line of its own. A variation's '(' is glued to its first word and
// its ')' to its last, so that neither stands alone.
class LineFiller {
 public:
  explicit LineFiller(std::string& out) : m_out(out) {}

  void word(std::string_view text) {
    if (!m_prefix.empty()) [[unlikely]]
      return prefixed_word(text);
    if (m_length != 0 && m_length + 1 + text.size() <= max_line_length) {
      m_out += ' ';
      ++m_length;
    } else if (m_length != 0) {
      m_out += '\n';
      m_length = 0;
    }
    m_last_word = m_out.size();
    m_out += text;
    m_length += text.size();
  }
  // Text for the front of the next word.
  void prefix(std::string_view text) { m_prefix += text; }
  // Text glued to the last word; when it does not fit, the last word goes
  // to the next line with it.
  void glue(std::string_view text) {
    if (m_length != 0 && m_length + text.size() > max_line_length && m_last_word > 0 &&
        m_out[m_last_word - 1] == ' ') {
      std::string last = m_out.substr(m_last_word);
      m_out.resize(m_last_word - 1);
      m_out += '\n';
      m_last_word = m_out.size();
      m_out += last;
      m_length = last.size();
    }
    if (m_length == 0) m_last_word = m_out.size();
    m_out += text;
    m_length += text.size();
  }
  void end_line() {
    if (m_length == 0) return;
    m_out += '\n';
    m_length = 0;
  }

 private:
  void prefixed_word(std::string_view text) {
    std::string word = std::move(m_prefix);
    m_prefix.clear();
    word += text;
    this->word(word);
  }

  std::string& m_out;
  std::size_t m_length = 0;
  std::size_t m_last_word = 0;  // where the last word starts in m_out
  std::string m_prefix;
};

// A {} comment as words, "{first", ..., "last}": its white space collapses
// to the breaks between words.
void write_brace_comment(LineFiller& line, std::string_view text) {
  std::vector<std::string> words;
  for (std::size_t i = 0; i < text.size();) {
    while (i < text.size() && is_white(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !is_white(text[i])) ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  if (words.empty()) words.emplace_back();
  words.front().insert(0, 1, '{');
  words.back() += '}';
  for (const std::string& word : words) line.word(word);
}

void write_line_comment(LineFiller& line, std::string_view text) {
  while (!text.empty() && is_white(text.back())) text.remove_suffix(1);  // invisible, so not kept
  std::string word(1, ';');
  word.append(text);
  line.word(word);
  line.end_line();
}

void append_move_text(std::string& out, const MoveToken& move) {
  static constexpr char letters[] = {'F', 'M', 'S'};
  static constexpr char lowercase_letters[] = {'f', 'm', 's'};
  const auto space = [&out](std::uint8_t column, std::uint8_t cycle) {
    out += static_cast<char>('a' + column);
    out += static_cast<char>('0' + cycle);
  };
  out += (move.lowercase ? lowercase_letters : letters)[static_cast<std::size_t>(move.piece)];
  if (move.prime) out += '^';
  space(move.from.column, move.from.cycle);
  space(move.to.cycle == 9 ? move.from.column : move.to.column, move.to.cycle);
  if (move.marker == Marker::consume) out += 'x';
  if (move.marker == Marker::originate) {
    out += 'o';
    space(move.origin.column, move.origin.cycle);
  }
  if (move.ending == Ending::centred) out += '*';
  if (move.ending == Ending::forfeit) out += '_';
}

// Which lone '_' are written as the suffix of the move before them: those
// with nothing but comments, NAGs, variations and round numbers between them
// and a move that has no end marker yet.
std::vector<bool> forfeits_joining_moves(const std::vector<Element>& movetext) {
  std::vector<bool> joins(movetext.size(), false);
  const MoveToken* open_move = nullptr;
  for (std::size_t i = 0; i < movetext.size(); ++i) {
    const Element& element = movetext[i];
    if (const auto* move = std::get_if<MoveToken>(&element)) {
      open_move = move->ending == Ending::none ? move : nullptr;
    } else if (std::holds_alternative<LoneForfeit>(element)) {
      joins[i] = open_move != nullptr;
      open_move = nullptr;
    } else if (std::holds_alternative<DrawMarker>(element) || std::holds_alternative<ResultToken>(element)) {
      open_move = nullptr;
    }
  }
  return joins;
}

// The index of the move a joining forfeit belongs to, for each move.
std::vector<bool> moves_taking_forfeit(const std::vector<Element>& movetext, const std::vector<bool>& joins) {
  std::vector<bool> takes(movetext.size(), false);
  std::size_t last_move = movetext.size();
  for (std::size_t i = 0; i < movetext.size(); ++i) {
    if (std::holds_alternative<MoveToken>(movetext[i])) last_move = i;
    if (joins[i]) takes[last_move] = true;
  }
  return takes;
}

// The glyph of NAGs 1 to 6, written glued to the move; nullptr for others.
const char* glyph_of(std::uint8_t nag) {
  static constexpr std::array<const char*, 7> glyphs = {nullptr, "!", "?", "!!", "??", "!?", "?!"};
  return nag < glyphs.size() ? glyphs[nag] : nullptr;
}

// Writes one line of the game tree (the main line or a variation), and the
// variations in it through writers of their own.
class MovetextWriter {
 public:
  // `first_ply` counts the plies before the line's first move; a variation
  // starts with a round number whoever moves first.
  MovetextWriter(LineFiller& line, const Game& game, const std::vector<Element>& movetext, std::uint64_t first_ply,
                 bool variation)
      : m_line(line),
        m_game(game),
        m_movetext(movetext),
        m_joins(forfeits_joining_moves(movetext)),
        m_takes_forfeit(moves_taking_forfeit(movetext, m_joins)),
        m_ply(first_ply),
        m_after_comment(variation) {}

  void write() {
    for (m_index = 0; m_index < m_movetext.size(); ++m_index) std::visit(*this, m_movetext[m_index]);
  }

  void operator()(const RoundNumber&) {}  // numbers are written anew
  void operator()(const MoveToken& move) {
    // A round number and its move are one unit for line breaking: a line
    // never ends on a bare "13.".
    m_text = round_label();
    MoveToken written = move;
    if (m_takes_forfeit[m_index]) written.ending = Ending::forfeit;
    append_move_text(m_text, written);
    // The first NAG after the move, when it has a glyph, is glued to it.
    m_glued_nag = m_movetext.size();
    if (m_index + 1 < m_movetext.size())
      if (const auto* nag = std::get_if<Nag>(&m_movetext[m_index + 1]); nag && glyph_of(nag->value)) {
        m_text += glyph_of(nag->value);
        m_glued_nag = m_index + 1;
      }
    m_line.word(m_text);
    next_ply();
  }
  void operator()(const Nag& nag) {
    if (m_index != m_glued_nag) m_line.word("$" + std::to_string(nag.value));
  }
  void operator()(const VariationRef& ref) {
    const Variation& variation = m_game.variations[ref.index];
    m_line.prefix("(");
    MovetextWriter(m_line, m_game, variation.movetext, m_ply - 1, true).write();
    m_line.glue(")");
    m_after_comment = true;  // "N..." before a dark move after a variation
  }
  // Only a forfeit before any move stands alone (the others join the move
  // before them), and like a move it carries its round number: "1. _".
  void operator()(const LoneForfeit&) {
    if (m_joins[m_index]) return;
    m_line.word(round_label() + "_");
    next_ply();
  }
  void operator()(const DrawMarker&) {
    m_line.word("--");
    m_after_comment = false;
  }
  // Written as read: a game the validator did not repair keeps it.
  void operator()(const ResultToken& result) {
    static constexpr std::array<std::string_view, 4> texts = {"1-0", "0-1", "1/2-1/2", "*"};
    m_line.word(texts[static_cast<std::size_t>(result.result)]);
    m_after_comment = false;
  }
  void operator()(const Comment& comment) {
    if (comment.rest_of_line) {
      write_line_comment(m_line, comment.text);
    } else {
      write_brace_comment(m_line, comment.text);
    }
    m_after_comment = true;
  }

 private:
  // "N. " before light's move, "N... " before dark's after a comment, a
  // variation, or at the start of a variation.
  std::string round_label() const {
    const std::uint64_t round = m_ply / 2 + 1;
    if (m_ply % 2 == 0) return std::to_string(round) + ". ";
    if (m_after_comment) return std::to_string(round) + "... ";
    return {};
  }
  void next_ply() {
    ++m_ply;
    m_after_comment = false;
  }

  LineFiller& m_line;
  const Game& m_game;
  const std::vector<Element>& m_movetext;
  std::vector<bool> m_joins;
  std::vector<bool> m_takes_forfeit;
  std::size_t m_index = 0;
  std::size_t m_glued_nag = 0;  // the index of the NAG glued to the last move
  std::uint64_t m_ply = 0;
  bool m_after_comment = false;
  std::string m_text;
};

// Whether the movetext holds a move, a lone forfeit or a draw.
bool has_play(const Game& game) {
  for (const Element& e : game.movetext)
    if (!std::holds_alternative<Comment>(e) && !std::holds_alternative<RoundNumber>(e)) return true;
  return false;
}

}  // namespace

std::string move_text(const MoveToken& move) {
  std::string text;
  append_move_text(text, move);
  return text;
}

std::string canonical_movetext(const Game& game) {
  std::string movetext;
  LineFiller line(movetext);
  MovetextWriter(line, game, game.movetext, 0, false).write();
  line.end_line();
  return movetext;
}

std::string canonical(const Game& game) {
  std::string tags;
  append_tags(tags, game);
  const std::string movetext = canonical_movetext(game);
  // Without tags, comments alone read back as no game at all (format.md), so
  // a tagless game with nothing but comments and round numbers (which are
  // written only before moves) has no canonical text that reads back as it.
  if (tags.empty() && !has_play(game)) return {};
  if (tags.empty() || movetext.empty()) return tags + movetext;
  return tags + '\n' + movetext;
}

void write_canonical(std::ostream& out, const Game& game) { out << canonical(game); }

void ArchiveWriter::write(const Game& game) {
  const std::string text = canonical(game);
  if (text.empty()) return;
  if (m_wrote_a_game) *m_out << '\n';
  *m_out << text;
  m_wrote_a_game = true;
}

}  // namespace adomoc::parser

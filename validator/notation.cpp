#include "validator/notation.hpp"

#include <array>
#include <cctype>

#include "validator/movegen.hpp"

namespace adomoc {

std::string space_name(Space s) {
  return {static_cast<char>('a' + column_of(s)), static_cast<char>('0' + cycle_of(s))};
}

char piece_letter(PieceType t) { return "FMS"[index(t)]; }

std::string_view breed_name(Breed b) { return b == Breed::light ? "light" : "dark"; }

std::string_view type_name(PieceType t) {
  constexpr std::array<std::string_view, 3> names = {"foot", "moon", "sun"};
  return names[static_cast<std::size_t>(index(t))];
}

std::string_view variant_name(Variant v) {
  constexpr std::array<std::string_view, 3> names = {"Standard", "Infinite", "Altogether"};
  return names[static_cast<std::size_t>(v)];
}

bool parse_variant(std::string_view text, Variant& out) {
  for (int v = 0; v < kVariants; ++v) {
    const std::string_view name = variant_name(static_cast<Variant>(v));
    bool same = name.size() == text.size();
    for (std::size_t i = 0; same && i < name.size(); ++i)
      same = std::tolower(static_cast<unsigned char>(name[i])) == std::tolower(static_cast<unsigned char>(text[i]));
    if (same) {
      out = static_cast<Variant>(v);
      return true;
    }
  }
  return false;
}

std::string describe_piece(Piece p, Space s) {
  std::string text = "the ";
  text += breed_name(p.breed());
  text += p.prime() ? " prime " : " ";
  text += type_name(p.type());
  text += " on ";
  text += space_name(s);
  return text;
}

std::string move_text(const Position& before, Move m) {
  const Piece p = before.at(m.from());
  std::string text(1, piece_letter(p.type()));
  if (p.prime()) text += '^';
  text += space_name(m.from());
  if (m.kind() == MoveKind::centre) {
    text += static_cast<char>('a' + column_of(m.from()));  // the column it arrived along
    text += "9*";
    return text;
  }
  text += space_name(m.to());
  if (m.kind() == MoveKind::consume) text += 'x';
  if (m.kind() == MoveKind::originate) text += 'o' + space_name(m.origin());
  return text;
}

namespace {

char piece_char(Piece p) {
  const char letter = piece_letter(p.type());
  return p.breed() == Breed::light ? letter : static_cast<char>(std::tolower(letter));
}

void append_piece(std::string& out, Piece p) {
  out += piece_char(p);
  if (p.prime()) out += '^';
}

}  // namespace

std::string position_text(const Position& pos) {
  std::string out;
  for (int cycle = 1; cycle <= kCycles; ++cycle) {
    int run = 0;
    for (int column = 0; column < kColumns; ++column) {
      const Piece p = pos.at(make_space(column, cycle));
      if (p.empty()) {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      append_piece(out, p);
    }
    if (run) out += std::to_string(run);
    out += '/';
  }
  if (pos.centred()) append_piece(out, pos.at(kCentre));
  else out += '-';
  out += pos.side_to_move() == Breed::light ? " l " : " d ";
  const Origination o = pos.last_origination();
  out += o.any() ? space_name(o.landing) + space_name(o.origin) : "-";
  return out;
}

namespace {

// Reads position text left to right, keeping the column for messages.
class PositionTextReader {
 public:
  PositionTextReader(std::string_view text, Variant variant) : text_(text), pos_(variant) {}

  Expected<Position, TextError> read() {
    for (int cycle = 1; cycle <= kCycles; ++cycle) {
      if (!read_cycle(cycle)) return Unexpected{error_};
      if (!expect('/', "expected '/' after the ten spaces of cycle " + std::to_string(cycle))) return Unexpected{error_};
    }
    if (!read_centre() || !read_blank() || !read_side() || !read_blank() || !read_origination()) return Unexpected{error_};
    skip_blanks();
    if (at_ < text_.size()) return fail("unexpected text after the last origination field"), Unexpected{error_};
    if (!check_counts() || !check_origination()) return Unexpected{error_};
    return pos_;
  }

 private:
  bool fail(std::string message) { return fail_at(at_, std::move(message)); }
  bool fail_at(std::size_t at, std::string message) {
    error_ = {at + 1, std::move(message)};
    return false;
  }
  bool more() const { return at_ < text_.size(); }
  char peek() const { return more() ? text_[at_] : '\0'; }

  bool expect(char c, std::string message) {
    if (peek() != c) return fail(std::move(message));
    ++at_;
    return true;
  }

  bool read_piece(Piece& p) {
    const char c = peek();
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const std::string_view letters = "FMS";
    const std::size_t type = letters.find(upper);
    if (c == '\0' || type == std::string_view::npos) return false;
    ++at_;
    const bool prime = peek() == '^';
    if (prime) ++at_;
    p = Piece(static_cast<PieceType>(type), c == upper ? Breed::light : Breed::dark, prime);
    return true;
  }

  bool read_cycle(int cycle) {
    int column = 0;
    const std::string where = " in cycle " + std::to_string(cycle);
    while (more() && peek() != '/' && peek() != ' ') {
      const std::size_t start = at_;
      if (std::isdigit(static_cast<unsigned char>(peek()))) {
        int run = 0;
        while (std::isdigit(static_cast<unsigned char>(peek())) && run <= kColumns) run = run * 10 + (text_[at_++] - '0');
        if (run < 1 || run > kColumns) return fail_at(start, "a run of empty spaces is 1 to 10" + where);
        column += run;
      } else {
        Piece p;
        if (!read_piece(p)) return fail("expected a piece letter (F M S light, f m s dark) or a number" + where);
        if (column < kColumns) pos_.put(make_space(column, cycle), p);
        ++column;
      }
      if (column > kColumns) return fail_at(start, "more than ten spaces" + where);
    }
    if (column < kColumns) return fail("only " + std::to_string(column) + " of ten spaces" + where);
    return true;
  }

  bool read_centre() {
    if (peek() == '-') return ++at_, true;
    const std::size_t start = at_;
    Piece p;
    if (!read_piece(p)) return fail("expected '-' or the prime sun (S^ or s^) for the centre");
    if (p.type() != PieceType::sun || !p.prime()) return fail_at(start, "only a prime sun can stand on the centre");
    pos_.put(kCentre, p);
    return true;
  }

  void skip_blanks() {
    while (peek() == ' ' || peek() == '\t') ++at_;
  }
  bool read_blank() {
    if (peek() != ' ' && peek() != '\t') return fail("expected a space between fields");
    skip_blanks();
    return true;
  }

  bool read_side() {
    const char c = peek();
    if (c != 'l' && c != 'd') return fail("expected the side to move: 'l' (light) or 'd' (dark)");
    ++at_;
    pos_.set_side_to_move(c == 'l' ? Breed::light : Breed::dark);
    return true;
  }

  bool read_space(Space& s) {
    if (at_ + 2 > text_.size()) return false;
    const char col = text_[at_], cyc = text_[at_ + 1];
    if (col < 'a' || col > 'j' || cyc < '1' || cyc > '8') return false;
    s = make_space(col - 'a', cyc - '0');
    at_ += 2;
    return true;
  }

  bool read_origination() {
    if (peek() == '-') return ++at_, true;
    origination_at_ = at_;
    Origination o;
    if (!read_space(o.landing) || !read_space(o.origin))
      return fail_at(origination_at_, "expected '-' or the last origination as two spaces, such as a4f2");
    pos_.set_last_origination(o);
    return true;
  }

  bool check_counts() {
    for (int b = 0; b < kBreeds; ++b)
      for (int t = 0; t < kPieceTypes; ++t) {
        const Breed breed = static_cast<Breed>(b);
        const PieceType type = static_cast<PieceType>(t);
        int count = 0, primes = 0;
        for (Space s : pos_.pieces(breed, type)) {
          ++count;
          primes += pos_.at(s).prime();
        }
        const std::string what = std::string(breed_name(breed)) + " " + std::string(type_name(type));
        if (count > 5) return fail_at(0, "more than five pieces of the " + what + " type");
        if (primes > 1) return fail_at(0, "more than one " + what + " is prime");
      }
    return true;
  }

  bool check_origination() {
    const Origination o = pos_.last_origination();
    if (!o.any()) return true;
    const Piece originator = pos_.at(o.landing), originated = pos_.at(o.origin);
    if (originator.empty() || originated.empty())
      return fail_at(origination_at_, "the last origination names an empty space");
    if (originator.breed() == pos_.side_to_move())
      return fail_at(origination_at_, "the piece that originated last must belong to the side that just moved");
    if (originator.type() == originated.type() ||
        !board::origin_spaces(originated.breed(), originated.type()).contains(o.origin))
      return fail_at(origination_at_, "the originated piece must stand on an origin space of its breed and type");
    return true;
  }

  std::string_view text_;
  std::size_t at_ = 0;
  std::size_t origination_at_ = 0;
  Position pos_;
  TextError error_;
};

}  // namespace

Expected<Position, TextError> read_position_text(std::string_view text, Variant variant) {
  return PositionTextReader(text, variant).read();
}

Expected<Move, TextError> find_move(const Position& pos, std::string_view text) {
  MoveList moves;
  generate_moves(pos, moves);
  for (Move m : moves)
    if (move_text(pos, m) == text) return m;
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "'" + std::string(...).
  std::string message = "'";
  message += text;
  message += "' is not a legal move here";
  return Unexpected{TextError{1, std::move(message)}};
}

}  // namespace adomoc

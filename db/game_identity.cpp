#include "db/game_identity.hpp"

#include "parser/date.hpp"

namespace adomoc::db {

namespace {

// FNV-1a over a structured input: every field says whether it is there and
// how long it is, so no two different records give the same bytes. Then a
// final mix, so the low bits are as good as the high ones.
class Hasher {
 public:
  explicit Hasher(std::uint8_t kind) {
    byte(kIdentityVersion);
    byte(kind);
  }
  void byte(std::uint8_t b) { h_ = (h_ ^ b) * 0x100000001b3ULL; }
  void number(std::uint64_t n) {
    for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(n >> (8 * i)));
  }
  void bytes(std::span<const std::uint8_t> data) {
    number(data.size());
    for (std::uint8_t b : data) byte(b);
  }
  void text(std::string_view s) {
    number(s.size());
    for (char c : s) byte(static_cast<std::uint8_t>(c));
  }
  void optional_text(const std::optional<std::string>& s) {
    byte(s ? 1 : 0);
    if (s) text(*s);
  }
  std::int64_t value() const {
    std::uint64_t h = h_;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return static_cast<std::int64_t>(h);
  }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

enum Kind : std::uint8_t { kRecord = 1, kTags = 2, kText = 3 };

void add_tags(Hasher& h, const IdentityTags& t) {
  for (const auto* tag : {&t.event, &t.site, &t.date, &t.round, &t.light, &t.dark}) h.optional_text(*tag);
}

std::optional<std::string> tag_value(const parser::Game& game, std::string_view name) {
  const parser::Tag* t = game.find_tag(name);
  if (!t) return std::nullopt;
  return t->value;
}

}  // namespace

IdentityTags IdentityTags::of(const parser::Game& game) {
  IdentityTags t{tag_value(game, "Event"), tag_value(game, "Site"),  tag_value(game, "Date"),
                 tag_value(game, "Round"), tag_value(game, "Light"), tag_value(game, "Dark")};
  if (t.date) t.date = parser::canonical_date(*t.date);
  return t;
}

bool IdentityTags::empty() const { return !event && !site && !date && !round && !light && !dark; }

bool IdentityTags::identifying() const { return light && dark && (date || round); }

std::int64_t record_hash(const GameRecord& r) {
  Hasher h(kRecord);
  h.byte(static_cast<std::uint8_t>(r.variant));
  h.byte(static_cast<std::uint8_t>(r.result));
  h.byte(static_cast<std::uint8_t>(r.termination));
  h.bytes(r.moves);
  add_tags(h, r.tags);
  h.text(r.annotations);
  return h.value();
}

std::int64_t tags_hash(const IdentityTags& tags) {
  Hasher h(kTags);
  add_tags(h, tags);
  return h.value();
}

std::int64_t text_hash(std::string_view text) {
  Hasher h(kText);
  h.text(text);
  return h.value();
}

}  // namespace adomoc::db

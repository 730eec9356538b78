#include "db/player_names.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

#include "db/name_key.hpp"
#include "db/player_identity.hpp"

namespace adomoc::db {

namespace {

// Levenshtein distance over bytes (keys are ASCII but for letters that have
// no Latin spelling, which then count a little more than one edit).
int edit_distance(std::string_view a, std::string_view b) {
  std::vector<int> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const int above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// The words of a key: runs of letters and digits (punctuation and spaces
// separate them), in order.
std::vector<std::string> words_of(std::string_view key) {
  std::vector<std::string> words;
  std::string word;
  for (char c : key) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || u >= 0x80) {
      word += c;
    } else if (!word.empty()) {
      words.push_back(std::move(word));
      word.clear();
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

std::string sorted_words(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  std::string text;
  for (const std::string& w : words) text += (text.empty() ? "" : " ") + w;
  return text;
}

// Each word of `few` is a word of `many` (each used once); with `slips`,
// or one letter apart from one, for words of four letters or more.
bool all_within(const std::vector<std::string>& few, std::vector<std::string> many, bool slips = false) {
  for (const std::string& w : few) {
    const auto at = std::find_if(many.begin(), many.end(), [&](const std::string& m) {
      return m == w || (slips && w.size() >= 4 && edit_distance(w, m) <= 1);
    });
    if (at == many.end()) return false;
    many.erase(at);
  }
  return true;
}

// "a" against "alain": an initial and a word it begins.
bool same_or_initial(const std::string& a, const std::string& b) {
  if (a == b) return true;
  return (a.size() == 1 && b.front() == a[0]) || (b.size() == 1 && a.front() == b[0]);
}

// The same surname (filing word) and, word by word, the same other words or
// an initial against a word it begins.
bool same_initials(std::vector<std::string> a, std::vector<std::string> b) {
  if (a.size() != b.size() || a.size() < 2) return false;
  const auto longest = [](std::vector<std::string>& w) {
    return std::max_element(w.begin(), w.end(), [](const auto& x, const auto& y) { return x.size() < y.size(); });
  };
  const auto surname_a = longest(a), surname_b = longest(b);
  if (*surname_a != *surname_b) return false;
  a.erase(surname_a);
  b.erase(surname_b);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same_or_initial(a[i], b[i])) return false;
  return true;
}

std::vector<std::string> all_names(Database& db) {
  std::vector<std::string> names;
  Statement s(db, "SELECT name FROM players ORDER BY name");
  while (s.step()) names.push_back(s.text(0));
  return names;
}

}  // namespace

void fill_name_keys(Database& db) {
  std::vector<std::pair<std::int64_t, std::string>> keys;
  Statement unkeyed(db, "SELECT id, name FROM players WHERE id NOT IN (SELECT player_id FROM player_keys)");
  while (unkeyed.step()) keys.emplace_back(unkeyed.integer(0), name_key(unkeyed.text(1)));
  Statement insert(db, "INSERT INTO player_keys (player_id, name_key) VALUES (?, ?)");
  for (const auto& [id, key] : keys) insert.bind(1, id).bind(2, key).run();
}

SqlCondition key_matches(std::string_view key_column, std::string_view typed) {
  const bool wildcard = has_wildcard(typed);
  // LIKE with `%` for `*`: a key holds only letters, digits and spaces, so
  // nothing else in it is special, and both dialects read it alike.
  return {std::string(key_column) + (wildcard ? " LIKE ?" : " = ?"), {wildcard ? key_pattern(typed) : name_key(typed)}};
}

std::vector<PlayerName> players_matching(Database& db, std::string_view typed) {
  const SqlCondition match = key_matches("k.name_key", typed);
  Statement s(db, "SELECT DISTINCT c.id, c.name FROM player_keys k JOIN players c ON c.id = " +
                      player_of("k.player_id") + " WHERE " + match.sql + " ORDER BY c.name");
  bind_values(s, match.values);
  std::vector<PlayerName> found;
  while (s.step()) found.push_back({s.integer(0), s.text(1)});
  return found;
}

std::string filing_word(std::string_view key) {
  std::string longest;
  for (std::string& w : words_of(key))
    if (w.size() > longest.size()) longest = std::move(w);
  return longest;
}

int name_distance(std::string_view key_a, std::string_view key_b) {
  const std::vector<std::string> a = words_of(key_a), b = words_of(key_b);
  int distance = std::min(edit_distance(key_a, key_b), edit_distance(sorted_words(a), sorted_words(b)));
  if (a.empty() || b.empty()) return distance;
  if (distance > 1 && (same_initials(a, b) || all_within(a, b) || all_within(b, a))) distance = 1;
  if (distance > 2 && (all_within(a, b, true) || all_within(b, a, true))) distance = 2;
  return distance;
}

std::string likeness(std::string_view key_a, std::string_view key_b) {
  const std::vector<std::string> a = words_of(key_a), b = words_of(key_b);
  if (a.empty() || b.empty()) return "";
  if (key_a == key_b) return "the same but for case, accents and punctuation";
  if (sorted_words(a) == sorted_words(b)) return "same words";
  if (edit_distance(key_a, key_b) <= 1) return "one letter apart";
  if (same_initials(a, b)) return "same initials";
  if (all_within(a, b) || all_within(b, a)) return "the words of one are in the other";
  return "";
}

std::vector<std::string> closest_names(Database& db, std::string_view typed, std::size_t most) {
  std::string plain(typed);
  std::erase(plain, '*');
  const std::string key = name_key(plain);
  const int farthest = std::max(2, static_cast<int>(key.size()) / 3);
  std::vector<std::pair<int, std::string>> near;
  for (std::string& name : all_names(db))
    if (const int d = name_distance(key, name_key(name)); d <= farthest) near.emplace_back(d, std::move(name));
  std::stable_sort(near.begin(), near.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> names;
  for (std::size_t i = 0; i < near.size() && i < most; ++i) names.push_back(std::move(near[i].second));
  return names;
}

std::vector<std::string> unmatched_player_notes(Database& db, const GameFilter& filter) {
  std::vector<std::string> notes;
  for (const auto& [option, typed] : {std::pair{"--player", &filter.player}, {"--player", &filter.opponent},
                                      {"--light", &filter.light}, {"--dark", &filter.dark}}) {
    if (!*typed || !players_matching(db, **typed).empty()) continue;
    std::string note = std::string(option) + " '" + **typed + "' matches no player";
    const std::vector<std::string> near = closest_names(db, **typed);
    for (std::size_t i = 0; i < near.size(); ++i) note += (i == 0 ? "; closest: '" : ", '") + near[i] + "'";
    notes.push_back(std::move(note));
  }
  return notes;
}

}  // namespace adomoc::db

// Finding players by name: the folded keys of db/name_key.hpp stored and
// compared, the players a typed name matches, and the names nearest to one
// that matches none (for "did you mean") and to each other (for aliases).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "db/game_filter.hpp"
#include "db/database.hpp"

namespace adomoc::db {

// Stores the key of every player that has none: the names an import has
// just added (each folded once, however many games it has), or every name
// of a database made before schema 7.
void fill_name_keys(Database& db);

// "The key in `key_column` matches the typed name": equal to its key, or
// with `*` in it, its LIKE pattern; the value bound as a parameter.
SqlCondition key_matches(std::string_view key_column, std::string_view typed);

struct PlayerName {
  std::int64_t id = 0;  // the player every spelling stands for
  std::string name;
};

// The players whose name, or the name of one of whose aliases, matches
// `typed`, each once, by name.
std::vector<PlayerName> players_matching(Database& db, std::string_view typed);

// Up to `most` names (of players and aliases) close to `typed`, the
// closest first: a letter or two apart, the same words in another order,
// the same initials, or all of typed's words in them (but for a letter).
std::vector<std::string> closest_names(Database& db, std::string_view typed, std::size_t most = 5);

// How unlike two keys are as names, 0 for the same words in any order
// ("tremblay, a." and "a. tremblay"): the edit distance, at most 1 when
// one's words are all in the other or they differ only by an initial
// against a whole first name ("a. tremblay", "alain tremblay"), at most 2
// when one's words are all in the other but for a letter ("nowakk",
// "lukasz nowak").
int name_distance(std::string_view key_a, std::string_view key_b);

// Why two keys are likely one player's name, or "" when they are not
// that alike: "the same but for case, accents and punctuation", "same
// words" (in another order), "one letter apart", "same initials", "the
// words of one are in the other".
std::string likeness(std::string_view key_a, std::string_view key_b);

// The surname-like word a name is filed under: its longest word.
std::string filing_word(std::string_view key);

// For each player filter of `filter` that matches no player, a line saying
// so, with the closest names when there are any.
std::vector<std::string> unmatched_player_notes(Database& db, const GameFilter& filter);

}  // namespace adomoc::db

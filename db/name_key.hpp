// Names as players compare them: "D. Côté", "d. cote", "D COTE" and
// "D.  Côté" are one name. The folded form (the key) is stored beside each player's name
// (schema/sqlite/007_player_names.sql), so a filter compares keys in SQL.
#pragma once

#include <string>
#include <string_view>

namespace adomoc::db {

// `name` without accents and other marks, Latin letters written in ASCII
// where they have a usual spelling there (ł -> l, æ -> ae, ß -> ss), in
// lower case, as its words (letters and digits) one space apart:
// punctuation separates words ("Tremblay, A." -> "tremblay a"), except
// apostrophes, which are dropped ("O’Brien" -> "obrien"). `*` is kept.
std::string name_key(std::string_view name);

// A name as typed in a filter: `*` stands for any run of characters.
bool has_wildcard(std::string_view typed);
// The typed name folded, as a LIKE pattern on keys (both dialects read it
// alike): `*` becomes `%`; `?`, `[`, `_` and `%`, punctuation, fold away.
std::string key_pattern(std::string_view typed);

}  // namespace adomoc::db

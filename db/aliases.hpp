// Spellings made one player (adomoc alias): "B. Roy", "Roy, B." and "B Roy"
// are one person whose games, records, ratings and exports count together.
// The games keep the names they were imported with; player_of
// (db/player_identity.hpp) maps each to the player it stands for.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"
#include "validator/expected.hpp"

namespace adomoc::db {

// The stored player a name given on the command line means: the name as
// stored, else the one player whose name matches it as filters match
// (any case, any accents). A message saying why not otherwise.
Expected<std::int64_t, std::string> find_player(Database& db, std::string_view written);

// What a change did, with the names as stored (a user may have typed
// `roy, b.` for `Roy, B.`): `changed` aliases made or removed, `player`
// the one they stand for (when made), `names` the spellings given.
struct AliasChange {
  int changed = 0;
  std::string player;
  std::vector<std::string> names;
};

// Makes each of `aliases` an alias of `name`; nothing changes unless all
// can be. Refused, with the reason: a name not stored, a name made its own
// alias, `name` an alias itself or an alias that has aliases (no chains),
// an alias already standing for another player. Making an alias again of
// the same player is no change.
Expected<AliasChange, std::string> add_aliases(Database& db, std::string_view name,
                                               const std::vector<std::string>& aliases);

// Makes each name stand for itself again. Refused when one is no alias.
Expected<AliasChange, std::string> remove_aliases(Database& db, const std::vector<std::string>& names);

// A player and the spellings that stand for it; `line` where a spelling
// file gave it (0 otherwise).
struct AliasGroup {
  std::string player;
  std::vector<std::string> aliases;
  int line = 0;
};

// Every player that has aliases, by name, its aliases by name.
std::vector<AliasGroup> alias_groups(Database& db);

// Two stored names that are likely one player, and why.
struct LikelyAlias {
  std::string first, second;  // first has more games (then comes first by name)
  std::int64_t first_games = 0, second_games = 0;
  std::string reason;  // "same words", "one letter apart", "same initials", ...
};
std::vector<LikelyAlias> likely_aliases(Database& db);

// A spelling file: one player a line, `Canonical = Alias = Alias`; blank
// lines and lines starting with `#` are skipped. A line with no `=` or an
// empty name is refused with "FILE:LINE: ...".
Expected<std::vector<AliasGroup>, std::string> read_spelling_file(std::istream& in, const std::string& file);
// Writes the groups in that form; a name that holds `=` or starts with `#`
// cannot be written so and is refused.
Expected<bool, std::string> write_spelling_file(std::ostream& out, const std::vector<AliasGroup>& groups);
struct ImportedSpellings {
  int added = 0;      // aliases made
  int new_names = 0;  // names not stored in any spelling yet, stored now
};

// Adds every group of a spelling file, all or nothing; an error names the
// file's line. A club keeps its spelling file before the games arrive: a
// name the archive does not hold in any spelling is stored as a player
// without games, and its games count as the file says once imported.
Expected<ImportedSpellings, std::string> import_spellings(Database& db, const std::vector<AliasGroup>& groups,
                                                          const std::string& file);

}  // namespace adomoc::db

// The quarantine: games that broke a rule or could not be read, kept with
// their text until they are mended or dropped (docs/schema.md,
// "The quarantine").
//
// A row is keyed by its text: the same broken text, wherever it comes
// from, is one row, whose place follows the latest import. A game that
// comes again changed is matched to the row of its broken form when it
// lies at that row's place in the same file with the same identity tags
// (or none, like the row's); a valid game is also matched,
// from another file (an exported quarantine mended by hand), when its
// identity tags name both players and a date or a round and no other game,
// stored or quarantined, has the same tags. A valid game then removes the
// row; a game still broken at the row's place takes it over. Rows written
// by the same import are never matched: a file's games are not each
// other's mends.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "db/game_identity.hpp"
#include "db/database.hpp"
#include "db/table.hpp"
#include "parser/game.hpp"

namespace adomoc::db {

// Where a game lies in the file it was read from, as far as it is known:
// [begin, end) in bytes. A game with a syntax error is known to lie
// between the game before it and its error.
struct FileSpan {
  std::int64_t source = 0;
  std::uint64_t begin = 0, end = 0;
};

struct BrokenGame {
  FileSpan span;
  std::uint64_t offset = 0;  // of the game, or of the error for a syntax error
  parser::SourcePos at;      // of the fault
  int ply = 0;
  std::string_view rule;
  std::string_view message;
  std::string_view raw;
  IdentityTags tags;
};

// The importer's side: keeps broken games and removes the rows of mended ones.
class QuarantineWriter {
 public:
  explicit QuarantineWriter(Database& db);

  // Stores a broken game, or updates the row of the same text or of the
  // same game (see above). Whether it added a row.
  bool keep(const BrokenGame& game);
  // A valid game was just stored as `id`: removes the row of its broken
  // form, if an earlier import kept one. Whether it did.
  bool mend(const FileSpan& span, const IdentityTags& tags, std::int64_t id);
  // Whether mend() may find a row: only rows kept before this import can
  // be mended, and mend() then reads the games stored so far.
  bool may_mend() const { return earlier_rows_; }

 private:
  std::optional<std::int64_t> earlier_row_at(const FileSpan& span, const IdentityTags& tags);
  std::optional<std::int64_t> earlier_row_tagged(const FileSpan& span, const IdentityTags& tags, std::int64_t id);
  void bind_fault(Statement& s, const BrokenGame& game);

  bool earlier_rows_;  // rows that this import did not write: only they can be mended
  std::unordered_set<std::int64_t> written_;
  Statement by_text_, at_place_, tagged_, stored_with_tags_, insert_, next_id_, update_place_, replace_, remove_;
};

// The identity tags of a raw game text, read from the tag lines it starts
// with; none when it has none or they do not read.
IdentityTags tags_of_text(std::string_view raw);

// Whether a raw game text has a tag line before its moves (comments may
// come first): only such a game can follow another in one file.
bool starts_with_tag_line(std::string_view raw);

// One row per quarantined game, in id order: id, file, line, column, ply,
// rule, fault.
Table quarantine_list(Database& db);

// The ids among `ids` that name no quarantined game, in the order given.
std::vector<std::int64_t> missing_quarantined(Database& db, std::span<const std::int64_t> ids);

// The raw texts of the quarantined games `ids` (all when empty), in id
// order, one at a time.
void for_each_quarantined_text(Database& db, std::span<const std::int64_t> ids,
                               const std::function<void(std::int64_t id, std::string_view raw)>& visit);

// Removes the rows `ids`, or every row; how many. Inside the caller's transaction.
std::int64_t drop_quarantined(Database& db, std::span<const std::int64_t> ids);
std::int64_t drop_all_quarantined(Database& db);

}  // namespace adomoc::db

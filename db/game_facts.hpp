// What a filter asks of a game and what a position's totals add up, packed
// in 20 bytes a game, 4,096 games a row (game_facts): so that a filtered
// question about a position tens of thousands of games reached tests them
// in the program rather than reading their rows one by one
// (docs/schema.md, "Game facts").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"
#include "db/game_filter.hpp"

namespace adomoc::db {

inline constexpr std::int64_t kGamesPerFactsRow = 4096;
inline constexpr std::size_t kFactBytes = 20;

// What a filter asks of a game besides its variant, result and length,
// which the position index has of every game already (IndexedGame).
struct GameFacts {
  std::optional<std::int64_t> light{}, dark{}, event{};  // ids, as in games
  std::optional<std::string> date{};                    // as stored
  int termination = 0;
};

// The rest of what is packed: what a position's totals add up.
struct GameOutcome {
  int variant = 0, result = 3, plies = 0;
};

// One game's facts as stored: light, dark and event ids (0 for none), the
// date (below), the plies in three bytes, and a byte of variant, result,
// termination and "a game is here". Read in place, in the row.
class FactsView {
 public:
  explicit FactsView(const std::uint8_t* bytes) : b_(bytes) {}
  bool present() const { return (b_[19] & 0x80) != 0; }
  std::uint32_t light() const { return u32(0); }
  std::uint32_t dark() const { return u32(4); }
  std::uint32_t event() const { return u32(8); }
  int variant() const { return b_[19] & 3; }
  int result() const { return (b_[19] >> 2) & 3; }
  int termination() const { return (b_[19] >> 4) & 3; }
  int plies() const { return b_[16] | b_[17] << 8 | b_[18] << 16; }
  // A date of the form YYYY.MM.DD, each character a digit or '?', is kept
  // as a nibble a character; "none" for a game without one; "other" for
  // any other text (which the filter then asks the database about).
  enum class DateForm { none, regular, other };
  DateForm date_form() const;
  std::string date() const;  // of a regular date
  std::uint32_t packed_date() const { return u32(12); }

 private:
  std::uint32_t u32(std::size_t at) const {
    return b_[at] | b_[at + 1] << 8 | b_[at + 2] << 16 | static_cast<std::uint32_t>(b_[at + 3]) << 24;
  }
  const std::uint8_t* b_;
};

// The same bytes, owned: what a writer puts in a row (all zeros: no game).
struct PackedFacts {
  static PackedFacts of(const GameFacts& facts, const GameOutcome& outcome);
  std::array<std::uint8_t, kFactBytes> bytes{};
};

// Collects the facts of a batch's games and writes them into their rows
// (read, changed, written back: a row holds the games of several batches).
class GameFactsWriter {
 public:
  explicit GameFactsWriter(Database& db);
  void add(std::int64_t id, const GameFacts& facts, const GameOutcome& outcome) {
    pending_.emplace_back(id, PackedFacts::of(facts, outcome));
  }
  // The games are taken out: their places are left empty.
  void remove(std::int64_t id) { pending_.emplace_back(id, PackedFacts{}); }
  // Inside the caller's transaction (under the write lock: rows are shared).
  void write();

 private:
  Statement read_, write_;
  std::vector<std::pair<std::int64_t, PackedFacts>> pending_;
  std::vector<std::uint8_t> row_;
};

// Reads the facts of games asked in (mostly) ascending id order, a row at a time.
class GameFactsReader {
 public:
  explicit GameFactsReader(Database& db);
  // Nothing for a game the table does not hold. Valid until the next call.
  // Inline, and a pointer rather than an optional: called for every game a
  // position's totals count, a million for the start.
  std::optional<FactsView> at(std::int64_t id) {
    if (id / kGamesPerFactsRow != block_) load(id / kGamesPerFactsRow);
    const std::size_t at = static_cast<std::size_t>(id % kGamesPerFactsRow) * kFactBytes;
    if (row_.size() < at + kFactBytes || (row_[at + kFactBytes - 1] & 0x80) == 0) return std::nullopt;
    return FactsView(row_.data() + at);
  }

 private:
  void load(std::int64_t block);
  Statement read_;
  std::int64_t block_ = -1;
  std::span<const std::uint8_t> row_;  // the statement's, until its next step: not copied
};

// A GameFilter tested on packed facts. Names and events are worked out
// once into the sets of ids they match, by the same SQL as the filter's
// (so aliases and case folding agree); dates by date_passes.
class FactsFilter {
 public:
  FactsFilter(Database& db, const GameFilter& filter);
  enum class Verdict { fails, passes, ask_database };
  // ask_database: a date the facts do not hold as a date, under a date bound.
  Verdict test(FactsView facts) const;

 private:
  // Ids of spellings or events, ascending; a game's id is first compared
  // with the least and the greatest (a name has one spelling or a few).
  struct IdSet {
    std::vector<std::uint32_t> ids;
    std::uint32_t least = 1, greatest = 0;
    bool contains(std::uint32_t id) const {
      return id >= least && id <= greatest && std::binary_search(ids.begin(), ids.end(), id);
    }
  };
  static IdSet ids(Database& db, const SqlCondition& query);
  const GameFilter& filter_;
  std::optional<IdSet> player_, opponent_, light_, dark_, events_;
  bool date_verdict(FactsView facts) const;
  // By packed date: a database holds a few thousand dates, its games a
  // million. Open addressing, each slot date << 2 | 1 + passes (0: empty):
  // a node-based map's lookup cost a filtered question a third of its time.
  mutable std::vector<std::uint64_t> date_verdicts_ = std::vector<std::uint64_t>(4096);
  mutable std::size_t dates_known_ = 0;
};

}  // namespace adomoc::db

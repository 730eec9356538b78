#include "db/importer.hpp"

#include <array>
#include <atomic>
#include <chrono>
#include <future>
#include <istream>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "db/annotations.hpp"
#include "db/background_checkpoints.hpp"
#include "db/backend.hpp"
#include "db/checked_game.hpp"
#include "db/game_indexes.hpp"
#include "db/game_identity.hpp"
#include "db/known_games.hpp"
#include "db/opening_summary.hpp"
#include "db/player_names.hpp"
#include "db/position_index.hpp"
#include "db/quarantine.hpp"
#include "parser/date.hpp"
#include "parser/games_in_parallel.hpp"
#include "parser/reader.hpp"
#include "validator/replay.hpp"

namespace adomoc::db {

namespace {

constexpr std::size_t kFirstFew = 5;  // of the faults, skipped games and repairs, for the summary
constexpr int kCacheKb = 49152;       // SQLite's page cache while importing
constexpr int kCacheLeftOutKb = 16384;  // and while the games' indexes are left out
constexpr int kLogPages = 8192;         // the log's length that makes a checkpoint
constexpr std::array<std::string_view, 8> kColumnTags = {"Event", "Site",  "Date",    "Round",
                                                         "Light", "Dark", "Variant", "Result"};

bool has_column(std::string_view tag) {
  for (std::string_view known : kColumnTags)
    if (known == tag) return true;
  return false;
}

// Name -> id for a table with a unique name column, remembered in memory
// while importing: players and events repeat across thousands of games.
class NameIds {
 public:
  NameIds(Database& db, std::string_view table, std::string_view column)
      : insert_(db, insert_with_next_id(table, column, true)),
        select_(db, "SELECT id FROM " + std::string(table) + " WHERE " + std::string(column) + " = ?") {}

  std::int64_t id(const std::string& name) {
    if (const auto it = ids_.find(name); it != ids_.end()) return it->second;
    insert_.bind(1, name).run();
    select_.bind(1, name);
    select_.step();
    const std::int64_t id = select_.integer(0);
    select_.reset();
    return ids_.emplace(name, id).first->second;
  }

 private:
  Statement insert_;
  Statement select_;
  std::unordered_map<std::string, std::int64_t> ids_;
};

std::optional<std::int64_t> optional_id(NameIds& ids, const std::optional<std::string>& name) {
  if (!name) return std::nullopt;
  return ids.id(*name);
}

template <class T>
void keep_first_few(std::vector<T>& kept, T item) {
  if (kept.size() < kFirstFew) kept.push_back(std::move(item));
}

// What a --lenient repair mended, in a few words, for the summary's
// counts: the rule the slip broke, and for a marker which one was missing
// (validator/move_check.cpp words an origination's repair so).
std::string repair_kind(const Warning& w) {
  switch (w.rule) {
    case Rule::piece_letter: return "piece letters capitalised";
    case Rule::tag: return "Variant spelled right";
    case Rule::round_number: return "round numbers mended";
    case Rule::result_token: return "result tokens replaced";
    case Rule::result: return "forfeits added";
    case Rule::prime_mark: return "'^' added";
    case Rule::marker: return w.message.find("origination") != std::string::npos ? "origin spaces added" : "'x' added";
    case Rule::end_marker: return "'*' added";
    default: return "other repairs";
  }
}

// A game read and checked, waiting for its batch to be written: what
// storing it needs, moved out of the reader's and the checker's buffers.
struct PendingGame {
  std::size_t archive = 0;  // in Impl::archives
  FileSpan span;            // its source is the archive's, found when written
  std::uint32_t line = 0;   // where the game starts (a valid game's offset is span.begin)
  IdentityTags tags;
  // A game that broke the syntax or the rules: its fault and text.
  bool broken = false;
  std::uint64_t fault_offset = 0;
  parser::SourcePos at;
  int ply = 0;
  std::string rule, message, raw;
  // A valid game: its row and what the indexes take of it.
  Variant variant = Variant::standard;
  Outcome outcome;
  int plies = 0;
  std::vector<std::uint8_t> moves;
  std::string annotations;
  std::int64_t hash = 0;
  std::vector<std::pair<std::string, std::string>> extra_tags;
  std::vector<Warning> warnings;
};

// What a batch does with a pending game: keeps a broken one in
// quarantine, skips one stored already (`id`: the stored game's), stores a
// new one as `id` with its names' ids.
struct Placement {
  enum class Kind { broken, stored, fresh } kind = Kind::broken;
  std::int64_t id = 0;
  std::optional<std::int64_t> event, light, dark;
};

// The ids of the stored games among `hashes`, found a few hundred at a time.
class StoredHashes {
 public:
  explicit StoredHashes(Database& db) : find_(db, sql()) {}
  std::unordered_map<std::int64_t, std::int64_t> find(const std::vector<std::int64_t>& hashes) {
    std::unordered_map<std::int64_t, std::int64_t> ids;
    for (std::size_t first = 0; first < hashes.size(); first += kAtOnce) {
      bind_group(find_, hashes, first, kAtOnce);
      while (find_.step()) ids.emplace(find_.integer(0), find_.integer(1));
      find_.reset();
    }
    return ids;
  }

 private:
  static constexpr std::size_t kAtOnce = 200;
  static std::string sql() {
    return "SELECT content_hash, id FROM games WHERE content_hash IN (" + placeholders(kAtOnce) + ")";
  }
  Statement find_;
};

}  // namespace

// Games are read and checked as they come and written a batch at a time,
// in one transaction that holds the write lock only while it writes: two
// importers of one archive check their games at the same time and take
// turns to write. Ids follow the highest stored, as SQLite's rowids do, so
// that both backends number the same games alike. On a server, a batch
// takes the lock twice, briefly: to store its new names and claim its ids,
// then to add to the totals; its games and index rows are written beside
// other importers' (write_beside_other_writers).
struct Importer::Impl {
  Impl(Database& database, ImportOptions opts)
      : db(database),
        options(std::move(opts)),
        players(db, "players", "name"),
        events(db, "events", "name"),
        sources(db, "sources", "path"),
        game_rows(db, "games",
                  "id, event_id, site, date, round, light_id, dark_id, variant, result, termination, plies, "
                  "light_score, dark_score, source_id, byte_offset, line, content_hash, moves"),
        tag_rows(db, "extra_tags", "game_id, position, name, value"),
        annotation_rows(db, "annotations", "game_id, movetext"),
        stored_hashes(db),
        highest_id(db, "SELECT coalesce(max(id), 0) FROM games"),
        quarantined(db),
        positions(db),
        openings(db) {
    // The indexes take keys in no particular order: keep their pages in
    // memory rather than re-reading them for every batch (48 MB: with two
    // batches in hand under -j, a million games stay under 200 MB), and
    // let the log grow to 8,192 pages before it is copied into the
    // database, so that a page every batch changes is copied once for
    // several batches (at a million games, a fifth less system time).
    if (db.is_postgres()) return;
    db.exec("PRAGMA cache_size = " + std::to_string(-kCacheKb) + "; PRAGMA wal_autocheckpoint = " +
            std::to_string(kLogPages));
    if (options.threads > 1) checkpoints.emplace(db, kLogPages);
  }

  Database& db;
  ImportOptions options;
  NameIds players, events, sources;
  BulkInsert game_rows, tag_rows, annotation_rows;
  StoredHashes stored_hashes;
  Statement highest_id;
  QuarantineWriter quarantined;
  PositionIndexWriter positions;
  OpeningSummaryWriter openings;
  std::vector<std::string> archives;  // the names of the archives read, in order
  std::vector<std::int64_t> source_ids;  // of archives, once stored (0 before)
  // The batch being collected: its games, and the valid ones' index entries.
  std::vector<PendingGame> pending;
  IndexBatch pending_index;
  // The batch being written, on the writer's thread when there is one.
  std::vector<PendingGame> writing;
  IndexBatch writing_index;
  std::vector<std::int64_t> slot_ids;  // of writing_index's games
  std::vector<IndexBatch::Entry> sort_room;  // for each batch written in turn
  // While the writer's thread sorts the batch it took, in sort_room.
  std::atomic<bool> writer_sorting = false;
  // games and bytes are counted as games are taken, the rest as they are
  // written: by different threads under -j, so these are different fields.
  ImportSummary summary;
  // With threads: the batch being written, written on a thread of its own
  // while the next batch is collected. Last, so that it is waited for
  // before anything it uses goes.
  std::future<void> writer;
  // Whether the first batch has decided to leave the games' indexes out,
  // and whether it did; while games_by_content is out, the stored games'
  // hashes, asked instead.
  bool indexes_decided = false;
  bool indexes_left_out = false;
  std::optional<KnownGames> known_games;
  // With threads, the log's checkpoints, which outlast the writer's commits.
  std::optional<BackgroundCheckpoints> checkpoints;

  ~Impl() {
    if (writer.valid()) writer.wait();
  }

  // One archive as it is read: where its games lie.
  struct Archive {
    std::size_t index = 0;  // in archives
    std::uint64_t bytes = 0;       // to the end of the last game read whole
    std::uint64_t after_last = 0;  // where the game before ended, or one past its error
  };

  // Takes a game the check part worked on, in the order of the archive;
  // false, with nothing done, when a stop is requested.
  bool take(parser::ReadGame& read, const CheckedGame& checked, Archive& archive, ImportProgress* progress) {
    if (stop_requested()) return false;
    ++summary.games;
    PendingGame& p = pending.emplace_back();
    p.archive = archive.index;
    p.tags = checked.tags;  // copied, as all the game's parts: see hand_off()
    if (read.broken) {
      // A broken game lies between the game before and its error.
      const parser::SyntaxError& error = read.error;
      p.span = {0, archive.after_last, error.pos.offset + 1};
      keep_fault(p, error.pos.offset, error.pos, static_cast<int>(error.ply), "syntax", error.message, read);
      archive.after_last = error.pos.offset + 1;
    } else {
      const parser::Game& game = read.game;
      p.span = {0, game.start.offset, read.game.end_offset};
      p.line = game.start.line;
      if (checked.valid()) {
        take_valid(p, read.game, checked);
        pending_index.add(p.variant, checked.first_stands, p.moves, static_cast<int>(p.outcome.result), p.plies);
      } else {
        const Fault& f = *checked.check->fault;
        keep_fault(p, game.start.offset, f.pos, f.ply, rule_name(f.rule), f.message, read);
      }
      archive.bytes = archive.after_last = read.game.end_offset;
    }
    if (std::ssize(pending) >= options.games_per_batch || pending_index.games() == IndexBatch::kMaxGames) hand_off();
    if (progress) progress->update(summary.games, summary.bytes + archive.bytes);
    return true;
  }

  static void keep_fault(PendingGame& p, std::uint64_t offset, parser::SourcePos at, int ply, std::string_view rule,
                         std::string_view message, parser::ReadGame& read) {
    p.broken = true;
    p.fault_offset = offset;
    p.at = at;
    p.ply = ply;
    p.rule = rule;
    p.message = message;
    p.raw = std::move(read.text);
  }

  static void take_valid(PendingGame& p, const parser::Game& game, const CheckedGame& checked) {
    const GameCheck& check = *checked.check;
    p.variant = check.variant;
    p.outcome = check.outcome;
    p.plies = check.plies;
    p.warnings = check.warnings;
    p.moves.assign(checked.recorder.bytes.begin(), checked.recorder.bytes.end());
    p.annotations = checked.annotations;
    p.hash = checked.hash;
    for (const parser::Tag& t : game.tags)
      if (!has_column(t.name) && game.find_tag(t.name) == &t)  // the first of a name counts
        p.extra_tags.emplace_back(t.name, t.value);
  }

  // An archive's row in sources, looked up once rather than for each game.
  std::int64_t source_id(std::size_t archive) {
    source_ids.resize(archives.size(), 0);
    if (source_ids[archive] == 0) source_ids[archive] = sources.id(archives[archive]);
    return source_ids[archive];
  }

  // Hands the games taken since the last batch to the writer: with
  // threads, once the batch before is written (its failure is thrown here),
  // to be written while the next one is collected.
  void hand_off() {
    if (pending.empty()) return;
    sort_while_writer_busy();
    wait_for_writer();
    swap_batches();
    // The batch written before goes here, on the thread that made its
    // games' copies, and not on the writer's: glibc frees a block on
    // another thread than the one that allocated it under that thread's
    // arena lock, and the writer's thread is the longer one. (So the games'
    // parts are copied from the checking threads' buffers, not moved.)
    pending.clear();
    if (options.threads > 1) {
      writer_sorting.store(true, std::memory_order_relaxed);  // seen by the writer's thread from its start
      writer = std::async(std::launch::async, [this] { write_batch(); });
      return;
    }
    write_batch();
    writing.clear();
    swap_batches();  // back, so that one batch's room serves them all
  }

  void swap_batches() {
    std::swap(pending, writing);
    std::swap(pending_index, writing_index);
  }

  void wait_for_writer() {
    if (writer.valid()) writer.get();
  }

  // The next batch's sort taken a step at a time on this thread while the
  // writer is still busy with the batch before (and done with the room they
  // share): the writer takes the steps left. At a million games this
  // thread would otherwise wait 2.3 s for the writer in all, the other
  // core idle (docs/performance.md, "Every core").
  void sort_while_writer_busy() {
    if (!writer.valid() || writer_sorting.load(std::memory_order_acquire)) return;
    while (writer.wait_for(std::chrono::seconds(0)) != std::future_status::ready && pending_index.sort_step(sort_room)) {
    }
  }

  // Writes the batch handed off, its index entries' sort finished first:
  // the thread that gathers the games also parses and checks its share of
  // them, and sorts only while it would wait (docs/performance.md, "Every
  // core").
  void write_batch() {
    writing_index.sort(sort_room);  // what the gathering thread left of it
    writer_sorting.store(false, std::memory_order_release);
    slot_ids.clear();
    // Mending quarantined games reads the games stored before each one.
    if (db.backend().writes_beside_others() && !quarantined.may_mend())
      write_beside_other_writers();
    else
      write_in_turn();
    db.backend().release_game_ids();
    writing_index.clear();
  }

  // Each valid game's id in slot order, 0 for one not stored: what the
  // position index needs of the batch's placement.
  void take_index(const std::vector<Placement>& placed) {
    for (std::size_t i = 0; i < writing.size(); ++i)
      if (!writing[i].broken) slot_ids.push_back(placed[i].kind == Placement::Kind::fresh ? placed[i].id : 0);
    positions.take(writing_index, slot_ids);
  }

  // The whole batch in one transaction under the write lock.
  void write_in_turn() {
    Transaction batch(db);
    if (!indexes_decided) leave_indexes_out_if_worth_it();
    const std::vector<Placement> placed = place_batch();
    for (std::size_t i = 0; i < writing.size(); ++i) {
      const PendingGame& p = writing[i];
      switch (placed[i].kind) {
        case Placement::Kind::broken: quarantine(p); break;
        case Placement::Kind::stored: skipped(p, placed[i].id); break;
        case Placement::Kind::fresh:
          add_game_row(p, placed[i]);
          add_indexed(p, placed[i]);
          if (!quarantined.may_mend()) break;
          game_rows.flush();  // mending reads the games stored before this one
          if (quarantined.mend(p.span, p.tags, placed[i].id)) ++summary.mended;
          break;
      }
    }
    // Rows referring to a game after the game's.
    game_rows.flush();
    tag_rows.flush();
    annotation_rows.flush();
    take_index(placed);
    positions.flush();
    openings.flush();
    fill_name_keys(db);  // the batch's new names, each folded once
    batch.commit();
  }

  // In the first batch's transaction: an import that will at least double
  // the games stored writes them without the games' indexes, which
  // finish() builds at once, sorted (db/game_indexes.hpp). With fewer
  // indexes to keep in memory, a smaller page cache: the memory goes to
  // the stored games' hashes.
  void leave_indexes_out_if_worth_it() {
    constexpr std::uint64_t kLeastBytes = 10'000'000;
    constexpr std::uint64_t kBytesPerGame = 1000;
    indexes_decided = true;
    if (db.is_postgres() || options.archive_bytes < kLeastBytes) return;
    highest_id.step();
    const auto stored = static_cast<std::uint64_t>(highest_id.integer(0));
    highest_id.reset();
    if (options.archive_bytes / kBytesPerGame < stored) return;
    drop_game_indexes(db);
    db.exec("PRAGMA cache_size = " + std::to_string(-kCacheLeftOutKb));
    indexes_left_out = true;
    known_games.emplace(db, stored + options.archive_bytes / kBytesPerGame);
  }

  // With a small page cache: the sorts merge in the processor's cache
  // rather than in 48 MB of pages (a million games: 2.0 s, not 3.3 s, and
  // 12 MB rather than 100 MB at the end of the import).
  void build_indexes_left_out() {
    if (!indexes_left_out) return;
    known_games.reset();
    db.exec("PRAGMA cache_size = -4096");
    if (checkpoints) {
      // With threads, the last batches' pages are copied while the
      // indexes are built, and SQLite's sorts take the threads that read
      // (at a million games, one more: 2.8 s to 2.4 s).
      checkpoints->checkpoint();
      db.exec("PRAGMA threads = " + std::to_string(options.threads - 1));
    }
    // One transaction an index, so that with threads each one's pages are
    // copied while the next is built (the closing checkpoint: 0.044 s to
    // 0.022 s at 100,000 games). An index is whole or missing, and the next
    // writer builds a missing one (migrate()).
    for (;;) {
      Transaction build(db);
      if (!build_next_missing_game_index(db)) break;  // rolls back nothing
      build.commit();
      if (checkpoints) checkpoints->checkpoint();
    }
    db.exec("PRAGMA cache_size = " + std::to_string(-kCacheKb) + "; PRAGMA threads = 0");
    indexes_left_out = false;
  }

  // Three steps: under the write lock, the batch's new names are stored
  // and its ids claimed (committed at once); beside other writers, its
  // games and index rows are written; under the lock again, quarantine and
  // the totals. A game another writer stored meanwhile makes the games'
  // write fail, and the batch starts again.
  void write_beside_other_writers() {
    for (int attempt = 1;; ++attempt) {
      std::vector<Placement> placed;
      {
        Transaction names(db);
        placed = place_batch();
        fill_name_keys(db);
        names.commit();
      }
      Transaction batch(db, Transaction::WriteLock::beside_writers);
      if (!write_games(placed, attempt)) continue;
      std::int64_t first = 0, last = 0;
      for (std::size_t i = 0; i < writing.size(); ++i) {
        if (placed[i].kind != Placement::Kind::fresh) continue;
        add_indexed(writing[i], placed[i]);
        if (first == 0) first = placed[i].id;
        last = placed[i].id;
      }
      tag_rows.flush();
      annotation_rows.flush();
      take_index(placed);
      positions.write_rows();
      batch.take_write_lock();
      for (std::size_t i = 0; i < writing.size(); ++i) {
        if (placed[i].kind == Placement::Kind::broken) quarantine(writing[i]);
        if (placed[i].kind == Placement::Kind::stored) skipped(writing[i], placed[i].id);
      }
      // A position made common now counts from the batch's first game,
      // unless another writer stored games above this batch's meanwhile:
      // theirs were not counted.
      highest_id.step();
      const std::int64_t highest = highest_id.integer(0);
      highest_id.reset();
      positions.write_totals(highest > last ? highest + 1 : first);
      openings.flush();
      batch.commit();
      return;
    }
  }

  // The new games' rows; false when another writer stored one of them
  // since the batch looked (the transaction is then rolled back).
  bool write_games(const std::vector<Placement>& placed, int attempt) {
    try {
      for (std::size_t i = 0; i < writing.size(); ++i)
        if (placed[i].kind == Placement::Kind::fresh) add_game_row(writing[i], placed[i]);
      game_rows.flush();
      return true;
    } catch (const DatabaseError& error) {
      constexpr int kAttempts = 50;  // each lost attempt follows another writer's progress
      if (attempt >= kAttempts || !lost_to_another_writer(error)) throw;
      return false;
    }
  }

  // Under the write lock: which of the batch's games are broken, stored already
  // or new; the new ones' ids, claimed, and their names' ids, new names
  // stored in the order met.
  std::vector<Placement> place_batch() {
    std::vector<std::int64_t> hashes;
    for (const PendingGame& p : writing)
      if (!p.broken) hashes.push_back(p.hash);
    std::unordered_map<std::int64_t, std::int64_t> stored = stored_ids(hashes);
    std::unordered_set<std::int64_t> fresh;
    for (std::int64_t hash : hashes)
      if (!stored.contains(hash)) fresh.insert(hash);
    std::int64_t next_id = db.backend().claim_game_ids(std::ssize(fresh));
    std::vector<Placement> placed(writing.size());
    for (std::size_t i = 0; i < writing.size(); ++i) {
      PendingGame& p = writing[i];
      Placement& place = placed[i];
      p.span.source = source_id(p.archive);
      if (p.broken) continue;
      if (const auto same = stored.find(p.hash); same != stored.end()) {
        place = {Placement::Kind::stored, same->second, {}, {}, {}};
        continue;
      }
      stored.emplace(p.hash, next_id);
      if (known_games) known_games->add(p.hash, next_id);
      place = {Placement::Kind::fresh, next_id++, optional_id(events, p.tags.event), optional_id(players, p.tags.light),
               optional_id(players, p.tags.dark)};
    }
    return placed;
  }

  // Under the write lock: the ids of the stored games among `hashes`. From
  // memory while games_by_content is left out and no other writer has
  // built it again (opening the database, db/game_indexes.hpp): then this
  // importer alone has written since it took the games stored.
  std::unordered_map<std::int64_t, std::int64_t> stored_ids(const std::vector<std::int64_t>& hashes) {
    if (known_games && game_index_present(db, kContentIndex)) known_games.reset();
    if (!known_games) return stored_hashes.find(hashes);
    std::unordered_map<std::int64_t, std::int64_t> ids;
    for (const std::int64_t hash : hashes)
      if (const std::optional<std::int64_t> id = known_games->find(hash)) ids.emplace(hash, *id);
    return ids;
  }

  void quarantine(const PendingGame& p) {
    const BrokenGame broken{p.span, p.fault_offset, p.at, p.ply, p.rule, p.message, p.raw, p.tags};
    if (quarantined.keep(broken)) ++summary.quarantine_rows;
    ++summary.invalid;
    keep_first_few(summary.first_faults, QuarantinedGame{archives[p.archive], p.at.line, p.at.column, p.message});
  }

  void add_game_row(const PendingGame& p, const Placement& place) {
    const IdentityTags& tags = p.tags;
    const auto& scores = p.outcome.scores;
    game_rows.add(place.id)
        .add(place.event)
        .add(tags.site)
        .add(tags.date)
        .add(tags.round)
        .add(place.light)
        .add(place.dark)
        .add(static_cast<int>(p.variant))
        .add(static_cast<int>(p.outcome.result))
        .add(static_cast<int>(p.outcome.termination))
        .add(p.plies)
        .add(scores ? std::optional<std::int64_t>(scores->light) : std::nullopt)
        .add(scores ? std::optional<std::int64_t>(scores->dark) : std::nullopt)
        .add(p.span.source)
        .add(static_cast<std::int64_t>(p.span.begin))
        .add(static_cast<std::int64_t>(p.line))
        .add(p.hash)
        .add(std::span<const std::uint8_t>(p.moves))
        .end_row();
  }

  // What refers to a stored game: its extra tags, annotations, index
  // entries and totals; and the summary's count of it.
  void add_indexed(const PendingGame& p, const Placement& place) {
    const std::int64_t id = place.id;
    const int result = static_cast<int>(p.outcome.result);
    positions.add_facts(id, {place.light, place.dark, place.event, p.tags.date, static_cast<int>(p.outcome.termination)},
                        {static_cast<int>(p.variant), result, p.plies});
    openings.add(p.moves, result, p.plies);
    ++summary.imported;
    summary.plies += static_cast<std::uint64_t>(p.plies);
    int position = 0;
    for (const auto& [name, value] : p.extra_tags)
      tag_rows.add(id).add(position++).add(name).add(value).end_row();
    if (!p.annotations.empty()) annotation_rows.add(id).add(p.annotations).end_row();
    if (p.tags.date && !parser::read_date(*p.tags.date)) ++summary.unreadable_dates;
    count_repairs(p.warnings, archives[p.archive]);
  }

  void skipped(const PendingGame& p, std::int64_t stored_id) {
    if (summary.duplicates++ >= kFirstFew) return;
    summary.first_skipped.push_back({archives[p.archive], p.line, stored_id});
  }

  void count_repairs(const std::vector<Warning>& warnings, const std::string& file) {
    for (const Warning& w : warnings) {
      ++summary.repairs;
      ++summary.repairs_by_kind[repair_kind(w)];
      keep_first_few(summary.first_repairs, Repair{file, w.pos.line, w.pos.column, w.ply, w.move, w.message});
    }
  }

  bool stop_requested() const { return options.stop_requested && options.stop_requested(); }
};

Importer::Importer(Database& db, ImportOptions options) : impl_(std::make_unique<Impl>(db, std::move(options))) {}

Importer::~Importer() = default;

const ImportSummary& Importer::summary() const { return impl_->summary; }

void Importer::finish() {
  impl_->hand_off();
  impl_->wait_for_writer();
  impl_->build_indexes_left_out();
}

void Importer::import(std::istream& in, const std::string& source, ImportProgress* progress) {
  Impl& s = *impl_;
  s.archives.push_back(parser::archive_name(source));
  Impl::Archive archive{.index = s.archives.size() - 1};
  const bool lenient = s.options.lenient;
  const bool read_whole = parser::for_each_game_in_order<CheckedGame>(
      in, source, s.options.threads,
      [lenient](parser::ReadGame& read, CheckedGame& checked) { check_for_import(read, lenient, checked); },
      [&](parser::ReadGame& read, CheckedGame& checked) { return s.take(read, checked, archive, progress); });
  // The summary is whole between two calls, and the next archive's name
  // is added while the writer does not read the names.
  s.wait_for_writer();
  // Asked once more at the end, as between two games.
  if (!read_whole || s.stop_requested()) {
    s.summary.stopped = true;
    return;
  }
  s.summary.bytes += archive.bytes;
}

}  // namespace adomoc::db

#include "db/importer.hpp"

#include <array>
#include <istream>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "db/annotations.hpp"
#include "db/checked_game.hpp"
#include "db/game_identity.hpp"
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
      : insert_(db, "INSERT INTO " + std::string(table) + " (" + std::string(column) + ") VALUES (?) ON CONFLICT DO NOTHING"),
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

}  // namespace

struct Importer::Impl {
  Impl(Database& database, ImportOptions opts)
      : db(database),
        options(std::move(opts)),
        players(db, "players", "name"),
        events(db, "events", "name"),
        sources(db, "sources", "path"),
        insert_game(db,
                    "INSERT INTO games (event_id, site, date, round, light_id, dark_id, variant, result, "
                    "termination, plies, light_score, dark_score, source_id, byte_offset, line, content_hash, moves) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (content_hash) DO NOTHING"),
        insert_tag(db, "INSERT INTO extra_tags (game_id, position, name, value) VALUES (?, ?, ?, ?)"),
        stored_as(db, "SELECT id FROM games WHERE content_hash = ?"),
        quarantined(db),
        positions(db),
        openings(db),
        annotations(db) {
    // The indexes take keys in no particular order: keep their pages in
    // memory rather than re-reading them for every batch.
    if (!db.is_postgres()) db.exec("PRAGMA cache_size = -65536");
  }

  Database& db;
  ImportOptions options;
  NameIds players, events, sources;
  Statement insert_game, insert_tag, stored_as;
  QuarantineWriter quarantined;
  PositionIndexWriter positions;
  OpeningSummaryWriter openings;
  AnnotationWriter annotations;
  std::optional<Transaction> batch;
  int in_batch = 0;
  ImportSummary summary;

  void begin_game() {
    if (!batch) batch.emplace(db);
  }
  void end_game() {
    if (++in_batch < options.games_per_batch) return;
    commit();
  }
  void commit() {
    if (!batch) return;
    positions.flush();
    openings.flush();
    fill_name_keys(db);  // the batch's new names, each folded once
    batch->commit();
    batch.reset();
    in_batch = 0;
  }

  void quarantine(const BrokenGame& broken, const std::string& file) {
    if (quarantined.keep(broken)) ++summary.quarantine_rows;
    ++summary.invalid;
    keep_first_few(summary.first_faults,
                   QuarantinedGame{file, broken.at.line, broken.at.column, std::string(broken.message)});
  }

  // One archive as it is read: its row in sources, and where its games lie.
  struct Archive {
    std::int64_t source = 0;
    const std::string& name;
    std::uint64_t bytes = 0;       // to the end of the last game read whole
    std::uint64_t after_last = 0;  // where the game before ended, or one past its error
  };

  // Stores a game the check part worked on, in the order of the archive;
  // false, with nothing done, when a stop is requested.
  bool take(const parser::ReadGame& read, const CheckedGame& checked, Archive& archive, ImportProgress* progress) {
    if (stop_requested()) return false;
    begin_game();
    ++summary.games;
    if (read.broken) {
      // A broken game lies between the game before and its error.
      const parser::SyntaxError& error = read.error;
      const FileSpan span{archive.source, archive.after_last, error.pos.offset + 1};
      quarantine({span, error.pos.offset, error.pos, static_cast<int>(error.ply), "syntax", error.message, read.text,
                  checked.tags},
                 archive.name);
      archive.after_last = error.pos.offset + 1;
    } else {
      store(read, checked, {archive.source, read.game.start.offset, read.game.end_offset}, archive.name);
      archive.bytes = archive.after_last = read.game.end_offset;
    }
    end_game();
    if (progress) progress->update(summary, archive.bytes);
    return true;
  }

  void store(const parser::ReadGame& read, const CheckedGame& checked, const FileSpan& span, const std::string& file) {
    const parser::Game& game = read.game;
    const GameCheck& check = *checked.check;
    const IdentityTags& tags = checked.tags;
    if (!check.valid()) {
      const Fault& f = *check.fault;
      return quarantine({span, game.start.offset, f.pos, f.ply, rule_name(f.rule), f.message, read.text, tags}, file);
    }
    const MoveRecorder& recorder = checked.recorder;
    const int result = static_cast<int>(check.outcome.result);
    insert_game.bind(1, optional_id(events, tags.event))
        .bind(2, tags.site)
        .bind(3, tags.date)
        .bind(4, tags.round)
        .bind(5, optional_id(players, tags.light))
        .bind(6, optional_id(players, tags.dark))
        .bind(7, static_cast<int>(check.variant))
        .bind(8, result)
        .bind(9, static_cast<int>(check.outcome.termination))
        .bind(10, check.plies)
        .bind(11, check.outcome.scores ? std::optional<std::int64_t>(check.outcome.scores->light) : std::nullopt)
        .bind(12, check.outcome.scores ? std::optional<std::int64_t>(check.outcome.scores->dark) : std::nullopt)
        .bind(13, span.source)
        .bind(14, static_cast<std::int64_t>(game.start.offset))
        .bind(15, static_cast<std::int64_t>(game.start.line))
        .bind(16, checked.hash)
        .bind(17, std::span<const std::uint8_t>(recorder.bytes));
    insert_game.run();
    // A game already stored (the same content hash) is not inserted again.
    if (db.changes() == 0) return skipped(checked.hash, game, file);
    const std::int64_t id = db.last_insert_id();
    positions.add({id, check.variant, &recorder.positions, recorder.bytes, result, check.plies});
    openings.add(recorder.bytes, result, check.plies);
    ++summary.imported;
    summary.plies += static_cast<std::uint64_t>(check.plies);
    store_extra_tags(game, id);
    annotations.store(id, checked.annotations);
    if (tags.date && !parser::read_date(*tags.date)) ++summary.unreadable_dates;
    count_repairs(check.warnings, file);
    if (quarantined.mend(span, tags, id)) ++summary.mended;
  }

  void skipped(std::int64_t hash, const parser::Game& game, const std::string& file) {
    if (summary.duplicates++ >= kFirstFew) return;
    stored_as.bind(1, hash);
    const std::int64_t id = stored_as.step() ? stored_as.integer(0) : 0;
    stored_as.reset();
    summary.first_skipped.push_back({file, game.start.line, id});
  }

  void count_repairs(const std::vector<Warning>& warnings, const std::string& file) {
    for (const Warning& w : warnings) {
      ++summary.repairs;
      ++summary.repairs_by_kind[repair_kind(w)];
      keep_first_few(summary.first_repairs, Repair{file, w.pos.line, w.pos.column, w.ply, w.move, w.message});
    }
  }

  void store_extra_tags(const parser::Game& game, std::int64_t id) {
    int position = 0;
    for (const parser::Tag& t : game.tags) {
      if (has_column(t.name) || game.find_tag(t.name) != &t) continue;  // the first of a name counts
      insert_tag.bind(1, id).bind(2, position++).bind(3, t.name).bind(4, t.value).run();
    }
  }

  bool stop_requested() const { return options.stop_requested && options.stop_requested(); }
};

Importer::Importer(Database& db, ImportOptions options) : impl_(std::make_unique<Impl>(db, std::move(options))) {}

Importer::~Importer() = default;

const ImportSummary& Importer::summary() const { return impl_->summary; }

void Importer::finish() { impl_->commit(); }

void Importer::import(std::istream& in, const std::string& source, ImportProgress* progress) {
  Impl& s = *impl_;
  s.begin_game();
  parser::ArchiveReader reader(in, source);
  Impl::Archive archive{.source = s.sources.id(source), .name = reader.name()};
  const bool lenient = s.options.lenient;
  const bool read_whole = parser::for_each_game_in_order<CheckedGame>(
      reader, s.options.threads,
      [lenient](parser::ReadGame& read, CheckedGame& checked) { checked = check_for_import(read, lenient); },
      [&](const parser::ReadGame& read, const CheckedGame& checked) { return s.take(read, checked, archive, progress); });
  // Asked once more at the end, as between two games.
  if (!read_whole || s.stop_requested()) {
    s.summary.stopped = true;
    return;
  }
  s.summary.bytes += archive.bytes;
}

}  // namespace adomoc::db

#include "db/importer.hpp"

#include <array>
#include <istream>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "db/annotations.hpp"
#include "db/game_identity.hpp"
#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/player_names.hpp"
#include "db/position_index.hpp"
#include "db/quarantine.hpp"
#include "parser/date.hpp"
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
      : insert_(db, "INSERT OR IGNORE INTO " + std::string(table) + " (" + std::string(column) + ") VALUES (?)"),
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

class MoveRecorder : public MoveEncoder {
 public:
  GamePositions positions;
  void on_move(const Position& before, Move m, const Position& after) override {
    MoveEncoder::on_move(before, m, after);
    positions.add(after);
  }
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
                    "INSERT OR IGNORE INTO games (event_id, site, date, round, light_id, dark_id, variant, result, "
                    "termination, plies, light_score, dark_score, source_id, byte_offset, line, content_hash, moves) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        insert_tag(db, "INSERT INTO extra_tags (game_id, position, name, value) VALUES (?, ?, ?, ?)"),
        stored_as(db, "SELECT id FROM games WHERE content_hash = ?"),
        quarantined(db),
        positions(db),
        openings(db),
        annotations(db) {
    // The indexes take keys in no particular order: keep their pages in
    // memory rather than re-reading them for every batch.
    db.exec("PRAGMA cache_size = -65536");
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

  void store(parser::Game& game, const FileSpan& span, std::string_view raw, const std::string& file) {
    MoveRecorder recorder;
    const GameCheck check = check_game(game, {options.lenient, &recorder});
    const IdentityTags tags = IdentityTags::of(game);
    if (!check.valid()) {
      const Fault& f = *check.fault;
      return quarantine({span, game.start.offset, f.pos, f.ply, rule_name(f.rule), f.message, raw, tags}, file);
    }
    const std::string annotations_text = annotation_text(game);
    const GameRecord record{static_cast<int>(check.variant), static_cast<int>(check.outcome.result),
                            static_cast<int>(check.outcome.termination), recorder.bytes, tags, annotations_text};
    insert_game.bind(1, optional_id(events, tags.event))
        .bind(2, tags.site)
        .bind(3, tags.date)
        .bind(4, tags.round)
        .bind(5, optional_id(players, tags.light))
        .bind(6, optional_id(players, tags.dark))
        .bind(7, record.variant)
        .bind(8, record.result)
        .bind(9, record.termination)
        .bind(10, check.plies)
        .bind(11, check.outcome.scores ? std::optional<std::int64_t>(check.outcome.scores->light) : std::nullopt)
        .bind(12, check.outcome.scores ? std::optional<std::int64_t>(check.outcome.scores->dark) : std::nullopt)
        .bind(13, span.source)
        .bind(14, static_cast<std::int64_t>(game.start.offset))
        .bind(15, static_cast<std::int64_t>(game.start.line))
        .bind(16, record_hash(record))
        .bind(17, std::span<const std::uint8_t>(recorder.bytes));
    insert_game.run();
    if (db.changes() == 0) return skipped(record, game, file);
    const std::int64_t id = db.last_insert_rowid();
    positions.add(id, recorder.positions.indexed());
    openings.add(recorder.bytes, record.result, check.plies);
    ++summary.imported;
    summary.plies += static_cast<std::uint64_t>(check.plies);
    store_extra_tags(game, id);
    annotations.store(id, annotations_text);
    if (tags.date && !parser::read_date(*tags.date)) ++summary.unreadable_dates;
    count_repairs(check.warnings, file);
    if (quarantined.mend(span, tags, id)) ++summary.mended;
  }

  void skipped(const GameRecord& record, const parser::Game& game, const std::string& file) {
    if (summary.duplicates++ >= kFirstFew) return;
    stored_as.bind(1, record_hash(record));
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
  const std::int64_t source_id = s.sources.id(source);
  parser::ArchiveReader reader(in, source);
  parser::Game game;
  parser::SyntaxError error;
  std::uint64_t file_bytes = 0;
  std::uint64_t after_last = 0;  // where the game before ended, or one past its error
  for (;;) {
    if (s.stop_requested()) {
      s.summary.stopped = true;
      return;
    }
    const auto status = reader.next(game, error);
    if (status == parser::ArchiveReader::Status::end) break;
    s.begin_game();
    ++s.summary.games;
    if (status == parser::ArchiveReader::Status::error) {
      // A broken game lies between the game before and its error.
      const std::string_view raw = reader.failed_game_text();
      const FileSpan span{source_id, after_last, error.pos.offset + 1};
      s.quarantine({span, error.pos.offset, error.pos, static_cast<int>(error.ply), "syntax", error.message, raw,
                    tags_of_text(raw)},
                   reader.name());
      after_last = error.pos.offset + 1;
    } else {
      s.store(game, {source_id, game.start.offset, game.end_offset}, reader.game_text(), reader.name());
      file_bytes = after_last = game.end_offset;
    }
    s.end_game();
    if (progress) progress->update(s.summary, file_bytes);
  }
  s.summary.bytes += file_bytes;
}

}  // namespace adomoc::db

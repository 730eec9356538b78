#include "db/importer.hpp"

#include <array>
#include <istream>
#include <string_view>
#include <unordered_map>

#include "db/annotations.hpp"
#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/position_index.hpp"
#include "parser/reader.hpp"
#include "validator/replay.hpp"

namespace adomoc::db {

namespace {

constexpr std::size_t kFaultsKept = 5;
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

std::optional<std::int64_t> optional_id(NameIds& ids, const parser::Game& game, std::string_view name) {
  const parser::Tag* t = game.find_tag(name);
  if (!t) return std::nullopt;
  return ids.id(t->value);
}

std::optional<std::string> optional_tag(const parser::Game& game, std::string_view name) {
  const parser::Tag* t = game.find_tag(name);
  if (!t) return std::nullopt;
  return t->value;
}

}  // namespace

std::int64_t content_hash(int variant, const std::vector<std::uint8_t>& moves, const std::string& light,
                          const std::string& dark, const std::string& date) {
  // FNV-1a over the parts, each ended by a byte no name contains, then mixed.
  std::uint64_t h = 0xcbf29ce484222325ULL;
  const auto add = [&h](std::uint8_t byte) { h = (h ^ byte) * 0x100000001b3ULL; };
  add(static_cast<std::uint8_t>(variant));
  for (std::uint8_t b : moves) add(b);
  for (const std::string* part : {&light, &dark, &date}) {
    add(0);
    for (char c : *part) add(static_cast<std::uint8_t>(c));
  }
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  return static_cast<std::int64_t>(h);
}

struct Importer::Impl {
  Impl(Database& database, ImportOptions opts)
      : db(database),
        options(opts),
        players(db, "players", "name"),
        events(db, "events", "name"),
        sources(db, "sources", "path"),
        insert_game(db,
                    "INSERT OR IGNORE INTO games (event_id, site, date, round, light_id, dark_id, variant, result, "
                    "termination, plies, light_score, dark_score, source_id, byte_offset, line, content_hash, moves) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        insert_tag(db, "INSERT INTO extra_tags (game_id, position, name, value) VALUES (?, ?, ?, ?)"),
        insert_quarantine(db,
                          "INSERT OR IGNORE INTO quarantine (source_id, byte_offset, line, column, ply, rule, message, "
                          "raw) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
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
  Statement insert_game, insert_tag, insert_quarantine;
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
    batch->commit();
    batch.reset();
    in_batch = 0;
  }

  void quarantine(std::int64_t source, std::uint64_t offset, parser::SourcePos at, int ply, std::string_view rule,
                  const std::string& message, std::string_view raw, const std::string& file) {
    insert_quarantine.bind(1, source)
        .bind(2, static_cast<std::int64_t>(offset))
        .bind(3, static_cast<std::int64_t>(at.line))
        .bind(4, static_cast<std::int64_t>(at.column))
        .bind(5, ply)
        .bind(6, rule)
        .bind(7, message)
        .bind(8, raw)
        .run();
    ++summary.invalid;
    if (summary.first_faults.size() < kFaultsKept) summary.first_faults.push_back({file, at.line, at.column, message});
  }

  void store(parser::Game& game, std::int64_t source, std::string_view raw, const std::string& file) {
    MoveRecorder recorder;
    const GameCheck check = check_game(game, {options.lenient, &recorder});
    if (!check.valid()) {
      const Fault& f = *check.fault;
      return quarantine(source, game.start.offset, f.pos, f.ply, rule_name(f.rule), f.message, raw, file);
    }
    const int variant = static_cast<int>(check.variant);
    const std::optional<std::string> date = optional_tag(game, "Date");
    const std::optional<std::string> light = optional_tag(game, "Light"), dark = optional_tag(game, "Dark");
    insert_game.bind(1, optional_id(events, game, "Event"))
        .bind(2, optional_tag(game, "Site"))
        .bind(3, date)
        .bind(4, optional_tag(game, "Round"))
        .bind(5, optional_id(players, game, "Light"))
        .bind(6, optional_id(players, game, "Dark"))
        .bind(7, variant)
        .bind(8, static_cast<int>(check.outcome.result))
        .bind(9, static_cast<int>(check.outcome.termination))
        .bind(10, check.plies)
        .bind(11, check.outcome.scores ? std::optional<std::int64_t>(check.outcome.scores->light) : std::nullopt)
        .bind(12, check.outcome.scores ? std::optional<std::int64_t>(check.outcome.scores->dark) : std::nullopt)
        .bind(13, source)
        .bind(14, static_cast<std::int64_t>(game.start.offset))
        .bind(15, static_cast<std::int64_t>(game.start.line))
        .bind(16, content_hash(variant, recorder.bytes, light.value_or(""), dark.value_or(""), date.value_or("")))
        .bind(17, std::span<const std::uint8_t>(recorder.bytes));
    insert_game.run();
    if (db.changes() == 0) {
      ++summary.duplicates;
      return;
    }
    positions.add(db.last_insert_rowid(), recorder.positions.indexed());
    openings.add(recorder.bytes, static_cast<int>(check.outcome.result), check.plies);
    ++summary.imported;
    summary.plies += static_cast<std::uint64_t>(check.plies);
    const std::int64_t id = db.last_insert_rowid();
    store_extra_tags(game, id);
    annotations.store(id, game);
  }

  void store_extra_tags(const parser::Game& game, std::int64_t id) {
    int position = 0;
    for (const parser::Tag& t : game.tags) {
      if (has_column(t.name) || game.find_tag(t.name) != &t) continue;  // the first of a name counts
      insert_tag.bind(1, id).bind(2, position++).bind(3, t.name).bind(4, t.value).run();
    }
  }
};

Importer::Importer(Database& db, ImportOptions options) : impl_(std::make_unique<Impl>(db, options)) {}

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
  for (;;) {
    const auto status = reader.next(game, error);
    if (status == parser::ArchiveReader::Status::end) break;
    s.begin_game();
    ++s.summary.games;
    if (status == parser::ArchiveReader::Status::error) {
      s.quarantine(source_id, error.pos.offset, error.pos, 0, "syntax", error.message, reader.failed_game_text(),
                   reader.name());
    } else {
      s.store(game, source_id, reader.game_text(), reader.name());
      file_bytes = game.end_offset;
    }
    s.end_game();
    if (progress) progress->update(s.summary, file_bytes);
  }
  s.summary.bytes += file_bytes;
}

}  // namespace adomoc::db

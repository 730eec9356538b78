#include "db/quarantine.hpp"

#include <algorithm>

#include "parser/reader.hpp"

namespace adomoc::db {

namespace {

// Column 0 of every row, then the statement is ready for new bindings.
std::vector<std::int64_t> first_column(Statement& s) {
  std::vector<std::int64_t> values;
  while (s.step()) values.push_back(s.integer(0));
  s.reset();
  return values;
}

std::optional<std::int64_t> optional_hash(const IdentityTags& tags) {
  if (tags.empty()) return std::nullopt;
  return tags_hash(tags);
}

// The tag lines a text starts with (blank lines among them), up to the
// first line that is something else.
std::string_view leading_tag_lines(std::string_view raw) {
  std::size_t end = 0;
  while (end < raw.size()) {
    const std::size_t line_end = std::min(raw.find('\n', end), raw.size());
    const std::string_view line = raw.substr(end, line_end - end);
    const std::size_t first = line.find_first_not_of(" \t\r\f\v");
    if (first != std::string_view::npos && line[first] != '[') break;
    end = line_end == raw.size() ? line_end : line_end + 1;
  }
  return raw.substr(0, end);
}

// "... WHERE id IN (?, ?, ...)" for `count` ids, or nothing for all rows.
std::string id_condition(std::size_t count) {
  if (count == 0) return "";
  std::string sql = " WHERE id IN (";
  for (std::size_t i = 0; i < count; ++i) sql += i ? ", ?" : "?";
  return sql + ")";
}

void bind_ids(Statement& s, std::span<const std::int64_t> ids) {
  int at = 1;
  for (std::int64_t id : ids) s.bind(at++, id);
}

}  // namespace

IdentityTags tags_of_text(std::string_view raw) {
  const parser::ParsedArchive parsed = parser::parse_string(leading_tag_lines(raw));
  if (parsed.games.size() != 1 || !parsed.errors.empty()) return {};
  return IdentityTags::of(parsed.games.front());
}

bool starts_with_tag_line(std::string_view raw) {
  for (std::size_t at = 0; at < raw.size();) {
    const char c = raw[at];
    if (c == '[') return true;
    if (c == '{') at = raw.find('}', at);
    else if (c == ';') at = raw.find('\n', at);
    else if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != '\v') return false;
    if (at == std::string_view::npos) return false;
    ++at;
  }
  return false;
}

QuarantineWriter::QuarantineWriter(Database& db)
    : earlier_rows_(false),
      by_text_(db, "SELECT id FROM quarantine WHERE text_hash = ?"),
      at_place_(db,
                "SELECT id FROM quarantine WHERE source_id = ? AND byte_offset >= ? AND byte_offset < ? "
                "AND tags_hash IS NOT DISTINCT FROM ? ORDER BY byte_offset"),
      tagged_(db, "SELECT id, source_id FROM quarantine WHERE tags_hash = ?"),
      stored_with_tags_(db,
                        "SELECT 1 FROM games g LEFT JOIN events e ON e.id = g.event_id "
                        "LEFT JOIN players pl ON pl.id = g.light_id LEFT JOIN players pd ON pd.id = g.dark_id "
                        "WHERE g.id <> ? AND e.name IS NOT DISTINCT FROM ? AND g.site IS NOT DISTINCT FROM ? AND g.date IS NOT DISTINCT FROM ? AND g.round IS NOT DISTINCT FROM ? "
                        "AND pl.name IS NOT DISTINCT FROM ? AND pd.name IS NOT DISTINCT FROM ? LIMIT 1"),
      insert_(db,
              "INSERT INTO quarantine (source_id, byte_offset, line, \"column\", ply, rule, message, raw, text_hash, "
              "tags_hash, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
      next_id_(db, "SELECT coalesce(max(id), 0) + 1 FROM quarantine"),
      update_place_(db,
                    "UPDATE quarantine SET source_id = ?, byte_offset = ?, line = ?, \"column\" = ?, ply = ?, rule = ?, "
                    "message = ? WHERE id = ?"),
      replace_(db,
               "UPDATE quarantine SET source_id = ?, byte_offset = ?, line = ?, \"column\" = ?, ply = ?, rule = ?, "
               "message = ?, raw = ?, text_hash = ?, tags_hash = ? WHERE id = ?"),
      remove_(db, "DELETE FROM quarantine WHERE id = ?") {
  Statement any(db, "SELECT EXISTS (SELECT 1 FROM quarantine)");
  earlier_rows_ = any.step() && any.integer(0) != 0;
}

void QuarantineWriter::bind_fault(Statement& s, const BrokenGame& game) {
  s.bind(1, game.span.source)
      .bind(2, static_cast<std::int64_t>(game.offset))
      .bind(3, static_cast<std::int64_t>(game.at.line))
      .bind(4, static_cast<std::int64_t>(game.at.column))
      .bind(5, game.ply)
      .bind(6, game.rule)
      .bind(7, game.message);
}

bool QuarantineWriter::keep(const BrokenGame& game) {
  const std::int64_t text = text_hash(game.raw);
  by_text_.bind(1, text);
  if (const auto same_text = first_column(by_text_); !same_text.empty()) {
    bind_fault(update_place_, game);
    update_place_.bind(8, same_text.front()).run();
    written_.insert(same_text.front());
    return false;
  }
  if (const auto same_place = earlier_row_at(game.span, game.tags)) {
    bind_fault(replace_, game);
    replace_.bind(8, game.raw).bind(9, text).bind(10, optional_hash(game.tags)).bind(11, *same_place).run();
    written_.insert(*same_place);
    return false;
  }
  // The next id after the highest, as SQLite's rowid goes and whichever
  // backend: a row that a killed import rolled back leaves no gap.
  next_id_.step();
  const std::int64_t id = next_id_.integer(0);
  next_id_.reset();
  bind_fault(insert_, game);
  insert_.bind(8, game.raw).bind(9, text).bind(10, optional_hash(game.tags)).bind(11, id).run();
  written_.insert(id);
  return true;
}

bool QuarantineWriter::mend(const FileSpan& span, const IdentityTags& tags, std::int64_t id) {
  if (!earlier_rows_) return false;
  std::optional<std::int64_t> row = earlier_row_at(span, tags);
  if (!row) row = earlier_row_tagged(span, tags, id);
  if (!row) return false;
  remove_.bind(1, *row).run();
  return true;
}

// The place alone could be another game's after the file changed: the
// tags must agree too (no tags on either, or the same).
std::optional<std::int64_t> QuarantineWriter::earlier_row_at(const FileSpan& span, const IdentityTags& tags) {
  if (!earlier_rows_) return std::nullopt;
  at_place_.bind(1, span.source)
      .bind(2, static_cast<std::int64_t>(span.begin))
      .bind(3, static_cast<std::int64_t>(span.end))
      .bind(4, optional_hash(tags));
  for (std::int64_t row : first_column(at_place_))
    if (!written_.contains(row)) return row;
  return std::nullopt;
}

// Tags tell one game from the others only when they are full enough and
// nothing else, stored or quarantined, has them.
std::optional<std::int64_t> QuarantineWriter::earlier_row_tagged(const FileSpan& span, const IdentityTags& tags,
                                                                 std::int64_t id) {
  if (!tags.identifying()) return std::nullopt;
  tagged_.bind(1, tags_hash(tags));
  std::vector<std::pair<std::int64_t, std::int64_t>> rows;  // id, source
  while (tagged_.step()) rows.emplace_back(tagged_.integer(0), tagged_.integer(1));
  tagged_.reset();
  if (rows.size() != 1 || written_.contains(rows[0].first) || rows[0].second == span.source) return std::nullopt;
  stored_with_tags_.bind(1, id)
      .bind(2, tags.event)
      .bind(3, tags.site)
      .bind(4, tags.date)
      .bind(5, tags.round)
      .bind(6, tags.light)
      .bind(7, tags.dark);
  const bool shared = stored_with_tags_.step();
  stored_with_tags_.reset();
  if (shared) return std::nullopt;
  return rows[0].first;
}

Table quarantine_list(Database& db) {
  Table t;
  t.columns = {"id", "file", "line", "column", "ply", "rule", "fault"};
  Statement s(db,
              "SELECT q.id, s.path, q.line, q.\"column\", q.ply, q.rule, q.message FROM quarantine q "
              "JOIN sources s ON s.id = q.source_id ORDER BY q.id");
  while (s.step())
    t.rows.push_back({s.integer(0), s.text(1), s.integer(2), s.integer(3), s.integer(4), s.text(5), s.text(6)});
  t.notes.push_back(std::to_string(t.rows.size()) + (t.rows.size() == 1 ? " game" : " games") + " in quarantine");
  return t;
}

std::vector<std::int64_t> missing_quarantined(Database& db, std::span<const std::int64_t> ids) {
  return ids_without_row(db, "SELECT 1 FROM quarantine WHERE id = ?", ids);
}

void for_each_quarantined_text(Database& db, std::span<const std::int64_t> ids,
                               const std::function<void(std::int64_t, std::string_view)>& visit) {
  Statement s(db, "SELECT id, raw FROM quarantine" + id_condition(ids.size()) + " ORDER BY id");
  bind_ids(s, ids);
  while (s.step()) {
    const std::string raw = s.text(1);
    visit(s.integer(0), raw);
  }
}

std::int64_t drop_quarantined(Database& db, std::span<const std::int64_t> ids) {
  if (ids.empty()) return 0;
  Statement s(db, "DELETE FROM quarantine" + id_condition(ids.size()));
  bind_ids(s, ids);
  s.run();
  return db.changes();
}

std::int64_t drop_all_quarantined(Database& db) {
  db.exec("DELETE FROM quarantine");
  return db.changes();
}

}  // namespace adomoc::db

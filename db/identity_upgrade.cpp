#include "db/identity_upgrade.hpp"

#include <unordered_map>
#include <utility>
#include <vector>

#include "db/deletion.hpp"
#include "db/game_identity.hpp"
#include "db/quarantine.hpp"
#include "parser/date.hpp"

namespace adomoc::db {

namespace {

std::optional<std::string> optional_text(const Statement& row, int column) {
  if (row.is_null(column)) return std::nullopt;
  return row.text(column);
}

void write_dates_with_dots(Database& db) {
  std::vector<std::pair<std::int64_t, std::string>> changed;
  Statement dates(db, "SELECT id, date FROM games WHERE date IS NOT NULL");
  while (dates.step()) {
    const std::string written = dates.text(1);
    if (std::string dotted = parser::canonical_date(written); dotted != written)
      changed.emplace_back(dates.integer(0), std::move(dotted));
  }
  Statement update(db, "UPDATE games SET date = ? WHERE id = ?");
  for (const auto& [id, date] : changed) update.bind(1, date).bind(2, id).run();
}

// Every game's new hash, and the games whose record an earlier one has.
void rehash_games(Database& db) {
  Statement games(db,
                  "SELECT g.id, e.name, g.site, g.date, g.round, pl.name, pd.name, g.variant, g.result, "
                  "g.termination, g.moves FROM games g LEFT JOIN events e ON e.id = g.event_id "
                  "LEFT JOIN players pl ON pl.id = g.light_id LEFT JOIN players pd ON pd.id = g.dark_id ORDER BY g.id");
  std::vector<std::pair<std::int64_t, std::int64_t>> hashes;  // id, hash
  std::unordered_map<std::int64_t, std::int64_t> first_with;  // hash -> id
  std::vector<std::int64_t> twice;
  while (games.step()) {
    GameRecord r;
    r.tags = {optional_text(games, 1), optional_text(games, 2), optional_text(games, 3),
              optional_text(games, 4), optional_text(games, 5), optional_text(games, 6)};
    r.variant = static_cast<int>(games.integer(7));
    r.result = static_cast<int>(games.integer(8));
    r.termination = static_cast<int>(games.integer(9));
    r.moves = games.blob(10);
    const std::int64_t hash = record_hash(r);
    if (first_with.emplace(hash, games.integer(0)).second)
      hashes.emplace_back(games.integer(0), hash);
    else
      twice.push_back(games.integer(0));
  }
  delete_game_rows(db, twice);  // schema step 6 rebuilds the indexes
  Statement update(db, "UPDATE games SET content_hash = ? WHERE id = ?");
  for (const auto& [id, hash] : hashes) update.bind(1, hash).bind(2, id).run();
}

void key_quarantine(Database& db) {
  struct Keys {
    std::int64_t id, text;
    std::optional<std::int64_t> tags;
  };
  std::vector<Keys> keys;
  std::vector<std::int64_t> twice;
  std::unordered_map<std::int64_t, std::int64_t> first_with;
  Statement rows(db, "SELECT id, raw FROM quarantine ORDER BY id");
  while (rows.step()) {
    const std::string raw = rows.text(1);
    const std::int64_t text = text_hash(raw);
    if (!first_with.emplace(text, rows.integer(0)).second) {
      twice.push_back(rows.integer(0));
      continue;
    }
    const IdentityTags tags = tags_of_text(raw);
    keys.push_back({rows.integer(0), text, tags.empty() ? std::nullopt : std::optional(tags_hash(tags))});
  }
  drop_quarantined(db, twice);
  Statement update(db, "UPDATE quarantine SET text_hash = ?, tags_hash = ? WHERE id = ?");
  for (const Keys& k : keys) update.bind(1, k.text).bind(2, k.tags).bind(3, k.id).run();
}

}  // namespace

void upgrade_identity(Database& db) {
  write_dates_with_dots(db);
  rehash_games(db);
  key_quarantine(db);
}

}  // namespace adomoc::db

#include "db/aliases.hpp"

#include <algorithm>
#include <istream>
#include <map>
#include <optional>
#include <ostream>
#include <tuple>

#include "db/name_key.hpp"
#include "db/player_identity.hpp"
#include "db/player_names.hpp"

namespace adomoc::db {

namespace {

std::string quoted(std::string_view name) { return "'" + std::string(name) + "'"; }

std::string name_of(Database& db, std::int64_t id) {
  Statement s(db, "SELECT name FROM players WHERE id = ?");
  s.bind(1, id);
  return s.step() ? s.text(0) : std::string();
}

std::optional<std::int64_t> alias_target(Database& db, std::int64_t id) {
  Statement s(db, "SELECT player_id FROM player_aliases WHERE alias_id = ?");
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return s.integer(0);
}

std::vector<std::string> aliases_of(Database& db, std::int64_t id) {
  Statement s(db, "SELECT p.name FROM player_aliases a JOIN players p ON p.id = a.alias_id WHERE a.player_id = ? "
                  "ORDER BY p.name");
  s.bind(1, id);
  std::vector<std::string> names;
  while (s.step()) names.push_back(s.text(0));
  return names;
}

std::string listed(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ", ") + quoted(n);
  return text;
}

// Why `alias` cannot be made an alias of `player`, or nothing.
std::optional<std::string> alias_refusal(Database& db, std::int64_t player, std::int64_t alias,
                                         const std::string& written) {
  if (alias == player) return quoted(written) + " is " + quoted(name_of(db, player)) + " itself: a name cannot be its own alias";
  if (const auto other = alias_target(db, alias); other && *other != player)
    return quoted(name_of(db, alias)) + " is already an alias of " + quoted(name_of(db, *other)) +
           ": remove it first (adomoc alias --remove " + quoted(name_of(db, alias)) + ")";
  if (const auto own = aliases_of(db, alias); !own.empty())
    return quoted(name_of(db, alias)) + " has aliases of its own (" + listed(own) +
           "): aliases do not chain; remove them and make them aliases of " + quoted(name_of(db, player));
  return std::nullopt;
}

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t\r") - first + 1));
}

// Games per player (spellings counted with the player they stand for).
std::map<std::int64_t, std::int64_t> games_per_player(Database& db) {
  std::map<std::int64_t, std::int64_t> games;
  Statement s(db, "SELECT player, count(*) FROM (SELECT " + player_of("light_id") + " AS player FROM games UNION ALL SELECT " +
                      player_of("dark_id") + " FROM games) AS sides WHERE player IS NOT NULL GROUP BY player");
  while (s.step()) games[s.integer(0)] = s.integer(1);
  return games;
}

// Stores each name of the group that no stored spelling matches (as
// find_player matches), with its key; returns how many.
int store_unknown_names(Database& db, const AliasGroup& group) {
  Statement known(db, "SELECT 1 FROM players WHERE name = ?1 UNION ALL SELECT 1 FROM player_keys WHERE name_key = ?2");
  Statement store(db, insert_with_next_id("players", "name", false));
  int stored = 0;
  std::vector<std::string> names{group.player};
  names.insert(names.end(), group.aliases.begin(), group.aliases.end());
  for (const std::string& name : names) {
    known.bind(1, name).bind(2, name_key(name));
    const bool found = known.step();
    known.reset();
    if (found) continue;
    store.bind(1, name).run();
    ++stored;
  }
  if (stored) fill_name_keys(db);
  return stored;
}

}  // namespace

Expected<std::int64_t, std::string> find_player(Database& db, std::string_view written) {
  Statement exact(db, "SELECT id FROM players WHERE name = ?");
  exact.bind(1, written);
  if (exact.step()) return exact.integer(0);
  Statement folded(db, "SELECT p.id, p.name FROM player_keys k JOIN players p ON p.id = k.player_id "
                      "WHERE k.name_key = ? ORDER BY p.name");
  folded.bind(1, name_key(written));
  std::vector<std::int64_t> ids;
  std::vector<std::string> names;
  while (folded.step()) {
    ids.push_back(folded.integer(0));
    names.push_back(folded.text(1));
  }
  if (ids.size() == 1) return ids.front();
  if (ids.size() > 1)
    return Unexpected{quoted(written) + " is stored in several spellings (" + listed(names) + "): give one exactly"};
  std::string message = "no player " + quoted(written) + " in the database";
  if (const auto near = closest_names(db, written); !near.empty()) message += "; closest: " + listed(near);
  return Unexpected{message};
}

Expected<AliasChange, std::string> add_aliases(Database& db, std::string_view name,
                                               const std::vector<std::string>& aliases) {
  const auto player = find_player(db, name);
  if (!player) return Unexpected{player.error()};
  if (const auto of = alias_target(db, *player))
    return Unexpected{quoted(name_of(db, *player)) + " is itself an alias of " + quoted(name_of(db, *of)) +
                      ": give " + quoted(name_of(db, *of)) + " as the name (aliases do not chain)"};
  std::vector<std::int64_t> ids;
  for (const std::string& written : aliases) {
    const auto alias = find_player(db, written);
    if (!alias) return Unexpected{alias.error()};
    if (const auto refusal = alias_refusal(db, *player, *alias, written)) return Unexpected{*refusal};
    ids.push_back(*alias);
  }
  Statement insert(db, "INSERT INTO player_aliases (alias_id, player_id) VALUES (?, ?) ON CONFLICT DO NOTHING");
  AliasChange change{0, name_of(db, *player), {}};
  for (std::int64_t id : ids) {
    insert.bind(1, id).bind(2, *player).run();
    change.changed += db.changes();
    change.names.push_back(name_of(db, id));
  }
  return change;
}

Expected<AliasChange, std::string> remove_aliases(Database& db, const std::vector<std::string>& names) {
  std::vector<std::int64_t> ids;
  for (const std::string& written : names) {
    const auto id = find_player(db, written);
    if (!id) return Unexpected{id.error()};
    if (!alias_target(db, *id)) return Unexpected{quoted(name_of(db, *id)) + " is no alias"};
    ids.push_back(*id);
  }
  Statement remove(db, "DELETE FROM player_aliases WHERE alias_id = ?");
  AliasChange change;
  for (std::int64_t id : ids) {
    remove.bind(1, id).run();
    change.changed += db.changes();
    change.names.push_back(name_of(db, id));
  }
  return change;
}

std::vector<AliasGroup> alias_groups(Database& db) {
  std::vector<AliasGroup> groups;
  Statement s(db, "SELECT c.name, p.name FROM player_aliases a JOIN players c ON c.id = a.player_id "
                  "JOIN players p ON p.id = a.alias_id ORDER BY c.name, p.name");
  while (s.step()) {
    std::string player = s.text(0);
    if (groups.empty() || groups.back().player != player) groups.push_back({std::move(player), {}, 0});
    groups.back().aliases.push_back(s.text(1));
  }
  return groups;
}

std::vector<LikelyAlias> likely_aliases(Database& db) {
  struct Candidate {
    std::int64_t id;
    std::string name, key;
  };
  // Compared within groups that share the first letter of their filing
  // word (the surname, mostly): every pair of a large archive would be
  // too many.
  std::map<char, std::vector<Candidate>> by_letter;
  Statement s(db, "SELECT p.id, p.name, k.name_key FROM players p JOIN player_keys k ON k.player_id = p.id "
                  "WHERE p.id NOT IN (SELECT alias_id FROM player_aliases) ORDER BY p.name");
  while (s.step()) {
    Candidate c{s.integer(0), s.text(1), s.text(2)};
    const std::string filed = filing_word(c.key);
    by_letter[filed.empty() ? '\0' : filed.front()].push_back(std::move(c));
  }
  const std::map<std::int64_t, std::int64_t> games = games_per_player(db);
  const auto games_of = [&games](std::int64_t id) {
    const auto it = games.find(id);
    return it == games.end() ? std::int64_t{0} : it->second;
  };
  std::vector<LikelyAlias> pairs;
  for (const auto& [letter, group] : by_letter)
    for (std::size_t i = 0; i < group.size(); ++i)
      for (std::size_t j = i + 1; j < group.size(); ++j) {
        const std::string reason = likeness(group[i].key, group[j].key);
        if (reason.empty()) continue;
        LikelyAlias pair{group[i].name, group[j].name, games_of(group[i].id), games_of(group[j].id), reason};
        if (pair.second_games > pair.first_games) {
          std::swap(pair.first, pair.second);
          std::swap(pair.first_games, pair.second_games);
        }
        pairs.push_back(std::move(pair));
      }
  std::sort(pairs.begin(), pairs.end(), [](const LikelyAlias& a, const LikelyAlias& b) {
    return std::tie(a.first, a.second) < std::tie(b.first, b.second);
  });
  return pairs;
}

Expected<std::vector<AliasGroup>, std::string> read_spelling_file(std::istream& in, const std::string& file) {
  std::vector<AliasGroup> groups;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::string text = trimmed(line);
    if (text.empty() || text.front() == '#') continue;
    const std::string at = file + ":" + std::to_string(number) + ": ";
    if (text.find('=') == std::string::npos)
      return Unexpected{at + "expected 'Canonical = Alias = Alias', with '=' between the names"};
    AliasGroup group{"", {}, number};
    std::size_t start = 0;
    for (std::size_t end = 0; end != std::string::npos; start = end + 1) {
      end = text.find('=', start);
      std::string name = trimmed(std::string_view(text).substr(start, end == std::string::npos ? end : end - start));
      if (name.empty()) return Unexpected{at + "an empty name (two '=' in a row, or one at an end)"};
      (group.player.empty() ? group.player : group.aliases.emplace_back()) = std::move(name);
    }
    groups.push_back(std::move(group));
  }
  if (in.bad()) return Unexpected{file + ": cannot be read"};
  return groups;
}

Expected<bool, std::string> write_spelling_file(std::ostream& out, const std::vector<AliasGroup>& groups) {
  // Checked before anything is written: a file half written reads wrong.
  for (const AliasGroup& g : groups) {
    if (g.player.find('=') != std::string::npos || g.player.starts_with('#'))
      return Unexpected{quoted(g.player) + " holds '=' or starts with '#': a spelling file cannot hold it"};
    for (const std::string& name : g.aliases)
      if (name.find('=') != std::string::npos)
        return Unexpected{quoted(name) + " holds '=': a spelling file cannot hold it"};
  }
  for (const AliasGroup& g : groups) {
    out << g.player;
    for (const std::string& alias : g.aliases) out << " = " << alias;
    out << '\n';
  }
  return true;
}

Expected<ImportedSpellings, std::string> import_spellings(Database& db, const std::vector<AliasGroup>& groups,
                                                          const std::string& file) {
  ImportedSpellings imported;
  // A savepoint, so that a refused line takes back the lines before it
  // whether or not the caller's transaction is open.
  db.exec("SAVEPOINT spellings");
  for (const AliasGroup& g : groups) {
    imported.new_names += store_unknown_names(db, g);
    const auto done = add_aliases(db, g.player, g.aliases);
    if (!done) {
      db.exec("ROLLBACK TO spellings; RELEASE spellings");
      return Unexpected{file + ":" + std::to_string(g.line) + ": " + done.error()};
    }
    imported.added += done->changed;
  }
  db.exec("RELEASE spellings");
  return imported;
}

}  // namespace adomoc::db

// games, openings, position, players: a filter, a query, a table.
#include <charconv>
#include <functional>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/query_options.hpp"
#include "cli/start_position.hpp"
#include "db/move_codec.hpp"
#include "db/name_key.hpp"
#include "db/player_names.hpp"
#include "db/queries.hpp"
#include "render/scene.hpp"
#include "validator/notation.hpp"
#include "validator/replay.hpp"

namespace adomoc::cli {

namespace {

struct PrefixOptions {
  QueryOptions query;
  std::string moves, position;
  std::int64_t limit = -1;
  int depth = 1;
  bool by_position = false;
};

Variant variant_of(const db::GameFilter& filter) {
  return filter.variant ? static_cast<Variant>(*filter.variant) : Variant::standard;
}

// --moves played from the initial position, checked against the rules.
Expected<db::MovePrefix, std::string> move_prefix(const std::string& moves, Variant variant) {
  db::MovePrefix prefix;
  prefix.position = Position::initial(variant);
  if (moves.empty()) return prefix;
  auto game = moves_game(moves, variant);
  if (!game) return Unexpected{game.error()};
  db::MoveEncoder encoder;
  Replayed replayed = replay_game(*game, {false, &encoder});
  if (const auto& f = replayed.check.fault)
    return Unexpected{"--moves:" + std::to_string(f->pos.column) + ": ply " + std::to_string(f->ply) + ": " + f->message};
  prefix.moves = std::move(encoder.bytes);
  prefix.position = replayed.position;
  return prefix;
}

int fail(const std::string& name, const std::string& message) {
  std::cerr << "adomoc " << name << ": " << message << "\n";
  return kUsage;
}

std::optional<std::int64_t> limit_of(const PrefixOptions& o) {
  return o.limit >= 0 ? std::optional<std::int64_t>(o.limit) : std::nullopt;
}

int run_games(const PrefixOptions& o) {
  auto filter = game_filter(o.query);
  if (!filter) return fail("games", filter.error());
  auto prefix = move_prefix(o.moves, variant_of(*filter));
  if (!prefix) return fail("games", prefix.error());
  return print_answer("games", o.query,
                      [&](db::Database& db) { return db::list_games(db, *filter, *prefix, limit_of(o)); });
}

// "1. Fi3i4 F^c6c8", "2... F^c6c8": a continuation's moves, space
// separated, with their round numbers as the canonical form writes them
// (NOTATION 4), its first move being ply `first_ply` of the game.
std::string numbered_moves(const std::string& moves, int first_ply) {
  std::istringstream words(moves);
  std::string text;
  int ply = first_ply;
  for (std::string move; words >> move; ++ply) {
    const Breed mover = ply % 2 == 1 ? Breed::light : Breed::dark;
    if (!text.empty()) text += ' ';
    if (mover == Breed::light || ply == first_ply) text += render::round_label(ply, mover) + " ";
    text += move;
  }
  return text;
}

// The position of --position, as a prefix of no moves: the tree from it
// counts every game that reached it.
Expected<db::MovePrefix, std::string> position_prefix(const std::string& text, Variant variant) {
  auto pos = start_position({variant, text, ""});
  if (!pos) return Unexpected{pos.error()};
  db::MovePrefix prefix;
  prefix.position = *pos;
  return prefix;
}

int run_openings(const PrefixOptions& o) {
  auto filter = game_filter(o.query);
  if (!filter) return fail("openings", filter.error());
  const bool from_text = !o.position.empty();
  auto prefix = from_text ? position_prefix(o.position, variant_of(*filter)) : move_prefix(o.moves, variant_of(*filter));
  if (!prefix) return fail("openings", prefix.error());
  // Round numbers from a position given as text: its real ply is unknown,
  // so the first move is "1." for light, "1..." for dark.
  const int first_ply = from_text ? (prefix->position.side_to_move() == Breed::light ? 1 : 2) : prefix->plies() + 1;
  return print_answer("openings", o.query, [&](db::Database& db) {
    db::Table t = db::opening_tree(db, *filter, *prefix, o.depth, o.by_position || from_text);
    for (std::vector<db::Cell>& row : t.rows) row[0] = numbered_moves(std::get<std::string>(row[0]), first_ply);
    if (!o.moves.empty()) t.notes.insert(t.notes.begin(), "after " + o.moves);
    if (from_text) t.notes.insert(t.notes.begin(), "from " + o.position);
    return t;
  });
}

int run_position(const PrefixOptions& o) {
  auto filter = game_filter(o.query);
  if (!filter) return fail("position", filter.error());
  Position target;
  if (!o.position.empty()) {
    auto pos = start_position({variant_of(*filter), o.position, ""});
    if (!pos) return fail("position", pos.error());
    target = *pos;
  } else {
    auto prefix = move_prefix(o.moves, variant_of(*filter));
    if (!prefix) return fail("position", prefix.error());
    target = prefix->position;
  }
  return print_answer("position", o.query, [&](db::Database& db) {
    return db::position_games(db, *filter, target, limit_of(o));
  });
}

// The player a --player names, for a record told from that player's
// side: every player it matches when they differ only in case, accents or
// punctuation ("D. Côté" and "D. Cote", surely one person not yet made
// one with adomoc alias); none when it matches none (print_answer says
// so); a message when it matches players of other names.
Expected<std::vector<db::PlayerName>, std::string> players_for_record(db::Database& db, const std::string& typed) {
  const std::vector<db::PlayerName> found = db::players_matching(db, typed);
  std::string names;
  bool one_name = true;
  for (const db::PlayerName& p : found) {
    names += (names.empty() ? "'" : ", '") + p.name + "'";
    one_name = one_name && db::name_key(p.name) == db::name_key(found.front().name);
  }
  if (one_name) return found;
  return Unexpected{"--player '" + typed + "' matches " + std::to_string(found.size()) + " players (" + names +
                    "): a record against opponents is one player's; name one"};
}

// "D. Côté / D. Cote": the names a record is told for.
std::string names_of(const std::vector<db::PlayerName>& players) {
  std::string text;
  for (const db::PlayerName& p : players) text += (text.empty() ? "" : " / ") + p.name;
  return text;
}

std::string plus_equal_minus(const std::vector<db::Cell>& row, int wins) {
  const auto n = [&row](int c) { return std::to_string(std::get<std::int64_t>(row[static_cast<std::size_t>(c)])); };
  return "+" + n(wins) + " =" + n(wins + 2) + " -" + n(wins + 1);
}

// "B. Roy against A. Tremblay: 3 games; as light +1 =0 -0, as dark +0 =1 -1;
// score 50.0%", from a row of record_against_opponents.
std::string record_line(const std::string& player, const std::vector<db::Cell>& row) {
  std::string line = player + " against " + std::get<std::string>(row[0]) + ": " +
                     counted(static_cast<std::uint64_t>(std::get<std::int64_t>(row[1])), "game", "games") +
                     "; as light " + plus_equal_minus(row, 3) + ", as dark " + plus_equal_minus(row, 7);
  if (const auto* score = std::get_if<double>(&row[10])) {
    std::ostringstream percent;
    percent.precision(1);
    percent << std::fixed << *score;
    line += "; score " + percent.str() + "%";
  }
  return line;
}

// players --player X: X's record against each opponent; --player X
// --player Y: the games between them, X's record against Y under them.
Expected<db::Table, std::string> head_to_head(db::Database& db, const db::GameFilter& filter) {
  const auto players = players_for_record(db, *filter.player);
  if (!players) return Unexpected{players.error()};
  std::vector<std::int64_t> ids;
  for (const db::PlayerName& p : *players) ids.push_back(p.id);
  db::Table record = db::record_against_opponents(db, filter, ids);
  if (!filter.opponent) {
    if (!ids.empty()) record.notes.push_back("wins, losses and draws are " + names_of(*players) + "'s");
    return record;
  }
  db::Table games = db::list_games(db, filter, {}, std::nullopt);
  for (const std::vector<db::Cell>& row : record.rows) games.notes.push_back(record_line(names_of(*players), row));
  return games;
}

int run_players(const PrefixOptions& o) {
  auto filter = game_filter(o.query);
  if (!filter) return fail("players", filter.error());
  if (filter->player)
    return print_checked_answer("players", o.query, [&](db::Database& db) { return head_to_head(db, *filter); });
  return print_answer("players", o.query, [&](db::Database& db) { return db::player_records(db, *filter); });
}

// A limit of 0 or less would show nothing, or (as -1 once did) everything:
// neither is what was asked for, so it is refused.
void add_limit_option(CLI::App& sub, std::int64_t& limit, const std::string& what) {
  const CLI::Validator at_least_one(
      [](std::string& text) -> std::string {
        std::int64_t n = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (error == std::errc() && end == text.data() + text.size() && n >= 1) return {};
        return "must be a whole number of games, 1 or more, not '" + text + "'";
      },
      "");
  sub.add_option("--limit", limit, what)->check(at_least_one)->type_name("N");
}

CLI::Option* add_moves_option(CLI::App& sub, std::string& moves, const std::string& what) {
  return sub.add_option("--moves", moves, what + ", e.g. \"1. F^c3c5 F^h3h5\" (round numbers optional)");
}

}  // namespace

void setup_games(CLI::App& app, int& status) {
  auto o = std::make_shared<PrefixOptions>();
  CLI::App* sub = app.add_subcommand("games", "List the stored games, one row each");
  add_query_options(*sub, o->query);
  add_moves_option(*sub, o->moves, "Only games that begin with these moves");
  add_limit_option(*sub, o->limit, "Show at most this many games");
  sub->callback([o, &status] { status = run_games(*o); });
}

void setup_openings(CLI::App& app, int& status) {
  auto o = std::make_shared<PrefixOptions>();
  CLI::App* sub = app.add_subcommand("openings", "The opening tree: how games went on after some moves");
  add_query_options(*sub, o->query);
  CLI::Option* moves = add_moves_option(*sub, o->moves, "The moves after which to look (default: from the start)");
  sub->add_option("--position", o->position,
                  "The moves played from this position (as text, docs/position-text.md) in every game that reached "
                  "it, in any move order")
      ->excludes(moves);
  sub->add_option("--depth", o->depth, "Tabulate whole sequences of this many moves")->check(CLI::Range(1, 200));
  sub->add_flag("--by-position", o->by_position,
                "Count every game that reached the position after --moves, in any move order (transpositions)");
  sub->callback([o, &status] { status = run_openings(*o); });
}

void setup_position(CLI::App& app, int& status) {
  auto o = std::make_shared<PrefixOptions>();
  CLI::App* sub = app.add_subcommand("position", "Every game that reached a position, at any ply");
  add_query_options(*sub, o->query);
  CLI::Option* moves = sub->add_option("--moves", o->moves, "The position these moves reach from the start");
  CLI::Option* position =
      sub->add_option("--position", o->position, "The position as text (docs/position-text.md)")->excludes(moves);
  add_limit_option(*sub, o->limit, "Show at most this many games (the totals count them all)");
  moves->excludes(position);
  sub->require_option(1, 0);
  sub->callback([o, &status] { status = run_position(*o); });
}

void setup_players(CLI::App& app, int& status) {
  auto o = std::make_shared<PrefixOptions>();
  CLI::App* sub = app.add_subcommand(
      "players",
      "Each player's games, wins, losses and draws as light and as dark; with --player, that player's record "
      "against each opponent; with two, the games between them");
  add_query_options(*sub, o->query);
  sub->callback([o, &status] { status = run_players(*o); });
}

}  // namespace adomoc::cli

#include "db/stored_game.hpp"

#include <algorithm>
#include <string>

#include "db/annotations.hpp"
#include "db/player_identity.hpp"
#include "db/move_codec.hpp"
#include "validator/notation.hpp"
#include "validator/outcome.hpp"
#include "validator/replay.hpp"
#include "validator/tokens.hpp"

namespace adomoc::db {

namespace {

// The columns of a stored game, in the order of the known tags.
constexpr std::string_view kSelectGames =
    "SELECT g.id, e.name, g.site, g.date, g.round, pl.name, pd.name, g.variant, g.result, g.termination, g.plies, "
    "g.light_score, g.dark_score, g.moves FROM games g LEFT JOIN events e ON e.id = g.event_id "
    "LEFT JOIN players pl ON pl.id = g.light_id LEFT JOIN players pd ON pd.id = g.dark_id WHERE ";

// The same, with the names of the players the spellings stand for.
std::string select_games(bool canonical_names) {
  if (!canonical_names) return std::string(kSelectGames);
  return "SELECT g.id, e.name, g.site, g.date, g.round, pl.name, pd.name, g.variant, g.result, g.termination, "
         "g.plies, g.light_score, g.dark_score, g.moves FROM games g LEFT JOIN events e ON e.id = g.event_id "
         "LEFT JOIN players pl ON pl.id = " + player_of("g.light_id") + " LEFT JOIN players pd ON pd.id = " +
         player_of("g.dark_id") + " WHERE ";
}
enum Column { kId, kEvent, kSite, kDate, kRound, kLight, kDark, kVariant, kResult, kTermination, kPlies,
              kLightScore, kDarkScore, kMoves };

// What the row says the game's end was, to check the rebuilt game against.
struct StoredOutcome {
  Outcome outcome;
  int plies = 0;
};

StoredOutcome stored_outcome(const Statement& row) {
  StoredOutcome s;
  s.outcome.result = static_cast<GameResult>(row.integer(kResult));
  s.outcome.termination = static_cast<Termination>(row.integer(kTermination));
  if (!row.is_null(kLightScore) && !row.is_null(kDarkScore))
    s.outcome.scores = Scores{static_cast<int>(row.integer(kLightScore)), static_cast<int>(row.integer(kDarkScore))};
  s.plies = static_cast<int>(row.integer(kPlies));
  return s;
}

void add_column_tag(parser::Game& game, std::string_view name, const Statement& row, int column) {
  if (!row.is_null(column)) game.tags.push_back({std::string(name), row.text(column), {}});
}

void add_tags(parser::Game& game, const Statement& row, Variant variant) {
  add_column_tag(game, "Event", row, kEvent);
  add_column_tag(game, "Site", row, kSite);
  add_column_tag(game, "Date", row, kDate);
  add_column_tag(game, "Round", row, kRound);
  add_column_tag(game, "Light", row, kLight);
  add_column_tag(game, "Dark", row, kDark);
  // Whether the record had these two tags is not stored; a game read back
  // without Variant would be Standard, so both are always written.
  game.tags.push_back({"Variant", std::string(variant_name(variant)), {}});
  game.tags.push_back({"Result", std::string(result_text(static_cast<GameResult>(row.integer(kResult)))), {}});
}

// The movetext as the canonical writer numbers it: "N." before light's moves.
bool add_moves(parser::Game& game, std::span<const std::uint8_t> moves, Variant variant) {
  Position pos = Position::initial(variant);
  std::uint32_t ply = 0;
  return replay_moves(pos, moves, [&](const Position& before, Move m, const Position&) {
    if (before.side_to_move() == Breed::light) game.movetext.emplace_back(parser::RoundNumber{ply / 2 + 1, false, {}});
    game.movetext.emplace_back(to_token(before, m));
    ++ply;
  });
}

// A centring move carries its '*' already (to_token); a forfeit is '_' on
// the last move, or a lone '_' before any move; a draw a lone '--'.
void add_end_marker(parser::Game& game, Termination termination) {
  if (termination == Termination::forfeit) {
    if (!game.movetext.empty() && std::holds_alternative<parser::MoveToken>(game.movetext.back()))
      std::get<parser::MoveToken>(game.movetext.back()).ending = parser::Ending::forfeit;
    else
      game.movetext.emplace_back(parser::LoneForfeit{});
  } else if (termination == Termination::draw) {
    game.movetext.emplace_back(parser::DrawMarker{});
  }
}

std::string describe(const Outcome& o, int plies) {
  std::string text = std::string(result_text(o.result)) + " " + std::string(termination_name(o.termination)) +
                     " after " + std::to_string(plies) + " plies";
  if (o.scores) text += ", scores " + std::to_string(o.scores->light) + "-" + std::to_string(o.scores->dark);
  return text;
}

// The rules must accept the rebuilt game and reach what was stored.
void check_rebuilt(parser::Game& game, const StoredOutcome& stored, std::int64_t id) {
  const std::string which = "stored game " + std::to_string(id);
  const GameCheck check = check_game(game);
  if (check.fault)
    throw DamagedGameError(which + " breaks the rules at ply " + std::to_string(check.fault->ply) + ": " +
                           check.fault->message);
  if (check.outcome != stored.outcome || check.plies != stored.plies)
    throw DamagedGameError(which + " is stored as " + describe(stored.outcome, stored.plies) +
                           ", but its moves give " + describe(check.outcome, check.plies));
}

}  // namespace

struct StoredGames::Impl {
  Impl(Database& database, const GameFilter& filter, std::span<const std::int64_t> wanted, bool canonical_names)
      : where(condition_for(filter)),
        ids(wanted.begin(), wanted.end()),
        games(database, select_games(canonical_names) + (ids.empty() ? "" : "g.id = ? AND ") + "(" + where.sql +
                            ") ORDER BY g.id"),
        extra_tags(database, "SELECT name, value FROM extra_tags WHERE game_id = ? ORDER BY position"),
        annotations(database) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    if (ids.empty()) bind_values(games, where.values, 1);
  }

  SqlCondition where;
  std::vector<std::int64_t> ids;  // sorted; empty: every game that passes the filter
  std::size_t next_id = 0;
  Statement games, extra_tags;
  AnnotationReader annotations;
  std::int64_t current = 0;

  // With ids, one lookup each: an id names at most one game.
  bool next_row() {
    if (ids.empty()) return games.step();
    while (next_id < ids.size()) {
      games.reset();
      games.bind(1, ids[next_id++]);
      bind_values(games, where.values, 2);
      if (games.step()) return true;
    }
    return false;
  }

  void add_extra_tags(parser::Game& game, std::int64_t id) {
    extra_tags.bind(1, id);
    while (extra_tags.step()) game.tags.push_back({extra_tags.text(0), extra_tags.text(1), {}});
    extra_tags.reset();
  }

  void rebuild(parser::Game& game) {
    game.clear();
    current = games.integer(kId);
    const auto variant = static_cast<Variant>(games.integer(kVariant));
    const StoredOutcome stored = stored_outcome(games);
    add_tags(game, games, variant);
    add_extra_tags(game, current);
    if (!add_moves(game, games.blob(kMoves), variant))
      throw DamagedGameError("stored game " + std::to_string(current) + " has moves that cannot be decoded");
    add_end_marker(game, stored.outcome.termination);
    check_rebuilt(game, stored, current);
    annotations.load(current, game);
  }
};

StoredGames::StoredGames(Database& db, const GameFilter& filter, std::span<const std::int64_t> ids,
                         bool canonical_names)
    : impl_(std::make_unique<Impl>(db, filter, ids, canonical_names)) {}

StoredGames::~StoredGames() = default;

bool StoredGames::next(parser::Game& game) {
  if (!impl_->next_row()) return false;
  impl_->rebuild(game);
  return true;
}

std::int64_t StoredGames::id() const { return impl_->current; }

std::optional<parser::Game> load_game(Database& db, std::int64_t id) {
  const std::int64_t ids[] = {id};
  StoredGames games(db, GameFilter{}, ids);
  parser::Game game;
  if (!games.next(game)) return std::nullopt;
  return game;
}

std::vector<std::int64_t> missing_games(Database& db, std::span<const std::int64_t> ids) {
  return ids_without_row(db, "SELECT 1 FROM games WHERE id = ?", ids);
}

StoredIdRange stored_id_range(Database& db) {
  Statement s(db, "SELECT count(*), min(id), max(id) FROM games");
  s.step();
  return {s.integer(0), s.integer(1), s.integer(2)};
}

}  // namespace adomoc::db

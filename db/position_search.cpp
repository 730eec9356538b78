#include "db/position_search.hpp"

#include <algorithm>

#include "db/move_codec.hpp"
#include "db/position_index.hpp"
#include "db/queries.hpp"

namespace adomoc::db {

namespace {

// Where the target first stands in one game's moves, looking only after
// ply `from`; fills the hit's ply and continuation.
bool find_in_game(const Position& target, Variant variant, std::span<const std::uint8_t> moves, int from,
                  int continuation_plies, PositionHit& hit) {
  const int pieces = target.occupied().count();
  Position pos = Position::initial(variant);
  const auto matches = [&](const Position& p) { return p.hash() == target.hash() && same_placement(p, target); };
  int ply = 0;
  if (from == 0 && matches(pos)) {
    hit.ply = 0;
  } else {
    bool found = false;
    for (std::size_t at = 0; at + 1 < moves.size() && !found; at += 2) {
      const auto m = decode_move(pos, word_at(moves, at));
      if (!m) return false;
      pos.make(*m);
      ++ply;
      // Consumed pieces never come back: once fewer stand than in the
      // target, the game cannot reach it any more.
      if (pos.occupied().count() < pieces) return false;
      found = ply > from && matches(pos);
    }
    if (!found) return false;
    hit.ply = ply;
  }
  const auto begin = moves.begin() + 2 * hit.ply;
  const auto end = moves.begin() + std::min<std::ptrdiff_t>(std::ssize(moves), 2 * (hit.ply + continuation_plies));
  hit.continuation.assign(begin, std::max(begin, end));
  return true;
}

class GameFetcher {
 public:
  GameFetcher(Database& db, const SqlCondition& where, const std::string& which)
      : statement_(db, "SELECT g.id, g.variant, g.moves, g.result, g.plies FROM games g WHERE " + which + " AND (" +
                           where.sql + ") ORDER BY g.id"),
        where_(where) {}

  Statement& statement() { return statement_; }
  void bind_filter(int first) { bind_values(statement_, where_.values, first); }
  PositionHit hit() const {
    PositionHit h;
    h.game = statement_.integer(0);
    h.result = static_cast<int>(statement_.integer(3));
    h.plies = static_cast<int>(statement_.integer(4));
    return h;
  }
  Variant variant() const { return static_cast<Variant>(statement_.integer(1)); }
  std::span<const std::uint8_t> moves() const { return statement_.blob(2); }

 private:
  Statement statement_;
  const SqlCondition& where_;
};

// The games that began with `moves` (which reach the target), read from
// the opening index: they all first stood in the target at the same ply.
// Empty when the index cannot answer (too many moves, or too few to read
// the continuation from its key).
std::vector<PositionHit> games_that_began_with(Database& db, const Position& target, const SqlCondition& where,
                                               std::span<const std::uint8_t> moves, int continuation_plies) {
  std::vector<PositionHit> hits;
  PositionHit shared;
  if (!find_in_game(target, target.variant(), moves, 0, 0, shared)) return hits;
  const std::size_t continuation_end = 2 * static_cast<std::size_t>(shared.ply + continuation_plies);
  if (continuation_end > kOpeningKeyBytes) return hits;
  const SqlCondition starts = prefix_condition(moves);
  Statement s(db, "SELECT g.id, substr(g.moves, 1, 22), g.result, g.plies FROM games g WHERE (" + starts.sql +
                      ") AND (" + where.sql + ")");
  bind_values(s, starts.values, 1);
  bind_values(s, where.values, 1 + static_cast<int>(starts.values.size()));
  while (s.step()) {
    PositionHit& h = hits.emplace_back();
    h.game = s.integer(0);
    h.ply = shared.ply;
    h.result = static_cast<int>(s.integer(2));
    h.plies = static_cast<int>(s.integer(3));
    const auto key = s.blob(1);
    const std::size_t begin = std::min(key.size(), 2 * static_cast<std::size_t>(shared.ply));
    h.continuation.assign(key.begin() + static_cast<std::ptrdiff_t>(begin),
                          key.begin() + static_cast<std::ptrdiff_t>(std::min(key.size(), continuation_end)));
  }
  return hits;
}

}  // namespace

bool same_placement(const Position& a, const Position& b) {
  if (a.side_to_move() != b.side_to_move() || a.occupied() != b.occupied()) return false;
  for (Space s : a.occupied())
    if (a.at(s) != b.at(s)) return false;
  return true;
}

PositionSearch find_position(Database& db, const Position& target, const GameFilter& filter, int continuation_plies,
                             std::span<const std::uint8_t> reached_by) {
  const SqlCondition where = condition_for(filter);
  PositionSearch search;
  if (same_placement(target, Position::initial())) {
    // Every game starts there.
    GameFetcher all(db, where, "1");
    all.bind_filter(1);
    while (all.statement().step()) {
      PositionHit h = all.hit();
      if (find_in_game(target, all.variant(), all.moves(), 0, continuation_plies, h)) search.hits.push_back(std::move(h));
    }
    search.used_index_only = true;
    return search;
  }
  if (!reached_by.empty())
    search.hits = games_that_began_with(db, target, where, reached_by, continuation_plies);
  std::vector<std::int64_t> known;
  for (const PositionHit& h : search.hits) known.push_back(h.game);
  std::sort(known.begin(), known.end());
  GameFetcher one(db, where, "g.id = ?");
  for (std::int64_t id : index_candidates(db, target.hash())) {
    if (std::binary_search(known.begin(), known.end(), id)) continue;
    one.statement().bind(1, id);
    one.bind_filter(2);
    if (one.statement().step()) {
      PositionHit h = one.hit();
      if (find_in_game(target, one.variant(), one.moves(), 0, continuation_plies, h)) search.hits.push_back(std::move(h));
    }
    one.statement().reset();
  }
  const auto by_game = [](const PositionHit& a, const PositionHit& b) { return a.game < b.game; };
  search.used_index_only = indexed_at_every_ply(target);
  if (search.used_index_only) {
    std::sort(search.hits.begin(), search.hits.end(), by_game);
    return search;
  }
  // The index holds this position only where it came early: look for it
  // later in every game the index did not already place it in.
  std::vector<std::int64_t> found;
  for (const PositionHit& h : search.hits) found.push_back(h.game);
  std::sort(found.begin(), found.end());
  GameFetcher later(db, where, "g.plies > " + std::to_string(kIndexedPlies));
  later.bind_filter(1);
  while (later.statement().step()) {
    PositionHit h = later.hit();
    if (std::binary_search(found.begin(), found.end(), h.game)) continue;
    if (find_in_game(target, later.variant(), later.moves(), kIndexedPlies, continuation_plies, h))
      search.hits.push_back(std::move(h));
  }
  std::sort(search.hits.begin(), search.hits.end(), by_game);
  return search;
}

}  // namespace adomoc::db

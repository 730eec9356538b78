#include "db/position_search.hpp"

#include <algorithm>

#include "db/common_games.hpp"
#include "db/game_facts.hpp"
#include "db/move_codec.hpp"
#include "db/position_index.hpp"

namespace adomoc::db {

namespace {

// Above this many candidates, the games that pass the filter are listed
// once rather than asked one candidate at a time.
constexpr std::size_t kCandidatesAskedOneByOne = 2000;

// Where the target first stands in one game's moves; fills the hit's ply
// and continuation.
bool find_in_game(const Position& target, Variant variant, std::span<const std::uint8_t> moves,
                  int continuation_plies, PositionHit& hit) {
  const int pieces = target.occupied().count();
  Position pos = Position::initial(variant);
  const auto matches = [&](const Position& p) { return p.hash() == target.hash() && same_placement(p, target); };
  int ply = 0;
  bool found = matches(pos);
  for (std::size_t at = 0; at + 1 < moves.size() && !found; at += 2) {
    const auto m = decode_move(pos, word_at(moves, at));
    if (!m) return false;
    pos.make(*m);
    ++ply;
    // Consumed pieces never come back: once fewer stand than in the
    // target, the game cannot reach it any more.
    if (pos.occupied().count() < pieces) return false;
    found = matches(pos);
  }
  if (!found) return false;
  hit.ply = ply;
  const auto begin = moves.begin() + 2 * ply;
  const auto end = moves.begin() + std::min<std::ptrdiff_t>(std::ssize(moves), 2 * (ply + continuation_plies));
  hit.continuation.assign(begin, std::max(begin, end));
  return true;
}

// Reads games by id, with the filter or without, a few dozen at a time
// (one round trip to a server for each group, not for each game), and
// says which reached the target and where.
class GameConfirmer {
 public:
  GameConfirmer(Database& db, const Position& target, const SqlCondition& where, int continuation_plies)
      : statement_(db, sql(where)), where_(where), target_(target), continuation_plies_(continuation_plies) {}

  // Calls `take` with the hit of each of `ids` (ascending) that reached
  // the target, in id order, until it returns false; false then.
  template <class Take>
  bool confirm(std::span<const std::int64_t> ids, Take&& take) {
    for (std::size_t first = 0; first < ids.size(); first += kAtOnce) {
      bind_group(statement_, ids, first, kAtOnce);
      bind_values(statement_, where_.values, static_cast<int>(kAtOnce) + 1);
      while (statement_.step()) {
        PositionHit hit;
        hit.game = statement_.integer(0);
        hit.result = static_cast<int>(statement_.integer(3));
        hit.plies = static_cast<int>(statement_.integer(4));
        if (!find_in_game(target_, static_cast<Variant>(statement_.integer(1)), statement_.blob(2),
                          continuation_plies_, hit))
          continue;
        if (!take(std::move(hit))) {
          statement_.reset();
          return false;
        }
      }
      statement_.reset();
    }
    return true;
  }

 private:
  static constexpr std::size_t kAtOnce = 64;
  static std::string sql(const SqlCondition& where) {
    return "SELECT g.id, g.variant, g.moves, g.result, g.plies FROM games g WHERE g.id IN (" + placeholders(kAtOnce) +
           ") AND (" + where.sql + ") ORDER BY g.id";
  }

  Statement statement_;
  const SqlCondition& where_;
  const Position& target_;
  int continuation_plies_;
};

class AnswerBuilder {
 public:
  explicit AnswerBuilder(const PositionRequest& request) : request_(request) {}

  void count(const PositionHit& h) {
    answer_.totals.add(h.result, h.plies);
    if (std::ssize(h.continuation) == 2 * request_.continuation_plies)
      answer_.continuations[h.continuation].add(h.result, h.plies);
  }
  // Hits must come in id order.
  void page(PositionHit&& h) {
    if (skipped_ < request_.offset) {
      ++skipped_;
      return;
    }
    if (!page_full()) answer_.page.push_back(std::move(h));
  }
  bool page_full() const { return request_.limit && std::ssize(answer_.page) + reserved_ >= *request_.limit; }
  // The same for a hit whose row is read later: whether it goes on the
  // page, where add_to_page then puts it.
  bool takes_on_page() {
    if (skipped_ < request_.offset) {
      ++skipped_;
      return false;
    }
    if (page_full()) return false;
    ++reserved_;
    return true;
  }
  void add_to_page(PositionHit&& h) {
    --reserved_;
    answer_.page.push_back(std::move(h));
  }
  PositionAnswer& answer() { return answer_; }

 private:
  const PositionRequest& request_;
  PositionAnswer answer_;
  std::int64_t skipped_ = 0, reserved_ = 0;
};

struct StoredCommon {
  std::int64_t since_game;
};

// Whether the position is common, and from which game its totals count.
std::optional<StoredCommon> find_common(Database& db, const Position& target) {
  Statement common(db, "SELECT check_hash, since_game FROM common_positions WHERE hash = ?");
  common.bind(1, stored_hash(target.hash()));
  if (!common.step() || static_cast<std::uint32_t>(common.integer(0)) != position_check(target)) return std::nullopt;
  return StoredCommon{common.integer(1)};
}

// The games that played `move` from the position (as stored; -1: the games
// that ended there), added to the totals and to that move's continuation.
void add_move_counts(PositionAnswer& answer, int move, const OpeningCounts& counts) {
  answer.totals.add(counts);
  if (move < 0) return;
  const auto word = static_cast<std::uint16_t>(move);
  answer.continuations[{static_cast<std::uint8_t>(word & 0xff), static_cast<std::uint8_t>(word >> 8)}].add(counts);
}

// A common position's stored totals, added to the answer.
void add_stored_totals(Database& db, const Position& target, PositionAnswer& answer) {
  Statement moves(db, "SELECT move, games, light_wins, dark_wins, draws, unfinished, plies FROM position_moves "
                      "WHERE hash = ?");
  moves.bind(1, stored_hash(target.hash()));
  while (moves.step()) {
    OpeningCounts c;
    c.games = moves.integer(1);
    for (int r = 0; r < 4; ++r) c.by_result[static_cast<std::size_t>(r)] = moves.integer(2 + r);
    c.plies = moves.integer(6);
    add_move_counts(answer, static_cast<int>(moves.integer(0)), c);
  }
}

// The start: every game stands there before its first move. Games before
// `from_game` are counted (their totals are not stored) and may be on the
// page; from it on, only the page's are read, under a LIMIT, so that a
// server sends those rows and not the rest of the archive.
void answer_for_start(Database& db, const SqlCondition& where, const PositionRequest& request, std::int64_t from_game,
                      AnswerBuilder& answer) {
  const std::string select = "SELECT g.id, substr(g.moves, 1, ?), g.result, g.plies FROM games g WHERE (" +
                             where.sql + ") AND g.id ";
  const int id_parameter = 2 + static_cast<int>(where.values.size());
  std::int64_t read = 0;
  const auto take_all = [&](Statement& games, bool counted) {
    games.bind(1, 2 * request.continuation_plies);
    bind_values(games, where.values, 2);
    games.bind(id_parameter, from_game);
    while (games.step()) {
      PositionHit h;
      h.game = games.integer(0);
      h.result = static_cast<int>(games.integer(2));
      h.plies = static_cast<int>(games.integer(3));
      const auto continuation = games.blob(1);
      h.continuation.assign(continuation.begin(), continuation.end());
      if (counted) answer.count(h);
      answer.page(std::move(h));
      ++read;
    }
  };
  Statement counted(db, select + "< ? ORDER BY g.id");
  take_all(counted, true);
  if (from_game == INT64_MAX) return;
  if (!request.limit) {
    Statement rest(db, select + ">= ? ORDER BY g.id");
    take_all(rest, false);
    return;
  }
  const std::int64_t still_wanted = request.offset + *request.limit - read;
  if (still_wanted <= 0) return;
  Statement page(db, select + ">= ? ORDER BY g.id LIMIT ?");
  page.bind(id_parameter + 1, still_wanted);
  take_all(page, false);
}

// The candidates that pass the filter, asked one by one or, when there are
// many, by listing the games that pass it once.
std::vector<std::int64_t> filtered(Database& db, const GameFilter& filter, const SqlCondition& where,
                                   std::vector<std::int64_t> candidates, bool& checked) {
  checked = false;
  if (filter.empty() || candidates.size() <= kCandidatesAskedOneByOne) return candidates;
  Statement passing(db, "SELECT g.id FROM games g WHERE " + where.sql);
  bind_values(passing, where.values, 1);
  std::vector<std::int64_t> ids;
  while (passing.step()) ids.push_back(passing.integer(0));
  std::sort(ids.begin(), ids.end());
  std::vector<std::int64_t> both;
  std::set_intersection(candidates.begin(), candidates.end(), ids.begin(), ids.end(), std::back_inserter(both));
  checked = true;
  return both;
}

// A common position without a filter: its totals are stored from
// `counted_from` on, so the batches are read in id order only as far as
// the page needs, counting the games before `counted_from`.
void answer_from_batches(Database& db, const Position& target, const PositionRequest& request,
                         std::int64_t counted_from, AnswerBuilder& answer) {
  const SqlCondition none = condition_for({});
  GameConfirmer confirmer(db, target, none, request.continuation_plies);
  IndexCandidates batches(db, target.hash());
  std::vector<std::int64_t> batch;
  while (batches.next(batch)) {
    const bool more = confirmer.confirm(batch, [&](PositionHit&& hit) {
      const bool in_stored_totals = hit.game >= counted_from;
      if (in_stored_totals && answer.page_full()) return false;
      if (!in_stored_totals) answer.count(hit);
      answer.page(std::move(hit));
      return true;
    });
    if (!more) return;
  }
}

// The games before `since_game`, which the stored totals of a common
// position do not count: for the start, every one; for another position,
// the index's candidates. Ascending.
std::vector<std::int64_t> uncounted_candidates(Database& db, const Position& target, std::int64_t since_game) {
  std::vector<std::int64_t> ids;
  if (same_placement(target, Position::initial())) {
    Statement before(db, "SELECT id FROM games WHERE id < ? ORDER BY id");
    before.bind(1, since_game);
    while (before.step()) ids.push_back(before.integer(0));
    return ids;
  }
  ids = index_candidates(db, target.hash());
  ids.erase(std::lower_bound(ids.begin(), ids.end(), since_game), ids.end());
  return ids;
}

// A game its totals count, as common_games lists it, with its facts.
struct ListedGame {
  std::int64_t game;
  int move, result, plies;
};

// The games a common position's totals count that pass the filter, by
// their packed facts; a date the facts do not hold is asked of the
// database, its game read as any other.
std::vector<ListedGame> listed_games_passing(Database& db, const Position& target, const GameFilter& filter,
                                             const SqlCondition& where) {
  const FactsFilter facts_filter(db, filter);
  GameFactsReader facts(db);
  CommonGamesReader rows(db, target.hash());
  std::vector<ListedGame> listed;
  std::vector<std::int64_t> ask;
  std::vector<CommonGame> batch;
  while (rows.next(batch))
    for (const CommonGame& g : batch) {
      const std::optional<FactsView> f = facts.at(g.game);
      if (!f) continue;
      const FactsFilter::Verdict verdict = facts_filter.test(*f);
      if (verdict == FactsFilter::Verdict::fails) continue;
      if (verdict == FactsFilter::Verdict::ask_database) ask.push_back(g.game);
      listed.push_back({g.game, g.move, f->result(), f->plies()});
    }
  if (ask.empty()) return listed;
  std::vector<std::int64_t> passed;
  GameConfirmer(db, target, where, 1).confirm(ask, [&](PositionHit&& hit) {
    passed.push_back(hit.game);
    return true;
  });
  std::erase_if(listed, [&](const ListedGame& l) {
    return std::binary_search(ask.begin(), ask.end(), l.game) && !std::binary_search(passed.begin(), passed.end(), l.game);
  });
  return listed;
}

// A common position with a filter. The games its totals count are listed
// with their next moves (common_games) and tested on their packed facts
// (game_facts): only the page's games are read. The few before the totals'
// first game are found and confirmed as for any position.
void answer_filtered_common(Database& db, const Position& target, const GameFilter& filter, const SqlCondition& where,
                            std::int64_t since_game, AnswerBuilder& answer) {
  GameConfirmer early(db, target, where, 1);
  early.confirm(uncounted_candidates(db, target, since_game), [&](PositionHit&& hit) {
    answer.count(hit);
    answer.page(std::move(hit));
    return true;
  });
  // By move (a stored move is 16 bits; -1 the end) through a table of
  // places: a map's lookup for each of 170,000 games was a fifth of the time.
  std::vector<std::int32_t> place_of(std::size_t{1} << 16 | 1, -1);
  std::vector<std::pair<int, OpeningCounts>> by_move;
  std::vector<std::int64_t> page;
  for (const ListedGame& l : listed_games_passing(db, target, filter, where)) {
    std::int32_t& place = place_of[static_cast<std::size_t>(l.move + 1)];
    if (place < 0) {
      place = static_cast<std::int32_t>(by_move.size());
      by_move.emplace_back(l.move, OpeningCounts{});
    }
    by_move[static_cast<std::size_t>(place)].second.add(l.result, l.plies);
    if (answer.takes_on_page()) page.push_back(l.game);
  }
  for (const auto& [move, counts] : by_move) add_move_counts(answer.answer(), move, counts);
  const SqlCondition none = condition_for({});
  GameConfirmer read(db, target, none, 1);
  read.confirm(page, [&](PositionHit&& hit) {
    answer.add_to_page(std::move(hit));
    return true;
  });
}

}  // namespace

bool same_placement(const Position& a, const Position& b) {
  if (a.side_to_move() != b.side_to_move() || a.occupied() != b.occupied()) return false;
  for (Space s : a.occupied())
    if (a.at(s) != b.at(s)) return false;
  return true;
}

PositionAnswer answer_position(Database& db, const Position& target, const GameFilter& filter,
                               const PositionRequest& request) {
  const SqlCondition where = condition_for(filter);
  AnswerBuilder answer(request);
  // Stored totals count next moves of unfiltered games.
  const std::optional<StoredCommon> common =
      request.continuation_plies == 1 ? find_common(db, target) : std::nullopt;
  if (common && !filter.empty()) {
    answer_filtered_common(db, target, filter, where, common->since_game, answer);
    return std::move(answer.answer());
  }
  if (common) add_stored_totals(db, target, answer.answer());
  // From here on, the games are in the stored totals already.
  const std::int64_t counted_from = common ? common->since_game : INT64_MAX;
  if (same_placement(target, Position::initial())) {
    answer_for_start(db, where, request, counted_from, answer);
    return std::move(answer.answer());
  }
  if (common) {
    answer_from_batches(db, target, request, counted_from, answer);
    return std::move(answer.answer());
  }
  bool filter_checked = false;
  const std::vector<std::int64_t> candidates =
      filtered(db, filter, where, index_candidates(db, target.hash()), filter_checked);
  const SqlCondition none = condition_for({});
  GameConfirmer confirmer(db, target, filter_checked ? none : where, request.continuation_plies);
  confirmer.confirm(candidates, [&](PositionHit&& hit) {
    answer.count(hit);
    answer.page(std::move(hit));
    return true;
  });
  return std::move(answer.answer());
}

std::vector<PositionHit> find_position(Database& db, const Position& target, const GameFilter& filter,
                                       int continuation_plies) {
  return answer_position(db, target, filter, {continuation_plies, 0, std::nullopt}).page;
}

}  // namespace adomoc::db

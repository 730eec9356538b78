#include "db/common_games.hpp"

#include <algorithm>
#include <bit>

#include "db/position_index.hpp"
#include "db/rice_code.hpp"

namespace adomoc::db {

namespace {

int index_bits(std::size_t moves) { return moves <= 1 ? 0 : static_cast<int>(std::bit_width(moves - 1)); }

}  // namespace

void encode_common_games(std::int64_t batch, std::span<const CommonGame> games, std::vector<std::uint8_t>& blob) {
  std::vector<std::uint64_t> moves;
  for (const CommonGame& g : games) moves.push_back(static_cast<std::uint64_t>(g.move + 1));
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  std::vector<std::uint8_t> dictionary;
  rice_encode(moves, dictionary);
  blob.clear();
  put_varint(blob, dictionary.size());
  blob.insert(blob.end(), dictionary.begin(), dictionary.end());
  const int bits = index_bits(moves.size());
  std::vector<std::uint64_t> values;
  values.reserve(games.size());
  std::int64_t previous = batch;
  for (const CommonGame& g : games) {
    const auto place = std::lower_bound(moves.begin(), moves.end(), static_cast<std::uint64_t>(g.move + 1));
    values.push_back(static_cast<std::uint64_t>(g.game - previous) << bits |
                     static_cast<std::uint64_t>(place - moves.begin()));
    previous = g.game;
  }
  rice_encode(values, blob);
}

bool decode_common_games(std::int64_t batch, std::span<const std::uint8_t> blob, std::vector<CommonGame>& games) {
  games.clear();
  std::size_t at = 0;
  std::uint64_t dictionary_bytes = 0;
  if (!get_varint(blob, at, dictionary_bytes) || dictionary_bytes > blob.size() - at) return false;
  std::vector<std::uint64_t> moves, values;
  if (!rice_decode(blob.subspan(at, dictionary_bytes), moves)) return false;
  const bool whole = rice_decode(blob.subspan(at + dictionary_bytes), values);
  const int bits = index_bits(moves.size());
  std::int64_t game = batch;
  for (std::uint64_t v : values) {
    const std::uint64_t place = v & ((std::uint64_t{1} << bits) - 1);
    if (place >= moves.size()) return false;
    game += static_cast<std::int64_t>(v >> bits);
    games.push_back({game, static_cast<int>(moves[place]) - 1});
  }
  return whole;
}

CommonGamesReader::CommonGamesReader(Database& db, std::uint64_t hash)
    : rows_(db, "SELECT batch, games FROM common_games WHERE hash = ? ORDER BY batch") {
  rows_.bind(1, stored_hash(hash));
}

bool CommonGamesReader::next(std::vector<CommonGame>& games) {
  if (!rows_.step()) return false;
  batch_ = rows_.integer(0);
  decode_common_games(batch_, rows_.blob(1), games);  // a damaged row yields what it can
  return true;
}

void remove_common_games(Database& db, std::uint64_t hash, std::span<const std::int64_t> ids) {
  std::vector<std::pair<std::int64_t, std::vector<CommonGame>>> changed;
  {
    CommonGamesReader rows(db, hash);
    std::vector<CommonGame> games;
    const auto doomed = [&](const CommonGame& g) { return std::binary_search(ids.begin(), ids.end(), g.game); };
    while (rows.next(games))
      if (std::erase_if(games, doomed) > 0) changed.emplace_back(rows.batch(), games);
  }
  Statement remove(db, "DELETE FROM common_games WHERE hash = ? AND batch = ?");
  Statement update(db, "UPDATE common_games SET games = ? WHERE hash = ? AND batch = ?");
  std::vector<std::uint8_t> blob;
  for (const auto& [batch, games] : changed) {
    if (games.empty()) {
      remove.bind(1, stored_hash(hash)).bind(2, batch).run();
      continue;
    }
    encode_common_games(batch, games, blob);
    update.bind(1, std::span<const std::uint8_t>(blob)).bind(2, stored_hash(hash)).bind(3, batch).run();
  }
}

}  // namespace adomoc::db

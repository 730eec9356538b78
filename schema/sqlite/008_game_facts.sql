-- What a filtered question about a position tens of thousands of games
-- reached needs without reading those games (docs/schema.md, "The position
-- index"): each game's facts packed, and the games counted in each common
-- position's totals with the move each played from it. The program fills
-- both from the stored games, rebuilding the index with them
-- (db/position_index.cpp, index_all_games).

CREATE TABLE game_facts (
  block INTEGER PRIMARY KEY,      -- game id / 4096
  facts BLOB NOT NULL             -- 20 bytes a game, at (id % 4096) * 20 (db/game_facts.hpp); zeros: no game
) STRICT;

CREATE TABLE common_games (
  hash INTEGER NOT NULL,          -- of a common position
  batch INTEGER NOT NULL,         -- the id of the import batch's first game
  games BLOB NOT NULL,            -- the batch's games in the position's totals and their next moves
  PRIMARY KEY (hash, batch)
) STRICT, WITHOUT ROWID;

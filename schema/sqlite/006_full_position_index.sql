-- Every position of every game indexed, and the moves from common positions
-- kept as totals (docs/schema.md, "The position index"). The rows of the
-- index change shape (more buckets, longer fingerprints): the program
-- rebuilds it, with the totals and the opening summary, from the stored
-- games (db/position_index.cpp, index_all_games).

-- One row per import batch and bucket, keyed by the batch first: a batch
-- appends its rows at the end instead of writing into every page of the
-- table. A lookup seeks the bucket's row in each batch.
DROP TABLE position_index;
CREATE TABLE position_index (
  batch INTEGER NOT NULL,         -- the id of the batch's first game
  bucket INTEGER NOT NULL,
  games BLOB NOT NULL,
  PRIMARY KEY (batch, bucket)
) STRICT, WITHOUT ROWID;

CREATE TABLE index_batches (
  batch INTEGER PRIMARY KEY
) STRICT;

-- Positions reached by many games: their moves are counted in
-- position_moves for every game from since_game on; games before it (if
-- any) are found through position_index like any other.
CREATE TABLE common_positions (
  hash INTEGER PRIMARY KEY,       -- the position's 64-bit hash (placement and side to move)
  check_hash INTEGER NOT NULL,    -- a second, independent 32-bit hash of the same
  since_game INTEGER NOT NULL
) STRICT;

CREATE TABLE position_moves (
  hash INTEGER NOT NULL,          -- of a common position
  move INTEGER NOT NULL,          -- the move played from it, as stored (docs/schema.md); -1: the game ended there
  games INTEGER NOT NULL,
  light_wins INTEGER NOT NULL,
  dark_wins INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  unfinished INTEGER NOT NULL,
  plies INTEGER NOT NULL,         -- the games' plies added up
  PRIMARY KEY (hash, move)
) STRICT, WITHOUT ROWID;

-- The filters by player and by date, for the position search with a filter.
CREATE INDEX games_by_light ON games(light_id);
CREATE INDEX games_by_dark ON games(dark_id);
CREATE INDEX games_by_date ON games(date);

-- Indexes for the opening tree and for position search. See docs/schema.md.

-- Games in the order of their first eleven moves, with what the tree counts:
-- the tree after up to ten moves is read from this index alone.
CREATE INDEX games_by_opening ON games(substr(moves, 1, 22), result, plies);

-- Positions by the top bits of their 64-bit hash: every position of the
-- first 20 plies, and every later one with at least 17 pieces at home.
-- One row per bucket and import batch; `games` lists the batch's games with
-- a position in the bucket, Rice-coded (docs/schema.md).
CREATE TABLE position_index (
  bucket INTEGER NOT NULL,
  first_game INTEGER NOT NULL,
  games BLOB NOT NULL,
  PRIMARY KEY (bucket, first_game)
) STRICT, WITHOUT ROWID;

-- The first two levels of the opening tree as counts, kept up to date by
-- import: the tree from the start and after one move, unfiltered, are read
-- here instead of from every game.
CREATE TABLE opening_summary (
  prefix BLOB NOT NULL,           -- the moves before: none, or the first
  move BLOB NOT NULL,             -- the move played next
  games INTEGER NOT NULL,
  light_wins INTEGER NOT NULL,
  dark_wins INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  unfinished INTEGER NOT NULL,
  plies INTEGER NOT NULL,         -- the games' plies added up
  PRIMARY KEY (prefix, move)
) STRICT, WITHOUT ROWID;

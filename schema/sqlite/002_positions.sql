-- Indexes for the opening tree and for position search. See docs/schema.md.

-- Games in the order of their first eleven moves, with what the tree counts:
-- the tree after up to ten moves is read from this index alone.
CREATE INDEX games_by_opening ON games(substr(moves, 1, 22), result, plies);

-- Positions by the top bits of their 64-bit hash: every position of the
-- first 20 plies, and every later one with at least 15 pieces at home.
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

-- Every tag of every game in one table, as players think of them: the
-- column tags spelled as in the archive, then the others.
CREATE VIEW game_tags (game_id, name, value) AS
  SELECT g.id, 'Event', e.name FROM games g JOIN events e ON e.id = g.event_id
  UNION ALL SELECT id, 'Site', site FROM games WHERE site IS NOT NULL
  UNION ALL SELECT id, 'Date', date FROM games WHERE date IS NOT NULL
  UNION ALL SELECT id, 'Round', round FROM games WHERE round IS NOT NULL
  UNION ALL SELECT g.id, 'Light', p.name FROM games g JOIN players p ON p.id = g.light_id
  UNION ALL SELECT g.id, 'Dark', p.name FROM games g JOIN players p ON p.id = g.dark_id
  UNION ALL SELECT id, 'Variant', CASE variant WHEN 0 THEN 'Standard' WHEN 1 THEN 'Infinite' ELSE 'Altogether' END
    FROM games
  UNION ALL SELECT id, 'Result', CASE result WHEN 0 THEN '1-0' WHEN 1 THEN '0-1' WHEN 2 THEN '1/2-1/2' ELSE '*' END
    FROM games
  UNION ALL SELECT game_id, name, value FROM extra_tags;

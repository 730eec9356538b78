-- Games and what they are made of: players, events, source files, every tag
-- without a column of its own, and the quarantine for games that could not
-- be stored. See docs/schema.md.

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE sources (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  event_id INTEGER REFERENCES events(id),
  site TEXT,
  date TEXT,                      -- the Date tag as written: YYYY.MM.DD, '?' for unknown parts
  round TEXT,
  light_id INTEGER REFERENCES players(id),
  dark_id INTEGER REFERENCES players(id),
  variant INTEGER NOT NULL CHECK (variant BETWEEN 0 AND 2),          -- Standard, Infinite, Altogether
  result INTEGER NOT NULL CHECK (result BETWEEN 0 AND 3),            -- 1-0, 0-1, 1/2-1/2, *
  termination INTEGER NOT NULL CHECK (termination BETWEEN 0 AND 3),  -- unfinished, centred, forfeit, draw
  plies INTEGER NOT NULL,
  light_score INTEGER,            -- Altogether scores of a centred game
  dark_score INTEGER,
  source_id INTEGER NOT NULL REFERENCES sources(id),
  byte_offset INTEGER NOT NULL,
  line INTEGER NOT NULL,
  content_hash INTEGER NOT NULL,  -- moves, variant, players and date: finds duplicates
  moves BLOB NOT NULL             -- two bytes a ply, see docs/schema.md
) STRICT;

CREATE UNIQUE INDEX games_by_content ON games(content_hash);

-- Tags that have no column in games, in their original order.
CREATE TABLE extra_tags (
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (game_id, position)
) STRICT, WITHOUT ROWID;

-- Games that broke a rule or could not be read, kept with their text.
CREATE TABLE quarantine (
  id INTEGER PRIMARY KEY,
  source_id INTEGER NOT NULL REFERENCES sources(id),
  byte_offset INTEGER NOT NULL,
  line INTEGER NOT NULL,
  column INTEGER NOT NULL,
  ply INTEGER NOT NULL,           -- 0 for the tags and for syntax errors
  rule TEXT NOT NULL,             -- as in validate's JSON: 'syntax', 'prime-distance', ...
  message TEXT NOT NULL,
  raw TEXT NOT NULL,
  UNIQUE (source_id, byte_offset)
) STRICT;

-- Names that match and aliases (docs/queries.md, "Names"). See docs/schema.md.
-- Tables of their own rather than columns of players, so that the step can
-- run again on a database that has them.

-- Each player's name folded for comparison: without accents, in lower case
-- (db/name_key.hpp), so that `d. cote` finds "D. Côté". Filled by the
-- program, which alone can fold (ICU): for the players of an existing
-- database by this step's completion, for new names as import stores them.
CREATE TABLE IF NOT EXISTS player_keys (
  player_id INTEGER PRIMARY KEY REFERENCES players(id),
  name_key TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS player_keys_by_key ON player_keys(name_key);

-- Spellings made one player (adomoc alias): an alias stands for the player
-- `player_id`, which is no alias itself. Names without a row stand for
-- themselves. The games keep the spelling they were imported with.
CREATE TABLE IF NOT EXISTS player_aliases (
  alias_id INTEGER PRIMARY KEY REFERENCES players(id),
  player_id INTEGER NOT NULL REFERENCES players(id),
  CHECK (alias_id <> player_id)
) STRICT;
CREATE INDEX IF NOT EXISTS player_aliases_by_player ON player_aliases(player_id);

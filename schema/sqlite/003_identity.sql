-- A game's identity is its whole record (docs/schema.md, "Identity"), and
-- dates are stored in their dotted form. This step makes room; the program
-- then recomputes every content_hash, writes every date that reads as one
-- with dots, removes the games that thereby turn out to be stored twice,
-- and fills the quarantine's keys (db/identity_upgrade.cpp). The unique
-- keys come back in 004, once they hold.

DROP INDEX games_by_content;

-- The quarantine keyed by the text of a broken game rather than by where
-- it stood, so that a game that moved in a changed file, or came again from
-- another file, keeps its one row.
CREATE TABLE quarantine_by_text (
  id INTEGER PRIMARY KEY,
  source_id INTEGER NOT NULL REFERENCES sources(id),
  byte_offset INTEGER NOT NULL,   -- of the game (of the error, for a syntax error)
  line INTEGER NOT NULL,
  column INTEGER NOT NULL,
  ply INTEGER NOT NULL,           -- of the faulty move; 0 for the tags
  rule TEXT NOT NULL,             -- as in validate's JSON: 'syntax', 'prime-distance', ...
  message TEXT NOT NULL,
  raw TEXT NOT NULL,
  text_hash INTEGER NOT NULL,     -- of raw: one row per text
  tags_hash INTEGER               -- of the identity tags, when the game has some
) STRICT;

INSERT INTO quarantine_by_text (id, source_id, byte_offset, line, column, ply, rule, message, raw, text_hash)
  SELECT id, source_id, byte_offset, line, column, ply, rule, message, raw, 0 FROM quarantine;
DROP TABLE quarantine;
ALTER TABLE quarantine_by_text RENAME TO quarantine;

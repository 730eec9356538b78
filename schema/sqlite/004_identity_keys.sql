-- The keys that 003 made room for, now that they hold (docs/schema.md).

-- A game is stored once: its whole record, hashed (db/game_identity.hpp).
CREATE UNIQUE INDEX games_by_content ON games(content_hash);

-- A broken game's text is kept once; the other two find the row of a game
-- that comes back mended (db/quarantine.cpp).
CREATE UNIQUE INDEX quarantine_by_text_hash ON quarantine(text_hash);
CREATE INDEX quarantine_by_tags ON quarantine(tags_hash) WHERE tags_hash IS NOT NULL;
CREATE INDEX quarantine_by_place ON quarantine(source_id, byte_offset);

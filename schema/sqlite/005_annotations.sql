-- Annotations: what a person wrote around the moves, kept so that export
-- gives back what `format` gives. See docs/schema.md.

-- One row per game that has any comment (in its tag block or its moves),
-- glyph, NAG or variation; none for the others, so that queries on the main
-- line read nothing more. `movetext` is the game's movetext in canonical
-- form (docs/format.md), annotations and main line together, exactly as
-- `adomoc format` writes it after the tag lines.
CREATE TABLE annotations (
  game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  movetext TEXT NOT NULL
) STRICT;

-- Packed game facts and the games of common positions: schema/sqlite/008_game_facts.sql.

CREATE TABLE game_facts (
  block bigint PRIMARY KEY,
  facts bytea NOT NULL
);

CREATE TABLE common_games (
  hash bigint NOT NULL,
  batch bigint NOT NULL,
  games bytea NOT NULL,
  PRIMARY KEY (hash, batch)
);

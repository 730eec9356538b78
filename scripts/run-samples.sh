#!/usr/bin/env bash
# The main job on the bundled samples: installs what is missing, builds,
# checks every sample game, imports them into a database, prints the
# opening tree and a statistics summary from it, and shows the engine at
# work.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release adomoc
adomoc=build/release/cli/adomoc

echo "== Checking every sample game against the rules"
"$adomoc" validate samples/*.adn

echo
echo "== Importing the samples into a database"
db=build/release/samples.db
rm -f "$db" "$db-wal" "$db-shm"
"$adomoc" import --db "$db" samples

echo
echo "== The opening tree of the samples: the first moves, and after 1. F^c3c6"
"$adomoc" openings --db "$db"
echo
"$adomoc" openings --db "$db" --moves "1. F^c3c6"

echo
echo "== Statistics of the samples"
"$adomoc" stats --db "$db"

echo
echo "== Perft from the initial position (Standard)"
for depth in 1 2 3 4; do
  printf 'perft %d: %s\n' "$depth" "$("$adomoc" perft --depth "$depth")"
done

echo
echo "== A generated self-play game, checked"
game=build/release/selfplay-sample.adn
"$adomoc" generate --games 1 --seed 2024 -o "$game"
cat "$game"
"$adomoc" validate "$game"

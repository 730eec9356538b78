#!/usr/bin/env bash
# Issue 14's figures, PostgreSQL next to SQLite in the same run on the same
# 100,000-game archive (adomoc generate --games 100000 --seed 1 --max-plies
# 300, as bench/generated_archive.hpp): the import from one client and from
# two clients at once (the archive split in two halves), the database
# sizes, and the position questions of bench/position_bench on both. The
# server is a throwaway one made here (initdb in a temporary folder, a Unix
# socket only, fsync off as in the tests; its defaults otherwise) and
# removed at the end.
#
#   bench/postgres_bench.sh [BUILD=build/release] [POSITIONS=500]
set -euo pipefail
build="$(cd "${1:-build/release}" && pwd)"
positions="${2:-500}"
adomoc="$build/cli/adomoc"
cd "$build"

[ -f selfplay-100k.adn ] || "$adomoc" generate --games 100000 --seed 1 --max-plies 300 -o selfplay-100k.adn
python3 - <<'EOF'
data = open('selfplay-100k.adn', 'rb').read()
middle = data.index(b'\n[Event', len(data) // 2) + 1
open('selfplay-100k-first.adn', 'wb').write(data[:middle])
open('selfplay-100k-second.adn', 'wb').write(data[middle:])
EOF

pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
folder=$(mktemp -d /tmp/adomoc-pg-bench-XXXXXX)
as_user=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$folder"
  as_user=(runuser -u postgres --)
fi
"${as_user[@]}" "$pg_bin/initdb" -D "$folder/data" -A trust -U postgres --no-sync >/dev/null
"${as_user[@]}" "$pg_bin/pg_ctl" -D "$folder/data" -w -s -l "$folder/server.log" \
  -o "-k $folder -c listen_addresses='' -c fsync=off" start
trap '"${as_user[@]}" "$pg_bin/pg_ctl" -D "$folder/data" -s -m immediate stop; rm -rf "$folder"' EXIT
uri() { echo "postgresql:///$1?host=$folder&user=postgres"; }
psql_do() { "$pg_bin/psql" -X -q -A -t "$(uri postgres)" -c "$1"; }

# Wall seconds of a command; its output kept in last-run.out.
seconds() { { /usr/bin/time -f '%e' "$@" >last-run.out; } 2>&1 | tail -1; }

echo "== host: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
rm -f bench-sqlite.db*
sqlite_s=$(seconds "$adomoc" import -j 1 --db bench-sqlite.db selfplay-100k.adn)
plies=$(grep -o '([0-9]* plies)' last-run.out | tr -dc 0-9)
psql_do "CREATE DATABASE one_client"
pg_one_s=$(seconds "$adomoc" import -j 1 --db "$(uri one_client)" selfplay-100k.adn)
psql_do "CREATE DATABASE two_clients"
"$adomoc" upgrade --db "$(uri two_clients)" >/dev/null
start=$(date +%s.%N)
"$adomoc" import -j 1 --db "$(uri two_clients)" selfplay-100k-first.adn >/dev/null &
"$adomoc" import -j 1 --db "$(uri two_clients)" selfplay-100k-second.adn >/dev/null
wait
pg_two_s=$(echo "$(date +%s.%N) - $start" | bc)
same=$(cmp -s <("$adomoc" openings --db "$(uri one_client)" --format csv) <("$adomoc" openings --db "$(uri two_clients)" --format csv) && echo same || echo DIFFERENT)

echo "== import of 100,000 games ($plies plies), -j 1"
printf '%-34s %8s s %12s plies/s %6s\n' "SQLite (baseline)" "$sqlite_s" "$(echo "$plies / $sqlite_s" | bc)" "1.00x"
printf '%-34s %8s s %12s plies/s %6sx\n' "PostgreSQL, one client" "$pg_one_s" "$(echo "$plies / $pg_one_s" | bc)" \
  "$(echo "scale=2; $sqlite_s / $pg_one_s" | bc)"
printf '%-34s %8s s %12s plies/s %6sx  (%sx one client; opening tree %s)\n' "PostgreSQL, two clients at once" \
  "$pg_two_s" "$(echo "$plies / $pg_two_s" | bc)" "$(echo "scale=2; $sqlite_s / $pg_two_s" | bc)" \
  "$(echo "scale=2; $pg_one_s / $pg_two_s" | bc)" "$same"

echo "== database size"
sqlite_bytes=$(stat -c %s bench-sqlite.db)
pg_bytes=$(psql_do "SELECT pg_database_size('one_client')")
archive_bytes=$(stat -c %s selfplay-100k.adn)
printf '%-34s %6s MB  %.2fx the archive\n' "SQLite" "$((sqlite_bytes / 1000000))" "$(echo "$sqlite_bytes / $archive_bytes" | bc -l)"
printf '%-34s %6s MB  %.2fx the archive\n' "PostgreSQL (pg_database_size)" "$((pg_bytes / 1000000))" \
  "$(echo "$pg_bytes / $archive_bytes" | bc -l)"
"$pg_bin/psql" -X -q "$(uri one_client)" -c "VACUUM ANALYZE" >/dev/null
"$pg_bin/psql" -X -q "$(uri one_client)" -c "SELECT relname AS part, pg_size_pretty(pg_total_relation_size(oid)) AS size FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY pg_total_relation_size(oid) DESC LIMIT 6"

echo "== position questions (ms of query time; the process start excluded)"
echo "-- SQLite"
"$build/bench/position_bench" bench-sqlite.db "$positions" 2>/dev/null
echo "-- PostgreSQL"
"$build/bench/position_bench" "$(uri one_client)" "$positions" 2>/dev/null
rm -f selfplay-100k-first.adn selfplay-100k-second.adn

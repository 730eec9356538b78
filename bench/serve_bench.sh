#!/usr/bin/env bash
# Requests per second of `adomoc serve` on /api/explore (issue 13): the
# 100,000-game benchmark database (`adomoc generate --games 100000 --seed 1`,
# the archive bench/generated_archive.hpp describes), the server on a free
# port of 127.0.0.1, and wrk (Debian's `wrk`) with 32 connections on 2
# threads cycling through a mix of /api/explore addresses: the start, after
# 1 to 3 moves (the most played), and mid-game positions of stored games
# (plies 20, 40 and 60, as position texts). Prints wrk's report with its
# latency percentiles and the load average before and after.
#
#   bench/serve_bench.sh [ADOMOC] [WORK_DIR] [SECONDS]
#   SERVE_BENCH_MIX=openings bench/serve_bench.sh ...   # the start and 1-3 moves only
#   SERVE_BENCH_MIX=midgame bench/serve_bench.sh ...    # the mid-game positions only
#
# ADOMOC defaults to build/release/cli/adomoc, WORK_DIR to
# build/release/bench-serve (the archive and database are made there once
# and reused), SECONDS to 20.
set -euo pipefail
cd "$(dirname "$0")/.."
adomoc="$(realpath "${1:-build/release/cli/adomoc}")"
work="${2:-build/release/bench-serve}"
seconds="${3:-20}"
mix="${SERVE_BENCH_MIX:-all}"
command -v wrk >/dev/null || { echo "serve_bench: wrk is missing (scripts/setup.sh installs it)" >&2; exit 2; }
mkdir -p "$work"
cd "$work"

if [ ! -f bench-100k.db ]; then
  [ -f selfplay-100k.adn ] || "$adomoc" generate --games 100000 --seed 1 --max-plies 300 -o selfplay-100k.adn
  "$adomoc" import --db bench-100k.db.tmp selfplay-100k.adn
  mv bench-100k.db.tmp bench-100k.db
fi

"$adomoc" serve --db bench-100k.db --port 0 > serve.out &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do grep -q 'http://' serve.out && break; sleep 0.1; done
base="$(sed -n 's|^adomoc serve: \(http://[^/]*\)/.*|\1|p' serve.out)"
[ -n "$base" ] || { echo "serve_bench: the server printed no address" >&2; exit 2; }

# The addresses, one a line, from the server's own answers.
python3 - "$base" "$mix" > paths.txt <<'PY'
import json, sys
from urllib.parse import quote
from urllib.request import urlopen
base = sys.argv[1]
def ask(path):
    with urlopen(base + path) as answer:
        return json.load(answer)
paths = ["/api/explore"]
line = []
for depth in range(3):  # the two most played moves at each of the first three plies
    moves = ask("/api/explore?moves=" + quote(" ".join(line)))["continuations"]
    for m in moves[:2]:
        paths.append("/api/explore?moves=" + quote(" ".join(line + [m["move"]])))
    line.append(moves[0]["move"])
for game in range(1, 100001, 12500):  # mid-game positions of eight stored games
    plies = ask("/api/game/%d" % game)["plies"]
    for ply in (20, 40, 60):
        if ply < len(plies):
            paths.append("/api/explore?position=" + quote(plies[ply]["position"]))
mix = sys.argv[2]
if mix == "openings":
    paths = [p for p in paths if "position=" not in p]
elif mix == "midgame":
    paths = [p for p in paths if "position=" in p]
print("\n".join(paths))
PY

cat > mix.lua <<'LUA'
-- Each connection walks the list of addresses from its own place.
local paths = {}
for line in io.lines("paths.txt") do paths[#paths + 1] = line end
local counter = 0
function setup(thread) thread:set("offset", counter); counter = counter + 7 end
local at = 0
request = function()
  at = at + 1
  return wrk.format("GET", paths[(at + offset) % #paths + 1])
end
LUA

echo "mix: $mix, $(wc -l < paths.txt) addresses"
# Each address once, alone: where the time of a request goes by kind.
while read -r path; do
  curl -s -o /dev/null -w "%{time_total} s  $path\n" "$base$path"
done < paths.txt | cut -c1-110
# The server's CPU time (user + system, in clock ticks): on a shared
# machine, CPU time per request says what 2 free cores would serve.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
echo "load before: $(uptime)"
before=$(cpu_ticks)
# A request slower than wrk's 2 s default is counted, not dropped as a timeout.
wrk -t2 -c32 -d"${seconds}s" --timeout 10s --latency -s mix.lua "$base" | tee wrk.out
after=$(cpu_ticks)
echo "load after: $(uptime)"
requests=$(sed -n 's/^ *\([0-9]*\) requests in.*/\1/p' wrk.out)
python3 -c "
ticks = $after - $before; hz = $(getconf CLK_TCK); n = $requests
cpu = ticks / hz
print('server CPU: %.2f s for %d requests, %.2f ms a request: %.0f requests/s on 2 free cores'
      % (cpu, n, 1000 * cpu / n, 2 * n / cpu if cpu else 0))"

#!/usr/bin/env bash
# Every test: installs what is missing, builds the release preset and runs
# the whole suite, then does the same under AddressSanitizer and
# UndefinedBehaviorSanitizer, then builds the libFuzzer targets with clang
# and runs each briefly from its seed corpus (ADOMOC_FUZZ_SECONDS, 20 by
# default): a smoke run, so that every change is fuzzed a little.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
for preset in release sanitize; do
  echo "== $preset build"
  scripts/build.sh "$preset"
  echo "== $preset tests"
  ctest --preset "$preset" -j "$(nproc)"
done
echo "== fuzz build"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j 2
echo "== fuzz smoke run"
ctest --preset fuzz

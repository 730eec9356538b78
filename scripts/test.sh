#!/usr/bin/env bash
# Every test: installs what is missing, builds the release preset and runs
# the whole suite, then does the same under AddressSanitizer and
# UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
for preset in release sanitize; do
  echo "== $preset build"
  scripts/build.sh "$preset"
  echo "== $preset tests"
  ctest --preset "$preset" -j "$(nproc)"
done

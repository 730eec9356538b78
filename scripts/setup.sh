#!/usr/bin/env bash
# Installs the Debian packages the project builds with, when any is missing.
# Safe to run again: it does nothing when everything is already there.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  tao-pegtl-dev libcli11-dev libsqlite3-dev sqlite3 libicu-dev
  googletest libgtest-dev libgmock-dev libbenchmark-dev
  libxml2-dev chromium
  libcpp-httplib-dev nlohmann-json3-dev chromium-driver python3-selenium wrk
  libpq-dev postgresql-15
  clang libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

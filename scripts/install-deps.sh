#!/usr/bin/env bash
# Installs what gridnav needs to build and test, from Debian's packages, skipping
# what is already there. Uses sudo when not root. Arguments name further packages (the
# sanitizer and fuzzing scripts add clang's).
set -euo pipefail
packages=(build-essential cmake pkg-config libgtest-dev libbenchmark-dev libcli11-dev libfmt-dev
          nlohmann-json3-dev libstb-dev libyaml-cpp-dev libboost-graph-dev librsvg2-dev fonts-dejavu-core
          libcpp-httplib-dev libxxhash-dev chromium nodejs npm
          pybind11-dev python3-pybind11 python3-numpy python3-pytest python3-dev
          python3-venv python3-pip python3-setuptools "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# nodejs may come from elsewhere (nodesource, nvm) with npm inside it: then skip Debian's.
if command -v npm >/dev/null 2>&1; then
  kept=()
  for p in "${missing[@]}"; do [[ $p == nodejs || $p == npm ]] || kept+=("$p"); done
  missing=("${kept[@]}")
fi
if ((${#missing[@]} > 0)); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The browser tests' driver: playwright-core from npm, pinned by tests/browser/package-lock.json.
# It drives Debian's chromium; no browser is downloaded.
browser_tests="$(cd "$(dirname "$0")/.." && pwd)/tests/browser"
if [[ ! -d "$browser_tests/node_modules" ]]; then
  echo "installing playwright-core for tests/browser" >&2
  (cd "$browser_tests" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --silent)
fi

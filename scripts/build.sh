#!/usr/bin/env bash
# Configures and builds gridnav (Release) into build/. Extra arguments go to cmake.
# GRIDNAV_TARGETS names the targets to build (default: all of them); the demo builds
# only the command line.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
targets=()
for t in ${GRIDNAV_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build build -j"$(nproc)" "${targets[@]}"

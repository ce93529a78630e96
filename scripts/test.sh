#!/usr/bin/env bash
# The whole test suite: builds everything optimized with clang 14 in build-test/, then runs
# ctest. clang because it compiles this code in about half the CPU time of GCC 12 (the
# search suite's instantiation units: 10 s against 83 s each), which matters on small
# machines and in CI; the library's speed is measured with the GCC build of
# scripts/build.sh (build/), which runs the searches faster (docs/performance.md).
# Extra arguments go to ctest (for example -R jps).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh clang-14
CC=clang-14 CXX=clang++-14 cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Release -DGRIDNAV_BUILD_TESTS=ON >/dev/null
cmake --build build-test -j"$(nproc)"
ctest --test-dir build-test --output-on-failure -j"$(nproc)" "$@"

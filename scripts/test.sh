#!/usr/bin/env bash
# The whole test suite: builds everything optimized, then runs ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh -DGRIDNAV_BUILD_TESTS=ON
ctest --test-dir build --output-on-failure -j"$(nproc)"

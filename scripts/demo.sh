#!/usr/bin/env bash
# The main job: every bundled Moving AI scenario through A*, one row per map,
# each query checked against the file's optimal length.
set -euo pipefail
cd "$(dirname "$0")/.."
GRIDNAV_TARGETS=gridnav bash scripts/build.sh -DGRIDNAV_BUILD_TESTS=OFF  # the command line alone
./build/apps/gridnav/gridnav scen data/movingai/*.scen "$@"

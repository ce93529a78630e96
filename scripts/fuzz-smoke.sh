#!/usr/bin/env bash
# CI's fuzz smoke: every target of fuzz/targets.txt for a few seconds (default 5 each, after
# its seeds and regression inputs, which it always runs in full); exit 1 on any crash, leak,
# timeout or oversized allocation. scripts/fuzz.sh does the work.
# The random seed is fixed (libFuzzer's -seed=1), so a smoke run makes the same mutations on
# every machine, a faster one only going further: CI passes or fails on the code, not on luck.
# Searching for new crashes is the long runs' work (scripts/fuzz.sh, docs/reliability.md).
set -euo pipefail
# One target per core at a time.
export FUZZ_ARGS="-seed=1 ${FUZZ_ARGS:-}"
export FUZZ_JOBS="${FUZZ_JOBS:-$(nproc)}"
exec bash "$(dirname "$0")/fuzz.sh" all "${1:-5}"

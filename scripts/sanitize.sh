#!/usr/bin/env bash
# Builds and runs the tests under sanitizers, in build-asan/ or build-tsan/:
#   bash scripts/sanitize.sh asan   AddressSanitizer + UndefinedBehaviorSanitizer, every
#                                   report fatal: every GoogleTest suite and the command-line
#                                   tests (the gridnav binary and the server built the same way)
#   bash scripts/sanitize.sh tsan   ThreadSanitizer: the tests that run searches on many threads
# Extra arguments go to ctest (for example -R grid_). Optimised lightly (-O1) with line
# tables, so reports name files and lines.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-asan}"
shift || true
case "$mode" in
  asan) sanitize="address,undefined"
        # The browser, load, Python and packaging tests need the optimised build (scripts/test.sh).
        select=(-E '^(browser|load|python|packaging)\.') ;;
  tsan) sanitize="thread"
        select=(-R '^gridnav_concurrency_tests\.') ;;
  *) echo "usage: scripts/sanitize.sh asan|tsan [ctest arguments]" >&2; exit 2 ;;
esac
bash scripts/install-deps.sh
dir="build-$mode"
cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
  -DGRIDNAV_SANITIZE="$sanitize" -DGRIDNAV_PYTHON=OFF -DGRIDNAV_BUILD_TESTS=ON >/dev/null
if [[ $mode == tsan ]]; then
  cmake --build "$dir" -j"$(nproc)" --target gridnav_concurrency_tests
else
  cmake --build "$dir" -j"$(nproc)"
fi
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" "${select[@]}" "$@"

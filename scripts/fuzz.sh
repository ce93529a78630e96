#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, GRIDNAV_FUZZ) with clang in build-fuzz/ and runs them,
# one after the other, each for SECONDS (default 10: a smoke run):
#   bash scripts/fuzz.sh [TARGET|all] [SECONDS]
# TARGET is a name of fuzz/targets.txt (movingai_map, image, ...). Each run reads the seeds
# (fuzz/corpus/TARGET/) and the regression inputs (tests/data/fuzz-regressions/TARGET/),
# and keeps what it finds in build-fuzz/fuzz-work/TARGET/corpus/, so the committed corpora
# stay small; a crash, leak, timeout or oversized allocation is saved there as crash-*,
# leak-*, timeout-* or oom-*, and the script exits 1. Runs are niced and use one core each.
# Limits of every run: -timeout=1 (seconds per input), -rss_limit_mb=2048,
# -malloc_limit_mb=256 (one allocation), -max_len from fuzz/targets.txt.
# Environment: FUZZ_ARGS adds libFuzzer options (e.g. FUZZ_ARGS=-runs=1000000); FUZZ_JOBS
# runs that many targets at a time (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-all}"
seconds="${2:-10}"
if ! [[ $seconds =~ ^[0-9]+$ ]] || ((seconds == 0)); then
  echo "usage: scripts/fuzz.sh [TARGET|all] [SECONDS]  (SECONDS a whole number above 0)" >&2
  exit 2
fi

# What the fuzz build needs from Debian: clang 14 with its runtimes (libFuzzer, sanitizers)
# and the libraries the readers use. Installed only when missing.
packages=(clang-14 libclang-rt-14-dev cmake ninja-build libstb-dev libyaml-cpp-dev nlohmann-json3-dev libxxhash-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} > 0)); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# name library max_len dict, from fuzz/targets.txt
declare -A max_len dict
names=()
while read -r name _library length dictionary; do
  names+=("$name")
  max_len[$name]=$length
  dict[$name]=$dictionary
done < <(grep -E '^[a-z]' fuzz/targets.txt)
if [[ $target == all ]]; then
  selected=("${names[@]}")
elif [[ -n ${max_len[$target]:-} ]]; then
  selected=("$target")
else
  echo "scripts/fuzz.sh: unknown target '$target' (known: ${names[*]} all)" >&2
  exit 2
fi

# GRIDNAV_FUZZ_BUILD_DIR names another build to use, e.g. build-asan, whose sanitizer build
# (scripts/sanitize.sh asan) has the fuzz targets too: CI compiles the code once for both.
dir="${GRIDNAV_FUZZ_BUILD_DIR:-build-fuzz}"
launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [[ ! -f $dir/CMakeCache.txt ]]; then
  CC=clang-14 CXX=clang++-14 cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1" -DGRIDNAV_FUZZ=ON -DGRIDNAV_BUILD_APPS=OFF -DGRIDNAV_BUILD_TESTS=OFF \
    -DGRIDNAV_PYTHON=OFF "${launcher[@]}" >/dev/null
fi
build_targets=()
for t in "${selected[@]}"; do build_targets+=("fuzz_$t"); done
nice cmake --build "$dir" -j"$(nproc)" --target "${build_targets[@]}"

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# One target: its run, then its row of the table in $dir/fuzz-work/TARGET/row.
run_target() {
  local t=$1 work="$dir/fuzz-work/$1" status=0
  mkdir -p "$work/corpus"
  local inputs=("$work/corpus" "fuzz/corpus/$t")
  [[ -d tests/data/fuzz-regressions/$t ]] && inputs+=("tests/data/fuzz-regressions/$t")
  # shellcheck disable=SC2086  # FUZZ_ARGS is a list of options
  nice -n 19 "$dir/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=256 \
    -max_len="${max_len[$t]}" -dict="fuzz/dict/${dict[$t]}.dict" -artifact_prefix="$work/" -print_final_stats=1 \
    ${FUZZ_ARGS:-} "${inputs[@]}" >"$work/log" 2>&1 || status=$?
  local runs rss result=ok
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$work/log" | tail -1)
  if ((status != 0)); then
    result="FAILED (exit $status): $(grep -m1 -E 'ERROR|finding|Test unit written' "$work/log" || true) -- log: $work/log"
  fi
  printf '%-16s %12s %10s %10s  %s\n' "$t" "${runs:-?}" "$(( ${runs:-0} / seconds ))" "${rss:-?} MB" "$result" >"$work/row"
}

# FUZZ_JOBS targets at a time (default 1; CI's smoke runs one per core).
jobs="${FUZZ_JOBS:-1}"
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "scripts/fuzz.sh: FUZZ_JOBS must be a whole number above 0" >&2; exit 2; }
running=0
for t in "${selected[@]}"; do
  rm -f "$dir/fuzz-work/$t/row"
  if ((running >= jobs)); then
    wait -n || true
    running=$((running - 1))
  fi
  run_target "$t" &
  running=$((running + 1))
done
wait
failed=()
printf '%-16s %12s %10s %10s  %s\n' target executions exec/s "peak RSS" result
for t in "${selected[@]}"; do
  row=$(cat "$dir/fuzz-work/$t/row" 2>/dev/null || echo "$t  (no result)  FAILED")
  echo "$row"
  [[ $row == *FAILED* ]] && failed+=("$t")
done
if ((${#failed[@]} > 0)); then
  echo "scripts/fuzz.sh: failed: ${failed[*]} (inputs saved in $dir/fuzz-work/TARGET/)" >&2
  exit 1
fi

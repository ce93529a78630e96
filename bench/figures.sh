#!/usr/bin/env bash
# Re-measures every figure of docs/performance.md and docs/cao.md into one folder.
#   bash bench/figures.sh [OUT_DIR]      (default: figures/)
# Builds $BUILD_DIR (default build-bench/; Release, with the Google Benchmark suite). Run it on a
# quiet machine: the tables compare configurations side by side in one process, so their
# ratios hold under load, but absolute times do not. Takes about 5 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-figures}
mkdir -p "$out"
build=${BUILD_DIR:-build-bench}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DGRIDNAV_BUILD_BENCH=ON >/dev/null
cmake --build "$build" -j"$(nproc)" --target gridnav gridnav_bench >/dev/null
G=$build/apps/gridnav/gridnav
D=data/movingai
DA="$D/arena2.map.scen $D/brc202d.map.scen $D/den520d.map.scen $D/lak303d.map.scen $D/ost003d.map.scen"
run() {  # run NAME COMMAND...: prints the command, the load, and the output into OUT/NAME.txt
  local name=$1
  shift
  {
    echo "\$ $*"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    "$@" 2>&1
    echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
  } >"$out/$name.txt"
  echo "wrote $out/$name.txt" >&2
}

# 1. Octile, all bundled maps: every open list, node memory, Boost.Graph.
run octile_all $G bench $D/*.scen --limit-queries 100 \
  --config astar --config astar:open=calendar,duplicates=closed --config astar:open=calendar,tie=lifo \
  --config astar:open=radix --config astar:open=radix,duplicates=closed \
  --config astar:open=quaternary --config astar:open=binary --config astar:open=quaternary,duplicates=closed \
  --config astar:open=buckets,duplicates=closed --config astar:open=stdpq,duplicates=closed \
  --config astar:open=multistack,duplicates=closed --config astar:memory=pool --config astar:memory=alloc \
  --config boost-astar
# 2. The Dragon Age maps, every query once, default astar (the warthog comparison).
run dragon_age $G scen $DA
# 3. Integer octile costs (Cazenave): array of stacks against std::priority_queue; pool against alloc.
run integer $G bench $D/*.scen --costs integer --limit-queries 60 \
  --config astar:open=buckets,duplicates=closed,tie=lifo --config astar:open=stdpq,duplicates=closed,tie=lifo \
  --config astar:tie=lifo \
  --config astar:open=buckets,duplicates=closed,tie=lifo,memory=pool \
  --config astar:open=buckets,duplicates=closed,tie=lifo,memory=alloc
# 4. 4-connected, Manhattan (Cao): multi-stack heap against binary heap, both duplicate rules,
#    under Cao's tie rule (LIFO) and under the default (larger g).
run four_connected $G bench $D/*.scen --connect 4 --limit-queries 60 \
  --config astar:open=binary,duplicates=closed,heuristic=manhattan,tie=lifo \
  --config astar:open=binary,duplicates=open,heuristic=manhattan,tie=lifo \
  --config astar:open=multistack,duplicates=closed,heuristic=manhattan,tie=lifo \
  --config astar:open=multistack,duplicates=open,heuristic=manhattan,tie=lifo \
  --config astar:open=binary,duplicates=closed,heuristic=manhattan \
  --config astar:open=binary,duplicates=open,heuristic=manhattan \
  --config astar:open=multistack,duplicates=closed,heuristic=manhattan \
  --config astar:open=multistack,duplicates=open,heuristic=manhattan
# 5. Cao's experiments (full size).
run lab_cao $G lab cao
# 6. Google Benchmark (CPU time): open lists, neighbour generation, whole queries on den520d.
run micro "$build"/bench/gridnav_bench --benchmark_filter='open_list/.*/4096|for_each_move|search/' \
  --benchmark_min_time=0.2
# 7. Whole queries long enough to rank configurations a few per cent apart.
run micro_search "$build"/bench/gridnav_bench --benchmark_filter=search/ --benchmark_min_time=1
# 7. Beside warthog's A*, when you have built it from its sources: WARTHOG=/path/to/warthog.
if [[ -n ${WARTHOG:-} ]]; then
  run versus_warthog env GRIDNAV="$G" bash bench/versus_warthog.sh "$WARTHOG" 3
fi

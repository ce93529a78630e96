#!/usr/bin/env bash
# gridnav and warthog on the same scenario files, one after the other, RUNS times, so that
# both see the same machine state.
#
#   bash bench/versus_warthog.sh WARTHOG_BINARY [RUNS=3] [SCEN...]
#
# WARTHOG_BINARY is a warthog command built by you from its public sources (not a Debian
# package; we do not ship it): warthog-core's `warthog` for A*, warthog-jps's `warthog-jps`
# for the jump point search family. WARTHOG_ALGS lists the --alg values to run (default
# astar; for warthog-jps e.g. "jps jps2 jps+ jps2+"), GRIDNAV_ALGOS the gridnav --algo
# values (default astar; e.g. "jps jps-plus"). warthog is run as
#   warthog --alg ALG --scen F.map.scen --map F.map --checkopt
# and its per-query rows are read by column name (expanded, nanos, pcost, scost).
# Without SCEN files, the five bundled Dragon Age maps. gridnav is build/apps/gridnav/gridnav
# (override with GRIDNAV=...). Per tool and algorithm it prints: queries, how many lengths
# differ from the .scen optimum by more than 1e-2 (warthog prints 5 digits), the median and
# mean search time per query in microseconds, mean expansions and nanoseconds per expansion
# (total time / total expansions), as `gridnav scen` defines them.
set -euo pipefail
cd "$(dirname "$0")/.."
warthog=${1:?usage: versus_warthog.sh WARTHOG_BINARY [RUNS] [SCEN...]}
runs=${2:-3}
shift $(( $# >= 2 ? 2 : 1 ))
gridnav=${GRIDNAV:-build/apps/gridnav/gridnav}
D=data/movingai
scens=("$@")
((${#scens[@]})) || scens=("$D/arena2.map.scen" "$D/brc202d.map.scen" "$D/den520d.map.scen" "$D/lak303d.map.scen" "$D/ost003d.map.scen")
[[ -x $warthog ]] || { echo "versus_warthog: $warthog is not an executable" >&2; exit 2; }
[[ -x $gridnav ]] || { echo "versus_warthog: $gridnav not built (bash scripts/build.sh)" >&2; exit 2; }

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT

# Reads warthog's tab-separated rows on stdin (a header line per file) and prints one
# summary row. (Plain POSIX awk and sort: Debian's default awk is mawk.)
summarize_warthog() {
  local name=$1
  awk -F'\t' '
    $1 == "id" { for (i = 1; i <= NF; ++i) col[$i] = i; next }
    NF > 3 { d = $col["pcost"] - $col["scost"]; print $col["nanos"], $col["expanded"], (d > 1e-2 || d < -1e-2) }' |
    sort -n | awk -v name="$name" '
      { ns[++n] = $1; total += $1; expanded += $2; bad += $3 }
      END {
        if (n == 0) { printf "%-22s no query rows read\n", name; exit }
        median = n % 2 ? ns[(n + 1) / 2] : (ns[n / 2] + ns[n / 2 + 1]) / 2
        printf "%-22s %9d %10d %10.1f %10.1f %13.1f %10.2f\n", name, n, bad, median / 1000, total / n / 1000, expanded / n, total / expanded
      }'
}

read -r -a warthog_algs <<<"${WARTHOG_ALGS:-astar}"
read -r -a gridnav_algos <<<"${GRIDNAV_ALGOS:-astar}"
printf "%-22s %9s %10s %10s %10s %13s %10s\n" tool queries mismatches median_us mean_us mean_expanded ns/expand
for ((r = 1; r <= runs; ++r)); do
  echo "run $r, load $(cut -d' ' -f1-3 /proc/loadavg)"
  for alg in "${warthog_algs[@]}"; do
    : > "$rows"
    for s in "${scens[@]}"; do
      # --checkopt makes warthog stop with status 1 at its first length off the optimum
      "$warthog" --alg "$alg" --scen "$s" --map "${s%.scen}" --checkopt >> "$rows" 2>/dev/null ||
        echo "versus_warthog: warthog --alg $alg exited with status $? on $s" >&2
    done
    summarize_warthog "warthog $alg" < "$rows"
  done
  for algo in "${gridnav_algos[@]}"; do
    # the text summary's last row: all maps instances solved optimal mismatches median mean expanded ns
    "$gridnav" scen "${scens[@]}" --algo "$algo" 2>/dev/null | awk -v name="gridnav $algo" '$1 == "all" && $2 == "maps" {
      printf "%-22s %9d %10d %10.1f %10.1f %13.1f %10.2f\n", name, $3, $6, $7, $8, $9, $10 }'
  done
done

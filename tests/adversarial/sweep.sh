#!/usr/bin/env bash
# The adversarial sweep of docs/reliability.md: bad input of every kind given to the
# subcommands that read scenario files, GPPC files and maps in bulk (scen, batch, bench,
# dynscen, field, gen dynscen), each run under a 2 GB cap on its address space and a 60 s
# limit. Prints one row per case: exit status, time, and the first line of stderr. Fails
# (exit 1) when a case crashes, is killed, hangs, or exits with a status the README does not
# document (0, 2, 3, 4, 5).
#   bash tests/adversarial/sweep.sh [path/to/gridnav]      (default: build/apps/gridnav/gridnav)
set -uo pipefail
cd "$(dirname "$0")/../.."
gn="$(realpath "${1:-build/apps/gridnav/gridnav}")"
data="$PWD/data"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Inputs: empty, binary, truncated, huge declared sizes, negative and non-numeric values,
# wrong versions, a folder, an unreadable file, a line without end.
: >"$work/empty.scen"
head -c 4096 /dev/urandom >"$work/random.scen"
head -c 300 "$data/movingai/arena2.map.scen" >"$work/truncated.scen"
printf 'version 1\n0\tarena2.map\t281\t209\t-5\t7\t10\t10\t3.0\n' >"$work/negative.scen"
printf 'version 1\n0\tarena2.map\t281\t209\tx\t7\t10\t10\t3.0\n' >"$work/letters.scen"
printf 'version 1\n0\tarena2.map\t99999999999\t209\t1\t1\t2\t2\t1\n' >"$work/huge-size.scen"
printf 'version 7\n' >"$work/version7.scen"
printf 'version 1\n0\tnowhere.map\t10\t10\t1\t1\t2\t2\t1\n' >"$work/missing-map.scen"
printf 'version 1\n0\t../../../../../../dev/zero\t10\t10\t1\t1\t2\t2\t1\n' >"$work/dev-zero-map.scen"
cp "$data/movingai/arena2.map" "$work/"
printf 'version 1\n0\tarena2.map\t281\t209\t0\t0\t1\t1\t1.41421356\n' >"$work/blocked-start.scen"
mkdir -p "$work/folder.scen"
cp "$data/movingai/arena2.map.scen" "$work/unreadable.scen" && chmod 000 "$work/unreadable.scen"
printf 'version 2\nheight 99999\nwidth 99999\ncost 1 octile\npatch doors.patch\ncommands\n' >"$work/gppc-huge.scen"
printf 'version 2\nheight 8\nwidth 8\ncost 1 octile\npatch missing.patch\ncommands\n' >"$work/gppc-no-patch.scen"
cp "$data/gppc/doors.patch" "$work/"
sed 's/^Q .*/Q 0 -1 -1 2 2 3/' "$data/gppc/doors.scen" >"$work/gppc-outside.scen"
sed 's/^P .*/P 0 999999 1 1/' "$data/gppc/doors.scen" >"$work/gppc-patch-id.scen"
{ cat "$data/gppc/doors.scen"; printf 'Z 1 2 3\n'; } >"$work/gppc-command.scen"
printf 'type octile\nheight 2\nwidth 2\nmap\n@@\n@@\n' >"$work/all-blocked.map"
printf 'type octile\nheight 1\nwidth 1\nmap\n.\n' >"$work/one-cell.map"

cases=()
# Root reads a file of mode 000 all the same: the case means something only for a user.
[[ $(id -u) -ne 0 ]] && cases+=("scen: unreadable file|scen $work/unreadable.scen")
cases+=(
  "scen: empty file|scen $work/empty.scen"
  "scen: 4 KB of random bytes|scen $work/random.scen"
  "scen: truncated mid-line|scen $work/truncated.scen"
  "scen: negative start|scen $work/negative.scen"
  "scen: letters for a number|scen $work/letters.scen"
  "scen: map size past 32 bits|scen $work/huge-size.scen"
  "scen: version 7|scen $work/version7.scen"
  "scen: map not found|scen $work/missing-map.scen"
  "scen: map named ../../dev/zero|scen $work/dev-zero-map.scen"
  "scen: start on a blocked cell|scen $work/blocked-start.scen"
  "scen: a folder|scen $work/folder.scen"
  "scen: /dev/zero|scen /dev/zero"
  "scen: --show-mismatches -1|scen $data/movingai/arena2.map.scen --show-mismatches -1"
  "dynscen: --show-mismatches 1e99|dynscen $data/gppc/doors.scen --show-mismatches 1e99"
  "batch: empty file|batch $work/empty.scen"
  "batch: random bytes|batch $work/random.scen"
  "batch: --threads 0 (one per core)|batch $work/truncated.scen --threads 0"
  "batch: --threads 100000|batch $data/movingai/arena2.map.scen --threads 100000"
  "batch: --threads -1|batch $data/movingai/arena2.map.scen --threads -1"
  "batch: --threads x|batch $data/movingai/arena2.map.scen --threads x"
  "batch: unknown algorithm|batch $data/movingai/arena2.map.scen --algo nope"
  "batch: /dev/zero|batch /dev/zero"
  "bench: no --config|bench $data/movingai/arena2.map.scen"
  "bench: --repeat 0|bench $data/movingai/arena2.map.scen --config astar --repeat 0"
  "bench: --repeat 1e9|bench $data/movingai/arena2.map.scen --config astar --repeat 1e9"
  "bench: --limit-queries -1|bench $data/movingai/arena2.map.scen --config astar --limit-queries -1"
  "bench: bad config text|bench $data/movingai/arena2.map.scen --config astar:weight=nan"
  "bench: random bytes|bench $work/random.scen --config astar"
  "dynscen: empty file|dynscen $work/empty.scen"
  "dynscen: random bytes|dynscen $work/random.scen"
  "dynscen: a Moving AI scenario|dynscen $data/movingai/arena2.map.scen"
  "dynscen: 99999 x 99999 map|dynscen $work/gppc-huge.scen"
  "dynscen: patch file missing|dynscen $work/gppc-no-patch.scen"
  "dynscen: query outside the map|dynscen $work/gppc-outside.scen"
  "dynscen: patch id past the library|dynscen $work/gppc-patch-id.scen"
  "dynscen: unknown command letter|dynscen $work/gppc-command.scen"
  "dynscen: unknown algorithm|dynscen $data/gppc/doors.scen --algo nope"
  "dynscen: weighted JPS spec|dynscen $data/gppc/doors.scen --algo jps:nope=1"
  "dynscen: a folder|dynscen $work/folder.scen"
  "dynscen: /dev/zero|dynscen /dev/zero"
  "field: no source|field $data/movingai/arena2.map --sources '' -o $work/f.png"
  "field: source outside|field $data/movingai/arena2.map --sources 999,999 -o $work/f.png"
  "field: source blocked|field $data/movingai/arena2.map --sources 0,0 -o $work/f.png"
  "field: source text garbage|field $data/movingai/arena2.map --sources 1,x -o $work/f.png"
  "field: --max-cost nan|field $data/movingai/arena2.map --sources 99,159 --max-cost nan -o $work/f.png"
  "field: --max-cost -1|field $data/movingai/arena2.map --sources 99,159 --max-cost -1 -o $work/f.png"
  "field: unknown ending|field $data/movingai/arena2.map --sources 99,159 -o $work/f.bmp"
  "field: unwritable output|field $data/movingai/arena2.map --sources 99,159 -o /proc/nope/f.csv"
  "field: --cell-px 65|field $data/movingai/arena2.map --sources 99,159 --cell-px 65 -o $work/f.png"
  "field: all-blocked map|field $work/all-blocked.map --sources 0,0 -o $work/f.csv"
  "field: 10,000 sources, all the same cell|field $data/movingai/arena2.map --sources \"$(printf '99,159;%.0s' $(seq 10000))99,159\" -o $work/f.npy"
  "gen dynscen: all-blocked map|gen dynscen $work/all-blocked.map -o $work/g.scen"
  "gen dynscen: one-cell map|gen dynscen $work/one-cell.map -o $work/g.scen"
  "gen dynscen: --snapshots 1e9|gen dynscen $data/movingai/arena2.map -o $work/g.scen --snapshots 1000000000"
  "gen dynscen: --max-patch-side 0|gen dynscen $data/movingai/arena2.map -o $work/g.scen --max-patch-side 0"
  "gen dynscen: --repeat nan|gen dynscen $data/movingai/arena2.map -o $work/g.scen --repeat nan"
  "gen dynscen: unwritable output|gen dynscen $data/movingai/arena2.map -o /proc/nope/g.scen"
  "gen dynscen: patch side past the map|gen dynscen $work/one-cell.map -o $work/g.scen --max-patch-side 8000 --snapshots 3"
)

bad=0
printf '| case | exit | time | message |\n|---|---|---|---|\n'
for c in "${cases[@]}"; do
  name=${c%%|*}
  args=${c#*|}
  start=$(date +%s%N)
  err=$(eval "ulimit -v 2000000; timeout 60 \"$gn\" $args" 2>&1 >/dev/null)
  status=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  first=$(printf '%s\n' "$err" | grep -v '^Run with --help' | head -1 | sed "s|$work/||g; s|$data/||g" | cut -c1-150)
  printf '| %s | %s | %d.%02d s | `%s` |\n' "$name" "$status" $((ms / 1000)) $((ms % 1000 / 10)) "$first"
  case $status in
    0 | 2 | 3 | 4 | 5) ;;
    *) echo "FAILED: $name: exit $status" >&2; bad=1 ;;
  esac
done
exit $bad

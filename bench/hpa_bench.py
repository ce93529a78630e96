"""HPA* against A* and JPS: build time, time per query and path length over the optimum.

    PYTHONPATH=build/python /usr/bin/python3 bench/hpa_bench.py              # bundled maps, then large ones
    PYTHONPATH=build/python /usr/bin/python3 bench/hpa_bench.py --bundled    # bundled maps only
    PYTHONPATH=build/python /usr/bin/python3 bench/hpa_bench.py --large 8192 16384

Bundled maps: every Moving AI map of data/movingai with 200 queries of its scenario file,
spread over the file (lengths against the file's optimum). Large maps: random maps with 10 %
of the cells blocked and 10 queries between far cells (lengths against A*'s). Times are the
planners' own (Result.stats time), one query at a time on one thread; the peak memory of each
planner on the large maps is measured in a process of its own (--peak).
"""

import argparse
import pathlib
import resource
import statistics
import subprocess
import sys
import time

import numpy as np

import gridnav

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "movingai"
CLUSTERS = [10, 16, 32]  # bundled maps
LARGE_CLUSTERS = [32, 64]  # large maps


def spread(items, n):
    step = max(1, len(items) // n)
    return items[::step][:n]


def time_queries(planner, queries):
    times, costs = [], []
    for start, goal in queries:
        r = planner.find_path(start, goal)
        assert r.found, (planner.spec, start, goal, r.status)
        times.append(r.stats["time_us"])
        costs.append(r.cost)
    return times, costs


def row(name, made, times, ratios):
    print(
        f"{name:34} build {made * 1e3:9.1f} ms  median {statistics.median(times):9.1f} us"
        f"  mean {statistics.fmean(times):9.1f} us  length/opt mean {statistics.fmean(ratios):.4f}"
        f" max {max(ratios):.4f}"
    )


def bundled():
    for scen_path in sorted(DATA.glob("*.scen")):
        scen = gridnav.load_scenario(scen_path)
        grid = gridnav.load_map(scen.map_path(0))
        picks = spread(list(range(len(scen))), 200)
        queries = [(tuple(scen.starts[i]), tuple(scen.goals[i])) for i in picks]
        optimum = [scen.optimal_lengths[i] for i in picks]
        print(f"\n{scen_path.name}: {grid.width} x {grid.height}, {len(queries)} queries")
        for spec in ["astar", "jps"] + [f"hpa-star:cluster={c}" for c in CLUSTERS]:
            t = time.perf_counter()
            planner = gridnav.Planner(grid, spec)
            made = time.perf_counter() - t
            times, costs = time_queries(planner, queries)
            ratios = [c / o if o > 0 else 1.0 for c, o in zip(costs, optimum)]
            row(spec, made, times, ratios)


def random_map(side, seed):
    rng = np.random.default_rng(seed)
    return (rng.integers(0, 100, size=(side, side), dtype=np.uint8) >= 10).astype(np.uint8)


def far_queries(array, n, seed):
    rng = np.random.default_rng(seed + 1)
    side = array.shape[0]
    out = []
    while len(out) < n:
        a = rng.integers(0, side // 8, size=2)
        b = side - 1 - rng.integers(0, side // 8, size=2)
        if array[a[1], a[0]] and array[b[1], b[0]]:
            out.append(((int(a[0]), int(a[1])), (int(b[0]), int(b[1]))))
    return out


def large(side):
    array = random_map(side, side)
    grid = gridnav.Grid(array)
    queries = far_queries(array, 10, side)
    print(f"\nrandom {side} x {side}, 10 % blocked, {len(queries)} corner-to-corner queries")
    t = time.perf_counter()
    astar = gridnav.Planner(grid, "astar")
    made = time.perf_counter() - t
    a_times, optimum = time_queries(astar, queries)
    row("astar", made, a_times, [1.0] * len(queries))
    del astar
    for spec in ["jps"] + [f"hpa-star:cluster={c}" for c in LARGE_CLUSTERS]:
        t = time.perf_counter()
        planner = gridnav.Planner(grid, spec)
        made = time.perf_counter() - t
        times, costs = time_queries(planner, queries)
        row(spec, made, times, [c / o for c, o in zip(costs, optimum)])
        speedup = statistics.median(a / b for a, b in zip(a_times, times))
        print(f"{'':34} median per-query speed-up over A*: {speedup:.1f}x")
        del planner
    for spec in ["astar", "jps"] + [f"hpa-star:cluster={c}" for c in LARGE_CLUSTERS]:
        out = subprocess.run([sys.executable, __file__, "--peak", spec, str(side)], capture_output=True, text=True)
        print(f"{spec:34} peak memory {out.stdout.strip()}")


def peak(spec, side):
    array = random_map(side, side)
    grid = gridnav.Grid(array)
    queries = far_queries(array, 3, side)
    del array
    planner = gridnav.Planner(grid, spec)
    for start, goal in queries:
        planner.find_path(start, goal)
    print(f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB (map, planner and 3 queries)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundled", action="store_true", help="the bundled maps only")
    parser.add_argument("--large", type=int, nargs="*", help="sides of the large random maps")
    parser.add_argument("--peak", nargs=2, metavar=("SPEC", "SIDE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.peak:
        peak(args.peak[0], int(args.peak[1]))
        sys.exit(0)
    if args.large is None or args.bundled:
        bundled()
    if not args.bundled:
        for side in args.large or [8192, 16384]:
            large(side)

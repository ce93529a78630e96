"""The Python module against the libraries Python users reach for, side by side in one run.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py [--map M.map ...] [--planner P ...]

Needs python3-networkx and python3-scipy (Debian). Prints, per 512 x 512 Moving AI map given
(all four bundled ones by default):
  find_path        each planner (A* and JPS by default) against networkx.astar_path on the
                   same grid graph (octile costs, no corner cutting), the same queries, costs
                   compared;
  distance_field   gridnav's multi-source Dijkstra against scipy.sparse.csgraph.dijkstra;
and on the first map only:
  batch            2 threads against 1 on the map's scenario queries;
  overhead         a one-step find_path on a reused Planner, per call.
"""

import argparse
import math
import pathlib
import platform
import statistics
import time

import numpy as np

import gridnav

ROOT = pathlib.Path(__file__).resolve().parents[1]


def grid_graph_edges(free):
    """The 8-connected graph without corner cutting: (u, v, cost) arrays over cell ids y*w+x."""
    h, w = free.shape
    us, vs, cs = [], [], []
    ids = np.arange(h * w).reshape(h, w)
    for dy, dx, cost in ((0, 1, 1.0), (1, 0, 1.0), (1, 1, math.sqrt(2)), (1, -1, math.sqrt(2))):
        y0, y1 = 0, h - dy
        x0, x1 = max(0, -dx), w - max(0, dx)
        a = free[y0:y1, x0:x1] & free[y0 + dy : y1 + dy, x0 + dx : x1 + dx]
        if dx and dy:  # both corner cells open
            a &= free[y0 + dy : y1 + dy, x0:x1] & free[y0:y1, x0 + dx : x1 + dx]
        us.append(ids[y0:y1, x0:x1][a])
        vs.append(ids[y0 + dy : y1 + dy, x0 + dx : x1 + dx][a])
        cs.append(np.full(int(a.sum()), cost))
    return np.concatenate(us), np.concatenate(vs), np.concatenate(cs)


def timed(f, repeat=1):
    best = math.inf
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = f()
        best = min(best, time.perf_counter() - t0)
    return best, out


MAPS = ("maze512-1-0", "maze512-32-0", "random512-10-0", "32room_000")


def compare_map(path, planners, queries, nx, dijkstra, coo_matrix):
    """find_path per planner against networkx, distance_field against scipy, on one map."""
    grid = gridnav.load_map(path)
    free = grid.to_numpy() > 0
    h, w = free.shape
    scen = gridnav.load_scenario(path + ".scen")
    u, v, c = grid_graph_edges(free)
    graph = nx.Graph()
    graph.add_weighted_edges_from(zip(u.tolist(), v.tolist(), c.tolist()))
    # The last queries of the file are the longest.
    picks = np.linspace(len(scen.starts) // 2, len(scen.starts) - 1, queries).astype(int)

    def octile(a, b):
        ax, ay, bx, by = a % w, a // w, b % w, b // w
        dx, dy = abs(ax - bx), abs(ay - by)
        return max(dx, dy) + (math.sqrt(2) - 1) * min(dx, dy)

    theirs = []
    for i in picks:
        sid = int(scen.starts[i][1]) * w + int(scen.starts[i][0])
        gid = int(scen.goals[i][1]) * w + int(scen.goals[i][0])
        t_nx, path_nx = timed(lambda: nx.astar_path(graph, sid, gid, heuristic=octile, weight="weight"))
        theirs.append((t_nx, nx.path_weight(graph, path_nx, weight="weight")))
    name = pathlib.Path(path).name
    for spec in planners:
        planner = gridnav.Planner(grid, spec)
        ours = []
        for i, (t_nx, cost_nx) in zip(picks, theirs):
            t_ours, r = timed(lambda: planner.find_path(scen.starts[i], scen.goals[i]), repeat=3)
            assert abs(cost_nx - r.cost) < 1e-6, (name, spec, i, cost_nx, r.cost)
            ours.append(t_ours)
        ratio = statistics.median([t[0] / a for a, t in zip(ours, theirs)])
        print(f"| {name} | find_path `{spec}` against networkx.astar_path | {statistics.median(ours) * 1e6:,.0f} us "
              f"| {statistics.median([t[0] for t in theirs]) * 1e6:,.0f} us | {ratio:.0f}x |")

    sparse = coo_matrix((c, (u, v)), shape=(h * w, h * w)).tocsr()
    sources = [tuple(scen.starts[i]) for i in picks[:1]]
    t_ours, field = timed(lambda: gridnav.distance_field(grid, sources), repeat=5)
    src_ids = [int(y) * w + int(x) for x, y in sources]
    t_sp, dist = timed(lambda: dijkstra(sparse, directed=False, indices=src_ids, min_only=True), repeat=5)
    assert np.allclose(np.where(np.isinf(field), -1, field).ravel(), np.where(np.isinf(dist), -1, dist), atol=1e-6)
    print(f"| {name} | distance_field against scipy.sparse.csgraph.dijkstra | {t_ours * 1e3:.1f} ms "
          f"| {t_sp * 1e3:.1f} ms | {t_sp / t_ours:.1f}x |")


def threads_and_overhead(path):
    """batch on 2 threads against 1, and the cost of one Python call, on one map."""
    grid = gridnav.load_map(path)
    free = grid.to_numpy() > 0
    h, w = free.shape
    scen = gridnav.load_scenario(path + ".scen")
    name = pathlib.Path(path).name
    t1, c1 = timed(lambda: gridnav.batch(grid, scen.starts, scen.goals, threads=1), repeat=3)
    t2, c2 = timed(lambda: gridnav.batch(grid, scen.starts, scen.goals, threads=2), repeat=3)
    assert np.array_equal(c1, c2)
    print(f"| {name} | batch, 2 threads against 1, {len(scen.starts):,} queries | {t2:.1f} s | {t1:.1f} s "
          f"| {t1 / t2:.2f}x |")

    planner = gridnav.Planner(grid, "astar")
    cell = tuple(scen.starts[0])
    near = next((cell[0] + dx, cell[1] + dy) for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1))
                if 0 <= cell[0] + dx < w and 0 <= cell[1] + dy < h and free[cell[1] + dy, cell[0] + dx])
    n = 20000
    t, _ = timed(lambda: [planner.find_path(cell, near) for _ in range(n)], repeat=5)
    # The same query n times inside one C++ loop (batch on one thread): the search alone.
    starts, goals = np.array([cell] * n, np.int32), np.array([near] * n, np.int32)
    t_core, _ = timed(lambda: gridnav.batch(grid, starts, goals, threads=1), repeat=5)
    print(f"| {name} | one-step find_path on a Planner, overhead over a C++ loop | {t / n * 1e6:.2f} us "
          f"| {t_core / n * 1e6:.2f} us | {(t - t_core) / n * 1e6:.2f} us |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--map", action="append", help="a 512 x 512 Moving AI map (repeatable)")
    ap.add_argument("--planner", action="append", help="a planner spec (repeatable; default astar and jps)")
    ap.add_argument("--queries", type=int, default=20)
    ap.add_argument("--no-batch", action="store_true", help="skip the thread and overhead rows")
    args = ap.parse_args()
    import networkx as nx
    import scipy
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import dijkstra

    maps = args.map or [str(ROOT / "data/movingai" / f"{m}.map") for m in MAPS]
    planners = args.planner or ["astar", "jps"]
    print(f"{platform.processor() or platform.machine()}, {time.strftime('%Y-%m-%d')}, "
          f"networkx {nx.__version__}, scipy {scipy.__version__}, {args.queries} queries a map\n")
    print("| map | what | gridnav | the other | ratio |\n|---|---|---|---|---|")
    for path in maps:
        compare_map(path, planners, args.queries, nx, dijkstra, coo_matrix)
    if not args.no_batch:
        threads_and_overhead(maps[0] if args.map else str(ROOT / "data/movingai/maze512-32-0.map"))


if __name__ == "__main__":
    main()

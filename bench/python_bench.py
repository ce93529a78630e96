"""The Python module against the libraries Python users reach for, side by side in one run.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py [--map data/movingai/maze512-1-0.map]

Needs python3-networkx and python3-scipy (Debian). Prints, on one 512 x 512 Moving AI map:
  find_path        gridnav A* against networkx.astar_path on the same grid graph (octile
                   costs, no corner cutting), the same queries, costs compared;
  distance_field   gridnav's multi-source Dijkstra against scipy.sparse.csgraph.dijkstra;
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--map", default=str(ROOT / "data/movingai/maze512-32-0.map"))
    ap.add_argument("--queries", type=int, default=40)
    args = ap.parse_args()
    import networkx as nx
    import scipy
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import dijkstra

    grid = gridnav.load_map(args.map)
    free = grid.to_numpy() > 0
    h, w = free.shape
    scen = gridnav.load_scenario(args.map + ".scen")
    print(f"{pathlib.Path(args.map).name} {w}x{h}, {platform.processor() or platform.machine()}, "
          f"{time.strftime('%Y-%m-%d')}, networkx {nx.__version__}, scipy {scipy.__version__}")

    u, v, c = grid_graph_edges(free)
    graph = nx.Graph()
    graph.add_weighted_edges_from(zip(u.tolist(), v.tolist(), c.tolist()))
    # The last queries of the file are the longest.
    picks = np.linspace(len(scen.starts) // 2, len(scen.starts) - 1, args.queries).astype(int)
    planner = gridnav.Planner(grid, "astar")

    def octile(a, b):
        ax, ay, bx, by = a % w, a // w, b % w, b // w
        dx, dy = abs(ax - bx), abs(ay - by)
        return max(dx, dy) + (math.sqrt(2) - 1) * min(dx, dy)

    ours, theirs = [], []
    for i in picks:
        s, g = scen.starts[i], scen.goals[i]
        t_ours, r = timed(lambda: planner.find_path(s, g), repeat=3)
        sid, gid = int(s[1]) * w + int(s[0]), int(g[1]) * w + int(g[0])
        t_nx, path = timed(lambda: nx.astar_path(graph, sid, gid, heuristic=octile, weight="weight"))
        cost_nx = nx.path_weight(graph, path, weight="weight")
        assert abs(cost_nx - r.cost) < 1e-6, (i, cost_nx, r.cost)
        ours.append(t_ours)
        theirs.append(t_nx)
    print(f"find_path      gridnav {statistics.median(ours) * 1e6:9.1f} us   networkx.astar_path "
          f"{statistics.median(theirs) * 1e6:11.1f} us   median ratio "
          f"{statistics.median([b / a for a, b in zip(ours, theirs)]):7.1f}x  ({len(picks)} queries, costs equal)")

    sparse = coo_matrix((c, (u, v)), shape=(h * w, h * w)).tocsr()
    sources = [tuple(scen.starts[i]) for i in picks[:1]]
    t_ours, field = timed(lambda: gridnav.distance_field(grid, sources), repeat=5)
    src_ids = [int(y) * w + int(x) for x, y in sources]
    t_sp, dist = timed(lambda: dijkstra(sparse, directed=False, indices=src_ids, min_only=True), repeat=5)
    assert np.allclose(np.where(np.isinf(field), -1, field).ravel(), np.where(np.isinf(dist), -1, dist), atol=1e-6)
    print(f"distance_field gridnav {t_ours * 1e3:9.2f} ms   scipy dijkstra      {t_sp * 1e3:11.2f} ms   "
          f"ratio {t_sp / t_ours:7.1f}x  (fields equal)")

    t1, c1 = timed(lambda: gridnav.batch(grid, scen.starts, scen.goals, threads=1), repeat=3)
    t2, c2 = timed(lambda: gridnav.batch(grid, scen.starts, scen.goals, threads=2), repeat=3)
    assert np.array_equal(c1, c2)
    print(f"batch          1 thread {t1 * 1e3:8.1f} ms   2 threads {t2 * 1e3:8.1f} ms   speed-up {t1 / t2:5.2f}x  "
          f"({len(scen.starts)} queries, {len(scen.starts) / t2:.0f} queries/s)")

    cell = tuple(scen.starts[0])
    near = next((cell[0] + dx, cell[1] + dy) for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1))
                if 0 <= cell[0] + dx < w and 0 <= cell[1] + dy < h and free[cell[1] + dy, cell[0] + dx])
    n = 20000
    t, _ = timed(lambda: [planner.find_path(cell, near) for _ in range(n)], repeat=5)
    # The same query n times inside one C++ loop (batch on one thread): the search alone.
    starts, goals = np.array([cell] * n, np.int32), np.array([near] * n, np.int32)
    t_core, _ = timed(lambda: gridnav.batch(grid, starts, goals, threads=1), repeat=5)
    print(f"overhead       one-step find_path on a Planner: {t / n * 1e6:.2f} us a call; the same query in a "
          f"C++ loop {t_core / n * 1e6:.2f} us; overhead {(t - t_core) / n * 1e6:.2f} us")


if __name__ == "__main__":
    main()

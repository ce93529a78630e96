"""What making a planner and a short query cost on an empty 8192 x 8192 map, from Python.

    PYTHONPATH=build/python /usr/bin/python3 bench/large_map_setup.py

Prints the time of gridnav.Grid, of making each planner and of a 10-cell query with it, of a
one-shot find_path, and the process's peak memory (docs/performance.md, large maps).
"""

import resource
import time

import numpy as np

import gridnav

SIDE = 8192
array = np.ones((SIDE, SIDE), dtype=np.uint8)
t = time.perf_counter()
grid = gridnav.Grid(array)
print(f"Grid({SIDE} x {SIDE}): {time.perf_counter() - t:.3f} s")
for name in ["astar", "dijkstra", "bfs", "jps", "jps-plus"]:
    t = time.perf_counter()
    planner = gridnav.Planner(grid, name)
    made = time.perf_counter() - t
    t = time.perf_counter()
    result = planner.find_path((100, 100), (110, 100))
    query = time.perf_counter() - t
    print(f"{name:10} made in {made:.3f} s, 10-cell query {query * 1e3:.3f} ms, cost {result.cost}")
    del planner
t = time.perf_counter()
gridnav.find_path(grid, (100, 100), (110, 100))
print(f"one-shot find_path: {(time.perf_counter() - t) * 1e3:.1f} ms")
print(f"peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")

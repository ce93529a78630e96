"""find_path, Planner and the registry: results, agreement of the optimal planners,
step-wise searches and the errors of bad arguments."""

import json
import math
import os
import subprocess

import numpy as np
import pytest

import gridnav

RULES = [
    dict(connect=8, diagonal="no-corner-cutting", costs="octile"),
    dict(connect=8, diagonal="corner-cutting", costs="integer"),
    dict(connect=8, diagonal="always", costs="unit"),
    dict(connect=4, diagonal="no-corner-cutting", costs="octile"),
]


def open_grid(h=10, w=10):
    return gridnav.Grid(np.zeros((h, w), dtype=bool))


def random_weights(rng, h, w, blocked=0.25, weighted=True):
    a = rng.integers(1, 10, size=(h, w), dtype=np.uint8) if weighted else np.ones((h, w), np.uint8)
    a[rng.random((h, w)) < blocked] = 0
    return a


def random_cells(rng, a, n):
    ys, xs = np.nonzero(a)
    picks = rng.integers(0, len(xs), size=(n, 2))
    return [((int(xs[i]), int(ys[i])), (int(xs[j]), int(ys[j]))) for i, j in picks]


def step_cost(a, p, q, rules):
    dx, dy = abs(int(q[0]) - int(p[0])), abs(int(q[1]) - int(p[1]))
    assert max(dx, dy) == 1, f"{p} -> {q} is not a move"
    diagonal = dx == 1 and dy == 1
    if rules["costs"] == "octile":
        base = math.sqrt(2) if diagonal else 1.0
    elif rules["costs"] == "integer":
        base = (3.0 if diagonal else 2.0) if rules["connect"] == 8 else 1.0
    else:
        base = 1.0
    return base * a[q[1], q[0]]


def test_straight_line():
    r = gridnav.find_path(open_grid(), (0, 0), (9, 0))
    assert r.status == "found" and r.found and bool(r)
    assert r.cost == pytest.approx(9.0)
    assert r.path.dtype == np.int32 and r.path.shape == (10, 2)
    assert r.path[0].tolist() == [0, 0] and r.path[-1].tolist() == [9, 0]
    assert set(r.stats) >= {"expanded", "generated", "time_us"}
    assert r.stats["expanded"] >= 1


def test_diagonal_and_numpy_grid():
    a = np.zeros((10, 10), dtype=bool)
    r = gridnav.find_path(a, np.array([0, 0]), [9, 9])
    assert r.cost == pytest.approx(9 * math.sqrt(2))


def test_waypoints_are_the_turns_of_the_path():
    r = gridnav.find_path(open_grid(), (0, 0), (9, 0))
    assert r.waypoints.tolist() == [[0, 0], [9, 0]]
    assert gridnav.find_path(open_grid(), (3, 3), (3, 3)).waypoints.tolist() == [[3, 3]]
    a = np.ones((12, 12), np.uint8)
    a[0:10, 5] = 0  # a wall with a gap at the bottom
    r = gridnav.find_path(a, (0, 0), (11, 0), "jps")
    w = r.waypoints
    assert w[0].tolist() == [0, 0] and w[-1].tolist() == [11, 0] and 2 < len(w) < len(r.path)
    # every leg is straight or diagonal and walking the legs gives the path back
    walked = [tuple(w[0])]
    for (x0, y0), (x1, y1) in zip(w[:-1].tolist(), w[1:].tolist()):
        dx, dy = x1 - x0, y1 - y0
        assert dx == 0 or dy == 0 or abs(dx) == abs(dy)
        n = max(abs(dx), abs(dy))
        walked += [(x0 + k * np.sign(dx), y0 + k * np.sign(dy)) for k in range(1, n + 1)]
    assert [tuple(map(int, p)) for p in walked] == [tuple(p) for p in r.path.tolist()]
    assert gridnav.find_path(a, (0, 0), (6, 0), "astar", max_expansions=1).waypoints.shape == (0, 2)


def test_goal_bounded_planners_agree_with_dijkstra(tmp_path):
    rng = np.random.default_rng(20261127)
    a = (rng.random((24, 31)) > 0.25).astype(np.uint8)
    free = np.argwhere(a == 1)
    specs = ["jps-plus-gb", f"jps-plus-gb:bounds-dir={tmp_path}", f"astar:goal-bounds=on,bounds-dir={tmp_path}"]
    for k in range(40):
        (sy, sx), (gy, gx) = free[rng.integers(len(free))], free[rng.integers(len(free))]
        want = gridnav.find_path(a, (int(sx), int(sy)), (int(gx), int(gy)), "dijkstra")
        for spec in specs:
            got = gridnav.find_path(a, (int(sx), int(sy)), (int(gx), int(gy)), spec)
            assert got.found == want.found, (spec, k)
            if want.found:
                assert got.cost == pytest.approx(want.cost, rel=1e-12), (spec, k)
    assert len(list(tmp_path.glob("gridnav-bounds-*.gnb"))) == 1  # one file for the map, shared


@pytest.mark.parametrize("connect, diagonal", [(8, "corner-cutting"), (8, "always"), (4, "no-corner-cutting")])
def test_jump_point_planners_under_other_move_rules_agree_with_dijkstra(connect, diagonal):
    rng = np.random.default_rng(20261128)
    a = (rng.random((37, 70)) > 0.3).astype(np.uint8)
    free = np.argwhere(a == 1)
    specs = ["jps", "jps:pruning=strong", "jps-plus", "jps-plus-gb"]
    planners = {s: gridnav.Planner(a, s, connect=connect, diagonal=diagonal) for s in specs}
    for k in range(40):
        (sy, sx), (gy, gx) = free[rng.integers(len(free))], free[rng.integers(len(free))]
        start, goal = (int(sx), int(sy)), (int(gx), int(gy))
        want = gridnav.find_path(a, start, goal, "dijkstra", connect=connect, diagonal=diagonal)
        for spec, planner in planners.items():
            got = planner.find_path(start, goal)
            assert got.found == want.found, (spec, k)
            if want.found:
                assert got.cost == pytest.approx(want.cost, rel=1e-12), (spec, k)
                assert got.path[0].tolist() == list(start) and got.path[-1].tolist() == list(goal)
                steps = np.abs(np.diff(got.path, axis=0))
                assert steps.max() == 1 and (connect == 8 or (steps.sum(axis=1) == 1).all()), (spec, k)


def test_no_path_is_a_status():
    a = np.zeros((5, 5), dtype=bool)
    a[:, 2] = True
    r = gridnav.find_path(gridnav.Grid(a), (0, 0), (4, 4))
    assert r.status == "no_path" and not r.found
    assert math.isinf(r.cost) and r.path.shape == (0, 2)


@pytest.mark.parametrize(
    "start, goal, message",
    [((-1, 0), (1, 1), "outside"), ((0, 0), (10, 0), "outside"), ((2, 2), (0, 0), "blocked"), ((0, 0), (2, 2), "blocked")],
)
def test_bad_cells(start, goal, message):
    a = np.zeros((10, 10), dtype=bool)
    a[2, 2] = True
    with pytest.raises(gridnav.InputError, match=message):
        gridnav.find_path(gridnav.Grid(a), start, goal)


@pytest.mark.parametrize("cell", [(1,), (1, 2, 3), "ab", (1.5, 2), None, (2**40, 0)])
def test_malformed_cells(cell):
    with pytest.raises((gridnav.InputError, TypeError)):
        gridnav.find_path(open_grid(), cell, (1, 1))


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(planner="nope"), "unknown planner 'nope'"),
        (dict(planner="astar:tie=zzz"), "tie"),
        (dict(planner="astar", bogus=3), "bogus"),
        (dict(planner="astar:tie=h", tie="g"), "twice"),
        (dict(connect=6), r"connect=6 .* one of 4\|8"),
        (dict(diagonal="sometimes"), "diagonal"),
        (dict(costs="euclid"), "costs"),
        (dict(time_limit=-1.0), "time_limit must be a number of seconds from 0"),
        (dict(time_limit=float("nan")), "time_limit"),
        (dict(planner="astar", weight=object()), "weight"),
    ],
)
def test_bad_arguments(kwargs, message):
    with pytest.raises(gridnav.InputError, match=message):
        gridnav.find_path(open_grid(), (0, 0), (5, 5), **kwargs)


def test_planner_reuse_and_keywords():
    g = open_grid(20, 20)
    p = gridnav.Planner(g, "astar:tie=h", connect=4)
    assert p.spec.startswith("astar:") and "tie=h" in p.spec
    assert p.optimal and p.grid is g
    for goal in [(19, 19), (5, 3), (0, 19)]:
        assert p.find_path((0, 0), goal).cost == pytest.approx(goal[0] + goal[1])
    w = gridnav.Planner(g, "astar", weight=2.0)
    assert not w.optimal and w.note


def test_numpy_parameters():
    p = gridnav.Planner(open_grid(), "astar", weight=np.float64(1.5), landmarks=np.int64(4))
    assert "weight=1.5" in p.spec and "landmarks=4" in p.spec


def test_budget():
    r = gridnav.find_path(open_grid(50, 50), (0, 0), (49, 49), "dijkstra", max_expansions=10)
    assert r.status == "budget_exhausted"


def test_planners_catalog():
    entries = gridnav.planners()
    names = [e["name"] for e in entries]
    assert "astar" in names and "dijkstra" in names
    for e in entries:
        assert e["summary"] and isinstance(e["optimal"], bool) and isinstance(e["any_angle"], bool)
        for p in e["params"]:
            assert {"name", "type", "default", "help", "choices", "domain"} <= set(p)
            if p["type"] == "choice":
                assert p["default"] in p["choices"]


def planner_variants():
    """Every planner with its defaults, and with each value of each of its choice
    parameters in turn (the rest left at their defaults). IDA*'s dead-end cut makes it
    inexact, so its variants are also taken without the cut. smooth and partial change the
    answer on purpose: test_smooth_and_partial takes them."""
    specs = []
    for e in gridnav.planners():
        names = [p["name"] for p in e["params"]]
        bases = [[]] + ([["deadend-cut=off"]] if "deadend-cut" in names else [])
        for base in bases:
            specs.append(e["name"] + (":" + ",".join(base) if base else ""))
            for p in e["params"]:
                if p["type"] in ("choice", "toggle") and p["name"] not in ("deadend-cut", "smooth", "partial"):
                    specs += [
                        f"{e['name']}:" + ",".join(base + [f"{p['name']}={c}"])
                        for c in p["choices"]
                        if c != p["default"]
                    ]
    return specs


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"{r['connect']}-{r['diagonal']}-{r['costs']}")
@pytest.mark.parametrize("spec", planner_variants())
def test_optimal_planners_agree(spec, rules, rng):
    """Every planner that says it is optimal under the rules finds the least cost that
    find_path (A*) finds, on random grids, along a path whose cost adds up."""
    checked, notes = 0, set()
    for _ in range(4):
        h, w = int(rng.integers(4, 14)), int(rng.integers(4, 14))
        a = random_weights(rng, h, w, weighted=rng.random() < 0.5)
        if not a.any():
            continue
        grid = gridnav.Grid(a)
        try:
            planner = gridnav.Planner(grid, spec, **rules)
        except gridnav.InputError as e:
            # A planner may refuse terrain weights or move rules it does not support (jump
            # point search), with its reason; never a uniform grid under the Moving AI rule.
            uniform = a[a > 0].max() == 1
            moving_ai = rules["connect"] == 8 and rules["diagonal"] == "no-corner-cutting" and rules["costs"] == "octile"
            if uniform and moving_ai:
                raise
            notes.add(str(e))
            continue
        if not planner.optimal:  # may depend on the grid: bfs is exact without weights
            notes.add(planner.note)
            continue
        if planner.any_angle:  # straight segments between corners: never longer than the grid path
            for start, goal in random_cells(rng, a, 6):
                want = gridnav.find_path(grid, start, goal, **rules)
                got = planner.find_path(start, goal)
                assert got.status == want.status, (spec, start, goal)
                checked += 1
                if want.found:
                    assert got.cost <= want.cost + 1e-9, (spec, start, goal)
                    assert tuple(got.path[0]) == start and tuple(got.path[-1]) == goal
            continue
        for start, goal in random_cells(rng, a, 6):
            want = gridnav.find_path(grid, start, goal, **rules)
            got = planner.find_path(start, goal)
            if got.status == "budget_exhausted" and "budget=" in planner.spec:
                continue  # IDA* and Fringe Search stop at their own node budget (cache=none)
            assert got.status == want.status, (spec, start, goal)
            checked += 1
            if want.found:
                assert got.cost == pytest.approx(want.cost, rel=1e-9, abs=1e-9), (spec, start, goal)
                path = got.path
                assert tuple(path[0]) == start and tuple(path[-1]) == goal
                total = sum(step_cost(a, path[i], path[i + 1], rules) for i in range(len(path) - 1))
                assert total == pytest.approx(got.cost, rel=1e-9, abs=1e-9)
    if checked == 0:
        pytest.skip(f"{spec}: nothing compared: {'; '.join(sorted(notes)) or 'every query hit the budget'}")


def test_step_wise_matches_find_path(rng):
    a = random_weights(rng, 30, 40, blocked=0.2)
    grid = gridnav.Grid(a)
    (start, goal), = random_cells(rng, a, 1)
    p = gridnav.Planner(grid, "astar")
    status = p.start(start, goal)
    seen = []
    while status == "running":
        status = p.step(7)
        states = p.states()
        assert states.shape == (30, 40) and states.dtype == np.uint8
        g = p.g_values()
        assert g.shape == (30, 40) and g.dtype == np.float64
        assert np.all(np.isinf(g[states == 0]))
        assert np.all(np.isfinite(g[states == 2]))
        seen.append(int((states == 2).sum()))
    assert seen == sorted(seen)
    result = p.finish()
    want = gridnav.find_path(grid, start, goal)
    assert result.status == want.status
    if want.found:
        assert result.cost == pytest.approx(want.cost)


def test_step_before_start():
    p = gridnav.Planner(open_grid(), "astar")
    with pytest.raises(RuntimeError, match="start"):
        p.step(1)
    with pytest.raises(RuntimeError):
        p.states()


def test_help_is_useful():
    doc = gridnav.find_path.__doc__
    for word in ["planner", "connect", "diagonal", "costs", "no_path", "InputError", "(x, y)"]:
        assert word in doc


def test_threads_share_a_planner_and_a_grid(rng):
    """Searches from several threads (the GIL released in each) give the answers of the
    same searches run one after another."""
    import threading

    a = random_weights(rng, 60, 60, blocked=0.2)
    grid = gridnav.Grid(a)
    queries = random_cells(rng, a, 40)
    want = [gridnav.find_path(grid, s, g).cost for s, g in queries]
    shared = gridnav.Planner(grid, "astar")
    got = {}

    def work(k):
        own = gridnav.Planner(grid, "dijkstra")
        for i in range(k, len(queries), 4):
            s, g = queries[i]
            got[i] = (shared.find_path(s, g).cost, own.find_path(s, g).cost)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, cost in enumerate(want):
        assert got[i][0] == pytest.approx(cost) and got[i][1] == pytest.approx(cost)


@pytest.mark.parametrize("spec", ["astar", "astar:open=buckets,duplicates=closed", "bfs", "dijkstra"])
def test_stats_equal_the_command_lines(data_dir, spec):
    # One writer for a search's counters: the module's stats hold the names and values of
    # `gridnav path --json` for the same query (the time apart).
    cli = os.environ.get("GRIDNAV_CLI")
    if not cli:
        pytest.skip("GRIDNAV_CLI (the gridnav binary) is not set: the module was built without the command line")
    path = data_dir / "movingai" / "arena2.map"
    out = subprocess.run([cli, "path", str(path), "--from", "5,112", "--to", "275,181", "--algo", spec, "--json",
                          "--no-path"], capture_output=True, text=True, check=True)
    expected = json.loads(out.stdout.splitlines()[0])
    r = gridnav.find_path(gridnav.load_map(str(path)), (5, 112), (275, 181), spec)
    assert r.cost == pytest.approx(expected["cost"])
    names = set(r.stats) - {"time_us"}
    assert names == {"expanded", "generated", "reopened", "improved", "max_open"}
    assert {k: r.stats[k] for k in names} == {k: expected[k] for k in names}


def test_smooth_and_partial():
    """smooth=on: fewer cells, straight segments, never longer; partial=on: a walled-off goal
    gives status "partial" and a path to the reachable cell closest to it."""
    a = np.ones((12, 20), dtype=np.uint8)
    a[0:9, 10] = 0  # a wall open at the bottom rows
    grid = gridnav.Grid(a)
    plain = gridnav.Planner(grid, "astar").find_path((1, 1), (18, 1))
    smooth = gridnav.Planner(grid, "astar:smooth=on").find_path((1, 1), (18, 1))
    assert smooth.found and len(smooth.path) < len(plain.path)
    assert smooth.cost <= plain.cost + 1e-9
    assert tuple(smooth.path[0]) == (1, 1) and tuple(smooth.path[-1]) == (18, 1)
    a[9:, 10] = 0  # now closed
    grid = gridnav.Grid(a)
    r = gridnav.Planner(grid, "astar:partial=on").find_path((1, 1), (18, 1))
    assert r.status == "partial" and not r.found
    assert tuple(r.path[-1]) == (9, 1), "the free cell beside the wall, nearest the goal"
    assert "cannot be reached" in r.message
    assert gridnav.Planner(grid, "astar").find_path((1, 1), (18, 1)).status == "no_path"


def test_nearest_goal_and_cost_matrix(rng):
    """The nearest of several goals and the many-to-many matrix agree with find_path."""
    a = random_weights(rng, 20, 30, blocked=0.2, weighted=True)
    grid = gridnav.Grid(a)
    cells = random_cells(rng, a, 5)
    points = [c[0] for c in cells]
    m = gridnav.cost_matrix(grid, points, threads=2)
    assert m.shape == (5, 5)
    for i, s in enumerate(points):
        for j, t in enumerate(points):
            r = gridnav.find_path(grid, s, t)
            assert (m[i, j] == pytest.approx(r.cost)) if r.found else np.isinf(m[i, j])
    n = gridnav.nearest_goal(grid, points[0], points[1:])
    finite = [c for c in m[0, 1:] if np.isfinite(c)]
    if finite:
        assert n["status"] == "found" and n["cost"] == pytest.approx(min(finite))
        assert tuple(n["path"][0]) == points[0] and tuple(n["path"][-1]) == points[1 + n["goal"]]
    else:
        assert n["status"] == "no_path" and n["goal"] is None

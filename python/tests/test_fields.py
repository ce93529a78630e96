"""Distance fields, the walk downhill, batches and navigators, each against find_path."""

import math

import numpy as np
import pytest

import gridnav

from test_planners import RULES, random_weights, step_cost


def free_cells(a):
    ys, xs = np.nonzero(a)
    return list(zip(xs.tolist(), ys.tolist()))


@pytest.mark.parametrize("rules", RULES)
def test_distance_field_equals_find_path_from_each_cell(rng, rules):
    a = random_weights(rng, 14, 18)
    cells = free_cells(a)
    sources = [cells[i] for i in rng.choice(len(cells), size=2, replace=False)]
    field = gridnav.distance_field(a, sources, **rules)
    assert field.shape == a.shape and field.dtype == np.float64
    for x, y in cells[::3]:
        best = min(gridnav.find_path(a, (x, y), s, "dijkstra", **rules).cost for s in sources)
        assert field[y, x] == pytest.approx(best, rel=1e-9, abs=1e-12) if math.isfinite(best) else math.isinf(field[y, x])
        if not math.isfinite(best):
            continue
        way = gridnav.descend(field, (x, y), a, **rules)
        assert tuple(way[-1]) in sources
        walked = sum(step_cost(a, way[i - 1], way[i], rules) for i in range(1, len(way)))
        assert walked == pytest.approx(best, rel=1e-9, abs=1e-12)
    assert np.all(np.isinf(field[a == 0]))


def test_distance_field_cap_and_descend_without_grid(rng):
    a = np.zeros((30, 40), dtype=bool)
    full = gridnav.distance_field(a, (5, 5))
    capped = gridnav.distance_field(a, [(5, 5)], max_cost=10)
    assert np.array_equal(np.where(full <= 10, full, np.inf), capped)
    way = gridnav.descend(full, (35, 25))  # uniform ground: the grid is not needed
    assert tuple(way[0]) == (35, 25) and tuple(way[-1]) == (5, 5)
    assert len(gridnav.descend(capped, (35, 25))) == 0  # beyond the cap: no walk


def test_distance_fields_many_sets_on_threads(rng):
    a = random_weights(rng, 25, 25, weighted=False)
    cells = free_cells(a)
    sets = [[cells[i] for i in rng.choice(len(cells), size=k, replace=False)] for k in (1, 2, 3, 1, 4)]
    many = gridnav.distance_fields(a, sets, threads=2)
    assert many.shape == (5, 25, 25)
    for k, s in enumerate(sets):
        assert np.array_equal(many[k], gridnav.distance_field(a, s))


def test_field_errors():
    a = np.zeros((4, 5), dtype=bool)
    a[1, 1] = True
    with pytest.raises(gridnav.InputError, match="blocked"):
        gridnav.distance_field(a, (1, 1))
    with pytest.raises(gridnav.InputError, match="outside"):
        gridnav.distance_field(a, [(9, 0)])
    with pytest.raises(gridnav.InputError, match="max_cost"):
        gridnav.distance_field(a, (0, 0), max_cost=float("nan"))
    with pytest.raises(gridnav.InputError, match="differ in shape"):
        gridnav.descend(np.zeros((3, 3)), (0, 0), a)
    with pytest.raises(gridnav.InputError):
        gridnav.distance_field(a, np.array([[0.5, 1.0]]))


@pytest.mark.parametrize("planner", ["astar", "dijkstra", "astar:tie=h"])
def test_batch_equals_find_path_whatever_the_threads(rng, planner):
    a = random_weights(rng, 40, 50)
    cells = free_cells(a)
    picks = rng.integers(0, len(cells), size=(120, 2))
    starts = np.array([cells[i] for i in picks[:, 0]], dtype=np.int32)
    goals = np.array([cells[j] for j in picks[:, 1]], dtype=np.int32)
    expected = [gridnav.find_path(a, s, g, planner) for s, g in zip(starts, goals)]
    for threads in (1, 2, 4):
        costs, paths = gridnav.batch(a, starts, goals, planner, threads=threads, paths=True)
        for e, c, p in zip(expected, costs, paths):
            assert c == e.cost or (math.isinf(c) and not e.found)
            assert np.array_equal(p, e.path)
    assert np.array_equal(gridnav.batch(a, starts, goals, planner), costs)


def test_batch_errors():
    a = np.zeros((4, 5), dtype=bool)
    with pytest.raises(gridnav.InputError, match="differ in length"):
        gridnav.batch(a, [(0, 0)], [(1, 1), (2, 2)])
    with pytest.raises(gridnav.InputError, match="query 1: goal"):
        gridnav.batch(a, [(0, 0), (0, 0)], [(1, 1), (9, 9)])
    with pytest.raises(gridnav.InputError, match="unknown planner"):
        gridnav.batch(a, [(0, 0)], [(1, 1)], "nope")


@pytest.mark.parametrize("name", gridnav.navigators())
def test_navigator_after_random_changes_equals_fresh_search(rng, name):
    a = random_weights(rng, 20, 24, blocked=0.15)
    cells = free_cells(a)
    start, goal = cells[0], cells[-1]
    nav = gridnav.Navigator(a, name, start=start, goal=goal)
    current = a.copy()
    for step in range(25):
        status = nav.plan()
        fresh = gridnav.find_path(current, nav.agent, goal, "dijkstra")
        assert status == fresh.status, f"step {step}"
        if fresh.found:
            assert nav.cost == pytest.approx(fresh.cost, rel=1e-9)
            assert tuple(nav.path[0]) == nav.agent and tuple(nav.path[-1]) == goal
            nxt = nav.next_step()
            if nxt is not None:
                nav.move_to(nxt)
        # Change a few cells away from the agent.
        picks = [cells[i] for i in rng.integers(0, len(cells), size=3)]
        picks = [p for p in picks if p != nav.agent and p != goal]
        weights = rng.integers(0, 4, size=len(picks))
        if picks:
            nav.set_cells(picks, weights)
            for (x, y), w in zip(picks, weights):
                current[y, x] = w


def test_navigator_errors():
    a = np.zeros((4, 5), dtype=bool)
    with pytest.raises(gridnav.InputError, match="unknown"):
        gridnav.Navigator(a, "nope", start=(0, 0), goal=(1, 1))
    nav = gridnav.Navigator(a, "lpa", start=(0, 0), goal=(4, 3))
    with pytest.raises(gridnav.InputError, match="weight"):
        nav.set_cells([(1, 1)], 300)
    with pytest.raises(gridnav.InputError, match="outside"):
        nav.set_cells([(7, 1)], 1)
    with pytest.raises(gridnav.InputError):
        nav.move_to((9, 9))


def test_inflation_costs_and_the_robots_grid():
    """One obstacle: nav2's costs by distance, and the robot's grid built from them."""
    a = np.ones((21, 21), dtype=np.uint8)
    a[10, 10] = 0
    costs = gridnav.inflation_costs(a, resolution=0.05, robot_radius=0.1, inflation_radius=0.52, cost_scaling=10)
    assert costs.shape == (21, 21) and costs.dtype == np.uint8
    assert costs[10, 10] == 254 and costs[10, 11] == 253 and costs[10, 12] == 253
    assert costs[10, 13] == int(252 * math.exp(-0.5)) == 152
    assert costs[0, 0] == 0  # 14.1 cells away: beyond 11
    robot = gridnav.inflated_grid(a, resolution=0.05, robot_radius=0.1, inflation_radius=0.52, cost_scaling=10)
    w = robot.to_numpy()
    assert w[10, 12] == 0 and w[10, 13] == 153 and w[0, 0] == 1
    with pytest.raises(gridnav.InputError, match="resolution"):
        gridnav.inflation_costs(a, resolution=0)

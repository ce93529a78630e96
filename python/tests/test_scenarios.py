"""Costs on a sample of every bundled Moving AI scenario equal the file's optimal lengths."""

import numpy as np
import pytest

import gridnav
from conftest import DATA_DIR

SCENARIOS = sorted((DATA_DIR / "movingai").glob("*.scen"))
SAMPLE = 50


def test_every_scenario_is_found():
    assert len(SCENARIOS) >= 5


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_scenario_sample(path, rng):
    scen = gridnav.load_scenario(str(path))
    grid = gridnav.load_map(scen.map_path(0))
    planner = gridnav.Planner(grid, "astar")
    picks = rng.choice(len(scen), size=min(SAMPLE, len(scen)), replace=False)
    for i in picks:
        r = planner.find_path(scen.starts[i], scen.goals[i])
        assert r.found, (path.name, i)
        assert abs(r.cost - scen.optimal_lengths[i]) <= scen.tolerances[i], (path.name, int(i), r.cost)

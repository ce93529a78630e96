"""gridnav: pathfinding on grid maps.

Grids come from numpy arrays (bool: True is blocked; uint8: 0 is blocked, 1..255 a
weight) or map files; every planner of the C++ library is reachable by name:

    import numpy as np
    import gridnav

    grid = gridnav.Grid(np.zeros((20, 30), dtype=bool))
    result = gridnav.find_path(grid, (0, 0), (29, 19))
    print(result.status, result.cost, result.path[:3])

Cells are (x, y) pairs: x the column, y the row, i.e. array[y, x].

Also: distance fields (distance_field, distance_fields, descend), the nearest of several
goals and many-to-many costs (nearest_goal, cost_matrix), many queries on all cores (batch),
ROS 2's inflation costs for round robots (inflation_costs, inflated_grid) and planners for
changing maps (Navigator).
"""

from ._gridnav import (
    Grid,
    InputError,
    Navigator,
    ParseError,
    Planner,
    Result,
    Scenario,
    batch,
    cost_matrix,
    descend,
    distance_field,
    distance_fields,
    find_path,
    inflated_grid,
    inflation_costs,
    load_map,
    load_scenario,
    navigators,
    nearest_goal,
    planners,
)

__all__ = [
    "Grid",
    "InputError",
    "Navigator",
    "ParseError",
    "Planner",
    "Result",
    "Scenario",
    "batch",
    "cost_matrix",
    "descend",
    "distance_field",
    "distance_fields",
    "find_path",
    "inflated_grid",
    "inflation_costs",
    "load_map",
    "load_scenario",
    "navigators",
    "nearest_goal",
    "planners",
]

# Type stubs for the gridnav module (the compiled part lives in gridnav._gridnav).
import os
from typing import Any, Iterable, Literal, Sequence, Union, overload

import numpy as np
import numpy.typing as npt

Cell = Union[Sequence[int], npt.NDArray[np.integer[Any]]]
ParamValue = Union[str, bool, int, float, Sequence[Union[str, int, float]]]

class InputError(ValueError): ...

class ParseError(InputError):
    file: str
    line: int

class Grid:
    def __init__(self, array: npt.NDArray[np.bool_] | npt.NDArray[np.uint8]) -> None: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def shape(self) -> tuple[int, int]: ...
    @property
    def traversable_count(self) -> int: ...
    def to_numpy(self) -> npt.NDArray[np.uint8]: ...
    def weight(self, cell: Cell) -> int: ...

class Scenario:
    @property
    def starts(self) -> npt.NDArray[np.int32]: ...
    @property
    def goals(self) -> npt.NDArray[np.int32]: ...
    @property
    def optimal_lengths(self) -> npt.NDArray[np.float64]: ...
    @property
    def tolerances(self) -> npt.NDArray[np.float64]: ...
    @property
    def buckets(self) -> npt.NDArray[np.int32]: ...
    @property
    def map_names(self) -> list[str]: ...
    @property
    def file(self) -> str: ...
    @property
    def version(self) -> str: ...
    def map_path(self, query: int = 0) -> str: ...
    def __len__(self) -> int: ...

class Result:
    @property
    def status(self) -> str: ...
    @property
    def cost(self) -> float: ...
    @property
    def path(self) -> npt.NDArray[np.int32]: ...
    @property
    def waypoints(self) -> npt.NDArray[np.int32]: ...
    @property
    def stats(self) -> dict[str, float]: ...
    @property
    def message(self) -> str: ...
    @property
    def found(self) -> bool: ...
    def __bool__(self) -> bool: ...

class Planner:
    def __init__(
        self,
        grid: Grid | npt.NDArray[Any],
        planner: str = "astar",
        *,
        connect: int = 8,
        diagonal: str = "no-corner-cutting",
        costs: str = "octile",
        **params: ParamValue,
    ) -> None: ...
    def find_path(self, start: Cell, goal: Cell, *, max_expansions: int = 0, time_limit: float = 0.0) -> Result: ...
    def start(self, start: Cell, goal: Cell, *, max_expansions: int = 0, time_limit: float = 0.0) -> str: ...
    def step(self, n: int = 1) -> str: ...
    def finish(self) -> Result: ...
    def states(self) -> npt.NDArray[np.uint8]: ...
    def g_values(self) -> npt.NDArray[np.float64]: ...
    @property
    def spec(self) -> str: ...
    @property
    def optimal(self) -> bool: ...
    @property
    def note(self) -> str: ...
    @property
    def any_angle(self) -> bool: ...
    @property
    def grid(self) -> Grid: ...

def find_path(
    grid: Grid | npt.NDArray[Any],
    start: Cell,
    goal: Cell,
    planner: str = "astar",
    *,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
    max_expansions: int = 0,
    time_limit: float = 0.0,
    **params: ParamValue,
) -> Result: ...
def load_map(path: str | os.PathLike[str], format: str = "", *, max_cells: int = 67108864) -> Grid: ...
def load_scenario(path: str | os.PathLike[str]) -> Scenario: ...
def planners() -> list[dict[str, Any]]: ...

Cells = Union[Cell, Sequence[Cell], npt.NDArray[np.integer[Any]]]

def distance_field(
    grid: Grid | npt.NDArray[Any],
    sources: Cells,
    max_cost: float | None = None,
    *,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
) -> npt.NDArray[np.float64]: ...
def distance_fields(
    grid: Grid | npt.NDArray[Any],
    source_sets: Iterable[Cells],
    max_cost: float | None = None,
    *,
    threads: int = 0,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
) -> npt.NDArray[np.float64]: ...
def descend(
    field: npt.NDArray[np.float64],
    cell: Cell,
    grid: Grid | npt.NDArray[Any] | None = None,
    *,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
) -> npt.NDArray[np.int32]: ...
@overload
def batch(
    grid: Grid | npt.NDArray[Any],
    starts: Cells,
    goals: Cells,
    planner: str = "astar",
    *,
    threads: int = 0,
    paths: Literal[False] = False,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
    max_expansions: int = 0,
    time_limit: float = 0.0,
    **params: ParamValue,
) -> npt.NDArray[np.float64]: ...
@overload
def batch(
    grid: Grid | npt.NDArray[Any],
    starts: Cells,
    goals: Cells,
    planner: str = "astar",
    *,
    threads: int = 0,
    paths: Literal[True],
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
    max_expansions: int = 0,
    time_limit: float = 0.0,
    **params: ParamValue,
) -> tuple[npt.NDArray[np.float64], list[npt.NDArray[np.int32]]]: ...

class Navigator:
    def __init__(
        self,
        grid: Grid | npt.NDArray[Any],
        planner: str = "dstar-lite",
        *,
        start: Cell,
        goal: Cell,
        connect: int = 8,
        diagonal: str = "no-corner-cutting",
        costs: str = "octile",
    ) -> None: ...
    def plan(self) -> str: ...
    def set_cells(self, cells: Cells, weights: int | Sequence[int] | npt.NDArray[np.integer[Any]]) -> None: ...
    def move_to(self, cell: Cell) -> None: ...
    def set_goal(self, goal: Cell) -> None: ...
    def next_step(self) -> tuple[int, int] | None: ...
    @property
    def path(self) -> npt.NDArray[np.int32]: ...
    @property
    def cost(self) -> float: ...
    @property
    def stats(self) -> dict[str, int]: ...
    @property
    def agent(self) -> tuple[int, int]: ...
    @property
    def goal(self) -> tuple[int, int]: ...
    @property
    def planner(self) -> str: ...

def navigators() -> list[str]: ...

def nearest_goal(
    grid: Grid | npt.NDArray[Any],
    start: tuple[int, int],
    goals: Cells,
    *,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
) -> dict[str, Any]: ...
def inflation_costs(
    grid: Grid | npt.NDArray[Any],
    *,
    resolution: float = 0.05,
    robot_radius: float = 0.1,
    inflation_radius: float = 0.55,
    cost_scaling: float = 10.0,
) -> npt.NDArray[np.uint8]: ...
def inflated_grid(
    grid: Grid | npt.NDArray[Any],
    *,
    resolution: float = 0.05,
    robot_radius: float = 0.1,
    inflation_radius: float = 0.55,
    cost_scaling: float = 10.0,
) -> Grid: ...
def cost_matrix(
    grid: Grid | npt.NDArray[Any],
    sources: Cells,
    targets: Cells | None = None,
    *,
    threads: int = 0,
    connect: int = 8,
    diagonal: str = "no-corner-cutting",
    costs: str = "octile",
) -> npt.NDArray[np.float64]: ...

#!/usr/bin/env bash
# `pip install .` offline into a fresh virtual environment (Debian's python3-venv and
# python3-pip; --system-site-packages for Debian's numpy), reusing this build folder for the
# compiled part; then the module is imported and used from outside the source tree.
# Usage: pip_install.sh SOURCE_DIR BUILD_DIR PYTHON
set -euo pipefail
src=$1 build=$2 python=$3
venv=$build/pip-venv
rm -rf "$venv"
"$python" -m venv --system-site-packages "$venv"
GRIDNAV_CMAKE_BUILD_DIR=$build "$venv/bin/pip" install --no-build-isolation --no-deps --no-index --quiet "$src"
rm -rf "$src/python/gridnav.egg-info"
cd "$venv"
"$venv/bin/python" - "$src" <<'PY'
import pathlib, sys
import numpy as np
import gridnav
where = pathlib.Path(gridnav.__file__).resolve()
assert "site-packages" in where.parts, f"imported from {where}, not from the environment"
grid = gridnav.load_map(pathlib.Path(sys.argv[1]) / "data/movingai/arena2.map")
r = gridnav.find_path(grid, (99, 159), (101, 162))
assert r.found and abs(r.cost - 3.8284271247) < 1e-9, r
field = gridnav.distance_field(grid, (99, 159))
assert abs(field[162, 101] - r.cost) < 1e-9
print(f"pip install: gridnav from {where.parent}, find_path cost {r.cost:.8f}")
PY

"""Shared fixtures: where the bundled data lies and a random-number generator whose
seed is printed, so a failure can be replayed with GRIDNAV_TEST_SEED."""

import os
import pathlib

import numpy as np
import pytest

DATA_DIR = pathlib.Path(
    os.environ.get("GRIDNAV_DATA_DIR", pathlib.Path(__file__).resolve().parents[2] / "data")
)


@pytest.fixture
def data_dir():
    return DATA_DIR


@pytest.fixture
def rng(request):
    seed = int(os.environ.get("GRIDNAV_TEST_SEED", np.random.SeedSequence().entropy % 2**32))
    print(f"{request.node.name}: seed {seed} (replay with GRIDNAV_TEST_SEED={seed})")
    return np.random.default_rng(seed)


@pytest.fixture
def gridnav_cli():
    cli = os.environ.get("GRIDNAV_CLI")
    if not cli:
        pytest.skip("GRIDNAV_CLI (the gridnav binary) is not set: the module was built without the command line")
    return cli

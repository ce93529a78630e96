"""Grids from and to numpy arrays, and the errors of bad arrays and files."""

import numpy as np
import pytest

import gridnav


def test_bool_array_round_trip():
    a = np.zeros((3, 5), dtype=bool)
    a[1, 2] = True
    g = gridnav.Grid(a)
    assert (g.width, g.height, g.shape) == (5, 3, (3, 5))
    assert g.traversable_count == 14
    w = g.to_numpy()
    assert w.dtype == np.uint8 and w.shape == (3, 5)
    assert w[1, 2] == 0 and w.sum() == 14
    assert g.weight((2, 1)) == 0 and g.weight((0, 0)) == 1


def test_uint8_weights_round_trip(rng):
    a = rng.integers(0, 256, size=(7, 11), dtype=np.uint8)
    g = gridnav.Grid(a)
    assert np.array_equal(g.to_numpy(), a)
    assert gridnav.Grid(g.to_numpy()) == g


def test_grid_copies_the_array():
    a = np.ones((4, 4), dtype=np.uint8)
    g = gridnav.Grid(a)
    a[0, 0] = 0
    assert g.weight((0, 0)) == 1
    out = g.to_numpy()
    out[1, 1] = 0
    assert g.weight((1, 1)) == 1


@pytest.mark.parametrize("dtype", [np.float64, np.int64, np.int32, np.int8, np.uint16])
def test_wrong_dtype(dtype):
    with pytest.raises(gridnav.InputError, match="dtype bool .* or uint8"):
        gridnav.Grid(np.ones((3, 3), dtype=dtype))


@pytest.mark.parametrize("shape", [(5,), (2, 2, 2), ()])
def test_wrong_dimensions(shape):
    with pytest.raises(gridnav.InputError, match="2-D"):
        gridnav.Grid(np.ones(shape, dtype=np.uint8))


def test_empty_array():
    with pytest.raises(gridnav.InputError):
        gridnav.Grid(np.ones((0, 4), dtype=np.uint8))


def test_non_contiguous():
    a = np.ones((4, 8), dtype=np.uint8)
    with pytest.raises(gridnav.InputError, match="C-contiguous"):
        gridnav.Grid(a[:, ::2])
    with pytest.raises(gridnav.InputError, match="C-contiguous"):
        gridnav.Grid(np.asfortranarray(a))
    assert gridnav.Grid(np.ascontiguousarray(a[:, ::2])).shape == (4, 4)


def test_not_an_array():
    with pytest.raises(TypeError):
        gridnav.Grid("not an array")


def test_input_error_is_value_error():
    assert issubclass(gridnav.InputError, ValueError)
    assert issubclass(gridnav.ParseError, gridnav.InputError)


def test_load_map(data_dir):
    g = gridnav.load_map(str(data_dir / "movingai" / "arena2.map"))
    assert g.width > 0 and g.height > 0
    assert g.to_numpy().shape == (g.height, g.width)


def test_load_map_missing_file(tmp_path):
    with pytest.raises(gridnav.InputError):
        gridnav.load_map(str(tmp_path / "none.map"))


def test_load_map_unknown_format(data_dir):
    with pytest.raises(gridnav.InputError, match="unknown map format"):
        gridnav.load_map(str(data_dir / "movingai" / "arena2.map"), format="nope")


def test_malformed_map(tmp_path):
    bad = tmp_path / "bad.map"
    bad.write_text("type octile\nheight 2\nwidth 2\nmap\n..\n")
    with pytest.raises(gridnav.ParseError) as info:
        gridnav.load_map(str(bad))
    assert info.value.file.endswith("bad.map")
    assert "bad.map:" in str(info.value)


def test_load_scenario(data_dir):
    s = gridnav.load_scenario(str(data_dir / "movingai" / "arena2.map.scen"))
    n = len(s)
    assert n > 0
    assert s.starts.shape == (n, 2) and s.starts.dtype == np.int32
    assert s.goals.shape == (n, 2) and s.goals.dtype == np.int32
    assert s.optimal_lengths.shape == (n,) and s.optimal_lengths.dtype == np.float64
    assert len(s.map_names) == n
    assert s.map_path(0).endswith("arena2.map")
    with pytest.raises(gridnav.InputError):
        s.map_path(n)


def test_malformed_scenario(tmp_path):
    bad = tmp_path / "bad.scen"
    bad.write_text("version 1\n0\tm.map\t4\t4\t0\t0\t1\t1\t1.4\n0\tm.map\t4\t4\tx\t0\t1\t1\t1.4\n")
    with pytest.raises(gridnav.ParseError) as info:
        gridnav.load_scenario(str(bad))
    assert info.value.line == 3
    assert info.value.file.endswith("bad.scen")
    assert "bad.scen:3:" in str(info.value)


def test_paths_may_be_pathlib(data_dir):
    grid = gridnav.load_map(data_dir / "movingai" / "arena2.map")
    scen = gridnav.load_scenario(data_dir / "movingai" / "arena2.map.scen")
    assert (grid.width, grid.height) == (281, 209) and len(scen.starts) == 910


def test_npy_written_by_numpy_loads(tmp_path, rng):
    # numpy's own writer, C and Fortran order, uint8 and bool; gridnav.load_map reads them as Grid(array).
    a = rng.integers(0, 256, size=(37, 70), dtype=np.uint8)
    for name, array in [("c.npy", a), ("f.npy", np.asfortranarray(a)), ("b.npy", a < 40)]:
        np.save(tmp_path / name, array)
        assert gridnav.load_map(tmp_path / name) == gridnav.Grid(np.ascontiguousarray(array)), name


def test_npy_written_by_gridnav_memory_maps_in_numpy(tmp_path, data_dir, gridnav_cli):
    import subprocess

    out = tmp_path / "arena2.npy"
    subprocess.run([gridnav_cli, "convert", str(data_dir / "movingai" / "arena2.map"), "-o", str(out)], check=True)
    mapped = np.load(out, mmap_mode="r")
    assert mapped.dtype == np.uint8
    assert np.array_equal(mapped, gridnav.load_map(data_dir / "movingai" / "arena2.map").to_numpy())


def test_npy_refusals(tmp_path):
    np.save(tmp_path / "f.npy", np.ones((3, 4), dtype=np.float32))
    with pytest.raises(gridnav.ParseError, match="dtype '<f4'"):
        gridnav.load_map(tmp_path / "f.npy")
    np.save(tmp_path / "v.npy", np.ones(12, dtype=np.uint8))
    with pytest.raises(gridnav.ParseError, match="not 2-D"):
        gridnav.load_map(tmp_path / "v.npy")
    np.save(tmp_path / "m.npy", np.ones((10, 11), dtype=np.uint8))
    data = (tmp_path / "m.npy").read_bytes()
    (tmp_path / "t.npy").write_bytes(data[:-5])
    with pytest.raises(gridnav.ParseError, match="truncated"):
        gridnav.load_map(tmp_path / "t.npy")
    with pytest.raises(gridnav.ParseError, match="read limit of 100 cells"):
        gridnav.load_map(tmp_path / "m.npy", max_cells=100)
    assert gridnav.load_map(tmp_path / "m.npy", max_cells=110).shape == (10, 11)
    with pytest.raises(gridnav.InputError, match="max-cells"):
        gridnav.load_map(tmp_path / "m.npy", max_cells=2**30 + 1)

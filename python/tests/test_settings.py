"""The keywords' defaults are the ones the library declares (move rules, default planner and
navigator), in the module's signatures and in its type stubs, so Python, the command line
and the server cannot drift apart."""
import inspect
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

import gridnav


@pytest.fixture(scope="module")
def declared():
    cli = os.environ.get("GRIDNAV_CLI")
    if not cli:
        pytest.skip("GRIDNAV_CLI (the gridnav binary) is not set: the module was built without the command line")
    doc = json.loads(subprocess.run([cli, "algos", "--json"], capture_output=True, text=True, check=True).stdout)
    rules = next(s for s in doc["settings"] if s["name"] == "move rules")
    defaults = {p["name"]: p["default"] for p in rules["params"]}
    defaults["planner"] = doc["defaults"]["planner"]
    return defaults, doc["defaults"]["navigator"]


def signature_defaults(function):
    """Keyword defaults from a pybind11 signature line: name: type = value."""
    line = function.__doc__.splitlines()[0]
    return {m.group(1): m.group(2).strip("'\"") for m in re.finditer(r"(\w+): [\w\[\], .]+ = ('[^']*'|[\w.]+)", line)}


def stub_defaults():
    text = (Path(gridnav.__file__).parent / "__init__.pyi").read_text()
    return re.findall(r"(connect|diagonal|costs|planner): \w+ = \"?([\w-]+)\"?", text)


@pytest.mark.parametrize("function", ["find_path", "distance_field", "batch"])
def test_signatures_use_the_declared_defaults(declared, function):
    rules, _ = declared
    found = signature_defaults(getattr(gridnav, function))
    checked = [k for k in ("connect", "diagonal", "costs", "planner") if k in found]
    assert {"connect", "diagonal", "costs"} <= set(checked), found
    for key in checked:
        assert found[key] == str(rules[key]), (function, key)


def test_classes_use_the_declared_defaults(declared):
    rules, navigator = declared
    planner = signature_defaults(gridnav.Planner.__init__)
    assert planner["planner"] == rules["planner"]
    assert planner["connect"] == rules["connect"]
    nav = signature_defaults(gridnav.Navigator.__init__)
    assert nav["planner"] == navigator
    assert nav["diagonal"] == rules["diagonal"]


def test_stubs_use_the_declared_defaults(declared):
    rules, navigator = declared
    pairs = stub_defaults()
    assert len(pairs) >= 12
    for key, value in pairs:
        allowed = {rules[key]} if key != "planner" else {rules["planner"], navigator}
        assert value in allowed, (key, value)


def test_sim_json_and_logs_write_the_same_records(tmp_path, data_dir):
    """`gridnav sim --json` and its --log logs hold each goal record under the same names
    with the same values (both from goal_fields; the server's frames are held to its logs in
    the server tests)."""
    cli = os.environ.get("GRIDNAV_CLI")
    if not cli:
        pytest.skip("GRIDNAV_CLI (the gridnav binary) is not set: the module was built without the command line")
    world = data_dir / "worlds" / "maze.world"
    out = subprocess.run([cli, "sim", str(world), "--planner", "dstar-lite,lpa", "--seed", "3", "--json",
                          "--log", str(tmp_path)], capture_output=True, text=True, check=True)
    doc = json.loads(out.stdout)
    for a, agent in enumerate(doc["agents"]):
        (log,) = tmp_path.glob(f"agent{a + 1}-*-seed3.tsv")
        rows = [line.split("\t") for line in log.read_text().splitlines()]
        header, values = rows[0], rows[1:]
        assert len(values) == len(agent["goals"]) == 4
        for record, row in zip(agent["goals"], values):
            assert sorted(record) == sorted(header)
            for name, cell in zip(header, row):
                want = record[name]
                if isinstance(want, bool):
                    assert cell == ("1" if want else "0"), name
                elif isinstance(want, (int, float)):
                    assert float(cell) == pytest.approx(want, rel=1e-5), name
                else:
                    assert cell == want, name

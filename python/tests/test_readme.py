"""The README's Python example runs as printed (from the repository's root, as it says)."""

import os
import re

from conftest import DATA_DIR


def test_readme_example_runs(monkeypatch, capsys):
    root = DATA_DIR.parent
    text = (root / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "the README has no Python example"
    monkeypatch.chdir(root)
    exec(compile(blocks[0], "README.md (Python example)", "exec"), {"__name__": "readme"})
    assert "found" in capsys.readouterr().out

"""The Python example of docs/python.md runs as printed (from the repository's root, as it says)."""

import os
import re

from conftest import DATA_DIR


def test_python_doc_example_runs(monkeypatch, capsys):
    root = DATA_DIR.parent
    text = (root / "docs" / "python.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "docs/python.md has no Python example"
    monkeypatch.chdir(root)
    exec(compile(blocks[0], "docs/python.md (Python example)", "exec"), {"__name__": "readme"})
    assert "found" in capsys.readouterr().out

"""The committed lesson notebooks: outputs cleared, answers (check cells) collapsed, series complete."""

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
sys.path.insert(0, str(LESSONS / "_build"))
from nbbuild import is_check, is_question  # noqa: E402

NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))


def test_the_series_is_complete():
    assert [p.name[:2] for p in NOTEBOOKS] == [f"{i:02d}" for i in range(9)]


def committed(path):
    """The notebook as committed (git HEAD), else as on disk: running a lesson in JupyterLab saves
    its outputs into the working copy, and that must not make the tests fail."""
    try:
        text = subprocess.run(
            ["git", "show", f"HEAD:lessons/{path.name}"], cwd=LESSONS, capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return nbformat.read(path, as_version=4)
    return nbformat.reads(text, as_version=4)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_outputs_cleared_and_answers_collapsed(path):
    nb = committed(path)
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        assert cell.outputs == [] and cell.execution_count is None, "commit lessons with outputs cleared"
        if is_check(cell.source):
            assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, cell.source[:60]
            assert "check" in cell.metadata.get("tags", [])
            assert cell.source.startswith("%%capture"), "a check cell prints nothing: its output would show the answers"
        elif is_question(cell.source):  # the quiz's code names its answer: source collapsed
            assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, cell.source[:60]
    assert not any("input(" in c.source for c in nb.cells if c.cell_type == "code"), "nothing answers input()"

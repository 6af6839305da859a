"""The committed lesson notebooks: outputs cleared, answers (check cells) collapsed, series complete."""

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


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_outputs_cleared_and_answers_collapsed(path):
    nb = nbformat.read(path, as_version=4)
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

"""A lesson run and saved shows its boards without a kernel (issue 9).

Lesson 01 is executed with nbclient in a real kernel (this interpreter), with two cells added at the
end that step a worked example and answer a question *after* they were shown, as a learner does. The
saved notebook is then read the way a reader without a kernel sees it:

* every live widget output (board, question panel, worked example) is followed by a plain picture
  output: HTML with an ``<img>`` of a ``data:`` URL, the same picture as ``image/png``, a text line;
  the widget output itself carries no picture (GitHub's viewer would show it twice);
* each copy is the *last* picture: the worked example's copy is the step reached later, the question's
  copy has the feedback of the answer given later (display updates, saved by Jupyter);
* saved as JupyterLab saves it (widget state off, its default) and exported with nbconvert to HTML,
  every board is an ``<img>`` in the page, with nothing fetched from the network.

The browser test (tests/widgets/test_browser.py) opens such a notebook in JupyterLab with no kernel.
"""

from __future__ import annotations

import copy
import hashlib
import shutil
from pathlib import Path

import pytest
from helpers import run_notebook

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON = "01-moving-and-dice-order"
WIDGET = "application/vnd.jupyter.widget-view+json"
IMG = 'src="data:image/png;base64,'

EXTRA_CELLS = [
    # a learner steps the first worked example to its end and answers the first question, later on
    'ex = lesson.show("three-one")\nex.go(-1)\nimport hashlib\nprint("example", hashlib.sha256(ex.png()).hexdigest())',
    'q = lesson.show("make-four-point")\nq.answer("24/23 24/21")\nprint("feedback", q.feedback)',
]


def execute_lesson(folder: Path, monkeypatch) -> nbformat.NotebookNode:
    """Run lesson 01 (plus EXTRA_CELLS) in ``folder`` with a kernel of this interpreter; return it as saved."""
    for suffix in (".ipynb", ".toml"):
        shutil.copy(LESSONS / f"{LESSON}{suffix}", folder / f"{LESSON}{suffix}")
    nb = nbformat.read(folder / f"{LESSON}.ipynb", as_version=4)
    nb.cells += [nbformat.v4.new_code_cell(src) for src in EXTRA_CELLS]
    return run_notebook(nb, folder, monkeypatch)


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    try:
        yield execute_lesson(tmp_path_factory.mktemp("saved-lesson"), mp)
    finally:
        mp.undo()


#: Widgets of the lesson layer (bglearn/teach/lesson.py) that are not the display layer's: the stage
#: map is an HTML widget whose own mimebundle has text/html (it can use StaticCopy the same way).
NOT_HERE = ('lesson.show("map")',)


def widget_outputs(nb):
    """(cell index, output index) of every live widget output of a board, question, example or score."""
    return [
        (i, j)
        for i, cell in enumerate(nb.cells)
        if cell.cell_type == "code" and cell.source.strip() not in NOT_HERE
        for j, out in enumerate(cell.outputs)
        if WIDGET in out.get("data", {})
    ]


def test_every_live_widget_is_followed_by_its_picture(saved):
    found = widget_outputs(saved)
    assert len(found) >= 10, f"lesson 01 shows its boards, examples and questions as widgets: {found}"
    for i, j in found:
        cell = saved.cells[i]
        live = cell.outputs[j].data
        assert "image/png" not in live, f"cell {i}: the widget output itself carries no picture"
        assert j + 1 < len(cell.outputs), f"cell {i} ({cell.source!r}): no picture after the widget"
        static = cell.outputs[j + 1]
        assert static.output_type == "display_data"
        assert "bglearn-static" in static.data["text/html"], cell.source
        if cell.source.strip() == 'lesson.show("score")':
            assert "You solved" in static.data["text/html"]
        if "You solved" in static.data["text/html"] or "bglearn-map" in static.data["text/html"]:
            continue  # a score (also a review's) or the stage map: text, no board
        assert "<img " + IMG in static.data["text/html"], cell.source
        assert static.data["image/png"].startswith("iVBOR"), cell.source  # base64 of the PNG signature
        assert static.data["text/plain"]


def test_the_saved_picture_is_the_last_one(saved):
    steps, answered = saved.cells[-2], saved.cells[-1]
    printed = "".join(o.get("text", "") for o in steps.outputs)
    sha = printed.split("example ")[1].split()[0]
    [example] = [c for c in saved.cells if c.source.strip() == 'lesson.show("three-one")']
    png = example.outputs[-1].data["image/png"]
    import base64

    assert hashlib.sha256(base64.b64decode(png)).hexdigest() == sha, "the example's copy is the step reached later"
    assert "Step 1 of" not in example.outputs[-1].data["text/html"]
    feedback = "".join(o.get("text", "") for o in answered.outputs).split("feedback ")[1].strip()
    [question] = [c for c in saved.cells if c.source.strip() == 'lesson.show("make-four-point")']
    import html

    assert html.escape(feedback) in question.outputs[-1].data["text/html"], "the question's copy has the feedback"


def test_nbconvert_html_shows_every_board_offline_with_and_without_widget_state(saved):
    from nbconvert import HTMLExporter

    n = len(widget_outputs(saved))
    as_lab_saves = copy.deepcopy(saved)
    as_lab_saves.metadata.pop("widgets", None)  # JupyterLab's default: widget state not saved
    for nb in (saved, as_lab_saves):
        body, _ = HTMLExporter().from_notebook_node(nb)
        assert body.count("bglearn-static") >= n
        assert body.count(IMG) >= n


def test_the_copy_hides_the_dead_widget_and_the_live_widget_hides_the_copy(saved):
    i, j = widget_outputs(saved)[0]
    static = saved.cells[i].outputs[j + 1].data["text/html"]
    # while the widget is not shown (no kernel, "model not found"), the output before the copy is hidden
    assert ":has(+ .jp-OutputArea-child .bglearn-static):not(:has(.bglearn-live))" in static
    key = next(c for c in static.split('"')[1].split() if c.startswith("bglearn-static-"))
    assert key.startswith("bglearn-static-") and len(key) > len("bglearn-static-")

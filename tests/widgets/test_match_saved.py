"""lessons/play.ipynb saved with its outputs shows the app's last board and where the app runs
(issue 23, item 8): the notebook is executed with nbclient, a cell added at the end starts a match
after the app was shown (as a player does), and the saved notebook is read as a reader without a
kernel sees it."""

from __future__ import annotations

import base64
import hashlib
import html
from pathlib import Path

import pytest
from helpers import run_notebook

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbclient")
pytest.importorskip("anywidget")

from bglearn.widgets.match_copy import SAVED_LINE  # noqa: E402

PLAY = Path(__file__).resolve().parents[2] / "lessons" / "play.ipynb"
WIDGET = "application/vnd.jupyter.widget-view+json"
# the player starts a match after the page is shown: the saved picture must be that board, not the first
LATER = (
    "import gc, hashlib\n"
    "from bglearn import MatchApp\n"
    "[app] = [o for o in gc.get_objects() if isinstance(o, MatchApp)]\n"
    "app.pause = 0\n"
    "app.new_match()\n"
    "print('board', hashlib.sha256(app.board.static_png()).hexdigest())"
)


def test_the_saved_play_page_shows_the_last_board_and_where_the_app_runs(tmp_path, monkeypatch):
    nb = nbformat.read(PLAY, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(LATER))
    saved = run_notebook(nb, tmp_path, monkeypatch)
    [app_cell] = [c for c in saved.cells if c.cell_type == "code" and "MatchApp()" in c.source]
    outputs = app_cell.outputs
    assert len(outputs) == 2 and WIDGET in outputs[0].data and "image/png" not in outputs[0].data
    copy = outputs[1].data
    assert "bglearn-static" in copy["text/html"] and 'src="data:image/png;base64,' in copy["text/html"]
    assert html.escape(SAVED_LINE) in copy["text/html"] and copy["text/plain"] == SAVED_LINE
    assert "Voila" in SAVED_LINE and "Run All" in SAVED_LINE
    printed = "".join(o.get("text", "") for o in saved.cells[-1].outputs)
    last = printed.split("board ")[1].split()[0]
    assert hashlib.sha256(base64.b64decode(copy["image/png"])).hexdigest() == last, "the copy is the last board"


def test_under_voila_the_app_is_shown_without_the_copy(monkeypatch):
    import IPython.display

    from bglearn.widgets.match import MatchApp

    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: shown.append((objs, kw)))
    app = MatchApp(pause=0)
    app._ipython_display_()  # a notebook: the live app, then its copy
    assert len(shown) == 2 and WIDGET in shown[0][0][0] and SAVED_LINE == shown[1][0][0]["text/plain"]
    shown.clear()
    monkeypatch.setenv("VOILA_BASE_URL", "/")  # a kernel Voila started: the page is never saved
    app._ipython_display_()
    assert len(shown) == 1 and WIDGET in shown[0][0][0] and "image/png" not in shown[0][0][0]

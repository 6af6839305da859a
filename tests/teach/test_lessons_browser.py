"""Browser test: two lessons in a real JupyterLab, answered on the board, and the course map.

A copy of ``lessons/`` is served by JupyterLab on 127.0.0.1 (``browser_support``), with
``BGLEARN_PROGRESS`` pointing at a temporary file. Headless Chromium opens ``index.ipynb`` and runs
it (the course map: nothing done yet), opens lessons 01 and 05 from its links (two notebook tabs,
two kernels running at once) and runs all their cells; then

1. lesson 01, "Put two checkers on the 4-point" (4-2): clicks 13 -> 9 and 13 -> 11 on the question's
   board and Done: the panel says the play is legal but not what was asked, the board is set up
   again and the lesson's map still shows the stage not done (○); then 8 -> 4, 6 -> 4, Done:
   "Correct: 8/4 6/4" and the map shows the stage done (✔);
2. lesson 05, "Bear off two checkers" (5-2): clicks 3 and the tray (teaching mode explains why the
   5 cannot bear off from the 3-point and refuses the move), then 5 -> off, 2 -> off, Done:
   "Correct: 5/off 2/off" and ✔ for "The exact point";
3. the progress file holds both lessons' results (two open lessons do not lose each other's), and
   the index, run again, shows both stages ✔ in the course map.

Every wait is for a selector or a text, never a fixed sleep. Screenshots go to a temporary folder
(or $BGLEARN_SCREENSHOTS); its path is printed.
"""

from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

import pytest
from browser_support import (
    ROOT,
    activate,
    chromium,
    jupyter_lab,
    notebook,
    open_notebook,
    poll,
    require_browser,
    run_all,
    screenshots_dir,
    wait_ran_all,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

import bglearn as bg  # noqa: E402
from bglearn.teach.course import outline  # noqa: E402

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

LESSONS = ROOT / "lessons"
ONE = "01-moving-and-dice-order"
FIVE = "05-bearing-off"
INDEX = "index.ipynb"


def _copy_lessons(work):
    for f in LESSONS.iterdir():
        if f.suffix in (".ipynb", ".toml"):
            shutil.copy(f, work / f.name)


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """JupyterLab serving a copy of lessons/, progress saved to a temporary file: yields (Lab, file, shots)."""
    progress = tmp_path_factory.mktemp("progress") / "progress.json"
    with jupyter_lab(_copy_lessons, {"BGLEARN_PROGRESS": str(progress)}, prefix="bglearn-lessons-") as server:
        yield server, progress, screenshots_dir()


class Panel:
    """A play question's panel in a lesson (found by its prompt in the lesson's .toml), clicked
    through the geometry of a board drawn as the kernel draws it (landscape, White at the bottom)."""

    def __init__(self, page, nb, geometry, lesson, qid):
        with open(LESSONS / f"{lesson}.toml", "rb") as f:
            entry = next(q for s in tomllib.load(f)["stage"] for q in s.get("question", []) if q["id"] == qid)
        assert entry.get("on_roll", "white") == "white" and "XGID" not in str(entry["position"]), entry
        self.board = geometry
        self.page = page
        self.loc = nb.locator(".bglearn-quiz", has_text=entry["prompt"])
        self.img = self.loc.locator("img.bg-image")
        # the picture is drawn at the geometry's size (so landscape): clicks land where pixel_of says
        natural = self.img.evaluate("e => [e.naturalWidth, e.naturalHeight]")
        assert tuple(natural) == geometry._get_painter().size, natural

    def click(self, point, says):
        """Click ``point`` (0: the tray) on the board; wait until the board's message contains ``says``."""
        self.img.scroll_into_view_if_needed()
        box = self.img.bounding_box()
        natural_w, natural_h = self.board._get_painter().size
        x, y = self.board.pixel_of(point)
        self.page.mouse.click(box["x"] + x * box["width"] / natural_w, box["y"] + y * box["height"] / natural_h)
        return poll(self.loc, ".bg-message", lambda t: says in t, timeout=20)

    def done(self, verdict):
        """Press Done; wait until the panel's feedback line contains ``verdict``; return that line."""
        self.loc.locator("button.bg-done").click()
        # the feedback is the panel's own <p style="color: ..."> (the question is a plain <p><b>)
        return poll(self.loc, ":scope > .widget-html p[style]", lambda t: verdict in t, timeout=20)


def _mark(nb, title, want=None):
    """The mark of stage ``title`` in the lesson's map (✔ done, ○ not yet); with ``want``, wait for it."""
    line = nb.locator(".bglearn-map li", has_text=title)
    text = poll(line, ":scope", lambda t: want is None or t.strip()[:1] == want, timeout=20)
    return text.strip()[:1]


def _course_entry(nb, lesson):
    """The course map's item for ``lesson`` (found by its link) and its stage lines."""
    entry = nb.locator(".bglearn-course > ol > li", has=nb.page.locator(f'a[href*="/{lesson}.ipynb"]'))
    return entry, [t.strip() for t in entry.locator("li").all_text_contents()]


def _no_errors(page, shots, name):
    """No error output and no "Error displaying widget" in the notebook."""
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]')
    broken = page.locator(".jp-OutputArea-output", has_text="Error displaying widget")
    if errors.count() or broken.count():
        page.screenshot(path=str(shots / f"{name}-errors.png"), full_page=True)
        texts = errors.all_text_contents() + broken.all_text_contents()
        raise AssertionError(f"{name}: {len(texts)} error outputs, e.g. {texts[0][:500]!r}")


def test_answer_two_lessons_on_the_board_and_see_the_maps(lab):
    server, progress, shots = lab
    timings = {}
    step = "open the index"
    geometry = bg.BoardWidget(bg.Position.start())  # White on roll, landscape: the lessons' boards here
    with chromium(server.env) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        try:
            t0 = time.monotonic()
            open_notebook(page, server.url(INDEX))
            index = notebook(page, INDEX)
            run_all(page, shots, index.locator(".bglearn-course"), scope=index)
            _no_errors(index, shots, "index")
            for name in (ONE, FIVE):
                assert all(line[0] in "○·" for line in _course_entry(index, name)[1]), name
            timings["open + run the index"] = time.monotonic() - t0

            t1 = time.monotonic()
            lessons = {}
            for name in (ONE, FIVE):
                step = f"open {name} from the index's link"
                activate(page, INDEX)
                _course_entry(index, name)[0].locator("a").first.click()
                nb = lessons[name] = activate(page, f"{name}.ipynb")
                # Run All does nothing while the kernel is still starting: wait until it is idle
                poll(page, "#jp-main-statusbar", lambda t: "Idle" in t, timeout=90)
                run_all(page, shots, scope=nb)
            for name, nb in lessons.items():
                step = f"run all {name}"
                wait_ran_all(nb)
                nb.locator(".bglearn-score").last.wait_for(state="attached")
                _no_errors(nb, shots, name)
            timings["open + run all, both lessons"] = time.monotonic() - t1

            step = "lesson 01: a legal play that is not the one asked"
            t2 = time.monotonic()
            nb = activate(page, f"{ONE}.ipynb")
            title = "Two dice, two moves"
            assert _mark(nb, title) == "○"
            q = Panel(page, nb, geometry, ONE, "make-four-point")
            q.click(13, "The 13-point selected")
            q.click(9, "Moved 13/9")
            q.click(13, "The 13-point selected")
            q.click(11, "press Done")
            line = q.done("You played 13/11 13/9")
            assert "does not put two checkers on the 4-point" in line, line
            q.loc.screenshot(path=str(shots / "01-not-asked.png"))
            assert _mark(nb, title) == "○"
            step = "lesson 01: the right play"
            q.click(8, "The 8-point selected")
            q.click(4, "Moved 8/4")
            q.click(6, "The 6-point selected")
            q.click(4, "press Done")
            q.done("Correct: 8/4 6/4")
            _mark(nb, title, "✔")
            assert _mark(nb, "Writing a play down") == "○"
            timings["lesson 01: two tries, 8 clicks"] = time.monotonic() - t2
            q.loc.screenshot(path=str(shots / "02-correct.png"))

            step = "lesson 05: teaching mode refuses 3/off, then the right play"
            t3 = time.monotonic()
            nb = activate(page, f"{FIVE}.ipynb")
            title = "The exact point"
            assert _mark(nb, title) == "○"
            q = Panel(page, nb, geometry, FIVE, "exact-two")
            q.click(3, "The 3-point selected")
            q.click(0, "The 5 cannot bear off from the 3-point while you have a checker on the 6-point")
            q.click(5, "The 5-point selected")
            q.click(0, "Moved 5/off")
            q.click(2, "The 2-point selected")
            q.click(0, "press Done")
            line = q.done("Correct: 5/off 2/off")
            assert "Each number bears off from its own point" in line, line
            _mark(nb, title, "✔")
            timings["lesson 05: 6 clicks"] = time.monotonic() - t3
            q.loc.screenshot(path=str(shots / "03-bear-off.png"))

            step = "the progress file"
            saved = json.loads(progress.read_text(encoding="utf-8"))["lessons"]
            assert saved[ONE] == {"make-four-point": "after-tries"}, saved
            assert saved[FIVE] == {"exact-two": "first-try"}, saved
            default = Path(server.env["JUPYTER_DATA_DIR"]) / "bglearn" / "progress.json"
            assert not default.exists(), f"progress also went to the default {default}"

            step = "the index, run again"
            t4 = time.monotonic()
            activate(page, INDEX)
            run_all(page, shots, scope=index)
            for name, title in ((ONE, "Two dice, two moves"), (FIVE, "The exact point")):
                info = outline(LESSONS / f"{name}.toml")
                total = sum(1 for _, _, qs in info.stages if qs)
                entry = _course_entry(index, name)[0]
                poll(entry, ":scope", lambda t, total=total: f"(1 of {total} stages done)" in t, timeout=30)
                lines = _course_entry(index, name)[1]
                assert f"✔ {title}" in lines, lines
                assert all(line[0] in "○·" for line in lines if line != f"✔ {title}"), lines
            _no_errors(index, shots, "index")
            timings["index, run again"] = time.monotonic() - t4
            index.locator(".bglearn-course").screenshot(path=str(shots / "04-index.png"))
        except Exception:
            page.screenshot(path=str(shots / "failure.png"))
            print(f"browser test failed at step {step!r}; screenshots in {shots}; timings {timings}")
            raise
    print("browser timings (s):", {k: round(v, 2) for k, v in timings.items()}, "screenshots:", shots)

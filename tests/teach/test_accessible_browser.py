"""Browser test (issue 18, items 2 and 5): lesson 01 quiet, readable without sight and done with the
keyboard alone, in JupyterLab and Notebook 7; axe-core on lesson 01 and the play page.

One JupyterLab serves a copy of ``lessons/`` (``browser_support``). In headless Chromium at 1280 px:

1. Notebook 7 (``/tree/...`` served by the same server's ``notebook`` extension, ``/notebooks/``) opens
   lesson 01 and shows no code of the ``lesson.show(...)`` cells (their inputs are hidden);
2. JupyterLab opens lesson 01, runs all its cells: no code editor shows, every board picture has its
   board in words as ``alt`` (and ``aria-label``), and every question of the lesson is answered
   with the keyboard only: a board question by focusing its board (it is in the Tab order) and
   pressing the arrow keys until the live region announces the point wanted, Enter, and D for Done;
   a choice question by focusing its button and pressing Enter. Every verdict is "Correct";
3. axe-core (``axe.min.js`` from PyPI's ``axe-playwright-python``), run on bglearn's own outputs of
   lesson 01 and on the MatchApp of the play page in Voila, reports no critical or serious violation.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from pathlib import Path

import pytest
from browser_support import (
    ROOT,
    chromium,
    jupyter_lab,
    open_notebook,
    poll,
    require_browser,
    run_all,
    screenshots_dir,
    voila,
    wait_ran_all,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()
axe_playwright = pytest.importorskip("axe_playwright_python", reason="axe-core comes with axe-playwright-python")

import bglearn as bg  # noqa: E402
from bglearn.engine.notation import point_phrase  # noqa: E402

LESSONS = ROOT / "lessons"
ONE = "01-moving-and-dice-order"
AXE_JS = Path(axe_playwright.__file__).with_name("axe.min.js")
#: bglearn's own outputs in a lesson and in the play page (JupyterLab's and Voila's chrome are not ours)
OURS = [".bglearn-quiz", ".bglearn-example", ".bglearn-map", ".bglearn-score", ".bg-board", ".bg-match-app"]


def _copy_lessons(work):
    for f in LESSONS.iterdir():
        if f.suffix in (".ipynb", ".toml"):
            shutil.copy(f, work / f.name)


def axe_violations(page) -> list[dict]:
    """The critical and serious axe-core violations inside bglearn's own elements of ``page``."""
    page.add_script_tag(path=str(AXE_JS))
    include = [[sel] for sel in OURS if page.locator(sel).count()]
    assert include, "no bglearn output in the page"
    result = page.evaluate("async (include) => await axe.run({ include }, { resultTypes: ['violations'] })", include)
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"], "nodes": [n["html"][:160] for n in v["nodes"][:3]]}
        for v in result["violations"]
        if v["impact"] in ("critical", "serious")
    ]


def _answers(progress):
    """For each question of lesson 01, in order: (prompt, 'keys', single-die moves) or (prompt, 'button', label)."""
    from bglearn.teach.progress import Progress

    lesson = bg.load_lesson(LESSONS / f"{ONE}.toml", progress=Progress(progress))
    out = []
    for q in lesson.quiz:
        if isinstance(q, bg.teach.PlayQuestion):
            play = next(p for p in bg.legal_plays(q.position, q.dice) if q.answer(p).correct)
            out.append((q.question, "keys", [(m.from_point, m.to_point) for m in play.moves]))
        else:
            label = next(label for label, value in q.options() if q.answer(value).correct)
            out.append((q.question, "button", label))
    return out


def _press(page, live, key):
    """Press ``key`` (the board has the focus); return the live region's new sentence once it is there."""
    before = live.text_content() or ""
    page.keyboard.press(key)
    return poll(live, ":scope", lambda t: t != before, timeout=20).rstrip("\u200b")


def _focus_and_pick(page, live, point):
    """With the board focused, press the arrow key until the live region says ``point``, then Enter."""
    want = f"Focus on {point_phrase(point)}:"
    for _ in range(30):
        if _press(page, live, "ArrowRight").startswith(want):
            said = _press(page, live, "Enter")
            assert "selected" in said or "Moved" in said or "complete" in said, said
            return
    raise AssertionError(f"the focus never reached {point_phrase(point)}")


@pytest.fixture(scope="module")
def lab():
    with jupyter_lab(_copy_lessons, prefix="bglearn-a11y-") as server:
        yield server


def test_lesson_01_is_quiet_readable_and_done_with_the_keyboard_alone(lab, tmp_path):
    shots = screenshots_dir()
    print(f"screenshots: {shots}")
    answers = _answers(tmp_path / "progress.json")
    with chromium(lab.env, width=1280) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        # Notebook 7: the lesson.show(...) cells' code is hidden
        page.goto(f"{lab.base}/notebooks/{ONE}.ipynb?token={lab.token}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
        code = page.locator(".jp-CodeCell")
        n_code = 1 + len(re.findall(r'lesson\.show\("', (LESSONS / f"{ONE}.md").read_text()))
        # the notebook's cells are attached one after another (CI once counted 1 of 19 on a loaded
        # machine): wait until all of them are there, then check what each shows
        page.wait_for_function("n => document.querySelectorAll('.jp-CodeCell').length >= n", arg=n_code, timeout=90_000)
        assert code.count() == n_code
        assert page.locator(".jp-CodeCell .jp-InputPlaceholder").count() == n_code, "every input hidden in NB7"
        assert page.locator(".jp-CodeCell .cm-editor:visible").count() == 0, "no code editor shows"
        page.screenshot(path=str(shots / "nb7-lesson-01.png"))

        # JupyterLab: run all, then the keyboard only
        open_notebook(page, lab.url(f"{ONE}.ipynb"))
        page.wait_for_function("n => document.querySelectorAll('.jp-CodeCell').length >= n", arg=n_code, timeout=90_000)
        assert page.locator(".jp-CodeCell .jp-InputPlaceholder").count() == n_code, "every input hidden in Lab"
        assert page.locator(".jp-CodeCell .cm-editor:visible").count() == 0, "no code editor shows"
        quiz = page.locator(".bglearn-quiz")
        run_all(page, shots, ready=quiz.nth(len(answers) - 1))
        wait_ran_all(page)
        page.locator(".bglearn-score").last.wait_for()
        time.sleep(1)  # the last outputs are laid out
        assert "lesson.show(" not in page.inner_text(".jp-Notebook")
        # once run, no code cell shows an input row (placeholder, "[3]:" prompt) nor its outputs' prompt column
        assert page.locator(".jp-CodeCell .jp-Cell-inputWrapper:visible").count() == 0
        assert page.locator(".jp-CodeCell .jp-OutputPrompt:visible").count() == 0
        assert page.locator(".jp-CodeCell .jp-OutputArea-promptOverlay:visible").count() == 0  # no click lands there
        for img in page.locator("img.bg-image").all():
            alt = img.get_attribute("alt") or ""
            assert "pip count" in alt and "Points numbered from" in alt and img.get_attribute("aria-label") == alt
        for prompt, how, answer in answers:
            panel = page.locator(".bglearn-quiz", has_text=prompt)
            panel.scroll_into_view_if_needed()
            if how == "keys":
                img = panel.locator(".bg-board img.bg-image")
                live = panel.locator(".bg-board .bg-live")
                assert img.get_attribute("tabindex") == "0" and live.get_attribute("aria-live") == "polite"
                img.focus()  # (as Tab reaches it: tabindex 0)
                for frm, to in answer:
                    _focus_and_pick(page, live, frm)
                    _focus_and_pick(page, live, to)
                page.keyboard.press("d")
            else:
                panel.get_by_role("button", name=answer, exact=True).focus()
                page.keyboard.press("Enter")
            verdict = poll(panel, ".bglearn-feedback", lambda t: t.strip() != "", timeout=30)
            assert verdict.strip().startswith("\u2714"), (prompt, verdict)  # the mark of a right answer
        page.screenshot(path=str(shots / "lab-lesson-01-keyboard.png"), full_page=True)
        bad = axe_violations(page)
        assert not bad, json.dumps(bad, indent=1)


def test_axe_finds_no_serious_violation_in_the_play_page():
    with voila(LESSONS / "play.ipynb") as server, chromium(server.env, width=1280) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        page.goto(server.url)
        page.locator(".bg-match-app").wait_for(timeout=90_000)
        page.locator(".bg-match-app img.bg-image").first.wait_for()
        bad = axe_violations(page)
        assert not bad, json.dumps(bad, indent=1)

"""Browser test: the presenter view (``Presenter(quiz)``) in a real JupyterLab, stepped by button and by keyboard.

A notebook that shows ``Presenter(quiz)`` for a three-question quiz is served by JupyterLab on
127.0.0.1 (``browser_support``). Headless Chromium opens it, runs all cells and checks that

1. the view says "Question 1 of 3" and the first question's prompt, and its board picture is
   1040 px wide (twice the lessons' 520);
2. the Reveal button shows the answer ("The answer: 8/5 6/5.");
3. the keys a presentation clicker sends step on: with the pointer over the view, ArrowRight draws
   the answer's first move, Space the second (the picture changes each time), and PageDown goes to
   question 2 ("Question 2 of 3", its prompt, no answer shown); PageUp goes back to question 1,
   its answer hidden again.

ipyevents only passes keys on while the pointer is over the watched element (it focuses the
element on mouseenter), so the test hovers the view before pressing keys, as a teacher with a mouse
or clicker would. Every wait is for a selector or a text, never a fixed sleep.
"""

from __future__ import annotations

import time

import nbformat
import pytest
from browser_support import chromium, jupyter_lab, open_notebook, poll, require_browser, run_all, screenshots_dir

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

NOTEBOOK = "presenter.ipynb"
QUIZ = """
title = "Presenter test"

[[question]]
id = "five"
kind = "play"
position = "start"
dice = [3, 1]
prompt = "White rolled 3-1. Make the 5-point."
goal = { play = "8/5 6/5" }

[[question]]
id = "run"
kind = "play"
position = "start"
dice = [6, 5]
prompt = "White rolled 6-5. Run a back checker."
goal = { play = "24/13" }

[[question]]
id = "count"
kind = "dice-count"
position = "start"
dice = [6, 6]
prompt = "White rolled double 6. How many 6s can White play?"
"""


def _write_notebook(work):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(f"import bglearn as bg\nquiz = bg.loads_quiz('''{QUIZ}''')"),
        nbformat.v4.new_code_cell("from bglearn.teach import Presenter\nslides = Presenter(quiz)\nslides"),
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, work / NOTEBOOK)


@pytest.fixture(scope="module")
def lab():
    with jupyter_lab(_write_notebook, prefix="bglearn-presenter-") as server:
        yield server, screenshots_dir("bglearn-presenter-shots-")


def test_reveal_by_button_and_next_question_by_keyboard(lab):
    server, shots = lab
    step = "open and run the notebook"
    timings = {}
    with chromium(server.env) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        try:
            t0 = time.monotonic()
            open_notebook(page, server.url(NOTEBOOK))
            view = page.locator(".bglearn-presenter")
            run_all(page, shots, view)
            timings["open + run all"] = time.monotonic() - t0

            step = "question 1 as shown"
            t1 = time.monotonic()
            text = view.locator(".widget-html").first
            shown = poll(text, ":scope", lambda t: "Question 1 of 3" in t, timeout=30)
            assert "Presenter test" in shown and "White rolled 3-1. Make the 5-point." in shown, shown
            assert "The answer" not in shown, shown
            img = view.locator("img").first
            img.wait_for()
            page.wait_for_function("e => e.complete && e.naturalWidth > 0", arg=img.element_handle())
            assert img.evaluate("e => e.naturalWidth") == 1040

            step = "Reveal"
            view.get_by_role("button", name="Reveal").click()
            poll(text, ":scope", lambda t: "The answer: 8/5 6/5." in t, timeout=20)
            view.screenshot(path=str(shots / "01-revealed.png"))

            step = "keys: ArrowRight and Space draw the moves, PageDown the next question"
            view.hover()  # ipyevents listens while the pointer is over the view
            pictures = [img.get_attribute("src")]
            for key in ("ArrowRight", "Space"):
                page.keyboard.press(key)
                deadline = time.monotonic() + 20
                while img.get_attribute("src") == pictures[-1]:
                    assert time.monotonic() < deadline, f"{key}: the picture did not change (no move drawn)"
                    time.sleep(0.05)
                pictures.append(img.get_attribute("src"))
                assert "Question 1 of 3" in (text.text_content() or "")
            page.keyboard.press("PageDown")
            shown = poll(text, ":scope", lambda t: "Question 2 of 3" in t, timeout=20)
            assert "White rolled 6-5. Run a back checker." in shown and "The answer" not in shown, shown
            assert img.evaluate("e => e.naturalWidth") == 1040
            view.screenshot(path=str(shots / "02-question-2.png"))

            step = "PageUp goes back"
            page.keyboard.press("PageUp")
            shown = poll(text, ":scope", lambda t: "Question 1 of 3" in t, timeout=20)
            assert "The answer" not in shown, shown  # the question before, its answer hidden again
            timings["reveal + keys"] = time.monotonic() - t1

            step = "a 1080p projector: board, question and buttons fit the window's height"
            page.set_viewport_size({"width": 1920, "height": 960})  # 1080 less the browser's own bars
            page.wait_for_timeout(300)
            box = view.bounding_box()
            reveal = view.get_by_role("button", name="Reveal").bounding_box()
            assert box is not None and reveal is not None
            assert box["height"] <= 960 - 2 * 60, box  # room left for the notebook's own bars
            assert reveal["x"] > img.bounding_box()["x"] + 700, (reveal, box)  # beside the board, not below
            view.screenshot(path=str(shots / "03-projector.png"))
        except Exception:
            page.screenshot(path=str(shots / "failure.png"))
            print(f"presenter browser test failed at step {step!r}; screenshots in {shots}; timings {timings}")
            raise
    print("presenter browser timings (s):", {k: round(v, 2) for k, v in timings.items()}, "screenshots:", shots)

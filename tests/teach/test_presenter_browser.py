"""Browser test: the presenter view (``Presenter(quiz)``) in a real JupyterLab, stepped by button and by keyboard.

A notebook that shows ``Presenter(quiz)`` for a three-question quiz is served by JupyterLab on
127.0.0.1 (``browser_support``). Headless Chromium opens it at 1920 x 1080 (a projector, the browser
in full screen) and at 1280 x 720, runs all cells and checks that

1. the view says "Question 1 of 3" and the first question's prompt; its board picture is 1040 px
   wide (twice the lessons' 520); the question and the three buttons are inside the window, and
   every text in the view is at least 20 px;
2. the Reveal button shows the answer ("The answer: 8/5 6/5."), and the keys work right after that
   click, with the pointer moved away: ArrowRight draws the answer's first move, Space the second
   (the picture changes each time) -- the click gave the focus back to the board;
3. PageDown goes to question 2 ("Question 2 of 3", its prompt, no answer shown), PageUp back to
   question 1 (its answer hidden again), and the Next button to question 2 without revealing.

Every wait is for a selector or a text, never a fixed sleep.
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


SIZES = [(1920, 1080), (1280, 720)]

# every element with text of its own in the view, and its computed font size in CSS pixels
FONT_SIZES = """view => [...view.querySelectorAll("*")]
    .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => [e.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(e).fontSize)])"""


def _inside(box, width, height):
    return (
        box is not None
        and box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= width
        and (box["y"] + box["height"] <= height)
    )


def _changed(img, before, what):
    deadline = time.monotonic() + 20
    while img.get_attribute("src") == before:
        assert time.monotonic() < deadline, f"{what}: the picture did not change (no move drawn)"
        time.sleep(0.05)
    return img.get_attribute("src")


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_reveal_by_button_and_next_question_by_keyboard(lab, width, height):
    server, shots = lab
    step = "open and run the notebook"
    timings = {}
    name = f"{width}x{height}"
    with chromium(server.env, width=width, height=height) as browser:
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

            step = "the question and the buttons in view, every text 20 px or more"
            view.scroll_into_view_if_needed()
            page.wait_for_timeout(300)  # the scroll settles (layout only; nothing is awaited from the kernel)
            buttons = [view.get_by_role("button", name=n) for n in ("◀ Previous", "Reveal", "Next ▶")]
            for part in (text, *buttons):
                assert _inside(part.bounding_box(), width, height), (part, part.bounding_box(), name)
            board = img.bounding_box()
            assert board is not None and buttons[1].bounding_box()["x"] > board["x"] + board["width"] - 1, (
                "the buttons stand beside the board, not below it"
            )
            sizes = view.evaluate(FONT_SIZES)
            assert sizes and all(px >= 20 for _, px in sizes), sizes
            view.screenshot(path=str(shots / f"{name}-01-question.png"))

            step = "Reveal, then the keys with the pointer away: the click gave the focus back to the board"
            buttons[1].click()
            poll(text, ":scope", lambda t: "The answer: 8/5 6/5." in t, timeout=20)
            page.mouse.move(1, 1)
            page.wait_for_function("e => document.activeElement === e", arg=img.element_handle(), timeout=20_000)
            pictures = [img.get_attribute("src")]
            for key in ("ArrowRight", "Space"):
                page.keyboard.press(key)
                pictures.append(_changed(img, pictures[-1], key))
                assert "Question 1 of 3" in (text.text_content() or "")
            view.screenshot(path=str(shots / f"{name}-02-revealed.png"))
            page.keyboard.press("PageDown")
            shown = poll(text, ":scope", lambda t: "Question 2 of 3" in t, timeout=20)
            assert "White rolled 6-5. Run a back checker." in shown and "The answer" not in shown, shown
            assert img.evaluate("e => e.naturalWidth") == 1040

            step = "PageUp goes back; Next moves on without revealing"
            page.keyboard.press("PageUp")
            shown = poll(text, ":scope", lambda t: "Question 1 of 3" in t, timeout=20)
            assert "The answer" not in shown, shown  # the question before, its answer hidden again
            buttons[2].click()
            shown = poll(text, ":scope", lambda t: "Question 2 of 3" in t, timeout=20)
            assert "The answer" not in shown, shown
            page.wait_for_function("e => document.activeElement === e", arg=img.element_handle(), timeout=20_000)
            page.keyboard.press("ArrowRight")  # and the keys still work after that click
            poll(text, ":scope", lambda t: "The answer: 24/13." in t, timeout=20)
            timings["reveal + keys"] = time.monotonic() - t1
            view.screenshot(path=str(shots / f"{name}-03-question-2.png"))
        except Exception:
            page.screenshot(path=str(shots / f"{name}-failure.png"))
            print(f"presenter browser test failed at step {step!r}; screenshots in {shots}; timings {timings}")
            raise
    print("presenter browser timings (s):", {k: round(v, 2) for k, v in timings.items()}, "screenshots:", shots)

"""Browser test: the clickable board in a real JupyterLab, driven by headless Chromium.

It writes a small notebook into a scratch folder, starts JupyterLab on 127.0.0.1 with a token and
scratch JUPYTER_* / IPYTHONDIR / MPLCONFIGDIR folders (recipe: docs/jupyter-recipe.md, section 9),
opens the notebook, runs all cells, then

1. with the mouse: clicks the checker on White's 8-point and the 5-point on the board picture, and
   checks that the kernel's board made 8/5 (and the picture changed);
2. without the mouse: presses Undo all, types ``8/5 6/5`` into the notation box, presses Enter,
   then Done, and checks the position is the one the rules engine gives for that play;
3. with the keyboard over the picture (ipyevents focuses it on hover): Tab, Enter on Black's turn.

The server is stopped by its PID. Needs Debian's /usr/bin/chromium and the playwright package
(never ``playwright install``); skipped with the reason otherwise. Screenshots go to a temporary
folder (or $BGLEARN_SCREENSHOTS), and their paths are printed on failure.
"""

from __future__ import annotations

import json
import time

import pytest
from browser_support import chromium, jupyter_lab, open_notebook, poll, require_browser, run_all, screenshots_dir

pytestmark = pytest.mark.browser
require_browser()

import bglearn as bg  # noqa: E402

NOTEBOOK_CELLS = [
    """import bglearn as bg
import ipywidgets as widgets

board = bg.BoardWidget(bg.Position.start(), dice=(3, 1), seed=4, orientation="auto")
state = widgets.HTML()
state.add_class("bg-state")


def show_state(*_):
    state.value = (f"moves=[{board.moves}] selected={board.selected} turns={board.turns} "
                   f"on_roll={board.position.on_roll} id={board.position.position_id()} cursor={board._cursor} "
                   f"view={board.view_orientation} movable={list(board.movable_points)}")


board._image.observe(show_state, names="value")
board.observe(show_state, names=["message", "turns"])
show_state()
widgets.VBox([board, state])""",
]


def _write_notebook(path):
    nb = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [], "source": src}
            for i, src in enumerate(NOTEBOOK_CELLS)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, indent=1))


@pytest.fixture(scope="module")
def lab():
    """A running JupyterLab on loopback serving the test notebook: yields (Lab, shots_dir)."""
    with jupyter_lab(lambda work: _write_notebook(work / "board_test.ipynb")) as server:
        yield server, screenshots_dir()


def test_click_a_checker_and_a_spot_then_play_without_the_mouse(lab, request):
    server, shots = lab
    # pixel positions from the same geometry the kernel uses
    geometry = bg.BoardWidget(bg.Position.start(), dice=(3, 1))
    natural_w, natural_h = geometry._get_painter().size
    expected = bg.parse_play(bg.Position.start(), (3, 1), "8/5 6/5").result
    timings = {}
    with chromium(server.env) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        step = "open"
        try:
            t0 = time.monotonic()
            open_notebook(page, server.url("board_test.ipynb"))
            step = "run all"
            img = page.locator("img.bg-image")
            run_all(page, shots, img)
            poll(page, ".bg-state", lambda t: "moves=[]" in t and "turns=0" in t, timeout=90)
            timings["open + run all"] = time.monotonic() - t0
            page.screenshot(path=str(shots / "01-ready.png"))

            def click_point(point):
                box = img.bounding_box()
                x, y = geometry.pixel_of(point)
                page.mouse.click(box["x"] + x * box["width"] / natural_w, box["y"] + y * box["height"] / natural_h)

            step = "mouse: select 8"
            src0 = img.get_attribute("src")
            t1 = time.monotonic()
            click_point(8)
            poll(page, ".bg-state", lambda t: "selected=8" in t)
            timings["click -> kernel state"] = time.monotonic() - t1
            deadline = time.monotonic() + 30
            while img.get_attribute("src") == src0 and time.monotonic() < deadline:
                time.sleep(0.02)
            timings["click -> new picture"] = time.monotonic() - t1
            assert img.get_attribute("src") != src0, "the picture did not change after the click"
            page.screenshot(path=str(shots / "02-selected.png"))
            step = "mouse: move to 5"
            click_point(5)
            text = poll(page, ".bg-state", lambda t: "moves=[8/5]" in t)
            assert "selected=None" in text
            page.screenshot(path=str(shots / "03-moved.png"))

            step = "no mouse: undo all, notation, done"
            page.locator("button.bg-undo-all").click()
            poll(page, ".bg-state", lambda t: "moves=[]" in t)
            box = page.locator(".bg-notation input")
            box.fill("8/5 6/5")
            box.press("Enter")
            poll(page, ".bg-state", lambda t: "moves=[8/5 6/5]" in t or "moves=[6/5 8/5]" in t)
            page.locator("button.bg-done").click()
            text = poll(page, ".bg-state", lambda t: "turns=1" in t)
            assert f"id={expected.position_id()}" in text and "on_roll=1" in text, text
            # the message label is a separate widget: its update may arrive just after the state's
            poll(page, ".bg-message", lambda t: "White played 8/5 6/5" in t)
            page.screenshot(path=str(shots / "04-done.png"))

            step = "no mouse: roll button and play list"
            page.locator("button.bg-roll").click()
            poll(page, ".bg-plays select", lambda t: "/" in t)
            options = page.locator(".bg-plays select option").all_text_contents()
            page.locator(".bg-plays select").select_option(label=options[1])
            poll(page, ".bg-state", lambda t: "moves=[]" not in t)

            step = "keyboard over the picture"
            page.locator("button.bg-undo-all").click()
            poll(page, ".bg-state", lambda t: "moves=[]" in t)
            # ipyevents listens to keys while the pointer is over the picture (it focuses it on
            # mouseenter); enter it afresh before each try
            for attempt in range(3):
                page.mouse.move(2, 2)
                img.scroll_into_view_if_needed()
                img.hover()
                time.sleep(0.3 + attempt)
                page.keyboard.press("Tab")
                try:
                    poll(page, ".bg-state", lambda t: "cursor=None" not in t, timeout=10 if attempt < 2 else 30)
                    break
                except AssertionError:
                    page.screenshot(path=str(shots / f"keyboard-attempt-{attempt}.png"))
            else:
                raise AssertionError("Tab with the pointer over the picture never moved the board's focus")
            page.keyboard.press("Enter")
            poll(page, ".bg-state", lambda t: "selected=None" not in t, timeout=20)
            page.screenshot(path=str(shots / "05-keyboard.png"))

            step = "narrow screen: the board turns to portrait and still takes clicks"
            page.mouse.move(5, 300)  # leave the picture (keys go back to Lab)
            page.locator(".jp-Cell .jp-InputPrompt").first.click()
            page.keyboard.press("Control+b")  # hide the file browser
            page.set_viewport_size({"width": 420, "height": 1000})
            time.sleep(0.5)
            for attempt in range(3):
                box_img = img.bounding_box()
                page.mouse.move(box_img["x"] + 5, box_img["y"] - 30)
                page.mouse.move(box_img["x"] + 10, box_img["y"] + 10, steps=3)
                try:
                    text = poll(page, ".bg-state", lambda t: "view=portrait" in t, timeout=10 if attempt < 2 else 30)
                    break
                except AssertionError:
                    page.screenshot(path=str(shots / f"narrow-attempt-{attempt}.png"))
            else:
                raise AssertionError("the board did not turn to portrait on a narrow screen")
            import re

            movable = [int(x) for x in re.search(r"movable=\[([^\]]*)\]", text).group(1).split(",") if x.strip()]
            selected = re.search(r"selected=(\w+)", text).group(1)
            point = next(q for q in movable if str(q) != selected)
            portrait = bg.BoardWidget(
                bg.Position.start(bg.BLACK), dice=(3, 1), orientation="portrait", perspective=bg.WHITE
            )
            pw, ph = portrait._get_painter().size
            time.sleep(0.3)
            img.scroll_into_view_if_needed()
            box_img = img.bounding_box()
            x, y = portrait.pixel_of(point)
            page.mouse.click(box_img["x"] + x * box_img["width"] / pw, box_img["y"] + y * box_img["height"] / ph)
            poll(page, ".bg-state", lambda t: f"selected={point} " in t, timeout=30)
            page.screenshot(path=str(shots / "06-portrait.png"))
        except Exception:
            page.screenshot(path=str(shots / "failure.png"))
            print(f"browser test failed at step {step!r}; screenshots in {shots}")
            raise
    print("browser timings (s):", {k: round(v, 2) for k, v in timings.items()})
    assert timings["click -> kernel state"] < 10

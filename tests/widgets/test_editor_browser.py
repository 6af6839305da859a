"""Browser test: the position editor (``bg.PositionEditor()``) in a real JupyterLab, set up by clicks.

A notebook showing an empty editor is served by JupyterLab on 127.0.0.1 (``browser_support``).
Headless Chromium opens it at 1920 x 1080 and at 1280 x 720, runs all cells, then clicks the
board picture where White's 6-point is (three times) and, with Black chosen, Black's 1-point
(twice). The clicks reach the editor through its board view (no ipyevents): the line under the
board then says the position is legal and shows its XGID, which must be the XGID bglearn writes for
that position (the other checkers borne off). The dice control's label reads "not rolled" whole,
and choosing "3-1" puts the roll into the XGID.

Every wait is for a selector or a text, never a fixed sleep.
"""

from __future__ import annotations

import nbformat
import pytest
from browser_support import chromium, jupyter_lab, open_notebook, poll, require_browser, run_all, screenshots_dir

import bglearn as bg
from bglearn.draw.painter import BoardPainter

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

NOTEBOOK = "editor.ipynb"
SIZES = [(1920, 1080), (1280, 720)]
WANT = bg.Position.from_points(white={6: 3}, black={1: 2})


def _write_notebook(work):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import bglearn as bg\neditor = bg.PositionEditor()\neditor")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, work / NOTEBOOK)


@pytest.fixture(scope="module")
def lab():
    with jupyter_lab(_write_notebook, prefix="bglearn-editor-") as server:
        yield server, screenshots_dir("bglearn-editor-shots-")


def _click_point(img, point):
    """Click the picture where ``point`` (White's numbering) is drawn, scaled to the picture's size on the page."""
    box = img.bounding_box()
    natural = img.evaluate("e => [e.naturalWidth, e.naturalHeight]")
    px, py = BoardPainter().point_to_pixel(point, bg.WHITE)
    img.click(position={"x": px * box["width"] / natural[0], "y": py * box["height"] / natural[1]})


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_checkers_placed_by_clicks_give_the_xgid(lab, width, height):
    server, shots = lab
    name = f"{width}x{height}"
    step = "open and run the notebook"
    with chromium(server.env, width=width, height=height) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        try:
            open_notebook(page, server.url(NOTEBOOK))
            editor = page.locator(".bglearn-editor")
            run_all(page, shots, editor)
            line = editor.locator(".widget-html").last
            poll(line, ":scope", lambda t: "no checker is on the board yet" in t, timeout=30)
            img = editor.locator("img").first
            page.wait_for_function("e => e.complete && e.naturalWidth > 0", arg=img.element_handle())
            img.scroll_into_view_if_needed()

            step = "the dice control reads whole"
            dice = editor.locator("select").nth(1)
            label = dice.evaluate("e => e.options[e.selectedIndex].text").replace("\xa0", " ")
            # the label's width in the select's own font, and the room it has beside the drop-down arrow
            text_px, room_px = dice.evaluate(
                """e => { const c = document.createElement("canvas").getContext("2d");
                          c.font = getComputedStyle(e).font;
                          return [c.measureText(e.options[e.selectedIndex].text).width, e.clientWidth - 24]; }"""
            )
            assert label == "not rolled" and text_px <= room_px, (label, text_px, room_px)

            step = "click White's 6-point three times"
            for _ in range(3):
                before = img.get_attribute("src")
                _click_point(img, 6)
                page.wait_for_function("([e, s]) => e.getAttribute('src') !== s", arg=[img.element_handle(), before])
            step = "choose Black, click Black's 1-point (White's 24) twice"
            editor.get_by_role("button", name="Black").click()
            for _ in range(2):
                before = img.get_attribute("src")
                _click_point(img, 24)
                page.wait_for_function("([e, s]) => e.getAttribute('src') !== s", arg=[img.element_handle(), before])
            shown = poll(line, ":scope", lambda t: "Legal." in t, timeout=20)
            assert WANT.xgid() in shown, (shown, WANT.xgid())
            editor.screenshot(path=str(shots / f"{name}-01-placed.png"))

            step = "choose the roll 3-1"
            dice.select_option(label="3-1")
            want = WANT.xgid().split(":")
            want[4] = "31"
            poll(line, ":scope", lambda t: ":".join(want) in t, timeout=20)
            editor.screenshot(path=str(shots / f"{name}-02-rolled.png"))
        except Exception:
            page.screenshot(path=str(shots / f"{name}-failure.png"))
            print(f"editor browser test failed at step {step!r}; screenshots in {shots}")
            raise

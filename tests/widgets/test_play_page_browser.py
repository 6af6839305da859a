"""Browser tests of the play page as served with the repository's ``voila.json`` (issue 23, items 7 and 8).

1. At 1280x800 the board and the turn's buttons (Roll; then Undo, Done, Hint) are in view without
   scrolling: the instructions are folded under "How to play" (bounding boxes measured in the page).
2. Kernels: seven pages opened and closed leave their kernels (the page's shutdown request is refused,
   Voila issue #1458) until ``voila.json``'s culling shuts them down; with the timeouts shortened on
   Voila's command line, at most one idle kernel (the preheated one) remains, and the kernel of a page
   still open is not culled.
3. Binder's route (``/voila/render/...``, the server extension in a Jupyter server started where
   ``voila.json`` is) still renders the page, and the Jupyter server's own kernels are not culled by it.
"""

from __future__ import annotations

import json
import time
import urllib.request

import pytest
from browser_support import ROOT, chromium, jupyter_lab, kernels_of, poll, require_browser, screenshots_dir
from browser_support import voila as voila_server

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

PLAY = ROOT / "lessons" / "play.ipynb"
CONFIG = ROOT / "voila.json"
WIDTH, HEIGHT = 1280, 800
BOARD = ".bg-match-app img.bg-image"


def _box(page, selector):
    """(top, bottom) of the first visible element of ``selector`` in the viewport, or None."""
    return page.evaluate(
        """s => { const e = [...document.querySelectorAll(s)].find(e => e.offsetParent !== null);
                  if (!e) return null; const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }""",
        selector,
    )


def _in_view(page, selectors):
    assert page.evaluate("window.scrollY") == 0, "the page has scrolled"
    boxes = {s: _box(page, s) for s in selectors}
    for s, box in boxes.items():
        assert box is not None, f"{s} is not shown"
        assert 0 <= box[0] and box[1] <= HEIGHT, f"{s} spans {box}: not within the {HEIGHT}-pixel window"
    return boxes


def _wait_board(page, timeout=90_000):
    page.wait_for_function(
        f"() => {{ const i = document.querySelector('{BOARD}'); return !!i && i.naturalWidth > 0; }}", timeout=timeout
    )


def test_board_and_turn_buttons_are_in_view_at_1280x800():
    shots = screenshots_dir()
    with voila_server(PLAY, config=CONFIG) as server, chromium(server.env, WIDTH, HEIGHT) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        page.goto(server.url)
        _wait_board(page)
        app = page.locator(".bg-match-app")
        details = page.locator("details").first
        assert details.evaluate("d => d.open") is False, "the instructions are folded"
        assert "How to play" in (details.locator("summary").text_content() or "")
        text = ""
        for _ in range(10):  # New match until the computer starts: then my turn begins with Roll
            old = app.locator(".bg-turn").first.text_content() or ""
            app.locator("button.bg-new-match").click()
            try:  # (the same text again, the same opening roll, is the only way it does not change)
                text = poll(app, ".bg-turn", lambda t, old=old: t != old and "Your turn" in t, timeout=30)
            except AssertionError:
                text = app.locator(".bg-turn").first.text_content() or ""
            if "press Roll" in text:
                break
        assert "press Roll" in text, text
        app.locator("button.bg-app-roll").wait_for(state="visible", timeout=30_000)
        before = _in_view(page, [BOARD, "button.bg-app-roll"])
        page.screenshot(path=str(shots / "layout-before-roll.png"))
        for _ in range(10):  # Roll (again after a roll that cannot move) until the board holds my play
            app.locator("button.bg-app-roll").click()
            text = poll(app, ".bg-turn", lambda t, old=text: t != old, timeout=60)
            if "Your turn: play" in text:
                break
        assert "Your turn: play" in text, text
        app.locator("button.bg-hint").wait_for(state="visible")
        playing = _in_view(page, [BOARD, "button.bg-undo", "button.bg-done", "button.bg-hint"])
        page.screenshot(path=str(shots / "layout-playing.png"))
        print("boxes (top, bottom) in px:", before, playing)
        # the instructions unfold on a click
        details.locator("summary").click()
        page.get_by_text("Click one of your checkers").first.wait_for(state="visible")


def test_closed_pages_kernels_are_culled_and_an_open_pages_is_kept():
    # voila.json's culling with its timeouts shortened on the command line (the file's: 600 s and 60 s)
    args = ("--MappingKernelManager.cull_idle_timeout=6", "--MappingKernelManager.cull_interval=2")
    with voila_server(PLAY, config=CONFIG, args=args) as server, chromium(server.env, WIDTH, HEIGHT) as browser:
        for _ in range(7):
            page = browser.new_page()
            page.goto(server.url)
            _wait_board(page)
            page.close()
        kept = browser.new_page()  # a page left open, idle while its player thinks
        kept.goto(server.url)
        _wait_board(kept)
        log = server.log.read_text()
        assert "Culling kernels with idle durations > 6 seconds" in log, log[-2000:]
        assert "pool of play.ipynb is filled" in log, "voila.json preheats the play page's kernel"
        deadline = time.monotonic() + 120  # (6 s idle + 2 s between checks, and a busy machine)
        while time.monotonic() < deadline:
            kernels = kernels_of(server.pid)
            culled = server.log.read_text().count("Culling '")
            if culled >= 7 and len(kernels) <= 2:
                break
            time.sleep(1)
        # left: the open page's kernel and at most one idle one (the preheated kernel for the next visitor)
        assert culled == 7 and len(kernels) <= 2, (culled, kernels, server.log.read_text()[-3000:])
        time.sleep(8)  # longer than the idle timeout: the open page's kernel is still there, and answers
        assert server.log.read_text().count("Culling '") == 7
        kept.locator(".bg-match-app button.bg-new-match").click()
        poll(kept.locator(".bg-match-app"), ".bg-turn", lambda t: "Game 1" in t, timeout=60)


def test_binders_voila_route_renders_and_culls_no_server_kernel():
    def fill(work):
        (work / PLAY.name).write_bytes(PLAY.read_bytes())
        config = json.loads(CONFIG.read_text())
        config["MappingKernelManager"] = {"cull_idle_timeout": 2, "cull_interval": 1}  # would cull at once
        (work / "voila.json").write_text(json.dumps(config))

    with jupyter_lab(fill, prefix="bglearn-binder-route-") as lab:

        def call(path, method="GET"):
            sep = "&" if "?" in path else "?"
            request = urllib.request.Request(f"{lab.base}{path}{sep}token={lab.token}", method=method)
            with urllib.request.urlopen(request, data=b"{}" if method == "POST" else None, timeout=120) as r:
                return r.status, r.read().decode("utf-8", errors="replace")

        status, body = call("/api/kernels", "POST")  # a learner's lesson kernel
        lesson_kernel = json.loads(body)["id"]
        status, page = call(f"/voila/render/{PLAY.name}")
        assert status == 200 and "application/vnd.jupyter.widget-view+json" in page and "Traceback" not in page
        time.sleep(5)  # longer than the voila.json's idle timeout above
        _, listing = call("/api/kernels")
        assert lesson_kernel in [k["id"] for k in json.loads(listing)], "the server's kernels are not culled"
        assert "Culling" not in lab.log.read_text()

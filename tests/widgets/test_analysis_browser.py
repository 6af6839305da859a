"""Browser test: "Analyse match" in the Voila app page (lessons/play.ipynb).

Headless Chromium loads a short real match record (tests/play/data/short_match.mat) through the
page's Load button, presses Analyse match, sees the progress bar and both players' figures, chooses
a play mistake from the list (its two pictures: the play made, the best play), presses Try it again,
plays the best play by clicking the panel's board, presses Done and reads the verdict. Screenshots
(``analysis-*.png``) go to $BGLEARN_SCREENSHOTS or a temporary folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_support import ROOT, chromium, poll, require_browser, screenshots_dir
from browser_support import voila as voila_server

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

import bglearn as bg  # noqa: E402

NOTEBOOK = ROOT / "lessons" / "play.ipynb"
SHORT = Path(__file__).parents[1] / "play" / "data" / "short_match.mat"


def _click(page, img, geometry, point):
    box = img.bounding_box()
    natural_w, natural_h = geometry._get_painter().size
    x, y = geometry.pixel_of(point)
    page.mouse.click(box["x"] + x * box["width"] / natural_w, box["y"] + y * box["height"] / natural_h)


def test_analyse_a_loaded_match_and_try_a_mistake_again():
    pytest.importorskip("bgsage")
    shots = screenshots_dir(prefix="bglearn-analysis-shots-")
    print(f"screenshots: {shots}")
    review = bg.review_match(bg.read_mat(SHORT.read_bytes()))
    mistakes = sorted((m for p in review.players for m in p.mistakes), key=lambda m: -m.loss)
    index, mistake = next((i, m) for i, m in enumerate(mistakes) if m.kind == "play" and m.side == bg.WHITE)
    with voila_server(NOTEBOOK) as server, chromium(server.env) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        page.goto(server.url)
        app = page.locator(".bg-match-app")
        app.wait_for(timeout=90_000)
        with page.expect_file_chooser() as chooser:
            app.locator("button.bg-load").click()
        chooser.value.set_files(str(SHORT))
        panel = app.locator(".bg-analysis")
        panel.locator("button.bg-analyse").click()
        summary = poll(panel, ".bg-analysis-summary", lambda t: "Rating" in t, timeout=120)
        assert "lasse" in summary and "yeah" in summary and review.players[1].rating in summary, summary
        assert panel.locator(".bg-analysis-progress").count() == 1
        page.screenshot(path=str(shots / "analysis-figures.png"), full_page=True)

        panel.locator(".bg-analysis-mistakes select").select_option(index=index)
        panel.locator("button.bg-try-again").wait_for(state="visible", timeout=30_000)
        assert panel.locator("img").count() >= 2  # the play made and the best play
        page.screenshot(path=str(shots / "analysis-mistake.png"), full_page=True)

        panel.locator("button.bg-try-again").click()
        board = panel.locator(".bg-board").first
        board.wait_for(state="visible", timeout=30_000)
        img = board.locator("img.bg-image")
        geometry = bg.BoardWidget(mistake.position, perspective=mistake.side)
        poll(board, ".bg-message", lambda t: "play" in t.lower(), timeout=30)
        natural = img.evaluate("e => [e.naturalWidth, e.naturalHeight]")
        assert tuple(natural) == geometry._get_painter().size, natural
        for n, move in enumerate(mistake.best_play.moves, start=1):
            _click(page, img, geometry, move.from_point)
            poll(board, ".bg-message", lambda t: "selected" in t, timeout=20)
            _click(page, img, geometry, move.to_point)
            poll(board, ".bg-message", lambda t, n=n: "Moved" in t or "complete" in t, timeout=20)
        board.locator("button.bg-done").click()
        verdict = poll(panel, ".bg-analysis-verdict", lambda t: "Your" in t, timeout=60)
        assert "about as good as the best" in verdict, verdict
        page.screenshot(path=str(shots / "analysis-tried.png"), full_page=True)
        assert page.locator("text=Traceback").count() == 0

"""Browser test: lessons/play.ipynb as an app page in Voila, and as a notebook in JupyterLab.

Voila serves a copy of the notebook on 127.0.0.1 (``browser_support.voila``, stopped by its PID);
headless Chromium opens it and, through the page only:

1. chooses a 3-point match against ``expert`` (bgsage) and presses New match (the computer plays first
   if it wins the opening roll);
2. rolls and plays a whole turn by clicking the board (the play is read from the XGID the page shows,
   the clicks land where a BoardWidget drawn the same way puts the points), presses Done and sees the
   computer answer in notation; How did I do? judges that play in GNU Backgammon's marks;
3. asks Hint before a roll (the cube action with its equities), doubles and sees the computer take or
   drop, and How did I do? judges the double;
4. resigns a backgammon (the computer accepts);
5. saves the match (the download is a .mat that bglearn reads back) and loads it again: the replay
   panel steps forward and back;
6. the page at a phone's width (360 px) shows the board upright.

Then JupyterLab opens the notebook and runs it: the app renders without an error. Screenshots
(``app-*.png``) go to $BGLEARN_SCREENSHOTS or a temporary folder; its path is printed.
"""

from __future__ import annotations

import time

import pytest
from browser_support import ROOT, chromium, jupyter_lab, open_notebook, poll, require_browser, screenshots_dir
from browser_support import voila as voila_server

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

import bglearn as bg  # noqa: E402

NOTEBOOK = ROOT / "lessons" / "play.ipynb"


def _turn(app):
    return app.locator(".bg-turn").first.text_content() or ""


def _wait_turn(app, want, timeout=60):
    return poll(app, ".bg-turn", want, timeout=timeout)


def _state(app):
    """The XGID the page shows: the position, the dice (or None), the score."""
    text = app.locator(".bg-ids").first.text_content() or ""
    return bg.parse_xgid(text.split("XGID=")[1].strip())


def _roll_until_my_play(app, shots):
    """Press Roll (again after a roll that cannot move) until the board holds my turn."""
    for _ in range(10):
        text = _wait_turn(app, lambda t: "Your turn" in t or "wins" in t)
        if "Your turn: play" in text:
            return text
        assert "press Roll" in text, text
        app.locator("button.bg-app-roll").click()
        _wait_turn(app, lambda t, old=text: t != old)
    raise AssertionError(f"never had a play to make: {_turn(app)!r}")


def _click(page, img, geometry, point):
    box = img.bounding_box()
    natural_w, natural_h = geometry._get_painter().size
    x, y = geometry.pixel_of(point)
    page.mouse.click(box["x"] + x * box["width"] / natural_w, box["y"] + y * box["height"] / natural_h)


def _play_turn_by_clicks(page, app, geometry, shots):
    record = _state(app)
    dice = (int(record.dice[0]), int(record.dice[1]))
    play = bg.legal_plays(record.position, dice)[0]
    board = app.locator(".bg-board").first
    img = board.locator("img.bg-image")
    natural = img.evaluate("e => [e.naturalWidth, e.naturalHeight]")
    assert tuple(natural) == geometry._get_painter().size, natural
    for n, move in enumerate(play.moves, start=1):
        _click(page, img, geometry, move.from_point)
        poll(board, ".bg-message", lambda t: "selected" in t, timeout=20)
        _click(page, img, geometry, move.to_point)
        poll(board, ".bg-message", lambda t, n=n: "Moved" in t or "complete" in t, timeout=20)
    page.screenshot(path=str(shots / "app-my-play.png"))
    board.locator("button.bg-done").click()
    return play


def test_play_a_match_in_voila_and_open_it_in_lab(tmp_path):
    shots = screenshots_dir()
    print(f"screenshots: {shots}")
    timings = {}
    t0 = time.monotonic()
    geometry = bg.BoardWidget(bg.Position.start())  # White on roll, seen from White, landscape
    with voila_server(NOTEBOOK) as server, chromium(server.env) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        page.goto(server.url)
        app = page.locator(".bg-match-app")
        app.wait_for(timeout=90_000)
        assert "import MatchApp" not in page.inner_text("body"), "Voila shows no code"
        timings["open in Voila"] = time.monotonic() - t0

        # 1. a 3-point match
        app.locator(".bg-length select").select_option(label="3-point match")
        app.locator(".bg-level select").select_option("expert")
        app.locator("button.bg-new-match").click()
        _wait_turn(app, lambda t: "Your turn" in t)
        poll(app, ".bg-score", lambda t: "Match to 3" in t, timeout=20)
        page.screenshot(path=str(shots / "app-start.png"))

        # 2. roll, ask Hint (the engine's ranked plays), play by clicking, the computer answers
        _roll_until_my_play(app, shots)
        clicked = time.monotonic()
        app.locator("button.bg-hint").click()
        hint = poll(app, ".bg-info", lambda t: "is best" in t or "no move" in t, timeout=30)
        hint_ms = 1000 * (time.monotonic() - clicked)  # click to words on the page (polled every 50 ms)
        assert "Hint:" in hint, hint
        play = _play_turn_by_clicks(page, app, geometry, shots)
        text = _wait_turn(
            app, lambda t: "computer rolled" in t and ("Your turn" in t or "wins" in t) or "take or drop" in t
        )
        record = app.locator(".bg-record textarea")
        deadline = time.monotonic() + 20
        while str(play) not in record.input_value() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert str(play) in record.input_value(), (play, record.input_value())
        page.screenshot(path=str(shots / "app-computer-answered.png"))
        marks = ("about as good as the best", "a small slip", "an inaccuracy", "an error", "a blunder")
        app.locator("button.bg-judge").click()
        verdict = poll(app, ".bg-info", lambda t: f"Your {play}:" in t, timeout=30)
        assert any(m in verdict for m in marks), verdict
        timings["a turn each"] = time.monotonic() - t0

        # 3. double: the computer takes or drops (should it double first, I take: the cube is shown too)
        if "take or drop" in text:
            app.locator("button.bg-take").click()
            text = _wait_turn(app, lambda t: "You take" in t)
            took = True
        else:
            text = _wait_turn(app, lambda t: "press Roll or Double" in t or "wins" in t)
            assert "press Roll or Double" in text, text
            app.locator("button.bg-hint").click()
            hint = poll(app, ".bg-info", lambda t: "Hint:" in t, timeout=30)
            assert "Not doubling is worth" in hint and "no double" in hint, hint  # early: no double
            app.locator("button.bg-double").click()
            text = _wait_turn(app, lambda t: "takes" in t or "drops" in t)
            took = "takes" in text
            app.locator("button.bg-judge").click()
            verdict = poll(app, ".bg-info", lambda t: "Your double:" in t, timeout=30)
            assert any(m in verdict for m in marks[1:]), verdict  # an early double: a judged mistake
        page.screenshot(path=str(shots / "app-double.png"))
        if not took:  # the game is over: 1 point to me; the next game
            app.locator("button.bg-next-game").click()
            _wait_turn(app, lambda t: "Your turn" in t)

        # 4. resign a backgammon: accepted, the game (and here the match) is over
        app.locator(".bg-resign-kind select").select_option("backgammon")
        app.locator("button.bg-resign").click()
        text = _wait_turn(app, lambda t: "accepts" in t)
        assert "wins a backgammon" in text, text
        timings["double + resign"] = time.monotonic() - t0

        # 5. save, read back, load and step
        with page.expect_download() as info:
            app.locator("a.bg-save-link").click()
        saved = tmp_path / "saved.mat"
        info.value.save_as(saved)
        rec = bg.read_mat(saved.read_text())
        assert rec.length == 3 and len(rec.games) == (1 if took else 2)
        assert str(play).split()[0].split("/")[0] in saved.read_text()
        with page.expect_file_chooser() as chooser:
            app.locator("button.bg-load").click()
        chooser.value.set_files(str(saved))
        replay = app.locator(".bg-replay")
        poll(replay, ".bg-replay-where", lambda t: t.startswith("step 1 /"), timeout=30)
        replay.locator("button.bg-replay-forward").click()
        poll(replay, ".bg-replay-where", lambda t: t.startswith("step 2 /"), timeout=30)
        assert " roll" in (replay.locator(".bg-replay-caption").text_content() or "")
        replay.locator("button.bg-replay-forward").click()
        poll(replay, ".bg-replay-where", lambda t: t.startswith("step 3 /"), timeout=30)
        replay.locator("button.bg-replay-back").click()
        poll(replay, ".bg-replay-where", lambda t: t.startswith("step 2 /"), timeout=30)
        replay.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "app-replay.png"))
        assert page.locator("text=Traceback").count() == 0
        timings["save + load"] = time.monotonic() - t0

        # 6. a phone held upright: the board turns portrait
        page.set_viewport_size({"width": 360, "height": 780})
        img = app.locator(".bg-board").first.locator("img.bg-image")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            w, h = img.evaluate("e => [e.naturalWidth, e.naturalHeight]")
            if h > w:
                break
            time.sleep(0.1)
        assert h > w, (w, h)
        page.screenshot(path=str(shots / "app-phone.png"), full_page=True)

    # the same notebook in JupyterLab renders the app
    t1 = time.monotonic()

    def fill(work):
        (work / NOTEBOOK.name).write_bytes(NOTEBOOK.read_bytes())

    with jupyter_lab(fill, prefix="bglearn-play-lab-") as lab, chromium(lab.env) as browser:
        page = browser.pages[0] if browser.pages else browser.new_page()
        open_notebook(page, lab.url(NOTEBOOK.name))
        # (the app's cell hides its input, so it shows no prompt for run_all to wait for: wait for the app)
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).first.click()
        page.locator(".bg-match-app button.bg-new-match").wait_for(state="visible", timeout=90_000)
        page.screenshot(path=str(shots / "app-lab.png"))
        assert page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]').count() == 0
    timings["JupyterLab"] = time.monotonic() - t1
    print("timings (s, cumulative in Voila):", {k: round(v, 1) for k, v in timings.items()})
    print(f"Hint in the browser: {hint_ms:.0f} ms from the click to its words")

"""Browser test: the clickable board in a real JupyterLab, driven by headless Chromium.

It writes a small notebook into a scratch folder, starts JupyterLab on 127.0.0.1 with a token and
scratch JUPYTER_* / IPYTHONDIR / MPLCONFIGDIR folders (recipe: docs/jupyter-recipe.md, section 9),
opens the notebook, runs all cells, then

1. with the mouse: clicks the checker on White's 8-point and the 5-point on the board picture, and
   checks that the kernel's board made 8/5 (and the picture changed);
2. without the mouse: presses Undo all, types ``8/5 6/5`` into the notation box, presses Enter,
   then Done, and checks the position is the one the rules engine gives for that play;
3. with the keyboard alone: Shift+Tab from the Flip button onto the picture, an arrow key, Enter
   on Black's turn (the pointer far from the picture).

The server is stopped by its PID. Needs Debian's /usr/bin/chromium and the playwright package
(never ``playwright install``); skipped with the reason otherwise. Screenshots go to a temporary
folder (or $BGLEARN_SCREENSHOTS), and their paths are printed on failure.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 90_000

if not Path(CHROMIUM).exists():
    pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)", allow_module_level=True)
try:
    from playwright.sync_api import sync_playwright
except ImportError:
    pytest.skip(
        "the playwright package is missing (pip install playwright; no 'playwright install')", allow_module_level=True
    )
try:
    import ipyevents  # noqa: F401
    import jupyterlab  # noqa: F401
except ImportError as exc:
    pytest.skip(f"{exc.name} is missing: the browser test needs jupyterlab and ipyevents", allow_module_level=True)

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


def _free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


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


def _lab_settings(settings_dir):
    notes = settings_dir / "@jupyterlab" / "apputils-extension"
    notes.mkdir(parents=True, exist_ok=True)
    (notes / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    tracker = settings_dir / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True, exist_ok=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))


@pytest.fixture(scope="module")
def lab():
    """A running JupyterLab on loopback: yields (base_url, token, work_dir, shots_dir)."""
    scratch = Path(tempfile.mkdtemp(prefix="bglearn-browser-"))
    work = scratch / "work"
    work.mkdir()
    _write_notebook(work / "board_test.ipynb")
    # screenshots live outside the scratch folder, so they survive a failure (a few files in /tmp)
    shots = Path(os.environ.get("BGLEARN_SCREENSHOTS") or tempfile.mkdtemp(prefix="bglearn-browser-shots-"))
    shots.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    for name in (
        "JUPYTER_RUNTIME_DIR",
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_DATA_DIR",
        "IPYTHONDIR",
        "MPLCONFIGDIR",
        "JUPYTERLAB_SETTINGS_DIR",
        "JUPYTERLAB_WORKSPACES_DIR",
    ):
        d = scratch / name.lower()
        d.mkdir()
        env[name] = str(d)
    _lab_settings(Path(env["JUPYTERLAB_SETTINGS_DIR"]))
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["HOME"] = str(scratch)
    port = _free_port()
    token = secrets.token_hex(16)
    log = open(scratch / "lab.log", "wb")
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            "--allow-root",
            f"--port={port}",
            "--ServerApp.port_retries=0",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.token={token}",
            f"--ServerApp.root_dir={work}",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        cwd=work,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if server.poll() is not None:
                pytest.fail(
                    f"JupyterLab exited ({server.returncode}); log: {(scratch / 'lab.log').read_text()[-2000:]}"
                )
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("JupyterLab did not answer /api/status within 60 s")
            time.sleep(0.3)
        yield base, token, work, shots, env
    finally:
        server.send_signal(signal.SIGTERM)  # stop the server by its PID
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(5)
        log.close()
        if not os.environ.get("BGLEARN_SCREENSHOTS") and not os.environ.get("BGLEARN_KEEP_BROWSER_TMP"):
            shutil.rmtree(scratch, ignore_errors=True)


def _poll(page, selector, want, timeout=60.0):
    """Wait until ``want(text_content)`` holds for the element; return the text."""
    deadline = time.monotonic() + timeout
    text = None
    while time.monotonic() < deadline:
        loc = page.locator(selector)
        if loc.count():
            text = loc.first.text_content() or ""
            if want(text):
                return text
        time.sleep(0.05)
    raise AssertionError(f"{selector}: still {text!r} after {timeout} s")


def test_click_a_checker_and_a_spot_then_play_without_the_mouse(lab, request):
    base, token, work, shots, env = lab
    # pixel positions from the same geometry the kernel uses
    geometry = bg.BoardWidget(bg.Position.start(), dice=(3, 1))
    natural_w, natural_h = geometry._get_painter().size
    expected = bg.parse_play(bg.Position.start(), (3, 1), "8/5 6/5").result
    timings = {}
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            headless=True,
            args=[
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ],
            env={**env, "HOME": profile},
            viewport={"width": 1280, "height": 1100},
        )
        page = browser.pages[0] if browser.pages else browser.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        step = "open"
        try:
            t0 = time.monotonic()
            page.goto(f"{base}/lab/tree/board_test.ipynb?reset&token={token}")
            page.wait_for_selector(".jp-Notebook", timeout=TIMEOUT_MS)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=TIMEOUT_MS)
            # Run All does nothing while the kernel is still starting: wait until it is idle
            _poll(page, "#jp-main-statusbar", lambda t: "Idle" in t, timeout=90)
            step = "run all"
            img = page.locator("img.bg-image")
            for attempt in range(3):
                dialog = page.locator(".jp-Dialog .jp-mod-accept")
                if dialog.count():  # e.g. a kernel chooser: take the default
                    dialog.first.click()
                page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
                page.get_by_role("menuitem", name="Run All Cells", exact=True).first.click()
                try:
                    # the cell starts running ([*] or a number in its prompt) within seconds ...
                    _poll(
                        page,
                        ".jp-Cell .jp-InputPrompt",
                        lambda t: "[ ]" not in t and t.strip() != "",
                        timeout=15 if attempt < 2 else 60,
                    )
                    # ... and shows the board once the kernel has run it
                    img.wait_for(state="visible", timeout=TIMEOUT_MS)
                    break
                except AssertionError:
                    page.screenshot(path=str(shots / f"run-all-attempt-{attempt}.png"))
                    page.keyboard.press("Escape")
            _poll(page, ".bg-state", lambda t: "moves=[]" in t and "turns=0" in t, timeout=90)
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
            _poll(page, ".bg-state", lambda t: "selected=8" in t)
            timings["click -> kernel state"] = time.monotonic() - t1
            deadline = time.monotonic() + 30
            while img.get_attribute("src") == src0 and time.monotonic() < deadline:
                time.sleep(0.02)
            timings["click -> new picture"] = time.monotonic() - t1
            assert img.get_attribute("src") != src0, "the picture did not change after the click"
            page.screenshot(path=str(shots / "02-selected.png"))
            step = "mouse: move to 5"
            click_point(5)
            text = _poll(page, ".bg-state", lambda t: "moves=[8/5]" in t)
            assert "selected=None" in text
            page.screenshot(path=str(shots / "03-moved.png"))

            step = "no mouse: undo all, notation, done"
            page.locator("button.bg-undo-all").click()
            _poll(page, ".bg-state", lambda t: "moves=[]" in t)
            box = page.locator(".bg-notation input")
            box.fill("8/5 6/5")
            box.press("Enter")
            _poll(page, ".bg-state", lambda t: "moves=[8/5 6/5]" in t or "moves=[6/5 8/5]" in t)
            page.locator("button.bg-done").click()
            text = _poll(page, ".bg-state", lambda t: "turns=1" in t)
            assert f"id={expected.position_id()}" in text and "on_roll=1" in text, text
            # the message label is a separate widget: its update may arrive just after the state's
            _poll(page, ".bg-message", lambda t: "White played 8/5 6/5" in t)
            page.screenshot(path=str(shots / "04-done.png"))

            step = "no mouse: roll button and play list"
            page.locator("button.bg-roll").click()
            _poll(page, ".bg-plays select", lambda t: "/" in t)
            options = page.locator(".bg-plays select option").all_text_contents()
            page.locator(".bg-plays select").select_option(label=options[1])
            _poll(page, ".bg-state", lambda t: "moves=[]" not in t)

            step = "keyboard alone: Shift+Tab from the Flip button reaches the picture"
            page.locator("button.bg-undo-all").click()
            _poll(page, ".bg-state", lambda t: "moves=[]" in t)
            page.mouse.move(2, 2)  # the pointer is nowhere near the picture: keys need no hover
            page.locator("button.bg-flip").focus()
            for _ in range(6):
                page.keyboard.press("Shift+Tab")
                if page.evaluate("() => document.activeElement.classList.contains('bg-image')"):
                    break
            else:
                raise AssertionError("Shift+Tab never reached the board picture")
            page.keyboard.press("ArrowRight")
            _poll(page, ".bg-state", lambda t: "cursor=None" not in t, timeout=30)
            page.keyboard.press("Enter")
            _poll(page, ".bg-state", lambda t: "selected=None" not in t, timeout=20)
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
                    text = _poll(page, ".bg-state", lambda t: "view=portrait" in t, timeout=10 if attempt < 2 else 30)
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
            _poll(page, ".bg-state", lambda t: f"selected={point} " in t, timeout=30)
            page.screenshot(path=str(shots / "06-portrait.png"))
        except Exception:
            page.screenshot(path=str(shots / "failure.png"))
            print(f"browser test failed at step {step!r}; screenshots in {shots}")
            raise
        finally:
            browser.close()
    print("browser timings (s):", {k: round(v, 2) for k, v in timings.items()})
    assert timings["click -> kernel state"] < 10

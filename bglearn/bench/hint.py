"""Benchmark: ``python -m bglearn.bench hint`` times Hint on the play page in Voila, in headless Chromium.

It serves a scratch copy of ``lessons/play.ipynb`` with the repository's ``voila.json`` (as
``python -m bglearn.bench page`` does: 127.0.0.1, a free port, scratch Jupyter folders, stopped by
its PID), opens it in Debian's Chromium at 1280 x 900 CSS pixels, chooses money play against
``expert`` and plays: Roll, then for each of your turns Hint (timed), then the first legal play,
clicked on the board, and Done; the computer answers, and so on through the
games (Next game), taking every double. Each Hint is on a new position (a play made between two
Hints), so no answer is one the engine kept. Timed in the page (``performance.now()`` and a
``MutationObserver`` on the Hint output's element, not polling):

* ``floor``: the board view's own round trip with no picture (the page sends the view a ``ping``,
  the kernel sets its ``pong``, the image's ``data-pong`` changes): what any widget update costs in
  this browser, server and kernel;
* ``Hint, a roll``: the click on Hint with your roll until its words (the ranked plays) are in the page;
* ``Hint, the cube``: Hint before you roll (``--cube``, the cube action) until its words are in the page.

Before each Hint the page has shown the turn's board for half a second (a player looks before
asking). Then the kernel's own part: the same number of ``app.hint()`` calls in this process, in a
money session against ``expert`` played the same way, timed with :func:`time.perf_counter`.
It prints the median, the quartiles and the worst of each beside the floor, and the load average
(a shared machine makes every number slower). The goal of issue 16: Hint's median at most 100 ms.

Options: ``--hints N`` (default 30 of each kind timed), ``--no-cube`` (roll Hints only),
``--shots DIR`` (a screenshot at the end). Needs the ``test`` and ``lab`` extras (voila,
playwright, bgsage) and Chromium.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from .browser import floor, time_change, wait_until
from .page import CHROMIUM, CONFIG, FLAGS, PLAY, serve

_APP = ".bg-match-app"
_IMG = f"{_APP} .bg-board img.bg-image"
_MSG = f"{_APP} .bg-board .bg-message"
_TURN = f"{_APP} .bg-turn"
_INFO = f"{_APP} .bg-info"


def _button(name: str) -> str:
    """JavaScript: the app's button of CSS class ``name``."""
    return f"document.querySelector({json.dumps(f'{_APP} button.{name}')})"


def _text(page: Any, sel: str) -> str:
    return str(page.evaluate(f"(document.querySelector({json.dumps(sel)}) || {{}}).textContent || ''"))


def _changed(page: Any, sel: str, before: str, timeout: float = 60) -> str:
    """Wait until the text of ``sel`` is no longer ``before``; return it."""
    wait_until(
        page, f"(document.querySelector({json.dumps(sel)}) || {{}}).textContent !== {json.dumps(before)}", timeout
    )
    return _text(page, sel)


def _click_point(page: Any, point: int, geometry: Any, natural: tuple[int, int]) -> None:
    """Click the board picture where ``geometry`` (a BoardWidget drawn the same way) puts ``point``."""
    x, y = geometry.pixel_of(point)
    page.evaluate(
        f"""() => {{ const img = document.querySelector({json.dumps(_IMG)});
  const r = img.getBoundingClientRect();
  img.dispatchEvent(new MouseEvent("click", {{ bubbles: true,
    clientX: r.left + {x} * r.width / {natural[0]}, clientY: r.top + {y} * r.height / {natural[1]} }})); }}"""
    )


def _play_first(page: Any, geometry: Any, natural: tuple[int, int]) -> None:
    """Play the first legal play of the roll the page shows (read from its XGID) by clicks, then Done."""
    from ..engine.position import parse_xgid
    from ..engine.rules import legal_plays

    ids = _text(page, f"{_APP} .bg-ids")
    record = parse_xgid(ids.split("XGID=")[1].strip())
    assert record.dice is not None
    play = legal_plays(record.position, (int(record.dice[0]), int(record.dice[1])))[0]
    for move in play.moves:
        for point, want in ((move.from_point, "selected"), (move.to_point, "")):
            before = _text(page, _MSG)
            said = (
                f"(t => t !== {json.dumps(before)} && t.includes({json.dumps(want)}))"
                f"((document.querySelector({json.dumps(_MSG)}) || {{}}).textContent || '')"
            )
            for attempt in range(3):  # (a click lost on a loaded machine is made again, never a second one)
                _click_point(page, point, geometry, natural)
                try:
                    wait_until(page, said, 20)
                    break
                except Exception:  # noqa: BLE001 - playwright's TimeoutError
                    if _text(page, _MSG) != before or attempt == 2:
                        raise
    wait_until(page, f"!{_button('bg-done')}.disabled", 30)
    page.evaluate(f"{_button('bg-done')}.click()")


def _timed_hint(page: Any) -> float:
    """Milliseconds from a click on Hint to its words in the Hint output (a MutationObserver)."""
    time.sleep(0.5)  # (the turn's board shown: a player looks before asking)
    wait_until(page, f"document.querySelector({json.dumps(_IMG)}).complete", 30)
    return time_change(page, f"{_button('bg-hint')}.click()", _INFO, "text:Hint:")


def measure_page(hints: int = 30, cube: bool = True, shots: Path | None = None) -> dict[str, list[float]]:
    """Return ``{'floor' | 'roll' | 'cube': [ms, ...]}`` from the play page in Voila (see the module).

    Raises RuntimeError when Chromium or the page is missing or a step never shows."""
    if not Path(CHROMIUM).exists():
        raise RuntimeError(f"{CHROMIUM} is missing (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    from ..engine.position import Position
    from ..widgets import BoardWidget

    geometry = BoardWidget(Position.start())  # White on roll, seen from White, landscape
    natural = geometry._get_painter().size
    out: dict[str, list[float]] = {"floor": [], "roll": [], "cube": []}
    with serve(PLAY.read_text(encoding="utf-8"), CONFIG, 600) as (url, _log, _pid), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(120_000)
            page.goto(url, timeout=180_000)
            page.locator(f"{_APP} button.bg-new-match").wait_for(timeout=180_000)
            page.locator(f"{_APP} .bg-length select").select_option(label="Money play")
            page.locator(f"{_APP} .bg-level select").select_option("expert")
            before = _text(page, _TURN)
            page.evaluate(f"{_button('bg-new-match')}.click()")
            turn = _changed(page, _TURN, before, 120)
            wait_until(page, f"document.querySelector({json.dumps(_IMG)}).naturalWidth > 0", 60)
            time.sleep(2)
            out["floor"] += floor(page, _IMG, hints)  # ping -> pong (the first three not kept)
            for _ in range(40 * hints):
                if len(out["roll"]) >= hints and (not cube or len(out["cube"]) >= hints):
                    break
                if "is moving" in turn:  # (the computer's play shown move by move)
                    pass
                elif "Your turn: play" in turn:
                    if len(out["roll"]) < hints:
                        out["roll"].append(_timed_hint(page))
                    _play_first(page, geometry, natural)
                elif "take" in turn and "drop" in turn:
                    page.evaluate(f"{_button('bg-take')}.click()")
                elif "press Roll" in turn:
                    if cube and "or Double" in turn and len(out["cube"]) < hints:
                        out["cube"].append(_timed_hint(page))
                    page.evaluate(f"{_button('bg-app-roll')}.click()")
                elif "Press Next game" in turn:
                    page.evaluate(f"{_button('bg-next-game')}.click()")
                else:
                    raise RuntimeError(f"the play page says {turn!r}: the bench does not know what to press")
                turn = _changed(page, _TURN, turn, 120)
                print(f"\rHints timed: {len(out['roll'])} + {len(out['cube'])}", end="", file=sys.stderr)
            print(file=sys.stderr)
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(shots / "bench-hint.png"))
        finally:
            browser.close()
    return out


def measure_kernel(hints: int = 30, cube: bool = True, seed: int = 1) -> dict[str, list[float]]:
    """Return ``{'roll' | 'cube': [ms, ...]}``: ``app.hint()`` timed in this process, ``hints`` of each,
    in a seeded money session against ``expert`` played as the page bench plays (the first legal play)."""
    from ..engine.rules import legal_plays
    from ..widgets.match import MatchApp

    app = MatchApp(length=0, level="expert", seed=seed, pause=0)
    app.new_match()
    out: dict[str, list[float]] = {"roll": [], "cube": []}
    for _ in range(40 * hints):
        game = app.game
        assert game is not None
        if len(out["roll"]) >= hints and (not cube or len(out["cube"]) >= hints):
            break
        if game.over:
            app.next_game()
        elif game.offered:
            app.take()
        elif "Your turn: play" in app.message:
            t0 = time.perf_counter()
            app.hint()
            out["roll"].append(1000 * (time.perf_counter() - t0))
            app.board.play(legal_plays(game.position, game.dice)[0])
            app.board.done()
        else:
            if cube and game.can_double() and len(out["cube"]) < hints:
                t0 = time.perf_counter()
                app.hint()
                out["cube"].append(1000 * (time.perf_counter() - t0))
            app.roll()
    return out


def _row(name: str, xs: list[float], goal: str = "") -> str:
    if not xs:
        return f"{name:32}{'(none)':>8}"
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=4) if len(xs) > 1 else [xs[0]] * 3
    return f"{name:32}{statistics.median(xs):8.1f}{q[0]:8.1f}{q[2]:8.1f}{xs[-1]:8.1f}{len(xs):6}   {goal}"


def main(argv: list[str] | None = None) -> int:
    """Print the table (command-line entry point). Returns 0, or 1 when the browser, Voila or bgsage is missing."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench hint", description=__doc__.split("\n")[0])
    parser.add_argument("--hints", type=int, default=30, help="Hints timed of each kind (default 30)")
    parser.add_argument("--no-cube", action="store_true", help="time the Hints with a roll only")
    parser.add_argument("--shots", type=Path, default=None, help="a folder for a screenshot")
    args = parser.parse_args(argv)
    if args.hints < 1:
        parser.error("--hints must be at least 1")
    from ..play import analysis

    if not analysis.available():
        print("the analysis engine bgsage is not available here: Hint gives the level's own play, not timed here")
        return 1
    load = os.getloadavg()
    try:
        page = measure_page(args.hints, not args.no_cube, args.shots)
    except (RuntimeError, ImportError) as exc:
        print(f"cannot run the Hint bench: {exc}")
        return 1
    end_load = os.getloadavg()
    kernel = measure_kernel(args.hints, not args.no_cube)
    print(f"Hint on the play page in Voila, headless Chromium, money play against expert, {args.hints} of each (ms)")
    print(f"load average before {load[0]:.1f}, after {end_load[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'':32}{'median':>8}{'q1':>8}{'q3':>8}{'worst':>8}{'n':>6}   goal")
    print(_row("floor (ping -> pong)", page["floor"]))
    print(_row("Hint, a roll: click -> words", page["roll"], "median <= 100"))
    if not args.no_cube:
        print(_row("Hint, the cube: click -> words", page["cube"], "median <= 100"))
    print(_row("app.hint(), a roll (kernel)", kernel["roll"]))
    if not args.no_cube:
        print(_row("app.hint(), the cube (kernel)", kernel["cube"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

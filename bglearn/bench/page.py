"""Benchmark: ``python -m bglearn.bench page`` times the play page in Voila, from navigation to its first board.

Each case serves a scratch copy of ``lessons/play.ipynb`` with ``voila lessons/play.ipynb`` (on
127.0.0.1, a free port, scratch Jupyter folders), and headless Chromium (Debian's
``/usr/bin/chromium`` through Playwright; never ``playwright install``) loads the page ``--loads``
times, each in a fresh browser context (nothing cached). A load's time runs from the navigation's
start (``performance.now()`` in the page) to the first frame in which the board's picture is
loaded and laid out; for the bare page, to its one printed line. The cases:

* ``bare Voila page``: a notebook of one ``print``: Voila's own floor (start a kernel, run a cell,
  load the page and its widget manager).
* ``play page, Voila's defaults``: the page as it was before ``voila.json`` (a kernel started and
  the notebook run for each visitor).
* ``play page with voila.json``: the repository's ``voila.json`` beside the notebook (a preheated
  kernel: the notebook already run when the visitor comes). Before each load the bench waits until
  Voila's log says the pool is full again and every kernel is idle (no CPU time used for half a
  second: the new kernel has run the notebook), as it is for a visitor who does not come within
  seconds of the one before.

Every server culls the kernels of closed pages after half a minute (``--cull``), so the kernels the
closed pages leave (Voila issue #1458) do not pile up during the bench (a shorter time would cull a
page's kernel before the page connects, under Voila's defaults: nothing there spares it). Medians are printed with
the range; on a loaded machine all of them grow.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PLAY = ROOT / "lessons" / "play.ipynb"
CONFIG = ROOT / "voila.json"
CHROMIUM = "/usr/bin/chromium"
FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking "
    "--disable-component-update --disable-sync"
).split()
_BOARD = (
    "() => { const i = document.querySelector('.bg-match-app img.bg-image');"
    " return !!i && i.complete && i.naturalWidth > 0 && i.getBoundingClientRect().width > 0; }"
)
_BARE = "() => [...document.querySelectorAll('.jp-OutputArea-output')].some(e => e.textContent.includes('bare page'))"
_BARE_NOTEBOOK = (
    '{"cells": [{"cell_type": "code", "execution_count": null, "id": "a1", "metadata": {}, "outputs": [], '
    '"source": ["print(\\"bare page\\")"]}], "metadata": {"kernelspec": {"display_name": "Python 3", '
    '"language": "python", "name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}'
)


@contextlib.contextmanager
def serve(notebook_text: str, config: Path | None, cull: int) -> Iterator[tuple[str, Path, int]]:
    """Run ``voila lessons/play.ipynb`` in a scratch folder holding ``notebook_text`` as that notebook
    (and ``config`` as its ``voila.json``); yield the page's address, Voila's log and its process id;
    stop it by its PID."""
    scratch = Path(tempfile.mkdtemp(prefix="bglearn-bench-page-"))
    (scratch / "lessons").mkdir()
    (scratch / "lessons" / "play.ipynb").write_text(notebook_text, encoding="utf-8")
    if config is not None:
        shutil.copy(config, scratch / "voila.json")
    env = dict(os.environ, HOME=str(scratch))
    for var in ("JUPYTER_RUNTIME_DIR", "JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR", "MPLCONFIGDIR"):
        env[var] = str(scratch / var.lower())
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cull_flags = [f"--MappingKernelManager.cull_idle_timeout={cull}", "--MappingKernelManager.cull_interval=1"]
    command = [sys.executable, "-m", "voila", "lessons/play.ipynb", "--no-browser", f"--port={port}"]
    log = scratch / "voila.log"
    with open(log, "wb") as out:
        server = subprocess.Popen(
            [*command, "--Voila.ip=127.0.0.1", *cull_flags], cwd=scratch, env=env, stdout=out, stderr=out
        )
        try:
            for _ in range(300):
                with contextlib.suppress(OSError):
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                time.sleep(0.2)
            yield f"http://127.0.0.1:{port}/", log, server.pid
        finally:
            server.terminate()
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:  # (a loaded machine: Voila's shutdown waits on its kernels)
                kernels = _children(server.pid)
                server.kill()
                server.wait(10)
                for pid in kernels:  # (its kernels, by their PIDs: none is left running)
                    with contextlib.suppress(OSError):
                        os.kill(pid, 9)
            shutil.rmtree(scratch, ignore_errors=True)


def _pool_fills(log: Path) -> int:
    return log.read_text(errors="replace").count("is filled with")


def _children(pid: int) -> list[int]:
    """The process ids whose parent is ``pid`` (a Voila server's kernels)."""
    found = []
    for proc in Path("/proc").iterdir():
        with contextlib.suppress(OSError, ValueError, IndexError):
            if proc.name.isdigit() and int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(proc.name))
    return found


def _cpu_ticks(pid: int) -> int:
    """CPU time (clock ticks) used so far by the kernels the server ``pid`` started (its children)."""
    total = 0
    for proc in Path("/proc").iterdir():
        with contextlib.suppress(OSError, ValueError, IndexError):
            if proc.name.isdigit():
                fields = (proc / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    total += int(fields[11]) + int(fields[12])  # utime + stime
    return total


def _settle(pid: int, deadline: float) -> None:
    """Wait until the server's kernels use no CPU for half a second (or ``deadline``, monotonic)."""
    before = _cpu_ticks(pid)
    while time.monotonic() < deadline:
        time.sleep(0.5)
        now = _cpu_ticks(pid)
        if now == before:
            return
        before = now


def measure(
    url: str, ready: str, loads: int, log: Path | None = None, pid: int = 0, timeout: float = 120
) -> list[float]:
    """Seconds from navigation to ``ready`` (a JavaScript predicate) for each of ``loads`` page loads.

    With ``log`` (a preheating Voila's, process ``pid``), each load waits until the pool has been
    filled once more than the loads before it took from it, and the server's kernels are idle."""
    from playwright.sync_api import sync_playwright

    times = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        try:
            for n in range(loads):
                deadline = time.monotonic() + timeout
                while log is not None and _pool_fills(log) <= n and time.monotonic() < deadline:
                    time.sleep(0.2)
                if log is not None:  # (the log line comes when the kernel has started, before the notebook ran)
                    _settle(pid, deadline)
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                page = context.new_page()
                page.goto(url, wait_until="commit", timeout=timeout * 1000)
                page.wait_for_function(ready, polling="raf", timeout=timeout * 1000)
                times.append(page.evaluate("performance.now()") / 1000)
                context.close()
        finally:
            browser.close()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench page", description=__doc__.split("\n\n")[0])
    parser.add_argument("--loads", type=int, default=5, help="page loads per case (default 5)")
    parser.add_argument("--cull", type=int, default=30, help="seconds before a closed page's kernel is culled")
    args = parser.parse_args(argv)
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing (apt-get install chromium): no page can be timed")
        return 1
    if not CONFIG.exists():
        print(f"{CONFIG} is missing: run the bench from a clone of the repository (pip install -e .)")
        return 1
    play = PLAY.read_text(encoding="utf-8")
    cases = [
        ("bare Voila page", _BARE_NOTEBOOK, None, _BARE),
        ("play page, Voila's defaults", play, None, _BOARD),
        ("play page with voila.json", play, CONFIG, _BOARD),
    ]
    print(f"From navigation to the first board (the bare page: its one line), {args.loads} loads each, seconds")
    print(f"{'page':<30} {'median':>7} {'fastest':>8} {'slowest':>8}")
    for name, text, config, ready in cases:
        with serve(text, config, args.cull) as (url, log, pid):
            times = measure(url, ready, args.loads, log if config is not None else None, pid)
        print(f"{name:<30} {statistics.median(times):7.2f} {min(times):8.2f} {max(times):8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

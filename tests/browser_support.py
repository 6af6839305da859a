"""Shared set-up of the browser tests: a JupyterLab server on loopback and headless Chromium.

Import from a test module as ``from browser_support import ...`` (``tests/`` is on ``sys.path``).
Recipe: ``docs/jupyter-recipe.md``, section 9, and DESIGN.md "Browser tests":

* :func:`require_browser` skips the calling module (with the reason) when ``/usr/bin/chromium``,
  ``playwright`` or ``jupyterlab`` is missing. Never ``playwright install``.
* :func:`jupyter_lab` starts JupyterLab on 127.0.0.1 with a token, scratch ``JUPYTER_*`` /
  ``IPYTHONDIR`` / ``MPLCONFIGDIR`` folders, no news toasts, the notebook windowing mode
  ``none`` (every cell stays in the page, so off-screen outputs can be read) and no language-server
  extension (:func:`server_config`), and stops it by its PID afterwards.
* :func:`voila` serves one notebook as an app page with Voila (same scratch folders), stopped by
  its PID afterwards.
* :func:`chromium` launches Debian's Chromium with a fresh profile; :func:`run_all` opens a
  notebook, waits for its kernel and chooses Run > Run All Cells; :func:`poll` waits for an
  element's text (``text_content``: JupyterLab's windowed notebook gives ``''`` for
  ``inner_text`` of off-screen cells).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_MS = 90_000
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
_STATE_DIRS = (
    "JUPYTER_RUNTIME_DIR",
    "JUPYTER_CONFIG_DIR",
    "JUPYTER_DATA_DIR",
    "IPYTHONDIR",
    "MPLCONFIGDIR",
    "JUPYTERLAB_SETTINGS_DIR",
    "JUPYTERLAB_WORKSPACES_DIR",
)


def require_browser() -> None:
    """Skip the calling test module unless Chromium, playwright and jupyterlab are there."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)", allow_module_level=True)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip(
            "the playwright package is missing (pip install playwright; no 'playwright install')",
            allow_module_level=True,
        )
    try:
        import jupyterlab  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"{exc.name} is missing: the browser test needs jupyterlab", allow_module_level=True)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def lab_settings(settings_dir: Path) -> None:
    """No "get Jupyter news?" toast; every cell rendered (windowing mode ``none``)."""
    notes = settings_dir / "@jupyterlab" / "apputils-extension"
    notes.mkdir(parents=True, exist_ok=True)
    (notes / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    tracker = settings_dir / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True, exist_ok=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))


def server_config(config_dir: Path) -> None:
    """No language-server extension (jupyter_lsp) in the test servers: no test uses it, and its scan of
    the machine for language servers runs in a thread that a stopped server waits for (10-15 s a server
    on a loaded machine, then the kill after 15 s)."""
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "jupyter_server_config.json").write_text(
        json.dumps({"ServerApp": {"jpserver_extensions": {"jupyter_lsp": False}}})
    )


def screenshots_dir(prefix: str = "bglearn-browser-shots-") -> Path:
    """$BGLEARN_SCREENSHOTS, or a fresh folder in /tmp (it survives a failure: a few files)."""
    shots = Path(os.environ.get("BGLEARN_SCREENSHOTS") or tempfile.mkdtemp(prefix=prefix))
    shots.mkdir(parents=True, exist_ok=True)
    return shots


class Lab(NamedTuple):
    """A running JupyterLab: its address and token, the folder it serves, and its environment."""

    base: str
    token: str
    work: Path
    env: dict[str, str]
    log: Path

    def url(self, notebook: str, workspace: str | None = None) -> str:
        """The address that opens ``notebook`` (in a workspace of its own, when named) with a fresh layout."""
        ws = f"/workspaces/{workspace}" if workspace else ""
        return f"{self.base}/lab{ws}/tree/{notebook}?reset&token={self.token}"


@contextlib.contextmanager
def _scratch_server(
    name: str,
    fill: Callable[[Path], None],
    command: Callable[[int, Path], list[str]],
    ready: Callable[[int], bool],
    extra_env: dict[str, str] | None,
    prefix: str,
) -> Iterator[tuple[Path, dict[str, str], Path, int, int]]:
    """Run ``command(port, work)`` in a scratch folder (``fill(work)`` first) with scratch
    ``JUPYTER_*`` folders; yield ``(work, env, log, port, pid)`` once ``ready(port)``; stop it by its PID."""
    scratch = Path(tempfile.mkdtemp(prefix=prefix))
    work = scratch / "work"
    work.mkdir()
    fill(work)
    env = dict(os.environ)
    for var in _STATE_DIRS:
        d = scratch / var.lower()
        d.mkdir()
        env[var] = str(d)
    lab_settings(Path(env["JUPYTERLAB_SETTINGS_DIR"]))
    server_config(Path(env["JUPYTER_CONFIG_DIR"]))
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["HOME"] = str(scratch)
    env.update(extra_env or {})
    port = free_port()
    log_path = scratch / f"{name.lower()}.log"
    log = open(log_path, "wb")
    server = subprocess.Popen(
        command(port, work), cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            if server.poll() is not None:
                pytest.fail(f"{name} exited ({server.returncode}); log: {log_path.read_text()[-2000:]}")
            if ready(port):
                break
            if time.monotonic() > deadline:
                pytest.fail(f"{name} did not answer within 60 s")
            time.sleep(0.2)
        yield work, env, log_path, port, server.pid
    finally:
        from bglearn.bench.browser import stop

        stop(server)  # by its PID (it shuts its kernels down)
        log.close()
        if not os.environ.get("BGLEARN_SCREENSHOTS") and not os.environ.get("BGLEARN_KEEP_BROWSER_TMP"):
            shutil.rmtree(scratch, ignore_errors=True)


@contextlib.contextmanager
def jupyter_lab(
    fill: Callable[[Path], None], extra_env: dict[str, str] | None = None, prefix: str = "bglearn-browser-"
) -> Iterator[Lab]:
    """Start JupyterLab on loopback in a scratch folder; stop it by its PID on exit.

    ``fill(work)`` puts the notebooks into the served folder before the server starts;
    ``extra_env`` is added to the server's (and so the kernels') environment. The scratch folder is
    removed afterwards unless $BGLEARN_SCREENSHOTS or $BGLEARN_KEEP_BROWSER_TMP is set.
    """
    token = secrets.token_hex(16)

    def command(port: int, work: Path) -> list[str]:
        return [
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
        ]

    def ready(port: int) -> bool:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=2) as r:
                return r.status == 200
        except OSError:
            return False

    with _scratch_server("JupyterLab", fill, command, ready, extra_env, prefix) as (work, env, log, port, _pid):
        yield Lab(f"http://127.0.0.1:{port}", token, work, env, log)


@contextlib.contextmanager
def chromium(env: dict[str, str], width: int = 1280, height: int = 1100) -> Iterator[Any]:
    """Headless Debian Chromium with a fresh profile folder: yields the Playwright browser context."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as profile, sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            env={**env, "HOME": profile},  # Chromium's "Crash Reports" stay out of ~/.config
            viewport={"width": width, "height": height},
        )
        try:
            browser.set_default_timeout(TIMEOUT_MS)
            yield browser
        finally:
            browser.close()


def poll(page: Any, selector: str, want: Callable[[str], bool], timeout: float = 60.0) -> str:
    """Wait until ``want(text_content)`` holds for the first element of ``selector``; return the text.

    ``page`` may be a page or a locator (the selector is then looked up inside it).
    """
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


def open_notebook(page: Any, url: str) -> None:
    """Go to a notebook's address; return once its cells are in the page and its kernel is idle."""
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=TIMEOUT_MS)
    # Run All does nothing while the kernel is still starting: wait until it is idle
    poll(page, "#jp-main-statusbar", lambda t: "Idle" in t, timeout=90)


def notebook(page: Any, name: str) -> Any:
    """The panel of the open notebook ``name`` (its tab's ``data-id`` is the panel's id)."""
    tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=name)
    tab.wait_for()
    return page.locator(f'[id="{tab.get_attribute("data-id")}"]')


def activate(page: Any, name: str) -> Any:
    """Bring the open notebook ``name`` to the front (click its tab); return its panel."""
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=name).click()
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current", has_text=name).wait_for()
    return notebook(page, name)


def run_all(page: Any, shots: Path, ready: Any = None, scope: Any = None, timeout_ms: int = TIMEOUT_MS) -> None:
    """Choose Run > Run All Cells (up to three times, should the first click come too early) and
    return once a code cell of the notebook in front (``scope``: its panel, default the page) runs,
    or, with ``ready`` (a locator), once that is visible.
    Call :func:`open_notebook` first; :func:`wait_ran_all` waits for the last cell."""
    for attempt in range(3):
        dialog = page.locator(".jp-Dialog .jp-mod-accept")
        if dialog.count():  # e.g. a kernel chooser: take the default
            dialog.first.click()
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).first.click()
        try:
            # a code cell starts running ([*] or a number in its prompt) within seconds ...
            _wait_prompts(
                scope or page, lambda ps: any(_RAN.fullmatch(t) or "*" in t for t in ps), 15 if attempt < 2 else 60
            )
            # ... and the notebook shows what it is waited for once the kernel has run it
            if ready is not None:
                ready.wait_for(state="visible", timeout=timeout_ms)
            return
        except AssertionError:
            page.screenshot(path=str(shots / f"run-all-attempt-{attempt}.png"))
            page.keyboard.press("Escape")
    raise AssertionError("Run All Cells never started the notebook's cells")


_RAN = re.compile(r"\[\d+\]:?")


def _wait_prompts(scope: Any, want: Callable[[list[str]], bool], timeout: float) -> None:
    """Wait until ``want`` holds for the texts of the code cells' prompts (``[ ]:``, ``[*]:``, ``[3]:``)
    in ``scope`` (a page or a notebook's panel).

    A cell whose input is hidden shows no prompt (every lesson cell: issue 18); its prompt counts as
    ``[*]`` while the cells before it run, and as ``[n]`` once it has an output (its output area shows
    a child) or once every cell after it has run."""
    deadline = time.monotonic() + timeout
    prompts: list[str] = []
    while time.monotonic() < deadline:
        prompts = scope.locator(".jp-CodeCell").evaluate_all(
            r"""cells => {
  const out = cells.map(c => {
    const p = c.querySelector(".jp-InputArea .jp-InputPrompt");
    if (p && p.offsetParent !== null) return p.textContent.trim();
    return c.querySelector(".jp-OutputArea-child") ? "[0]:" : "";
  });
  // a hidden cell without output counts as run when a later cell has run (cells run in order)
  let later = false;
  for (let i = out.length - 1; i >= 0; i--) {
    if (/^\[\d+\]:?$/.test(out[i])) later = true;
    else if (out[i] === "" && later) out[i] = "[0]:";
    else if (out[i] === "") out[i] = "[ ]:";
  }
  return out;
}"""
        )
        if prompts and want(prompts):
            return
        time.sleep(0.1)
    raise AssertionError(f"code cell prompts still {prompts} after {timeout} s")


def wait_ran_all(scope: Any, timeout: float = TIMEOUT_MS / 1000) -> None:
    """Wait until every code cell in ``scope`` (a page or a notebook's panel) has run (a number in
    each prompt, none ``[*]``; a cell whose input is hidden counts once it has an output or a later cell has run)."""
    _wait_prompts(scope, lambda ps: all(_RAN.fullmatch(t) for t in ps), timeout)


class VoilaServer(NamedTuple):
    """A running Voila: the address of its one notebook, the folder it serves, its environment and
    log, and its process id (its kernels are its child processes)."""

    url: str
    work: Path
    env: dict[str, str]
    log: Path
    pid: int = 0


@contextlib.contextmanager
def voila(
    notebook: Path, prefix: str = "bglearn-voila-", config: Path | None = None, args: tuple[str, ...] = ()
) -> Iterator[VoilaServer]:
    """Serve a copy of ``notebook`` as an app page with Voila on 127.0.0.1 (a free port, no
    browser, scratch ``JUPYTER_*`` folders); stop it by its PID on exit. ``config`` is copied
    beside it as ``voila.json`` (Voila reads it from the folder it starts in); ``args`` are added
    to Voila's command line (they override the file)."""

    def fill(work: Path) -> None:
        shutil.copy(notebook, work / notebook.name)
        if config is not None:
            shutil.copy(config, work / "voila.json")

    def command(port: int, work: Path) -> list[str]:
        return [
            sys.executable,
            "-m",
            "voila",
            notebook.name,
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            *args,
        ]

    def ready(port: int) -> bool:  # (a request for the page would run the notebook: wait for the port to listen)
        try:
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
            return True
        except OSError:
            return False

    with _scratch_server("Voila", fill, command, ready, None, prefix) as (work, env, log, port, pid):
        yield VoilaServer(f"http://127.0.0.1:{port}/", work, env, log, pid)


def kernels_of(pid: int) -> list[int]:
    """The process ids of the kernels a server (process ``pid``) runs: its children running ipykernel."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            ppid = int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
            if ppid == pid and b"ipykernel" in (proc / "cmdline").read_bytes():
                found.append(int(proc.name))
        except (OSError, ValueError, IndexError):
            continue  # (a process that ended meanwhile)
    return found

"""A class of 25 on a real JupyterHub: each pupil opens lesson 01 through the guide's nbgitpuller link.

What runs, all on 127.0.0.1 and all stopped by PID at the end (also when the test fails):

* ``jupyterhub`` (PyPI) with its proxy ``configurable-http-proxy`` (npm; ``.ci/run`` installs it),
  the dummy authenticator (any name logs in) and ``jupyterhub.spawner.SimpleLocalProcessSpawner``:
  each pupil's single-user server runs as this user (CI is root and has no pupils' accounts) with a
  home of its own (``home_dir_template``), so each pupil's lessons and progress file are apart;
* a bare clone of this repository (its committed ``HEAD`` as branch ``main``), named ``bglearn`` so
  that nbgitpuller makes the same ``bglearn/`` folder a clone from GitHub would;
* the nbgitpuller link of ``lessons/teachers/README.md`` with the hub's address for ``YOUR-HUB``,
  the bare clone for the GitHub repository and lesson 01 for lesson 00.

25 pupils come 5 at a time in headless Chromium pages (one browser, one context each, so each has
its own hub cookie; the next pupil starts as soon as one of the 5 is done). Each pupil follows the
link (the hub's login page, then the hub starts the pupil's server and nbgitpuller clones the
lessons), runs lesson 01 (Run > Run All Cells) and answers on the boards by clicks:
pupil *k* plays the 4-point question right at once when *k* is even and after one legal play that
was not asked when *k* is odd, and plays the notation question right unless *k* is a multiple of
3. A pupil's page is closed when the pupil is done; the pupil's server and kernel keep running, as
they would in class, so after the last pupil all 25 are up.

The test prints the memory (RSS and PSS from ``/proc``) of the hub, its proxy, each pupil's
server and kernel, the clicks' times from a click on a board to its new picture (median, p95,
max), and each pupil's time; then it checks, through bglearn's own progress reader
(:class:`bglearn.teach.progress.Progress`), that each pupil's home holds one progress file and
that it holds exactly that pupil's answers. The figures in the teacher guide's class section come
from this printout.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, ROOT, free_port, lab_settings, require_browser, screenshots_dir

pytestmark = [pytest.mark.browser, pytest.mark.slow]
require_browser()

import bglearn as bg  # noqa: E402
from bglearn.bench.engine import percentile  # noqa: E402
from bglearn.teach.progress import Progress  # noqa: E402

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

GUIDE = ROOT / "lessons" / "teachers" / "README.md"
LESSON = "01-moving-and-dice-order"
PUPILS = 25
WAVE = 5
#: Everything a pupil does, from the link to the last answer (a loaded shared machine is slow).
PUPIL_TIMEOUT_MS = 240_000
#: The longest wait for a board's message or a verdict after a click (Playwright's ``expect`` waits 5 s).
ANSWER_TIMEOUT_MS = 60_000
BIN = Path(sys.executable).parent


def _need(what: str, found: object) -> None:
    """Skip (fail under CI, which installs everything) when a tool the hub needs is missing."""
    if found:
        return
    message = f"the hub test needs {what}"
    if os.environ.get("CI"):
        pytest.fail(message + ": missing under CI", pytrace=False)
    pytest.skip(message, allow_module_level=True)


def _importable(name: str) -> bool:
    try:
        __import__(name)
        return True
    except ImportError:
        return False


_need("jupyterhub (pip install -e '.[test]')", _importable("jupyterhub") and (BIN / "jupyterhub").exists())
_need("nbgitpuller (pip install -e '.[test]')", _importable("nbgitpuller"))
_need("configurable-http-proxy (npm install -g configurable-http-proxy)", shutil.which("configurable-http-proxy"))
_need(
    "git and a git checkout (the pupils' lessons are cloned from it)", shutil.which("git") and (ROOT / ".git").exists()
)
_need("Linux's /proc (the memory figures)", Path("/proc/self/status").exists())


# -- the guide's link, pointed at this hub and a local clone ----------------------------------------


def guide_link() -> str:
    """The nbgitpuller link printed in the teacher guide."""
    (link,) = re.findall(r"^https://YOUR-HUB/hub/user-redirect/git-pull\?\S+$", GUIDE.read_text(), flags=re.M)
    return link


def class_link(hub: str, repo: Path) -> str:
    """The guide's link with ``hub`` for its host, ``repo`` for the repository and lesson 01 for lesson 00."""
    parts = urlsplit(guide_link())
    query = {k: v for k, (v,) in parse_qs(parts.query).items()}
    assert query["repo"] == "https://github.com/YOUR-ORG/bglearn" and repo.name == "bglearn"
    assert query["urlpath"] == "lab/tree/bglearn/lessons/00-the-board.ipynb"
    query["repo"] = str(repo)
    query["urlpath"] = f"lab/tree/bglearn/lessons/{LESSON}.ipynb"
    return f"{hub}{parts.path}?{urlencode(query)}"


def bare_clone(target: Path) -> Path:
    """A bare repository ``target/bglearn`` whose ``main`` is this checkout's committed ``HEAD``."""
    repo = target / "bglearn"
    subprocess.run(["git", "init", "-q", "--bare", str(repo)], check=True)
    subprocess.run(["git", "-C", str(ROOT), "push", "-q", str(repo), "HEAD:refs/heads/main"], check=True)
    subprocess.run(["git", "-C", str(repo), "symbolic-ref", "HEAD", "refs/heads/main"], check=True)
    return repo


# -- processes: the hub's tree, its memory, stopping it by PID ----------------------------------------


def _stat(pid: int) -> tuple[int, int] | None:
    """``(parent pid, start time)`` of a process (None once it is gone)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()
    return int(fields[1]), int(fields[19])


def _kb(pid: int, file: str, key: str) -> int:
    """A ``key: N kB`` line of ``/proc/<pid>/<file>`` (0 when gone)."""
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/{file}").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


@dataclass
class Tree:
    """Every process started under one root (the hub), remembered by PID and start time.

    Processes are found through ``/proc`` by their parent, so the hub's proxy, the pupils' servers
    (each in a session of its own) and their kernels are all found; :meth:`scan` adds what is new
    and :meth:`stop` ends whatever of them is still running, by PID.
    """

    root: int
    known: dict[int, int] = field(default_factory=dict)  # pid -> start time

    def scan(self) -> dict[int, int]:
        """The root's running descendants now (pid -> start time), remembered for :meth:`stop`."""
        children: dict[int, list[int]] = {}
        starts: dict[int, int] = {}
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit() and (stat := _stat(int(entry.name))):
                children.setdefault(stat[0], []).append(int(entry.name))
                starts[int(entry.name)] = stat[1]
        found: dict[int, int] = {}
        todo = list(children.get(self.root, []))
        while todo:
            pid = todo.pop()
            found[pid] = starts[pid]
            todo.extend(children.get(pid, []))
        self.known.update(found)
        return found

    def alive(self) -> list[int]:
        """The remembered processes still running (the same PID and start time)."""
        return [pid for pid, start in self.known.items() if (stat := _stat(pid)) and stat[1] == start]

    def stop(self) -> None:
        """SIGTERM each remembered process still running, then SIGKILL those left after 10 s."""
        for sig, wait in ((signal.SIGTERM, 10.0), (signal.SIGKILL, 5.0)):
            left = self.alive()
            for pid in left:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, sig)
            deadline = time.monotonic() + wait
            while left and time.monotonic() < deadline:
                time.sleep(0.2)
                left = self.alive()
            if not left:
                return


def _kind(pid: int) -> tuple[str, str]:
    """What a process of the hub's tree is (hub's proxy, server, kernel, other) and whose (its user)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    except OSError:
        return "gone", ""
    user = next((e.split(b"=", 1)[1].decode() for e in environ if e.startswith(b"JUPYTERHUB_USER=")), "")
    if "configurable-http-proxy" in cmdline:
        return "proxy", user
    if "ipykernel" in cmdline:
        return "kernel", user
    if "jupyterhub-singleuser" in cmdline:
        return "server", user
    return "other", user


@dataclass(frozen=True)
class MB:
    """Memory of one process or a sum of them, in MB: RSS (``VmRSS``) and PSS (shared pages split)."""

    rss: float = 0.0
    pss: float = 0.0

    def __add__(self, other: MB) -> MB:
        return MB(self.rss + other.rss, self.pss + other.pss)

    @classmethod
    def of(cls, pid: int) -> MB:
        """Read ``/proc/<pid>/status`` (VmRSS) and ``/proc/<pid>/smaps_rollup`` (Pss) now."""
        return cls(_kb(pid, "status", "VmRSS") / 1024, _kb(pid, "smaps_rollup", "Pss") / 1024)


@dataclass
class Memory:
    """The hub's, its proxy's, and each pupil's server's and kernel's memory."""

    hub: MB
    proxy: MB
    servers: dict[str, MB]
    kernels: dict[str, MB]

    @classmethod
    def of(cls, hub_pid: int, tree: Tree) -> Memory:
        """Measure the hub's tree now."""
        proxy = MB()
        tables: dict[str, dict[str, MB]] = {"server": {}, "kernel": {}}
        for pid in tree.scan():
            kind, user = _kind(pid)
            if kind == "proxy":
                proxy += MB.of(pid)
            elif kind in tables:
                tables[kind][user] = tables[kind].get(user, MB()) + MB.of(pid)
        return cls(MB.of(hub_pid), proxy, tables["server"], tables["kernel"])

    def report(self) -> str:
        """The figures as one line of text."""

        def row(values: list[float]) -> str:
            return f"median {statistics.median(values):.0f}, max {max(values):.0f}"

        pupils = [self.servers[n] + self.kernels.get(n, MB()) for n in self.servers]
        everything = sum([*self.servers.values(), *self.kernels.values()], self.hub + self.proxy)
        return (
            f"all {len(self.servers)} servers and {len(self.kernels)} kernels running (MB): "
            f"hub RSS {self.hub.rss:.0f}, proxy RSS {self.proxy.rss:.0f}; per pupil: "
            f"server RSS {row([m.rss for m in self.servers.values()])}, "
            f"kernel RSS {row([m.rss for m in self.kernels.values()])}, "
            f"server + kernel RSS {row([m.rss for m in pupils])}, PSS {row([m.pss for m in pupils])}; "
            f"the whole class (hub, proxy, servers, kernels): RSS {everything.rss:.0f}, PSS {everything.pss:.0f}"
        )


# -- the hub ----------------------------------------------------------------------------------------


@dataclass
class Hub:
    """A running JupyterHub: its public address, the pupils' homes, its PID and process tree, its log."""

    url: str
    homes: Path
    pid: int
    tree: Tree
    log: Path


CONFIG = """\
c = get_config()  # noqa
c.JupyterHub.bind_url = {bind_url!r}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = {proxy_api!r}
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.pid_file = {proxy_pid!r}
c.JupyterHub.db_url = {db_url!r}
c.JupyterHub.cookie_secret_file = {cookie_secret!r}
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "jupyterhub.spawner.SimpleLocalProcessSpawner"
c.SimpleLocalProcessSpawner.home_dir_template = {home_template!r}
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.ip = "127.0.0.1"
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 240
c.Spawner.http_timeout = 240
c.Spawner.environment = {environment!r}
"""


@contextlib.contextmanager
def jupyterhub(scratch: Path, pupils: list[str]) -> Iterator[Hub]:
    """Start JupyterHub on 127.0.0.1 (free ports) in ``scratch``; on exit stop it and all it started, by PID.

    Each pupil's home is made beforehand with JupyterLab's user settings of the other browser tests
    (no news toast; every cell in the page). The kernels share this process's matplotlib cache
    folder (``MPLCONFIGDIR``), so 25 kernels do not each build matplotlib's font list.
    """
    import matplotlib

    homes = scratch / "home"
    for name in pupils:
        lab_settings(homes / name / ".jupyter" / "lab" / "user-settings")
    port = free_port()
    config = scratch / "jupyterhub_config.py"
    config.write_text(
        CONFIG.format(
            bind_url=f"http://127.0.0.1:{port}",
            hub_port=free_port(),
            proxy_api=f"http://127.0.0.1:{free_port()}",
            proxy=shutil.which("configurable-http-proxy"),
            proxy_pid=str(scratch / "proxy.pid"),
            db_url=f"sqlite:///{scratch / 'jupyterhub.sqlite'}",
            cookie_secret=str(scratch / "cookie_secret"),
            home_template=str(homes / "{username}"),
            singleuser=str(BIN / "jupyterhub-singleuser"),
            # root (CI) starts the single-user servers as root: Jupyter Server refuses that unless told
            args=["--allow-root"] if os.geteuid() == 0 else [],
            environment={"MPLCONFIGDIR": matplotlib.get_configdir()},
        )
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "BGLEARN_"))}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    # the kernels import this checkout's bglearn (PYTHONPATH is one of the variables a spawner keeps)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    log_path = scratch / "jupyterhub.log"
    with open(log_path, "wb") as log:
        hub = subprocess.Popen(
            [str(BIN / "jupyterhub"), "-f", str(config)],
            cwd=scratch,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        tree = Tree(hub.pid)
        passed = False
        try:
            deadline = time.monotonic() + 90
            while True:
                tree.scan()
                if hub.poll() is not None:
                    pytest.fail(f"jupyterhub exited ({hub.returncode}); log: {log_path.read_text()[-3000:]}")
                try:  # through the proxy, so both answer
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/hub/api/", timeout=2) as r:
                        if r.status == 200:
                            break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    pytest.fail(f"jupyterhub did not answer within 90 s; log: {log_path.read_text()[-3000:]}")
                time.sleep(0.3)
            yield Hub(f"http://127.0.0.1:{port}", homes, hub.pid, tree, log_path)
            passed = True
        finally:
            tree.scan()
            hub.send_signal(signal.SIGTERM)  # the hub stops the pupils' servers and its proxy ...
            try:
                hub.wait(60)
            except subprocess.TimeoutExpired:
                hub.kill()
                hub.wait(10)
            tree.stop()  # ... and whatever of its tree is left is stopped here, by PID
            if passed and tree.alive():  # (a failure of the test itself is not hidden by this one)
                pytest.fail(f"still running after the hub and SIGKILL: {tree.alive()}")


# -- a pupil ----------------------------------------------------------------------------------------


def _question(qid: str) -> dict[str, Any]:
    """Lesson 01's entry for question ``qid``."""
    with open(ROOT / "lessons" / f"{LESSON}.toml", "rb") as f:
        stages = tomllib.load(f)["stage"]
    return next(q for s in stages for q in s.get("question", []) if q["id"] == qid)


def expected_answers(k: int) -> dict[str, str]:
    """What pupil ``k``'s progress file must hold for lesson 01."""
    out = {"make-four-point": "first-try" if k % 2 == 0 else "after-tries"}
    if k % 3:
        out["read-notation"] = "first-try"
    return out


@dataclass
class Pupil:
    """One pupil's run: the times of each board click to its new picture (s), and how long the steps took."""

    name: str
    k: int
    clicks: list[float] = field(default_factory=list)
    steps: dict[str, float] = field(default_factory=dict)


class Board:
    """A play question's board on the pupil's page, clicked through the geometry the kernel draws with."""

    def __init__(self, pupil: Pupil, page: Any, qid: str, geometry: bg.BoardWidget) -> None:
        entry = _question(qid)
        assert entry["kind"] == "play" and entry.get("on_roll", "white") == "white", entry
        self.pupil, self.page, self.geometry = pupil, page, geometry
        self.panel = page.locator(".bglearn-quiz", has_text=entry["prompt"])
        self.img = self.panel.locator(".bg-board img.bg-image")

    async def click(self, point: int, says: str) -> None:
        """Click ``point``; time it until the picture is new; wait for the board's message to say ``says``.

        A click that changed nothing (the message is as before: on a loaded machine the board can be
        drawn again under the pointer just after Run All, and the click is lost) is made again, at most
        twice; a click that did something is never repeated."""
        from playwright.async_api import expect

        natural_w, natural_h = self.geometry._get_painter().size
        x, y = self.geometry.pixel_of(point)
        message = self.panel.locator(".bg-message")
        for attempt in range(3):
            await self.img.scroll_into_view_if_needed()
            box = await self.img.bounding_box()
            handle = await self.img.element_handle()
            old = await handle.get_attribute("src")
            before = await message.text_content()
            t0 = time.monotonic()
            scale_x, scale_y = box["width"] / natural_w, box["height"] / natural_h
            await self.page.mouse.click(box["x"] + x * scale_x, box["y"] + y * scale_y)
            try:
                await self.page.wait_for_function(
                    "([img, old]) => img.src !== old", arg=[handle, old], polling=20, timeout=ANSWER_TIMEOUT_MS // 3
                )
                self.pupil.clicks.append(time.monotonic() - t0)
            except Exception:  # (no new picture: judged by the message below)
                pass
            try:
                await expect(message).to_contain_text(says, timeout=ANSWER_TIMEOUT_MS // 3)
                return
            except AssertionError:
                if attempt == 2 or await message.text_content() != before:
                    raise

    async def done(self, verdict: str) -> None:
        """Press Done; wait for the panel's feedback to contain ``verdict``."""
        from playwright.async_api import expect

        await self.panel.locator("button.bg-done").click()
        await expect(self.panel.locator(":scope > .widget-html p[style]")).to_contain_text(
            verdict, timeout=ANSWER_TIMEOUT_MS
        )

    async def play(self, *moves: tuple[int, int]) -> None:
        """Click each move's two points; the board says what each click did."""
        for i, (start, end) in enumerate(moves):
            await self.click(start, f"The {start}-point selected")
            await self.click(end, "press Done" if i == len(moves) - 1 else f"Moved {start}/{end}")


async def _run_all(page: Any) -> None:
    """Run > Run All Cells once the kernel is idle (again if the first choice came too early)."""
    from playwright.async_api import expect

    await page.wait_for_selector(".jp-Notebook .jp-Cell")
    first = page.locator(".bglearn-quiz").first
    for attempt in range(3):
        await expect(page.locator("#jp-main-statusbar")).to_contain_text("Idle", timeout=120_000)
        await page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        await page.get_by_role("menuitem", name="Run All Cells", exact=True).first.click()
        try:
            await first.wait_for(state="attached", timeout=60_000 if attempt < 2 else 120_000)
            return
        except Exception:
            await page.keyboard.press("Escape")
    raise AssertionError("Run All Cells never ran lesson 01")


async def pupil_session(browser: Any, link: str, pupil: Pupil, geometry: bg.BoardWidget, shots: Path) -> None:
    """One pupil: follow the link, log in, get the lessons, run lesson 01, answer on the boards."""
    from playwright.async_api import expect

    context = await browser.new_context(viewport={"width": 1280, "height": 1100})
    context.set_default_timeout(PUPIL_TIMEOUT_MS)
    page = await context.new_page()
    step = "the link"
    t = time.monotonic()
    try:
        await page.goto(link)
        step = "log in"
        await page.fill("#username_input", pupil.name)
        await page.fill("#password_input", "any")
        await page.click("#login_submit")
        step = "start the server and pull the lessons"
        lab = re.compile(rf"/user/{pupil.name}/lab/tree/bglearn/lessons/{LESSON}\.ipynb")
        # /hub/user-redirect/ starts a server that is not running (/hub/spawn), then nbgitpuller clones
        await page.wait_for_url(lab)
        pupil.steps["link -> lesson 01 open"] = time.monotonic() - t

        step = "run lesson 01"
        t = time.monotonic()
        await _run_all(page)
        # every code cell has run (a number in each prompt shown), the last one showing the score
        await page.wait_for_function(
            "() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
            ".every(p => !p.textContent.trim() || /^\\[\\d+\\]:?$/.test(p.textContent.trim()))",
            polling=250,
        )
        await page.locator(".bglearn-score").last.wait_for(state="attached")
        four = Board(pupil, page, "make-four-point", geometry)
        await four.img.wait_for(state="visible")
        pupil.steps["run all"] = time.monotonic() - t

        step = "answer"
        t = time.monotonic()
        if pupil.k % 2:
            await four.play((13, 9), (13, 11))
            await four.done("You played 13/11 13/9")
            await four.panel.get_by_role("button", name="Try again on the board").click()
        await four.play((8, 4), (6, 4))
        await four.done("Correct: 8/4 6/4")
        if pupil.k % 3:
            notation = Board(pupil, page, "read-notation", geometry)
            await notation.play((24, 18), (13, 9))
            await notation.done("Correct: 24/18 13/9")
        await expect(page.locator(".bglearn-map li", has_text="Two dice, two moves").first).to_contain_text(
            "✔", timeout=ANSWER_TIMEOUT_MS
        )
        pupil.steps["answer"] = time.monotonic() - t
    except Exception as e:
        with contextlib.suppress(Exception):
            await page.screenshot(path=str(shots / f"{pupil.name}-failure.png"))
        raise AssertionError(f"{pupil.name} failed at {step!r} ({page.url}): {e}") from e
    finally:
        await context.close()


async def run_class(hub: Hub, link: str, pupils: list[Pupil], wave: int, shots: Path) -> list[float]:
    """The pupils, ``wave`` pages at a time, in one headless Chromium; returns each pupil's time (s).

    The next pupil starts as soon as one of the ``wave`` pupils at work is done (a window of
    ``wave``, not waves that wait for their slowest pupil), so ``wave`` pupils are at work at once
    until the last ones.
    """
    from playwright.async_api import async_playwright

    geometry = bg.BoardWidget(bg.Position.start())  # White on roll, landscape: the lesson's boards here
    window = asyncio.Semaphore(wave)
    times: dict[str, float] = {}

    async def one(browser: Any, pupil: Pupil) -> None:
        async with window:
            t = time.monotonic()
            await pupil_session(browser, link, pupil, geometry, shots)
            times[pupil.name] = time.monotonic() - t
            hub.tree.scan()

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            await asyncio.gather(*(one(browser, q) for q in pupils))
        finally:
            await browser.close()
    return [times[q.name] for q in pupils]


def test_a_class_of_25_on_jupyterhub() -> None:
    shots = screenshots_dir("bglearn-hub-shots-")
    scratch = Path(tempfile.mkdtemp(prefix="bglearn-hub-"))
    pupils = [Pupil(f"pupil{k:02d}", k) for k in range(1, PUPILS + 1)]
    t0 = time.monotonic()
    try:
        repo = bare_clone(scratch)
        with jupyterhub(scratch, [p.name for p in pupils]) as hub:
            link = class_link(hub.url, repo)
            each = asyncio.run(run_class(hub, link, pupils, WAVE, shots))
            mem = Memory.of(hub.pid, hub.tree)
        total = time.monotonic() - t0

        clicks = [c for p in pupils for c in p.clicks]
        steps = {s: statistics.median(p.steps[s] for p in pupils) for s in pupils[0].steps}
        print(
            f"\nhub class: {len(pupils)} pupils, {WAVE} at a time, {total:.0f} s in all "
            f"(each pupil, link to last answer: median {statistics.median(each):.0f} s, max {max(each):.0f} s); "
            "per pupil (median s): "
            + ", ".join(f"{s} {v:.1f}" for s, v in steps.items())
            + f"\nhub class memory, {mem.report()}"
            f"\nhub class clicks: {len(clicks)} board clicks, click -> new picture median "
            f"{statistics.median(clicks) * 1000:.0f} ms, p95 {percentile(clicks, 95) * 1000:.0f} ms, "
            f"max {max(clicks) * 1000:.0f} ms"
        )

        assert sorted(mem.servers) == sorted(mem.kernels) == sorted(p.name for p in pupils), (mem.servers, mem.kernels)
        found = sorted(hub.homes.rglob("progress.json"))
        assert [f.relative_to(hub.homes).parts[0] for f in found] == [p.name for p in pupils], found
        for pupil in pupils:
            home = hub.homes / pupil.name
            assert (home / "bglearn" / "lessons" / f"{LESSON}.ipynb").is_file(), f"nbgitpuller did not clone for {home}"
            progress = Progress(home / ".local" / "share" / "jupyter" / "bglearn" / "progress.json")
            assert progress.problem is None, progress.problem
            assert progress.as_dict()["lessons"] == {LESSON: expected_answers(pupil.k)}, pupil.name
    finally:
        if not os.environ.get("BGLEARN_KEEP_BROWSER_TMP"):
            shutil.rmtree(scratch, ignore_errors=True)
        if not os.environ.get("BGLEARN_SCREENSHOTS") and not any(shots.iterdir()):
            shots.rmdir()  # (a failing pupil leaves a screenshot there)

"""A learner's progress: how each lesson question went, kept in a small JSON file between sessions.

The file is ``$BGLEARN_PROGRESS`` if set, else ``bglearn/progress.json`` under the user's Jupyter data
directory (``jupyter --data-dir``). It maps lesson id -> question id -> outcome::

    {"version": 1, "lessons": {"02-blocked-points": {"land-legal": "first-try", "late-count": "shown"}}}

with outcomes ``'first-try'``, ``'after-tries'`` (right, not at the first answer) and ``'shown'``
(answered only after "Show answer"); a better outcome is never replaced by a worse one.

Lessons that were renamed or split keep their learners' outcomes: when a file is read, the outcomes
kept under an old lesson id move to the new one (:data:`RENAMED_LESSONS`, such as ``08-review`` ->
``09-review``), and the questions that moved to another lesson move with their outcomes
(:data:`MOVED_QUESTIONS`: lesson 07's match and house-rule questions went to ``08-match-play`` with
their ids unchanged). Where both ids hold an outcome the better one is kept. The file itself is
rewritten in the new form at the next save; nothing is dropped.

Writes are atomic (a temporary file in the same folder, then a rename) and merge with what is on
disk, so two lessons open at once keep each other's results. The read-merge-replace is done holding
a lock: a folder ``progress.json.lock`` beside the file (``os.mkdir`` is atomic on every system and
on network home folders), waited for at most :data:`LOCK_TIMEOUT` seconds and broken when older
than :data:`STALE_LOCK` seconds (left by a kernel that was killed while saving). So notebooks open
at once, in one process or several, lose no outcome.

A file that cannot be read or written never stops a lesson: :attr:`Progress.problem` says what went
wrong (the map shows it), and results are kept in memory for the session. Only a regular file is
read (a FIFO or a device named by ``BGLEARN_PROGRESS`` is refused, never opened), at most
:data:`MAX_BYTES` of it, nested no deeper than the format (numbers of more than 20 digits are
refused too); such a file is left as it is and not written.
"""

from __future__ import annotations

import json
import os
import random
import stat
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

__all__ = [
    "Progress",
    "OUTCOMES",
    "default_path",
    "MAX_BYTES",
    "LOCK_TIMEOUT",
    "STALE_LOCK",
    "RENAMED_LESSONS",
    "MOVED_QUESTIONS",
]

#: Outcomes from best to worst.
OUTCOMES = ("first-try", "after-tries", "shown")
_RANK = {name: i for i, name in enumerate(OUTCOMES)}
_VERSION = 1
#: The largest progress file read, in bytes (a whole course is some 10 KB).
MAX_BYTES = 4_000_000
#: How long a save waits for another process's lock, in seconds, before giving up (with a message).
LOCK_TIMEOUT = 10.0
#: A lock older than this (seconds) was left by a process that died while saving: it is broken.
STALE_LOCK = 30.0
_MAX_ID = 200  # the longest lesson or question id recorded

#: Lesson ids that changed (old id -> new id): outcomes kept under the old id move to the new one when
#: a file is read. Issue 18 split lesson 07 in two, so the review became lesson 09.
RENAMED_LESSONS = {"08-review": "09-review"}

#: Questions that moved to another lesson, their ids unchanged: ``(old lesson, question) -> new lesson``.
#: Lesson 07 (the doubling cube) was split: its match-play, house-rule and variant questions are now
#: lesson 08's (``08-match-play``).
MOVED_QUESTIONS = {
    ("07-the-doubling-cube", question): "08-match-play"
    for question in (
        "match-drop",
        "may-double-crawford",
        "may-double-post-crawford",
        "jacoby-centred",
        "jacoby-turned",
        "match-gammon",
        "after-two-ties",
        "nackgammon-3-1",
    )
}


class _Unreadable(ValueError):
    """The progress file's text is not one bglearn wrote (the message says why)."""


def _small_int(text: str) -> int:
    """``int(text)`` for the JSON reader, refusing numbers of more than 20 digits before converting."""
    if len(text) > 20:
        raise _Unreadable(f"it holds a number of {len(text):,} digits")
    return int(text)


def _no_constant(name: str) -> float:
    raise _Unreadable(f"it holds {name}, which is not JSON")


def _jupyter_data_dir() -> Path:
    try:
        from jupyter_core.paths import jupyter_data_dir

        return Path(jupyter_data_dir())
    except ImportError:  # pragma: no cover - jupyter_core comes with every Jupyter install
        if os.environ.get("JUPYTER_DATA_DIR"):
            return Path(os.environ["JUPYTER_DATA_DIR"])
        if sys.platform == "win32":
            return Path(os.environ.get("APPDATA", Path.home())) / "jupyter"
        if sys.platform == "darwin":
            return Path.home() / "Library" / "Jupyter"
        return Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "jupyter"


def default_path() -> Path:
    """The progress file: ``$BGLEARN_PROGRESS``, else ``<jupyter data dir>/bglearn/progress.json``."""
    named = os.environ.get("BGLEARN_PROGRESS")
    if named:
        return Path(named).expanduser()
    return _jupyter_data_dir() / "bglearn" / "progress.json"


def _better(a: str | None, b: str | None) -> str | None:
    """The better of two outcomes (None = nothing yet)."""
    if a is None:
        return b
    if b is None:
        return a
    return a if _RANK[a] <= _RANK[b] else b


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:45] + f"... ({len(text):,} characters)"


def _check(lesson: object, questions: tuple[object, ...], outcomes: tuple[object, ...]) -> None:
    """Raise InputError unless the ids are text of 1 to 200 characters and the outcomes are :data:`OUTCOMES`."""
    from ..errors import InputError

    for name, ident in (("lesson", lesson), *(("question", q) for q in questions)):
        if not isinstance(ident, str) or not ident or len(ident) > _MAX_ID:
            raise InputError(f"a {name} id is text of 1 to {_MAX_ID} characters, not {_shown(ident)}")
    for outcome in outcomes:
        if not isinstance(outcome, str) or outcome not in _RANK:
            raise InputError(f"an outcome is one of {', '.join(OUTCOMES)}, not {_shown(outcome)}")


def _outcomes(data: object) -> dict[str, dict[str, str]]:
    """The outcomes of a progress file's parsed JSON (entries with an outcome not known are dropped).

    Raises ``_Unreadable`` when it is not a progress file of this version.
    """
    if not isinstance(data, dict) or data.get("version") != _VERSION or not isinstance(data.get("lessons"), dict):
        raise _Unreadable("not a bglearn progress file")
    out: dict[str, dict[str, str]] = {}
    for lesson, questions in data["lessons"].items():
        if not isinstance(questions, dict):
            raise _Unreadable(f"lesson {_shown(lesson)} is not a table")
        out[lesson] = {q: v for q, v in questions.items() if isinstance(v, str) and v in _RANK}
    return _migrated(out)


def _migrated(lessons: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """``lessons`` (lesson id -> question id -> outcome) with renamed lessons and moved questions under
    their new ids (:data:`RENAMED_LESSONS`, :data:`MOVED_QUESTIONS`), the better outcome kept where
    both ids hold one. Every outcome is kept."""
    out: dict[str, dict[str, str]] = {}
    for lesson, questions in lessons.items():
        for question, outcome in questions.items():
            new = MOVED_QUESTIONS.get((lesson, question), RENAMED_LESSONS.get(lesson, lesson))
            target = out.setdefault(new, {})
            target[question] = _better(target.get(question), outcome) or outcome
        if not questions:
            out.setdefault(RENAMED_LESSONS.get(lesson, lesson), {})
    return out


def _file_text(lessons: dict[str, dict[str, str]]) -> str:
    """The file's JSON: one line per lesson (written by the C encoder: ``indent=`` would use the slow
    pure-Python one)."""
    rows = ",\n".join(f" {json.dumps(k)}: {json.dumps(lessons[k], sort_keys=True)}" for k in sorted(lessons))
    return f'{{"version": {_VERSION}, "lessons": {{\n{rows}\n}}}}\n'


def _break_lock(lock: Path) -> None:
    """Remove a stale lock folder: renamed first (atomic: only one process wins), then removed."""
    grave = lock.with_name(f"{lock.name}.stale-{os.getpid()}-{random.getrandbits(32):08x}")
    try:
        os.rename(lock, grave)
        os.rmdir(grave)
    except OSError:  # another process broke it first, or it is not an empty folder: leave it
        pass


def _replace(tmp: str, target: Path) -> None:
    """``os.replace`` with a few retries: on Windows it fails while another process has the file open."""
    for attempt in range(20):
        try:
            os.replace(tmp, target)
            return
        except PermissionError:
            if attempt == 19 or sys.platform != "win32":
                raise
            time.sleep(0.01 * (attempt + 1))


class Progress:
    """The outcomes of every lesson question answered so far, read from and saved to a JSON file.

    Parameters
    ----------
    path : str or Path, optional
        Default :func:`default_path`.

    Attributes
    ----------
    path : Path
    problem : str or None
        Why the file could not be read or written (None when all is well). The outcomes of this
        session are still kept in memory.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.problem: str | None = None
        self._data: dict[str, dict[str, str]] = {}
        self._unreadable = False  # a corrupt file is left as it is, not overwritten
        self._data = self._read()

    def _read(self) -> dict[str, dict[str, str]]:
        try:
            info = os.stat(self.path)
            if not stat.S_ISREG(info.st_mode):
                raise _Unreadable("it is not a regular file (a folder, a pipe or a device)")
            if info.st_size > MAX_BYTES:
                raise _Unreadable(f"it has {info.st_size:,} bytes; a progress file has at most {MAX_BYTES:,}")
            with open(self.path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
            if len(raw) > MAX_BYTES:
                raise _Unreadable(f"it has more than {MAX_BYTES:,} bytes")
            text = raw.decode("utf-8")
        except (FileNotFoundError, NotADirectoryError):  # nothing saved yet (a bad folder shows when writing)
            return {}
        except _Unreadable as e:
            self._fail(f"{self.path} cannot be read: {e}; it is left as it is", unreadable=True)
            return {}
        except (OSError, UnicodeDecodeError, ValueError) as e:
            self._fail(f"cannot read {self.path} ({e.__class__.__name__}: {e})", unreadable=True)
            return {}
        try:
            return _outcomes(json.loads(text, parse_int=_small_int, parse_constant=_no_constant))
        except _Unreadable as e:
            self._fail(f"{self.path} is not a progress file bglearn can read ({e}); it is left as it is", True)
        except RecursionError:
            self._fail(
                f"{self.path} is not a progress file bglearn can read (nested too deeply); it is left as it is", True
            )
        except (ValueError, KeyError, TypeError) as e:
            message = str(e) if len(str(e)) < 120 else str(e)[:100] + "..."
            self._fail(f"{self.path} is not a progress file bglearn can read ({message}); it is left as it is", True)
        return {}

    def _fail(self, message: str, unreadable: bool = False) -> None:
        self.problem = (
            f"Your progress is not being saved: {message}. Progress of this session is kept until the kernel stops."
        )
        self._unreadable = self._unreadable or unreadable

    def outcome(self, lesson: str, question: str) -> str | None:
        """The best outcome recorded for ``question`` of ``lesson`` (None when not answered yet)."""
        return self._data.get(lesson, {}).get(question)

    def lesson(self, lesson: str) -> dict[str, str]:
        """Question id -> outcome for ``lesson`` (a copy)."""
        return dict(self._data.get(lesson, {}))

    def record(self, lesson: str, question: str, outcome: str) -> None:
        """Keep ``outcome`` (one of :data:`OUTCOMES`) for ``question`` unless a better one is known, and save.

        Never raises for a file problem: :attr:`problem` is set instead.

        Raises
        ------
        bglearn.InputError
            If ``outcome`` is not one of :data:`OUTCOMES`, or ``lesson`` or ``question`` is not text of
            1 to 200 characters (nothing is kept then).
        """
        _check(lesson, (question,), (outcome,))
        self.record_all(lesson, {question: outcome})

    def record_all(self, lesson: str, outcomes: Mapping[str, str]) -> None:
        """:meth:`record` for several questions of ``lesson`` at once (question id -> outcome), saved once.

        Raises
        ------
        bglearn.InputError
            As :meth:`record`, before anything is kept, if any of them is refused.
        """
        if not isinstance(outcomes, Mapping):
            from ..errors import InputError

            raise InputError(f"outcomes is a mapping of question id -> outcome, not {type(outcomes).__name__}")
        _check(lesson, tuple(outcomes), tuple(outcomes.values()))
        known = self._data.setdefault(lesson, {})
        for question, outcome in outcomes.items():
            known[question] = _better(known.get(question), outcome) or outcome
        if self._unreadable:
            return
        self._save()

    def _save(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._lock():
                on_disk = Progress.__new__(Progress)
                on_disk.path, on_disk.problem, on_disk._unreadable = self.path, None, False
                merged = on_disk._read()
                if on_disk._unreadable:  # the file went bad since: leave it
                    self.problem, self._unreadable = on_disk.problem, True
                    return
                for lesson_id, questions in self._data.items():
                    target = merged.setdefault(lesson_id, {})
                    for q, v in questions.items():
                        target[q] = _better(target.get(q), v) or v
                text = _file_text(merged)
                fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".json", dir=self.path.parent)
                try:
                    with os.fdopen(fd, "w", encoding="utf-8") as f:
                        f.write(text)
                    _replace(tmp, self.path)
                except BaseException:
                    Path(tmp).unlink(missing_ok=True)
                    raise
            self._data = {k: dict(v) for k, v in merged.items()}
            self.problem = None
        except OSError as e:
            self._fail(f"cannot write {self.path} ({e.__class__.__name__}: {e})")

    @contextmanager
    def _lock(self) -> Iterator[None]:
        """Hold the lock folder beside the file (see the module's docstring).

        Raises ``TimeoutError`` (an ``OSError``) when another process holds it for more than
        :data:`LOCK_TIMEOUT` seconds.
        """
        lock = self.path.with_name(self.path.name + ".lock")
        deadline = time.monotonic() + LOCK_TIMEOUT
        wait = 0.001
        while True:
            try:
                os.mkdir(lock)
                break
            except FileExistsError:
                try:
                    age = time.time() - os.stat(lock).st_mtime
                except FileNotFoundError:
                    continue  # released meanwhile: try again at once
                if age > STALE_LOCK:
                    _break_lock(lock)
                    continue
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{lock} is held by another process (waited {LOCK_TIMEOUT:.0f} s)") from None
                time.sleep(wait * (0.5 + random.random()))
                wait = min(wait * 2, 0.01)
        try:
            yield
        finally:
            try:
                os.rmdir(lock)
            except OSError:  # pragma: no cover - broken as stale by another process meanwhile
                pass

    def as_dict(self) -> dict[str, Any]:
        """The file's contents as this object knows them."""
        return {"version": _VERSION, "lessons": {k: dict(v) for k, v in self._data.items()}}

"""A learner's progress: how each lesson question went, kept in a small JSON file between sessions.

The file is ``$BGLEARN_PROGRESS`` if set, else ``bglearn/progress.json`` under the user's Jupyter data
directory (``jupyter --data-dir``). It maps lesson id -> question id -> outcome::

    {"version": 1, "lessons": {"02-blocked-points": {"land-legal": "first-try", "late-count": "shown"}}}

with outcomes ``'first-try'``, ``'after-tries'`` (right, not at the first answer) and ``'shown'``
(answered only after "Show answer"); a better outcome is never replaced by a worse one.

Writes are atomic (a temporary file in the same folder, then a rename) and merge with what is on
disk, so two lessons open at once keep each other's results. A file that cannot be read or written
never stops a lesson: :attr:`Progress.problem` says what went wrong (the map shows it), and results
are kept in memory for the session.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["Progress", "OUTCOMES", "default_path"]

#: Outcomes from best to worst.
OUTCOMES = ("first-try", "after-tries", "shown")
_RANK = {name: i for i, name in enumerate(OUTCOMES)}
_VERSION = 1


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
            text = self.path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):  # nothing saved yet (a bad folder shows when writing)
            return {}
        except (OSError, UnicodeDecodeError) as e:
            self._fail(f"cannot read {self.path} ({e.__class__.__name__}: {e})", unreadable=True)
            return {}
        try:
            data = json.loads(text)
            lessons = data["lessons"]
            if data.get("version") != _VERSION or not isinstance(lessons, dict):
                raise ValueError("not a bglearn progress file")
            out: dict[str, dict[str, str]] = {}
            for lesson, questions in lessons.items():
                if not isinstance(questions, dict):
                    raise ValueError(f"lesson {lesson!r} is not a table")
                out[str(lesson)] = {str(q): v for q, v in questions.items() if v in _RANK}
            return out
        except (ValueError, KeyError, TypeError) as e:
            self._fail(f"{self.path} is not a progress file bglearn can read ({e}); it is left as it is", True)
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
            If ``outcome`` is not one of :data:`OUTCOMES`.
        """
        if outcome not in _RANK:
            from ..errors import InputError

            raise InputError(f"an outcome is one of {', '.join(OUTCOMES)}, not {outcome!r}")
        self._data.setdefault(lesson, {})[question] = _better(self.outcome(lesson, question), outcome) or outcome
        if self._unreadable:
            return
        self._save()

    def _save(self) -> None:
        try:
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
            self._data = {k: dict(v) for k, v in merged.items()}
            self.path.parent.mkdir(parents=True, exist_ok=True)
            text = json.dumps({"version": _VERSION, "lessons": merged}, indent=1, sort_keys=True)
            fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".json", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    f.write(text)
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
            self.problem = None
        except OSError as e:
            self._fail(f"cannot write {self.path} ({e.__class__.__name__}: {e})")

    def as_dict(self) -> dict[str, Any]:
        """The file's contents as this object knows them."""
        return {"version": _VERSION, "lessons": {k: dict(v) for k, v in self._data.items()}}

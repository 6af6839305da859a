"""A quiz: a set of questions read from a TOML file (:class:`Quiz`, :func:`load_quiz`, :func:`loads_quiz`).

A teacher writes a quiz as data, in the entry format of the lessons' questions (``lessons/FORMAT.md``)::

    title = "Entering from the bar"

    [[question]]
    id = "enter-first"
    kind = "legality"
    position = { white = { bar = 1, 13 = 5, 8 = 3, 6 = 5, 24 = 1 }, black = { 19 = 5, 17 = 3, 12 = 5, 1 = 2 } }
    dice = [6, 3]
    play = "13/7 13/10"
    prompt = "Is this play legal? If not, which rule does it break?"

Every question is checked against the rules engine when the file is read.

Examples
--------
>>> quiz = loads_quiz('''
... [[question]]
... id = "opening-3-1"
... kind = "play"
... position = "start"
... dice = [3, 1]
... prompt = "Make the 5-point."
... goal = { play = "8/5 6/5" }
... tempting = [{ answer = "8/4 6/4", rule = "wrong-distance" }]
... ''')
>>> len(quiz), quiz.ids
(1, ('opening-3-1',))
>>> quiz["opening-3-1"].answer("8/5 6/5").correct
True
>>> print(quiz.score)
You solved 1 of 1 question (1 on the first try).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import InputError, QuizFileError
from .entries import MAX_FILE_CHARS, Reader, key_list, read_toml
from .file_errors import placed
from .questions import Answer, Question, Score
from .results import Attempt, attempts_csv, summarize, summary_chart

__all__ = ["Quiz", "load_quiz", "loads_quiz", "read_file"]

_QUIZ_KEYS = {"title", "positions", "question"}


class Quiz:
    """A set of questions (from a quiz file, or a lesson's questions), with one :class:`Score`.

    Parameters
    ----------
    questions : iterable of Question
        Each with a unique ``id``.
    title : str, optional
    path : str, optional
        The file it was read from.

    Attributes
    ----------
    questions : tuple of Question
        In file order.
    score : Score
        Counts every question.
    title : str or None
    path : str or None
    log : list of Attempt
        Every answer and every "Show answer", in order (see :mod:`bglearn.teach.results`).
    student : str
        Who answers: written into each attempt and required by :meth:`save_attempts`. It starts as the
        hub's user name (the ``JUPYTERHUB_USER`` environment variable) when there is one, else ''; then
        the quiz's panel (:meth:`show`) has a name box that sets it (or set it from Python).

    Raises
    ------
    bglearn.InputError
        If an item is not a question, or two share an id.
    """

    def __init__(self, questions: Any, title: str | None = None, path: str | None = None) -> None:
        items = tuple(questions)
        ids = [getattr(q, "id", None) for q in items]
        if not all(isinstance(q, Question) for q in items):
            raise QuizFileError("a Quiz holds questions only", path)
        if len(set(ids)) != len(ids) or None in ids:
            raise QuizFileError("every question of a Quiz needs its own id", path)
        self.questions = items
        self.title = title
        self.path = path
        self.score = Score(items)
        self.log: list[Attempt] = []
        self.student = os.environ.get("JUPYTERHUB_USER", "").strip()
        for q in items:
            q.on_answer(self._logged)

    def _logged(self, question: Question, event: str) -> None:
        if event == "reveal":
            self.log.append(Attempt.now(self.student, str(question.id), "", "shown", None, False, question.attempts))
            return
        last = question.last
        if last is None:  # pragma: no cover - an answer event always follows a judgement
            return
        given = question.last_given
        if isinstance(given, (set, frozenset, list, tuple)) and all(type(p) is int for p in given):
            text = " ".join(str(p) for p in sorted(given, reverse=True)) or "none"  # points picked: "5 3"
        else:
            text = given if isinstance(given, str) else "" if given is None else str(given)
        self.log.append(
            Attempt.now(self.student, str(question.id), text, last.kind, last.rule, last.correct, question.attempts)
        )

    def answer(self, ident: str, answer: Any) -> Answer:
        """Answer question ``ident`` as if with its widget (e.g. in an nbgrader answer cell):
        ``quiz.answer("q3", "13/8 6/5")``. Returns the :class:`~bglearn.teach.Answer`.

        Raises
        ------
        bglearn.InputError
            If the quiz has no question ``ident``.
        """
        return self._question(ident).answer(answer)

    def solved(self, ident: str) -> bool:
        """Whether question ``ident`` has had a right answer, not after "Show answer" (what :meth:`grade` counts).

        A grading cell of an nbgrader notebook: ``assert quiz.solved("q3"), quiz["q3"].feedback``.

        Raises
        ------
        bglearn.InputError
            If the quiz has no question ``ident``.
        """
        return bool(self._question(ident).ever_solved)

    def _question(self, ident: str) -> Question:
        """The question ``ident``; an unknown id is an InputError (the public calls' error)."""
        try:
            return self[ident]
        except KeyError as e:
            raise InputError(str(e.args[0])) from None

    def grade(self) -> tuple[int, int]:
        """(questions solved, questions): what an autograder counts."""
        return self.score.solved, len(self.questions)

    def attempts_csv(self) -> str:
        """The log as CSV text (:data:`bglearn.teach.results.FIELDS` columns); attempts made before a
        name was given carry :attr:`student`."""
        name = self.student.strip() if isinstance(self.student, str) else ""
        return attempts_csv(a._replace(student=name) if not a.student else a for a in self.log)

    def save_attempts(self, path: str | Path) -> Path:
        """Write :meth:`attempts_csv` to ``path``; return the path.

        Raises
        ------
        bglearn.InputError
            If the quiz has no :attr:`student` name (a log nobody can be told apart by), or the file
            cannot be written. Nothing is written then.
        """
        if not isinstance(self.student, str) or not self.student.strip():
            raise InputError(
                "this log has no name: type your name in the quiz's name box "
                '(or set quiz.student = "ann") before saving it'
            )
        target = Path(path)
        try:
            target.write_text(self.attempts_csv(), encoding="utf-8")
        except OSError as e:
            raise InputError(f"cannot write {target}: {e}") from None
        return target

    def summary(self) -> dict[str, dict[str, int]]:
        """Per question: right first time, right after tries, shown (this quiz's log; one student)."""
        return summarize(self.log, self.ids)

    def chart(self) -> Any:
        """The summary as a bar chart (:class:`~bglearn.teach.results.SummaryChart`; shows in a notebook)."""
        return summary_chart(self.summary(), self.title)

    @property
    def ids(self) -> tuple[str, ...]:
        """The questions' ids, in order."""
        return tuple(str(q.id) for q in self.questions)

    def __len__(self) -> int:
        return len(self.questions)

    def __iter__(self) -> Iterator[Question]:
        return iter(self.questions)

    def __getitem__(self, ident: str) -> Question:
        for q in self.questions:
            if q.id == ident:
                return q
        raise KeyError(f"no question {ident!r} in this quiz (ids: {', '.join(self.ids)})")

    def show(self) -> Any:
        """Return one ipywidgets panel with every question and the score, for a notebook cell
        (:func:`bglearn.widgets.quiz_panels.quiz_panel`)."""
        from ..widgets.quiz_panels import quiz_panel

        return quiz_panel(self, self.title)

    def __repr__(self) -> str:
        name = f" {self.title!r}" if self.title else ""
        return f"<Quiz{name}: {len(self)} questions, {self.score.solved} solved>"


def read_file(path: str | Path) -> tuple[str, str]:
    """Return ``(text, name)`` of a lesson or quiz file; the name is the path as given.

    Only a regular file is read (a FIFO or a device would block or never end), and at most
    :data:`~bglearn.teach.entries.MAX_FILE_CHARS` characters of it.

    Raises
    ------
    QuizFileError
        If the file cannot be read (missing, a folder, not a regular file, a path that is not text
        or holds NUL, not UTF-8, too long).
    """
    name = str(path)
    if not isinstance(path, (str, Path)):
        raise QuizFileError(f"a file is named by a str or a pathlib.Path, not {type(path).__name__}", name)
    if "\x00" in name:
        raise QuizFileError("cannot read the file: its name holds the character NUL (\\x00)", name)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise QuizFileError("cannot read the file: it is not a regular file (a folder, a pipe, a device)", name)
        with open(path, encoding="utf-8") as f:
            text = f.read(MAX_FILE_CHARS + 1)
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise QuizFileError(f"cannot read the file: {e}", name) from None
    if len(text) > MAX_FILE_CHARS:
        raise QuizFileError(f"the file has more than {MAX_FILE_CHARS:,} characters (the most a file may have)", name)
    return text, name


def loads_quiz(text: str, path: str | None = None) -> Quiz:
    """Read a quiz from TOML ``text`` (the format of ``lessons/FORMAT.md``: top-level ``[[question]]`` entries).

    Parameters
    ----------
    text : str
        The file's contents.
    path : str, optional
        Used in error messages.

    Returns
    -------
    Quiz

    Raises
    ------
    bglearn.QuizFileError
        If the text is not TOML, has no questions, or an entry is refused: the message names the
        file, line and column, the entry and the problem, shows the line with a caret and the likely
        cause (``.path``, ``.line``, ``.column``, ``.entry``, ``.problem`` and ``.cause`` hold them).
    """
    return placed(text, lambda: _read_quiz(text, path))


def _read_quiz(text: str, path: str | None) -> Quiz:
    data = read_toml(text, path)
    unknown = sorted(set(data) - _QUIZ_KEYS)
    if unknown:
        hint = " (a lesson's [[stage]] entries are read with bglearn.load_lesson)" if "stage" in unknown else ""
        raise QuizFileError(
            f"unknown top-level key{'s' if len(unknown) > 1 else ''} {key_list(unknown)}{hint} "
            f"(allowed: {', '.join(sorted(_QUIZ_KEYS))})",
            path,
        )
    entries = data.get("question")
    if not isinstance(entries, list) or not entries:
        raise QuizFileError("a quiz file needs at least one [[question]] entry", path)
    reader = Reader(path, data.get("positions"))
    title = data.get("title")
    if title is not None and not isinstance(title, str):
        raise QuizFileError("title is text", path)
    return Quiz([reader.item("question", e) for e in entries], title, path)


def load_quiz(path: str | Path) -> Quiz:
    """Read the quiz file at ``path`` (see :func:`loads_quiz`).

    Raises
    ------
    bglearn.QuizFileError
        If the file cannot be read, or as :func:`loads_quiz`.
    """
    text, name = read_file(path)
    return loads_quiz(text, name)

"""How a quiz went: the log of attempts, CSV export, a per-question summary and its chart.

Every :class:`~bglearn.teach.Quiz` keeps a log of :class:`Attempt`\\ s (each answer and each "Show
answer"). A teacher collects the CSV of each student (:func:`attempts_csv`), reads them back with
:func:`read_attempts` and sums them per question with :func:`summarize`: how many students got it
right first time, right after tries, or were shown the answer. :func:`summary_chart` draws that as
a matplotlib bar chart. :func:`read_class` reads a folder of them at once: it counts the pupils, and
lists (and leaves out) the logs that carry no name, and the names that come in more than one file.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import QuizFileError

__all__ = [
    "Attempt",
    "attempts_csv",
    "read_attempts",
    "summarize",
    "summary_chart",
    "SummaryChart",
    "ClassAnswers",
    "read_class",
    "FIELDS",
    "OUTCOME_NAMES",
]

#: The CSV columns, in order.
FIELDS = ("student", "question", "answer", "verdict", "rule", "correct", "tries", "time")

#: Summary outcomes and their labels in the chart.
OUTCOME_NAMES = {
    "first-try": "right first time",
    "after-tries": "right after tries",
    "shown": "shown the answer",
    "not-solved": "tried, not right yet",
}


class Attempt(NamedTuple):
    """One answer (or "Show answer") to one question.

    Attributes
    ----------
    student : str
        Who answered ('' when not set; see :attr:`bglearn.teach.Quiz.student`).
    question : str
        The question's id.
    answer : str
        The answer as given, as text ('' for "Show answer").
    verdict : str
        The judgement's kind (``'correct'``, ``'wrong'``, ``'illegal'``, ``'not-asked'``,
        ``'unreadable'``, ``'ambiguous'``) or ``'shown'`` for "Show answer".
    rule : str
        The rule code the feedback named ('' for none).
    correct : bool
    tries : int
        Answers judged for this question so far, this one included (an ``'unreadable'`` or
        ``'ambiguous'`` one judges nothing and is not counted).
    time : str
        When, in ISO 8601 (UTC, seconds).
    """

    student: str
    question: str
    answer: str
    verdict: str
    rule: str
    correct: bool
    tries: int
    time: str

    @classmethod
    def now(
        cls, student: str, question: str, answer: str, verdict: str, rule: str | None, correct: bool, tries: int
    ) -> Attempt:
        """An attempt stamped with the current time."""
        stamp = datetime.now(timezone.utc).replace(microsecond=0).isoformat()
        return cls(student, question, answer, verdict, rule or "", correct, tries, stamp)


def attempts_csv(attempts: Iterable[Attempt]) -> str:
    """The attempts as CSV text with a header row (:data:`FIELDS`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FIELDS)
    for a in attempts:
        writer.writerow(
            [a.student, a.question, a.answer, a.verdict, a.rule, "yes" if a.correct else "no", a.tries, a.time]
        )
    return out.getvalue()


def read_attempts(source: str | Path) -> list[Attempt]:
    """Read attempts back from a CSV file (a path) or CSV text (a str holding a newline).

    Raises
    ------
    bglearn.QuizFileError
        If the file cannot be read, its header is not :data:`FIELDS`, or a row is malformed (the
        message names the row).
    """
    name = None
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source):
        name = str(source)
        try:
            text = Path(source).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise QuizFileError(f"cannot read the attempts file: {e}", name) from None
    elif isinstance(source, str):
        text = source
    else:
        raise QuizFileError(f"attempts are read from a path or CSV text, not {type(source).__name__}")
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or tuple(rows[0]) != FIELDS:
        raise QuizFileError(f"the first row must be the header {','.join(FIELDS)}", name)
    out = []
    for n, row in enumerate(rows[1:], 2):
        if not row:
            continue
        if len(row) != len(FIELDS) or row[5] not in ("yes", "no") or not row[6].isdigit():
            raise QuizFileError(f"row {n} is not student,question,answer,verdict,rule,yes/no,tries,time", name)
        out.append(Attempt(row[0], row[1], row[2], row[3], row[4], row[5] == "yes", int(row[6]), row[7]))
    return out


class ClassAnswers(NamedTuple):
    """The answer logs of a class (:func:`read_class`).

    Attributes
    ----------
    attempts : list of Attempt
        Every attempt of the logs that carry a name, file by file.
    pupils : tuple of str
        The distinct names, sorted.
    nameless : tuple of str
        The files left out: one or more rows carry no name (a log saved before names were required).
    shared : dict
        name -> the files it comes in, for each name found in more than one file (two pupils who typed
        the same name, or one pupil's log collected twice); their attempts count as one pupil's.
    """

    attempts: list[Attempt]
    pupils: tuple[str, ...]
    nameless: tuple[str, ...]
    shared: dict[str, tuple[str, ...]]

    def summary(self, questions: Iterable[str] | None = None) -> dict[str, dict[str, int]]:
        """:func:`summarize` of :attr:`attempts`."""
        return summarize(self.attempts, questions)

    def __str__(self) -> str:
        n = len(self.pupils)
        text = f"{n} pupil{'s' if n != 1 else ''}: {', '.join(self.pupils) or 'none'}."
        if self.nameless:
            text += f" Left out, no name: {', '.join(self.nameless)}."
        for name, files in self.shared.items():
            text += f" {name!r} is in {len(files)} files ({', '.join(files)}): counted once."
        return text


def read_class(paths: Iterable[str | Path]) -> ClassAnswers:
    """Read the answer logs ``paths`` (CSV files of :meth:`bglearn.teach.Quiz.save_attempts`) of a class.

    Raises
    ------
    bglearn.QuizFileError
        As :func:`read_attempts`, for a file that is not an answer log.
    """
    attempts: list[Attempt] = []
    nameless: list[str] = []
    files: dict[str, list[str]] = {}
    for path in paths:
        name = str(path)
        log = read_attempts(Path(path))
        if any(not a.student.strip() for a in log):
            nameless.append(name)
            continue
        attempts.extend(log)
        for student in dict.fromkeys(a.student for a in log):
            files.setdefault(student, []).append(name)
    shared = {s: tuple(f) for s, f in sorted(files.items()) if len(f) > 1}
    return ClassAnswers(attempts, tuple(sorted(files)), tuple(nameless), shared)


def summarize(attempts: Iterable[Attempt], questions: Iterable[str] | None = None) -> dict[str, dict[str, int]]:
    """Per question, how many students got it right first time, right after tries, or were shown it.

    Each student counts once per question, by their best outcome: right at their first answer
    (``'first-try'``), right later (``'after-tries'``), shown the answer without answering right
    before (``'shown'``), or answered only wrong so far (``'not-solved'``).

    Parameters
    ----------
    attempts : iterable of Attempt
        From any number of students (their ``student`` field tells them apart). Attempts without a
        name are left out: nobody can tell whose they are (:func:`read_class` lists their files).
    questions : iterable of str, optional
        The question ids in the order wanted (default: as they first appear).

    Returns
    -------
    dict
        question id -> {'first-try': n, 'after-tries': n, 'shown': n, 'not-solved': n}
    """
    seen: list[str] = list(questions or [])
    history: dict[tuple[str, str], list[Attempt]] = {}
    for a in attempts:
        if a.question not in seen:
            seen.append(a.question)
        if not a.student.strip():
            continue
        history.setdefault((a.student, a.question), []).append(a)
    table = {q: dict.fromkeys(OUTCOME_NAMES, 0) for q in seen}
    for (_student, question), tries in history.items():
        outcome = None
        for a in tries:  # in the order they were logged
            if a.verdict == "shown":
                outcome = "shown"
                break
            if a.correct:
                outcome = "first-try" if a.tries == 1 else "after-tries"
                break
        table[question][outcome or "not-solved"] += 1  # answered, never right: the hard ones
    return table


class SummaryChart:
    """The class summary as a chart: shows itself in a notebook (PNG), ``.savefig(path)`` saves it.

    Attributes
    ----------
    figure : matplotlib.figure.Figure
    """

    def __init__(self, figure: Any) -> None:
        self.figure = figure

    def savefig(self, path: Any, **options: Any) -> None:
        """Save the chart (``path`` ending .png, .svg, .pdf ...), as ``Figure.savefig``."""
        self.figure.savefig(path, **options)

    def _repr_png_(self) -> bytes:
        buf = io.BytesIO()
        self.figure.savefig(buf, format="png")
        return buf.getvalue()


def summary_chart(summary: dict[str, dict[str, int]], title: str | None = None) -> SummaryChart:
    """One stacked bar per question: right first time, right after tries, shown, tried and not right.

    Displayed when it is the last value of a notebook cell; ``.savefig(path)`` saves it and
    ``.figure`` is the matplotlib Figure.
    """
    from matplotlib.figure import Figure

    questions = list(summary)
    fig = Figure(figsize=(max(4.0, 0.7 * len(questions) + 2) + 1.8, 3.2), dpi=100, layout="constrained")
    ax = fig.add_subplot()
    bottom = [0] * len(questions)
    colors = {"first-try": "#0b6e2e", "after-tries": "#8a5a00", "shown": "#b00020", "not-solved": "#9e9e9e"}
    for outcome, label in OUTCOME_NAMES.items():
        values = [summary[q][outcome] for q in questions]
        ax.bar(questions, values, bottom=bottom, label=label, color=colors[outcome])
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    ax.set_ylabel("students")
    ax.set_title(title or "How the class answered")
    ax.tick_params(axis="x", labelrotation=45)
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    # beside the axes, not over them: the bars are never covered (constrained layout makes room)
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), fontsize="small", borderaxespad=0.0)
    return SummaryChart(fig)

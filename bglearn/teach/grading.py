"""Graded quizzes for nbgrader, made from a quiz file: :func:`make_graded`, :func:`graded_board`, :func:`judge_answer`.

A teacher writes a quiz file (``lessons/FORMAT.md``) and runs::

    python -m bglearn.teach.grading make tuesday.toml source/tuesday/tuesday.ipynb

(or ``bglearn.make_graded("tuesday.toml", "source/tuesday/tuesday.ipynb")``). That writes nbgrader's
*source* notebook: per question

* a locked cell with a board in graded mode (:func:`graded_board`). It holds the question's position,
  dice and prompt, and nothing that says what is right (no ``goal``, ``tempting``, ``hint`` or
  ``explain``). The pupil answers on the board or types, and the board echoes the answer as the
  line to copy into the answer cell; it shows no verdict and has no Hint or Show answer;
* an answer cell, ``answer_q1 = ""``, which echoes the answer in words when it runs (and runs under
  Run All whether it is filled in or not);
* a locked test cell worth 1 point, graded by nbgrader: its check (:func:`judge_answer`, the rules
  engine judging the answer against the whole question, goal included) sits between ``### BEGIN
  HIDDEN TESTS`` and ``### END HIDDEN TESTS``, which ``nbgrader generate_assignment`` strips from
  the notebook pupils get and ``nbgrader autograde`` puts back.

Every id is taken from the quiz file, so a test cell cannot check another question's answer, and the
released notebook does not read the quiz file. A pupil who writes Python can still work out the answers
with the engine (``bglearn.legal_plays``): graded quizzes suit homework and practice, not exams.
"""

from __future__ import annotations

import argparse
import copy
import pprint
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..engine.notation import parse_segments, point_phrase
from ..errors import BglearnError, InputError, QuizFileError
from .entries import Reader, read_toml
from .questions import Answer, ChoiceQuestion, PlayQuestion, PointsQuestion, Question
from .quiz import load_quiz, read_file
from .shown import Shown

__all__ = [
    "make_graded",
    "graded_board",
    "judge_answer",
    "grade_answer",
    "answer_words",
    "GradedBoard",
    "SECRET_KEYS",
    "main",
]

#: The keys of a question entry that say (or hint at) what is right: never in a board the pupil gets.
SECRET_KEYS = ("goal", "not_asked", "tempting", "hint", "explain", "practise")

#: nbgrader's cell metadata version (nbgrader 0.9).
_SCHEMA = 3


def _question(spec: Mapping[str, Any]) -> Question:
    """The question an embedded entry (a quiz file's ``[[question]]`` table, position given in full) describes."""
    if not isinstance(spec, Mapping):
        raise InputError(f"a question spec is a quiz file's [[question]] table (a dict), not {type(spec).__name__}")
    return Reader(None).item("question", dict(spec))


class GradedBoard(Shown):
    """A question's board in graded mode (see :func:`graded_board`); shows as its panel in a notebook.

    Attributes
    ----------
    number : int
        The question's number in the quiz (1 for the first).
    question : Question
        The question built from the entry shown (position, dice, prompt: no goal); its
        :attr:`~bglearn.teach.Question.answer_cell` is ``f"answer_q{number}"``.
    """

    def __init__(self, number: int, question: Question) -> None:
        self.number = number
        self.question = question
        question.answer_cell = f"answer_q{number}"

    def _make_panel(self) -> Any:
        return self.question.panel  # built in graded mode: the question has an answer_cell

    def words(self, answer: Any) -> str:
        """``answer`` (what the pupil wrote in the answer cell) in words, without saying whether it is right."""
        return answer_words(self.question, answer, self.number)

    def echo(self, answer: Any) -> None:
        """Print :meth:`words` (the last line of an answer cell)."""
        print(self.words(answer))

    def __repr__(self) -> str:
        return f"<GradedBoard {self.number}: {self.question.question!r}>"


def graded_board(number: int, spec: Mapping[str, Any]) -> GradedBoard:
    """The board of question ``number`` in graded mode, built from ``spec``.

    Parameters
    ----------
    number : int
        The question's number (1 for the first): its answer cell's variable is ``answer_q{number}``.
    spec : dict
        A quiz file's ``[[question]]`` table with the position given in full (what :func:`make_graded`
        embeds): ``id``, ``kind``, ``position``, ``dice``, ``prompt`` and the kind's own keys (``ask``,
        ``play``, ``choices``, ``jacoby``, ``beaver``, ``opening_ties``, ``automatic_doubles``). Keys that
        say what is right (:data:`SECRET_KEYS`) are refused.

    Raises
    ------
    bglearn.InputError
        If ``number`` is not a positive int, or ``spec`` holds a secret key.
    bglearn.QuizFileError
        If ``spec`` is not a question entry the quiz files allow.
    """
    if type(number) is not int or number < 1:
        raise InputError(f"a question's number is an int from 1, not {number!r}")
    if not isinstance(spec, Mapping):
        raise InputError(f"a question spec is a dict, not {type(spec).__name__}")
    secret = sorted(set(spec) & set(SECRET_KEYS))
    if secret:
        raise InputError(f"a graded board shows no {', '.join(secret)}: those keys say what is right")
    return GradedBoard(number, _question(spec))


def _blank(answer: Any) -> bool:
    return answer is None or (isinstance(answer, str) and not answer.strip())


def _choice_value(question: Question, answer: Any) -> Any:
    """For a choice question, the value of the option whose label ``answer`` is (else ``answer`` itself)."""
    if isinstance(question, ChoiceQuestion) and isinstance(answer, str):
        for label, value in question.options():
            if answer.strip().casefold() == label.casefold():
                return value
    return answer


def judge_answer(spec: Mapping[str, Any], answer: Any) -> Answer:
    """Judge ``answer`` (an answer cell's value) against the whole question ``spec``, with the rules engine.

    What a graded quiz's hidden test cell runs: ``assert judge_answer(spec, answer_q1).correct``.

    Parameters
    ----------
    spec : dict
        A quiz file's ``[[question]]`` table with the position in full, goal included.
    answer : str (or what the question's ``judge`` reads)
        A play in notation (``"8/4 6/4"``), points (``"23 19"``, ``"none"``), or a choice as the board
        labels it (``"1"``, ``"It is legal"``, ``"Yes"``).

    Returns
    -------
    Answer
        ``correct`` True when right; ``message`` is the engine's reason (``"No answer was given."`` for
        an empty answer).

    Raises
    ------
    bglearn.InputError, bglearn.QuizFileError
        If ``spec`` is not a question entry.
    """
    question = _question(spec)
    if _blank(answer):
        return Answer(False, "unreadable", False, None, "No answer was given.", None)
    return question.judge(_choice_value(question, answer))


def grade_answer(answer: Any, spec: Mapping[str, Any]) -> None:
    """What a graded quiz's hidden test cell runs: judge ``answer`` against ``spec`` and tell nbgrader.

    A right answer prints ``Right.``; any other answer (wrong, blank, unreadable, or something that is
    not an answer at all) prints ``Not right.`` and the engine's reason (or ``No answer was given.``)
    on stderr, which nbgrader grades 0 points. Nothing is raised for the pupil's answer, so no
    traceback (which would quote the cell, and the answer key in it) ever reaches the feedback.

    Raises
    ------
    bglearn.InputError, bglearn.QuizFileError
        If ``spec`` is not a question entry (the teacher's notebook is wrong, not the pupil).
    """
    _question(spec)  # the teacher's entry is checked, whatever the answer
    if _blank(answer):
        print("No answer was given.", file=sys.stderr)
        return
    try:
        judged = judge_answer(spec, answer)
    except Exception as e:  # an answer that is no answer at all (its own str() fails, ...)
        print(f"Not right: this answer cannot be judged ({type(e).__name__}).", file=sys.stderr)
        return
    if judged.correct:
        print("Right.")
    else:
        print(f"Not right. {judged.message}", file=sys.stderr)


def _path_words(path: list[int]) -> str:
    start, *stops, end = path
    through = "".join(f" through {point_phrase(p)}" for p in stops)
    to = "off the board" if end == 0 else f"to {point_phrase(end)}"
    return f"from {point_phrase(start)}{through} {to}"


def answer_words(question: Question, answer: Any, number: int = 1) -> str:
    """``answer`` to ``question`` (number ``number``) in words, and whether bglearn can read it; never a verdict.

    Raises
    ------
    bglearn.InputError
        If ``question`` is not a question.
    """
    if not isinstance(question, Question):
        raise InputError(f"answer_words takes a question, not {type(question).__name__}")
    cell = question.answer_cell or f"answer_q{number}"
    if _blank(answer):
        return f'Question {number}: no answer yet. Write it between the quotes ({cell} = "...") and run this cell.'
    head = f"Your answer to question {number}:"
    if isinstance(question, PlayQuestion):
        try:
            paths = parse_segments(str(answer))
        except BglearnError as e:
            return f"Question {number}: bglearn cannot read {str(answer)!r} as a play ({e}). Write it like 13/8 6/5."
        checkers = "; ".join(_path_words(p) for p in paths)
        return f"{head} the play {str(answer).strip()}: {checkers}."
    if isinstance(question, PointsQuestion):
        try:
            points = sorted(question.read_points(answer), reverse=True)
        except BglearnError:
            return (
                f"Question {number}: bglearn cannot read {answer!r} as point numbers. Write them like 23 19 (or none)."
            )
        if not points:
            return f"{head} no point."
        names = [point_phrase(p) for p in points]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"{head} {listed}."
    if isinstance(question, ChoiceQuestion):
        value = question.choice(_choice_value(question, answer))
        for label, v in question.options():
            if value is not None and v == value:
                return f"{head} {label}."
        labels = "; ".join(label for label, _v in question.options())
        return f"Question {number}: bglearn cannot read {answer!r} as one of the choices ({labels})."
    return f"{head} {answer}."  # pragma: no cover - every kind is one of the above


# ---------------------------------------------------------------------------------------------
# The notebook
# ---------------------------------------------------------------------------------------------


def _specs(quiz_path: str | Path) -> tuple[str | None, list[dict[str, Any]]]:
    """The quiz's title and its question entries, each with its position given in full (not by name)."""
    quiz = load_quiz(quiz_path)  # every entry checked by the engine, as a quiz file always is
    text, name = read_file(quiz_path)
    data = read_toml(text, name)
    named = data.get("positions") or {}
    entries = []
    for entry in data["question"]:
        spec = copy.deepcopy(dict(entry))
        where = spec.get("position")
        if isinstance(where, str) and where in named:
            spec["position"] = copy.deepcopy(named[where])
        for unused in ("tempting", "hint", "practise", "explain"):  # checked when read; not needed to judge
            spec.pop(unused, None)
        entries.append(spec)
    for spec, question in zip(entries, quiz.questions, strict=True):  # the embedded entry judges as the file does
        right = question.solution()
        if not judge_answer(spec, right).correct:  # pragma: no cover - the engine judges the same entry the same way
            raise QuizFileError(f"the answer {right!r} is not judged right once embedded", name, spec["id"])
    return quiz.title, entries


def _literal(value: Any) -> str:
    return pprint.pformat(value, width=100, sort_dicts=False)


def _meta(grade_id: str, *, locked: bool = True, points: int | None = None) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "grade": points is not None,
        "grade_id": grade_id,
        "locked": locked,
        "schema_version": _SCHEMA,
        "solution": False,
        "task": False,
    }
    if points is not None:
        meta["points"] = points
    return {"nbgrader": meta}


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


def make_graded(quiz_path: str | Path, out_path: str | Path) -> Path:
    """Write nbgrader's source notebook of the quiz file ``quiz_path`` to ``out_path``; return ``out_path``.

    Per question: a locked board cell in graded mode (position, dice and prompt only), an answer cell
    (``answer_q1 = ""``) and a locked test cell worth 1 point whose check is hidden (see the module's
    docstring). Put the notebook in nbgrader's ``source/<assignment>/`` folder; the quiz file need not go
    with it.

    Raises
    ------
    bglearn.QuizFileError
        If the quiz file cannot be read or an entry is refused (as :func:`bglearn.load_quiz`).
    bglearn.InputError
        If nbformat (the ``teacher`` extra) is not installed, or ``out_path`` cannot be written.
    """
    try:
        import nbformat
        from nbformat import v4
    except ImportError:
        raise InputError("make_graded needs nbformat: pip install 'bglearn[teacher]'") from None
    title, specs = _specs(quiz_path)
    n = len(specs)
    cells = [
        v4.new_markdown_cell(
            f"# {title or 'A graded quiz'}\n\n"
            f"{n} question{'s' if n != 1 else ''}, 1 point each. For each question, play on the board (or type "
            "your play, or press your choice): the board writes your answer as a line to copy. Write the "
            'answer between the quotes in the answer cell below the board (`answer_q1 = "..."`) and run that '
            "cell. Nothing here tells you whether an answer is right: your teacher grades the quiz once it is "
            "collected.\n\nRun every cell (Run > Run All Cells) at the start, save the notebook when you are "
            "done, and submit it.",
            metadata=_meta("intro"),
        ),
        v4.new_code_cell("from bglearn.teach.grading import graded_board", metadata=_meta("setup")),
    ]
    for number, spec in enumerate(specs, 1):
        ident = spec["id"]
        shown = {k: v for k, v in spec.items() if k not in SECRET_KEYS}
        cells.append(v4.new_markdown_cell(f"## Question {number}", metadata=_meta(f"{ident}-title")))
        cells.append(
            v4.new_code_cell(
                f"q{number} = graded_board(\n    {number},\n{_indent(_literal(shown))},\n)\nq{number}",
                metadata=_meta(f"{ident}-board"),
            )
        )
        cells.append(
            v4.new_code_cell(
                f'answer_q{number} = ""  # your answer to question {number}, between the quotes\n'
                f"q{number}.echo(answer_q{number})"
            )
        )
        cells.append(
            v4.new_code_cell(
                f"# Question {number} is graded here once your teacher collects the quiz.\n"
                "### BEGIN HIDDEN TESTS\n"
                "from bglearn.teach.grading import grade_answer\n\n"
                f'grade_answer(\n    globals().get("answer_q{number}"),\n{_indent(_literal(spec))},\n)\n'
                "### END HIDDEN TESTS",
                metadata=_meta(ident, points=1),
            )
        )
    cells.append(
        v4.new_markdown_cell(
            "Done? Save the notebook (Ctrl+S) and submit it. Only the answer cells are graded.",
            metadata=_meta("done"),
        )
    )
    nb = v4.new_notebook(
        cells=cells,
        metadata={
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
    )
    target = Path(out_path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, str(target))
    except OSError as e:
        raise InputError(f"cannot write {target}: {e}") from None
    return target


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bglearn.teach.grading make QUIZ.toml OUT.ipynb``: write the source notebook; 0 on success.

    A quiz file that is refused is reported on stderr (exit status 1).
    """
    parser = argparse.ArgumentParser(prog="python -m bglearn.teach.grading", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("make", help="write nbgrader's source notebook of a quiz file")
    make.add_argument("quiz", help="the quiz file (.toml)")
    make.add_argument("out", help="the notebook to write (.ipynb), e.g. source/tuesday/tuesday.ipynb")
    args = parser.parse_args(argv)
    try:
        target = make_graded(args.quiz, args.out)
    except BglearnError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    n = len(load_quiz(args.quiz))
    cells = ", ".join(f"answer_q{i}" for i in range(1, n + 1))
    print(f"wrote {target}: {n} question{'s' if n != 1 else ''} ({cells}), {n} point{'s' if n != 1 else ''}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""The whole course: a map of every lesson and stage (done / not yet), and review questions.

:func:`course_map` reads the outline of every ``NN-topic.toml`` in a folder (titles, stages and
their question ids: no board is built) and the learner's :class:`~bglearn.teach.progress.Progress`.
:func:`review` makes a few fresh "Practise more" questions of the kinds that earlier lessons asked,
favouring the kinds the learner found hard (answered after tries, or shown).
The lesson's own kinds take part too, so lesson 01's review is not empty.
"""

from __future__ import annotations

import html
import random
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import QuizFileError
from .entries import QUESTION_KINDS, Reader, read_toml
from .progress import Progress
from .questions import AfterTakeQuestion, Question, Score
from .quiz import read_file

__all__ = ["Outline", "outline", "lesson_files", "CourseMap", "course_map", "Review", "review"]


class Outline(NamedTuple):
    """What a lesson file holds, without building it.

    Attributes
    ----------
    id : str
        The file's stem (``'02-blocked-points'``).
    title : str
    stages : tuple of (stage id, stage title, question ids)
    practice : tuple of (question id, practise kind)
        The questions that have a "Practise more" kind.
    """

    id: str
    title: str
    stages: tuple[tuple[str, str, tuple[str, ...]], ...]
    practice: tuple[tuple[str, str], ...]


def lesson_files(folder: str | Path = ".") -> list[Path]:
    """The lesson files ``NN-*.toml`` of ``folder``, in lesson order."""
    return sorted(Path(folder).glob("[0-9][0-9]-*.toml"))


def _entries(path: Path) -> tuple[str, dict[str, Any]]:
    text, name = read_file(path)
    return name, read_toml(text, name)


def outline(path: str | Path) -> Outline:
    """Read the outline of one lesson file (see :class:`Outline`).

    Raises
    ------
    bglearn.QuizFileError
        If the file cannot be read or has no title or stages (the full check is :func:`load_lesson`'s).
    """
    name, data = _entries(Path(path))
    title, stages_in = data.get("title"), data.get("stage")
    if not isinstance(title, str) or not isinstance(stages_in, list):
        raise QuizFileError("a lesson needs a title and [[stage]] entries", name)
    stages, practice = [], []
    for s in stages_in:
        if not isinstance(s, dict):
            raise QuizFileError("a [[stage]] is a table", name)
        questions = [q for q in s.get("question", []) if isinstance(q, dict)]
        stages.append((str(s.get("id")), str(s.get("title")), tuple(str(q.get("id")) for q in questions)))
        practice += [(str(q["id"]), kind) for q in questions if (kind := _practise_kind(q)) is not None]
    return Outline(Path(name).stem, title, tuple(stages), tuple(practice))


def _practise_kind(entry: dict[str, Any]) -> str | None:
    """The "Practise more" kind of a question entry: its ``practise``, or its kind's default (the cube
    questions practise their own kind); None for none."""
    if isinstance(entry.get("practise"), str):
        return str(entry["practise"])
    cls = QUESTION_KINDS.get(entry["kind"]) if isinstance(entry.get("kind"), str) else None
    if cls is AfterTakeQuestion and entry.get("beaver") is True:
        return AfterTakeQuestion.beaver_practise  # a beaver question practises beavers
    return None if cls is None else cls.practise_default


def _stage_done(progress: Progress, lesson: str, questions: tuple[str, ...]) -> bool | None:
    if not questions:
        return None
    return all(progress.outcome(lesson, q) in ("first-try", "after-tries") for q in questions)


_MARKS = {True: "✔", False: "○", None: "·"}


class CourseMap:
    """Every lesson of a folder with its stages, done / not yet, and a link to each lesson.

    Made by :func:`course_map`; a notebook shows it as HTML.

    Attributes
    ----------
    lessons : list of Outline
    progress : Progress
    """

    def __init__(self, lessons: list[Outline], progress: Progress) -> None:
        self.lessons = lessons
        self.progress = progress

    def done(self, lesson: Outline) -> tuple[int, int]:
        """(stages done, stages with questions) of ``lesson``."""
        marks = [_stage_done(self.progress, lesson.id, qs) for _, _, qs in lesson.stages]
        return sum(1 for m in marks if m), sum(1 for m in marks if m is not None)

    def text(self) -> str:
        """The map as plain text: one line per lesson, then one per stage."""
        lines = []
        for lesson in self.lessons:
            done, total = self.done(lesson)
            lines.append(f"{lesson.id}: {lesson.title} ({done} of {total} stages done)")
            for _, title, qs in lesson.stages:
                lines.append(f"  {_MARKS[_stage_done(self.progress, lesson.id, qs)]} {title}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        parts = []
        for lesson in self.lessons:
            done, total = self.done(lesson)
            stages = "".join(
                f"<li>{_MARKS[_stage_done(self.progress, lesson.id, qs)]} {html.escape(title)}</li>"
                for _, title, qs in lesson.stages
            )
            href = html.escape(f"{lesson.id}.ipynb")
            parts.append(
                f'<li><a href="{href}" target="_blank"><b>{html.escape(lesson.title)}</b></a> '
                f"({done} of {total} stages done)"
                f'<ul style="list-style: none; padding-left: 1em">{stages}</ul></li>'
            )
        problem = self.progress.problem
        note = f'<p style="color: #8a5a00">{html.escape(problem)}</p>' if problem else ""
        return f'<div class="bglearn-course"><ol start="0">{"".join(parts)}</ol>{note}</div>'

    def __repr__(self) -> str:
        return self.text()


def course_map(folder: str | Path = ".", progress: Progress | None = None) -> CourseMap:
    """The map of every lesson in ``folder`` (default the notebook's own folder).

    Raises
    ------
    bglearn.QuizFileError
        If a lesson file cannot be read.
    """
    return CourseMap([outline(p) for p in lesson_files(folder)], progress if progress is not None else Progress())


class Review:
    """A few practice questions from earlier lessons, with their own score (``lesson.show("review")``).

    Attributes
    ----------
    questions : list of Question
        Each on a fresh practice board of its kind.
    score : Score
    kinds : list of str
        The practise kind of each question.
    """

    def __init__(self, questions: list[Question], kinds: list[str]) -> None:
        self.questions = questions
        self.kinds = kinds
        self.score = Score(questions)

    def _ipython_display_(self) -> None:
        """Displayed in a notebook: a heading, each question (with its plain copy), the score
        (:func:`bglearn.widgets.quiz_panels.show_review`)."""
        from ..widgets.quiz_panels import show_review

        show_review(self)

    def __repr__(self) -> str:
        return f"<Review {len(self.questions)} questions: {', '.join(self.kinds)}>"


_REVIEW_PROMPTS = {
    "play": "Play this roll as the rules require.",
    "dice-count": "How many of the dice can be used with this roll?",
    "points-bear-off": "From which points may a checker bear off with this roll?",
    "points-enter": "On which points may the checker on the bar enter with this roll?",
    "points-move-from": "Which points hold a checker that may move with this roll?",
    "legality": "Is the play shown legal? If not, which rule does it break?",
    "result": "The game is over. Single game, gammon or backgammon?",
    "may-double": "May the side on roll double now?",
    "drop-score": "The side on roll doubles and the other side drops. How many points does the doubler win?",
    "after-take": "The side on roll doubles and the other side takes. What does the cube show now, and who owns it?",
    "beaver": "The side on roll doubles and the other side beavers. What does the cube show now, and who owns it?",
    "game-value": "The game is over. How many points does the winner win?",
}


def review(
    lesson_path: str | Path,
    progress: Progress | None = None,
    count: int = 3,
    seed: int | None = None,
) -> Review:
    """Make ``count`` practice questions from the lessons so far: those before ``lesson_path`` (same
    folder) and the lesson itself.

    Each comes from a question of those lessons that has a "Practise more" kind, put on a fresh
    board of that kind. Kinds the learner found hard (``'after-tries'`` or ``'shown'`` in
    ``progress``) are three times as likely to be picked; no kind comes twice while others are left.

    Raises
    ------
    bglearn.QuizFileError
        If an earlier lesson file cannot be read.
    bglearn.PracticeError
        If no practice board of a kind is found (practically never).
    """
    path = Path(lesson_path)
    progress = progress if progress is not None else Progress()
    rng = random.Random(seed)
    candidates: list[tuple[Path, str, str, float]] = []
    for earlier in lesson_files(path.parent):
        if earlier.name[:2] > path.name[:2]:
            continue
        o = outline(earlier)
        for qid, kind in o.practice:
            hard = progress.outcome(o.id, qid) in ("after-tries", "shown")
            candidates.append((earlier, qid, kind, 3.0 if hard else 1.0))
    chosen: list[tuple[Path, str, str]] = []
    while candidates and len(chosen) < count:
        used = {k for _, _, k in chosen}
        pool = [c for c in candidates if c[2] not in used] or candidates
        pick = rng.choices(pool, weights=[c[3] for c in pool])[0]
        candidates.remove(pick)
        chosen.append(pick[:3])
    questions, kinds = [], []
    for file, qid, kind in chosen:
        name, data = _entries(file)
        reader = Reader(name, data.get("positions"))
        entry = next(q for s in data["stage"] for q in s.get("question", []) if q.get("id") == qid)
        # the same kind of question on a fresh board: a prompt, goal, hint and tempting answers
        # written for the lesson's own board would not fit it
        kept = {
            k: v
            for k, v in entry.items()
            if k in ("id", "kind", "position", "on_roll", "dice", "ask", "play", "practise", "jacoby", "beaver")
        }
        prompt_key = f"points-{entry.get('ask', 'bear-off')}" if entry.get("kind") == "points" else entry.get("kind")
        if kind == AfterTakeQuestion.beaver_practise:
            prompt_key = kind
        kept["prompt"] = _REVIEW_PROMPTS.get(str(prompt_key), str(entry.get("prompt")))
        question = reader.item("question", kept)
        question.start_on_practice_board(seed=rng.randrange(2**31))  # counted as a question, not practice
        question.id = f"review-{qid}"
        questions.append(question)
        kinds.append(kind)
    return Review(questions, kinds)

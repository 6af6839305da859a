"""A lesson read from its TOML file: stages, each with pictures, worked examples, boards and questions.

The lesson notebook (``lessons/NN-topic.ipynb``, built from ``NN-topic.md``) loads its data in one
hidden cell and shows each item where the prose needs it::

    lesson = bg.load_lesson("02-blocked-points.toml")
    lesson.show("four-kinds")

See ``lessons/FORMAT.md`` for the file format.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import QuizFileError
from .course import review
from .entries import ITEM_TYPES, Reader, key_list, read_toml
from .file_errors import placed
from .progress import OUTCOMES, Progress
from .questions import Question
from .quiz import Quiz, read_file
from .shown import Shown

__all__ = ["Stage", "Lesson", "load_lesson"]

_LESSON_KEYS = {"title", "positions", "stage"}
_STAGE_KEYS = {"id", "title", *ITEM_TYPES}


class Stage(NamedTuple):
    """One stage of a lesson: one idea, its items in file order.

    Attributes
    ----------
    id : str
    title : str
        The stage's heading in the lesson.
    items : tuple of str
        The ids of its pictures, worked examples, boards and questions.
    questions : tuple of Question
        Its questions (a stage without questions has nothing to be done).
    """

    id: str
    title: str
    items: tuple[str, ...]
    questions: tuple[Question, ...]


class Lesson:
    """A lesson: its stages and everything they show, read from a TOML file by :func:`load_lesson`.

    Attributes
    ----------
    id : str
        The file's stem (``'02-blocked-points'``).
    title : str
    path : str
    stages : tuple of Stage
    quiz : Quiz
        All the lesson's questions, in order, with the lesson's :class:`~bglearn.teach.Score`.
    progress : Progress
        Where each question's outcome is saved (and read back when the lesson opens).
    """

    def __init__(
        self,
        ident: str,
        title: str,
        path: str,
        stages: tuple[Stage, ...],
        items: dict[str, Any],
        progress: Progress,
    ) -> None:
        self.id = ident
        self.title = title
        self.path = path
        self.stages = stages
        self._items = items
        self.progress = progress
        self.quiz = Quiz([q for s in stages for q in s.questions], title, path)
        self._maps: list[StageMap] = []
        for q in self.quiz:
            q.on_answer(self._answered)

    def _answered(self, question: Question, event: str) -> None:
        if question.outcome is not None and question.id is not None:
            self.progress.record(self.id, question.id, question.outcome)
        for m in self._maps:
            m.refresh()

    def outcome(self, question: Question) -> str | None:
        """The better of this session's outcome and the saved one (None: not answered yet)."""
        saved = self.progress.outcome(self.id, str(question.id))
        now = question.outcome
        for best in OUTCOMES:
            if best in (saved, now):
                return best
        return None

    def done(self, stage: Stage) -> bool | None:
        """True when every question of ``stage`` was answered right (now or in an earlier session);
        None for a stage without questions."""
        if not stage.questions:
            return None
        return all(self.outcome(q) in ("first-try", "after-tries") for q in stage.questions)

    @property
    def score(self) -> Any:
        """The lesson's :class:`~bglearn.teach.Score` (all its questions)."""
        return self.quiz.score

    @property
    def ids(self) -> tuple[str, ...]:
        """The ids of every item, in file order."""
        return tuple(self._items)

    def __getitem__(self, ident: str) -> Any:
        try:
            return self._items[ident]
        except KeyError:
            raise KeyError(f"{self.path} has no item {ident!r} (ids: {', '.join(self._items)})") from None

    def __iter__(self) -> Iterator[Stage]:
        return iter(self.stages)

    def show(self, ident: str) -> Any:
        """Return the item ``ident`` for a notebook cell to display.

        ``'map'`` gives the stages with done / not yet, ``'score'`` the score, ``'review'`` three
        fresh practice questions of kinds that earlier lessons asked (more of the kinds the learner
        found hard); any other id is an entry of the file (a picture, worked example, board or question).

        Raises
        ------
        bglearn.InputError
            If the lesson has no such item (the message lists the ids).
        """
        if ident == "map":
            stage_map = StageMap(self)
            self._maps.append(stage_map)
            return stage_map
        if ident == "score":
            return self.score
        if ident == "review":
            return review(self.path, self.progress)
        if ident not in self._items:
            raise QuizFileError(f"no item {ident!r}; the ids are {', '.join(self._items)}", self.path)
        return self._items[ident]

    def __repr__(self) -> str:
        return f"<Lesson {self.id!r}: {len(self.stages)} stages, {len(self.quiz)} questions>"


_MARKS = {True: "✔", False: "○", None: "·"}


class StageMap(Shown):
    """The lesson's stages with done / not yet (made by ``lesson.show("map")``); it updates itself
    as questions are answered, and says so when progress cannot be saved. Its panel is a
    :class:`bglearn.widgets.live_html.LiveHtml`."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def text(self) -> str:
        """One line per stage: ✔ done, ○ not yet, · nothing to answer; then its title."""
        return "\n".join(f"{_MARKS[self.lesson.done(s)]} {s.title}" for s in self.lesson.stages)

    def html(self) -> str:
        """The map as HTML."""
        rows = "".join(f"<li>{_MARKS[self.lesson.done(s)]} {html.escape(s.title)}</li>" for s in self.lesson.stages)
        title = html.escape(self.lesson.title)
        problem = self.lesson.progress.problem
        note = f'<p style="color: #8a5a00">{html.escape(problem)}</p>' if problem else ""
        return (
            f'<div class="bglearn-map"><b>{title}: your stages</b>'
            f'<ul style="list-style: none; padding-left: 0.5em">{rows}</ul>{note}</div>'
        )

    def refresh(self) -> None:
        """Redraw the map (after an answer), and its plain copy."""
        self._tell_views("refresh")

    def _make_panel(self) -> Any:
        from ..widgets.live_html import LiveHtml

        return LiveHtml(self)

    def __repr__(self) -> str:
        return self.text()


def load_lesson(path: str | Path, progress: Progress | None = None) -> Lesson:
    """Read a lesson's TOML file (``lessons/NN-topic.toml``) and check every entry with the engine.

    Parameters
    ----------
    path : str or pathlib.Path
        The file; in a lesson notebook the name alone (the kernel runs in the notebook's folder).
    progress : Progress, optional
        Where outcomes are saved and read back; default :class:`~bglearn.teach.progress.Progress`
        at ``$BGLEARN_PROGRESS`` or under the Jupyter data directory.

    Returns
    -------
    Lesson

    Raises
    ------
    bglearn.QuizFileError
        If the file cannot be read, is not TOML, or an entry is refused: the message names the file,
        the entry (its id, or ``#N``) and the problem.
    """
    text, name = read_file(path)
    return placed(text, lambda: _read_lesson(text, name, progress))


def _read_lesson(text: str, name: str, progress: Progress | None) -> Lesson:
    data = read_toml(text, name)
    unknown = sorted(set(data) - _LESSON_KEYS)
    if unknown:
        raise QuizFileError(
            f"unknown top-level key{'s' if len(unknown) > 1 else ''} {key_list(unknown)} "
            f"(allowed: {', '.join(sorted(_LESSON_KEYS))})",
            name,
        )
    title = data.get("title")
    if not isinstance(title, str) or not title.strip():
        raise QuizFileError('needs title = "..."', name)
    stages_in = data.get("stage")
    if not isinstance(stages_in, list) or not stages_in:
        raise QuizFileError("a lesson needs at least one [[stage]]", name)
    reader = Reader(name, data.get("positions"))
    items: dict[str, Any] = {}
    stages: list[Stage] = []
    stage_ids: set[str] = set()
    for n, s in enumerate(stages_in, 1):
        sid = s.get("id") if isinstance(s, dict) else None
        where = sid if isinstance(sid, str) else f"stage #{n}"
        if not isinstance(s, dict) or not isinstance(sid, str) or not isinstance(s.get("title"), str):
            raise QuizFileError('a [[stage]] needs id = "..." and title = "..."', name, where)
        unknown = sorted(set(s) - _STAGE_KEYS)
        if unknown:
            raise QuizFileError(
                f"unknown key{'s' if len(unknown) > 1 else ''} {key_list(unknown)} in a stage "
                f"(allowed: {', '.join(sorted(_STAGE_KEYS))})",
                name,
                where,
            )
        if sid in stage_ids:
            raise QuizFileError("two stages have this id", name, where)
        ids, questions = [], []
        for kind in ITEM_TYPES:
            entries = s.get(kind, [])
            if not isinstance(entries, list):
                raise QuizFileError(f"{kind} entries are written [[stage.{kind}]]", name, where)
            for entry in entries:
                built = reader.item(kind, entry)
                items[reader.ids[-1]] = built
                ids.append(reader.ids[-1])
                if kind == "question":
                    questions.append(built)
        stages.append(Stage(sid, s["title"], tuple(ids), tuple(questions)))
        stage_ids.add(sid)
    return Lesson(Path(name).stem, title, name, tuple(stages), items, progress if progress is not None else Progress())

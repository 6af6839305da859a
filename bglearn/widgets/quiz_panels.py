"""Panels of a set of questions: a whole quiz in one panel (:func:`quiz_panel`), a review (:func:`show_review`).

They take the quiz through :class:`QuestionSet` (its title, its questions and its score, each of which
shows itself as a widget): the questions' own panels are built by the questions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

__all__ = ["Shown", "QuestionSet", "Named", "name_box", "quiz_panel", "show_review"]


@runtime_checkable
class Shown(Protocol):
    """Anything with a live panel: a question, a score (``.widget``; displayed in a notebook with its plain copy)."""

    @property
    def widget(self) -> Any: ...


@runtime_checkable
class QuestionSet(Protocol):
    """What these panels read of a quiz (:class:`bglearn.teach.Quiz`) or a review: title, questions, score."""

    @property
    def questions(self) -> Sequence[Shown]: ...
    @property
    def score(self) -> Shown: ...


@runtime_checkable
class Named(Protocol):
    """A set of questions that records who answers (:attr:`bglearn.teach.Quiz.student`)."""

    student: str


def name_box(quiz: Named) -> w.Text:
    """A "Your name" box that sets ``quiz.student`` as it is typed (the name saved with the answers)."""
    box = w.Text(
        value=quiz.student,
        placeholder="your name",
        description="Your name:",
        style={"description_width": "initial"},
        layout=w.Layout(width="20em", max_width="100%"),
    )

    def named(change: Any) -> None:
        quiz.student = str(change["new"]).strip()

    box.observe(named, names="value")
    return box


def quiz_panel(quiz: QuestionSet, title: str | None = None) -> w.VBox:
    """One ``ipywidgets.VBox``: the title (if any), a name box when the quiz has no name yet (no hub user),
    each question headed "Question n of N", then the score."""
    parts: list[Any] = []
    if title:
        parts.append(w.HTML(f"<h3>{title}</h3>"))
    if isinstance(quiz, Named) and not quiz.student:
        parts.append(name_box(quiz))
    questions = quiz.questions
    for n, q in enumerate(questions, 1):
        parts.append(w.HTML(f"<b>Question {n} of {len(questions)}</b>"))
        parts.append(q.widget)
    parts.append(quiz.score.widget)
    return w.VBox(parts)


def show_review(review: QuestionSet) -> None:
    """Display a review in a notebook: a heading, each question (with its plain copy), then the score."""
    from IPython.display import HTML, display

    if not review.questions:
        display(HTML("<p>Nothing to review yet: these lessons have no practice questions.</p>"))
        return
    display(HTML("<p><b>Review: fresh boards, with questions like those you have met so far.</b></p>"))
    for question in review.questions:
        display(question)
    display(review.score)

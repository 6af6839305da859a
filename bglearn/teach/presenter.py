"""A presenter view for a projector: one question at a time on a large board, revealed step by step.

``Presenter(quiz)`` shows the question's board at twice the lessons' size
(point numbers and pip counts readable from the back of a room), the question in large type, and
buttons ◀ Previous, Reveal, Next ▶. Reveal first says the answer, then, for a play, draws its moves
one at a time; Next goes to the next question without revealing. Keys: → / Space / PageDown one
step on (reveal, then the next question), ← / PageUp back, as presentation clickers send them:
they reach the presenter once its board has been clicked (or reached with Tab); a click on a
button gives the focus back to the board, so the keys go on working.

Examples
--------
>>> from bglearn.teach import loads_quiz
>>> quiz = loads_quiz('''
... [[question]]
... id = "five"
... kind = "play"
... position = "start"
... dice = [3, 1]
... prompt = "Make the 5-point."
... goal = { play = "8/5 6/5" }
... ''')
>>> p = Presenter(quiz)
>>> p.reveal(), p.answer_text
(True, 'The answer: 8/5 6/5.')
>>> p.reveal(), p.moves_shown, p.reveal(), p.moves_shown, p.reveal()
(True, 1, True, 2, False)
"""

from __future__ import annotations

import html
import re
from typing import Any

from ..engine.moves import Play
from ..errors import InputError
from .questions import LEGAL, RULE_LABELS, ChoiceQuestion, LegalityQuestion, PlayQuestion, Question
from .quiz import Quiz
from .shown import Shown
from .text import board_png

__all__ = ["Presenter", "PRESENTER_DPI"]

#: Twice the lessons' 80 dpi: a 1040 x 880 pixel board.
PRESENTER_DPI = 160

_NEXT_KEYS = ("ArrowRight", "ArrowDown", " ", "Space", "PageDown", "Enter")
_BACK_KEYS = ("ArrowLeft", "ArrowUp", "PageUp", "Backspace")


class Presenter(Shown):
    """Step through a quiz's questions for a class.

    This is the model (which question, how much of its answer is shown, the large board); its view
    is a :class:`bglearn.widgets.presenter.PresenterPanel`, built on first use (:attr:`widget`, or a
    notebook showing the presenter).

    Parameters
    ----------
    quiz : Quiz
        The questions (a quiz file, or a lesson's ``lesson.quiz``).

    Attributes
    ----------
    index : int
        The question shown (0-based).
    revealed : bool
        True once the answer of this question is shown.
    moves_shown : int
        For a play: how many of the answer's moves are drawn.

    Raises
    ------
    bglearn.InputError
        If ``quiz`` is not a Quiz or holds no question.
    """

    def __init__(self, quiz: Quiz) -> None:
        if not isinstance(quiz, Quiz) or not len(quiz):
            raise InputError("a Presenter shows a Quiz with at least one question")
        self.quiz = quiz
        self.index = 0
        self.revealed = False
        self.moves_shown = 0

    @property
    def question(self) -> Question:
        """The question shown."""
        return self.quiz.questions[self.index]

    def _play(self) -> Play | None:
        shown = self.question.solution()
        return shown if isinstance(shown, Play) else None

    @property
    def answer_text(self) -> str:
        """The answer in words ('' before Reveal).

        A legality question says whether the play drawn is legal and, if not, the rule it breaks in
        words; a play question that more than one play answers says "One right answer: ...";
        a choice (cube, result, dice count) is said as its button says it, with the reason the judge
        gives for it.
        """
        if not self.revealed:
            return ""
        q = self.question
        shown = q.solution()
        if isinstance(q, LegalityQuestion):
            play = q.play_text.strip() or "No move"
            if q.right == LEGAL:
                return f"The answer: {play} is legal."
            return f"The answer: {play} is not legal. {RULE_LABELS[q.right]}: {q.verdict.reason}"
        if isinstance(shown, Play) or shown is None:
            value = "no move (the turn passes)" if shown is None else str(shown)
            if isinstance(q, PlayQuestion) and len(q.correct_plays) > 1:
                others = len(q.correct_plays) - 1
                every = len(q.correct_plays) == len(q.legal_plays)
                more = (
                    "any legal play is right" if every else f"{others} other play{'s' if others > 1 else ''} also right"
                )
                return f"One right answer: {value} ({more})."
        elif isinstance(shown, (set, frozenset)):
            value = ", ".join(str(p) for p in sorted(shown, reverse=True)) or "none"
        elif isinstance(q, ChoiceQuestion):  # as its button says it, and why (the judge's own words)
            label = next((text for text, value in q.options() if value == shown), str(shown))
            why = re.sub(r"^Right[.:!]?\s*", "", q.judge(shown).message)
            return f"The answer: {label}." + (f" {why[:1].upper()}{why[1:]}" if why else "")
        else:
            value = str(shown)
        return f"The answer: {value}."

    # -- stepping --------------------------------------------------------------------------------

    def reveal(self) -> bool:
        """One reveal step: first the answer, then each move of a play; False when all is shown."""
        if not self.revealed:
            self.revealed = True
        else:
            play = self._play()
            if play is None or self.moves_shown >= len(play.moves):
                return False
            self.moves_shown += 1
        self._refresh()
        return True

    def step(self) -> bool:
        """The next step, as a clicker's key takes it: reveal more of this answer, else the next
        question. False at the very end."""
        if self.reveal():
            return True
        return self.go(self.index + 1)

    def next(self) -> bool:
        """The next question, its answer hidden (this one's answer is not revealed first). False on the last."""
        return self.go(self.index + 1)

    def previous(self) -> bool:
        """Back one step: one move fewer, then the answer hidden, then the question before (its
        answer hidden). False on the first question with nothing shown."""
        if self.moves_shown:
            self.moves_shown -= 1
        elif self.revealed:
            self.revealed = False
        else:
            return self.go(self.index - 1)
        self._refresh()
        return True

    def go(self, index: int) -> bool:
        """Show question ``index`` (0-based) with its answer hidden; False (no change) if out of range."""
        if type(index) is not int or not 0 <= index < len(self.quiz):
            return False
        self.index, self.revealed, self.moves_shown = index, False, 0
        self._refresh()
        return True

    def key(self, name: str) -> bool:
        """A key press (as the browser names it): → Space PageDown Enter one step on (:meth:`step`),
        ← PageUp one step back (:meth:`previous`)."""
        if name in _NEXT_KEYS:
            return self.step()
        if name in _BACK_KEYS:
            return self.previous()
        return False

    # -- pictures --------------------------------------------------------------------------------

    def png(self) -> bytes:
        """The large board of the question shown, with the moves revealed so far."""
        q = self.question
        options: dict[str, Any] = {**q.decorations(), "dice": q.dice, "dpi": PRESENTER_DPI}  # e.g. the play asked about
        if self.revealed and isinstance(q, LegalityQuestion) and q.verdict.points:
            options["highlight"] = list(q.verdict.points)  # the points the rule is about
        play = self._play() if self.revealed else None
        if play is not None and self.moves_shown:
            options["arrows"] = list(play.moves[: self.moves_shown])
        if self.revealed and not isinstance(q.solution(), Play) and isinstance(q.solution(), frozenset):
            options["highlight"] = sorted(q.solution())
        state = getattr(q, "state", None)  # cube questions carry the cube and the match
        if state is not None:
            options["cube"] = (state.cube_value, state.cube_owner)
            options["status"] = state.describe()
        return board_png(q.position, **options)

    def html(self) -> str:
        """The question shown, in large type, with the answer once revealed (HTML).

        Every text is at least 22 CSS pixels (readable at the back of a room on a 1080p projector).
        """
        n = len(self.quiz)
        title = f"{html.escape(self.quiz.title)} · " if self.quiz.title else ""
        answer = html.escape(self.answer_text)
        return (
            f'<div class="bglearn-presenter-text" style="font-size: 28px; line-height: 1.3">'
            f'<div style="color: #444; font-size: 22px">{title}Question {self.index + 1} of {n}</div>'
            f"<b>{html.escape(self.question.question)}</b>"
            f'<div style="color: #0b6e2e; font-size: 24px">{answer}</div></div>'
        )

    @property
    def caption(self) -> str:
        """The question shown in one plain line: ``'Question 1 of 3: ...'``."""
        return f"Question {self.index + 1} of {len(self.quiz)}: {self.question.question}"

    def _refresh(self) -> None:
        self._tell_views("refresh")

    def _make_panel(self) -> Any:
        from ..widgets.presenter import PresenterPanel

        return PresenterPanel(self)

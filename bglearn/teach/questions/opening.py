""" "Who starts?": each side has rolled one die for the opening roll; decided by the engine's
:func:`bglearn.engine.rules.roll_opening_ties` (the dice of :func:`bglearn.roll_opening` and its ties)."""

from __future__ import annotations

import random as _random
from typing import TYPE_CHECKING, Any

from ...engine.constants import BLACK, WHITE, side_name
from ...engine.position import Position
from ...engine.rules import ThrownDice, check_dice, roll_opening_ties
from ...errors import InputError
from ..practice import Example
from ..text import plain
from .base import Answer, ChoiceQuestion

if TYPE_CHECKING:
    from ...engine.moves import Play

__all__ = ["OpeningQuestion", "OPENING_PRACTICE", "AGAIN", "NEW_DICE", "opening_outcome"]

#: The ``practise=`` kind of an opening question: fresh opening rolls, ties included.
OPENING_PRACTICE = "opening-roll"
#: The answer "a tie: both roll one die again".
AGAIN = "again"
#: The answer "the higher die starts, but rolls two new dice" (wrong: it plays the two dice showing).
NEW_DICE = "new-dice"
#: How often a practice roll is a tie (a fair roll ties 1 time in 6: ties are shown more often).
_TIE_SHARE = 0.3


def opening_outcome(white: int, black: int) -> tuple[int, tuple[int, int]] | None:
    """What the opening roll rule makes of one throw: White's die ``white`` and Black's die ``black``.

    Rule (the opening roll): each side rolls one die; equal numbers are rolled again; the higher die
    starts and plays both numbers showing. Decided by :func:`bglearn.engine.rules.roll_opening_ties`
    given these two dice.

    Returns
    -------
    (int, (int, int)) or None
        The side that starts and the dice it plays (its own die first), or None for a tie (both roll
        one die again).

    Raises
    ------
    bglearn.InputError
        For a die that is not 1-6.
    """
    white, black = check_dice((white, black))
    first, dice, ties = roll_opening_ties(ThrownDice((white, black)))
    return None if ties else (first, dice)


class OpeningQuestion(ChoiceQuestion):
    """ "Who starts?" after one throw of the opening roll: White's die and Black's die.

    Answers: ``'white'`` or ``'black'`` (that side starts and plays both numbers showing),
    :data:`NEW_DICE` (the higher side starts by rolling two new dice: never right), :data:`AGAIN`
    (a tie: both roll one die again). The right one is the engine's (:func:`opening_outcome`).

    Parameters
    ----------
    question : str
    position : Position
        The starting position (the opening roll comes before any play).
    dice : (int, int)
        White's die, then Black's die.
    **options
        ``hint``, ``explain``, ``practise`` (only ``'opening-roll'``: fresh throws, ties included),
        ``score``: see :class:`Question`.

    Attributes
    ----------
    throw : (int, int)
        White's die and Black's die.
    opening : (int, (int, int)) or None
        Who starts and with which dice, or None for a tie.

    Raises
    ------
    bglearn.InputError
        If ``position`` is not the starting position, or the dice are not two numbers 1-6.

    Examples
    --------
    >>> import bglearn as bg
    >>> quiz = OpeningQuestion("Who starts?", bg.Position.start(), (2, 5))
    >>> quiz.answer("white").correct
    False
    >>> quiz.answer("black").message
    "Right: Black's 5 beats White's 2, so Black starts, playing 5-2: its own die and White's."
    """

    _type_name = "Who starts"
    throw: tuple[int, int]
    opening: tuple[int, tuple[int, int]] | None

    def __init__(self, question: str, position: Position, dice: tuple[int, int], **options: Any) -> None:
        super().__init__(question, position, dice, **options)

    def _check_practise(self, kind: str) -> str:
        if kind != OPENING_PRACTICE:
            raise InputError(f"an opening question practises with {OPENING_PRACTICE!r}, not {kind!r}")
        return kind

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        if dice is None:
            raise InputError("an opening question needs dice: White's die, then Black's")
        outcome = opening_outcome(*dice)
        start = Position.start()
        if any(tuple(position.checkers(s)) != tuple(start.checkers(s)) for s in (WHITE, BLACK)):
            raise InputError("the opening roll is rolled on the starting position: position = 'start'")
        super()._set_board(Position.start(), None)  # no dice drawn: each side has rolled one die, not a roll
        self.throw = check_dice(dice)
        self.opening = outcome

    def _throw_words(self) -> str:
        w, b = self.throw
        return f"White rolled a {w} and Black a {b}."

    def practice_situation(self) -> str:
        """The throw in words: White's die and Black's die."""
        return self._throw_words()

    def practice_ask(self) -> str:
        """A practice board's ask: who starts, and how."""
        return "Who starts, and with which numbers?"

    def practice_hint(self) -> str:
        """The opening roll rule, true of every throw."""
        return "The higher die starts and plays both numbers showing; equal dice are rolled again."

    def _practice_example(self, rng: _random.Random) -> Example:
        white = rng.randint(1, 6)
        black = white if rng.random() < _TIE_SHARE else rng.choice([d for d in range(1, 7) if d != white])
        return Example(Position.start(), (white, black))

    def _roll(self) -> str:
        w, b = self.throw
        return f"{max(w, b)}-{min(w, b)}"

    def _options(self) -> list[tuple[str, str]]:
        w, b = self.throw
        out = [
            (f"White starts, playing {self._roll()}", "white"),
            (f"Black starts, playing {self._roll()}", "black"),
        ]
        if w != b:
            out.append(("The higher die starts, rolling two new dice", NEW_DICE))
        out.append(("Both roll one die again", AGAIN))
        return out

    def _normal(self, answer: Any) -> str | None:
        if not isinstance(answer, str):
            return None
        a = answer.strip().lower()
        for label, value in self._options():
            if a in (value, label.lower()):
                return value
        return None

    def _right_words(self) -> str:
        w, b = self.throw
        if self.opening is None:
            return f"both rolled a {w}, a tie, so both roll one die again. A tie is never played as a double."
        first, (mine, theirs) = self.opening
        other = 1 - first
        return (
            f"{side_name(first)}'s {mine} beats {side_name(other)}'s {theirs}, so {side_name(first)} starts, "
            f"playing {mine}-{theirs}: its own die and {side_name(other)}'s."
        )

    def judge(self, answer: Any) -> Answer:
        """Return the :class:`Answer` for ``answer`` (``'white'``, ``'black'``, ``'new-dice'``, ``'again'``
        or a button's label)."""
        a = self._normal(answer)
        if a is None:
            choices = ", ".join(repr(v) for _, v in self._options())
            return Answer(False, "unreadable", False, None, f"Answer one of {choices}.", None)
        w, b = self.throw
        right = AGAIN if self.opening is None else side_name(self.opening[0]).lower()
        if a == right:
            return Answer(True, "correct", True, None, self._right(f"Right: {self._right_words()}"), None)
        if self.opening is None:
            why = f"Both rolled a {w}: equal dice are rolled again, never played as a double."
        elif a == AGAIN:
            why = f"Not a tie: {w} and {b} differ, so the higher die starts."
        elif a == NEW_DICE:
            why = f"The starter does not roll again: it plays the two numbers showing, {self._roll()}."
        else:
            first, (mine, theirs) = self.opening
            why = f"{side_name(1 - first)}'s {theirs} is lower than {side_name(first)}'s {mine}: the higher die starts."
        return Answer(False, "wrong", False, None, f"Not that. {why}", None)

    def _solution(self) -> tuple[str, str, Play | None]:
        right = AGAIN if self.opening is None else side_name(self.opening[0]).lower()
        return right, self._right_words()[0].upper() + self._right_words()[1:], None

    def _decorations(self) -> dict[str, Any]:
        w, b = self.throw
        return {"status": f"Opening roll: White rolled {w}, Black rolled {b}"}

    def _plain_question(self) -> str:
        return f"{self._type_name}: {plain(self.question)}"

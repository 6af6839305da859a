""" "How many dice can be used here?" (0-4), checked with :func:`bglearn.dice_used`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.constants import BAR, side_name
from ...engine.rules import check_dice, dice_used, legal_plays, single_moves
from ...play.bots import STRONGEST, hint
from .base import Answer, ChoiceQuestion

if TYPE_CHECKING:
    from ...engine.moves import Play
    from ...engine.position import Position

__all__ = ["DiceCountQuestion"]


class DiceCountQuestion(ChoiceQuestion):
    """ "How many dice can be used here?": the learner answers 0-4; checked by :func:`bglearn.dice_used`.

    The right number is the number of moves every legal play makes: 2 for a non-double when any
    order uses both dice, 1 when only one can be played, 0 when no move is possible; 0-4 for
    doubles. The widget has buttons 0-2 for a non-double and 0-4 for doubles (:meth:`options`);
    3 or 4 given for a non-double (from Python or a file) is judged the "doubles" mistake, rule
    ``'too-many-moves'``. A wrong answer names the rule that decides, without drawing or naming a
    play that answers it (Show answer does).

    Parameters
    ----------
    question : str
    position : Position
    dice : (int, int)
    **options
        ``hint``, ``explain``, ``practise`` (e.g. ``'doubles-partial'``, ``'higher-die'``,
        ``'dance'``), ``score``: see :class:`Question`.

    Attributes
    ----------
    count : int
        The right answer.

    Examples
    --------
    >>> import bglearn as bg
    >>> quiz = DiceCountQuestion("How many dice?", bg.Position.start(), (6, 5))
    >>> quiz.count
    2
    >>> quiz.answer("1").rule
    'must-use-both-dice'
    """

    _type_name = "How many dice"
    dice: tuple[int, int]
    count: int
    legal_plays: tuple[Play, ...]

    def __init__(self, question: str, position: Position, dice: tuple[int, int], **options: Any) -> None:
        super().__init__(question, position, dice, **options)

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        dice = check_dice(dice)
        count = dice_used(position, dice)
        plays = legal_plays(position, dice)
        super()._set_board(position, dice)
        self.count = count
        self.legal_plays = plays
        self._best: Play | None = None  # the play shown with the answer, once asked

    def practice_ask(self) -> str:
        """A practice board's ask: how many dice (or, for doubles, moves) can the side on roll use?"""
        side = side_name(self.position.on_roll)
        if self.dice[0] == self.dice[1]:
            return f"How many of the four moves can {side} play?"
        return f"How many of the dice can {side} use?"

    def _options(self) -> list[tuple[str, int]]:
        """0, 1, 2 for a non-double (two dice, two moves at most); 0-4 for doubles (four moves)."""
        most = 4 if self.dice[0] == self.dice[1] else 2
        return [(str(n), n) for n in range(most + 1)]

    def _normal(self, answer: Any) -> int | None:
        try:
            return int(str(answer).strip())
        except ValueError:
            return None

    def _rule(self):
        d1, d2 = self.dice
        if self.count == 0:
            return "must-pass"
        if d1 == d2:
            return "must-use-more-dice"
        if self.count == 2:
            return "must-use-both-dice"
        if all(single_moves(self.position, d) for d in self.dice):
            return "must-use-higher-die"  # either die alone, not both: the higher one
        return None

    def _unit(self, n: int) -> str:
        """'die'/'dice' for a non-double, 'move'/'moves' for a double (four moves of one number)."""
        if self.dice[0] == self.dice[1]:
            return "move" if n == 1 else "moves"
        return "die" if n == 1 else "dice"

    def judge(self, answer: int | str) -> Answer:
        """Return the :class:`Answer` for ``answer`` (a number 0-4, or its text) without changing the state."""
        n = self._normal(answer)
        if n is None or isinstance(answer, bool) or not 0 <= n <= 4:
            return Answer(
                False,
                "unreadable",
                False,
                None,
                "Answer with a number from 0 to 4 (how many dice can be played).",
                None,
            )
        play = self._good_play() if n == self.count else None
        rule = self._rule()
        if n > 2 and self.dice[0] != self.dice[1]:
            return Answer(
                False,
                "wrong",
                False,
                "too-many-moves",
                f"{self.dice[0]}-{self.dice[1]} is not a double: it gives two moves at most (only "
                "doubles are played four times).",
                None,
            )
        if n == self.count:
            msg = {0: "Right: no move is possible, so the turn passes."}.get(
                n, f"Right: {n} {self._unit(n)} can be played, e.g. {play}."
            )
            return Answer(True, "correct", True, None, self._right(msg), play)
        if n > self.count:
            # more than possible: with no move at all the turn must pass; otherwise a counting slip
            rule = "must-pass" if self.count == 0 else None
            if self.count == 0:
                if self.position.checkers(self.position.on_roll)[BAR]:
                    where = (
                        f"the point a {self.dice[0]} enters on is"
                        if self.dice[0] == self.dice[1]
                        else f"the points a {self.dice[0]} and a {self.dice[1]} enter on are"
                    )
                    msg = (
                        f"Look again: the checker on the bar must enter first, and {where} held by the "
                        "other side, so no move is possible and the turn passes."
                    )
                else:
                    msg = "Look again: no checker can make any of these moves, so the turn passes."
            else:
                msg = (
                    f"Not that many: no order of moves and no choice of checkers "
                    f"makes {n} {'move' if n == 1 else 'moves'} here."
                )
        else:
            if n == 0:
                rule = "must-move"
            reason = {
                "must-use-both-dice": "both dice must be used when any order of moves allows it",
                "must-use-more-dice": "with doubles as many of the four moves as possible must be played",
                "must-move": "you may not pass while a move is possible",
            }.get(rule, "as many dice as possible must be played")
            how = "one move at a time" if self.dice[0] == self.dice[1] else "and both orders of the dice"
            msg = f"More can be used: {reason}. Try each checker, {how}."
        # the why, not the answer: no legal play is drawn or named (Show answer gives one)
        return Answer(False, "wrong", False, rule, msg, None)

    def _good_play(self) -> Play | None:
        """The play shown with the right count: the strongest level's (every legal play uses that many dice)."""
        if not self.legal_plays:
            return None
        if self._best is None:
            self._best = hint(self.position, self.dice, STRONGEST)
        return self._best

    def _solution(self) -> tuple[int, str, Play | None]:
        play = self._good_play()
        if self.count == 0:
            return 0, "The answer is 0: no move is possible, so the turn passes.", None
        return self.count, f"The answer is {self.count}, e.g. {play}.", play

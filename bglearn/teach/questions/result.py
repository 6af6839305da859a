""" "Single game, gammon or backgammon?" for a finished game, checked with :func:`bglearn.game_result`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.constants import BAR, OFF, side_name
from ...engine.rules import RESULT_POINTS, game_result
from ...errors import InputError
from ..text import plain
from .base import Answer, ChoiceQuestion

if TYPE_CHECKING:
    from ...engine.position import Position
    from ...engine.rules import GameResult

__all__ = ["ResultQuestion"]


_RESULTS = tuple(RESULT_POINTS)
# No points on the buttons: with the cube on 2 or 4 a gammon is not "2 points" (issue 9's beginner run).
_RESULT_WORDS = {
    "single": "Single game",
    "gammon": "Gammon",
    "backgammon": "Backgammon",
}


class ResultQuestion(ChoiceQuestion):
    """ "Single game, gammon or backgammon?" for a finished game; checked by :func:`bglearn.game_result`.

    Rule: the winner has borne off all fifteen; a single game if the loser has borne off at
    least one checker, a gammon if none, a backgammon if none and the loser still has a checker
    on the bar or in the winner's home board. Answers: ``'single'``, ``'gammon'``,
    ``'backgammon'`` (or the button labels).

    Parameters
    ----------
    question : str
    position : Position
        A finished game (one side has borne off all fifteen).
    **options
        ``hint``, ``explain``, ``practise`` (only ``'game-result'``), ``score``.

    Attributes
    ----------
    result : GameResult
        :func:`bglearn.game_result` of the position.

    Raises
    ------
    ValueError
        If the game is not over.

    Examples
    --------
    >>> import bglearn as bg
    >>> pos = bg.Position.from_points(white={"off": 15}, black={3: 14, 20: 1}, on_roll=bg.BLACK)
    >>> quiz = ResultQuestion("How much has White won?", pos)
    >>> quiz.answer("gammon").correct
    False
    >>> quiz.answer("backgammon").correct
    True
    """

    _type_name = "Single, gammon or backgammon"
    result: GameResult

    def __init__(self, question: str, position: Position, **options: Any) -> None:
        super().__init__(question, position, None, **options)

    def _check_practise(self, kind: str) -> str:
        if kind != "game-result":
            raise InputError(f"a ResultQuestion practises with 'game-result', not {kind!r}")
        return kind

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        result = game_result(position)
        if result is None:
            raise InputError("a result question needs a finished game: one side must have borne off all 15 checkers")
        super()._set_board(position, None)
        self.result = result

    def practice_ask(self) -> str:
        """A practice board's ask: single game, gammon or backgammon?"""
        return "Single game, gammon or backgammon?"

    def _options(self) -> list[tuple[str, str]]:
        return [(_RESULT_WORDS[k], k) for k in _RESULTS]

    def _normal(self, answer: Any) -> str | None:
        if isinstance(answer, str):
            a = answer.strip().lower()
            for k in _RESULTS:
                if a in (k, _RESULT_WORDS[k].lower(), k + " game"):
                    return k
        return None

    def _facts(self) -> tuple[str, tuple[int, ...]]:
        """The sentence on the loser's checkers that decides, and the points (mover's numbering) concerned."""
        winner = self.result.winner
        loser = self.position.checkers(1 - winner)
        wname, lname = side_name(winner), side_name(1 - winner)
        off = loser[OFF]
        in_home = sum(loser[19:25]) + loser[BAR]
        mover = self.position.on_roll
        # the winner's home board is the loser's 19-24; in the mover's numbering:
        home = [p if mover != winner else 25 - p for p in range(19, 25) if loser[p]]
        points = tuple(sorted(home, reverse=True)) + ((BAR,) if loser[BAR] and mover != winner else ())
        if off:
            return f"{lname} has borne off {off} checker{'s' if off > 1 else ''}, so {wname} wins a single game.", ()
        if in_home:
            where = "on the bar or in " + wname + "'s home board"
            return (
                f"{lname} has borne off none and still has {in_home} checker{'s' if in_home > 1 else ''} {where}, "
                f"so it is a backgammon."
            ), points
        return (
            f"{lname} has borne off none, but has no checker on the bar or in {wname}'s home board, so it is a gammon."
        ), ()

    def judge(self, answer: str) -> Answer:
        """Return the :class:`Answer` for ``answer`` (``'single'``, ``'gammon'``, ``'backgammon'`` or a label)."""
        a = self._normal(answer)
        if a is None:
            return Answer(False, "unreadable", False, None, "Answer 'single', 'gammon' or 'backgammon'.", None)
        sentence, points = self._facts()
        if a == self.result.kind:
            return Answer(True, "correct", True, None, self._right(f"Right: {sentence}"), None, points)
        if a == "single":
            hint = f"Count {side_name(1 - self.result.winner)}'s checkers borne off: are there any?"
        elif a == "gammon" and self.result.kind == "backgammon":
            hint = f"Look at the bar and at {side_name(self.result.winner)}'s home board."
        elif a == "gammon":
            hint = f"Count {side_name(1 - self.result.winner)}'s checkers borne off."
        else:
            hint = (
                f"A backgammon needs a checker still on the bar or in {side_name(self.result.winner)}'s "
                "home board, and none borne off."
            )
        name = "single game" if a == "single" else a
        return Answer(False, "wrong", False, None, f"Not a {name}. {hint}", None)

    def _solution(self) -> tuple[str, str, None]:
        sentence, _ = self._facts()
        name = "single game" if self.result.kind == "single" else self.result.kind
        return self.result.kind, f"It is a {name}: {sentence}", None

    def _plain_question(self) -> str:
        return f"{self._type_name}: {plain(self.question)}"

"""The rules engine: legal plays, the opening roll and the result of a game.

Rules implemented (standard modern backgammon, as in the complete rules reference):

* Movement: each die is a separate move; a checker may land on an empty point, its own point
  or a single opposing checker (a blot, which is hit), never on a point held by two or more
  opposing checkers; a checker using two or more dice must touch down legally after each.
* Entering: checkers on the bar enter first, in the opponent's home board, on the point that
  matches a die (the mover's point ``25 - die``).
* Compulsory play: use both dice if any order or distribution does (all four moves of a double,
  or as many as possible); if either die could be played but not both, the higher one; no
  voluntary passing.
* Bearing off: only with all fifteen checkers home; the exact point, or a higher number from the
  highest occupied point; otherwise the number is played inside the home board.
* A game ends when a side bears off its fifteenth checker: a single game (1 point), a gammon (2:
  the loser has borne off none) or a backgammon (3: a gammon and the loser still has a checker
  on the bar or in the winner's home board), times the cube.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple, cast

from ..errors import DiceError, InputError, PositionError
from . import movegen
from .constants import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, Dice
from .moves import Play
from .position import Position

__all__ = [
    "GameResult",
    "RESULT_POINTS",
    "legal_plays",
    "dice_used",
    "single_moves",
    "roll_opening",
    "roll_opening_ties",
    "roll_dice",
    "ThrownDice",
    "game_result",
    "check_dice",
]

#: What each kind of win is worth with the cube at 1 (rule: single game, gammon, backgammon).
RESULT_POINTS = {"single": 1, "gammon": 2, "backgammon": 3}


def _check_position(position: object, what: str) -> None:
    if not isinstance(position, Position):
        raise InputError(f"{what} needs a Position, not {type(position).__name__}")


def check_dice(dice: object) -> Dice:
    """Return a roll as a pair of ints ``(d1, d2)``.

    Raises
    ------
    DiceError
        Unless ``dice`` is a pair of ints, each 1 to 6, in a sequence (a tuple or a list: a set
        or a dict has no order, and a dict's keys are no roll).
    """
    if not isinstance(dice, Sequence) or isinstance(dice, (str, bytes)):
        raise DiceError(f"dice must be a pair of numbers 1-6 such as (3, 1), not a {type(dice).__name__}")
    try:
        d1, d2 = cast("tuple[object, object]", dice)  # any object: unpacking it is the check
    except (TypeError, ValueError):
        raise DiceError(f"dice must be a pair of numbers 1-6 such as (3, 1), not {dice!r}") from None
    if type(d1) is not int or not 1 <= d1 <= 6:
        raise DiceError(f"each die is an int from 1 to 6; {dice!r} has {d1!r}")
    if type(d2) is not int or not 1 <= d2 <= 6:
        raise DiceError(f"each die is an int from 1 to 6; {dice!r} has {d2!r}")
    return d1, d2


def legal_plays(position: Position, dice: object) -> tuple[Play, ...]:
    """Return every distinct legal play of ``dice`` in ``position``.

    Parameters
    ----------
    position : Position
        The side on roll is the mover.
    dice : pair of int
        Each 1-6, in either order.

    Returns
    -------
    tuple of Play
        One play per distinct resulting position; empty when the roll cannot be played (or the
        game is already over).

    Raises
    ------
    DiceError
        If ``dice`` is not a pair of ints 1-6.
    InputError
        If ``position`` is not a :class:`Position`.

    Rule: every compulsory-play rule (see the module docstring): both dice if any order uses
    both, the higher die if only one can be played, doubles as many as possible, the bar first,
    bear off only with all fifteen home.

    Examples
    --------
    >>> len(legal_plays(Position.start(), (3, 1)))
    16
    """
    if not isinstance(position, Position):
        raise InputError(f"legal_plays needs a Position, not {type(position).__name__}")
    d1, d2 = check_dice(dice)
    me, opp = position.mover_and_opponent()
    if me[OFF] == CHECKERS_PER_SIDE or opp[OFF] == CHECKERS_PER_SIDE:
        return ()
    n, found = movegen.generate(me, opp, d1, d2, position.analysis())
    if not n:
        return ()
    return Play.of_roll(position, (d1, d2), found)


def dice_used(position: Position, dice: object) -> int:
    """Return how many moves every legal play of ``dice`` uses (0 when the roll cannot be played).

    Raises
    ------
    DiceError
        If ``dice`` is not a pair of ints 1-6.
    InputError
        If ``position`` is not a :class:`Position`.
    """
    _check_position(position, "dice_used")
    d1, d2 = check_dice(dice)
    me, opp = position.mover_and_opponent()
    if me[OFF] == CHECKERS_PER_SIDE or opp[OFF] == CHECKERS_PER_SIDE:
        return 0
    return movegen.generate(me, opp, d1, d2, position.analysis())[0]


def single_moves(position: Position, die: int) -> list[tuple[int, int]]:
    """Return the legal single moves ``(from, to)`` of one die, ignoring the whole-roll rules.

    These are the moves a die allows on its own: entering first from the bar (25), landing on
    a point not held by two or more opposing checkers, bearing off (to 0) with every checker
    home. Whether the play as a whole is legal (both dice, the higher die) is not considered.

    Examples
    --------
    >>> (24, 18) in single_moves(Position.start(), 6)
    True
    """
    me, opp = position.mover_and_opponent()
    return list(movegen.legal_single_moves(me, opp, die, position.analysis()))


def roll_dice(rng: random.Random) -> Dice:
    """Return a roll ``(d1, d2)`` of two fair dice from ``rng`` (a :class:`random.Random`)."""
    return rng.randint(1, 6), rng.randint(1, 6)


class ThrownDice(random.Random):
    """A :class:`random.Random` whose first ``randint`` calls give the dice ``dice`` (each 1-6, in
    order), and then the draws of a generator seeded with 0: a throw already made, for
    :func:`roll_opening` and :class:`bglearn.Game`, which roll with ``rng.randint(1, 6)``.

    Used to ask the rules what they make of given dice (an opening throw, opening ties).
    """

    def __init__(self, dice: Sequence[int]) -> None:
        super().__init__(0)
        self._dice = list(dice)

    def randint(self, a: int, b: int) -> int:
        """The next given die, or once they are used up a seeded draw from ``a`` to ``b``."""
        return self._dice.pop(0) if self._dice else super().randint(a, b)


def roll_opening(rng: random.Random) -> tuple[int, Dice]:
    """Roll for the first turn: return ``(first, dice)``.

    Rule (the opening roll): each side rolls one die; equal numbers are rolled again, so the
    opening roll is never a double; the higher die starts and plays both numbers showing.

    Parameters
    ----------
    rng : random.Random
        The source of dice (seed it for reproducible games).

    Returns
    -------
    (int, (int, int))
        The side that starts (:data:`WHITE` or :data:`BLACK`) and the dice it plays, its own
        die first.
    """
    first, dice, _ = roll_opening_ties(rng)
    return first, dice


def roll_opening_ties(rng: random.Random) -> tuple[int, Dice, tuple[int, ...]]:
    """The opening roll (:func:`roll_opening`: the same dice from the same ``rng``) and its tied
    rolls: ``(first, dice, ties)``.

    The ties matter for the house rule of automatic doubles (money play): each tie of the opening
    roll may double the cube (:class:`bglearn.Game` option ``automatic_doubles``).

    Parameters
    ----------
    rng : random.Random
        The source of dice.

    Returns
    -------
    (int, (int, int), tuple of int)
        The side that starts, the dice it plays (its own die first) and the number both sides
        rolled at each tie before them, in order (empty when the first roll decided).
    """
    ties: list[int] = []
    while True:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        if white != black:
            break
        ties.append(white)
    if white > black:
        return WHITE, (white, black), tuple(ties)
    return BLACK, (black, white), tuple(ties)


class GameResult(NamedTuple):
    """The end of a game: who won, how, and the points it is worth with the cube at 1."""

    winner: int
    kind: str
    points: int


def game_result(position: Position, cube: int = 1) -> GameResult | None:
    """Return ``None`` while the game goes on, else a :class:`GameResult`.

    Rule (winning): the first side to bear off all fifteen checkers wins a single game (1
    point); a gammon (2) if the loser has borne off none; a backgammon (3) if, in addition, the
    loser still has a checker on the bar or in the winner's home board. Points are multiplied
    by ``cube``.

    Raises
    ------
    PositionError
        If ``cube`` is not a positive power of two (a ValueError).
    InputError
        If ``position`` is not a :class:`Position`.
    """
    _check_position(position, "game_result")
    if type(cube) is not int or cube < 1 or cube & (cube - 1):
        raise PositionError(f"the cube value is 1, 2, 4, 8, ..., not {cube!r}")
    for winner in (WHITE, BLACK):
        if position.checkers(winner)[OFF] == CHECKERS_PER_SIDE:
            loser = position.checkers(1 - winner)
            if loser[OFF]:
                return GameResult(winner, "single", RESULT_POINTS["single"] * cube)
            # the winner's home board is the loser's points 19-24
            if loser[BAR] or any(loser[p] for p in range(19, 25)):
                return GameResult(winner, "backgammon", RESULT_POINTS["backgammon"] * cube)
            return GameResult(winner, "gammon", RESULT_POINTS["gammon"] * cube)
    return None

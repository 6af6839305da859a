"""The doubling cube's arithmetic: what a finished game is worth.

Rules (as GNU Backgammon's manual states them): a single game scores 1, a gammon 2, a
backgammon 3, times the cube value; the Jacoby rule (money play, an option) counts gammons and
backgammons as single games while the cube has not been turned. Doubling, taking and dropping
are actions of :class:`bglearn.play.Game`.
"""

from __future__ import annotations

from ..engine.rules import RESULT_POINTS
from ..errors import InputError

__all__ = ["score_game"]


def score_game(kind: str, cube: int = 1, *, jacoby: bool = False, cube_turned: bool = True) -> int:
    """Return the points a finished game is worth.

    Rule (scoring): a single game 1, a gammon 2, a backgammon 3, times the cube value; the Jacoby
    rule (an option) counts gammons and backgammons as single games while the cube is unturned.

    Parameters
    ----------
    kind : str
        ``'single'``, ``'gammon'`` or ``'backgammon'``.
    cube : int
        The cube value (1, 2, 4, ...).
    jacoby : bool
        Apply the Jacoby rule (money play): gammons and backgammons count as single games
        unless the cube has been turned.
    cube_turned : bool
        Whether the cube was doubled in this game (only used with ``jacoby``).

    Raises
    ------
    InputError
        On an unknown kind or a cube that is not a positive power of two.
    """
    if not isinstance(kind, str) or kind not in RESULT_POINTS:
        raise InputError(f"a game ends as 'single', 'gammon' or 'backgammon', not {kind!r}")
    if type(cube) is not int or cube < 1 or cube & (cube - 1):
        raise InputError(f"the cube value is 1, 2, 4, 8, ..., not {cube!r}")
    multiplier = RESULT_POINTS[kind]
    if jacoby and not cube_turned:
        multiplier = 1
    return multiplier * cube

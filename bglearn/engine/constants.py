"""The names of the two sides and the special places of the board (the bottom of the engine).

Conventions (the way players speak and GNU Backgammon stores boards):

* Two sides, :data:`WHITE` (0) and :data:`BLACK` (1); ``1 - side`` is the other side.
* Each side numbers the points 1-24 from its own home board: its 1-point (ace point) is the
  deepest point of its home board and it moves from its 24-point toward its 1-point.
  Point ``p`` of one side is point ``25 - p`` of the other.
* The bar is "point 25" (:data:`BAR`) for the side on it; borne off is "point 0" (:data:`OFF`).
* A side's checkers are a tuple of 26 ints: ``[0]`` borne off, ``[1..24]`` on points 1-24 in
  that side's own numbering, ``[25]`` on the bar. They always add up to 15.
"""

from __future__ import annotations

from ..errors import PositionError

__all__ = [
    "WHITE",
    "BLACK",
    "SIDE_NAMES",
    "NUM_POINTS",
    "CHECKERS_PER_SIDE",
    "BAR",
    "OFF",
    "Board",
    "Dice",
    "side_name",
    "check_side",
    "MAX_ID_TEXT",
]

WHITE = 0
BLACK = 1
SIDE_NAMES = ("White", "Black")
NUM_POINTS = 24
CHECKERS_PER_SIDE = 15
BAR = 25
OFF = 0
#: The longest text read as a Position ID, a Match ID or an XGID, spaces around it included: checked
#: before it is read (an XGID has some 50 characters).
MAX_ID_TEXT = 1000

#: One side's checkers in its own numbering: 26 ints, ``[0]`` off, ``[1..24]`` points, ``[25]`` bar.
Board = tuple[int, ...]

#: A roll: two ints 1-6 (as :func:`bglearn.check_dice` returns it), e.g. ``(3, 1)``.
Dice = tuple[int, int]


def check_side(side: object) -> int:
    """Return ``side`` if it is :data:`WHITE` (0) or :data:`BLACK` (1).

    Raises
    ------
    PositionError
        For anything else (also for ``True``/``False``).
    """
    if type(side) is not int or side not in (0, 1):
        raise PositionError(f"side must be bglearn.WHITE (0) or bglearn.BLACK (1), not {side!r}")
    return side


def side_name(side: int) -> str:
    """Return ``'White'`` or ``'Black'`` for a side (0 or 1).

    Raises
    ------
    PositionError
        If ``side`` is not :data:`WHITE` or :data:`BLACK` (a :class:`ValueError`).
    """
    return SIDE_NAMES[check_side(side)]

"""A board in words: the text alternative of every board picture (for a screen reader, a saved notebook).

:func:`board_text` says what the picture shows (who is on roll, the dice and the dice left, each
side's checkers point by point, the bar, the checkers borne off, the pip counts and the cube), so a
learner who cannot see the picture reads the same board. It is the ``alt`` of the live picture and
the plain text of its saved copy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..engine.constants import BAR, BLACK, OFF, WHITE, check_side
from ..engine.position import Position
from ..engine.rules import game_result
from ..errors import InputError

__all__ = ["board_text", "side_text", "check_tray", "TRAYS"]

#: What the checkers in a bear-off tray can be: ``'off'`` (borne off) or ``'to place'`` (not placed yet,
#: on a board being set up); the ``tray`` option of :func:`bglearn.draw.board` and :func:`board_text`.
TRAYS = ("off", "to place")


def _name(side: int, labels: Mapping[int, str] | None) -> str:
    base = "White" if side == WHITE else "Black"
    if labels and side in labels and str(labels[side]) != base:
        return f"{labels[side]} ({base})"
    return base


def side_text(
    position: Position, side: int, perspective: int, labels: Mapping[int, str] | None = None, tray: str = "off"
) -> str:
    """One side's checkers in words, points numbered as ``perspective`` sees them (its 1-24).

    ``'White: 6-point 5, 8-point 3, 13-point 5, 24-point 2; bar 0; borne off 0; pip count 167.'``; with
    ``tray='to place'`` (a board being set up, :data:`TRAYS`) the tray's checkers are ``'3 to place'``.
    Raises PositionError for a ``side`` or ``perspective`` that is not WHITE (0) or BLACK (1), InputError
    for a ``tray`` not in :data:`TRAYS`.
    """
    check_side(side)
    check_side(perspective)
    check_tray(tray)
    board = position.checkers(side)
    stacks = []
    for own in range(1, 25):
        if board[own]:
            shown = own if side == perspective else 25 - own
            stacks.append((shown, board[own]))
    stacks.sort()
    where = ", ".join(f"{p}-point {n}" for p, n in stacks) or "no checker on a point"
    pips = sum(i * n for i, n in enumerate(board))
    off = f"borne off {board[OFF]}" if tray == "off" else f"{board[OFF]} {tray}"
    return f"{_name(side, labels)}: {where}; bar {board[BAR]}; {off}; pip count {pips}."


def check_tray(tray: object) -> str:
    """Return ``tray`` if it is one of :data:`TRAYS`; raise InputError otherwise."""
    if not isinstance(tray, str) or tray not in TRAYS:
        raise InputError(f"tray is one of {', '.join(map(repr, TRAYS))}, not {tray!r}")
    return tray


def board_text(
    position: Position,
    *,
    perspective: int | None = None,
    dice: tuple[int, int] | None = None,
    dice_left: Iterable[int] | None = None,
    cube: tuple[int, int | None] | None = None,
    labels: Mapping[int, str] | None = None,
    status: str | None = None,
    tray: str = "off",
) -> str:
    """The board of a picture in words: the text alternative of :func:`bglearn.draw.board`'s picture.

    Parameters
    ----------
    position : bglearn.Position
    perspective : int, optional
        The side seen at the bottom (WHITE 0 or BLACK 1), whose numbering the points are given in
        (as the picture's point numbers). Default: the side on roll.
    dice : (int, int), optional
        The roll of the side on roll.
    dice_left : iterable of int, optional
        The dice not played yet (said when some of the roll is played).
    cube : (value, owner), optional
        The doubling cube: owner WHITE, BLACK or None (centred). None: no cube on the board.
    labels : dict, optional
        ``{side: name}`` as on the picture.
    status : str, optional
        The picture's status line, said first when given.
    tray : {'off', 'to place'}
        What the checkers in the trays are (:data:`TRAYS`): borne off (default), or not placed yet
        (a board being set up: ``'3 to place'``), as the picture writes them.

    Returns
    -------
    str
        E.g. ``'White to play 3-1. Points numbered from White's side. White: 6-point 5, ...;
        bar 0; borne off 0; pip count 167. Black: ... The cube is in the middle at 1.'``

    Raises
    ------
    InputError
        For dice that are not two numbers 1-6, a cube that is not (value >= 1, owner) or a ``tray``
        not in :data:`TRAYS`.
    PositionError
        For a perspective that is not WHITE or BLACK.
    """
    mover = position.on_roll
    view = mover if perspective is None else check_side(perspective)
    check_tray(tray)
    parts = []
    if status:
        parts.append(status.rstrip(".") + ".")
    if dice is not None:
        if len(tuple(dice)) != 2 or any(isinstance(d, bool) or d not in range(1, 7) for d in dice):
            raise InputError(f"dice must be two numbers 1-6, not {dice!r}")
        hi, lo = max(dice), min(dice)
        roll = f"{_name(mover, labels)} rolled {hi}-{lo}"
        said = bool(status) and f"{hi}-{lo}" in str(status)  # the status line names the roll already
        if dice_left is not None:
            left = sorted(dice_left, reverse=True)
            full = [hi, lo] * (2 if hi == lo else 1)
            if left != full:
                roll += "; dice left: " + (", ".join(str(d) for d in left) if left else "none")
                said = False
        if not said:
            parts.append(roll + ".")
    elif not status:
        # as the picture's own status line: a finished game has nobody on roll
        result = game_result(position)
        if result is not None:
            parts.append(f"{_name(result.winner, labels)} has borne off all 15: the game is over.")
        else:
            parts.append(f"{_name(mover, labels)} on roll.")
    parts.append(f"Points numbered from {_name(view, labels)}'s side.")
    for side in (view, 1 - view):
        parts.append(side_text(position, side, view, labels, tray))
    if cube is not None:
        try:
            value, owner = cube
        except (TypeError, ValueError):
            raise InputError(f"cube must be (value, owner), not {cube!r}") from None
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise InputError(f"the cube's value must be a whole number from 1, not {value!r}")
        if owner is None:
            parts.append(f"The cube is in the middle at {value}.")
        elif owner in (WHITE, BLACK):
            parts.append(f"{_name(owner, labels)} owns the cube at {value}.")
        else:
            raise InputError(f"the cube's owner must be WHITE, BLACK or None, not {owner!r}")
    return " ".join(parts)

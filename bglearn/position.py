"""Backgammon positions: an immutable, hashable board with the side on roll.

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

__all__ = [
    "WHITE",
    "BLACK",
    "SIDE_NAMES",
    "NUM_POINTS",
    "CHECKERS_PER_SIDE",
    "BAR",
    "OFF",
    "Position",
    "side_name",
]

from .errors import PositionError

WHITE = 0
BLACK = 1
SIDE_NAMES = ("White", "Black")
NUM_POINTS = 24
CHECKERS_PER_SIDE = 15
BAR = 25
OFF = 0

_START = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


def side_name(side):
    """Return ``'White'`` or ``'Black'`` for a side (0 or 1).

    Raises
    ------
    ValueError
        If ``side`` is not :data:`WHITE` or :data:`BLACK`.
    """
    _check_side(side)
    return SIDE_NAMES[side]


def _check_side(side):
    if type(side) is not int or side not in (0, 1):
        raise PositionError(f"side must be bglearn.WHITE (0) or bglearn.BLACK (1), not {side!r}")


def _checkers_from_sequence(seq, name):
    try:
        board = tuple(seq)
    except TypeError:
        raise PositionError(f"{name} checkers must be a sequence of 26 ints, not {seq!r}") from None
    if len(board) != 26:
        raise PositionError(
            f"{name} checkers must be 26 ints ([0] borne off, [1..24] points, [25] bar), got {len(board)}"
        )
    for i, c in enumerate(board):
        if isinstance(c, bool) or not isinstance(c, int):
            raise PositionError(f"{name} has a non-integer count {c!r} at index {i}")
        if c < 0:
            raise PositionError(f"{name} has a negative count {c} at index {i}")
    total = sum(board)
    if total != CHECKERS_PER_SIDE:
        raise PositionError(f"{name} has {total} checkers (borne off included); a side has exactly 15")
    return board


def _checkers_from_points(points, name):
    """Build a 26-tuple from a ``{point: count}`` dict; unplaced checkers are borne off."""
    if points is None:
        points = {}
    if not hasattr(points, "items"):
        raise PositionError(f"{name} must be a dict of point -> count, not {points!r}")
    board = [0] * 26
    for key, count in points.items():
        if key == "bar":
            index = BAR
        elif key == "off":
            index = OFF
        elif isinstance(key, int) and not isinstance(key, bool) and 1 <= key <= 25:
            index = key
        else:
            raise PositionError(f"{name}: {key!r} is not a point (1-24, 25 or 'bar', 'off')")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise PositionError(f"{name}: the count on {key!r} must be a non-negative int, not {count!r}")
        board[index] += count
    placed = sum(board[1:])
    if placed > CHECKERS_PER_SIDE:
        raise PositionError(f"{name} has {placed} checkers on the board; a side has at most 15")
    if board[OFF] and placed + board[OFF] != CHECKERS_PER_SIDE:
        raise PositionError(
            f"{name}: {placed} on the board and {board[OFF]} borne off make {placed + board[OFF]}, not 15"
        )
    board[OFF] = CHECKERS_PER_SIDE - placed
    return tuple(board)


class Position:
    """An immutable, hashable backgammon position: both sides' checkers and who is on roll.

    Parameters
    ----------
    white, black : sequence of 26 int
        Each side's checkers in its own numbering: ``[0]`` borne off, ``[1..24]`` points,
        ``[25]`` bar. Each must add up to 15.
    on_roll : int
        :data:`WHITE` or :data:`BLACK`, the side that moves next.

    Raises
    ------
    PositionError
        If a side does not have exactly 15 checkers, a count is negative or not an int, both
        sides have checkers on the same point, or both sides have borne everything off.

    Examples
    --------
    >>> pos = Position.start()
    >>> pos.position_id()
    '4HPwATDgc/ABMA'
    >>> pos.pip_count()
    (167, 167)
    """

    __slots__ = ("_boards", "_on_roll", "_hash", "_mover_cache")

    def __init__(self, white, black, on_roll=WHITE):
        _check_side(on_roll)
        w = _checkers_from_sequence(white, "White")
        b = _checkers_from_sequence(black, "Black")
        for p in range(1, 25):
            if w[p] and b[25 - p]:
                raise PositionError(
                    f"both sides have checkers on one point: White's {p}-point is Black's {25 - p}-point"
                )
        if w[OFF] == CHECKERS_PER_SIDE and b[OFF] == CHECKERS_PER_SIDE:
            raise PositionError("both sides have borne off all 15 checkers; only one side can win")
        self._init((w, b), on_roll)

    def _init(self, boards, on_roll):
        object.__setattr__(self, "_boards", boards)
        object.__setattr__(self, "_on_roll", on_roll)
        object.__setattr__(self, "_hash", None)
        object.__setattr__(self, "_mover_cache", None)

    @classmethod
    def _unchecked(cls, mover, opponent, on_roll):
        """Build from the mover's and the opponent's 26-tuples without validation (engine use)."""
        pos = object.__new__(cls)
        pos._init((mover, opponent) if on_roll == WHITE else (opponent, mover), on_roll)
        return pos

    def __setattr__(self, name, value):
        raise AttributeError("Position is immutable; build a new one")

    def __delattr__(self, name):
        raise AttributeError("Position is immutable")

    # -- constructors -------------------------------------------------------------------

    @classmethod
    def start(cls, on_roll=WHITE):
        """Return the standard starting position.

        Rule (setup): each side has two checkers on its 24-point, five on its 13-point,
        three on its 8-point and five on its 6-point.

        Parameters
        ----------
        on_roll : int
            The side to move first (decided by the opening roll, see :func:`bglearn.roll_opening`).
        """
        return cls(_START, _START, on_roll)

    @classmethod
    def from_points(cls, white=None, black=None, on_roll=WHITE):
        """Build a position from readable ``{point: count}`` dicts, one per side.

        Parameters
        ----------
        white, black : dict or None
            Keys are points in that side's own numbering (1-24), ``'bar'`` (or 25) for the bar
            and optionally ``'off'`` (or 0) for checkers borne off; values are checker counts.
            Checkers not placed on the board are borne off, so ``{6: 2}`` means two checkers
            on the 6-point and thirteen borne off.
        on_roll : int
            :data:`WHITE` or :data:`BLACK`.

        Raises
        ------
        PositionError
            On an unknown point, a negative count, more than 15 checkers, an ``'off'`` count
            that disagrees with the rest, or both sides on one point.

        Examples
        --------
        >>> pos = Position.from_points(white={6: 2, 'bar': 1}, black={1: 2}, on_roll=WHITE)
        >>> pos.checkers(WHITE)[25], pos.checkers(WHITE)[0]
        (1, 12)
        """
        return cls(_checkers_from_points(white, "White"), _checkers_from_points(black, "Black"), on_roll)

    @classmethod
    def from_position_id(cls, position_id, on_roll=WHITE):
        """Read a GNU Backgammon Position ID (14 characters) with ``on_roll`` to move.

        The ID describes the board as seen by the side on roll; ``on_roll`` says which colour
        that is.

        Raises
        ------
        PositionIdError
            If the ID is not 14 Base64 characters or does not describe a possible position.
        """
        from .errors import PositionIdError
        from .notation import decode_position_id

        _check_side(on_roll)
        mover, opponent = decode_position_id(position_id)
        boards = (mover, opponent) if on_roll == WHITE else (opponent, mover)
        try:
            return cls(boards[0], boards[1], on_roll)
        except PositionError as exc:
            raise PositionIdError(f"Position ID {position_id!r} is not a possible position: {exc}") from None

    @classmethod
    def from_xgid(cls, xgid):
        """Read the position and side on roll of an eXtreme Gammon XGID string.

        X (the bottom player in XG) is :data:`WHITE` and O is :data:`BLACK`. The other fields
        (cube, dice, score, match length) are kept by :func:`bglearn.parse_xgid`.

        Raises
        ------
        PositionIdError
            If the string is not a well-formed XGID.
        """
        from .notation import parse_xgid

        return parse_xgid(xgid).position

    # -- reading ------------------------------------------------------------------------

    @property
    def on_roll(self):
        """The side that moves next: :data:`WHITE` or :data:`BLACK`."""
        return self._on_roll

    def checkers(self, side):
        """Return ``side``'s checkers as 26 ints in its own numbering.

        ``[0]`` borne off, ``[1..24]`` on points 1-24, ``[25]`` on the bar.

        Raises
        ------
        PositionError
            If ``side`` is not WHITE or BLACK.
        """
        _check_side(side)
        return self._boards[side]

    def mover_and_opponent(self):
        """Return ``(mover, opponent)``: the 26-tuples of the side on roll and of the other side."""
        r = self._on_roll
        return self._boards[r], self._boards[1 - r]

    def pip_count(self):
        """Return ``(side on roll, other side)`` pip counts as ints.

        A checker on point ``p`` needs ``p`` pips to bear off; a checker on the bar needs 25.
        """
        me, opp = self.mover_and_opponent()
        return _pips(me), _pips(opp)

    def pass_turn(self):
        """Return the same board with the other side on roll (a roll with no legal play)."""
        w, b = self._boards
        pos = object.__new__(Position)
        pos._init((w, b), 1 - self._on_roll)
        return pos

    def position_id(self):
        """Return GNU Backgammon's 14-character Position ID of this board as seen by the side on roll."""
        from .notation import encode_position_id

        me, opp = self.mover_and_opponent()
        return encode_position_id(me, opp)

    def xgid(self, record=None):
        """Return an eXtreme Gammon XGID string for this position.

        Parameters
        ----------
        record : bglearn.XGID or None
            The other fields (cube, dice, score, match length); default: centred cube, no
            dice, money game (``...:0:0:1:00:0:0:0:0:10``).
        """
        from .notation import XGID

        if record is None:
            record = XGID(self)
        else:
            record = record._replace(position=self)
        return str(record)

    def is_game_over(self):
        """Return True when a side has borne off all 15 checkers."""
        return self._boards[0][OFF] == CHECKERS_PER_SIDE or self._boards[1][OFF] == CHECKERS_PER_SIDE

    # -- dunder -------------------------------------------------------------------------

    def __eq__(self, other):
        if not isinstance(other, Position):
            return NotImplemented
        return self._on_roll == other._on_roll and self._boards == other._boards

    def __hash__(self):
        h = self._hash
        if h is None:
            h = hash((self._on_roll, self._boards))
            object.__setattr__(self, "_hash", h)
        return h

    def __repr__(self):
        side = "WHITE" if self._on_roll == WHITE else "BLACK"
        return f"Position.from_position_id({self.position_id()!r}, on_roll={side})"

    def __str__(self):
        from .notation import diagram

        return diagram(self)

    def _repr_png_(self):
        from .render import render_png

        return render_png(self)

    def __reduce__(self):
        return (Position, (self._boards[0], self._boards[1], self._on_roll))


def _pips(board):
    return sum(p * board[p] for p in range(1, 26))

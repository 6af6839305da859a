"""Backgammon positions: an immutable, hashable board with the side on roll, and its text forms.

:class:`Position` holds both sides' checkers (26 ints each, in each side's own numbering: see
:mod:`bglearn.engine.constants`) and the side on roll. It reads and writes GNU Backgammon
Position IDs and eXtreme Gammon XGIDs (:class:`XGID` keeps the fields beyond the board) and shows
itself as a text diagram (``str``) and, in a notebook, as a picture (``_repr_png_``).

:func:`apply_move` is the one primitive that moves a checker (hitting a blot where it lands);
every other part of bglearn that moves checkers goes through it or :meth:`Position.apply_moves`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import NamedTuple, NoReturn

from ..errors import DiagramError, MatchStateError, PositionError, PositionIdError
from . import codecs, movegen
from .constants import (
    BAR,
    BLACK,
    CHECKERS_PER_SIDE,
    MAX_ID_TEXT,
    NUM_POINTS,
    OFF,
    SIDE_NAMES,
    WHITE,
    Board,
    check_side,
    side_name,
)
from .matchstate import MatchState

__all__ = [
    "WHITE",
    "BLACK",
    "SIDE_NAMES",
    "NUM_POINTS",
    "CHECKERS_PER_SIDE",
    "BAR",
    "OFF",
    "Position",
    "XGID",
    "parse_xgid",
    "apply_move",
    "side_name",
]

#: ``{point: count}`` of one side for :meth:`Position.from_points`: keys 1-24, 25 or ``'bar'``, 0 or ``'off'``.
PointCounts = Mapping[int, int] | Mapping[str, int] | Mapping[int | str, int]

_START = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


def _checkers_from_sequence(seq: Iterable[int], name: str) -> Board:
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


def _checkers_from_points(points: PointCounts | None, name: str) -> Board:
    """Build a 26-tuple from a ``{point: count}`` dict; unplaced checkers are borne off."""
    if points is None:
        points = {}
    if not hasattr(points, "items"):
        raise PositionError(f"{name} must be a dict of point -> count, not {points!r}")
    board = [0] * 26
    off_given = False
    for key, count in points.items():
        if key == "bar":
            index = BAR
        elif key == "off":
            index = OFF
        elif isinstance(key, int) and not isinstance(key, bool) and 0 <= key <= 25:
            index = key
        else:
            raise PositionError(
                f"{name}: {key!r} is not a point (1-24, 25 or 'bar' for the bar, 0 or 'off' for borne off)"
            )
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise PositionError(f"{name}: the count on {key!r} must be a non-negative int, not {count!r}")
        board[index] += count
        off_given = off_given or index == OFF
    placed = sum(board[1:])
    if placed > CHECKERS_PER_SIDE:
        raise PositionError(f"{name} has {placed} checkers on the board; a side has at most 15")
    if off_given and placed + board[OFF] != CHECKERS_PER_SIDE:
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

    __slots__ = ("_boards", "_on_roll", "_hash", "_analysis")
    _boards: tuple[Board, Board]
    _on_roll: int
    _hash: int | None
    _analysis: tuple[int, int, int, int, int] | None

    def __init__(self, white: Iterable[int], black: Iterable[int], on_roll: int = WHITE) -> None:
        check_side(on_roll)
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

    def _init(self, boards: tuple[Board, Board], on_roll: int) -> None:
        object.__setattr__(self, "_boards", boards)
        object.__setattr__(self, "_on_roll", on_roll)
        object.__setattr__(self, "_hash", None)
        object.__setattr__(self, "_analysis", None)

    @classmethod
    def _unchecked(cls, mover: Board, opponent: Board, on_roll: int) -> Position:
        """Build from the mover's and the opponent's 26-tuples without validation (engine use)."""
        pos = object.__new__(cls)
        pos._init((mover, opponent) if on_roll == WHITE else (opponent, mover), on_roll)
        return pos

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError("Position is immutable; build a new one")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError("Position is immutable")

    # -- constructors -------------------------------------------------------------------

    @classmethod
    def start(cls, on_roll: int = WHITE) -> Position:
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
    def from_points(
        cls, white: PointCounts | None = None, black: PointCounts | None = None, on_roll: int = WHITE
    ) -> Position:
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
    def from_position_id(cls, position_id: str, on_roll: int = WHITE) -> Position:
        """Read a GNU Backgammon Position ID (14 characters) with ``on_roll`` to move.

        The ID describes the board as seen by the side on roll; ``on_roll`` says which colour
        that is.

        Raises
        ------
        PositionIdError
            If the ID is not 14 Base64 characters or does not describe a possible position.
        """
        check_side(on_roll)
        mover, opponent = codecs.decode_position_id(position_id)
        boards = (mover, opponent) if on_roll == WHITE else (opponent, mover)
        try:
            return cls(boards[0], boards[1], on_roll)
        except PositionError as exc:
            raise PositionIdError(f"Position ID {position_id.strip()!r} is not a possible position: {exc}") from None

    @classmethod
    def from_diagram(cls, text: str) -> Position:
        """Read back bglearn's own text diagram: ``Position.from_diagram(str(pos)) == pos``.

        The diagram is the one ``str(position)`` writes (:func:`bglearn.engine.codecs.diagram`):
        fourteen lines, points 13-24 on top and 12-1 below in White's numbering, ``X`` White and
        ``O`` Black, a count in the fifth row for a stack taller than five, the bar and borne-off
        counts on the middle line, and the side on roll on the last. Forgiven: spaces lost at the
        ends of lines, blank lines before or after, Windows line ends. The pip counts and the
        Position ID of the last line may be left out (``White (X) on roll.``); if given, they must
        match the board, so an edited board with a stale ID is refused rather than guessed.

        Raises
        ------
        DiagramError
            (a :class:`~bglearn.PositionError`) If the text is not such a diagram, naming the line
            and column counted from 1: a wrong header, an unknown mark, a stack with a gap, a side
            without 15 checkers, pips or an ID that do not match; or if it is not a string or is
            longer than a diagram can be (refused before it is read).
        """
        white, black, on_roll = codecs.read_diagram(text)
        try:
            return cls(white, black, on_roll)
        except PositionError as exc:
            raise DiagramError(f"not a possible position: {exc}") from None

    @classmethod
    def from_xgid(cls, xgid: str) -> Position:
        """Read the position and side on roll of an eXtreme Gammon XGID string.

        X (the bottom player in XG) is :data:`WHITE` and O is :data:`BLACK`. The other fields
        (cube, dice, score, match length) are kept by :func:`bglearn.parse_xgid`.

        Raises
        ------
        PositionIdError
            If the string is not a well-formed XGID.
        """
        return parse_xgid(xgid).position

    # -- reading ------------------------------------------------------------------------

    @property
    def on_roll(self) -> int:
        """The side that moves next: :data:`WHITE` or :data:`BLACK`."""
        return self._on_roll

    def checkers(self, side: int) -> Board:
        """Return ``side``'s checkers as 26 ints in its own numbering.

        ``[0]`` borne off, ``[1..24]`` on points 1-24, ``[25]`` on the bar.

        Raises
        ------
        PositionError
            If ``side`` is not WHITE or BLACK.
        """
        check_side(side)
        return self._boards[side]

    def mover_and_opponent(self) -> tuple[Board, Board]:
        """Return ``(mover, opponent)``: the 26-tuples of the side on roll and of the other side."""
        r = self._on_roll
        return self._boards[r], self._boards[1 - r]

    def pip_count(self) -> tuple[int, int]:
        """Return ``(side on roll, other side)`` pip counts as ints.

        A checker on point ``p`` needs ``p`` pips to bear off; a checker on the bar needs 25.
        """
        me, opp = self.mover_and_opponent()
        return _pips(me), _pips(opp)

    def analysis(self) -> tuple[int, int, int, int, int]:
        """The move generator's view of the side on roll, worked out once per position.

        Returns ``(blocked, blots, occupied, outside, key)`` as :func:`bglearn.engine.movegen.analyse`
        gives them (point masks of the mover's points held by 2+ / exactly 1 opposing checker and
        of its own occupied points, its checkers outside its home board, its board as an int key).
        """
        info = self._analysis
        if info is None:
            info = movegen.analyse(*self.mover_and_opponent())
            object.__setattr__(self, "_analysis", info)
        return info

    def apply_moves(self, moves: Iterable[tuple[int, int]], *, end_turn: bool = False) -> Position:
        """Return the position after the mover's single-checker ``moves``, each hitting a blot it lands on.

        Parameters
        ----------
        moves : iterable of (int, int)
            ``(from, to)`` in the mover's numbering (25 = bar, 0 = off), made in order.
        end_turn : bool
            False (default): the same side stays on roll (a turn in progress). True: the other
            side is on roll (the play is finished).

        Only what keeps the position possible is checked (a checker to move, a landing point not
        held by two or more opposing checkers), not the rules of the roll: use
        :func:`bglearn.legal_plays` or :func:`bglearn.check_play` for those.

        Raises
        ------
        PositionError
            If a move has no checker to move, lands on a blocked point or is not 0-25 to 0-24.
        """
        mover, opponent = self.mover_and_opponent()
        me, opp = list(mover), list(opponent)
        for move in move_pairs(moves):
            frm, to = move
            if not (type(frm) is int and type(to) is int and 0 < frm <= BAR and 0 <= to < BAR):
                raise PositionError(f"move {move!r} is not (from 1-25, to 0-24)")
            if not me[frm]:
                raise PositionError(f"no checker of the side on roll on point {frm} to move")
            if to and opp[25 - to] >= 2:
                raise PositionError(f"point {to} is held by the other side: a checker cannot land there")
            apply_move(me, opp, frm, to)
        on_roll = 1 - self._on_roll if end_turn else self._on_roll
        if end_turn:
            return Position._unchecked(tuple(opp), tuple(me), on_roll)
        return Position._unchecked(tuple(me), tuple(opp), on_roll)

    def pass_turn(self) -> Position:
        """Return the same board with the other side on roll (a roll with no legal play)."""
        w, b = self._boards
        pos = object.__new__(Position)
        pos._init((w, b), 1 - self._on_roll)
        return pos

    def position_id(self) -> str:
        """Return GNU Backgammon's 14-character Position ID of this board as seen by the side on roll."""
        me, opp = self.mover_and_opponent()
        return codecs.encode_position_id(me, opp)

    def xgid(self, record: XGID | None = None) -> str:
        """Return an eXtreme Gammon XGID string for this position.

        Parameters
        ----------
        record : bglearn.XGID or None
            The other fields (cube, dice, score, match length); default: centred cube, no
            dice, money game (``...:0:0:1:00:0:0:0:0:10``).

        Raises
        ------
        PositionIdError
            If ``record`` is not an :class:`XGID`.
        """
        if record is None:
            record = XGID(self)
        elif isinstance(record, XGID):
            record = record._replace(position=self)
        else:
            raise PositionIdError(f"record must be an XGID (from bglearn.parse_xgid), not {type(record).__name__}")
        return str(record)

    def is_game_over(self) -> bool:
        """Return True when a side has borne off all 15 checkers."""
        return self._boards[0][OFF] == CHECKERS_PER_SIDE or self._boards[1][OFF] == CHECKERS_PER_SIDE

    # -- dunder -------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._on_roll == other._on_roll and self._boards == other._boards

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self._on_roll, self._boards))
            object.__setattr__(self, "_hash", h)
        return h

    def __repr__(self) -> str:
        side = "WHITE" if self._on_roll == WHITE else "BLACK"
        return f"Position.from_position_id({self.position_id()!r}, on_roll={side})"

    def __str__(self) -> str:
        return codecs.diagram(self._boards[WHITE], self._boards[BLACK], self._on_roll)

    def _repr_png_(self) -> bytes:
        # the one import against the layers, as python-chess's Board._repr_svg_ imports chess.svg
        from ..draw import png

        return png(self)

    def __reduce__(self) -> tuple[type[Position], tuple[Board, Board, int]]:
        return (Position, (self._boards[0], self._boards[1], self._on_roll))


def _pips(board: Board) -> int:
    return sum(p * board[p] for p in range(1, 26))


def move_pairs(moves: object) -> list[tuple[object, object]]:
    """Read ``moves`` as a list of ``(from, to)`` pairs (what the pairs hold is the caller's to check).

    Raises
    ------
    PositionError
        If ``moves`` is not an iterable of pairs.
    """
    try:
        steps = [tuple(move) for move in moves]  # type: ignore[attr-defined]
    except TypeError:
        raise PositionError(f"moves must be (from, to) pairs of ints, not {type(moves).__name__}") from None
    for move in steps:
        if len(move) != 2:
            raise PositionError(f"move {move!r} is not a (from, to) pair")
    return [(move[0], move[1]) for move in steps]


def apply_move(me: list[int], opp: list[int], frm: int, to: int) -> bool:
    """Move one checker of the mover from ``frm`` to ``to`` on plain lists, in place; return True on a hit.

    The one primitive of bglearn for moving a checker. ``me`` and ``opp`` are the mover's and
    the opponent's 26-int boards as lists, each in its own numbering (25 = bar, 0 = off). Rule
    (hitting): a checker landing on a point where exactly one opposing checker stands (a blot)
    sends that checker to the bar. Nothing is validated here (callers have the rules engine's word
    that the move is legal, or use :meth:`Position.apply_moves`).
    """
    me[frm] -= 1
    me[to] += 1
    if to and opp[25 - to] == 1:
        opp[25 - to] = 0
        opp[BAR] += 1
        return True
    return False


_XG_INT = re.compile(r"0|-?[1-9][0-9]{0,3}")  # ASCII digits, no leading zeros: the text round-trips
_XG_DICE = re.compile(r"00|[1-6][1-6]|D|B|R")


class XGID(NamedTuple):
    """An eXtreme Gammon XGID: the position plus the fields bglearn does not model yet.

    ``str(record)`` writes the XGID string; :func:`parse_xgid` reads one, so reading and
    writing round-trips exactly. X is :data:`~bglearn.WHITE`, O is :data:`~bglearn.BLACK`.

    Attributes
    ----------
    position : Position
        The board and the side on roll (XGID's turn field: 1 = X, -1 = O).
    cube : int
        log2 of the cube value (0 = cube at 1).
    cube_owner : int
        1 = X owns the cube, -1 = O owns it, 0 = centred.
    dice : str
        ``'00'`` (not rolled), two digits such as ``'31'``, or ``'D'``/``'B'``/``'R'`` (double,
        beaver, raccoon offered).
    score_x, score_o : int
        Match score of X and O.
    crawford_jacoby : int
        In a match, 1 if this is the Crawford game; in money play, Jacoby/beaver flags.
    match_length : int
        0 for money play.
    max_cube : int
        log2 of the largest cube allowed.
    """

    position: Position
    cube: int = 0
    cube_owner: int = 0
    dice: str = "00"
    score_x: int = 0
    score_o: int = 0
    crawford_jacoby: int = 0
    match_length: int = 0
    max_cube: int = 10

    def match_state(self) -> MatchState:
        """Return the cube, dice, score and match fields as a :class:`~bglearn.MatchState`.

        As GNU Backgammon's ``set xgid`` reads them: X is :data:`~bglearn.WHITE` (GNU's player
        1); dice ``'D'`` means the side on roll (the turn field) has doubled; the rules field is
        the Crawford flag in a match and, in money play, bit 1 the Jacoby rule (bit 2, beavers, and
        the largest cube have no place in a Match ID and are dropped); the Jacoby rule is off in a
        match.

        Raises
        ------
        MatchStateError
            If the dice field is ``'B'`` or ``'R'`` (a beaver or raccoon offered: a Match ID cannot
            say so) or the fields make an impossible state (e.g. a cube owner with the cube at 1).
        """
        if self.dice in ("B", "R"):
            what = "beaver" if self.dice == "B" else "raccoon"
            raise MatchStateError(
                f"a {what} offered (XGID dice {self.dice!r}) has no place in a MatchState or Match ID"
            )
        dice: tuple[int, int] | None = None
        if self.dice not in ("00", "D"):
            dice = (int(self.dice[0]), int(self.dice[1]))
        money = self.match_length == 0
        return MatchState(
            on_roll=self.position.on_roll,
            dice=dice,
            cube=1 << self.cube,
            cube_owner={1: WHITE, -1: BLACK}.get(self.cube_owner),
            match_length=self.match_length,
            score=(self.score_x, self.score_o),
            crawford=not money and self.crawford_jacoby == 1,
            jacoby=money and bool(self.crawford_jacoby & 1),
            doubled=self.dice == "D",
        )

    @classmethod
    def from_match_state(
        cls, position: Position, state: MatchState, *, max_cube: int | None = None, beavers: bool = False
    ) -> XGID:
        """Return the XGID of ``position`` with the cube, dice, score and match of ``state``.

        Parameters
        ----------
        position : Position
            The board; its side on roll must be ``state.on_roll``.
        state : MatchState
            A state while a game is being played with no resignation pending (an XGID cannot
            say more). A pending double is written as dice ``'D'``.
        max_cube : int or None
            log2 of the largest cube (XGID's last field); default (None) 10, as XG writes it, or
            the cube's own when it is larger (12 for bglearn's largest cube, 4,096).
        beavers : bool
            Money play: beavers allowed (bit 2 of the rules field).

        Raises
        ------
        MatchStateError
            If the sides on roll differ, the game state is not ``'playing'``, a resignation is
            pending, or the cube is above ``max_cube``.
        """
        if not isinstance(position, Position) or not isinstance(state, MatchState):
            raise MatchStateError("XGID.from_match_state takes a Position and a MatchState")
        if position.on_roll != state.on_roll:
            raise MatchStateError(
                f"the position has {side_name(position.on_roll)} on roll, the match state {side_name(state.on_roll)}"
            )
        if state.game_state != "playing" or state.resigned:
            raise MatchStateError(
                "an XGID holds a game being played with no resignation pending, "
                f"not game state {state.game_state!r} with resigned={state.resigned}"
            )
        if state.doubled and state.cube_owner not in (None, state.on_roll):
            raise MatchStateError("an XGID cannot hold a beaver waiting for the doubler's answer")
        log_cube = state.cube.bit_length() - 1
        if max_cube is None:
            max_cube = max(10, log_cube)
        if type(max_cube) is not int or not log_cube <= max_cube <= 15:
            raise MatchStateError(f"max_cube (log2) must be an int from {log_cube} (this cube) to 15, not {max_cube!r}")
        if state.doubled:
            dice = "D"
        elif state.dice is None:
            dice = "00"
        else:
            dice = f"{state.dice[0]}{state.dice[1]}"
        if state.match_length:
            rules = int(state.crawford)
        else:
            rules = int(state.jacoby) | (2 if beavers else 0)
        owner = 0 if state.cube_owner is None else (1 if state.cube_owner == WHITE else -1)
        white, black = state.score
        return cls(position, log_cube, owner, dice, white, black, rules, state.match_length, max_cube)

    def __str__(self) -> str:
        pos = self.position
        turn = 1 if pos.on_roll == WHITE else -1
        fields = [
            codecs.encode_xgid_board(pos.checkers(WHITE), pos.checkers(BLACK)),
            self.cube,
            self.cube_owner,
            turn,
            self.dice,
            self.score_x,
            self.score_o,
            self.crawford_jacoby,
            self.match_length,
            self.max_cube,
        ]
        return "XGID=" + ":".join(str(f) for f in fields)


def parse_xgid(text: str) -> XGID:
    """Read an XGID string (with or without the ``XGID=`` prefix) into an :class:`XGID`.

    Raises
    ------
    PositionIdError
        If the string does not have the ten fields, a character of the board is not
        ``-``, ``A``-``O`` or ``a``-``o``, a number is malformed (only ASCII digits, no leading
        zeros, so that the text round-trips) or out of range (a negative cube or score, a cube
        above the largest allowed, a score that has already won the match, a Crawford flag in a
        match where nobody is one point short), or the board is impossible.
    """
    if not isinstance(text, str):
        raise PositionIdError(f"an XGID is a string, not {type(text).__name__}")
    if len(text) > MAX_ID_TEXT:
        raise PositionIdError(f"an XGID has some 50 characters, not {len(text)} characters")
    s = text.strip()
    label = repr(s) if len(s) <= 80 else repr(s[:80]) + f"... ({len(s)} characters)"
    if s.upper().startswith("XGID="):
        s = s[5:]
    fields = s.split(":", 10)
    if len(fields) != 10:
        raise PositionIdError(f"an XGID has 10 fields separated by ':', {label} has {s.count(':') + 1}")
    white, black = codecs.decode_xgid_board(fields[0], label)
    for f in fields[1:4] + fields[5:10]:
        if not _XG_INT.fullmatch(f):
            raise PositionIdError(f"XGID field {f[:20]!r} of {label} is not a whole number such as 0, 2 or -1")
    if not _XG_DICE.fullmatch(fields[4]):
        raise PositionIdError(f"XGID dice field {fields[4][:20]!r} is not '00', two digits 1-6, 'D', 'B' or 'R'")
    cube, owner, turn = (int(f) for f in fields[1:4])
    score_x, score_o, cj, length, max_cube = (int(f) for f in fields[5:10])
    problems = []
    if turn not in (1, -1):
        problems.append(f"the turn field must be 1 (X) or -1 (O), not {turn}")
    if owner not in (1, 0, -1):
        problems.append(f"the cube owner must be 1 (X), 0 (centred) or -1 (O), not {owner}")
    if not 0 <= max_cube <= 15:
        problems.append(f"the largest cube (log2) must be 0-15, not {max_cube}")
    elif not 0 <= cube <= max_cube:
        problems.append(f"the cube (log2 of its value) must be 0-{max_cube}, not {cube}")
    if score_x < 0 or score_o < 0 or length < 0:
        problems.append("scores and the match length cannot be negative")
    elif length and max(score_x, score_o) >= length:
        problems.append(f"a score of {score_x}-{score_o} has already won a {length}-point match")
    elif length and cj not in (0, 1):
        problems.append(f"in a match the Crawford field is 0 or 1, not {cj}")
    elif length and cj == 1 and length - 1 not in (score_x, score_o):
        problems.append(f"the Crawford game is played only when a side is one point short, not at {score_x}-{score_o}")
    elif not length and not 0 <= cj <= 3:
        problems.append(f"in money play the Jacoby/beaver field is 0-3, not {cj}")
    if problems:
        raise PositionIdError(f"XGID {label}: {problems[0]}")
    try:
        pos = Position(white, black, WHITE if turn == 1 else BLACK)
    except PositionError as exc:
        raise PositionIdError(f"XGID {label} is not a possible position: {exc}") from None
    return XGID(pos, cube, owner, fields[4], score_x, score_o, cj, length, max_cube)

"""Text forms of a board: GNU Backgammon Position IDs, the XGID board field and a text diagram.

These functions work on plain 26-int boards (see :mod:`bglearn.engine.constants`);
:class:`~bglearn.Position` wraps them as ``Position.from_position_id`` / ``position_id()``,
``Position.from_xgid`` / ``xgid()`` and ``str(position)``.

* Position ID (GNU Backgammon): 80 bits, 10 bytes, 14 Base64 characters. For each side in
  turn -- first the side *not* on roll, then the side on roll -- and for each of its points
  1-24 then its bar, one ``1`` bit per checker followed by a ``0``. Bits fill each byte from
  its least significant bit. This is byte-for-byte what GNU Backgammon prints.
* XGID board (eXtreme Gammon): 26 characters, O's bar, then points 1-24 in X's numbering, then
  X's bar; ``A``-``O`` are 1-15 checkers of X, ``a``-``o`` of O, ``-`` is empty. bglearn reads X
  as WHITE and O as BLACK.
"""

from __future__ import annotations

import base64
import binascii
import re

from ..errors import DiagramError, PositionIdError
from .constants import BAR, BLACK, CHECKERS_PER_SIDE, MAX_ID_TEXT, OFF, WHITE, Board, side_name

__all__ = [
    "encode_position_id",
    "decode_position_id",
    "encode_xgid_board",
    "decode_xgid_board",
    "diagram",
    "read_diagram",
    "MAX_DIAGRAM_CHARS",
]

_B64 = re.compile(r"[A-Za-z0-9+/]{14}")


# -- Position ID -----------------------------------------------------------------------------


def encode_position_id(mover: Board, opponent: Board) -> str:
    """Return the 14-character Position ID of two 26-int boards (mover = side on roll)."""
    key = bytearray(10)
    bit = 0
    for board in (opponent, mover):
        for p in range(1, 26):
            c = board[p]
            if c:
                for _ in range(c):
                    key[bit >> 3] |= 1 << (bit & 7)
                    bit += 1
            bit += 1
    return base64.b64encode(bytes(key)).decode("ascii")[:14]


def decode_position_id(position_id: str) -> tuple[Board, Board]:
    """Return ``(mover, opponent)`` 26-int boards from a Position ID.

    Checkers not on the board are borne off.

    Raises
    ------
    PositionIdError
        If the text is not 14 Base64 characters, a side has more than 15 checkers, or bits
        are left over.
    """
    if not isinstance(position_id, str):
        raise PositionIdError(f"a Position ID is a 14-character string, not {type(position_id).__name__}")
    if len(position_id) > MAX_ID_TEXT:
        raise PositionIdError(f"a Position ID has 14 characters, not {len(position_id)} characters")
    text = position_id.strip()
    if not _B64.fullmatch(text):
        shown = repr(text) if len(text) <= 30 else repr(text[:30]) + f"... ({len(text)} characters)"
        raise PositionIdError(f"{shown} is not a GNU Backgammon Position ID (14 characters from A-Z a-z 0-9 + /)")
    try:
        key = base64.b64decode(text + "==")
    except (binascii.Error, ValueError):  # pragma: no cover - regex already filters
        raise PositionIdError(f"{text!r} is not valid Base64") from None
    bits = [(key[i >> 3] >> (i & 7)) & 1 for i in range(80)]
    boards = []
    i = 0
    for name in ("side not on roll", "side on roll"):
        board = [0] * 26
        for p in range(1, 26):
            while i < 80 and bits[i]:
                board[p] += 1
                i += 1
            if i >= 80:
                raise PositionIdError(f"Position ID {text!r} ends before the {name}'s points do")
            i += 1
        placed = sum(board)
        if placed > CHECKERS_PER_SIDE:
            raise PositionIdError(f"Position ID {text!r} gives the {name} {placed} checkers (at most 15)")
        board[OFF] = CHECKERS_PER_SIDE - placed
        boards.append(tuple(board))
    if any(bits[i:]):
        raise PositionIdError(f"Position ID {text!r} has more checkers than two sides of 15")
    opponent, mover = boards
    return mover, opponent


# -- XGID board ------------------------------------------------------------------------------


def _xg_char(count: int, lower: bool) -> str:
    if not count:
        return "-"
    c = chr(ord("A") + count - 1)
    return c.lower() if lower else c


def encode_xgid_board(white: Board, black: Board) -> str:
    """Return the 26-character board field of an XGID (X = White, O = Black)."""
    chars = [_xg_char(black[BAR], lower=True)]
    for p in range(1, 25):
        if white[p]:
            chars.append(_xg_char(white[p], lower=False))
        else:
            chars.append(_xg_char(black[25 - p], lower=True))
    chars.append(_xg_char(white[BAR], lower=False))
    return "".join(chars)


def decode_xgid_board(board: str, text: str) -> tuple[Board, Board]:
    """Return ``(white, black)`` 26-int boards from an XGID board field (``text``: the whole XGID,
    for messages). Checkers not on the board are borne off.

    Raises
    ------
    PositionIdError
        If the field is not 26 characters of ``-``, ``A``-``O``, ``a``-``o``, a bar holds the
        wrong side's letter, or a side has more than 15 checkers.
    """
    if len(board) != 26:
        shown = repr(board) if len(board) <= 40 else repr(board[:40]) + "..."
        raise PositionIdError(f"the board part of an XGID has 26 characters, {shown} has {len(board)}")
    white = [0] * 26
    black = [0] * 26
    for i, ch in enumerate(board):
        if ch == "-":
            continue
        if "A" <= ch <= "O":
            n, mine = ord(ch) - ord("A") + 1, True
        elif "a" <= ch <= "o":
            n, mine = ord(ch) - ord("a") + 1, False
        else:
            raise PositionIdError(f"XGID board character {ch!r} at {i} is not '-', 'A'-'O' or 'a'-'o'")
        if i == 0:
            if mine:
                raise PositionIdError("the first XGID character is O's bar: it must be lower case or '-'")
            black[BAR] = n
        elif i == 25:
            if not mine:
                raise PositionIdError("the last XGID character is X's bar: it must be upper case or '-'")
            white[BAR] = n
        elif mine:
            white[i] = n
        else:
            black[25 - i] = n
    for name, b in (("X", white), ("O", black)):
        placed = sum(b)
        if placed > CHECKERS_PER_SIDE:
            raise PositionIdError(f"XGID {text!r} gives {name} {placed} checkers (at most 15)")
        b[OFF] = CHECKERS_PER_SIDE - placed
    return tuple(white), tuple(black)


# -- text diagram ----------------------------------------------------------------------------


def _pips(board: Board) -> int:
    return sum(p * board[p] for p in range(1, 26))


def diagram(white: Board, black: Board, on_roll: int) -> str:
    """Return a text diagram of a board, White's home board at the bottom right.

    ``white`` and ``black`` are 26-int boards, each in its own numbering; ``on_roll`` is
    :data:`~bglearn.WHITE` or :data:`~bglearn.BLACK`. ``X`` marks White's checkers and ``O``
    Black's (as in an XGID); stacks taller than five show their count. The last line names the
    side on roll, both pip counts and the Position ID.
    """

    def cell(wp: int, row: int) -> str:
        # wp: point in White's numbering
        w, b = white[wp], black[25 - wp]
        n, ch = (w, "X") if w else (b, "O")
        if n > row:
            if row == 4 and n > 5:
                return f"{n:>2} "
            return f" {ch} "
        return " . " if row == 0 and not n else "   "

    top = list(range(13, 19)), list(range(19, 25))
    bottom = list(range(12, 6, -1)), list(range(6, 0, -1))

    def labels(points: list[int]) -> str:
        return "".join(f"{p:>2} " for p in points)

    lines = [f"{labels(top[0])}|{labels(top[1])}  (White's numbering)"]
    for row in range(5):
        left = "".join(cell(p, row) for p in top[0])
        right = "".join(cell(p, row) for p in top[1])
        lines.append(f"{left}|{right}")
    bar = f"bar: White {white[BAR]}  Black {black[BAR]}    off: White {white[OFF]}  Black {black[OFF]}"
    lines.append("-" * 18 + "+" + "-" * 18 + "   " + bar)
    for row in range(4, -1, -1):
        left = "".join(cell(p, row) for p in bottom[0])
        right = "".join(cell(p, row) for p in bottom[1])
        lines.append(f"{left}|{right}")
    lines.append(f"{labels(bottom[0])}|{labels(bottom[1])}")
    mover, other = (white, black) if on_roll == WHITE else (black, white)
    name = side_name(on_roll)
    mark = "X" if on_roll == WHITE else "O"
    pid = encode_position_id(mover, other)
    lines.append(
        f"{name} ({mark}) on roll. Pips: {name} {_pips(mover)}, {side_name(1 - on_roll)} {_pips(other)}. "
        f"Position ID {pid}"
    )
    return "\n".join(lines)


#: The longest text :func:`read_diagram` looks at (a diagram is about 900 characters).
MAX_DIAGRAM_CHARS = 4000

_HEADER = "13 14 15 16 17 18 |19 20 21 22 23 24   (White's numbering)"
_FOOTER = "12 11 10  9  8  7 | 6  5  4  3  2  1"
_ROW_WIDTH = 37
_MIDDLE = re.compile(
    r"-{18}\+-{18}   bar: White ([0-9]{1,2})  Black ([0-9]{1,2})    off: White ([0-9]{1,2})  Black ([0-9]{1,2})"
)
_STATUS = re.compile(
    r"(White|Black) \((X|O)\) on roll\."
    r"(?: Pips: (White|Black) ([0-9]{1,3}), (White|Black) ([0-9]{1,3})\. Position ID ([A-Za-z0-9+/]{14}))?"
)
_COUNT = re.compile(r"[ 1][0-9] ")


def _first_difference(got: str, want: str) -> int:
    """The 1-based column where ``got`` first differs from ``want``."""
    for i, (a, b) in enumerate(zip(got, want, strict=False)):
        if a != b:
            return i + 1
    return min(len(got), len(want)) + 1


def read_diagram(text: str) -> tuple[Board, Board, int]:
    """Read a text diagram written by :func:`diagram`; return ``(white, black, on_roll)``.

    The boards are 26-int tuples (each side in its own numbering). The layout is checked cell by
    cell; spaces lost at the ends of lines, blank lines around the diagram and ``\\r\\n`` line ends
    are forgiven. The last line may stop after ``on roll.``; pips and Position ID, when given,
    must match the board. Whether the boards form a possible position (no shared point, ...) is
    left to :class:`~bglearn.Position`; each side's 15 checkers are checked here.

    Raises
    ------
    DiagramError
        With the 1-based line and column of the first problem, or without a place for a text that
        is not a string, is longer than :data:`MAX_DIAGRAM_CHARS` or has the wrong number of lines.
    """
    if not isinstance(text, str):
        raise DiagramError(f"a diagram is a string (str(position)), not {type(text).__name__}")
    if len(text) > MAX_DIAGRAM_CHARS:
        raise DiagramError(f"{len(text)} characters is far more than a diagram (at most {MAX_DIAGRAM_CHARS})")
    raw = text.replace("\r\n", "\n").split("\n")
    first = 0
    while first < len(raw) and not raw[first].strip():
        first += 1
    last = len(raw)
    while last > first and not raw[last - 1].strip():
        last -= 1
    lines = [line.rstrip() for line in raw[first:last]]
    if len(lines) != 14:
        raise DiagramError(
            f"a diagram has 14 lines (points 13-24, five rows, the middle line, five rows, points 12-1, "
            f"the side on roll), this text has {len(lines)}"
        )

    def fail(index: int, column: int | None, problem: str) -> DiagramError:
        return DiagramError(problem, first + index + 1, column)

    for index, want, what in ((0, _HEADER, "points 13-24"), (12, _FOOTER, "points 12-1")):
        if lines[index] != want:
            raise fail(index, _first_difference(lines[index], want), f"expected the line of {what}: {want!r}")
    middle = _MIDDLE.fullmatch(lines[6])
    if middle is None:
        want = "------------------+------------------   bar: White N  Black N    off: White N  Black N"
        raise fail(6, _first_difference(lines[6], want), f"expected the middle line {want!r}")
    bar_white, bar_black, off_white, off_black = (int(g) for g in middle.groups())

    # cells[point in White's numbering][row from the edge] = (text, line index, column)
    cells: dict[int, list[tuple[str, int, int]]] = {p: [] for p in range(1, 25)}
    top = list(range(13, 19)) + list(range(19, 25))
    bottom = list(range(12, 6, -1)) + list(range(6, 0, -1))
    for index in list(range(1, 6)) + list(range(11, 6, -1)):
        line = lines[index]
        if len(line) > _ROW_WIDTH:
            raise fail(index, _ROW_WIDTH + 1, "a row of the board ends at column 37; this one goes on")
        line = line.ljust(_ROW_WIDTH)
        if line[18] != "|":
            raise fail(index, 19, f"expected '|' between the two halves of the board, found {line[18]!r}")
        points = top if index < 6 else bottom
        for i, point in enumerate(points):
            start = 3 * i + (1 if i >= 6 else 0)
            cells[point].append((line[start : start + 3], index, start + 2))

    boards = ([0] * 26, [0] * 26)
    for point in range(1, 25):
        column = cells[point]
        name = f"point {point} (White's numbering)"
        owner: str | None = None
        count = 0
        ended = False
        for row, (cell, index, col) in enumerate(column):
            if cell in (" X ", " O "):
                mark = cell[1]
                if ended:
                    raise fail(index, col, f"{name}: a checker {mark!r} after a gap in the stack")
                if owner is not None and mark != owner:
                    raise fail(index, col, f"{name}: both 'X' and 'O' on one point")
                owner = mark
                count += 1
            elif cell == " . ":
                if row != 0:
                    raise fail(index, col, f"{name}: '.' marks an empty point on the row by the edge only")
                ended = True
            elif cell == "   ":
                if row == 0:
                    raise fail(index, col, f"{name}: the row by the edge shows ' . ' for an empty point or a checker")
                ended = True
            elif _COUNT.fullmatch(cell):
                n = int(cell[:2])
                if row != 4 or count != 4:
                    raise fail(index, col - 1, f"{name}: a count ({n}) stands in the fifth row of a full stack only")
                if not 6 <= n <= CHECKERS_PER_SIDE:
                    raise fail(index, col - 1, f"{name}: a stack's count must be 6-15 (five show as marks), not {n}")
                count = n
            else:
                raise fail(index, col - 1, f"{name}: {cell!r} is not a checker (' X ', ' O '), ' . ', blank or a count")
        if owner == "X":
            boards[WHITE][point] = count
        elif owner == "O":
            boards[BLACK][25 - point] = count
    for side, bar, off in ((WHITE, bar_white, off_white), (BLACK, bar_black, off_black)):
        board = boards[side]
        board[BAR], board[OFF] = bar, off
        on_points = sum(board[1:25])
        total = on_points + bar + off
        if total != CHECKERS_PER_SIDE:
            raise fail(
                6,
                None,
                f"{side_name(side)} has {total} checkers ({on_points} on points, {bar} on the bar, {off} off); "
                "a side has 15",
            )
    white: Board = tuple(boards[WHITE])
    black: Board = tuple(boards[BLACK])

    status = _STATUS.fullmatch(lines[13])
    if status is None:
        want = "White (X) on roll. Pips: White N, Black N. Position ID ..."
        raise fail(13, _first_difference(lines[13], want), f"expected the side on roll as in {want!r}")
    name, mark, name1, pips1, name2, pips2, pid = status.groups()
    on_roll = WHITE if name == "White" else BLACK
    if mark != ("X" if on_roll == WHITE else "O"):
        raise fail(13, len(name) + 3, f"{name} plays {'X' if on_roll == WHITE else 'O'}, not {mark}")
    if pid is not None:
        mover, other = (white, black) if on_roll == WHITE else (black, white)
        want_names = (side_name(on_roll), side_name(1 - on_roll))
        if (name1, name2) != want_names:
            raise fail(13, lines[13].index("Pips:") + 7, f"the pips name the side on roll first: {want_names[0]}")
        for got, side_board, who in ((pips1, mover, name1), (pips2, other, name2)):
            if int(got) != _pips(side_board):
                raise fail(
                    13,
                    lines[13].index(f"{who} {got}") + len(who) + 2,
                    f"{who}'s pip count on this board is {_pips(side_board)}, not {got} (fix it or leave the pips out)",
                )
        want_pid = encode_position_id(mover, other)
        if pid != want_pid:
            raise fail(
                13,
                lines[13].index("Position ID") + 13,
                f"the Position ID of this board is {want_pid}, not {pid} (fix it or leave it out)",
            )
    return white, black, on_roll

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

from ..errors import PositionIdError
from .constants import BAR, CHECKERS_PER_SIDE, OFF, WHITE, Board, side_name

__all__ = [
    "encode_position_id",
    "decode_position_id",
    "encode_xgid_board",
    "decode_xgid_board",
    "diagram",
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

"""Text forms: GNU Backgammon Position IDs, XGIDs, move notation and a text diagram.

* Position ID (GNU Backgammon): 80 bits, 10 bytes, 14 Base64 characters. For each side in
  turn -- first the side *not* on roll, then the side on roll -- and for each of its points
  1-24 then its bar, one ``1`` bit per checker followed by a ``0``. Bits fill each byte from
  its least significant bit. This is byte-for-byte what GNU Backgammon prints.
* XGID (eXtreme Gammon): ``XGID=<26 chars>:<cube>:<cube owner>:<turn>:<dice>:<score X>:
  <score O>:<Crawford/Jacoby>:<match length>:<max cube>``. The 26 characters are O's bar, then
  points 1-24 in X's numbering, then X's bar; ``A``-``O`` are 1-15 checkers of X, ``a``-``o``
  of O, ``-`` is empty. bglearn reads X as WHITE and O as BLACK.
* Move notation (from the mover's view): ``13/8 6/5*``, ``bar/22``, ``6/off``, ``8/5(2)``,
  ``24/16`` for one checker using two dice, ``13/11*/7`` for a hit on the way.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import NamedTuple

from .errors import NotationError, PositionError, PositionIdError
from .position import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, Position, side_name

__all__ = [
    "encode_position_id",
    "decode_position_id",
    "XGID",
    "parse_xgid",
    "parse_segments",
    "format_moves",
    "diagram",
    "point_name",
]

_B64 = re.compile(r"^[A-Za-z0-9+/]{14}$")


# -- Position ID -----------------------------------------------------------------------------


def encode_position_id(mover, opponent):
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


def decode_position_id(position_id):
    """Return ``(mover, opponent)`` 26-int boards from a Position ID.

    Checkers not on the board are borne off.

    Raises
    ------
    PositionIdError
        If the text is not 14 Base64 characters, a side has more than 15 checkers, or bits
        are left over.
    """
    if not isinstance(position_id, str):
        raise PositionIdError(f"a Position ID is a 14-character string, not {position_id!r}")
    text = position_id.strip()
    if not _B64.match(text):
        raise PositionIdError(
            f"{position_id!r} is not a GNU Backgammon Position ID (14 characters from A-Z a-z 0-9 + /)"
        )
    try:
        key = base64.b64decode(text + "==")
    except (binascii.Error, ValueError):  # pragma: no cover - regex already filters
        raise PositionIdError(f"{position_id!r} is not valid Base64") from None
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
                raise PositionIdError(f"Position ID {position_id!r} ends before the {name}'s points do")
            i += 1
        placed = sum(board)
        if placed > CHECKERS_PER_SIDE:
            raise PositionIdError(f"Position ID {position_id!r} gives the {name} {placed} checkers (at most 15)")
        board[OFF] = CHECKERS_PER_SIDE - placed
        boards.append(tuple(board))
    if any(bits[i:]):
        raise PositionIdError(f"Position ID {position_id!r} has more checkers than two sides of 15")
    opponent, mover = boards
    return mover, opponent


# -- XGID ------------------------------------------------------------------------------------

_XG_INT = re.compile(r"^-?\d+$")
_XG_DICE = re.compile(r"^(00|[1-6][1-6]|D|B|R)$")


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

    def __str__(self):
        pos = self.position
        white = pos.checkers(WHITE)
        black = pos.checkers(BLACK)
        chars = [_xg_char(black[BAR], lower=True)]
        for p in range(1, 25):
            if white[p]:
                chars.append(_xg_char(white[p], lower=False))
            else:
                chars.append(_xg_char(black[25 - p], lower=True))
        chars.append(_xg_char(white[BAR], lower=False))
        turn = 1 if pos.on_roll == WHITE else -1
        fields = [
            "".join(chars),
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


def _xg_char(count, lower):
    if not count:
        return "-"
    c = chr(ord("A") + count - 1)
    return c.lower() if lower else c


def parse_xgid(text):
    """Read an XGID string (with or without the ``XGID=`` prefix) into an :class:`XGID`.

    Raises
    ------
    PositionIdError
        If the string does not have the ten fields, a character of the board is not
        ``-``, ``A``-``O`` or ``a``-``o``, a number is malformed, or the board is impossible.
    """
    if not isinstance(text, str):
        raise PositionIdError(f"an XGID is a string, not {text!r}")
    s = text.strip()
    if s.upper().startswith("XGID="):
        s = s[5:]
    fields = s.split(":")
    if len(fields) != 10:
        raise PositionIdError(f"an XGID has 10 fields separated by ':', {text!r} has {len(fields)}")
    board = fields[0]
    if len(board) != 26:
        raise PositionIdError(f"the board part of an XGID has 26 characters, {board!r} has {len(board)}")
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
    nums = fields[1:4] + fields[5:10]
    for f in nums:
        if not _XG_INT.match(f):
            raise PositionIdError(f"XGID field {f!r} is not an integer")
    if not _XG_DICE.match(fields[4]):
        raise PositionIdError(f"XGID dice field {fields[4]!r} is not '00', two digits 1-6, 'D', 'B' or 'R'")
    cube, owner, turn = (int(f) for f in fields[1:4])
    if turn not in (1, -1):
        raise PositionIdError(f"XGID turn field must be 1 (X) or -1 (O), not {turn}")
    if owner not in (1, 0, -1):
        raise PositionIdError(f"XGID cube owner must be 1, 0 or -1, not {owner}")
    try:
        pos = Position(white, black, WHITE if turn == 1 else BLACK)
    except PositionError as exc:
        raise PositionIdError(f"XGID {text!r} is not a possible position: {exc}") from None
    score_x, score_o, cj, length, max_cube = (int(f) for f in fields[5:10])
    return XGID(pos, cube, owner, fields[4], score_x, score_o, cj, length, max_cube)


# -- move notation ---------------------------------------------------------------------------

_TOKEN = re.compile(r"^(?P<chain>[^()]+?)(?:\((?P<count>\d+)\))?$")
_POINT = re.compile(r"^(bar|off|b|\d{1,2})(\*?)$")


def point_name(point):
    """Return the notation of a point in the mover's numbering: ``'bar'``, ``'off'`` or ``'13'``."""
    if point == BAR:
        return "bar"
    if point <= OFF:
        return "off"
    return str(point)


def parse_segments(text):
    """Split move notation into checker paths.

    Parameters
    ----------
    text : str
        Notation as players type it: ``'24/18 13/11'``, ``'bar/22*'``, ``'25/22'``, ``'6/0'``,
        ``'8/5(2)'``, ``'13/11*/7'``; spaces and commas separate moves, ``*`` is optional.

    Returns
    -------
    list of list of int
        One list of points per checker path (``[13, 11, 7]`` for ``13/11/7``), repeated for
        ``(n)``; 25 is the bar and 0 is off. Empty for an empty text (no move).

    Raises
    ------
    NotationError
        If a part is not a point, a path goes backwards or stands still, or a count is 0.
    """
    if not isinstance(text, str):
        raise NotationError(f"a play is written as text such as '13/8 6/5', not {text!r}")
    cleaned = re.sub(r"\s+\(", "(", text.strip().lower())
    cleaned = cleaned.replace(",", " ")
    paths = []
    for token in cleaned.split():
        m = _TOKEN.match(token)
        if not m:
            raise NotationError(f"cannot read {token!r} in {text!r}: write moves like '13/8' or '8/5(2)'")
        parts = m.group("chain").split("/")
        if len(parts) < 2:
            raise NotationError(
                f"cannot read {token!r} in {text!r}: a move is 'from/to', e.g. '13/8', 'bar/22' or '6/off'"
            )
        points = []
        for part in parts:
            pm = _POINT.match(part.strip())
            if not pm:
                raise NotationError(
                    f"cannot read {part!r} in {text!r}: a point is a number 1-24, 'bar' (25) or 'off' (0)"
                )
            word = pm.group(1)
            if word in ("bar", "b"):
                p = BAR
            elif word == "off":
                p = OFF
            else:
                p = int(word)
                if p > 25:
                    raise NotationError(f"there is no point {p} in {text!r}: points are 1-24, bar 25, off 0")
            points.append(p)
        for a, b in zip(points, points[1:]):
            if b >= a:
                raise NotationError(
                    f"{token!r} in {text!r} moves from {point_name(a)} to {point_name(b)}: "
                    "checkers only move forward, toward lower point numbers"
                )
        if OFF in points[:-1] or BAR in points[1:]:
            raise NotationError(f"{token!r} in {text!r}: 'bar' can only start a move and 'off' only end it")
        count = int(m.group("count") or 1)
        if not 1 <= count <= 4:
            raise NotationError(f"{token!r} in {text!r}: a move is repeated 1 to 4 times, not {count}")
        paths.extend([points] * count)
    return paths


def format_moves(moves, explicit=False):
    """Write single-die moves ``(from, to, hit)`` as canonical notation.

    Moves of one checker are joined (``24/18/13`` is written ``24/13``); a hit is marked with
    ``*``, also on an intermediate point (``13/11*/7``); identical paths are grouped as
    ``8/5(2)``; paths are listed from the highest starting point down. With ``explicit`` every
    intermediate point is written (used when the short form would fit two different plays).
    """
    chains = []  # each: list of (point, hit) beginning with (from, False)
    for s, t, hit in sorted(moves, key=lambda m: (-m[0], -m[1])):
        for chain in chains:
            if chain[-1][0] == s and s != OFF:
                chain.append((t, hit))
                break
        else:
            chains.append([(s, False), (t, hit)])
    # identical paths are grouped, a hit shown once: 6/1*(3) is three checkers 6/1, one hitting
    groups = []  # [points of the path, set of points where a hit is shown, count]
    for chain in chains:
        last = len(chain) - 1
        shown = tuple(p for i, (p, hit) in enumerate(chain) if i in (0, last) or hit or explicit)
        hits = {p for p, hit in chain if hit}
        for g in groups:
            if g[0] == shown:
                g[1] |= hits
                g[2] += 1
                break
        else:
            groups.append([shown, hits, 1])
    texts = []
    for shown, hits, n in groups:
        text = "/".join(point_name(p) + ("*" if p in hits else "") for p in shown)
        texts.append(text if n == 1 else f"{text}({n})")
    return " ".join(texts)


# -- text diagram ----------------------------------------------------------------------------


def diagram(pos):
    """Return a text diagram of a position, White's home board at the bottom right.

    ``X`` marks White's checkers and ``O`` Black's (as in an XGID); stacks taller than five
    show their count.
    """
    white = pos.checkers(WHITE)
    black = pos.checkers(BLACK)

    def cell(wp, row):
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
    def labels(points):
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
    me, other = pos.pip_count()
    mover = side_name(pos.on_roll)
    mark = "X" if pos.on_roll == WHITE else "O"
    lines.append(f"{mover} ({mark}) on roll. Pips: {mover} {me}, {side_name(1 - pos.on_roll)} {other}. Position ID {pos.position_id()}")
    return "\n".join(lines)

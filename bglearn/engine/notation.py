"""Move notation, read and written in one place.

Notation is from the mover's view: ``13/8 6/5*``, ``bar/22``, ``6/off``, ``8/5(2)``, ``24/16`` for
one checker using two dice, ``13/11*/7`` for a hit on the way. This module holds the one reader
(:func:`parse_segments`, and :func:`parse_stops` for one checker's path), the one writer
(:func:`format_moves`), the names of points (:func:`point_name` in notation, :func:`point_phrase`
in words) and the dice arithmetic of a typed path (:func:`dice_pool`, :func:`splits`), plus
:func:`matching_keys`, which says which legal plays a text can mean. It knows boards only as
26-int tuples, so :class:`~bglearn.Play` can use it to write itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import product

from ..errors import NotationError
from . import movegen
from .constants import BAR, OFF, Board, Dice

__all__ = [
    "point_name",
    "point_phrase",
    "shown",
    "parse_segments",
    "parse_stops",
    "format_moves",
    "dice_pool",
    "splits",
    "split_steps",
    "matching_keys",
]

_TOKEN = re.compile(r"(?P<chain>[^()]+?)(?:\((?P<count>[0-9]+)\))?")
_POINT = re.compile(r"(bar|off|b|[0-9]{1,2})(\*?)")
_SPACE = re.compile(r"\s+(\()?")  # a run of spaces, and the "(" of a count right after it
_SHOWN = 40  # characters of a typed text quoted back in a message
#: The longest text read as a play, checked before it is parsed (the longest play written move by
#: move, ``'bar/22*, 22/16*, 16/10*, 10/4*'``, has some 30 characters).
MAX_PLAY_TEXT = 200


def shown(text: str) -> str:
    """``repr`` of a text as messages quote it: at most about 40 characters, never a whole megabyte."""
    text = str(text)
    if len(text) <= _SHOWN:
        return repr(text)
    return repr(text[:_SHOWN]) + f"... ({len(text)} characters)"


def point_name(point: int) -> str:
    """Return the notation of a point in the mover's numbering: ``'bar'``, ``'off'`` or ``'13'``."""
    if point == BAR:
        return "bar"
    if point <= OFF:
        return "off"
    return str(point)


def point_phrase(point: int) -> str:
    """Return a point in words, in the mover's numbering: ``'the bar'``, ``'off'`` or ``'the 13-point'``."""
    if point == BAR:
        return "the bar"
    if point <= OFF:
        return "off"
    return f"the {point}-point"


def parse_segments(text: str) -> list[list[int]]:
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
        If the text is longer than :data:`MAX_PLAY_TEXT` characters (refused before it is read),
        a part is not a point, a path goes backwards or stands still, or a count is 0.
    """
    if not isinstance(text, str):
        raise NotationError(f"a play is written as text such as '13/8 6/5', not {shown(repr(text))}")
    if len(text) > MAX_PLAY_TEXT:
        raise NotationError(
            f"{shown(text)} is far longer than a play can be written ({MAX_PLAY_TEXT} characters at most)"
        )
    # one pass (linear in the length): "8/5 (2)" -> "8/5(2)", every other run of spaces -> " "
    cleaned = _SPACE.sub(lambda m: "(" if m.group(1) else " ", text.strip().lower()).replace(",", " ")
    paths: list[list[int]] = []
    for token in cleaned.split():
        m = _TOKEN.fullmatch(token)
        if not m:
            raise NotationError(f"cannot read {shown(token)} in {shown(text)}: write moves like '13/8' or '8/5(2)'")
        parts = m.group("chain").split("/")
        if len(parts) < 2:
            raise NotationError(
                f"cannot read {shown(token)} in {shown(text)}: a move is 'from/to', e.g. '13/8', 'bar/22' or '6/off'"
            )
        points: list[int] = []
        for part in parts:
            pm = _POINT.fullmatch(part.strip())
            if not pm:
                raise NotationError(
                    f"cannot read {shown(part)} in {shown(text)}: a point is a number 1-24, 'bar' (25) or 'off' (0)"
                )
            word = pm.group(1)
            if word in ("bar", "b"):
                p = BAR
            elif word == "off":
                p = OFF
            else:
                p = int(word)
                if p > 25:
                    raise NotationError(f"there is no point {p} in {shown(text)}: points are 1-24, bar 25, off 0")
            points.append(p)
        for a, b in zip(points, points[1:], strict=False):
            if b >= a:
                raise NotationError(
                    f"{shown(token)} in {shown(text)} moves from {point_name(a)} to {point_name(b)}: "
                    "checkers only move forward, toward lower point numbers"
                )
        if OFF in points[:-1] or BAR in points[1:]:
            raise NotationError(f"{shown(token)} in {shown(text)}: 'bar' can only start a move and 'off' only end it")
        digits = m.group("count") or "1"
        count = int(digits) if len(digits) <= 2 else 0
        if not 1 <= count <= 4:
            raise NotationError(
                f"{shown(token)} in {shown(text)}: a move is repeated 1 to 4 times, not {shown(digits)[1:-1]}"
            )
        paths.extend([points] * count)
    return paths


def format_moves(moves: Iterable[tuple[int, int, bool]], explicit: bool = False) -> str:
    """Write single-die moves ``(from, to, hit)`` as canonical notation.

    ``moves`` is an iterable of :class:`~bglearn.Move` (or plain ``(from, to, hit)`` triples) in
    the mover's numbering (25 = bar, 0 = off).

    Moves of one checker are joined (``24/18/13`` is written ``24/13``); a hit is marked with
    ``*``, also on an intermediate point (``13/11*/7``); identical paths are grouped as
    ``8/5(2)``; paths are listed from the highest starting point down. With ``explicit`` every
    intermediate point is written (used when the short form would fit two different plays).
    """
    chains: list[list[tuple[int, bool]]] = []  # each: list of (point, hit) beginning with (from, False)
    for s, t, hit in sorted(moves, key=lambda m: (-m[0], -m[1])):
        for chain in chains:
            if chain[-1][0] == s and s != OFF:
                chain.append((t, hit))
                break
        else:
            chains.append([(s, False), (t, hit)])
    # identical paths are grouped, a hit shown once: 6/1*(3) is three checkers 6/1, one hitting
    # points of the path -> (set of points where a hit is shown, count), in order of first appearance
    groups: dict[tuple[int, ...], tuple[set[int], int]] = {}
    for chain in chains:
        last = len(chain) - 1
        shown = tuple(p for i, (p, hit) in enumerate(chain) if i in (0, last) or hit or explicit)
        hits = {p for p, hit in chain if hit}
        if shown in groups:
            seen, count = groups[shown]
            groups[shown] = (seen | hits, count + 1)
        else:
            groups[shown] = (hits, 1)
    texts = []
    for shown, (hits, n) in groups.items():
        text = "/".join(point_name(p) + ("*" if p in hits else "") for p in shown)
        texts.append(text if n == 1 else f"{text}({n})")
    return " ".join(texts)


def parse_stops(text: str) -> tuple[int, ...]:
    """Read one checker's path, ``'13/11*/7'``, ``'bar/22'``, ``'6/off'``, into its points (25 bar, 0 off).

    The same reader as :func:`parse_segments`, for a text that must be a single path.

    Raises
    ------
    NotationError
        If the text is not exactly one checker's path.
    """
    paths = parse_segments(text) if isinstance(text, str) else None
    if not paths or len(paths) != 1:
        raise NotationError(f"{shown(text)} is not one checker's path such as '13/11/7' or '6/off'")
    return tuple(paths[0])


def dice_pool(dice: Dice) -> list[int]:
    """The single-die moves a roll gives: ``[d] * 4`` for a double, else ``[higher, lower]``."""
    d1, d2 = dice
    return [d1] * 4 if d1 == d2 else [max(d1, d2), min(d1, d2)]


def splits(a: int, b: int, pool: Sequence[int]) -> list[tuple[int, ...]]:
    """Ordered tuples of dice from ``pool`` that take a checker from ``a`` to ``b`` (0 = off), fewest dice first.

    Only the distances are considered (not what stands on the board): a bear-off may use a die
    larger than needed on its last step.
    """
    if a == BAR and b == OFF:
        return []
    if pool and all(d == pool[0] for d in pool):
        options = [(pool[0],) * k for k in range(1, len(pool) + 1)]
    elif len(pool) == 2:
        x, y = pool
        options = [(x,), (y,), (x, y), (y, x)]
    else:
        options = [(d,) for d in pool]
    out: list[tuple[int, ...]] = []
    for seq in options:
        p = a
        ok = True
        for i, die in enumerate(seq):
            p -= die
            if p <= 0:
                if b != OFF or i != len(seq) - 1:
                    ok = False
                break
        else:
            ok = p == b and b != OFF
        if ok and seq not in out:
            out.append(seq)
    out.sort(key=len)
    return out


def split_steps(a: int, seq: Iterable[int]) -> list[tuple[int, int, int]]:
    """The single-die steps ``(from, to, die)`` of a checker leaving ``a`` with the dice ``seq`` in order."""
    steps: list[tuple[int, int, int]] = []
    p = a
    for die in seq:
        t = max(p - die, 0)
        steps.append((p, t, die))
        p = t
    return steps


def _fits(used: list[int], dice: list[int]) -> bool:
    pool = list(dice)
    for d in used:
        if d in pool:
            pool.remove(d)
        else:
            return False
    return True


def matching_keys(me: Board, opp: Board, dice: Dice, paths: Sequence[Sequence[int]], legal: Iterable[int]) -> list[int]:
    """The keys among ``legal`` (move generator result keys) that the checker ``paths`` can mean.

    Each path is split into single-die steps in every way its distance allows; a way matches a
    play when it reaches the same position (the same blots hit: a checker touching down on a blot
    hits it) without touching down on a blocked point. Keys are returned in the order found.

    ``me`` and ``opp`` are the mover's and the opponent's 26-int boards, ``dice`` the roll (two ints
    1-6) and ``paths`` the checker paths as :func:`parse_segments` returns them.
    """
    legal = set(legal)
    if not paths or not legal:
        return []
    blocked, blots, _, _, key0 = movegen.analyse(me, opp)
    pool = dice_pool(dice)
    segments = [(a, b) for path in paths for a, b in zip(path, path[1:], strict=False)]
    if len(segments) > 4:
        return []
    options = [splits(a, b, pool) for a, b in segments]
    found: list[int] = []
    W, HIT = movegen.BIT, movegen.HIT
    for combo in product(*options):
        used = [d for seq in combo for d in seq]
        if not _fits(used, pool):
            continue
        board = list(me)
        key = key0
        touched = 0
        ok = True
        for (a, _b), seq in zip(segments, combo, strict=False):
            for s, t, _die in split_steps(a, seq):
                if t and blocked & W[t]:
                    ok = False
                    break
                board[s] -= 1
                board[t] += 1
                key += W[t] - W[s]
                if t:
                    touched |= W[t]
            if not ok:
                break
        if not ok or min(board) < 0:
            continue
        for q in movegen.points_of(touched & blots):
            key += HIT[q]
        if key in legal and key not in found:
            found.append(key)
    return found

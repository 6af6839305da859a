"""A match equity table, computed here: each side's chance of winning a match from a score.

Method (the classic one of match equity tables built from a fixed gammon rate, in the manner of
Zadeh's continuous model of the cube and of the Kazaross/Rockwell-style recursions; no published
table is copied):

* Every game is won by each side with chance 1/2; a fixed share ``gammon_rate`` of the wins are
  gammons (worth twice the cube); backgammons are left out.
* Crawford game (one side 1-away, no cube): the leader wins the match with any win; the trailer,
  ``n``-away, goes to ``n - 1`` (single) or ``n - 2`` (gammon) away, post-Crawford.
* Post-Crawford: the trailer doubles at once every game, so a game is worth 2 (or 4 with a gammon)
  to the trailer and the match to the leader. The leader may drop that double (the *free drop*,
  useful when the trailer is an even number away): its equity is the better of taking and
  dropping. The trailer ``n``-away wins ``P(n) = min(1/2 ((1 - g) P(n - 2) + g P(n - 4)), P(n - 1))``
  with ``P(1) = 1/2`` and ``P(k <= 0) = 1``.
* Before the Crawford game: a game with a live cube in Zadeh's continuous model. The winning chance
  ``p`` moves continuously, so a side doubles exactly at its opponent's take point and the value of
  the game is piecewise linear in ``p`` between the take points, found by bisection from the
  equities after the game (recursively, cube value by cube value). Real dice jump, so the cube is
  only partly live: the table mixes the live value with the dead-cube (cubeless) value with the
  cube efficiency ``x`` (Janowski's interpolation): ``x * live + (1 - x) * dead``.

The same game model (:class:`CubeGame`) gives the cube decisions of :mod:`bglearn.play.cubeful` at
a match score, with the gammon shares of the position at hand instead of the fixed rate.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from ..errors import InputError

__all__ = [
    "GAMMON_RATE",
    "CUBE_EFFICIENCY",
    "MAX_LENGTH",
    "Shares",
    "MatchEquityTable",
    "CubeGame",
    "match_equity_table",
]

#: The share of wins that are gammons used for the table (a typical rate of strong play).
GAMMON_RATE = 0.26
#: Janowski's cube efficiency: how live the cube is (1 = fully live, 0 = dead).
CUBE_EFFICIENCY = 0.68
#: The longest match the table is computed for.
MAX_LENGTH = 64
_PHASES = ("pre", "crawford", "post")


class Shares(NamedTuple):
    """The shares of one side's wins and losses that are gammons or better / backgammons (0..1)."""

    win_gammon: float = GAMMON_RATE
    win_backgammon: float = 0.0
    lose_gammon: float = GAMMON_RATE
    lose_backgammon: float = 0.0


class MatchEquityTable:
    """Match winning chances at every score of a match up to ``length`` points (see the module).

    Build it with :func:`match_equity_table` (cached). Scores are given as points *away*: the
    points a side still needs (``length - score``).
    """

    def __init__(self, length: int, gammon_rate: float = GAMMON_RATE, cube_efficiency: float = CUBE_EFFICIENCY) -> None:
        if type(length) is not int or not 1 <= length <= MAX_LENGTH:
            raise InputError(f"a match equity table is computed for 1 to {MAX_LENGTH} points, not {length!r}")
        for name, value in (("gammon_rate", gammon_rate), ("cube_efficiency", cube_efficiency)):
            if not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
                raise InputError(f"{name} is a number from 0 to 1, not {value!r}")
        self.length = length
        self.gammon_rate = float(gammon_rate)
        self.cube_efficiency = float(cube_efficiency)
        self._post = self._post_crawford_table()
        self._pre: dict[tuple[int, int], float] = {}
        shares = Shares(self.gammon_rate, 0.0, self.gammon_rate, 0.0)
        for total in range(4, 2 * length + 1):  # a score depends only on scores nearer the end
            for a in range(2, total - 1):
                b = total - a
                if a <= length and b <= length:
                    self._pre[a, b] = CubeGame(self, a, b, "pre", shares).equity(0.5, 1, None, self.cube_efficiency)

    def _post_crawford_table(self) -> list[float]:
        g = self.gammon_rate
        p = [1.0, 0.5]  # p[n]: the trailer n-away's chance; n <= 0 -> 1
        for n in range(2, self.length + 1):
            take = 0.5 * ((1 - g) * (p[n - 2] if n > 2 else 1.0) + g * (p[n - 4] if n > 4 else 1.0))
            p.append(min(take, p[n - 1]))
        return p

    def _check(self, away: object, name: str) -> int:
        if type(away) is not int or not 1 <= away <= self.length:
            raise InputError(f"{name} is the points a side still needs, 1 to {self.length}, not {away!r}")
        return away

    def equity(self, away_me: int, away_opp: int, crawford: bool = True) -> float:
        """My chance (0..1) of winning the match at the start of a game, ``away_me`` to ``away_opp`` away.

        Parameters
        ----------
        away_me, away_opp : int
            Points each side still needs (1 .. ``length``).
        crawford : bool
            Only when exactly one side is 1-away: True (default) for the Crawford game (played
            without the cube), False for a post-Crawford game.

        Raises
        ------
        InputError
            If a score is not an int from 1 to the table's length.
        """
        a = self._check(away_me, "away_me")
        b = self._check(away_opp, "away_opp")
        phase = "crawford" if crawford else "post"
        return self._start(a, b, phase)

    def after(self, away_me: int, away_opp: int, phase: str) -> float:
        """My chance of winning the match after a game of ``phase`` left the score at these away counts.

        ``phase`` is ``'pre'`` (before the Crawford game), ``'crawford'`` or ``'post'``; an away
        count of 0 or less means that side has won. A side reaching 1-away in a ``'pre'`` game
        makes the next game the Crawford game; after the Crawford game, games are post-Crawford.
        """
        if away_me <= 0:
            return 1.0
        if away_opp <= 0:
            return 0.0
        if phase == "pre":
            return self._start(away_me, away_opp, "crawford")
        return self._start(away_me, away_opp, "post")

    def _start(self, a: int, b: int, phase: str) -> float:
        if a == 1 and b == 1:
            return 0.5
        if a >= 2 and b >= 2:
            return self._pre[a, b]
        if phase == "post":
            return 1.0 - self._post[b] if a == 1 else self._post[a]
        # the Crawford game: no cube; the leader wins the match with any win
        trailer = b if a == 1 else a
        g = self.gammon_rate
        chance = 0.5 * ((1 - g) * self.after(trailer - 1, 1, "crawford") + g * self.after(trailer - 2, 1, "crawford"))
        return 1.0 - chance if a == 1 else chance

    def __repr__(self) -> str:
        rates = f"gammon rate {self.gammon_rate}, cube efficiency {self.cube_efficiency}"
        return f"<MatchEquityTable to {self.length}, {rates}>"


@functools.lru_cache(maxsize=16)
def match_equity_table(
    length: int, gammon_rate: float = GAMMON_RATE, cube_efficiency: float = CUBE_EFFICIENCY
) -> MatchEquityTable:
    """The match equity table of a ``length``-point match, computed (see :mod:`bglearn.play.met`).

    Parameters
    ----------
    length : int
        The match length, 1 to :data:`MAX_LENGTH`.
    gammon_rate : float
        The share of wins that are gammons (0..1).
    cube_efficiency : float
        Janowski's cube efficiency of the pre-Crawford games (0 dead .. 1 fully live).

    Raises
    ------
    InputError
        For a length out of range or a rate outside 0..1.
    """
    return MatchEquityTable(length, gammon_rate, cube_efficiency)


class CubeGame:
    """One game at a match score with the cube, in the continuous model (see the module docstring).

    Parameters
    ----------
    table : MatchEquityTable
        The equities after the game.
    away_me, away_opp : int
        The score as points away, me first.
    phase : str
        ``'pre'``, ``'crawford'`` (no cube: the value is linear in ``p``) or ``'post'``.
    shares : Shares
        My gammon and backgammon shares of wins and losses.
    """

    def __init__(self, table: MatchEquityTable, away_me: int, away_opp: int, phase: str, shares: Shares) -> None:
        if phase not in _PHASES:
            raise InputError(f"phase is one of {', '.join(_PHASES)}, not {phase!r}")
        self.table, self.a, self.b, self.phase, self.shares = table, away_me, away_opp, phase, shares
        self._points: dict[tuple[int, int | None], tuple[float | None, float | None]] = {}

    def _after(self, won_me: int, won_opp: int) -> float:
        return self.table.after(self.a - won_me, self.b - won_opp, self.phase)

    def win(self, cube: int) -> float:
        """My match chance if I win this game with the cube at ``cube`` (gammons by the shares)."""
        s = self.shares
        return (
            (1 - s.win_gammon) * self._after(cube, 0)
            + (s.win_gammon - s.win_backgammon) * self._after(2 * cube, 0)
            + s.win_backgammon * self._after(3 * cube, 0)
        )

    def lose(self, cube: int) -> float:
        """My match chance if I lose this game with the cube at ``cube``."""
        s = self.shares
        return (
            (1 - s.lose_gammon) * self._after(0, cube)
            + (s.lose_gammon - s.lose_backgammon) * self._after(0, 2 * cube)
            + s.lose_backgammon * self._after(0, 3 * cube)
        )

    def dead(self, p: float, cube: int) -> float:
        """My match chance with a dead cube at ``cube`` and winning chance ``p``."""
        return p * self.win(cube) + (1 - p) * self.lose(cube)

    def _may_double(self, cube: int) -> bool:
        # no cube in the Crawford game; past a cube at which every win wins the match, nothing changes
        return self.phase != "crawford" and cube < MAX_LENGTH and cube < max(self.a, self.b)

    def _bisect(self, cube: int, owner: int, target: float) -> float:
        """The p at which the live value with ``cube`` owned by ``owner`` crosses ``target``."""
        lo, hi = 0.0, 1.0
        for _ in range(40):
            mid = 0.5 * (lo + hi)
            if self.live(mid, cube, owner) < target:
                lo = mid
            else:
                hi = mid
        return 0.5 * (lo + hi)

    def _double_points(self, cube: int, owner: int | None) -> tuple[float | None, float | None]:
        """(opponent's doubling point, mine) in p, None where that side cannot or would not double."""
        key = (cube, owner)
        if key in self._points:
            return self._points[key]
        mine: float | None = None
        theirs: float | None = None
        if self._may_double(cube):
            if owner in (None, 0):
                mine = self._bisect(2 * cube, 1, self._after(cube, 0))  # their take point of my double
            if owner in (None, 1):
                theirs = self._bisect(2 * cube, 0, self._after(0, cube))  # my take point of theirs
        for _ in range(2):  # a side doubles only if that beats holding the cube to the end
            if mine is not None:
                left = (0.0, self.lose(cube)) if theirs is None else (theirs, self._after(0, cube))
                hold = _line(left, (1.0, self.win(cube)), mine)
                if self._after(cube, 0) < hold - 1e-12:
                    mine = None
            if theirs is not None:
                right = (1.0, self.win(cube)) if mine is None else (mine, self._after(cube, 0))
                hold = _line((0.0, self.lose(cube)), right, theirs)
                if self._after(0, cube) > hold + 1e-12:
                    theirs = None
        self._points[key] = (theirs, mine)
        return theirs, mine

    def live(self, p: float, cube: int, owner: int | None) -> float:
        """My match chance with a fully live cube (``owner`` 0 me, 1 the opponent, None centred)."""
        theirs, mine = self._double_points(cube, owner)
        lo = (0.0, self.lose(cube)) if theirs is None else (theirs, self._after(0, cube))
        hi = (1.0, self.win(cube)) if mine is None else (mine, self._after(cube, 0))
        if theirs is not None and p < theirs:  # they cash, or play on for a gammon if that is better for them
            return min(lo[1], _line((0.0, self.lose(cube)), lo, p))
        if mine is not None and p > mine:
            return max(hi[1], _line(hi, (1.0, self.win(cube)), p))
        return _line(lo, hi, p)

    def equity(self, p: float, cube: int, owner: int | None, efficiency: float) -> float:
        """My match chance: ``efficiency * live + (1 - efficiency) * dead`` (Janowski's interpolation)."""
        return efficiency * self.live(p, cube, owner) + (1 - efficiency) * self.dead(p, cube)


def _line(a: tuple[float, float], b: tuple[float, float], x: float) -> float:
    """The value at ``x`` of the straight line through points ``a`` and ``b``."""
    if b[0] == a[0]:
        return a[1]
    return a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0])

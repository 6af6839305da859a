"""Benchmark: ``python -m bglearn.bench bots`` measures each computer level against GNU Backgammon.

For every level of :data:`bglearn.LEVELS` it prints:

* **loss**: equity lost per unforced move, judged by GNU Backgammon 0-ply (cubeless money equity of
  each legal play's result: ``gnubg.evaluate`` on the position after the play) on a fixed set of
  positions (default 300) taken from seeded games between bots of mixed level; every position
  has two or more distinct legal plays (an unforced decision). The loss of a play is the judge's
  equity of its best play minus that of the play chosen;
* **best**: the share of those positions where the level chose the judge's best play;
* **ms/move**: the level's time per move on those positions, median and worst (``legal_plays``
  included), in CPU time of this process (:func:`time.process_time`): on a machine shared with
  other work the wall-clock time measures the others too; on an idle machine the two agree;
* **vs below**: the share of games won (cubeless, a game counts one whatever its kind) against
  the level listed before it, over ``--games`` seeded games with the sides alternating, and its
  95 % Wilson interval. Games run on ``--jobs`` processes.

Then a cube table: on the same positions before their roll (money play, cube centred), how often
each level's double / take decisions (:mod:`bglearn.play.cubeful`) agree with the judge's, and
their CPU time. The judge's decision applies the same Janowski formula to GNU Backgammon's 0-ply
chances (this Python build of gnubg gives no cubeful evaluation), so the table measures how the
level's estimate of the chances moves its cube decisions, not the formula itself.

The ``gnubg`` package (in the ``test`` extra) is the judge only: nothing of it is used by the bots.

Options: ``--levels a,b,c`` (default all), ``--positions N`` (300), ``--games N`` (400; 0 skips the
games), ``--jobs J`` (2), ``--seed S`` (2026). The games and positions depend on the seed only, so
``--levels a,b`` and ``--levels b,c`` print the rows the full ladder prints (times aside). Other weights
(a training checkpoint) are measured with ``BGLEARN_NEURAL_WEIGHTS=FILE`` or
``BGLEARN_LOOKAHEAD_WEIGHTS=FILE`` (:func:`bglearn.play.neural.level_network`).
"""

from __future__ import annotations

import argparse
import functools
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")  # small matrices: BLAS threads only slow the neural level

from ..engine.constants import CHECKERS_PER_SIDE, OFF  # noqa: E402
from ..engine.position import Position  # noqa: E402
from ..engine.rules import legal_plays, roll_dice, roll_opening  # noqa: E402
from ..play.bots import LEVELS, choose_play  # noqa: E402
from ..play.cubeful import Probabilities, money_equities, should_double, take_decision  # noqa: E402
from ..play.game import Game  # noqa: E402


@dataclass(frozen=True)
class Case:
    """One unforced decision: a position, its roll, and the judge's equity of every play's result."""

    position: Position
    dice: tuple[int, int]
    #: judge's equity (mover's view) by the Position ID of the result (as seen by the next side on roll)
    equities: dict[str, float]

    @property
    def best(self) -> float:
        """The judge's equity of the best play."""
        return max(self.equities.values())


@functools.lru_cache(maxsize=1)
def _judge() -> tuple[Any, Any, Any]:
    try:
        import gnubg  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - depends on the environment
        sys.exit("python -m bglearn.bench bots needs the gnubg package: pip install -e '.[test]'")
    # money play, cube 1 centred, White (player 0) on move: explicit, not gnubg's current match (a test
    # or the user may have imported a match, which changes the score, the cube and so the equities)
    return gnubg, gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0), gnubg.evalcontext(0, 0, 1, 0, 0.0)


def judge_equity(result: Position) -> float:
    """GNU Backgammon 0-ply cubeless equity of a play's ``result`` for the side that made the play."""
    gnubg, cube, ctx = _judge()
    board = gnubg.positionfromid(result.position_id())
    return -float(gnubg.evaluate(board, cube, ctx)[5])


def cases(count: int = 300, seed: int = 2026) -> list[Case]:
    """``count`` unforced decisions from seeded games between bots of mixed level, each judged.

    The games are played by the ``"beginner"`` level (the evaluator's best play, a random one a
    third of the time), so they reach hits, the bar, primes, bear-offs and races; about one
    unforced decision in four is kept, at most 12 per game.
    """
    rng = random.Random(seed)
    out: list[Case] = []
    while len(out) < count:
        side, dice = roll_opening(rng)
        pos = Position.start(side)
        kept = 0
        while True:
            plays = legal_plays(pos, dice)
            if len(plays) >= 2 and kept < 12 and rng.random() < 0.25:
                eqs = {p.result.position_id(): judge_equity(p.result) for p in plays}
                out.append(Case(pos, dice, eqs))
                kept += 1
                if len(out) == count:
                    break
            play = choose_play(pos, dice, "beginner", rng)
            if play is None:
                pos = pos.pass_turn()
            else:
                pos = play.result
                if pos.checkers(1 - pos.on_roll)[OFF] == CHECKERS_PER_SIDE:
                    break
            dice = roll_dice(rng)
    return out


@dataclass(frozen=True)
class Judged:
    """One level's record on the cases."""

    level: str
    loss: float
    best_share: float
    ms_median: float
    ms_worst: float


def judge_level(level: str, judged: Sequence[Case], seed: int = 2026) -> Judged:
    """Play ``level`` on every case and compare its choices with the judge's."""
    losses: list[float] = []
    times: list[float] = []
    best = 0
    for i, case in enumerate(judged):
        rng = random.Random(f"{seed}:{level}:{i}")
        t0 = time.process_time()
        play = choose_play(case.position, case.dice, level, rng)
        times.append(time.process_time() - t0)
        assert play is not None
        loss = case.best - case.equities[play.result.position_id()]
        losses.append(loss)
        best += loss < 1e-6
    return Judged(
        level, statistics.fmean(losses), best / len(judged), 1000 * statistics.median(times), 1000 * max(times)
    )


def judge_chances(position: Position) -> Probabilities:
    """GNU Backgammon 0-ply chances of the side on roll of ``position``, before its roll."""
    gnubg, cube, ctx = _judge()
    out = gnubg.evaluate(gnubg.positionfromid(position.position_id()), cube, ctx)
    return Probabilities(*(float(x) for x in out[:5]))


@dataclass(frozen=True)
class CubeJudged:
    """One level's cube decisions on the cases, against the judge's."""

    level: str
    double_agrees: float
    take_agrees: float
    judge_doubles: int
    judge_drops: int
    ms_median: float
    ms_worst: float


def judge_cube(level: str, judged: Sequence[Case], seed: int = 2026) -> CubeJudged:
    """Compare ``level``'s double and take decisions (money, centred cube) with the judge's."""
    doubles = takes = judge_doubles = judge_drops = 0
    times: list[float] = []
    for i, case in enumerate(judged):
        rng = random.Random(f"{seed}:cube:{level}:{i}")
        nd, dt, dp = money_equities(judge_chances(case.position))
        judge_double, judge_take = min(dt, dp) > nd, dt <= dp
        judge_doubles += judge_double
        judge_drops += not judge_take
        game = Game(position=case.position)
        t0 = time.process_time()
        double = should_double(game, level, rng=rng)
        t1 = time.process_time()
        game.double()
        t2 = time.process_time()
        take = take_decision(game, level, rng=rng) != "drop"
        times += [t1 - t0, time.process_time() - t2]
        doubles += double == judge_double
        takes += take == judge_take
    n = len(judged)
    return CubeJudged(
        level,
        doubles / n,
        takes / n,
        judge_doubles,
        judge_drops,
        1000 * statistics.median(times),
        1000 * max(times),
    )


def play_game(white: str, black: str, seed: str) -> int:
    """Play one cubeless game between two levels; return the winner (0 white, 1 black)."""
    rng = random.Random(seed)
    levels = (white, black)
    side, dice = roll_opening(rng)
    pos = Position.start(side)
    while True:
        mover = pos.on_roll
        play = choose_play(pos, dice, levels[mover], rng)
        if play is None:
            pos = pos.pass_turn()
        else:
            pos = play.result
            if pos.checkers(mover)[OFF] == CHECKERS_PER_SIDE:
                return mover
        dice = roll_dice(rng)


def _games_won(args: tuple[str, str, int, int, int]) -> int:
    upper, lower, seed, start, stop = args
    won = 0
    for g in range(start, stop):
        white, black = (upper, lower) if g % 2 == 0 else (lower, upper)
        winner = play_game(white, black, f"{seed}:games:{upper}:{lower}:{g}")
        won += (winner == 0) == (g % 2 == 0)
    return won


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def win_rate(upper: str, lower: str, games: int, jobs: int = 2, seed: int = 2026) -> tuple[int, int]:
    """Games won by ``upper`` against ``lower`` out of ``games`` seeded games: ``(wins, games)``."""
    chunk = max(1, min(25, games // max(jobs, 1) or 1))
    parts = [(upper, lower, seed, a, min(a + chunk, games)) for a in range(0, games, chunk)]
    if jobs <= 1:
        return sum(map(_games_won, parts)), games
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return sum(pool.imap_unordered(_games_won, parts)), games


def main(argv: list[str] | None = None) -> int:
    """Print the table (a Markdown table, ready for README)."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench bots", description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels, weakest first")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--games", type=int, default=400, help="games against the level below (0: none)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    levels = [lv for lv in args.levels.split(",") if lv]
    t0 = time.perf_counter()
    judged = cases(args.positions, args.seed)
    print(f"{len(judged)} unforced positions judged by GNU Backgammon 0-ply in {time.perf_counter() - t0:.1f} s")
    print()
    print(
        "| level | equity lost / move | GNU's best play "
        "| CPU ms / move (median, worst) | wins vs the level below (95 % CI) |"
    )
    print("|---|---|---|---|---|")
    for i, level in enumerate(levels):
        j = judge_level(level, judged, args.seed)
        versus = "--"
        if i > 0 and args.games > 0:
            wins, n = win_rate(level, levels[i - 1], args.games, args.jobs, args.seed)
            lo, hi = wilson(wins, n)
            versus = f"{100 * wins / n:.1f} % vs {levels[i - 1]} ({100 * lo:.1f}-{100 * hi:.1f} %, {n} games)"
        print(
            f"| {level} | {j.loss:.4f} | {100 * j.best_share:.1f} % | {j.ms_median:.2f}, {j.ms_worst:.1f} | {versus} |",
            flush=True,
        )
    print()
    print("| level | double agrees | take agrees | CPU ms / cube decision (median, worst) |")
    print("|---|---|---|---|")
    for level in levels:
        c = judge_cube(level, judged, args.seed)
        print(
            f"| {level} | {100 * c.double_agrees:.1f} % | {100 * c.take_agrees:.1f} % "
            f"| {c.ms_median:.2f}, {c.ms_worst:.1f} |",
            flush=True,
        )
    print(f"(the judge doubles in {c.judge_doubles} and drops in {c.judge_drops} of {len(judged)} positions)")
    return 0

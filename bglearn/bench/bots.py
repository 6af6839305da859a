"""Benchmark: ``python -m bglearn.bench bots`` measures each computer level against GNU Backgammon.

The positions are real: a seeded sample of ``--positions`` (300) unforced decisions (two or more
distinct legal plays) from the match records in ``--matches`` (``shared/data/matches`` beside the
clone: Jellyfish ``.mat`` files, replayed by :func:`bglearn.play.matfile.replay`). For every level of
:data:`bglearn.LEVELS` it prints:

* **loss**: equity lost per unforced move, judged by GNU Backgammon 2-ply (``gnubg.evaluate`` with
  ``gnubg.evalcontext(0, 2, 1, 0, 0.0)``: cubeless money equity of each legal play's result). The
  loss of a play is the judge's equity of its best play minus that of the play chosen;
* **best**: the share of those positions where the level chose the judge's best play;
* **ms/move**: the level's time per move on those positions, median and worst (``legal_plays``
  included), in CPU time of this process (:func:`time.process_time`);
* **vs below**: with ``--games N`` (default 0: skipped) the share of N seeded cubeless games won
  against the level listed before it, the sides alternating, with its 95 % Wilson interval.

Then:

* a **cube table**: on the same positions before their roll (money play, cube centred, no Jacoby
  rule), how often each level's double / take decisions (:mod:`bglearn.play.cubeful`) agree with GNU
  Backgammon's cubeful 2-ply cube analysis (``gnubg.command("hint")`` after ``set threads 1``, without
  which it hangs; gnubg prints at C level, so its output is read from file descriptor 1 with
  :func:`os.dup2`); a beaver counts as a take;
* **"How did I do?"** (:func:`bglearn.play_loss`) against the judge: the share of the plays the judge
  rates best (or within 0.005 of it) that it calls 0.04 or more, and the share of plays 0.10 or more
  worse by the judge that it calls under 0.04; and Hint's time (:data:`bglearn.widgets.advice.HINT_PLY`,
  the engine's ranked plays), median and worst wall-clock milliseconds;
* ``expert`` against GNU Backgammon 0-ply (``--versus-gnubg N`` games, default 2000; 0 skips):
  cubeless money games, seeded duplicate dice (each dice sequence played twice, the sides swapped),
  points per game for ``expert`` with its 95 % interval (over the pairs).

The ``gnubg`` package (in the ``test`` extra) is the judge only: nothing of it is used by the bots.
Without bgsage ``expert`` plays as ``neural``, the cube decisions use bglearn's own estimates and "How
did I do?" the neural network; the bench says so in one line and runs on.

Options: ``--levels a,b,c`` (default all), ``--positions N`` (300), ``--games N`` (0), ``--versus-gnubg
N`` (2000), ``--jobs J`` (2), ``--seed S`` (2026), ``--matches DIR``. The positions depend on the seed
and the records only.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import math
import multiprocessing
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")  # small matrices: BLAS threads only slow the neural level

from ..engine.constants import CHECKERS_PER_SIDE, OFF  # noqa: E402
from ..engine.matchstate import MatchState  # noqa: E402
from ..engine.position import Position  # noqa: E402
from ..engine.rules import game_result, legal_plays, roll_dice, roll_opening  # noqa: E402
from ..errors import AnalysisError, BglearnError  # noqa: E402
from ..play import analysis  # noqa: E402
from ..play.bots import LEVELS, STRONGEST, choose_play, play_loss  # noqa: E402
from ..play.cubeful import Probabilities, should_double, take_decision  # noqa: E402
from ..play.game import Game  # noqa: E402
from ..play.matfile import read_mat, replay  # noqa: E402

#: Where the real match records are: ``shared/data/matches`` beside the clone.
MATCHES = Path(__file__).resolve().parents[3] / "shared" / "data" / "matches"
#: A play this close to the judge's best counts as best in the "How did I do?" measure.
NEAR_BEST = 0.005
#: A play this much worse than the judge's best must not be called under :data:`CALLED`.
CLEARLY_WORSE = 0.10
#: "How did I do?" calls a play a mistake (an inaccuracy or worse) from this loss.
CALLED = 0.04
#: The "How did I do?" measure looks at this many clearly worse plays of a position at most.
WORSE_PER_CASE = 3


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
    return gnubg, gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0), gnubg.evalcontext(0, 2, 1, 0, 0.0)


def judge_equity(result: Position) -> float:
    """GNU Backgammon 2-ply cubeless equity of a play's ``result`` for the side that made the play."""
    gnubg, cube, ctx = _judge()
    board = gnubg.positionfromid(result.position_id())
    return -float(gnubg.evaluate(board, cube, ctx)[5])


def judge_chances(position: Position) -> Probabilities:
    """GNU Backgammon 2-ply chances of the side on roll of ``position``, before its roll."""
    gnubg, cube, ctx = _judge()
    out = gnubg.evaluate(gnubg.positionfromid(position.position_id()), cube, ctx)
    return Probabilities(*(float(x) for x in out[:5]))


def record_decisions(folder: Path = MATCHES) -> Iterator[tuple[Position, tuple[int, int]]]:
    """Every unforced decision of the match records in ``folder``: (position, roll), in file order.

    A record (or a game of it) that cannot be read or replayed is left out.
    """
    for path in sorted(Path(folder).glob("*.mat")):
        try:
            record = read_mat(path.read_bytes())
        except BglearnError:
            continue
        for game in record.games:
            try:
                for pos, action, _play in replay(game):
                    if pos is None or action.kind != "roll" or action.dice is None:
                        continue
                    dice = (action.dice[0], action.dice[1])
                    if not pos.is_game_over() and len(legal_plays(pos, dice)) >= 2:
                        yield pos, dice
            except BglearnError:
                continue


@functools.lru_cache(maxsize=4)
def _decisions(folder: Path) -> tuple[tuple[Position, tuple[int, int]], ...]:
    return tuple(dict.fromkeys(record_decisions(folder)))  # each (position, roll) once


def cases(count: int = 300, seed: int = 2026, folder: Path = MATCHES) -> list[Case]:
    """A seeded sample of ``count`` unforced decisions from the real match records, each judged.

    Raises SystemExit (a message) when ``folder`` holds no records.
    """
    found = list(_decisions(Path(folder)))
    if not found:
        sys.exit(f"python -m bglearn.bench bots needs the match records (Jellyfish .mat) in {folder}")
    picked = random.Random(seed).sample(found, min(count, len(found)))
    return [
        Case(pos, dice, {p.result.position_id(): judge_equity(p.result) for p in legal_plays(pos, dice)})
        for pos, dice in picked
    ]


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


@contextlib.contextmanager
def c_stdout() -> Iterator[list[str]]:
    """Capture what C code prints on file descriptor 1 (``redirect_stdout`` sees nothing of it)."""
    out: list[str] = []
    sys.stdout.flush()
    with tempfile.TemporaryFile() as tmp:
        saved = os.dup(1)
        os.dup2(tmp.fileno(), 1)
        try:
            yield out
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
            tmp.seek(0)
            out.append(tmp.read().decode("utf-8", "replace"))


_PROPER = re.compile(r"Proper cube action:\s*([^\n(]+)")


@functools.lru_cache(maxsize=1)
def _cube_judge() -> Any:
    gnubg, _cube, _ctx = _judge()
    with c_stdout():
        gnubg.command("set threads 1")  # without it the cube analysis hangs
        gnubg.command("new session")
        gnubg.command("set player 0 human")
        gnubg.command("set player 1 human")
    return gnubg


@functools.lru_cache(maxsize=4096)
def judge_cube_action(position: Position) -> tuple[bool, bool]:
    """GNU Backgammon's cubeful 2-ply cube action of ``position`` before its roll (money play, cube
    centred, no Jacoby rule): ``(double, take)``; a beaver is a take.

    Raises RuntimeError when gnubg's output holds no cube action.
    """
    gnubg = _cube_judge()
    with c_stdout() as out:
        gnubg.command(f"set matchid {MatchState(on_roll=position.on_roll).match_id()}")
        gnubg.command(f"set board {position.position_id()}")
        gnubg.command("hint")
    found = _PROPER.search(out[0])
    if found is None:
        raise RuntimeError(f"gnubg gave no cube action for {position.position_id()}: {out[0][-300:]!r}")
    action = found.group(1).strip().lower()
    double = action.startswith(("double", "redouble"))
    take = "pass" not in action
    return double, take


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
    analysis.clear_cache()  # each level's time includes the engine's
    for i, case in enumerate(judged):
        rng = random.Random(f"{seed}:cube:{level}:{i}")
        judge_double, judge_take = judge_cube_action(case.position)
        judge_doubles += judge_double
        judge_drops += not judge_take
        game = Game(position=case.position)
        t0 = time.process_time()
        double = should_double(game, level, rng=rng)
        t1 = time.process_time()
        game.double()
        t2 = time.process_time()
        take = take_decision(game, level, rng=rng) != "drop"
        times.append(t1 - t0 + time.process_time() - t2)  # both decisions (the take may reuse the engine's answer)
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


@dataclass(frozen=True)
class HowJudged:
    """ "How did I do?" (:func:`bglearn.play_loss`) against the judge, and Hint's time."""

    best_called: float
    best_plays: int
    worse_passed: float
    worse_plays: int
    hint_ms_median: float | None
    hint_ms_worst: float | None


def judge_how(judged: Sequence[Case], seed: int = 2026) -> HowJudged:
    """Measure :func:`bglearn.play_loss` against the judge on the cases (see the module docstring)."""
    rng = random.Random(f"{seed}:how")
    best_called = best_n = worse_passed = worse_n = 0
    hint_times: list[float] = []
    with contextlib.suppress(AnalysisError):
        analysis.judge_plays(Position.start(), (3, 1))  # bgsage loaded before the clock runs
    for case in judged:
        plays = legal_plays(case.position, case.dice)
        eq = {p: case.equities[p.result.position_id()] for p in plays}
        worse = [p for p in plays if case.best - eq[p] >= CLEARLY_WORSE]
        for p in plays:
            if case.best - eq[p] <= NEAR_BEST:
                best_n += 1
                best_called += play_loss(case.position, case.dice, p) >= CALLED
        for p in rng.sample(worse, min(WORSE_PER_CASE, len(worse))):
            worse_n += 1
            worse_passed += play_loss(case.position, case.dice, p) < CALLED
        try:
            t0 = time.perf_counter()
            analysis.judge_plays(case.position, case.dice)  # what Hint ranks (widgets.advice.play_hint)
            hint_times.append(time.perf_counter() - t0)
        except AnalysisError:
            pass
    return HowJudged(
        best_called / max(best_n, 1),
        best_n,
        worse_passed / max(worse_n, 1),
        worse_n,
        1000 * statistics.median(hint_times) if hint_times else None,
        1000 * max(hint_times) if hint_times else None,
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


# -- expert against GNU Backgammon 0-ply ---------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def _gnubg_player() -> tuple[Any, Any, Any]:
    gnubg, cube, _ctx = _judge()
    return gnubg, cube, gnubg.evalcontext(0, 0, 0, 0, 0.0)


def gnubg_play(position: Position, dice: tuple[int, int]) -> Any:
    """GNU Backgammon 0-ply's play: the legal play whose result it rates best (cubeless), or None."""
    gnubg, cube, ctx = _gnubg_player()
    plays = legal_plays(position, dice)
    if not plays:
        return None
    return min(plays, key=lambda p: float(gnubg.evaluate(gnubg.positionfromid(p.result.position_id()), cube, ctx)[5]))


def duplicate_game(expert_side: int, seed: str) -> int:
    """One cubeless money game of ``expert`` (on ``expert_side``) against GNU Backgammon 0-ply with the
    dice of ``seed``; return the points ``expert`` wins (+1/+2/+3) or loses (negative)."""
    rng = random.Random(seed)
    side, dice = roll_opening(rng)
    pos = Position.start(side)
    while True:
        mover = pos.on_roll
        play = choose_play(pos, dice, STRONGEST) if mover == expert_side else gnubg_play(pos, dice)
        if play is None:
            pos = pos.pass_turn()
        else:
            pos = play.result
            ended = game_result(pos)
            if ended is not None:
                points = {"single": 1, "gammon": 2, "backgammon": 3}[ended.kind]
                return points if ended.winner == expert_side else -points
        dice = roll_dice(rng)


def _pairs(args: tuple[int, int, int]) -> list[int]:
    seed, start, stop = args
    # the same dice twice, the sides swapped: a pair's sum is what the dice do not decide
    return [duplicate_game(0, f"{seed}:gnubg:{g}") + duplicate_game(1, f"{seed}:gnubg:{g}") for g in range(start, stop)]


def versus_gnubg(games: int, jobs: int = 2, seed: int = 2026) -> tuple[float, float, float, int]:
    """``expert`` against GNU Backgammon 0-ply over ``games`` (rounded up to pairs): points per game and
    its 95 % interval (normal, over the pairs), and the games played."""
    pairs = max(1, (games + 1) // 2)
    chunk = max(1, min(20, pairs // max(jobs, 1) or 1))
    parts = [(seed, a, min(a + chunk, pairs)) for a in range(0, pairs, chunk)]
    if jobs <= 1:
        sums = [x for part in map(_pairs, parts) for x in part]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            sums = [x for part in pool.imap(_pairs, parts) for x in part]
    per_game = [x / 2 for x in sums]
    mean = statistics.fmean(per_game)
    half = 1.96 * statistics.stdev(per_game) / math.sqrt(len(per_game)) if len(per_game) > 1 else math.inf
    return mean, mean - half, mean + half, 2 * len(per_game)


def main(argv: list[str] | None = None) -> int:
    """Print the tables (Markdown, ready for README)."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench bots", description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels, weakest first")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--games", type=int, default=0, help="games against the level below (0: none)")
    parser.add_argument("--versus-gnubg", type=int, default=2000, help="expert against gnubg 0-ply (0: none)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--matches", type=Path, default=MATCHES, help="the folder of .mat match records")
    args = parser.parse_args(argv)
    levels = [lv for lv in args.levels.split(",") if lv]
    if not analysis.available():
        print("bgsage is not available here: expert plays as neural, the cube and How did I do? fall back.")
    t0 = time.perf_counter()
    judged = cases(args.positions, args.seed, args.matches)
    print(
        f"{len(judged)} unforced decisions from the records in {args.matches.name}/, judged by GNU Backgammon "
        f"2-ply in {time.perf_counter() - t0:.1f} s"
    )
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
    print("| level | double agrees | take agrees | CPU ms / position, double + take (median, worst) |")
    print("|---|---|---|---|")
    c: CubeJudged | None = None
    for level in levels:
        c = judge_cube(level, judged, args.seed)
        print(
            f"| {level} | {100 * c.double_agrees:.1f} % | {100 * c.take_agrees:.1f} % "
            f"| {c.ms_median:.2f}, {c.ms_worst:.1f} |",
            flush=True,
        )
    if c is not None:
        print(
            f"(GNU Backgammon cubeful 2-ply doubles in {c.judge_doubles} and passes in {c.judge_drops} "
            f"of {len(judged)} positions)"
        )
    print()
    how = judge_how(judged, args.seed)
    print("| How did I do? (play_loss) against GNU Backgammon 2-ply | share |")
    print("|---|---|")
    print(
        f"| best plays (within {NEAR_BEST}) called {CALLED} or more "
        f"| {100 * how.best_called:.1f} % of {how.best_plays} |"
    )
    print(
        f"| plays {CLEARLY_WORSE:.2f} or more worse called under {CALLED} "
        f"| {100 * how.worse_passed:.1f} % of {how.worse_plays} |"
    )
    if how.hint_ms_median is not None:
        print(
            f"Hint (bgsage 2-ply, every play ranked, wall clock): {how.hint_ms_median:.1f} ms median, "
            f"{how.hint_ms_worst:.0f} ms worst"
        )
    else:
        print("Hint: bgsage is not available, the level's own play is shown")
    if args.versus_gnubg > 0:
        mean, lo, hi, n = versus_gnubg(args.versus_gnubg, args.jobs, args.seed)
        print()
        print(
            f"{STRONGEST} vs GNU Backgammon 0-ply, cubeless money, {n} games (duplicate dice, sides swapped): "
            f"{mean:+.3f} points per game (95 % interval {lo:+.3f} to {hi:+.3f})"
        )
    return 0

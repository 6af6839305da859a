"""Benchmark: ``python -m bglearn.bench`` prints how fast the rules engine is.

It times :func:`bglearn.legal_plays` per (position, roll) case on a fixed, seeded set of
cases drawn from varied games -- contact, checkers on the bar, closed boards, bear-offs with
contact, races -- about a third of them doubles, and prints the median, mean, 99th percentile
and worst time for non-doubles and doubles separately (the slow tail is doubles with a few
hundred plays, so p99 shows it better than the single worst case).

Each case is timed ``--repeat`` times on a fresh copy of its position (so nothing cached on a
Position from an earlier call helps), and the fastest of those runs is the case's time (as
:mod:`timeit` advises: slower runs measure the machine's other work, not the code).

Then, when matplotlib and ipywidgets are installed, it runs :mod:`bglearn.bench.board`: how long
a click on the board takes to give a new picture in the kernel (skip it with ``--no-widget``).

Options: ``--cases N`` (default 3000), ``--seed S`` (default 2026), ``--repeat R`` (default 5),
``--no-widget``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence

from ..engine.constants import BAR
from ..engine.position import Position
from ..engine.rules import game_result, legal_plays, roll_dice, roll_opening
from ..play.bots import choose_play

CATEGORIES = ("contact", "bar", "closed board", "bear-off with contact", "race")


def classify(pos: Position) -> str:
    """Return the :data:`CATEGORIES` name of a position (from the side on roll's view)."""
    me, opp = pos.mover_and_opponent()
    if me[BAR]:
        closed = all(opp[p] >= 2 for p in range(1, 7))
        return "closed board" if closed else "bar"
    my_back = max((p for p in range(1, 26) if me[p]), default=0)
    opp_back = max((p for p in range(1, 26) if opp[p]), default=0)
    contact = my_back + opp_back > 25
    if not contact:
        return "race"
    if my_back <= 6:
        return "bear-off with contact"
    return "contact"


def game_positions(rng: random.Random) -> list[Position]:
    """Positions of one seeded game between two bots of mixed level (mostly sensible play,
    sometimes random), so that games have hits, the bar, closed boards, bear-offs and races."""
    side, dice = roll_opening(rng)
    pos = Position.start(side)
    out: list[Position] = []
    while game_result(pos) is None and len(out) < 300:
        out.append(pos)
        play = choose_play(pos, dice, "beginner", rng)
        pos = play.result if play else pos.pass_turn()
        dice = roll_dice(rng)
    return out


def make_cases(n: int = 3000, seed: int = 2026, games: int = 300) -> list[tuple[Position, tuple[int, int]]]:
    """Return ``n`` seeded ``(position, dice)`` cases, about a third with doubles.

    Positions come from ``games`` seeded games; each of :data:`CATEGORIES` gets an equal
    share where the games hold enough of it (closed boards are rare: the shortfall is made up
    from the other categories in turn).
    """
    rng = random.Random(seed)
    pools: dict[str, list[Position]] = {c: [] for c in CATEGORIES}
    for _ in range(games):
        for pos in game_positions(rng):
            pools[classify(pos)].append(pos)
    for pool in pools.values():
        rng.shuffle(pool)
    chosen = []
    per = n // len(CATEGORIES)
    for cat in CATEGORIES:
        chosen.extend(pools[cat][:per])
        del pools[cat][:per]
    spare = [p for cat in CATEGORIES for p in pools[cat]]
    rng.shuffle(spare)
    chosen.extend(spare[: n - len(chosen)])
    cases = []
    for pos in chosen:
        if rng.random() < 1 / 3:
            d = rng.randint(1, 6)
            dice = (d, d)
        else:
            a, b = rng.sample(range(1, 7), 2)
            dice = (a, b)
        cases.append((pos, dice))
    return cases


def time_cases(cases: Iterable[tuple[Position, tuple[int, int]]], repeat: int = 5) -> list[float]:
    """Return the time of ``legal_plays`` for each case, in microseconds (best of ``repeat``).

    ``repeat`` must be at least 1 (else a TypeError).
    """
    times = []
    clock = time.perf_counter_ns
    for pos, dice in cases:
        white, black = pos.checkers(0), pos.checkers(1)
        best: int | None = None
        for _ in range(repeat):
            fresh = Position(white, black, pos.on_roll)
            t0 = clock()
            legal_plays(fresh, dice)
            t = clock() - t0
            if best is None or t < best:
                best = t
        times.append(best / 1000)  # type: ignore[operator]  # None only when repeat < 1
    return times


def percentile(times: Sequence[float], pct: float) -> float:
    """Return the ``pct``-th percentile of a list of times (nearest rank: the smallest time that
    at least ``pct`` percent of the times do not exceed; a ValueError when empty)."""
    if not times:
        raise ValueError("percentile of no times")
    ordered = sorted(times)
    return ordered[max(0, math.ceil(pct / 100 * len(ordered)) - 1)]


def summary(times: Sequence[float]) -> tuple[float, float, float, float]:
    """Return ``(median, mean, p99, worst)`` of a list of times (in their unit; a ValueError when empty)."""
    return statistics.median(times), statistics.fmean(times), percentile(times, 99), max(times)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a table; returns 0."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-widget", action="store_true", help="skip the board-click timings")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    cases = make_cases(args.cases, args.seed)
    times = time_cases(cases, args.repeat)
    doubles = [t for (pos, d), t in zip(cases, times, strict=True) if d[0] == d[1]]  # one time per case
    singles = [t for (pos, d), t in zip(cases, times, strict=True) if d[0] != d[1]]
    print(
        f"bglearn.legal_plays: {len(cases)} cases (seed {args.seed}), best of {args.repeat} runs each, "
        f"Python {sys.version.split()[0]}"
    )
    print(f"{'':>14} {'cases':>6} {'median':>10} {'mean':>10} {'p99':>10} {'worst':>10}")
    for name, ts in (("non-doubles", singles), ("doubles", doubles), ("all", times)):
        med, mean, p99, worst = summary(ts)
        print(f"{name:>14} {len(ts):>6} {med:>8.1f}us {mean:>8.1f}us {p99:>8.1f}us {worst:>8.1f}us")
    by_cat: dict[str, list[float]] = {}
    for (pos, _d), t in zip(cases, times, strict=True):
        by_cat.setdefault(classify(pos), []).append(t)
    for cat in CATEGORIES:
        med, mean, p99, worst = summary(by_cat[cat])
        print(f"{cat:>22}: median {med:6.1f}us  mean {mean:6.1f}us  p99 {p99:7.1f}us  worst {worst:7.1f}us")
    print(f"(total {time.perf_counter() - t0:.1f} s)")
    if not args.no_widget:
        from . import board

        print()
        try:
            board.main(["--seed", str(args.seed)])
        except ImportError as exc:  # pragma: no cover - the drawing extras are not installed
            print(f"board-click timings skipped: {exc}")
        from . import startup

        print()
        startup.main([])
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: ``python -m bglearn.bench board`` prints how long a click takes to give a new picture.

It times, in the kernel (no browser), the public methods a click on the board calls, each up to
the new PNG bytes being ready for the ``ipywidgets.Image``:

* ``select``: a click on a checker (the rules work out its landing spots; ring and spots drawn);
* ``move_to``: a click on a spot (the move is made; checkers, dice, pips and rings redrawn);

with the incremental painter (the board is restored from a saved Agg region and only checkers and
decorations are drawn; name lines come from a small pixel cache) and with a full redraw (clear,
draw everything, encode), on a fixed, seeded set of positions and rolls from varied games. It
prints the median, mean and worst milliseconds for each, wall-clock and CPU time of the process
(on a loaded machine the wall time includes waiting for a CPU). The quality bar is 30 ms median.

Options: ``--cases N`` (default 40), ``--seed S`` (default 2026).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import TYPE_CHECKING

from ..engine.position import Position
from ..engine.rules import game_result, roll_dice, roll_opening
from ..play.bots import choose_play

if TYPE_CHECKING:
    from ..widgets import BoardWidget


def _cases(n: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """(position, dice) pairs with at least one legal play, from seeded bot games."""
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int]]] = []
    while len(out) < n:
        side, dice = roll_opening(rng)
        pos = Position.start(side)
        for _ in range(200):
            if game_result(pos) is not None:
                break
            play = choose_play(pos, dice, "beginner", rng)
            if play is not None and rng.random() < 0.25:
                out.append((pos, dice))
            pos = play.result if play else pos.pass_turn()
            dice = roll_dice(rng)
    return out[:n]


def measure(n: int = 40, seed: int = 2026, incremental: bool = True) -> dict[str, list[float]]:
    """Return ``{'select': [ms, ...], 'move_to': [ms, ...]}`` for ``n`` cases.

    Times are wall-clock milliseconds per click; ``'select cpu'`` and ``'move_to cpu'`` hold the
    process CPU milliseconds of the same clicks. ``seed`` fixes the positions; ``incremental`` is
    the painter's mode. Needs matplotlib and ipywidgets (an ImportError without them).
    """
    from ..widgets import BoardWidget

    times: dict[str, list[float]] = {"select": [], "move_to": [], "select cpu": [], "move_to cpu": []}
    board: BoardWidget | None = None
    for pos, dice in _cases(n, seed):
        if board is None:
            board = BoardWidget(pos, dice=dice, incremental=incremental)
        else:
            # reuse one widget (and its Figure) the way a game does: set the next turn
            board.set_position(pos, dice)
        movable = board.movable_points
        if not movable:
            continue
        point = movable[0]
        t0, c0 = time.perf_counter(), time.process_time()
        board.click(point)  # what a click on the checker calls: select()
        t1, c1 = time.perf_counter(), time.process_time()
        times["select"].append((t1 - t0) * 1000)
        times["select cpu"].append((c1 - c0) * 1000)
        spot = board.targets.one_die[0] if board.targets.one_die else None
        if spot is None:
            continue
        t0, c0 = time.perf_counter(), time.process_time()
        board.click(spot)  # a click on a spot: move_to() (or the choice buttons)
        t1, c1 = time.perf_counter(), time.process_time()
        times["move_to"].append((t1 - t0) * 1000)
        times["move_to cpu"].append((c1 - c0) * 1000)
    return times


def _load() -> tuple[float | None, int | None]:
    try:
        import os

        return os.getloadavg()[0], os.cpu_count()
    except (AttributeError, OSError):
        return None, None


def _line(name: str, values: list[float]) -> str:
    if not values:
        return f"{name:<28} (no cases)"
    return (
        f"{name:<28} median {statistics.median(values):6.1f} ms   mean {statistics.mean(values):6.1f} ms   "
        f"worst {max(values):6.1f} ms   ({len(values)} clicks)"
    )


def main(argv: list[str] | None = None) -> int:
    """Print the click timings (options ``--cases N``, ``--seed S``); returns 0."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench board", description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    print(f"click -> new PNG in the kernel, {args.cases} positions (seed {args.seed}); bar: 30 ms median")
    load, cpus = _load()
    if load is not None:
        print(f"load average {load:.1f} on {cpus} CPUs (wall times grow with load; CPU times much less)")
    for incremental in (True, False):
        times = measure(args.cases, args.seed, incremental)
        kind = "incremental" if incremental else "full redraw"
        for action in ("select", "move_to"):
            print(_line(f"{action} ({kind})", times[action]))
            print(_line("  CPU time", times[action + " cpu"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

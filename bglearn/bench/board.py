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

from ..engine.position import Position
from ..engine.rules import game_result, roll_dice, roll_opening
from ..play.bots import choose_play


def _cases(n, seed):
    """(position, dice) pairs with at least one legal play, from seeded bot games."""
    rng = random.Random(seed)
    out = []
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


def measure(n=40, seed=2026, incremental=True):
    """Return ``{'select': [ms, ...], 'move_to': [ms, ...]}`` for ``n`` cases."""
    from ..widgets import BoardWidget

    times = {"select": [], "move_to": [], "select cpu": [], "move_to cpu": []}
    board = None
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
        board.click(point)            # what a click on the checker calls: select()
        t1, c1 = time.perf_counter(), time.process_time()
        times["select"].append((t1 - t0) * 1000)
        times["select cpu"].append((c1 - c0) * 1000)
        spot = board.targets.one_die[0] if board.targets.one_die else None
        if spot is None:
            continue
        t0, c0 = time.perf_counter(), time.process_time()
        board.click(spot)             # a click on a spot: move_to() (or the choice buttons)
        t1, c1 = time.perf_counter(), time.process_time()
        times["move_to"].append((t1 - t0) * 1000)
        times["move_to cpu"].append((c1 - c0) * 1000)
    return times


def _load():
    try:
        import os

        return os.getloadavg()[0], os.cpu_count()
    except (AttributeError, OSError):
        return None, None


def _line(name, values):
    if not values:
        return f"{name:<28} (no cases)"
    return (f"{name:<28} median {statistics.median(values):6.1f} ms   mean {statistics.mean(values):6.1f} ms   "
            f"worst {max(values):6.1f} ms   ({len(values)} clicks)")


def main(argv=None):
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
            print(_line(f"  CPU time", times[action + " cpu"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

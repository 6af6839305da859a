"""``python -m bglearn.bench review``: :func:`bglearn.review_match` beside GNU Backgammon's ``analyse match``.

For each real match record (Jellyfish ``.mat``, default ``shared/data/matches`` beside the clone;
by default those of at most 7 points and money sessions, ``--all`` for every file) it prints, per
player, our checker and cube error rates (mEMG per unforced move / per close or actual cube
decision) and rating beside GNU Backgammon's. gnubg imports the file (``import mat``), runs
``analyse match`` at 2-ply (checker play and cube, ``set threads 1``) and prints ``show statistics
match``, read from file descriptor 1 (:func:`bglearn.bench.bots.c_stdout`). Then: how many error
rates agree within 20 % or 1.5 mEMG (whichever is larger), how many ratings match, and both
sides' seconds per match (wall clock, each row, and the machine's load average while it ran).

Options: ``--folder PATH``, ``--all``, ``--files N`` (the first N after the selection).
The ``gnubg`` package (``test`` extra) is the judge only.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..errors import BglearnError
from ..play.matfile import read_mat
from ..play.review import MatchReview, review_match
from .bots import MATCHES, c_stdout

__all__ = ["GnubgPlayer", "gnubg_statistics", "agrees", "compare", "main"]

#: The agreement goal: within this share of gnubg's rate, or :data:`SLACK` mEMG, whichever is larger.
SHARE = 0.20
SLACK = 1.5


@dataclass(frozen=True)
class GnubgPlayer:
    """One player's figures in gnubg's ``show statistics match`` (error rates in mEMG, positive)."""

    checker_error: float
    cube_error: float
    rating: str
    unforced_moves: int
    cube_decisions: int


#: a rate and its match-winning-chance (``%``) or points figure in brackets: ``-12.6   ( -0.247%)``
_RATE = re.compile(r"([-+]?[0-9.]+)\s+\(\s*[-+]?[0-9.]+%?\s*\)")


def parse_statistics(text: str) -> tuple[GnubgPlayer, GnubgPlayer]:
    """Both players' figures from the text of ``show statistics match``.

    Raises ValueError when the text lacks the lines read.
    """
    rates: list[list[float]] = []
    rows: dict[str, list[str]] = {}
    for line in text.splitlines():
        if line.startswith("Error rate mEMG"):
            rates.append([abs(float(x)) for x in _RATE.findall(line)])
        else:
            cells = re.split(r"\s{2,}", line.strip())
            if len(cells) == 3:
                rows[cells[0]] = cells[1:]
    try:
        rating, unforced, close = (
            rows[k] for k in ("Overall rating", "Unforced moves", "Close or actual cube decisions")
        )
        out = [GnubgPlayer(rates[0][i], rates[1][i], rating[i], int(unforced[i]), int(close[i])) for i in (0, 1)]
    except (KeyError, IndexError, ValueError) as exc:
        raise ValueError(f"gnubg's statistics lack the lines read ({exc!r}): {text[-500:]!r}") from None
    return out[0], out[1]


def gnubg_statistics(path: Path) -> tuple[GnubgPlayer, GnubgPlayer]:
    """GNU Backgammon's 2-ply ``analyse match`` of the ``.mat`` file at ``path``: both players' figures.

    Raises SystemExit without the gnubg package, ValueError when gnubg prints no statistics.
    """
    try:
        import gnubg  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - depends on the environment
        sys.exit("python -m bglearn.bench review needs the gnubg package: pip install -e '.[test]'")
    commands = [
        "set threads 1",
        "set analysis chequerplay evaluation plies 2",
        "set analysis cubedecision evaluation plies 2",
        f'import mat "{path}"',
        "analyse match",
    ]
    with c_stdout():
        for command in commands:
            gnubg.command(command)
    with c_stdout() as out:
        gnubg.command("show statistics match")
    return parse_statistics(out[0])


def agrees(ours: float, theirs: float) -> bool:
    """True when ``ours`` is within 20 % of ``theirs`` or 1.5 mEMG, whichever is larger (the goal)."""
    return abs(ours - theirs) <= max(SHARE * abs(theirs), SLACK)


@dataclass(frozen=True)
class Compared:
    """One match: our review, gnubg's figures, both times (seconds)."""

    name: str
    ours: MatchReview
    theirs: tuple[GnubgPlayer, GnubgPlayer]
    our_seconds: float
    gnubg_seconds: float


def compare(path: Path) -> Compared:
    """Review the match at ``path`` with both (raises BglearnError when bglearn cannot read it,
    ValueError when gnubg cannot)."""
    record = read_mat(path.read_bytes())
    t0 = time.perf_counter()
    ours = review_match(record)
    t1 = time.perf_counter()
    theirs = gnubg_statistics(path)
    t2 = time.perf_counter()
    return Compared(path.name, ours, theirs, t1 - t0, t2 - t1)


def _selected(folder: Path, every: bool) -> list[Path]:
    paths = sorted(folder.glob("*.mat"))
    if every:
        return paths
    small = []
    for path in paths:
        try:
            length = read_mat(path.read_bytes()).length
        except BglearnError:
            continue
        if length <= 7:
            small.append(path)
    return small


def main(argv: list[str] | None = None) -> int:
    """Print our review beside gnubg's per player, then the agreement and the times."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench review", description=__doc__)
    parser.add_argument("--folder", type=Path, default=MATCHES)
    parser.add_argument("--all", action="store_true", help="every record, not only those up to 7 points")
    parser.add_argument("--files", type=int, default=0, help="at most this many records (0: all selected)")
    args = parser.parse_args(argv)
    paths = _selected(args.folder, args.all)
    if args.files:
        paths = paths[: args.files]
    if not paths:
        sys.exit(f"python -m bglearn.bench review needs match records (Jellyfish .mat) in {args.folder}")
    print(
        "| match | length | player | checker ours / gnubg | cube ours / gnubg | rating ours / gnubg "
        "| seconds ours / gnubg |"
    )
    print("|---|---|---|---|---|---|---|")
    loads = [os.getloadavg()[0]]
    rates = rate_ok = ratings = rating_ok = 0
    ours_t: list[float] = []
    theirs_t: list[float] = []
    for path in paths:
        try:
            c = compare(path)
        except (BglearnError, ValueError) as exc:
            print(f"| {path.name[:40]} | -- | not compared: {type(exc).__name__}: {str(exc)[:80]} | | | | |")
            continue
        ours_t.append(c.our_seconds)
        theirs_t.append(c.gnubg_seconds)
        loads.append(os.getloadavg()[0])
        for mine, gnu in zip(c.ours.players, c.theirs, strict=True):
            pairs = [(mine.checker_error, gnu.checker_error)]
            if gnu.cube_decisions:
                pairs.append((mine.cube_error, gnu.cube_error))
            rates += len(pairs)
            rate_ok += sum(agrees(a, b) for a, b in pairs)
            ratings += 1
            rating_ok += mine.rating == gnu.rating
            cube = f"{mine.cube_error:.1f} / {gnu.cube_error:.1f}" if gnu.cube_decisions else "-- (no close decision)"
            print(
                f"| {c.name[:40]} | {c.ours.length or 'money'} | {mine.name} | "
                f"{mine.checker_error:.1f} / {gnu.checker_error:.1f} | {cube} | {mine.rating} / {gnu.rating} | "
                f"{c.our_seconds:.0f} / {c.gnubg_seconds:.0f} |"
            )
    if not ours_t:
        return 1
    print()
    print(
        f"error rates within 20 % or 1.5 mEMG: {rate_ok} of {rates}; ratings the same: {rating_ok} of {ratings}; "
        f"seconds per match: ours {sum(ours_t) / len(ours_t):.1f} (worst {max(ours_t):.1f}), "
        f"gnubg 2-ply {sum(theirs_t) / len(theirs_t):.1f} (worst {max(theirs_t):.1f}), {len(ours_t)} matches; "
        f"load average {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores"
    )
    return 0

"""``python -m bglearn.bench review``: :func:`bglearn.review_match` beside GNU Backgammon's ``analyse match``.

For each real match record (Jellyfish ``.mat``, default ``shared/data/matches`` beside the clone;
by default those of at most 7 points and money sessions, ``--all`` for every file) it prints, per
player, our checker and cube error rates (mEMG per unforced move / per close or actual cube
decision) and rating beside GNU Backgammon's. gnubg imports the file (``import mat``), runs
``analyse match`` at 2-ply (checker play and cube, ``set threads 1``) and prints ``show statistics
match``, read from file descriptor 1 (:func:`bglearn.bench.bots.c_stdout`). Then: how many error
rates agree within 20 % or 1.5 mEMG (whichever is larger), how many ratings match, and both
sides' seconds per match (wall clock, each row, and the machine's load average while it ran).

Options: ``--folder PATH``, ``--all``, ``--match TEXT`` (only the records whose file name holds
TEXT; repeatable), ``--files N`` (the first N after the selection), ``--dump FILE``: every decision
beside gnubg's own judgement of it, one tab-separated line each (:func:`dump_lines`; gnubg's numbers
from ``export match text`` after ``analyse match``, :func:`parse_export`), so that a gap between the
rates can be traced to the decisions that make it. The seconds are wall clock and CPU
(``time.process_time``: bgsage and gnubg both run in this process, one thread each).
The ``gnubg`` package (``test`` extra) is the judge only.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from collections import defaultdict, deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import BglearnError
from ..play.matfile import read_mat
from ..play.review import Judged, MatchReview, review_match
from .bots import MATCHES, c_stdout

__all__ = [
    "GnubgPlayer",
    "GnubgDecision",
    "gnubg_statistics",
    "gnubg_decisions",
    "parse_export",
    "dump_lines",
    "DUMP_COLUMNS",
    "agrees",
    "compare",
    "main",
]

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


@dataclass(frozen=True)
class GnubgDecision:
    """One decision as GNU Backgammon's analysis judged it (read from ``export match text``)."""

    #: The game's number (from 1, in gnubg's order: its first exported file is game 1).
    game: int
    #: gnubg's "Move number" of the decision in its game (it counts rolls, cube decisions and answers).
    number: int
    #: The name of the player who decided.
    player: str
    #: ``'play'``, ``'no double'``, ``'double'``, ``'take'`` or ``'drop'``.
    kind: str
    #: The Position ID gnubg shows (from the side on roll: the mover, or the doubler for a cube decision).
    position_id: str
    #: The roll of a play, sorted (high die first); None for a cube decision.
    dice: tuple[int, int] | None
    #: What the decision gave away by gnubg's analysis, EMG per unit of the cube (positive or 0; 3 decimals).
    loss: float
    #: Whether gnubg counts it in its error rate's denominator: an unforced play (two or more plays
    #: listed), a double, take or drop, a close no-double (doubling within 0.16 of the best action).
    counted: bool


_HEADER = re.compile(r"^Move number (\d+):\s+(.*?) (to play (\d)(\d)|on roll, cube decision\?|doubles to \d+)\s*$")
_ACTION = re.compile(r"^\* (.*) (doubles|accepts|rejects)\s*$")
_POSITION = re.compile(r"Position ID:\s*(\S+)")
_CUBE_LINE = re.compile(
    r"^\d\.\s+(No double|No redouble|Double, take|Redouble, take|Double, pass|Redouble, pass)\s+([-+]?\d+\.\d+)"
)
_LISTED = re.compile(r"^[* ]\s+\d+\.\s.*Eq\.:\s*[-+]?\d+\.\d+")
_PLAYED = re.compile(r"^\*\s+\d+\.\s.*Eq\.:\s*[-+]?\d+\.\d+(?:\s*\(\s*([-+]?\d+\.\d+)\s*\))?")
_SCORE = re.compile(r"^The score \(after (\d+) games?\)")
#: gnubg's ``isCloseCubedecision``: doubling (at most +1) within this of the best action (EMG).
_CLOSE = 0.16


def _cube(lines: list[str]) -> dict[str, float]:
    """The cubeful equities of a block's cube analysis: ``nd``, ``dt``, ``dp`` (from the block's side)."""
    found: dict[str, float] = {}
    for line in lines:
        m = _CUBE_LINE.match(line.strip())
        if m:
            label = m.group(1).lower()
            key = "nd" if label.startswith("no") else "dt" if label.endswith("take") else "dp"
            found[key] = float(m.group(2))
    return found if len(found) == 3 else {}


def _block(game: int, lines: list[str]) -> list[GnubgDecision]:
    """The decisions of one "Move number" block of gnubg's text export."""
    head = _HEADER.match(lines[0])
    if head is None:
        return []
    number, name, what = int(head.group(1)), head.group(2), head.group(3)
    found = _POSITION.search("\n".join(lines[:4]))
    pid = found.group(1) if found else ""
    cube = _cube(lines)
    out: list[GnubgDecision] = []
    if cube:
        nd, dt, dp = cube["nd"], cube["dt"], cube["dp"]
        optimal = max(nd, min(dt, dp))
        close = optimal - min(dt, 1.0) < _CLOSE
        acted = next((m for m in map(_ACTION.match, lines) if m), None)
        if what.startswith("doubles to") and acted is not None and acted.group(2) in ("accepts", "rejects"):
            # the taker's block: the equities are from the taker's side (the doubler's negated)
            take = acted.group(2) == "accepts"
            loss = max(0.0, dp - dt) if take else max(0.0, dt - dp)
            out.append(GnubgDecision(game, number, acted.group(1), "take" if take else "drop", pid, None, loss, True))
        elif what.startswith("on roll") and acted is not None and acted.group(2) == "doubles":
            out.append(GnubgDecision(game, number, name, "double", pid, None, optimal - min(dt, dp), True))
        elif what.startswith("to play"):
            out.append(GnubgDecision(game, number, name, "no double", pid, None, optimal - nd, close))
    if what.startswith("to play"):
        listed = [line for line in lines if _LISTED.match(line)]
        played = next((m for m in map(_PLAYED.match, listed) if m), None)
        if played is not None and len(listed) >= 2:
            d1, d2 = int(head.group(4)), int(head.group(5))
            loss = -float(played.group(1)) if played.group(1) else 0.0
            dice = (max(d1, d2), min(d1, d2))
            out.append(GnubgDecision(game, number, name, "play", pid, dice, max(0.0, loss), True))
    return out


def parse_export(texts: Iterable[str]) -> list[GnubgDecision]:
    """gnubg's judged decisions from the text of ``export match text`` (one text per game, in order).

    Each game's text is cut at its "Move number" lines; a block with a cube analysis gives a cube
    decision (a no-double before a roll, a double, or the answer to one), a block with two or more
    plays listed gives an unforced play (its error: the played line's bracketed difference to the
    best, or 0 when it is the best). Other blocks (forced plays, resignations) give nothing.
    """
    out: list[GnubgDecision] = []
    for i, text in enumerate(texts, start=1):
        game = i
        block: list[str] = []
        for line in text.splitlines():
            m = _SCORE.match(line)
            if m:
                game = int(m.group(1)) + 1
            if line.startswith("Move number "):
                if block:
                    out.extend(_block(game, block))
                block = [line]
            elif block:
                block.append(line)
        if block:
            out.extend(_block(game, block))
    return out


def gnubg_decisions() -> list[GnubgDecision]:
    """The decisions of the match gnubg holds, as its analysis judged them (call after
    :func:`gnubg_statistics`): ``export match text`` (gnubg writes a file per game) read by
    :func:`parse_export`."""
    import gnubg

    with tempfile.TemporaryDirectory() as folder:
        with c_stdout():
            gnubg.command(f'export match text "{Path(folder) / "match.txt"}"')
        files = sorted(Path(folder).glob("match*.txt"), key=lambda p: (p.stem != "match", p.stem))
        return parse_export(p.read_text(encoding="utf-8", errors="replace") for p in files)


#: The dump's columns (tab-separated; losses in EMG per unit of the cube).
DUMP_COLUMNS = (
    "game",
    "row",
    "gnubg_move",
    "player_ours",
    "player_gnubg",
    "kind",
    "dice",
    "position_id",
    "loss_ours",
    "loss_gnubg",
    "gap",
    "counted_ours",
    "counted_gnubg",
)


def _group(kind: str) -> str:
    return {"take": "answer", "drop": "answer"}.get(kind, kind)


def dump_lines(ours: Iterable[Judged], names: tuple[str, str], theirs: Iterable[GnubgDecision]) -> list[str]:
    """Our decisions beside gnubg's, one tab-separated line each (:data:`DUMP_COLUMNS`, a header first).

    A decision of ours is paired with gnubg's of the same game, Position ID, kind (a take and a drop
    pair: that the answer differs shows in ``kind``, ``ours/gnubg``) and roll, in order; one that
    only one side judged gets ``-`` in the other's columns (a decision counted by one only, or a
    player named differently, is what moves a rate). ``names`` are the record's players (WHITE first).
    """
    pending: dict[tuple[object, ...], deque[GnubgDecision]] = defaultdict(deque)
    listed = list(theirs)
    for d in listed:
        pending[(d.game, d.position_id, _group(d.kind), d.dice)].append(d)
    rows: list[str] = ["\t".join(DUMP_COLUMNS)]
    used: set[int] = set()

    def dice_text(dice: tuple[int, int] | None) -> str:
        return f"{dice[0]}{dice[1]}" if dice else "-"

    for j in ours:
        dice = (max(j.dice), min(j.dice)) if j.dice else None
        queue = pending.get((j.game, j.position.position_id(), _group(j.kind), dice))
        t = queue.popleft() if queue else None
        kind = j.kind if t is None or t.kind == j.kind else f"{j.kind}/{t.kind}"
        if t is not None:
            used.add(id(t))
        rows.append(
            "\t".join(
                [
                    str(j.game),
                    str(j.move),
                    str(t.number) if t else "-",
                    names[j.side],
                    t.player if t else "-",
                    kind,
                    dice_text(dice),
                    j.position.position_id(),
                    f"{j.loss:.4f}",
                    f"{t.loss:.3f}" if t else "-",
                    f"{j.loss - t.loss:+.4f}" if t else "-",
                    str(int(j.counted)),
                    str(int(t.counted)) if t else "-",
                ]
            )
        )
    for t in listed:
        if id(t) not in used:
            rows.append(
                "\t".join(
                    [str(t.game), "-", str(t.number), "-", t.player, t.kind, dice_text(t.dice), t.position_id]
                    + ["-", f"{t.loss:.3f}", "-", "-", str(int(t.counted))]
                )
            )
    return rows


def agrees(ours: float, theirs: float) -> bool:
    """True when ``ours`` is within 20 % of ``theirs`` or 1.5 mEMG, whichever is larger (the goal)."""
    return abs(ours - theirs) <= max(SHARE * abs(theirs), SLACK)


@dataclass(frozen=True)
class Compared:
    """One match: our review, gnubg's figures, both times (wall clock and CPU seconds) and, when
    asked, gnubg's decisions."""

    name: str
    ours: MatchReview
    theirs: tuple[GnubgPlayer, GnubgPlayer]
    our_seconds: float
    gnubg_seconds: float
    our_cpu: float = 0.0
    gnubg_cpu: float = 0.0
    decisions: tuple[GnubgDecision, ...] = ()


def compare(path: Path, *, decisions: bool = False) -> Compared:
    """Review the match at ``path`` with both; with ``decisions``, also read gnubg's judgement of
    each decision (:func:`gnubg_decisions`). Raises BglearnError when bglearn cannot read the
    record, ValueError when gnubg cannot."""
    record = read_mat(path.read_bytes())
    t0, c0 = time.perf_counter(), time.process_time()
    ours = review_match(record)
    t1, c1 = time.perf_counter(), time.process_time()
    theirs = gnubg_statistics(path)
    t2, c2 = time.perf_counter(), time.process_time()
    found = tuple(gnubg_decisions()) if decisions else ()
    return Compared(path.name, ours, theirs, t1 - t0, t2 - t1, c1 - c0, c2 - c1, found)


def _selected(folder: Path, every: bool, names: Sequence[str] = ()) -> list[Path]:
    paths = sorted(folder.glob("*.mat"))
    if names:
        paths = [p for p in paths if any(n in p.name for n in names)]
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
    parser.add_argument(
        "--match", action="append", default=[], metavar="TEXT", help="only records whose file name holds TEXT"
    )
    parser.add_argument(
        "--dump", type=Path, metavar="FILE", help="write every decision, ours beside gnubg's, to FILE (tab-separated)"
    )
    args = parser.parse_args(argv)
    paths = _selected(args.folder, args.all, args.match)
    if args.files:
        paths = paths[: args.files]
    if not paths:
        sys.exit(f"python -m bglearn.bench review needs match records (Jellyfish .mat) in {args.folder}")
    print(
        "| match | length | player | checker ours / gnubg | cube ours / gnubg | rating ours / gnubg "
        "| seconds ours / gnubg | CPU s ours / gnubg |"
    )
    print("|---|---|---|---|---|---|---|---|")
    dumped: list[str] = []
    loads = [os.getloadavg()[0]]
    rates = rate_ok = ratings = rating_ok = 0
    ours_t: list[float] = []
    theirs_t: list[float] = []
    for path in paths:
        try:
            c = compare(path, decisions=args.dump is not None)
        except (BglearnError, ValueError) as exc:
            print(f"| {path.name[:40]} | -- | not compared: {type(exc).__name__}: {str(exc)[:80]} | | | | | |")
            continue
        if args.dump is not None:
            names = (c.ours.players[0].name, c.ours.players[1].name)
            lines = dump_lines(c.ours.decisions, names, c.decisions)
            dumped += [*lines[:1], f"# {c.name}", *lines[1:]] if not dumped else [f"# {c.name}", *lines[1:]]
            args.dump.write_text("\n".join(dumped) + "\n", encoding="utf-8")
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
                f"{c.our_seconds:.0f} / {c.gnubg_seconds:.0f} | {c.our_cpu:.0f} / {c.gnubg_cpu:.0f} |"
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

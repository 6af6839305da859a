"""A small hand-made position evaluator (race, safety, made points, primes, hits).

It is shared by the computer players (:mod:`bglearn.play.bots`) and by
:func:`bglearn.check_play`, whose example plays (the *witness*) are the best by this evaluation,
so that lessons never show a silly play as the example. Enough to play sensibly and give
beginners a hint; it is not a strong player.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .constants import BAR, OFF

if TYPE_CHECKING:  # for the annotations only (the play layer and the checker pass plays in)
    from .moves import Play

__all__ = ["evaluate", "best_play"]


def _shots(me: Sequence[int], opp: Sequence[int]) -> float:
    """Rough count of the mover's blots the opponent could hit next turn, weighted by distance."""
    total = 0.0
    opp_points = [p for p in range(1, 26) if opp[p]]
    for q in range(1, 25):
        if me[q] != 1:
            continue
        # opponent checker on its point r hits my point q when 25 - q < r, distance r - (25 - q)
        target = 25 - q
        for r in opp_points:
            dist = r - target
            if 0 < dist <= 6:
                total += 1.0 + (q > 6) * 0.2
                break
            if 6 < dist <= 12:
                total += 0.3
                break
    return total


def evaluate(mover: Sequence[int], opponent: Sequence[int]) -> float:
    """Return a score (higher is better) of a position for the side that just moved.

    Parameters
    ----------
    mover, opponent : sequence of 26 int
        Boards in each side's own numbering ([0] off, [1..24] points, [25] bar), where
        ``mover`` is the side whose play is being judged.
    """
    my_pips = sum(p * mover[p] for p in range(1, 26))
    opp_pips = sum(p * opponent[p] for p in range(1, 26))
    my_back = max((p for p in range(1, 26) if mover[p]), default=0)
    opp_back = max((p for p in range(1, 26) if opponent[p]), default=0)
    score = (opp_pips - my_pips) * 1.0 + 3.0 * mover[OFF]
    if my_back + opp_back <= 25:  # race: just count pips and bear off
        return score
    score -= 9.0 * _shots(mover, opponent)
    score += 12.0 * opponent[BAR]
    made = [p for p in range(1, 25) if mover[p] >= 2]
    for p in made:
        if p <= 6:
            score += 6.0 + (3.0 if p in (4, 5, 6) else 0.0)
        elif p <= 11:
            score += 4.0
        else:
            score += 1.0
    run = best = 0
    for p in range(1, 13):
        run = run + 1 if mover[p] >= 2 else 0
        best = max(best, run)
    score += 3.0 * best * best
    score -= 0.5 * sum(max(0, mover[p] - 3) for p in range(1, 25))
    return score


def best_play(plays: Sequence[Play]) -> Play:
    """Return the play of ``plays`` (legal plays of one roll, not empty) whose result :func:`evaluate` rates best.

    Ties go to the first play in the order given.

    Raises
    ------
    IndexError
        If ``plays`` is empty.
    """
    mover = plays[0].position.on_roll

    def score(play: Play) -> float:
        res = play.result
        return evaluate(res.checkers(mover), res.checkers(1 - mover))

    return max(plays, key=score)

"""Computer players: choose a play among the legal ones, by level.

Bots use :func:`bglearn.legal_plays` and never re-implement a rule. Levels (:data:`LEVELS`,
weakest first; ``python -m bglearn.bench bots`` measures them against GNU Backgammon):

* ``"random"`` -- any legal play, uniformly.
* ``"beginner"`` -- the ``"greedy"`` play, but a random one a third of the time.
* ``"greedy"`` -- always the play whose result :func:`bglearn.engine.evaluate.evaluate` (a small
  hand-made evaluation: race, safety, made points, primes, hits) rates best, without looking
  further. This level was called ``"club"`` before, which overstated it: it plays like a weak
  beginner. ``"club"`` is still accepted by :func:`choose_play` and :func:`hint` as an alias
  (:data:`ALIASES`) but is no longer listed in :data:`LEVELS`.
* ``"lookahead"`` -- the same evaluation one roll deeper: for the best few plays (:data:`WIDTH`)
  it averages, over the opponent's 21 rolls (a double once, the others twice), the evaluation of
  the position after the opponent's best reply, and picks the play with the best average.
* ``"neural"`` -- the strongest: a small neural network (:mod:`bglearn.play.neural`, trained by
  self-play with :mod:`bglearn.play.training`; its weights ship with bglearn) judges every play,
  and its best 4 (within 0.2 equity of the best) are looked at one roll deeper, over the
  opponent's 21 rolls, the opponent replying by the same network. Needs numpy, imported the
  first time this level plays.
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence

from ..engine.constants import CHECKERS_PER_SIDE, OFF
from ..engine.evaluate import evaluate
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import legal_plays
from ..errors import InputError

__all__ = ["LEVELS", "ALIASES", "WIDTH", "ROLLS", "choose_play", "hint", "level_name"]

#: The levels, weakest first.
LEVELS = ("random", "beginner", "greedy", "lookahead", "neural")
#: Old names still accepted, mapped to today's level.
ALIASES = {"club": "greedy"}
#: How many of the best plays by the plain evaluation ``"lookahead"`` looks at one roll deeper.
WIDTH = 6
#: The 21 distinct rolls with their weights out of 36.
ROLLS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7)
)
#: The lookahead's score of a play that wins the game at once (above any evaluation).
_WON = 1e6


def level_name(level: object) -> str:
    """Return the level ``level`` names (an alias gives today's name).

    Raises
    ------
    InputError
        If ``level`` is neither one of :data:`LEVELS` nor of :data:`ALIASES`.
    """
    if isinstance(level, str):
        if level in LEVELS:
            return level
        if level in ALIASES:
            return ALIASES[level]
    raise InputError(f"level {level!r} is not one of {', '.join(LEVELS)}")


def _score(play: Play) -> float:
    """The plain evaluation of ``play``'s result, for the side that made it."""
    res = play.result
    mover = play.position.on_roll
    return evaluate(res.checkers(mover), res.checkers(1 - mover))


def _greedy(plays: Sequence[Play]) -> Play:
    """The first play with the best plain evaluation."""
    return max(plays, key=_score)


def lookahead_score(result: Position) -> float:
    """The mover's average evaluation of ``result`` after each opponent roll and its best reply.

    ``result`` is a position after the mover's play (the opponent on roll). The opponent plays
    each of its 21 rolls by the plain evaluation; a roll it cannot play leaves ``result`` as it
    is. Higher is better for the side that made the play.
    """
    me = 1 - result.on_roll
    if result.checkers(me)[OFF] == CHECKERS_PER_SIDE:
        return _WON
    total = 0.0
    for dice, weight in ROLLS:
        replies = legal_plays(result, dice)
        if not replies:
            value = evaluate(result.checkers(me), result.checkers(1 - me))
        else:
            best = max(_score(r) for r in replies)  # the opponent's evaluation, it having moved
            value = -best
        total += weight * value
    return total / 36.0


def _lookahead(plays: Sequence[Play]) -> Play:
    """The best play by :func:`lookahead_score` among the :data:`WIDTH` best by plain evaluation."""
    if len(plays) == 1:
        return plays[0]
    ranked = sorted(plays, key=_score, reverse=True)[:WIDTH]
    return max(ranked, key=lambda p: lookahead_score(p.result))


def choose_play(
    position: Position, dice: Sequence[int], level: str = "greedy", rng: _random.Random | None = None
) -> Play | None:
    """Return the play a bot of ``level`` makes, or ``None`` when the roll cannot be played.

    Parameters
    ----------
    position : Position
        Its side on roll plays.
    dice : pair of int
        The roll, each 1-6.
    level : str
        One of :data:`LEVELS` (or an old name of :data:`ALIASES`).
    rng : random.Random, optional
        For the ``"random"`` and ``"beginner"`` levels; default a new unseeded one.

    Raises
    ------
    InputError
        If ``level`` is not one of :data:`LEVELS` or :data:`ALIASES`, or ``position`` is not a
        Position (a :class:`ValueError`).
    DiceError
        If ``dice`` is not a pair of ints 1-6.
    """
    level = level_name(level)
    plays = legal_plays(position, dice)
    if not plays:
        return None
    if rng is not None and not isinstance(rng, _random.Random):
        raise InputError(f"rng must be a random.Random, not {type(rng).__name__}")
    rng = rng or _random.Random()
    if level == "random" or (level == "beginner" and rng.random() < 1 / 3):
        return rng.choice(plays)
    if level == "lookahead":
        return _lookahead(plays)
    if level == "neural":
        from . import neural  # numpy: loaded only when this level plays

        return neural.default_network().best_play(plays, ply=1)
    return _greedy(plays)


def hint(
    position: Position, dice: Sequence[int], level: str = "greedy", rng: _random.Random | None = None
) -> Play | None:
    """Return the play a bot of ``level`` would make (``None`` when the roll cannot be played).

    The same as :func:`choose_play`; for the ``"random"`` and ``"beginner"`` levels ``rng``
    defaults to ``random.Random(0)``, so a hint asked twice is the same hint. ``dice`` is a pair
    of ints 1-6. Raises :class:`DiceError` for other dice and :class:`InputError` for an unknown
    level or if ``position`` is not a Position.
    """
    return choose_play(position, dice, level, _random.Random(0) if rng is None else rng)

"""Computer players: choose a play among the legal ones, by level.

Bots use :func:`bglearn.legal_plays` and never re-implement a rule. Levels:

* ``"random"`` -- any legal play, uniformly.
* ``"beginner"`` -- the best play by ``evaluate``, but a random one a third of the time.
* ``"club"`` -- always the best play by ``evaluate``.

:func:`bglearn.engine.evaluate.evaluate` is a small hand-made evaluation (race, safety, made
points, primes, hits), shared with :func:`bglearn.check_play`'s choice of example plays: enough
to play sensibly and to give beginners a hint; it is not a strong player.
"""

from __future__ import annotations

import random as _random

from ..engine.evaluate import best_play
from ..engine.rules import legal_plays
from ..errors import InputError

__all__ = ["LEVELS", "choose_play", "hint"]

LEVELS = ("random", "beginner", "club")


def choose_play(position, dice, level="club", rng=None):
    """Return the play a bot of ``level`` makes, or ``None`` when the roll cannot be played.

    Raises
    ------
    ValueError
        If ``level`` is not one of :data:`LEVELS`.
    """
    if level not in LEVELS:
        raise InputError(f"level {level!r} is not one of {', '.join(LEVELS)}")
    plays = legal_plays(position, dice)
    if not plays:
        return None
    rng = rng or _random.Random()
    if level == "random" or (level == "beginner" and rng.random() < 1 / 3):
        return rng.choice(plays)
    return best_play(plays)


def hint(position, dice):
    """Return the play the ``"club"`` bot prefers (``None`` when the roll cannot be played)."""
    plays = legal_plays(position, dice)
    return best_play(plays) if plays else None

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
from collections.abc import Sequence

from ..engine.evaluate import best_play
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import legal_plays
from ..errors import InputError

__all__ = ["LEVELS", "choose_play", "hint"]

LEVELS = ("random", "beginner", "club")


def choose_play(
    position: Position, dice: Sequence[int], level: str = "club", rng: _random.Random | None = None
) -> Play | None:
    """Return the play a bot of ``level`` makes, or ``None`` when the roll cannot be played.

    Parameters
    ----------
    position : Position
        Its side on roll plays.
    dice : pair of int
        The roll, each 1-6.
    level : str
        One of :data:`LEVELS`.
    rng : random.Random, optional
        For the ``"random"`` and ``"beginner"`` levels; default a new unseeded one.

    Raises
    ------
    InputError
        If ``level`` is not one of :data:`LEVELS`, or ``position`` is not a Position (a
        :class:`ValueError`).
    DiceError
        If ``dice`` is not a pair of ints 1-6.
    """
    if level not in LEVELS:
        raise InputError(f"level {level!r} is not one of {', '.join(LEVELS)}")
    plays = legal_plays(position, dice)
    if not plays:
        return None
    if rng is not None and not isinstance(rng, _random.Random):
        raise InputError(f"rng must be a random.Random, not {type(rng).__name__}")
    rng = rng or _random.Random()
    if level == "random" or (level == "beginner" and rng.random() < 1 / 3):
        return rng.choice(plays)
    best: Play = best_play(plays)
    return best


def hint(position: Position, dice: Sequence[int]) -> Play | None:
    """Return the play the ``"club"`` bot prefers (``None`` when the roll cannot be played).

    ``dice`` is a pair of ints 1-6. Raises :class:`DiceError` for other dice and
    :class:`InputError` if ``position`` is not a Position.
    """
    plays = legal_plays(position, dice)
    if not plays:
        return None
    best: Play = best_play(plays)
    return best

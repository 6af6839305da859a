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
* ``"lookahead"`` -- looks one roll deeper with a smaller network trained only briefly (20
  hidden units, 1,750 self-play games; ``lookahead_weights.npz``, see
  :data:`bglearn.play.neural.WEIGHTS_FILES`): its best 4 plays (within 0.2 equity of the best,
  judged after the play) are compared over the opponent's 21 rolls (a double once, the others
  twice), the opponent replying by the same network, and the play with the best average wins.
  (Until this version it looked ahead with the hand-made evaluation of ``"greedy"``, which
  measured no stronger than ``"greedy"``: the evaluation is too rough for a deeper look to pay.)
* ``"neural"`` -- the same one-roll-deeper search, wider (its best 8 plays within 0.4 equity of
  the best), with the network trained longest (80 hidden units, 43,200 self-play games;
  ``neural_weights.npz``).
* ``"expert"`` -- the strongest (:data:`STRONGEST`, always last): the analysis engine bgsage
  (:mod:`bglearn.play.analysis`) at 1-ply, cubeful at the game's cube and score (``state=``).
  Where bgsage is not installed (or cannot judge the score) it plays as ``"neural"``
  (:func:`expert_available` says which).

Both networks are :class:`bglearn.play.neural.Network`, trained here from scratch by self-play
(:mod:`bglearn.play.training`); their weights ship with bglearn. The network levels need numpy,
imported the first time one of them plays.

For hints: :func:`rank_plays` gives a level's preferred plays with its own score (the runner-ups
a hint shows), :func:`play_loss` how much equity a play gives away by the analysis engine's
judgement (2-ply; the neural network one roll deeper without bgsage), and :func:`loss_words` says
that amount in words for a learner.
"""

from __future__ import annotations

import math
import random as _random
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, TypedDict

from ..engine.checking import parse_play
from ..engine.evaluate import evaluate
from ..engine.matchstate import MatchState
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import legal_plays
from ..errors import AnalysisError, InputError
from . import analysis

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = [
    "LEVELS",
    "ALIASES",
    "ROLLS",
    "NETWORK_LEVELS",
    "STRONGEST",
    "LOSS_BANDS",
    "RankedPlay",
    "choose_play",
    "rank_plays",
    "hint",
    "play_loss",
    "loss_words",
    "level_name",
    "expert_available",
    "FALLBACK",
    "EngineOptions",
]

#: The levels, weakest first.
LEVELS = ("random", "beginner", "greedy", "lookahead", "neural", "expert")
#: Old names still accepted, mapped to today's level.
ALIASES = {"club": "greedy"}
#: The 21 distinct rolls with their weights out of 36.
ROLLS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7)
)
#: The levels that play by a network: (plies looked ahead, at most how many plays are looked at one
#: roll deeper, within how much equity of the best after the play).
NETWORK_LEVELS = {"lookahead": (1, 4, 0.2), "neural": (1, 8, 0.4)}
#: The strongest level (always the last of :data:`LEVELS`): the analysis engine.
STRONGEST = LEVELS[-1]
#: The level the strongest plays as where the analysis engine is not available.
FALLBACK = "neural"


class RankedPlay(NamedTuple):
    """A play and a level's score of it (:func:`rank_plays`)."""

    #: The play.
    play: Play
    #: The level's score: for ``"expert"`` bgsage's cubeful equity for the mover (EMG), for the
    #: levels that play by a network cubeless money equity for the mover (points per game), the
    #: hand-made evaluation (:func:`bglearn.engine.evaluate.evaluate`, its own units) for the others.
    score: float


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


def expert_available(state: MatchState | None = None) -> bool:
    """True when the ``"expert"`` level plays by the analysis engine here (bgsage installed and the
    score within its range); False when it plays as :data:`FALLBACK` (``"neural"``)."""
    if not analysis.available():
        return False
    st = state if isinstance(state, MatchState) else MatchState()
    if not st.match_length:
        return True
    return max(st.match_length - st.score[0], st.match_length - st.score[1]) <= analysis.MAX_AWAY


def _ranked(
    plays: Sequence[Play], level: str, rng: _random.Random, state: MatchState | None = None, beavers: bool = False
) -> list[RankedPlay]:
    """Every play of ``plays`` (not empty) as ``level`` ranks it, its choice first."""
    if level == STRONGEST:
        pos = plays[0].position
        try:
            engine = analysis.analyse_play(pos, plays[0].dice, state, beavers=beavers)
        except AnalysisError:
            level = FALLBACK  # bgsage missing, failing or out of range: the next level plays
        else:
            return [RankedPlay(r.play, r.equity) for r in engine]
    if level in NETWORK_LEVELS:
        from . import neural  # numpy: loaded only when a network level plays

        ply, width, margin = NETWORK_LEVELS[level]
        return [RankedPlay(plays[i], e) for i, e in neural.level_network(level).rank(plays, ply, width, margin)]
    # stable: among equal evaluations the first legal play first, as max() chose it
    ranked = sorted((RankedPlay(p, _score(p)) for p in plays), key=lambda r: -r.score)
    if level == "random" or (level == "beginner" and rng.random() < 1 / 3):
        drawn = rng.choice(plays)
        ranked.sort(key=lambda r: r.play != drawn)  # the drawn play first, the rest as they were
    return ranked


def _checked_state(state: object) -> MatchState | None:
    if state is not None and not isinstance(state, MatchState):
        raise InputError(f"state must be a MatchState or None (money play), not {type(state).__name__}")
    return state


def _checked_rng(rng: _random.Random | None) -> _random.Random:
    if rng is not None and not isinstance(rng, _random.Random):
        raise InputError(f"rng must be a random.Random, not {type(rng).__name__}")
    return rng or _random.Random()


def choose_play(
    position: Position,
    dice: Sequence[int],
    level: str = "greedy",
    rng: _random.Random | None = None,
    *,
    state: MatchState | None = None,
    beavers: bool = False,
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
    state : MatchState, optional
        For ``"expert"``: the cube and the score (None: money play, cube centred at 1).
    beavers : bool
        For ``"expert"``: the game allows beavers (money play).

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
    return _ranked(plays, level, _checked_rng(rng), _checked_state(state), beavers)[0].play


def rank_plays(
    position: Position,
    dice: Sequence[int],
    level: str = "greedy",
    n: int = 3,
    rng: _random.Random | None = None,
    *,
    state: MatchState | None = None,
    beavers: bool = False,
) -> list[RankedPlay]:
    """Return the ``n`` plays ``level`` prefers, its choice first, each with the level's score.

    What a hint shows: the level's play and its runner-ups. The network levels
    (:data:`NETWORK_LEVELS`) order the plays they look at one roll deeper by that equity, then
    the others by their equity after the play; ``"greedy"`` by the hand-made evaluation. The
    ``"random"`` level puts the play it draws first (``"beginner"`` a third of the time), then the
    others by the hand-made evaluation. The first play is always :func:`choose_play`'s with the
    same ``rng``.

    Parameters
    ----------
    position : Position
        Its side on roll plays.
    dice : pair of int
        The roll, each 1-6.
    level : str
        One of :data:`LEVELS` (or an old name of :data:`ALIASES`).
    n : int
        At most this many plays (fewer when the roll has fewer legal plays); at least 1.
    rng : random.Random, optional
        For the ``"random"`` and ``"beginner"`` levels; default ``random.Random(0)``, so the same
        question gets the same answer.
    state, beavers
        For ``"expert"``, as for :func:`choose_play`.

    Returns
    -------
    list of RankedPlay
        Empty when the roll cannot be played.

    Raises
    ------
    InputError
        If ``level`` is unknown, ``n`` is not an int of at least 1, ``rng`` is not a
        random.Random, or ``position`` is not a Position.
    DiceError
        If ``dice`` is not a pair of ints 1-6.

    Examples
    --------
    >>> from bglearn import Position
    >>> [str(r.play) for r in rank_plays(Position.start(), (3, 1), "neural", n=2)]
    ['8/5 6/5', '24/20']
    """
    level = level_name(level)
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise InputError(f"n must be an int of at least 1, not {n!r}")
    plays = legal_plays(position, dice)
    if not plays:
        return []
    rng = _checked_rng(_random.Random(0) if rng is None else rng)
    return _ranked(plays, level, rng, _checked_state(state), beavers)[:n]


class EngineOptions(TypedDict, total=False):
    """The game around the board, for ``"expert"`` (keywords of :func:`hint`)."""

    state: MatchState | None
    beavers: bool


def hint(
    position: Position,
    dice: Sequence[int],
    level: str = "greedy",
    rng: _random.Random | None = None,
    **options: Unpack[EngineOptions],
) -> Play | None:
    """Return the play a bot of ``level`` would make (``None`` when the roll cannot be played).

    The first play of :func:`rank_plays`: the same as :func:`choose_play`, but for the
    ``"random"`` and ``"beginner"`` levels ``rng`` defaults to ``random.Random(0)``, so a hint
    asked twice is the same hint. ``dice`` is a pair of ints 1-6. Raises :class:`DiceError` for
    other dice and :class:`InputError` for an unknown level or if ``position`` is not a Position.
    ``options`` are ``state`` and ``beavers``, as for :func:`choose_play` (:class:`EngineOptions`);
    another keyword is an :class:`InputError`.
    """
    unknown = set(options) - set(EngineOptions.__annotations__)
    if unknown:
        raise InputError(f"hint() takes state= and beavers=, not {', '.join(sorted(unknown))}")
    ranked = rank_plays(position, dice, level, 1, rng, **options)
    return ranked[0].play if ranked else None


def play_loss(position: Position, dice: Sequence[int], play: Play | str, *, state: MatchState | None = None) -> float:
    """Return how much equity ``play`` gives away against the best play, as "How did I do?" judges.

    Judged by the analysis engine at 2-ply (:func:`bglearn.play.analysis.judge_plays`): cubeless
    money equity in money play; in a match the cubeless match winning chances at the score and cube
    converted to EMG, so gammons are worth nothing in a 1-point match or at double match point. The
    play judged is itself evaluated at 2-ply. Where the engine is not available (or the score is
    beyond its range) the neural network judges, one roll deeper (over the opponent's 21 rolls),
    cubeless money equity. Never below 0; 0 for the best play. :func:`loss_words` says it in words.

    Parameters
    ----------
    position : Position
        Its side on roll plays.
    dice : pair of int
        The roll, each 1-6.
    play : Play or str
        A legal play of this roll here, or its notation (as :func:`bglearn.parse_play` reads it).
        When the roll cannot be played the only play is none (``""``), which loses nothing.
    state : MatchState, optional
        The score, match length and cube (None: money play).

    Raises
    ------
    IllegalPlayError
        If ``play`` is not a legal play of ``dice`` in ``position``.
    AmbiguousPlayError, NotationError
        If ``play`` is notation that fits two plays or is not notation.
    DiceError
        If ``dice`` is not a pair of ints 1-6.
    InputError
        If ``state`` is not a MatchState.
    """
    chosen = parse_play(position, dice, play)
    st = _checked_state(state)
    if chosen is None:
        return 0.0
    try:
        judged = analysis.judge_plays(position, dice, st, also=chosen)
    except AnalysisError:
        return _network_loss(position, dice, chosen)
    return next(r.loss for r in judged if r.play == chosen)


def _network_loss(position: Position, dice: Sequence[int], chosen: Play) -> float:
    """The fallback judge: the neural network one roll deeper, cubeless money equity."""
    from . import neural  # numpy: loaded only when a network level plays

    best = choose_play(position, dice, FALLBACK)
    assert best is not None  # a legal play exists
    if best == chosen:
        return 0.0
    net = neural.level_network(FALLBACK)
    return max(0.0, net.lookahead_equity(best.result) - net.lookahead_equity(chosen.result))


#: Bands of :func:`loss_words`: (loss below which the words fit, the words). The bounds are GNU
#: Backgammon's marks (0.04 doubtful, 0.08 bad, 0.16 very bad), with 0.01 for a small slip.
LOSS_BANDS: tuple[tuple[float, str], ...] = (
    (0.01, "about as good as the best"),
    (0.04, "a small slip"),
    (0.08, "an inaccuracy"),
    (0.16, "an error"),
    (math.inf, "a blunder"),
)


def loss_words(loss: float) -> str:
    """Say an equity loss (:func:`play_loss`, EMG: points per game) in words for a learner.

    Parameters
    ----------
    loss : float
        At least 0: the equity the play (or cube action) gives away, in EMG.

    Returns
    -------
    str
        The words of the first band of :data:`LOSS_BANDS` whose bound is above ``loss``: under
        0.01 ``"about as good as the best"``, from 0.01 ``"a small slip"``, from 0.04 ``"an
        inaccuracy"``, from 0.08 ``"an error"``, from 0.16 ``"a blunder"``.

    Raises
    ------
    InputError
        If ``loss`` is not a number, is negative or is NaN.

    Examples
    --------
    >>> loss_words(0.0)
    'about as good as the best'
    >>> loss_words(0.1)
    'an error'
    """
    if isinstance(loss, bool) or not isinstance(loss, (int, float)) or not loss >= 0:
        raise InputError(f"loss must be a number of at least 0 (points per game), not {loss!r}")
    return next(words for bound, words in LOSS_BANDS if loss < bound)

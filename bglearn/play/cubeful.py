"""Cube decisions of the computer levels: double, take, drop, beaver, and accepting a resignation.

**With the analysis engine** (bgsage, :mod:`bglearn.play.analysis`) every level decides from the
engine's three cube equities (no double, double/take, double/pass) at the game's cube, score and
options (:data:`CUBE_NOISE`):

* ``"expert"`` -- the engine's action exactly (beaver where the game allows it and the engine says so);
* ``"beginner"`` / ``"greedy"`` / ``"lookahead"`` / ``"neural"`` -- each of the three equities plus
  Gaussian noise of standard deviation 0.12 / 0.08 / 0.05 / 0.03 EMG, drawn from the ``rng`` passed
  (the game's own ``rng`` when none is passed), then the best action by the noisy equities;
* ``"random"`` -- at random among the actions within 0.25 EMG of the best (:data:`RANDOM_MARGIN`).

Whatever the noise, no level chooses an action that gives away more than :data:`RANDOM_MARGIN`
(0.25 EMG) by the engine's equities, doubles with under 50 % winning chances where the engine does
not double, doubles a dead cube (a single win already wins the match), or beavers where the engine
does not beaver (no level takes, beavers or doubles as a
clear underdog). A resignation is accepted, at every level but ``"random"``, when what it offers is
worth at least the engine's value of playing on for the side accepting (:func:`accept_resignation`).
Where the engine is not available (bgsage not installed, failing, or the match is
over 25 points away) the levels decide by their own estimates, as follows.

**Without it** each level first estimates the game (:func:`estimate`): the chances of the side on roll, before
its roll, to win, win a gammon, win a backgammon, lose a gammon, lose a backgammon. Then:

* **Money play** -- Janowski's cubeful equity ("Take-points in money games", 1993): from the
  chance ``p`` of winning and the average value of a win ``W`` and of a loss ``L`` (gammons
  included), a fully live cube gives a piecewise-linear equity with the take point
  ``TP = (L - 1/2) / (W + L + 1/2)`` and the cash point ``CP = (L + 1) / (W + L + 1/2)``; the
  equity used is ``x * live + (1 - x) * dead`` with the cube efficiency ``x``
  (:data:`~bglearn.play.met.CUBE_EFFICIENCY`, 0.68), the dead equity being the cubeless one.
  The side on roll doubles when ``min(double/take, double/drop) > no double`` (so not when it is
  too good: playing on for the gammon is worth more than the cash), and cashes a game the taker
  should drop when playing on is worth no more than the cash (a sure single win); the taker takes when its
  equity after the take is at least -1 (what the drop costs), and beavers (when the game allows
  beavers) when its equity after the take is above 0. With the Jacoby rule and the cube not yet
  turned, the no-double equity counts no gammons.
* **Match play** -- the same, in match winning chances, from the match equity table that
  :mod:`bglearn.play.met` computes (its continuous cube model at the score, with the gammon
  shares of the position). No cube in the Crawford game; post-Crawford the trailer doubles at
  once; a side whose single win already wins the match at the current cube never doubles (its
  cube is dead). Beavers are a money-play option: never in a match.
* **Resignations** -- accepted when what is offered (points, or match chance at the score) is at
  least the cubeful value of playing on.

What each level (:data:`~bglearn.play.bots.LEVELS`) estimates without the engine (:data:`CUBE_POLICIES`):

* ``"random"`` -- doubles at random (half the time) but only when it leads the race in the pip
  count, and takes, drops, beavers or accepts a resignation at random among the legal choices.
* ``"beginner"`` -- the race formula of the pip counts alone, even when the checkers are still
  in contact, and no gammons: rough, and wrong when the position and not the race decides.
* ``"greedy"`` -- the race formula in a race; with contact the race formula's log-odds plus
  what the hand evaluation of :func:`bglearn.engine.evaluate.evaluate` (seen from the other side,
  0-ply) adds beyond the pip lead (:data:`POSITION_SCALE`), and a rough gammon share that grows
  with the lead.
* ``"lookahead"`` -- with contact, its own small network (the one it plays with,
  :func:`bglearn.play.neural.level_network`) one roll deeper, as ``"neural"`` does; in a race the
  race formula (that network, trained on few games, misjudges races).
* ``"neural"`` -- the network of :mod:`bglearn.play.neural` one roll deeper: for each of the 21
  rolls its best play by the network, the five chances averaged with the rolls' weights (the
  network itself judges positions after a play, with the other side on roll).
* ``"expert"`` -- as ``"neural"`` (the level it plays as without the engine).
"""

from __future__ import annotations

import math
import random as _random

from ..engine.constants import CHECKERS_PER_SIDE, OFF, Board
from ..engine.evaluate import evaluate
from ..engine.position import Position
from ..engine.rules import RESULT_POINTS, game_result, legal_plays
from ..errors import AnalysisError, GameError, InputError
from . import analysis
from .analysis import CubeEquities, Probabilities
from .bots import ROLLS, choose_play, level_name
from .cube import score_game
from .game import Game, Match
from .met import CUBE_EFFICIENCY, CubeGame, match_equity_table

__all__ = [
    "CUBE_POLICIES",
    "POSITION_SCALE",
    "Probabilities",
    "CUBE_NOISE",
    "RANDOM_MARGIN",
    "race_chance",
    "estimate",
    "money_equities",
    "should_double",
    "take_decision",
    "accept_resignation",
]

#: How each level decides the cube (every level of :data:`~bglearn.play.bots.LEVELS` has one).
CUBE_POLICIES = {
    "random": "at random among the legal choices; doubles only when ahead in the pip count",
    "beginner": "pip-count race formula only, no gammons, then Janowski / the match equity table",
    "greedy": "race formula, or the hand evaluation 0-ply as a chance; Janowski / the match equity table",
    "lookahead": "race formula in a race, else its small network 1-ply; Janowski / the match equity table",
    "neural": "the network 1-ply (21 rolls, best play each); Janowski / the match equity table",
    "expert": "the analysis engine's cube action (bgsage 1-ply); without it as neural",
}
#: With the analysis engine: the standard deviation (EMG) of the Gaussian noise each level adds to
#: the engine's three cube equities (``"expert"`` none; ``"random"`` chooses by :data:`RANDOM_MARGIN`).
CUBE_NOISE = {"beginner": 0.12, "greedy": 0.08, "lookahead": 0.05, "neural": 0.03, "expert": 0.0}
#: With the analysis engine: ``"random"`` picks among the actions within this much (EMG) of the best,
#: and no level chooses an action that gives away this much or more.
RANDOM_MARGIN = 0.25

#: Hand-evaluation points (beyond the pip lead) per unit of log-odds added to the race formula.
#: Fitted to the neural level's winning chances on 608 contact positions of 40 seeded games of the
#: greedy level: mean squared error 0.0363 (the race formula alone 0.0375; the hand evaluation
#: alone through a logistic curve no better than 0.060 at any scale).
POSITION_SCALE = 200.0
#: The pips one roll is worth on average (49/6), and the race formula's variance of the pips one roll moves.
_ROLL_PIPS = 49 / 6
_ROLL_VARIANCE = 18.6


# -- estimates ---------------------------------------------------------------------------------


def _clamp(p: float) -> float:
    return min(1.0, max(0.0, p))


def _finished(me: Board, opp: Board) -> Probabilities:
    """The exact outcome when ``me`` has borne off all its checkers."""
    gammon = opp[OFF] == 0
    backgammon = gammon and (opp[25] > 0 or any(opp[19:25]))
    return Probabilities(1.0, float(gammon), float(backgammon), 0.0, 0.0)


def _sure_to_finish(board: Board) -> bool:
    """True when a side on roll bears off its last checkers with any roll: at most two left, in
    its home board, 3 pips or fewer (one checker on the 1-, 2- or 3-point, or on the 1 and 2)."""
    left = CHECKERS_PER_SIDE - board[OFF]
    return 0 < left <= 2 and not any(board[7:26]) and _pips(board) <= 3


def _facts(probs: Probabilities, me: Board, opp: Board) -> Probabilities:
    """Correct an estimate where the rules decide: no gammon against a side that has borne a
    checker off, a sure last roll, the board's backgammon chances bounded by its gammon chances."""
    win, wg, wbg, lg, lbg = probs
    if _sure_to_finish(me):
        return _finished(me, opp)
    if _sure_to_finish(opp) and CHECKERS_PER_SIDE - me[OFF] > 4:  # one roll bears off 4 at most
        win = wg = wbg = 0.0  # a sure loss; its kind (gammon or not) still depends on this roll
    if opp[OFF]:
        wg = wbg = 0.0
    if me[OFF]:
        lg = lbg = 0.0
    return Probabilities(win, min(wg, win), min(wbg, wg, win), min(lg, 1 - win), min(lbg, lg, 1 - win))


def _pips(board: Board) -> int:
    return sum(p * board[p] for p in range(1, 26))


def race_chance(my_pips: int, opp_pips: int) -> float:
    """The chance that the side on roll wins a race: a normal approximation of the rolls each needs.

    Each side needs about ``pips / (49/6)`` rolls, the side on roll half a roll less; the spread
    of the difference grows with the pips to go (variance 18.6 pips squared per roll).

    Parameters
    ----------
    my_pips, opp_pips : int
        The pip counts of the side on roll and of the other side (positive).
    """
    lead = (opp_pips - my_pips) / _ROLL_PIPS + 0.5
    sigma = math.sqrt(max(my_pips + opp_pips, 1) * _ROLL_VARIANCE / _ROLL_PIPS**3)
    return 0.5 * (1.0 + math.erf(lead / (sigma * math.sqrt(2.0))))


def _race(me: Board, opp: Board) -> bool:
    back_me = max((p for p in range(1, 26) if me[p]), default=0)
    back_opp = max((p for p in range(1, 26) if opp[p]), default=0)
    return back_me + back_opp <= 25


def _rough(p: float) -> Probabilities:
    """A winning chance with a rough gammon share that grows with the lead (contact positions)."""
    return Probabilities(p, 0.35 * p * p, 0.01 * p * p, 0.35 * (1 - p) ** 2, 0.01 * (1 - p) ** 2)


def _logit(p: float) -> float:
    p = min(1 - 1e-9, max(1e-9, p))
    return math.log(p / (1 - p))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))


def _pip_estimate(position: Position) -> Probabilities:
    me, opp = position.mover_and_opponent()
    return Probabilities(race_chance(_pips(me), _pips(opp)), 0.0, 0.0, 0.0, 0.0)


def _hand_estimate(position: Position) -> Probabilities:
    me, opp = position.mover_and_opponent()
    race = race_chance(_pips(me), _pips(opp))
    if _race(me, opp):
        return Probabilities(race, 0.0, 0.0, 0.0, 0.0)
    # the other side's hand evaluation as the side that has just moved, less its pip lead: what
    # the position adds to the race, on top of the race formula's log-odds
    positional = -evaluate(opp, me) - (_pips(opp) - _pips(me))
    return _rough(_logistic(_logit(race) + positional / POSITION_SCALE))


def _network_estimate(position: Position, level: str) -> Probabilities:
    """The chances by ``level``'s own network, one roll deeper: its best play of each of the 21 rolls."""
    from . import neural  # numpy: loaded only when a network level decides

    net = neural.level_network(level)
    side = position.on_roll
    boards: list[tuple[Board, Board]] = []
    spans: list[tuple[int, int, int]] = []
    for dice, weight in ROLLS:
        start = len(boards)
        plays = legal_plays(position, dice)
        if not plays:  # no play: as if this side had just moved, the other side on roll
            boards.append((position.checkers(side), position.checkers(1 - side)))
        for play in plays:
            r = play.result
            boards.append((r.checkers(side), r.checkers(1 - side)))
        spans.append((start, len(boards), weight))
    out = net.outputs(boards)
    for i, (mine, theirs) in enumerate(boards):
        if mine[OFF] == CHECKERS_PER_SIDE:
            out[i] = _finished(mine, theirs)
        elif _sure_to_finish(theirs):  # the other side, on roll, bears off its last checkers
            out[i] = _finished(theirs, mine).flipped()
    eq = neural.equity(out)
    total = [0.0] * 5
    for start, stop, weight in spans:
        best = start + int(eq[start:stop].argmax())
        for k in range(5):
            total[k] += weight * float(out[best, k])
    return Probabilities(*(_clamp(t / 36.0) for t in total))


def _neural_estimate(position: Position) -> Probabilities:
    """The neural level: its network 1-ply."""
    return _network_estimate(position, "neural")


def _small_network_estimate(position: Position) -> Probabilities:
    """The lookahead level: the race formula in a race (its small network judges races poorly: it
    gives 0.31 to the side on roll 21 pips behind in a 63-42 bear-off race), else its network 1-ply."""
    me, opp = position.mover_and_opponent()
    if _race(me, opp):
        return _hand_estimate(position)
    return _network_estimate(position, "lookahead")


_ESTIMATES = {
    "random": _pip_estimate,
    "beginner": _pip_estimate,
    "greedy": _hand_estimate,
    "lookahead": _small_network_estimate,
    "neural": _neural_estimate,
    "expert": _neural_estimate,
}


def _level(level: object) -> str:
    name = level_name(level)
    if name not in _ESTIMATES or name not in CUBE_POLICIES:
        raise InputError(f"level {name!r} has no cube policy yet (bglearn.play.cubeful.CUBE_POLICIES)")
    return name


def estimate(position: Position, level: str = "neural") -> Probabilities:
    """The chances of the side on roll of ``position``, before its roll, as ``level`` sees them.

    Parameters
    ----------
    position : Position
        Any position; a finished one gives its exact outcome.
    level : str
        One of :data:`~bglearn.play.bots.LEVELS` (how each estimates: this module's docstring).

    Returns
    -------
    Probabilities
        Win, win gammon, win backgammon, lose gammon, lose backgammon for the side on roll.

    Raises
    ------
    InputError
        If ``level`` is unknown or ``position`` is not a Position.
    """
    name = _level(level)
    if not isinstance(position, Position):
        raise InputError(f"position must be a Position, not {type(position).__name__}")
    result = game_result(position)
    if result is not None:
        done = _finished(position.checkers(result.winner), position.checkers(1 - result.winner))
        return done if result.winner == position.on_roll else done.flipped()
    me, opp = position.mover_and_opponent()
    return _facts(_ESTIMATES[name](position), me, opp)


# -- money play: Janowski ----------------------------------------------------------------------


def _janowski(probs: Probabilities, owner: str, efficiency: float) -> float:
    """Cubeful money equity per unit of cube; ``owner`` is 'me', 'centre' or 'opp'."""
    p = probs.win
    w = 1 + (probs.win_gammon + probs.win_backgammon) / p if p > 1e-9 else 1.0
    lo = 1 + (probs.lose_gammon + probs.lose_backgammon) / (1 - p) if p < 1 - 1e-9 else 1.0
    tp = (lo - 0.5) / (w + lo + 0.5)
    cp = (lo + 1) / (w + lo + 0.5)
    if owner == "me":
        live = -lo + (lo + 1) * p / cp if p < cp else 1 + (w - 1) * (p - cp) / (1 - cp)
    elif owner == "opp":
        live = -lo + (lo - 1) * p / tp if p < tp else -1 + (w + 1) * (p - tp) / (1 - tp)
    elif p < tp:
        live = -lo + (lo - 1) * p / tp
    elif p <= cp:
        live = -1 + 2 * (p - tp) / (cp - tp)
    else:
        live = 1 + (w - 1) * (p - cp) / (1 - cp)
    dead = p * w - (1 - p) * lo
    return efficiency * live + (1 - efficiency) * dead


def money_equities(
    probs: Probabilities, *, owned: bool = False, jacoby: bool = False, efficiency: float = CUBE_EFFICIENCY
) -> tuple[float, float, float]:
    """Janowski's cubeful money equities of a cube decision, per unit of the current cube.

    Parameters
    ----------
    probs : Probabilities
        The chances of the side that may double (on roll, before its roll).
    owned : bool
        That side owns the cube (else it is centred).
    jacoby : bool
        The Jacoby rule applies and the cube has not been turned: no gammons count without a double.
    efficiency : float
        The cube efficiency ``x`` (0 dead .. 1 fully live).

    Returns
    -------
    (float, float, float)
        ``(no double, double/take, double/drop)`` for the doubler; double/drop is 1.
    """
    nd = _janowski(probs.without_gammons() if jacoby else probs, "me" if owned else "centre", efficiency)
    return nd, 2 * _janowski(probs, "opp", efficiency), 1.0


# -- the game and the match --------------------------------------------------------------------


def _check_match(game: Game, match: Match | None) -> None:
    if not isinstance(game, Game):
        raise InputError(f"game must be a Game, not {type(game).__name__}")
    if match is not None:
        if not isinstance(match, Match):
            raise InputError(f"match must be a Match or None (money play), not {type(match).__name__}")
        if not any(g is game for g in match.games):
            raise InputError("game is not one of this match's games")


def _rng(rng: object, game: Game | None = None) -> _random.Random:
    if rng is None:
        return game.rng if game is not None else _random.Random()
    if not isinstance(rng, _random.Random):
        raise InputError(f"rng must be a random.Random, not {type(rng).__name__}")
    return rng


def _cube_game(game: Game, match: Match, side: int, probs: Probabilities) -> CubeGame:
    """The match cube model at the score, from ``side``'s view, with its chances' gammon shares."""
    a, b = match.length - match.score[side], match.length - match.score[1 - side]
    if game.crawford:
        phase = "crawford"
    elif match.length > 1 and match.length - 1 in match.score:
        phase = "post"
    else:
        phase = "pre"
    return CubeGame(match_equity_table(match.length), a, b, phase, probs.shares())


def _owner(game: Game, side: int) -> int | None:
    """The cube's owner relative to ``side``: 0 it, 1 the other side, None centred."""
    if game.cube_owner is None:
        return None
    return 0 if game.cube_owner == side else 1


def _chances(game: Game, side: int, level: str) -> Probabilities:
    """``side``'s chances now: before the roll the position's; after it, those after the level's play."""
    pos = game.position
    if game.dice is not None:
        play = choose_play(pos, game.dice, level, _random.Random(0))
        if play is not None:
            pos = play.result
        else:
            pos = pos.pass_turn()
    probs = estimate(pos, level)
    return probs if pos.on_roll == side else probs.flipped()


def _engine_cube(game: Game, match: Match | None, beavers: bool = False) -> CubeEquities | None:
    """The engine's cube equities of the side on roll (before its roll), or None without the engine."""
    try:
        return analysis.cube_equities(game.position, analysis.game_state(game, match), beavers=beavers)
    except AnalysisError:
        return None


def _choose(options: dict[str, float], name: str, rng: _random.Random) -> str:
    """The action ``name`` takes among ``options`` (action -> its engine equity for the chooser)."""
    best = max(options.values())
    fair = {a: e for a, e in options.items() if e > best - RANDOM_MARGIN}
    if name == "random":
        return rng.choice(sorted(fair))
    sigma = CUBE_NOISE[name]
    noisy = {a: e + (rng.gauss(0.0, sigma) if sigma else 0.0) for a, e in fair.items()}
    return max(sorted(noisy), key=lambda a: noisy[a])


def _engine_double(cd: CubeEquities, name: str, rng: _random.Random) -> bool:
    """Whether ``name`` doubles, by the engine's equities ``cd`` (see the module docstring)."""
    if name == "expert":
        return cd.should_double
    options = {"no double": cd.no_double, "double": min(cd.double_take, cd.double_pass)}
    if not cd.should_double and cd.chances.win < 0.5:
        del options["double"]  # no level doubles as an underdog where the engine does not
    return _choose(options, name, rng) == "double"


def _engine_take(cd: CubeEquities, beaver: CubeEquities | None, name: str, rng: _random.Random) -> str:
    """``'take'``, ``'drop'`` or ``'beaver'`` by the engine's equities (the doubler's ``cd``; ``beaver``:
    the same with beavers allowed, when the game allows them)."""
    may_beaver = beaver is not None and beaver.beaver
    if name == "expert":
        if may_beaver:
            return "beaver"
        return "take" if cd.should_take else "drop"
    options = {"take": -cd.double_take, "drop": -cd.double_pass}
    if beaver is not None and may_beaver:
        options["beaver"] = -beaver.double_take
    return _choose(options, name, rng)


def should_double(
    game: Game, level: str = "neural", match: Match | None = None, rng: _random.Random | None = None
) -> bool:
    """Whether a computer player of ``level`` on roll doubles now (see the module docstring).

    Parameters
    ----------
    game : Game
        Its side on roll may double (:meth:`Game.can_double`).
    level : str
        One of :data:`~bglearn.play.bots.LEVELS`.
    match : Match, optional
        The match ``game`` belongs to (its score and length decide); None for money play.
    rng : random.Random, optional
        For the levels' draws (the noise, the ``"random"`` level); default the game's own ``rng``.

    Raises
    ------
    GameError
        If the side on roll cannot double now (Crawford game, cube owned by the other side,
        after the roll, a double pending, the game over); nothing changes.
    InputError
        For an unknown level, a ``match`` that ``game`` is not part of, or a bad ``rng``.
    """
    name = _level(level)
    _check_match(game, match)
    if not game.can_double():
        raise GameError("the side on roll cannot double now (no cube, the other side owns it, or not before the roll)")
    side = game.position.on_roll
    if match is not None and match.length - match.score[side] <= game.cube_value:
        return False  # a single win already wins the match: the cube is dead for this side
    cd = _engine_cube(game, match, beavers=match is None and game.beavers)  # a double may be beavered
    if cd is not None:
        return _engine_double(cd, name, _rng(rng, game))
    if name == "random":
        ahead = _pips(game.position.checkers(side)) < _pips(game.position.checkers(1 - side))
        return ahead and _rng(rng, game).random() < 0.5
    v = game.cube_value
    if match is not None:
        away, away_opp = match.length - match.score[side], match.length - match.score[1 - side]
        if away <= v:
            return False  # a single win already wins the match: the cube is dead for this side
        if away_opp == 1:
            return True  # post-Crawford (the Crawford game has no cube): the trailer doubles at once
    probs = _chances(game, side, name)
    if match is None:
        nd, dt, dp = money_equities(probs, owned=game.cube_owner == side, jacoby=game.jacoby and v == 1)
    else:
        model = _cube_game(game, match, side, probs)
        x = CUBE_EFFICIENCY
        nd = model.equity(probs.win, v, _owner(game, side), x)
        dt = model.equity(probs.win, 2 * v, 1, x)
        dp = model.table.after(model.a - v, model.b, model.phase)
    # double when it gains; also cash a game whose playing on is worth no more (a sure single win)
    return min(dt, dp) > nd or dt >= dp >= nd - 1e-9


def take_decision(
    game: Game, level: str = "neural", match: Match | None = None, rng: _random.Random | None = None
) -> str:
    """``'take'``, ``'drop'`` or ``'beaver'``: how a computer player of ``level`` answers a double.

    ``'beaver'`` (take and redouble at once, keeping the cube) only in money play and only when
    the game allows beavers (``game.can_beaver()``, or ``game.beavers`` where a Game has no
    ``can_beaver``).

    Parameters
    ----------
    game : Game
        A double is pending (:attr:`Game.offered`); its side to act (:attr:`Game.turn`) answers.
    level, match, rng
        As for :func:`should_double`.

    Raises
    ------
    GameError
        If no double is pending or the game is over; nothing changes.
    InputError
        For an unknown level, a ``match`` that ``game`` is not part of, or a bad ``rng``.
    """
    name = _level(level)
    _check_match(game, match)
    if game.over or not game.offered:
        raise GameError("no double is pending: there is nothing to take or drop")
    taker = game.turn
    beaver_ok = match is None and game.can_beaver()
    cd = _engine_cube(game, match)
    if cd is not None:
        beaver = _engine_cube(game, match, beavers=True) if beaver_ok else None
        return _engine_take(cd, beaver, name, _rng(rng, game))
    if name == "random":
        return _rng(rng, game).choice(("take", "drop", "beaver") if beaver_ok else ("take", "drop"))
    probs = _chances(game, taker, name)
    v = game.cube_value
    if match is None:
        after_take = _janowski(probs, "me", CUBE_EFFICIENCY) * 2  # the taker owns the cube at 2v
        if after_take < -1.0:
            return "drop"
        return "beaver" if beaver_ok and after_take > 0.0 else "take"
    model = _cube_game(game, match, taker, probs)
    take = model.equity(probs.win, 2 * v, 0, CUBE_EFFICIENCY)
    drop = model.table.after(model.a, model.b - v, model.phase)
    return "take" if take >= drop else "drop"


def accept_resignation(
    game: Game, kind: str, level: str = "neural", match: Match | None = None, rng: _random.Random | None = None
) -> bool:
    """Whether a computer player of ``level`` accepts the other side's resignation of ``kind``.

    Accepted when what is offered is worth at least the cubeful value of playing on: in money
    play the points (cube and Jacoby rule counted), in a match the match winning chance at the
    score after the offered points. With the analysis engine (:mod:`bglearn.play.analysis`, every
    level but ``"random"``) the value of playing on is the engine's, at 1-ply and cubeful, for the
    side accepting: before the resigner's roll the resigner's cube decision (:attr:`CubeEquities.best`),
    after it the resigner's best play, in answer to a double the better of take and drop for the
    resigner; the offer in the same units (EMG per unit of the cube: the points over the cube's
    value in money play, :func:`bglearn.play.analysis.match_equity` of a sure win of that kind in a
    match). Without the engine, the level's own estimate as below.

    Parameters
    ----------
    game : Game
        The game going on. The resigning side is ``game.resignation[0]`` when an offer is pending,
        else the side to act (:attr:`Game.turn`, as :meth:`Game.resign` has it).
    kind : str
        ``'single'``, ``'gammon'`` or ``'backgammon'``.
    level, match, rng
        As for :func:`should_double`.

    Raises
    ------
    InputError
        For an unknown kind or level, a ``match`` that ``game`` is not part of, or a bad ``rng``.
    GameError
        If the game is over.
    """
    name = _level(level)
    _check_match(game, match)
    if not isinstance(kind, str) or kind not in RESULT_POINTS:
        raise InputError(f"a game is resigned as 'single', 'gammon' or 'backgammon', not {kind!r}")
    if game.over:
        raise GameError("the game is over: there is no resignation to accept")
    offer = game.resignation
    resigner = offer[0] if offer else game.turn
    accepter = 1 - resigner
    if name == "random":
        return _rng(rng).random() < 0.5
    engine = _engine_accepts(game, match, kind, resigner)
    if engine is not None:
        return engine
    probs = _chances(game, accepter, name)
    v = game.cube_value
    if match is None:
        offered = score_game(kind, v, jacoby=game.jacoby, cube_turned=v > 1)
        owner = {None: "centre", 0: "me", 1: "opp"}[_owner(game, accepter)]
        play_on = v * _janowski(probs.without_gammons() if game.jacoby and v == 1 else probs, owner, CUBE_EFFICIENCY)
        return offered >= play_on - 1e-9
    model = _cube_game(game, match, accepter, probs)
    offered_mwc = model.table.after(model.a - RESULT_POINTS[kind] * v, model.b, model.phase)
    return offered_mwc >= model.equity(probs.win, v, _owner(game, accepter), CUBE_EFFICIENCY) - 1e-9


def _engine_accepts(game: Game, match: Match | None, kind: str, resigner: int) -> bool | None:
    """Whether the engine's value of playing on for the side accepting is at most what ``kind``
    offers it (see :func:`accept_resignation`); None without the engine."""
    accepter = 1 - resigner
    state = analysis.game_state(game, match)
    beavers = match is None and game.beavers
    v = game.cube_value
    try:
        if game.offered:  # the resigner was doubled: it would take or drop, whichever is better for it
            cd = analysis.cube_equities(game.position, state, beavers=beavers)
            play_on = min(cd.double_take, cd.double_pass)
            play_on = play_on if game.position.on_roll == accepter else -play_on
        elif game.dice is not None:  # the resigner has rolled: its best play
            ranked = analysis.analyse_play(game.position, game.dice, state, beavers=beavers)
            best = ranked[0].equity if ranked else 0.0
            play_on = -best if game.position.on_roll == resigner else best
        else:  # before the resigner's roll: its cube decision and the game
            cd = analysis.cube_equities(game.position, state, beavers=beavers)
            play_on = -cd.best if game.position.on_roll == resigner else cd.best
        if match is None:
            offered = score_game(kind, v, jacoby=game.jacoby, cube_turned=v > 1) / v
        else:
            gammon, backgammon = float(kind != "single"), float(kind == "backgammon")
            offered = analysis.match_equity(Probabilities(1.0, gammon, backgammon, 0.0, 0.0), state, accepter)
    except AnalysisError:
        return None
    return offered >= play_on - 1e-9

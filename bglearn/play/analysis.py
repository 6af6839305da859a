"""The one adapter to the analysis engine, **bgsage** (Open Sage, MPL-2.0): bglearn's types in and out.

Judgement about *good* play -- the ``"expert"`` level, Hint, "How did I do?", every level's cube and
(later) match review -- asks this module; judgement about *legal* play stays bglearn's own
(:func:`bglearn.legal_plays`). bgsage is an optional dependency (the ``lab`` and ``test`` extras) and
is imported inside the functions, the first time one is called, so ``import bglearn`` never loads it.

What it offers:

* :func:`analyse_play` -- a position and its roll -> every legal play ranked best first
  (:class:`AnalysedPlay`: the play, its equity, what it gives away against the best, and the
  mover's chances after it), at 1-ply or 2-ply, cubeful at the game's cube and score.
* :func:`judge_plays` -- the same plays judged as "How did I do?" judges them: 2-ply, cubeless in
  money play; in a match the cubeless match winning chances at the score, converted to money-game
  units (so gammons are worth nothing in a 1-point match or at double match point).
* :func:`deep_plays` -- the plays of a roll judged as GNU Backgammon's ``analyse match`` judges
  them: cubeful at the cube and score, one roll deeper than 2-ply (bgsage's 3-ply, which is
  GNU Backgammon's "2-ply": gnubg counts from 0), the few best candidates and the play made.
  The match review (:func:`bglearn.review_match`) asks it.
* :func:`cube_equities` -- a position before the roll -> :class:`CubeEquities`: no double,
  double/take and double/pass equities for the side on roll, the right action (beaver included
  where allowed) and the chances before the roll (1-, 2- or 3-ply).
* :func:`available` -- whether bgsage answers at all here.

The game around the board comes in as a :class:`bglearn.MatchState` (cube value and owner, score,
match length, Crawford game, Jacoby rule; ``None`` = money play, cube centred at 1, no Jacoby
rule) and a ``beavers`` flag (a :class:`bglearn.play.Game` option that a Match ID does not hold).
The game's own Jacoby and beaver settings are always passed on: bgsage defaults both to on, a
:class:`~bglearn.play.Game` to off. :func:`game_state` builds the MatchState of a Game (and its
Match).

Units: every equity is in money-game units (EMG) for the side on roll, per unit of the current
cube; in a match bgsage normalises match winning chances the same way (winning a single game at
this cube +1, losing one -1), as GNU Backgammon's "EMG" does.

Errors: :class:`bglearn.AnalysisError` when bgsage is not installed or fails to load, when it fails,
or when either side is more than :data:`MAX_AWAY` points away (bgsage silently answers 0.0 for
everything there): the caller falls back to bglearn's own levels. Bad input (not a Position, bad
dice, an impossible state) is an :class:`bglearn.InputError` as everywhere.

Depths are bgsage's (and eXtreme Gammon's) count: 1-ply is the network on the position, 2-ply one
roll deeper; GNU Backgammon counts from 0, so its "2-ply" is bgsage's 3-ply (:data:`DEEP_PLY`).

One analyzer per kind (1-, 2- and 3-ply cubeful, 2-ply cubeless) per process, built on first
use with ``parallel_threads=1`` (a hub runs many kernels at once; bgsage's own N-ply search keeps a
minimum of two threads, and its cubeful checker play spreads the plays over a short-lived pool).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Sequence
from typing import Any, NamedTuple

from ..engine.constants import BAR, Board
from ..engine.matchstate import MatchState
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import check_dice, legal_plays
from ..errors import AnalysisError, InputError
from .met import Shares

__all__ = [
    "MAX_AWAY",
    "PLIES",
    "DEEP_PLY",
    "DEEP_PLAYS",
    "DEEP_WINDOW",
    "Probabilities",
    "AnalysedPlay",
    "CubeEquities",
    "available",
    "prepare",
    "clear_cache",
    "analyse_play",
    "judge_plays",
    "deep_plays",
    "match_equity",
    "cube_equities",
    "cube_dead",
    "game_state",
    "to_bgsage",
]

#: The most points away bgsage's match equity table reaches (beyond it it answers 0.0 for everything).
MAX_AWAY = 25
#: The evaluation depths this adapter offers: 1-ply (the network on each play's result) and 2-ply (one
#: roll deeper).
PLIES = (1, 2)
#: The depth of :func:`deep_plays` and of :func:`cube_equities` at its deepest: bgsage's 3-ply, GNU
#: Backgammon's "2-ply" (the depth its ``analyse match`` judges at by default).
DEEP_PLY = 3
#: :func:`deep_plays` judges at :data:`DEEP_PLY` at most this many plays, the best at 1-ply ...
DEEP_PLAYS = 5
#: ... among those within this of the 1-ply best (EMG), and the play being judged.
DEEP_WINDOW = 0.12


class Probabilities(NamedTuple):
    """The chances of one side: win, win a gammon or better, win a backgammon, lose a gammon or
    worse, lose a backgammon (each 0..1, the gammon chances include backgammons)."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float

    @property
    def equity(self) -> float:
        """The cubeless money equity: ``2 win - 1 + wg - lg + wbg - lbg`` (points per cube)."""
        return 2 * self.win - 1 + self.win_gammon - self.lose_gammon + self.win_backgammon - self.lose_backgammon

    def flipped(self) -> Probabilities:
        """The same chances seen by the other side."""
        return Probabilities(1 - self.win, self.lose_gammon, self.lose_backgammon, self.win_gammon, self.win_backgammon)

    def shares(self) -> Shares:
        """The gammon and backgammon shares of the wins and of the losses."""
        w, lose = self.win, 1 - self.win
        return Shares(
            self.win_gammon / w if w > 1e-9 else 0.0,
            self.win_backgammon / w if w > 1e-9 else 0.0,
            self.lose_gammon / lose if lose > 1e-9 else 0.0,
            self.lose_backgammon / lose if lose > 1e-9 else 0.0,
        )

    def without_gammons(self) -> Probabilities:
        """The same winning chance, every game single (the Jacoby rule before the cube is turned)."""
        return Probabilities(self.win, 0.0, 0.0, 0.0, 0.0)


class AnalysedPlay(NamedTuple):
    """One legal play as the engine rates it (:func:`analyse_play`, :func:`judge_plays`)."""

    #: The play (a legal play of the roll; :attr:`Play.result` is the position after it).
    play: Play
    #: Its equity for the side that plays it, in EMG per unit of the cube (cubeful at the game's cube
    #: and score for :func:`analyse_play`; cubeless / match-converted for :func:`judge_plays`).
    equity: float
    #: The equity it gives away against the best play (0 for the best, never below 0).
    loss: float
    #: The mover's chances after the play (the other side to roll).
    chances: Probabilities
    #: The depth it was evaluated at: 1 or 2 (a play the 2-ply filter dropped keeps its 1-ply value).
    ply: int


class CubeEquities(NamedTuple):
    """The cube decision of the side on roll, before its roll (:func:`cube_equities`).

    Equities are for the side that may double, in EMG per unit of the current cube.
    """

    #: Playing on without doubling.
    no_double: float
    #: Doubling and being taken (being beavered, when :attr:`beaver`: then the cube goes to 4x).
    double_take: float
    #: Doubling and being passed: +1 in money play, the match's equivalent in a match.
    double_pass: float
    #: The doubler should double (bgsage's verdict, which the equities above give).
    should_double: bool
    #: The other side should take a double (or beaver it).
    should_take: bool
    #: The other side should beaver (money play with beavers allowed only).
    beaver: bool
    #: The chances of the side on roll before its roll (cubeless).
    chances: Probabilities
    #: The depth: 1 or 2.
    ply: int

    @property
    def action(self) -> str:
        """The right action in words: ``'no double'``, ``'double, take'``, ``'double, pass'`` or
        ``'double, beaver'`` (a double that should not be made while the other side would drop is
        still ``'no double'``: too good to double)."""
        if not self.should_double:
            return "no double"
        if self.beaver:
            return "double, beaver"
        return "double, take" if self.should_take else "double, pass"

    @property
    def best(self) -> float:
        """The equity of the right action for the doubler (what the cube decision is worth)."""
        return self.no_double if not self.should_double else min(self.double_take, self.double_pass)


# -- bgsage, loaded once ----------------------------------------------------------------------------

_LOCK = threading.Lock()
_ANALYZERS: dict[tuple[int, bool], Any] = {}
_FAILURE: list[str] = []  # why bgsage cannot be loaded here (remembered: an import is tried once)


def _analyzer(ply: int, cubeful: bool) -> Any:
    """The process's one bgsage analyzer of this kind, built on first use."""
    key = (ply, cubeful)
    with _LOCK:
        found = _ANALYZERS.get(key)
        if found is not None:
            return found
        if _FAILURE:
            raise AnalysisError(_FAILURE[0])
        try:
            import bgsage
        except Exception as exc:  # ImportError, or a broken wheel (OSError, ...)
            _FAILURE.append(f"the analysis engine bgsage is not available here ({type(exc).__name__}: {exc})")
            raise AnalysisError(_FAILURE[0]) from exc
        try:
            made = bgsage.BgBotAnalyzer(eval_level=f"{ply}ply", cubeful=cubeful, parallel_threads=1)
        except Exception as exc:
            raise AnalysisError(f"the analysis engine bgsage failed to start: {exc}") from exc
        _ANALYZERS[key] = made
        return made


def clear_cache() -> None:
    """Forget the cube equities remembered so far (:func:`cube_equities` keeps the last 256)."""
    _cube_equities.cache_clear()


def prepare() -> bool:
    """Build every analyzer this module uses now (about a second, once per process), so that the first
    hint or verdict answers as fast as the others; return :func:`available`'s answer."""
    try:
        for key in ((1, True), (2, False), (2, True)):
            _analyzer(*key)
        _network(_analyzer(1, True))  # (the 1-ply cube decisions' network)
        judge_plays(Position.start(), (6, 4))  # the first search warms the engine's caches
    except AnalysisError:
        return False
    return True


def available() -> bool:
    """True when bgsage is installed and starts here (it is then loaded: the first call takes ~0.2 s)."""
    try:
        _analyzer(1, True)
    except AnalysisError:
        return False
    return True


def _call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Call bgsage; any failure of it becomes an AnalysisError (the caller falls back)."""
    try:
        return fn(*args, **kwargs)
    except Exception as exc:
        raise AnalysisError(f"the analysis engine bgsage failed: {type(exc).__name__}: {exc}") from exc


# -- conversions -------------------------------------------------------------------------------------


def _board(mover: Board, opponent: Board) -> list[int]:
    """bgsage's 26-int board from the mover's view: [1..24] the mover's points (its checkers positive,
    the opponent's negative, the opponent's point ``p`` being the mover's ``25 - p``), [25] the mover's
    bar, [0] the opponent's bar (a count, positive: bgsage's ``gnubg.py`` states it so)."""
    out = [0] * 26
    for p in range(1, 25):
        out[p] = mover[p] - opponent[25 - p]
    out[25] = mover[BAR]
    out[0] = opponent[BAR]
    return out


def to_bgsage(position: Position) -> list[int]:
    """Return ``position`` as bgsage's board: 26 ints from the view of its side on roll.

    ``[1..24]`` are the points in the side on roll's numbering: its checkers positive, the other
    side's negative; ``[25]`` its checkers on the bar, ``[0]`` the other side's on the bar (>= 0).
    Borne-off checkers are not written. Raises :class:`InputError` if ``position`` is not a Position.
    """
    _check_position(position)
    return _board(*position.mover_and_opponent())


def _check_position(position: object) -> None:
    if not isinstance(position, Position):
        raise InputError(f"position must be a Position, not {type(position).__name__}")


def _check_state(state: object) -> MatchState:
    if state is None:
        return MatchState()
    if not isinstance(state, MatchState):
        raise InputError(f"state must be a MatchState or None (money play), not {type(state).__name__}")
    return state


def _check_ply(ply: object, plies: tuple[int, ...] = PLIES) -> int:
    if type(ply) is not int or ply not in plies:
        raise InputError(f"ply must be one of {plies}, not {ply!r}")
    return ply


def _cube_args(position: Position, state: MatchState, beavers: bool) -> dict[str, Any]:
    """bgsage's keyword arguments for the cube and the score, from the side on roll's view."""
    if type(beavers) is not bool:
        raise InputError(f"beavers must be True or False, not {beavers!r}")
    side = position.on_roll
    owner = "centered" if state.cube_owner is None else ("player" if state.cube_owner == side else "opponent")
    args: dict[str, Any] = {"cube_value": state.cube, "cube_owner": owner}
    if state.match_length:
        away, away_opp = (state.match_length - state.score[side], state.match_length - state.score[1 - side])
        if max(away, away_opp) > MAX_AWAY:
            raise AnalysisError(
                f"the analysis engine judges matches up to {MAX_AWAY} points away, not {max(away, away_opp)}-away"
            )
        args.update(away1=away, away2=away_opp, is_crawford=state.crawford, jacoby=False, beaver=False)
    else:
        args.update(jacoby=state.jacoby, beaver=beavers)
    return args


def _results(position: Position, dice: Sequence[int]) -> dict[tuple[int, ...], Play]:
    """The legal plays of ``dice`` by their result as a bgsage board (the mover's view)."""
    mover = position.on_roll
    out: dict[tuple[int, ...], Play] = {}
    for play in legal_plays(position, dice):
        res = play.result
        out[tuple(_board(res.checkers(mover), res.checkers(1 - mover)))] = play
    return out


def _probs(p: Any) -> Probabilities:
    return Probabilities(
        float(p.win), float(p.gammon_win), float(p.backgammon_win), float(p.gammon_loss), float(p.backgammon_loss)
    )


def _ranked(position: Position, dice: Sequence[int], moves: Sequence[Any], equity_of: Any) -> list[AnalysedPlay]:
    """bgsage's moves as AnalysedPlays, best first, each matched to our legal play by its result."""
    plays = _results(position, dice)
    rows: list[tuple[Play, float, Probabilities, int]] = []
    for m in moves:
        play = plays.get(tuple(int(x) for x in m.board))
        if play is None:
            raise AnalysisError("the analysis engine proposed a play that is not legal here")
        chances = _probs(m.probs)
        rows.append((play, float(equity_of(m, chances)), chances, 2 if m.eval_level.startswith("2") else 1))
    if len(rows) != len(plays):
        raise AnalysisError("the analysis engine did not rate every legal play")
    rows.sort(key=lambda r: -r[1])
    best = rows[0][1]
    return [AnalysedPlay(p, e, max(0.0, best - e), c, ply) for p, e, c, ply in rows]


def _legal_roll(position: Position, dice: Sequence[int]) -> tuple[int, int] | None:
    _check_position(position)
    d = check_dice(dice)
    if position.is_game_over():
        raise InputError("the game is over in this position: there is no play to analyse")
    return (d[0], d[1]) if legal_plays(position, d) else None


def analyse_play(
    position: Position,
    dice: Sequence[int],
    state: MatchState | None = None,
    *,
    ply: int = 1,
    beavers: bool = False,
) -> list[AnalysedPlay]:
    """Every legal play of ``dice`` in ``position``, ranked best first by bgsage (cubeful).

    Parameters
    ----------
    position : Position
        Its side on roll plays.
    dice : pair of int
        The roll, each 1-6.
    state : MatchState, optional
        The cube (value, owner), the score and match length, Crawford game and Jacoby rule; None
        = money play with the cube centred at 1 and no Jacoby rule. Its ``on_roll`` and ``dice``
        are not read (the position and ``dice`` say them).
    ply : int
        1 (fast: a few ms) or 2 (one roll deeper: tens of ms; plays outside bgsage's filter of the
        best five within 0.08 keep their 1-ply value, :attr:`AnalysedPlay.ply` says which).
    beavers : bool
        Money play: the game allows beavers (it changes cubeful equities).

    Returns
    -------
    list of AnalysedPlay
        Every distinct legal play once, best first; empty when the roll cannot be played.

    Raises
    ------
    AnalysisError
        bgsage is missing or failed, or a side is more than :data:`MAX_AWAY` points away.
    InputError
        ``position`` not a Position, a finished position, ``state`` not a MatchState, a bad ``ply``.
    DiceError
        ``dice`` not a pair of ints 1-6.

    Examples
    --------
    >>> from bglearn import Position
    >>> [str(a.play) for a in analyse_play(Position.start(), (3, 1))[:2]]  # doctest: +SKIP
    ['8/5 6/5', '24/23 13/10']
    """
    st = _check_state(state)
    roll = _legal_roll(position, dice)
    args = _cube_args(position, st, beavers)
    if roll is None:
        return []
    engine = _analyzer(_check_ply(ply), True)
    result = _call(engine.checker_play, to_bgsage(position), roll[0], roll[1], **args)
    return _ranked(position, roll, result.moves, lambda m, _c: m.equity)


def _after(state: MatchState, side: int, won: int, lost: int) -> float:
    """``side``'s match winning chance at the start of the next game after it wins ``won`` and loses
    ``lost`` points in this one (bgsage's match equity table)."""
    import bgbot_cpp  # bgsage's compiled core: there whenever bgsage imports

    away = state.match_length - state.score[side] - won
    away_opp = state.match_length - state.score[1 - side] - lost
    if away <= 0:
        return 1.0
    if away_opp <= 0:
        return 0.0
    before = (state.match_length - state.score[side], state.match_length - state.score[1 - side])
    # get_met's flag is True for a post-Crawford game: a side at 1-away after this game plays the
    # Crawford game next unless this game already was the Crawford game or came after it
    post = 1 in (away, away_opp) and (state.crawford or 1 in before)
    return float(bgbot_cpp.get_met(away, away_opp, post))


def match_equity(chances: Probabilities, state: MatchState, side: int) -> float:
    """Cubeless match winning chances after a game with ``chances`` for ``side`` at ``state``'s score
    and cube, converted to EMG: ``(2 MWC - win1 - lose1) / (win1 - lose1)`` where ``win1`` / ``lose1``
    are the match winning chances after winning / losing a single game at this cube (GNU
    Backgammon's ``mwc2eq``). A gammon that wins nothing more than a single game (a 1-point match,
    double match point) is worth exactly a single win.

    Raises :class:`AnalysisError` when bgsage is missing or a side is more than :data:`MAX_AWAY` away.
    """
    _analyzer(1, True)  # bgsage loaded (its match equity table), or AnalysisError
    v = state.cube
    away = max(state.match_length - state.score[0], state.match_length - state.score[1])
    if away > MAX_AWAY:
        raise AnalysisError(f"the analysis engine judges matches up to {MAX_AWAY} points away, not {away}-away")
    w, wg, wbg, lg, lbg = chances
    outcomes = (
        (w - wg, v, 0),
        (wg - wbg, 2 * v, 0),
        (wbg, 3 * v, 0),
        (1 - w - lg, 0, v),
        (lg - lbg, 0, 2 * v),
        (lbg, 0, 3 * v),
    )
    mwc = sum(p * _after(state, side, won, lost) for p, won, lost in outcomes)
    win1, lose1 = _after(state, side, v, 0), _after(state, side, 0, v)
    return (2 * mwc - win1 - lose1) / (win1 - lose1)


def judge_plays(
    position: Position,
    dice: Sequence[int],
    state: MatchState | None = None,
    *,
    also: Play | None = None,
) -> list[AnalysedPlay]:
    """Every legal play ranked as "How did I do?" judges: bgsage 2-ply, cubeless.

    In money play the equity is cubeless (points per game per unit of the cube); in a match it is
    the cubeless match winning chance at the score and cube (:func:`match_equity`), in EMG, so a
    gammon counts only what it wins in the match. ``also`` (a legal play) is evaluated at 2-ply even
    when bgsage's filter would leave it at 1-ply (the play being judged). Parameters, returns and
    errors otherwise as :func:`analyse_play`.
    """
    st = _check_state(state)
    roll = _legal_roll(position, dice)
    _cube_args(position, st, False)  # the score's range
    if roll is None:
        return []
    engine = _analyzer(2, False)
    force = None
    if also is not None:
        if not isinstance(also, Play):
            raise InputError(f"also must be a Play or None, not {type(also).__name__}")
        mover = position.on_roll
        force = [_board(also.result.checkers(mover), also.result.checkers(1 - mover))]
    result = _call(engine.checker_play, to_bgsage(position), roll[0], roll[1], force_boards=force)
    side = position.on_roll
    if st.match_length:
        return _ranked(position, roll, result.moves, lambda _m, c: match_equity(c, st, side))
    return _ranked(position, roll, result.moves, lambda _m, c: c.equity)


def deep_plays(
    position: Position,
    dice: Sequence[int],
    state: MatchState | None = None,
    *,
    also: Play | None = None,
    beavers: bool = False,
) -> list[AnalysedPlay]:
    """The best plays of ``dice`` judged as GNU Backgammon's ``analyse match`` judges a play.

    Each candidate is valued cubeful at the cube and score (:func:`analyse_play`'s equity, in EMG
    per unit of the cube) at :data:`DEEP_PLY` (bgsage's 3-ply, GNU Backgammon's "2-ply"). The
    candidates are those within :data:`DEEP_WINDOW` of the best at 1-ply, at most
    :data:`DEEP_PLAYS` of them, and ``also`` (the play being judged) wherever it stands: a few
    tenths of a second per roll, where judging every legal play this deep takes seconds.

    Parameters
    ----------
    position, dice, state, beavers
        As for :func:`analyse_play`.
    also : Play, optional
        A legal play of the roll to judge too (it is in the answer even when the filter drops it).

    Returns
    -------
    list of AnalysedPlay
        The candidates, best first (``ply`` 3; ``loss`` against the best of them); empty when the
        roll cannot be played.

    Raises
    ------
    AnalysisError
        bgsage is missing or failed, or a side is more than :data:`MAX_AWAY` points away.
    InputError
        As :func:`analyse_play`; ``also`` not a Play, or not a legal play of the roll.
    DiceError
        ``dice`` not a pair of ints 1-6.
    """
    if also is not None and not isinstance(also, Play):
        raise InputError(f"also must be a Play or None, not {type(also).__name__}")
    first = analyse_play(position, dice, state, ply=1, beavers=beavers)
    if not first:
        return []
    top = first[0].equity
    chosen = [a.play for a in first if top - a.equity < DEEP_WINDOW][:DEEP_PLAYS]
    if also is not None and also not in chosen:
        if all(a.play != also for a in first):
            raise InputError(f"also must be a legal play of the roll {tuple(dice)}, not {also}")
        chosen.append(also)
    args = _cube_args(position, _check_state(state), beavers)
    del args["beaver"]  # a played position's value: the beaver is the next cube decision's
    engine = _analyzer(DEEP_PLY, True)
    mover = position.on_roll
    rows: list[tuple[Play, float, Probabilities]] = []
    for play in chosen:
        board = _board(play.result.checkers(mover), play.result.checkers(1 - mover))
        r = _call(engine.post_move_analytics, board, **args)
        rows.append((play, float(r.cubeful_equity), _probs(r.probs)))
    rows.sort(key=lambda r: -r[1])
    best = rows[0][1]
    return [AnalysedPlay(p, e, max(0.0, best - e), c, DEEP_PLY) for p, e, c in rows]


def cube_equities(
    position: Position, state: MatchState | None = None, *, ply: int = 1, beavers: bool = False
) -> CubeEquities:
    """The cube decision of ``position``'s side on roll, before its roll, by bgsage.

    Parameters
    ----------
    position : Position
        Its side on roll may double (before rolling).
    state : MatchState, optional
        Cube, score, Crawford, Jacoby rule as for :func:`analyse_play` (None: money, centred cube).
        The equities are computed whether or not the rules let this side double now (the caller
        asks :meth:`bglearn.play.Game.can_double`); in the Crawford game they are all the game's
        cubeless value.
    ply : int
        1 (well under a millisecond: bgsage's network kept in memory), 2 (about 60 ms on a quiet
        machine, most of it bgsage reading its weight files again) or 3 (:data:`DEEP_PLY`, GNU
        Backgammon's 2-ply: about 0.15 s).
    beavers : bool
        Money play: the taker may beaver.

    Returns
    -------
    CubeEquities

    Raises
    ------
    AnalysisError
        bgsage is missing or failed, or a side is more than :data:`MAX_AWAY` points away.
    InputError
        ``position`` not a Position or finished, ``state`` not a MatchState, a bad ``ply``.
    """
    st = _check_state(state)
    _check_position(position)
    if position.is_game_over():
        raise InputError("the game is over in this position: there is no cube decision")
    _cube_args(position, st, beavers)
    ply = _check_ply(ply, PLIES + (DEEP_PLY,))
    cd = _cube_equities(_analyzer(ply, True), position, st, ply, beavers)
    if cd.should_double and cube_dead(st, position.on_roll):
        cd = cd._replace(should_double=False)  # doubling gains nothing: never recommended
    return cd


def cube_dead(state: MatchState | None, side: int) -> bool:
    """Whether the cube is dead for ``side`` (:data:`~bglearn.WHITE` or :data:`~bglearn.BLACK`): in a
    match, winning this game at the current cube already wins ``side`` the match (double match point,
    the leader after the Crawford game, any side at most the cube's value away), so doubling gains it
    nothing. Always False in money play (``state`` None or ``match_length`` 0).

    Raises :class:`InputError` if ``state`` is not a MatchState or None, or ``side`` not 0 or 1.
    """
    st = _check_state(state)
    if side not in (0, 1) or isinstance(side, bool):
        raise InputError(f"side must be WHITE (0) or BLACK (1), not {side!r}")
    return bool(st.match_length) and st.match_length - st.score[side] <= st.cube


@functools.lru_cache(maxsize=256)
def _cube_equities(engine: Any, position: Position, state: MatchState, ply: int, beavers: bool) -> CubeEquities:
    """:func:`cube_equities` on checked input by ``engine``, remembered (a hint and the decision ask the same)."""
    args = _cube_args(position, state, beavers)
    if ply == 1:
        one: CubeEquities = _call(_cube_1ply, engine, position, state, args)
        return one
    r = _call(engine.cube_action, to_bgsage(position), **args)
    return CubeEquities(
        float(r.equity_nd),
        float(r.equity_dt),
        float(r.equity_dp),
        bool(r.should_double),
        bool(r.should_take),
        bool(r.is_beaver),
        _probs(r.probs),
        ply,
    )


_NETWORKS: list[Any] = []  # bgsage's network with its bear-off database, built once (see _cube_1ply)


def _network(engine: Any) -> Any:
    """bgsage's 1-ply network (its default weights, wrapped in its exact bear-off database as bgsage's
    own analyzers wrap it), built once per process: about 0.1 s, which bgsage's ``cube_action`` spends
    again on every call (it builds the network from the weight files each time)."""
    with _LOCK:
        if not _NETWORKS:
            import bgbot_cpp  # bgsage's compiled core: there whenever bgsage imports
            from bgsage.weights import default_weights

            w = default_weights()
            net = bgbot_cpp.create_strategy(w.strategy_type, w.weight_paths_list, w.hidden_sizes_list)
            db = getattr(engine, "_bearoff_db", None)
            _NETWORKS.append((bgbot_cpp.BearoffStrategy(net, db) if db is not None else net, db))
        return _NETWORKS[0]


def _cube_1ply(engine: Any, position: Position, state: MatchState, args: dict[str, Any]) -> CubeEquities:
    """bgsage's 1-ply cube decision (``cube_action`` of its 1-ply analyzer, the same numbers) from the
    network built once: the no-double equity and the chances from one traversal, the double/take
    equity as the position's value with the cube turned to twice the value and owned by the taker.

    In money play that value is per unit of the turned cube (times 2 per unit of the cube before the
    double; a beaver, where the taker's side is the favourite and beavers are played, doubles it
    again). In a match it is EMG at the turned cube: back to match winning chances and to EMG at the
    cube before the double (:func:`_after`). A pass is +1 by this normalisation. The flags are
    bgsage's: no double where the side on roll may not double (the taker owns the cube, the Crawford
    game), else double when the worse of take and pass beats no double, and always against a side
    1-away (after the Crawford game); take when the take is no worse for the taker than the pass.
    ``tests/play/test_analysis.py`` checks it against bgsage's own ``cube_action`` on a seeded sample
    of positions, cubes and scores: the flags agree; in about 1 % of positions the equities differ
    by up to 0.03 (bgsage's own 1-ply path reads the network another way there), elsewhere by < 1e-5."""
    import bgbot_cpp

    net, db = _network(engine)
    owners = {"centered": bgbot_cpp.CubeOwner.CENTERED, "player": bgbot_cpp.CubeOwner.PLAYER}
    owner = owners.get(args["cube_owner"], bgbot_cpp.CubeOwner.OPPONENT)
    v = args["cube_value"]
    rest = {k: args[k] for k in ("jacoby", "beaver")}
    rest.update({k: args[k] for k in ("away1", "away2", "is_crawford") if k in args})
    board = to_bgsage(position)
    nd = bgbot_cpp.cubeful_probs_and_equity_nply(
        board, owner, net, n_plies=1, n_threads=1, cube_value=v, bearoff_db=db, **rest
    )
    turned = bgbot_cpp.cubeful_equity_nply(
        board, bgbot_cpp.CubeOwner.OPPONENT, net, n_plies=1, n_threads=1, cube_value=2 * v, bearoff_db=db, **rest
    )
    beaver = False
    if state.match_length:
        side = position.on_roll
        win2, lose2 = _after(state, side, 2 * v, 0), _after(state, side, 0, 2 * v)
        mwc = (turned * (win2 - lose2) + win2 + lose2) / 2
        win1, lose1 = _after(state, side, v, 0), _after(state, side, 0, v)
        double_take = (2 * mwc - win1 - lose1) / (win1 - lose1)
    else:
        double_take = 2 * float(turned)
        if args["beaver"] and double_take < 0:
            beaver, double_take = True, 2 * double_take
    no_double = float(nd["equity"])
    may_double = args["cube_owner"] != "opponent" and not args.get("is_crawford", False)
    # after the Crawford game the trailer doubles at once: the leader's gammon wins it nothing more
    trailer = args.get("away2") == 1 and args.get("away1", 1) > 1
    return CubeEquities(
        no_double,
        double_take,
        1.0,
        may_double and (trailer or min(double_take, 1.0) > no_double),
        not may_double or double_take <= 1.0,
        beaver,
        Probabilities(*(float(x) for x in nd["probs"])),
        1,
    )


def game_state(game: Any, match: Any = None) -> MatchState:
    """The :class:`MatchState` of a :class:`bglearn.play.Game` (and the :class:`bglearn.play.Match`
    it belongs to, or None in money play): cube value and owner, score, match length, Crawford game,
    Jacoby rule, the side on roll and its dice. A game whose cube is off (``cube=False``) is a cube
    centred at 1. Raises :class:`InputError` if ``game`` is not a Game or ``match`` not a Match.
    """
    from .game import Game, Match

    if not isinstance(game, Game):
        raise InputError(f"game must be a Game, not {type(game).__name__}")
    if match is not None and not isinstance(match, Match):
        raise InputError(f"match must be a Match or None (money play), not {type(match).__name__}")
    length = match.length if match is not None else 0
    score = (match.score[0], match.score[1]) if match is not None else (0, 0)
    if match is not None and max(score) >= length:
        score = (min(score[0], length - 1), min(score[1], length - 1))  # the match is over: its last game's score
    return MatchState(
        on_roll=game.position.on_roll,
        cube=game.cube_value,
        cube_owner=game.cube_owner,
        match_length=length,
        score=score,
        crawford=bool(game.crawford and length),
        jacoby=bool(game.jacoby and not length),
    )

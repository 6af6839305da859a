"""Analyse a whole match record, as GNU Backgammon's ``analyse match`` and ``show statistics match`` do.

:func:`review_match` replays every game of a ``.mat`` record (:func:`bglearn.read_mat`'s result, or
:meth:`bglearn.play.Match.to_record` / ``Session.to_record``) and has the analysis engine
(:mod:`bglearn.play.analysis`, bgsage) judge each decision:

* **checker play**: every *unforced* move (a roll with two or more different legal plays) by
  :func:`~bglearn.play.analysis.deep_plays` (cubeful at the cube and score, bgsage 3-ply = GNU
  Backgammon's 2-ply, as its ``analyse match`` judges), its error being what the play gives away
  against the best;
* **cube decisions**, counted as GNU Backgammon counts them: before each roll of a side that may
  double (the cube centred or its own, not the Crawford game, not a dead cube, not the game's first
  roll) a decision to double or not; every double, take and drop. A no-double is *close* when the
  best action's equity is within 0.16 of doubling's (double/take, at most +1): ``optimal -
  min(double/take, 1) < 0.16``; doubles, takes and drops are always close. The cube error rate is
  the cube errors over the close or actual decisions. Each is judged by
  :func:`~bglearn.play.analysis.cube_equities` at 3-ply (GNU Backgammon's 2-ply); a no-double that
  2-ply already puts :data:`SCREEN` beyond close is not close and costs nothing, and is not
  evaluated deeper (most of a match's no-doubles: the review takes half the time).

Error rates are in mEMG (thousandths of a point per unit of the cube, money-game units) per move
or per decision, positive; the rating is GNU Backgammon's word for the overall error rate (checker
and cube errors over unforced moves and close cube decisions), from :data:`RATINGS`.

Without bgsage (or beyond its 25-away range) the plays are judged by bglearn's strongest built-in
judge, the neural network one roll deeper (:func:`bglearn.play.bots.play_loss`), cube decisions
are not judged, and :attr:`MatchReview.judge` says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..engine.matchstate import MatchState
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import legal_plays
from ..errors import AnalysisError, InputError
from . import analysis
from .bots import FALLBACK, choose_play, loss_words, play_loss
from .matfile import MatchRecord, replay

__all__ = [
    "CLOSE_CUBE",
    "MISTAKE",
    "RATINGS",
    "REVIEW_PLY",
    "SCREEN",
    "Judged",
    "Mistake",
    "PlayerReview",
    "MatchReview",
    "rating",
    "review_match",
]

#: The depth of the review's judgement: bgsage 3-ply, GNU Backgammon's "2-ply" (gnubg counts from 0),
#: the depth its ``analyse match`` defaults to.
REVIEW_PLY = analysis.DEEP_PLY
#: A no-double whose 2-ply equities put it this much beyond :data:`CLOSE_CUBE` is not close and not
#: evaluated at :data:`REVIEW_PLY` (2-ply and 3-ply differ by up to some 0.08 on the test records), EMG.
SCREEN = 0.12
#: A no-double is a close cube decision when doubling's equity is within this of the best action's
#: (GNU Backgammon's ``isCloseCubedecision``, EMG).
CLOSE_CUBE = 0.16
#: The loss from which a decision is listed among the mistakes (GNU Backgammon's mark "doubtful",
#: "an inaccuracy" in "How did I do?"'s words), EMG.
MISTAKE = 0.04
#: GNU Backgammon's rating words for an error rate per move (EMG), as ``show statistics match``
#: prints them: (error rate below which the word fits, the word), best first; ``gnubg.error_rating``
#: gives the same bounds.
RATINGS: tuple[tuple[float, str], ...] = (
    (0.005, "Super Grandmaster"),
    (0.008, "Grandmaster"),
    (0.013, "Master"),
    (0.020, "Advanced"),
    (0.032, "Intermediate"),
    (float("inf"), "Beginner"),
)

Progress = Callable[[int, int], object]


class Mistake(NamedTuple):
    """One decision that gave away at least :data:`MISTAKE` (EMG)."""

    #: The game's number in the record (from 1).
    game: int
    #: The row of the game's ``.mat`` record that holds the decision (from 1; player 1's action starts
    #: a row, player 2's fills it), as :func:`bglearn.write_mat` and the app's game record number them.
    move: int
    #: The side that decided (WHITE = the record's player 1).
    side: int
    #: The position: before the roll for a play, before the double for a cube decision (the side on
    #: roll is the one who rolls or may double).
    position: Position
    #: The roll of a play; None for a cube decision.
    dice: tuple[int, int] | None
    #: The cube and the score at the decision.
    state: MatchState
    #: ``'play'`` or ``'cube'``.
    kind: str
    #: What was done: the play's notation, or ``'no double'``, ``'double'``, ``'take'``, ``'drop'``.
    played: str
    #: What was best: the best play's notation, or the right cube action in words.
    best: str
    #: The equity given away (EMG per unit of the cube), positive.
    loss: float
    #: The loss in "How did I do?"'s words (:func:`bglearn.play.bots.loss_words`).
    words: str
    #: The play made (None for a cube decision or a roll with no play).
    play: Play | None = None
    #: The best play (None for a cube decision).
    best_play: Play | None = None


class Judged(NamedTuple):
    """One decision as the review judged it (every unforced play and every cube decision judged)."""

    #: The game's number in the record (from 1).
    game: int
    #: The row of the game's ``.mat`` record that holds the decision (from 1), as in :class:`Mistake`.
    move: int
    #: The side that decided (WHITE = the record's player 1).
    side: int
    #: ``'play'``, ``'no double'``, ``'double'``, ``'take'`` or ``'drop'``.
    kind: str
    #: The position: before the roll for a play, before the double for a cube decision (the side on
    #: roll is the one who rolls or may double; its :meth:`~bglearn.Position.position_id` is the one
    #: GNU Backgammon shows for the decision).
    position: Position
    #: The roll of a play; None for a cube decision.
    dice: tuple[int, int] | None
    #: The equity given away (EMG per unit of the cube), positive or 0.
    loss: float
    #: Whether it counts in the error rate's denominator: every play judged and every double, take
    #: and drop; a no-double only when close (:data:`CLOSE_CUBE`).
    counted: bool


class PlayerReview(NamedTuple):
    """One player's figures in a :class:`MatchReview`."""

    name: str
    #: Checker error per unforced move, mEMG (positive).
    checker_error: float
    #: Cube error per close or actual cube decision, mEMG (0 with none).
    cube_error: float
    #: Checker and cube errors over unforced moves and close cube decisions, mEMG.
    overall_error: float
    #: GNU Backgammon's word for :attr:`overall_error` (:func:`rating`).
    rating: str
    unforced_moves: int
    #: Close or actual cube decisions (the cube error rate's denominator).
    cube_decisions: int
    #: Every cube decision judged (as gnubg's "Total cube decisions").
    all_cube_decisions: int
    #: The decisions that gave away at least :data:`MISTAKE`, costliest first.
    mistakes: tuple[Mistake, ...]


class MatchReview(NamedTuple):
    """:func:`review_match`'s answer."""

    #: A :class:`PlayerReview` per player, in the record's order (player 1 = WHITE first).
    players: tuple[PlayerReview, PlayerReview]
    #: Who judged, in words: ``"bgsage 3-ply cubeful (GNU Backgammon's 2-ply)"`` or the fallback's words.
    judge: str
    #: False when the analysis engine was missing: plays judged by the neural network, cube not judged.
    engine: bool
    #: The match length (0: money play) and the number of games reviewed.
    length: int
    games: int
    #: Every decision judged, in the record's order (the error rates are their sums): what
    #: ``python -m bglearn.bench review --dump`` sets beside GNU Backgammon's own, decision by decision.
    decisions: tuple[Judged, ...] = ()


def rating(error: float) -> str:
    """GNU Backgammon's rating word for an error rate per move ``error`` (EMG, >= 0), from
    :data:`RATINGS`. Raises :class:`InputError` for a negative or non-number ``error``."""
    if isinstance(error, bool) or not isinstance(error, (int, float)) or not error >= 0:
        raise InputError(f"an error rate is a number of at least 0 (EMG per move), not {error!r}")
    return next(words for bound, words in RATINGS if error < bound)


@dataclass
class _Decision:
    """One decision to judge, found by the replay."""

    game: int
    move: int
    side: int
    position: Position
    state: MatchState
    kind: str  # 'play', 'no double', 'double', 'take', 'drop'
    dice: tuple[int, int] | None = None
    play: Play | None = None


@dataclass
class _Tally:
    checker: float = 0.0
    unforced: int = 0
    cube: float = 0.0
    close: int = 0
    cube_all: int = 0


def _may_double(state: MatchState, side: int) -> bool:
    """GNU Backgammon's cube availability (``GetDPEq``): the cube centred or ``side``'s, not the
    Crawford game, not dead for ``side`` (its score plus the cube short of the match), and not the
    leader at 1-away after the Crawford game."""
    if state.cube_owner not in (None, side):
        return False
    length = state.match_length
    if not length:
        return True
    if state.crawford or state.score[side] + state.cube >= length:
        return False
    return state.score[side] != length - 1


class _Rows:
    """The rows of a game's ``.mat`` record as they fill: player 1's action starts a row, player 2's
    fills the last row's right column or starts one (as :func:`bglearn.write_mat` writes them)."""

    def __init__(self) -> None:
        self.count = 0
        self.right_free = False

    def place(self, side: int) -> int:
        """Place an action of ``side`` (0 = player 1); return its row's number (from 1)."""
        if side == 0 or not self.right_free:
            self.count += 1
        self.right_free = side == 0
        return self.count


def _decisions(record: MatchRecord) -> list[_Decision]:
    """Replay every game and list its decisions in order (raises MatError for a record that does not replay)."""
    length = record.length
    out: list[_Decision] = []
    crawford_done = False
    for game in record.games:
        score = game.scores or (0, 0)
        if length and max(score) >= length:
            break
        crawford = bool(length) and list(score).count(length - 1) == 1 and not crawford_done
        crawford_done = crawford_done or crawford
        cube, owner, offered = 1, None, False
        row = _Rows()
        start: Position | None = None
        previous = None
        for pos, action, play in replay(game):
            if action.kind == "end":
                continue
            if previous is not None and previous.kind == "beaver" and action.kind != "roll":
                row.place(1 - previous.side)  # (write_mat writes the beaver's take out here)
            previous = action
            move = row.place(action.side)
            if pos is None:
                continue
            state = MatchState(
                on_roll=pos.on_roll,
                cube=cube,
                cube_owner=owner,
                match_length=length,
                score=score,
                crawford=crawford,
            )
            if action.kind == "roll":
                if start is None:
                    start = pos
                side = action.side
                if pos.on_roll != side:
                    continue  # a closed-out side's roll shown with the turn already passed
                if not offered and pos != start and _may_double(state, side):
                    out.append(_Decision(game.number, move, side, pos, state, "no double"))
                offered = False
                if action.moves is not None and action.dice is not None:
                    dice = (action.dice[0], action.dice[1])
                    if len(legal_plays(pos, dice)) >= 2:
                        out.append(_Decision(game.number, move, side, pos, state, "play", dice, play))
            elif action.kind == "double" and pos.on_roll == action.side and _may_double(state, action.side):
                out.append(_Decision(game.number, move, action.side, pos, state, "double"))
                offered = True
            elif action.kind in ("take", "beaver", "drop") and offered:
                kind = "drop" if action.kind == "drop" else "take"
                out.append(_Decision(game.number, move, action.side, pos, state, kind))
                if action.kind == "take":
                    cube, owner = cube * 2, action.side
                elif action.kind == "beaver":
                    cube, owner = int(action.value or cube * 4), 1 - action.side
    return out


def _judge_play(d: _Decision, engine: bool) -> tuple[float, Play | None]:
    """The loss of ``d``'s play and the best play (engine or fallback)."""
    assert d.dice is not None and d.play is not None
    if engine:
        ranked = analysis.deep_plays(d.position, d.dice, d.state, also=d.play)
        return next(r.loss for r in ranked if r.play == d.play), ranked[0].play
    return play_loss(d.position, d.dice, d.play, state=d.state), choose_play(d.position, d.dice, FALLBACK)


def _judge_cube(d: _Decision) -> tuple[float, bool, str]:
    """The loss of ``d``'s cube action, whether it is close (as gnubg counts), and the right action."""
    if d.kind == "no double":
        quick = analysis.cube_equities(d.position, d.state, ply=2)
        if quick.best - min(quick.double_take, 1.0) >= CLOSE_CUBE + SCREEN:
            return 0.0, False, quick.action
    cd = analysis.cube_equities(d.position, d.state, ply=REVIEW_PLY)
    optimal = cd.best
    if d.kind == "no double":
        loss = optimal - cd.no_double
        close = optimal - min(cd.double_take, 1.0) < CLOSE_CUBE
        right = cd.action
    elif d.kind == "double":
        loss, close, right = optimal - min(cd.double_take, cd.double_pass), True, cd.action
    elif d.kind == "take":
        loss, close = cd.double_take - cd.double_pass, True
        right = "take" if cd.should_take else "drop"
    else:
        loss, close = cd.double_pass - cd.double_take, True
        right = "take" if cd.should_take else "drop"
    return max(0.0, loss), close, right


def _check_record(record: object) -> MatchRecord:
    if not isinstance(record, MatchRecord):
        raise InputError(
            f"review_match takes a MatchRecord (read_mat's result or Match.to_record()), not {type(record).__name__}"
        )
    return record


def review_match(record: MatchRecord, *, progress: Progress | None = None) -> MatchReview:
    """Judge every decision of a match record; return both players' error rates, ratings and mistakes.

    Parameters
    ----------
    record : MatchRecord
        :func:`bglearn.read_mat`'s result, or ``Match.to_record()`` / ``Session.to_record()``.
        Games after the match was won are not read.
    progress : callable, optional
        Called as ``progress(done, total)`` with the decisions judged so far and their number
        (first with ``done = 0``, last with ``done = total``): a bar can follow it. A 7-point
        match has some 200-300 decisions (``python -m bglearn.bench review`` measures the time).

    Returns
    -------
    MatchReview

    Raises
    ------
    InputError
        ``record`` not a MatchRecord, or ``progress`` not callable.
    MatError
        A game of the record does not replay by the rules (the message names its line).
    """
    rec = _check_record(record)
    if progress is not None and not callable(progress):
        raise InputError(f"progress must be a function (done, total) or None, not {type(progress).__name__}")
    found = _decisions(rec)
    total = len(found)
    engine = analysis.available()
    tallies = (_Tally(), _Tally())
    mistakes: tuple[list[Mistake], list[Mistake]] = ([], [])
    judged: list[Judged] = []
    if progress is not None:
        progress(0, total)
    for i, d in enumerate(found, start=1):
        tally = tallies[d.side]
        if d.kind == "play":
            try:
                loss, best = _judge_play(d, engine)
            except AnalysisError:  # beyond the engine's range: the fallback judges this match
                engine = False
                loss, best = _judge_play(d, engine)
            tally.checker += loss
            tally.unforced += 1
            judged.append(Judged(d.game, d.move, d.side, d.kind, d.position, d.dice, loss, True))
            if loss >= MISTAKE and d.play is not None and best is not None:
                mistakes[d.side].append(
                    _mistake(d, d.play.notation(explicit=True), best.notation(explicit=True), loss, best)
                )
        elif engine:
            try:
                loss, close, right = _judge_cube(d)
            except AnalysisError:
                engine = False
            else:
                tally.cube_all += 1
                tally.close += close
                tally.cube += loss
                judged.append(Judged(d.game, d.move, d.side, d.kind, d.position, None, loss, close))
                if loss >= MISTAKE:
                    mistakes[d.side].append(_mistake(d, d.kind, right, loss))
        if progress is not None:
            progress(i, total)
    players = tuple(_player(rec.players[side], tallies[side], mistakes[side]) for side in (0, 1))
    judge = (
        f"bgsage {REVIEW_PLY}-ply cubeful (GNU Backgammon's {REVIEW_PLY - 1}-ply)"
        if engine
        else (
            f"the {FALLBACK} network one roll deeper (the analysis engine bgsage is not available here; "
            "cube decisions are not judged)"
        )
    )
    return MatchReview((players[0], players[1]), judge, engine, rec.length, len(rec.games), tuple(judged))


def _mistake(d: _Decision, played: str, best: str, loss: float, best_play: Play | None = None) -> Mistake:
    kind = "play" if d.kind == "play" else "cube"
    return Mistake(
        d.game,
        d.move,
        d.side,
        d.position,
        d.dice,
        d.state,
        kind,
        played,
        best,
        loss,
        loss_words(loss),
        d.play,
        best_play,
    )


def _player(name: str, t: _Tally, mistakes: Sequence[Mistake]) -> PlayerReview:
    checker = 1000 * t.checker / t.unforced if t.unforced else 0.0
    cube = 1000 * t.cube / t.close if t.close else 0.0
    n = t.unforced + t.close
    overall = 1000 * (t.checker + t.cube) / n if n else 0.0
    ranked = tuple(sorted(mistakes, key=lambda m: (-m.loss, m.game, m.move)))
    return PlayerReview(name, checker, cube, overall, rating(overall / 1000), t.unforced, t.close, t.cube_all, ranked)

"""The words of the match app's Hint and "How did I do?", from the analysis engine.

Pure functions, board state in, HTML text out (escaped), so the app and its tests read the same
words. The judgement is the analysis engine's (:mod:`bglearn.play.analysis`, bgsage) whatever level
the computer plays; where the engine is not available each says so in one line and falls back to
bglearn's own levels (Hint: the level you play against; "How did I do?": the neural network).

* :func:`play_hint` -- the engine's best plays of a roll, ranked (2-ply, :data:`HINT_PLY`, as "How did
  I do?" judges them), with what each gives away, and the play the computer's level would make (not
  at the strongest level, ``expert``, which plays the engine's own choice).
* :func:`cube_hint` -- before a roll, or when doubled: the right cube action and its equities.
* :func:`play_verdict` / :func:`cube_verdict` -- "How did I do?" for a play or a cube action.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from ..engine.matchstate import MatchState
from ..engine.moves import Play
from ..engine.position import Position
from ..errors import AnalysisError, InputError
from ..play import analysis
from ..play.bots import FALLBACK, STRONGEST, loss_words, play_loss, rank_plays

__all__ = [
    "HINT_PLY",
    "NO_ENGINE",
    "CUBE_ACTIONS",
    "play_hint",
    "cube_hint",
    "cube_loss",
    "play_verdict",
    "cube_verdict",
    "cube_words",
    "right_cube_action",
]

#: The depth of Hint: bgsage 2-ply, ranked as "How did I do?" judges (:func:`bglearn.play.analysis.judge_plays`:
#: cubeless, match winning chances in a match), so Hint's best play is the one "How did I do?" calls best.
#: It answers in a median of a few tens of ms (``python -m bglearn.bench bots`` measures it); bgsage's
#: cubeful 2-ply checker play, which rates every play 2-ply, took a median of 135 ms and up to 3 s.
HINT_PLY = 2
#: The one line said where the analysis engine is not available.
NO_ENGINE = (
    "The analysis engine (bgsage) is not available here, so the expert level plays as neural "
    "and hints come from bglearn's own levels."
)
#: A person's cube actions that "How did I do?" judges.
CUBE_ACTIONS = ("double", "no double", "take", "drop", "beaver")


def _points(equity: float) -> str:
    return f"{equity:+.2f}"


def _unit(state: MatchState | None) -> str:
    # in a match the numbers are match winning chances put in money terms (GNU Backgammon's EMG)
    if state is not None and state.match_length:
        return "in points per game at this cube, as in money play, worked out from your chances of winning the match"
    return "in points per game at this cube"


def cube_words(cd: analysis.CubeEquities, *, redouble: bool = False) -> str:
    """The right cube action in GNU Backgammon's words, from the engine's three equities of ``cd``
    (for the side that may double: no double ``ND``, double/take ``DT``, double/pass ``DP``).

    The taker takes when ``DT <= DP`` (a take costs the doubler's side less than a pass gives it).
    Playing on is right when the engine says not to double; it is *too good to double* when playing on
    is worth at least what a pass would give (``ND >= DP``: the doubler plays on for the gammon), else
    *not good enough* (``no double``). So: ``'no double, take'``, ``'too good to double, pass'``,
    ``'too good to double, take'``, ``'double, take'``, ``'double, pass'`` (``'double, beaver'``,
    ``'no double, beaver'`` in money play with beavers); with ``redouble`` (the doubler owns the cube)
    ``'no redouble, take'``, ``'too good to redouble, pass'``, ``'redouble, take'``...
    """
    verb = "redouble" if redouble else "double"
    answer = "beaver" if cd.beaver else ("take" if cd.double_take <= cd.double_pass else "pass")
    if cd.should_double:
        return f"{verb}, {answer}"
    if cd.no_double >= cd.double_pass:
        return f"too good to {verb}, {answer}"
    return f"no {verb}, {answer}"


def right_cube_action(position: Position, state: MatchState | None = None, *, beavers: bool = False) -> str:
    """:func:`cube_words` for the side on roll of ``position`` by the engine at 2-ply (a redouble when
    it owns the cube). Raises :class:`AnalysisError` without the engine."""
    cd = analysis.cube_equities(position, state, ply=2, beavers=beavers)
    owner = None if state is None else state.cube_owner
    return cube_words(cd, redouble=owner is not None)


def play_hint(
    position: Position,
    dice: Sequence[int],
    level: str,
    state: MatchState | None = None,
    *,
    beavers: bool = False,
    n: int = 3,
) -> str:
    """HTML: the engine's best ``n`` plays of ``dice`` with what each gives away, then the play of ``level``
    (left out when ``level`` is :data:`~bglearn.play.bots.STRONGEST`, ``expert``: it plays the engine's own choice).

    A checker's stops are written only for a hit on the way (13/2, 24/20*/14) or where the short form
    would fit two plays of the roll (``str(play)``, as the game record writes it). Without
    the engine: ``level``'s own play and runner-ups, and :data:`NO_ENGINE`.
    """
    try:
        ranked = analysis.judge_plays(position, dice, state)
    except AnalysisError:
        own = rank_plays(position, dice, level, n=n, state=state, beavers=beavers)
        if not own:
            return "<b>Hint:</b> no move is possible with this roll."
        first, *others = (html.escape(str(r.play)) for r in own)
        text = f"<b>Hint ({html.escape(level)}):</b> {first}"
        if others:
            text += " &nbsp;·&nbsp; next best: " + ", then ".join(others)
        return text + "<br>" + html.escape(NO_ENGINE)
    if not ranked:
        return "<b>Hint:</b> no move is possible with this roll."
    best = ranked[0]
    parts = [f"<b>Hint:</b> {html.escape(str(best.play))} is best"]
    for r in ranked[1:n]:
        parts.append(f"{html.escape(str(r.play))} gives away {r.loss:.3f} ({html.escape(loss_words(r.loss))})")
    text = " &nbsp;·&nbsp; ".join(parts) + "."
    if level != STRONGEST:
        mine = rank_plays(position, dice, level, n=1, state=state, beavers=beavers)
        if mine:
            text += f"<br>At this level ({html.escape(level)}) the computer would play "
            text += html.escape(str(mine[0].play)) + "."
    return text


def cube_hint(position: Position, state: MatchState | None, *, beavers: bool = False, taker: bool = False) -> str:
    """HTML: the right cube action of ``position`` (its side on roll may double, or has doubled and
    ``taker`` is to answer) with the equities in words, for the person asking. Where the cube is
    dead for the side on roll (:func:`bglearn.play.analysis.cube_dead`: its single win already wins
    the match) it says so in one line instead of equities that doubling cannot change."""
    if not taker and analysis.cube_dead(state, position.on_roll):
        if state is not None and max(state.score) == state.match_length - 1 == min(state.score):
            return "<b>Hint:</b> the cube is dead: one game decides the match (double match point), so play on."
        return (
            "<b>Hint:</b> the cube is dead for you: winning this game already wins you the match, "
            "so doubling gains nothing. Play on."
        )
    try:
        cd = analysis.cube_equities(position, state, ply=HINT_PLY, beavers=beavers)
    except AnalysisError:
        return "<b>Hint:</b> " + html.escape(NO_ENGINE.replace("hints come", "the cube is judged"))
    unit = _unit(state)
    if taker:
        verb = "beaver" if cd.beaver else ("take" if cd.should_take else "pass")
        text = f"<b>Hint:</b> {verb}. Taking leaves you {_points(-cd.double_take)}"
        text += f", passing {_points(-cd.double_pass)} ({unit})."
        return text
    action = cube_words(cd, redouble=state is not None and state.cube_owner is not None)
    if action.startswith("too good"):
        action += ": play on for the gammon"
    return (
        f"<b>Hint:</b> {html.escape(action)}. Not doubling is worth {_points(cd.no_double)} to you; "
        f"doubling, if taken, {_points(cd.double_take)}; if passed, {_points(cd.double_pass)} ({unit})."
    )


def cube_loss(position: Position, action: str, state: MatchState | None = None, *, beavers: bool = False) -> float:
    """The equity (EMG, per unit of the cube before the double) a cube ``action`` gives away by the
    engine at 2-ply: ``'double'`` / ``'no double'`` by the side on roll of ``position``, ``'take'`` /
    ``'drop'`` / ``'beaver'`` by the other side answering its double.

    Raises :class:`AnalysisError` without the engine; :class:`~bglearn.InputError` for an unknown action.
    """
    if action not in CUBE_ACTIONS:
        raise InputError(f"a cube action is one of {', '.join(CUBE_ACTIONS)}, not {action!r}")
    cd = analysis.cube_equities(position, state, ply=2)
    if action in ("double", "no double"):
        options = {"no double": cd.no_double, "double": min(cd.double_take, cd.double_pass)}
    else:
        options = {"take": -cd.double_take, "drop": -cd.double_pass}
        if beavers:
            with_beaver = analysis.cube_equities(position, state, ply=2, beavers=True)
            if with_beaver.beaver:
                options["beaver"] = -with_beaver.double_take
        if action not in options:
            options[action] = options["take"]  # a beaver the engine would not make: judged as a take
    return max(0.0, max(options.values()) - options[action])


def play_verdict(position: Position, dice: Sequence[int], play: Play, state: MatchState | None = None) -> str:
    """HTML: "How did I do?" for ``play``: its loss in words and number, and the best play when it lost."""
    loss = play_loss(position, dice, play, state=state)
    text = f"Your {play}: {loss_words(loss)}"
    if loss >= 0.0005:  # (the best play with every stop, as Hint writes it)
        text += f", {loss:.3f} behind the best"
        try:
            best = analysis.judge_plays(position, dice, state)[0].play
            text += f" ({best})"
        except AnalysisError:
            text += f" by the {FALLBACK} level's judgement (the analysis engine is not available here)"
    return html.escape(text + ".")


def cube_verdict(
    position: Position, action: str, state: MatchState | None = None, *, beavers: bool = False, who: str = "Your"
) -> str:
    """HTML: "How did I do?" for a cube ``action`` (:func:`cube_loss`), in words, with the right action."""
    try:
        loss = cube_loss(position, action, state, beavers=beavers)
        cd = analysis.cube_equities(position, state, ply=2, beavers=beavers)
    except AnalysisError:
        return html.escape(f"{who} {action}: not judged (the analysis engine is not available here).")
    right = cube_words(cd, redouble=state is not None and state.cube_owner is not None)
    # "No double: ..." (not "Your no double"): a decision not made reads best as the action itself
    text = f"{action.capitalize() if action == 'no double' else who + ' ' + action}: {loss_words(loss)}"
    if loss >= 0.0005:
        text += f", {loss:.3f} behind the right action ({right})"
    return html.escape(text + ".")

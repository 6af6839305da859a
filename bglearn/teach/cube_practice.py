"""Fresh cube situations for "Practise more": a board and a :class:`~bglearn.MatchState` where one
cube rule decides the answer.

:mod:`bglearn.teach.practice` finds the board (a position from a seeded game between two bots, or a
finished game); this module draws the state around it -- cube value and owner, whether the side on
roll has rolled, money play or a match with its score, Crawford, Jacoby -- and says whether the kind's
rule decides there and, in words read from that board and state, what the question is about.

Kinds (:data:`CUBE_KINDS`), one per cube question of :mod:`bglearn.teach.questions.cube`:

================  ===================================================================================
``may-double``    may the side on roll double now? At most one of the three rules that forbid it holds
                  (it has rolled; the other side owns the cube; the Crawford game), so that one decides;
                  about half the boards answer yes (cube centred or owned by the side on roll, money,
                  a match, after the Crawford game)
``drop-score``    the side on roll may double and the other drops: the cube's value before the double
                  (1, 2, 4 or 8), in money play or a match
``after-take``    the side on roll may double and the other takes: the cube doubles and goes to the
                  taker (who is White or Black, the value 2 to 16)
``beaver``        money play with beavers (a house rule): the side on roll may double and the other
                  beavers: the cube goes to four times its value and the beaverer keeps it (4 to 32)
``game-value``    a finished game (single, gammon or backgammon) times the cube (centred, or owned by
                  either side at 2 to 8); money play with or without the Jacoby rule, or a match
================  ===================================================================================

Every state is one a player meets in real play (:func:`plausible` has the rules): in a match each
double that turned the cube was worth making (the doubler needed more points than the cube showed), so
after the Crawford game the cube is in the middle or the leader owns it on 2 (only the trailer doubles),
and a board that asks about the side on roll doubling has on roll a side for whom a double is live
(the trailer, in and after the Crawford game; never at double match point).

A state is valid for its board: ``match.on_roll`` is the board's side on roll and ``match.dice`` its
roll (None before rolling). The finished game of ``game-value`` keeps the state it was played in
(``game_state`` ``'playing'``: the score before its points are added).

Everything here is the rules core: no ipywidgets, no matplotlib.

Examples
--------
>>> import random
>>> import bglearn as bg
>>> board = bg.Position.start()
>>> dice, match = draw_state("after-take", board, random.Random(3))
>>> decides("after-take", board, dice, match), dice
(True, None)
"""

from __future__ import annotations

import random as _random

from ..engine.constants import BAR, BLACK, WHITE, Dice, side_name
from ..engine.matchstate import MatchState
from ..engine.position import Position
from ..engine.rules import game_result, legal_plays
from ..errors import InputError

__all__ = [
    "CUBE_KINDS",
    "CUBE_RULE_CODES",
    "draw_state",
    "decides",
    "plausible",
    "reasons",
    "describe",
    "game_value_rule",
    "one_short",
    "setting",
    "situation",
    "ask",
]

# the rule of a finished game's value, and its Jacoby clause (named only where the rule is played)
_GAME_VALUE = "A finished game scores 1, 2 or 3 (single game, gammon, backgammon) times the cube"
_JACOBY = "with the Jacoby rule (money play only) a gammon or backgammon counts single while the cube is in the middle"

#: The cube practice kinds and the rule each one shows (the hint of a practice board).
CUBE_KINDS: dict[str, str] = {
    "may-double": (
        "A side may double only at the start of its own turn, before it rolls, when the cube is in the "
        "middle or it owns the cube, and never in a match's Crawford game."
    ),
    "drop-score": "A dropped double ends the game: the doubler wins the cube's value before the double.",
    "after-take": "A taken double doubles the cube's value, and the side that took owns the cube.",
    "beaver": (
        "A beaver (money play, a house rule) is a take and a redouble at once: the cube goes to four times "
        "its value before the double, and the side that beavered keeps it."
    ),
    "game-value": f"{_GAME_VALUE}; {_JACOBY}.",
}


def game_value_rule(jacoby: bool) -> str:
    """The rule of a finished game's value as a practice board's hint says it: with ``jacoby``
    True the whole rule (:data:`CUBE_KINDS`' ``game-value``), else without the Jacoby rule's clause
    (a board that does not play it, a lesson before it is taught)."""
    return CUBE_KINDS["game-value"] if jacoby else f"{_GAME_VALUE}."


def one_short(length: int, score: tuple[int, int]) -> bool:
    """Whether a side is one point short of winning a match of ``length`` points (0: money play) at
    ``score`` (White, Black): the Crawford game, or a game after it, is being played."""
    return length > 1 and length - 1 in score


#: The rules that forbid a double, in the order the may-double question names them (its rule codes).
CUBE_RULE_CODES = ("crawford-game", "double-before-rolling", "cube-owned-by-opponent")

_LENGTHS = (3, 5, 7, 9, 11)
_MAY_CASES = ("centred", "own", "post-crawford", "opponent-owns", "rolled", "crawford")
_VALUE_CASES = ("money", "money", "jacoby", "jacoby", "match", "crawford", "post-crawford")


def _check(kind: str) -> str:
    if not isinstance(kind, str) or kind not in CUBE_KINDS:
        raise InputError(f"unknown cube practice kind {kind!r}; the cube kinds are: {', '.join(CUBE_KINDS)}")
    return kind


def _closed_out(position: Position) -> bool:
    """The side on roll is on the bar against a closed board (it does not roll: its turn passes)."""
    me, opp = position.mover_and_opponent()
    return bool(me[BAR]) and all(opp[25 - q] >= 2 for q in range(19, 25))


# ---------------------------------------------------------------------------------------------
# Drawing a state
# ---------------------------------------------------------------------------------------------


def _setting(rng: _random.Random, where: str, leader: int | None = None) -> tuple[int, tuple[int, int], bool]:
    """``(match_length, score, crawford)`` for ``where``: 'money', 'match' (nobody one point short),
    'crawford' (the Crawford game) or 'post-crawford' (a side one point short, the Crawford game played);
    ``leader`` is the side one point short (None: either)."""
    if where == "money":
        return 0, (0, 0), False
    length = rng.choice(_LENGTHS)
    if where == "match":
        return length, (rng.randint(0, length - 2), rng.randint(0, length - 2)), False
    short = rng.choice((WHITE, BLACK)) if leader is None else leader
    score = [0, 0]
    score[short] = length - 1
    # after the Crawford game the trailer has won it: at least 1 point
    lowest = 0 if where == "crawford" else 1
    score[1 - short] = rng.randint(lowest, length - 2 if where == "crawford" or leader is not None else length - 1)
    return length, (score[0], score[1]), where == "crawford"


def _value(rng: _random.Random, length: int) -> int:
    """A turned cube's value: 2, 4 or 8 in money play; in a match no more than its length."""
    return rng.choice([v for v in (2, 2, 4, 8) if not length or v <= length])


def _roll(position: Position, rng: _random.Random) -> Dice | None:
    """A roll the side on roll can play (it keeps the turn: a roll with no play passes at once), or None."""
    rolls = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    rng.shuffle(rolls)
    return next((r for r in rolls if legal_plays(position, r)), None)


def _away(match: MatchState, side: int) -> int:
    """How many points ``side`` still needs to win the match (a match only)."""
    return match.match_length - match.score[side]


def plausible(kind: str, match: MatchState) -> bool:
    """True when a player meets the state of ``match`` in real play, for a board of ``kind``.

    Money play: any cube. In a match (``a`` = the points a side still needs, its *away* score):

    * each double that turned the cube was worth making: the side that doubled from ``v`` needed more
      than ``v`` points (with fewer, a single game at ``v`` already won it the match). The cube on
      ``v`` owned by one side was turned last by the other from ``v/2``, before that by the owner
      from ``v/4``, and so on. So after the Crawford game the cube is in the middle or the leader
      owns it on 2 (the trailer doubles; the leader, one point short, never does), and no cube goes
      beyond what the away scores make meaningful;
    * the Crawford game has the cube in the middle, on 1 (no one may double in it), and after it the
      trailer, who won it, has at least 1 point;
    * a board that asks about the side on roll doubling (``may-double``, ``drop-score``,
      ``after-take``) has on roll a side for whom a double is live: it needs more points than the
      cube shows. So in and after the Crawford game that side is the trailer, and at double match
      point (both sides one point short) no such board is made.

    ``game-value`` (a finished game) is held to the first two; ``beaver`` is money play only (beavers are
    not played in a match). :func:`draw_state` draws only such
    states and :func:`decides` refuses the others.

    Raises
    ------
    bglearn.InputError
        For an unknown kind, or a ``match`` that is not a MatchState.
    """
    _check(kind)
    if not isinstance(match, MatchState):
        raise InputError(f"plausible() takes a MatchState, not {type(match).__name__}")
    if not match.match_length:
        return True
    if kind == "beaver":
        return False
    if match.crawford and (match.cube != 1 or match.cube_owner is not None):
        return False
    if not match.crawford and one_short(match.match_length, match.score) and 0 in match.score:
        return False  # after the Crawford game: the trailer won it, so has a point at least
    if match.cube_owner is not None:
        doubler, before = 1 - match.cube_owner, match.cube // 2
        while before >= 1:
            if _away(match, doubler) <= before:
                return False
            doubler, before = 1 - doubler, before // 2
    return kind == "game-value" or _away(match, match.on_roll) > match.cube


#: How many states :func:`draw_state` draws at most for one board before it falls back on money play.
_DRAWS = 100


def draw_state(kind: str, position: Position, rng: _random.Random) -> tuple[Dice | None, MatchState]:
    """Draw the roll and the state around ``position`` for a practice board of ``kind``.

    The state is drawn at random for the kind (see the module docstring) among those a player meets in
    real play (:func:`plausible`: doubles worth making, the trailer doubling after the Crawford game),
    and does not look at the board beyond its side on roll (and, for a roll, what it can play);
    :func:`decides` says whether it fits. Money play, a match, the Crawford game and the games after it,
    the cube's value and owner are all drawn with ``rng`` alone, so a seeded ``rng`` gives the same
    state. Drawn states that are not plausible are drawn again (at most ``_DRAWS`` times; then money
    play with the cube in the middle, which always is).

    Returns
    -------
    (dice, MatchState)
        ``dice`` is the roll the side on roll has made (``match.dice``), None before rolling.

    Raises
    ------
    bglearn.InputError
        For an unknown kind.
    """
    _check(kind)
    for _ in range(_DRAWS):
        dice, match = _draw(kind, position, rng)
        if plausible(kind, match):
            return dice, match
    return None, MatchState(on_roll=position.on_roll)  # pragma: no cover - practically never reached


def _draw(kind: str, position: Position, rng: _random.Random) -> tuple[Dice | None, MatchState]:
    """One draw of :func:`draw_state`, plausible or not."""
    me = position.on_roll
    dice: Dice | None = None
    jacoby = False
    if kind == "may-double":
        case = rng.choice(_MAY_CASES)
        if case in ("crawford", "post-crawford"):
            where = case
        else:
            where = rng.choice(("money", "money", "match", "post-crawford"))
        # in and after the Crawford game the side asking whether it may double is the trailer
        length, score, crawford = _setting(rng, where, leader=1 - me)
        value, owner = 1, None
        if case in ("own", "opponent-owns") or (case == "rolled" and rng.random() < 0.5):
            value = _value(rng, length)
            owner = 1 - me if case == "opponent-owns" else me
        elif case == "post-crawford" and rng.random() < 0.5:
            value, owner = 2, 1 - me  # the trailer doubled and the leader took
        if case == "rolled":
            dice = _roll(position, rng)
    elif kind in ("drop-score", "after-take", "beaver"):
        # beavers are a money-play house rule: a beaver board is money play
        where = "money" if kind == "beaver" else rng.choice(("money", "money", "match", "post-crawford"))
        length, score, crawford = _setting(rng, where, leader=1 - me)
        value, owner = 1, None
        if rng.random() < 0.6:
            value, owner = _value(rng, length), me
    else:  # game-value: the finished game's state
        case = rng.choice(_VALUE_CASES)
        length, score, crawford = _setting(rng, "money" if case in ("money", "jacoby") else case)
        jacoby = case == "jacoby"
        value, owner = 1, None
        if not crawford and rng.random() < 0.5:
            value, owner = _value(rng, length), rng.choice((WHITE, BLACK))
            if case == "post-crawford" and rng.random() < 0.7:
                value, owner = 2, score.index(length - 1)  # the leader took the trailer's double
    match = MatchState(
        on_roll=me,
        dice=dice,
        cube=value,
        cube_owner=owner,
        match_length=length,
        score=score,
        crawford=crawford,
        jacoby=jacoby,
    )
    return dice, match


# ---------------------------------------------------------------------------------------------
# Does the kind's rule decide?
# ---------------------------------------------------------------------------------------------


def reasons(side: int, *, rolled: bool, cube_owner: int | None, crawford: bool) -> tuple[str, ...]:
    """The rules of :data:`CUBE_RULE_CODES` that forbid ``side`` (on roll) to double, in that order:
    the Crawford game, a roll already made, the cube owned by the other side. Empty when it may
    double (its turn, before rolling, the cube centred or its own, not the Crawford game)."""
    found = []
    if crawford:
        found.append("crawford-game")
    if rolled:
        found.append("double-before-rolling")
    if cube_owner not in (None, side):
        found.append("cube-owned-by-opponent")
    return tuple(found)


def _fits(position: Position, dice: Dice | None, match: MatchState) -> bool:
    """The state belongs to the board: its side on roll, its roll, a game being played, no offer pending."""
    if not isinstance(position, Position) or not isinstance(match, MatchState):
        return False
    return (
        match.on_roll == position.on_roll
        and match.dice == (None if dice is None else (max(dice), min(dice)))
        and match.game_state == "playing"
        and not match.doubled
        and not match.resigned
        and not (match.jacoby and match.match_length)
    )


def decides(kind: str, position: Position, dice: Dice | None, match: MatchState) -> bool:
    """True when the rule of ``kind`` decides the answer on this board in this state.

    ``may-double``: the game is on, the side on roll is not closed out (it would not even roll), a roll
    made can be played, and at most one of the rules that forbid a double holds (:func:`reasons`), so
    that one decides (none: yes). ``drop-score`` and ``after-take``: the side on roll may double (no
    reason against it) in a game being played, so the other side's answer decides; ``beaver`` the same,
    in money play (where beavers are played). ``game-value``: the
    game is over (a side has borne off all fifteen).

    Raises
    ------
    bglearn.InputError
        For an unknown kind.
    """
    _check(kind)
    if not _fits(position, dice, match) or not plausible(kind, match):
        return False
    over = game_result(position) is not None
    if kind == "game-value":
        return over and dice is None
    if over or _closed_out(position) or (dice is not None and not legal_plays(position, dice)):
        return False
    why = reasons(position.on_roll, rolled=dice is not None, cube_owner=match.cube_owner, crawford=match.crawford)
    if kind == "may-double":
        return len(why) <= 1
    return not why


# ---------------------------------------------------------------------------------------------
# Words of a practice board
# ---------------------------------------------------------------------------------------------


def describe(kind: str) -> str:
    """The rule ``kind`` shows, in one or two plain sentences (a practice board's hint).

    Raises
    ------
    bglearn.InputError
        For an unknown kind.
    """
    return CUBE_KINDS[_check(kind)]


def setting(match: MatchState) -> str:
    """Money play (with the Jacoby rule, if played) or the match and its score, as a sentence read from
    ``match`` (a match with a side one point short says whether this is the Crawford game or it has been
    played): ``'Money play with the Jacoby rule.'``, ``'A match to 5: White 4, Black 2.'``.

    Raises
    ------
    bglearn.InputError
        If ``match`` is not a MatchState.
    """
    if not isinstance(match, MatchState):
        raise InputError(f"setting() takes a MatchState, not {type(match).__name__}")
    if not match.match_length:
        return "Money play with the Jacoby rule." if match.jacoby else "Money play."
    white, black = match.score
    text = f"A match to {match.match_length}: White {white}, Black {black}."
    if match.crawford:
        text += " This is the Crawford game."
    elif one_short(match.match_length, match.score):
        text += " The Crawford game has been played."
    return text


def _cube(match: MatchState) -> str:
    if match.cube_owner is None:
        return "The cube is in the middle." if match.cube == 1 else f"The cube is in the middle, on {match.cube}."
    return f"{side_name(match.cube_owner)} owns the cube on {match.cube}."


def situation(
    kind: str, position: Position, dice: Dice | None, match: MatchState, *, rolled: bool | None = None
) -> str:
    """The sentences a cube practice prompt says of its board: money play or the match and its score
    (the Crawford game, or that it has been played), the cube, and the side on roll and whether it has
    rolled (for ``beaver``, money play with beavers: every board of the kind is) -- or, for
    ``game-value``, who has borne off all fifteen. All read from ``position``,
    ``dice`` and ``match``; what the rule makes of them is the question. ``rolled`` (default: ``dice``
    or ``match.dice`` given) says the side has rolled when the roll itself is not known.

    Raises
    ------
    bglearn.InputError
        For an unknown kind.

    Examples
    --------
    >>> import bglearn as bg
    >>> situation("may-double", bg.Position.start(), (6, 4), bg.MatchState(cube=2, cube_owner=bg.WHITE))
    'Money play. White owns the cube on 2. White rolled 6-4.'
    """
    _check(kind)
    side = side_name(position.on_roll)
    if kind == "game-value":
        result = game_result(position)
        who = (
            f"{side} is on roll."
            if result is None
            else f"{side_name(result.winner)} has borne off all fifteen checkers."
        )
        return f"{who} {setting(match)} {_cube(match)}"
    where = setting(match)
    if kind == "beaver":  # (the kind's boards are money play with beavers: a MatchState cannot say so)
        where = where[:-1] + (" and beavers." if match.jacoby else " with beavers.")
    dice = dice if dice is not None else match.dice
    if dice is not None:
        turn = f"{side} rolled {max(dice)}-{min(dice)}."
    elif rolled:
        turn = f"{side} has rolled."
    else:
        turn = f"{side} is on roll and has not rolled yet."
    return f"{where} {_cube(match)} {turn}"


def ask(kind: str, position: Position, cube_owner: int | None = None) -> str:
    """What a practice board of ``kind`` asks, naming the sides of ``position`` (``May Black double now?``);
    ``cube_owner`` (WHITE, BLACK or None for a centred cube): the side on roll that owns the cube
    *redoubles* (the field's word for doubling a cube one owns).

    Raises
    ------
    bglearn.InputError
        For an unknown kind.
    """
    _check(kind)
    side, other = side_name(position.on_roll), side_name(1 - position.on_roll)
    doubles = "redoubles" if cube_owner == position.on_roll else "doubles"
    if kind == "may-double":
        return f"May {side} double now?"
    if kind == "drop-score":
        return f"{side} {doubles} and {other} drops. How many points does {side} win?"
    if kind == "after-take":
        return f"{side} {doubles} and {other} takes. What does the cube show now, and who owns it?"
    if kind == "beaver":
        return f"{side} {doubles} and {other} beavers. What does the cube show now, and who owns it?"
    result = game_result(position)
    winner = side_name(result.winner) if result is not None else "the winner"
    return f"How many points does {winner} win?"

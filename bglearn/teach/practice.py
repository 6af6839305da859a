"""Fresh practice positions: random reachable boards where one rule decides the answer.

A "Practise more" button needs a new question of the same kind every time it is pressed. This
module finds one: :func:`find` searches random positions (from seeded games between two
``'beginner'`` bots, and from small generators of endgames, bear-offs, closed boards and
finished games where plain games would be too slow) for a position and a roll where the
:func:`predicate` of a *kind* holds, i.e. where that rule really decides what may be played.

Kinds (:data:`KINDS`) and the rule each one shows:

========================  =====================================================================
``lower-die-first``       both dice can be used, but only by playing the lower die first: the
                          higher die cannot be played first, or every single move of it leaves
                          the lower die unplayable
``dice-order``            as ``lower-die-first``, on a board of lesson 01's rules only: no legal
                          play hits, and no checker can bear off
``higher-die``            either die can be played, but not both: only the higher die is legal
                          (this kind, ``lower-die-first``, ``only-one-die`` and
                          ``doubles-partial``: no legal play bears off, which is taught after them)
``only-one-die``          only one of the two dice can be played at all, and it must be
``blocked-intermediate``  a checker cannot move the sum of the dice: both stops are blocked,
                          although the point it would reach is open
``hit-on-the-way``        one checker can reach the same point two ways, one hitting a blot on
                          the way (``13/11*/7`` and ``13/9/7`` are different plays)
``enter``                 a checker on the bar, and it can enter: entering comes first
``enter-then-move``       one checker on the bar; it enters with one die and the other die is
                          played by a different checker in some legal play
``dance``                 checker(s) on the bar and no legal play: the turn passes
``doubles-partial``       doubles of which only 1, 2 or 3 moves can be played
``bear-off``              all fifteen checkers home, and a checker can bear off
``bear-off-higher``       all home; a die higher than the highest occupied point bears off from
                          that point
``bear-off-inside``       all home; a die may not bear off from a lower point because a higher
                          point is occupied (it is played inside instead)
``come-home-then-off``    one checker outside the home board: one die brings it home, then the
                          other die bears a checker off
``must-pass``             no legal play (for any reason): the turn passes
``game-result``           a finished game (single, gammon or backgammon); ``dice`` is None
``may-double``            (cube) a board and a :class:`~bglearn.MatchState` where one rule decides
                          whether the side on roll may double: it has rolled, the other side owns
                          the cube, the Crawford game -- or none of them (yes)
``drop-score``            (cube) the side on roll may double; the other side drops
``after-take``            (cube) the side on roll may double; the other side takes
``beaver``                (cube) money play with beavers: the side on roll may double; the other
                          side beavers
``game-value``            (cube) a finished game, its cube, money play (Jacoby or not) or a match
========================  =====================================================================

The cube kinds (:data:`CUBE_KINDS`, drawn by :mod:`bglearn.teach.cube_practice`) give an
:class:`Example` that carries a :class:`~bglearn.MatchState` as well (its ``match``): the cube's value
and owner, whether the side on roll has rolled (its ``dice``), money play or the match and its score,
Crawford and Jacoby. Their :func:`predicate` takes it as a third argument.

Everything here is the rules core: no ipywidgets, no matplotlib.

Examples
--------
>>> import random
>>> from bglearn import legal_plays
>>> from bglearn.teach import practice
>>> ex = practice.find("higher-die", random.Random(1))
>>> practice.predicate("higher-die")(ex.position, ex.dice)
True
>>> {len(p.moves) for p in legal_plays(ex.position, ex.dice)}
{1}
"""

from __future__ import annotations

import random as _random
import time
from collections.abc import Callable
from typing import NamedTuple

from ..engine.checking import check_play
from ..engine.constants import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, side_name
from ..engine.matchstate import MatchState
from ..engine.notation import point_name
from ..engine.position import Position
from ..engine.rules import dice_used, game_result, legal_plays, roll_opening, single_moves
from ..errors import InputError, NotationError, PracticeError
from ..play.bots import choose_play
from . import cube_practice

__all__ = [
    "KINDS",
    "CUBE_KINDS",
    "Example",
    "find",
    "predicate",
    "fits",
    "describe",
    "situation",
    "tempting_play",
    "check_kind",
]

# the test of a kind, f(position, dice) -> bool (dice is None only for 'game-result')
_Predicate = Callable[[Position, tuple[int, int] | None], bool]


class Example(NamedTuple):
    """A practice question's board: the position (side on roll moves), the roll and, for a cube
    kind, the state of the match around the board.

    Attributes
    ----------
    position : Position
    dice : (int, int) or None
        None for ``'game-result'`` (a finished game has no roll), and for a cube kind's board
        before the side on roll rolls.
    match : MatchState or None
        For a cube kind (:data:`CUBE_KINDS`): the cube, the score, Crawford, Jacoby; its
        ``on_roll`` and ``dice`` are the board's. None for the other kinds.
    """

    position: Position
    dice: tuple[int, int] | None
    match: MatchState | None = None


# ---------------------------------------------------------------------------------------------
# Small helpers (all in the mover's numbering)
# ---------------------------------------------------------------------------------------------


def _after(position, s, t):
    """The position after one single move, the same side still on roll."""
    return position.apply_moves([(s, t)])


def _all_home(me):
    return not any(me[7:26])


def _blocked(opp, q):
    return 1 <= q <= 24 and opp[25 - q] >= 2


def _over(position):
    me, opp = position.mover_and_opponent()
    return me[OFF] == CHECKERS_PER_SIDE or opp[OFF] == CHECKERS_PER_SIDE


def _sorted_dice(dice):
    d1, d2 = dice
    return max(d1, d2), min(d1, d2)


# ---------------------------------------------------------------------------------------------
# Predicates: one per kind
# ---------------------------------------------------------------------------------------------

_PREDICATES: dict[str, _Predicate] = {}
_DESCRIPTIONS: dict[str, str] = {}
_SOURCES: dict[str, tuple[str, ...]] = {}  # names of _SOURCE_FUNCS
_DOUBLES: dict[str, bool | None] = {}  # True: only doubles, False: only non-doubles, None: any roll
_TEMPTING: dict[str, tuple[str, ...]] = {}  # rule codes of a tempting wrong play for the kind


def _kind(name, description, sources, doubles=None, tempting=()):
    def register(fn):
        fn.__doc__ = f"Kind {name!r}: {description}"
        fn.kind = name
        _PREDICATES[name] = fn
        _DESCRIPTIONS[name] = description
        _SOURCES[name] = sources
        _DOUBLES[name] = doubles
        _TEMPTING[name] = tempting
        return fn

    return register


@_kind(
    "lower-die-first",
    "Both dice must be used when any order allows it: here the higher die cannot be played first, "
    "or played first it leaves the lower one unplayable, so the lower die must be played first.",
    ("game",),
    doubles=False,
    tempting=("must-use-both-dice", "blocked-point"),
)
def _lower_die_first(position, dice):
    hi, lo = _sorted_dice(dice)
    if hi == lo or _over(position):
        return False
    me, _ = position.mover_and_opponent()
    # no checker on the bar: entering first is a different rule (lesson 03), taught apart
    if me[25] or _all_home(me) or dice_used(position, dice) != 2:
        return False
    firsts = single_moves(position, hi)
    if any(single_moves(_after(position, s, t), lo) for s, t in firsts):
        return False
    return not _bears_off(position, dice)  # (no play comes home and bears off: that is lesson 05)


@_kind(
    "dice-order",
    "Both dice must be used when any order allows it: here only one order of the two dice lets both "
    "be played, so that order must be played.",
    ("game",),
    doubles=False,
    tempting=("must-use-both-dice", "blocked-point"),
)
def _dice_order(position, dice):
    # moving only (lesson 01): nothing to hit, nothing on either bar, nobody bearing off
    me, opp = position.mover_and_opponent()
    if opp[BAR] or not _lower_die_first(position, dice):
        return False
    return not any(play.hits for play in legal_plays(position, dice))


@_kind(
    "higher-die",
    "When either die could be played but not both, the higher one must be played.",
    ("primed", "game"),
    doubles=False,
    tempting=("must-use-higher-die",),
)
def _higher_die(position, dice):
    hi, lo = _sorted_dice(dice)
    # not while bearing off (lesson 05): the kinds of lesson 04 use only the rules taught before it
    if hi == lo or _over(position) or dice_used(position, dice) != 1 or _bears_off(position, dice):
        return False
    his = set(single_moves(position, hi))
    return bool(his) and any(m not in his for m in single_moves(position, lo))


@_kind(
    "only-one-die",
    "When only one of the dice can be played at all, that one must be played (and the other is lost).",
    ("primed", "game", "closed"),
    doubles=False,
    tempting=("blocked-point", "must-enter-first"),
)
def _only_one_die(position, dice):
    hi, lo = _sorted_dice(dice)
    if hi == lo or _over(position) or dice_used(position, dice) != 1 or _bears_off(position, dice):
        return False
    return bool(single_moves(position, hi)) != bool(single_moves(position, lo))


def _sum_moves(position, dice, want):
    """Checkers ``s`` whose move ``s/(s-d1-d2)`` has stops as ``want(stop1, stop2, end)`` asks."""
    hi, lo = _sorted_dice(dice)
    me, opp = position.mover_and_opponent()
    if me[BAR] or hi == lo:
        return []
    return [s for s in range(hi + lo + 1, 25) if me[s] and want(opp, s - hi, s - lo, s - hi - lo)]


@_kind(
    "blocked-intermediate",
    "A checker using both dice must touch down legally after each one: with both stops blocked it "
    "cannot move the sum, even though the point it would reach is open.",
    ("game",),
    doubles=False,
    tempting=("blocked-intermediate",),
)
def _blocked_intermediate(position, dice):
    if _over(position):
        return False
    found = _sum_moves(
        position, dice, lambda opp, a, b, t: _blocked(opp, a) and _blocked(opp, b) and not _blocked(opp, t)
    )
    return bool(found) and bool(legal_plays(position, dice))


def _blot(opp, q):
    return 1 <= q <= 24 and opp[25 - q] == 1


@_kind(
    "hit-on-the-way",
    "A checker moving both dice touches down on one point on the way: going via a blot hits it, "
    "so 13/11*/7 and 13/9/7 are different plays (write the stop).",
    ("game",),
    doubles=False,
)
def _hit_on_the_way(position, dice):
    if _over(position) or dice_used(position, dice) != 2:
        return False
    return bool(
        _sum_moves(
            position,
            dice,
            lambda opp, a, b, t: (
                not (_blocked(opp, a) or _blocked(opp, b) or _blocked(opp, t))
                and _blot(opp, a) != _blot(opp, b)
                and not _blot(opp, t)
            ),
        )
    )


@_kind(
    "enter",
    "A checker on the bar must enter first, in the opponent's home board on the point matching a die.",
    ("bar",),
    tempting=("must-enter-first",),
)
def _enter(position, dice):
    me, _ = position.mover_and_opponent()
    return bool(me[BAR]) and not _over(position) and dice_used(position, dice) >= 1


@_kind(
    "enter-then-move",
    "After the checker on the bar has entered with one die, the other die may be played by any checker.",
    ("bar",),
    doubles=False,
    tempting=("must-enter-first",),
)
def _enter_then_move(position, dice):
    me, _ = position.mover_and_opponent()
    if me[BAR] != 1 or dice[0] == dice[1] or _over(position) or dice_used(position, dice) != 2:
        return False
    for play in legal_plays(position, dice):
        (s1, t1, _), (s2, _t2, _) = play.moves
        if s1 == BAR and s2 not in (BAR, t1):
            return True
    return False


@_kind(
    "dance",
    "A checker on the bar that cannot enter (both entry points blocked) means no move at all: the turn passes.",
    ("closed",),
    tempting=("must-pass",),
)
def _dance(position, dice):
    me, opp = position.mover_and_opponent()
    # a closed board (all six points held) is not a dance: that side does not even roll
    closed = all(opp[p] >= 2 for p in range(1, 7))
    return bool(me[BAR]) and not closed and not _over(position) and not legal_plays(position, dice)


@_kind(
    "doubles-partial",
    "Doubles give four moves; when not all four can be played, as many as possible must be.",
    ("primed", "game"),
    doubles=True,
    tempting=("must-use-more-dice", "blocked-point"),
)
def _doubles_partial(position, dice):
    if dice[0] != dice[1] or _over(position) or not 1 <= dice_used(position, dice) <= 3:
        return False
    return not _bears_off(position, dice)


def _bears_off(position, dice, pred=lambda s: True):
    return any(t == OFF and pred(s) for play in legal_plays(position, dice) for s, t, _ in play.moves)


@_kind(
    "bear-off",
    "With all fifteen checkers in the home board, a die bears off a checker from the matching point.",
    ("bearoff",),
    tempting=("bear-off-higher-point-occupied", "wrong-distance"),
)
def _bear_off(position, dice):
    me, _ = position.mover_and_opponent()
    return _all_home(me) and not _over(position) and _bears_off(position, dice)


@_kind(
    "bear-off-higher",
    "A die higher than the highest occupied point bears a checker off from the highest point.",
    ("bearoff",),
    tempting=("bear-off-higher-point-occupied",),
)
def _bear_off_higher(position, dice):
    me, _ = position.mover_and_opponent()
    if not _all_home(me) or _over(position):
        return False
    top = max(p for p in range(1, 7) if me[p])
    return max(dice) > top and top not in dice and _bears_off(position, dice, lambda s: s == top)


def _inside_moves(position, dice):
    """Texts ``p/off`` the engine rejects with 'bear-off-higher-point-occupied'."""
    me, _ = position.mover_and_opponent()
    out = []
    for p in range(1, 6):
        if me[p] and p not in dice and any(d > p and not me[d] and any(me[d + 1 : 7]) for d in dice):
            try:
                if check_play(position, dice, f"{p}/off").rule == "bear-off-higher-point-occupied":
                    out.append(f"{p}/off")
            except NotationError:
                pass
    return out


@_kind(
    "bear-off-inside",
    "A die higher than a checker's point may not bear it off while a higher point is occupied: "
    "that die is played inside the home board instead.",
    ("bearoff",),
    tempting=("bear-off-higher-point-occupied",),
)
def _bear_off_inside(position, dice):
    me, _ = position.mover_and_opponent()
    if not _all_home(me) or _over(position) or not dice_used(position, dice):
        return False
    return bool(_inside_moves(position, dice))


@_kind(
    "come-home-then-off",
    "The last checker outside comes home with one die; now that all fifteen are home, the other die "
    "may bear a checker off in the same turn.",
    ("comehome",),
    doubles=False,
    tempting=("bear-off-not-all-home",),
)
def _come_home_then_off(position, dice):
    me, _ = position.mover_and_opponent()
    if me[BAR] or sum(me[7:25]) != 1 or dice[0] == dice[1] or _over(position):
        return False
    for play in legal_plays(position, dice):
        moves = play.moves
        if len(moves) == 2 and moves[0].from_point > 6 and 1 <= moves[0].to_point <= 6 and moves[1].to_point == OFF:
            return True
    return False


@_kind(
    "must-pass",
    "When no legal move exists the turn passes; otherwise passing is never allowed.",
    ("closed", "game"),
    tempting=("must-pass",),
)
def _must_pass(position, dice):
    return not _over(position) and not legal_plays(position, dice)


@_kind(
    "game-result",
    "A game ends when a side has borne off all fifteen checkers: a single game if the loser has borne "
    "off at least one, a gammon if none, a backgammon if none and a checker is still on the bar or in "
    "the winner's home board.",
    ("finished",),
)
def _game_result(position, dice=None):
    return game_result(position) is not None


def _cube_kind(name: str) -> None:
    """Register the cube kind ``name`` of :mod:`bglearn.teach.cube_practice`: f(position, dice, match)."""

    def test(position: Position, dice: tuple[int, int] | None, match: MatchState) -> bool:
        return cube_practice.decides(name, position, dice, match)

    description = cube_practice.describe(name)
    _kind(name, description, ("finished",) if name == "game-value" else ("game",))(test)


for _name in cube_practice.CUBE_KINDS:
    _cube_kind(_name)

#: The kinds of practice position, in teaching order (see the module docstring); the cube kinds last.
KINDS = tuple(_PREDICATES)
#: The cube kinds of :data:`KINDS`: their examples carry a MatchState, their predicate takes it.
CUBE_KINDS = tuple(cube_practice.CUBE_KINDS)


def check_kind(kind: str) -> str:
    """Return ``kind`` if it is one of :data:`KINDS`.

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones).
    """
    if not isinstance(kind, str) or kind not in _PREDICATES:
        raise InputError(f"unknown practice kind {kind!r}; the kinds are: {', '.join(KINDS)}")
    return kind


def predicate(kind: str) -> Callable[..., bool]:
    """Return the test of ``kind``: a function ``f(position, dice) -> bool``, for a cube kind
    (:data:`CUBE_KINDS`) ``f(position, dice, match) -> bool`` with the example's MatchState.

    The function is True exactly when the rule of that kind decides the answer there (see the
    table in the module docstring; ``f.__doc__`` states the rule). For ``'game-result'`` the
    dice are ignored. :func:`fits` tests an :class:`Example` of any kind.

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones).

    Examples
    --------
    >>> from bglearn import Position
    >>> pos = Position.from_points(white={24: 1, 6: 14}, black={7: 2, 2: 13})
    >>> predicate("lower-die-first")(pos, (6, 3))
    True
    """
    return _PREDICATES[check_kind(kind)]


def fits(kind: str, example: Example) -> bool:
    """True when the rule of ``kind`` decides on ``example``'s board (and state, for a cube kind).

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones), or an example that is not an
        :class:`Example`.
    """
    test = predicate(kind)
    if not isinstance(example, Example):
        raise InputError(f"fits() takes a practice Example, not {type(example).__name__}")
    if kind in CUBE_KINDS:
        return example.match is not None and test(example.position, example.dice, example.match)
    return example.match is None and test(example.position, example.dice)


def describe(kind: str) -> str:
    """Return the rule ``kind`` shows, in one or two plain sentences (for captions and feedback).

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones).
    """
    return _DESCRIPTIONS[check_kind(kind)]


# ---------------------------------------------------------------------------------------------
# The words of a practice board: what its prompt says of it
# ---------------------------------------------------------------------------------------------


def _points_words(points: list[int]) -> str:
    """``'18-point'``, ``'18- and 19-points'``, ``'1-, 2- and 20-points'`` (sorted)."""
    names = [str(p) for p in sorted(set(points))]
    if len(names) == 1:
        return f"{names[0]}-point"
    return ", ".join(f"{n}-" for n in names[:-1]) + f" and {names[-1]}-points"


def _checkers(n: int) -> str:
    return "a checker" if n == 1 else f"{n} checkers"


def situation(kind: str, position: Position, dice: tuple[int, int] | None, match: MatchState | None = None) -> str:
    """Return the sentences a practice prompt says of its board: the side to play, the roll, and the
    points the rule of ``kind`` is about there, all read from ``position`` and ``dice``.

    Points are in the numbering of the side on roll (the numbers printed on a board turned for that
    side). The rule itself is not said (that is the hint, :func:`describe`). For ``'game-result'``
    (``dice`` None) it names the winner. For a cube kind the words come from ``match`` too
    (:func:`bglearn.teach.cube_practice.situation`: money play or the match and its score, the cube,
    whether the side on roll has rolled).

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones), or a cube kind without ``match``.

    Examples
    --------
    >>> from bglearn import Position
    >>> pos = Position.from_points(white={24: 2, 13: 13}, black={7: 2, 6: 2, 2: 11})
    >>> situation("blocked-intermediate", pos, (6, 5))
    'White rolled 6-5. Black holds your 18- and 19-points.'
    """
    check_kind(kind)
    if kind in CUBE_KINDS:
        if not isinstance(match, MatchState):
            raise InputError(f"the words of a {kind!r} board need its MatchState (match=)")
        return cube_practice.situation(kind, position, dice, match)
    me, opp = position.mover_and_opponent()
    side, other = side_name(position.on_roll), side_name(1 - position.on_roll)
    if dice is None:
        result = game_result(position)
        if result is None:
            return f"{side} is on roll."
        return f"{side_name(result.winner)} has borne off all fifteen checkers."
    roll = f"{side} rolled {max(dice)}-{min(dice)}"
    if me[BAR]:
        roll += f" with {_checkers(me[BAR])} on the bar"
    roll += "."
    if kind == "blocked-intermediate":
        hi, lo = _sorted_dice(dice)
        stops = []
        for s in _sum_moves(
            position, dice, lambda o, a, b, t: _blocked(o, a) and _blocked(o, b) and not _blocked(o, t)
        ):
            stops += [s - hi, s - lo]
        if stops:
            return f"{roll} {other} holds your {_points_words(stops)}."
    if kind == "hit-on-the-way":
        blots = set()
        hi, lo = _sorted_dice(dice)
        for s in _sum_moves(
            position,
            dice,
            lambda o, a, b, t: (
                not (_blocked(o, a) or _blocked(o, b) or _blocked(o, t))
                and _blot(o, a) != _blot(o, b)
                and not _blot(o, t)
            ),
        ):
            blots |= {q for q in (s - hi, s - lo) if _blot(opp, q)}
        if blots:
            return f"{roll} {other} has a blot on your {_points_words(sorted(blots))}."
    if kind in ("bear-off", "bear-off-higher", "bear-off-inside"):
        off = me[OFF]
        return f"{side} has all its checkers home" + (f" ({off} borne off)." if off else ".") + f" {roll}"
    if kind == "come-home-then-off":
        outside = [p for p in range(7, 25) if me[p]]
        if len(outside) == 1 and me[outside[0]] == 1:
            return f"{side} has one checker outside the home board, on the {outside[0]}-point. {roll}"
    return roll


# ---------------------------------------------------------------------------------------------
# Tempting wrong plays (for "is this play legal?" practice)
# ---------------------------------------------------------------------------------------------


def tempting_play(kind: str, position: Position, dice: tuple[int, int] | None) -> str | None:
    """Return an illegal play (notation) that the rule of ``kind`` forbids here, or None.

    It is the mistake a beginner makes in that situation, e.g. the higher die alone for
    ``'lower-die-first'``, ``'13/5'`` through two blocked stops for ``'blocked-intermediate'``,
    a move before entering for ``'enter'``. :func:`bglearn.check_play` rejects it with one of
    the rule codes of the kind (the first candidate found, in a fixed order). None when the
    kind has no such mistake (``'hit-on-the-way'``, ``'game-result'``) or none is found, and for
    ``dice`` None.

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones).

    Examples
    --------
    >>> from bglearn import Position, check_play
    >>> pos = Position.from_points(white={24: 1, 6: 14}, black={7: 2, 2: 13})
    >>> text = tempting_play("lower-die-first", pos, (6, 3))
    >>> text, check_play(pos, (6, 3), text).rule
    ('24/18/15', 'blocked-point')
    """
    rules = _TEMPTING[check_kind(kind)]
    if not rules or dice is None:
        return None
    for text in _candidates(kind, position, dice):
        try:
            verdict = check_play(position, dice, text)
        except NotationError:
            continue
        if not verdict.legal and verdict.rule in rules:
            return text
    return None


def _candidates(kind, position, dice):
    """Plausible plays to try as mistakes, most typical first."""
    hi, lo = _sorted_dice(dice)
    me, _ = position.mover_and_opponent()
    if kind == "blocked-intermediate":
        for s in _sum_moves(position, dice, lambda opp, a, b, t: True):
            yield f"{s}/{s - hi - lo}"
        return
    if kind == "bear-off-inside":
        yield from _inside_moves(position, dice)
        return
    occupied = [p for p in range(25, 0, -1) if me[p]]
    raw = [(s, max(s - d, 0)) for d in (hi, lo) for s in occupied]
    if kind in ("dance", "must-pass", "only-one-die"):
        for d in (hi, lo):
            if me[BAR]:
                yield f"bar/{25 - d}"
        for s, t in raw:
            yield f"{point_name(s)}/{point_name(t)}"
        return
    if kind in ("enter", "enter-then-move"):
        for d in (hi, lo):
            entry = 25 - (lo if d == hi else hi)
            for s in occupied[1:]:
                if s != entry:  # a checker already on the entry point would read as one path
                    yield f"{s}/{point_name(max(s - d, 0))} bar/{entry}"
        for s, t in raw:
            yield f"{s}/{point_name(t)}"
        return
    if kind == "doubles-partial":
        for play in legal_plays(position, dice):
            moves = play.moves
            if len(moves) > 1:
                yield " ".join(f"{point_name(m.from_point)}/{point_name(m.to_point)}" for m in moves[:-1])
        for s, t in raw:  # a move the double does not allow: the stop is blocked
            yield f"{point_name(s)}/{point_name(t)}"
        return
    if kind == "come-home-then-off":
        outside = [p for p in range(7, 25) if me[p]]
        for s in outside:
            for d, _e in ((hi, lo), (lo, hi)):
                if s - d <= 6:
                    for p in range(6, 0, -1):
                        if me[p]:
                            yield f"{p}/off {s}/{s - d}"
        return
    singles = {d: single_moves(position, d) for d in (hi, lo)}
    if kind in ("lower-die-first", "dice-order"):
        for s, t in singles[hi]:
            yield f"{point_name(s)}/{point_name(t)}"
        for s in occupied:
            if s - hi >= 1:
                yield f"{point_name(s)}/{s - hi}/{s - hi - lo}" if s - hi - lo >= 1 else f"{point_name(s)}/{s - hi}"
        return
    if kind == "higher-die":
        for s, t in singles[lo]:
            if (s, t) not in singles[hi]:
                yield f"{point_name(s)}/{point_name(t)}"
        return
    for s, t in raw:  # bear-off kinds: a bear-off that is not allowed
        if t == OFF:
            yield f"{s}/off"


# ---------------------------------------------------------------------------------------------
# Sources of random positions (each an endless generator of positions, mover on roll)
# ---------------------------------------------------------------------------------------------


def _games(rng):
    """Positions met in games between two 'beginner' bots (before each roll), each game from a
    random turn on (so that not every search starts with the opening)."""
    while True:
        first, dice = roll_opening(rng)
        pos = Position.start(first)
        skip = rng.randint(0, 20)
        while not pos.is_game_over():
            if skip:
                skip -= 1
            else:
                yield pos
            play = choose_play(pos, dice, "beginner", rng)
            pos = play.result if play is not None else pos.pass_turn()
            dice = rng.randint(1, 6), rng.randint(1, 6)


def _bar_positions(rng):
    """Game positions with a checker of the mover on the bar (a hit made where none happened)."""
    for pos in _games(rng):
        me, opp = pos.mover_and_opponent()
        if me[BAR]:
            yield pos
            continue
        # hit a blot (or, failing that, any checker outside the opponent's reach is still fine)
        blots = [p for p in range(1, 25) if me[p] == 1] or [p for p in range(7, 25) if me[p]]
        if not blots or rng.random() < 0.5:
            continue
        p = rng.choice(blots)
        me = list(me)
        me[p] -= 1
        me[BAR] += 1
        yield Position(*((me, opp) if pos.on_roll == WHITE else (opp, me)), pos.on_roll)


def _scatter(rng, board, n, points):
    for _ in range(n):
        board[rng.choice(points)] += 1


def _build(rng, me, opp):
    side = rng.choice((WHITE, BLACK))
    white, black = (me, opp) if side == WHITE else (opp, me)
    return Position(white, black, side)


def _closed_boards(rng):
    """Mover with checkers on the bar against an opponent holding 3-6 home points."""
    while True:
        opp = [0] * 26
        made = rng.sample(range(1, 7), rng.choice((3, 4, 4, 5, 5, 6)))
        for p in made:
            opp[p] = 2
        left = CHECKERS_PER_SIDE - sum(opp)
        _scatter(rng, opp, left, list(range(1, 7)) + list(range(7, 14)))
        me = [0] * 26
        me[BAR] = rng.choice((1, 1, 2))
        free = [q for q in range(1, 25) if not opp[25 - q]]
        _scatter(rng, me, CHECKERS_PER_SIDE - me[BAR], free)
        yield _build(rng, me, opp)


def _primes(rng):
    """Mover with one or two checkers behind a 4-6 point prime and the rest crunched deep at home."""
    while True:
        opp = [0] * 26
        k = rng.choice((4, 5, 6))
        low = rng.randint(8, 24 - k)
        for q in range(low, low + k):
            opp[25 - q] = 2
        _scatter(rng, opp, CHECKERS_PER_SIDE - 2 * k, list(range(1, 7)))
        me = [0] * 26
        behind = [q for q in range(low + k, 25) if not opp[25 - q]] + [BAR]
        _scatter(rng, me, rng.choice((1, 1, 2)), behind)
        _scatter(rng, me, CHECKERS_PER_SIDE - sum(me), [1, 1, 2, 3])
        yield _build(rng, me, opp)


def _racing_opponent(rng):
    opp = [0] * 26
    n = rng.randint(6, 15)
    _scatter(rng, opp, n, list(range(1, 13)))
    opp[OFF] = CHECKERS_PER_SIDE - n
    return opp


def _bear_offs(rng):
    """Mover with every checker home (some borne off); opponent racing, out of contact."""
    while True:
        me = [0] * 26
        n = rng.randint(2, 15)
        _scatter(rng, me, n, list(range(1, 7)))
        me[OFF] = CHECKERS_PER_SIDE - n
        yield _build(rng, me, _racing_opponent(rng))


def _coming_home(rng):
    """Mover with one checker just outside the home board, the rest home."""
    while True:
        me = [0] * 26
        n = rng.randint(3, 15)
        me[rng.randint(7, 11)] = 1
        _scatter(rng, me, n - 1, list(range(1, 7)))
        me[OFF] = CHECKERS_PER_SIDE - n
        yield _build(rng, me, _racing_opponent(rng))


def _finished(rng):
    """Finished games: the side not on roll has borne off all 15; single, gammon or backgammon."""
    while True:
        winner = [0] * 26
        winner[OFF] = CHECKERS_PER_SIDE
        loser = [0] * 26
        kind = rng.choice(("single", "gammon", "backgammon"))
        if kind == "single":
            off = rng.randint(1, 12)
            loser[OFF] = off
            _scatter(rng, loser, CHECKERS_PER_SIDE - off, list(range(1, 7)))
        elif kind == "gammon":
            _scatter(rng, loser, CHECKERS_PER_SIDE, list(range(1, 19)))
        else:
            k = rng.randint(1, 2)
            _scatter(rng, loser, k, list(range(19, 26)))
            _scatter(rng, loser, CHECKERS_PER_SIDE - k, list(range(1, 19)))
        yield _build(rng, loser, winner)  # the loser is "on roll": the winner has just moved


_SOURCE_FUNCS = {
    "game": _games,
    "bar": _bar_positions,
    "closed": _closed_boards,
    "primed": _primes,
    "bearoff": _bear_offs,
    "comehome": _coming_home,
    "finished": _finished,
}

_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))


# ---------------------------------------------------------------------------------------------
# find
# ---------------------------------------------------------------------------------------------


def find(
    kind: str, rng: _random.Random | int | None = None, *, max_tries: int = 4000, time_limit: float | None = None
) -> Example:
    """Return a fresh :class:`Example` (position and dice) where the rule of ``kind`` decides.

    Positions come from the sources of the kind (seeded bot games, or generators of bar,
    closed-board, primed, bear-off, coming-home and finished positions), taken in turn from a
    random one; for each
    position the 21 rolls are tried in a random order (only doubles or only non-doubles when
    the kind needs it), and the first ``(position, dice)`` where :func:`predicate` holds is
    returned. The dice are returned in a random order of the two numbers.

    Parameters
    ----------
    kind : str
        One of :data:`KINDS`.
    rng : random.Random, int or None
        The source of randomness: the same seeded ``Random`` (or int seed) gives the same
        example. None: a new unseeded ``Random``.
    max_tries : int
        How many positions to examine at most.
    time_limit : float or None
        Seconds to search at most, or None (the default) for no limit in time: then only
        ``max_tries`` bounds the search, so that a seed gives the same example on a busy
        machine as on a quiet one (on a quiet machine every kind was found in under 0.2 s
        for each of the seeds 0-29).

    Returns
    -------
    Example
        ``Example(position, dice)``; ``dice`` is None for ``'game-result'``. A cube kind's
        example also carries its ``match`` (:class:`~bglearn.MatchState`), drawn by
        :func:`bglearn.teach.cube_practice.draw_state` with the same ``rng``.

    Raises
    ------
    ValueError
        For an unknown kind (the message lists the known ones).
    PracticeError
        (a RuntimeError) when nothing is found within ``max_tries`` positions or ``time_limit``.

    Examples
    --------
    >>> import random
    >>> ex = find("dance", random.Random(7))
    >>> from bglearn import legal_plays
    >>> legal_plays(ex.position, ex.dice)
    ()
    >>> find("castling", random.Random(7))
    Traceback (most recent call last):
    ...
    ValueError: unknown practice kind 'castling'; the kinds are: lower-die-first, ...
    """
    test = predicate(kind)
    if rng is None or isinstance(rng, int):
        rng = _random.Random(rng)
    sources = [_SOURCE_FUNCS[name](rng) for name in _SOURCES[kind]]
    doubles = _DOUBLES[kind]
    rolls = [r for r in _ROLLS if doubles is None or (r[0] == r[1]) == doubles]
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    start = rng.randrange(len(sources))
    for i in range(max_tries):
        position = next(sources[(start + i) % len(sources)])
        if kind in CUBE_KINDS:  # the state around the board is drawn for it, roll included
            cube_dice, match = cube_practice.draw_state(kind, position, rng)
            if test(position, cube_dice, match):
                return Example(position, cube_dice, match)
        elif kind == "game-result":
            if test(position, None):
                return Example(position, None)
        else:
            order = rolls[:]
            rng.shuffle(order)
            for d1, d2 in order:
                dice = (d1, d2) if rng.random() < 0.5 else (d2, d1)
                if test(position, dice):
                    return Example(position, dice)
        if deadline is not None and time.perf_counter() > deadline:
            raise PracticeError(
                f"no {kind!r} position found in {time_limit:g} s ({i + 1} positions tried); "
                "try again with another seed or a larger time_limit"
            )
    raise PracticeError(f"no {kind!r} position found in {max_tries} positions; try another seed or raise max_tries")

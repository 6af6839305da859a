"""Reading plays players type, and explaining why a play is illegal.

:func:`parse_play` turns notation into the legal :class:`~bglearn.Play` it describes;
:func:`check_play` judges a play and, for an illegal one, names the rule it breaks in one
plain sentence with a legal play that proves the point (the *witness*).

Rule codes (stable; lessons and widgets key on them):

=================================  ==============================================================
``not-your-checker``               no checker of the mover on the point a move starts from
``wrong-distance``                 a move's distance is not a die (or a sum of dice) that is left
``blocked-point``                  a move lands on a point held by two or more opposing checkers
``blocked-intermediate``           a checker using two or more dice stops on a blocked point
``must-enter-first``               a checker on the bar must enter before any other move
``bear-off-not-all-home``          bearing off before all fifteen checkers are home
``bear-off-higher-point-occupied`` a larger die bears off while a checker stands higher
``must-use-both-dice``             one die played when an order exists that uses both
``must-use-higher-die``            the lower die played when only one die can be, and the higher can
``must-use-more-dice``             doubles: fewer of the four moves than possible
``must-move``                      no move given while a legal play exists
``too-many-moves``                 more moves than the roll gives
``must-pass``                      a move given when no legal play exists
=================================  ==============================================================

When several rules are broken, the first one met making the moves in the order written is
reported; the whole-roll rules apply only when every single move is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from ..errors import AmbiguousPlayError, IllegalPlayError
from . import movegen
from .constants import BAR, OFF, Dice, side_name
from .evaluate import best_play
from .moves import Play
from .notation import dice_pool, matching_keys, parse_segments, point_name, point_phrase, shown, split_steps, splits
from .position import Position
from .rules import check_dice, dice_used, legal_plays

__all__ = ["Verdict", "RULES", "check_play", "parse_play", "matching_plays", "no_move_reason"]

RULES = (
    "not-your-checker",
    "wrong-distance",
    "blocked-point",
    "blocked-intermediate",
    "must-enter-first",
    "bear-off-not-all-home",
    "bear-off-higher-point-occupied",
    "must-use-both-dice",
    "must-use-higher-die",
    "must-use-more-dice",
    "must-move",
    "too-many-moves",
    "must-pass",
)


class Verdict(NamedTuple):
    """What :func:`check_play` says about a play.

    Attributes
    ----------
    legal : bool
    rule : str or None
        ``None`` for a legal play, else one of :data:`RULES`.
    message : str
        One plain sentence a beginner understands.
    witness : Play or None
        For a legal play, the play itself; for an illegal one, a legal play that proves the
        point where one exists.
    points : tuple of int
        The points the verdict is about, in the mover's numbering (25 = bar, 0 = off), e.g. the
        blocked point a move would land on; empty when no single point is concerned.
    reason : str
        The rule in one sentence without naming a legal play (``message`` may end with an
        example such as "e.g. 24/18 13/8", which gives the answer away in a quiz).
    plays : tuple of Play
        The legal plays the text can mean: one for a legal play, two or more when it is legal but
        ambiguous (``13/8`` when both ``13/10*/8`` and ``13/11/8`` are legal: ``witness`` is then
        None and ``message`` asks for the stop), none for an illegal play.
    """

    legal: bool
    rule: str | None
    message: str
    witness: Play | None
    points: tuple[int, ...] = ()
    reason: str = ""
    plays: tuple[Play, ...] = ()

    @property
    def ambiguous(self) -> bool:
        """True when the text is legal but fits two or more different plays (say which with the stops)."""
        return len(self.plays) > 1


_WORDS = ("none", "one", "two", "three", "four")

#: A broken rule found while replaying the written moves: ``(rule, message, points)``.
_Broken = tuple[str, str, tuple[int, ...]]
#: A single-die step ``(from, to, die)``.
_Step = tuple[int, int, int]


def _dice_text(dice: Dice) -> str:
    return f"{dice[0]}-{dice[1]}"


def matching_plays(
    position: Position, dice: Sequence[int], text: str, plays: Sequence[Play] | None = None
) -> list[Play]:
    """Return the distinct legal plays that ``text`` can describe (moves in any order).

    Each checker path of the text is split into single-die steps in every way its distance
    allows; a way matches a legal play when it reaches the same position (the same blots hit)
    without touching down on a blocked point. ``plays`` may pass :func:`legal_plays`' result
    when the caller has it already. ``dice`` is a pair of ints 1-6, in either order; ``text`` is
    notation as :func:`parse_segments` reads it.

    Raises
    ------
    NotationError
        If the text cannot be read.
    DiceError
        If the dice are not a pair of ints 1-6.
    """
    dice = check_dice(dice)
    paths = parse_segments(text)
    if plays is None:
        plays = legal_plays(position, dice)
    if not paths or not plays:
        return []
    by_key = {p.key: p for p in plays}
    me, opp = position.mover_and_opponent()
    return [by_key[k] for k in matching_keys(me, opp, dice, paths, by_key)]


def _witness(plays: Sequence[Play], steps: Iterable[_Step]) -> Play | None:
    """The legal play sharing the most single-die moves with ``steps``; among those, the one a
    sensible player would choose (:func:`bglearn.engine.evaluate.best_play`), so examples are good plays."""
    if not plays:
        return None
    wanted = [(m[0], m[1]) for m in steps]

    def shared(play: Play) -> int:
        pool = [(m.from_point, m.to_point) for m in play.moves]
        n = 0
        for m in wanted:
            if m in pool:
                pool.remove(m)
                n += 1
        return n

    best = max(shared(p) for p in plays)
    return best_play([p for p in plays if shared(p) == best])


def _diagnose(position: Position, dice: Dice, paths: list[list[int]], plays: tuple[Play, ...]) -> Verdict:
    """Replay the written moves in order and return the first rule broken as a Verdict."""
    me, opp = position.mover_and_opponent()
    board = list(me)
    opp_name = side_name(1 - position.on_roll)
    blocked, _, _, _, _ = movegen.analyse(me, opp)
    pool = dice_pool(dice)
    d1, d2 = dice
    made: list[_Step] = []  # (from, to, die) steps made so far

    def verdict(rule: str, message: str, points: Iterable[int] = ()) -> Verdict:
        return Verdict(False, rule, message, _witness(plays, made), tuple(points), message)

    def step_error(s: int, t: int, die: int, last: bool, a: int, b: int) -> _Broken | None:
        if s != BAR and board[BAR]:
            # Rule (entering): every checker on the bar enters before any other move, also before
            # a checker that has just entered moves on.
            return (
                "must-enter-first",
                (
                    f"You still have a checker on the bar, so it must enter before {point_name(a)}/{point_name(b)} "
                    f"can go on from {point_phrase(s)}."
                ),
                (BAR,),
            )
        if t and blocked & movegen.BIT[t]:
            n = opp[25 - t]
            if last:
                return (
                    "blocked-point",
                    (
                        f"The {die} would land on {point_phrase(t)}, which {opp_name} holds with {n} checkers: "
                        "a checker cannot land where two or more opposing checkers stand."
                    ),
                    (t,),
                )
            return (
                "blocked-intermediate",
                (
                    f"{point_name(a)}/{point_name(b)} would stop on {point_phrase(t)} after the {die}, and {opp_name} "
                    "holds it: a checker using two dice must touch down legally after each one."
                ),
                (t,),
            )
        if t == OFF:
            outside = [p for p in range(25, 6, -1) if board[p]]
            if outside:
                return (
                    "bear-off-not-all-home",
                    (
                        f"You cannot bear off yet: all 15 checkers must be in your home board first, "
                        f"and you still have one on {point_phrase(outside[0])}."
                    ),
                    (outside[0],),
                )
            if die > s:
                higher = [p for p in range(6, s, -1) if board[p]]
                if higher:
                    top = higher[0]
                    # what the die can do instead: bear off from its own point, or (higher than every
                    # checker) from the highest point, or move a checker standing above it inside
                    can: list[str] = []
                    if board[die]:
                        can.append(f"bear off from {point_phrase(die)}")
                    elif die > top:
                        can.append(f"bear off from {point_phrase(top)}, your highest point")
                    if any(board[p] for p in range(die + 1, 7)):
                        can.append("move a checker inside")
                    then = f"so the {die} can only {' or '.join(can)}."
                    return (
                        "bear-off-higher-point-occupied",
                        (
                            f"The {die} cannot bear off from {point_phrase(s)} while you have a checker on "
                            f"{point_phrase(top)}: a number higher than the point bears off only from the highest "
                            f"occupied point, {then}"
                        ),
                        (s, top),
                    )
        return None

    for path in paths:
        for a, b in zip(path, path[1:], strict=False):
            if a == BAR:
                if not board[BAR]:
                    return verdict("not-your-checker", "You have no checker on the bar to enter.", (BAR,))
            else:
                if not board[a]:
                    if me[a]:
                        n = me[a]
                        text = (
                            f"You have only {n} checker{'s' if n > 1 else ''} on {point_phrase(a)}, and this "
                            f"play moves more than {'that' if n == 1 else 'those'}."
                        )
                    else:
                        owner = " (those are your opponent's checkers)" if opp[25 - a] else ""
                        text = f"You have no checker on {point_phrase(a)} to move{owner}."
                    return verdict("not-your-checker", text, (a,))
                if board[BAR]:
                    return verdict(
                        "must-enter-first",
                        f"You have a checker on the bar, so it must enter before {point_name(a)}/"
                        f"{point_name(b)} can be played.",
                        (BAR,),
                    )
            if not pool:
                n_moves = "four" if d1 == d2 else "two"
                return verdict(
                    "too-many-moves",
                    f"A roll of {_dice_text(dice)} gives {n_moves} moves, and they are used up before "
                    f"{point_name(a)}/{point_name(b)}: that move is one too many.",
                    (a,),
                )
            ways = splits(a, b, pool)
            if not ways:
                left = sorted(pool, reverse=True)
                if len(left) == 1:
                    have = f"the only die you have left is a {left[0]}"
                else:
                    have = f"the dice you have left are {', '.join(map(str, left[:-1]))} and {left[-1]}"
                dist = a - b if b != OFF else a
                if dist in dice_pool(dice) and dist not in pool:
                    have = f"you have already used your {dist}, and {have}"
                elif len(left) < len(dice_pool(dice)):
                    have += f" (of your {_dice_text(dice)})"
                if b == OFF:
                    why = f"Bearing off from {point_phrase(a)} needs a {a} (or a higher number)"
                elif a == BAR:
                    # entering: say where each die left would enter (a d enters on point 25 - d)
                    entries = [f"a {d} on {point_phrase(25 - d)}" for d in sorted(set(left), reverse=True)]
                    where = " and ".join([entries[0].replace(" on ", " enters on ", 1), *entries[1:]])
                    if 25 - b > 6:  # not an entry point at all: say where entering happens
                        text = (
                            f"A checker on the bar enters on your 19- to 24-point (in your opponent's home "
                            f"board), not on {point_phrase(b)}: {where}."
                        )
                    else:
                        text = f"Entering on {point_phrase(b)} needs a {25 - b}, but {have}: from the bar, {where}."
                    return verdict("wrong-distance", text, (a,))
                else:
                    why = f"The move {point_name(a)}/{point_name(b)} is {a - b} pip{'' if a - b == 1 else 's'}"
                return verdict(
                    "wrong-distance",
                    f"{why}, but {have}: each move must match one die (or, for one checker, the dice it "
                    "uses added up).",
                    (a,),
                )
            if b != OFF and blocked & movegen.BIT[b]:
                s0, t0, die0 = split_steps(a, ways[0])[-1]
                blocked_error = step_error(s0, t0, die0, True, a, b)
                assert blocked_error is not None  # the last step lands on the blocked point b
                return verdict(*blocked_error)
            first_error: _Broken | None = None
            for seq in ways:
                steps = split_steps(a, seq)
                saved = list(board)
                err: _Broken | None = None
                for i, (s, t, die) in enumerate(steps):
                    err = step_error(s, t, die, i == len(steps) - 1, a, b)
                    if err:
                        break
                    board[s] -= 1
                    board[t] += 1
                if err is None:
                    for die in seq:
                        pool.remove(die)
                    made.extend(steps)
                    break
                board[:] = saved
                if first_error is None:
                    first_error = err
            else:
                assert first_error is not None  # ways is not empty and every way broke a rule
                rule, text, points = first_error
                if rule == "bear-off-higher-point-occupied" and b == OFF and all(len(seq) > 1 for seq in ways):
                    # no die alone bears this checker off, and the dice added up break a rule on the
                    # way: say first what bearing off from there needs (a learner bearing off a
                    # 6-point checker with 5-2 never meant to stop on the 1-point)
                    higher = " (or a higher number)" if a < 6 else ""
                    text = (
                        f"Bearing off from {point_phrase(a)} needs a {a}{higher}, and neither die is one; "
                        f"with the dice added up on that checker, {text[0].lower()}{text[1:]}"
                    )
                return verdict(rule, text, points)
    return _whole_roll(position, dice, plays, made, verdict)


def _whole_roll(
    position: Position,
    dice: Dice,
    plays: tuple[Play, ...],
    made: list[_Step],
    verdict: Callable[[str, str, Iterable[int]], Verdict],
) -> Verdict:
    """Every written move is legal on its own: judge the roll as a whole."""
    d1, d2 = dice
    n_used = len(made)
    n_max = dice_used(position, dice)
    witness = _witness(plays, made)

    def whole(rule: str, reason: str, example: str) -> Verdict:
        return Verdict(False, rule, f"{reason}{example}", witness, (), reason.rstrip(":, ") + ".")

    if n_used == 0:
        return whole("must-move", "You may not pass while a legal play exists, ", f"e.g. {witness}.")
    if n_used < n_max:
        if d1 == d2:
            return whole(
                "must-use-more-dice",
                f"With {_dice_text(dice)} you must play as many of the four moves as possible, and "
                f"{_WORDS[n_max]} of them can be played here: ",
                f"e.g. {witness}.",
            )
        return whole(
            "must-use-both-dice",
            "You must use both dice when any order of moves allows it: ",
            f"{witness} uses both.",
        )
    hi = max(d1, d2)
    if d1 != d2 and n_used == 1 and made[0][2] != hi:
        return whole(
            "must-use-higher-die",
            f"Either die could be played here, but not both, so the rule says to play the higher one, the {hi}: ",
            f"e.g. {witness}.",
        )
    raise RuntimeError(  # pragma: no cover - would mean the generator and the checker disagree
        f"bglearn internal error: {made} with {dice} in {position.position_id()} is neither legal nor explained"
    )


def no_move_reason(position: Position, dice: Dice) -> str:
    """Why the side on roll cannot play ``dice`` (a pair of ints 1-6) at all: a clause for a sentence.

    Rule: a checker on the bar must enter first (so a closed entry means no move); otherwise every
    move lands on a point the opponent holds (two or more checkers), or would bear off where bearing
    off is not allowed (a checker outside the home board, or a higher point still occupied). Only
    meaningful when ``legal_plays(position, dice)`` is empty; the caller checks that.
    """
    me, opp = position.mover_and_opponent()
    if me[BAR]:
        pts = sorted({25 - d for d in dice}, reverse=True)
        return f"your checker on the bar cannot enter, because {side_name(1 - position.on_roll)} holds " + " and ".join(
            point_phrase(p) for p in pts
        )
    held = "every move of those numbers lands on a point held by two or more opposing checkers"
    if not any(me[p] and p - d <= 0 for p in range(1, 7) for d in set(dice)):
        return held
    if any(me[p] for p in range(7, 25)):
        return f"{held} or would bear off, which is not allowed while a checker is outside your home board"
    return f"{held} or would bear off from a lower point while a higher one is occupied"


def check_play(position: Position, dice: Sequence[int], play: Play | str) -> Verdict:
    """Judge a play: return a :class:`Verdict` (legal, rule, message, witness).

    Parameters
    ----------
    position : Position
        The side on roll is the mover.
    dice : pair of int
        Each 1-6, in either order.
    play : Play or str
        A :class:`Play` or notation as a player types it (``'24/18 13/11'``, ``'bar/22*'``,
        ``'8/5(2)'``; moves in any order; ``''`` for no move).

    Returns
    -------
    Verdict
        ``legal=True, rule=None`` for a legal play (also for ``''`` when the roll cannot be
        played); otherwise the first rule broken in the order the moves are written (codes in
        :data:`RULES`). A text that fits two different legal plays (``13/7`` when both
        ``13/11*/7`` and ``13/9/7`` are legal) is legal whichever is meant: ``witness`` is None,
        ``plays`` names them and ``message`` asks for the stop.

    Raises
    ------
    NotationError
        If the text cannot be read (the same exception :func:`parse_play` raises).
    DiceError
        If the dice are not a pair of ints 1-6.

    Examples
    --------
    >>> from bglearn import Position
    >>> check_play(Position.start(), (3, 1), "8/5 6/5").legal
    True
    >>> check_play(Position.start(), (6, 5), "24/18").rule
    'must-use-both-dice'
    """
    dice = check_dice(dice)
    text = play.notation(explicit=True) if isinstance(play, Play) else play
    paths = parse_segments(text)
    plays = legal_plays(position, dice)
    if not paths:
        if not plays:
            message = (
                f"No move is possible with {_dice_text(dice)}: {no_move_reason(position, dice)}, so the turn passes."
            )
            return Verdict(True, None, message, None, (), message)
        w = _witness(plays, [])
        reason = "You may not pass while a legal play exists."
        return Verdict(False, "must-move", f"{reason[:-1]}, e.g. {w}.", w, (), reason)
    if not plays:
        message = (
            f"No move is possible with {_dice_text(dice)}: {no_move_reason(position, dice)}, so the "
            "turn passes without a move."
        )
        points = (BAR,) if position.mover_and_opponent()[0][BAR] else ()
        return Verdict(False, "must-pass", message, None, points, message)
    found = matching_plays(position, dice, text)
    if len(found) > 1:
        found = sorted(found, key=lambda p: p.notation(explicit=True))
        names = " or ".join(p.notation(explicit=True) for p in found)
        message = f"{shown(text.strip())[1:-1]} could mean {names}: write the point where the checker stops on the way."
        return Verdict(True, None, message, None, (), message, tuple(found))
    if found:
        message = f"{found[0]} is a legal play."
        return Verdict(True, None, message, found[0], (), message, (found[0],))
    return _diagnose(position, dice, paths, plays)


def parse_play(position: Position, dice: Sequence[int], text: str | Play) -> Play | None:
    """Return the legal :class:`Play` that ``text`` describes.

    Accepts what players type: ``'24/18 13/11'``, ``'24/13'`` (one checker, both dice),
    ``'bar/22*'``, ``'25/22'``, ``'6/0'``, ``'8/5(2)'``, moves in any order, extra spaces; ``*``
    is optional and never changes which play is meant.

    Parameters
    ----------
    position : Position
        The side on roll is the mover.
    dice : pair of int
        Each 1-6, in either order.
    text : str or Play
        Notation as a player types it, or a :class:`Play` (read by its notation, as
        :func:`check_play` does).

    Returns
    -------
    Play or None
        ``None`` only for an empty text when the roll cannot be played (the turn passes).

    Raises
    ------
    NotationError
        If the text cannot be read.
    IllegalPlayError
        If it reads as a play that is not legal here; ``.verdict`` is :func:`check_play`'s.
    AmbiguousPlayError
        If it fits two different legal plays; ``.plays`` names them.
    DiceError
        If the dice are not a pair of ints 1-6.

    Examples
    --------
    >>> from bglearn import Position
    >>> str(parse_play(Position.start(), (3, 1), " 6/5  8/5 "))
    '8/5 6/5'
    """
    verdict = check_play(position, dice, text)
    label = shown(text.strip()) if isinstance(text, str) else repr(text)
    if verdict.ambiguous:
        names = " and ".join(p.notation(explicit=True) for p in verdict.plays)
        raise AmbiguousPlayError(
            f"{label} fits {len(verdict.plays)} different plays with {_dice_text(check_dice(dice))} in "
            f"{position.position_id()}: {names}; write the point where the checker stops on the way.",
            verdict.plays,
        )
    if verdict.legal:
        return verdict.witness
    raise IllegalPlayError(
        f"illegal play {label} in {position.position_id()} with {_dice_text(check_dice(dice))}: {verdict.message}",
        verdict,
    )

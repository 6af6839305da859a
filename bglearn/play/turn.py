"""One turn in progress, without any user interface: what may move now, and where to.

A :class:`Turn` holds the position at the start of the turn, the dice and the single-die moves
made so far (grouped into undo steps). Everything else -- the position mid-turn, the dice left,
the checkers that may move, the spots a selected checker may land on, whether the play is
complete -- is derived from those, and always by asking the rules engine:

* the complete legal plays come from :func:`bglearn.legal_plays` (which applies every
  compulsory-play rule: both dice if possible, the higher die, as many moves of a double as
  possible, the bar first, bearing off);
* the single-die moves of one die in a position come from the engine's move generator
  (:func:`bglearn.engine.movegen.legal_single_moves`, the same code ``legal_plays`` uses).

A single-die move is *offered* only when it is the beginning of a complete legal play: after it,
the dice left can still be played, one legal single-die move at a time, to reach the result of a
play that ``legal_plays`` lists. So with a checker on the bar and 5-3, where entering with the 3
would leave the 5 unplayable but entering with the 5 lets the 3 be played, only the entry with the
5 is offered; moves that become legal only later in the turn (bearing off once higher points are
cleared) are offered only then.

Points are numbered from the mover's side, as in notation: 1-24, 25 the bar, 0 off.

Undo: each call of :meth:`Turn.move` is one undo step, also when it moves one checker with
several dice (``13/11*/7``): :meth:`Turn.undo` takes back the whole of it (the checker returns to
13 and the hit checker comes back from the bar); ``undo(all=True)`` takes back the whole turn.
To be able to undo die by die, make the moves one die at a time.

>>> from bglearn import Position
>>> t = Turn(Position.start(), (3, 1))
>>> t.movable_points
(24, 13, 8, 6)
>>> t.targets(8)
Targets(one_die=(7, 5), further=(4,))
>>> _ = t.move(8, 5); _ = t.move(6, 5); t.is_complete
True
>>> str(t.play)
'8/5 6/5'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from ..engine import movegen
from ..engine.checking import check_play, no_move_reason
from ..engine.constants import BAR, OFF, Board, Dice
from ..engine.moves import Play
from ..engine.notation import parse_segments, parse_stops, point_name, point_phrase, shown
from ..engine.position import Position, apply_move, move_pairs
from ..engine.rules import check_dice, legal_plays
from ..errors import AmbiguousMoveError, InputError, MoveError, NotationError, PositionError

__all__ = ["Turn", "Route", "Targets"]

# One path being followed in Turn.routes: (me, opp, dice left, moves made, stops, dice used, hits).
_Walk = tuple[Board, Board, tuple[int, ...], int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]


class Route(NamedTuple):
    """One way for one checker to reach a spot: its stops, the dice used and the blots hit.

    ``stops`` starts with the point the checker leaves and ends with where it lands
    (``(13, 11, 7)``); ``hits`` are the stops where it hits a blot. ``str(route)`` is notation
    with every stop written: ``'13/11*/7'``.
    """

    stops: tuple[int, ...]
    dice: tuple[int, ...]
    hits: tuple[int, ...]

    def __str__(self) -> str:
        return "/".join(point_name(p) + ("*" if p in self.hits and i else "") for i, p in enumerate(self.stops))

    @property
    def steps(self) -> tuple[tuple[int, int], ...]:
        """The single-die moves ``((from, to), ...)``."""
        return tuple(zip(self.stops, self.stops[1:], strict=False))


class Targets:
    """Where a selected checker may land: with one die, and further (several dice).

    ``one_die`` and ``further`` are tuples of points, nearest first (0 = off last). A spot may be
    in both (the tray reached with one die or with two). Iterating, ``len`` and ``in`` see every
    spot once; two Targets are equal when both tuples are.
    """

    __slots__ = ("one_die", "further")

    one_die: tuple[int, ...]
    further: tuple[int, ...]

    def __init__(self, one_die: Iterable[int] = (), further: Iterable[int] = ()) -> None:
        self.one_die = tuple(one_die)
        self.further = tuple(further)

    @property
    def all(self) -> tuple[int, ...]:
        """Every spot, nearest first (0 = off comes last)."""
        return tuple(sorted(set(self.one_die) | set(self.further), key=lambda p: -p if p else -100))

    def __contains__(self, point: object) -> bool:
        return point in self.one_die or point in self.further

    def __iter__(self) -> Iterator[int]:
        return iter(self.all)

    def __len__(self) -> int:
        return len(self.all)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Targets):
            return NotImplemented
        return (self.one_die, self.further) == (other.one_die, other.further)

    def __hash__(self) -> int:
        return hash((self.one_die, self.further))

    def __repr__(self) -> str:
        return f"Targets(one_die={self.one_die!r}, further={self.further!r})"

    def __reduce__(self) -> tuple[type[Targets], tuple[tuple[int, ...], tuple[int, ...]]]:
        return (Targets, (self.one_die, self.further))


# -- the mover's board as plain lists ------------------------------------------------------


def _check_point(point: object, what: str) -> int:
    """Return ``point`` if it is a point 0-25 (mover's numbering); else raise a MoveError naming it."""
    if type(point) is not int or not 0 <= point <= 25:
        raise MoveError(f"{what} {shown(repr(point))[1:-1]} is not a point: use 1-24, 25 for the bar or 0 for off")
    return point


def _apply(me: Board, opp: Board, s: int, t: int) -> tuple[Board, Board, bool]:
    """Return new (me, opp) tuples and the hit flag after the mover's single move s -> t."""
    me_list, opp_list = list(me), list(opp)
    hit = apply_move(me_list, opp_list, s, t)
    return tuple(me_list), tuple(opp_list), hit


def _minus(dice: tuple[int, ...], die: int) -> tuple[int, ...]:
    rest = list(dice)
    rest.remove(die)
    return tuple(rest)


class Turn:
    """A turn being played one single-die move at a time; every continuation asks the engine.

    Parameters
    ----------
    position : Position
        The position at the start of the turn; its side on roll moves.
    dice : pair of int
        The roll, each 1-6.

    Attributes
    ----------
    start : Position
    dice : (int, int)
    plays : tuple of Play
        ``legal_plays(start, dice)``.
    moves_needed : int
        How many single-die moves every legal play makes (0: the turn passes).

    Raises
    ------
    DiceError
        If the dice are not two ints 1-6.
    InputError
        If ``position`` is not a :class:`~bglearn.Position`.
    """

    def __init__(self, position: Position, dice: Sequence[int]) -> None:
        if not isinstance(position, Position):
            raise InputError(f"Turn needs a Position, not {type(position).__name__}")
        self.start = position
        self.dice: Dice = check_dice(dice)  # check_dice returns a tuple
        self.plays = legal_plays(position, self.dice)
        self.moves_needed = len(self.plays[0].moves) if self.plays else 0
        self._finals: dict[tuple[Board, Board], Play] = {}
        for play in self.plays:
            me, opp = play.result.checkers(position.on_roll), play.result.checkers(1 - position.on_roll)
            self._finals[(me, opp)] = play
        d1, d2 = self.dice
        self._all_dice: tuple[int, ...] = (d1,) * 4 if d1 == d2 else tuple(sorted(self.dice))
        # undo steps: each a tuple of (from, to, die, hit)
        self._groups: list[tuple[tuple[int, int, int, bool], ...]] = []
        # _completable's answers, by (me, opp, dice left)
        self._memo: dict[tuple[Board, Board, tuple[int, ...]], bool] = {}
        # _offered_all's answers, by (me, opp, dice left, moves made)
        self._offer_memo: dict[tuple[Board, Board, tuple[int, ...], int], list[tuple[tuple[int, int], int]]] = {}

    # -- derived state ---------------------------------------------------------------------

    @property
    def steps(self) -> tuple[tuple[int, int, int, bool], ...]:
        """The single-die moves made so far: tuple of ``(from, to, die, hit)``."""
        return tuple(s for g in self._groups for s in g)

    def _state(self) -> tuple[Board, Board, tuple[int, ...]]:
        me, opp = self.start.mover_and_opponent()
        left = self._all_dice
        for s, t, die, _hit in self.steps:
            me, opp, _ = _apply(me, opp, s, t)
            left = _minus(left, die)
        return me, opp, left

    @property
    def position(self) -> Position:
        """The position as it stands now (the same side still on roll)."""
        return self.start.apply_moves((s, t) for s, t, _die, _hit in self.steps)

    @property
    def dice_left(self) -> tuple[int, ...]:
        """The dice not used yet, highest first (a double shows up to four)."""
        left = self._state()[2]
        return tuple(sorted(left, reverse=True)) if self.moves_needed else ()

    @property
    def is_complete(self) -> bool:
        """True when the moves made are a whole legal play (or none is possible)."""
        me, opp, _ = self._state()
        if not self.plays:
            return not self._groups
        return len(self.steps) == self.moves_needed and (me, opp) in self._finals

    @property
    def play(self) -> Play | None:
        """The legal :class:`~bglearn.Play` made, once :attr:`is_complete`; else None."""
        if not self.is_complete or not self.plays:
            return None
        me, opp, _ = self._state()
        return self._finals[(me, opp)]

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back with :meth:`undo`."""
        return bool(self._groups)

    def _completable(self, me: Board, opp: Board, left: tuple[int, ...], made: int) -> bool:
        """Can ``left`` still be played, move by legal move, to the result of a legal play?"""
        key = (me, opp, left)
        r = self._memo.get(key)
        if r is None:
            if made == self.moves_needed:
                r = (me, opp) in self._finals
            else:
                r = False
                for die in sorted(set(left)):
                    for s, t in movegen.legal_single_moves(me, opp, die):
                        me2, opp2, _ = _apply(me, opp, s, t)
                        if self._completable(me2, opp2, _minus(left, die), made + 1):
                            r = True
                            break
                    if r:
                        break
            self._memo[key] = r
        return r

    def _offered(self, me: Board, opp: Board, left: tuple[int, ...], made: int) -> dict[tuple[int, int], int]:
        """{(from, to): die} of the single moves that begin a complete legal play (lowest die kept)."""
        out: dict[tuple[int, int], int] = {}
        for move, die in self._offered_all(me, opp, left, made):
            out.setdefault(move, die)
        return out

    def offered_moves(self) -> dict[tuple[int, int], int]:
        """The single-die moves offered now: a dict ``{(from, to): die}``."""
        me, opp, left = self._state()
        return self._offered(me, opp, left, len(self.steps))

    @property
    def movable_points(self) -> tuple[int, ...]:
        """Points (25 = bar) whose checker may move now, highest first."""
        return tuple(sorted({s for s, _ in self.offered_moves()}, reverse=True))

    def routes(self, point: int) -> tuple[Route, ...]:
        """Every way the checker on ``point`` may move now: a tuple of :class:`Route`.

        One route per distinct outcome (position and dice left): ``13/11/7`` and ``13/9/7``
        without a hit are one route, ``13/11*/7`` another; ``5/off`` with the 6 and ``5/3/off``
        are two. The same stops made with either die (the highest checker borne off with a 5 or
        a 6) are one route, using the smaller die. Routes with fewer dice come first.
        """
        me, opp, left = self._state()
        made = len(self.steps)
        found: dict[tuple[Board, Board, tuple[int, ...]], Route] = {}
        paths: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
        frontier: list[_Walk] = [(me, opp, left, made, (point,), (), ())]
        while frontier:
            nxt: list[_Walk] = []
            for me1, opp1, left1, made1, stops, used, hits in frontier:
                here = stops[-1]
                if here == OFF:
                    continue
                for (s, t), die in self._offered_all(me1, opp1, left1, made1):
                    if s != here:
                        continue
                    me2, opp2, hit = _apply(me1, opp1, s, t)
                    state = (me2, opp2, _minus(left1, die))
                    r = Route(stops + (t,), used + (die,), hits + ((t,) if hit else ()))
                    if (r.stops, r.hits) in paths:
                        # the same stops with another die (bearing off the highest checker with
                        # either number): one route; the smaller die, the exact one, is used
                        continue
                    if state not in found:
                        paths.add((r.stops, r.hits))
                        found[state] = r
                        nxt.append((me2, opp2, state[2], made1 + 1, r.stops, r.dice, r.hits))
            frontier = nxt
        return tuple(sorted(found.values(), key=lambda r: (len(r.stops), -r.stops[-1] if r.stops[-1] else -100)))

    def _offered_all(
        self, me: Board, opp: Board, left: tuple[int, ...], made: int
    ) -> list[tuple[tuple[int, int], int]]:
        """The offered single moves, one entry per (move, die) pair: a list of ((s, t), die)."""
        key = (me, opp, left, made)
        out = self._offer_memo.get(key)
        if out is None:
            out = []
            if made < self.moves_needed:
                for die in sorted(set(left)):
                    for s, t in movegen.legal_single_moves(me, opp, die):
                        me2, opp2, _ = _apply(me, opp, s, t)
                        if self._completable(me2, opp2, _minus(left, die), made + 1):
                            out.append(((s, t), die))
            self._offer_memo[key] = out
        return out

    def targets(self, point: int) -> Targets:
        """Where the checker on ``point`` may land now: :class:`Targets` (empty when it cannot move)."""
        one: set[int] = set()
        further: set[int] = set()
        for r in self.routes(point):
            (one if len(r.dice) == 1 else further).add(r.stops[-1])
        key = lambda p: -p if p else -100  # noqa: E731 - nearest first, off last
        return Targets(tuple(sorted(one, key=key)), tuple(sorted(further, key=key)))

    def routes_to(self, frm: int, to: int) -> tuple[Route, ...]:
        """The routes from ``frm`` that land on ``to``."""
        return tuple(r for r in self.routes(frm) if r.stops[-1] == to)

    # -- actions ---------------------------------------------------------------------------

    def move(self, frm: int, to: int, path: str | Sequence[int] | None = None) -> Route:
        """Move the checker on ``frm`` to ``to`` (one die or several); return the :class:`Route`.

        Parameters
        ----------
        frm, to : int
            Mover's points; 25 the bar, 0 off.
        path : str or sequence of int, optional
            The stops, when two routes reach ``to`` (``'13/11*/7'``, ``(13, 11, 7)`` or just the
            intermediate stops ``(11,)``; ``()`` or ``'13/7'`` for a direct move).

        Raises
        ------
        AmbiguousMoveError
            If several routes reach ``to`` and ``path`` does not pick one.
        MoveError
            If no offered route goes from ``frm`` to ``to`` (along ``path``); the message gives the
            rules engine's reason. Nothing changes then.
        NotationError
            If ``path`` is neither notation nor a sequence of points 0-25.
        """
        _check_point(frm, "from")
        _check_point(to, "to")
        routes = self.routes_to(frm, to)
        if not routes:
            raise MoveError(self.explain(frm, to))
        if path is not None:
            stops = self._stops(frm, to, path)
            routes = tuple(r for r in routes if r.stops == stops)
            if not routes:
                choices = ", ".join(str(r) for r in self.routes_to(frm, to))
                raise MoveError(f"{'/'.join(map(point_name, stops))} is not a way to play now; the ways are: {choices}")
        elif len(routes) > 1:
            names = " or ".join(str(r) for r in routes)
            raise AmbiguousMoveError(
                f"{point_name(frm)}/{point_name(to)} can be played {len(routes)} ways: {names}; "
                f"say which with path=, e.g. path={str(routes[0])!r}",
                routes,
            )
        route = routes[0]
        self._groups.append(self._make(route))
        return route

    @staticmethod
    def _stops(frm: int, to: int, path: str | Sequence[int]) -> tuple[int, ...]:
        stops: list[int] | None
        if isinstance(path, str):
            stops = list(parse_stops(path))
        else:
            try:
                stops = list(path)
            except TypeError:
                stops = None
            if stops is None or not all(type(p) is int and 0 <= p <= 25 for p in stops):
                raise NotationError(
                    f"path {shown(repr(path))[1:-1]} is not a list of points 0-25 (or notation such as '13/11/7')"
                )
        if not stops or stops[0] != frm:
            stops.insert(0, frm)
        if stops[-1] != to:
            stops.append(to)
        return tuple(stops)

    def _make(self, route: Route) -> tuple[tuple[int, int, int, bool], ...]:
        """The (from, to, die, hit) steps of a route, checked against the engine one by one."""
        me, opp, left = self._state()
        made = len(self.steps)
        out: list[tuple[int, int, int, bool]] = []
        for (s, t), die in zip(route.steps, route.dice, strict=False):
            if ((s, t), die) not in self._offered_all(me, opp, left, made):
                raise MoveError(f"internal: {route} is no longer offered")  # pragma: no cover
            me, opp, hit = _apply(me, opp, s, t)
            left = _minus(left, die)
            made += 1
            out.append((s, t, die, hit))
        return tuple(out)

    def play_steps(self, seq: Iterable[tuple[int, int]]) -> tuple[tuple[int, int, int, bool], ...]:
        """Make single-die moves ``((from, to), ...)`` as one undo step (e.g. a Play's moves).

        Raises
        ------
        MoveError
            If some move is not offered when its turn comes; nothing changes then.
        """
        try:
            pairs = move_pairs(seq)
        except PositionError as exc:
            raise MoveError(str(exc)) from None
        moves = [(_check_point(a, "from"), _check_point(b, "to")) for a, b in pairs]
        me, opp, left = self._state()
        made = len(self.steps)
        out: list[tuple[int, int, int, bool]] = []
        for s, t in moves:
            dice = [d for (m, d) in self._offered_all(me, opp, left, made) if m == (s, t)]
            if not dice:
                raise MoveError(self.explain(s, t, prefix=out))
            me, opp, hit = _apply(me, opp, s, t)
            left = _minus(left, dice[0])
            made += 1
            out.append((s, t, dice[0], hit))
        if out:
            self._groups.append(tuple(out))
        return tuple(out)

    def move_paths(self, text: str) -> None:
        """Make typed checker paths (``'13/8 6/5'``, ``'13/11*/7'``) one :meth:`move` each; all or nothing.

        Raises
        ------
        NotationError
            If the text cannot be read.
        MoveError
            If some path is not offered when its turn comes (also :class:`AmbiguousMoveError`);
            nothing changes then.
        """
        saved = list(self._groups)
        try:
            for path in parse_segments(text):
                self.move(path[0], path[-1], tuple(path) if len(path) > 2 else None)
        except MoveError:
            self._groups = saved
            raise

    def set_play(self, play: Play) -> None:
        """Replace the moves made by the whole legal ``play`` (one undo step).

        Raises
        ------
        MoveError
            If ``play`` is not a legal play of this turn; nothing changes then.
        """
        if not isinstance(play, Play):
            raise MoveError(f"set_play takes a legal Play of this roll, not {type(play).__name__}")
        saved = list(self._groups)
        self._groups = []
        try:
            self.play_steps([(m.from_point, m.to_point) for m in play.moves])
        except MoveError:
            self._groups = saved
            raise

    def undo(self, all: bool = False) -> int:  # noqa: A002 - the public name players use
        """Take back the last undo step (or every move with ``all=True``); return how many moves."""
        if not self._groups:
            return 0
        if all:
            n = len(self.steps)
            self._groups = []
            return n
        return len(self._groups.pop())

    # -- explanations ------------------------------------------------------------------------

    def notation(self, extra: Iterable[tuple[int, int] | tuple[int, int, int, bool]] = ()) -> str:
        """The moves made so far (plus ``extra`` (from, to) moves) as notation, every stop written."""
        parts = [f"{point_name(s)}/{point_name(t)}" for s, t, *_ in self.steps]
        parts += [f"{point_name(s)}/{point_name(t)}" for s, t, *_ in extra]
        return " ".join(parts)

    def explain(
        self, frm: int, to: int | None = None, prefix: Iterable[tuple[int, int] | tuple[int, int, int, bool]] = ()
    ) -> str:
        """One sentence saying why the checker on ``frm`` may not go to ``to`` now (or move at all).

        The sentence is :func:`bglearn.check_play`'s reason (without an example play, which would give a
        question's answer away), for the moves made so far, then the ``prefix``
        moves (``(from, to, ...)`` each), then this one, so it names the rule the way the rest of
        bglearn does. ``frm`` and ``to`` are mover's points, 25 the bar, 0 off; anything else is
        answered with a sentence saying it is not a point.
        """
        for point in (frm, to):
            try:
                if point is not None or point is frm:
                    _check_point(point, "")
            except MoveError as exc:
                return str(exc).strip().capitalize() + "."
        me, opp, left = self._state()
        if not self.plays:
            return (
                f"No move is possible with {self.dice[0]}-{self.dice[1]}: "
                f"{no_move_reason(self.start, self.dice)}, so the turn passes."
            )
        if not left:
            return "Every die of this roll has been played: press Done, or Undo to change the play."
        if len(self.steps) >= self.moves_needed:
            # dice are left, but no legal play uses more of them: they are lost (not "played")
            lost = " and ".join(map(str, sorted(left, reverse=True)))
            return f"No other move is possible: the {lost} cannot be played. Press Done, or Undo to change the play."
        if frm != BAR and not (0 < frm < 25 and me[frm]):
            if 1 <= frm <= 24 and opp[25 - frm]:
                return f"The checkers on the {frm}-point are your opponent's."
            return f"You have no checker on {point_phrase(frm)}."
        if frm == BAR and not me[BAR]:
            return "You have no checker on the bar."
        if to is None:
            # moves that stay on the board first: the rule they meet (a blocked point, both dice to be
            # used) is the one that holds the checker; bearing off is tried last
            dice = sorted(set(left), key=lambda d: (frm - d <= 0, -d))
            tries = [(frm, max(frm - d, 0)) for d in dice]
        else:
            tries = [(frm, to)]
        for s, t in tries:
            text = self.notation(tuple(prefix) + ((s, t),))
            try:
                verdict = check_play(self.start, self.dice, text)
            except NotationError:
                continue
            # the rule's sentence without an example play (an example would answer a question on this board)
            said = verdict.reason or verdict.message
            if not verdict.legal and verdict.rule not in ("must-use-both-dice", "must-use-more-dice"):
                return said
            if not verdict.legal:
                # every single move was legal, but the roll could not then be played in full
                return (
                    f"{point_name(s)}/{point_name(t)} is not the start of a legal play: " + said[0].lower() + said[1:]
                )
        if to is None:
            return f"The checker on {point_phrase(frm)} cannot move now."
        return f"{point_name(frm)}/{point_name(to)} is not a legal move now."

    def __repr__(self) -> str:
        return f"<Turn {self.start.position_id()} {self.dice[0]}-{self.dice[1]}: {self.notation() or 'no moves yet'}>"

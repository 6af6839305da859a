""" "Which points may bear off?" / "Where may this checker enter?" / "Which checkers can move?",
checked from :func:`bglearn.legal_plays`."""

from __future__ import annotations

import numbers
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...engine.checking import check_play
from ...engine.constants import BAR, OFF
from ...engine.notation import point_phrase, shown
from ...engine.rules import check_dice, legal_plays
from ...errors import InputError, NotationError
from ...play.turn import Turn
from ..text import join_words, sentence
from .base import Answer, Question

if TYPE_CHECKING:
    from ...engine.checking import Verdict
    from ...engine.moves import Move, Play
    from ...engine.position import Position
    from ...play.turn import Route

__all__ = ["PointsQuestion"]


def _checker_paths(play: Play) -> list[tuple[int, Move]]:
    """``[(origin, move), ...]``: for each single-die move of ``play``, the point its checker
    started the turn on (a checker standing there from the start is preferred to one that
    arrived during the turn)."""
    me = list(play.position.mover_and_opponent()[0])
    arrived: dict[int, list[int]] = {}
    out = []
    for m in play.moves:
        s, t = m.from_point, m.to_point
        if me[s] > len(arrived.get(s, ())):
            origin = s
        else:
            origin = arrived[s].pop()
        me[s] -= 1
        me[t] += 1
        arrived.setdefault(t, []).append(origin)
        out.append((origin, m))
    return out


_ASK = {
    "bear-off": ("bear off", "points from which a checker is borne off in at least one legal play"),
    "enter": (
        "enter",
        "points (19-24 in the mover's numbering) where a checker from the bar lands in at least one legal play",
    ),
    "move-from": ("move", "points (25 = the bar) holding a checker that moves in at least one legal play"),
}


def _completed(turn: Turn, route: Route) -> Play | None:
    """A legal play of ``turn`` that begins with ``route`` (the first offered moves after it)."""
    turn.move(route.stops[0], route.stops[-1], route.stops)
    while not turn.is_complete:
        (s, t), _die = next(iter(turn.offered_moves().items()))
        turn.play_steps([(s, t)])
    return turn.play


def _read_points(answer):
    """A set of points from ``'6 5 4'``, ``'6, 5'``, ``'bar 3'``, ``'none'``, or an iterable of ints."""
    if isinstance(answer, str):
        text = answer.strip().lower()
        if text in ("", "none", "no", "-", "nothing"):
            return frozenset()
        out = set()
        for tok in re.split(r"[\s,;/]+", text):
            if not tok:
                continue
            if tok in ("bar", "b"):
                out.add(BAR)
            elif re.fullmatch(r"[0-9]{1,2}", tok) and 1 <= int(tok) <= 25:
                out.add(int(tok))
            else:
                raise InputError(f"{shown(tok)} is not a point number")
        return frozenset(out)
    try:
        out = frozenset(int(p) for p in answer if isinstance(p, numbers.Integral) and not isinstance(p, bool))
        if len(out) != len(set(answer)):
            raise TypeError
    except (TypeError, ValueError):
        raise InputError(f"{shown(repr(answer))[1:-1]} is not a list of point numbers") from None
    if any(not 1 <= p <= 25 for p in out):
        raise InputError("point numbers are 1-24, and 25 for the bar")
    return out


class PointsQuestion(Question):
    """ "Which points ...?": the learner ticks points (or types ``'6 5 4'``); checked from the legal plays.

    What is asked (``ask``), and the exact set of right points:

    ``'bear-off'``
        "Which points may bear off?": the points (1-6) from which a checker is borne off in at
        least one legal play of the roll. A checker that moves inside and then off counts for
        the point it started the turn on.
    ``'enter'``
        "Where may the checker on the bar enter?": the points where a checker from the bar
        lands in at least one legal play (19-24 in the mover's numbering, i.e. the
        opponent's home board).
    ``'move-from'``
        "Which points have a checker that can move?": the points (25 = the bar) holding a
        checker that moves in at least one legal play (a checker standing there from the
        start, not one that only arrives during the turn).

    The answer must be exactly that set. "none" (or an empty selection) is the answer when the
    set is empty. All points are in the numbering of the side on roll, as printed on the board.

    Parameters
    ----------
    question : str
    position : Position
    dice : (int, int)
    ask : {'bear-off', 'enter', 'move-from'}
    **options
        ``hint``, ``explain``, ``practise`` (e.g. ``'bear-off-inside'``, ``'enter'``), ``score``:
        see :class:`Question`.

    Attributes
    ----------
    points : frozenset of int
        The right answer.

    Raises
    ------
    ValueError
        For an unknown ``ask``.

    Examples
    --------
    >>> import bglearn as bg
    >>> pos = bg.Position.from_points(white={5: 2, 3: 3, 1: 2, "off": 8}, black={1: 15})
    >>> quiz = PointsQuestion("Which points may bear off?", pos, (6, 3), ask="bear-off")
    >>> sorted(quiz.points)
    [3, 5]
    >>> quiz.answer("5 3 1").rule
    'bear-off-higher-point-occupied'
    >>> quiz.answer([5, 3]).correct
    True
    """

    _type_name = "Which points"
    dice: tuple[int, int]
    points: frozenset[int]
    legal_plays: tuple[Play, ...]

    def __init__(
        self, question: str, position: Position, dice: tuple[int, int], *, ask: str = "bear-off", **options: Any
    ) -> None:
        if not isinstance(ask, str) or ask not in _ASK:
            raise InputError(f"ask is one of {', '.join(map(repr, _ASK))}, not {ask!r}")
        self.ask = ask
        super().__init__(question, position, dice, **options)

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        dice = check_dice(dice)
        plays = legal_plays(position, dice)
        points: set[int] = set()
        witness: dict[int, Play | None] = {}
        if self.ask == "enter":
            # where the first checker from the bar may land in a legal play: the turn's offered
            # entries (a play is one resulting position, so bar/22/16 and bar/19/16 are one play:
            # its moves name one of the two entry points, the turn offers both)
            turn = Turn(position, dice)
            for route in turn.routes(BAR):
                if len(route.dice) == 1:
                    points.add(route.stops[-1])
                    witness[route.stops[-1]] = _completed(Turn(position, dice), route)
        for play in plays if self.ask != "enter" else ():
            for origin, m in _checker_paths(play):
                if self.ask == "bear-off" and m.to_point == OFF:
                    p = origin
                elif self.ask == "move-from":
                    p = origin
                else:
                    continue
                points.add(p)
                witness.setdefault(p, play)
        super()._set_board(position, dice)
        self.legal_plays = plays
        self.points = frozenset(points)
        self._witness = witness
        self._picked: frozenset[int] = frozenset()

    def practice_ask(self) -> str:
        """A practice board's ask, by :attr:`ask`: the points to click."""
        return {
            "bear-off": "Click every point a checker can be borne off from, in some legal play.",
            "enter": "Click every point where a checker from the bar can enter, in some legal play.",
            "move-from": "Click every point with a checker that can move, in some legal play.",
        }[self.ask]

    def _names(self, points: Iterable[int]) -> str:
        return join_words([("bar" if p == BAR else str(p)) for p in sorted(points, reverse=True)]) or "none"

    def _extra_point_rule(self, p: int) -> Verdict | None:
        """The engine's verdict on using point ``p`` the way the question asks (or None)."""
        if self.ask == "bear-off":
            texts = [f"{p}/off"]
        elif self.ask == "enter":
            texts = [f"bar/{p}"]
        else:
            start = 25 if p == BAR else p
            # moves that stay on the board first: their rule (a blocked point) is the one a learner
            # meets; a bear-off is tried last
            dice = sorted(set(self.dice), key=lambda d: (start - d <= 0, -d))
            texts = [f"{'bar' if p == BAR else p}/{max(start - d, 0) or 'off'}" for d in dice]
        for text in texts:
            try:
                verdict = check_play(self.position, self.dice, text)
            except NotationError:
                continue
            if not verdict.legal:
                return verdict
        return None

    @staticmethod
    def read_points(answer: str | Iterable[int]) -> frozenset[int]:
        """The points of an answer (``'6 5 4'``, ``'bar 3'``, ``'none'`` or ints; 25 is the bar).

        Raises :class:`bglearn.InputError` for an answer that is not point numbers."""
        return _read_points(answer)

    def judge(self, answer: str | Iterable[int]) -> Answer:
        """Return the :class:`Answer` for ``answer`` (``'6 5 4'``, ``'bar 3'``, ``'none'`` or an iterable of ints)."""
        try:
            picked = _read_points(answer)
        except ValueError as e:
            return Answer(
                False,
                "unreadable",
                False,
                None,
                f"{sentence(str(e))} Answer with point numbers such as '6 5 4', or 'none'.",
                None,
            )
        if picked == self.points:
            msg = f"Right: {self._names(self.points)}." if self.points else "Right: none."
            play = self._witness[max(self.points)] if self.points else None
            return Answer(True, "correct", True, None, self._right(msg), play)
        verb = _ASK[self.ask][0]
        extra = sorted(picked - self.points, reverse=True)
        missing = sorted(self.points - picked, reverse=True)
        if extra:
            p = extra[0]
            verdict = self._extra_point_rule(p)
            if verdict is not None:
                msg = f"Not {point_phrase(p)}. {verdict.reason}"
                # why that point is wrong, with the points concerned; no legal play drawn (it would answer)
                return Answer(
                    False,
                    "wrong",
                    False,
                    verdict.rule,
                    msg,
                    None,
                    tuple(dict.fromkeys((p,) + tuple(verdict.points))),
                )
            return Answer(
                False,
                "wrong",
                False,
                None,
                f"No checker can {verb} from {point_phrase(p)} in any legal play of this roll.",
                None,
                (p,),
            )
        p = missing[0]
        n = len(missing)
        how = "one move at a time" if self.dice[0] == self.dice[1] else "and both orders of the dice"
        more = f"{n} point{'s' if n > 1 else ''}" if not picked else f"{n} more point{'s' if n > 1 else ''}"
        msg = f"{'Not none' if not picked else 'Not all'}: {more} can {verb}. Try each die, {how}."
        return Answer(False, "wrong", False, None, msg, None)

    def _solution(self) -> tuple[frozenset[int], str, Play | None]:
        if not self.points:
            return frozenset(), "The answer is none: no legal play does that with this roll.", None
        play = self._witness[max(self.points)]
        return self.points, f"The answer is {self._names(self.points)} (e.g. {play}).", play

    # the points are picked on the board of the panel (:class:`bglearn.widgets.questions.PointsPanel`:
    # a click again takes one back), or with its toggle buttons; Check judges the points picked.

    @property
    def picked(self) -> frozenset[int]:
        """The points picked so far on the board or with the buttons (the mover's numbering, 25 = bar).

        An answer given sets them to its points (when it can be read)."""
        return self._picked

    def toggle(self, point: int) -> bool:
        """Pick ``point`` (1-24, or 25 for the bar), or take it back if picked; return True.

        Returns False (and changes nothing) for anything that is not a point or the bar, such as a
        click on a tray or the frame, and once the question is solved (the points stay as judged right).
        """
        if type(point) is not int or not 1 <= point <= BAR or self.solved:
            return False
        self._picked = self._picked ^ {point}
        self._tell_views("picks_changed")
        return True

    def click_pixel(self, px: float, py: float) -> bool:
        """A click at image pixel ``(px, py)`` of the board picture as its panel shows it (top-left origin,
        as the browser reports it): toggles the point there. Returns False for a click off the points.

        Builds the panel if it is not built yet (see :meth:`bglearn.widgets.questions.PointsPanel.click_pixel`).
        """
        return bool(self.panel.click_pixel(px, py))

    def candidates(self) -> list[int]:
        """The points offered as buttons, highest first: 6-1 to bear off, 24-19 to enter, else the
        points (25 = the bar) holding a checker of the side on roll."""
        me = self.position.mover_and_opponent()[0]
        if self.ask == "bear-off":
            return list(range(6, 0, -1))
        if self.ask == "enter":
            return list(range(24, 18, -1))
        return [p for p in range(25, 0, -1) if me[p]]

    def _after_answer(self, answer: Any) -> None:
        try:
            self._picked = frozenset(_read_points(answer))
        except ValueError:
            pass  # an unreadable answer leaves the points picked as they were

    def _make_panel(self) -> Any:
        from ...widgets.questions import PointsPanel

        return PointsPanel(self)

""" "Set up the board": place the checkers with the position editor's clicks; judged by equality with
the starting position (:meth:`bglearn.Position.start`).

The clicks are the position editor's (:class:`bglearn.widgets.editor.PositionEditor`): a click on a point
puts one checker of the chosen side there, taken from the ones not placed yet (which stand in the tray),
"Erase" takes one away, Undo takes back the last click. Unlike the teachers' editor, a click that would put
both sides on one point is refused, so the board placed is always a position that can be drawn. (The model
keeps its own boards: it imports no widget module, so a lesson loads without ipywidgets.)
"""

from __future__ import annotations

import random as _random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.constants import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, side_name
from ...engine.position import Position
from ...errors import InputError
from ..practice import Example
from ..text import join_words
from .base import Answer, Question

if TYPE_CHECKING:
    from ...engine.moves import Play

__all__ = ["SetupQuestion", "SETUP_PRACTICE", "START_POINTS", "TOOLS"]

#: The ``practise=`` kind of a set-up question: a fresh board to set up, either side to place.
SETUP_PRACTICE = "setup"
#: Each side's starting checkers, in its own numbering: point -> checkers (2 + 5 + 3 + 5 = 15).
START_POINTS = {24: 2, 13: 5, 8: 3, 6: 5}
#: What a click can do: put a checker of the side on roll (``'own'``) or of the other side
#: (``'other'``) on the point, or take one away (``'erase'``).
TOOLS = ("own", "other", "erase")
#: At most this many differences from the start are named in one answer's feedback.
_NAMED = 3


def _start_board() -> tuple[int, ...]:
    return tuple(Position.start().checkers(WHITE))


def _count(n: int, whose: str | None) -> str:
    """``n`` checkers of the learner's (``whose`` None) or of the side named ``whose``."""
    if n == 0:
        return "none"
    if whose is None:
        return f"{n} of your checkers"
    return f"{n} {whose} checker{'s' if n != 1 else ''}"


def _start_count(n: int) -> str:
    return "none" if n == 0 else str(n)


class SetupQuestion(Question):
    """ "Set up the board": the learner places checkers by clicking points until the board is the start.

    The side on roll of ``position`` is the learner's side ("your checkers"); the board is drawn from its
    side, with its numbers. Clicks (:meth:`click`, or :meth:`add` / :meth:`remove`) change the board
    placed (:attr:`placed`); :meth:`check` judges it. A right answer is a board equal to the starting
    position, both sides (2 checkers on each side's 24-point, 5 on its 13-point, 3 on its 8-point and 5
    on its 6-point). A wrong one is told, point by point, what differs from the start (at most three
    points, then how many more).

    Parameters
    ----------
    question : str
    position : Position
        The board to start placing from (checkers not on it stand in the tray, drawn "to place"). It may not
        be the starting position already.
    **options
        ``hint``, ``explain``, ``practise`` (only ``'setup'``: a fresh board to set up, for either side),
        ``score``: see :class:`Question`.

    Attributes
    ----------
    tool : str
        What a click does: ``'own'`` (default), ``'other'`` or ``'erase'`` (:data:`TOOLS`).

    Raises
    ------
    bglearn.InputError
        If ``position`` is the starting position already (there is nothing to place).

    Examples
    --------
    >>> import bglearn as bg
    >>> pos = bg.Position.from_points(white={24: 2, 13: 5, 6: 5}, black={24: 2, 13: 5, 8: 3, 6: 5})
    >>> quiz = SetupQuestion("Finish White's set-up.", pos)
    >>> quiz.add(8), quiz.add(8)
    (True, True)
    >>> print(quiz.check().message)  # doctest: +NORMALIZE_WHITESPACE
    Not the starting position yet. You have 14 of your 15 checkers on the board.
    Your 8-point has 2 of your checkers; the start has 3.
    >>> quiz.add(8), quiz.check().correct
    (True, True)
    """

    _type_name = "Set up"
    _check_label = "Check"

    def __init__(self, question: str, position: Position, **options: Any) -> None:
        self._tool = "own"
        super().__init__(question, position, None, **options)

    def _check_practise(self, kind: str) -> str:
        if kind != SETUP_PRACTICE:
            raise InputError(f"a set-up question practises with {SETUP_PRACTICE!r}, not {kind!r}")
        return kind

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        if dice is not None:
            raise InputError("a set-up question has no dice: nobody has rolled before the checkers are set up")
        if self._boards(position) == (_start_board(), _start_board()):
            raise InputError("this board is the starting position already: a set-up question needs checkers to place")
        super()._set_board(position, None)
        self._load(position)

    def _load(self, position: Position) -> None:
        """Place ``position``'s checkers (each side's 26 counts, own numbering), with nothing to undo."""
        self._placed = [list(position.checkers(WHITE)), list(position.checkers(BLACK))]
        self._undo: list[tuple[tuple[int, ...], tuple[int, ...]]] = []

    @staticmethod
    def _boards(position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return tuple(position.checkers(WHITE)), tuple(position.checkers(BLACK))

    # -- placing ---------------------------------------------------------------------------------

    @property
    def tool(self) -> str:
        """What a click on a point does: ``'own'``, ``'other'`` or ``'erase'``."""
        return self._tool

    @tool.setter
    def tool(self, value: str) -> None:
        if not isinstance(value, str) or value not in TOOLS:
            raise InputError(f"the tool is one of {', '.join(map(repr, TOOLS))}, not {value!r}")
        self._tool = value
        self._tell_views("tool_changed")

    @property
    def side(self) -> int:
        """The learner's side (the side on roll of the board): WHITE or BLACK."""
        return self.position.on_roll

    @property
    def placed(self) -> Position:
        """The board placed so far (the side on roll as in :attr:`position`)."""
        return Position(self._placed[WHITE], self._placed[BLACK], self.side)

    def _white_point(self, point: int) -> int:
        """``point`` in the learner's numbering (25 = the bar) as White numbers it (the editor's clicks)."""
        return point if self.side == WHITE or point == BAR else 25 - point

    def _side_and_point(self, side: int | None, point: object) -> tuple[int, int | None]:
        """``side`` (default: the learner's), checked, and ``point`` (the learner's numbering) in that
        side's own numbering, or None for a point that is not 1-25 (InputError for a bad side)."""
        side = self.side if side is None else side
        if type(side) is not int or side not in (WHITE, BLACK):
            raise InputError(f"a side is bglearn.WHITE (0) or bglearn.BLACK (1), not {side!r}")
        if type(point) is not int or not 1 <= point <= BAR:
            return side, None
        wp = self._white_point(point)
        return side, wp if side == WHITE or wp == BAR else 25 - wp

    def add(self, point: int, side: int | None = None) -> bool:
        """Put one checker of ``side`` (default: the learner's) on ``point`` (the learner's numbering,
        1-24; 25 = the bar), taken from the checkers not placed yet. Returns True when placed.

        Returns False (and changes nothing) for a point that is not 1-25, when all fifteen of that side
        are placed already, when the other side has checkers on that point, or once the question is
        solved (the board stays set up until a practice board).

        Raises
        ------
        bglearn.InputError
            For a ``side`` that is not WHITE or BLACK.
        """
        side, own = self._side_and_point(side, point)
        if own is None:
            return False
        other = self._placed[1 - side]
        if own != BAR and other[25 - own]:
            return False  # both sides on one point: not a position
        return self._placing(side, "add", own)

    def remove(self, point: int, side: int | None = None) -> bool:
        """Take one checker of ``side`` (default: the learner's) off ``point`` (the learner's numbering;
        25 = the bar): it goes back to the tray. Returns False (no change) when there is none there,
        when it is the last checker on the board (a board needs one), or once the question is solved.

        Raises
        ------
        bglearn.InputError
            For a ``side`` that is not WHITE or BLACK.
        """
        side, own = self._side_and_point(side, point)
        if own is None:
            return False
        on_board = sum(self._placed[WHITE][1:]) + sum(self._placed[BLACK][1:])
        if on_board <= 1:
            return False
        return self._placing(side, "remove", own)

    def _placing(self, side: int, how: str, own: int) -> bool:
        if self.solved:
            return False  # set up and judged right: the board stays as it is (until a practice board)
        board = self._placed[side]
        if (board[OFF] if how == "add" else board[own]) == 0:
            return False  # all fifteen placed already / no checker there to take away
        self._undo.append((tuple(self._placed[WHITE]), tuple(self._placed[BLACK])))
        step = 1 if how == "add" else -1
        board[own] += step
        board[OFF] -= step
        self._tell_views("placed_changed")
        return True

    def click(self, point: int) -> bool:
        """A click on ``point`` (the learner's numbering, as printed on the board; 25 = the bar): what
        :attr:`tool` says. "erase" takes away a checker of whichever side has one there (the learner's
        first, on the bar). A click on a tray or off the points changes nothing. Returns True on a change."""
        if type(point) is not int or not 1 <= point <= BAR:
            return False
        if self.tool == "erase":
            return self.remove(point) or self.remove(point, 1 - self.side)
        return self.add(point, self.side if self.tool == "own" else 1 - self.side)

    def click_pixel(self, px: float, py: float) -> bool:
        """A click at image pixel ``(px, py)`` of the board picture as its panel shows it (top-left origin,
        as the browser reports it): :meth:`click` on the point there. Returns False off the points.

        Builds the panel if it is not built yet (see :meth:`bglearn.widgets.questions.SetupPanel.click_pixel`).
        """
        return bool(self.panel.click_pixel(px, py))

    def undo(self) -> bool:
        """Take back the last checker placed or taken away; False when there is nothing to take back, or
        once the question is solved."""
        if not self._undo or self.solved:
            return False
        white, black = self._undo.pop()
        self._placed = [list(white), list(black)]
        self._tell_views("placed_changed")
        return True

    def start_again(self) -> None:
        """Back to the board the question began with (nothing changes once the question is solved)."""
        if self.solved:
            return
        self._load(self.position)
        self._tell_views("placed_changed")

    def check(self) -> Answer:
        """Judge the board placed now (as the Check button does): :meth:`answer` of :attr:`placed`."""
        return self.answer(self.placed)

    # -- judging ---------------------------------------------------------------------------------

    def _read(self, answer: Any) -> Position | None:
        """``answer`` as a board: a Position, or a table ``{point: checkers}`` of the learner's side
        (points 1-24 as ints or digits, ``'bar'``; the other side as at the start). None if unreadable."""
        if isinstance(answer, Position):
            return answer
        if not isinstance(answer, Mapping):
            return None
        mine = [0] * 26
        for key, n in answer.items():
            point = BAR if key == "bar" else int(key) if isinstance(key, str) and key.isdigit() else key
            if type(point) is not int or not 1 <= point <= BAR or type(n) is not int or n < 0:
                return None
            mine[point] += n
        if sum(mine) > CHECKERS_PER_SIDE:
            return None
        mine[OFF] = CHECKERS_PER_SIDE - sum(mine)
        start = list(_start_board())
        boards = (mine, start) if self.side == WHITE else (start, mine)
        try:
            return Position(boards[0], boards[1], self.side)
        except ValueError:
            return None

    def differences(self, answer: Position | None = None) -> list[tuple[int, int, int, int]]:
        """Where ``answer`` (default: :attr:`placed`) differs from the start: ``(side, point, has,
        start_has)`` for each point, the learner's side first, each side's own numbering from 25 (the
        bar) down to 1."""
        boards = self._boards(self.placed if answer is None else answer)
        start = _start_board()
        out = []
        for side in (self.side, 1 - self.side):
            board = boards[side]
            out += [(side, p, board[p], start[p]) for p in range(BAR, OFF, -1) if board[p] != start[p]]
        return out

    def _sentence(self, side: int, point: int, has: int, start_has: int) -> str:
        if side == self.side:
            where = "The bar" if point == BAR else f"Your {point}-point"
            return f"{where} has {_count(has, None)}; the start has {_start_count(start_has)}."
        name = side_name(side)
        if point == BAR:
            return f"The bar has {_count(has, name)}; the start has none."
        return (
            f"{name}'s {point}-point (your {25 - point}-point) has {_count(has, name)}; "
            f"the start has {_start_count(start_has)}."
        )

    def _mover_point(self, side: int, point: int) -> int:
        return point if side == self.side or point == BAR else 25 - point

    def judge(self, answer: Position | Mapping[Any, int]) -> Answer:
        """Return the :class:`Answer` for the board ``answer``: right when both sides stand as at the start;
        a wrong one names up to three points that differ.

        ``answer`` is a :class:`Position`, or a table ``{point: checkers}`` of the learner's side alone
        (``{24: 2, 13: 5, 8: 3, 6: 2}``; the other side as at the start), as a file's tempting answer."""
        read = self._read(answer)
        if read is None:
            return Answer(
                False, "unreadable", False, None, "Answer with a board: place the checkers, then Check.", None
            )
        answer = read
        diff = self.differences(answer)
        if not diff:
            return Answer(True, "correct", True, None, self._right(f"Right: {self._start_words()}"), None)
        said = [self._sentence(*d) for d in diff[:_NAMED]]
        if len(diff) > _NAMED:
            more = len(diff) - _NAMED
            said.append(f"{more} more point{'s' if more > 1 else ''} differ{'' if more > 1 else 's'} from the start.")
        mine = answer.checkers(self.side)
        placed = CHECKERS_PER_SIDE - mine[OFF]
        counted = f" You have {placed} of your 15 checkers on the board." if placed != CHECKERS_PER_SIDE else ""
        points = tuple(dict.fromkeys(self._mover_point(s, p) for s, p, _, _ in diff))
        return Answer(
            False, "wrong", False, None, f"Not the starting position yet.{counted} " + " ".join(said), None, points
        )

    def _start_words(self) -> str:
        parts = [f"{n} on your {p}-point" for p, n in START_POINTS.items()]
        return (
            f"the starting position: {join_words(parts)}, 15 in all; {side_name(1 - self.side)} has the same on "
            "its own points."
        )

    def _solution(self) -> tuple[Position, str, Play | None]:
        return Position.start(self.side), f"This is {self._start_words()}", None

    def show_answer(self) -> Position:
        """Reveal the answer: the board placed becomes the starting position (Check then judges it right,
        counted after the reveal). Returns the starting position."""
        self._not_graded("Show answer")
        self._load(Position.start(self.side))
        return super().show_answer()

    def solution(self) -> Position:
        """The starting position, with the learner's side on roll (what "Show answer" places)."""
        return Position.start(self.side)

    # -- practice --------------------------------------------------------------------------------

    def practice_situation(self) -> str:
        """The practice board in words: whose checkers are to place and how many are placed already."""
        mine = self.position.checkers(self.side)
        placed = CHECKERS_PER_SIDE - mine[OFF]
        return f"You are {side_name(self.side)}: {placed} of your 15 checkers are on the board."

    def practice_ask(self) -> str:
        """A practice board's ask: set up both sides as at the start."""
        return "Place the checkers so that both sides stand as at the start of a game, then press Check."

    def practice_hint(self) -> str:
        """The rule of the set-up, true of every board."""
        return (
            "Each side starts with 2 checkers on its 24-point, 5 on its 13-point, 3 on its 8-point and 5 on its "
            "6-point."
        )

    def _practice_example(self, rng: _random.Random) -> Example:
        return Example(practice_setup(rng), None)

    # -- the board -------------------------------------------------------------------------------

    def _drawn_position(self) -> Position:
        """The board placed now (drawn from the learner's side, in its picture and its words)."""
        return self.placed

    def solved_status(self, status: str | None = None) -> str:
        """The status line once solved: both sides stand as at the start."""
        return "Solved: the board is set up"

    def _decorations(self) -> dict[str, Any]:
        placed = CHECKERS_PER_SIDE - self._placed[self.side][OFF]
        # the checkers not placed yet stand in the trays: "3 to place", not "3 off" (nothing is borne off)
        return {"status": f"{side_name(self.side)} to set up: {placed} of 15 placed", "tray": "to place"}

    def _make_panel(self) -> Any:
        from ...widgets.questions import SetupPanel

        return SetupPanel(self)


def practice_setup(rng: _random.Random) -> Position:
    """A fresh board to set up: a random side to place, some of its four starting points filled (others
    short, empty or with a stray checker on a wrong point), the other side as at the start.

    Parameters
    ----------
    rng : random.Random

    Returns
    -------
    Position
        Never the starting position itself; the side to place is on roll.
    """
    side = rng.choice((WHITE, BLACK))
    while True:
        mine = [0] * 26
        for point, n in START_POINTS.items():
            mine[point] = n if rng.random() < 0.4 else rng.randint(0, n)
        open_points = [p for p in range(1, 25) if p not in START_POINTS and p not in (1, 12, 17, 19)]
        if rng.random() < 0.5:
            mine[rng.choice(open_points)] += 1
        if sum(mine) > CHECKERS_PER_SIDE or tuple(mine[1:]) == _start_board()[1:]:
            continue
        mine[OFF] = CHECKERS_PER_SIDE - sum(mine)
        start = list(_start_board())
        boards = (mine, start) if side == WHITE else (start, mine)
        return Position(boards[0], boards[1], side)

"""A position editor for teachers: set up any position by clicking, then copy its XGID / Position ID.

Click a point to put a checker of the chosen side there (or, with "Erase", to take one away); the bar
takes checkers too. Checkers not placed count as borne off, as in a quiz file: the trays show how
many. Dice, cube value and owner, match score and length, Crawford and the side on roll are set with
the controls under the board; the board's status line shows the side on roll and the match score.
While editing, the setup may pass through states that are not a position (both sides on one point,
a score that has already won the match); a line under the board says what is wrong, and the editor
hands out a :class:`~bglearn.Position` and its IDs only when the setup is legal -- and then every ID
can be written. A bad value (a die of 7, a match of 99 points) is refused before anything changes.

Clicks reach the editor through the same board view as :class:`~bglearn.BoardWidget`
(:class:`bglearn.widgets.view.BoardView`).

Examples
--------
>>> import bglearn as bg
>>> from bglearn.widgets.editor import PositionEditor
>>> ed = PositionEditor()                 # an empty board: all 30 checkers borne off
>>> ed.problems()
['no checker is on the board yet: click the points to place them (checkers not placed count as borne off)']
>>> ed = PositionEditor(bg.Position.start())
>>> ed.remove(bg.WHITE, 6)
True
>>> ed.checkers(bg.WHITE)[0]              # the checker taken away counts as borne off
1
>>> ed.add(bg.WHITE, 5)
True
>>> ed.is_legal, ed.position.position_id()
(True, '4HPwATDQc/ABMA')
"""

from __future__ import annotations

import math
from typing import Any, cast

from ..engine.constants import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, side_name
from ..engine.matchstate import MAX_MATCH_LENGTH
from ..engine.position import XGID, Position, parse_xgid
from ..errors import BglearnError, InputError, PositionError

__all__ = ["PositionEditor", "Draft"]

_TOOLS = ("white", "black", "erase")
#: The cube values the editor offers (a Match ID holds more, but no game reaches them).
CUBE_VALUES = (1, 2, 4, 8, 16, 32, 64)
#: The rolls of the dice control, higher die first.
_ROLLS = tuple((a, b) for a in range(6, 0, -1) for b in range(a, 0, -1))


class Draft:
    """A setup that may not be a legal position yet, with what :func:`bglearn.draw.board` reads.

    Parameters
    ----------
    boards : (list of 26 int, list of 26 int)
        White's and Black's checkers, each in its own numbering: ``[0]`` off, ``[1..24]`` points,
        ``[25]`` bar.
    on_roll : int
    """

    def __init__(self, boards: tuple[list[int], list[int]], on_roll: int) -> None:
        self._boards = (tuple(boards[0]), tuple(boards[1]))
        self.on_roll = on_roll

    def checkers(self, side: int) -> tuple[int, ...]:
        """``side``'s 26 counts, in its own numbering."""
        return self._boards[side]

    def pip_count(self) -> tuple[int, int]:
        """(side on roll, other side) pip counts."""

        def pips(b: tuple[int, ...]) -> int:
            return sum(p * b[p] for p in range(1, 26))

        return pips(self._boards[self.on_roll]), pips(self._boards[1 - self.on_roll])


class PositionEditor:
    """Set up a position by clicking; read it back as a Position, an XGID and a Position ID.

    Parameters
    ----------
    start : Position, str or None
        A position to start from, an XGID (``'XGID=...'``, which also sets cube, score, match and
        dice) or a Position ID (White on roll), or None for an empty board.

    Attributes
    ----------
    tool : str
        What a click on a point does: ``'white'`` / ``'black'`` put one checker of that side there,
        ``'erase'`` takes one away (setting another value raises :class:`~bglearn.InputError`).
    on_roll : int
    dice : (int, int) or None
    cube_value : int
        1, 2, 4, ... 64.
    cube_owner : int or None
    score : [int, int]
        White's and Black's match score.
    length : int
        Match length, up to 64 (the longest a Match ID holds); 0 for money play.
    crawford : bool

    Raises
    ------
    bglearn.InputError
        For a ``start`` that is not a Position, an XGID or a Position ID (the ID's own error), or an
        XGID the editor cannot set up (a cube beyond 64, a match longer than 64 points).
    """

    def __init__(self, start: Position | str | None = None) -> None:
        self._boards: tuple[list[int], list[int]] = (_empty(), _empty())
        self._tool_value = "white"
        self.on_roll = WHITE
        self.dice: tuple[int, int] | None = None
        self.cube_value = 1
        self.cube_owner: int | None = None
        self.score = [0, 0]
        self.length = 0
        self.crawford = False
        self._undo: list[tuple[Any, ...]] = []
        self._widget: Any = None
        self._image: Any = None
        self._line: Any = None
        if isinstance(start, str):
            if start.startswith("XGID="):
                self._load_xgid(parse_xgid(start))
            else:
                self._load(Position.from_position_id(start))
        elif isinstance(start, Position):
            self._load(start)
        elif start is not None:
            raise InputError(f"start from a Position, an XGID or a Position ID, not {type(start).__name__}")

    def _load(self, position: Position) -> None:
        self._boards = (list(position.checkers(WHITE)), list(position.checkers(BLACK)))
        self.on_roll = position.on_roll

    def _load_xgid(self, x: XGID) -> None:
        if 2**x.cube not in CUBE_VALUES:
            raise InputError(f"the editor's cube goes up to 64; this XGID has it on {2**x.cube}")
        if x.match_length > MAX_MATCH_LENGTH:
            raise InputError(
                f"the editor sets up matches of at most {MAX_MATCH_LENGTH} points (the longest a Match ID "
                f"holds); this XGID is a match to {x.match_length}"
            )
        self._load(x.position)
        self.cube_value = 2**x.cube
        self.cube_owner = {1: WHITE, -1: BLACK}.get(x.cube_owner)
        self.dice = (int(x.dice[0]), int(x.dice[1])) if x.dice.isdigit() and x.dice != "00" else None
        self.score = [x.score_x, x.score_o]
        self.length = x.match_length
        self.crawford = bool(x.match_length and x.crawford_jacoby == 1)

    @property
    def tool(self) -> str:
        """What a click on a point does: ``'white'``, ``'black'`` or ``'erase'``."""
        return self._tool_value

    @tool.setter
    def tool(self, value: str) -> None:
        if not isinstance(value, str) or value not in _TOOLS:
            raise InputError(f"the tool is 'white', 'black' or 'erase', not {value!r}")
        self._tool_value = value
        if self._widget is not None and self._tool.value != value:
            self._tool.value = value

    # -- state ---------------------------------------------------------------------------------

    def _state(self) -> tuple[Any, ...]:
        return (
            tuple(self._boards[0]),
            tuple(self._boards[1]),
            self.on_roll,
            self.dice,
            self.cube_value,
            self.cube_owner,
            tuple(self.score),
            self.length,
            self.crawford,
        )

    def _restore(self, state: tuple[Any, ...]) -> None:
        w, b, self.on_roll, self.dice, self.cube_value, self.cube_owner, score, self.length, self.crawford = state
        self._boards = (list(w), list(b))
        self.score = list(score)

    def _change(self) -> None:
        """Remember the state before a change (for :meth:`undo`)."""
        self._undo.append(self._state())

    def undo(self) -> bool:
        """Take back the last change; return False when there is none."""
        if not self._undo:
            return False
        self._restore(self._undo.pop())
        self._refresh()
        return True

    def checkers(self, side: int) -> tuple[int, ...]:
        """``side``'s 26 counts now (own numbering: ``[0]`` off, ``[25]`` bar)."""
        _check_side(side)
        return tuple(self._boards[side])

    def clear(self) -> None:
        """An empty board (nothing else changes)."""
        self._change()
        self._boards = (_empty(), _empty())
        self._refresh()

    def set_start(self) -> None:
        """The starting position."""
        self._change()
        self._load(Position.start(self.on_roll))
        self._refresh()

    # -- checkers --------------------------------------------------------------------------------

    def add(self, side: int, point: int) -> bool:
        """Put one checker of ``side`` on ``point`` (its own numbering, 1-24; 25 = bar), taken from
        its borne-off checkers.

        Returns False (and changes nothing) when all 15 of the side are on the board already or the
        point is not 1-25. Other states that are not legal (both sides on one point) are allowed
        while editing: :meth:`problems` names them.
        """
        _check_side(side)
        board = self._boards[side]
        if type(point) is not int or not OFF < point <= BAR or not board[OFF]:
            return False
        self._change()
        board[point] += 1
        board[OFF] -= 1
        self._refresh()
        return True

    def remove(self, side: int, point: int) -> bool:
        """Take one checker of ``side`` off ``point`` (1-25): it counts as borne off. False (no
        change) when there is none."""
        _check_side(side)
        board = self._boards[side]
        if type(point) is not int or not OFF < point <= BAR or not board[point]:
            return False
        self._change()
        board[point] -= 1
        board[OFF] += 1
        self._refresh()
        return True

    def click(self, point: int) -> bool:
        """A click on ``point`` in White's numbering (as the editor draws the board; 25 = the bar):
        do what :attr:`tool` says. On the bar, "erase" takes a checker of the side that has one
        (White first). The trays hold the checkers not placed: a click there changes nothing.
        Returns False when nothing changed."""
        if type(point) is not int or not OFF < point <= BAR:
            return False
        if self.tool == "erase":
            for side in (WHITE, BLACK):
                own = point if side == WHITE or point == BAR else 25 - point
                if self._boards[side][own]:
                    return self.remove(side, own)
            return False
        side = WHITE if self.tool == "white" else BLACK
        own = point if side == WHITE or point == BAR else 25 - point
        return self.add(side, own)

    def click_pixel(self, px: float, py: float) -> bool:
        """A click at image pixel ``(px, py)`` of the editor's picture (top-left origin)."""
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (px, py)):
            return False
        point = self._painter().pixel_to_point(px, py, WHITE)
        return self.click(point) if point is not None else False

    def _painter(self) -> Any:
        if getattr(self, "_board_painter", None) is None:
            from ..draw.painter import BoardPainter

            self._board_painter = BoardPainter()
        return self._board_painter

    # -- the rest of the setup -----------------------------------------------------------------------

    def set(
        self,
        *,
        on_roll: int | None = None,
        dice: tuple[int, int] | None | str = "keep",
        cube_value: int | None = None,
        cube_owner: int | None | str = "keep",
        score: tuple[int, int] | None = None,
        length: int | None = None,
        crawford: bool | None = None,
    ) -> None:
        """Change any of the side on roll, dice (None = not rolled), cube value and owner (None =
        centred), score, match length (0 = money) and Crawford. Values that make the setup illegal
        together are kept (and named by :meth:`problems`); a value that is never right is refused
        before anything changes.

        Raises
        ------
        bglearn.InputError
            For a side that is not WHITE/BLACK, dice that are not two numbers 1-6, a cube that is not
            1, 2, 4, ... 64, a score that is not two whole numbers 0-64, a match length that is not
            0-64 (the longest a Match ID holds), a Crawford flag that is not True or False.
        """
        if on_roll is not None:
            _check_side(on_roll)
        if dice is not None and dice != "keep":
            if not (isinstance(dice, tuple) and len(dice) == 2 and all(type(d) is int and 1 <= d <= 6 for d in dice)):
                raise InputError(f"dice are two numbers 1-6 or None, not {dice!r}")
        if cube_value is not None and (type(cube_value) is not int or cube_value not in CUBE_VALUES):
            raise InputError(f"the cube shows 1, 2, 4, 8, 16, 32 or 64, not {cube_value!r}")
        if cube_owner not in ("keep", None):
            _check_side(cube_owner)
        if score is not None and not (isinstance(score, (tuple, list)) and len(score) == 2):
            raise InputError(f"a score is two numbers (White's, Black's), not {score!r}")
        for value, what in ((length, "match length"), *(((v, "score") for v in score) if score else ())):
            if value is not None and (type(value) is not int or not 0 <= value <= MAX_MATCH_LENGTH):
                raise InputError(
                    f"a {what} is a whole number 0-{MAX_MATCH_LENGTH} (the longest match a Match ID holds), "
                    f"not {value!r}"
                )
        if crawford is not None and not isinstance(crawford, bool):
            raise InputError(f"crawford is True or False, not {crawford!r}")
        self._change()
        if on_roll is not None:
            self.on_roll = on_roll
        if dice != "keep":
            self.dice = dice  # type: ignore[assignment]
        if cube_value is not None:
            self.cube_value = cube_value
        if cube_owner != "keep":
            self.cube_owner = cube_owner  # type: ignore[assignment]
        if score is not None:
            self.score = list(score)
        if length is not None:
            self.length = length
        if crawford is not None:
            self.crawford = crawford
        self._refresh()

    # -- reading it out --------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What keeps the setup from being a legal position, with IDs that can be written (empty when
        it is one: then :attr:`position`, :attr:`xgid`, :attr:`match_id`, :meth:`status` and the
        widget all work)."""
        out = []
        w, b = self._boards
        if w[OFF] == CHECKERS_PER_SIDE and b[OFF] == CHECKERS_PER_SIDE:
            out.append(
                "no checker is on the board yet: click the points to place them "
                "(checkers not placed count as borne off)"
            )
        shared = [p for p in range(1, 25) if w[p] and b[25 - p]]
        for p in shared:
            out.append(f"both sides have checkers on White's {p}-point (Black's {25 - p}-point)")
        if self.cube_value == 1 and self.cube_owner is not None:
            out.append("the cube at 1 is in the middle: nobody owns it until the first double")
        if self.cube_value > 1 and self.cube_owner is None:
            out.append(f"a cube on {self.cube_value} has been doubled: it has an owner (White or Black)")
        if self.length == 0:
            if any(self.score):
                out.append("money play has no score: set a match length, or the score to 0-0")
            if self.crawford:
                out.append("the Crawford rule is for matches: set a match length")
        else:
            if any(s >= self.length for s in self.score):
                out.append(f"a score of {self.score[0]}-{self.score[1]} has already won a {self.length}-point match")
            if self.crawford:
                if self.length == 1:
                    out.append("a 1-point match has no Crawford game: the first game decides it")
                elif self.score.count(self.length - 1) != 1:
                    out.append(
                        f"the Crawford game is the game after one side (not both) reaches {self.length - 1} "
                        f"in a {self.length}-point match"
                    )
                if self.cube_value > 1:
                    out.append("no one may double in the Crawford game: the cube stays at 1")
        if not out:  # whatever else the IDs refuse: is_legal promises they can be written
            try:
                self._ids()
            except BglearnError as e:
                out.append(str(e))
        return out

    @property
    def is_legal(self) -> bool:
        """True when :meth:`problems` is empty."""
        return not self.problems()

    @property
    def position(self) -> Position:
        """The position set up.

        Raises
        ------
        bglearn.PositionError
            While the setup is not legal (the message lists :meth:`problems`).
        """
        self._check()
        return self._ids()[0]

    @property
    def xgid(self) -> str:
        """The setup's XGID (board, side on roll, cube, dice, score, match length, Crawford).

        Raises
        ------
        bglearn.PositionError
            While the setup is not legal.
        """
        self._check()
        return self._ids()[1]

    @property
    def match_id(self) -> str:
        """The setup's GNU Backgammon Match ID (cube, side on roll, dice, score, match length, Crawford).

        Raises
        ------
        bglearn.PositionError
            While the setup is not legal.
        """
        self._check()
        return self._ids()[2]

    def _check(self) -> None:
        problems = self.problems()
        if problems:
            raise PositionError("not a legal position yet: " + "; ".join(problems))

    def _ids(self) -> tuple[Position, str, str]:
        """The position, its XGID and its Match ID, as the engine writes them (its errors pass through)."""
        w, b = self._boards
        position = Position(w, b, self.on_roll)
        dice = "00" if self.dice is None else f"{self.dice[0]}{self.dice[1]}"
        owner = {None: 0, WHITE: 1, BLACK: -1}[self.cube_owner]
        crawford = 1 if (self.length and self.crawford) else 0
        xgid = str(
            XGID(
                position,
                cube=int(math.log2(self.cube_value)),
                cube_owner=owner,
                dice=dice,
                score_x=self.score[0],
                score_o=self.score[1],
                crawford_jacoby=crawford,
                match_length=self.length,
            )
        )
        return position, xgid, parse_xgid(xgid).match_state().match_id()

    def status(self) -> str:
        """The line under the board: what is wrong, or the IDs to copy."""
        problems = self.problems()
        if problems:
            return "Not a legal position yet: " + "; ".join(problems) + "."
        return f"Legal. {self.xgid}   Position ID {self.position.position_id()}   Match ID {self.match_id}"

    # -- widget ----------------------------------------------------------------------------------

    def png(self) -> bytes:
        """The picture of the setup (PNG bytes), drawn from White's side."""
        from ..draw import png

        cube = (self.cube_value, self.cube_owner) if (self.cube_value > 1 or self.length) else None
        return png(
            cast("Position", Draft(self._boards, self.on_roll)),  # all that draw.board reads of a Position
            perspective=WHITE,
            dice=self.dice,
            cube=cube,
            status=self.board_status(),
        )

    def board_status(self) -> str:
        """The board's status line: the side on roll (and its roll), the match and its score.

        E.g. ``'White to play 3-1 · match to 5: White 4, Black 2 (Crawford)'``, ``'Black on roll · money'``.
        """
        side = side_name(self.on_roll)
        turn = f"{side} on roll" if self.dice is None else f"{side} to play {max(self.dice)}-{min(self.dice)}"
        if not self.length:
            return f"{turn} · money"
        crawford = " (Crawford)" if self.crawford else ""
        return f"{turn} · match to {self.length}: White {self.score[0]}, Black {self.score[1]}{crawford}"

    def _refresh(self) -> None:
        if self._widget is None:
            return
        self._image.value = self.png()
        self._line.value = self._status_html()
        self._quiet = True
        try:
            self._sync_controls()
        finally:
            self._quiet = False

    def _status_html(self) -> str:
        import html

        problems = self.problems()
        if problems:
            items = "".join(f"<li>{html.escape(p)}</li>" for p in problems)
            return f'<div style="color: #8a5a00"><b>Not a legal position yet:</b><ul>{items}</ul></div>'
        return (
            '<div style="color: #0b6e2e"><b>Legal.</b> Copy:<br>'
            f"<code>{html.escape(self.xgid)}</code><br>Position ID <code>{self.position.position_id()}</code>"
            f" · Match ID <code>{self.match_id}</code></div>"
        )

    @property
    def widget(self) -> Any:
        """The ipywidgets panel (built on first use)."""
        if self._widget is None:
            self._build()
        return self._widget

    def _build(self) -> None:
        import ipywidgets as w

        from .view import HAVE_VIEW, make_view

        self._quiet = False
        # the same board view as BoardWidget's: clicks come back in the picture's own pixels
        self._image = make_view(
            self.png(),
            width="520px",
            alt="the position being set up: click a point to place a checker",
            focusable=False,
        )
        if HAVE_VIEW:
            self._image.on_dom_event(
                lambda e: self.click_pixel(e.get("dataX"), e.get("dataY")) if e.get("type") == "click" else None
            )
        self._tool = w.ToggleButtons(
            options=[("White", "white"), ("Black", "black"), ("Erase", "erase")], value=self.tool
        )
        self._tool.observe(lambda c: setattr(self, "tool", c["new"]), names="value")
        undo = w.Button(description="Undo", icon="undo")
        undo.on_click(lambda _b: self.undo())
        start = w.Button(description="Starting position")
        start.on_click(lambda _b: self.set_start())
        clear = w.Button(description="Clear board")
        clear.on_click(lambda _b: self.clear())
        self._roll = w.Dropdown(options=[("White", WHITE), ("Black", BLACK)], description="On roll")
        # one control for the roll, its labels whole ("not rolled", "6-5"): the higher die first
        self._dice = w.Dropdown(
            options=[("not rolled", "")] + [(f"{a}-{b}", f"{a}{b}") for a, b in _ROLLS],
            description="Dice",
            layout=w.Layout(width="15em"),
        )
        self._cube = w.Dropdown(options=list(CUBE_VALUES), description="Cube")
        self._owner = w.Dropdown(options=[("centred", -1), ("White", WHITE), ("Black", BLACK)], description="Owner")
        top = MAX_MATCH_LENGTH
        self._length = w.BoundedIntText(min=0, max=top, description="Match to", layout=w.Layout(width="10em"))
        self._sw = w.BoundedIntText(min=0, max=top, description="White", layout=w.Layout(width="10em"))
        self._sb = w.BoundedIntText(min=0, max=top, description="Black", layout=w.Layout(width="10em"))
        self._craw = w.Checkbox(description="Crawford game")
        for control in (
            self._roll,
            self._dice,
            self._cube,
            self._owner,
            self._length,
            self._sw,
            self._sb,
            self._craw,
        ):
            control.observe(lambda _c: self._from_controls(), names="value")
        self._line = w.HTML(self._status_html())
        wrap = w.Layout(flex_flow="row wrap")
        self._widget = w.VBox(
            [
                w.HBox([self._tool, undo, start, clear], layout=wrap),
                self._image,
                w.HBox([self._roll, self._dice], layout=wrap),
                w.HBox([self._cube, self._owner], layout=wrap),
                w.HBox([self._length, self._sw, self._sb, self._craw], layout=wrap),
                self._line,
            ]
        )
        self._widget.add_class("bglearn-editor")
        self._sync_controls()

    def _sync_controls(self) -> None:
        self._quiet = True
        try:
            self._tool.value = self.tool
            self._roll.value = self.on_roll
            self._dice.value = "" if self.dice is None else f"{max(self.dice)}{min(self.dice)}"
            self._cube.value = self.cube_value
            self._owner.value = -1 if self.cube_owner is None else self.cube_owner
            self._length.value, self._sw.value, self._sb.value = self.length, self.score[0], self.score[1]
            self._craw.value = self.crawford
        finally:
            self._quiet = False

    def _from_controls(self) -> None:
        if self._quiet:
            return
        roll = self._dice.value
        same = self.dice is not None and f"{max(self.dice)}{min(self.dice)}" == roll
        try:
            self.set(
                on_roll=self._roll.value,
                dice="keep" if same else (int(roll[0]), int(roll[1])) if roll else None,
                cube_value=self._cube.value,
                cube_owner=None if self._owner.value == -1 else self._owner.value,
                score=(self._sw.value, self._sb.value),
                length=self._length.value,
                crawford=self._craw.value,
            )
        except BglearnError as e:  # pragma: no cover - the controls offer only valid values
            self._line.value = str(e)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        import base64

        data = self.widget._repr_mimebundle_() or {}
        data["image/png"] = base64.b64encode(bytes(self._image.value)).decode("ascii")
        data["text/plain"] = self.status()
        return data


def _empty() -> list[int]:
    """One side's 26 counts with no checker placed: all 15 borne off."""
    return [CHECKERS_PER_SIDE] + [0] * 25


def _check_side(side: object) -> None:
    if type(side) is not int or side not in (WHITE, BLACK):
        raise InputError(f"a side is bglearn.WHITE (0) or bglearn.BLACK (1), not {side!r}")

"""A position editor for teachers: set up any position by clicking, then copy its XGID / Position ID.

Click a point to put a checker of the chosen side there (or, with "Erase", to take one away); the bar
and the trays take checkers too. Dice, cube value and owner, match score and length, Crawford and the
side on roll are set with the controls under the board. While editing, the setup may pass through
states that are not a position (14 checkers, both sides on one point); a line under the board says
what is wrong, and the editor hands out a :class:`~bglearn.Position` and its IDs only when the setup
is legal.

Examples
--------
>>> import bglearn as bg
>>> from bglearn.widgets.editor import PositionEditor
>>> ed = PositionEditor()                 # an empty board
>>> ed.problems()[0]
'White has 0 checkers: a side has 15 (add 15)'
>>> ed = PositionEditor(bg.Position.start())
>>> ed.remove(bg.WHITE, 6)
True
>>> ed.problems()
['White has 14 checkers: a side has 15 (add 1)']
>>> ed.add(bg.WHITE, 5)
True
>>> ed.is_legal, ed.position.position_id()
(True, '4HPwATDQc/ABMA')
"""

from __future__ import annotations

import math
from typing import Any, cast

from ..engine.constants import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, side_name
from ..engine.position import XGID, Position, parse_xgid
from ..errors import BglearnError, InputError, PositionError

__all__ = ["PositionEditor", "Draft"]

_TOOLS = ("white", "black", "erase")


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
        ``'erase'`` takes one away.
    on_roll : int
    dice : (int, int) or None
    cube_value : int
        1, 2, 4, ... 64.
    cube_owner : int or None
    score : [int, int]
        White's and Black's match score.
    length : int
        Match length; 0 for money play.
    crawford : bool

    Raises
    ------
    bglearn.InputError
        For a ``start`` that is not a Position, an XGID or a Position ID (the ID's own error).
    """

    def __init__(self, start: Position | str | None = None) -> None:
        self._boards: tuple[list[int], list[int]] = ([0] * 26, [0] * 26)
        self.tool = "white"
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
        self._load(x.position)
        self.cube_value = 2**x.cube
        self.cube_owner = {1: WHITE, -1: BLACK}.get(x.cube_owner)
        self.dice = (int(x.dice[0]), int(x.dice[1])) if x.dice.isdigit() and x.dice != "00" else None
        self.score = [x.score_x, x.score_o]
        self.length = x.match_length
        self.crawford = bool(x.match_length and x.crawford_jacoby == 1)

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
        self._boards = ([0] * 26, [0] * 26)
        self._refresh()

    def set_start(self) -> None:
        """The starting position."""
        self._change()
        self._load(Position.start(self.on_roll))
        self._refresh()

    # -- checkers --------------------------------------------------------------------------------

    def add(self, side: int, point: int) -> bool:
        """Put one checker of ``side`` on ``point`` (its own numbering; 25 = bar, 0 = off).

        Returns False (and changes nothing) when the side already has 15 checkers or the point is
        not 0-25. Other states that are not legal (both sides on one point) are allowed while
        editing: :meth:`problems` names them.
        """
        _check_side(side)
        if type(point) is not int or not OFF <= point <= BAR or sum(self._boards[side]) >= CHECKERS_PER_SIDE:
            return False
        self._change()
        self._boards[side][point] += 1
        self._refresh()
        return True

    def remove(self, side: int, point: int) -> bool:
        """Take one checker of ``side`` off ``point``; False (no change) when there is none."""
        _check_side(side)
        if type(point) is not int or not OFF <= point <= BAR or not self._boards[side][point]:
            return False
        self._change()
        self._boards[side][point] -= 1
        self._refresh()
        return True

    def click(self, point: int) -> bool:
        """A click on ``point`` in White's numbering (as the editor draws the board; 25 = the bar,
        0 = a tray): do what :attr:`tool` says. On the bar and the trays, "erase" takes a checker of
        the side that has one (White first). Returns False when nothing changed."""
        if type(point) is not int or not OFF <= point <= BAR:
            return False
        if self.tool == "erase":
            for side in (WHITE, BLACK):
                own = point if side == WHITE or point in (OFF, BAR) else 25 - point
                if self._boards[side][own]:
                    return self.remove(side, own)
            return False
        side = WHITE if self.tool == "white" else BLACK
        own = point if side == WHITE or point in (OFF, BAR) else 25 - point
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
        are kept (and named by :meth:`problems`); values of the wrong type raise.

        Raises
        ------
        bglearn.InputError
            For a side that is not WHITE/BLACK, dice that are not 1-6, a cube that is not 1-64 and a
            power of two, a negative score or length.
        """
        if on_roll is not None:
            _check_side(on_roll)
        if dice is not None and dice != "keep":
            if not (isinstance(dice, tuple) and len(dice) == 2 and all(type(d) is int and 1 <= d <= 6 for d in dice)):
                raise InputError(f"dice are two numbers 1-6 or None, not {dice!r}")
        if cube_value is not None and (type(cube_value) is not int or cube_value not in (1, 2, 4, 8, 16, 32, 64)):
            raise InputError(f"the cube shows 1, 2, 4, 8, 16, 32 or 64, not {cube_value!r}")
        if cube_owner not in ("keep", None):
            _check_side(cube_owner)  # type: ignore[arg-type]
        for value, what in ((length, "match length"), *(((s, "score") for s in score) if score else ())):
            if value is not None and (type(value) is not int or not 0 <= value <= 99):
                raise InputError(f"a {what} is a whole number 0-99, not {value!r}")
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
            self.crawford = bool(crawford)
        self._refresh()

    # -- reading it out --------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What keeps the setup from being a legal position (empty when it is one)."""
        out = []
        for side in (WHITE, BLACK):
            n = sum(self._boards[side])
            if n != CHECKERS_PER_SIDE:
                out.append(
                    f"{side_name(side)} has {n} checker{'s' if n != 1 else ''}: a side has 15 "
                    f"({'add' if n < CHECKERS_PER_SIDE else 'remove'} {abs(CHECKERS_PER_SIDE - n)})"
                )
        w, b = self._boards
        shared = [p for p in range(1, 25) if w[p] and b[25 - p]]
        for p in shared:
            out.append(f"both sides have checkers on White's {p}-point (Black's {25 - p}-point)")
        if w[OFF] == CHECKERS_PER_SIDE and b[OFF] == CHECKERS_PER_SIDE:
            out.append("both sides have borne off all 15: only one side can win")
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
            if self.crawford and self.length - 1 not in self.score:
                out.append(
                    f"the Crawford game comes when a side reaches {self.length - 1} in a {self.length}-point match"
                )
            if self.crawford and self.cube_value > 1:
                out.append("no one may double in the Crawford game: the cube stays at 1")
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
        problems = self.problems()
        if problems:
            raise PositionError("not a legal position yet: " + "; ".join(problems))
        w, b = self._boards
        return Position(w, b, self.on_roll)

    @property
    def xgid(self) -> str:
        """The setup's XGID (board, side on roll, cube, dice, score, match length, Crawford).

        Raises
        ------
        bglearn.PositionError
            While the setup is not legal.
        """
        position = self.position
        dice = "00" if self.dice is None else f"{self.dice[0]}{self.dice[1]}"
        owner = {None: 0, WHITE: 1, BLACK: -1}[self.cube_owner]
        crawford = 1 if (self.length and self.crawford) else 0
        return str(
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

    @property
    def match_id(self) -> str:
        """The setup's GNU Backgammon Match ID (cube, side on roll, dice, score, match length, Crawford).

        Raises
        ------
        bglearn.PositionError
            While the setup is not legal.
        """
        return parse_xgid(self.xgid).match_state().match_id()

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
            status=f"{side_name(self.on_roll)} on roll",
        )

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

        self._quiet = False
        self._image = w.Image(value=self.png(), format="png", layout=w.Layout(width="520px", max_width="100%"))
        self._tool = w.ToggleButtons(options=[("White", "white"), ("Black", "black"), ("Erase", "erase")])
        self._tool.observe(lambda c: setattr(self, "tool", c["new"]), names="value")
        undo = w.Button(description="Undo", icon="undo")
        undo.on_click(lambda _b: self.undo())
        start = w.Button(description="Starting position")
        start.on_click(lambda _b: self.set_start())
        clear = w.Button(description="Clear board")
        clear.on_click(lambda _b: self.clear())
        self._roll = w.Dropdown(options=[("White", WHITE), ("Black", BLACK)], description="On roll")
        dice_opts = [("not rolled", 0)] + [(str(d), d) for d in range(1, 7)]
        self._d1 = w.Dropdown(options=dice_opts, description="Dice", layout=w.Layout(width="12em"))
        self._d2 = w.Dropdown(options=dice_opts, layout=w.Layout(width="7em"))
        self._cube = w.Dropdown(options=[1, 2, 4, 8, 16, 32, 64], description="Cube")
        self._owner = w.Dropdown(options=[("centred", -1), ("White", WHITE), ("Black", BLACK)], description="Owner")
        self._length = w.BoundedIntText(min=0, max=99, description="Match to", layout=w.Layout(width="10em"))
        self._sw = w.BoundedIntText(min=0, max=99, description="White", layout=w.Layout(width="10em"))
        self._sb = w.BoundedIntText(min=0, max=99, description="Black", layout=w.Layout(width="10em"))
        self._craw = w.Checkbox(description="Crawford game")
        for control in (
            self._roll,
            self._d1,
            self._d2,
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
                w.HBox([self._roll, self._d1, self._d2], layout=wrap),
                w.HBox([self._cube, self._owner], layout=wrap),
                w.HBox([self._length, self._sw, self._sb, self._craw], layout=wrap),
                self._line,
            ]
        )
        self._widget.add_class("bglearn-editor")
        self._sync_controls()
        try:
            from ipyevents import Event

            self._events = Event(source=self._image, watched_events=["click"])
            self._events.on_dom_event(lambda e: self.click_pixel(e.get("dataX"), e.get("dataY")))
        except Exception:  # ipyevents missing: checkers can still be set from Python
            self._events = None

    def _sync_controls(self) -> None:
        self._quiet = True
        try:
            self._tool.value = self.tool
            self._roll.value = self.on_roll
            if self.dice is not None:
                self._d1.value, self._d2.value = self.dice
            elif self._d1.value and self._d2.value:  # e.g. after undo: not rolled
                self._d1.value, self._d2.value = 0, 0
            # (one die chosen and the other not yet: left as it is)
            self._cube.value = self.cube_value
            self._owner.value = -1 if self.cube_owner is None else self.cube_owner
            self._length.value, self._sw.value, self._sb.value = self.length, self.score[0], self.score[1]
            self._craw.value = self.crawford
        finally:
            self._quiet = False

    def _from_controls(self) -> None:
        if self._quiet:
            return
        d1, d2 = self._d1.value, self._d2.value
        try:
            self.set(
                on_roll=self._roll.value,
                dice=(d1, d2) if d1 and d2 else None if not (d1 or d2) else "keep",  # one die chosen: wait
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


def _check_side(side: object) -> None:
    if type(side) is not int or side not in (WHITE, BLACK):
        raise InputError(f"a side is bglearn.WHITE (0) or bglearn.BLACK (1), not {side!r}")

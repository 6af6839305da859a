"""The panel of a set-up question (:class:`SetupPanel`), and :class:`SetupModel`, what it needs of its question.

As in the position editor (:class:`bglearn.widgets.editor.PositionEditor`): choose what a click does (your
checker, the other side's, or Erase), then click points on the board; Undo takes back the last click. The
keyboard alternative is a list of the points with "Add one" and "Take one away". Check judges the board.
"""

from __future__ import annotations

import math
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from ...draw.painter import BoardPainter
from ...engine.constants import BAR, side_name
from ..view import HAVE_VIEW, panel_width
from .panel import QuestionModel, QuestionPanel

__all__ = ["SetupModel", "SetupPanel"]


@runtime_checkable
class SetupModel(QuestionModel, Protocol):
    """What :class:`SetupPanel` needs besides :class:`~bglearn.widgets.questions.panel.QuestionModel`
    (:class:`bglearn.teach.SetupQuestion`)."""

    tool: str  # 'own', 'other' or 'erase'

    @property
    def side(self) -> int: ...
    def click(self, point: int) -> bool: ...
    def add(self, point: int, side: int | None = None) -> bool: ...
    def remove(self, point: int, side: int | None = None) -> bool: ...
    def undo(self) -> bool: ...
    def start_again(self) -> None: ...
    def check(self) -> Any: ...


class SetupPanel(QuestionPanel):
    """A set-up question's panel: the picture takes clicks as the tool says; Undo, Start again, Check."""

    model: SetupModel

    def __init__(self, model: SetupModel, graded: bool | None = None) -> None:
        self._painter: BoardPainter | None = None  # for mapping clicks, made on the first click
        self._quiet = False
        super().__init__(model, graded)

    def click_pixel(self, px: float, py: float) -> bool:
        """A click at image pixel ``(px, py)`` of the board picture (top-left origin, as the browser
        reports it): the model's click on the point there. Returns False for a click off the points."""
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (px, py)):
            return False
        orientation = "portrait" if self._portrait else "landscape"
        if self._painter is None or self._painter.orientation != orientation:
            self._painter = BoardPainter(orientation)  # only its geometry: the picture is drawn the same size
        point = self._painter.pixel_to_point(px, py, self.model.side)
        return self.model.click(point) if point is not None else False

    def _input_widgets(self) -> list[Any]:
        self._tool = w.ToggleButtons(options=self._tool_options(), value=self.model.tool)
        self._tool.observe(self._tool_picked, names="value")
        undo = w.Button(description="Undo", icon="undo", tooltip="Take back the last click")
        undo.on_click(lambda _b: self.model.undo())
        again = w.Button(description="Start again", tooltip="The board this question began with")
        again.on_click(lambda _b: self.model.start_again())
        self._check = w.Button(description="Check", button_style="primary", tooltip="Is this the starting position?")
        self._check.on_click(lambda _b: self.model.check())
        # the keyboard's way: a point, then add or take away a checker of the side the tool says
        self._point = w.Dropdown(
            options=[("bar", BAR)] + [(f"{p}-point", p) for p in range(24, 0, -1)],
            value=24,
            description="Point",
            style={"description_width": "initial"},  # the label its own width: the menu keeps "24-point"
            layout=w.Layout(width="auto"),
        )
        plus = w.Button(description="Add one", tooltip="Put a checker on the point chosen")
        plus.on_click(lambda _b: self._keyed(True))
        minus = w.Button(description="Take one away", tooltip="Take a checker off the point chosen")
        minus.on_click(lambda _b: self._keyed(False))
        self._events = None
        if HAVE_VIEW:  # clicks on the picture, in its own pixels
            self._image.on_dom_event(
                lambda e: (
                    self.click_pixel(e.get("dataX"), e.get("dataY")) if e.get("type", "click") == "click" else None
                )
            )
            self._events = self._image
        wrap = w.Layout(flex_flow="row wrap", max_width=panel_width())
        return [
            w.HBox([w.HTML("A click puts:"), self._tool], layout=wrap),
            w.HBox([self._point, plus, minus], layout=wrap),
            w.HBox([undo, again, self._check], layout=wrap),
        ]

    def _tool_options(self) -> list[tuple[str, str]]:
        side = self.model.side
        return [
            (f"a {side_name(side)} checker", "own"),
            (f"a {side_name(1 - side)} checker", "other"),
            ("Erase: takes one away", "erase"),
        ]

    def _tool_picked(self, change: Any) -> None:
        if not self._quiet and change["new"] != self.model.tool:
            self.model.tool = change["new"]

    def _keyed(self, add: bool) -> None:
        side = self.model.side if self.model.tool != "other" else 1 - self.model.side
        point = self._point.value
        if add:
            self.model.add(point, side)
        else:
            self.model.remove(point, side)

    # -- told by the model -------------------------------------------------------------------

    def placed_changed(self) -> None:
        """The board placed changed: draw it again."""
        self._show_png()

    def tool_changed(self) -> None:
        """The tool changed (from Python): the buttons follow."""
        self._quiet = True
        try:
            self._tool.value = self.model.tool
        finally:
            self._quiet = False

    def revealed(self, feedback: str, play: Any) -> None:
        """ "Show answer": its sentence, and the starting position placed on the board."""
        with self._static.held():
            self._set_feedback("reveal", feedback)
            self._show_png()

    def _reset_input(self) -> None:
        self._quiet = True
        try:
            self._tool.options = self._tool_options()
            self._tool.value = self.model.tool
        finally:
            self._quiet = False

    def answer_text(self, given: Any) -> str:
        """The board ``given`` as the answer cell takes it: its Position ID."""
        position_id = getattr(given, "position_id", None)
        return position_id() if callable(position_id) else super().answer_text(given)

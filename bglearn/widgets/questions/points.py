"""The panel of a "which points?" question (:class:`PointsPanel`), and :class:`PointsModel`.

The points are clicked on the board picture (a click again takes one back); one toggle button per likely
point is the keyboard alternative; Check judges the points picked.
"""

from __future__ import annotations

import math
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from ...draw.painter import BoardPainter
from ...engine.constants import BAR
from ..view import HAVE_VIEW, panel_width
from .panel import QuestionModel, QuestionPanel

__all__ = ["PointsModel", "PointsPanel"]


@runtime_checkable
class PointsModel(QuestionModel, Protocol):
    """What :class:`PointsPanel` needs besides :class:`~bglearn.widgets.questions.panel.QuestionModel`
    (:class:`bglearn.teach.PointsQuestion`)."""

    @property
    def picked(self) -> frozenset[int]: ...
    def toggle(self, point: int) -> bool: ...
    def candidates(self) -> list[int]: ...


class PointsPanel(QuestionPanel):
    """A points question's panel: the picture takes clicks, a toggle button per candidate point, Check."""

    model: PointsModel

    def __init__(self, model: PointsModel, graded: bool | None = None) -> None:
        self._quiet = False
        self._painter: BoardPainter | None = None  # for mapping clicks, made on the first click
        super().__init__(model, graded)

    def click_pixel(self, px: float, py: float) -> bool:
        """A click at image pixel ``(px, py)`` of the board picture (top-left origin, as the browser
        reports it): toggles the point there. Returns False for a click off the points."""
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (px, py)):
            return False
        orientation = "portrait" if self._portrait else "landscape"
        if self._painter is None or self._painter.orientation != orientation:
            self._painter = BoardPainter(orientation)  # only its geometry: the picture is drawn the same size
        point = self._painter.pixel_to_point(px, py, self.model.position.on_roll)
        return self.model.toggle(point) if point is not None else False

    def _input_widgets(self) -> list[Any]:
        self._toggles = w.HBox(layout=w.Layout(flex_flow="row wrap", max_width=panel_width()))
        self._check = w.Button(description="Check", button_style="primary", tooltip="Judge the points picked")
        self._check.on_click(lambda _b: self.model.answer(self.model.picked))
        self._fill_toggles()
        self._events = None
        if HAVE_VIEW:  # clicks on the picture, in its own pixels
            self._image.on_dom_event(lambda e: self.click_pixel(e.get("dataX"), e.get("dataY")))
            self._events = self._image
        return [
            self._toggles,
            w.HBox(
                # HTML, not a Label: a Label does not wrap, and on a phone its end was cut off
                [w.HTML("Click the points on the board (again to take one back) and press Check."), self._check],
                layout=w.Layout(flex_flow="row wrap"),
            ),
        ]

    def _fill_toggles(self) -> None:
        self._toggle = {
            p: w.ToggleButton(description="bar" if p == BAR else str(p), value=False, layout=w.Layout(width="3.5em"))
            for p in self.model.candidates()
        }
        for p, t in self._toggle.items():
            t.observe(lambda change, p=p: self._toggled(p, change["new"]), names="value")
        self._toggles.children = tuple(self._toggle.values())

    def _toggled(self, point: int, value: bool) -> None:
        if not self._quiet and (point in self.model.picked) != value:
            self.model.toggle(point)

    def _show_toggles(self) -> None:
        self._quiet = True
        try:
            for p, t in self._toggle.items():
                t.value = p in self.model.picked
        finally:
            self._quiet = False

    def picks_changed(self) -> None:
        """Told by the model: the points picked changed (the buttons and the highlighted points follow)."""
        self._show_toggles()
        picked = self.model.picked
        self._show_png(**({"highlight": sorted(picked)} if picked else {}))

    def _sync_input(self, answer: Any) -> None:
        self._show_toggles()  # the model reads the points of the answer as the ones picked

    def _reset_input(self) -> None:
        self._fill_toggles()

    def answer_text(self, given: Any) -> str:
        """The points ``given`` as the answer cell takes them: ``'23 19'``, ``'bar 3'`` or ``'none'``."""
        if isinstance(given, (set, frozenset, list, tuple)) and all(type(p) is int for p in given):
            names = ["bar" if p == BAR else str(p) for p in sorted(given, reverse=True)]
            return " ".join(names) or "none"
        return super().answer_text(given)

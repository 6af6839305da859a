"""The stepper of a worked example (:class:`ExamplePanel`), and :class:`StepsModel`, what it needs of it.

The model (:class:`bglearn.teach.WorkedExample`) knows the steps, their pictures and texts; this panel
shows the step the model is on, with ◀ Previous / Next ▶ buttons, and a plain copy of that step for a
notebook read without a kernel. The model tells it when its step changes (:meth:`ExamplePanel.refresh`).
"""

from __future__ import annotations

import html
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from .picture_panel import PicturePanel
from .view import NARROW_ROOM, StaticCopy, img_html, make_view, panel_width, picture_width

__all__ = ["StepsModel", "ExamplePanel"]


@runtime_checkable
class StepsModel(Protocol):
    """What :class:`ExamplePanel` reads and calls of a worked example (:class:`bglearn.teach.WorkedExample`)."""

    title: str
    step: int

    @property
    def text(self) -> str: ...
    @property
    def caption(self) -> str: ...
    def __len__(self) -> int: ...
    def attach(self, view: Any) -> None: ...
    def next(self) -> None: ...
    def previous(self) -> None: ...
    def png(self, index: int | None = None, orientation: str = "landscape") -> bytes: ...
    def board_text(self, index: int | None = None) -> str: ...
    def counter_text(self, index: int) -> str: ...


class ExamplePanel(PicturePanel):
    """The ipywidgets stepper of a worked example: title, board picture, the step's text, buttons.

    Parameters
    ----------
    model : StepsModel
        The example; the panel attaches itself to it.

    Attributes
    ----------
    widget : ipywidgets.VBox
        The stepper (CSS class ``bglearn-example``).
    """

    def __init__(self, model: StepsModel) -> None:
        self.model = model
        self._portrait = False  # drawn upright: the picture has little room (a phone)
        width = panel_width()
        self._title = w.HTML(f"<b>{html.escape(model.title)}</b>", layout=w.Layout(max_width=width))
        self._image = make_view(width=width, alt="the worked example's board", focusable=False)
        self._image.observe(self._room_changed, names="room")
        self._text = w.HTML(layout=w.Layout(max_width=width, min_height="3em"))
        self._prev = w.Button(description="◀ Previous", tooltip="Previous step")
        self._next = w.Button(description="Next ▶", tooltip="Next step")
        self._counter = w.Label()
        self._prev.on_click(lambda _b: model.previous())
        self._next.on_click(lambda _b: self._next_step())
        # a plain copy of the step shown beside the live stepper, for the notebook read without a kernel
        self._static = StaticCopy(self._static_render)
        self.widget = w.VBox(
            [
                self._title,
                self._image,
                self._text,
                w.HBox([self._prev, self._next, self._counter], layout=w.Layout(flex_flow="row wrap")),
                self._static.marker,
            ]
        )
        self.widget.add_class("bglearn-example")
        model.attach(self)
        self.refresh()

    def _next_step(self) -> None:
        """Next: the next step; at the last one the Next button is disabled, so the keyboard focus goes
        to Previous (a disabled button drops the focus to the top of the page)."""
        self.model.next()
        if self.model.step == len(self.model) - 1:
            self._prev.focus()

    @property
    def orientation(self) -> str:
        """``'portrait'`` when the picture is drawn upright (little room), else ``'landscape'``."""
        return "portrait" if self._portrait else "landscape"

    def png(self) -> bytes:
        """The picture of the step shown, as drawn now."""
        return self.model.png(self.model.step, self.orientation)

    def refresh(self) -> None:
        """Told by the model: show its step (picture, text, counter, buttons), and the plain copy."""
        i = self.model.step
        self._image.value = self.png()
        self._image.alt = self.model.board_text(i)
        self._text.value = f"<p>{self.model.text}</p>"
        self._counter.value = self.model.counter_text(i)
        self._prev.disabled = i == 0
        self._next.disabled = i == len(self.model) - 1
        self._static.update()

    def _room_changed(self, change: Any) -> None:
        """The browser reported the room the picture has: upright below 468 pixels, as a board's 'auto'."""
        room = float(change["new"] or 0)
        portrait = 0 < room < NARROW_ROOM
        if room > 0 and portrait != self._portrait:
            self._portrait = portrait
            self._image.layout.width = f"{picture_width(self.orientation)}px"
            self.refresh()

    def _static_render(self) -> tuple[str, bytes | None, str]:
        png = self.png()
        body = (
            f"<p><b>{html.escape(self.model.title)}</b></p>"
            f"{img_html(png, self.model.board_text(self.model.step), picture_width(self.orientation))}"
            f"<p>{self.model.text}</p><p>{html.escape(self.model.counter_text(self.model.step))}</p>"
        )
        return body, png, f"{self.model.caption}\n{self.model.board_text(self.model.step)}"

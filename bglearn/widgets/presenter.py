"""The projector view of a quiz (:class:`PresenterPanel`), and :class:`Presentation`, what it needs of it.

The model (:class:`bglearn.teach.Presenter`) steps through the questions and draws the large board;
this panel shows that board as a focusable picture (click it, or Tab to it, and the keys a presentation
clicker sends step the quiz), the question in large type and the buttons ◀ Previous, Reveal, Next ▶
(after a click on one, the focus goes back to the board, so the keys go on working).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from .picture_panel import PicturePanel
from .view import HAVE_VIEW, make_view

__all__ = ["Presentation", "PresenterPanel", "PRESENTER_WIDTH"]

#: The board's CSS width: 1040 px, less when the window is not tall enough for 880 px of board (it keeps
#: its 1040:880 shape, with 2 x 60 px left for the notebook's own bars), and less when the window is not
#: wide enough for the question and the buttons beside it (340 px); on a phone (under 360 px of room
#: beside them) the question goes below the board.
PRESENTER_WIDTH = "min(1040px, calc((100vh - 120px) * 1040 / 880), max(calc(100% - 340px), 360px))"


@runtime_checkable
class Presentation(Protocol):
    """What :class:`PresenterPanel` reads and calls of its model (:class:`bglearn.teach.Presenter`)."""

    @property
    def caption(self) -> str: ...
    def attach(self, view: Any) -> None: ...
    def html(self) -> str: ...
    def png(self) -> bytes: ...
    def key(self, name: str) -> bool: ...
    def previous(self) -> bool: ...
    def reveal(self) -> bool: ...
    def next(self) -> bool: ...


class PresenterPanel(PicturePanel):
    """The presenter's ipywidgets view: the large board beside the question and its buttons.

    Attributes
    ----------
    widget : ipywidgets.HBox
        The view (CSS class ``bglearn-presenter``).
    """

    def __init__(self, model: Presentation) -> None:
        self.model = model
        self._text = w.HTML(model.html())
        # a focusable picture: click it (or Tab to it) and the keys a clicker sends step the quiz
        # at most 1040 px wide, and never taller than the window (a 1080p projector): the question and
        # the buttons stand beside the board, or below it when the screen is narrow
        self._image = make_view(
            model.png(),
            width=PRESENTER_WIDTH,
            alt="the question's board: click it, then use the arrow or page keys",
        )
        if HAVE_VIEW:
            self._image.on_dom_event(lambda e: model.key(str(e.get("key", ""))) if e.get("type") == "keydown" else None)
        buttons = []
        for label, fn in (("◀ Previous", model.previous), ("Reveal", model.reveal), ("Next ▶", model.next)):
            b = w.Button(description=label, layout=w.Layout(width="8em", height="2.4em"), style={"font_size": "22px"})
            b.on_click(lambda _b, fn=fn: self._pressed(fn))
            buttons.append(b)
        # the buttons first, then the question: on a short screen (1280 x 720) both stay in view
        side = w.VBox(
            [w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")), self._text],
            layout=w.Layout(flex="1 1 320px", min_width="320px", padding="0 0 0 16px"),
        )
        self.widget = w.HBox(
            [self._image, side], layout=w.Layout(flex_flow="row wrap", align_items="flex-start", width="100%")
        )
        self.widget.add_class("bglearn-presenter")
        model.attach(self)

    def _pressed(self, step: Any) -> None:
        """A button's step, then the focus back to the board: the clicker's keys go on working."""
        step()
        if HAVE_VIEW:
            self._image.focus()

    def refresh(self) -> None:
        """Told by the model: the question, the answer so far and the board as they are now."""
        self._text.value = self.model.html()
        self._image.value = self.model.png()

    def display(self) -> None:
        """Display the view in a notebook (with the board as a picture for a notebook read without a kernel)."""
        from IPython.display import display

        display(self.mimebundle(), raw=True)

    def png(self) -> bytes:
        """The large board shown now."""
        return self.model.png()

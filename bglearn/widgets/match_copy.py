"""The match app's plain copy for a saved notebook: :func:`saved_copy`.

A notebook saved with its outputs and reopened where no kernel runs (GitHub, nbviewer, JupyterLab
before Run All) cannot show the live app. The copy shown after it holds a picture of the board as
it was last drawn and one line saying how to get the app back; while the app is live, the copy is
hidden (:class:`bglearn.widgets.view.StaticCopy`). A page Voila serves is never saved, and there the
copy would show while the page loads: :func:`display_app` leaves it out.
"""

from __future__ import annotations

import html
import os
import typing

from .board import BoardWidget
from .view import StaticCopy, img_html

__all__ = ["SAVED_LINE", "display_app", "saved_copy"]

#: The line under the saved picture: where the app runs.
SAVED_LINE = (
    "The last board of the match app. The app itself runs under Voila (voila lessons/play.ipynb) "
    "or, in a notebook, with Run → Run All Cells."
)


def saved_copy(board: BoardWidget) -> StaticCopy:
    """A :class:`StaticCopy` of ``board``'s picture with :data:`SAVED_LINE`, kept up to date each
    time the board is redrawn (display it with ``copy.display(app)``; put ``copy.marker`` in the app)."""

    def render() -> tuple[str, bytes, str]:
        png = board.static_png()  # without the live-only marks (rings, selection)
        body = img_html(png, board.board_text()) + f"<p>{html.escape(SAVED_LINE)}</p>"
        return body, png, SAVED_LINE

    copy = StaticCopy(render, note=None)  # SAVED_LINE already says how to bring the app back
    board.on_picture(copy.update)
    return copy


def display_app(app: typing.Any, copy: StaticCopy) -> None:
    """Display the widget ``app`` live, then ``copy`` (call from ``_ipython_display_``); in a kernel
    Voila started (it sets ``VOILA_BASE_URL``, for preheated kernels and Binder's route too) the
    live app alone."""
    if "VOILA_BASE_URL" not in os.environ:
        copy.display(app)
        return
    from IPython.display import display

    data = app._repr_mimebundle_() or {}
    display(data[0] if isinstance(data, tuple) else data, raw=True)

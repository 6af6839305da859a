"""A live line of HTML kept up to date (:class:`LiveHtml`): a lesson's score, its map of stages.

The model (:class:`bglearn.teach.Score`, a lesson's stage map) says what it is as HTML and as plain text
(:class:`HtmlSource`) and tells its panels when that changes (:meth:`LiveHtml.refresh`); the panel shows
it as an ``ipywidgets.HTML`` and keeps a plain copy beside it for a notebook read without a kernel.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from .view import StaticCopy

__all__ = ["HtmlSource", "LiveHtml"]


@runtime_checkable
class HtmlSource(Protocol):
    """What :class:`LiveHtml` reads of its model: ``html()``, ``str(model)`` (the same as plain text), ``attach``."""

    def html(self) -> str: ...
    def attach(self, view: Any) -> None: ...


class LiveHtml:
    """An ``ipywidgets.HTML`` showing ``model.html()``, redrawn when the model changes.

    Parameters
    ----------
    model : HtmlSource
        What is shown; the panel attaches itself to it.
    css_class : str, optional
        A CSS class of the widget (``'bglearn-score'``).
    max_width : str, optional
        A CSS width the widget does not grow beyond.

    Attributes
    ----------
    widget : ipywidgets.HTML
    """

    def __init__(self, model: HtmlSource, css_class: str | None = None, max_width: str | None = None) -> None:
        self.model = model
        # a plain copy beside the live one, for the notebook read without a kernel
        self._static = StaticCopy(lambda: (model.html(), None, str(model)), note=None)
        self.widget = w.HTML(model.html() + self._static.style, layout=w.Layout(max_width=max_width))
        if css_class:
            self.widget.add_class(css_class)
        model.attach(self)

    def refresh(self) -> None:
        """Told by the model: show it as it is now, in the widget and its plain copy."""
        self.widget.value = self.model.html() + self._static.style
        self._static.update()

    def display(self) -> None:
        """Display the live widget, then its plain copy (kept up to date)."""
        self._static.display(self.widget)

    def mimebundle(self) -> dict[str, Any]:
        """The live widget's mimebundle with the HTML and the plain text for readers without widgets."""
        data = self.widget._repr_mimebundle_() or {}
        data["text/plain"] = str(self.model)
        data["text/html"] = self.model.html()
        return data

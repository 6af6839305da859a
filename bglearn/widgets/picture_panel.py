"""What a panel showing a board picture shares (:class:`PicturePanel`): how a notebook displays it.

A question's panel, a worked example's stepper and the presenter's view show a live widget and, so
that a notebook read without a kernel still shows the board, its picture as ``image/png`` and a plain
line of text (``model.caption``).
"""

from __future__ import annotations

import base64
from typing import Any

from .view import StaticCopy

__all__ = ["PicturePanel"]


class PicturePanel:
    """A panel with ``widget`` (the live ipywidgets widget), ``model`` (its ``caption`` a plain line),
    :meth:`png` (the picture shown now) and, for :meth:`display`, ``_static`` (its :class:`StaticCopy`)."""

    widget: Any
    model: Any
    _static: StaticCopy

    def png(self) -> bytes:  # pragma: no cover - every panel defines it
        """The PNG bytes of the picture shown now."""
        raise NotImplementedError

    def display(self) -> None:
        """Display the live panel, then a plain copy of it (kept up to date)."""
        self._static.display(self.widget)

    def mimebundle(self) -> dict[str, Any]:
        """The panel's mimebundle: the live widget, its picture as ``image/png``, the model's caption as text."""
        data = self.widget._repr_mimebundle_() or {}
        data["image/png"] = base64.b64encode(self.png()).decode("ascii")
        data["text/plain"] = self.model.caption
        return data

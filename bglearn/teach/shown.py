"""What a teaching model with a live panel shares (:class:`Shown`): the panel built on first use, told of changes.

A question, a worked example, a score, a lesson's stage map and the presenter are models: they judge,
step and count, and import no widget library. Their panels live in :mod:`bglearn.widgets` (which may not
import this package): a model builds its panel on first use (:attr:`Shown.panel`, importing the panel's
module then), and each panel attaches itself (:meth:`Shown.attach`) to be told of every change by the
model calling one of the panel's methods (``answered``, ``refresh``, ...: each panel class documents those
it has). A notebook displays the model as its panel.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Shown"]


class Shown:
    """A model shown by an ipywidgets panel of :mod:`bglearn.widgets`, built on first use.

    A subclass says which panel with :meth:`_make_panel` (importing it there, not at module level).
    """

    _panel: Any = None

    def _make_panel(self) -> Any:  # pragma: no cover - every subclass defines it
        """Build the panel (which attaches itself); import its module here."""
        raise NotImplementedError

    @property
    def panel(self) -> Any:
        """The model's panel (built on first use: this imports ipywidgets)."""
        if self._panel is None:
            self._panel = self._make_panel()
        return self._panel

    @property
    def widget(self) -> Any:
        """The panel's ipywidgets widget (built on first use)."""
        return self.panel.widget

    def attach(self, view: Any) -> None:
        """Tell ``view`` (a panel) of every change from now on (a panel calls this when it is built)."""
        views = self.__dict__.setdefault("_views", [])
        if view not in views:
            views.append(view)

    def _tell_views(self, method: str, *args: Any) -> None:
        """Call ``view.method(*args)`` on every panel attached that has that method."""
        for view in self.__dict__.get("_views", ()):
            told = getattr(view, method, None)
            if told is not None:
                told(*args)

    def _ipython_display_(self) -> None:
        """Displayed in a notebook: the live panel (and, for most, a plain copy of it kept up to date)."""
        self.panel.display()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return self.panel.mimebundle()

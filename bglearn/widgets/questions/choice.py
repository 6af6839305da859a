"""The panel of a question answered with one of a few buttons (:class:`ChoicePanel`), and :class:`ChoiceModel`.

The dice-count, legality, result and cube questions of :mod:`bglearn.teach.questions` are answered this way:
each button answers at once; the button of the answer given stands out.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from ..view import panel_width
from .panel import QuestionModel, QuestionPanel

__all__ = ["ChoiceModel", "ChoicePanel"]


@runtime_checkable
class ChoiceModel(QuestionModel, Protocol):
    """What :class:`ChoicePanel` needs besides :class:`~bglearn.widgets.questions.panel.QuestionModel`."""

    def options(self) -> list[tuple[str, Any]]: ...
    def choice(self, answer: Any) -> Any: ...


class ChoicePanel(QuestionPanel):
    """A question's panel whose input is one button per choice (``model.options()``: label, value)."""

    model: ChoiceModel

    def _input_widgets(self) -> list[Any]:
        self._choices = w.HBox(layout=w.Layout(flex_flow="row wrap", max_width=panel_width()))
        self._fill_choices()
        return [self._choices]

    def _fill_choices(self) -> None:
        self._buttons = {}
        for label, value in self.model.options():
            b = w.Button(description=label, tooltip=label, layout=w.Layout(width="auto"))
            b.on_click(lambda _b, v=value: self.model.answer(v))
            self._buttons[value] = b
        self._choices.children = tuple(self._buttons.values())

    def _sync_input(self, answer: Any) -> None:
        for value, b in self._buttons.items():
            b.button_style = "info" if value == self.model.choice(answer) else ""

    def _reset_input(self) -> None:
        self._fill_choices()

    def answer_text(self, given: Any) -> str:
        """The label of the choice ``given`` stands for (what the answer cell takes)."""
        value = self.model.choice(given)
        for label, v in self.model.options():
            if v == value:
                return label
        return super().answer_text(given)

"""ipywidgets controllers: the clickable board (:class:`BoardWidget`) and the teacher's position
editor (:class:`PositionEditor`), the match app (:class:`MatchApp`: play a whole match against the
computer) and its replay of a ``.mat`` record (:class:`MatchReplay`).

The panels of the teaching models live here too: a question's (:mod:`~bglearn.widgets.questions`),
a worked example's stepper (:mod:`~bglearn.widgets.example`), a live score or stage map
(:mod:`~bglearn.widgets.live_html`), a whole quiz or a review (:mod:`~bglearn.widgets.quiz_panels`)
and the presenter's view (:mod:`~bglearn.widgets.presenter`). This layer never imports
:mod:`bglearn.teach`: each panel takes its model through a ``typing.Protocol`` of its own module
(what it reads and calls), and the model builds its panel on first use (``question.widget``).

Widgets hold interaction state only (the selected checker, the keyboard focus, the picture's
orientation); the game is a :class:`bglearn.play.Game`, the turn in progress a
:class:`bglearn.play.Turn`, a question's state its model, and every picture comes from
:mod:`bglearn.draw`. They never decide legality themselves.
"""

from .board import BoardWidget
from .editor import PositionEditor
from .match import MatchApp
from .replay import MatchReplay

__all__ = ["BoardWidget", "PositionEditor", "MatchApp", "MatchReplay"]

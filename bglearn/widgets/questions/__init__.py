"""The panels of the questions of :mod:`bglearn.teach.questions`, one module per way of answering.

* :class:`QuestionPanel` -- what every question's panel shows: question, board, buttons, feedback
  (:mod:`~bglearn.widgets.questions.panel`); :class:`QuestionModel` is what it needs of its question.
* :class:`ChoicePanel` -- one button per choice (:mod:`~bglearn.widgets.questions.choice`).
* :class:`PlayPanel` -- a board to play on and a text box (:mod:`~bglearn.widgets.questions.play`).
* :class:`PointsPanel` -- points clicked on the board or toggled (:mod:`~bglearn.widgets.questions.points`).
* :class:`SetupPanel` -- checkers placed on the board by clicks, as in the position editor
  (:mod:`~bglearn.widgets.questions.setup`).

A panel takes its question through the Protocol of its module (what it reads and calls), never by
importing :mod:`bglearn.teach`; the question builds its panel on first use (``question.widget``).
"""

from .choice import ChoiceModel, ChoicePanel
from .panel import LEGEND, LEGEND_TRIED, STYLE, JudgedAnswer, QuestionModel, QuestionPanel
from .play import PlayModel, PlayPanel
from .points import PointsModel, PointsPanel
from .setup import SetupModel, SetupPanel

__all__ = [
    "QuestionModel",
    "JudgedAnswer",
    "QuestionPanel",
    "ChoiceModel",
    "ChoicePanel",
    "PlayModel",
    "PlayPanel",
    "PointsModel",
    "PointsPanel",
    "SetupModel",
    "SetupPanel",
    "LEGEND",
    "LEGEND_TRIED",
    "STYLE",
]

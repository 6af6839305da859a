"""The question kinds of the lessons, each judged by the rules engine.

* :class:`Quiz` -- type a play (:mod:`~bglearn.teach.questions.play`).
* :class:`DiceCountQuiz` -- how many dice can be used (:mod:`~bglearn.teach.questions.counting`).
* :class:`PointsQuiz` -- which points may bear off / enter / move (:mod:`~bglearn.teach.questions.points`).
* :class:`LegalityQuiz` -- is this play legal, and which rule (:mod:`~bglearn.teach.questions.legality`).
* :class:`ResultQuiz` -- single game, gammon or backgammon (:mod:`~bglearn.teach.questions.result`).

What they share (:class:`QuizBase`, :class:`Answer`, :class:`Score`) is in
:mod:`~bglearn.teach.questions.base`.
"""

from .base import Answer, ChoiceQuiz, QuizBase, Score
from .counting import DiceCountQuiz
from .legality import LEGAL, RULE_LABELS, LegalityQuiz
from .play import Quiz
from .points import PointsQuiz
from .result import ResultQuiz

__all__ = [
    "Answer",
    "Score",
    "QuizBase",
    "ChoiceQuiz",
    "Quiz",
    "DiceCountQuiz",
    "PointsQuiz",
    "LegalityQuiz",
    "ResultQuiz",
    "RULE_LABELS",
    "LEGAL",
]

"""The question kinds of the lessons, each judged by the rules engine.

* :class:`PlayQuestion` -- type a play (:mod:`~bglearn.teach.questions.play`).
* :class:`DiceCountQuestion` -- how many dice can be used (:mod:`~bglearn.teach.questions.counting`).
* :class:`PointsQuestion` -- which points may bear off / enter / move (:mod:`~bglearn.teach.questions.points`).
* :class:`LegalityQuestion` -- is this play legal, and which rule (:mod:`~bglearn.teach.questions.legality`).
* :class:`ResultQuestion` -- single game, gammon or backgammon (:mod:`~bglearn.teach.questions.result`).
* :class:`SetupQuestion` -- place the checkers as at the start (:mod:`~bglearn.teach.questions.setup`).
* :class:`OpeningQuestion` -- who starts after the opening roll's two dice (:mod:`~bglearn.teach.questions.opening`).
* :class:`MayDoubleQuestion`, :class:`DropScoreQuestion`, :class:`AfterTakeQuestion`,
  :class:`GameValueQuestion` -- the cube's rules, decided by :class:`bglearn.Game`
  (:mod:`~bglearn.teach.questions.cube`).

What they share (:class:`Question`, :class:`Answer`, :class:`Score`) is in
:mod:`~bglearn.teach.questions.base`. These are models (judge, practise, the board's picture, hints):
no module here imports a widget library; each question's panel is in :mod:`bglearn.widgets.questions`
(``ChoicePanel`` for the button kinds, ``PlayPanel``, ``PointsPanel``, ``SetupPanel``), built on first use.
"""

from .base import Answer, ChoiceQuestion, Question, Score
from .counting import DiceCountQuestion
from .cube import CUBE_RULES, AfterTakeQuestion, CubeState, DropScoreQuestion, GameValueQuestion, MayDoubleQuestion
from .legality import LEGAL, RULE_LABELS, LegalityQuestion
from .opening import OpeningQuestion
from .play import PlayQuestion
from .points import PointsQuestion
from .result import ResultQuestion
from .setup import SetupQuestion

__all__ = [
    "Answer",
    "Score",
    "Question",
    "ChoiceQuestion",
    "PlayQuestion",
    "DiceCountQuestion",
    "PointsQuestion",
    "LegalityQuestion",
    "ResultQuestion",
    "SetupQuestion",
    "OpeningQuestion",
    "CubeState",
    "CUBE_RULES",
    "MayDoubleQuestion",
    "DropScoreQuestion",
    "AfterTakeQuestion",
    "GameValueQuestion",
    "RULE_LABELS",
    "LEGAL",
]

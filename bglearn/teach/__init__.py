r"""Teaching content for the lesson notebooks: pictures, worked examples, questions, practice.

Everything a lesson shows is built from a :class:`~bglearn.Position`, a roll and plain text, and
every answer is judged by the rules engine:

* :func:`show` -- a static board picture with a caption (:mod:`~bglearn.teach.pictures`).
* :class:`WorkedExample` -- a board explained step by step (:mod:`~bglearn.teach.examples`).
* :class:`PlayQuestion`, :class:`DiceCountQuestion`, :class:`PointsQuestion`, :class:`LegalityQuestion`,
  :class:`ResultQuestion`, :class:`SetupQuestion`, :class:`OpeningQuestion`, :class:`Score` -- questions
  (:mod:`~bglearn.teach.questions`).
* :mod:`~bglearn.teach.practice` -- fresh practice positions where one rule decides
  (:mod:`~bglearn.teach.cube_practice`: the cube and match state around a cube question's board).
* :func:`load_lesson` (a :class:`Lesson` of :class:`Stage`\ s), :func:`load_quiz` /
  :func:`loads_quiz` (a :class:`Quiz`: a set of questions) -- lesson and quiz files as data
  (``lessons/FORMAT.md``), every entry checked by the engine when read.

Every object can be driven from Python exactly as its buttons drive it (``quiz.answer('8/5
6/5')``, ``example.next()``), which is how tests, nbval and teachers use them; nothing ever calls
``input()``. These are models: no module here imports a widget library. Each builds its panel
(:mod:`bglearn.widgets`: ``widgets.questions``, ``widgets.example``, ``widgets.live_html``,
``widgets.quiz_panels``, ``widgets.presenter``) on first use, importing it then, and tells it of
every change; matplotlib is imported only when a picture is made.

Examples
--------
>>> import bglearn as bg
>>> from bglearn.teach import PlayQuestion
>>> quiz = PlayQuestion("Play 3-1 from the start.", bg.Position.start(), (3, 1))
>>> quiz.answer("8/5 6/5").correct
True
>>> quiz.answer("24/20").correct, quiz.solved, quiz.attempts
(True, True, 2)
>>> quiz.answer("13/10 6/4").rule
'wrong-distance'
"""

from . import cube_practice, practice
from .course import course_map, review
from .entries import QUESTION_KINDS
from .examples import StaticSteps, Step, WorkedExample
from .lesson import Lesson, Stage, load_lesson
from .pictures import BoardPicture, show
from .presenter import Presenter
from .questions import (
    CUBE_RULES,
    LEGAL,
    RULE_LABELS,
    AfterTakeQuestion,
    Answer,
    CubeState,
    DiceCountQuestion,
    DropScoreQuestion,
    GameValueQuestion,
    LegalityQuestion,
    MayDoubleQuestion,
    OpeningQuestion,
    PlayQuestion,
    PointsQuestion,
    Question,
    ResultQuestion,
    Score,
    SetupQuestion,
)
from .quiz import Quiz, load_quiz, loads_quiz
from .text import BOARD_WIDTH

__all__ = [
    "Lesson",
    "Stage",
    "load_lesson",
    "Quiz",
    "load_quiz",
    "loads_quiz",
    "QUESTION_KINDS",
    "course_map",
    "Presenter",
    "review",
    "CubeState",
    "CUBE_RULES",
    "MayDoubleQuestion",
    "DropScoreQuestion",
    "AfterTakeQuestion",
    "GameValueQuestion",
    "BoardPicture",
    "show",
    "Step",
    "WorkedExample",
    "StaticSteps",
    "Answer",
    "PlayQuestion",
    "Score",
    "Question",
    "DiceCountQuestion",
    "PointsQuestion",
    "LegalityQuestion",
    "ResultQuestion",
    "SetupQuestion",
    "OpeningQuestion",
    "RULE_LABELS",
    "LEGAL",
    "BOARD_WIDTH",
    "practice",
    "cube_practice",
]

"""The teaching models and their panels: every model has what its panel's Protocol reads and calls,
builds the panel of its kind, and that panel follows what is done from Python."""

from pathlib import Path

import pytest

from bglearn.teach import QUESTION_KINDS, PlayQuestion, PointsQuestion, Presenter, SetupQuestion, load_lesson
from bglearn.teach.course import review
from bglearn.teach.questions import ChoiceQuestion
from bglearn.widgets.example import ExamplePanel, StepsModel
from bglearn.widgets.live_html import HtmlSource, LiveHtml
from bglearn.widgets.presenter import Presentation, PresenterPanel
from bglearn.widgets.questions import (
    ChoiceModel,
    ChoicePanel,
    JudgedAnswer,
    PlayModel,
    PlayPanel,
    PointsModel,
    PointsPanel,
    QuestionModel,
    SetupModel,
    SetupPanel,
)
from bglearn.widgets.quiz_panels import QuestionSet

LESSONS = sorted((Path(__file__).resolve().parents[2] / "lessons").glob("0*.toml"))

#: Each question kind's panel class and the Protocol it takes the model through.
PANELS = {
    PlayQuestion: (PlayPanel, PlayModel),
    PointsQuestion: (PointsPanel, PointsModel),
    SetupQuestion: (SetupPanel, SetupModel),
    ChoiceQuestion: (ChoicePanel, ChoiceModel),
}


def panel_of(question):
    return next(v for k, v in PANELS.items() if isinstance(question, k))


@pytest.fixture(scope="module")
def lessons():
    return [load_lesson(path) for path in LESSONS]


def test_every_lesson_question_fits_its_panel_protocol_and_builds_that_panel(lessons):
    kinds = set()
    for lesson in lessons:
        for q in lesson.quiz:
            panel_class, protocol = panel_of(q)
            assert isinstance(q, QuestionModel) and isinstance(q, protocol), (lesson.id, q.id)
            if type(q) not in kinds:  # one panel of each kind (a board costs a few pictures)
                assert type(q.panel) is panel_class and q.widget is q.panel.widget
                # the verdict comes right under the board (above the answer's inputs and buttons: under
                # them it fell below the fold of a laptop's screen, and of a phone's stacked buttons)
                parts = list(q.panel.widget.children)
                on_board = getattr(q.panel, "board", None) is not None  # a play question's board to answer on
                board = [q.panel.board, q.panel._image, q.panel._again] if on_board else [q.panel._image]
                assert parts[: len(board) + 2] == [q.panel._question, *board, q.panel._out], (lesson.id, q.id)
                kinds.add(type(q))
    assert kinds == set(QUESTION_KINDS.values())  # the lessons hold every kind


def test_the_other_models_fit_their_protocols(lessons):
    lesson = lessons[2]
    examples = [lesson[i] for i in lesson.ids if type(lesson[i]).__name__ == "WorkedExample"]
    assert examples and all(isinstance(ex, StepsModel) and type(ex.panel) is ExamplePanel for ex in examples)
    stage_map = lesson.show("map")
    for source in (lesson.score, stage_map):
        assert isinstance(source, HtmlSource) and type(source.panel) is LiveHtml
    assert isinstance(lesson.quiz, QuestionSet) and isinstance(review(lesson.path, seed=1), QuestionSet)
    presenter = Presenter(lesson.quiz)
    assert isinstance(presenter, Presentation) and type(presenter.panel) is PresenterPanel
    q = lesson.quiz.questions[0]
    assert isinstance(q.judge(q.solution()), JudgedAnswer)


def test_a_panel_follows_answers_reveals_and_practice_from_python(lessons):
    lesson = lessons[2]  # blocked points: play questions with Practise more
    q = next(q for q in lesson.quiz if isinstance(q, PlayQuestion) and q.practise_kind)
    panel = q.panel
    q.answer("24/1")
    assert "✘" in panel._out.value and panel._text.value == "24/1"
    shown = q.show_answer()
    assert str(shown) in panel._out.value and panel._text.value == ""
    assert panel.png() == q.png() == q.draw_png(arrows=shown)
    q.practise(seed=3)
    assert "A new board" in panel._out.value and q.board.position == q.position
    names = q.show_legal_plays()
    assert all(n in panel._plays.value for n in names)


def test_two_panels_of_one_question_both_follow_it(lessons):
    q = next(q for q in lessons[5].quiz if isinstance(q, PointsQuestion))
    first, second = q.panel, PointsPanel(q)
    assert first is q.panel and second is not first
    point = q.candidates()[0]
    assert q.toggle(point)
    assert first._toggle[point].value and second._toggle[point].value
    second._check.click()
    assert first._out.value == second._out.value != ""

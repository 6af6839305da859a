"""The presenter view: a large board, reveal step by step, next / previous by buttons and keys."""

import struct

import pytest

import bglearn as bg
from bglearn.teach import Presenter, loads_quiz

QUIZ = """
title = "Class quiz"
[[question]]
id = "five"
kind = "play"
position = "start"
dice = [3, 1]
prompt = "Make the 5-point."
goal = { play = "8/5 6/5" }
[[question]]
id = "moves"
kind = "points"
ask = "move-from"
position = "start"
dice = [5, 5]
prompt = "Which points hold a checker that may move?"
[[question]]
id = "may"
kind = "may-double"
position = "XGID=-b----E-C---eE---c-e----B-:1:-1:1:00:0:0:0:0:10"
prompt = "May White double now?"
"""


def size(png):
    return struct.unpack(">II", png[16:24])


def test_the_board_is_twice_the_lessons_size():
    p = Presenter(loads_quiz(QUIZ))
    assert size(p.png()) == (1040, 880)  # the lessons' boards are 520 x 440
    assert size(p.question.png()) == (520, 440)


def test_reveal_says_the_answer_then_draws_each_move():
    p = Presenter(loads_quiz(QUIZ))
    p.widget
    hidden = p.png()
    assert p.answer_text == "" and "Question 1 of 3" in p.panel._text.value
    assert p.key("ArrowRight") and p.answer_text == "The answer: 8/5 6/5." and p.moves_shown == 0
    assert "8/5 6/5" in p.panel._text.value
    assert p.key(" ") and p.moves_shown == 1
    one_move = p.png()
    assert p.key("PageDown") and p.moves_shown == 2
    assert len({hidden, one_move, p.png()}) == 3
    assert p.key("PageDown") and p.index == 1 and not p.revealed  # the next question
    p.reveal()
    assert p.answer_text == "The answer: 13, 8." and p.png() != Presenter(loads_quiz(QUIZ)).png()


def test_back_and_the_ends():
    p = Presenter(loads_quiz(QUIZ))
    assert not p.key("PageUp")  # the first question, nothing shown: nothing to go back to
    assert p.go(2) and p.question.id == "may"
    assert p.next() and p.answer_text == "The answer: no."
    assert not p.next()  # the very end
    assert p.previous() and not p.revealed and p.index == 2
    assert p.previous() and p.index == 1
    assert not p.go(7) and not p.key("x") and p.index == 1


def test_buttons_drive_it_and_bad_input_is_refused():
    p = Presenter(loads_quiz(QUIZ))
    board, side = p.widget.children
    assert board.layout.width == "min(1040px, calc((100vh - 120px) * 1040 / 880))"  # fits a 1080p window
    back, reveal, forward = side.children[1].children
    forward.click()
    forward.click()
    assert p.moves_shown == 1
    back.click()
    back.click()
    assert p.index == 0 and not p.revealed and p.moves_shown == 0
    with pytest.raises(bg.InputError):
        Presenter("quiz")


def test_keys_reach_the_presenter_through_its_focusable_picture():
    p = Presenter(loads_quiz(QUIZ))
    p.widget
    view = p.panel._image  # the board picture: a focusable view (click it, or Tab to it)
    view._on_msg(None, {"type": "keydown", "key": "PageDown"}, None)
    assert p.revealed and p.answer_text == "The answer: 8/5 6/5."
    view._on_msg(None, {"type": "click", "dataX": 10, "dataY": 10}, None)  # a click only gives focus
    assert p.moves_shown == 0
    view._on_msg(None, {"type": "keydown", "key": "PageUp"}, None)
    assert not p.revealed

"""The presenter view: a large board, reveal step by step, next / previous by buttons and keys."""

import struct

import pytest

import bglearn as bg
from bglearn.teach import Presenter, loads_quiz
from bglearn.teach.text import board_png

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
    assert p.step() and p.answer_text == (  # as the button says it, and why
        "The answer: No. Only the side that owns the cube may redouble; a centred cube may be used by either."
    )
    assert not p.step() and not p.next()  # the very end
    assert p.previous() and not p.revealed and p.index == 2
    assert p.previous() and p.index == 1
    assert not p.go(7) and not p.key("x") and p.index == 1


def test_next_moves_on_without_revealing():
    p = Presenter(loads_quiz(QUIZ))
    assert p.next() and p.index == 1 and not p.revealed and p.answer_text == ""
    assert p.reveal() and p.next() and p.index == 2 and not p.revealed


def test_buttons_drive_it_and_bad_input_is_refused():
    p = Presenter(loads_quiz(QUIZ))
    board, side = p.widget.children
    # fits a 1080p window, and leaves room beside it for the question and the buttons
    assert board.layout.width == "min(1040px, calc((100vh - 120px) * 1040 / 880), max(calc(100% - 340px), 360px))"
    back, reveal, forward = side.children[0].children
    sent = []
    board.send = sent.append  # what the view is told in the browser
    reveal.click()
    assert p.revealed and p.moves_shown == 0
    reveal.click()
    assert p.moves_shown == 1
    forward.click()
    assert p.index == 1 and not p.revealed  # Next: the next question, not more of this answer
    back.click()
    assert p.index == 0 and not p.revealed and p.moves_shown == 0
    assert sent == [{"type": "focus"}] * 4  # after each click the board takes the keys again
    assert {b.style.font_size for b in (back, reveal, forward)} == {"22px"}
    with pytest.raises(bg.InputError):
        Presenter("quiz")


LEGALITY = """
[[question]]
id = "both"
kind = "legality"
position = "start"
dice = [6, 5]
play = "24/18"
prompt = "Is this play legal?"
[[question]]
id = "fine"
kind = "legality"
position = "start"
dice = [6, 5]
play = "24/13"
prompt = "Is this play legal?"
[[question]]
id = "any"
kind = "play"
position = "start"
dice = [6, 5]
prompt = "Play 6-5."
[[question]]
id = "some"
kind = "play"
position = "start"
dice = [6, 5]
prompt = "Play 6-5 moving a checker from the 13-point."
goal = { moves_from = 13 }
"""


def test_a_legality_reveal_draws_the_play_and_says_the_rule_in_words():
    p = Presenter(loads_quiz(LEGALITY))
    drawn = p.png()
    assert drawn != board_png(p.question.position, dice=(6, 5), dpi=160)  # the play asked about is drawn
    assert drawn == board_png(p.question.position, dice=(6, 5), dpi=160, arrows=[(24, 18)])
    p.reveal()
    assert p.answer_text == (
        "The answer: 24/18 is not legal. Only one die played when both could be: "
        "You must use both dice when any order of moves allows it."
    )
    assert "must-use-both-dice" not in p.html()
    p.next()
    p.reveal()
    assert p.answer_text == "The answer: 24/13 is legal."


def test_a_play_question_with_several_right_plays_says_one_right_answer():
    p = Presenter(loads_quiz(LEGALITY))
    p.go(2)
    p.reveal()
    assert p.answer_text == f"One right answer: {p.question.solution()} (any legal play is right)."
    p.go(3)
    p.reveal()
    others = len(p.question.correct_plays) - 1
    assert others > 1
    assert p.answer_text == f"One right answer: {p.question.solution()} ({others} other plays also right)."
    only = Presenter(loads_quiz(QUIZ))
    only.reveal()
    assert only.answer_text == "The answer: 8/5 6/5."  # the only right play


def test_every_text_is_at_least_20_px():
    import re

    p = Presenter(loads_quiz(QUIZ))
    p.reveal()
    sizes = re.findall(r"font-size: ([^;\"]+)", p.html())
    assert sizes == ["28px", "22px", "24px"]  # the question and answer, the "Question 1 of 3" line: px, not em


def test_keys_reach_the_presenter_through_its_focusable_picture():
    p = Presenter(loads_quiz(QUIZ))
    p.widget
    view = p.panel._image  # the board picture: a focusable view (click it, or Tab to it)
    view._on_msg(None, {"type": "keydown", "key": "PageDown"}, None)  # a key steps: reveal first
    assert p.revealed and p.answer_text == "The answer: 8/5 6/5."
    view._on_msg(None, {"type": "click", "dataX": 10, "dataY": 10}, None)  # a click only gives focus
    assert p.moves_shown == 0
    view._on_msg(None, {"type": "keydown", "key": "PageUp"}, None)
    assert not p.revealed

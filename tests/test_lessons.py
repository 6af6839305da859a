"""Tests of bglearn.lessons: show, WorkedExample, Quiz (driven headless, as the buttons do)."""

import base64
import subprocess
import sys

import pytest

import bglearn as bg
from bglearn.lessons import Answer, BoardPicture, Quiz, Step, WorkedExample, show

PNG = b"\x89PNG\r\n\x1a\n"
START = bg.Position.start()
# White: two checkers on 13, the rest home; Black: a blot on White's 11-point (Black's 14).
# 4-2: 13/7 could go 13/11*/7 (hits) or 13/9/7 (does not).
AMBIGUOUS = bg.Position.from_points(white={13: 2, 6: 13}, black={14: 1, 1: 14}, on_roll=bg.WHITE)
# White: one checker on 24, the rest on 6; Black holds White's 18-point (Black's 7).
# 6-3: 24/18 is blocked, 24/21/15 works: lower die first is the only way.
LOWER_FIRST = bg.Position.from_points(white={24: 1, 6: 14}, black={7: 2, 2: 13}, on_roll=bg.WHITE)


def _png_of_bundle(bundle):
    return base64.b64decode(bundle["image/png"])


# -- import cost -----------------------------------------------------------------------------


def test_import_does_not_load_matplotlib_or_ipywidgets():
    code = "import sys, bglearn.lessons; print('matplotlib' in sys.modules, 'ipywidgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


# -- show ------------------------------------------------------------------------------------


def test_show_returns_png_with_caption():
    pic = show(START, dice=(3, 1), play="8/5 6/5", caption="Making the 5-point")
    assert isinstance(pic, BoardPicture)
    assert pic._repr_png_().startswith(PNG)
    bundle = pic._repr_mimebundle_()
    assert _png_of_bundle(bundle).startswith(PNG)
    assert bundle["text/plain"] == "Making the 5-point"
    assert "Making the 5-point" in bundle["text/html"]


def test_show_rejects_an_illegal_play_with_the_rule():
    with pytest.raises(ValueError, match="both dice"):
        show(START, dice=(6, 5), play="24/18")


def test_show_play_needs_dice():
    with pytest.raises(ValueError, match="dice"):
        show(START, play="8/5 6/5")


# -- WorkedExample ---------------------------------------------------------------------------


def _example():
    return WorkedExample("6-3 with one checker", LOWER_FIRST, (6, 3), [
        ("The checker on 24 must use both dice.", None),
        ("The 6 first would land on 18, which Black holds.", None, {"arrows": [(24, 18)], "highlight": [18]}),
        Step("So play the 3 first: 24/21.", "24/21"),
        ("Then the 6: 21/15.", "21/15"),
        "Both dice are used.",
    ])


def test_worked_example_steps_make_a_legal_play():
    ex = _example()
    assert str(ex.play) == "24/15"
    assert len(ex) == 5
    assert ex.position_at(3) != ex.position_at(2)
    assert ex.final_position == ex.play.result.pass_turn()


def test_worked_example_next_and_previous_stop_at_the_ends():
    ex = _example()
    assert ex.step == 0
    ex.previous()
    assert ex.step == 0
    for _ in range(10):
        ex.next()
    assert ex.step == 4
    assert ex.text == "Both dice are used."
    ex.previous()
    assert ex.step == 3
    ex.go(-1)
    assert ex.step == 4
    with pytest.raises(IndexError):
        ex.go(5)


def test_worked_example_decorations():
    ex = _example()
    assert ex.decorations(1)["arrows"] == [(24, 18)]
    assert ex.decorations(2)["arrows"] == [(24, 21, False)]
    assert ex.decorations(4)["last_move"] == [15]
    assert ex.decorations(0) == {"dice": (6, 3)}


def test_worked_example_widget_buttons_drive_it():
    ex = _example()
    w = ex.widget
    first = bytes(ex._image.value)
    assert first.startswith(PNG)
    assert ex._prev.disabled and not ex._next.disabled
    ex._next.click()
    assert ex.step == 1
    assert bytes(ex._image.value) != first
    assert ex._counter.value == "Step 2 of 5 · to play: 6, 3"
    ex._prev.click()
    assert ex.step == 0
    assert w is ex.widget


def test_worked_example_mimebundle_has_png_and_widget():
    bundle = _example()._repr_mimebundle_()
    assert _png_of_bundle(bundle).startswith(PNG)
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert "Step 1 of 5" in bundle["text/plain"]


def test_worked_example_show_all_has_every_step():
    static = _example().show_all()
    assert len(static) == 5
    bundle = static._repr_mimebundle_()
    assert bundle["text/html"].count("data:image/png;base64,") == 5
    assert _png_of_bundle(bundle).startswith(PNG)


def test_worked_example_rejects_illegal_steps():
    with pytest.raises(ValueError):  # 24/18 stops on a blocked point
        WorkedExample("bad", LOWER_FIRST, (6, 3), [("x", "24/18")])
    with pytest.raises(ValueError, match="both dice"):  # legal move, but not the whole roll
        WorkedExample("bad", START, (6, 5), [("x", "24/18")])
    with pytest.raises(bg.NotationError):
        WorkedExample("bad", START, (6, 5), [("x", "nonsense")])
    with pytest.raises(ValueError):
        WorkedExample("empty", START, (6, 5), [])


def test_worked_example_partial_when_allowed():
    ex = WorkedExample("half", START, (6, 5), [("The 6 first.", "24/18")], require_complete=False)
    assert ex.play is None
    assert ex.final_position.checkers(bg.WHITE)[18] == 1


def test_worked_example_hit_on_the_way():
    ex = WorkedExample("hit", AMBIGUOUS, (4, 2), [("2 first: hit.", "13/11"), ("then 4.", "11/7")])
    assert str(ex.play) == "13/11*/7"
    assert ex.position_at(1).checkers(bg.BLACK)[bg.BAR] == 1


# -- Quiz ------------------------------------------------------------------------------------


def test_quiz_right_answer():
    quiz = Quiz("Play 3-1.", START, (3, 1), explain="Two checkers make a point.")
    result = quiz.answer(" 6/5 8/5 ")
    assert isinstance(result, Answer)
    assert result.correct and result.legal and result.kind == "correct"
    assert str(result.play) == "8/5 6/5"
    assert quiz.solved and quiz.attempts == 1
    assert "Two checkers make a point." in quiz.feedback


@pytest.mark.parametrize("text, rule, words", [
    ("24/18", "must-use-both-dice", "both dice"),
    ("24/18 13/7", "wrong-distance", "is 6 pips"),
    ("12/7 24/18", "not-your-checker", "no checker on the 12-point"),
    ("24/18 13/8 6/1", "too-many-moves", "two moves"),
])
def test_quiz_wrong_answers_give_the_rule(text, rule, words):
    quiz = Quiz("Play 6-5.", START, (6, 5))
    result = quiz.answer(text)
    assert not result.correct and result.kind == "illegal"
    assert result.rule == rule
    assert words in result.message
    assert quiz.feedback == result.message == bg.check_play(START, (6, 5), text).message
    assert not quiz.solved and quiz.attempts == 1


def test_quiz_blocked_point_is_highlighted():
    quiz = Quiz("Move the back checker.", LOWER_FIRST, (6, 3), accept="24/15")
    result = quiz.answer("24/18 6/3")
    assert result.rule == "blocked-point"
    assert result.points == (18,)
    quiz.widget
    quiz.answer("24/18/15")
    assert quiz.last.rule == "blocked-point"
    assert quiz.png().startswith(PNG)


def test_quiz_blocked_intermediate_point():
    # Black also holds White's 21-point: neither order gets the checker from 24 to 15.
    pos = bg.Position.from_points(white={24: 1, 6: 14}, black={7: 2, 4: 2, 2: 11}, on_roll=bg.WHITE)
    quiz = Quiz("Play 6-3.", pos, (6, 3))
    assert [str(p) for p in quiz.legal_plays] == ["6/3"]
    result = quiz.answer("24/15")
    assert result.rule == "blocked-intermediate"
    assert result.points == (18,)


def test_quiz_unreadable_answer():
    quiz = Quiz("Play 3-1.", START, (3, 1))
    result = quiz.answer("eight to five")
    assert result.kind == "unreadable" and not result.correct
    assert "cannot read" in result.message.lower()
    assert quiz.attempts == 1
    assert quiz.answer("").kind == "unreadable"


def test_quiz_ambiguous_answer_names_both_plays():
    quiz = Quiz("Play 4-2 with one checker.", AMBIGUOUS, (4, 2))
    result = quiz.answer("13/7")
    assert result.kind == "ambiguous"
    assert "13/11*/7" in result.message and "13/9/7" in result.message
    assert quiz.answer("13/11*/7").correct


def test_quiz_accept_limits_correct_answers():
    quiz = Quiz("Make the 5-point.", START, (3, 1), accept=["8/5 6/5"],
                not_asked="Legal, but it does not make the 5-point.")
    result = quiz.answer("24/20")
    assert result.kind == "not-asked" and result.legal and not result.correct
    assert "does not make the 5-point" in result.message
    assert not quiz.solved
    assert quiz.answer("8/5 6/5").correct
    assert quiz.solved and quiz.attempts == 2


def test_quiz_accept_callable():
    quiz = Quiz("Hit!", AMBIGUOUS, (4, 2), accept=lambda p: p.hits > 0)
    assert all(p.hits for p in quiz.correct_plays)
    assert quiz.answer("13/9/7").kind == "not-asked"
    assert quiz.answer("13/11* 6/2").correct


def test_quiz_rejects_questions_without_a_legal_answer():
    with pytest.raises(ValueError):
        Quiz("bad", START, (3, 1), accept="8/4 6/5")
    with pytest.raises(ValueError):
        Quiz("bad", START, (3, 1), accept=lambda p: False)


def test_quiz_show_answer_and_legal_plays():
    quiz = Quiz("Play 6-3.", LOWER_FIRST, (6, 3), accept="24/15")
    assert str(quiz.show_answer()) == "24/15"
    assert "24/15" in quiz.feedback
    names = quiz.show_legal_plays()
    assert names == [str(p) for p in bg.legal_plays(LOWER_FIRST, (6, 3))] == ["24/15"]


def test_quiz_widget_check_button_and_enter_judge_once():
    quiz = Quiz("Play 3-1.", START, (3, 1), hint="Make a point.")
    quiz.widget
    board = quiz.png()
    assert board.startswith(PNG)
    quiz._text.value = "24/18"           # Enter (continuous_update=False sends on Enter/blur)
    assert quiz.attempts == 1 and quiz.last.rule == "wrong-distance"
    quiz._check.click()                  # the same text again: not judged twice
    assert quiz.attempts == 1
    assert "✘" in quiz._out.value
    quiz._text.value = "13/10/9"
    quiz._check.click()
    assert quiz.solved and quiz.attempts == 2
    assert quiz.png() != board   # arrows of the play
    quiz._hint.click()
    assert "Make a point." in quiz._out.value
    quiz._list.click()
    assert "16 legal plays" in quiz._plays.value
    quiz._reveal.click()
    assert quiz.feedback.startswith("A correct answer")


def test_quiz_answer_updates_the_text_box():
    quiz = Quiz("Play 3-1.", START, (3, 1))
    quiz.widget
    quiz.answer("8/5 6/5")
    assert quiz._text.value == "8/5 6/5"
    assert quiz.attempts == 1


def test_quiz_mimebundle_has_png_and_widget():
    quiz = Quiz("Play 3-1.", START, (3, 1))
    bundle = quiz._repr_mimebundle_()
    assert _png_of_bundle(bundle).startswith(PNG)
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert "Play 3-1." in bundle["text/plain"]

"""Bad answers to questions: judged as unreadable or wrong with a reason, never a crash."""

import bglearn as bg
from bglearn import Position
from bglearn.teach import PlayQuestion, PointsQuestion

TWO_ON_BAR = Position.from_points(white={"bar": 2, 6: 13}, black={1: 15})
ONE_ON_BAR = Position.from_points(white={"bar": 1, 6: 14}, black={1: 2, 2: 2})


def test_a_typed_play_that_enters_and_moves_on_with_another_on_the_bar_is_judged_illegal():
    quiz = PlayQuestion("Enter both.", TWO_ON_BAR, (6, 3))
    answer = quiz.answer("bar/16")
    assert (answer.correct, answer.kind, answer.rule) == (False, "illegal", "must-enter-first")
    assert quiz.answer("bar/19 bar/22").correct


def test_points_quiz_enter_with_two_on_the_bar_judges_16_as_a_point_no_checker_enters_on():
    quiz = PointsQuestion("Where may a checker enter?", TWO_ON_BAR, (6, 3), ask="enter")
    assert quiz.points == {19, 22}
    answer = quiz.judge("16")
    assert not answer.correct and answer.kind in ("wrong", "unreadable")


def test_points_quiz_reads_only_ascii_point_numbers():
    quiz = PointsQuestion("Where may it enter?", ONE_ON_BAR, (6, 3), ask="enter")
    for text in ("²", "١٩", "x" * 10_000):
        answer = quiz.judge(text)
        assert answer.kind == "unreadable" and "invalid literal" not in answer.message
        assert len(answer.message) < 300


def test_points_quiz_enter_counts_every_entry_point_of_a_legal_play():
    # bar/22/16 and bar/19/16 are one play (same position): entering on 22 is still legal
    quiz = PointsQuestion("Where may it enter?", ONE_ON_BAR, (6, 3), ask="enter")
    assert quiz.points == {19, 22}
    assert quiz.judge("22 19").correct and not quiz.judge("19").correct
    assert bg.check_play(ONE_ON_BAR, (6, 3), "bar/22/16").legal

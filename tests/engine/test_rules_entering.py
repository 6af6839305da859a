"""Entering from the bar: the bar first, entry points, dancing, closed boards, two on the bar."""

import pytest
from helpers import plays_of

import bglearn as bg
from bglearn import BLACK, WHITE, Position

ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


# White on the bar, one checker on 13, 13 on its ace point; Black holds White's 17 and 8
# (its 8 and 17), and White's 19 and 12 (its 6 and 13).
BAR_53 = Position.from_points(white={"bar": 1, 13: 1, 1: 13}, black={8: 2, 17: 2, 6: 5, 13: 6})


def test_entering_with_the_5_lets_the_3_play_entering_with_the_3_does_not():
    # bar/22 leaves no 5 (22/17 and 13/8 blocked); bar/20 leaves 13/10 for the 3
    assert plays_of(BAR_53, (5, 3)) == ["bar/20 13/10"]
    verdict = bg.check_play(BAR_53, (5, 3), "bar/22")
    assert verdict.rule == "must-use-both-dice"
    assert str(verdict.witness) == "bar/20 13/10"


def test_entered_checker_may_play_the_other_die():
    # White on the bar, 14 on its ace point; Black holds White's 19 (its 6): the 6 cannot enter,
    # the 5 enters on 20 and the same checker then moves 6
    pos = Position.from_points(white={"bar": 1, 1: 14}, black={6: 2, 12: 13})
    assert plays_of(pos, (6, 5)) == ["bar/14"]
    assert [str(m) for m in bg.legal_plays(pos, (6, 5))[0].moves] == ["bar/20", "20/14"]


def test_must_enter_before_moving_another_checker():
    pos = Position.from_points(white={"bar": 1, 6: 5, 8: 3, 13: 5, 24: 1}, black={6: 5, 8: 3, 13: 5, 24: 2})
    for dice in ROLLS:
        for play in bg.legal_plays(pos, dice):
            assert play.moves[0].from_point == bg.BAR
    assert bg.check_play(pos, (3, 1), "13/10 8/7").rule == "must-enter-first"
    # moves may be written in any order: the entering move written second is still fine
    assert bg.check_play(pos, (3, 1), "13/10 bar/24").legal


def test_two_on_the_bar_only_one_enters_and_nothing_else_moves():
    # White two on the bar; Black holds White's 19 (its 6-point): with 6-4 only the 4 enters,
    # and the second checker still on the bar keeps the 6 from being played
    pos = Position.from_points(white={"bar": 2, 6: 5, 8: 3, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})
    assert plays_of(pos, (6, 4)) == ["bar/21"]
    assert bg.dice_used(pos, (6, 4)) == 1


def test_two_on_the_bar_both_enter():
    pos = Position.from_points(white={"bar": 2, 6: 5, 8: 3, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})
    assert plays_of(pos, (4, 3)) == ["bar/22 bar/21"]


def test_two_on_the_bar_with_a_double_enter_both_then_move_freely():
    pos = Position.from_points(white={"bar": 2, 6: 5, 8: 3, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})
    plays = bg.legal_plays(pos, (4, 4))
    assert plays and all(len(p.moves) == 4 for p in plays)
    assert all([m.from_point for m in p.moves[:2]] == [25, 25] for p in plays)
    assert "bar/21(2) 13/9(2)" in {str(p) for p in plays}


def test_three_on_the_bar_with_a_double_enter_three_and_play_one_more():
    pos = Position.from_points(white={"bar": 3, 6: 5, 8: 2, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})
    plays = bg.legal_plays(pos, (5, 5))
    assert all(sum(m.from_point == 25 for m in p.moves) == 3 and len(p.moves) == 4 for p in plays)


def test_entering_on_a_blot_hits_it():
    # Black blot on White's 22 (its 3)
    pos = Position.from_points(white={"bar": 1, 6: 5, 8: 3, 13: 5, 24: 1}, black={3: 1, 6: 5, 8: 3, 13: 5, 24: 1})
    play = bg.parse_play(pos, (3, 1), "bar/22 24/23")
    assert str(play) == "bar/22* 24/23"
    assert play.result.checkers(BLACK)[bg.BAR] == 1
    assert play.result.checkers(WHITE)[bg.BAR] == 0


# White on the bar; Black has closed its home board (White's 19-24)
CLOSED = Position.from_points(white={"bar": 1, 13: 14}, black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3})


@pytest.mark.parametrize("dice", ROLLS)
def test_closed_board_no_entry_no_play(dice):
    assert bg.legal_plays(CLOSED, dice) == ()
    assert bg.dice_used(CLOSED, dice) == 0
    assert bg.check_play(CLOSED, dice, "").legal


def test_dancing_on_the_bar_when_both_entry_points_are_held():
    # Black holds White's 19 and 20 (its 6 and 5); White rolls 6-5 and cannot enter
    pos = Position.from_points(white={"bar": 1, 13: 14}, black={6: 2, 5: 2})
    assert bg.legal_plays(pos, (6, 5)) == ()
    assert bg.legal_plays(pos, (5, 5)) == ()
    assert plays_of(pos, (6, 4)) == ["bar/15", "bar/21 13/7"]  # the 4 enters, then any 6
    verdict = bg.check_play(pos, (6, 5), "bar/20")
    assert verdict.rule == "must-pass"
    assert "20-point" in verdict.message and "19-point" in verdict.message


def test_black_enters_in_whites_home_board():
    # Black on the bar; White holds Black's 24..20 (its 1..5): only the 6 enters, on Black's 19
    pos = Position.from_points(white={1: 2, 2: 2, 3: 2, 4: 2, 5: 2}, black={"bar": 1, 6: 14}, on_roll=BLACK)
    assert plays_of(pos, (6, 1)) == ["bar/18", "bar/19 6/5"]
    assert plays_of(pos, (5, 1)) == []

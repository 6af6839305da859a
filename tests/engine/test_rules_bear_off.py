"""Bearing off: only with all fifteen home, exact numbers, higher numbers, and the game's end."""

from helpers import plays_of

import bglearn as bg
from bglearn import BLACK, WHITE, Position


def test_no_bear_off_while_a_checker_is_outside_home():
    # White one checker on its 8-point, the rest on the 6; Black far away
    pos = Position.from_points(white={8: 1, 6: 14}, black={24: 2})
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            for play in bg.legal_plays(pos, (d1, d2)):
                # a bear-off is only possible after 8 came home with an earlier die
                for i, m in enumerate(play.moves):
                    if m.to_point == bg.OFF:
                        assert any(x.from_point == 8 for x in play.moves[:i])
    verdict = bg.check_play(pos, (6, 5), "6/off 6/1")
    assert verdict.rule == "bear-off-not-all-home"
    assert "8-point" in verdict.message


def test_exact_number_bears_off_from_its_point():
    # White two on the 6 and two on the 3 (11 off)
    pos = Position.from_points(white={6: 2, 3: 2}, black={24: 2})
    assert plays_of(pos, (6, 3)) == ["6/3 6/off", "6/off 3/off"]


def test_all_checkers_come_home_during_the_turn_then_a_later_die_bears_off():
    # White 7, 6 and 13 on the ace point: 7/6 (the 1) brings the last checker home, so the
    # 6 bears off (7/off); or 7/1 with the 6 and 6/5 with the 1
    pos = Position.from_points(white={7: 1, 6: 1, 1: 13}, black={6: 13})
    assert plays_of(pos, (6, 1)) == ["7/1 6/5", "7/off"]


def test_higher_die_bears_off_from_the_highest_point():
    # White two on the 4 and one on the 2: 6-5 bears off two from the 4-point
    pos = Position.from_points(white={4: 2, 2: 1}, black={24: 2})
    assert plays_of(pos, (6, 5)) == ["4/off(2)"]


def test_higher_die_does_not_bear_off_while_a_checker_stands_higher():
    # White on its 6 and 3; 5-4: neither die bears off the 3 while the 6-point is occupied,
    # so the 6 moves in first (6/1 or 6/2) and then the other die bears off the 3
    pos = Position.from_points(white={6: 1, 3: 1}, black={6: 13})
    assert plays_of(pos, (5, 4)) == ["6/1 3/off", "6/2 3/off"]
    verdict = bg.check_play(pos, (5, 4), "3/off")
    assert verdict.rule == "bear-off-higher-point-occupied"
    assert "6-point" in verdict.message and "3-point" in verdict.message


def test_number_with_an_empty_point_must_move_inside_when_higher_checkers_exist():
    # White on its 6 and 5 (Black far away): 4-4 has no checker on the 4 and checkers above
    # it, so 6/2 and 5/1 move inside; then, nothing above the 4, the last two 4s bear off
    pos = Position.from_points(white={6: 1, 5: 1}, black={1: 2})
    assert plays_of(pos, (4, 4)) == ["6/off 5/off"]
    moves = sorted(str(m) for m in bg.legal_plays(pos, (4, 4))[0].moves)
    assert moves == ["1/off", "2/off", "5/1", "6/2"]
    # the same with Black holding White's 1-point: 5/1 is blocked, 6/2 is the only 4
    pos = Position.from_points(white={6: 1, 5: 1}, black={24: 2})
    assert plays_of(pos, (4, 4)) == ["6/2"]


def test_game_ends_mid_roll_when_the_last_checker_is_off():
    # White's last checker on its 1-point: the first die bears it off and the game is over
    pos = Position.from_points(white={1: 1}, black={6: 15})
    plays = bg.legal_plays(pos, (6, 5))
    assert [str(p) for p in plays] == ["1/off"]
    assert bg.dice_used(pos, (6, 5)) == 1
    assert plays[0].result.is_game_over()
    assert bg.check_play(pos, (6, 5), "1/off").legal
    # Black has borne off none and has no checker in White's home board: a gammon
    assert bg.game_result(plays[0].result) == bg.GameResult(WHITE, "gammon", 2)


def test_game_ends_after_two_moves_of_a_double():
    pos = Position.from_points(white={2: 2}, black={6: 15})
    assert plays_of(pos, (6, 6)) == ["2/off(2)"]
    assert bg.dice_used(pos, (6, 6)) == 2


def test_both_dice_even_when_one_would_end_the_game():
    # White's last checker on its 2; a Black blot on White's 1 (its 24). 2/off alone ends the
    # game with one die, but 2/1* then 1/off uses both, so it is the only legal play
    # (GNU Backgammon 1.1.0a16 agrees: t4ehgCACAAAAAA-like position, see the count table)
    pos = Position.from_points(white={2: 1}, black={24: 1, 13: 14})
    assert plays_of(pos, (2, 1)) == ["2/1*/off"]
    # "2/off" is read as the one checker using both dice ('*' is optional), i.e. that play
    assert str(bg.check_play(pos, (2, 1), "2/off").witness) == "2/1*/off"
    assert bg.check_play(pos, (2, 1), "2/1 1/off").legal
    # and the hit checker makes it a backgammon (Black on the bar, none off)
    result = bg.legal_plays(pos, (2, 1))[0].result
    assert bg.game_result(result) == bg.GameResult(WHITE, "backgammon", 3)


def test_hit_checker_must_come_around_before_bearing_off_resumes():
    # White bearing off but one checker on the bar: no bear-off this turn
    pos = Position.from_points(white={"bar": 1, 6: 4, 5: 4}, black={1: 2, 2: 2})
    for dice in [(6, 5), (5, 5), (4, 3)]:
        for play in bg.legal_plays(pos, dice):
            assert all(m.to_point != bg.OFF for m in play.moves)


def test_black_bears_off_in_its_own_numbering():
    pos = Position.from_points(white={24: 2}, black={6: 2, 3: 2}, on_roll=BLACK)
    assert plays_of(pos, (6, 3)) == ["6/3 6/off", "6/off 3/off"]
    play = bg.parse_play(pos, (6, 3), "6/off 3/off")
    assert play.result.checkers(BLACK)[bg.OFF] == 13


def test_no_plays_once_the_game_is_over():
    pos = Position.from_points(white={}, black={6: 15}, on_roll=BLACK)
    assert bg.legal_plays(pos, (3, 1)) == ()
    assert bg.dice_used(pos, (3, 1)) == 0

"""Compulsory play: both dice if possible, the higher die, doubles as many as possible, no passing."""

import pytest
from helpers import plays_of

import bglearn as bg
from bglearn import Position

START = Position.start()


def test_both_dice_must_be_used_when_any_order_allows():
    assert bg.dice_used(START, (6, 5)) == 2
    verdict = bg.check_play(START, (6, 5), "24/18")
    assert (verdict.legal, verdict.rule) == (False, "must-use-both-dice")
    assert verdict.witness in bg.legal_plays(START, (6, 5))
    assert len(verdict.witness.moves) == 2


def test_higher_die_when_only_one_can_be_played():
    # White's last checker back on 24, 14 stuck on the ace point; Black holds White's 13
    # (its 12): 24/18 or 24/19 each work alone, never both (18/13 and 19/13 are blocked)
    pos = Position.from_points(white={24: 1, 1: 14}, black={12: 2, 2: 13})
    assert plays_of(pos, (6, 5)) == ["24/18"]
    assert bg.dice_used(pos, (6, 5)) == 1
    verdict = bg.check_play(pos, (6, 5), "24/19")
    assert verdict.rule == "must-use-higher-die"
    assert str(verdict.witness) == "24/18"


def test_the_lower_die_when_it_is_the_only_one_that_plays():
    # as above, but Black also holds White's 18 (its 7): the 6 cannot be played at all, so
    # the 5 must be -- "use the higher" applies only when either could be played
    pos = Position.from_points(white={24: 1, 1: 14}, black={12: 2, 7: 2, 2: 11})
    assert plays_of(pos, (6, 5)) == ["24/19"]
    assert bg.check_play(pos, (6, 5), "24/19").legal
    assert bg.check_play(pos, (6, 5), "").rule == "must-move"


def test_only_the_6_of_6_5_when_the_5_is_blocked():
    # Black holds White's 19 (its 6) and 13 (its 12): 24/19 blocked, 24/18 open, 18/13 blocked
    pos = Position.from_points(white={24: 1, 1: 14}, black={6: 2, 12: 2, 2: 11})
    assert plays_of(pos, (6, 5)) == ["24/18"]
    assert bg.check_play(pos, (6, 5), "24/19").rule == "blocked-point"


@pytest.mark.parametrize(
    "black_point, expected, moves",
    [
        (4, [], 0),  # Black holds White's 21: not one 3 can be played
        (7, ["24/21"], 1),  # holds White's 18: one move
        (10, ["24/18"], 2),  # holds White's 15: two moves
        (13, ["24/15"], 3),  # holds White's 12: three moves
        (16, ["24/12"], 4),  # holds White's 9: all four
    ],
)
def test_doubles_play_as_many_moves_as_possible(black_point, expected, moves):
    # White one checker on 24, 14 on the ace point (they cannot move); 3-3
    pos = Position.from_points(white={24: 1, 1: 14}, black={black_point: 2, 2: 13})
    assert plays_of(pos, (3, 3)) == expected
    assert bg.dice_used(pos, (3, 3)) == moves
    assert all(len(p.moves) == moves for p in bg.legal_plays(pos, (3, 3)))


def test_doubles_fewer_moves_than_possible_is_illegal():
    pos = Position.from_points(white={24: 1, 1: 14}, black={13: 2, 2: 13})
    verdict = bg.check_play(pos, (3, 3), "24/18")
    assert verdict.rule == "must-use-more-dice"
    assert str(verdict.witness) == "24/15"
    assert "3" in verdict.message


def test_doubles_from_the_start_use_all_four_moves():
    assert bg.dice_used(START, (6, 6)) == 4
    # 24/18 (at most 2, 18/12 is blocked), 13/7 (7/1 is blocked) and 8/2, four in all
    assert sorted(str(p) for p in bg.legal_plays(START, (6, 6))) == sorted(
        [
            "13/7(4)",
            "13/7(3) 8/2",
            "13/7(2) 8/2(2)",
            "13/7 8/2(3)",
            "24/18 13/7(3)",
            "24/18 13/7(2) 8/2",
            "24/18 13/7 8/2(2)",
            "24/18 8/2(3)",
            "24/18(2) 13/7(2)",
            "24/18(2) 13/7 8/2",
            "24/18(2) 8/2(2)",
        ]
    )
    assert len(bg.legal_plays(START, (6, 6))) == 11
    assert bg.check_play(START, (6, 6), "24/18(2)").rule == "must-use-more-dice"


def test_no_passing_while_a_legal_play_exists():
    verdict = bg.check_play(START, (3, 1), "")
    assert (verdict.legal, verdict.rule) == (False, "must-move")
    assert verdict.witness in bg.legal_plays(START, (3, 1))
    with pytest.raises(bg.IllegalPlayError) as info:
        bg.parse_play(START, (3, 1), "")
    assert info.value.rule == "must-move"


def test_every_legal_play_uses_the_same_number_of_dice():
    for d1 in range(1, 7):
        for d2 in range(d1, 7):
            n = bg.dice_used(START, (d1, d2))
            assert n == (4 if d1 == d2 else 2)
            assert {len(p.moves) for p in bg.legal_plays(START, (d1, d2))} == {n}

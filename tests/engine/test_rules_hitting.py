"""Hitting: landing on a blot sends it to the bar, also on a point touched in passing."""

import pytest
from helpers import plays_of

import bglearn as bg
from bglearn import BLACK, WHITE, Position

# White one checker on 13 and 14 on its ace point; Black blot on White's 11 (its 14), 14 on its 6
PASSING = Position.from_points(white={13: 1, 1: 14}, black={14: 1, 6: 14})


def test_hit_on_a_point_passed_through_is_a_different_play():
    plays = bg.legal_plays(PASSING, (4, 2))
    assert sorted(str(p) for p in plays) == ["13/11*/7", "13/9/7"]
    hit = {str(p): p for p in plays}["13/11*/7"]
    quiet = {str(p): p for p in plays}["13/9/7"]
    assert hit.result.checkers(BLACK)[bg.BAR] == 1 and hit.hits == 1
    assert quiet.result.checkers(BLACK)[bg.BAR] == 0 and quiet.hits == 0
    assert hit != quiet and hit.result.checkers(WHITE) == quiet.result.checkers(WHITE)


def test_short_notation_is_ambiguous_and_names_both_plays():
    for text in ("13/7", "13/7*", " 13/7 "):
        with pytest.raises(bg.AmbiguousPlayError) as info:
            bg.parse_play(PASSING, (4, 2), text)
        assert sorted(str(p) for p in info.value.plays) == ["13/11*/7", "13/9/7"]
        assert "13/11*/7" in str(info.value) and "13/9/7" in str(info.value)
    # check_play: legal whichever is meant; no witness, both plays named, the message asks for the stop
    v = bg.check_play(PASSING, (4, 2), "13/7")
    assert v.legal and v.rule is None and v.witness is None and v.ambiguous
    assert sorted(str(p) for p in v.plays) == ["13/11*/7", "13/9/7"]
    assert v.message == "13/7 could mean 13/11*/7 or 13/9/7: write the point where the checker stops on the way."


def test_writing_the_stop_picks_one_play():
    assert str(bg.parse_play(PASSING, (4, 2), "13/11/7")) == "13/11*/7"
    assert str(bg.parse_play(PASSING, (4, 2), "13/11*/7")) == "13/11*/7"
    assert str(bg.parse_play(PASSING, (4, 2), "13/9/7")) == "13/9/7"
    assert str(bg.parse_play(PASSING, (4, 2), "13/9 9/7")) == "13/9/7"


def test_short_notation_is_enough_when_only_the_hitting_path_is_open():
    # as PASSING, but Black also holds White's 9 (its 16): 13/7 must go through 11 and hit
    pos = Position.from_points(white={13: 1, 1: 14}, black={14: 1, 16: 2, 6: 12})
    assert plays_of(pos, (4, 2)) == ["13/11*/7"]
    assert str(bg.parse_play(pos, (4, 2), "13/7")) == "13/11*/7"


def test_two_blots_hit_by_one_checker():
    # Black blots on White's 11 and 7 (its 14 and 18)
    pos = Position.from_points(white={13: 1, 1: 14}, black={14: 1, 18: 1, 6: 13})
    assert plays_of(pos, (4, 2)) == ["13/11*/7*", "13/9/7*"]
    play = bg.parse_play(pos, (4, 2), "13/11/7")
    assert play.result.checkers(BLACK)[bg.BAR] == 2 and play.hits == 2


def test_second_checker_landing_on_a_hit_point_does_not_hit_again():
    # White two on 13 (13 off); Black blot on White's 11, Black holds White's 9 (its 16):
    # 2-2 plays 13/11*(2) -- the blot goes to the bar once -- and no more twos
    pos = Position.from_points(white={13: 2}, black={14: 1, 16: 2, 6: 12})
    plays = bg.legal_plays(pos, (2, 2))
    assert len(plays) == 1
    play = plays[0]
    assert [(m.from_point, m.to_point) for m in play.moves] == [(13, 11), (13, 11)]
    assert bg.parse_play(pos, (2, 2), "13/11*(2)") == play
    assert bg.parse_play(pos, (2, 2), "13/11(2)") == play
    assert play.hits == 1
    assert play.result.checkers(BLACK)[bg.BAR] == 1
    assert sum(play.result.checkers(BLACK)) == 15


def test_hit_checker_goes_to_the_bar_and_its_pips_grow():
    pos = Position.from_points(white={13: 1, 1: 14}, black={14: 1, 6: 14})
    play = bg.parse_play(pos, (4, 2), "13/11*/7")
    # Black's blot on its 14 (14 pips) now needs 25
    assert play.result.pip_count() == (pos.pip_count()[1] - 14 + 25, pos.pip_count()[0] - 6)


def test_black_hits_white_in_its_own_numbering():
    # Black on roll: its 13 and a White blot on Black's 11 (White's 14)
    pos = Position.from_points(white={14: 1, 6: 14}, black={13: 1, 1: 14}, on_roll=BLACK)
    assert plays_of(pos, (4, 2)) == ["13/11*/7", "13/9/7"]
    hit = bg.parse_play(pos, (4, 2), "13/11/7")
    assert hit.result.checkers(WHITE)[bg.BAR] == 1 and hit.result.on_roll == WHITE


def test_point_with_two_opposing_checkers_cannot_be_hit():
    # Black holds White's 11 (its 14) with two: 13/11 is blocked; 13/9/7 is the only 6
    pos = Position.from_points(white={13: 1, 1: 14}, black={14: 2, 6: 13})
    assert plays_of(pos, (4, 2)) == ["13/7"]
    assert bg.check_play(pos, (4, 2), "13/11 11/7").rule == "blocked-point"

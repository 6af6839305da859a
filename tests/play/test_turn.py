"""Tests of bglearn.play.Turn: which single moves a board offers mid-turn, and where a checker may land.

Every position is one line with a comment on what it shows. The rule behind each case is in the
test name; the engine (legal_plays) is the judge, Turn only asks it. The positions are in
tests/helpers.py (the board widget tests use them too).
"""

import random

import pytest
from helpers import BAR_53, BEAROFF_64, BLOT_ON_11, CLOSED_OUT, ONE_DIE_65, TRAY_ONE_OR_TWO

from bglearn import BLACK, WHITE, AmbiguousMoveError, MoveError, Position, legal_plays
from bglearn.engine.notation import parse_stops
from bglearn.play import Route, Targets, Turn


def test_start_31_movable_points_and_targets():
    t = Turn(Position.start(), (3, 1))
    assert t.movable_points == (24, 13, 8, 6)
    assert t.targets(8) == Targets(one_die=(7, 5), further=(4,))
    assert t.targets(24) == Targets(one_die=(23, 21), further=(20,))
    assert t.targets(6) == Targets(one_die=(5, 3), further=(2,))
    assert t.dice_left == (3, 1)
    assert not t.is_complete


def test_checker_that_cannot_move_has_no_targets():
    t = Turn(Position.start(), (3, 1))
    assert t.targets(7) == Targets((), ())
    assert list(t.targets(7)) == []


def test_only_the_higher_die_when_either_but_not_both_can_be_played():
    t = Turn(ONE_DIE_65, (6, 5))
    assert [str(p) for p in t.plays] == ["20/14"]
    assert t.movable_points == (20,)
    assert t.targets(20) == Targets(one_die=(14,), further=())  # no 5 (20/15) is offered
    with pytest.raises(MoveError, match="higher"):
        t.move(20, 15)
    t.move(20, 14)
    assert t.is_complete and t.dice_left == (5,)
    assert str(t.play) == "20/14"


def test_bar_entry_that_would_leave_a_die_unplayable_is_not_offered():
    t = Turn(BAR_53, (5, 3))
    assert t.movable_points == (25,)
    assert t.targets(25) == Targets(one_die=(20,), further=())
    with pytest.raises(MoveError, match="not the start of a legal play"):
        t.move(25, 22)
    t.move(25, 20)
    assert t.movable_points == (10,)  # 20/17 is blocked: only 10/7 plays the 3
    assert t.targets(10) == Targets(one_die=(7,), further=())
    t.move(10, 7)
    assert t.is_complete and str(t.play) == "bar/20 10/7"


def test_checker_on_bar_is_the_only_one_offered_until_it_enters():
    pos = Position.from_points(
        white={"bar": 1, 24: 1, 13: 5, 8: 3, 6: 5}, black={24: 2, 13: 5, 8: 3, 6: 5}, on_roll=WHITE
    )
    t = Turn(pos, (6, 4))
    assert t.movable_points == (25,)
    assert "must enter" in t.explain(13)
    t.move(25, 21)
    assert 13 in t.movable_points


def test_a_die_that_cannot_be_played_is_called_lost_not_played():
    # (lesson 03, two on the bar and 5-2: after bar/23 the board said "Every die of this roll has been
    # played" while the 5 was still on the board, and could not be played: Black holds the 20-point)
    pos = Position.from_points(
        white={"bar": 2, 13: 5, 8: 3, 6: 5}, black={13: 5, 8: 3, 6: 3, 5: 2, 3: 2}, on_roll=WHITE
    )
    t = Turn(pos, (5, 2))
    t.move(25, 23)
    assert t.is_complete and t.movable_points == ()
    assert t.explain(13) == "No other move is possible: the 5 cannot be played. Press Done, or Undo to change the play."
    full = Turn(Position.start(), (3, 1))
    full.move(8, 5)
    full.move(6, 5)
    assert full.explain(13).startswith("Every die of this roll has been played")


def test_bear_off_from_lower_point_offered_only_after_higher_point_is_cleared():
    t = Turn(BEAROFF_64, (6, 5))
    assert t.movable_points == (6,)  # 4/off with the 5 is not allowed while 6 is occupied
    assert t.targets(6) == Targets(one_die=(0,), further=())  # 6/1 would land on Black's 24-point
    assert "higher" in t.explain(4, 0)
    t.move(6, 0)
    assert t.movable_points == (4,)
    assert t.targets(4) == Targets(one_die=(0,), further=())
    t.move(4, 0)
    assert t.is_complete and str(t.play) == "6/off 4/off"


def test_further_spot_reached_by_two_different_plays_is_never_picked_silently():
    t = Turn(BLOT_ON_11, (4, 2))
    assert 7 in t.targets(13).further
    routes = t.routes_to(13, 7)
    assert sorted(str(r) for r in routes) == ["13/11*/7", "13/9/7"]
    with pytest.raises(AmbiguousMoveError) as info:
        t.move(13, 7)
    assert "13/11*/7" in str(info.value) and "13/9/7" in str(info.value)
    assert {str(r) for r in info.value.routes} == {"13/11*/7", "13/9/7"}
    assert t.steps == ()  # nothing was made


def test_path_picks_the_route_and_applies_the_hit_on_the_way():
    t = Turn(BLOT_ON_11, (4, 2))
    route = t.move(13, 7, path="13/11*/7")
    assert route == Route((13, 11, 7), (2, 4), (11,))
    assert t.position.checkers(BLACK)[25] == 1  # the blot was hit
    assert t.is_complete and str(t.play) == "13/11*/7"


def test_path_as_intermediate_stops_and_without_hit():
    t = Turn(BLOT_ON_11, (4, 2))
    t.move(13, 7, path=(9,))
    assert t.position.checkers(BLACK)[25] == 0
    assert str(t.play) == "13/9/7"


def test_wrong_path_names_the_ways():
    t = Turn(BLOT_ON_11, (4, 2))
    with pytest.raises(MoveError, match="13/9/7"):
        t.move(13, 7, path=(10,))


def test_undo_right_after_a_hit_puts_the_hit_checker_back():
    t = Turn(BLOT_ON_11, (4, 2))
    t.move(13, 11)
    assert t.position.checkers(BLACK)[25] == 1
    assert t.undo() == 1
    assert t.position == BLOT_ON_11
    assert t.steps == ()


def test_undo_of_a_several_dice_move_is_one_step_and_undo_all_takes_back_the_turn():
    t = Turn(BLOT_ON_11, (4, 2))
    t.move(13, 7, path="13/11/7")
    assert t.undo() == 2  # one click with two dice: one undo step
    assert t.position == BLOT_ON_11
    t.move(13, 11)
    t.move(11, 7)
    assert t.undo() == 1  # made one die at a time: undone one at a time
    assert t.position.checkers(WHITE)[11] == 1
    assert t.undo(all=True) == 1
    assert t.position == BLOT_ON_11
    assert t.undo() == 0  # nothing left


def test_tray_reached_with_one_die_or_two_is_ambiguous():
    t = Turn(TRAY_ONE_OR_TWO, (6, 2))
    assert 0 in t.targets(5).one_die and 0 in t.targets(5).further
    with pytest.raises(AmbiguousMoveError) as info:
        t.move(5, 0)
    assert {str(r) for r in info.value.routes} == {"5/off", "5/3/off"}
    t.move(5, 0, path="5/off")
    assert t.dice_left == (2,)
    assert t.targets(1) == Targets(one_die=(0,), further=())


def test_doubles_offer_spots_for_one_to_four_dice():
    t = Turn(Position.start(), (3, 3))
    assert t.targets(13) == Targets(one_die=(10,), further=(7, 4))
    t.move(13, 4)
    assert t.dice_left == (3,)
    assert len(t.steps) == 3


def test_no_legal_play_is_complete_at_once():
    t = Turn(CLOSED_OUT, (6, 4))
    assert t.plays == () and t.movable_points == () and t.is_complete
    assert t.play is None and t.dice_left == ()


def test_explanations_come_from_check_play():
    t = Turn(Position.start(), (6, 5))
    assert "Black holds" in t.explain(6, 1)  # the 5 lands on Black's 24-point
    assert "no checker" in t.explain(10, 5)
    assert "opponent" in t.explain(1, None)  # Black's checkers stand on White's 1-point
    t.move(24, 18)
    t.move(18, 13)
    assert "Done" in t.explain(13, 8)


def test_set_play_replaces_the_moves_and_play_steps_checks_each_move():
    t = Turn(Position.start(), (3, 1))
    t.move(24, 21)
    play = next(p for p in t.plays if str(p) == "8/5 6/5")
    t.set_play(play)
    assert t.play == play and len(t.steps) == 2
    t.undo()
    with pytest.raises(MoveError):
        t.play_steps([(6, 5), (6, 5)])  # a 1 and another 1: the roll has one 1
    assert t.steps == ()


def test_parse_stops():
    assert parse_stops("13/11*/7") == (13, 11, 7)
    assert parse_stops("bar/22") == (25, 22)
    assert parse_stops("6/off") == (6, 0)


def _walk(turn, depth=0, seen=None):
    """Every result reachable by offered single moves; assert no dead end on the way."""
    results = set()
    offered = turn.offered_moves()
    if not offered:
        assert turn.is_complete, (turn, turn.start.position_id())
        results.add(turn.play.result if turn.play else None)
        return results
    assert not turn.is_complete
    for (s, t), _die in offered.items():
        turn.play_steps([(s, t)])
        results |= _walk(turn, depth + 1)
        turn.undo()
    return results


def _game_positions(seed, n):
    from bglearn.bench.engine import game_positions as games

    rng = random.Random(seed)
    out = []
    while len(out) < n:
        out.extend(games(rng))
    return out[:n]


@pytest.mark.parametrize("seed", [1, 2])
def test_offered_moves_reach_exactly_the_legal_plays(seed):
    """Property: following offered single moves (in every order) reaches every legal play's
    result and nothing else, and never gets stuck before the play is complete."""
    rng = random.Random(seed)
    positions = _game_positions(seed, 400)
    for pos in rng.sample(positions, 60):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if dice[0] == dice[1] and rng.random() < 0.6:
            continue  # doubles trees are big; keep the test quick
        turn = Turn(pos, dice)
        got = _walk(turn)
        want = {p.result for p in legal_plays(pos, dice)} or {None}
        assert got == want, (pos.position_id(), dice)


def test_routes_end_in_complete_legal_plays():
    for pos in _game_positions(3, 150)[::5]:
        for dice in ((4, 2), (6, 1), (3, 3)):
            turn = Turn(pos, dice)
            for p in turn.movable_points:
                for r in turn.routes(p):
                    turn.play_steps(r.steps)
                    assert turn.offered_moves() or turn.is_complete
                    turn.undo()


def test_targets_copy_and_pickle():
    import copy
    import pickle

    t = Targets(one_die=(7, 5), further=(4,))
    assert copy.copy(t) == t and pickle.loads(pickle.dumps(t)) == t
    assert list(t) == [7, 5, 4] and len(t) == 3 and 4 in t


def test_same_bear_off_with_either_die_is_one_route_using_the_smaller_die():
    pos = Position.from_points(white={2: 1, 1: 1}, black={6: 5, 8: 3, 13: 7}, on_roll=WHITE)
    t = Turn(pos, (6, 5))
    routes = t.routes_to(2, 0)
    assert [str(r) for r in routes] == ["2/off"] and routes[0].dice == (5,)
    t.move(2, 0)
    t.move(1, 0)
    assert t.is_complete


# White on the bar against a closed board
CLOSED_BOARD = Position.from_points(white={"bar": 1, 13: 14}, black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3})


def test_a_turn_with_no_move_says_why_a_checker_cannot_move():
    turn = Turn(CLOSED_BOARD, (5, 3))
    assert turn.plays == ()
    assert turn.explain(25) == (
        "No move is possible with 5-3: your checker on the bar cannot enter, because Black holds the 22-point "
        "and the 20-point, so the turn passes."
    )

"""The opening roll, rolling dice, and the result of a finished game."""

import random
from collections import Counter

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, Position

# --- the opening roll -----------------------------------------------------------------------


def test_opening_roll_is_never_a_double_and_the_higher_die_starts():
    rng = random.Random(1)
    seen = Counter()
    for _ in range(2000):
        first, dice = bg.roll_opening(rng)
        assert first in (WHITE, BLACK)
        d1, d2 = dice
        assert 1 <= d2 < d1 <= 6  # the starter's own (higher) die first
        seen[first, dice] += 1
    # both sides start, each of the 15 non-double pairs for each
    assert len(seen) == 30


def test_opening_roll_is_reproducible_with_a_seed():
    a = [bg.roll_opening(random.Random(42)) for _ in range(3)]
    b = [bg.roll_opening(random.Random(42)) for _ in range(3)]
    assert a == b


def test_opening_roll_rerolls_ties():
    # a scripted rng: tie 4-4, tie 2-2, then White 3 Black 5: Black starts with 5-3
    class Scripted:
        def __init__(self, values):
            self.values = list(values)

        def randint(self, a, b):
            assert (a, b) == (1, 6)
            return self.values.pop(0)

    assert bg.roll_opening(Scripted([4, 4, 2, 2, 3, 5])) == (BLACK, (5, 3))
    assert bg.roll_opening(Scripted([6, 1])) == (WHITE, (6, 1))


def test_roll_dice_gives_all_36_outcomes_and_is_seeded():
    rng = random.Random(3)
    rolls = [bg.roll_dice(rng) for _ in range(3000)]
    assert set(rolls) == {(a, b) for a in range(1, 7) for b in range(1, 7)}
    assert [bg.roll_dice(random.Random(9)) for _ in range(2)] == [bg.roll_dice(random.Random(9))] * 2


# --- game_result ----------------------------------------------------------------------------


def test_no_result_while_the_game_goes_on():
    assert bg.game_result(Position.start()) is None
    assert bg.game_result(Position.from_points(white={1: 1}, black={1: 1})) is None


def test_single_game_when_the_loser_has_borne_off_one():
    pos = Position.from_points(white={}, black={6: 14}, on_roll=BLACK)  # Black 1 off
    assert bg.game_result(pos) == bg.GameResult(WHITE, "single", 1)


def test_gammon_when_the_loser_has_borne_off_none():
    pos = Position.from_points(white={}, black={6: 15}, on_roll=BLACK)
    assert bg.game_result(pos) == bg.GameResult(WHITE, "gammon", 2)


def test_backgammon_with_a_loser_checker_on_the_bar():
    pos = Position.from_points(white={}, black={"bar": 1, 6: 14}, on_roll=BLACK)
    assert bg.game_result(pos) == bg.GameResult(WHITE, "backgammon", 3)


def test_backgammon_with_a_loser_checker_in_the_winners_home_board():
    # White's home board is Black's 19-24
    pos = Position.from_points(white={}, black={19: 1, 6: 14}, on_roll=BLACK)
    assert bg.game_result(pos).kind == "backgammon"
    pos = Position.from_points(white={}, black={18: 1, 6: 14}, on_roll=BLACK)
    assert bg.game_result(pos).kind == "gammon"


def test_no_backgammon_when_the_loser_has_borne_off_one():
    # a checker in the winner's home board, but one off: a single game
    pos = Position.from_points(white={}, black={24: 1, 6: 13}, on_roll=BLACK)
    assert bg.game_result(pos) == bg.GameResult(WHITE, "single", 1)


def test_black_wins_a_backgammon():
    # Black's home board is White's 19-24
    pos = Position.from_points(white={20: 1, 6: 14}, black={}, on_roll=WHITE)
    assert bg.game_result(pos) == bg.GameResult(BLACK, "backgammon", 3)


@pytest.mark.parametrize("cube, points", [(1, 2), (2, 4), (4, 8), (64, 128)])
def test_points_are_multiplied_by_the_cube(cube, points):
    pos = Position.from_points(white={}, black={6: 15}, on_roll=BLACK)
    assert bg.game_result(pos, cube=cube).points == points


@pytest.mark.parametrize("cube", [0, 3, -2, 2.0, True, "2", None])
def test_bad_cube_values_raise(cube):
    with pytest.raises(ValueError):
        bg.game_result(Position.start(), cube=cube)


def test_a_seeded_random_game_ends_with_a_result():
    rng = random.Random(5)
    side, dice = bg.roll_opening(rng)
    pos = Position.start(side)
    for _ in range(2000):
        plays = bg.legal_plays(pos, dice)
        pos = rng.choice(plays).result if plays else pos.pass_turn()
        if pos.is_game_over():
            break
        dice = bg.roll_dice(rng)
    result = bg.game_result(pos)
    assert result is not None
    assert result.kind in ("single", "gammon", "backgammon")
    assert pos.checkers(result.winner)[bg.OFF] == 15


def test_thrown_dice_give_the_throw_then_seeded_draws():
    from bglearn.engine.rules import ThrownDice, roll_opening_ties

    assert roll_opening_ties(ThrownDice((4, 4, 6, 1))) == (bg.WHITE, (6, 1), (4,))
    rng = ThrownDice([3])
    assert rng.randint(1, 6) == 3 and rng.randint(1, 6) == random.Random(0).randint(1, 6)

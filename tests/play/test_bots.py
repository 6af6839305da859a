"""Computer levels (bglearn.play.bots): names, the old alias, the lookahead, hint by level."""

from __future__ import annotations

import random

import pytest

import bglearn as bg
from bglearn.engine.position import Position
from bglearn.engine.rules import legal_plays
from bglearn.errors import InputError
from bglearn.play import bots

#: White on roll with 3-4: the plain evaluation plays 21/17* 7/4 (leaving a blot in its board),
#: one roll deeper it plays 21/17* 6/3, GNU Backgammon's choice (0-ply: 0.237 against -0.068).
DIFFERENT = Position.from_position_id("G3sCAjjsVgDBDg")


def test_levels_weakest_first_and_club_is_an_alias_of_greedy() -> None:
    assert bg.LEVELS == ("random", "beginner", "greedy", "lookahead", "neural")
    assert bots.level_name("club") == "greedy" and "club" not in bg.LEVELS
    pos = Position.start()
    assert bg.choose_play(pos, (6, 4), "club") == bg.choose_play(pos, (6, 4), "greedy")
    with pytest.raises(InputError, match="not one of random, beginner, greedy, lookahead, neural"):
        bg.choose_play(pos, (6, 4), "expert")


def test_the_21_rolls_weigh_36() -> None:
    assert len(bots.ROLLS) == 21 and sum(w for _, w in bots.ROLLS) == 36


def test_lookahead_and_greedy_differ_where_one_roll_deeper_matters() -> None:
    assert str(bg.choose_play(DIFFERENT, (3, 4), "greedy")) == "21/17* 7/4"
    assert str(bg.choose_play(DIFFERENT, (3, 4), "lookahead")) == "21/17* 6/3"


def test_hint_follows_the_level() -> None:
    assert str(bg.hint(DIFFERENT, (3, 4))) == "21/17* 7/4"  # default: greedy, as before
    assert str(bg.hint(DIFFERENT, (3, 4), "lookahead")) == "21/17* 6/3"
    assert str(bg.hint(DIFFERENT, (3, 4), "club")) == "21/17* 7/4"
    # random levels: the hint is seeded, so asking twice gives the same play
    assert bg.hint(DIFFERENT, (3, 4), "random") == bg.hint(DIFFERENT, (3, 4), "random")
    assert bg.hint(DIFFERENT, (3, 4), "random", random.Random(1)) == bg.choose_play(
        DIFFERENT, (3, 4), "random", random.Random(1)
    )
    assert bg.hint(Position.from_points(white={"bar": 1}, black={p: 2 for p in range(1, 7)}), (6, 6)) is None


def test_lookahead_score_of_a_winning_play_and_of_a_race() -> None:
    # White bears off its last checker: won whatever the rolls
    last = Position.from_points(white={1: 1}, black={1: 3})
    win = legal_plays(last, (2, 1))[0]
    assert bots.lookahead_score(win.result) == bots._WON
    # a pure race, one checker each on the 6-point, Black to roll after White's play. The plain
    # evaluation is the pip lead plus 3 per checker off: Black bears off with 27 rolls of 36
    # (6 + 45 = 51 for Black), and with 1-1, 1-2, 1-3, 1-4, 2-3 reaches its 2, 3, 2, 1, 1-point.
    race = Position.from_points(white={6: 1}, black={6: 1}, on_roll=bg.BLACK)
    expected = -(46 * 1 + 45 * 2 + 46 * 2 + 47 * 2 + 47 * 2 + 51 * 27) / 36
    assert bots.lookahead_score(race) == pytest.approx(expected)


def test_the_neural_level_plays_with_the_shipped_weights() -> None:
    from bglearn.play import neural

    net = neural.default_network()
    assert net.w1.shape == (80, neural.INPUTS) and net.w2.shape == (neural.OUTPUTS, 80)
    plays = legal_plays(DIFFERENT, (3, 4))
    chosen = bg.choose_play(DIFFERENT, (3, 4), "neural")
    assert chosen in plays and bg.hint(DIFFERENT, (3, 4), "neural") == chosen
    # the network's 0-ply equities are equities: within what a game can be worth
    assert all(-3.0 <= e <= 3.0 for e in net.play_equities(plays))
    # the opening 3-1: making the 5-point, as every strong player does
    assert str(bg.choose_play(Position.start(), (3, 1), "neural")) == "8/5 6/5"

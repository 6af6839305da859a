"""Every level's cube by the analysis engine (bglearn.play.cubeful with bgsage): the expert's exact
action, the lower levels' seeded noise, the random level's margin, and the guards."""

from __future__ import annotations

import random

import pytest

import bglearn as bg
from bglearn.engine.position import Position
from bglearn.play import analysis, cubeful

pytest.importorskip("bgsage")

WHITE, BLACK = bg.WHITE, bg.BLACK
#: White on roll, 42 pips against Black's 63: double, pass.
RACE = Position.from_points({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, {1: 1, 2: 2, 3: 2, 4: 2, 5: 4, 6: 4}, WHITE)
#: White on roll 128 pips against 106: a 21 % underdog (a double would be beavered).
BEHIND = Position.from_position_id("5M7nAADYbYXBAA")
NOISY = ["beginner", "greedy", "lookahead", "neural"]


def test_expert_takes_the_engines_action() -> None:
    cd = analysis.cube_equities(RACE)
    assert cd.action == "double, pass"
    game = bg.Game(position=RACE)
    assert bg.should_double(game, "expert")
    game.double()
    assert bg.take_decision(game, "expert") == "drop"
    opening = bg.Game(position=Position.start())
    assert not bg.should_double(opening, "expert")


def test_beaver_only_where_the_game_allows_it() -> None:
    assert analysis.cube_equities(BEHIND, beavers=True).beaver
    for beavers, answer in ((True, "beaver"), (False, "take")):
        game = bg.Game(position=BEHIND, beavers=beavers)
        game.double()
        assert bg.take_decision(game, "expert") == answer
    match = bg.Match(5, random.Random(1))
    game = match.new_game(position=BEHIND)
    game.double()
    assert bg.take_decision(game, "expert", match) == "take"  # no beavers in a match


@pytest.mark.parametrize("level", ["random", *NOISY])
def test_no_level_doubles_or_beavers_as_a_clear_underdog(level: str) -> None:
    for seed in range(10):
        rng = random.Random(seed)
        assert not bg.should_double(bg.Game(position=BEHIND), level, rng=rng)
        assert not bg.should_double(bg.Game(position=Position.start()), level, rng=rng)
        game = bg.Game(position=RACE, beavers=True)
        game.double()
        assert bg.take_decision(game, level, rng=rng) == "drop"  # taking costs far more than 0.25


def test_noise_is_seeded_and_grows_down_the_levels() -> None:
    # a close decision: the race double/pass where not doubling costs only 0.02
    cd = analysis.cube_equities(RACE)
    assert 0 < cd.double_pass - cd.no_double < 0.05
    doubles = {
        level: sum(bg.should_double(bg.Game(position=RACE), level, rng=random.Random(s)) for s in range(200))
        for level in NOISY
    }
    assert doubles["beginner"] < doubles["neural"] < 200  # the noisier, the more often wrong
    assert doubles["beginner"] > 100  # but still the right action more often than not
    again = [bg.should_double(bg.Game(position=RACE), "greedy", rng=random.Random(s)) for s in range(20)]
    assert again == [bg.should_double(bg.Game(position=RACE), "greedy", rng=random.Random(s)) for s in range(20)]
    # without an rng the game's own draws it
    a, b = bg.Game(position=RACE, rng=random.Random(5)), bg.Game(position=RACE, rng=random.Random(5))
    assert [bg.should_double(a, "beginner") for _ in range(10)] == [bg.should_double(b, "beginner") for _ in range(10)]


def test_random_picks_among_the_actions_within_the_margin() -> None:
    picks = {bg.should_double(bg.Game(position=RACE), "random", rng=random.Random(s)) for s in range(60)}
    assert picks == {True, False}  # both within 0.25 of the best
    assert cubeful.RANDOM_MARGIN == 0.25 and cubeful.CUBE_NOISE["beginner"] == 0.12


def test_post_crawford_the_trailer_doubles_at_once() -> None:
    state = bg.MatchState(match_length=5, score=(4, 1))  # White 1-away, Black 4-away, after the Crawford game
    trailer = Position.start(BLACK)
    assert analysis.cube_equities(trailer, state).should_double
    assert not analysis.cube_equities(trailer, bg.MatchState(match_length=5, score=(4, 1), crawford=True)).should_double


#: Black on roll needs one roll (two checkers on its 1-point); White has borne off none and has
#: checkers in Black's home board: a backgammon unless White rolls 5-5 or 6-6 (tests/play/test_cubeful.py).
GAMMONISH = Position.from_points({22: 2, 21: 2, 6: 4, 5: 4, 4: 3}, {1: 2}, BLACK)


def test_resignations_are_judged_by_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    # White, on roll and sure to lose a gammon (a backgammon unless 5-5 or 6-6), resigns: Black
    # declines a single and a gammon and accepts a backgammon (the engine: about 2.9 points to play on)
    game = bg.Game(position=GAMMONISH.pass_turn())
    value = -analysis.cube_equities(game.position).best  # Black's value of playing on, per unit of the cube
    assert 2.8 < value < 3.0, value
    for level in ("expert", "beginner"):
        assert [bg.accept_resignation(game, k, level) for k in ("single", "gammon", "backgammon")] == [
            False,
            False,
            True,
        ]
    # after White's roll: White's best play by the engine decides (the game has not changed)
    game.roll((3, 1))
    assert [bg.accept_resignation(game, k, "neural") for k in ("single", "gammon", "backgammon")] == [
        False,
        False,
        True,
    ]
    # the decision follows the engine's equities: an engine that said Black's playing on is worth
    # only 0.5 points (White's best -0.5) would accept a single
    fake = analysis.CubeEquities(-0.5, -1.0, 1.0, False, True, False, analysis.Probabilities(0.3, 0, 0, 0, 0), 1)
    monkeypatch.setattr(analysis, "cube_equities", lambda *a, **k: fake)
    assert bg.accept_resignation(bg.Game(position=GAMMONISH.pass_turn()), "single", "greedy")


def test_a_resignation_in_answer_to_a_double_and_at_the_score() -> None:
    # White doubles in RACE (double, pass): Black, doubled, resigns a single instead of dropping,
    # worth as much to White as the drop, so White accepts; a gammon offered is accepted too
    game = bg.Game(position=RACE)
    game.double()
    assert bg.accept_resignation(game, "single", "expert") and bg.accept_resignation(game, "gammon", "expert")
    # a 5-point match, Black 1-away (post-Crawford): a single wins Black the match, accepted at once
    match = bg.Match(5, random.Random(1))
    match.score = [0, 4]
    game4 = match.new_game(position=Position.start())
    assert bg.accept_resignation(game4, "single", "expert", match)


def test_resignations_fall_back_without_the_engine(no_engine: None) -> None:
    # without bgsage the level's own estimate answers (as tests/play/test_cubeful.py pins it)
    game = bg.Game(position=GAMMONISH.pass_turn())
    assert [bg.accept_resignation(game, k, "neural") for k in ("single", "gammon", "backgammon")] == [
        False,
        False,
        True,
    ]
    assert bg.accept_resignation(bg.Game(position=Position.start()), "single", "neural")

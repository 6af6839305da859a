"""The words of Hint and "How did I do?" (bglearn/widgets/advice.py) at scores that change them."""

from __future__ import annotations

import pytest

from bglearn import BLACK, WHITE, MatchState, Position
from bglearn.widgets import advice

pytest.importorskip("bgsage")


def test_hint_before_the_roll_says_a_dead_cube_is_dead() -> None:
    start = Position.start(WHITE)
    dmp = advice.cube_hint(start, MatchState(on_roll=WHITE, match_length=3, score=(2, 2)))
    assert dmp == "<b>Hint:</b> the cube is dead: one game decides the match (double match point), so play on."
    one_point = advice.cube_hint(Position.start(BLACK), MatchState(on_roll=BLACK, match_length=1))
    assert one_point == dmp
    leader = advice.cube_hint(start, MatchState(on_roll=WHITE, match_length=5, score=(4, 2)))  # post-Crawford
    assert "the cube is dead for you: winning this game already wins you the match" in leader
    assert "Not doubling" not in leader + dmp
    # the trailer's cube is live after the Crawford game, and a live cube gets its equities
    trailer = advice.cube_hint(start, MatchState(on_roll=WHITE, match_length=5, score=(2, 4)))
    assert "dead" not in trailer and "Not doubling is worth" in trailer
    # doubled at double match point, the taker still gets the take decision
    doubled = advice.cube_hint(start, MatchState(on_roll=WHITE, match_length=3, score=(2, 2)), taker=True)
    assert "Taking leaves you" in doubled


def test_cube_hint_says_its_unit_in_plain_words() -> None:
    race = Position.from_points({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, {1: 1, 2: 2, 3: 2, 4: 2, 5: 4, 6: 4}, WHITE)
    money = advice.cube_hint(race, None)
    assert money.endswith("(in points per game at this cube).")
    match = advice.cube_hint(race, MatchState(match_length=7))
    assert match.endswith(
        "(in points per game at this cube, as in money play, worked out from your chances of winning the match)."
    )
    taker = advice.cube_hint(race, MatchState(match_length=7), taker=True)
    assert "as in money play" in taker and "money-game points" not in money + match + taker


def test_the_level_line_of_hint_is_left_out_at_expert_as_readme_says() -> None:
    from pathlib import Path

    from bglearn.play.bots import STRONGEST

    start = Position.start(WHITE)
    greedy = advice.play_hint(start, (6, 1), "greedy", MatchState(on_roll=WHITE))
    assert "<br>At this level (greedy) the computer would play " in greedy
    expert = advice.play_hint(start, (6, 1), STRONGEST, MatchState(on_roll=WHITE))
    assert STRONGEST == "expert" and "At this level" not in expert and expert.startswith("<b>Hint:</b> ")
    readme = " ".join((Path(__file__).resolve().parents[2] / "README.md").read_text().split())
    assert "and the play the computer's level would make, except at `expert`, which plays the engine's own" in readme

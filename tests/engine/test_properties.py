"""Properties of the rules engine over random reachable positions (hypothesis).

A position is reached by a seeded random game from the start: the opening roll, then random
legal plays. Three styles of play give variety: any legal play, plays that hit (many checkers on
the bar), and plays that run (races and bear-offs).
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bglearn as bg
from bglearn import BLACK, WHITE, Position

STYLES = ("random", "hit", "run")


def _choose(rng, plays, style):
    if style == "hit":
        most = max(p.hits for p in plays)
        plays = [p for p in plays if p.hits == most]
    elif style == "run":
        least = min(p.result.pip_count()[1] for p in plays)
        plays = [p for p in plays if p.result.pip_count()[1] == least]
    return rng.choice(plays)


def reachable(seed, turns, style):
    """Return ``(position, dice)`` after ``turns`` turns of a seeded game; the game is not over."""
    rng = random.Random(seed)
    side, dice = bg.roll_opening(rng)
    pos = Position.start(side)
    for _ in range(turns):
        plays = bg.legal_plays(pos, dice)
        nxt = _choose(rng, plays, style).result if plays else pos.pass_turn()
        if nxt.is_game_over():
            break
        pos = nxt
        dice = bg.roll_dice(rng)
    return pos, dice


positions = st.builds(
    reachable,
    st.integers(0, 2**32 - 1),
    st.integers(0, 160),
    st.sampled_from(STYLES),
)
any_dice = st.tuples(st.integers(1, 6), st.integers(1, 6))
SETTINGS = settings(max_examples=70, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_strategy_reaches_bar_and_bear_off_positions():
    bar = bear_off = 0
    for seed in range(90):
        pos, dice = reachable(seed, seed % 160, STYLES[seed % 3])
        me, _ = pos.mover_and_opponent()
        bar += me[bg.BAR] > 0
        bear_off += sum(me[7:]) == 0
    assert bar >= 5 and bear_off >= 5


def _move_die_options(m, dice):
    dist = m.from_point - m.to_point
    return {d for d in dice if d == dist or (m.to_point == bg.OFF and d > dist)}


@SETTINGS
@given(positions, any_dice)
def test_every_legal_play_uses_the_maximum_number_of_dice(pd, dice):
    pos, _ = pd
    plays = bg.legal_plays(pos, dice)
    n = bg.dice_used(pos, dice)
    full = 4 if dice[0] == dice[1] else 2
    assert (n == 0) == (not plays)
    for p in plays:
        assert len(p.moves) == n
        if n < full and not p.result.is_game_over():
            # no further move is possible after the play (else a longer play would exist)
            after = p.result.pass_turn()
            if dice[0] == dice[1]:
                assert bg.legal_plays(after, dice) == ()
            else:
                used = _move_die_options(p.moves[0], dice)
                assert any(
                    bg.legal_plays(after, (other, other)) == ()
                    for u in used
                    for other in [dice[1] if u == dice[0] else dice[0]]
                )


@SETTINGS
@given(positions, any_dice)
def test_plays_conserve_checkers_and_are_distinct(pd, dice):
    pos, _ = pd
    plays = bg.legal_plays(pos, dice)
    results = [p.result for p in plays]
    assert len(set(results)) == len(results)
    me0, opp0 = pos.mover_and_opponent()
    for p, r in zip(plays, results, strict=False):
        assert r.on_roll == 1 - pos.on_roll
        # the constructor validates 15 a side and no shared point
        assert Position(r.checkers(WHITE), r.checkers(BLACK), r.on_roll) == r
        assert sum(r.checkers(WHITE)) == sum(r.checkers(BLACK)) == 15
        # pips: the mover loses what it moved (a borne-off checker counts its point),
        # the opponent gains the distance from each hit checker's point to its bar
        opp1, me1 = r.mover_and_opponent()
        moved = sum(m.from_point - m.to_point for m in p.moves)
        assert r.pip_count()[1] == pos.pip_count()[0] - moved
        assert r.pip_count()[0] == pos.pip_count()[1] + sum(m.to_point for m in p.moves if m.hit)
        assert opp1[bg.BAR] - opp0[bg.BAR] == p.hits
        assert me1[bg.OFF] - me0[bg.OFF] == sum(m.to_point == bg.OFF for m in p.moves)


@SETTINGS
@given(positions, any_dice)
def test_notation_round_trips_and_check_play_agrees(pd, dice):
    pos, _ = pd
    for p in bg.legal_plays(pos, dice):
        text = str(p)
        assert bg.parse_play(pos, dice, text) == p
        assert bg.parse_play(pos, dice[::-1], text) == p
        assert bg.check_play(pos, dice, p).legal
        verdict = bg.check_play(pos, dice, text)
        assert verdict.legal and verdict.witness == p


@settings(max_examples=150, deadline=None)
@given(positions)
def test_position_id_and_xgid_round_trip(pd):
    pos, _ = pd
    assert Position.from_position_id(pos.position_id(), pos.on_roll) == pos
    x = pos.xgid()
    assert Position.from_xgid(x) == pos
    assert str(bg.parse_xgid(x)) == x
    assert eval(repr(pos), {"Position": Position, "WHITE": WHITE, "BLACK": BLACK}) == pos


@SETTINGS
@given(positions, any_dice)
def test_no_play_means_no_single_move(pd, dice):
    pos, _ = pd
    if not bg.legal_plays(pos, dice):
        assert bg.check_play(pos, dice, "").legal
        for d in set(dice):
            assert bg.legal_plays(pos, (d, d)) == ()

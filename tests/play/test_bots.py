"""Computer levels (bglearn.play.bots): names, the old alias, the lookahead, hints, runner-ups, losses."""

from __future__ import annotations

import math
import random

import pytest

import bglearn as bg
from bglearn.engine.evaluate import evaluate
from bglearn.engine.position import Position
from bglearn.engine.rules import legal_plays
from bglearn.errors import IllegalPlayError, InputError
from bglearn.play import bots

#: White on roll with 3-4: the plain evaluation plays 21/17* 7/4 (leaving a blot in its board);
#: the network levels, one roll deeper, 21/18 21/17*. GNU Backgammon 0-ply: 21/17* 6/3 0.237,
#: 21/18 21/17* -0.007 (its second), 21/17* 7/4 -0.068.
DIFFERENT = Position.from_position_id("G3sCAjjsVgDBDg")


def test_levels_weakest_first_and_club_is_an_alias_of_greedy() -> None:
    assert bg.LEVELS == ("random", "beginner", "greedy", "lookahead", "neural", "expert")
    assert bots.STRONGEST == bg.LEVELS[-1] == "expert" and bots.FALLBACK == "neural"
    assert bots.level_name("club") == "greedy" and "club" not in bg.LEVELS
    pos = Position.start()
    assert bg.choose_play(pos, (6, 4), "club") == bg.choose_play(pos, (6, 4), "greedy")
    with pytest.raises(InputError, match="not one of random, beginner, greedy, lookahead, neural, expert"):
        bg.choose_play(pos, (6, 4), "master")


def test_the_21_rolls_weigh_36() -> None:
    assert len(bots.ROLLS) == 21 and sum(w for _, w in bots.ROLLS) == 36


def test_lookahead_and_greedy_differ_where_one_roll_deeper_matters() -> None:
    assert str(bg.choose_play(DIFFERENT, (3, 4), "greedy")) == "21/17* 7/4"
    assert str(bg.choose_play(DIFFERENT, (3, 4), "lookahead")) == "21/18 21/17*"


def test_hint_follows_the_level() -> None:
    assert str(bg.hint(DIFFERENT, (3, 4))) == "21/17* 7/4"  # default: greedy, as before
    assert str(bg.hint(DIFFERENT, (3, 4), "lookahead")) == "21/18 21/17*"
    assert str(bg.hint(DIFFERENT, (3, 4), "club")) == "21/17* 7/4"
    # random levels: the hint is seeded, so asking twice gives the same play
    assert bg.hint(DIFFERENT, (3, 4), "random") == bg.hint(DIFFERENT, (3, 4), "random")
    assert bg.hint(DIFFERENT, (3, 4), "random", random.Random(1)) == bg.choose_play(
        DIFFERENT, (3, 4), "random", random.Random(1)
    )
    assert bg.hint(Position.from_points(white={"bar": 1}, black={p: 2 for p in range(1, 7)}), (6, 6)) is None


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


def test_the_lookahead_level_plays_with_its_own_smaller_weights() -> None:
    from bglearn.play import neural

    small, strong = neural.level_network("lookahead"), neural.level_network("neural")
    assert small is not strong and strong is neural.default_network()
    assert small.w1.shape[1] == neural.INPUTS and small.w2.shape[0] == neural.OUTPUTS
    assert small.w1.shape != strong.w1.shape or (small.w1 != strong.w1).any()
    with pytest.raises(InputError, match="plays without a network"):
        neural.level_network("greedy")


@pytest.mark.parametrize("level", bg.LEVELS)
def test_rank_plays_gives_n_distinct_plays_the_hint_first(level: str) -> None:
    plays = legal_plays(DIFFERENT, (3, 4))
    ranked = bots.rank_plays(DIFFERENT, (3, 4), level)
    assert len(ranked) == 3 and len({r.play for r in ranked}) == 3 and all(r.play in plays for r in ranked)
    assert ranked[0].play == bg.hint(DIFFERENT, (3, 4), level)
    everything = bots.rank_plays(DIFFERENT, (3, 4), level, n=100)
    assert len(everything) == len(plays) and set(r.play for r in everything) == set(plays)
    assert everything[:3] == ranked  # n only cuts the list
    assert bots.rank_plays(DIFFERENT, (3, 4), level, n=1) == ranked[:1]


def test_rank_plays_scores_are_the_levels_own() -> None:
    from bglearn.play import neural

    greedy = bots.rank_plays(DIFFERENT, (3, 4), "greedy", n=100)
    scores = [r.score for r in greedy]
    assert scores == sorted(scores, reverse=True)
    mover = DIFFERENT.on_roll
    assert scores[0] == evaluate(greedy[0].play.result.checkers(mover), greedy[0].play.result.checkers(1 - mover))
    # the strongest level: its looked-at plays by their equity one roll deeper, best first
    net = neural.default_network()
    top = bots.rank_plays(DIFFERENT, (3, 4), "neural", n=2)
    assert [r.score for r in top] == pytest.approx([net.lookahead_equity(r.play.result) for r in top])
    assert top[0].score >= top[1].score
    # the random level: the drawn play first, then the others by the hand-made evaluation
    drawn = bots.rank_plays(DIFFERENT, (3, 4), "random", n=100)
    assert drawn[0].play == bg.choose_play(DIFFERENT, (3, 4), "random", random.Random(0))
    assert [r.play for r in drawn[1:]] == [r.play for r in greedy if r.play != drawn[0].play]


def test_rank_plays_edge_cases() -> None:
    danced = Position.from_points(white={"bar": 1}, black={p: 2 for p in range(1, 7)})
    assert bots.rank_plays(danced, (6, 6), "neural") == []
    for bad in (0, -1, 1.5, True, "3"):
        with pytest.raises(InputError, match="n must be an int"):
            bots.rank_plays(Position.start(), (3, 1), "greedy", n=bad)  # type: ignore[arg-type]
    assert [str(r.play) for r in bots.rank_plays(Position.start(), (3, 1), "club", n=1)] == ["8/5 6/5"]


def _play_loss_of_the_best_and_of_bad_plays(lo: float, hi: float) -> None:
    start = Position.start()
    assert bots.play_loss(start, (3, 1), "8/5 6/5") == 0.0
    # splitting the back checkers instead of making the 5-point: 0.18 below by GNU Backgammon
    split = bots.play_loss(start, (3, 1), "24/21 24/23")
    assert lo < split < hi
    losses = {str(p): bots.play_loss(start, (3, 1), p) for p in legal_plays(start, (3, 1))}
    assert min(losses.values()) == 0.0 and all(v >= 0.0 for v in losses.values())
    assert losses["24/23 24/21"] == split and losses["8/5 6/5"] == 0.0
    with pytest.raises(IllegalPlayError):
        bots.play_loss(start, (3, 1), "24/20 6/5")
    danced = Position.from_points(white={"bar": 1}, black={p: 2 for p in range(1, 7)})
    assert bots.play_loss(danced, (6, 6), "") == 0.0


def test_play_loss_by_the_engine() -> None:
    pytest.importorskip("bgsage")
    # bgsage 2-ply cubeless: 24/21 24/23 is about 0.18 behind, as GNU Backgammon 2-ply says
    _play_loss_of_the_best_and_of_bad_plays(0.12, 0.25)
    # the example: GNU Backgammon 2-ply puts it 0.003 behind (the network said 0.425, "a lot");
    # bgsage 2-ply 0.026: a small slip, not an inaccuracy
    slip = bots.play_loss(Position.from_position_id("5M7nAADYbYXBAA"), (3, 3), "13/10 7/4 6/3 5/2")
    assert bots.loss_words(slip) in ("about as good as the best", "a small slip")
    # in a 1-point match gammons count nothing: a gammonish play loses less there
    pos, state = Position.start(), bg.MatchState(match_length=1)
    assert bots.play_loss(pos, (3, 1), "8/5 6/5", state=state) == 0.0
    with pytest.raises(InputError, match="state must be a MatchState"):
        bots.play_loss(pos, (3, 1), "8/5 6/5", state="1-point")  # type: ignore[arg-type]


def test_play_loss_without_the_engine_is_the_network(no_engine: None) -> None:
    assert str(bg.hint(Position.start(), (3, 1), "neural")) == "8/5 6/5"
    _play_loss_of_the_best_and_of_bad_plays(0.1, 0.4)
    # and "expert" plays as neural
    pos = Position.from_position_id("5M7nAADYbYXBAA")
    assert bg.choose_play(pos, (3, 3), "expert") == bg.choose_play(pos, (3, 3), "neural")
    assert not bots.expert_available()


def test_expert_plays_by_the_engine_cubeful_at_the_score() -> None:
    pytest.importorskip("bgsage")
    from bglearn.play import analysis

    pos = Position.from_position_id("5M7nAADYbYXBAA")
    state = bg.MatchState(match_length=5, score=(2, 3), cube=2, cube_owner=bg.BLACK)
    ranked = bots.rank_plays(pos, (3, 3), "expert", n=3, state=state)
    engine = analysis.analyse_play(pos, (3, 3), state)
    assert [(r.play, r.score) for r in ranked] == [(a.play, a.equity) for a in engine[:3]]
    assert bots.expert_available(state) and not bots.expert_available(bg.MatchState(match_length=31))
    assert bg.hint(pos, (3, 3), "expert", state=state) == ranked[0].play
    with pytest.raises(InputError, match="takes state= and beavers="):
        bg.hint(pos, (3, 3), "expert", cube=2)  # type: ignore[call-arg]
    far = bg.MatchState(match_length=31)  # beyond bgsage's 25-away: expert plays as neural
    assert bg.choose_play(pos, (3, 3), "expert", state=far) == bg.choose_play(pos, (3, 3), "neural")


@pytest.mark.parametrize(
    ("loss", "words"),
    [
        (0.0, "about as good as the best"),
        (0.0099, "about as good as the best"),
        (0.01, "a small slip"),
        (0.0399, "a small slip"),
        (0.04, "an inaccuracy"),
        (0.08, "an error"),
        (0.1599, "an error"),
        (0.16, "a blunder"),
        (1.2, "a blunder"),
    ],
)
def test_loss_words(loss: float, words: str) -> None:
    assert bots.loss_words(loss) == words


def test_loss_words_of_a_real_loss_and_bad_input() -> None:
    assert bots.loss_words(bots.play_loss(Position.start(), (3, 1), "24/21 24/23")) == "a blunder"
    for bad in (-0.01, math.nan, "0.1", None, True):
        with pytest.raises(InputError, match="loss must be a number"):
            bots.loss_words(bad)  # type: ignore[arg-type]

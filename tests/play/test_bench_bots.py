"""``python -m bglearn.bench bots``: the judged positions, the loss of a play, the interval, the games."""

from __future__ import annotations

import pytest

from bglearn.bench import bots as bench
from bglearn.engine.position import Position
from bglearn.engine.rules import legal_plays

gnubg = pytest.importorskip("gnubg")


def test_cases_are_unforced_and_every_play_is_judged() -> None:
    cases = bench.cases(8, seed=5)
    assert len(cases) == 8
    for case in cases:
        plays = legal_plays(case.position, case.dice)
        assert len(plays) >= 2
        assert set(case.equities) == {p.result.position_id() for p in plays}
        assert all(-3.0 <= e <= 3.0 for e in case.equities.values())
    # seeded: the same seed gives the same positions
    assert [c.position for c in bench.cases(8, seed=5)] == [c.position for c in cases]


def test_judge_agrees_with_gnubg_ranking_of_the_opening_3_1() -> None:
    # GNU Backgammon's best 3-1 opening is 8/5 6/5; judged it is the best play and loses nothing
    start = Position.start()
    eqs = {str(p): bench.judge_equity(p.result) for p in legal_plays(start, (3, 1))}
    assert max(eqs, key=eqs.__getitem__) == "8/5 6/5"
    assert eqs["8/5 6/5"] == pytest.approx(0.16, abs=0.05)


def test_judge_level_loss_is_zero_exactly_when_the_best_play_is_chosen() -> None:
    cases = bench.cases(20, seed=3)
    j = bench.judge_level("random", cases)
    assert 0.0 < j.loss < 1.0 and 0.0 <= j.best_share < 0.6
    assert j.ms_median <= j.ms_worst


def test_wilson_interval() -> None:
    lo, hi = bench.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = bench.wilson(400, 400)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.9905, abs=1e-4)


def test_games_are_seeded_and_the_sides_alternate() -> None:
    first = bench.play_game("random", "beginner", "t:1")
    assert first in (0, 1) and bench.play_game("random", "beginner", "t:1") == first
    # the same games counted on one process and on two
    assert bench.win_rate("beginner", "random", 6, jobs=1, seed=9) == bench.win_rate(
        "beginner", "random", 6, jobs=2, seed=9
    )


def test_the_judge_is_money_play_whatever_match_gnubg_holds(matches_dir) -> None:
    # importing a match (as the .mat tests do) changes gnubg's default cubeinfo to that match's
    # score: the judge must not follow it
    record = sorted(matches_dir.glob("*.mat"))[0]
    gnubg.command(f"import mat {record}")
    bench._judge.cache_clear()
    play = next(p for p in legal_plays(Position.start(), (3, 1)) if str(p) == "8/5 6/5")
    assert bench.judge_equity(play.result) == pytest.approx(0.16, abs=0.05)


def test_cube_table_compares_decisions_with_the_judge() -> None:
    cases = bench.cases(12, seed=4)
    start = bench.judge_chances(Position.start())
    assert 0.45 < start.win < 0.6 and 0.0 < start.win_gammon < start.win
    for level in ("random", "neural"):
        c = bench.judge_cube(level, cases)
        assert 0.0 <= c.double_agrees <= 1.0 and 0.0 <= c.take_agrees <= 1.0
        assert 0.0 <= c.ms_median <= c.ms_worst
    neural = bench.judge_cube("neural", cases)
    assert neural.take_agrees >= 0.75  # mostly positions of equal chances: takes

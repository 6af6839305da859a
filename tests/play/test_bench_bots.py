"""``python -m bglearn.bench bots``: the real-record positions, the 2-ply judge, gnubg's cube action, the
"How did I do?" measure, expert against gnubg with duplicate dice, and the bench without bgsage."""

from __future__ import annotations

import pytest

from bglearn.bench import bots as bench
from bglearn.engine.position import Position
from bglearn.engine.rules import legal_plays

gnubg = pytest.importorskip("gnubg")

#: White on roll, 42 pips against Black's 63: double, pass.
RACE = Position.from_points({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, {1: 1, 2: 2, 3: 2, 4: 2, 5: 4, 6: 4}, 0)


def test_cases_are_real_unforced_decisions_and_every_play_is_judged(matches_dir) -> None:
    first = next(bench.record_decisions(matches_dir))
    assert first[0] != Position.start() or len(legal_plays(*first)) >= 2
    cases = bench.cases(3, seed=5, folder=matches_dir)
    assert len(cases) == 3
    for case in cases:
        plays = legal_plays(case.position, case.dice)
        assert len(plays) >= 2
        assert set(case.equities) == {p.result.position_id() for p in plays}
        assert all(-3.0 <= e <= 3.0 for e in case.equities.values())
    # seeded: the same seed gives the same positions
    assert [c.position for c in bench.cases(3, seed=5, folder=matches_dir)] == [c.position for c in cases]
    j = bench.judge_level("random", cases)
    assert 0.0 <= j.loss < 1.0 and j.ms_median <= j.ms_worst
    how = bench.judge_how(cases)
    assert 0.0 <= how.best_called <= 1.0 and how.best_plays >= 3 and 0.0 <= how.worse_passed <= 1.0


def test_judge_agrees_with_gnubg_ranking_of_the_opening_3_1() -> None:
    # GNU Backgammon's best 3-1 opening is 8/5 6/5; judged at 2-ply it is the best play
    start = Position.start()
    eqs = {str(p): bench.judge_equity(p.result) for p in legal_plays(start, (3, 1))}
    assert max(eqs, key=eqs.__getitem__) == "8/5 6/5"
    assert eqs["8/5 6/5"] == pytest.approx(0.16, abs=0.05)


def test_cube_judge_reads_gnubgs_cubeful_action() -> None:
    assert bench.judge_cube_action(RACE) == (True, False)  # double, pass
    assert bench.judge_cube_action(Position.start()) == (False, True)  # no double, take
    behind = Position.from_position_id("5M7nAADYbYXBAA")  # no double, beaver: a take
    assert bench.judge_cube_action(behind) == (False, True)
    assert bench.judge_cube_action(behind.pass_turn()) == (True, False)  # the other side: double, pass


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


def test_expert_against_gnubg_with_duplicate_dice() -> None:
    a, b = bench.duplicate_game(0, "t:dup"), bench.duplicate_game(1, "t:dup")
    assert a in (-3, -2, -1, 1, 2, 3) and b in (-3, -2, -1, 1, 2, 3)
    assert bench.duplicate_game(0, "t:dup") == a  # seeded
    mean, lo, hi, n = bench.versus_gnubg(4, jobs=1, seed=3)
    assert n == 4 and lo <= mean <= hi and -3 <= mean <= 3


def test_the_judge_is_money_play_whatever_match_gnubg_holds(matches_dir) -> None:
    # importing a match (as the .mat tests do) changes gnubg's default cubeinfo to that match's
    # score: the judge must not follow it
    record = sorted(matches_dir.glob("*.mat"))[0]
    gnubg.command(f"import mat {record}")
    bench._judge.cache_clear()
    play = next(p for p in legal_plays(Position.start(), (3, 1)) if str(p) == "8/5 6/5")
    assert bench.judge_equity(play.result) == pytest.approx(0.16, abs=0.05)
    bench._cube_judge.cache_clear()
    bench.judge_cube_action.cache_clear()
    assert bench.judge_cube_action(RACE) == (True, False)


def test_the_bench_runs_without_bgsage(no_engine, matches_dir, capsys) -> None:
    argv = ["--positions", "2", "--versus-gnubg", "2", "--levels", "greedy,expert", "--jobs", "1"]
    assert bench.main([*argv, "--matches", str(matches_dir)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("bgsage is not available here: expert plays as neural")
    assert "| expert |" in out and "Hint: bgsage is not available" in out
    assert "expert vs GNU Backgammon 0-ply, cubeless money, 2 games" in out

"""bglearn's move generator against GNU Backgammon (PyPI ``gnubg``), an independent engine.

Positions are sampled from seeded random games played with bglearn (so they are reachable:
hits, checkers on the bar, closed boards, races, bear-offs). For every sampled position and
every one of the 21 rolls:

* the number of distinct legal plays must equal gnubg's;
* bglearn's plays must reach distinct positions;
* every resulting position gnubg's move tuples let us derive must be among bglearn's results;
* the remaining results (plays whose gnubg tuple is cut off at a bear-off, see
  ``tests/engine/gnubg_oracle.py``) must have the same 0-ply gnubg equities as gnubg's remaining
  plays (sorted, to within SCORE_TOL; gnubg's own scores and a fresh evaluation of the same
  position differ by up to ~3e-3 in contact positions, ~1e-6 typically).

Everything is seeded, so the comparison is the same on every run.
"""

import functools
import random

import pytest

gnubg = pytest.importorskip("gnubg")
bg = pytest.importorskip("bglearn")

from gnubg_oracle import (  # noqa: E402  (after the skips)
    apply_move_tuple,
    board_from_id,
    gnubg_play_count,
    gnubg_plays,
    gnubg_result_ids,
    gnubg_score_of_result,
)

START_ID = "4HPwATDgc/ABMA"
ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]  # the 21 distinct rolls
N_POSITIONS = 2_000
CHUNKS = 10
SEED = 20261130
SCORE_TOL = 5e-3


# --- the oracle alone: facts about gnubg that the comparison relies on ----------------------


@pytest.mark.parametrize("dice, count", [((3, 1), 16), ((1, 3), 16), ((2, 1), 15), ((6, 6), 11)])
def test_gnubg_counts_opening_plays(dice, count):
    assert gnubg_play_count(START_ID, dice) == count


def test_gnubg_opening_results_are_all_derivable():
    ids = gnubg_result_ids(START_ID, (3, 1))
    assert ids is not None and len(ids) == 16
    # 8/5 6/5, as seen by the opponent (who is on roll next)
    assert "sGfwATDgc/ABMA" in ids


def test_gnubg_board_layout():
    board = board_from_id(START_ID)
    for side in board:  # own points 1..24 at index 0..23, bar at 24
        assert side[5] == 5 and side[7] == 3 and side[12] == 5 and side[23] == 2 and side[24] == 0
    assert gnubg.positionid(board) == START_ID


def _board(on_roll, other):
    b = [[0] * 25, [0] * 25]
    for point, n in on_roll.items():
        b[1][point - 1] = n
    for point, n in other.items():
        b[0][point - 1] = n
    return b


def test_gnubg_move_tuples_stop_at_first_bear_off():
    # Bearing off with 6-2 from 6,5,3,2: three distinct plays, all reported as (6,).
    pid = gnubg.positionid(_board({6: 3, 5: 4, 3: 4, 2: 4}, {24: 2, 13: 5, 8: 3, 6: 5}))
    plays = gnubg_plays(pid, (6, 2))
    assert [p.move for p in plays] == [(6,)] * 3
    assert gnubg_result_ids(pid, (6, 2)) is None  # not derivable from the tuples
    # 4-1: 5/4 4/off is reported as (5, 4, 4); two dice seen, so it is complete.
    plays = gnubg_plays(pid, (4, 1))
    assert (5, 4, 4) in [p.move for p in plays]
    assert all(p.result_id for p in plays)


def test_gnubg_bar_and_hits_in_move_tuples():
    # On the bar, 6-1 vs a blot on the 1-point (our 24): bar/24* is the only play.
    board = _board({25: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 4, 1: 1})
    pid = gnubg.positionid(board)
    (play,) = gnubg_plays(pid, (6, 1))
    assert play.move == (25, 24)
    after = apply_move_tuple(board_from_id(pid), play.move)
    assert after[1][24] == 1  # the opponent's blot went to the bar


def test_gnubg_scores_match_fresh_evaluation():
    for play in gnubg_plays(START_ID, (6, 4)):
        assert abs(gnubg_score_of_result(play.result_id) - play.score) < 1e-5


# --- sampling reachable positions with bglearn -----------------------------------------------


@functools.cache
def sampled_positions():
    """N_POSITIONS distinct (by Position ID) positions with a side on roll, from random games."""
    rng = random.Random(SEED)
    seen = {}
    while len(seen) < N_POSITIONS:
        first, dice = bg.roll_opening(rng)
        pos = bg.Position.start(on_roll=first)
        while True:
            pid = pos.position_id()
            if pid not in seen:
                seen[pid] = pos
            plays = bg.legal_plays(pos, dice)
            pos = rng.choice(plays).result if plays else pos.pass_turn()
            if bg.game_result(pos) is not None:
                break
            dice = (rng.randint(1, 6), rng.randint(1, 6))
    return list(seen.values())[:N_POSITIONS]


def kind_of(position_id):
    """'bar', 'bearoff', 'race' or 'contact', from the gnubg board (side on roll)."""
    opp, me = board_from_id(position_id)
    if me[24]:
        return "bar"
    mine = [i for i in range(25) if me[i]]
    theirs = [i for i in range(25) if opp[i]]
    if mine and max(mine) < 6:
        return "bearoff"
    if not mine or not theirs or max(mine) + max(theirs) < 23:
        return "race"
    return "contact"


def test_sample_covers_bar_bearoff_and_races():
    kinds = {}
    for pos in sampled_positions():
        k = kind_of(pos.position_id())
        kinds[k] = kinds.get(k, 0) + 1
    assert sum(kinds.values()) == N_POSITIONS
    assert kinds.get("bar", 0) >= 100, kinds
    assert kinds.get("bearoff", 0) >= 100, kinds
    assert kinds.get("race", 0) >= 50, kinds


# --- the comparison ---------------------------------------------------------------------------


def compare(pos, dice):
    """Return None when bglearn and gnubg agree on (pos, dice), else a readable report."""
    pid = pos.position_id()
    ours = bg.legal_plays(pos, dice)
    our_ids = {}
    for play in ours:
        our_ids.setdefault(play.result.position_id(), []).append(play)  # str() only on failure
    theirs = gnubg_plays(pid, dice)
    problems = []
    if len(ours) != len(theirs):
        problems.append(f"{len(ours)} plays in bglearn, {len(theirs)} in gnubg")
    dup = {k: v for k, v in our_ids.items() if len(v) > 1}
    if dup:
        problems.append(f"bglearn plays reaching the same position: {[[str(p) for p in v] for v in dup.values()]}")
    derived = {p.result_id: p.text for p in theirs if p.result_id is not None}
    missing = sorted(text for rid, text in derived.items() if rid not in our_ids)
    if missing:
        problems.append(f"gnubg plays bglearn lacks: {missing}")
    rest_ours = [rid for rid in our_ids if rid not in derived]
    rest_theirs = [p for p in theirs if p.result_id is None]
    if not missing and len(rest_ours) == len(rest_theirs) and rest_theirs:
        a = sorted(gnubg_score_of_result(rid) for rid in rest_ours)
        b = sorted(p.score for p in rest_theirs)
        if any(abs(x - y) > SCORE_TOL for x, y in zip(a, b, strict=False)):
            problems.append(
                "equities of the plays gnubg's tuples leave open differ: "
                f"bglearn {[round(x, 4) for x in a]} gnubg {[round(y, 4) for y in b]}"
            )
    elif len(rest_ours) != len(rest_theirs):
        extra = sorted(str(p) for rid in rest_ours for p in our_ids[rid])
        problems.append(f"bglearn plays not matched by gnubg: {extra}")
    if not problems:
        return None
    return (
        f"position {pid} ({'White' if pos.on_roll == bg.WHITE else 'Black'} on roll), dice {dice}: "
        + "; ".join(problems)
        + f"\n    bglearn: {sorted(str(p) for p in ours)}"
        + f"\n    gnubg:   {sorted(p.text for p in theirs)}  (gnubg cuts text at the first bear-off)"
    )


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_legal_plays_match_gnubg(chunk):
    positions = sampled_positions()
    size = len(positions) // CHUNKS
    mine = positions[chunk * size : (chunk + 1) * size]
    reports = [r for pos in mine for dice in ROLLS if (r := compare(pos, dice))]
    compared = len(mine) * len(ROLLS)
    assert not reports, (
        f"{len(reports)} of {compared} (position, roll) pairs disagree with GNU Backgammon:\n" + "\n".join(reports[:15])
    )

"""Moving checkers: dice order, one checker using both dice, blocked points, known counts.

Counts in tests/engine/data/legal_play_counts.txt come from GNU Backgammon 1.1.0a16 (see its header).
"""

from pathlib import Path

import pytest
from helpers import plays_of

import bglearn as bg
from bglearn import BLACK, WHITE, Position

START = Position.start()
ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]
COUNTS_FILE = Path(__file__).parent / "data" / "legal_play_counts.txt"


def results(pos, dice):
    return {p.result for p in bg.legal_plays(pos, dice)}


# --- known counts ---------------------------------------------------------------------------


@pytest.mark.parametrize("dice, count", [((3, 1), 16), ((1, 3), 16), ((2, 1), 15), ((6, 6), 11), ((4, 4), 52)])
def test_opening_position_counts(dice, count):
    assert len(bg.legal_plays(START, dice)) == count


def _read_counts():
    rows = []
    for line in COUNTS_FILE.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        pid, side, dice, count = line.split()
        d1, d2 = (int(x) for x in dice.split("-"))
        rows.append((pid, {"white": WHITE, "black": BLACK}[side], (d1, d2), int(count)))
    return rows


COUNTS = _read_counts()


def test_count_table_names_its_source_and_has_enough_rows():
    assert "GNU Backgammon 1.1.0a16" in COUNTS_FILE.read_text()
    assert len(COUNTS) >= 40
    assert any(n == 0 for *_, n in COUNTS) and max(n for *_, n in COUNTS) > 50


@pytest.mark.parametrize("pid, side, dice, count", COUNTS, ids=[f"{r[0]}-{r[2][0]}{r[2][1]}" for r in COUNTS])
def test_legal_play_counts_match_gnubg_table(pid, side, dice, count):
    pos = Position.from_position_id(pid, side)
    assert len(bg.legal_plays(pos, dice)) == count, str(pos)


def test_count_table_agrees_with_gnubg_itself():
    pytest.importorskip("gnubg")
    from gnubg_oracle import gnubg_play_count

    for pid, _side, dice, count in COUNTS:
        assert gnubg_play_count(pid, dice) == count, (pid, dice)


# --- dice order -----------------------------------------------------------------------------


@pytest.mark.parametrize("dice", [(a, b) for a, b in ROLLS if a != b])
def test_dice_order_does_not_matter(dice):
    # White on the bar with a Black blot in its entry zone: bar, hits, ordinary moves
    pos = Position.from_points(white={"bar": 1, 6: 5, 8: 3, 13: 5, 24: 1}, black={3: 1, 6: 5, 8: 3, 13: 5, 24: 1})
    for p in (START, pos):
        assert results(p, dice) == results(p, dice[::-1])
        assert len(bg.legal_plays(p, dice)) == len(bg.legal_plays(p, dice[::-1]))


def test_only_the_lower_die_first_uses_both_dice():
    # White 9 and 2 (13 off); Black holds White's 3 and 1: the 6 first (9/3) is blocked and
    # 2/off is not allowed, but 9/8 then 8/2 uses both
    pos = Position.from_points(white={9: 1, 2: 1}, black={22: 2, 24: 2})
    assert plays_of(pos, (6, 1)) == ["9/2"]
    assert bg.dice_used(pos, (6, 1)) == 2


def test_higher_die_first_dead_ends_but_lower_first_uses_both():
    # White 7, 6, 6 and 12 on the ace point; Black holds White's 4- and 2-points.
    # 6 first: 7/1, then no 4 (6/2 blocked, no bear-off past the 6-point) -- a dead end.
    # 4 first: 7/3 brings the last checker home, then the 6 bears off: uses both dice.
    pos = Position.from_points(white={7: 1, 6: 2, 1: 12}, black={21: 2, 23: 2, 6: 11})
    assert plays_of(pos, (6, 4)) == ["7/3 6/off"]
    assert bg.check_play(pos, (6, 4), "7/1").rule == "must-use-both-dice"


# --- one checker using both dice ------------------------------------------------------------


def test_one_checker_may_use_both_dice_through_an_open_point():
    # start 6-5: 24/18/13 ("lover's leap"); 24/19 is blocked but 18 is open
    play = bg.parse_play(START, (6, 5), "24/13")
    assert [str(m) for m in play.moves] == ["24/18", "18/13"]


def test_one_checker_needs_an_open_intermediate_point():
    # White two on 24, 13 on its 6-point; Black holds White's 18 and 19 (its 7 and 6).
    # 24/13 would stop on 18 or 19: impossible. Only the 5 plays (6/1); no 6 at all.
    pos = Position.from_points(white={24: 2, 6: 13}, black={7: 2, 6: 2, 2: 11})
    assert plays_of(pos, (6, 5)) == ["6/1"]
    verdict = bg.check_play(pos, (6, 5), "24/13")
    assert verdict.rule == "blocked-intermediate"


def test_checker_passes_over_a_prime_within_one_die():
    # Black's five-point prime on White's 15-19; White's 20 jumps it with the 6 (20/14/13);
    # the 1 first (20/19) is blocked
    pos = Position.from_points(white={20: 1, 1: 14}, black={6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 1: 5})
    assert plays_of(pos, (6, 1)) == ["20/13"]


# --- blocked points -------------------------------------------------------------------------


def test_cannot_land_on_a_point_held_by_two_or_more():
    # start 5-5: 24/19 (Black's 6-point) and 6/1 (Black's 24-point) are blocked; only 13s and 8s move
    plays = bg.legal_plays(START, (5, 5))
    assert plays
    assert {m.from_point for p in plays for m in p.moves} <= {13, 8}
    assert bg.check_play(START, (5, 5), "24/19 13/8(3)").rule == "blocked-point"


def test_may_land_on_an_own_point_and_on_a_blot():
    # White 13 and 14 on its 9-point; Black blot on White's 10 (its 15), Black's 14 on its 1
    pos = Position.from_points(white={13: 1, 9: 14}, black={15: 1, 1: 14})
    own = bg.parse_play(pos, (4, 3), "13/9 9/6")
    assert own.result.checkers(WHITE)[9] == 14 and own.hits == 0
    hit = bg.parse_play(pos, (4, 3), "13/10 9/5")
    assert str(hit) == "13/10* 9/5" and hit.hits == 1
    assert hit.result.checkers(BLACK)[bg.BAR] == 1

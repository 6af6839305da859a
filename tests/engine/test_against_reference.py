"""bglearn.legal_plays against tests/engine/reference_engine.py, a slow generator that follows the rules text.

300 positions from seeded random games (so they are reachable: hits, bar, closed boards, races,
bear-offs), every one of the 21 rolls: the sets of resulting positions must be equal.
"""

import random

import pytest
from reference_engine import reference_results

import bglearn as bg
from bglearn import Position

ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]
N_POSITIONS = 300
CHUNKS = 6


def _sample_positions():
    positions = []
    seed = 0
    while len(positions) < N_POSITIONS:
        rng = random.Random(1000 + seed)
        side, dice = bg.roll_opening(rng)
        pos = Position.start(side)
        turn = 0
        while not pos.is_game_over():
            if turn % 7 == seed % 7:
                positions.append(pos)
            plays = bg.legal_plays(pos, dice)
            pos = rng.choice(plays).result if plays else pos.pass_turn()
            dice = bg.roll_dice(rng)
            turn += 1
        seed += 1
    return positions[:N_POSITIONS]


POSITIONS = _sample_positions()


def test_sample_covers_bar_and_bear_off():
    movers = [p.mover_and_opponent()[0] for p in POSITIONS]
    assert sum(m[bg.BAR] > 0 for m in movers) >= 15
    assert sum(sum(m[7:]) == 0 for m in movers) >= 15


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_legal_plays_match_reference(chunk):
    for pos in POSITIONS[chunk::CHUNKS]:
        me, opp = pos.mover_and_opponent()
        for dice in ROLLS:
            expected = reference_results(me, opp, dice)
            plays = bg.legal_plays(pos, dice)
            # a result seen by the next side on roll: (its board, the mover's board)
            got = [p.result.mover_and_opponent()[::-1] for p in plays]
            assert len(got) == len(set(got)), (pos.position_id(), pos.on_roll, dice)
            assert set(got) == expected, (pos.position_id(), pos.on_roll, dice, sorted(str(p) for p in plays))

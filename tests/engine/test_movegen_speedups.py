"""What the fast paths of bglearn.engine.movegen rely on, checked directly.

* ``analyse`` builds its masks with bit tricks (a count of at most 15 fits in four bits; a sum
  of counts is an int's bytes summed modulo 255): they must equal the plain definitions.
* ``generate`` lists the plays in a fixed order with fixed move sequences: seeded bots pick
  plays by their index (``rng.choice``), so the seeded games, the benchmark's cases and the
  lessons' examples depend on it. The digest below was taken from the generator before the
  speed work; a change of order or of a sequence must be deliberate (and update the digest).
* Every sequence is a legal playing order that reaches its key (board bytes + hit bits).
"""

import hashlib
import random
from itertools import permutations

import bglearn as bg
from bglearn import Position
from bglearn.engine import movegen

ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]

# sha256 of repr([(dice_used, list(found.items())) for each position of _positions() and roll
# of ROLLS]) with the generator before the speed work (movegen.py as committed in fa4ea18)
ORDER_DIGEST = "89ccc28987d51e1b9eb8970865dbda9960511cc9fd026854b53e7e84c881f821"


def _positions(n_games=12, every=3):
    """Positions of seeded random games (hits, the bar, closed boards, races, bear-offs)."""
    out = []
    for seed in range(n_games):
        rng = random.Random(4242 + seed)
        side, dice = bg.roll_opening(rng)
        pos = Position.start(side)
        turn = 0
        while not pos.is_game_over():
            if turn % every == 0:
                out.append(pos)
            plays = bg.legal_plays(pos, dice)
            pos = rng.choice(plays).result if plays else pos.pass_turn()
            dice = bg.roll_dice(rng)
            turn += 1
    return out


def _random_boards(rng, n):
    """Unreachable but valid boards: checkers anywhere, many on the bar, lone blots."""
    out = []
    while len(out) < n:
        me, opp = [0] * 26, [0] * 26
        for board in (me, opp):
            for _ in range(15):
                board[rng.choice((0, 1, 2, 3, 4, 5, 6, 6, 8, 11, 13, 17, 20, 24, 25, 25))] += 1
        for p in range(1, 25):  # a point belongs to one side only
            if me[p] and opp[25 - p]:
                opp[0] += opp[25 - p]
                opp[25 - p] = 0
        if me[0] < 15 and opp[0] < 15:
            out.append((tuple(me), tuple(opp)))
    return out


def test_analyse_matches_the_plain_definitions():
    boards = [p.mover_and_opponent() for p in _positions(6, 2)] + _random_boards(random.Random(7), 300)
    for me, opp in boards:
        blocked, blots, occ, outside, key0 = movegen.analyse(me, opp)
        assert blocked == sum(movegen.BIT[q] for q in range(1, 25) if opp[25 - q] >= 2)
        assert blots == sum(movegen.BIT[q] for q in range(1, 25) if opp[25 - q] == 1)
        assert occ == sum(movegen.BIT[q] for q in range(1, 25) if me[q])
        assert outside == sum(me[7:])
        assert key0 == movegen.board_key(me)


def test_generate_keeps_its_order_and_sequences():
    h = hashlib.sha256()
    for pos in _positions():
        me, opp = pos.mover_and_opponent()
        for d1, d2 in ROLLS:
            n, found = movegen.generate(me, opp, d1, d2)
            h.update(repr((n, list(found.items()))).encode())
    assert h.hexdigest() == ORDER_DIGEST


def _replay(me, opp, seq):
    """Play ``seq`` move by move with the rules checked; return the key it reaches."""
    me, opp = list(me), list(opp)
    hits = 0
    for s, t in seq:
        assert me[s] > 0, (s, t)
        assert s == 25 or not me[25], "a checker on the bar enters first"
        if t == 0:
            assert sum(me[7:]) == 0, "bearing off needs every checker home"
        else:
            assert opp[25 - t] < 2, f"{t} is blocked"
            if opp[25 - t] == 1:
                opp[25 - t] = 0
                opp[25] += 1
                hits |= movegen.HIT[t]
        me[s] -= 1
        me[t] += 1
    return movegen.board_key(me) + hits


def test_sequences_replay_to_their_keys():
    boards = [p.mover_and_opponent() for p in _positions(6, 4)] + _random_boards(random.Random(11), 120)
    for me, opp in boards:
        for d1, d2 in ROLLS:
            n, found = movegen.generate(me, opp, d1, d2)
            for key, seq in found.items():
                assert len(seq) == n
                assert _replay(me, opp, seq) == key, (me, opp, (d1, d2), seq)
                dice = [d1] * 4 if d1 == d2 else [d1, d2]
                # each move uses one die (a bear-off may use a higher one)
                assert any(
                    all(d == s - t or (t == 0 and d > s) for (s, t), d in zip(seq, order, strict=True))
                    for order in permutations(dice, n)
                ), (me, opp, (d1, d2), seq)

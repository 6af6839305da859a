"""Plays as legal_plays builds them (Play.of_roll) and as the constructor builds them.

* A roll's plays share the generator's result, not a list of themselves: they are freed by
  reference counting alone (a reference cycle would leave them to the cyclic garbage collector,
  which measured a tenth of a legal_plays call).
* The constructor (its ``all_plays`` box) and :meth:`Play.of_roll` give plays with the same
  moves, result, text, equality and hash.
"""

import gc
import random

import bglearn as bg
from bglearn import Play, Position


def _positions(n_games=6, every=2):
    out = []
    for seed in range(n_games):
        rng = random.Random(977 + seed)
        side, dice = bg.roll_opening(rng)
        pos = Position.start(side)
        turn = 0
        while not pos.is_game_over():
            if turn % every == 0:
                out.append((pos, dice))
            plays = bg.legal_plays(pos, dice)
            pos = rng.choice(plays).result if plays else pos.pass_turn()
            dice = bg.roll_dice(rng)
            turn += 1
    return out


def test_plays_are_freed_without_the_cyclic_collector():
    cases = _positions(2, 1)
    gc.collect()
    gc.disable()
    try:
        for pos, dice in cases:
            for play in bg.legal_plays(pos, dice):
                str(play), play.result, play.moves  # the lazy parts too
            bg.legal_plays(Position(pos.checkers(0), pos.checkers(1), pos.on_roll), (6, 6))
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_the_constructor_and_of_roll_give_the_same_plays():
    n_explicit = 0
    for pos, dice in _positions():
        plays = bg.legal_plays(pos, dice)
        box: list[tuple[Play, ...]] = []
        built = tuple(Play(pos, p.dice, tuple((m.from_point, m.to_point) for m in p.moves), p.key, box) for p in plays)
        box.append(built)
        for a, b in zip(plays, built, strict=True):
            assert a.moves == b.moves
            assert a.result == b.result
            assert str(a) == str(b) and repr(a) == repr(b)
            assert a.notation() == b.notation() and a.notation(True) == b.notation(True)
            assert a == b and hash(a) == hash(b)
            assert a.position is pos and a.dice == dice and a.key == b.key
            n_explicit += str(a) != a.notation()
    assert n_explicit  # some short notations fit two plays


def test_a_lone_constructed_play():
    pos = Position.start()
    play = bg.parse_play(pos, (3, 1), "8/5 6/5")
    alone = Play(pos, (3, 1), ((8, 5), (6, 5)), play.key)
    assert alone == play and hash(alone) == hash(play)
    assert str(alone) == str(play) == "8/5 6/5"
    assert alone.result == play.result and alone.moves == play.moves

"""Fuzz the stateful play layer: ``Game``, ``Match`` and ``Turn`` driven by random operations in a
random order, with legal plays, random and mutated notation, odd values, random dice and options.

Asserted after every operation:

* only bglearn's errors escape (:class:`bglearn.GameError` for an action the game does not allow
  now, an input error -- also a ``ValueError`` -- for bad input);
* a failed operation leaves everything a caller can see as it was (position, dice, cube, history,
  result, the dice generator's state; the score and games of a match; the moves of a turn);
* a successful one leaves a consistent game: dice only while a legal play exists, a cube that is a
  power of two, a result once over, history growing.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from strategies import (
    call,
    dice_values,
    finished_positions,
    fuzz,
    game_state,
    match_state,
    mutate_text,
    notation_soup,
    odd_scalars,
    odd_values,
    positions_and_dice,
    structural_mutation,
    turn_state,
)

import bglearn as bg
from bglearn import BLACK, WHITE
from bglearn.play import Turn

# hypothesis warns when it prints a 100,000-character example; the huge repeats are on purpose
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")

KINDS = ("single", "gammon", "backgammon")


# One operation: a name and a value (the value may be a seed the operation uses at run time, to
# pick a legal play or to mutate its text in the state reached).
operations = st.one_of(
    st.tuples(st.just("roll"), st.none()),
    st.tuples(st.just("roll"), dice_values),
    st.tuples(st.just("play legal"), st.integers(0, 10**6)),
    st.tuples(st.just("play legal"), st.integers(0, 10**6)),
    st.tuples(st.just("play text"), st.integers(0, 10**6)),
    st.tuples(st.just("play junk"), st.one_of(notation_soup, odd_values)),
    st.tuples(st.just("double"), st.none()),
    st.tuples(st.just("take"), st.none()),
    st.tuples(st.just("drop"), st.none()),
    # (an unhashable kind was a defect: test_fuzz_found.py::test_resign_with_an_unhashable_kind)
    st.tuples(st.just("resign"), st.one_of(st.sampled_from(KINDS), odd_scalars, odd_values)),
    st.tuples(st.just("offer"), st.one_of(st.sampled_from(KINDS), odd_scalars, odd_values)),
    st.tuples(st.just("accept"), st.none()),
    st.tuples(st.just("decline"), st.none()),
    st.tuples(st.just("decline"), st.none()),
    st.tuples(st.just("beaver"), st.none()),
    st.tuples(st.just("read"), st.none()),
)


def _legal_or_foreign(game, seed):
    """A legal play of the game's roll, or (when there is none) one of another position."""
    rng = random.Random(seed)
    plays = game.legal_plays()
    if plays:
        return rng.choice(plays)
    plays = bg.legal_plays(bg.Position.start(), (3, 1))
    return rng.choice(plays)


def _text(game, seed):
    rng = random.Random(seed)
    play = _legal_or_foreign(game, seed)
    text = rng.choice([str(play), play.notation(explicit=True)])
    if rng.random() < 0.3:
        return text
    if rng.random() < 0.5:
        return structural_mutation(text, rng)
    return mutate_text(text, rng)


def apply(game, op):
    """Run one operation on ``game``; return the Outcome."""
    name, value = op
    if name == "roll":
        return call(game.roll) if value is None else call(game.roll, value)
    if name == "play legal":
        return call(game.play, _legal_or_foreign(game, value))
    if name == "play text":
        return call(game.play, _text(game, value))
    if name == "play junk":
        return call(game.play, value)
    if name in ("double", "take", "drop", "beaver"):
        return call(getattr(game, name))
    if name == "offer":
        return call(game.offer_resignation, value)
    if name in ("accept", "decline"):
        return call(getattr(game, f"{name}_resignation"))
    if name == "resign":
        return call(game.resign, value)
    return call(
        lambda: (game.legal_plays(), game.can_double(), game.can_beaver(), game.closed_out, game.turn, repr(game))
    )


def check_consistent(game):
    pos = game.position
    assert isinstance(pos, bg.Position)
    assert game.cube_value >= 1 and game.cube_value & (game.cube_value - 1) == 0
    assert game.cube_owner in (None, WHITE, BLACK)
    if game.over:
        assert game.result.winner in (WHITE, BLACK) and game.result.kind in KINDS and game.result.points >= 1
        assert game.legal_plays() == () and not game.can_double()
    elif game.dice is not None:
        assert not game.offered
        assert game.legal_plays(), "dice to play but no legal play: the game should have passed the turn"
    me, opp = pos.mover_and_opponent()
    if game.resignation is not None:
        assert not game.over and game.resignation[1] in KINDS and not game.can_double() and not game.can_beaver()
    if not game.over and me[bg.BAR] and all(opp[p] >= 2 for p in range(1, 7)):
        # a closed-out side is on roll only while it may double (its turn passes before any roll otherwise)
        assert game.use_cube and game.cube_owner in (None, pos.on_roll), "a closed-out side that may not double"
        assert game.dice is None


def run_game(game, ops):
    check_consistent(game)
    for op in ops:
        before = game_state(game)
        history = len(game.history)
        out = apply(game, op)
        event(f"{op[0]}: {'ok' if out.ok else type(out.error).__name__}")
        if game.over:
            event("game over")
        if out.ok:
            assert len(game.history) >= history
            if op[0] in ("double", "take", "drop", "resign", "beaver", "offer", "accept", "decline") or (
                op[0].startswith("play") and out.value is not None
            ):
                assert len(game.history) > history, op
        else:
            assert game_state(game) == before, f"{op} failed ({out.error!r}) but changed the game"
            if isinstance(out.error, bg.GameError):
                assert not isinstance(out.error, ValueError)
        check_consistent(game)


game_options = st.fixed_dictionaries(
    {},
    optional={
        "cube": st.booleans(),
        "jacoby": st.booleans(),
        "crawford": st.booleans(),
        "first_player": st.one_of(st.sampled_from([WHITE, BLACK, None]), odd_values),
    },
)


@fuzz(250)
@given(st.integers(0, 2**32 - 1), game_options, st.lists(operations, min_size=5, max_size=60))
def test_random_operations_on_a_game_from_the_start(seed, options, ops):
    rng = random.Random(seed)
    state = rng.getstate()
    out = call(bg.Game, rng, **options)
    if not out.ok:
        assert isinstance(out.error, bg.InputError), out
        assert rng.getstate() == state, "a refused Game() rolled dice"
        return
    run_game(out.value, ops)


@fuzz(250)
@given(
    st.one_of(positions_and_dice, st.tuples(finished_positions, st.none())),
    st.one_of(st.none(), dice_values),
    st.lists(operations, min_size=3, max_size=40),
)
def test_random_operations_on_a_game_from_a_position(pd, dice, ops):
    pos, _ = pd
    out = call(bg.Game, random.Random(1), position=pos, dice=dice)
    if not out.ok:
        assert isinstance(out.error, bg.InputError), out
        return
    game = out.value
    if game.dice is not None:
        assert game.dice == bg.engine.rules.check_dice(dice)
    run_game(game, ops)


@fuzz(60)
@given(st.integers(0, 2**32 - 1), st.lists(operations, min_size=20, max_size=80))
def test_games_played_to_the_end_score_as_the_rules_say(seed, ops):
    """Random operations, then the rest of the game by legal plays: the result is what it can be."""
    game = bg.Game(random.Random(seed), beavers=seed % 2 == 0)
    run_game(game, ops)
    rng = random.Random(seed)
    for _ in range(3000):
        if game.over:
            break
        if game.resignation is not None:
            game.decline_resignation()
        elif game.offered:
            game.take()
        elif game.dice is None:
            game.roll()
        else:
            game.play(rng.choice(game.legal_plays()))
    assert game.over
    last = game.history[-1]
    if last.action == "play":
        expected = bg.game_result(game.position, game.cube_value)
        assert game.result.winner == expected.winner and game.result.kind == expected.kind
        assert game.result.points == expected.points  # no Jacoby by default
    else:
        assert last.action in ("drop", "resign")


# -- matches ------------------------------------------------------------------------------------------

new_game_options = st.one_of(
    st.just({}),
    st.fixed_dictionaries(
        {},
        optional={
            "first_player": st.one_of(st.sampled_from([WHITE, BLACK]), odd_values),
            "position": st.one_of(positions_and_dice.map(lambda pd: pd[0]), odd_values),
            "dice": dice_values,
            "cube": st.booleans(),
            "length": st.integers(1, 5),
        },
    ),
)
# A match is driven game by game: new_game() (tried with random options, some refused), a few
# operations on that game, perhaps record(), and often a resignation that ends it, so that scores
# reach one point short and the Crawford game comes.
match_blocks = st.lists(
    st.tuples(
        st.lists(new_game_options, min_size=1, max_size=3),
        st.lists(operations, max_size=6),
        st.booleans(),
        st.one_of(st.none(), st.sampled_from(KINDS), st.sampled_from(KINDS)),
    ),
    min_size=2,
    max_size=10,
)


def _match_step(match, name, value):
    before = match_state(match)
    if name == "new game":
        if match.is_crawford_game():
            event("match: new_game() tried when the Crawford game is next")
        # (a refused new_game() used to use up the Crawford game: a defect, test_fuzz_found.py::
        # test_a_refused_new_game_does_not_use_up_the_crawford_game; the snapshot check covers it)
        result = call(match.new_game, **value)
    elif name == "record":
        result = call(match.record)
    elif match.games:
        game = match.games[-1]
        result = apply(game, (name, value))
        if result.ok:
            check_consistent(game)
    else:
        return
    event(f"match {name}: {'ok' if result.ok else type(result.error).__name__}")
    if not result.ok:
        assert match_state(match) == before, f"{name} {value!r} failed ({result.error!r}) but changed the match"
    score = match.score
    assert score[0] >= 0 and score[1] >= 0
    if match.winner is not None:
        event("match: won")
        assert max(score) >= match.length
        assert not call(match.new_game).ok
    if match.games and match.games[-1].crawford:
        event("match: Crawford game played")
        assert not match.games[-1].use_cube
    assert sum(score) == sum(g.result.points for g in match.games if g.over)


@fuzz(150)
@given(st.one_of(st.integers(1, 5), st.integers(1, 5), odd_values), st.booleans(), match_blocks)
def test_random_operations_on_a_match(length, cube, blocks):
    out = call(bg.Match, length, random.Random(3), cube=cube)
    if not out.ok:
        assert isinstance(out.error, bg.BglearnError)
        return
    match = out.value
    for options, ops, record, resign in blocks:
        for value in options:
            _match_step(match, "new game", value)
        for op in ops:
            _match_step(match, *op)
        if record:
            _match_step(match, "record", None)
        if resign is not None:
            _match_step(match, "resign", resign)


# -- a turn in progress ---------------------------------------------------------------------------------

points = st.one_of(st.integers(-2, 27), st.integers(0, 25), st.integers(0, 25))
# Turn.move / explain / play_steps / set_play with points that are not ints, or with malformed steps,
# let a TypeError (or ValueError, AttributeError) escape: known defects pinned in test_fuzz_found.py
# (test_turn_move_with_a_point_that_is_not_an_int, test_turn_play_steps_with_malformed_moves,
# test_turn_set_play_with_something_that_is_not_a_play). Points here are ints; the malformed cases
# are kept out.
turn_operations = st.one_of(
    st.tuples(
        st.just("move"),
        st.tuples(
            points, points, st.one_of(st.none(), st.none(), notation_soup, st.lists(points, max_size=4), odd_values)
        ),
    ),
    st.tuples(st.just("move offered"), st.integers(0, 10**6)),
    st.tuples(st.just("move route"), st.integers(0, 10**6)),
    st.tuples(st.just("move route"), st.integers(0, 10**6)),
    st.tuples(st.just("steps"), st.lists(st.tuples(points, points), max_size=4)),
    st.tuples(st.just("paths"), st.one_of(notation_soup, odd_values)),
    st.tuples(st.just("paths legal"), st.integers(0, 10**6)),
    st.tuples(st.just("set play"), st.integers(0, 10**6)),
    st.tuples(st.just("undo"), st.booleans()),
    st.tuples(st.just("read"), points),
)


@fuzz(250)
@given(positions_and_dice, st.lists(turn_operations, min_size=2, max_size=30))
def test_random_operations_on_a_turn(pd, ops):
    pos, dice = pd
    turn = Turn(pos, dice)
    for name, value in ops:
        before = turn_state(turn)
        if name == "move":
            frm, to, path = value
            out = call(turn.move, frm, to, path)
        elif name == "move offered":
            offered = sorted(turn.offered_moves())
            if not offered:
                continue
            frm, to = offered[value % len(offered)]
            out = call(turn.move, frm, to)
            if not out.ok:
                assert isinstance(out.error, bg.AmbiguousMoveError), out
        elif name == "move route":
            rng = random.Random(value)
            routes = [r for p in turn.movable_points for r in turn.routes(p)]
            if not routes:
                continue
            route = rng.choice(routes)
            path = rng.choice([None, route.stops, str(route), route.stops[1:-1], "/".join(map(str, route.stops))])
            out = call(turn.move, route.stops[0], route.stops[-1], path)
            if not out.ok:
                assert path is None and isinstance(out.error, bg.AmbiguousMoveError), out
                assert route in out.error.routes
        elif name == "steps":
            out = call(turn.play_steps, value)
        elif name == "paths":
            out = call(turn.move_paths, value)
        elif name in ("paths legal", "set play"):
            if not turn.plays:
                continue
            play = turn.plays[value % len(turn.plays)]
            if name == "set play":
                out = call(turn.set_play, play)
                assert out.ok and turn.is_complete and turn.play == play, out
            else:
                out = call(turn.move_paths, play.notation(explicit=True))
        elif name == "undo":
            out = call(turn.undo, all=value)
        else:
            out = call(lambda p: (turn.targets(p), turn.routes(p), turn.explain(p), turn.explain(p, p - 3)), value)
            assert out.ok, out
        event(f"turn {name}: {'ok' if out.ok else type(out.error).__name__}")
        if not out.ok:
            assert isinstance(out.error, bg.InputError), out
            assert turn_state(turn) == before, f"{name} {value!r} failed ({out.error!r}) but changed the turn"
        # what the turn offers is always the beginning of a legal play
        if turn.is_complete:
            assert (turn.play is None) == (not turn.plays)
            assert turn.play is None or turn.play in turn.plays
        else:
            assert turn.offered_moves() or not turn.plays
        assert len(turn.steps) <= turn.moves_needed

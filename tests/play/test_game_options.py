"""Game options and rules of issue 11: beavers, automatic doubles, resignation offers, a closed-out
side's double, and the money options a Match refuses (bglearn.play.game)."""

import random

import pytest
from helpers import game_state

import bglearn as bg
from bglearn import BLACK, WHITE, GameError, InputError
from bglearn.engine.rules import roll_opening_ties
from bglearn.play import Game, GameEvent, Match


def _refused(game, action, error=GameError, match=None):
    """``action`` raises ``error`` and leaves the game exactly as it was."""
    before = game_state(game)
    with pytest.raises(error, match=match):
        action()
    assert game_state(game) == before


def _after_opening(seed=1, **options):
    """A game after its opening play: the other side is on roll, before rolling (it may double)."""
    game = Game(random.Random(seed), **options)
    game.play(game.legal_plays()[0])
    assert game.dice is None and game.can_double()
    return game


def _next_turn(game):
    """Roll and make the first legal play (if any) for the side on roll."""
    game.roll()
    if game.dice is not None:
        game.play(game.legal_plays()[0])


# -- beavers ---------------------------------------------------------------------------------------


def test_a_beaver_quadruples_the_cube_and_the_taker_keeps_it():
    game = _after_opening(beavers=True)
    doubler = game.position.on_roll
    game.double()
    assert game.can_beaver() and game.turn == 1 - doubler
    game.beaver()
    assert (game.cube_value, game.cube_owner, game.offered) == (4, 1 - doubler, False)
    assert game.history[-2:] == [GameEvent(doubler, "double"), GameEvent(1 - doubler, "beaver")]
    assert game.position.on_roll == doubler and not game.can_double()  # the doubler rolls; the cube is not his
    _next_turn(game)
    assert game.position.on_roll == 1 - doubler and game.can_double()  # the beaverer owns the cube
    game.double()
    game.drop()
    assert game.result == bg.GameResult(1 - doubler, "single", 4)  # the cube before the redouble: 4


def test_a_beaver_is_refused_without_the_option_or_a_double():
    game = _after_opening()
    _refused(game, game.beaver, match="no double has been offered")
    game.double()
    assert not game.can_beaver()
    _refused(game, game.beaver, match="beavers are not played")
    game = _after_opening(beavers=True)
    assert not game.can_beaver()
    _refused(game, game.beaver, match="no double")
    with pytest.raises(InputError, match="beavers need the cube"):
        Game(beavers=True, cube=False)


# -- automatic doubles --------------------------------------------------------------------------------


def _seed_with_ties(count):
    return next(s for s in range(10_000) if len(roll_opening_ties(random.Random(s))[2]) >= count)


def test_automatic_doubles_double_the_centred_cube_at_each_tie_up_to_the_cap():
    seed = _seed_with_ties(2)
    first, dice, ties = roll_opening_ties(random.Random(seed))
    assert roll_opening_ties(random.Random(seed))[:2] == bg.roll_opening(random.Random(seed))
    for cap in (1, len(ties), 9):
        game = Game(random.Random(seed), automatic_doubles=cap)
        doubles = min(cap, len(ties))
        assert (game.cube_value, game.cube_owner) == (2**doubles, None)
        assert game.position.on_roll == first and game.dice == dice  # the same opening roll
        assert game.history == [GameEvent(first, "automatic double", (t, t)) for t in ties[:doubles]]
    plain = Game(random.Random(seed))
    assert (plain.cube_value, plain.history) == (1, [])
    # the cube is centred: either side may double it; the taker then owns it at twice its value
    game = Game(random.Random(seed), automatic_doubles=1)
    game.play(game.legal_plays()[0])
    assert game.can_double()
    game.double()
    game.take()
    assert (game.cube_value, game.cube_owner) == (4, first)


def test_the_jacoby_rule_still_holds_after_automatic_doubles_only():
    game = Game(random.Random(_seed_with_ties(1)), automatic_doubles=1, jacoby=True)
    loser = game.turn
    game.resign("gammon")
    assert game.result == bg.GameResult(1 - loser, "gammon", 2)  # a single game (1) times the cube (2)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"automatic_doubles": 1, "first_player": WHITE}, "not with first_player"),
        ({"automatic_doubles": 1, "position": bg.Position.start()}, "nor position"),
        ({"automatic_doubles": 1, "cube": False}, "need cube=True"),
        ({"automatic_doubles": 1, "crawford": True}, "no Crawford game"),
        ({"automatic_doubles": -1}, "how many ties"),
        ({"automatic_doubles": True}, "how many ties"),
        ({"beavers": 1}, "True or False"),
    ],
)
def test_money_options_that_cannot_be_are_refused(options, words):
    with pytest.raises(InputError, match=words):
        Game(random.Random(0), **options)


@pytest.mark.parametrize(
    ("option", "rule"),
    [("jacoby", "the Jacoby rule"), ("beavers", "the beaver"), ("automatic_doubles", "automatic doubles")],
)
def test_a_match_refuses_each_money_option_naming_its_rule(option, rule):
    match = Match(5, random.Random(0))
    value = 2 if option == "automatic_doubles" else True
    with pytest.raises(InputError, match=f"{rule} is for money play"):
        match.new_game(**{option: value})
    assert match.games == [] and match.score == [0, 0]


# -- resignation offers -------------------------------------------------------------------------------


def test_an_offer_stops_the_game_until_the_other_side_answers():
    game = _after_opening()
    side = game.turn
    game.offer_resignation("gammon")
    assert game.resignation == (side, "gammon") and game.history[-1] == GameEvent(side, "resign offer", kind="gammon")
    assert not game.can_double()
    for action in (game.roll, game.double, game.take, game.drop, game.resign, lambda: game.play("")):
        _refused(game, action, match="must accept or decline")
    _refused(
        game,
        lambda: game.offer_resignation("single"),
        match="must accept or decline (White|Black)'s offer to resign a gammon first",
    )
    before = game_state(game)
    game.decline_resignation()
    assert game.history[-1] == GameEvent(1 - side, "decline", kind="gammon")
    assert game_state(game)[:6] == before[:5] + (None,) and not game.over  # the game goes on as before
    assert game.can_double()
    game.offer_resignation("backgammon")
    game.accept_resignation()
    assert game.result == bg.GameResult(1 - side, "backgammon", 3)
    assert game.history[-1] == GameEvent(side, "resign", kind="backgammon") and game.resignation is None
    _refused(game, lambda: game.offer_resignation("single"), match="the game is over")
    _refused(game, game.accept_resignation, match="no resignation")


def test_an_offer_after_rolling_keeps_the_roll_when_declined():
    game = _after_opening()
    game.roll()
    while game.dice is None:  # a roll with no play passed: next turn
        game.roll()
    side, dice = game.turn, game.dice
    game.offer_resignation("single")
    _refused(game, lambda: game.play(game.legal_plays()[0]), match="must accept or decline")
    game.decline_resignation()
    assert (game.turn, game.dice) == (side, dice)
    game.play(game.legal_plays()[0])  # the roll is still to be played


def test_a_resignation_in_answer_to_a_double_scores_the_cube_before_it():
    game = _after_opening()
    doubler = game.position.on_roll
    game.double()
    game.offer_resignation("gammon")  # the taker answers the double with an offer
    assert game.resignation == (1 - doubler, "gammon") and game.offered
    game.decline_resignation()
    assert game.offered and game.turn == 1 - doubler  # the double is still to be answered
    game.take()
    assert (game.cube_value, game.cube_owner) == (2, 1 - doubler)
    # the owner redoubles to 4; the other side resigns a gammon in answer: the cube stays on 2
    _next_turn(game)
    _next_turn(game)
    while game.position.on_roll != 1 - doubler:
        _next_turn(game)
    game.double()
    game.offer_resignation("gammon")
    game.accept_resignation()
    assert game.result == bg.GameResult(1 - doubler, "gammon", 4) and not game.offered


def test_jacoby_makes_a_gammon_resigned_before_any_double_a_single_game():
    game = _after_opening(jacoby=True)
    game.double()
    side = game.turn
    game.offer_resignation("gammon")
    game.accept_resignation()
    assert game.result == bg.GameResult(1 - side, "gammon", 1)  # the cube was never taken: Jacoby


def test_a_resignation_of_an_unknown_kind_is_refused():
    game = _after_opening()
    for kind in ("double", "", None, "match"):
        _refused(
            game, lambda k=kind: game.offer_resignation(k), InputError, "less than nothing or more than a backgammon"
        )
        _refused(game, lambda k=kind: game.resign(k), InputError, "less than nothing")


def test_an_immediate_resignation_is_an_offer_accepted_at_once():
    a, b = _after_opening(seed=4), _after_opening(seed=4)
    a.resign("gammon")
    b.offer_resignation("gammon")
    b.accept_resignation()
    assert a.result == b.result == bg.GameResult(1 - a.position.on_roll, "gammon", 2)
    assert a.history == [e for e in b.history if e.action != "resign offer"]


# -- a closed-out side may double ---------------------------------------------------------------------

# White on the bar against Black's closed board
CLOSED = bg.Position.from_points(
    white={"bar": 1, 6: 5, 8: 3, 13: 6},
    black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3},
    on_roll=WHITE,
)


def test_a_closed_out_side_doubles_and_after_the_take_its_turn_passes():
    game = Game(random.Random(0), position=CLOSED)
    assert game.closed_out and game.can_double()
    game.double()
    assert not game.closed_out  # a double awaits an answer
    game.take()
    assert (game.cube_value, game.cube_owner, game.position.on_roll) == (2, BLACK, BLACK)
    assert [e.action for e in game.history] == ["double", "take", "closed out"]
    assert game.dice is None and game.can_double()  # Black owns the cube and rolls next


def test_a_closed_out_side_doubles_and_wins_the_drop():
    game = Game(random.Random(0), position=CLOSED)
    game.double()
    game.drop()
    assert game.result == bg.GameResult(WHITE, "single", 1)


def test_a_closed_out_side_that_rolls_rolls_no_dice():
    game = Game(random.Random(0), position=CLOSED)
    state = game.rng.getstate()
    assert game.roll((3, 1)) is None
    assert game.history == [GameEvent(WHITE, "closed out", (3, 1))]
    assert game.rng.getstate() == state and game.position == CLOSED.pass_turn()


@pytest.mark.parametrize(
    "options",
    [{"cube": False}, {"crawford": True}, {"cube_value": 2, "cube_owner": BLACK}],
    ids=["no cube", "Crawford", "cube owned by the other side"],
)
def test_a_closed_out_side_that_may_not_double_passes_at_once(options):
    game = Game(random.Random(0), position=CLOSED, **options)
    assert not game.closed_out and game.position.on_roll == BLACK
    assert [e.action for e in game.history] == ["closed out"]


# -- money sessions -----------------------------------------------------------------------------------


def test_a_session_passes_its_options_to_each_game_and_keeps_the_running_score():
    session = bg.Session(random.Random(_seed_with_ties(1)), jacoby=True, beavers=True, automatic_doubles=1)
    first = session.new_game()
    assert (first.jacoby, first.beavers, first.automatic_doubles, first.use_cube) == (True, True, 1, True)
    assert first.cube_value == 2 and first.cube_owner is None  # the seed's opening roll ties
    _refused(first, session.new_game, match="finish the current game first")
    loser = first.turn
    first.resign("backgammon")  # Jacoby, cube centred: a single game times the cube, 2
    assert session.score == [2, 0] if loser == BLACK else [0, 2]
    assert session.net == (2 if loser == BLACK else -2)
    second = session.new_game(first_player=WHITE)  # no opening roll to tie: no automatic doubles
    assert (second.automatic_doubles, second.cube_value, second.position.on_roll) == (0, 1, WHITE)
    second.play(second.legal_plays()[0])
    second.double()
    second.drop()  # Black doubled, White drops
    assert second.result == bg.GameResult(BLACK, "single", 1)
    assert len(session.games) == 2 and session.net == (2 if loser == BLACK else -2) - 1
    with pytest.raises(GameError, match="game 1 had automatic doubles"):
        session.to_record()


def test_a_session_refuses_bad_options_and_match_only_keywords():
    for options, words in [
        ({"beavers": True, "cube": False}, "beavers need the cube"),
        ({"automatic_doubles": 2, "cube": False}, "automatic doubles turn the cube"),
        ({"jacoby": "yes"}, "True or False"),
        ({"automatic_doubles": -1}, "how many ties"),
    ]:
        with pytest.raises(InputError, match=words):
            bg.Session(**options)
    session = bg.Session(random.Random(0))
    with pytest.raises(InputError, match="new_game takes first_player=, position= and dice=, not jacoby="):
        session.new_game(jacoby=True)
    assert session.games == [] and session.score == [0, 0]
    with pytest.raises(InputError, match="money play: bglearn.Session"):
        Match(0)
    with pytest.raises(InputError, match="pair of points"):
        session.score = (1, -1)
    assert session.score == [0, 0]

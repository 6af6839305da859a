"""Cube decisions of the computer levels (bglearn.play.cubeful) and the computed match equity table
(bglearn.play.met): real values, clear positions per level, match rules, a full bot match replayed."""

from __future__ import annotations

import random

import pytest

import bglearn as bg
from bglearn.engine.position import Position
from bglearn.errors import GameError, InputError
from bglearn.play import cubeful
from bglearn.play.met import GAMMON_RATE, match_equity_table

WHITE, BLACK = bg.WHITE, bg.BLACK
#: White on roll, 42 pips (two on each home point) against Black's 63: a clear double and drop.
RACE = Position.from_points({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, {1: 1, 2: 2, 3: 2, 4: 2, 5: 4, 6: 4}, WHITE)
#: Black on roll needs one roll (two checkers on its 1-point); White has borne off 3 and has 12 left.
LAST_ROLL = Position.from_points({6: 3, 5: 3, 4: 3, 3: 3}, {1: 2}, BLACK)
#: The same for Black, but White has borne off none and has checkers in Black's home board.
GAMMONISH = Position.from_points({22: 2, 21: 2, 6: 4, 5: 4, 4: 3}, {1: 2}, BLACK)
#: Black on roll with a closed board against three White checkers on the bar, White none off:
#: too good to double (GNU Backgammon 0-ply: win 0.979, gammon 0.961).
CLOSED_OUT = Position.from_points({"bar": 3, 13: 5, 8: 4, 6: 3}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, BLACK)
SMART = [lvl for lvl in bg.LEVELS if lvl != "random"]


@pytest.fixture(autouse=True)
def _fallback(no_engine: None) -> None:
    """These tests pin bglearn's own cube code: what every level does without bgsage (the fallback;
    tests/play/test_cube_engine.py tests the decisions by the engine)."""


# -- the match equity table --------------------------------------------------------------------


def test_met_symmetry_even_scores_and_monotone() -> None:
    met = match_equity_table(9)
    for a in range(1, 10):
        for b in range(1, 10):
            assert met.equity(a, b) + met.equity(b, a) == pytest.approx(1.0, abs=1e-9)
            assert met.equity(a, b, crawford=False) + met.equity(b, a, crawford=False) == pytest.approx(1.0, abs=1e-9)
            if b < 9:  # the further the opponent is from winning, the better
                assert met.equity(a, b + 1) > met.equity(a, b) - 1e-12
            if a < 9:
                assert met.equity(a + 1, b) < met.equity(a, b) + 1e-12
    assert met.equity(1, 1) == 0.5 and met.equity(4, 4) == pytest.approx(0.5)


def test_met_crawford_and_post_crawford_anchors_by_hand() -> None:
    g = GAMMON_RATE
    met = match_equity_table(7)
    # Crawford, 2-away 1-away: the trailer must win this game (single -> post-Crawford 1-away
    # 1-away, a coin toss; gammon -> the match): 1/2 ((1 - g) 1/2 + g)
    assert met.equity(2, 1) == pytest.approx(0.5 * ((1 - g) * 0.5 + g))
    assert 0.30 <= met.equity(2, 1) <= 0.32
    # post-Crawford, 3-away: the trailer doubles at once; it wins with a gammon, or a single
    # then a coin toss; dropping (the free drop) would give it 2-away = 1/2, so the leader takes
    assert met.equity(3, 1, crawford=False) == pytest.approx(0.5 * ((1 - g) * 0.5 + g))
    # post-Crawford, 2-away: any win of the doubled game wins: 1/2
    assert met.equity(2, 1, crawford=False) == pytest.approx(0.5)


def test_met_pre_crawford_close_to_the_published_tables() -> None:
    # published tables (e.g. Kazaross-XG, from rollouts) have 2-away 3-away about 0.60 and
    # 2-away 4-away about 0.67 for the leader; this one is computed from the gammon rate alone
    met = match_equity_table(7)
    assert 0.57 <= met.equity(2, 3) <= 0.63
    assert 0.64 <= met.equity(2, 4) <= 0.71
    # more gammons help the trailer in the Crawford game
    assert match_equity_table(5, 0.4).equity(2, 1) > match_equity_table(5, 0.1).equity(2, 1)


def test_met_within_two_percent_of_gnubg_everywhere() -> None:
    gnubg = pytest.importorskip("gnubg")
    pre = gnubg.met(11)[0]  # GNU Backgammon's default table (Kazaross XG2, from rollouts): the judge
    met = match_equity_table(11)
    diffs = [abs(pre[a - 1][b - 1] - met.equity(a, b)) for a in range(1, 12) for b in range(1, 12)]
    assert max(diffs) < 0.02 and sum(diffs) / len(diffs) < 0.008


def test_met_refuses_bad_input() -> None:
    with pytest.raises(InputError):
        match_equity_table(0)
    with pytest.raises(InputError):
        match_equity_table(5, 1.5)
    with pytest.raises(InputError):
        match_equity_table(5).equity(6, 1)


# -- estimates ---------------------------------------------------------------------------------


def test_every_level_has_a_cube_policy() -> None:
    assert set(cubeful.CUBE_POLICIES) == set(bg.LEVELS)
    for level in bg.LEVELS:
        probs = bg.estimate(Position.start(), level)
        assert 0.4 < probs.win < 0.65
        assert 0 <= probs.win_backgammon <= probs.win_gammon <= probs.win
        assert 0 <= probs.lose_backgammon <= probs.lose_gammon <= 1 - probs.win


def test_estimates_of_clear_positions() -> None:
    for level in bg.LEVELS:
        assert bg.estimate(RACE, level).win > 0.85
        assert bg.estimate(LAST_ROLL, level).win > 0.99
        assert bg.estimate(RACE.pass_turn(), level).win < 0.2
        assert bg.estimate(LAST_ROLL.pass_turn(), level) == (0.0, 0.0, 0.0, 0.0, 0.0)  # 3 off: no gammon
    assert bg.estimate(GAMMONISH, "neural").win_gammon > 0.9
    assert bg.estimate(LAST_ROLL, "neural").win_gammon == 0.0  # White has borne checkers off
    flipped = bg.estimate(RACE, "neural").flipped()
    assert flipped.win == pytest.approx(1 - bg.estimate(RACE, "neural").win)


def test_race_chance_formula() -> None:
    assert cubeful.race_chance(100, 100) > 0.5  # on roll: half a roll ahead
    assert cubeful.race_chance(40, 70) > 0.95 and cubeful.race_chance(70, 40) < 0.1
    assert cubeful.race_chance(100, 108) < cubeful.race_chance(100, 120)


# -- money decisions ---------------------------------------------------------------------------


@pytest.mark.parametrize("level", SMART)
def test_race_lead_doubles_and_the_other_drops(level: str) -> None:
    game = bg.Game(position=RACE)
    assert bg.should_double(game, level)
    game.double()
    assert bg.take_decision(game, level) == "drop"


@pytest.mark.parametrize("level", SMART)
def test_last_roll_cashes_and_the_other_drops(level: str) -> None:
    game = bg.Game(position=LAST_ROLL)  # Black bears off its last two checkers with any roll
    assert bg.should_double(game, level)
    game.double()
    assert bg.take_decision(game, level) == "drop"
    game.drop()
    assert game.result == bg.GameResult(BLACK, "single", 1)


@pytest.mark.parametrize("level", SMART)
def test_opening_no_double_and_take(level: str) -> None:
    game = bg.Game(position=Position.start())
    assert not bg.should_double(game, level)
    game.double()
    assert bg.take_decision(game, level) == "take"


@pytest.mark.parametrize("level", SMART)
def test_trailing_side_never_doubles(level: str) -> None:
    assert not bg.should_double(bg.Game(position=RACE.pass_turn()), level)
    assert not bg.should_double(bg.Game(position=Position.start().pass_turn(), cube_value=2, cube_owner=BLACK), level)


def test_too_good_to_double_plays_on_for_the_gammon() -> None:
    game = bg.Game(position=CLOSED_OUT)
    nd, dt, dp = cubeful.money_equities(bg.estimate(CLOSED_OUT, "neural"))
    assert nd > dp == 1.0 and dt > dp
    assert not bg.should_double(game, "neural")


def test_janowski_take_point_without_gammons() -> None:
    # no gammons: the take point is 25 % with a dead cube (x = 0), 20 % with a fully live one
    # (x = 1: Janowski's (L - 1/2) / (W + L + 1/2) with W = L = 1), between for x = 0.68
    for x, win, take in ((0.0, 0.74, True), (0.0, 0.76, False), (1.0, 0.79, True), (1.0, 0.81, False)):
        _, dt, dp = cubeful.money_equities(cubeful.Probabilities(win, 0, 0, 0, 0), efficiency=x)
        assert (dt <= dp) is take
    for win, take in ((0.76, True), (0.80, False)):
        _, dt, dp = cubeful.money_equities(cubeful.Probabilities(win, 0, 0, 0, 0))
        assert (dt <= dp) is take
    # the Jacoby rule: gammons do not count before the cube is turned: doubling a gammonish
    # position cashes less often "too good"
    probs = cubeful.Probabilities(0.8, 0.5, 0.0, 0.0, 0.0)
    assert cubeful.money_equities(probs, jacoby=True)[0] < cubeful.money_equities(probs)[0]


def test_beaver_only_when_allowed_and_when_the_double_is_a_blunder() -> None:
    # Black (behind) owns the cube at 2 and doubles: White should beaver if beavers are allowed
    for beavers, answer in ((False, "take"), (True, "beaver")):
        game = bg.Game(position=RACE.pass_turn(), cube_value=2, cube_owner=BLACK, beavers=beavers)
        game.double()
        assert bg.take_decision(game, "neural") == answer
    match = bg.Match(5)  # a match has no beavers (Match refuses the option)
    mgame = match.new_game(position=RACE.pass_turn())
    mgame.double()
    assert bg.take_decision(mgame, "neural", match) == "take"  # never a beaver in a match


def test_resignations_money() -> None:
    game = bg.Game(position=LAST_ROLL.pass_turn())  # White on roll, cannot win: it resigns
    for level in SMART:
        assert bg.accept_resignation(game, "single", level)  # Black accepts White's single
    game2 = bg.Game(position=GAMMONISH.pass_turn())
    # White's four checkers in Black's home board: only 5-5 or 6-6 saves the backgammon
    probs = bg.estimate(GAMMONISH.pass_turn(), "neural")
    assert probs.win == 0.0 and probs.lose_gammon == 1.0 and 0.85 < probs.lose_backgammon < 1.0
    assert [bg.accept_resignation(game2, k, "neural") for k in ("single", "gammon", "backgammon")] == [
        False,
        False,
        True,
    ]
    # at the start White (on roll) resigns a single: Black's cubeful equity is below 1 point
    assert bg.accept_resignation(bg.Game(position=Position.start()), "single", "neural")
    # a gammon resigned with the cube at 2 is worth 4 points; playing on is worth at most 2 here
    assert bg.accept_resignation(bg.Game(position=RACE.pass_turn(), cube_value=2, cube_owner=WHITE), "gammon", "neural")
    # at the score: Black 1-away cannot gain more than the match; a single wins it
    match, game4 = _match_at(5, (0, 4), Position.start())
    assert bg.accept_resignation(game4, "single", "neural", match)


def test_refused_calls_raise_and_change_nothing() -> None:
    game = bg.Game(position=RACE)
    with pytest.raises(GameError):
        bg.take_decision(game, "neural")  # no double pending
    game.double()
    with pytest.raises(GameError):
        bg.should_double(game, "neural")  # a double is pending
    assert game.offered and game.cube_value == 1
    owned = bg.Game(position=RACE, cube_value=2, cube_owner=BLACK)
    before = (owned.position, owned.cube_value, owned.cube_owner, list(owned.history))
    with pytest.raises(GameError):
        bg.should_double(owned, "greedy")
    assert (owned.position, owned.cube_value, owned.cube_owner, owned.history) == before
    with pytest.raises(InputError):
        bg.should_double(bg.Game(position=RACE), "master")
    with pytest.raises(InputError):
        bg.accept_resignation(bg.Game(position=RACE), "triple", "neural")
    with pytest.raises(InputError):
        bg.should_double(bg.Game(position=RACE), "neural", bg.Match(3))  # not that match's game


def test_random_level_decides_at_random_but_not_behind() -> None:
    rng = random.Random(3)
    ahead = [bg.should_double(bg.Game(position=RACE), "random", rng=rng) for _ in range(40)]
    assert 5 < sum(ahead) < 35
    assert not any(bg.should_double(bg.Game(position=RACE.pass_turn()), "random", rng=rng) for _ in range(20))


# -- match decisions ---------------------------------------------------------------------------


def _match_at(length: int, score: tuple[int, int], position: Position) -> tuple[bg.Match, bg.Game]:
    match = bg.Match(length, random.Random(1))
    match.score = list(score)
    return match, match.new_game(position=position)


def test_crawford_game_has_no_cube() -> None:
    match, game = _match_at(5, (4, 2), Position.start())
    assert game.crawford and not game.can_double()
    with pytest.raises(GameError):
        bg.should_double(game, "neural", match)


def _post_crawford(on_roll: int) -> tuple[bg.Match, bg.Game]:
    """A 5-point match at White 4, Black 3 after the Crawford game, ``on_roll`` to start."""
    match, game = _match_at(5, (4, 2), Position.start())
    game.resign()  # White resigns the Crawford game: Black 3
    return match, match.new_game(position=Position.start(on_roll))


def test_post_crawford_trailer_doubles_at_once_and_leader_never() -> None:
    match, trailer = _post_crawford(BLACK)
    assert not trailer.crawford and match.score == [4, 3]
    for level in SMART:
        assert bg.should_double(trailer, level, match)
    match, leader = _post_crawford(WHITE)
    for level in SMART:
        assert not bg.should_double(leader, level, match)  # White is 1-away: its cube is dead


def test_two_away_two_away_doubles_earlier_than_money() -> None:
    # the opening position before the roll (52-53 % for the side on roll): no double for money;
    # at 2-away 2-away any win after the double wins the match, gammons no longer matter, and
    # the taker still takes (47 % against 31.5 % after a drop): the side on roll doubles at once
    pos = Position.start()
    money = bg.Game(position=pos)
    match, game = _match_at(5, (3, 3), pos)
    probs = bg.estimate(pos, "neural")
    assert 0.5 < probs.win < 0.56
    assert not bg.should_double(money, "neural")
    assert bg.should_double(game, "neural", match)
    game.double()
    assert bg.take_decision(game, "neural", match) == "take"
    # 4-away 4-away: not yet
    match4, game4 = _match_at(7, (3, 3), pos)
    assert not bg.should_double(game4, "neural", match4)


def test_match_take_from_the_table() -> None:
    # a double of the race lead at 3-away 3-away: a drop (the table's 2-away... as in money)
    match, game = _match_at(5, (2, 2), RACE)
    game.double()
    assert bg.take_decision(game, "neural", match) == "drop"
    match2, game2 = _match_at(5, (2, 2), Position.start())
    game2.double()
    assert bg.take_decision(game2, "neural", match2) == "take"


# -- a full match between two levels, replayed ------------------------------------------------


def _bot_match(length: int, levels: tuple[str, str], seed: int) -> bg.Match:
    rng = random.Random(seed)
    match = bg.Match(length, random.Random(seed))
    while match.winner is None:
        game = match.new_game()
        declined_at = -1
        while not game.over:
            side = game.turn
            level = levels[side]
            if game.offered:
                answer = bg.take_decision(game, level, match, rng=rng)
                game.take() if answer != "drop" else game.drop()
                continue
            if game.dice is None:
                probs = bg.estimate(game.position, level)
                if probs.win < 0.005 and probs.lose_gammon < 0.005 and len(game.history) != declined_at:
                    game.offer_resignation("single")
                    if bg.accept_resignation(game, "single", levels[1 - side], match, rng=rng):
                        game.accept_resignation()
                    else:
                        game.decline_resignation()
                        declined_at = len(game.history)  # play on: offer again only after a turn
                    continue
                if game.can_double() and bg.should_double(game, level, match, rng=rng):
                    game.double()
                    continue
                game.roll()
                continue
            play = bg.choose_play(game.position, game.dice, level, rng)
            game.play(play if play is not None else "")
    return match


def test_full_match_greedy_against_neural_replays_by_the_rules() -> None:
    length = 3
    match = _bot_match(length, ("greedy", "neural"), seed=11)
    score = [0, 0]
    crawford_seen = False
    doubles = 0
    for game in match.games:
        expect_crawford = not crawford_seen and length - 1 in score and length not in score
        assert game.crawford == expect_crawford
        crawford_seen = crawford_seen or expect_crawford
        value, owner, offered_by = 1, None, None
        position = None
        for event in game.history:
            if event.action == "play":
                assert event.play is not None and event.dice is not None
                if position is not None:
                    assert event.play.position == position
                assert event.play in bg.legal_plays(event.play.position, event.dice)
                position = event.play.result
            elif event.action == "double":
                assert not game.crawford and owner in (None, event.side)
                offered_by = event.side
                doubles += 1
            elif event.action == "take":
                assert offered_by == 1 - event.side
                value, owner, offered_by = 2 * value, event.side, None
            elif event.action == "drop":
                assert offered_by == 1 - event.side
                assert game.result == bg.GameResult(offered_by, "single", value)
            elif event.action in ("pass", "closed out") and position is not None:
                position = position.pass_turn()
        assert game.result is not None
        if game.history[-1].action == "resign":
            assert game.result.points == value * {"single": 1, "gammon": 2, "backgammon": 3}[game.result.kind]
        elif game.history[-1].action == "play":
            assert game.result == bg.game_result(game.history[-1].play.result, value)
        score[game.result.winner] += game.result.points
    assert score == match.score and max(score) >= length and min(score) < length
    assert doubles >= 1  # the cube was used

"""MatchApp's loose ends around the cube and the XGID under the board (issue 23, items 5 and 6):
no cube in a 1-point match; the XGID's dice field ``D`` while a double waits, its Jacoby/beaver
field in money play, and no money score in its match-score fields."""

from __future__ import annotations

import html
import random

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE
from bglearn.widgets.match import MatchApp
from bglearn.widgets.record import game_xgid


def _app(**options):
    options.setdefault("pause", 0)
    options.setdefault("opponent", "person")
    return MatchApp(**options)


def _page_xgid(app) -> str:
    """The XGID the page shows under the board."""
    text = html.unescape(app._ids.value)
    return "XGID=" + text.split("XGID=")[1].split("<")[0].strip()


def _play_opening(app) -> None:
    """The first player plays the opening roll on the board (two people: both sides are played there)."""
    board = app.board
    assert app._playing and board.turn, app.message
    assert board.play(board.turn.plays[0]) and board.done(), board.message


# -- item 5: a 1-point match has no cube ---------------------------------------------------------


def test_a_one_point_match_has_no_cube_and_the_app_says_why():
    app = _app(length=1, seed=4)
    app.new_match()
    _play_opening(app)
    game = app.game
    assert game.dice is None and not game.offered  # the other side, before its roll: the moment to double
    assert not game.use_cube and not game.can_double()
    assert app.actions.buttons["double"].layout.display == "none"
    assert app.actions.buttons["roll"].layout.display == ""
    assert app.message.endswith("turn: press Roll.")  # no "or Double"
    before = (game.cube_value, game.cube_owner, len(game.history))
    assert not app.double()
    assert app.message == (
        "No doubling in a 1-point match: the game decides the match, so the cube would change nothing."
    )
    assert (game.cube_value, game.cube_owner, len(game.history)) == before and not game.offered
    assert app.board.cube is None and "cube" not in app._score.value
    # the set-up row offers no cube for a 1-point match (and does again for a longer one)
    assert app.setup._cube.layout.display == "none"
    app.setup._length.value = 3
    assert app.setup._cube.layout.display == ""


def test_match_to_one_plays_every_game_without_the_cube_and_longer_matches_keep_it():
    one = bg.Match(1, random.Random(2))
    game = one.new_game()
    assert not game.use_cube
    game.play(game.legal_plays()[0])
    assert not game.can_double()
    with pytest.raises(bg.GameError, match="cannot double now"):
        game.double()
    three = bg.Match(3, random.Random(2))
    game = three.new_game()
    game.play(game.legal_plays()[0])
    assert game.use_cube and game.can_double()


# -- item 6: the XGID under the board ------------------------------------------------------------


def test_the_xgid_writes_d_while_a_double_waits_then_the_cube_taken():
    app = _app(length=5, seed=4)
    app.new_match()
    _play_opening(app)
    doubler = app.game.position.on_roll
    before = bg.parse_xgid(_page_xgid(app))
    assert (before.dice, before.cube, before.cube_owner) == ("00", 0, 0)
    assert app.double() and app.game.offered
    text = _page_xgid(app)
    record = bg.parse_xgid(text)
    # XGID's convention (GNU Backgammon's "set xgid" reads it so): the side on roll has doubled
    assert record.dice == "D" and record.position.on_roll == doubler and record.cube == 0
    assert (record.match_length, record.score_x, record.score_o) == (5, 0, 0)
    assert str(record) == text  # reads back to the same text
    state = record.match_state()
    assert state.doubled and state.turn == 1 - doubler and state.cube == 1
    assert app.take()
    record = bg.parse_xgid(_page_xgid(app))
    owner = 1 if 1 - doubler == WHITE else -1
    assert (record.dice, record.cube, record.cube_owner) == ("00", 1, owner)


@pytest.mark.parametrize(
    ("jacoby", "beavers", "field"), [(False, False, 0), (True, False, 1), (False, True, 2), (True, True, 3)]
)
def test_money_play_writes_the_jacoby_and_beaver_field_as_ticked(jacoby, beavers, field):
    app = _app(length=0, seed=4, jacoby=jacoby, beavers=beavers)
    app.new_match()
    record = bg.parse_xgid(_page_xgid(app))
    assert record.match_length == 0 and record.crawford_jacoby == field
    assert record.match_state().jacoby is jacoby


def test_a_money_sessions_score_stays_out_of_the_match_score_fields():
    app = _app(length=0, seed=4)
    app.new_match()
    assert app.resign("gammon") and app.accept_resignation()
    assert app.score != (0, 0)
    assert app.next_game()
    record = bg.parse_xgid(_page_xgid(app))
    assert (record.score_x, record.score_o, record.match_length) == (0, 0, 0)
    assert "Money:" in app.board.status  # (the running total is shown on the score line instead)


def test_a_matchs_score_and_crawford_flag_are_in_the_xgid():
    app = _app(length=3, seed=4)
    app.new_match()
    assert app.resign("gammon") and app.accept_resignation()  # 2 points: one short of 3, the Crawford game next
    assert app.next_game() and app.game.crawford
    record = bg.parse_xgid(_page_xgid(app))
    assert record.match_length == 3 and record.crawford_jacoby == 1
    assert sorted((record.score_x, record.score_o)) == [0, 2]
    assert (record.score_x, record.score_o) == (app.score[WHITE], app.score[BLACK])


def test_game_xgid_refuses_what_is_not_a_game():
    with pytest.raises(bg.InputError, match="takes a bglearn.Game"):
        game_xgid("XGID=")  # type: ignore[arg-type]
    game = bg.Game(random.Random(1))  # money play, the opening roll to play: written high die first
    hi, lo = max(game.dice), min(game.dice)
    turn = 1 if game.position.on_roll == WHITE else -1
    board = game.position.xgid().split("=")[1].split(":")[0]
    assert game_xgid(game) == f"XGID={board}:0:0:{turn}:{hi}{lo}:0:0:0:0:10"

"""Defects the fuzz suite found, each as a minimal explicit test of the behaviour the contract asks for.

Each was found as a failure of the fuzz tests of this folder and is fixed; the test here pins the
fix. (While a defect is open its test carries ``pytest.mark.xfail(strict=True, raises=...)``: it then fails for
the reason given, and once the package is fixed a strict xfail reports the pass as a failure -- the
sign to drop the mark.)

The contract (``bglearn/errors.py``): for any input, a public call raises a
:class:`bglearn.BglearnError` or succeeds; errors of input are also ``ValueError`` (a bad option
included), :class:`bglearn.GameError` is for an action the game does not allow now; a call that fails
changes nothing.
"""

from __future__ import annotations

import random

import pytest

import bglearn as bg
from bglearn import Position
from bglearn.play import Turn

try:
    from traitlets import TraitError
except ImportError:  # without ipywidgets the board tests skip
    TraitError = TypeError

START_XGID_TAIL = ":0:0:1:00:0:0:0:0:10"


# -- engine ---------------------------------------------------------------------------------------------


def test_xgid_with_a_huge_board_field_gives_a_short_message():
    with pytest.raises(bg.PositionIdError) as info:
        bg.parse_xgid("-" * 100_000 + START_XGID_TAIL)
    assert len(str(info.value)) < 300, len(str(info.value))


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(
            lambda: bg.dice_used("4HPwATDgc/ABMA", (3, 1)),
            id="dice_used-str",
        ),
        pytest.param(
            lambda: bg.game_result(None),
            id="game_result-None",
        ),
        pytest.param(lambda: Position.start().apply_moves([(8,)]), id="apply_moves-short-move"),
        pytest.param(lambda: Position.start().apply_moves(5), id="apply_moves-int"),
        pytest.param(lambda: Position.start().xgid(record="x"), id="xgid-record-str"),
        pytest.param(lambda: list(bg.replay("Game 1")), id="replay-str"),  # fixed meanwhile: a regression guard
        pytest.param(lambda: bg.choose_play(Position.start(), (3, 1), "random", rng="x"), id="choose_play-rng"),
        pytest.param(lambda: bg.Game("x"), id="Game-rng"),
    ],
)
def test_an_argument_of_the_wrong_type_raises_a_bglearn_error(call):
    # as legal_plays("...") does since the last round of fixes (tests/engine/test_engine_bad_input.py)
    with pytest.raises(bg.BglearnError):
        call()


# -- games, matches, turns --------------------------------------------------------------------------------


def test_resign_with_an_unhashable_kind():
    game = bg.Game(random.Random(1))
    with pytest.raises(bg.InputError):
        game.resign([])


def test_a_refused_new_game_does_not_use_up_the_crawford_game():
    match = bg.Match(3, random.Random(1))
    match.new_game().resign("gammon")  # 2-0 in a 3-point match: the Crawford game is next
    assert match.winner is None and match.is_crawford_game()
    with pytest.raises(bg.InputError):
        match.new_game(position="not a position")
    assert match.is_crawford_game(), "the refused call changed the match"
    game = match.new_game()
    assert game.crawford and not game.use_cube


def test_is_crawford_game_right_after_the_game_that_leaves_a_side_one_point_short():
    match = bg.Match(3, random.Random(1))
    match.new_game().resign("gammon")  # White 2-0: the next game is the Crawford game
    assert match.is_crawford_game()


def test_match_with_a_bad_length_is_an_input_error():
    for length in (0, "5", 2.5):
        with pytest.raises(bg.BglearnError) as info:
            bg.Match(length)
        assert isinstance(info.value, bg.InputError), f"Match({length!r}): {type(info.value).__name__}"


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(("x", 5), id="move-from-str"),
        pytest.param((None, 5), id="move-from-None"),
        pytest.param((8.0, 5), id="move-from-float"),
    ],
)
def test_turn_move_with_a_point_that_is_not_an_int(args):
    turn = Turn(Position.start(), (3, 1))
    with pytest.raises(bg.MoveError):
        turn.move(*args)
    assert turn.steps == ()


def test_turn_explain_with_a_point_that_is_not_an_int():
    assert isinstance(Turn(Position.start(), (3, 1)).explain("x"), str)


@pytest.mark.parametrize(
    "steps",
    [
        pytest.param([(8,)], id="one-point"),
        pytest.param(5, id="int"),
        pytest.param([("a", "b")], id="strs"),
    ],
)
def test_turn_play_steps_with_malformed_moves(steps):
    turn = Turn(Position.start(), (3, 1))
    with pytest.raises(bg.BglearnError):
        turn.play_steps(steps)
    assert turn.steps == ()


def test_turn_set_play_with_something_that_is_not_a_play():
    turn = Turn(Position.start(), (3, 1))
    with pytest.raises(bg.BglearnError):
        turn.set_play("8/5 6/5")
    assert turn.steps == ()


# -- the board widget -----------------------------------------------------------------------------------


@pytest.fixture
def board():
    pytest.importorskip("ipywidgets")
    return bg.BoardWidget(Position.start(), dice=(3, 1))


@pytest.mark.parametrize("name", [5, None, ["Tab"]])
def test_board_key_with_a_name_that_is_not_a_str(board, name):
    assert board.key(name) is False


@pytest.mark.parametrize("xy", [("a", "b"), (None, None)])
def test_board_click_pixel_with_coordinates_that_are_not_numbers(board, xy):
    try:
        assert board.click_pixel(*xy) is False
    except bg.BglearnError:
        pass


@pytest.mark.parametrize("text", [5, ["8/5 6/5"], b"8/5 6/5"])
def test_board_enter_with_something_that_is_not_a_str(board, text):
    assert board.enter(text) is False
    assert board.moves == ""


def test_board_set_position_with_bad_dice_changes_nothing(board):
    other = Position.from_points(white={6: 2}, black={1: 2})
    before = (board.position, board.dice, board.moves, board.game)
    assert board.set_position(other, dice=(7, 1)) is False
    assert (board.position, board.dice, board.moves, board.game) == before


@pytest.mark.parametrize(
    "options",
    [
        {"mode": "easy"},
        {"orientation": "sideways"},
        {"perspective": 5},
        {"labels": 5},
        {"seed": [1]},
    ],
    ids=["mode", "orientation", "perspective", "labels", "seed"],
)
def test_board_with_a_bad_option_raises_an_input_error(options):
    pytest.importorskip("ipywidgets")
    with pytest.raises(bg.InputError):
        bg.BoardWidget(Position.start(), **options)


# -- questions ---------------------------------------------------------------------------------------------


def _teach():
    from bglearn import teach

    return teach


FINISHED = Position.from_points(white={}, black={1: 15}, on_roll=bg.BLACK)


@pytest.mark.parametrize(
    "build",
    [
        pytest.param(lambda t: t.DiceCountQuestion("How many?", None, (3, 1)), id="DiceCountQuestion-position-None"),
        pytest.param(lambda t: t.ResultQuestion("Worth?", "4HPwATDgc/ABMA"), id="ResultQuestion-position-str"),
        pytest.param(
            lambda t: t.PointsQuestion("Which?", Position.start(), (3, 1), ask=[]), id="PointsQuestion-ask-list"
        ),
        pytest.param(
            lambda t: t.PlayQuestion("Play.", Position.start(), (3, 1), practise=[]), id="PlayQuestion-practise-list"
        ),
        pytest.param(
            lambda t: t.LegalityQuestion("Legal?", Position.start(), (3, 1), "8/5 6/5", choices=5),
            id="LegalityQuestion-choices-int",
        ),
        pytest.param(
            lambda t: t.PlayQuestion("Play.", Position.start(), (3, 1), accept=5), id="PlayQuestion-accept-int"
        ),
        pytest.param(lambda t: t.PlayQuestion("Play.", Position.start(), (3, 1), score=5), id="PlayQuestion-score-int"),
    ],
)
def test_question_built_from_odd_arguments(build):
    with pytest.raises(bg.BglearnError):
        build(_teach())


def test_quiz_accepting_only_none_while_a_play_exists_is_refused():
    teach = _teach()
    try:
        quiz = teach.PlayQuestion("Play 3-1.", Position.start(), (3, 1), accept=[None])
    except bg.InputError:
        return  # what the docstring promises: "no legal play is accepted"
    shown = quiz.show_answer()
    assert quiz.judge("" if shown is None else shown).correct, "the revealed answer is judged wrong"

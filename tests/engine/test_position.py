"""Position: the starting board, readable constructors, validation, immutability, pip counts."""

import pickle

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, Position

START = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


# --- the starting position ------------------------------------------------------------------


def test_start_has_two_five_three_five_for_each_side():
    # setup rule: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6 (not 2 on the 6)
    pos = Position.start()
    for side in (WHITE, BLACK):
        board = pos.checkers(side)
        assert board == START
        assert {p: board[p] for p in range(26) if board[p]} == {6: 5, 8: 3, 13: 5, 24: 2}


def test_start_pip_count_is_167_each():
    assert Position.start().pip_count() == (167, 167)


def test_start_side_on_roll():
    assert Position.start().on_roll == WHITE
    assert Position.start(BLACK).on_roll == BLACK
    assert Position.start(BLACK) != Position.start(WHITE)


def test_constants():
    assert (bg.NUM_POINTS, bg.CHECKERS_PER_SIDE, bg.BAR, bg.OFF) == (24, 15, 25, 0)
    assert (bg.side_name(WHITE), bg.side_name(BLACK)) == ("White", "Black")
    with pytest.raises(ValueError):
        bg.side_name(2)


# --- from_points ----------------------------------------------------------------------------


def test_from_points_puts_unplaced_checkers_off():
    pos = Position.from_points(white={6: 2, "bar": 1}, black={1: 2})  # 12 White and 13 Black off
    assert pos.checkers(WHITE)[bg.BAR] == 1
    assert pos.checkers(WHITE)[bg.OFF] == 12
    assert pos.checkers(WHITE)[6] == 2
    assert pos.checkers(BLACK)[bg.OFF] == 13


def test_from_points_accepts_25_and_off_keys():
    a = Position.from_points(white={25: 1, 6: 14}, black={"off": 10, 18: 5})
    b = Position.from_points(white={"bar": 1, 6: 14}, black={18: 5})
    assert a == b


def test_points_are_numbered_from_each_sides_own_home():
    # White's 24-point is Black's 1-point: a White checker there and a Black one on its 1 collide
    with pytest.raises(bg.PositionError):
        Position.from_points(white={24: 1}, black={1: 1})
    # White's 24-point and Black's 24-point are different points
    pos = Position.from_points(white={24: 1}, black={24: 1})
    assert pos.pip_count() == (24, 24)


def test_pip_count_is_from_side_on_roll_and_counts_bar_as_25():
    pos = Position.from_points(white={"bar": 1, 6: 2}, black={3: 1}, on_roll=BLACK)
    assert pos.pip_count() == (3, 25 + 12)
    assert pos.pass_turn().pip_count() == (37, 3)


# --- validation: impossible boards raise PositionError and change nothing ------------------


@pytest.mark.parametrize(
    "white, black, what",
    [
        ({6: 16}, {6: 15}, "16 checkers on the board"),
        ({6: 5}, {6: -1, 8: 1}, "a negative count"),
        ({6: 5, 26: 1}, {}, "no point 26"),
        ({6: 5, "x": 1}, {}, "unknown key"),
        ({6: 1.0}, {}, "a float count"),
        ({6: True}, {}, "a bool count"),
        ({6: 5, "off": 3}, {}, "'off' disagrees with the rest"),
        ({5: 1}, {20: 1}, "both sides on White's 5-point (Black's 20)"),
    ],
)
def test_from_points_rejects_impossible_boards(white, black, what):
    with pytest.raises(bg.PositionError):
        Position.from_points(white=white, black=black)


@pytest.mark.parametrize(
    "white, black",
    [
        (START[:-1], START),  # 25 entries
        (START[:6] + (6,) + START[7:], START),  # 16 checkers
        ((1,) + START[1:], START),  # 15 on the board and 1 off: 16
        (START[:6] + (4,) + START[7:], START),  # 14 checkers
        ((-1,) + START[1:6] + (6,) + START[7:], START),  # negative, sums to 15
        (tuple(float(c) for c in START), START),  # not ints
        (None, START),
    ],
)
def test_constructor_rejects_wrong_checker_tuples(white, black):
    with pytest.raises(bg.PositionError):
        Position(white, black)


def test_constructor_rejects_both_sides_on_one_point():
    white = [0] * 26
    black = [0] * 26
    white[5], white[0] = 1, 14
    black[20], black[0] = 1, 14  # Black's 20-point is White's 5-point
    with pytest.raises(bg.PositionError, match="5-point"):
        Position(white, black)


def test_both_sides_all_off_is_impossible():
    off = (15,) + (0,) * 25
    with pytest.raises(bg.PositionError):
        Position(off, off)


@pytest.mark.parametrize("side", [2, -1, "white", None, True, 0.0])
def test_side_must_be_white_or_black(side):
    with pytest.raises(bg.PositionError):
        Position(START, START, side)
    with pytest.raises(bg.PositionError):
        Position.start().checkers(side)


def test_errors_are_value_errors():
    for cls in (
        bg.PositionError,
        bg.PositionIdError,
        bg.DiceError,
        bg.NotationError,
        bg.IllegalPlayError,
        bg.AmbiguousPlayError,
    ):
        assert issubclass(cls, bg.BglearnError)
        assert issubclass(cls, ValueError)


# --- immutability, equality, hashing --------------------------------------------------------


def test_position_is_immutable():
    pos = Position.start()
    with pytest.raises(AttributeError):
        pos.on_roll = BLACK
    with pytest.raises(AttributeError):
        pos._boards = (START, START)
    with pytest.raises(AttributeError):
        del pos._on_roll
    assert pos == Position.start() and pos.on_roll == WHITE
    assert isinstance(pos.checkers(WHITE), tuple)


def test_failed_call_changes_nothing():
    pos = Position.start()
    before = (pos.checkers(WHITE), pos.checkers(BLACK), pos.on_roll, pos.position_id())
    for bad in [
        lambda: bg.legal_plays(pos, (0, 7)),
        lambda: bg.parse_play(pos, (3, 1), "13/9 24/21"),
        lambda: bg.check_play(pos, (3, 1), "x/y"),
        lambda: pos.checkers(3),
    ]:
        with pytest.raises(ValueError):
            bad()
    assert (pos.checkers(WHITE), pos.checkers(BLACK), pos.on_roll, pos.position_id()) == before
    assert len(bg.legal_plays(pos, (3, 1))) == 16


def test_equal_positions_hash_equal_and_side_on_roll_matters():
    a = Position.from_points(white={6: 2}, black={6: 2})
    b = Position(a.checkers(WHITE), a.checkers(BLACK), WHITE)
    assert a == b and hash(a) == hash(b)
    assert len({a, b, a.pass_turn()}) == 2
    assert a.pass_turn().pass_turn() == a
    assert a != "4HPwATDgc/ABMA"


def test_pass_turn_keeps_the_board():
    pos = Position.start()
    passed = pos.pass_turn()
    assert passed.on_roll == BLACK
    assert passed.checkers(WHITE) == pos.checkers(WHITE)
    assert passed.checkers(BLACK) == pos.checkers(BLACK)


def test_mover_and_opponent_follow_the_side_on_roll():
    pos = Position.from_points(white={6: 2}, black={5: 3}, on_roll=BLACK)
    me, opp = pos.mover_and_opponent()
    assert me[5] == 3 and opp[6] == 2


def test_pickle_round_trip():
    pos = Position.from_points(white={"bar": 1, 6: 4}, black={18: 2}, on_roll=BLACK)
    assert pickle.loads(pickle.dumps(pos)) == pos


# --- showing itself -------------------------------------------------------------------------


def test_repr_rebuilds_the_position():
    pos = Position.from_points(white={"bar": 1, 6: 4}, black={18: 2}, on_roll=BLACK)
    assert repr(Position.start()) == "Position.from_position_id('4HPwATDgc/ABMA', on_roll=WHITE)"
    assert eval(repr(pos), {"Position": Position, "WHITE": WHITE, "BLACK": BLACK}) == pos


def test_str_is_a_text_diagram_with_the_position_id():
    text = str(Position.start())
    assert "4HPwATDgc/ABMA" in text
    assert "White (X) on roll" in text
    assert "167" in text


def test_is_game_over_only_when_a_side_has_all_fifteen_off():
    assert not Position.start().is_game_over()
    assert not Position.from_points(white={1: 1}, black={6: 15}).is_game_over()
    assert Position.from_points(white={}, black={6: 15}, on_roll=BLACK).is_game_over()

"""GNU Backgammon Position IDs and eXtreme Gammon XGIDs: known values, round trips, malformed input.

Expected IDs were checked against GNU Backgammon 1.1.0a16 (``gnubg.positionid``).
"""

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, Position

START_ID = "4HPwATDgc/ABMA"
START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"


# --- known Position IDs ---------------------------------------------------------------------


def test_start_position_id():
    assert Position.start().position_id() == START_ID
    assert Position.start(BLACK).position_id() == START_ID  # the ID is from the side on roll


def test_position_id_after_opening_3_1_played_8_5_6_5():
    play = bg.parse_play(Position.start(), (3, 1), "8/5 6/5")
    assert play.result.on_roll == BLACK
    assert play.result.position_id() == "sGfwATDgc/ABMA"


@pytest.mark.parametrize(
    "pos, pid",
    [
        # White has two checkers on the bar, Black blots on White's 1- and 2-points
        (
            Position.from_points(white={"bar": 2, 6: 5, 8: 3, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 1, 23: 1}),
            "4HPwASjgc/ABYA",
        ),
        # White two on its 6-point, Black one on its 1-point; the rest borne off
        (Position.from_points(white={6: 2}, black={1: 1}), "AQAAgAEAAAAAAA"),
        # both sides all on their ace points, Black on roll
        (Position.from_points(white={1: 15}, black={1: 15}, on_roll=BLACK), "/38AAAD/fwAAAA"),
        # White all fifteen on the bar against Black's fifteen on its ace point
        (Position.from_points(white={"bar": 15}, black={1: 15}), "/38AAAAAAAD/fw"),
        # White has borne off all; Black one checker left
        (Position.from_points(white={}, black={1: 1}), "AQAAAAAAAAAAAA"),
    ],
)
def test_known_position_ids(pos, pid):
    assert pos.position_id() == pid
    assert Position.from_position_id(pid, pos.on_roll) == pos


def test_from_position_id_reads_the_board_from_the_side_on_roll():
    # one ID, two colours: the board is the same from the mover's view
    pid = "4HPwASjgc/ABYA"  # the mover has two on the bar
    as_white = Position.from_position_id(pid, WHITE)
    as_black = Position.from_position_id(pid, BLACK)
    assert as_white.checkers(WHITE)[bg.BAR] == 2 and as_white.checkers(BLACK)[bg.BAR] == 0
    assert as_black.checkers(BLACK)[bg.BAR] == 2 and as_black.checkers(WHITE)[bg.BAR] == 0
    assert as_white.mover_and_opponent() == as_black.mover_and_opponent()


def test_position_id_with_surrounding_spaces_is_read():
    assert Position.from_position_id(f"  {START_ID} ") == Position.start()


@pytest.mark.parametrize(
    "bad, why",
    [
        ("4HPwATDgc/ABM", "13 characters"),
        ("4HPwATDgc/ABMAA", "15 characters"),
        ("", "empty"),
        ("4HPwATDgc-ABMA", "'-' is not Base64"),
        ("4HPwATDgc/AB=A", "'=' padding inside"),
        ("4HPwATDgc/ABM\u00e9", "non-ASCII"),
        ("//////////////", "all bits set: far too many checkers"),
        ("/////wAAAAAAAA", "the side not on roll has more than 15"),
    ],
)
def test_malformed_position_ids_raise_position_id_error(bad, why):
    with pytest.raises(bg.PositionIdError):
        Position.from_position_id(bad)


@pytest.mark.parametrize(
    "pid, why",
    [
        ("AAAAAAAAAAAAAA", "no checker on the board: both sides have borne off all 15"),
        ("AACABAAAAAAAAA", "mover on its 1-point and opponent on its 24-point: the same point"),
    ],
)
def test_position_id_of_an_impossible_board_raises_position_id_error(pid, why):
    with pytest.raises(bg.PositionIdError):
        Position.from_position_id(pid)


def test_position_id_of_an_impossible_board_raises_a_bglearn_error():
    for pid in ("AAAAAAAAAAAAAA", "AACABAAAAAAAAA"):
        with pytest.raises(bg.BglearnError):
            Position.from_position_id(pid)


@pytest.mark.parametrize("bad", [None, 12345, b"4HPwATDgc/ABMA"])
def test_position_id_must_be_a_string(bad):
    with pytest.raises(bg.PositionIdError):
        Position.from_position_id(bad)


def test_position_id_side_must_be_valid():
    with pytest.raises(bg.PositionError):
        Position.from_position_id(START_ID, on_roll=2)


# --- XGID -----------------------------------------------------------------------------------


def test_start_xgid():
    assert Position.start().xgid() == START_XGID
    assert Position.from_xgid(START_XGID) == Position.start()
    # the turn field says who is on roll: -1 is O (Black)
    assert Position.start(BLACK).xgid() == START_XGID.replace(":0:0:1:", ":0:0:-1:")


def test_xgid_bars_are_first_and_last_characters():
    # White (X) two on the bar: last character 'B'; Black blots on White's 1 and 2: 'a' 'a'
    pos = Position.from_points(white={"bar": 2, 6: 5, 8: 3, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 1, 23: 1})
    assert pos.xgid() == "XGID=-aa---E-C---eE---c-e-----B:0:0:1:00:0:0:0:0:10"
    # Black (O) one on the bar: first character 'a'
    pos = Position.from_points(white={6: 15}, black={"bar": 1, 6: 14}, on_roll=BLACK)
    assert pos.xgid().startswith("XGID=a-----O")


def test_parse_xgid_keeps_every_field():
    text = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:52:6:3:1:7:10"
    rec = bg.parse_xgid(text)
    assert rec.position == Position.start(BLACK)
    assert (rec.cube, rec.cube_owner, rec.dice, rec.score_x, rec.score_o) == (1, -1, "52", 6, 3)
    assert (rec.crawford_jacoby, rec.match_length, rec.max_cube) == (1, 7, 10)
    assert str(rec) == text
    assert Position.start(BLACK).xgid(rec) == text


def test_parse_xgid_without_prefix():
    assert bg.parse_xgid(START_XGID[5:]).position == Position.start()


def test_xgid_default_fields():
    rec = bg.XGID(Position.start())
    assert str(rec) == START_XGID


@pytest.mark.parametrize(
    "bad, why",
    [
        ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0", "9 fields"),
        ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10:1", "11 fields"),
        ("XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10", "25 board characters"),
        ("XGID=-b----E-C---eZ---c-e----B-:0:0:1:00:0:0:0:0:10", "'Z' is not a board character"),
        ("XGID=-b----E-C---e?---c-e----B-:0:0:1:00:0:0:0:0:10", "'?' is not a board character"),
        ("XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", "O's bar in upper case"),
        ("XGID=-b----E-C---eE---c-e----Ba:0:0:1:00:0:0:0:0:10", "X's bar in lower case"),
        ("XGID=-b----E-C---eE---c-e----B-:0:0:2:00:0:0:0:0:10", "turn 2"),
        ("XGID=-b----E-C---eE---c-e----B-:0:2:1:00:0:0:0:0:10", "cube owner 2"),
        ("XGID=-b----E-C---eE---c-e----B-:x:0:1:00:0:0:0:0:10", "cube not a number"),
        ("XGID=-b----E-C---eE---c-e----B-:0:0:1:71:0:0:0:0:10", "a die of 7"),
        ("XGID=-b----F-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", "X has 16 checkers"),
        ("XGID=-b----E-C---eE---c-e----b-:0:0:1:00:0:0:0:0:10", "both sides on one point"),
        ("", "empty"),
    ],
)
def test_malformed_xgids_raise_position_id_error(bad, why):
    with pytest.raises(bg.PositionIdError):
        bg.parse_xgid(bad)
    with pytest.raises(bg.PositionIdError):
        Position.from_xgid(bad)


def test_xgid_must_be_a_string():
    with pytest.raises(bg.PositionIdError):
        bg.parse_xgid(None)


# --- agreement with GNU Backgammon ----------------------------------------------------------


def test_position_ids_agree_with_gnubg_on_a_random_game():
    gnubg = pytest.importorskip("gnubg")
    import random

    rng = random.Random(11)
    side, dice = bg.roll_opening(rng)
    pos = Position.start(side)
    checked = 0
    while not pos.is_game_over() and checked < 300:
        me, opp = pos.mover_and_opponent()
        # gnubg's board: (side not on roll, side on roll), own points 1..24 then the bar
        assert gnubg.positionid((tuple(opp[1:26]), tuple(me[1:26]))) == pos.position_id()
        checked += 1
        plays = bg.legal_plays(pos, dice)
        pos = rng.choice(plays).result if plays else pos.pass_turn()
        dice = bg.roll_dice(rng)
    assert checked > 30

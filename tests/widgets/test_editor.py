"""The position editor: set up any position by clicking; illegal setups are named, never handed out."""

import pytest

import bglearn as bg
from bglearn.draw.painter import BoardPainter
from bglearn.widgets.editor import PositionEditor

START = bg.Position.start()


def test_an_empty_board_names_what_is_missing_and_hands_out_nothing():
    ed = PositionEditor()
    assert ed.problems() == [
        "White has 0 checkers: a side has 15 (add 15)",
        "Black has 0 checkers: a side has 15 (add 15)",
    ]
    with pytest.raises(bg.PositionError, match="not a legal position yet"):
        ed.position
    with pytest.raises(bg.PositionError):
        ed.xgid


def test_building_the_start_by_clicks_gives_its_ids():
    ed = PositionEditor()
    ed.widget
    for side, counts in ((bg.WHITE, {24: 2, 13: 5, 8: 3, 6: 5}), (bg.BLACK, {24: 2, 13: 5, 8: 3, 6: 5})):
        ed.tool = "white" if side == bg.WHITE else "black"
        for point, n in counts.items():
            for _ in range(n):
                assert ed.click(point if side == bg.WHITE else 25 - point)  # clicks are in White's numbers
    assert ed.is_legal and ed.position == START
    assert ed.xgid == START.xgid() and "4HPwATDgc/ABMA" in ed.status()
    assert "Legal." in ed._line.value and START.xgid() in ed._line.value
    assert not ed.click(24)  # Black has 15 already: nothing changes
    assert ed.checkers(bg.BLACK) == START.checkers(bg.BLACK)


def test_clicks_on_the_picture_the_bar_and_the_trays():
    ed = PositionEditor(START)
    ed.widget
    painter = BoardPainter()
    ed.tool = "erase"
    assert ed.click_pixel(*painter.point_to_pixel(6, bg.WHITE))  # one White checker off the 6-point
    assert ed.checkers(bg.WHITE)[6] == 4 and "White has 14 checkers" in ed.status()
    ed.tool = "white"
    assert ed.click_pixel(*painter.point_to_pixel(25, bg.WHITE))  # onto White's bar
    assert ed.checkers(bg.WHITE)[25] == 1 and ed.is_legal
    assert not ed.click_pixel(1, 1) and not ed.click_pixel(float("inf"), 2)
    ed.tool = "erase"
    assert ed.click(25) and ed.click(6)  # erase takes from whichever side is there
    ed.tool = "white"
    assert ed.click(0) and ed.click(0)  # two borne off
    assert ed.position.checkers(bg.WHITE)[0] == 2


def test_illegal_intermediate_states_and_undo():
    ed = PositionEditor(START)
    ed.tool = "black"
    assert ed.remove(bg.BLACK, 6) and ed.click(6)  # a Black checker on White's 6-point, with White's five
    assert "both sides have checkers on White's 6-point (Black's 19-point)" in ed.problems()
    assert ed.png()[:4] == b"\x89PNG"  # an illegal setup still draws
    assert ed.undo() and ed.undo() and ed.position == START
    assert not PositionEditor().undo()


@pytest.mark.parametrize(
    "settings, problem",
    [
        ({"cube_value": 2}, "has an owner"),
        ({"cube_owner": bg.WHITE}, "the cube at 1 is in the middle"),
        ({"score": (2, 1)}, "money play has no score"),
        ({"crawford": True}, "the Crawford rule is for matches"),
        ({"length": 5, "score": (5, 2)}, "has already won a 5-point match"),
        ({"length": 5, "score": (2, 2), "crawford": True}, "the Crawford game comes when a side reaches 4"),
        ({"length": 5, "score": (4, 2), "crawford": True, "cube_value": 2, "cube_owner": bg.BLACK}, "stays at 1"),
    ],
)
def test_cube_and_match_settings_that_cannot_be(settings, problem):
    ed = PositionEditor(START)
    ed.set(**settings)
    assert any(problem in p for p in ed.problems()), ed.problems()
    with pytest.raises(bg.PositionError):
        ed.xgid


def test_the_xgid_carries_cube_score_match_and_dice_and_reads_back():
    ed = PositionEditor(START)
    ed.set(on_roll=bg.BLACK, dice=(6, 3), cube_value=4, cube_owner=bg.WHITE, length=7, score=(3, 5))
    xgid = ed.xgid
    x = bg.parse_xgid(xgid)
    assert (x.cube, x.cube_owner, x.dice, x.score_x, x.score_o, x.match_length) == (2, 1, "63", 3, 5, 7)
    assert x.position.on_roll == bg.BLACK
    again = PositionEditor(xgid)
    assert again.xgid == xgid and again.dice == (6, 3) and again.cube_owner == bg.WHITE
    state = bg.MatchState.from_match_id(ed.match_id)
    assert (state.cube, state.cube_owner, state.match_length, state.score, state.dice) == (
        4,
        bg.WHITE,
        7,
        (3, 5),
        (6, 3),
    )
    assert ed.match_id in ed.status()


def test_the_controls_change_the_setup():
    ed = PositionEditor(START)
    ed.widget
    ed._length.value = 5
    ed._sw.value = 4
    ed._craw.value = True
    assert ed.length == 5 and ed.score == [4, 0] and ed.crawford and ed.is_legal
    ed._d1.value, ed._d2.value = 3, 1
    assert ed.dice == (3, 1) and ed.xgid.split(":")[4] == "31"
    ed._tool.value = "erase"
    assert ed.tool == "erase"


@pytest.mark.parametrize(
    "call",
    [
        lambda ed: ed.set(dice=(7, 1)),
        lambda ed: ed.set(cube_value=3),
        lambda ed: ed.set(on_roll=2),
        lambda ed: ed.set(length=-1),
        lambda ed: ed.set(score=(1, 100)),
        lambda ed: ed.add(5, 6),
    ],
)
def test_bad_values_raise_and_change_nothing(call):
    ed = PositionEditor(START)
    before = ed.xgid
    with pytest.raises(bg.InputError):
        call(ed)
    assert ed.xgid == before and not ed._undo


def test_bad_starts_are_refused():
    with pytest.raises(bg.PositionIdError):
        PositionEditor("XGID=nonsense")
    with pytest.raises(bg.InputError):
        PositionEditor(42)


def test_undo_after_dice_resets_the_dice_controls():
    ed = PositionEditor(START)
    ed.widget
    ed._d1.value = 5
    assert ed.dice is None and ed._d1.value == 5  # one die chosen: waiting for the other
    ed._d2.value = 2
    assert ed.dice == (5, 2)
    ed.undo()
    assert ed.dice is None and (ed._d1.value, ed._d2.value) == (0, 0)
    assert bg.PositionEditor is PositionEditor

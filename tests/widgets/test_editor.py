"""The position editor: set up any position by clicking; illegal setups are named, never handed out."""

import pytest

import bglearn as bg
from bglearn.draw.painter import BoardPainter
from bglearn.widgets.editor import PositionEditor

START = bg.Position.start()


def test_an_empty_board_names_what_is_missing_and_hands_out_nothing():
    ed = PositionEditor()
    assert ed.checkers(bg.WHITE)[0] == ed.checkers(bg.BLACK)[0] == 15  # nothing placed: all borne off
    assert ed.problems() == [
        "no checker is on the board yet: click the points to place them (checkers not placed count as borne off)"
    ]
    with pytest.raises(bg.PositionError, match="not a legal position yet"):
        ed.position
    with pytest.raises(bg.PositionError):
        ed.xgid


def test_checkers_not_placed_count_as_borne_off():
    """A bear-off set up by placing only the checkers still on the board, as a quiz file writes it."""
    ed = PositionEditor()
    ed.tool = "white"
    for point in (6, 5, 5, 2):
        assert ed.click(point)
    ed.tool = "black"
    assert ed.click(25 - 1) and ed.click(25 - 3)  # Black's 1- and 3-points
    assert ed.is_legal and ed.checkers(bg.WHITE)[0] == 11 and ed.checkers(bg.BLACK)[0] == 13
    want = bg.Position.from_points(white={6: 1, 5: 2, 2: 1}, black={1: 1, 3: 1})
    assert ed.position == want and ed.xgid == want.xgid()
    assert ed.png() == PositionEditor(want).png()  # the trays draw "11 off" and "13 off"
    assert not ed.click(0)  # the trays hold what is not placed: a click there changes nothing
    assert ed.remove(bg.WHITE, 6) and ed.checkers(bg.WHITE)[0] == 12


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


def test_clicks_on_the_picture_and_the_bar():
    ed = PositionEditor(START)
    ed.widget
    painter = BoardPainter()
    ed.tool = "erase"
    assert ed.click_pixel(*painter.point_to_pixel(6, bg.WHITE))  # one White checker off the 6-point
    assert ed.checkers(bg.WHITE)[6] == 4 and ed.checkers(bg.WHITE)[0] == 1 and ed.is_legal
    ed.tool = "white"
    assert ed.click_pixel(*painter.point_to_pixel(25, bg.WHITE))  # onto White's bar
    assert ed.checkers(bg.WHITE)[25] == 1 and ed.checkers(bg.WHITE)[0] == 0 and ed.is_legal
    assert not ed.click_pixel(1, 1) and not ed.click_pixel(float("inf"), 2)
    ed.tool = "erase"
    assert ed.click(25) and ed.click(6)  # erase takes from whichever side is there
    assert ed.position.checkers(bg.WHITE)[0] == 2


def test_clicks_come_through_the_board_view_like_boardwidgets():
    from bglearn.widgets.view import BoardView

    ed = PositionEditor(START)
    children = ed.widget.children
    view = ed._image
    assert view in children
    assert isinstance(view, BoardView)
    x, y = BoardPainter().point_to_pixel(6, bg.WHITE)
    ed.tool = "erase"
    view._on_msg(None, {"type": "click", "dataX": x, "dataY": y, "boundingRectWidth": 520}, None)
    assert ed.checkers(bg.WHITE)[6] == 4 and view.value == ed.png()


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
        ({"length": 5, "score": (2, 2), "crawford": True}, "the Crawford game is the game after one side"),
        ({"length": 5, "score": (4, 4), "crawford": True}, "the Crawford game is the game after one side (not both)"),
        ({"length": 1, "crawford": True}, "a 1-point match has no Crawford game"),
        ({"length": 5, "score": (4, 2), "crawford": True, "cube_value": 2, "cube_owner": bg.BLACK}, "stays at 1"),
    ],
)
def test_cube_and_match_settings_that_cannot_be(settings, problem):
    ed = PositionEditor(START)
    ed.widget
    ed.set(**settings)
    assert any(problem in p for p in ed.problems()), ed.problems()
    assert not ed.is_legal and "Not a legal position yet" in ed.status()
    for read in ("xgid", "match_id", "position"):
        with pytest.raises(bg.PositionError):
            getattr(ed, read)


@pytest.mark.parametrize("length", [1, 2, 5, 25, 64])
@pytest.mark.parametrize("crawford", [False, True])
def test_is_legal_means_every_id_and_the_widget_work(length, crawford):
    """Every score of every match the controls offer: legal means the IDs are written and read back."""
    for score in [(a, b) for a in range(length) for b in range(length)][:: max(1, length // 4)]:
        ed = PositionEditor(START)
        ed.set(length=length, score=score, crawford=crawford)
        if ed.is_legal:
            state = bg.MatchState.from_match_id(ed.match_id)
            assert (state.match_length, state.score, state.crawford) == (length, score, crawford)
            assert PositionEditor(ed.xgid).xgid == ed.xgid and ed.xgid in ed.status()
        else:
            assert crawford and ed.problems(), (length, score)
    ed = PositionEditor(START)
    ed.widget
    ed.set(length=length, score=(length - 1, 0), crawford=crawford and length > 1)
    assert ed.is_legal and ed._length.value == length and ed.match_id in ed._line.value


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
    ed._dice.value = "31"
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
        # found by fuzzing: each was accepted (or half done) before
        lambda ed: ed.set(length=65),
        lambda ed: ed.set(length=99),
        lambda ed: ed.set(score=()),
        lambda ed: ed.set(score=(1, 2, 3)),
        lambda ed: ed.set(crawford="no"),
        lambda ed: ed.set(crawford=1),
        lambda ed: setattr(ed, "tool", "pencil"),
    ],
)
@pytest.mark.parametrize("shown", [False, True])
def test_bad_values_raise_and_change_nothing(call, shown):
    ed = PositionEditor(START)
    if shown:
        ed.widget
    before = (ed.xgid, ed.length, ed.score, ed.crawford, ed.tool)
    with pytest.raises(bg.InputError):
        call(ed)
    assert (ed.xgid, ed.length, ed.score, ed.crawford, ed.tool) == before and not ed._undo
    assert ed.click(1) or ed.tool == "white"  # later clicks still work
    if shown:
        assert ed._length.value == ed.length and ed._tool.value == ed.tool


def test_a_bad_tool_leaves_later_clicks_working():
    ed = PositionEditor()
    ed.widget
    with pytest.raises(bg.InputError, match="the tool is 'white', 'black' or 'erase', not 'pencil'"):
        ed.tool = "pencil"
    assert ed.click(6) and ed.checkers(bg.WHITE)[6] == 1


def test_bad_starts_are_refused():
    with pytest.raises(bg.PositionIdError):
        PositionEditor("XGID=nonsense")
    with pytest.raises(bg.InputError):
        PositionEditor(42)


def test_an_xgid_the_editor_cannot_set_up_is_refused_at_once():
    board = START.xgid().split(":")[0]
    with pytest.raises(bg.InputError, match="the editor's cube goes up to 64; this XGID has it on 1024"):
        PositionEditor(f"{board}:10:1:1:00:0:0:0:0:10")
    with pytest.raises(bg.InputError, match="matches of at most 64 points .* a match to 150"):
        PositionEditor(f"{board}:0:0:1:00:0:0:0:150:10")
    shown = PositionEditor(f"{board}:6:1:1:00:0:0:0:9:10")  # the largest cube and a match of 9: shown fine
    assert shown.widget is not None and shown._cube.value == 64 and shown.is_legal


def test_undo_after_dice_resets_the_dice_control():
    ed = PositionEditor(START)
    ed.widget
    assert ed._dice.label == "not rolled" and ed._dice.options[1] == ("6-6", "66")
    ed._dice.value = "52"
    assert ed.dice == (5, 2) and ed._dice.label == "5-2"
    ed.undo()
    assert ed.dice is None and ed._dice.value == ""
    ed.set(dice=(1, 3))
    assert ed._dice.label == "3-1" and ed.dice == (1, 3)  # shown higher die first; the dice as given
    assert bg.PositionEditor is PositionEditor


def test_the_board_shows_the_match_score():
    ed = PositionEditor(START)
    assert ed.board_status() == "White on roll · money"
    ed.set(length=5, score=(4, 2), crawford=True, dice=(3, 1))
    assert ed.board_status() == "White to play 3-1 · match to 5: White 4, Black 2 (Crawford)"
    plain = PositionEditor(START)
    plain.set(length=5, score=(4, 2), crawford=True, dice=(3, 1))
    plain.set(score=(2, 4))
    assert plain.png() != ed.png()  # the score is drawn on the board

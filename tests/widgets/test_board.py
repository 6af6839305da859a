"""Tests of bglearn.BoardWidget driven through its public methods, as lessons and teachers script it.

Clicks are simulated the way the browser sends them (an ipyevents dict with image pixels), buttons
with ``Button.click()``, the play list by setting its value. The rules cases of the offered moves
live in tests/play/test_turn.py; here each is checked once more through the widget.
"""

import random

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("matplotlib")

from helpers import BAR_53, BEAROFF_64, BLOT_ON_11, CLOSED_OUT, ONE_DIE_65, TRAY_ONE_OR_TWO  # noqa: E402
from traitlets import TraitError  # noqa: E402

import bglearn as bg  # noqa: E402
from bglearn import (  # noqa: E402
    BLACK,
    WHITE,
    AmbiguousMoveError,  # noqa: E402
    Position,
    legal_plays,
)
from bglearn.draw import BoardPainter  # noqa: E402
from bglearn.widgets import BoardWidget  # noqa: E402

PNG = b"\x89PNG\r\n\x1a\n"


def board(pos=None, dice=(3, 1), **kw):
    return BoardWidget(Position.start() if pos is None else pos, dice=dice, **kw)


def gids(b):
    return [a.get_gid() for a in b._get_painter().ax.get_children()]


# -- construction and readable state -----------------------------------------------------------


def test_lazy_name_and_initial_state():
    b = bg.BoardWidget(Position.start(), dice=(3, 1))
    assert isinstance(b, BoardWidget)
    assert b.position == Position.start()
    assert b.dice == (3, 1) and b.dice_left == (3, 1)
    assert b.movable_points == (24, 13, 8, 6)
    assert b.selected is None and list(b.targets) == []
    assert b.png.startswith(PNG)


def test_without_dice_the_board_waits_for_a_roll():
    b = BoardWidget(Position.start(), seed=1)
    assert b.dice is None and b.movable_points == ()
    assert "Roll" in b.message
    assert b.select(8) is False
    assert b.roll() is True
    assert b.dice is not None and b.movable_points


def test_bad_options_raise_clear_errors():
    with pytest.raises(bg.DiceError):
        BoardWidget(Position.start(), dice=(7, 1))
    with pytest.raises(Exception, match="mode"):
        BoardWidget(Position.start(), mode="easy")
    with pytest.raises(Exception, match="orientation"):
        BoardWidget(Position.start(), orientation="sideways")
    assert BoardWidget.SUPPORTED_MODES == ("strict", "teaching")


# -- select / move_to / undo / done ------------------------------------------------------------------


def test_select_move_done_fires_callback_and_traits():
    b = board()
    plays, changes = [], []
    b.on_play(plays.append)
    b.observe(lambda ch: changes.append(ch["new"]), names="turns")
    assert b.select(8) is True
    assert b.selected == 8
    assert b.targets.one_die == (7, 5) and b.targets.further == (4,)
    assert b.move_to(5) is True
    assert b.position.checkers(WHITE)[5] == 1 and b.dice_left == (1,)
    assert b.done() is False and "still have 1" in b.message  # not complete yet
    assert b.select(6) and b.move_to(5)
    assert b.is_complete
    assert b.done() is True
    assert [str(p) for p in plays] == ["8/5 6/5"]
    assert changes == [1] and str(b.last_play) == "8/5 6/5"
    assert b.position.on_roll == BLACK and b.dice is None
    assert b.history[-1][0] == WHITE


def test_not_allowed_returns_false_and_changes_nothing():
    b = board()
    before = (b.position, b.selected, b.moves)
    assert b.select(7) is False and "no checker" in b.message
    assert b.select(1) is False and "opponent" in b.message
    assert b.select(30) is False
    assert b.move_to(5) is False and "Select a checker" in b.message
    assert b.roll() is False and "already rolled" in b.message
    assert b.undo() is False
    b.select(8)
    assert b.move_to(2) is False  # 6 pips: no such die
    assert (b.position, b.moves) == (before[0], before[2])


def test_select_again_deselects_and_click_switches_checker():
    b = board()
    assert b.click(8) and b.selected == 8
    assert b.click(8) and b.selected is None
    b.click(8)
    b.click(13)
    assert b.selected == 13


def test_click_on_a_target_moves_and_a_further_spot_uses_both_dice():
    b = board()
    b.click(8)
    assert b.click(4) is True  # 8/5/4 or 8/7/4: one outcome
    assert b.position.checkers(WHITE)[4] == 1 and b.dice_left == ()
    assert b.is_complete


def test_only_higher_die_offered_through_widget():
    b = board(ONE_DIE_65, (6, 5))
    assert b.movable_points == (20,)
    b.select(20)
    assert tuple(b.targets) == (14,)
    assert b.move_to(15) is False


def test_bar_53_only_the_5_entry_is_offered():
    b = board(BAR_53, (5, 3))
    assert b.movable_points == (25,)
    assert b.select(10) is False and "must enter" in b.message
    b.select(25)
    assert tuple(b.targets) == (20,)


def test_bear_off_with_the_tray():
    b = board(BEAROFF_64, (6, 5))
    b.select(6)
    assert b.targets.one_die == (0,)
    assert b.move_to(0)
    assert b.movable_points == (4,)
    b.select(4)
    assert b.move_to(0) and b.done()
    assert str(b.last_play) == "6/off 4/off"


def test_ambiguous_further_spot_from_python_raises_naming_the_choices():
    b = board(BLOT_ON_11, (4, 2))
    b.select(13)
    with pytest.raises(AmbiguousMoveError, match=r"13/11\*/7.*13/9/7|13/9/7.*13/11\*/7"):
        b.move_to(7)
    assert b.moves == ""
    assert b.move_to(7, path="13/11*/7")
    assert b.position.checkers(BLACK)[25] == 1


def test_ambiguous_click_asks_with_two_buttons():
    b = board(BLOT_ON_11, (4, 2))
    b.click(13)
    assert b.click(7) is True
    assert b.moves == "" and len(b.choices) == 2
    names = [c.description for c in b._choice_box.children]
    assert sorted(names) == ["13/11*/7", "13/9/7"]
    # the message says "Pick one below": the buttons are below it
    assert b.message.endswith("Pick one below.")
    assert list(b.children).index(b._msg) + 1 == list(b.children).index(b._choice_box)
    button = b._choice_box.children[names.index("13/9/7")]
    button.click()
    assert b.moves == "13/9 9/7" and b.choices == ()
    assert b.position.checkers(BLACK)[25] == 0


def test_a_tray_click_reached_with_one_die_or_two_takes_the_one_die():
    # 5/off with the 6, or 5/3/off with both: a click on the tray means the one die (no choice asked);
    # move_to without a path still names both ways
    b = board(TRAY_ONE_OR_TWO, (6, 2))
    b.click(5)
    assert b.click(0) and b.choices == () and b.moves == "5/off" and b.dice_left == (2,)
    b.undo()
    b.select(5)
    with pytest.raises(bg.AmbiguousMoveError, match="5/3/off"):
        b.move_to(0)
    # the other way is still there: 5/3 first, then the tray
    assert b.click(3) and b.click(3) and b.click(0) and b.moves == "5/3 3/off" and b.is_complete


def test_move_to_with_full_path_needs_no_select():
    b = board(BLOT_ON_11, (4, 2))
    assert b.move_to(7, path=(13, 9, 7))


def test_undo_after_a_hit_and_undo_all():
    b = board(BLOT_ON_11, (4, 2))
    b.select(13)
    b.move_to(11)  # hits
    assert b.position.checkers(BLACK)[25] == 1
    assert b.undo() is True
    assert b.position == BLOT_ON_11
    b.select(13)
    b.move_to(7, path="13/11*/7")  # one click, two dice: one undo step
    b.undo()
    assert b.position == BLOT_ON_11
    b.select(13)
    b.move_to(11)
    b.select(11)
    b.move_to(7)
    assert b.undo_all() and b.position == BLOT_ON_11 and b.moves == ""


def test_last_checker_off_ends_the_game_and_no_more_rolls():
    pos = Position.from_points(white={2: 1}, black={6: 5, 8: 3, 13: 7}, on_roll=WHITE)
    b = board(pos, (6, 5))
    b.select(2)
    assert b.move_to(0) and b.done()
    assert "White wins a gammon" in b.message
    assert b.roll() is False and "wins" in b.message


def test_no_legal_play_done_passes():
    b = board(CLOSED_OUT, (6, 4))
    assert "no move" in b.message.lower()
    assert b.movable_points == ()
    assert b.done() is True
    assert b.last_play is None and b.position.on_roll == BLACK


# -- teaching mode ---------------------------------------------------------------------------------------


def test_teaching_mode_explains_an_illegal_try_and_highlights_the_point():
    b = board(Position.start(), (6, 5), mode="teaching")
    b.select(6)
    assert b.move_to(1) is False
    assert "Black holds" in b.message
    assert b.position == Position.start()
    assert "bglearn-highlight" in gids(b)


def test_teaching_mode_lets_a_stuck_checker_be_tried():
    b = board(BAR_53, (5, 3), mode="teaching")
    assert b.select(10) is True and b.selected == 10  # selected so the learner can try
    assert b.click(7) is False and "bar" in b.message
    assert b.position == BAR_53


def test_strict_mode_does_not_highlight():
    b = board(Position.start(), (6, 5))
    b.select(6)
    assert b.move_to(1) is False
    assert "bglearn-highlight" not in gids(b)


# -- no mouse: notation, play list, buttons, keyboard ------------------------------------------------------


def test_notation_box_applies_a_whole_play_with_the_same_checking():
    b = board()
    b._text.value = "13/10 24/23"
    assert str(b.turn.play) == "24/23 13/10"
    assert b._text.value == ""
    b._text.value = "24/18"
    assert "6 pips" in b.message  # check_play's wrong-distance sentence
    assert b._text.value == "24/18"  # left for correcting
    assert str(b.turn.play) == "24/23 13/10"  # nothing changed
    b._text.value = "8/5 6/5"  # a whole play replaces the moves made
    assert str(b.turn.play) == "8/5 6/5"


def test_enter_partial_then_rest():
    b = board()
    assert b.enter("8/5") is True and b.dice_left == (1,)
    assert b.enter("6/5") is True and b.is_complete
    assert str(b.turn.play) == "8/5 6/5"


def test_enter_illegal_gives_the_rule_sentence():
    b = board(Position.start(), (6, 5))
    assert b.enter("6/1") is False
    assert "Black holds" in b.message
    assert b.enter("hello") is False


def test_enter_ambiguous_names_both():
    b = board(BLOT_ON_11, (4, 2))
    assert b.enter("13/7") is False
    assert "13/11*/7" in b.message and "13/9/7" in b.message
    assert b.enter("13/11*/7") is True


def test_play_list_applies_a_play():
    b = board()
    labels = [label for label, _ in b._plays.options]
    assert len(labels) == 1 + len(legal_plays(Position.start(), (3, 1)))
    value = dict(b._plays.options)["8/5 6/5"]
    b._plays.value = value
    assert str(b.turn.play) == "8/5 6/5"
    assert b._plays.value == -1


def test_buttons_call_the_methods():
    b = BoardWidget(Position.start(), seed=3)
    b._roll_btn.click()
    assert b.dice is not None
    plays = b.turn.plays
    b.play(plays[0])
    b._undo_btn.click()
    assert b.moves == ""
    b.play(plays[0])
    assert not b._done_btn.disabled
    b._done_btn.click()
    assert b.turns == 1
    b._flip_btn.click()
    assert b.perspective == BLACK


def test_keyboard_tab_enter_and_letters():
    b = board()
    assert b.key("Tab") and b._cursor == 24
    b.key("Tab")
    b.key("Tab")
    assert b._cursor == 8
    assert b.key("Enter") and b.selected == 8
    assert b._cursor == 7  # focus moves on to the spots
    b.key("Tab")
    assert b._cursor == 5
    b.key("Enter")
    assert b.position.checkers(WHITE)[5] == 1
    assert b.key("u") and b.moves == ""
    b.enter("8/5 6/5")
    assert b.key("d") and b.turns == 1
    assert b.key("r") and b.dice is not None
    assert b.key("q") is False


def test_keydown_event_from_ipyevents():
    b = board()
    b._on_dom_event({"type": "keydown", "key": "Tab"})
    assert b._cursor == 24


# -- clicks on the picture ----------------------------------------------------------------------------------


@pytest.mark.parametrize("orientation", ["landscape", "portrait"])
@pytest.mark.parametrize("perspective", [WHITE, BLACK])
def test_click_pixels_map_to_points_through_the_figure(orientation, perspective):
    b = board(orientation=orientation, perspective=perspective)
    for p in (24, 13, 8, 6):
        b.click_pixel(*b.pixel_of(p))
        assert b.selected == p, (p, orientation, perspective)
        b.click_pixel(*b.pixel_of(p))
        assert b.selected is None
    b.click_pixel(*b.pixel_of(8))
    b.click_pixel(*b.pixel_of(5))
    assert b.position.checkers(WHITE)[5] == 1


def test_ipyevents_click_dict_selects_and_moves():
    b = board()
    x, y = b.pixel_of(13)
    b._on_dom_event({"type": "click", "dataX": x, "dataY": y})
    assert b.selected == 13
    x, y = b.pixel_of(10)
    b._on_dom_event({"type": "click", "dataX": x, "dataY": y})
    assert b.position.checkers(WHITE)[10] == 1


def test_click_outside_the_board_says_so_and_never_raises():
    b = board()
    assert b.click_pixel(2, 2) is False
    assert b.click("nonsense") is False
    b._on_dom_event({"type": "click"})  # no coordinates at all
    assert b.position == Position.start()


def test_bar_click_for_black_on_roll_viewed_by_white():
    pos = Position.from_points(
        white={24: 2, 13: 5, 8: 3, 6: 5}, black={"bar": 1, 13: 5, 8: 3, 6: 5, 24: 1}, on_roll=BLACK
    )
    b = board(pos, (4, 2), perspective=WHITE)
    assert b.movable_points == (25,)
    b.click_pixel(*b.pixel_of(25))
    assert b.selected == 25
    b.click_pixel(*b.pixel_of(21))
    assert b.position.checkers(BLACK)[21] == 1


# -- picture, static fallback, speed ------------------------------------------------------------------------


def test_mimebundle_has_a_png_for_saved_notebooks():
    b = board()
    data = b._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    import base64

    assert base64.b64decode(data["image/png"]).startswith(PNG)


def test_incremental_picture_equals_full_redraw():
    import io

    import numpy as np
    from PIL import Image

    def pixels(b):
        return np.asarray(Image.open(io.BytesIO(b.png)).convert("RGB")).astype(int)

    for script in (lambda b: b.select(13), lambda b: (b.select(8), b.move_to(5)), lambda b: b.key("Tab")):
        fast, slow = board(BLOT_ON_11, (4, 2)), board(BLOT_ON_11, (4, 2), incremental=False)
        script(fast)
        script(slow)
        assert np.abs(pixels(fast) - pixels(slow)).max() <= 8


def test_picture_marks_selection_targets_movable_last_move_and_used_dice():
    b = board()
    assert "bglearn-movable" in gids(b)
    b.select(8)
    g = gids(b)
    assert "bglearn-selected" in g and "bglearn-targets" in g and "bglearn-movable" not in g
    b.move_to(5)
    g = gids(b)
    assert "bglearn-last-move" in g
    dice = [a for a in b._get_painter().ax.patches if a.get_gid() in ("bglearn-die", "bglearn-die-used")]
    assert [(d.get_gid(), d.get_alpha()) for d in dice] == [("bglearn-die-used", 0.3), ("bglearn-die", None)]
    # the 3 is used (faded, as bglearn.draw.board(dice_left=...) draws it), the 1 is not


def test_flip_and_portrait_keep_working():
    b = board()
    b.flip()
    assert b.perspective == BLACK
    b.orientation = "portrait"
    w, h = BoardPainter("portrait").size
    assert b._image.layout.width == f"{w}px" and h > w
    b.click_pixel(*b.pixel_of(8))
    assert b.selected == 8


def test_auto_orientation_turns_to_portrait_when_the_picture_is_shown_squeezed():
    b = board(orientation="auto")
    assert b.view_orientation == "landscape"
    b._on_dom_event({"type": "mouseenter", "boundingRectWidth": 520})
    assert b.view_orientation == "landscape"
    x, y = b.pixel_of(8)
    b._on_dom_event({"type": "click", "dataX": x, "dataY": y, "boundingRectWidth": 340})  # a phone
    assert b.selected == 8  # the click counted on the picture that was shown
    assert b.view_orientation == "portrait"
    w, h = BoardPainter("portrait").size
    assert b._image.layout.width == f"{w}px"
    b.click_pixel(*b.pixel_of(5))
    assert b.position.checkers(WHITE)[5] == 1


# -- a game against the computer; random clicking never breaks the rules ---------------------------------


def test_first_roll_from_the_start_is_the_opening_roll():
    starters = set()
    for seed in range(12):
        b = BoardWidget(Position.start(WHITE), seed=seed)
        b.roll()
        assert "Opening roll" in b.message
        d1, d2 = b.dice
        assert d1 > d2  # never a double; the starter's die is higher
        starters.add(b.position.on_roll)
    assert starters == {WHITE, BLACK}
    b.enter(str(b.turn.plays[0]))
    b.done()
    b.roll()
    assert "Opening" not in b.message  # later rolls are ordinary rolls


def test_computer_plays_its_turns():
    for seed in range(6):
        b = BoardWidget(Position.start(WHITE), computer=BLACK, seed=seed)
        b.roll()  # the opening roll; the computer may start
        if b.dice is None:
            assert b.history[0][0] == BLACK and "Black plays the opening" in b.message
            b.roll()
        b.play(b.turn.plays[0])
        b.done()
        assert b.history[-1][0] == BLACK and b.history[-2][0] == WHITE
        assert b.position.on_roll == WHITE and b.dice is None
        assert "Black rolled" in b.message


def test_random_clicks_undos_and_notation_always_leave_a_position_the_rules_reach():
    rng = random.Random(11)
    b = BoardWidget(Position.start(), seed=5, computer=BLACK)
    actions = 0
    while actions < 150 and b.turns < 20:
        if b.dice is None:
            b.roll()
            if b.dice is None:
                break
        turn = b.turn
        r = rng.random()
        if r < 0.6:
            b.click(rng.randint(0, 25))
        elif r < 0.7:
            b.undo(all=rng.random() < 0.3)
        elif r < 0.75:
            b.enter(rng.choice(["13/8", "24/18 13/11", "6/off", "bar/22", "x"]))
        elif r < 0.8 and b.choices:
            b.choose(0)
        else:
            b.done()
        actions += 1
        if b.turn is turn and turn is not None:
            me, opp, left = turn._state()
            assert turn._completable(me, opp, left, len(turn.steps)), turn
    for _side, dice, play in b.history:
        if play is not None:
            assert play in legal_plays(play.position, dice)


def test_a_roll_that_cannot_be_played_says_why():
    # White on the bar; Black holds White's 22- and 20-points: a 5-3 cannot enter
    pos = Position.from_points(white={"bar": 1, 13: 14}, black={3: 2, 5: 2, 6: 11})
    board = BoardWidget(pos, (5, 3))
    assert board.message == (
        "White rolled 5-3: no move is possible (your checker on the bar cannot enter, because Black holds "
        "the 22-point and the 20-point), so the turn passes. Press Done."
    )
    assert board.done() is True
    assert board.message.startswith("White could not move. Black to roll")


def test_an_app_draws_the_cube_and_its_own_status_line_and_hides_the_buttons():
    b = board()
    plain = b.png
    b.cube = (2, bg.BLACK)
    with_cube = b.png
    assert with_cube != plain and b.cube == (2, bg.BLACK)
    b.status = "To 3: You 1, Computer 0"
    assert b.png != with_cube
    b.status = ""  # the board's own line again
    assert b.png == with_cube
    b.cube = None
    assert b.png == plain
    for bad in ((3, None), (2, 5), "2", (0, None), (2.0, bg.WHITE)):
        with pytest.raises(TraitError):
            b.cube = bad
    assert b.cube is None and b.png == plain  # a bad cube changes nothing
    b.show_controls = False
    assert all(row.layout.display == "none" for row in b._rows)
    b.show_controls = True
    assert all(row.layout.display == "" for row in b._rows)


# -- one click behaviour (issue 17): a refused move clears the selection, another checker takes it ----------

WALL_02 = Position.from_points(
    white={20: 1, 13: 4, 8: 4, 6: 6}, black={6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 13: 5}
)  # lesson 02's 'wall'
LOWER_01 = Position.from_points(
    white={24: 2, 6: 5, 5: 4, 4: 4}, black={5: 2, 23: 2, 24: 2, 8: 4, 13: 5}
)  # lesson 01's 'lower'
LATE_01 = Position.from_points(
    white={20: 1, 6: 5, 5: 5, 3: 4}, black={10: 2, 21: 2, 24: 2, 3: 3, 4: 3, 6: 3}
)  # lesson 01's 'late'


@pytest.mark.parametrize("mode", ["strict", "teaching"])
def test_a_refused_move_clears_the_selection_so_no_later_click_completes_it(mode):
    # lesson 02 'escape': 20, then 19 (Black holds it), then 13 gave "Moved 20/14/13"
    b = board(WALL_02, (6, 1), mode=mode)
    assert b.click(20) and b.selected == 20
    assert b.click(19) is False and b.selected is None
    assert "19" in b.message
    b.click(13)
    assert b.moves == "" and b.position == WALL_02
    assert b.selected in (13, None)


@pytest.mark.parametrize("mode", ["strict", "teaching"])
def test_a_click_on_another_of_your_checkers_selects_it(mode):
    # lesson 01 'lower-again': 24 selected, a click on your own 6-point gave "The move 24/6 is 18 pips"
    b = board(LOWER_01, (4, 1), mode=mode)
    assert b.click(24) and b.selected == 24
    b.click(6)
    assert "24/6" not in b.message and "18 pips" not in b.message
    assert b.moves == ""
    assert b.selected in (6, None)  # 6 selected, or (strict: it cannot move) told why and nothing selected
    if b.selected is None:
        assert b.click(23) is False and b.moves == ""  # no old selection finishes a move


def test_a_selection_refusal_names_the_rule_that_holds_the_checker():
    # lesson 01 'find-order' (5-2): the 5-point's checker is held by using both dice, not by bearing off
    b = board(LATE_01, (5, 2), mode="teaching")
    b.select(5)
    assert "bear off" not in b.message
    assert "legal play" in b.message or "both" in b.message


def test_a_bar_click_to_a_point_that_is_no_entry_point_says_where_entering_happens():
    b = board(BAR_53, (5, 3), mode="teaching")
    b.select(25)
    assert b.click(4) is False
    assert "19- to 24-point" in b.message and "needs a 21" not in b.message


def test_a_computer_board_where_the_learner_dances_invents_no_turn():
    # White on the bar against Black's 5 and 3 entry points (a 5-3 dances); the computer plays Black
    pos = Position.from_points(white={25: 1, 6: 14}, black={5: 2, 3: 2, 1: 11})
    assert legal_plays(pos.flip() if False else pos, (5, 3)) == ()
    seen = []
    b = BoardWidget(pos, dice=(5, 3), computer=BLACK, seed=3)
    b.on_play(seen.append)
    assert b.done()
    assert [side for side, _d, _p in b.history] == [WHITE, BLACK]
    assert len(seen) == 2
    assert b.message.count("Black rolled") == 1


def test_the_computer_playing_the_opening_roll_is_not_said_to_have_rolled_it():
    for seed in range(12):
        b = BoardWidget(Position.start(WHITE), computer=BLACK, seed=seed)
        b.roll()
        if b.history and b.history[0][0] == BLACK:
            d = b.history[0][1]
            assert f"Black rolled {d[0]}-{d[1]}" not in b.message
            assert "opening" in b.message
            return
    pytest.fail("no seed of 12 gave Black the opening")

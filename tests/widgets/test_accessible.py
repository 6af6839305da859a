"""Issue 18, items 4 and 5: every board in words (live and saved), keys announced, saved copies that
say what they are (no live-only marks, "Run All Cells to play again").

``IPython.display`` is replaced by a recorder, as in test_display.py; the browser side (the live region
read by a screen reader, axe-core) is tests/widgets/test_accessible_browser.py.
"""

from __future__ import annotations

import base64

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("matplotlib")

from bglearn import BLACK, WHITE, Position  # noqa: E402
from bglearn.draw import board_text, side_text  # noqa: E402
from bglearn.errors import InputError, PositionError  # noqa: E402
from bglearn.teach import DiceCountQuestion, PlayQuestion, WorkedExample  # noqa: E402
from bglearn.widgets import BoardWidget  # noqa: E402
from bglearn.widgets.view import HAVE_VIEW, SAVED_NOTE  # noqa: E402

pytestmark = pytest.mark.skipif(not HAVE_VIEW, reason="anywidget is missing")

START_WHITE = "White: 6-point 5, 8-point 3, 13-point 5, 24-point 2; bar 0; borne off 0; pip count 167."
START_BLACK_SEEN_BY_WHITE = "Black: 1-point 2, 12-point 5, 17-point 3, 19-point 5; bar 0; borne off 0; pip count 167."


@pytest.fixture
def sent(monkeypatch):
    """Record display / update_display: ``sent['shown']`` the bundles by display id, ``sent['updates']`` a count."""
    import IPython.display as d

    record: dict = {"shown": {}, "order": [], "updates": 0}

    def display(obj, raw=False, display_id=None, **_kw):
        record["order"].append(display_id)
        record["shown"][display_id] = obj

    def update_display(obj, raw=False, display_id=None, **_kw):
        record["updates"] += 1
        record["shown"][display_id] = obj

    monkeypatch.setattr(d, "display", display)
    monkeypatch.setattr(d, "update_display", update_display)
    return record


def copy_of(sent):
    return sent["shown"][sent["order"][-1]]


# -- the board in words ------------------------------------------------------------------------------


def test_the_start_in_words_names_every_point_the_bar_the_trays_pips_dice_and_cube():
    text = board_text(Position.start(), dice=(1, 3), cube=(1, None))
    assert text == (
        f"White rolled 3-1. Points numbered from White's side. {START_WHITE} {START_BLACK_SEEN_BY_WHITE}"
        " The cube is in the middle at 1."
    )


def test_words_follow_the_perspective_the_labels_the_dice_left_and_the_cube_owner():
    pos = Position.from_points({25: 1, 6: 4, 0: 10}, {3: 2, 0: 13}, on_roll=BLACK)
    text = board_text(pos, perspective=WHITE, dice=(4, 4), dice_left=[4, 4, 4], cube=(2, WHITE), labels={WHITE: "Ann"})
    assert text.startswith("Black rolled 4-4; dice left: 4, 4, 4. Points numbered from Ann (White)'s side. ")
    assert "Ann (White): 6-point 4; bar 1; borne off 10; pip count 49." in text
    # Black's 3-point is White's 22-point: the numbering the picture shows
    assert "Black: 22-point 2; bar 0; borne off 13; pip count 6." in text
    assert text.endswith("Ann (White) owns the cube at 2.")
    assert side_text(pos, BLACK, BLACK) == "Black: 3-point 2; bar 0; borne off 13; pip count 6."


def test_a_finished_game_in_words_has_nobody_on_roll():
    # (lesson 06's match-result board: the picture said "White has borne off all 15: game over", its
    # words "White on roll")
    done = Position.from_points({0: 15}, {6: 2, 0: 13}, on_roll=WHITE)
    assert board_text(done).startswith("White has borne off all 15: the game is over. Points numbered from")
    assert board_text(Position.start()).startswith("White on roll. ")


def test_bad_words_input_raises_the_package_errors():
    with pytest.raises(InputError, match="two numbers 1-6"):
        board_text(Position.start(), dice=(0, 7))
    with pytest.raises(InputError, match="owner"):
        board_text(Position.start(), cube=(2, 5))
    with pytest.raises(PositionError):
        board_text(Position.start(), perspective=2)


# -- the live board ---------------------------------------------------------------------------------


def test_the_live_picture_carries_the_board_in_words_and_follows_each_move():
    b = BoardWidget(Position.start(), dice=(3, 1))
    assert b._image.alt == b.board_text()
    assert b.board_text().startswith("White to play 3-1. Points numbered from White's side. " + START_WHITE)
    b.select(8)
    b.move_to(5)
    assert "dice left: 1" in b._image.alt and "White: 5-point 1, 6-point 5, 8-point 2," in b._image.alt
    assert "pip count 164" in b._image.alt
    b.select(6)
    b.move_to(5)
    assert "White: 5-point 2, 6-point 4, 8-point 2, 13-point 5, 24-point 2;" in b._image.alt
    b.flip()
    assert "Points numbered from Black's side." in b._image.alt


def test_keys_pressed_on_the_picture_are_announced_in_the_live_region():
    b = BoardWidget(Position.start(), dice=(3, 1))
    view = b._image
    assert view.announce == ""
    view._on_msg(view, {"type": "keydown", "key": "ArrowRight"}, [])
    assert view.announce == "Focus on the 24-point: press Enter to pick it."
    for _ in range(2):
        view._on_msg(view, {"type": "keydown", "key": "ArrowRight"}, [])
    view._on_msg(view, {"type": "keydown", "key": "Enter"}, [])
    # where the focus went is said (it is on the selection's first spot: Enter moves there)
    assert view.announce.startswith("The 8-point selected: it can go to")
    assert view.announce.endswith(" Focus on the 7-point: press Enter to move there.") and b._cursor == 7
    while b._cursor != 5:
        view._on_msg(view, {"type": "keydown", "key": "ArrowDown"}, [])
    view._on_msg(view, {"type": "keydown", "key": "Enter"}, [])
    # the focus stays on the checker moved (it can move on with the 1)
    assert view.announce == "Moved 8/5. Still to play: 1. Focus on the 5-point: press Enter to pick it."
    # a selection cleared by Enter on the checker itself leaves the focus there, and says so
    view._on_msg(view, {"type": "keydown", "key": "Enter"}, [])  # the 5-point selected; focus on its spot
    while b._cursor != 5:
        view._on_msg(view, {"type": "keydown", "key": "ArrowRight"}, [])
    assert view.announce == "Focus on the 5-point: press Enter to clear the selection."
    view._on_msg(view, {"type": "keydown", "key": "Enter"}, [])
    assert view.announce == "Selection cleared. Focus on the 5-point: press Enter to pick it." and b._cursor == 5
    # the same sentence twice is sent as a change (a screen reader reads it again)
    before = view.announce
    b.announce()
    assert view.announce != before and view.announce.rstrip("\u200b") == before
    # a click is seen, not announced
    b.click_pixel(*b.pixel_of(6))
    assert view.announce.rstrip("\u200b") == before


# -- the saved copy -----------------------------------------------------------------------------------


def test_a_saved_board_has_no_live_marks_and_says_run_all(sent):
    b = BoardWidget(Position.start(), dice=(3, 1))
    b._ipython_display_()
    copy = copy_of(sent)
    png = base64.b64decode(copy["image/png"])
    assert png == b.static_png() and png != b.png  # the live picture has the "can move" rings
    assert SAVED_NOTE in copy["text/html"] and SAVED_NOTE in copy["text/plain"]
    assert "Run All Cells to play again" in SAVED_NOTE
    assert copy["text/plain"].startswith(b.board_text())
    assert f'alt="{b.board_text()}"'.replace("'", "&#x27;") in copy["text/html"]
    # a selection, a spot, the keyboard focus: only live marks, so the saved copy is not sent again
    updates = sent["updates"]
    b.select(8)
    b.key("ArrowRight")
    assert b.png != png and b.static_png() == png and sent["updates"] == updates
    b.move_to(5)  # the board itself changed: one new copy
    assert sent["updates"] == updates + 1 and b.static_png() != png
    assert base64.b64decode(copy_of(sent)["image/png"]) == b.static_png()
    # the board's own mimebundle (nbconvert without widget state) is the saved copy too
    bundle = b._repr_mimebundle_()
    assert base64.b64decode(bundle["image/png"]) == b.static_png() and SAVED_NOTE in bundle["text/plain"]


def test_a_question_and_an_example_carry_their_board_in_words_live_and_saved(sent):
    q = DiceCountQuestion("How many dice?", Position.start(), (5, 5))
    assert q.panel._image.alt == q.board_text() and "White rolled 5-5." in q.board_text()
    q._ipython_display_()
    assert q.board_text() in copy_of(sent)["text/plain"] and SAVED_NOTE in copy_of(sent)["text/plain"]
    updates = sent["updates"]
    result = q.answer("2")  # the verdict, the picture with a legal play's arrows: one saved copy
    assert not result.correct and sent["updates"] == updates + 1
    assert result.message[:20] in copy_of(sent)["text/html"].replace("&#x27;", "'")
    ex = WorkedExample("3-1", Position.start(), (3, 1), [("Two checkers.", None), ("The 3.", "8/5"), ("The 1.", "6/5")])
    ex.panel  # noqa: B018 - builds the panel
    assert ex.panel._image.alt == ex.board_text(0)
    ex.next()
    ex.next()
    assert ex.panel._image.alt == ex.board_text(2)
    assert "dice left: 1" in ex.board_text(2) and "White: 5-point 1, 6-point 5, 8-point 2" in ex.board_text(2)


def test_a_play_questions_saved_board_has_no_rings(sent):
    q = PlayQuestion("Play 3-1.", Position.start(), (3, 1), accept="8/5 6/5")
    q._ipython_display_()
    png = base64.b64decode(copy_of(sent)["image/png"])
    assert png == q.board.static_png() != q.board.png


def test_the_keyboard_focus_goes_on_where_a_focused_control_goes_away(monkeypatch):
    # (a learner with the keyboard only found the focus back at the top of the page after a finished
    # play, after "Try again on the board" and after the last step of a worked example)
    focused = []
    q = PlayQuestion("Make your 5-point with 3-1.", Position.start(), (3, 1), accept="8/5 6/5")
    panel = q.panel
    monkeypatch.setattr(panel._again, "focus", lambda: focused.append("again"))
    monkeypatch.setattr(panel.board, "focus", lambda: focused.append("board"))
    q.answer("24/21 24/23")  # a legal play that does not make it: the verdict's picture replaces the board
    assert focused == ["again"] and panel._again.layout.display is None
    panel._again.click()  # the live board comes back, and takes the keys
    assert focused == ["again", "board"] and panel.board.layout.display is None
    ex = WorkedExample("3-1", Position.start(), (3, 1), ["Start.", ("8/5", "8/5"), ("6/5", "6/5")])
    view = ex.panel
    monkeypatch.setattr(view._prev, "focus", lambda: focused.append("previous"))
    view._next.click()
    assert focused[-1] == "board"  # not the last step: nothing moves
    view._next.click()
    assert ex.step == len(ex) - 1 and view._next.disabled and focused[-1] == "previous"


def test_a_question_s_verdict_on_a_play_made_by_keys_is_read_out():
    # (the desktop trial, keyboard only: after D the verdict was in no live region; the board's region
    # said "White to play 4-2: click a ringed checker, then a spot." instead)
    q = PlayQuestion("Make your 5-point.", Position.start(), (3, 1), accept="8/5 6/5")
    panel = q.panel
    board = panel.board
    view = board._image
    for frm, to in ((8, 5), (6, 5)):
        assert board.select(frm) and board.move_to(to)
    view._on_msg(view, {"type": "keydown", "key": "d"}, [])
    assert q.solved
    # the board is hidden now: the verdict is said from the picture that took its place
    assert panel._image.announce == q.last.message and q.last.message.startswith("Correct: 8/5 6/5")
    assert not view.announce.startswith("White to play")
    q2 = PlayQuestion("Make your 5-point.", Position.start(), (3, 1), accept="8/5 6/5")
    p2 = q2.panel
    assert p2.board.select(24) and p2.board.move_to(23) and p2.board.select(24) and p2.board.move_to(21)
    p2.board._image._on_msg(p2.board._image, {"type": "keydown", "key": "d"}, [])
    assert q2.last.kind == "not-asked" and p2._image.announce == q2.last.message
    p2._again.click()  # the board back: a typed try it cannot read is said from the board's own region
    p2._text.value = "eight to five"
    assert q2.last.kind == "unreadable" and p2.board._image.announce == q2.last.message
    q2.show_hint()
    p2._reveal.click()
    assert p2._image.announce == q2.feedback


def test_board_say_reads_a_sentence_out_and_refuses_a_non_string():
    b = BoardWidget(Position.start(), dice=(3, 1))
    b.say("Correct.")
    assert b._image.announce == "Correct." and b.message != "Correct."
    with pytest.raises(InputError, match="say\\(\\) takes a sentence"):
        b.say(3)  # type: ignore[arg-type]

"""The display layer (issue 9): the focusable board view, the room it reports, the static copy kept
beside every live board / question panel / worked example, and the small feedback fixes.

The browser sends the view's messages (``{"type": "click" | "keydown", ...}``) and its ``room``;
here they are sent from Python the same way. ``IPython.display`` is replaced by a recorder, so the
outputs a notebook would save are checked without a kernel (tests/teach/test_saved_lessons.py runs a
real one).
"""

from __future__ import annotations

import base64
import struct

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("matplotlib")

import bglearn as bg  # noqa: E402
from bglearn import BLACK, WHITE, Position  # noqa: E402
from bglearn.teach import PlayQuestion, WorkedExample  # noqa: E402
from bglearn.widgets import BoardWidget  # noqa: E402
from bglearn.widgets.board import _mirror_notation  # noqa: E402
from bglearn.widgets.questions import LEGEND  # noqa: E402
from bglearn.widgets.view import HAVE_VIEW, NARROW_ROOM, StaticCopy  # noqa: E402

WIDGET = "application/vnd.jupyter.widget-view+json"

pytestmark = pytest.mark.skipif(not HAVE_VIEW, reason="anywidget is missing")


def png_size(png: bytes) -> tuple[int, int]:
    return struct.unpack(">II", png[16:24])


@pytest.fixture
def shown(monkeypatch):
    """Record what ``display`` / ``update_display`` would send: a list of [bundle, display_id]."""
    import IPython.display as d

    outputs: list[list] = []
    by_id: dict[str, list] = {}

    def display(obj, raw=False, display_id=None, **_kw):
        assert raw
        out = [obj, display_id]
        outputs.append(out)
        if display_id:
            by_id[display_id] = out

    def update_display(obj, raw=False, display_id=None, **_kw):
        assert raw and display_id in by_id
        by_id[display_id][0] = obj

    monkeypatch.setattr(d, "display", display)
    monkeypatch.setattr(d, "update_display", update_display)
    return outputs


def static_png(output) -> bytes:
    return base64.b64decode(output[0]["image/png"])


# -- the board view: keys while focused, clicks, room ------------------------------------------------


def test_the_board_picture_is_focusable_and_takes_arrow_keys_from_the_browser():
    b = BoardWidget(Position.start(), dice=(3, 1))
    view = b._image
    assert view.focusable and "bg-view" in view._dom_classes
    view._on_msg(view, {"type": "keydown", "key": "ArrowRight"}, [])
    assert b._cursor == 24
    view._on_msg(view, {"type": "keydown", "key": "ArrowRight"}, [])
    view._on_msg(view, {"type": "keydown", "key": "ArrowRight"}, [])
    assert b._cursor == 8
    view._on_msg(view, {"type": "keydown", "key": "Enter"}, [])
    assert b.selected == 8 and b._cursor is not None
    view._on_msg(view, {"type": "keydown", "key": "ArrowDown"}, [])
    while b._cursor != 5:
        view._on_msg(view, {"type": "keydown", "key": "ArrowDown"}, [])
    view._on_msg(view, {"type": "keydown", "key": " "}, [])
    assert b.moves == "8/5"
    view._on_msg(view, {"type": "keydown", "key": "u"}, [])
    assert b.moves == ""


def test_a_click_message_selects_the_checker_under_it():
    b = BoardWidget(Position.start(), dice=(3, 1))
    x, y = b.pixel_of(13)
    b._image._on_msg(b._image, {"type": "click", "dataX": x, "dataY": y, "boundingRectWidth": 520}, [])
    assert b.selected == 13


def test_auto_board_turns_upright_as_soon_as_it_reports_little_room_and_back_with_room():
    b = BoardWidget(Position.start(), dice=(3, 1), orientation="auto")
    assert b.view_orientation == "landscape"
    b._image.room = 340.0  # a phone: the browser reports the room when the board is shown
    assert b.view_orientation == "portrait" and png_size(b.png)[0] < png_size(b.png)[1]
    assert b._image.layout.width == "368px"
    b.click_pixel(*b.pixel_of(8))
    assert b.selected == 8
    b._image.room = 900.0  # turned sideways / a desktop
    assert b.view_orientation == "landscape" and b._image.layout.width == "520px"
    fixed = BoardWidget(Position.start(), dice=(3, 1))
    fixed._image.room = 340.0
    assert fixed.view_orientation == "landscape"  # only 'auto' turns


# -- static copies -------------------------------------------------------------------------------------


def test_a_displayed_board_leaves_a_picture_that_follows_the_board(shown):
    b = BoardWidget(Position.start(), dice=(3, 1))
    b._ipython_display_()
    (live, _), (copy, display_id) = shown
    assert WIDGET in live and "image/png" not in live and live["text/plain"] == ""
    assert display_id and copy["text/html"].count('<img src="data:image/png;base64,') == 1
    assert b._static.key in copy["text/html"] and "max-width: 100%" in copy["text/html"]
    assert static_png(shown[1]) == b.static_png() != b.png  # the saved copy has no "can move" rings
    # the live board carries the style that hides its copy while it is shown
    assert b._static.marker in b.children and b._static.key in b._static.marker.value
    b.select(8)
    b.move_to(5)
    assert static_png(shown[1]) == b.static_png()  # the last picture, not the first
    assert "White: 5-point 1, 6-point 5, 8-point 2," in shown[1][0]["text/html"]  # the board in words


def test_a_question_panel_copy_shows_question_board_verdict_and_feedback(shown):
    q = PlayQuestion("Play 3-1.", Position.start(), (3, 1), accept="8/5 6/5")
    q._ipython_display_()
    assert len(shown) == 2 and WIDGET in shown[0][0]
    html0 = shown[1][0]["text/html"]
    assert "Play 3-1." in html0 and html0.count("<img") == 1  # the board answered on; no verdict yet
    assert static_png(shown[1]) == q.board.static_png()
    q.answer("24/23 24/21")
    html1 = shown[1][0]["text/html"]
    # one board at a time: the verdict's picture in the board's place, and the feedback
    assert html1.count("<img") == 1 and "legal" in html1
    assert static_png(shown[1]) == bytes(q.panel._image.value) != q.board.static_png()


def test_a_worked_example_copy_shows_the_step_shown(shown):
    ex = WorkedExample("3-1", Position.start(), (3, 1), [("Two checkers.", None), ("The 3.", "8/5"), ("The 1.", "6/5")])
    ex._ipython_display_()
    assert static_png(shown[1]) == ex.png(0) and "Step 1 of 3" in shown[1][0]["text/html"]
    ex.next()
    ex.next()
    assert static_png(shown[1]) == ex.png(2) and "Step 3 of 3" in shown[1][0]["text/html"]


def test_static_copy_without_a_display_does_nothing():
    copy = StaticCopy(lambda: ("<b>x</b>", b"", "x"))
    copy.update()  # never shown: no output to update
    assert "image/png" not in copy.bundle() and "<b>x</b>" in copy.bundle()["text/html"]


# -- pictures of questions and examples turn upright too -----------------------------------------------


def test_question_and_example_pictures_turn_upright_with_little_room():
    q = PlayQuestion("Play 3-1.", Position.start(), (3, 1), on_board=False)
    q.widget
    assert not q.panel._image.focusable  # a picture only: no Tab stop
    q.answer("24/23 24/21")
    q.panel._image.room = NARROW_ROOM - 100
    w, h = png_size(bytes(q.panel._image.value))
    assert w < h and q.panel._image.layout.width == "368px"
    q.panel._image.room = 800.0
    assert png_size(bytes(q.panel._image.value)) == (520, 440)
    ex = WorkedExample("3-1", Position.start(), (3, 1), [("The 3.", "8/5"), ("The 1.", "6/5")])
    ex.widget
    ex.panel._image.room = 360.0
    w, h = png_size(bytes(ex.panel._image.value))
    assert w < h
    ex.next()
    assert png_size(bytes(ex.panel._image.value)) == (w, h)


def test_panels_have_no_fixed_width_and_rows_wrap():
    q = PlayQuestion("Play 3-1.", Position.start(), (3, 1))
    panel = q.widget

    def walk(w):
        yield w
        for c in getattr(w, "children", ()):
            yield from walk(c)

    for part in walk(panel):
        assert (
            part.layout.width in (None, "", "auto", "100%")
            or part in (q.panel._image, q.board._image)
            or (part.layout.width.endswith("em") and part.layout.max_width == "100%")
        ), (part, part.layout.width)
        if type(part).__name__ == "HBox":
            assert part.layout.flex_flow == "row wrap", part


# -- small feedback fixes -------------------------------------------------------------------------------


def test_the_legend_about_dashed_arrows_only_when_they_are_drawn():
    q = PlayQuestion("Make your 5-point.", Position.start(), (3, 1), accept="8/5 6/5")
    q.widget
    q.answer("24/23 24/21")  # legal, not asked: solid arrows only
    assert LEGEND not in q.panel._out.value
    q.answer("8/5 6/4")  # 6/4 is no die: drawn dashed
    assert LEGEND in q.panel._out.value


def test_show_answer_empties_the_answer_box():
    q = PlayQuestion("Make your 5-point.", Position.start(), (3, 1), accept="8/5 6/5")
    q.widget
    q.panel._text.value = "8/5 6/4"
    assert q.attempts == 1
    q.show_answer()
    assert q.panel._text.value == ""
    q.panel._text.value = "8/5 6/4"  # the same try again after the reveal is judged again
    assert q.attempts == 2


def test_feedback_does_not_repeat_the_play_the_explain_text_starts_with():
    pos = Position.from_points(white={1: 2}, black={1: 2})
    q = PlayQuestion("Bear off.", pos, (4, 4), explain="1/off(2): two of the four 4s end the game.")
    right = q.answer(q.answer_play())
    assert right.message == "Correct. 1/off(2): two of the four 4s end the game.", right.message
    assert q.show_answer() is not None and q.feedback.count("1/off(2)") == 1
    plain = PlayQuestion("Play 3-1.", Position.start(), (3, 1), accept="8/5 6/5", explain="It makes a point.")
    assert plain.answer("8/5 6/5").message == "Correct: 8/5 6/5. It makes a point."


def test_the_computers_play_is_written_in_the_numbers_of_the_board_shown():
    assert _mirror_notation("24/23* 24/22") == "1/2* 1/3"
    assert _mirror_notation("13/7(2) bar/22 6/off") == "12/18(2) bar/3 19/off"
    b = BoardWidget(Position.start(), dice=(3, 1), computer=BLACK, seed=3)
    b.play("8/5 6/5")
    b.done()
    side, _dice, play = b.history[-1]
    assert side == BLACK and play is not None
    assert f"played {_mirror_notation(str(play))} ({play} in Black's own numbers)." in b.message
    # seen from Black's side: Black's play is in the board's numbers already, White's is turned
    b2 = BoardWidget(Position.start(), dice=(3, 1), computer=BLACK, seed=3, perspective=BLACK)
    b2.play("8/5 6/5")
    b2.done()
    assert b2.message.startswith("White played 17/20 19/20 (8/5 6/5 in White's own numbers).")
    assert f"played {b2.history[-1][2]}." in b2.message


def test_the_learners_own_play_is_not_rewritten():
    b = BoardWidget(Position.start(), dice=(3, 1))
    b.play("8/5 6/5")
    b.done()
    assert b.message.startswith("White played 8/5 6/5.")
    assert bg.WHITE == WHITE


def test_a_lesson_picture_carries_an_upright_version_for_narrow_screens():
    from bglearn.teach.pictures import show

    pic = show(Position.start(), dice=(3, 1), play="8/5 6/5", caption="Making the 5-point")
    w, h = png_size(pic.portrait)
    assert w < h and png_size(pic.png) == (520, 440)
    html = pic._repr_mimebundle_()["text/html"]
    assert '<source media="(max-width: 560px)"' in html and html.count("data:image/png;base64,") == 2
    assert "max-width: 100%" in html
    assert show(Position.start(), orientation="portrait").portrait is None  # asked for one orientation: that one


def test_points_are_picked_by_a_click_on_the_upright_picture_too():
    from bglearn.draw import BoardPainter
    from bglearn.teach import PointsQuestion

    q = PointsQuestion("Which checkers can move?", Position.start(), (6, 5), ask="move-from")
    q.widget
    q.panel._image.room = 360.0
    assert png_size(bytes(q.panel._image.value))[0] == 368
    x, y = BoardPainter("portrait").point_to_pixel(13, WHITE)
    q.panel._image._on_msg(q.panel._image, {"type": "click", "dataX": x, "dataY": y}, [])
    assert 13 in q._picked

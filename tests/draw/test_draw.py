"""Tests of bglearn.draw: the picture of a position and the geometry shared with click handling."""

import struct

import pytest

matplotlib = pytest.importorskip("matplotlib")

from matplotlib.collections import PolyCollection  # noqa: E402
from matplotlib.colors import to_rgba  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.patches import FancyArrowPatch  # noqa: E402

import bglearn as bg  # noqa: E402
from bglearn import (  # noqa: E402
    BLACK,
    WHITE,
    Position,
    draw,  # noqa: E402
)
from bglearn.draw import geometry  # noqa: E402

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SIDES = (WHITE, BLACK)
ORIENTATIONS = ("landscape", "portrait")


def texts(ax, gid=None):
    return [t for t in ax.texts if gid is None or t.get_gid() == gid]


def artists_with_gid(ax, gid):
    return [a for a in ax.get_children() if a.get_gid() == gid]


def png_size(data):
    """(width, height) in pixels from a PNG's IHDR chunk."""
    return struct.unpack(">II", data[16:24])


# -- files --------------------------------------------------------------------------------------


def test_render_png_returns_png_bytes_of_the_default_size():
    data = draw.png(Position.start())
    assert isinstance(data, bytes)
    assert data.startswith(PNG_SIGNATURE)
    assert png_size(data) == (520, 440)  # 6.5 x 5.5 inches at 80 dpi


def test_position_repr_png_uses_render():
    assert Position.start()._repr_png_().startswith(PNG_SIGNATURE)


def test_render_png_portrait_is_taller_than_wide():
    data = draw.png(Position.start(), orientation="portrait", dice=(6, 5))
    width, height = png_size(data)
    assert data.startswith(PNG_SIGNATURE) and height > width


def test_render_svg_returns_svg_text():
    svg = draw.svg(Position.start(), dice=(3, 1))
    assert isinstance(svg, str)
    assert "<svg" in svg[:1000]


# -- draw -----------------------------------------------------------------------------------------


def test_draw_returns_axes_of_a_figure_pyplot_does_not_manage():
    from matplotlib import _pylab_helpers

    before = list(_pylab_helpers.Gcf.get_all_fig_managers())
    ax = draw.board(Position.start())
    assert isinstance(ax.figure, Figure)
    assert ax.figure.canvas.manager is None
    assert list(_pylab_helpers.Gcf.get_all_fig_managers()) == before


def test_draw_uses_the_axes_given_and_fixes_its_limits():
    fig = Figure(figsize=(6.5, 5.5), dpi=80)
    ax = fig.add_axes((0, 0, 1, 1))
    assert draw.board(Position.start(), ax=ax) is ax
    assert ax.get_xlim() == pytest.approx(draw.XLIM)
    assert ax.get_ylim() == pytest.approx(draw.YLIM)
    ax.clear()
    draw.board(Position.start(), ax=ax, orientation="portrait")
    assert ax.get_xlim() == pytest.approx(draw.PORTRAIT_XLIM)


def test_status_line_says_who_is_to_play_and_the_roll():
    ax = draw.board(Position.start(), dice=(1, 3))
    assert [t.get_text() for t in texts(ax, "bglearn-status")] == ["White to play 3-1"]
    ax = draw.board(Position.start(on_roll=BLACK))
    assert [t.get_text() for t in texts(ax, "bglearn-status")] == ["Black on roll"]


def test_labels_and_pip_counts():
    ax = draw.board(Position.start(), labels={WHITE: "Ann"})
    lines = {t.get_text() for t in texts(ax)}
    assert "Ann (White) \u2014 167 pips" in lines
    assert "Black \u2014 167 pips" in lines
    assert [t.get_text() for t in texts(ax, "bglearn-status")] == ["Ann on roll"]
    ax = draw.board(Position.start(), show_pips=False)
    assert not any("pips" in t.get_text() for t in texts(ax))


def test_seven_checkers_on_a_point_show_five_and_the_count():
    # White: 7 on its 6-point, 8 elsewhere; the top (fifth) drawn checker carries "7".
    pos = Position.from_points(white={6: 7, 8: 3, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})
    ax = draw.board(pos)
    counts = texts(ax, "bglearn-count")
    assert [t.get_text() for t in counts] == ["7"]
    assert counts[0].get_position() == pytest.approx(draw.checker_xy(6, 4, perspective=WHITE, side=WHITE))


def test_bar_and_borne_off_counts_are_written():
    pos = Position.from_points(white={"bar": 2, 6: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})  # White: 8 off
    ax = draw.board(pos)
    assert [t.get_text() for t in texts(ax, "bglearn-count")] == ["2"]
    assert [t.get_text() for t in texts(ax, "bglearn-off")] == ["8 off"]


def test_a_set_up_boards_tray_holds_checkers_to_place_not_borne_off():
    pos = Position.from_points(white={24: 2, 13: 5}, black={6: 5, 8: 3, 13: 5, 24: 2})  # White: 8 in the tray
    for orientation in ORIENTATIONS:
        ax = draw.board(pos, tray="to place", orientation=orientation)
        assert [t.get_text() for t in texts(ax, "bglearn-off")] == ["8\nto place"]
    words = draw.board_text(pos, tray="to place")
    assert "White: 13-point 5, 24-point 2; bar 0; 8 to place; pip count" in words and "borne off" not in words
    assert "bar 0; borne off 8; pip count" in draw.board_text(pos)  # the default: borne off
    for bad in ("placed", None, 3):
        with pytest.raises(bg.InputError, match="tray is one of 'off', 'to place'"):
            draw.board(pos, tray=bad)
        with pytest.raises(bg.InputError, match="tray is one of"):
            draw.board_text(pos, tray=bad)


def test_one_arrow_per_move_of_a_play():
    pos = Position.start()
    play = bg.parse_play(pos, (3, 1), "8/5 6/5")
    ax = draw.board(pos, dice=(3, 1), arrows=play)
    arrows = artists_with_gid(ax, "bglearn-arrow")
    assert len(arrows) == 2
    assert all(isinstance(a, FancyArrowPatch) for a in arrows)
    assert artists_with_gid(ax, "bglearn-hit") == []


def test_four_arrows_for_doubles_and_moves_given_as_a_list():
    pos = Position.start()
    play = bg.parse_play(pos, (6, 6), "24/18(2) 13/7(2)")
    assert len(artists_with_gid(draw.board(pos, arrows=play), "bglearn-arrow")) == 4
    moves = [bg.Move(13, 10), bg.Move(10, 9)]
    assert len(artists_with_gid(draw.board(pos, arrows=moves), "bglearn-arrow")) == 2


def test_a_hit_is_marked_at_the_landing_point():
    # Black blot on its 20-point = White's 5-point: White's 8/5* hits it.
    pos = Position.from_points(white={8: 3, 6: 5, 13: 5, 24: 2}, black={20: 1, 6: 5, 8: 3, 13: 4, 24: 2})
    play = bg.parse_play(pos, (3, 1), "8/5* 6/5")
    assert [m.hit for m in play.moves].count(True) == 1
    ax = draw.board(pos, arrows=play)
    hits = artists_with_gid(ax, "bglearn-hit")
    assert len(hits) == 1
    x, y = hits[0].get_xydata()[0]
    assert draw.point_at(x, y, perspective=WHITE) == 5


def test_colors_override_single_keys():
    ax = draw.board(Position.start(), colors={"board": "#ff00ff"})
    board = [c for c in ax.collections if isinstance(c, PolyCollection)][0]
    faces = [tuple(f) for f in board.get_facecolors()]
    assert to_rgba("#ff00ff") in faces
    assert to_rgba(draw.DEFAULT_COLORS["point_dark"]) in faces  # other keys keep their defaults
    assert draw.DEFAULT_COLORS["board"] != "#ff00ff"  # the defaults are not changed


def test_decorations_draw_without_error():
    pos = Position.from_points(white={"bar": 1, 6: 4, 8: 3, 13: 5, 24: 2}, black={6: 5, 8: 3, 13: 5, 24: 2})
    ax = draw.board(
        pos, dice=(4, 4), highlight=(25, 6, 0), selected=25, targets=(21,), last_move=(6,), perspective=BLACK
    )
    assert artists_with_gid(ax, "bglearn-selected")
    assert artists_with_gid(ax, "bglearn-targets")
    assert artists_with_gid(ax, "bglearn-highlight")
    assert len(artists_with_gid(ax, "bglearn-die")) == 2


# -- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"highlight": (8, 30)}, "highlight point 30 is not a point: use 1-24, 25 for the bar or 0 for the tray"),
        ({"perspective": "red"}, "perspective 'red' is not a side: use bglearn.WHITE (0) or bglearn.BLACK (1)"),
        ({"dice": (7, 1)}, "dice (7, 1) are not two numbers 1-6"),
        ({"selected": -1}, "selected point -1 is not a point"),
        ({"colors": {"felt": "green"}}, "unknown colour key(s) 'felt'"),
        ({"orientation": "sideways"}, "orientation 'sideways' is not supported"),
        ({"arrows": [(5, 8)]}, "arrow 5/8 does not move forward"),
        ({"targets": (25,)}, "target point 25 is not a point a checker can land on"),
    ],
)
def test_bad_input_raises_value_error_naming_the_value(kwargs, message):
    with pytest.raises(ValueError) as info:
        draw.board(Position.start(), **kwargs)
    assert message in str(info.value)


def test_bad_input_draws_nothing():
    fig = Figure()
    ax = fig.add_axes((0, 0, 1, 1))
    with pytest.raises(ValueError):
        draw.board(Position.start(), ax=ax, highlight=(30,))
    assert not ax.collections and not ax.texts


# -- geometry --------------------------------------------------------------------------------------


@pytest.mark.parametrize("orientation", ORIENTATIONS)
@pytest.mark.parametrize("perspective", SIDES)
def test_point_at_inverts_point_center(perspective, orientation):
    for p in range(0, 26):
        x, y = draw.point_center(p, perspective=perspective, orientation=orientation)
        assert draw.point_at(x, y, perspective=perspective, orientation=orientation) == p


@pytest.mark.parametrize("orientation", ORIENTATIONS)
@pytest.mark.parametrize("perspective", SIDES)
def test_every_drawn_checker_is_inside_its_points_click_area(perspective, orientation):
    other = 1 - perspective
    for p in range(1, 25):
        for i in range(geometry.MAX_STACK):
            xy = draw.checker_xy(p, i, perspective=perspective, side=perspective, orientation=orientation)
            assert draw.point_at(*xy, perspective=perspective, orientation=orientation) == p
            xy = draw.checker_xy(p, i, perspective=perspective, side=other, orientation=orientation)
            assert draw.point_at(*xy, perspective=perspective, orientation=orientation) == 25 - p
    for side in SIDES:
        for i in range(geometry.MAX_BAR_STACK):
            xy = draw.checker_xy(25, i, perspective=perspective, side=side, orientation=orientation)
            assert draw.point_at(*xy, perspective=perspective, orientation=orientation) == 25
        for i in range(15):
            xy = draw.checker_xy(0, i, perspective=perspective, side=side, orientation=orientation)
            assert draw.point_at(*xy, perspective=perspective, orientation=orientation) == 0


def test_flipping_the_board_maps_point_p_to_25_minus_p():
    for p in range(1, 25):
        assert draw.point_center(p, perspective=BLACK) == draw.point_center(p, perspective=WHITE)
        white_checker = draw.checker_xy(p, 0, perspective=BLACK, side=WHITE)
        assert draw.point_at(*white_checker, perspective=BLACK) == 25 - p
        assert draw.point_at(*white_checker, perspective=WHITE) == 25 - p  # drawn where White's 25-p is
        assert draw.checker_xy(p, 0, perspective=BLACK, side=WHITE) == draw.checker_xy(
            25 - p, 0, perspective=BLACK, side=BLACK
        )


def test_standard_layout_home_board_bottom_right():
    def c(p):
        return draw.point_center(p, perspective=WHITE)

    mid_y = sum(draw.YLIM) / 2
    assert c(1)[0] > c(6)[0] > c(7)[0] > c(12)[0]  # bottom row runs right to left
    assert c(13)[0] < c(18)[0] < c(19)[0] < c(24)[0]  # top row runs left to right
    assert all(c(p)[1] < mid_y for p in range(1, 13))
    assert all(c(p)[1] > mid_y for p in range(13, 25))
    bar_x, _ = draw.point_center(25, perspective=WHITE)
    tray_x, _ = draw.point_center(0, perspective=WHITE)
    assert c(7)[0] < bar_x < c(6)[0] < c(1)[0] < tray_x  # bar in the middle, tray at the right


def test_point_at_outside_the_board_is_none():
    assert draw.point_at(draw.XLIM[0], draw.YLIM[0], perspective=WHITE) is None
    assert draw.point_at(draw.XLIM[1], draw.YLIM[1], perspective=WHITE) is None
    assert draw.point_at(0.1, 6.0, perspective=WHITE) is None  # left frame


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_a_pixel_of_the_png_maps_back_to_its_point(orientation):
    # What the widget does: draw on the Figure it renders, then map image pixels (top-left origin).
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    figsize = (6.5, 5.5) if orientation == "landscape" else (4.6, 6.2)
    fig = Figure(figsize=figsize, dpi=80)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    draw.board(Position.start(on_roll=BLACK), ax=ax, orientation=orientation)
    for p in (1, 6, 7, 12, 13, 18, 19, 24, 25, 0):
        px, py = ax.transData.transform(draw.point_center(p, perspective=BLACK, orientation=orientation))
        image_x, image_y = px, fig.bbox.height - py  # as ipyevents reports them
        x, y = ax.transData.inverted().transform((image_x, fig.bbox.height - image_y))
        assert draw.point_at(x, y, perspective=BLACK, orientation=orientation) == p


def test_geometry_rejects_bad_arguments():
    with pytest.raises(ValueError, match="perspective 'red' is not a side"):
        draw.point_at(1.0, 1.0, perspective="red")
    with pytest.raises(ValueError, match="center point 26 is not a point"):
        draw.point_center(26, perspective=WHITE)
    with pytest.raises(ValueError, match="orientation 'round' is not supported"):
        draw.checker_xy(3, 0, perspective=WHITE, side=WHITE, orientation="round")


def test_default_figure_shows_exactly_the_fixed_limits():
    # So a pixel maps to data coordinates by a plain linear formula (module docstring).
    fig = Figure(figsize=(6.5, 5.5), dpi=80)
    ax = fig.add_axes((0, 0, 1, 1))
    draw.board(Position.start(), ax=ax)
    ax.apply_aspect()
    x0, y0 = ax.transData.transform((draw.XLIM[0], draw.YLIM[0]))
    x1, y1 = ax.transData.transform((draw.XLIM[1], draw.YLIM[1]))
    assert (x0, y0, x1, y1) == pytest.approx((0, 0, 520, 440), abs=0.01)


def test_cube_is_drawn_centred_or_at_the_owners_end():
    import bglearn as bg
    from bglearn.draw import board

    def cube_text(**kw):
        ax = board(bg.Position.start(), **kw)
        texts = [t for t in ax.texts if t.get_gid() == "bglearn-cube"]
        return [(t.get_text(), t.get_position()[1]) for t in texts]

    assert cube_text() == []
    [(centred, y_mid)] = cube_text(cube=(1, None))
    assert centred == "64"
    [(two, y_own)] = cube_text(cube=(2, bg.WHITE))  # White at the bottom: the low end
    [(four, y_other)] = cube_text(cube=(4, bg.BLACK))
    assert (two, four) == ("2", "4") and y_own < y_mid < y_other
    import pytest

    with pytest.raises(ValueError, match="cube value"):
        board(bg.Position.start(), cube=(3, None))
    with pytest.raises(ValueError, match="cube is"):
        board(bg.Position.start(), cube=2)


@pytest.mark.parametrize(
    "status",
    [
        "Money play; cube centred",
        "Match to 9: White 8, Black 1 (after the Crawford game); cube centred",
        "Match to 25: White 24, Black 23 (after the Crawford game); cube on 16, Black owns it",
    ],
)
def test_the_status_line_never_covers_the_movers_name(status):
    # (a learner saw "Match to 9: White 8, Black 1 (after the Crawford game); cube centred" printed over
    # "White — 158 pips" on a practice board): a long status is set smaller, never over the name
    from bglearn.draw import board, new_axes

    ax = new_axes()
    board(bg.Position.start(), ax=ax, status=status)
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(ax.figure).get_renderer()
    texts = {t.get_gid(): t for t in ax.texts if t.get_gid()}
    name, line = texts[f"bglearn-label-{bg.WHITE}"], texts["bglearn-status"]
    assert line.get_text() == status
    assert name.get_window_extent(renderer).x1 < line.get_window_extent(renderer).x0
    ratio = line.get_fontsize() / name.get_fontsize()  # 11 points to the name's 10, or less when long
    assert ratio <= 1.1 + 1e-9 and (abs(ratio - 1.1) < 1e-9) == (len(status) < 45)


def _label_points_per_size(orientation):
    """The font size of a side's name line in ``orientation`` over its nominal size (10 or 13 points)."""
    from bglearn.draw import board, new_axes

    ax = new_axes(orientation)
    board(bg.Position.start(), ax=ax, orientation=orientation)
    texts = {t.get_gid(): t for t in ax.texts if t.get_gid()}
    return texts[f"bglearn-label-{bg.WHITE}"].get_fontsize() / (10 if orientation == "landscape" else 13)


@pytest.mark.parametrize(
    "status",
    [
        "Money play; cube centred",
        "Match to 9: White 8, Black 1 (after the Crawford game); cube centred",
        "Match to 25: White 24, Black 23 (after the Crawford game); cube on 16, Black owns it",
    ],
)
def test_a_portrait_board_sets_its_text_larger_and_inside_the_picture(status):
    # (a learner on a phone read the pip counts and the score at 6-7 px: the portrait picture is shown
    # narrower than it is drawn) the names and a short status are set at 13 points, not 10 and 11
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from bglearn.draw import board, new_axes

    sizes = {}
    for o in ("landscape", "portrait"):
        ax = new_axes(o)
        board(bg.Position.start(), ax=ax, status=status, orientation=o)
        renderer = FigureCanvasAgg(ax.figure).get_renderer()
        texts = {t.get_gid(): t for t in ax.texts if t.get_gid()}
        line = texts["bglearn-status"]
        box, fig = line.get_window_extent(renderer), ax.figure.bbox
        assert fig.x0 <= box.x0 and box.x1 <= fig.x1 and fig.y0 <= box.y0 and box.y1 <= fig.y1
        sizes[o] = (texts[f"bglearn-label-{bg.WHITE}"].get_fontsize(), line.get_fontsize())
    (name_l, line_l), (name_p, line_p) = sizes["landscape"], sizes["portrait"]
    ratio = _label_points_per_size("portrait") / _label_points_per_size("landscape")  # the boards' own scales
    assert name_p / name_l == pytest.approx(1.3 * ratio)
    if len(status) <= 52:
        assert line_p / line_l == pytest.approx(13 / 11 * ratio) or len(status) >= 45  # landscape shrinks from 45
        assert line_p == pytest.approx(name_p)
    else:
        assert line_p == pytest.approx(name_p * 52 / len(status))  # set smaller to fit the band


@pytest.mark.parametrize("orientation", ["landscape", "portrait"])
def test_a_ghost_on_a_held_point_leaves_the_holders_in_sight(orientation):
    # (lesson 02's "is 13/10*/9 legal?" drew the ghost checker on the 9-point over one of Black's two
    # checkers there, so the point looked like a blot and the picture answered "legal")
    from bglearn.draw import board, new_axes

    pos = bg.Position.from_points(white={13: 1, 6: 5}, black={15: 1, 16: 2})  # Black's 10-point blot, 9-point held
    ax = new_axes(orientation)
    board(pos, ax=ax, dice=(3, 1), arrows=[(13, 10), (10, 9)], orientation=orientation)
    colls = {c.get_gid(): c for c in ax.collections if c.get_gid()}
    checkers = {tuple(round(v, 6) for v in xy) for xy in colls["bglearn-checkers"].get_offsets()}
    ghosts = [tuple(round(v, 6) for v in xy) for xy in colls["bglearn-ghost"].get_offsets()]
    assert len(ghosts) == 2  # the first on the blot it hits (marked with a cross), the second on the 9-point
    assert ghosts[0] in checkers and ghosts[1] not in checkers  # Black's two checkers on the 9-point in sight

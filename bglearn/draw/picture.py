"""Drawing a backgammon position with matplotlib: state in, picture out (:func:`board`).

The board is drawn the way a player sees it from one side (the *perspective*): that side's home
board is at the bottom right, next to its bear-off tray, its points numbered 1-6 from the right,
7-12 along the bottom left, 13-18 along the top left and 19-24 along the top right. The other side's
home board is the top right. Checkers of the perspective side therefore move counter-clockwise
(24 at the top right, round to 1 at the bottom right); the other side moves the opposite way.

Only ``matplotlib.figure.Figure`` and Axes methods are used (never ``pyplot``), so drawing works in
any backend, in threads and in tests, and leaves no global figure state behind.

Geometry
--------
All drawing happens in a fixed *data* coordinate system (:data:`XLIM`, :data:`YLIM` for the
landscape board, :data:`PORTRAIT_XLIM`, :data:`PORTRAIT_YLIM` for the portrait one); one checker is
one data unit across. The landscape board's outer frame runs from (0, 0) at its bottom left to
(:data:`BOARD_WIDTH`, :data:`BOARD_HEIGHT`) = (15.9, 12.8); a line of text (names, pips, whose turn)
sits above and below it. The limits have the shape of the default figure (6.5 x 5.5 inches
landscape, 4.6 x 6.2 portrait), so an Axes filling that figure shows exactly those limits. The same
functions place checkers when drawing (:func:`checker_xy`, :func:`point_center`) and find the point
under a click (:func:`point_at`), so the two can never disagree. The portrait board is the
landscape board rotated a quarter turn counter-clockwise (``x' = BOARD_HEIGHT - y``, ``y' = x``):
the trays are at the top and the perspective side's home board at the top right.

A pixel of a PNG made by :func:`bglearn.draw.png` maps to a point like this (``px``, ``py`` with the origin
at the top left of the image, as browsers report them)::

    x, y = ax.transData.inverted().transform((px, fig.bbox.height - py))
    point = point_at(x, y, perspective=side)      # 1-24, 25 (bar), 0 (tray) or None

With the default figure (Axes filling it), that is simply, for a ``W x H`` pixel image::

    x = XLIM[0] + px / W * (XLIM[1] - XLIM[0])
    y = YLIM[1] - py / H * (YLIM[1] - YLIM[0])
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from matplotlib import patheffects
from matplotlib.collections import EllipseCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, PathPatch, Rectangle
from matplotlib.path import Path

from ..engine.constants import BLACK, WHITE
from ..errors import InputError
from .geometry import (
    BAND,
    BAR_WIDTH,
    BAR_X0,
    BOARD_HEIGHT,
    BOARD_WIDTH,
    CHECKER_RADIUS,
    FIGSIZES,
    FRAME,
    HALF_HEIGHT,
    LEFT_X0,
    MAX_BAR_STACK,
    MAX_STACK,
    MID_Y,
    POINT_WIDTH,
    PORTRAIT_XLIM,
    PORTRAIT_YLIM,
    RIGHT_X0,
    SLAB_HEIGHT,
    TRAY_WIDTH,
    TRAY_X0,
    TRIANGLE_HEIGHT,
    XLIM,
    YLIM,
    check_orientation,
    check_point,
    check_side,
    column,
    landscape_checker,
    point_center,
    rotate,
    to_view,
)
from .words import check_tray

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.typing import ColorType

    from ..engine.constants import Board
    from ..engine.moves import Move, Play
    from ..engine.position import Position

    _Palette = dict[str, ColorType]  # DEFAULT_COLORS with the caller's overrides
    _Arrow = tuple[int, int, bool]  # (from, to, hit) in the mover's numbering
    _XY = tuple[float, float]  # data coordinates

__all__ = ["point_numbers_as_text", "DEFAULT_COLORS", "board", "marks", "new_axes"]

#: Colours by role. ``board(..., colors={...})`` overrides single keys. Chosen for contrast and
#: for colour-blind readers (Okabe-Ito hues for the decorations: no red/green pairs carry meaning).
DEFAULT_COLORS = {
    "background": "#ffffff",  # figure area around the board (name / pip lines)
    "frame": "#5a3b22",  # wooden frame and the bar
    "board": "#2f6b55",  # felt inside the board
    "tray": "#24513f",  # felt inside the bear-off trays
    "point_light": "#eadcb8",  # odd/even points alternate light and dark
    "point_dark": "#b4643c",
    "point_number": "#f6edd9",  # numbers printed on the frame
    "white_checker": "#f8f6ee",
    "white_edge": "#1e1e1e",
    "black_checker": "#1f1f1f",
    "black_edge": "#c9c9c9",
    "text": "#1e1e1e",  # names, pip counts, whose turn
    "highlight": "#f5c400",  # translucent band on highlighted points
    "selected": "#f5c400",  # ring round the selected checker
    "target": "#56b4e9",  # dot where the selected checker may land
    "arrow": "#0072b2",  # arrows of a play
    "hit": "#d55e00",  # cross where a move hits a blot
    "forbidden": "#b00020",  # dashed arrows of moves that are not allowed
    "last_move": "#e69f00",  # dashed ring where the last move landed
    "die_pip_white": "#1e1e1e",  # pips on White's (light) dice
    "die_pip_black": "#f8f6ee",  # pips on Black's (dark) dice
}

# ---------------------------------------------------------------------------------------------
# Input checks
# ---------------------------------------------------------------------------------------------


def _check_dice(dice: Iterable[int] | None) -> tuple[int, int] | None:
    if dice is None:
        return None
    try:
        dice = tuple(dice)
    except TypeError:
        raise InputError(f"dice {dice!r} are not two numbers 1-6, e.g. (3, 1)") from None
    if len(dice) != 2 or any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in dice):
        raise InputError(f"dice {dice!r} are not two numbers 1-6, e.g. (3, 1)")
    return dice


def _check_points(points: int | Iterable[int] | None, what: str) -> tuple[int, ...]:
    if points is None:
        return ()
    if isinstance(points, int):
        points = (points,)
    return tuple(check_point(p, what) for p in points)


def _check_colors(colors: Mapping[str, ColorType] | None) -> _Palette:
    pal: _Palette = dict(DEFAULT_COLORS)
    if colors:
        unknown = sorted(set(colors) - set(DEFAULT_COLORS))
        if unknown:
            raise InputError(f"unknown colour key(s) {', '.join(map(repr, unknown))}: use keys of DEFAULT_COLORS")
        pal.update(colors)
    return pal


def _check_moves(arrows: Any, mover: int) -> tuple[int, list[_Arrow]]:
    """Return (mover, [(from, to, hit), ...]) from a Play or an iterable of Moves."""
    if arrows is None:
        return mover, []
    if hasattr(arrows, "moves"):
        pos = getattr(arrows, "position", None)
        if pos is not None:
            mover = pos.on_roll
        arrows = arrows.moves
    moves = []
    for m in arrows:
        if hasattr(m, "from_point"):
            f, t, hit = m.from_point, m.to_point, bool(getattr(m, "hit", False))
        else:
            try:
                f, t, *rest = m
            except (TypeError, ValueError):
                raise InputError(f"arrow {m!r} is not a Move (from_point, to_point, hit)") from None
            hit = bool(rest[0]) if rest else False
        check_point(f, "arrow from")
        check_point(t, "arrow to")
        if f == 0 or t == 25 or t >= f:
            raise InputError(f"arrow {f}/{t} does not move forward: from 25-1 to a lower point or 0 (off)")
        moves.append((f, t, hit))
    return mover, moves


# ---------------------------------------------------------------------------------------------
# Drawing
# ---------------------------------------------------------------------------------------------


def _rect(x0: float, y0: float, x1: float, y1: float, orientation: str) -> list[_XY]:
    return [rotate(x, y, orientation) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]


def _discs(ax: Axes, centres: Sequence[_XY], radius: float, **kw: Any) -> EllipseCollection:
    """Add circles of one ``radius`` (data units) at ``centres`` as a single EllipseCollection."""
    d = 2 * radius
    n = len(centres)
    coll = EllipseCollection(
        [d] * n, [d] * n, [0] * n, units="xy", offsets=centres, offset_transform=ax.transData, **kw
    )
    ax.add_collection(coll, autolim=False)
    return coll


def _add(ax: Axes, artist: Artist) -> Artist:
    """Add a patch without ``Axes.add_patch``'s data-limit update (costly for curves; limits are fixed)."""
    artist.set_transform(ax.transData)
    return ax.add_artist(artist)


def _with_alpha(color: ColorType, alpha: float) -> tuple[float, float, float, float]:
    from matplotlib.colors import to_rgba

    return to_rgba(color, alpha)


_NUMBER_HEIGHT = 0.3  # height of a point number's digits, data units
_number_paths: dict[str, Path] = {}  # orientation -> the compound path of the 24 numbers


def _number_path(orientation: str) -> Path:
    """The 24 point numbers as one Path in data coordinates (cached; same for both perspectives).

    Numbers are printed in the perspective's numbering, so point q's label sits at the same place
    whichever side is at the bottom.
    """
    path = _number_paths.get(orientation)
    if path is None:
        from matplotlib.font_manager import FontProperties
        from matplotlib.textpath import TextPath

        prop = FontProperties(weight="bold")
        parts = []
        for q in range(1, 25):
            x0, base, d = column(q)
            glyphs = TextPath((0, 0), str(q), size=1, prop=prop)
            ext = glyphs.get_extents()
            k = _NUMBER_HEIGHT / TextPath((0, 0), "0", size=1, prop=prop).get_extents().height
            cx, cy = x0 + POINT_WIDTH / 2, base - d * FRAME / 2
            verts = [
                (cx + (vx - (ext.x0 + ext.x1) / 2) * k, cy + (vy - (ext.y0 + ext.y1) / 2) * k)
                for vx, vy in glyphs.vertices
            ]
            if orientation == "portrait":
                # keep the digits upright: rotate only the anchor, not the glyphs
                ax_, ay_ = rotate(cx, cy, orientation)
                verts = [(vx - cx + ax_, vy - cy + ay_) for vx, vy in verts]
            parts.append(Path(verts, glyphs.codes))
        path = _number_paths[orientation] = Path.make_compound_path(*parts)
    return path


def point_numbers_as_text(ax: Axes, orientation: str = "landscape") -> int:
    """Replace the board's point numbers (one compound path, fast to draw) by 24 Text artists.

    For vector output that keeps text as text (an SVG saved with ``svg.fonttype = "none"``): the
    digits sit where the path's did, at the same height and colour. Returns how many were placed
    (0 when ``ax`` has no board numbers).
    """
    numbers = [a for a in ax.patches if a.get_gid() == "bglearn-point-numbers"]
    if not numbers:
        return 0
    patch = numbers[0]
    color = patch.get_facecolor()
    patch.remove()
    # the bold digits' height is ~0.73 of the font size (DejaVu Sans Bold)
    size = _NUMBER_HEIGHT * _points_per_unit(ax, orientation) / 0.73
    for q in range(1, 25):
        x0, base, d = column(q)
        x, y = rotate(x0 + POINT_WIDTH / 2, base - d * FRAME / 2, orientation)
        ax.text(
            x, y, str(q), ha="center", va="center_baseline", fontsize=size, fontweight="bold", color=color, zorder=2
        )
    return 24


def _side_color(pal: _Palette, side: int) -> tuple[ColorType, ColorType]:
    return (pal["white_checker"], pal["white_edge"]) if side == WHITE else (pal["black_checker"], pal["black_edge"])


def _points_per_unit(ax: Axes, orientation: str) -> float:
    fig = cast("Figure", ax.figure)  # a board's Axes is on a Figure (new_axes or the caller's)
    bbox = ax.get_position()
    w_in = bbox.width * fig.get_figwidth()
    h_in = bbox.height * fig.get_figheight()
    xlim, ylim = (XLIM, YLIM) if orientation == "landscape" else (PORTRAIT_XLIM, PORTRAIT_YLIM)
    return 72 * min(w_in / (xlim[1] - xlim[0]), h_in / (ylim[1] - ylim[0]))


def new_axes(orientation: str = "landscape", *, figsize: tuple[float, float] | None = None, dpi: float = 80) -> Axes:
    """Return the Axes of a new ``matplotlib.figure.Figure`` (no pyplot) filling it, for a board.

    ``figsize`` in inches defaults to :data:`~bglearn.draw.geometry.FIGSIZES` of the orientation;
    ``dpi`` is pixels per inch. Raises ValueError for an orientation not in :data:`~bglearn.draw.ORIENTATIONS`.
    """
    fig = Figure(figsize=FIGSIZES[check_orientation(orientation)] if figsize is None else figsize, dpi=dpi)
    return fig.add_axes((0, 0, 1, 1))


def board(
    position: Position,
    *,
    ax: Axes | None = None,
    perspective: int | None = None,
    dice: tuple[int, int] | None = None,
    highlight: Iterable[int] = (),
    arrows: Play | Iterable[Move | tuple[int, int] | tuple[int, int, bool]] | None = (),
    last_move: Iterable[int] | None = None,
    selected: int | None = None,
    targets: Iterable[int] = (),
    further: Iterable[int] = (),
    movable: Iterable[int] = (),
    cursor: int | None = None,
    labels: Mapping[int, str] | None = None,
    show_pips: bool = True,
    colors: Mapping[str, ColorType] | None = None,
    orientation: str = "landscape",
    forbidden: Iterable[tuple[int, int]] = (),
    dice_used: int = 0,
    dice_left: Iterable[int] | None = None,
    cube: tuple[int, int | None] | None = None,
    status: str | None = None,
    tray: str = "off",
) -> Axes:
    """Draw ``position`` and return the matplotlib Axes it is drawn on.

    Decorations that name points use the numbering of the side on roll (the *mover*,
    ``position.on_roll``): 1-24, 25 for the mover's place on the bar, 0 for its bear-off tray.
    The Axes gets fixed data limits (:data:`XLIM`/:data:`YLIM`, or the portrait ones), an equal
    aspect and no axis lines; see :func:`point_at` for mapping clicks back to points. ``draw`` adds
    artists and never clears the Axes: call ``ax.clear()`` first to redraw on the same Axes.

    Parameters
    ----------
    position : bglearn.Position
        The board (``on_roll``, ``checkers(side)``, ``pip_count()``).
    ax : matplotlib.axes.Axes, optional
        Where to draw. Default: a new ``matplotlib.figure.Figure`` (6.5 x 5.5 inches landscape,
        4.6 x 6.2 portrait; no pyplot) with one Axes filling it.
    perspective : int, optional
        The side seen at the bottom right (its home board and tray), whose numbering the point
        labels show. Default: the side on roll. ``1 - position.on_roll`` flips the board.
    dice : (int, int), optional
        The roll of the side on roll, each 1-6, drawn as two dice in the mover's half of the board
        (the half on the mover's right) and named in the status line ("White to play 3-1").
    highlight : iterable of int
        Points (mover's numbering, 25 = bar, 0 = tray) to cover with a translucent band.
    arrows : bglearn.Play or iterable of Move
        Moves (``from_point``, ``to_point``, ``hit``; or plain ``(from, to[, hit])`` tuples) in the
        mover's numbering, 25 = bar, 0 = off. One arrow per move from the top checker to where the
        checker lands (a faint ghost checker marks the landing); a hit is marked with a cross.
        Moves are followed one after the other, so ``8/5 5/1`` continues from the new stack.
        For a Play the mover is ``play.position.on_roll``.
    last_move : iterable of int, optional
        Points (mover's numbering) where the last move landed: a dashed ring round the top checker.
    selected : int, optional
        A point (mover's numbering, 25 = bar) whose top checker gets a bold ring.
    targets : iterable of int
        Points (mover's numbering, 0 = tray) where the selected checker may land with one die: a
        filled dot on the spot.
    further : iterable of int
        Points (mover's numbering, 0 = tray) the selected checker reaches only with several dice:
        a hollow dot (gid ``'bglearn-targets'`` too).
    movable : iterable of int
        Points (mover's numbering, 25 = bar) whose top checker may move now: a thin ring
        (gid ``'bglearn-movable'``).
    cursor : int, optional
        A point (mover's numbering, 25 = bar, 0 = tray) with the keyboard focus: a dashed frame
        round its column (gid ``'bglearn-cursor'``).
    labels : dict, optional
        ``{side: name}``; default "White" and "Black". A name replaces the colour in the texts, and
        the colour is added in brackets: "Ann (White)".
    show_pips : bool
        Write each side's pip count after its name.
    colors : dict, optional
        Overrides of single :data:`DEFAULT_COLORS` keys (any matplotlib colour).
    orientation : {'landscape', 'portrait'}
        Portrait is the landscape board turned a quarter turn counter-clockwise, for narrow screens.
    forbidden : iterable of (int, int)
        Moves ``(from, to)`` (mover's numbering) that are *not* allowed, e.g. a learner's wrong
        answer: dashed red arrows (gid ``'bglearn-forbidden'``), no ghost checker, no hit mark.
        Any direction is drawn; points must be 0-25.
    dice_used : int
        How many moves of the roll have been played already (0-4): the used dice are drawn faded
        (gid ``'bglearn-die-used'``), the first drawn first. For doubles each die stands for two moves.
    dice_left : iterable of int, optional
        Instead of ``dice_used``: the dice not played yet. A die whose number is not left is drawn
        faded (for doubles, one die per two moves played).
    cube : (int, int or None), optional
        The doubling cube as ``(value, owner)``: drawn on the bar, in the middle when centred
        (``owner`` None; a centred cube shows 64, as on a real board, when its value is 1), at the
        owner's end of the bar otherwise (gid ``'bglearn-cube'``). Default: no cube drawn.
    status : str, optional
        The status line (gid ``'bglearn-status'``); default "White to play 3-1", "Black on roll" or,
        for a finished game, who has borne off all 15.
    tray : {'off', 'to place'}
        What the checkers in a side's bear-off tray are, written under their count (gid
        ``'bglearn-off'``): ``'off'`` (borne off, "3 off"), or ``'to place'`` (not placed yet, on a
        board being set up: "3 to place"), as :data:`bglearn.draw.words.TRAYS`.

    Returns
    -------
    matplotlib.axes.Axes
        The Axes drawn on. Artists a widget or a test may look for carry gids:
        ``'bglearn-checkers'``, ``'bglearn-count'`` (a stack's number), ``'bglearn-off'``,
        ``'bglearn-die'``, ``'bglearn-highlight'``, ``'bglearn-selected'``, ``'bglearn-targets'``,
        ``'bglearn-last-move'``, ``'bglearn-arrow'`` (one per move), ``'bglearn-ghost'``,
        ``'bglearn-hit'``, ``'bglearn-label-0'``/``'bglearn-label-1'`` (by side), ``'bglearn-status'``.

    Raises
    ------
    ValueError
        For a perspective that is not WHITE/BLACK, a decoration point outside 0-25, dice that are
        not two numbers 1-6, an unknown colour key, an arrow that does not move forward or an
        unknown orientation. Nothing is drawn then.

    Examples
    --------
    >>> from bglearn import Position, WHITE
    >>> ax = board(Position.start(), dice=(3, 1), arrows=[(8, 5), (6, 5)])
    >>> ax.get_xlim() == XLIM
    True
    """
    mover = position.on_roll
    persp = mover if perspective is None else check_side(perspective, "perspective")
    orientation = check_orientation(orientation)
    pal = _check_colors(colors)
    dice = _check_dice(dice)
    highlight = _check_points(highlight, "highlight")
    targets = _check_points(targets, "target")
    if 25 in targets:
        raise InputError("target point 25 is not a point a checker can land on: use 1-24 or 0 for the tray")
    last_move = _check_points(last_move, "last_move")
    if selected is not None:
        check_point(selected, "selected")
    arrow_mover, moves = _check_moves(arrows, mover)
    forbidden_arrows = _check_forbidden(forbidden)
    if isinstance(dice_used, bool) or not isinstance(dice_used, int) or not 0 <= dice_used <= 4:
        raise InputError(f"dice_used is a number of moves 0-4, not {dice_used!r}")
    faded = _faded_dice(dice, dice_used, dice_left)
    further = _check_points(further, "further target")
    movable = _check_points(movable, "movable")
    if cursor is not None:
        check_point(cursor, "cursor")
    cube = _check_cube(cube)
    check_tray(tray)
    names = {WHITE: "White", BLACK: "Black"}
    if labels:
        for side, name in labels.items():
            check_side(side, "labels key")
            names[side] = f"{name} ({names[side]})" if name not in ("White", "Black") else name
    short = {side: (labels or {}).get(side, names[side]) for side in (WHITE, BLACK)}

    if ax is None:
        ax = new_axes(orientation)
    xlim, ylim = (XLIM, YLIM) if orientation == "landscape" else (PORTRAIT_XLIM, PORTRAIT_YLIM)
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    ax.set_aspect("equal", adjustable="box")  # checkers stay round; the data limits never move
    ax.set_axis_off()
    ax.figure.set_facecolor(pal["background"])
    s = _points_per_unit(ax, orientation) / 31.0  # 1.0 at the default 6.5 x 5.5 inch figure
    o = orientation
    boards = {side: position.checkers(side) for side in (WHITE, BLACK)}

    def view(point: int, side: int) -> tuple[int, bool]:
        return to_view(point, side, persp)

    def cxy(point: int, index: int, side: int) -> _XY:
        q, bottom = view(point, side)
        return rotate(*landscape_checker(q, index, bottom), o)

    # -- board: frame, felt, trays, triangles in one collection ---------------------------
    polys, faces = [], []
    polys.append(_rect(0, 0, BOARD_WIDTH, BOARD_HEIGHT, o))
    faces.append(pal["frame"])
    for x0 in (LEFT_X0, RIGHT_X0):
        polys.append(_rect(x0, FRAME, x0 + 6, BOARD_HEIGHT - FRAME, o))
        faces.append(pal["board"])
    for y0, y1 in ((FRAME, FRAME + HALF_HEIGHT), (BOARD_HEIGHT - FRAME - HALF_HEIGHT, BOARD_HEIGHT - FRAME)):
        polys.append(_rect(TRAY_X0, y0, TRAY_X0 + TRAY_WIDTH, y1, o))
        faces.append(pal["tray"])
    for q in range(1, 25):
        x0, base, d = column(q)
        tri = [(x0 + 0.04, base), (x0 + POINT_WIDTH - 0.04, base), (x0 + POINT_WIDTH / 2, base + d * TRIANGLE_HEIGHT)]
        polys.append([rotate(x, y, o) for x, y in tri])
        faces.append(pal["point_dark"] if q % 2 else pal["point_light"])
    ax.add_collection(PolyCollection(polys, facecolors=faces, edgecolors="none", zorder=1), autolim=False)

    # -- point numbers on the frame: one compound path (24 Text artists cost ~15 ms to draw) --
    _add(
        ax,
        PathPatch(
            _number_path(o), facecolor=pal["point_number"], edgecolor="none", zorder=2, gid="bglearn-point-numbers"
        ),
    )

    # -- highlights (under the checkers) ---------------------------------------------------
    bands = []
    for p in highlight:
        q, bottom = view(p, mover)
        if q == 25:
            y0, y1 = (FRAME, MID_Y) if bottom else (MID_Y, BOARD_HEIGHT - FRAME)
            bands.append(_rect(BAR_X0, y0, BAR_X0 + BAR_WIDTH, y1, o))
        elif q == 0:
            y0, y1 = (
                (FRAME, FRAME + HALF_HEIGHT) if bottom else (BOARD_HEIGHT - FRAME - HALF_HEIGHT, BOARD_HEIGHT - FRAME)
            )
            bands.append(_rect(TRAY_X0, y0, TRAY_X0 + TRAY_WIDTH, y1, o))
        else:
            x0, base, d = column(q)
            bands.append(_rect(x0, base, x0 + POINT_WIDTH, base + d * HALF_HEIGHT, o))
    if bands:
        ax.add_collection(
            PolyCollection(
                bands,
                facecolors=_with_alpha(pal["highlight"], 0.4),
                edgecolors=pal["highlight"],
                linewidths=2.5 * s,
                zorder=3,
                gid="bglearn-highlight",
            ),
            autolim=False,
        )

    # -- checkers ----------------------------------------------------------------------------
    circles, cfaces, cedges = [], [], []
    slabs, sfaces, sedges = [], [], []
    counts = []  # (x, y, text, side)
    for side in (WHITE, BLACK):
        face, edge = _side_color(pal, side)
        b = boards[side]
        for p in range(1, 26):
            n = b[p]
            if not n:
                continue
            shown = min(n, MAX_BAR_STACK if p == 25 else MAX_STACK)
            for i in range(shown):
                circles.append(cxy(p, i, side))
                cfaces.append(face)
                cedges.append(edge)
            if n > shown or (p == 25 and n > 1):
                counts.append((*cxy(p, shown - 1, side), str(n), side))
        n = b[0]
        _, bottom = view(0, side)
        for i in range(n):
            x, y = landscape_checker(0, i, bottom)
            slabs.append(
                _rect(
                    x - TRAY_WIDTH / 2 + 0.15,
                    y - SLAB_HEIGHT / 2 + 0.02,
                    x + TRAY_WIDTH / 2 - 0.15,
                    y + SLAB_HEIGHT / 2 - 0.02,
                    o,
                )
            )
            sfaces.append(face)
            sedges.append(edge)
        if n:
            x = TRAY_X0 + TRAY_WIDTH / 2
            y = FRAME + HALF_HEIGHT - 0.3 if bottom else BOARD_HEIGHT - FRAME - HALF_HEIGHT + 0.3
            ax.text(
                *rotate(x, y, o),
                f"{n} {tray}" if tray == "off" else f"{n}\n{tray}",
                fontsize=(7.5 if o == "landscape" else 8.5) * s,  # a phone shows portrait smaller: larger there
                color=pal["point_number"],
                ha="center",
                va="center",
                fontweight="bold",
                zorder=6,
                gid="bglearn-off",
            )
    if circles:
        _discs(
            ax,
            circles,
            CHECKER_RADIUS,
            facecolors=cfaces,
            edgecolors=cedges,
            linewidths=1.3 * s,
            zorder=4,
            gid="bglearn-checkers",
        )
        # a thin inner rim makes them read as checkers rather than dots
        _discs(
            ax,
            circles,
            CHECKER_RADIUS * 0.68,
            facecolors="none",
            edgecolors=[_with_alpha(e, 0.55) for e in cedges],
            linewidths=0.6 * s,
            zorder=4.1,
        )
    if slabs:
        ax.add_collection(
            PolyCollection(slabs, facecolors=sfaces, edgecolors=sedges, linewidths=0.8 * s, zorder=4), autolim=False
        )
    for x, y, t, side in counts:
        ax.text(
            x,
            y,
            t,
            fontsize=10 * s,
            fontweight="bold",
            ha="center",
            va="center",
            zorder=5,
            color=pal["black_checker"] if side == WHITE else pal["white_checker"],
            gid="bglearn-count",
        )

    # -- dice ----------------------------------------------------------------------------------
    if dice:
        _draw_dice(ax, dice, mover, persp, pal, s, o, faded)
    if cube is not None:
        _draw_cube(ax, cube, persp, pal, s, o)

    # -- selection, targets, movable checkers, keyboard focus, last move -------------------------
    _draw_marks(
        ax,
        position,
        persp,
        o,
        pal,
        s,
        selected=selected,
        targets=targets,
        further=further,
        movable=movable,
        cursor=cursor,
        last_move=last_move,
    )

    # -- arrows ----------------------------------------------------------------------------------
    if moves:
        _draw_arrows(ax, moves, arrow_mover, boards, persp, pal, s, o)
    if forbidden_arrows:
        _draw_arrows(ax, forbidden_arrows, mover, boards, persp, pal, s, o, forbidden=True)

    # -- names, pip counts, whose turn --------------------------------------------------------
    pips = dict(zip((mover, 1 - mover), position.pip_count(), strict=True))  # pip_count(): (mover, other)
    winner = next((side for side in (WHITE, BLACK) if position.checkers(side)[0] == 15), None)
    if status is not None:
        status = str(status)
    elif winner is not None:  # a finished game: nobody is on roll
        status = f"{short[winner]} has borne off all 15: game over"
    elif dice:
        status = f"{short[mover]} to play {max(dice)}-{min(dice)}"
    else:
        status = f"{short[mover]} on roll"
    lines = {}
    for side in (WHITE, BLACK):
        lines[side] = names[side] + (f" \u2014 {pips[side]} pips" if show_pips else "")
    _draw_labels(ax, lines, status, mover, persp, pal, s, o)
    return ax


def marks(
    ax: Axes,
    position: Position,
    *,
    perspective: int | None = None,
    orientation: str = "landscape",
    colors: Mapping[str, ColorType] | None = None,
    selected: int | None = None,
    targets: Iterable[int] = (),
    further: Iterable[int] = (),
    movable: Iterable[int] = (),
    cursor: int | None = None,
    last_move: Iterable[int] = (),
) -> list[Artist]:
    """Draw only the marks of an interactive board on ``ax`` (already drawn by :func:`board`); return the artists.

    The same marks as :func:`board`'s ``selected``, ``targets``, ``further``, ``movable``,
    ``cursor`` and ``last_move`` (same meaning and numbering). :class:`bglearn.draw.BoardPainter`
    draws them over a saved picture of the rest, so a click redraws little.

    Raises
    ------
    ValueError
        For a perspective, orientation, colour key or point that does not exist.
    """
    persp = position.on_roll if perspective is None else check_side(perspective, "perspective")
    o = check_orientation(orientation)
    pal = _check_colors(colors)
    if selected is not None:
        check_point(selected, "selected")
    if cursor is not None:
        check_point(cursor, "cursor")
    return _draw_marks(
        ax,
        position,
        persp,
        o,
        pal,
        _points_per_unit(ax, o) / 31.0,
        selected=selected,
        targets=_check_points(targets, "target"),
        further=_check_points(further, "further target"),
        movable=_check_points(movable, "movable"),
        cursor=cursor,
        last_move=_check_points(last_move, "last_move"),
    )


def _draw_marks(
    ax: Axes,
    position: Position,
    persp: int,
    o: str,
    pal: _Palette,
    s: float,
    *,
    selected: int | None,
    targets: tuple[int, ...],
    further: tuple[int, ...],
    movable: tuple[int, ...],
    cursor: int | None,
    last_move: tuple[int, ...],
) -> list[Artist]:
    mover = position.on_roll
    opp = 1 - mover
    boards = {side: position.checkers(side) for side in (WHITE, BLACK)}
    out: list[Artist] = []

    def cxy(point: int, index: int, side: int) -> _XY:
        q, bottom = to_view(point, side, persp)
        return rotate(*landscape_checker(q, index, bottom), o)

    def top_index(p: int, side: int) -> int:
        n = boards[side][p]
        limit = MAX_BAR_STACK if p == 25 else MAX_STACK
        return max(0, min(n, limit) - 1)

    def top_xy(p: int) -> _XY:
        """Top checker of whoever stands on the mover's point p (the mover if empty)."""
        if p in (0, 25) or boards[mover][p] or not boards[opp][25 - p]:
            if p == 0:
                return cxy(0, max(0, boards[mover][0] - 1), mover)
            return cxy(p, top_index(p, mover), mover)
        return cxy(25 - p, top_index(25 - p, opp), opp)

    def spot(p: int) -> _XY:
        if p == 0:
            return cxy(0, boards[mover][0], mover)
        if boards[opp][25 - p] == 1:
            return cxy(p, 0, mover)  # lands on the blot
        return cxy(p, min(boards[mover][p], MAX_STACK - 1), mover)

    if movable:
        # inside the dashed last-move ring, which stays visible
        out.append(
            _discs(
                ax,
                [top_xy(p) for p in movable],
                CHECKER_RADIUS - 0.03,
                facecolors="none",
                edgecolors=pal["selected"],
                linewidths=2.4 * s,
                zorder=6,
                gid="bglearn-movable",
            )
        )
    if selected is not None:
        ring = Circle(
            top_xy(selected),
            CHECKER_RADIUS + 0.07,
            facecolor="none",
            edgecolor=pal["selected"],
            linewidth=3.5 * s,
            zorder=6,
            gid="bglearn-selected",
        )
        ring.set_path_effects([patheffects.withStroke(linewidth=5.5 * s, foreground="#1e1e1e")])
        out.append(_add(ax, ring))
    if last_move:
        out.append(
            _discs(
                ax,
                [top_xy(p) for p in last_move],
                CHECKER_RADIUS + 0.06,
                facecolors="none",
                edgecolors=pal["last_move"],
                linewidths=2.5 * s,
                linestyles=(0, (2, 1.5)),
                zorder=6,
                gid="bglearn-last-move",
            )
        )
    further = tuple(p for p in further if p not in targets)
    dots = [spot(p) for p in targets + further]
    if dots:
        n1, n2 = len(targets), len(further)
        out.append(
            _discs(
                ax,
                dots,
                0.2,
                facecolors=[pal["target"]] * n1 + ["#ffffff"] * n2,
                edgecolors=["#1e1e1e"] * n1 + [pal["target"]] * n2,
                linewidths=[1.2 * s] * n1 + [3.0 * s] * n2,
                zorder=6,
                gid="bglearn-targets",
            )
        )
    if cursor is not None:
        q = cursor if persp == mover or cursor in (0, 25) else 25 - cursor
        x, y = point_center(q, perspective=persp, orientation=o)
        w, h = (BAR_WIDTH if q == 25 else TRAY_WIDTH if q == 0 else POINT_WIDTH, HALF_HEIGHT)
        if o == "portrait":
            w, h = h, w
        frame = Rectangle(
            (x - w / 2, y - h / 2),
            w,
            h,
            facecolor="none",
            edgecolor=pal["arrow"],
            linewidth=3 * s,
            linestyle="--",
            zorder=7,
            gid="bglearn-cursor",
        )
        out.append(_add(ax, frame))
    return out


def _check_cube(cube: tuple[int, int | None] | None) -> tuple[int, int | None] | None:
    if cube is None:
        return None
    try:
        value, owner = cube
    except (TypeError, ValueError):
        raise InputError(f"cube is (value, owner), e.g. (2, bglearn.BLACK) or (1, None), not {cube!r}") from None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1 or value & (value - 1):
        raise InputError(f"the cube value is 1, 2, 4, 8, ..., not {value!r}")
    if owner is not None:
        check_side(owner, "cube owner")
    return value, owner


def _draw_cube(ax: Axes, cube: tuple[int, int | None], persp: int, pal: _Palette, s: float, o: str) -> None:
    value, owner = cube
    size = 1.0
    x = BAR_X0 + BAR_WIDTH / 2
    if owner is None:
        y = MID_Y
    else:  # at the owner's end of the bar: the perspective side's end is the bottom
        end = FRAME + size / 2 + 0.1
        y = end if owner == persp else BOARD_HEIGHT - end
    cx, cy = rotate(x, y, o)
    box = FancyBboxPatch(
        (cx - size / 2, cy - size / 2),
        size,
        size,
        boxstyle="round,pad=0,rounding_size=0.12",
        facecolor="#fffdf5",
        edgecolor="#222222",
        linewidth=1.5 * s,
        zorder=6,
        gid="bglearn-cube",
    )
    _add(ax, box)
    shown = 64 if (owner is None and value == 1) else value
    ax.text(
        cx,
        cy,
        str(shown),
        fontsize=(11 if shown < 100 else 8) * s,
        fontweight="bold",
        ha="center",
        va="center",
        color="#222222",
        zorder=6.5,
        gid="bglearn-cube",
    )


def _faded_dice(dice: tuple[int, int] | None, used: int, left: Iterable[int] | None) -> tuple[bool, bool]:
    """Which of the two drawn dice are faded: ``(bool, bool)``."""
    if not dice:
        return (False, False)
    d1, d2 = dice
    if left is not None:
        left = list(left)
        if any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in left):
            raise InputError(f"dice_left {left!r} are not numbers 1-6")
        if d1 != d2:
            return (d1 not in left, d2 not in left)
        used = 4 - len(left)
    per_die = 2 if d1 == d2 else 1
    return (used >= per_die, used >= 2 * per_die)


def _draw_dice(
    ax: Axes,
    dice: tuple[int, int],
    mover: int,
    persp: int,
    pal: _Palette,
    s: float,
    o: str,
    faded_dice: tuple[bool, bool] = (False, False),
) -> None:
    size = 0.95
    face, edge = _side_color(pal, mover)
    pipc = pal["die_pip_white"] if mover == WHITE else pal["die_pip_black"]
    # the roller's right-hand half: the perspective's right quadrant, the other side's left one
    cx = (RIGHT_X0 if mover == persp else LEFT_X0) + 3 * POINT_WIDTH
    pips_xy: list[_XY] = []
    offsets = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (-1, 1), (1, -1), (1, 1)],
        5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
        6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
    }
    faded_xy: list[_XY] = []
    for k, d in enumerate(dice):
        x, y = rotate(cx + (k - 0.5) * (size + 0.3), MID_Y, o)
        faded = faded_dice[k]
        box = FancyBboxPatch(
            (x - size / 2, y - size / 2),
            size,
            size,
            boxstyle="round,pad=0,rounding_size=0.15",
            facecolor=face,
            edgecolor=edge,
            linewidth=1.5 * s,
            zorder=5,
            alpha=0.3 if faded else None,
            gid="bglearn-die-used" if faded else "bglearn-die",
        )
        _add(ax, box)
        for dx, dy in offsets[d]:
            # die faces keep their printed orientation when the board is turned: plain offsets
            (faded_xy if faded else pips_xy).append((x + dx * 0.25 * size, y + dy * 0.25 * size))
    _discs(ax, pips_xy, 0.085, facecolors=pipc, edgecolors="none", zorder=5.5, gid="bglearn-pips")
    if faded_xy:
        _discs(
            ax, faded_xy, 0.085, facecolors=_with_alpha(pipc, 0.3), edgecolors="none", zorder=5.5, gid="bglearn-pips"
        )


def _check_forbidden(forbidden: Iterable[Sequence[int]] | None) -> list[_Arrow]:
    out = []
    for m in forbidden or ():
        try:
            f, t = m[0], m[1]
        except (TypeError, IndexError, KeyError):
            raise InputError(f"forbidden move {m!r} is not a (from, to) pair") from None
        check_point(f, "forbidden from")
        check_point(t, "forbidden to")
        if f == t:
            raise InputError(f"forbidden move {f}/{t} does not move")
        out.append((f, t, False))
    return out


def _draw_arrows(
    ax: Axes,
    moves: Sequence[_Arrow],
    mover: int,
    boards: Mapping[int, Board],
    persp: int,
    pal: _Palette,
    s: float,
    o: str,
    forbidden: bool = False,
) -> None:
    opp = 1 - mover
    mine = list(boards[mover])
    theirs = list(boards[opp])
    ghosts = []
    hits = []
    stroke = [patheffects.withStroke(linewidth=5 * s, foreground="white")]

    def xy(p: int, i: int) -> _XY:
        """Landscape coordinates of the mover's checker i on its point p (stack clamped as drawn)."""
        q, bottom = to_view(p, mover, persp)
        if p == 0:
            return landscape_checker(0, i, bottom)
        limit = MAX_BAR_STACK if p == 25 else MAX_STACK
        return landscape_checker(q, min(i, limit - 1), bottom)

    def landing(t: int) -> _XY:
        """Where a checker moved to point t (1-24) is drawn: on top of the mover's own there, and on a
        point the other side holds (a play that is not legal) beyond the other side's checkers, which
        stay in sight: the question may be whether that point is blocked."""
        blocked = theirs[25 - t] if theirs[25 - t] >= 2 else 0
        return xy(t, blocked + mine[t])

    for f, t, hit in moves:
        start = xy(f, max(0, mine[f] - 1))
        mine[f] = max(0, mine[f] - 1)
        if forbidden:
            end = landing(t) if t not in (0, 25) else xy(t, mine[t] if t == 0 else 0)
        elif t == 0:
            end = xy(0, mine[0])
        else:
            if theirs[25 - t] == 1 or hit:
                theirs[25 - t] = max(0, theirs[25 - t] - 1)
                theirs[25] += 1
                end = xy(t, 0)
                hits.append(rotate(*end, o))
            else:
                end = landing(t)
            ghosts.append(rotate(*end, o))
        mine[t] += 1
        # Bend the arrow away from the stacks: toward the middle strip when it stays in one half,
        # toward the middle of the playing area when it crosses from one half to the other.
        (x1, y1), (x2, y2) = start, end
        dx, dy = x2 - x1, y2 - y1
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        if (y1 < MID_Y) == (y2 < MID_Y) and f != 25:
            cx, cy = mx, MID_Y
        else:
            cx, cy = (LEFT_X0 + RIGHT_X0 + 6) / 2, MID_Y
        toward = (cx - mx) * dy - (cy - my) * dx  # > 0: that place lies on the (dy, -dx) side
        dist = math.hypot(dx, dy) or 1.0
        rad = 0.45 if dist < 4 else 0.3 if dist < 8 else 0.2
        rad = rad if toward >= 0 else -rad  # a quarter turn keeps the sense (det = +1)
        arrow = FancyArrowPatch(
            rotate(*start, o),
            rotate(*end, o),
            arrowstyle="-|>",
            mutation_scale=16 * s,
            linewidth=2.6 * s,
            color=pal["forbidden" if forbidden else "arrow"],
            connectionstyle=f"arc3,rad={rad}",
            linestyle="--" if forbidden else "-",
            shrinkA=4 * s,
            shrinkB=2 * s,
            zorder=7,
            gid="bglearn-forbidden" if forbidden else "bglearn-arrow",
        )
        arrow.set_path_effects(stroke + [patheffects.Normal()])
        _add(ax, arrow)
    if ghosts:
        face, edge = _side_color(pal, mover)
        _discs(
            ax,
            ghosts,
            CHECKER_RADIUS,
            facecolors=_with_alpha(face, 0.6),
            edgecolors=edge,
            linewidths=1.4 * s,
            linestyles=(0, (3, 2)),
            zorder=4.5,
            gid="bglearn-ghost",
        )
    for x, y in hits:
        ax.plot(
            [x],
            [y],
            scalex=False,
            scaley=False,
            marker="X",
            markersize=15 * s,
            color=pal["hit"],
            markeredgecolor="white",
            markeredgewidth=1.5 * s,
            zorder=8,
            gid="bglearn-hit",
        )


def _draw_labels(
    ax: Axes, lines: Mapping[int, str], status: str, mover: int, persp: int, pal: _Palette, s: float, o: str
) -> None:
    top, bottom = 1 - persp, persp
    if o == "landscape":
        spots = {bottom: (0.0, -BAND / 2), top: (0.0, BOARD_HEIGHT + BAND / 2)}
        status_xy = (BOARD_WIDTH, spots[mover][1])
        status_ha = "right"
    else:
        # portrait: the top side is on the left, the bottom side on the right
        spots = {top: (0.0, -0.55), bottom: (0.0, -1.2)}
        status_xy = (BOARD_HEIGHT, BOARD_WIDTH + 0.35)
        status_ha = "right"
    # portrait is drawn for a phone, where the picture is shown narrower than it is drawn: its lines
    # of text (the names with the pip counts, the status) are set larger, in the room it has for them
    label_size = 10.0 if o == "landscape" else 13.0
    for side in (WHITE, BLACK):
        x, y = spots[side]
        face, edge = _side_color(pal, side)
        _add(ax, Circle((x + 0.3, y), 0.28, facecolor=face, edgecolor=edge, linewidth=1.2 * s, zorder=5))
        ax.text(
            x + 0.75,
            y,
            lines[side],
            fontsize=label_size * s,
            color=pal["text"],
            ha="left",
            va="center",
            zorder=5,
            fontweight="bold" if side == mover else "normal",
            gid=f"bglearn-label-{side}",
        )
    size = 11.0 if o == "landscape" else 13.0
    if o == "landscape" and status:
        # the status shares its band with the mover's name: a long one (a match score with the cube,
        # "after the Crawford game") is set smaller rather than over the name (about 62 characters of
        # the status fit the band's width at 11 points, a character of the name taking 0.82 of one)
        room = 62 - 0.82 * len(lines.get(mover, ""))
        size *= min(1.0, room / len(status))
    elif status:
        # portrait: the status has the band above the board to itself, about 52 characters at 13 points
        # (a longer one, a match score after the Crawford game with the cube owned, is set smaller)
        size *= min(1.0, 52 / len(status))
    ax.text(
        *status_xy,
        status,
        fontsize=size * s,
        fontweight="bold",
        color=pal["text"],
        ha=status_ha,
        va="center",
        zorder=5,
        gid="bglearn-status",
    )

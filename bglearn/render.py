"""Drawing a backgammon position with matplotlib: state in, picture out.

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
landscape, 4.6 x 6.2 portrait), so an Axes filling that figure shows exactly those limits. The same functions place checkers when drawing (:func:`checker_xy`,
:func:`point_center`) and find the point under a click (:func:`point_at`), so the two can never
disagree. The portrait board is the landscape board rotated a quarter turn counter-clockwise
(``x' = BOARD_HEIGHT - y``, ``y' = x``): the trays are at the top and the perspective side's
home board at the top right.

A pixel of a PNG made by :func:`render_png` maps to a point like this (``px``, ``py`` with the origin
at the top left of the image, as browsers and ipyevents report them)::

    x, y = ax.transData.inverted().transform((px, fig.bbox.height - py))
    point = point_at(x, y, perspective=side)      # 1-24, 25 (bar), 0 (tray) or None

With the default figure (Axes filling it), that is simply, for a ``W x H`` pixel image::

    x = XLIM[0] + px / W * (XLIM[1] - XLIM[0])
    y = YLIM[1] - py / H * (YLIM[1] - YLIM[0])
"""

from __future__ import annotations

import io
import math

from matplotlib.collections import EllipseCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, PathPatch
from matplotlib.path import Path
from matplotlib import patheffects

from .position import BLACK, WHITE

__all__ = [
    "DEFAULT_COLORS",
    "ORIENTATIONS",
    "XLIM",
    "YLIM",
    "PORTRAIT_XLIM",
    "PORTRAIT_YLIM",
    "draw",
    "render_png",
    "render_svg",
    "point_at",
    "point_center",
    "checker_xy",
]

#: Colours by role. ``draw(..., colors={...})`` overrides single keys. Chosen for contrast and
#: for colour-blind readers (Okabe-Ito hues for the decorations: no red/green pairs carry meaning).
DEFAULT_COLORS = {
    "background": "#ffffff",      # figure area around the board (name / pip lines)
    "frame": "#5a3b22",           # wooden frame and the bar
    "board": "#2f6b55",           # felt inside the board
    "tray": "#24513f",            # felt inside the bear-off trays
    "point_light": "#eadcb8",     # odd/even points alternate light and dark
    "point_dark": "#b4643c",
    "point_number": "#f6edd9",    # numbers printed on the frame
    "white_checker": "#f8f6ee",
    "white_edge": "#1e1e1e",
    "black_checker": "#1f1f1f",
    "black_edge": "#c9c9c9",
    "text": "#1e1e1e",            # names, pip counts, whose turn
    "highlight": "#f5c400",       # translucent band on highlighted points
    "selected": "#f5c400",        # ring round the selected checker
    "target": "#56b4e9",          # dot where the selected checker may land
    "arrow": "#0072b2",           # arrows of a play
    "hit": "#d55e00",             # cross where a move hits a blot
    "forbidden": "#b00020",       # dashed arrows of moves that are not allowed
    "last_move": "#e69f00",       # dashed ring where the last move landed
    "die_pip_white": "#1e1e1e",   # pips on White's (light) dice
    "die_pip_black": "#f8f6ee",   # pips on Black's (dark) dice
}

#: Allowed values of ``orientation``.
ORIENTATIONS = ("landscape", "portrait")

# ---------------------------------------------------------------------------------------------
# Geometry (landscape data units; one checker is one unit across)
# ---------------------------------------------------------------------------------------------

FRAME = 0.55            # width of the wooden frame (point numbers are printed on it)
POINT_WIDTH = 1.0
BAR_WIDTH = 1.2
TRAY_WIDTH = 1.3
HALF_HEIGHT = 5.3       # from the frame to the middle gap: room for 5 checkers
GAP = 1.3               # middle strip between the two halves (dice lie there)
TRIANGLE_HEIGHT = 4.6
CHECKER_RADIUS = 0.47
MAX_STACK = 5           # checkers drawn per point; more are shown as a count on the top one
MAX_BAR_STACK = 3
SLAB_HEIGHT = 0.3       # a borne-off checker seen edge-on in the tray

LEFT_X0 = FRAME                                   # left quadrant: points 7-18 of the perspective
BAR_X0 = LEFT_X0 + 6 * POINT_WIDTH
RIGHT_X0 = BAR_X0 + BAR_WIDTH                     # right quadrant: points 1-6 and 19-24
TRAY_X0 = RIGHT_X0 + 6 * POINT_WIDTH + FRAME
BOARD_WIDTH = TRAY_X0 + TRAY_WIDTH + FRAME        # 15.9
BOARD_HEIGHT = 2 * FRAME + 2 * HALF_HEIGHT + GAP  # 12.8
MID_Y = BOARD_HEIGHT / 2

BAND = 0.8              # text line above and below the landscape board
_LANDSCAPE_FIGSIZE = (6.5, 5.5)
_PORTRAIT_FIGSIZE = (4.6, 6.2)


def _limits(width, height, aspect):
    """Grow (width, height) to the aspect ratio of a figure; return centred limits."""
    if width / height < aspect:
        width = height * aspect
    else:
        height = width / aspect
    return width, height


_w, _h = _limits(BOARD_WIDTH + 0.4, BOARD_HEIGHT + 2 * BAND, _LANDSCAPE_FIGSIZE[0] / _LANDSCAPE_FIGSIZE[1])
#: Fixed data limits of a landscape board's Axes (x: left to right, y: bottom to top).
XLIM = ((BOARD_WIDTH - _w) / 2, (BOARD_WIDTH + _w) / 2)
YLIM = (MID_Y - _h / 2, MID_Y + _h / 2)

_pw, _ph = _limits(BOARD_HEIGHT + 0.4, BOARD_WIDTH + 2.2, _PORTRAIT_FIGSIZE[0] / _PORTRAIT_FIGSIZE[1])
#: Fixed data limits of a portrait board's Axes.
PORTRAIT_XLIM = ((BOARD_HEIGHT - _pw) / 2, (BOARD_HEIGHT + _pw) / 2)
PORTRAIT_YLIM = (-1.5 - (_ph - BOARD_WIDTH - 2.2), BOARD_WIDTH + 0.7)
del _w, _h, _pw, _ph


def _check_orientation(orientation):
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation {orientation!r} is not supported: use one of {', '.join(map(repr, ORIENTATIONS))}")
    return orientation


def _check_side(side, what):
    if isinstance(side, bool) or side not in (WHITE, BLACK):
        raise ValueError(f"{what} {side!r} is not a side: use bglearn.WHITE ({WHITE}) or bglearn.BLACK ({BLACK})")
    return int(side)


def _check_point(point, what, *, board_only=False):
    lo = 1 if board_only else 0
    hi = 24 if board_only else 25
    if isinstance(point, bool) or not isinstance(point, int) or not lo <= point <= hi:
        where = "1-24" if board_only else "1-24, 25 for the bar or 0 for the tray"
        raise ValueError(f"{what} point {point!r} is not a point: use {where}")
    return point


def _rot(x, y, orientation):
    """Landscape data coordinates -> coordinates of ``orientation`` (a quarter turn for portrait)."""
    if orientation == "landscape":
        return x, y
    return BOARD_HEIGHT - y, x


def _unrot(x, y, orientation):
    if orientation == "landscape":
        return x, y
    return y, BOARD_HEIGHT - x


def _column(q):
    """Landscape column of the perspective's point ``q`` (1-24): (left x, base y, direction).

    Checkers stack from the base (the frame) toward the middle, in ``direction`` (+1 up, -1 down).
    """
    if 1 <= q <= 6:
        return RIGHT_X0 + (6 - q) * POINT_WIDTH, FRAME, 1
    if 7 <= q <= 12:
        return LEFT_X0 + (12 - q) * POINT_WIDTH, FRAME, 1
    if 13 <= q <= 18:
        return LEFT_X0 + (q - 13) * POINT_WIDTH, BOARD_HEIGHT - FRAME, -1
    return RIGHT_X0 + (q - 19) * POINT_WIDTH, BOARD_HEIGHT - FRAME, -1


def _landscape_checker(point, index, bottom):
    """Centre of checker ``index`` (0 = first placed) of a side drawn at the ``bottom`` (or top).

    ``point`` is already a perspective point (1-24), or 25 (bar) / 0 (tray) of the side shown at
    the bottom (``bottom=True``) or at the top.
    """
    if point == 25:
        x = BAR_X0 + BAR_WIDTH / 2
        off = GAP / 2 + 0.5 + index
        return x, (MID_Y - off) if bottom else (MID_Y + off)
    if point == 0:
        x = TRAY_X0 + TRAY_WIDTH / 2
        off = (index + 0.5) * SLAB_HEIGHT + 0.05
        return x, (FRAME + off) if bottom else (BOARD_HEIGHT - FRAME - off)
    x0, base, direction = _column(point)
    return x0 + POINT_WIDTH / 2, base + direction * (0.5 + index)


def _to_view(point, side, perspective):
    """``side``'s point (0-25, own numbering) -> (perspective point, drawn at the bottom?)."""
    if point in (0, 25):
        return point, side == perspective
    q = point if side == perspective else 25 - point
    return q, q <= 12


def checker_xy(point, index, *, perspective, side, orientation="landscape"):
    """Return the data coordinates ``(x, y)`` of one checker's centre.

    Parameters
    ----------
    point : int
        A point in ``side``'s own numbering: 1-24, 25 for ``side``'s place on the bar, 0 for its
        bear-off tray.
    index : int
        0 for the first checker of the stack (at the frame; on the bar the one nearest the middle;
        in the tray the bottom slab), 1 for the next, ... Values past the drawn stack
        continue the line (the caller clamps to what it draws).
    perspective : int
        The side seen at the bottom (WHITE or BLACK).
    side : int
        The side the checker belongs to.
    orientation : {'landscape', 'portrait'}

    Returns
    -------
    (float, float)
        Data coordinates (one checker is one unit across).

    Raises
    ------
    ValueError
        For a side, point or orientation that does not exist.
    """
    perspective = _check_side(perspective, "perspective")
    side = _check_side(side, "side")
    _check_point(point, "checker")
    _check_orientation(orientation)
    q, bottom = _to_view(point, side, perspective)
    return _rot(*_landscape_checker(q, index, bottom), orientation)


def point_center(point, *, perspective, orientation="landscape"):
    """Return the data coordinates ``(x, y)`` of the middle of a point's clickable area.

    Parameters
    ----------
    point : int
        In ``perspective``'s numbering: 1-24, 25 for its half of the bar, 0 for its tray.
    perspective : int
        The side seen at the bottom (WHITE or BLACK).
    orientation : {'landscape', 'portrait'}

    Returns
    -------
    (float, float)
        ``point_at(*point_center(p, perspective=s), perspective=s) == p`` for every point.

    Raises
    ------
    ValueError
        For a point, side or orientation that does not exist.
    """
    _check_side(perspective, "perspective")
    _check_point(point, "center")
    _check_orientation(orientation)
    if point == 25:
        xy = BAR_X0 + BAR_WIDTH / 2, FRAME + HALF_HEIGHT / 2
    elif point == 0:
        xy = TRAY_X0 + TRAY_WIDTH / 2, FRAME + HALF_HEIGHT / 2
    else:
        x0, base, direction = _column(point)
        xy = x0 + POINT_WIDTH / 2, base + direction * HALF_HEIGHT / 2
    return _rot(*xy, orientation)


def point_at(x, y, *, perspective, orientation="landscape"):
    """Return the point under data coordinates ``(x, y)``, or None.

    The clickable area of a point is its whole column, from the frame (its number included) to
    the middle of the board. The whole bar is 25 and both trays are 0: "the bar" and "off" are
    the only meanings a click there can have.

    Parameters
    ----------
    x, y : float
        Data coordinates of the board's Axes (``ax.transData.inverted().transform(pixel)``).
    perspective : int
        The side seen at the bottom; the result is in its numbering.
    orientation : {'landscape', 'portrait'}

    Returns
    -------
    int or None
        1-24 for a point (``perspective``'s numbering; the other side's point is ``25 - p``),
        25 for the bar, 0 for a bear-off tray, None outside the board or on the frame between.

    Raises
    ------
    ValueError
        For a side or orientation that does not exist.
    """
    _check_side(perspective, "perspective")
    _check_orientation(orientation)
    x, y = _unrot(float(x), float(y), orientation)
    if not 0 <= y < BOARD_HEIGHT:
        return None
    bottom = y < MID_Y
    if LEFT_X0 <= x < BAR_X0:
        col = int((x - LEFT_X0) // POINT_WIDTH)
        return 12 - col if bottom else 13 + col
    if RIGHT_X0 <= x < RIGHT_X0 + 6 * POINT_WIDTH:
        col = int((x - RIGHT_X0) // POINT_WIDTH)
        return 6 - col if bottom else 19 + col
    if FRAME <= y < BOARD_HEIGHT - FRAME:
        if BAR_X0 <= x < RIGHT_X0:
            return 25
        if TRAY_X0 <= x < TRAY_X0 + TRAY_WIDTH:
            return 0
    return None


# ---------------------------------------------------------------------------------------------
# Input checks
# ---------------------------------------------------------------------------------------------


def _check_dice(dice):
    if dice is None:
        return None
    try:
        dice = tuple(dice)
    except TypeError:
        raise ValueError(f"dice {dice!r} are not two numbers 1-6, e.g. (3, 1)") from None
    if len(dice) != 2 or any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in dice):
        raise ValueError(f"dice {dice!r} are not two numbers 1-6, e.g. (3, 1)")
    return dice


def _check_points(points, what):
    if points is None:
        return ()
    if isinstance(points, int):
        points = (points,)
    return tuple(_check_point(p, what) for p in points)


def _check_colors(colors):
    pal = dict(DEFAULT_COLORS)
    if colors:
        unknown = sorted(set(colors) - set(DEFAULT_COLORS))
        if unknown:
            raise ValueError(f"unknown colour key(s) {', '.join(map(repr, unknown))}: use keys of DEFAULT_COLORS")
        pal.update(colors)
    return pal


def _check_moves(arrows, mover):
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
                raise ValueError(f"arrow {m!r} is not a Move (from_point, to_point, hit)") from None
            hit = bool(rest[0]) if rest else False
        _check_point(f, "arrow from")
        _check_point(t, "arrow to")
        if f == 0 or t == 25 or t >= f:
            raise ValueError(f"arrow {f}/{t} does not move forward: from 25-1 to a lower point or 0 (off)")
        moves.append((f, t, hit))
    return mover, moves


# ---------------------------------------------------------------------------------------------
# Drawing
# ---------------------------------------------------------------------------------------------


def _rect(x0, y0, x1, y1, orientation):
    return [_rot(x, y, orientation) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]


def _discs(ax, centres, radius, **kw):
    """Add circles of one ``radius`` (data units) at ``centres`` as a single EllipseCollection."""
    d = 2 * radius
    n = len(centres)
    coll = EllipseCollection([d] * n, [d] * n, [0] * n, units="xy", offsets=centres,
                             offset_transform=ax.transData, **kw)
    ax.add_collection(coll, autolim=False)
    return coll


def _add(ax, artist):
    """Add a patch without ``Axes.add_patch``'s data-limit update (costly for curves; limits are fixed)."""
    artist.set_transform(ax.transData)
    return ax.add_artist(artist)


def _with_alpha(color, alpha):
    from matplotlib.colors import to_rgba

    return to_rgba(color, alpha)


_NUMBER_HEIGHT = 0.3     # height of a point number's digits, data units
_number_paths = {}


def _number_path(orientation):
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
            x0, base, d = _column(q)
            glyphs = TextPath((0, 0), str(q), size=1, prop=prop)
            ext = glyphs.get_extents()
            k = _NUMBER_HEIGHT / TextPath((0, 0), "0", size=1, prop=prop).get_extents().height
            cx, cy = x0 + POINT_WIDTH / 2, base - d * FRAME / 2
            verts = [(cx + (vx - (ext.x0 + ext.x1) / 2) * k, cy + (vy - (ext.y0 + ext.y1) / 2) * k)
                     for vx, vy in glyphs.vertices]
            if orientation == "portrait":
                # keep the digits upright: rotate only the anchor, not the glyphs
                ax_, ay_ = _rot(cx, cy, orientation)
                verts = [(vx - cx + ax_, vy - cy + ay_) for vx, vy in verts]
            parts.append(Path(verts, glyphs.codes))
        path = _number_paths[orientation] = Path.make_compound_path(*parts)
    return path


def _side_color(pal, side):
    return (pal["white_checker"], pal["white_edge"]) if side == WHITE else (pal["black_checker"], pal["black_edge"])


def _points_per_unit(ax, orientation):
    fig = ax.figure
    bbox = ax.get_position()
    w_in = bbox.width * fig.get_figwidth()
    h_in = bbox.height * fig.get_figheight()
    xlim, ylim = (XLIM, YLIM) if orientation == "landscape" else (PORTRAIT_XLIM, PORTRAIT_YLIM)
    return 72 * min(w_in / (xlim[1] - xlim[0]), h_in / (ylim[1] - ylim[0]))


def draw(position, *, ax=None, perspective=None, dice=None, highlight=(), arrows=(), last_move=None,
         selected=None, targets=(), labels=None, show_pips=True, colors=None, orientation="landscape",
         forbidden=(), dice_used=0, cube=None):
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
        Points (mover's numbering, 0 = tray) where the selected checker may land: a dot on the spot.
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
        (gid ``'bglearn-die-used'``). For doubles each die stands for two moves.
    cube : (int, int or None), optional
        The doubling cube as ``(value, owner)``: drawn on the bar, in the middle when centred
        (``owner`` None; a centred cube shows 64, as on a real board, when its value is 1), at the
        owner's end of the bar otherwise (gid ``'bglearn-cube'``). Default: no cube drawn.

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
    >>> ax = draw(Position.start(), dice=(3, 1), arrows=[(8, 5), (6, 5)])
    >>> ax.get_xlim() == XLIM
    True
    """
    mover = position.on_roll
    persp = mover if perspective is None else _check_side(perspective, "perspective")
    orientation = _check_orientation(orientation)
    pal = _check_colors(colors)
    dice = _check_dice(dice)
    highlight = _check_points(highlight, "highlight")
    targets = _check_points(targets, "target")
    if 25 in targets:
        raise ValueError("target point 25 is not a point a checker can land on: use 1-24 or 0 for the tray")
    last_move = _check_points(last_move, "last_move")
    if selected is not None:
        _check_point(selected, "selected")
    arrow_mover, moves = _check_moves(arrows, mover)
    forbidden = _check_forbidden(forbidden)
    if isinstance(dice_used, bool) or not isinstance(dice_used, int) or not 0 <= dice_used <= 4:
        raise ValueError(f"dice_used is a number of moves 0-4, not {dice_used!r}")
    cube = _check_cube(cube)
    names = {WHITE: "White", BLACK: "Black"}
    if labels:
        for side, name in labels.items():
            _check_side(side, "labels key")
            names[side] = f"{name} ({names[side]})" if name not in ("White", "Black") else name
    short = {side: (labels or {}).get(side, names[side]) for side in (WHITE, BLACK)}

    if ax is None:
        fig = Figure(figsize=_LANDSCAPE_FIGSIZE if orientation == "landscape" else _PORTRAIT_FIGSIZE)
        ax = fig.add_axes((0, 0, 1, 1))
    xlim, ylim = (XLIM, YLIM) if orientation == "landscape" else (PORTRAIT_XLIM, PORTRAIT_YLIM)
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    ax.set_aspect("equal", adjustable="box")   # checkers stay round; the data limits never move
    ax.set_axis_off()
    ax.figure.set_facecolor(pal["background"])
    s = _points_per_unit(ax, orientation) / 31.0   # 1.0 at the default 6.5 x 5.5 inch figure
    o = orientation
    boards = {side: position.checkers(side) for side in (WHITE, BLACK)}

    def view(point, side):
        return _to_view(point, side, persp)

    def cxy(point, index, side):
        q, bottom = view(point, side)
        return _rot(*_landscape_checker(q, index, bottom), o)

    # -- board: frame, felt, trays, triangles in one collection ---------------------------
    polys, faces = [], []
    polys.append(_rect(0, 0, BOARD_WIDTH, BOARD_HEIGHT, o)); faces.append(pal["frame"])
    for x0 in (LEFT_X0, RIGHT_X0):
        polys.append(_rect(x0, FRAME, x0 + 6, BOARD_HEIGHT - FRAME, o)); faces.append(pal["board"])
    for y0, y1 in ((FRAME, FRAME + HALF_HEIGHT), (BOARD_HEIGHT - FRAME - HALF_HEIGHT, BOARD_HEIGHT - FRAME)):
        polys.append(_rect(TRAY_X0, y0, TRAY_X0 + TRAY_WIDTH, y1, o)); faces.append(pal["tray"])
    for q in range(1, 25):
        x0, base, d = _column(q)
        tri = [(x0 + 0.04, base), (x0 + POINT_WIDTH - 0.04, base), (x0 + POINT_WIDTH / 2, base + d * TRIANGLE_HEIGHT)]
        polys.append([_rot(x, y, o) for x, y in tri])
        faces.append(pal["point_dark"] if q % 2 else pal["point_light"])
    ax.add_collection(PolyCollection(polys, facecolors=faces, edgecolors="none", zorder=1), autolim=False)

    # -- point numbers on the frame: one compound path (24 Text artists cost ~15 ms to draw) --
    _add(ax, PathPatch(_number_path(o), facecolor=pal["point_number"], edgecolor="none", zorder=2,
                           gid="bglearn-point-numbers"))

    # -- highlights (under the checkers) ---------------------------------------------------
    bands = []
    for p in highlight:
        q, bottom = view(p, mover)
        if q == 25:
            y0, y1 = (FRAME, MID_Y) if bottom else (MID_Y, BOARD_HEIGHT - FRAME)
            bands.append(_rect(BAR_X0, y0, BAR_X0 + BAR_WIDTH, y1, o))
        elif q == 0:
            y0, y1 = (FRAME, FRAME + HALF_HEIGHT) if bottom else (BOARD_HEIGHT - FRAME - HALF_HEIGHT, BOARD_HEIGHT - FRAME)
            bands.append(_rect(TRAY_X0, y0, TRAY_X0 + TRAY_WIDTH, y1, o))
        else:
            x0, base, d = _column(q)
            bands.append(_rect(x0, base, x0 + POINT_WIDTH, base + d * HALF_HEIGHT, o))
    if bands:
        ax.add_collection(PolyCollection(bands, facecolors=_with_alpha(pal["highlight"], 0.4),
                                         edgecolors=pal["highlight"], linewidths=2.5 * s, zorder=3, gid="bglearn-highlight"), autolim=False)

    # -- checkers ----------------------------------------------------------------------------
    circles, cfaces, cedges = [], [], []
    slabs, sfaces, sedges = [], [], []
    counts = []   # (x, y, text, side)
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
            x, y = _landscape_checker(0, i, bottom)
            slabs.append(_rect(x - TRAY_WIDTH / 2 + 0.15, y - SLAB_HEIGHT / 2 + 0.02,
                               x + TRAY_WIDTH / 2 - 0.15, y + SLAB_HEIGHT / 2 - 0.02, o))
            sfaces.append(face)
            sedges.append(edge)
        if n:
            x = TRAY_X0 + TRAY_WIDTH / 2
            y = FRAME + HALF_HEIGHT - 0.3 if bottom else BOARD_HEIGHT - FRAME - HALF_HEIGHT + 0.3
            ax.text(*_rot(x, y, o), f"{n} off", fontsize=7.5 * s, color=pal["point_number"], ha="center",
                    va="center", fontweight="bold", zorder=6, gid="bglearn-off")
    if circles:
        _discs(ax, circles, CHECKER_RADIUS, facecolors=cfaces, edgecolors=cedges, linewidths=1.3 * s, zorder=4,
               gid="bglearn-checkers")
        # a thin inner rim makes them read as checkers rather than dots
        _discs(ax, circles, CHECKER_RADIUS * 0.68, facecolors="none", edgecolors=[_with_alpha(e, 0.55) for e in cedges],
               linewidths=0.6 * s, zorder=4.1)
    if slabs:
        ax.add_collection(PolyCollection(slabs, facecolors=sfaces, edgecolors=sedges, linewidths=0.8 * s,
                                         zorder=4), autolim=False)
    for x, y, t, side in counts:
        ax.text(x, y, t, fontsize=10 * s, fontweight="bold", ha="center", va="center", zorder=5,
                color=pal["black_checker"] if side == WHITE else pal["white_checker"], gid="bglearn-count")

    # -- dice ----------------------------------------------------------------------------------
    if dice:
        _draw_dice(ax, dice, mover, persp, pal, s, o, dice_used)
    if cube is not None:
        _draw_cube(ax, cube, persp, pal, s, o)

    # -- selection, targets, last move -------------------------------------------------------
    opp = 1 - mover

    def top_index(p, side):
        n = boards[side][p]
        limit = MAX_BAR_STACK if p == 25 else MAX_STACK
        return max(0, min(n, limit) - 1)

    def top_xy(p):
        """Top checker of whoever stands on the mover's point p (the mover if empty)."""
        if p in (0, 25) or boards[mover][p] or not boards[opp][25 - p]:
            if p == 0:
                return cxy(0, max(0, boards[mover][0] - 1), mover)
            return cxy(p, top_index(p, mover), mover)
        return cxy(25 - p, top_index(25 - p, opp), opp)

    rings = []
    if selected is not None:
        ring = Circle(top_xy(selected), CHECKER_RADIUS + 0.07, facecolor="none", edgecolor=pal["selected"],
                      linewidth=3.5 * s, zorder=6, gid="bglearn-selected")
        ring.set_path_effects([patheffects.withStroke(linewidth=5.5 * s, foreground="#1e1e1e")])
        _add(ax, ring)
    for p in last_move:
        rings.append(top_xy(p))
    if rings:
        _discs(ax, rings, CHECKER_RADIUS + 0.06, facecolors="none", edgecolors=pal["last_move"], linewidths=2.5 * s,
               linestyles=(0, (2, 1.5)), zorder=6, gid="bglearn-last-move")
    dots = []
    for p in targets:
        if p == 0:
            xy = cxy(0, boards[mover][0], mover)
        elif boards[opp][25 - p] == 1:
            xy = cxy(p, 0, mover)            # lands on the blot
        else:
            xy = cxy(p, min(boards[mover][p], MAX_STACK - 1), mover)
        dots.append(xy)
    if dots:
        _discs(ax, dots, 0.2, facecolors=pal["target"], edgecolors="#1e1e1e", linewidths=1.2 * s, zorder=6,
               gid="bglearn-targets")

    # -- arrows ----------------------------------------------------------------------------------
    if moves:
        _draw_arrows(ax, moves, arrow_mover, boards, persp, pal, s, o)
    if forbidden:
        _draw_arrows(ax, forbidden, mover, boards, persp, pal, s, o, forbidden=True)

    # -- names, pip counts, whose turn --------------------------------------------------------
    pips = dict(zip((mover, 1 - mover), position.pip_count()))
    winner = next((side for side in (WHITE, BLACK) if position.checkers(side)[0] == 15), None)
    if winner is not None:  # a finished game: nobody is on roll
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


def _check_cube(cube):
    if cube is None:
        return None
    try:
        value, owner = cube
    except (TypeError, ValueError):
        raise ValueError(f"cube is (value, owner), e.g. (2, bglearn.BLACK) or (1, None), not {cube!r}") from None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1 or value & (value - 1):
        raise ValueError(f"the cube value is 1, 2, 4, 8, ..., not {value!r}")
    if owner is not None:
        _check_side(owner, "cube owner")
    return value, owner


def _draw_cube(ax, cube, persp, pal, s, o):
    value, owner = cube
    size = 1.0
    x = BAR_X0 + BAR_WIDTH / 2
    if owner is None:
        y = MID_Y
    else:  # at the owner's end of the bar: the perspective side's end is the bottom
        end = FRAME + size / 2 + 0.1
        y = end if owner == persp else BOARD_HEIGHT - end
    cx, cy = _rot(x, y, o)
    box = FancyBboxPatch((cx - size / 2, cy - size / 2), size, size, boxstyle="round,pad=0,rounding_size=0.12",
                         facecolor="#fffdf5", edgecolor="#222222", linewidth=1.5 * s, zorder=6, gid="bglearn-cube")
    _add(ax, box)
    shown = 64 if (owner is None and value == 1) else value
    ax.text(cx, cy, str(shown), fontsize=(11 if shown < 100 else 8) * s, fontweight="bold", ha="center",
            va="center", color="#222222", zorder=6.5, gid="bglearn-cube")


def _draw_dice(ax, dice, mover, persp, pal, s, o, used=0):
    size = 0.95
    face, edge = _side_color(pal, mover)
    pipc = pal["die_pip_white"] if mover == WHITE else pal["die_pip_black"]
    # the roller's right-hand half: the perspective's right quadrant, the other side's left one
    cx = (RIGHT_X0 if mover == persp else LEFT_X0) + 3 * POINT_WIDTH
    pips_xy = []
    offsets = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
               4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
               6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}
    faded_xy = []
    per_die = 2 if dice[0] == dice[1] else 1
    for k, d in enumerate(dice):
        x, y = _rot(cx + (k - 0.5) * (size + 0.3), MID_Y, o)
        faded = used >= (k + 1) * per_die
        box = FancyBboxPatch((x - size / 2, y - size / 2), size, size, boxstyle="round,pad=0,rounding_size=0.15",
                             facecolor=face, edgecolor=edge, linewidth=1.5 * s, zorder=5,
                             alpha=0.3 if faded else None, gid="bglearn-die-used" if faded else "bglearn-die")
        _add(ax, box)
        for dx, dy in offsets[d]:
            # die faces keep their printed orientation when the board is turned: plain offsets
            (faded_xy if faded else pips_xy).append((x + dx * 0.25 * size, y + dy * 0.25 * size))
    _discs(ax, pips_xy, 0.085, facecolors=pipc, edgecolors="none", zorder=5.5, gid="bglearn-pips")
    if faded_xy:
        _discs(ax, faded_xy, 0.085, facecolors=_with_alpha(pipc, 0.3), edgecolors="none", zorder=5.5,
               gid="bglearn-pips")


def _check_forbidden(forbidden):
    out = []
    for m in forbidden or ():
        try:
            f, t = m[0], m[1]
        except (TypeError, IndexError, KeyError):
            raise ValueError(f"forbidden move {m!r} is not a (from, to) pair") from None
        _check_point(f, "forbidden from")
        _check_point(t, "forbidden to")
        if f == t:
            raise ValueError(f"forbidden move {f}/{t} does not move")
        out.append((f, t, False))
    return out


def _draw_arrows(ax, moves, mover, boards, persp, pal, s, o, forbidden=False):
    opp = 1 - mover
    mine = list(boards[mover])
    theirs = list(boards[opp])
    ghosts = []
    hits = []
    stroke = [patheffects.withStroke(linewidth=5 * s, foreground="white")]

    def xy(p, i):
        """Landscape coordinates of the mover's checker i on its point p (stack clamped as drawn)."""
        q, bottom = _to_view(p, mover, persp)
        if p == 0:
            return _landscape_checker(0, i, bottom)
        limit = MAX_BAR_STACK if p == 25 else MAX_STACK
        return _landscape_checker(q, min(i, limit - 1), bottom)

    for f, t, hit in moves:
        start = xy(f, max(0, mine[f] - 1))
        mine[f] = max(0, mine[f] - 1)
        if forbidden:
            end = xy(t, mine[t]) if t != 25 else xy(25, 0)
        elif t == 0:
            end = xy(0, mine[0])
        else:
            if theirs[25 - t] == 1 or hit:
                theirs[25 - t] = max(0, theirs[25 - t] - 1)
                theirs[25] += 1
                end = xy(t, 0)
                hits.append(_rot(*end, o))
            else:
                end = xy(t, mine[t])
            ghosts.append(_rot(*end, o))
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
        toward = (cx - mx) * dy - (cy - my) * dx      # > 0: that place lies on the (dy, -dx) side
        dist = math.hypot(dx, dy) or 1.0
        rad = 0.45 if dist < 4 else 0.3 if dist < 8 else 0.2
        rad = rad if toward >= 0 else -rad            # a quarter turn keeps the sense (det = +1)
        arrow = FancyArrowPatch(_rot(*start, o), _rot(*end, o), arrowstyle="-|>", mutation_scale=16 * s,
                                linewidth=2.6 * s, color=pal["forbidden" if forbidden else "arrow"],
                                connectionstyle=f"arc3,rad={rad}", linestyle="--" if forbidden else "-",
                                shrinkA=4 * s, shrinkB=2 * s, zorder=7,
                                gid="bglearn-forbidden" if forbidden else "bglearn-arrow")
        arrow.set_path_effects(stroke + [patheffects.Normal()])
        _add(ax, arrow)
    if ghosts:
        face, edge = _side_color(pal, mover)
        _discs(ax, ghosts, CHECKER_RADIUS, facecolors=_with_alpha(face, 0.6), edgecolors=edge, linewidths=1.4 * s,
               linestyles=(0, (3, 2)), zorder=4.5, gid="bglearn-ghost")
    for x, y in hits:
        ax.plot([x], [y], scalex=False, scaley=False, marker="X", markersize=15 * s, color=pal["hit"], markeredgecolor="white",
                markeredgewidth=1.5 * s, zorder=8, gid="bglearn-hit")


def _draw_labels(ax, lines, status, mover, persp, pal, s, o):
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
    for side in (WHITE, BLACK):
        x, y = spots[side]
        face, edge = _side_color(pal, side)
        _add(ax, Circle((x + 0.3, y), 0.28, facecolor=face, edgecolor=edge, linewidth=1.2 * s, zorder=5))
        ax.text(x + 0.75, y, lines[side],
                fontsize=10 * s, color=pal["text"], ha="left", va="center", zorder=5,
                fontweight="bold" if side == mover else "normal", gid=f"bglearn-label-{side}")
    ax.text(*status_xy, status, fontsize=11 * s, fontweight="bold", color=pal["text"], ha=status_ha, va="center",
            zorder=5, gid="bglearn-status")


# ---------------------------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------------------------


def _figure(figsize, dpi, orientation):
    if figsize is None:
        figsize = _LANDSCAPE_FIGSIZE if orientation == "landscape" else _PORTRAIT_FIGSIZE
    fig = Figure(figsize=figsize, dpi=dpi)
    return fig, fig.add_axes((0, 0, 1, 1))


def render_png(position, *, dpi=80, figsize=None, **decorations):
    """Return a PNG picture (bytes) of ``draw(position, **decorations)`` on a new Figure.

    Parameters
    ----------
    position : bglearn.Position
    dpi : float
        Pixels per inch: the default 6.5 x 5.5 inch figure at 80 dpi is 520 x 440 pixels.
    figsize : (float, float), optional
        Figure size in inches; default (6.5, 5.5) landscape, (4.6, 6.2) portrait. Other shapes
        leave blank margins (the board keeps its aspect).
    **decorations
        Keyword options of :func:`draw` (``dice``, ``arrows``, ``perspective``, ``orientation``...).

    Returns
    -------
    bytes
        Starts with ``b'\\x89PNG\\r\\n\\x1a\\n'``.

    Raises
    ------
    ValueError
        As :func:`draw`.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    fig, ax = _figure(figsize, dpi, decorations.get("orientation", "landscape"))
    canvas = FigureCanvasAgg(fig)
    draw(position, ax=ax, **decorations)
    buf = io.BytesIO()
    canvas.print_png(buf, pil_kwargs={"compress_level": 3})
    return buf.getvalue()


def render_svg(position, *, figsize=None, **decorations):
    """Return an SVG picture (str) of ``draw(position, **decorations)`` on a new Figure.

    Parameters and errors as :func:`render_png` (an SVG has no dpi; sizes are in inches).
    """
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    fig, ax = _figure(figsize, 72, decorations.get("orientation", "landscape"))
    canvas = FigureCanvasSVG(fig)
    draw(position, ax=ax, **decorations)
    buf = io.StringIO()
    canvas.print_svg(buf)
    return buf.getvalue()

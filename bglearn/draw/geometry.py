"""Where everything is on a drawn board: data coordinates of points, checkers, bar and trays.

All drawing happens in a fixed *data* coordinate system (:data:`XLIM`, :data:`YLIM` for the
landscape board, :data:`PORTRAIT_XLIM`, :data:`PORTRAIT_YLIM` for the portrait one); one checker is
one data unit across. The same functions place checkers when drawing (:func:`checker_xy`,
:func:`point_center`) and find the point under a click (:func:`point_at`), so the two can never
disagree. See :mod:`bglearn.draw.picture` for how a pixel maps to a point.
"""

from __future__ import annotations

from ..engine.constants import BLACK, WHITE
from ..errors import InputError

__all__ = [
    "ORIENTATIONS",
    "FIGSIZES",
    "XLIM",
    "YLIM",
    "PORTRAIT_XLIM",
    "PORTRAIT_YLIM",
    "FRAME",
    "POINT_WIDTH",
    "BAR_WIDTH",
    "TRAY_WIDTH",
    "HALF_HEIGHT",
    "GAP",
    "TRIANGLE_HEIGHT",
    "CHECKER_RADIUS",
    "MAX_STACK",
    "MAX_BAR_STACK",
    "SLAB_HEIGHT",
    "LEFT_X0",
    "BAR_X0",
    "RIGHT_X0",
    "TRAY_X0",
    "BOARD_WIDTH",
    "BOARD_HEIGHT",
    "MID_Y",
    "BAND",
    "check_orientation",
    "check_side",
    "check_point",
    "rotate",
    "unrotate",
    "column",
    "landscape_checker",
    "to_view",
    "checker_xy",
    "point_center",
    "point_at",
]

#: Allowed values of ``orientation``.
ORIENTATIONS = ("landscape", "portrait")

# ---------------------------------------------------------------------------------------------
# Geometry (landscape data units; one checker is one unit across)
# ---------------------------------------------------------------------------------------------

FRAME = 0.55  # width of the wooden frame (point numbers are printed on it)
POINT_WIDTH = 1.0
BAR_WIDTH = 1.2
TRAY_WIDTH = 1.3
HALF_HEIGHT = 5.3  # from the frame to the middle gap: room for 5 checkers
GAP = 1.3  # middle strip between the two halves (dice lie there)
TRIANGLE_HEIGHT = 4.6
CHECKER_RADIUS = 0.47
MAX_STACK = 5  # checkers drawn per point; more are shown as a count on the top one
MAX_BAR_STACK = 3
SLAB_HEIGHT = 0.3  # a borne-off checker seen edge-on in the tray

LEFT_X0 = FRAME  # left quadrant: points 7-18 of the perspective
BAR_X0 = LEFT_X0 + 6 * POINT_WIDTH
RIGHT_X0 = BAR_X0 + BAR_WIDTH  # right quadrant: points 1-6 and 19-24
TRAY_X0 = RIGHT_X0 + 6 * POINT_WIDTH + FRAME
BOARD_WIDTH = TRAY_X0 + TRAY_WIDTH + FRAME  # 15.9
BOARD_HEIGHT = 2 * FRAME + 2 * HALF_HEIGHT + GAP  # 12.8
MID_Y = BOARD_HEIGHT / 2

BAND = 0.8  # text line above and below the landscape board
#: The default figure size in inches of each orientation (at 80 dpi: 520 x 440 and 368 x 496 pixels).
FIGSIZES = {"landscape": (6.5, 5.5), "portrait": (4.6, 6.2)}


def _limits(width: float, height: float, aspect: float) -> tuple[float, float]:
    """Grow (width, height) to the aspect ratio of a figure; return centred limits."""
    if width / height < aspect:
        width = height * aspect
    else:
        height = width / aspect
    return width, height


_w, _h = _limits(BOARD_WIDTH + 0.4, BOARD_HEIGHT + 2 * BAND, FIGSIZES["landscape"][0] / FIGSIZES["landscape"][1])
#: Fixed data limits of a landscape board's Axes (x: left to right, y: bottom to top).
XLIM = ((BOARD_WIDTH - _w) / 2, (BOARD_WIDTH + _w) / 2)
YLIM = (MID_Y - _h / 2, MID_Y + _h / 2)

_pw, _ph = _limits(BOARD_HEIGHT + 0.4, BOARD_WIDTH + 2.2, FIGSIZES["portrait"][0] / FIGSIZES["portrait"][1])
#: Fixed data limits of a portrait board's Axes.
PORTRAIT_XLIM = ((BOARD_HEIGHT - _pw) / 2, (BOARD_HEIGHT + _pw) / 2)
PORTRAIT_YLIM = (-1.5 - (_ph - BOARD_WIDTH - 2.2), BOARD_WIDTH + 0.7)
del _w, _h, _pw, _ph


def check_orientation(orientation: str) -> str:
    """Return ``orientation`` if it is one of :data:`ORIENTATIONS`; else raise ValueError."""
    if orientation not in ORIENTATIONS:
        raise InputError(
            f"orientation {orientation!r} is not supported: use one of {', '.join(map(repr, ORIENTATIONS))}"
        )
    return orientation


def check_side(side: int, what: str) -> int:
    """Return ``side`` (WHITE or BLACK) as an int; else raise ValueError naming ``what``."""
    if isinstance(side, bool) or side not in (WHITE, BLACK):
        raise InputError(f"{what} {side!r} is not a side: use bglearn.WHITE ({WHITE}) or bglearn.BLACK ({BLACK})")
    return int(side)


def check_point(point: int, what: str, *, board_only: bool = False) -> int:
    """Return ``point`` if it is 0-25 (1-24 with ``board_only``); else raise ValueError naming ``what``."""
    lo = 1 if board_only else 0
    hi = 24 if board_only else 25
    if isinstance(point, bool) or not isinstance(point, int) or not lo <= point <= hi:
        where = "1-24" if board_only else "1-24, 25 for the bar or 0 for the tray"
        raise InputError(f"{what} point {point!r} is not a point: use {where}")
    return point


def rotate(x: float, y: float, orientation: str) -> tuple[float, float]:
    """Landscape data coordinates -> coordinates of ``orientation`` (a quarter turn for portrait).

    ``x``, ``y`` and the result are data units; ``orientation`` is ``'landscape'`` (unchanged) or
    ``'portrait'`` (anything else is taken as portrait: callers check it first).
    """
    if orientation == "landscape":
        return x, y
    return BOARD_HEIGHT - y, x


def unrotate(x: float, y: float, orientation: str) -> tuple[float, float]:
    """The inverse of :func:`rotate`: ``orientation``'s data coordinates -> landscape ones."""
    if orientation == "landscape":
        return x, y
    return y, BOARD_HEIGHT - x


def column(q: int) -> tuple[float, float, int]:
    """Landscape column of the perspective's point ``q`` (1-24): (left x, base y, direction).

    Checkers stack from the base (the frame) toward the middle, in ``direction`` (+1 up, -1 down).
    ``x`` and ``y`` are landscape data units; a ``q`` outside 1-18 is taken as one of 19-24.
    """
    if 1 <= q <= 6:
        return RIGHT_X0 + (6 - q) * POINT_WIDTH, FRAME, 1
    if 7 <= q <= 12:
        return LEFT_X0 + (12 - q) * POINT_WIDTH, FRAME, 1
    if 13 <= q <= 18:
        return LEFT_X0 + (q - 13) * POINT_WIDTH, BOARD_HEIGHT - FRAME, -1
    return RIGHT_X0 + (q - 19) * POINT_WIDTH, BOARD_HEIGHT - FRAME, -1


def landscape_checker(point: int, index: int, bottom: bool) -> tuple[float, float]:
    """Centre of checker ``index`` (0 = first placed) of a side drawn at the ``bottom`` (or top).

    ``point`` is already a perspective point (1-24), or 25 (bar) / 0 (tray) of the side shown at
    the bottom (``bottom=True``) or at the top. ``index`` counts from 0 (not clamped); the result
    is in landscape data units.
    """
    if point == 25:
        x = BAR_X0 + BAR_WIDTH / 2
        off = GAP / 2 + 0.5 + index
        return x, (MID_Y - off) if bottom else (MID_Y + off)
    if point == 0:
        x = TRAY_X0 + TRAY_WIDTH / 2
        off = (index + 0.5) * SLAB_HEIGHT + 0.05
        return x, (FRAME + off) if bottom else (BOARD_HEIGHT - FRAME - off)
    x0, base, direction = column(point)
    return x0 + POINT_WIDTH / 2, base + direction * (0.5 + index)


def to_view(point: int, side: int, perspective: int) -> tuple[int, bool]:
    """``side``'s point (0-25, own numbering) -> (perspective point, drawn at the bottom?)."""
    if point in (0, 25):
        return point, side == perspective
    q = point if side == perspective else 25 - point
    return q, q <= 12


def checker_xy(
    point: int, index: int, *, perspective: int, side: int, orientation: str = "landscape"
) -> tuple[float, float]:
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
    perspective = check_side(perspective, "perspective")
    side = check_side(side, "side")
    check_point(point, "checker")
    check_orientation(orientation)
    q, bottom = to_view(point, side, perspective)
    return rotate(*landscape_checker(q, index, bottom), orientation)


def point_center(point: int, *, perspective: int, orientation: str = "landscape") -> tuple[float, float]:
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
    check_side(perspective, "perspective")
    check_point(point, "center")
    check_orientation(orientation)
    if point == 25:
        xy = BAR_X0 + BAR_WIDTH / 2, FRAME + HALF_HEIGHT / 2
    elif point == 0:
        xy = TRAY_X0 + TRAY_WIDTH / 2, FRAME + HALF_HEIGHT / 2
    else:
        x0, base, direction = column(point)
        xy = x0 + POINT_WIDTH / 2, base + direction * HALF_HEIGHT / 2
    return rotate(*xy, orientation)


def point_at(x: float, y: float, *, perspective: int, orientation: str = "landscape") -> int | None:
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
    check_side(perspective, "perspective")
    check_orientation(orientation)
    x, y = unrotate(float(x), float(y), orientation)
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

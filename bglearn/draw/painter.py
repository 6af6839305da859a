"""The stateful painter: one matplotlib Figure kept for an interactive board, redrawn little.

:func:`bglearn.draw.board` draws a picture from scratch (about 65 ms with the PNG encoding);
:class:`BoardPainter` keeps the Figure and its Agg canvas, restores the unchanging board from a
saved pixel region and redraws only what changed (a click that selects a checker: a few ms).
The clickable board (:class:`bglearn.BoardWidget`) owns one painter and asks it for pictures.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any, cast

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg

from .files import encode_png
from .geometry import PORTRAIT_XLIM, PORTRAIT_YLIM, XLIM, YLIM, check_orientation, point_at, point_center
from .picture import board, new_axes
from .picture import marks as draw_marks

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.text import Text
    from matplotlib.transforms import BboxBase

    from ..engine.position import Position

__all__ = ["BoardPainter"]


def _is_static(artist: Artist) -> bool:
    """The board itself (frame, felt, triangles) and the point numbers: the same in every frame."""
    if artist.get_gid() == "bglearn-point-numbers":
        return True
    return type(artist).__name__ == "PolyCollection" and artist.get_zorder() == 1 and artist.get_gid() is None


_LABEL_GIDS = ("bglearn-label-0", "bglearn-label-1", "bglearn-status")


class BoardPainter:
    """Keeps one matplotlib Figure and turns board states into PNG bytes, redrawing little.

    ``incremental=True`` (default): the board (frame, felt, triangles, numbers) is rendered once
    and restored from a saved Agg region; each frame rebuilds only the decorations and checkers
    with :func:`bglearn.draw.board` and draws those; the name/pip/status lines are cached as
    small pixel tiles per text; the marks of an interactive board (:func:`bglearn.draw.marks`:
    selection, spots, movable checkers, keyboard focus) are drawn over a saved picture of the
    rest when only they change. ``incremental=False`` clears and redraws everything (the slow,
    simple path, kept for comparison and as a fallback).

    Parameters
    ----------
    orientation : {'landscape', 'portrait'}
    dpi : float
        80 gives 520 x 440 pixels landscape.
    incremental : bool

    Attributes
    ----------
    ax : matplotlib.axes.Axes
        The Axes every picture is drawn on (filling :attr:`fig`).
    fig : matplotlib.figure.Figure
    canvas : matplotlib.backends.backend_agg.FigureCanvasAgg
    """

    # set by paint(); an Agg BufferRegion has no type in matplotlib, hence Any
    _base_key: Hashable | None
    _base: Any
    _overlay: list[Artist]

    def __init__(self, orientation: str = "landscape", dpi: float = 80, incremental: bool = True) -> None:
        self.orientation = check_orientation(orientation)
        self.incremental = incremental
        self.ax = new_axes(orientation, dpi=dpi)
        self.fig = cast("Figure", self.ax.figure)  # new_axes makes a Figure
        self.canvas = FigureCanvasAgg(self.fig)
        # the board's data limits and aspect now, so pixel_to_point / point_to_pixel are right before
        # the first paint (a question or editor maps clicks on a picture drawn elsewhere)
        xlim, ylim = (XLIM, YLIM) if self.orientation == "landscape" else (PORTRAIT_XLIM, PORTRAIT_YLIM)
        self.ax.set_xlim(*xlim)
        self.ax.set_ylim(*ylim)
        self.ax.set_aspect("equal", adjustable="box")
        self.ax.apply_aspect()
        self._background: Any = None  # BufferRegion of the static board
        self._tiles: dict[tuple[Any, ...], Any] = {}  # text key -> BufferRegion

    @property
    def size(self) -> tuple[int, int]:
        """(width, height) of the picture in pixels."""
        return int(round(self.fig.bbox.width)), int(round(self.fig.bbox.height))

    def pixel_to_point(self, px: float, py: float, perspective: int) -> int | None:
        """The point (perspective's numbering; 25 bar, 0 tray) under image pixel (px, py), or None.

        ``px``, ``py`` are pixels of the PNG with the origin at its top left. Raises ValueError for a
        ``perspective`` that is not WHITE or BLACK.
        """
        x, y = self.ax.transData.inverted().transform((float(px), self.fig.bbox.height - float(py)))
        return point_at(x, y, perspective=perspective, orientation=self.orientation)

    def point_to_pixel(self, point: int, perspective: int) -> tuple[float, float]:
        """Image pixel ``(px, py)`` (top-left origin) of the middle of a point's clickable area.

        ``point`` is in ``perspective``'s numbering (25 bar, 0 tray). Raises ValueError for a point
        or side that does not exist.
        """
        x, y = point_center(point, perspective=perspective, orientation=self.orientation)
        px, py = self.ax.transData.transform((x, y))
        return float(px), float(self.fig.bbox.height - py)

    def scale(self) -> float:
        """Line-width scale of the board: 1.0 for the default landscape figure (as the drawing uses)."""
        xlim, ylim = (XLIM, YLIM) if self.orientation == "landscape" else (PORTRAIT_XLIM, PORTRAIT_YLIM)
        w_in, h_in = self.fig.get_figwidth(), self.fig.get_figheight()
        return 72 * min(w_in / (xlim[1] - xlim[0]), h_in / (ylim[1] - ylim[0])) / 31.0

    def paint(
        self,
        position: Position,
        *,
        marks: Mapping[str, Any] | None = None,
        base_key: Hashable | None = None,
        **decorations: Any,
    ) -> bytes:
        """Return PNG bytes of ``position`` drawn with ``board(**decorations)`` and ``marks(**marks)``.

        Parameters
        ----------
        position : bglearn.Position
        marks : dict, optional
            Options of :func:`bglearn.draw.marks` (``selected``, ``targets``, ``further``,
            ``movable``, ``cursor``), drawn on top of the rest (the *base* picture).
        base_key : hashable, optional
            Names the base picture. With ``incremental`` and the same key as the last frame's,
            the base is restored from a saved pixel region and only the marks are drawn: a click
            that selects a checker costs one small draw and the PNG encoding.
        **decorations
            Options of :func:`bglearn.draw.board` (not ``orientation``: the painter's own).

        Raises
        ------
        ValueError
            As :func:`bglearn.draw.board`.
        """
        ax = self.ax
        marks = dict(marks or {})
        perspective = decorations.get("perspective")

        def overlay(ax: Axes) -> list[Artist]:
            if not marks:
                return []
            return draw_marks(ax, position, perspective=perspective, orientation=self.orientation, **marks)

        if not self.incremental:
            ax.clear()
            board(position, ax=ax, orientation=self.orientation, **decorations, **marks)
            self.canvas.draw()
            return encode_png(np.asarray(self.canvas.buffer_rgba()))
        renderer = self.canvas.get_renderer()
        if base_key is not None and base_key == getattr(self, "_base_key", None):
            for artist in getattr(self, "_overlay", ()):
                artist.remove()
            self.canvas.restore_region(self._base)
            self._overlay = overlay(ax)
            for a in sorted(self._overlay, key=lambda a: a.get_zorder()):
                a.draw(renderer)
            return encode_png(np.asarray(renderer.buffer_rgba()))
        self._base_key = None
        for artist in (*ax.collections, *ax.patches, *ax.texts, *ax.lines, *ax.artists):
            artist.remove()
        board(position, ax=ax, orientation=self.orientation, **decorations)
        static = [a for a in ax.get_children() if _is_static(a)]
        if self._background is None:
            dynamic = [
                a for a in (*ax.collections, *ax.patches, *ax.texts, *ax.lines, *ax.artists) if not _is_static(a)
            ]
            for a in dynamic:
                a.set_visible(False)
            self.canvas.draw()
            self._background = self.canvas.copy_from_bbox(self.fig.bbox)
            for a in dynamic:
                a.set_visible(True)
            renderer = self.canvas.get_renderer()
        for a in static:
            a.remove()
        self.canvas.restore_region(self._background)
        children = sorted(
            (a for a in (*ax.collections, *ax.patches, *ax.texts, *ax.lines, *ax.artists) if a.get_visible()),
            key=lambda a: a.get_zorder(),
        )
        labels: list[Text] = []
        for a in children:
            if a.get_gid() in _LABEL_GIDS:
                labels.append(cast("Text", a))  # the name/pip/status lines are Texts
                continue
            a.draw(renderer)
        for t in labels:
            key = (t.get_gid(), t.get_text(), t.get_fontweight(), t.get_position(), t.get_horizontalalignment())
            tile = self._tiles.get(key)
            if tile is None:
                t.draw(renderer)
                bbox: BboxBase = t.get_window_extent(renderer).expanded(1.0, 1.0).padded(3)
                bbox = bbox.intersection(bbox, self.fig.bbox) or self.fig.bbox
                tile = self._tiles[key] = self.canvas.copy_from_bbox(bbox)
                if len(self._tiles) > 400:
                    self._tiles.clear()
            else:
                self.canvas.restore_region(tile)
        if base_key is not None:
            self._base = self.canvas.copy_from_bbox(self.fig.bbox)
            self._base_key = base_key
        self._overlay = overlay(ax)
        for a in sorted(self._overlay, key=lambda a: a.get_zorder()):
            a.draw(renderer)
        return encode_png(np.asarray(renderer.buffer_rgba()))

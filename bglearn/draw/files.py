"""Pictures as files: PNG and SVG bytes of a board, and a fast PNG encoder for the painter."""

from __future__ import annotations

import io
import os
import struct
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..errors import InputError
from .geometry import FIGSIZES, check_orientation
from .picture import board, new_axes, point_numbers_as_text

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    from matplotlib.figure import Figure

    from ..engine.position import Position

__all__ = ["png", "svg", "save", "encode_png"]


def png(
    position: Position, *, dpi: float = 80, figsize: tuple[float, float] | None = None, **decorations: Any
) -> bytes:
    """Return a PNG picture (bytes) of ``board(position, **decorations)`` on a new Figure.

    Parameters
    ----------
    position : bglearn.Position
    dpi : float
        Pixels per inch: the default 6.5 x 5.5 inch figure at 80 dpi is 520 x 440 pixels.
    figsize : (float, float), optional
        Figure size in inches; default (6.5, 5.5) landscape, (4.6, 6.2) portrait. Other shapes
        leave blank margins (the board keeps its aspect).
    **decorations
        Keyword options of :func:`bglearn.draw.board` (``dice``, ``arrows``, ``perspective``,
        ``orientation``...).

    Returns
    -------
    bytes
        Starts with ``b'\\x89PNG\\r\\n\\x1a\\n'``.

    Raises
    ------
    ValueError
        As :func:`bglearn.draw.board`.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    ax = new_axes(check_orientation(decorations.get("orientation", "landscape")), figsize=figsize, dpi=dpi)
    canvas = FigureCanvasAgg(cast("Figure", ax.figure))
    board(position, ax=ax, **decorations)
    buf = io.BytesIO()
    canvas.print_png(buf, pil_kwargs={"compress_level": 3})
    return buf.getvalue()


def svg(position: Position, *, figsize: tuple[float, float] | None = None, **decorations: Any) -> str:
    """Return an SVG picture (str) of ``board(position, **decorations)`` on a new Figure.

    Text stays text (``svg.fonttype = "none"``; the point numbers too, drawn as Text artists), so the
    SVG opens in a browser, scales cleanly and its numbers can be searched or edited.

    Parameters and errors as :func:`png` (an SVG has no dpi; sizes are in inches).
    """
    from matplotlib import rc_context
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    orientation = check_orientation(decorations.get("orientation", "landscape"))
    ax = new_axes(orientation, figsize=figsize, dpi=72)
    canvas = FigureCanvasSVG(cast("Figure", ax.figure))
    board(position, ax=ax, **decorations)
    point_numbers_as_text(ax, orientation)
    buf = io.StringIO()
    with rc_context({"svg.fonttype": "none"}):
        canvas.print_svg(buf)
    return buf.getvalue()


def save(
    position: Position,
    path: str | os.PathLike[str],
    *,
    width: float | None = None,
    **decorations: Any,
) -> Path:
    """Save a picture of ``position`` with its decorations as PNG or SVG (by the file's suffix).

    For slides and handouts: arrows (``arrows=play``), ``highlight``, ``dice``, ``cube`` and every
    other option of :func:`bglearn.draw.board` apply.

    Parameters
    ----------
    position : bglearn.Position
    path : str or path-like
        Ends in ``.png`` or ``.svg``.
    width : float, optional
        The picture's width: pixels for a PNG (default 520), inches for an SVG (default 6.5); the
        height follows the board's shape.
    **decorations
        Options of :func:`bglearn.draw.board`.

    Returns
    -------
    pathlib.Path
        The file written.

    Raises
    ------
    bglearn.InputError
        For a suffix other than .png / .svg, a width that is not a positive number, a bad decoration,
        or a file that cannot be written.
    """
    target = Path(path)
    kind = target.suffix.lower()
    if kind not in (".png", ".svg"):
        raise InputError(f"save writes .png or .svg files, not {target.name!r}")
    if width is not None and (isinstance(width, bool) or not isinstance(width, (int, float)) or not 0 < width < 1e5):
        raise InputError(f"width is a positive number (pixels for PNG, inches for SVG), not {width!r}")
    orientation = check_orientation(decorations.get("orientation", "landscape"))
    w_in, h_in = FIGSIZES[orientation]
    try:
        if kind == ".png":
            dpi = 80 if width is None else width / w_in
            target.write_bytes(png(position, dpi=dpi, **decorations))
        else:
            size = None if width is None else (width, width * h_in / w_in)
            target.write_text(svg(position, figsize=size, **decorations), encoding="utf-8")
    except OSError as e:
        raise InputError(f"cannot write {target}: {e}") from None
    return target


def encode_png(rgba: npt.NDArray[np.uint8]) -> bytes:
    """Return PNG bytes of an ``(h, w, 4)`` uint8 RGBA array, as RGB, fast (zlib level 1, no filter).

    ``rgba`` is e.g. ``np.asarray(canvas.buffer_rgba())`` of an Agg canvas (rows top to bottom); the
    channels after the first three (alpha) are dropped. An array that is not 3-D raises ValueError.

    A board is flat colour, so unfiltered rows compress well; this takes about a third of the time
    of matplotlib's ``print_png``.
    """
    import numpy as np

    h, w, _ = rgba.shape
    raw = np.empty((h, w * 3 + 1), np.uint8)
    raw[:, 0] = 0
    raw[:, 1:].reshape(h, w, 3)[...] = rgba[:, :, :3]
    data = zlib.compress(raw.tobytes(), 1)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", data)
        + chunk(b"IEND", b"")
    )

"""Pictures as files: PNG and SVG bytes of a board, and a fast PNG encoder for the painter."""

from __future__ import annotations

import io
import struct
import zlib
from typing import TYPE_CHECKING, Any, cast

from .geometry import check_orientation
from .picture import board, new_axes

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    from matplotlib.figure import Figure

    from ..engine.position import Position

__all__ = ["png", "svg", "encode_png"]


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

    Parameters and errors as :func:`png` (an SVG has no dpi; sizes are in inches).
    """
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    ax = new_axes(check_orientation(decorations.get("orientation", "landscape")), figsize=figsize, dpi=72)
    canvas = FigureCanvasSVG(cast("Figure", ax.figure))
    board(position, ax=ax, **decorations)
    buf = io.StringIO()
    canvas.print_svg(buf)
    return buf.getvalue()


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

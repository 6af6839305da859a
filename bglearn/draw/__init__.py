"""Pictures of a backgammon position with matplotlib: state in, picture out.

The main call is :func:`board` (as ``chess.svg.board`` is python-chess's): it draws a
:class:`~bglearn.Position` with its decorations (dice, cube, arrows, highlights, labels, the
marks of an interactive board) on a matplotlib Axes, a new ``Figure`` by default, never pyplot::

    from bglearn import draw
    ax = draw.board(position, dice=(3, 1), arrows=play)
    data = draw.png(position, dice=(3, 1))          # PNG bytes; draw.svg(...) gives SVG text
    draw.save(position, "board.svg", arrows=play)   # a file for slides: .png (width in px) or .svg

Modules: :mod:`~bglearn.draw.geometry` (where points and checkers are), :mod:`~bglearn.draw.picture`
(:func:`board`, :func:`marks`), :mod:`~bglearn.draw.files` (:func:`png`, :func:`svg`, the fast
PNG encoder), :mod:`~bglearn.draw.painter` (:class:`BoardPainter`, the stateful painter that
keeps one Figure for fast redraws), :mod:`~bglearn.draw.words` (:func:`board_text`: the board in words,
the text alternative of every picture). No widget imports.
"""

from .files import encode_png, png, save, svg
from .geometry import (
    FIGSIZES,
    ORIENTATIONS,
    PORTRAIT_XLIM,
    PORTRAIT_YLIM,
    XLIM,
    YLIM,
    checker_xy,
    point_at,
    point_center,
)
from .painter import BoardPainter
from .picture import DEFAULT_COLORS, board, marks, new_axes, point_numbers_as_text
from .words import board_text, side_text

__all__ = [
    "board",
    "board_text",
    "side_text",
    "marks",
    "new_axes",
    "png",
    "svg",
    "save",
    "point_numbers_as_text",
    "encode_png",
    "BoardPainter",
    "DEFAULT_COLORS",
    "ORIENTATIONS",
    "FIGSIZES",
    "XLIM",
    "YLIM",
    "PORTRAIT_XLIM",
    "PORTRAIT_YLIM",
    "checker_xy",
    "point_at",
    "point_center",
]

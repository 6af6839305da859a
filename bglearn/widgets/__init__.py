"""ipywidgets controllers: the clickable board (:class:`BoardWidget`).

Widgets hold interaction state only (the selected checker, the keyboard focus); the game is a
:class:`bglearn.play.Game`, the turn in progress a :class:`bglearn.play.Turn`, and every picture
comes from :mod:`bglearn.draw`. They never decide legality themselves.
"""

from .board import BoardWidget

__all__ = ["BoardWidget"]

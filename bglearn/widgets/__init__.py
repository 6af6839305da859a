"""ipywidgets controllers: the clickable board (:class:`BoardWidget`) and the teacher's position
editor (:class:`PositionEditor`).

Widgets hold interaction state only (the selected checker, the keyboard focus); the game is a
:class:`bglearn.play.Game`, the turn in progress a :class:`bglearn.play.Turn`, and every picture
comes from :mod:`bglearn.draw`. They never decide legality themselves.
"""

from .board import BoardWidget
from .editor import PositionEditor

__all__ = ["BoardWidget", "PositionEditor"]

"""ipywidgets controllers: the clickable board (:class:`BoardWidget`) and the teacher's position
editor (:class:`PositionEditor`), the match app (:class:`MatchApp`: play a whole match against the
computer) and its replay of a ``.mat`` record (:class:`MatchReplay`).

Widgets hold interaction state only (the selected checker, the keyboard focus); the game is a
:class:`bglearn.play.Game`, the turn in progress a :class:`bglearn.play.Turn`, and every picture
comes from :mod:`bglearn.draw`. They never decide legality themselves.
"""

from .board import BoardWidget
from .editor import PositionEditor
from .match import MatchApp
from .replay import MatchReplay

__all__ = ["BoardWidget", "PositionEditor", "MatchApp", "MatchReplay"]

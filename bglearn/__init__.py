"""bglearn: the exact rules of backgammon, taught in Jupyter.

The rules engine (standard library only)::

    >>> import bglearn as bg
    >>> pos = bg.Position.start()
    >>> len(bg.legal_plays(pos, (3, 1)))
    16
    >>> bg.check_play(pos, (6, 5), "24/18").rule
    'must-use-both-dice'

Pictures (:mod:`bglearn.render`, matplotlib) and widgets (``bglearn.BoardWidget``,
ipywidgets) are imported only when first used, so ``import bglearn`` stays fast and needs
no display.
"""

from .checking import RULES, Verdict, check_play, matching_plays, parse_play
from .errors import (
    AmbiguousPlayError,
    BglearnError,
    DiceError,
    IllegalPlayError,
    NotationError,
    PositionError,
    PositionIdError,
)
from .notation import XGID, parse_xgid
from .position import BAR, BLACK, CHECKERS_PER_SIDE, NUM_POINTS, OFF, WHITE, Position, side_name
from .rules import GameResult, Move, Play, dice_used, game_result, legal_plays, roll_dice, roll_opening

__version__ = "0.1.0"

__all__ = [
    "WHITE", "BLACK", "BAR", "OFF", "NUM_POINTS", "CHECKERS_PER_SIDE", "side_name",
    "Position", "XGID", "parse_xgid",
    "Move", "Play", "legal_plays", "dice_used", "roll_dice", "roll_opening", "game_result", "GameResult",
    "Verdict", "RULES", "check_play", "parse_play", "matching_plays",
    "BglearnError", "PositionError", "PositionIdError", "DiceError", "NotationError",
    "IllegalPlayError", "AmbiguousPlayError",
]

# Drawing and widget names, imported on first use (they pull in matplotlib / ipywidgets).
_LAZY = {
    "render": ("bglearn.render", None),
    "BoardWidget": ("bglearn.widget", "BoardWidget"),
    "lessons": ("bglearn.lessons", None),
}


def __getattr__(name):
    if name in _LAZY:
        import importlib

        module_name, attr = _LAZY[name]
        module = importlib.import_module(module_name)
        return module if attr is None else getattr(module, attr)
    raise AttributeError(f"module 'bglearn' has no attribute {name!r}")

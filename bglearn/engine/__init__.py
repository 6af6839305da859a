"""The exact rules of backgammon, in the standard library only.

Modules, bottom up (each imports only those above it in this list):

* :mod:`~bglearn.engine.constants` -- sides, the bar and off, point numbering.
* :mod:`~bglearn.engine.movegen` -- the move generator (plain ints, the hot path).
* :mod:`~bglearn.engine.codecs` -- Position ID, XGID board field, text diagram (on plain boards).
* :mod:`~bglearn.engine.matchstate` -- :class:`MatchState` (cube, dice, score, ...) and GNU Backgammon's Match ID.
* :mod:`~bglearn.engine.position` -- :class:`Position`, :class:`XGID`, the one apply-a-move primitive.
* :mod:`~bglearn.engine.notation` -- the one move-notation reader and writer.
* :mod:`~bglearn.engine.moves` -- :class:`Move` and :class:`Play`.
* :mod:`~bglearn.engine.rules` -- :func:`legal_plays`, the opening roll, the game result.
* :mod:`~bglearn.engine.evaluate` -- the position evaluator the witness choice and the bots share.
* :mod:`~bglearn.engine.checking` -- :func:`parse_play` and :func:`check_play` (the rule broken, with a witness).
"""

from .checking import RULES, Verdict, check_play, matching_plays, parse_play
from .constants import BAR, BLACK, CHECKERS_PER_SIDE, NUM_POINTS, OFF, SIDE_NAMES, WHITE, side_name
from .evaluate import best_play, evaluate
from .matchstate import MatchState
from .moves import Move, Play
from .notation import format_moves, parse_segments, parse_stops, point_name, point_phrase
from .position import XGID, Position, apply_move, parse_xgid
from .rules import (
    RESULT_POINTS,
    GameResult,
    check_dice,
    dice_used,
    game_result,
    legal_plays,
    roll_dice,
    roll_opening,
    single_moves,
)

__all__ = [
    "WHITE",
    "BLACK",
    "BAR",
    "OFF",
    "NUM_POINTS",
    "CHECKERS_PER_SIDE",
    "SIDE_NAMES",
    "side_name",
    "Position",
    "XGID",
    "parse_xgid",
    "MatchState",
    "apply_move",
    "Move",
    "Play",
    "format_moves",
    "parse_segments",
    "parse_stops",
    "point_name",
    "point_phrase",
    "legal_plays",
    "dice_used",
    "single_moves",
    "check_dice",
    "roll_dice",
    "roll_opening",
    "game_result",
    "GameResult",
    "RESULT_POINTS",
    "evaluate",
    "best_play",
    "Verdict",
    "RULES",
    "check_play",
    "parse_play",
    "matching_plays",
]

"""bglearn: the exact rules of backgammon, taught in Jupyter.

The rules engine (standard library only)::

    >>> import bglearn as bg
    >>> pos = bg.Position.start()
    >>> len(bg.legal_plays(pos, (3, 1)))
    16
    >>> bg.check_play(pos, (6, 5), "24/18").rule
    'must-use-both-dice'

The package is layered; each layer imports only those before it in this list:

* :mod:`bglearn.errors` -- every exception, one hierarchy under :class:`BglearnError`;
* :mod:`bglearn.engine` -- the exact rules: positions and their IDs, the move generator,
  notation, legal plays, checking a play;
* :mod:`bglearn.play` -- games, matches, the cube, a turn in progress, computer players, ``.mat``;
* :mod:`bglearn.draw` -- matplotlib pictures (``bglearn.draw.board``);
* :mod:`bglearn.widgets` -- the clickable board (``bglearn.BoardWidget``) and the match app
  (``bglearn.MatchApp``);
* :mod:`bglearn.teach` -- worked examples, questions and practice for the lessons.

``import bglearn`` loads the engine and play layers only; :mod:`bglearn.draw` (matplotlib),
``BoardWidget`` (ipywidgets) and :mod:`bglearn.teach` are imported when first used, so
``import bglearn`` stays fast and needs no display.
"""

from typing import Any

from .engine import (
    BAR,
    BLACK,
    CHECKERS_PER_SIDE,
    NUM_POINTS,
    OFF,
    RULES,
    WHITE,
    XGID,
    GameResult,
    MatchState,
    Move,
    Play,
    Position,
    Verdict,
    check_play,
    dice_used,
    game_result,
    legal_plays,
    matching_plays,
    parse_play,
    parse_xgid,
    roll_dice,
    roll_opening,
    side_name,
)
from .errors import (
    AmbiguousMoveError,
    AmbiguousPlayError,
    AnalysisError,
    BglearnError,
    DiagramError,
    DiceError,
    GameError,
    IllegalPlayError,
    InputError,
    MatchIdError,
    MatchStateError,
    MatError,
    MoveError,
    NotationError,
    PositionError,
    PositionIdError,
    PracticeError,
    QuizFileError,
)
from .play import (
    LEVELS,
    Game,
    Match,
    MatchEquityTable,
    Probabilities,
    RankedPlay,
    Session,
    accept_resignation,
    choose_play,
    estimate,
    hint,
    loss_words,
    match_equity_table,
    play_loss,
    rank_plays,
    read_mat,
    replay,
    review_match,
    should_double,
    take_decision,
    write_mat,
)

__version__ = "0.1.0.dev0"

__all__ = [
    "WHITE",
    "BLACK",
    "BAR",
    "OFF",
    "NUM_POINTS",
    "CHECKERS_PER_SIDE",
    "side_name",
    "Position",
    "XGID",
    "parse_xgid",
    "MatchState",
    "Move",
    "Play",
    "legal_plays",
    "dice_used",
    "roll_dice",
    "roll_opening",
    "game_result",
    "GameResult",
    "Verdict",
    "RULES",
    "check_play",
    "parse_play",
    "matching_plays",
    "Game",
    "Match",
    "Session",
    "read_mat",
    "replay",
    "write_mat",
    "review_match",
    "choose_play",
    "hint",
    "rank_plays",
    "RankedPlay",
    "play_loss",
    "loss_words",
    "LEVELS",
    "Probabilities",
    "estimate",
    "should_double",
    "take_decision",
    "accept_resignation",
    "MatchEquityTable",
    "match_equity_table",
    "BglearnError",
    "InputError",
    "PositionError",
    "PositionIdError",
    "MatchIdError",
    "MatchStateError",
    "DiagramError",
    "DiceError",
    "NotationError",
    "IllegalPlayError",
    "AmbiguousPlayError",
    "GameError",
    "MoveError",
    "AmbiguousMoveError",
    "MatError",
    "PracticeError",
    "AnalysisError",
    "QuizFileError",
    "BoardWidget",
    "PositionEditor",
    "MatchApp",
    "draw",
    "load_lesson",
    "load_quiz",
    "loads_quiz",
    "make_graded",
]

# Names that pull in matplotlib / ipywidgets, imported on first use.
_LAZY = {
    "draw": ("bglearn.draw", None),
    "widgets": ("bglearn.widgets", None),
    "teach": ("bglearn.teach", None),
    "BoardWidget": ("bglearn.widgets", "BoardWidget"),
    "PositionEditor": ("bglearn.widgets", "PositionEditor"),
    "MatchApp": ("bglearn.widgets", "MatchApp"),
    "load_lesson": ("bglearn.teach", "load_lesson"),
    "load_quiz": ("bglearn.teach", "load_quiz"),
    "loads_quiz": ("bglearn.teach", "loads_quiz"),
    "make_graded": ("bglearn.teach.grading", "make_graded"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module_name, attr = _LAZY[name]
        module = importlib.import_module(module_name)
        return module if attr is None else getattr(module, attr)
    raise AttributeError(f"module 'bglearn' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))

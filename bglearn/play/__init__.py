"""Playing: games, matches, the doubling cube, a turn in progress, computer players, match records.

Standard library only, built on :mod:`bglearn.engine`:

* :mod:`~bglearn.play.cube` -- what a finished game is worth (cube, gammons, Jacoby).
* :mod:`~bglearn.play.game` -- :class:`Game` (turn loop, dice, cube actions, resignations), :class:`Match` and
  :class:`Session` (money play).
* :mod:`~bglearn.play.turn` -- :class:`Turn`: one turn being played move by move (what may move, where).
* :mod:`~bglearn.play.bots` -- computer players by level, :func:`hint` and its runner-ups
  (:func:`rank_plays`), what a play gives away (:func:`play_loss`, :func:`loss_words`).
* :mod:`~bglearn.play.cubeful` -- the levels' cube decisions (double, take, beaver, resignations).
* :mod:`~bglearn.play.met` -- a computed match equity table.
* :mod:`~bglearn.play.matfile` -- reading Jellyfish ``.mat`` match records and replaying them.
* :mod:`~bglearn.play.review` -- :func:`review_match`: a whole match judged (error rates, rating, mistakes).
"""

from .bots import LEVELS, RankedPlay, choose_play, hint, loss_words, play_loss, rank_plays
from .cube import score_game
from .cubeful import Probabilities, accept_resignation, estimate, should_double, take_decision
from .game import Game, GameEvent, Match, Session
from .matfile import Action, GameRecord, MatchRecord, read_mat, replay, write_mat
from .met import MatchEquityTable, match_equity_table
from .review import MatchReview, Mistake, PlayerReview, review_match
from .turn import Route, Targets, Turn

__all__ = [
    "Game",
    "GameEvent",
    "Match",
    "Session",
    "score_game",
    "Turn",
    "Route",
    "Targets",
    "LEVELS",
    "choose_play",
    "hint",
    "rank_plays",
    "RankedPlay",
    "play_loss",
    "loss_words",
    "Probabilities",
    "estimate",
    "should_double",
    "take_decision",
    "accept_resignation",
    "MatchEquityTable",
    "match_equity_table",
    "Action",
    "GameRecord",
    "MatchRecord",
    "read_mat",
    "replay",
    "write_mat",
    "review_match",
    "MatchReview",
    "PlayerReview",
    "Mistake",
]

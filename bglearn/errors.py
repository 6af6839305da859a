"""Exceptions raised by bglearn.

Every exception is a :class:`ValueError`, split by cause (as python-chess does):

* :class:`PositionError` -- an impossible position (16 checkers, both sides on one point, ...).
* :class:`PositionIdError` -- a malformed GNU Backgammon Position ID or XGID.
* :class:`DiceError` -- dice that are not a pair of ints 1-6.
* :class:`NotationError` -- text that is not move notation at all.
* :class:`IllegalPlayError` -- readable notation that is not a legal play here; carries
  the :class:`~bglearn.rules.Verdict` of :func:`~bglearn.check_play`.
* :class:`AmbiguousPlayError` -- readable notation that fits two or more different legal plays.
"""

__all__ = [
    "BglearnError",
    "PositionError",
    "PositionIdError",
    "DiceError",
    "NotationError",
    "IllegalPlayError",
    "AmbiguousPlayError",
]


class BglearnError(ValueError):
    """Base class of every bglearn error (a :class:`ValueError`)."""


class PositionError(BglearnError):
    """The checkers given do not form a possible backgammon position."""


class PositionIdError(BglearnError):
    """A GNU Backgammon Position ID or an XGID string cannot be read."""


class DiceError(BglearnError):
    """Dice must be a pair of ints, each 1 to 6."""


class NotationError(BglearnError):
    """The text is not move notation (e.g. ``'13/8 6/5'``)."""


class IllegalPlayError(BglearnError):
    """Readable notation that is not a legal play in this position with these dice.

    Attributes
    ----------
    verdict : bglearn.Verdict
        What :func:`bglearn.check_play` says about it.
    rule : str
        The rule code broken (``verdict.rule``), e.g. ``'must-use-both-dice'``.
    witness : bglearn.Play or None
        A legal play proving the point, where one exists.
    """

    def __init__(self, message, verdict):
        super().__init__(message)
        self.verdict = verdict
        self.rule = verdict.rule
        self.witness = verdict.witness


class AmbiguousPlayError(BglearnError):
    """Notation that fits two or more different legal plays.

    Attributes
    ----------
    plays : tuple of bglearn.Play
        The legal plays the text could mean.
    """

    def __init__(self, message, plays):
        super().__init__(message)
        self.plays = tuple(plays)

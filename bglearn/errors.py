"""Every exception bglearn raises, in one hierarchy under :class:`BglearnError`.

Split by cause, as python-chess does:

* :class:`PositionError` -- an impossible position (16 checkers, both sides on one point, ...).
* :class:`PositionIdError` -- a malformed GNU Backgammon Position ID or XGID.
* :class:`MatchIdError` -- a malformed GNU Backgammon Match ID (a :class:`PositionIdError`).
* :class:`MatchStateError` -- an impossible match state (a score beyond the match length, ...).
* :class:`DiagramError` -- a text diagram that is not one bglearn writes (a :class:`PositionError`).
* :class:`DiceError` -- dice that are not a pair of ints 1-6.
* :class:`NotationError` -- text that is not move notation at all.
* :class:`IllegalPlayError` -- readable notation that is not a legal play here; carries
  the :class:`~bglearn.Verdict` of :func:`~bglearn.check_play`.
* :class:`AmbiguousPlayError` -- readable notation that fits two or more different legal plays.
* :class:`GameError` -- an action that the state of a game or match does not allow now.
* :class:`MoveError` / :class:`AmbiguousMoveError` -- a move asked of a turn in progress
  (:class:`bglearn.play.Turn`) that is not offered now, or that needs its stops named.
* :class:`MatError` -- a ``.mat`` match record that cannot be read or replayed.
* :class:`QuizFileError` -- a lesson or quiz file (TOML) with a bad entry; names the file and entry.
* :class:`PracticeError` -- no practice position of the asked kind was found.
* :class:`AnalysisError` -- the analysis engine (bgsage) is missing, failed, or cannot judge this
  position or score (a match over 25 points away); callers fall back to bglearn's own levels.
* :class:`InputError` -- any other input bglearn cannot take (a bad option, a drawing decoration
  that does not exist, a level or kind that is not one).

Errors of *input* -- a malformed ID, an impossible position, a notation typo, an illegal play or
click, a broken match file, a bad option -- are also a :class:`ValueError` (catch either). Errors of
*state* -- :class:`GameError`, an action the game does not allow now -- are not. For any input, a
public call of bglearn raises one of these or succeeds, and a call that fails changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# The payloads below are a bglearn.Verdict, bglearn.Play and bglearn.play.Route, typed Any: this
# bottom layer may not import the engine or the play layer, not even under TYPE_CHECKING
# (tests/test_layers.py), so it cannot name their classes.

__all__ = [
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
    "QuizFileError",
    "PracticeError",
    "AnalysisError",
]


class BglearnError(Exception):
    """Base class of every bglearn error."""


class InputError(BglearnError, ValueError):
    """Input that bglearn cannot take: a bad option or value (the subclasses name the kind)."""


class PositionError(InputError):
    """The checkers given do not form a possible backgammon position."""


class PositionIdError(InputError):
    """A GNU Backgammon Position ID or an XGID string cannot be read."""


class MatchIdError(PositionIdError):
    """A GNU Backgammon Match ID (12 Base64 characters) that cannot be read, or that describes an
    impossible match state (the message says which field)."""


class MatchStateError(InputError):
    """A match state that cannot happen: a score beyond the match length, a cube owner with the
    cube at 1, a Crawford game in money play, a double offered after rolling, ..."""


class DiagramError(PositionError):
    """A text diagram (``str(position)``) that cannot be read back.

    Attributes
    ----------
    line, column : int or None
        Where the problem is, counted from 1 in the text as given (None when it is the whole text).
    problem : str
        The problem alone, without the place.
    """

    def __init__(self, problem: str, line: int | None = None, column: int | None = None) -> None:
        where = "diagram" if line is None else f"diagram line {line}" + ("" if column is None else f", column {column}")
        super().__init__(f"{where}: {problem}")
        self.line = line
        self.column = column
        self.problem = problem


class DiceError(InputError):
    """Dice must be a pair of ints, each 1 to 6."""


class NotationError(InputError):
    """The text is not move notation (e.g. ``'13/8 6/5'``)."""


class IllegalPlayError(InputError):
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

    def __init__(self, message: str, verdict: Any) -> None:
        super().__init__(message)
        self.verdict = verdict
        self.rule: str = verdict.rule
        self.witness = verdict.witness


class AmbiguousPlayError(InputError):
    """Notation that fits two or more different legal plays.

    Attributes
    ----------
    plays : tuple of bglearn.Play
        The legal plays the text could mean.
    """

    def __init__(self, message: str, plays: Iterable[Any]) -> None:
        super().__init__(message)
        self.plays = tuple(plays)


class GameError(BglearnError):
    """An action that the state of the game does not allow now (e.g. playing when it is over).

    Not a :class:`ValueError`: the call was well formed, the moment is wrong.
    """


class MoveError(InputError):
    """A move asked of a :class:`bglearn.play.Turn` that is not offered now (the message says why)."""


class AmbiguousMoveError(MoveError):
    """A landing spot reached by two or more different routes; ``.routes`` lists them."""

    def __init__(self, message: str, routes: Iterable[Any]) -> None:
        super().__init__(message)
        self.routes = tuple(routes)


class MatError(InputError):
    """A ``.mat`` text that cannot be read, or a recorded play that the rules do not allow."""


class QuizFileError(InputError):
    """A lesson or quiz file that cannot be used: bad TOML, or an entry the rules engine refuses.

    The message starts with the file and the entry, e.g. ``02-blocked-points.toml, entry 'land-legal':
    the tempting answer '13/10* 8/4' is right, not wrong``. Once the loader has found the place in
    the text (:meth:`at`), it reads ``file:line:column: entry '...': problem``, then the line itself
    with a caret under the column, then the likely cause, if there is one.

    In a notebook (IPython) the error shows as that message alone, without a traceback
    (:meth:`_render_traceback_`).

    Attributes
    ----------
    path : str or None
        The file (as given to the loader), or None for text given directly.
    entry : str or None
        The entry's id, or ``'#N'`` (its number, from 1) when it has no usable id; None for an error
        of the whole file (unreadable TOML, an unknown top-level key).
    problem : str
        The problem alone, without the file and entry.
    line, column : int or None
        Where in the text, counted from 1 (None until the loader has found it).
    source : str or None
        That line of the text.
    cause : str or None
        The likely cause, in a teacher's words (e.g. ``a closing quote (") is missing``).
    """

    def __init__(
        self,
        problem: str,
        path: str | None = None,
        entry: str | None = None,
        *,
        line: int | None = None,
        column: int | None = None,
        source: str | None = None,
        cause: str | None = None,
    ) -> None:
        self.path = path
        self.entry = entry
        self.problem = problem
        self.line = line
        self.column = column
        self.source = source
        self.cause = cause
        super().__init__(self._message())

    def _message(self) -> str:
        entry = None if self.entry is None else f"entry {self.entry!r}"
        if self.line is None:
            where = ", ".join(part for part in (self.path, entry) if part)
            return f"{where}: {self.problem}" if where else self.problem
        place = f"{self.path or '<text>'}:{self.line}:{self.column or 1}"
        lines = [f"{place}: {entry + ': ' if entry else ''}{self.problem}"]
        if self.source is not None:
            number, source, column = str(self.line), self.source, max((self.column or 1) - 1, 0)
            if len(source) > 120:  # a long line: the 100 characters around the place
                begin = max(column - 50, 0)
                cut = source[begin : begin + 100]
                source = ("..." if begin else "") + cut + ("..." if begin + 100 < len(source) else "")
                column += (3 if begin else 0) - begin
            pad = "".join("\t" if ch == "\t" else " " for ch in source[:column])
            lines += [f"  {number} | {source}", f"  {' ' * len(number)} | {pad}^"]
        if self.cause:
            lines.append(f"likely cause: {self.cause}")
        return "\n".join(lines)

    def at(
        self, line: int, column: int, source: str | None, cause: str | None = None, problem: str | None = None
    ) -> QuizFileError:
        """The same error placed at ``line``, ``column`` (from 1) of the text, whose line is ``source``."""
        return QuizFileError(
            self.problem if problem is None else problem,
            self.path,
            self.entry,
            line=line,
            column=column,
            source=source,
            cause=cause,
        )

    def _render_traceback_(self) -> list[str]:
        """What IPython shows for this error instead of a traceback: the message alone."""
        first, *rest = str(self.args[0]).splitlines() or [""]
        return [f"QuizFileError: {first}", *rest]


class PracticeError(BglearnError, RuntimeError):
    """No position of the asked practice kind was found within the search limits."""


class AnalysisError(BglearnError, RuntimeError):
    """The analysis engine (bgsage, :mod:`bglearn.play.analysis`) cannot answer here.

    Raised when bgsage is not installed or fails to load, when it fails on a position, or when the
    score is beyond its range (either side more than 25 points away, where it answers 0.0 for
    everything). Not a :class:`ValueError`: the question was well formed; the caller falls back to
    bglearn's own levels and says so in one line.
    """

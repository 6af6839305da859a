"""The rules engine: legal plays, the opening roll and the result of a game.

Rules implemented (standard modern backgammon, as in the complete rules reference):

* Movement: each die is a separate move; a checker may land on an empty point, its own point
  or a single opposing checker (a blot, which is hit), never on a point held by two or more
  opposing checkers; a checker using two or more dice must touch down legally after each.
* Entering: checkers on the bar enter first, in the opponent's home board, on the point that
  matches a die (the mover's point ``25 - die``).
* Compulsory play: use both dice if any order or distribution does (all four moves of a double,
  or as many as possible); if either die could be played but not both, the higher one; no
  voluntary passing.
* Bearing off: only with all fifteen checkers home; the exact point, or a higher number from the
  highest occupied point; otherwise the number is played inside the home board.
* A game ends when a side bears off its fifteenth checker: a single game (1 point), a gammon (2:
  the loser has borne off none) or a backgammon (3: a gammon and the loser still has a checker
  on the bar or in the winner's home board), times the cube.
"""

from __future__ import annotations

from typing import NamedTuple

from . import movegen
from .errors import DiceError, PositionError
from .notation import format_moves, point_name
from .position import BAR, BLACK, CHECKERS_PER_SIDE, OFF, WHITE, Position

__all__ = [
    "Move",
    "Play",
    "GameResult",
    "legal_plays",
    "roll_opening",
    "roll_dice",
    "game_result",
    "check_dice",
]


class Move(NamedTuple):
    """One checker moved by one die, in the mover's numbering (25 = bar, 0 = off).

    Attributes
    ----------
    from_point : int
        1-24, or 25 for the bar.
    to_point : int
        1-24, or 0 when the checker is borne off.
    hit : bool
        True when the checker lands on an opposing blot and sends it to the bar.
    """

    from_point: int
    to_point: int
    hit: bool = False

    def __str__(self):
        return f"{point_name(self.from_point)}/{point_name(self.to_point)}{'*' if self.hit else ''}"


class Play:
    """A whole turn: the moves of one roll, and the position they lead to.

    Plays come from :func:`legal_plays` (or :func:`bglearn.parse_play`); they are built
    lazily, so the moves and the resulting position are worked out on first use. Two plays are
    equal when their resulting positions are equal (two orders or two checkers ending in the
    same position are one play, as GNU Backgammon counts them).

    Attributes
    ----------
    position : Position
        The position the play is made from (its side on roll is the mover).
    dice : tuple of int
        The roll, as given to :func:`legal_plays`.
    """

    __slots__ = ("position", "dice", "_seq", "_key", "_moves", "_result", "_all")

    def __init__(self, position, dice, seq, key, all_plays=None):
        self.position = position
        self.dice = dice
        self._seq = seq
        self._key = key
        self._moves = None
        self._result = None
        self._all = all_plays  # a one-item list holding every legal play of this roll, once built

    @property
    def moves(self):
        """The single-die moves in playing order: a tuple of :class:`Move`."""
        if self._moves is None:
            me, opp = self.position.mover_and_opponent()
            blots = {q for q in range(1, 25) if opp[25 - q] == 1}
            out = []
            for s, t in self._seq:
                hit = t in blots
                if hit:
                    blots.discard(t)
                out.append(Move(s, t, hit))
            self._moves = tuple(out)
        return self._moves

    @property
    def result(self):
        """The :class:`Position` after the play, with the opponent on roll."""
        if self._result is None:
            me, opp = self.position.mover_and_opponent()
            me = list(me)
            opp = list(opp)
            for s, t, hit in self.moves:
                me[s] -= 1
                me[t] += 1
                if hit:
                    opp[25 - t] -= 1
                    opp[BAR] += 1
            self._result = Position._unchecked(tuple(opp), tuple(me), 1 - self.position.on_roll)
        return self._result

    @property
    def hits(self):
        """Number of opposing checkers this play sends to the bar."""
        return sum(1 for m in self.moves if m.hit)

    def notation(self, explicit=False):
        """Return the play in standard notation; ``explicit`` writes every intermediate point."""
        return format_moves(self.moves, explicit=explicit)

    def __str__(self):
        text = format_moves(self.moves)
        explicit = format_moves(self.moves, explicit=True)
        # Only a checker written without its stops (24/13) can fit two plays (13/11*/7, 13/9/7).
        if text != explicit and _needs_stops(self, text):
            return explicit
        return text

    def __repr__(self):
        return f"<Play {self}>"

    def __eq__(self, other):
        if not isinstance(other, Play):
            return NotImplemented
        if self.position is other.position or self.position == other.position:
            return self._key == other._key
        return self.result == other.result

    def __hash__(self):
        return hash(self.result)


def _needs_stops(play, text):
    """True when the short notation fits another legal play too (e.g. 13/7 via a hit or not)."""
    from .checking import matching_plays

    plays = play._all[0] if play._all else None
    return len(matching_plays(play.position, play.dice, text, plays)) > 1


def check_dice(dice):
    """Return a roll as a pair of ints ``(d1, d2)``.

    Raises
    ------
    DiceError
        Unless ``dice`` is a pair of ints, each 1 to 6.
    """
    try:
        d1, d2 = dice
    except (TypeError, ValueError):
        raise DiceError(f"dice must be a pair of numbers 1-6 such as (3, 1), not {dice!r}") from None
    for d in (d1, d2):
        if type(d) is not int or not 1 <= d <= 6:
            raise DiceError(f"each die is an int from 1 to 6; {dice!r} has {d!r}")
    return d1, d2


def _info(pos):
    info = pos._mover_cache
    if info is None:
        info = movegen.analyse(*pos.mover_and_opponent())
        object.__setattr__(pos, "_mover_cache", info)
    return info


def legal_plays(position, dice):
    """Return every distinct legal play of ``dice`` in ``position``.

    Parameters
    ----------
    position : Position
        The side on roll is the mover.
    dice : pair of int
        Each 1-6, in either order.

    Returns
    -------
    tuple of Play
        One play per distinct resulting position; empty when the roll cannot be played (or the
        game is already over).

    Raises
    ------
    DiceError
        If ``dice`` is not a pair of ints 1-6.
    TypeError
        If ``position`` is not a :class:`Position`.

    Rule: every compulsory-play rule (see the module docstring): both dice if any order uses
    both, the higher die if only one can be played, doubles as many as possible, the bar first,
    bear off only with all fifteen home.

    Examples
    --------
    >>> len(legal_plays(Position.start(), (3, 1)))
    16
    """
    if not isinstance(position, Position):
        raise TypeError(f"legal_plays needs a Position, not {type(position).__name__}")
    d1, d2 = check_dice(dice)
    me, opp = position.mover_and_opponent()
    if me[OFF] == CHECKERS_PER_SIDE or opp[OFF] == CHECKERS_PER_SIDE:
        return ()
    n, found = movegen.generate(me, opp, d1, d2, _info(position))
    if not n:
        return ()
    dice = (d1, d2)
    box = []
    plays = tuple([Play(position, dice, seq, key, box) for key, seq in found.items()])
    box.append(plays)
    return plays


def dice_used(position, dice):
    """Return how many moves every legal play of ``dice`` uses (0 when the roll cannot be played)."""
    d1, d2 = check_dice(dice)
    me, opp = position.mover_and_opponent()
    if me[OFF] == CHECKERS_PER_SIDE or opp[OFF] == CHECKERS_PER_SIDE:
        return 0
    return movegen.generate(me, opp, d1, d2, _info(position))[0]


def roll_dice(rng):
    """Return a roll ``(d1, d2)`` of two fair dice from ``rng`` (a :class:`random.Random`)."""
    return rng.randint(1, 6), rng.randint(1, 6)


def roll_opening(rng):
    """Roll for the first turn: return ``(first, dice)``.

    Rule (the opening roll): each side rolls one die; equal numbers are rolled again, so the
    opening roll is never a double; the higher die starts and plays both numbers showing.

    Parameters
    ----------
    rng : random.Random
        The source of dice (seed it for reproducible games).

    Returns
    -------
    (int, (int, int))
        The side that starts (:data:`WHITE` or :data:`BLACK`) and the dice it plays, its own
        die first.
    """
    while True:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        if white != black:
            break
    if white > black:
        return WHITE, (white, black)
    return BLACK, (black, white)


class GameResult(NamedTuple):
    """The end of a game: who won, how, and the points it is worth with the cube at 1."""

    winner: int
    kind: str
    points: int


def game_result(position, cube=1):
    """Return ``None`` while the game goes on, else a :class:`GameResult`.

    Rule (winning): the first side to bear off all fifteen checkers wins a single game (1
    point); a gammon (2) if the loser has borne off none; a backgammon (3) if, in addition, the
    loser still has a checker on the bar or in the winner's home board. Points are multiplied
    by ``cube``.

    Raises
    ------
    ValueError
        If ``cube`` is not a positive power of two.
    """
    if type(cube) is not int or cube < 1 or cube & (cube - 1):
        raise PositionError(f"the cube value is 1, 2, 4, 8, ..., not {cube!r}")
    for winner in (WHITE, BLACK):
        if position.checkers(winner)[OFF] == CHECKERS_PER_SIDE:
            loser = position.checkers(1 - winner)
            if loser[OFF]:
                return GameResult(winner, "single", cube)
            # the winner's home board is the loser's points 19-24
            if loser[BAR] or any(loser[p] for p in range(19, 25)):
                return GameResult(winner, "backgammon", 3 * cube)
            return GameResult(winner, "gammon", 2 * cube)
    return None




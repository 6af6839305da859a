"""Moves and plays: one checker moved by one die (:class:`Move`), and a whole turn (:class:`Play`).

Plays are made by :func:`bglearn.legal_plays` (and read from text by :func:`bglearn.parse_play`);
they write themselves in canonical notation (:func:`bglearn.engine.notation.format_moves`) and
move their checkers with the engine's one primitive, :func:`bglearn.engine.position.apply_move`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .constants import Dice
from .notation import format_moves, matching_keys, parse_segments, point_name
from .position import Position, apply_move

__all__ = ["Move", "Play"]


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

    def __str__(self) -> str:
        return f"{point_name(self.from_point)}/{point_name(self.to_point)}{'*' if self.hit else ''}"


class Play:
    """A whole turn: the moves of one roll, and the position they lead to.

    Plays come from :func:`bglearn.legal_plays` (or :func:`bglearn.parse_play`); they are built
    lazily, so the moves and the resulting position are worked out on first use. Two plays are
    equal when their resulting positions are equal (two orders or two checkers ending in the
    same position are one play, as GNU Backgammon counts them).

    Parameters
    ----------
    position : Position
        The position the play is made from (its side on roll is the mover).
    dice : (int, int)
        The roll, each die 1-6 (as :func:`bglearn.check_dice` returns it).
    seq : tuple of (int, int)
        The single-die moves ``(from, to)`` in playing order.
    key : int
        The move generator's key of the result (:mod:`bglearn.engine.movegen`).
    all_plays : list of tuple of Play, optional
        A one-item list that will hold every legal play of this roll (so that the play can tell
        whether its short notation also fits another one).

    Attributes
    ----------
    position : Position
    dice : (int, int)
        The roll, as given to :func:`bglearn.legal_plays`.
    """

    # The plays of one roll share one tuple ``_roll``: ``(position, dice, found, box)``, where
    # ``found`` is the generator's ``{key: moves}`` dict: it gives a play its moves and tells
    # whether its short notation fits another play of the roll. (A list of the plays themselves
    # would make every result a reference cycle, freed only by the cyclic garbage collector.)
    # ``box`` is the constructor's ``all_plays`` (None from of_roll). ``_moves`` and
    # ``_result`` are set on first use.
    __slots__ = ("_roll", "_key", "_moves", "_result")

    _roll: tuple[Position, Dice, Mapping[int, tuple[tuple[int, int], ...]], list[tuple[Play, ...]] | None]
    _key: int
    _moves: tuple[Move, ...]
    _result: Position

    def __init__(
        self,
        position: Position,
        dice: Dice,
        seq: tuple[tuple[int, int], ...],
        key: int,
        all_plays: list[tuple[Play, ...]] | None = None,
    ) -> None:
        # all_plays: a one-item list holding every legal play of this roll, once built
        self._roll = (position, dice, {key: seq}, all_plays)
        self._key = key

    @classmethod
    def of_roll(
        cls, position: Position, dice: Dice, found: Mapping[int, tuple[tuple[int, int], ...]]
    ) -> tuple[Play, ...]:
        """Return the plays of one roll, in the order of ``found``, the move generator's result.

        ``found`` maps each play's key (:mod:`bglearn.engine.movegen`) to its single-die moves
        ``(from, to)`` in playing order; the plays keep it (it must not change afterwards).
        """
        # (object.__new__ and two slots rather than an __init__ call per play: the plays are a
        # large part of a legal_plays call)
        new = object.__new__
        roll = (position, dice, found, None)
        plays: list[Play] = []
        append = plays.append
        for key in found:
            play = new(cls)
            play._roll = roll
            play._key = key
            append(play)
        return tuple(plays)

    @property
    def position(self) -> Position:
        """The position the play is made from (its side on roll is the mover)."""
        return self._roll[0]

    @property
    def dice(self) -> Dice:
        """The roll, as given to :func:`bglearn.legal_plays`."""
        return self._roll[1]

    @property
    def key(self) -> int:
        """The move generator's int key of the result: equal keys from one position are the same play."""
        return self._key

    @property
    def moves(self) -> tuple[Move, ...]:
        """The single-die moves in playing order: a tuple of :class:`Move`."""
        try:
            return self._moves
        except AttributeError:  # the first use
            pass
        mover, opponent = self.position.mover_and_opponent()
        me, opp = list(mover), list(opponent)
        moves = tuple(Move(s, t, apply_move(me, opp, s, t)) for s, t in self._roll[2][self._key])
        self._moves = moves
        return moves

    @property
    def result(self) -> Position:
        """The :class:`Position` after the play, with the opponent on roll."""
        try:
            return self._result
        except AttributeError:  # the first use
            pass
        result = self.position.apply_moves(self._roll[2][self._key], end_turn=True)
        self._result = result
        return result

    @property
    def hits(self) -> int:
        """Number of opposing checkers this play sends to the bar."""
        return sum(1 for m in self.moves if m.hit)

    def notation(self, explicit: bool = False) -> str:
        """Return the play in standard notation; ``explicit`` writes every intermediate point."""
        return format_moves(self.moves, explicit=explicit)

    def __str__(self) -> str:
        text = format_moves(self.moves)
        explicit = format_moves(self.moves, explicit=True)
        # Only a checker written without its stops (24/13) can fit two plays (13/11*/7, 13/9/7).
        if text != explicit and self._short_text_fits_another(text):
            return explicit
        return text

    def _short_text_fits_another(self, text: str) -> bool:
        position, dice, found, box = self._roll
        keys: Iterable[int] = found  # built by of_roll: the roll's plays are the keys of found
        if box is not None:  # built by the constructor
            if not box:  # built alone: no other play to fit
                return False
            keys = [p._key for p in box[0]]
        me, opp = position.mover_and_opponent()
        return len(matching_keys(me, opp, dice, parse_segments(text), keys)) > 1

    def __repr__(self) -> str:
        return f"<Play {self}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        position, other_position = self._roll[0], other._roll[0]
        if position is other_position or position == other_position:
            return self._key == other._key
        return self.result == other.result

    def __hash__(self) -> int:
        return hash(self.result)

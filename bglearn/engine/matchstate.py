"""The state of a match around the board: cube, dice, score, who acts; GNU Backgammon's Match ID.

:class:`MatchState` holds exactly what a GNU Backgammon Match ID holds (the Position ID holds the
board). The Match ID is 9 bytes (72 bits, bits filled from each byte's least significant bit, as
in the Position ID) written as 12 Base64 characters. In GNU Backgammon's ``matchid.c`` order:

======  =====  ==================================================================================
bits    width  field
======  =====  ==================================================================================
0-3     4      log2 of the cube value (1 to 32768)
4-5     2      cube owner: 0 = player 0, 1 = player 1, 3 = centred
6       1      the player on roll, or who has rolled ("dice owner")
7       1      Crawford game
8-10    3      game state: 0 no game started, 1 playing, 2 over, 3 resigned, 4 dropped cube
11      1      the player to act now ("turn owner": the taker while a double is offered, the
               other side of the one who resigns while a resignation is offered)
12      1      a double is offered
13-14   2      a resignation is offered: 0 none, 1 single game, 2 gammon, 3 backgammon
15-17   3      first die (0 = not rolled); GNU Backgammon writes the higher die first
18-20   3      second die
21-35   15     match length (0 = money play)
36-50   15     score of player 0
51-65   15     score of player 1
66      1      1 when the Jacoby rule is *off* (GNU Backgammon stores ``!fJacoby``)
67-71   5      unused (0)
======  =====  ==================================================================================

GNU Backgammon's player 1 is the bottom player X, which bglearn calls :data:`~bglearn.WHITE` (as
it reads XGID's X); player 0 is O, :data:`~bglearn.BLACK`. So GNU's ``set xgid`` and
``MatchState.from_xgid`` agree on who is who.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields

from ..errors import MatchIdError, MatchStateError
from .constants import BLACK, MAX_ID_TEXT, WHITE, Dice, side_name

__all__ = ["MatchState", "GAME_STATES", "RESIGNATIONS", "MAX_MATCH_LENGTH", "MAX_CUBE"]

#: The game states of a Match ID, in their code order (0-4).
GAME_STATES = ("none", "playing", "over", "resigned", "dropped")
#: What a resignation offers, by its code (0 = no resignation offered).
RESIGNATIONS = ("none", "single", "gammon", "backgammon")
#: The longest match GNU Backgammon reads from a Match ID (its MAXSCORE).
MAX_MATCH_LENGTH = 64
#: The largest cube a Match ID holds (2 ** 15).
MAX_CUBE = 1 << 15
_MAX_SCORE = (1 << 15) - 1

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_INDEX = {c: i for i, c in enumerate(_B64)}
_MATCH_ID = re.compile(r"[A-Za-z0-9+/]{12}")


def _gnu_player(side: int) -> int:
    """GNU Backgammon's player number (0 = O, 1 = X) of a bglearn side."""
    return 1 if side == WHITE else 0


def _side(player: int) -> int:
    """The bglearn side of GNU Backgammon's player number."""
    return WHITE if player == 1 else BLACK


def _is_int(value: object) -> bool:
    return type(value) is int


@dataclass(frozen=True)
class MatchState:
    """Everything a GNU Backgammon Match ID says: cube, side on roll, dice, score, pending decisions.

    Immutable and hashable; the constructor checks that the state can happen and raises
    :class:`~bglearn.MatchStateError` if not. Read a Match ID with :meth:`from_match_id`, write one
    with :meth:`match_id` (byte for byte as GNU Backgammon prints it); :meth:`from_xgid` and
    :meth:`xgid` convert to and from eXtreme Gammon's XGID.

    Attributes
    ----------
    on_roll : int
        :data:`~bglearn.WHITE` or :data:`~bglearn.BLACK`: the side whose turn it is (it rolls, or
        has rolled, or has just doubled).
    dice : (int, int) or None
        The roll, higher die first (a roll given low die first is stored high first, as the Match
        ID writes it), or None before rolling.
    cube : int
        The cube value: 1, 2, 4, ... 32768. While a double is offered it is still the old value.
    cube_owner : int or None
        The side that owns the cube, or None when it is centred (always None with the cube at 1
        while a game is on; GNU Backgammon prints an owner with the cube at 1 for a game ended by a
        resignation).
    match_length : int
        Points to win the match, 1 to 64; 0 for money play.
    score : (int, int)
        Points of (White, Black): in a match, each below the match length while a game is on; in
        money play GNU Backgammon keeps the session's points here.
    crawford : bool
        This is the Crawford game (match play only: exactly one side is one point short -- so never
        in a 1-point match -- and the cube is not used).
    jacoby : bool
        The Jacoby rule is on (money play: gammons count only once the cube is turned). GNU
        Backgammon writes its setting in match play too, where it means nothing.
    doubled : bool
        The side on roll has offered a double; the other side must take or drop. In money play with
        the cube owned by the other side it is a beaver waiting for the doubler's answer (GNU
        Backgammon holds a beaver as the taker's redouble). Kept, with :attr:`resigned`, in a game
        ended by a resignation in answer to a double.
    resigned : int
        A resignation offered and not yet answered: 0 none, 1 a single game, 2 a gammon, 3 a
        backgammon (see :data:`RESIGNATIONS`); in a game ended by a resignation (``game_state
        'resigned'``), the kind accepted. The side resigning is :attr:`resigner`. It may be offered
        in answer to a double (both pending).
    turn : int or None
        The side to act now. Default (None): the other side while a double or a resignation is
        offered (it answers), else :attr:`on_roll`. GNU Backgammon keeps this field apart from the
        others (a resignation offered by the side not on roll, in answer to a double, the turn left
        with the side that declined a resignation ...), so any side is read and kept.
    game_state : str
        ``'playing'`` (default), ``'none'`` (no game started), ``'over'``, ``'resigned'`` (ended by
        a resignation) or ``'dropped'`` (ended by a dropped cube): :data:`GAME_STATES`.

    Raises
    ------
    MatchStateError
        For a value of the wrong type or range, or a state that cannot happen: a score at or
        beyond the match length while a game is on, a cube owner with the cube at 1 while a game
        is on, a Crawford game in money play or (while it is on) without a side one point short or
        with the cube turned, a double offered after rolling or (in a match) by a side that does
        not own the cube, a decision pending when no game is being played (but the resignation
        and double kept by a game ended by a resignation).

    Examples
    --------
    >>> MatchState.from_match_id("QYkqASAAIAAA")  # the GNU Backgammon manual's example
    MatchState(on_roll=WHITE, dice=(5, 2), cube=2, cube_owner=BLACK, match_length=9, score=(4, 2), \
crawford=False, jacoby=True, doubled=False, resigned=0, turn=WHITE, game_state='playing')
    >>> MatchState(match_length=7, score=(2, 3)).match_id()
    'MAHgACAAGAAE'
    """

    on_roll: int = WHITE
    dice: Dice | None = None
    cube: int = 1
    cube_owner: int | None = None
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    jacoby: bool = False
    doubled: bool = False
    resigned: int = 0
    turn: int | None = field(default=None, compare=True)
    game_state: str = "playing"

    def __post_init__(self) -> None:
        problem = self._problem()
        if problem:
            raise MatchStateError(f"impossible match state: {problem}")

    def _set(self, name: str, value: object) -> None:
        object.__setattr__(self, name, value)

    def _problem(self) -> str | None:  # noqa: C901 - one check per rule, in order
        """Normalise the fields; return the first thing wrong with them, or None."""
        for name in ("on_roll",):
            value = getattr(self, name)
            if not _is_int(value) or value not in (WHITE, BLACK):
                return f"{name} must be bglearn.WHITE (0) or bglearn.BLACK (1), not {value!r}"
        if self.turn is not None and (not _is_int(self.turn) or self.turn not in (WHITE, BLACK)):
            return f"turn must be bglearn.WHITE, bglearn.BLACK or None, not {self.turn!r}"
        for name in ("crawford", "jacoby", "doubled"):
            if type(getattr(self, name)) is not bool:
                return f"{name} must be True or False, not {getattr(self, name)!r}"
        if self.game_state not in GAME_STATES:
            return f"game_state must be one of {', '.join(map(repr, GAME_STATES))}, not {self.game_state!r}"
        if not _is_int(self.resigned) or not 0 <= self.resigned <= 3:
            return f"resigned must be 0 (none), 1 (single), 2 (gammon) or 3 (backgammon), not {self.resigned!r}"
        # cube
        cube = self.cube
        if not _is_int(cube) or cube < 1 or cube > MAX_CUBE or cube & (cube - 1):
            return f"the cube value must be a power of 2 from 1 to {MAX_CUBE}, not {cube!r}"
        owner = self.cube_owner
        if owner is not None and (not _is_int(owner) or owner not in (WHITE, BLACK)):
            return f"cube_owner must be bglearn.WHITE, bglearn.BLACK or None (centred), not {owner!r}"
        game_on = self.game_state in ("none", "playing")
        if owner is not None and cube == 1 and game_on:
            # (GNU Backgammon prints a game ended by a resignation with an owner and the cube at 1)
            return f"{side_name(owner)} cannot own the cube while it is at 1 (it is centred until a double is taken)"
        # dice
        dice = self.dice
        if dice is not None:
            try:
                d1, d2 = dice
            except (TypeError, ValueError):
                return f"dice must be None (not rolled) or a pair of ints 1-6, not {dice!r}"
            if not (_is_int(d1) and _is_int(d2) and 1 <= d1 <= 6 and 1 <= d2 <= 6):
                return f"dice must be None (not rolled) or a pair of ints 1-6, not {dice!r}"
            self._set("dice", (max(d1, d2), min(d1, d2)))
        # match length and score
        length = self.match_length
        if not _is_int(length) or not 0 <= length <= MAX_MATCH_LENGTH:
            return f"the match length must be 0 (money play) to {MAX_MATCH_LENGTH}, not {length!r}"
        try:
            s_white, s_black = self.score
        except (TypeError, ValueError):
            return f"score must be a pair of ints (White, Black), not {self.score!r}"
        for s in (s_white, s_black):
            if not _is_int(s) or not 0 <= s <= _MAX_SCORE:
                return f"a score must be an int from 0 to {_MAX_SCORE}, not {s!r}"
        self._set("score", (s_white, s_black))
        if length:
            top = max(s_white, s_black)
            if top > length:
                return f"a score of {s_white}-{s_black} is beyond a {length}-point match"
            if game_on and top == length:
                return f"a score of {s_white}-{s_black} has already won the {length}-point match: no game is played"
        # Crawford
        if self.crawford:
            if not length:
                return "there is no Crawford game in money play (match_length 0)"
            if game_on and [s_white, s_black].count(length - 1) != 1:
                return (
                    f"the Crawford game is played when one side (and only one: the first to get there) is one "
                    f"point short of the {length}-point match, not at {s_white}-{s_black}"
                )
            if game_on and (cube != 1 or self.doubled):  # (a game over may carry the flag for the next one)
                return "the Crawford game is played without the cube: it stays at 1, centred, and nobody may double"
        # pending decisions and the turn
        if self.doubled and self.game_state not in ("playing", "resigned"):
            return f"a double cannot be pending when the game state is {self.game_state!r} (only while playing)"
        if self.resigned and self.game_state not in ("playing", "resigned"):
            # (a game ended by an accepted resignation keeps its kind, as GNU Backgammon prints it)
            return (
                f"a resignation cannot be pending when the game state is {self.game_state!r} "
                "(only while playing; a game ended by a resignation keeps its kind)"
            )
        if self.doubled:
            if dice is not None:
                return "a double is offered before rolling: the dice must be None while it is pending"
            # a beaver waiting for the doubler's answer: GNU Backgammon holds it as the taker's
            # redouble, the cube (at the value taken) owned by the taker -- money play only
            if owner is not None and owner != self.on_roll and length:
                return f"{side_name(self.on_roll)} doubles, but {side_name(owner)} owns the cube"
            if cube == MAX_CUBE:
                return f"the cube is already at {MAX_CUBE}, the largest a Match ID holds: it cannot be doubled"
        if self.turn is None:  # the usual side to act: the one answering a double or a resignation
            self._set("turn", 1 - self.on_roll if self.doubled or self.resigned else self.on_roll)
        return None

    # -- derived ----------------------------------------------------------------------------

    @property
    def resigner(self) -> int | None:
        """The side offering the resignation (the other side of :attr:`turn`), or None."""
        if not self.resigned:
            return None
        assert self.turn is not None
        return 1 - self.turn

    @property
    def is_money(self) -> bool:
        """True for money play (``match_length == 0``)."""
        return self.match_length == 0

    def replace(self, **changes: object) -> MatchState:
        """Return a copy with the given fields changed (checked again; ``turn`` is worked out
        afresh unless given).

        Raises
        ------
        MatchStateError
            If a name is not a field, or the new state cannot happen.
        """
        names = {f.name for f in fields(self)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise MatchStateError(f"MatchState has no field {unknown[0]!r} (fields: {', '.join(sorted(names))})")
        values: dict[str, object] = {name: getattr(self, name) for name in names}
        if "turn" not in changes:
            values["turn"] = None
        values.update(changes)
        return MatchState(**values)  # type: ignore[arg-type]

    # -- Match ID -----------------------------------------------------------------------------

    def match_key(self) -> bytes:
        """Return the 9-byte match key (bit layout in this module's docstring)."""
        assert self.turn is not None
        owner = 3 if self.cube_owner is None else _gnu_player(self.cube_owner)
        d1, d2 = self.dice if self.dice is not None else (0, 0)
        parts = (
            (self.cube.bit_length() - 1, 4),
            (owner, 2),
            (_gnu_player(self.on_roll), 1),
            (int(self.crawford), 1),
            (GAME_STATES.index(self.game_state), 3),
            (_gnu_player(self.turn), 1),
            (int(self.doubled), 1),
            (self.resigned, 2),
            (d1, 3),
            (d2, 3),
            (self.match_length, 15),
            (self.score[BLACK], 15),  # player 0 is O, Black
            (self.score[WHITE], 15),
            (int(not self.jacoby), 1),
        )
        value = 0
        bit = 0
        for content, width in parts:
            value |= content << bit
            bit += width
        return value.to_bytes(9, "little")

    def match_id(self) -> str:
        """Return the 12-character GNU Backgammon Match ID of this state, exactly as GNU Backgammon
        prints it (``matchid.c``'s ``MatchID``)."""
        key = self.match_key()
        out: list[str] = []
        for i in range(0, 9, 3):
            n = int.from_bytes(key[i : i + 3], "big")
            out.extend(_B64[(n >> shift) & 0x3F] for shift in (18, 12, 6, 0))
        return "".join(out)

    @classmethod
    def from_match_id(cls, text: str) -> MatchState:
        """Read a GNU Backgammon Match ID (12 Base64 characters; spaces around it are ignored).

        Reads every ID GNU Backgammon prints, and only those: ``MatchState.from_match_id(t)
        .match_id() == t`` whenever it returns.

        Raises
        ------
        MatchIdError
            If the text is not 12 characters of A-Z a-z 0-9 + /, a field holds a code GNU
            Backgammon never writes (cube owner 2, game state 5-7, a die of 7, one die rolled and
            the other not, the lower die first, the unused last bits set), or the fields describe
            an impossible state (the message says which rule, from :class:`MatchState`).
        """
        if not isinstance(text, str):
            raise MatchIdError(f"a Match ID is a 12-character string, not {type(text).__name__}")
        if len(text) > MAX_ID_TEXT:
            raise MatchIdError(f"a Match ID has 12 characters, not {len(text)} characters")
        s = text.strip()
        if not _MATCH_ID.fullmatch(s):
            shown = repr(s) if len(s) <= 30 else repr(s[:30]) + f"... ({len(s)} characters)"
            raise MatchIdError(f"{shown} is not a GNU Backgammon Match ID (12 characters from A-Z a-z 0-9 + /)")
        key = bytearray()
        for i in range(0, 12, 4):
            n = 0
            for ch in s[i : i + 4]:
                n = (n << 6) | _B64_INDEX[ch]
            key += n.to_bytes(3, "big")
        value = int.from_bytes(bytes(key), "little")
        pos = 0

        def take(width: int) -> int:
            nonlocal pos
            content = (value >> pos) & ((1 << width) - 1)
            pos += width
            return content

        log_cube, owner, mover, crawford, state, turn, doubled, resigned = (take(w) for w in (4, 2, 1, 1, 3, 1, 1, 2))
        d1, d2, length, score0, score1, no_jacoby, rest = (take(w) for w in (3, 3, 15, 15, 15, 1, 5))

        def bad(problem: str) -> MatchIdError:
            return MatchIdError(f"Match ID {s!r}: {problem}")

        if owner == 2:
            raise bad("the cube owner field is 2 (GNU Backgammon writes 0, 1 or 3 for centred)")
        if state >= len(GAME_STATES):
            raise bad(f"the game state field is {state} (0-4: none, playing, over, resigned, dropped)")
        if d1 > 6 or d2 > 6:
            raise bad(f"a die reads {max(d1, d2)} (dice are 1-6, or 0 when not rolled)")
        if (d1 == 0) != (d2 == 0):
            raise bad(f"one die is rolled and the other not ({d1} and {d2})")
        if d1 < d2:
            raise bad(f"the dice are {d1}-{d2}, lower first (GNU Backgammon writes the higher die first)")
        if rest:
            raise bad("the last five bits are unused and must be 0")
        if length > MAX_MATCH_LENGTH:
            raise bad(f"a match to {length} points is longer than GNU Backgammon plays (at most {MAX_MATCH_LENGTH})")
        try:
            return cls(
                on_roll=_side(mover),
                dice=(d1, d2) if d1 else None,
                cube=1 << log_cube,
                cube_owner=None if owner == 3 else _side(owner),
                match_length=length,
                score=(score1, score0),
                crawford=bool(crawford),
                jacoby=not no_jacoby,
                doubled=bool(doubled),
                resigned=resigned,
                turn=_side(turn),
                game_state=GAME_STATES[state],
            )
        except MatchStateError as exc:
            raise bad(str(exc)) from None

    # -- text ---------------------------------------------------------------------------------

    def __repr__(self) -> str:
        def side(v: int | None) -> str:
            return "None" if v is None else ("WHITE" if v == WHITE else "BLACK")

        return (
            f"MatchState(on_roll={side(self.on_roll)}, dice={self.dice!r}, cube={self.cube}, "
            f"cube_owner={side(self.cube_owner)}, match_length={self.match_length}, score={self.score!r}, "
            f"crawford={self.crawford}, jacoby={self.jacoby}, doubled={self.doubled}, resigned={self.resigned}, "
            f"turn={side(self.turn)}, game_state={self.game_state!r})"
        )

"""Games, matches and money sessions: the turn loop, seeded dice, the doubling cube, resignations
and the score.

Rules implemented (standard rules; the doubling-cube, resignation and match rules as GNU Backgammon's
manual states them):

* Opening roll: each side rolls one die, ties are rolled again, the higher die plays both
  numbers (:func:`bglearn.roll_opening`). Option ``first_player`` lets a site always start with
  one colour, a house custom, not the rule.
* Each later turn: the side to move may double (if the cube is centred or its own), then rolls
  and must play; a roll with no legal play passes. A side on the bar against a closed board
  rolls no dice: its turn passes, at once unless it may double first (then :attr:`Game.closed_out`
  is True and it doubles or passes with :meth:`Game.roll`).
* Doubling: the opponent takes (the cube value doubles and the taker owns the cube) or drops
  (the game ends; the doubler wins the value before the double). Only the owner may redouble.
* Resigning: the side to act (the taker too, in answer to a double) offers to resign a single
  game, a gammon or a backgammon; the other side accepts (it wins that, times the cube before
  any double offered) or declines (the game goes on as before). :meth:`Game.resign` is an offer
  accepted at once.
* Scoring: single game x1, gammon x2, backgammon x3, times the cube.
* Money play (options of :class:`Game` and :class:`Session`): the Jacoby rule (gammons and
  backgammons count only as single games while the cube is centred, never doubled by a side);
  beavers (the taker of a double redoubles at once and keeps the cube, at four times its value
  before the double); automatic doubles (a house rule: each tie of the opening roll doubles the
  cube, which stays centred, up to a cap).
* Matches (to 1, 3, 5 ... points): gammons and backgammons count in full; the game right after a
  side first reaches one point short of the match (the Crawford game) is played without the
  cube; the match ends when a side reaches the match length. A 1-point match is played without
  the cube (the first game won wins the match, whatever the cube says). A match refuses the
  money-play options.
"""

from __future__ import annotations

import random as _random
from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple, TypedDict

from ..engine.checking import parse_play
from ..engine.constants import BAR, Dice, side_name
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import GameResult, check_dice, game_result, legal_plays, roll_dice, roll_opening, roll_opening_ties
from ..errors import GameError, InputError, PositionError
from .cube import score_game
from .matfile import Action, GameRecord, MatchRecord

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["CLOSED_OUT_DICE", "RESIGNATIONS", "CUBE_LIMIT", "GameEvent", "Game", "Match", "Session"]

#: The largest cube value played (GNU Backgammon's too: it refuses more, "You must specify a legal
#: cube value"): a double or beaver past it is refused, an automatic double past it not made.
CUBE_LIMIT = 4096


class GameEvent(NamedTuple):
    """One entry of a game's history: who acted, with which dice, and what they did.

    ``action`` is ``'play'``, ``'pass'`` (no legal play), ``'closed out'`` (no roll: on the bar
    against a closed board; ``dice`` only when :meth:`Game.roll` was given some), ``'double'``,
    ``'take'``, ``'beaver'`` (took and redoubled at once), ``'drop'``, ``'automatic double'`` (the
    opening roll tied: ``dice`` is the tie, ``side`` the side that then started), ``'resign offer'``
    (``kind`` offered), ``'decline'`` (the other side refused the offer of ``kind``) or ``'resign'``
    (a resignation of ``kind`` that ended the game: :meth:`Game.resign`, or an offer accepted).
    """

    side: int
    action: str
    dice: Dice | None = None
    play: Play | None = None
    kind: str | None = None


class _GameOptions(TypedDict, total=False):
    """The keywords :meth:`Match.new_game` passes on to :class:`Game`."""

    first_player: int | None
    position: Position | None
    dice: Dice | None


def _closed_out(pos: Position) -> bool:
    """True when the side on roll has a checker on the bar and the opponent holds all six
    points of its home board: no entry is possible, so that side does not roll."""
    me, opp = pos.mover_and_opponent()
    return bool(me[BAR]) and all(opp[p] >= 2 for p in range(1, 7))


#: The kinds of resignation, from the least to the most (a single game, a gammon, a backgammon).
RESIGNATIONS = ("single", "gammon", "backgammon")

#: The roll :meth:`Match.to_record` writes for a closed-out turn that rolled no dice (see there).
CLOSED_OUT_DICE: Dice = (2, 1)


def _check_money_options(cube: bool, jacoby: bool, beavers: bool, automatic_doubles: int) -> None:
    """Check the money-play options (``cube`` False also for a Crawford game)."""
    if type(beavers) is not bool or type(jacoby) is not bool or type(cube) is not bool:
        raise InputError("cube=, jacoby= and beavers= are True or False")
    if type(automatic_doubles) is not int or automatic_doubles < 0:
        raise InputError(f"automatic_doubles is how many ties may double the cube (0 = off), not {automatic_doubles!r}")
    if beavers and not cube:
        raise InputError("beavers need the cube: cube=True")
    if automatic_doubles and not cube:
        raise InputError("automatic doubles turn the cube: they need cube=True (and no Crawford game)")


def _check_rng(rng: object) -> None:
    if rng is not None and not isinstance(rng, _random.Random):
        raise InputError(f"rng must be a random.Random (seed it for repeatable dice), not {type(rng).__name__}")


class Game:
    """One game of backgammon, from the opening roll to the last checker borne off.

    Parameters
    ----------
    rng : random.Random, optional
        The dice (seed it for a reproducible game); default a new unseeded one.
    cube : bool
        Play with the doubling cube (default True).
    jacoby : bool
        Money-play Jacoby rule (see :func:`score_game`).
    crawford : bool
        This is a match's Crawford game: no doubling.
    first_player : int or None
        ``None`` (default): the opening roll decides who starts, as the rules say. A side
        (:data:`~bglearn.WHITE`/:data:`~bglearn.BLACK`): that side always starts, with a
        non-double opening roll (a site custom).
    position : Position, optional
        Start from this position instead of the standard setup (for lessons); the side on
        roll then rolls normally (a side on the bar against a closed board passes at once unless
        it may double: see :attr:`closed_out`).
    dice : (int, int), optional
        With ``position``: the roll its side on roll plays first, as if it had just rolled
        (:meth:`roll`; a roll with no legal play passes at once).
    cube_value : int
        With ``position``: the cube's value now (1, 2, 4, ...; default 1).
    cube_owner : int or None
        With ``position``: the side that owns the cube (None = centred, the only choice at value 1;
        a centred cube above 1 is one turned by automatic doubles).
    beavers : bool
        Money play, option: the taker of a double may beaver (:meth:`beaver`).
    automatic_doubles : int
        Money play, house rule: each tie of the opening roll doubles the cube (it stays centred),
        at most this many times (0, the default: off). Needs the cube, and the opening roll:
        not with ``first_player`` (that custom starts without rolling for it, so nothing ties)
        nor ``position``.

    Attributes
    ----------
    position : Position
        The board now; ``position.on_roll`` is the side to act.
    dice : tuple of int or None
        The roll to be played now, or ``None`` before the roll (when a double may be offered).
    cube_value, cube_owner : int, int or None
        The cube (``cube_owner`` None = centred).
    history : list of GameEvent
    resignation : (int, str) or None
        A resignation offered and not answered yet: ``(offering side, kind)``.
    result : GameResult or None
        Set when the game is over (points include the cube and the Jacoby rule).
    """

    def __init__(
        self,
        rng: _random.Random | None = None,
        *,
        cube: bool = True,
        jacoby: bool = False,
        crawford: bool = False,
        first_player: int | None = None,
        position: Position | None = None,
        dice: Dice | None = None,
        cube_value: int = 1,
        cube_owner: int | None = None,
        beavers: bool = False,
        automatic_doubles: int = 0,
    ) -> None:
        if type(cube_value) is not int or cube_value < 1 or cube_value & (cube_value - 1) or cube_value > CUBE_LIMIT:
            raise InputError(f"cube_value is 1, 2, 4, 8, ... {CUBE_LIMIT}, not {cube_value!r}")
        if cube_owner is not None and (type(cube_owner) is not int or cube_owner not in (0, 1)):
            raise InputError(f"cube_owner is WHITE, BLACK or None (centred), not {cube_owner!r}")
        if cube_value == 1 and cube_owner is not None:
            raise InputError("the cube at 1 is centred: cube_owner=None")
        if cube_value > 1 and not cube:
            raise InputError("cube_value needs cube=True")
        if cube_value > 1 and crawford:
            raise InputError("the Crawford game is played without the cube: it cannot be turned")
        if cube_value > 1 and position is None:
            raise InputError("cube_value= goes with position=: a game from the start has the cube centred at 1")
        if first_player is not None and (type(first_player) is not int or first_player not in (0, 1)):
            raise InputError(f"first_player must be WHITE, BLACK or None, not {first_player!r}")
        _check_money_options(cube and not crawford, jacoby, beavers, automatic_doubles)
        if automatic_doubles:
            if first_player is not None or position is not None:
                raise InputError(
                    "automatic doubles come from ties of the opening roll: not with first_player= (no roll for "
                    "the start) nor position="
                )
        if position is not None:
            if not isinstance(position, Position):
                raise InputError(f"position must be a Position, not {type(position).__name__}")
            if _closed_out(position) and _closed_out(position.pass_turn()):
                raise PositionError("both sides are on the bar against a closed board: no game reaches that position")
        elif dice is not None:
            raise InputError("dice= goes with position=: a game from the start begins with the opening roll")
        if dice is not None:
            dice = check_dice(dice)
        _check_rng(rng)
        self.rng = rng if rng is not None else _random.Random()
        self.use_cube = cube and not crawford
        self.jacoby = jacoby
        self.beavers = beavers
        self.automatic_doubles = automatic_doubles
        self.crawford = crawford
        self.cube_value = cube_value
        self.cube_owner: int | None = cube_owner
        self.offered = False
        self.resignation: tuple[int, str] | None = None
        self.history: list[GameEvent] = []
        self.result: GameResult | None = None
        self._set_up = position is not None  # not from the standard set-up: no .mat record can hold it
        if position is not None:
            self.position = position
            self.dice: Dice | None = None
            finished = game_result(position)
            if finished is not None:
                # a finished position: the game is over at once (no side rolls any more)
                self._finish(finished.winner, finished.kind)
            elif dice is not None:
                self.roll(dice)
            else:
                self._skip_closed_out()
            return
        if first_player is None:
            first, dice, ties = roll_opening_ties(self.rng)
            for tie in ties[:automatic_doubles]:
                if self.cube_value * 2 > CUBE_LIMIT:
                    break
                self.cube_value *= 2  # the cube stays centred
                self.history.append(GameEvent(first, "automatic double", (tie, tie)))
        else:
            _, dice = roll_opening(self.rng)
            first = first_player
        self.position = Position.start(first)
        self.dice = dice  # the opener plays the two numbers already showing: no double first

    # -- reading -----------------------------------------------------------------------------

    @property
    def turn(self) -> int:
        """The side to act now (the taker while a double is offered).

        While a resignation is offered (:attr:`resignation`), the other side of the offering one
        answers it; ``turn`` stays the side that offered.
        """
        side = self.position.on_roll
        return 1 - side if self.offered else side

    @property
    def over(self) -> bool:
        """True once the game has a result."""
        return self.result is not None

    def legal_plays(self) -> tuple[Play, ...]:
        """The legal plays of the current roll (empty before the roll)."""
        if self.dice is None or self.over:
            return ()
        return legal_plays(self.position, self.dice)

    @property
    def closed_out(self) -> bool:
        """True when the side on roll is on the bar against a closed board and has not acted yet.

        Such a side rolls no dice; the game stops for it only while it may double (see
        :meth:`roll`), else its turn passes at once.
        """
        return not self.over and not self.offered and self.dice is None and _closed_out(self.position)

    def can_double(self) -> bool:
        """True when the side on roll may offer a double now (before rolling)."""
        return (
            not self.over
            and not self.offered
            and self.resignation is None
            and self.dice is None
            and self._may_double(self.position.on_roll)
            and self.cube_value * 2 <= CUBE_LIMIT
        )

    def can_beaver(self) -> bool:
        """True when the taker of a double may beaver it now (option ``beavers``; the cube would
        stay at most :data:`CUBE_LIMIT`)."""
        return (
            self.beavers
            and self.offered
            and not self.over
            and self.resignation is None
            and self.cube_value * 4 <= CUBE_LIMIT
        )

    # -- acting ------------------------------------------------------------------------------

    def roll(self, dice: Dice | None = None) -> Dice | None:
        """Roll the dice for the side on roll (or use ``dice``); return them.

        A roll with no legal play passes at once (recorded as ``'pass'``). A side on the bar
        against a closed board (:attr:`closed_out`, the game stopped for it because it may double)
        rolls no dice: its turn passes (``'closed out'``, with ``dice`` if they were given) and
        None is returned.

        Raises
        ------
        GameError
            If the game is over, the dice are already rolled, or a double or a resignation awaits
            an answer.
        DiceError
            If ``dice`` is given and is not a pair of ints 1-6.
        """
        self._check_active()
        if self.dice is not None:
            raise GameError(f"{side_name(self.position.on_roll)} has already rolled {self.dice}: play them")
        if dice is not None:
            dice = check_dice(dice)
        if _closed_out(self.position):
            self._pass_closed_out(dice)
            self._skip_closed_out()
            return None
        if dice is None:
            dice = roll_dice(self.rng)
        self.dice = dice
        if not legal_plays(self.position, dice):
            self.history.append(GameEvent(self.position.on_roll, "pass", dice))
            self._next_turn(self.position.pass_turn())
        return dice

    def play(self, play: Play | str) -> Play | None:
        """Make the side on roll's play for the current dice and pass the turn.

        Parameters
        ----------
        play : Play or str
            A legal play of ``self.dice`` (notation is read with :func:`bglearn.parse_play`).

        Returns
        -------
        Play or None
            The play made (None when an empty text passes a roll that cannot be played).

        Raises
        ------
        GameError
            If no dice are rolled, or the game is over.
        IllegalPlayError, AmbiguousPlayError, NotationError
            For a play that is not one legal play here; the game is unchanged.
        """
        self._check_active()
        if self.dice is None:
            raise GameError(f"{side_name(self.position.on_roll)} must roll before playing")
        if isinstance(play, Play):
            chosen = play if play in legal_plays(self.position, self.dice) and play.position == self.position else None
            if chosen is None:
                chosen = parse_play(self.position, self.dice, play.notation(explicit=True))
        else:
            chosen = parse_play(self.position, self.dice, play)
            if chosen is None:
                self.history.append(GameEvent(self.position.on_roll, "pass", self.dice))
                self._next_turn(self.position.pass_turn())
                return None
        self.history.append(GameEvent(self.position.on_roll, "play", self.dice, chosen))
        assert chosen is not None  # parse_play returns None only for an empty text of a roll that cannot be played
        after = chosen.result
        res = game_result(after)
        if res is not None:
            self.position = after
            self.dice = None
            self._finish(res.winner, res.kind)
            return chosen
        self._next_turn(after)
        return chosen

    def double(self) -> None:
        """Offer a double (before rolling). Raises :class:`GameError` when not allowed."""
        self._check_active()
        if not self.can_double():
            if not self.use_cube:
                why = "the cube is not in play (Crawford game or cube off)"
            elif self.cube_value * 2 > CUBE_LIMIT and self.dice is None and self._may_double(self.position.on_roll):
                why = f"the cube is at {self.cube_value:,}, the largest value played (GNU Backgammon's too)"
            else:
                why = "only before rolling, and only with a centred cube or one you own"
            raise GameError(f"{side_name(self.position.on_roll)} cannot double now: {why}")
        self.offered = True
        self.history.append(GameEvent(self.position.on_roll, "double"))

    def take(self) -> None:
        """Accept the double: the cube value doubles and the taker owns the cube.

        Raises :class:`GameError` if no double is offered or the game is over.
        """
        self._check_offer()
        taker = 1 - self.position.on_roll
        self.offered = False
        self.cube_value *= 2
        self.cube_owner = taker
        self.history.append(GameEvent(taker, "take"))
        self._skip_closed_out()  # a closed-out doubler may not redouble now: its turn passes

    def beaver(self) -> None:
        """Take the double and redouble at once, keeping the cube (option ``beavers``, money play).

        Rule (beaver, as GNU Backgammon's manual states it): the cube goes to four times its
        value before the double and the taker owns it; the doubler then rolls.

        Raises
        ------
        GameError
            If beavers are not played here, no double is offered, the game is over or a
            resignation awaits an answer (nothing changes).
        """
        self._check_offer()
        if not self.beavers:
            raise GameError("beavers are not played in this game (Game(..., beavers=True), money play)")
        if self.cube_value * 4 > CUBE_LIMIT:
            raise GameError(
                f"a beaver would turn the cube to {self.cube_value * 4:,}; the largest value played is "
                f"{CUBE_LIMIT:,} (GNU Backgammon's too): take or drop"
            )
        taker = 1 - self.position.on_roll
        self.offered = False
        self.cube_value *= 4
        self.cube_owner = taker
        self.history.append(GameEvent(taker, "beaver"))
        self._skip_closed_out()

    def drop(self) -> None:
        """Refuse the double: the game ends and the doubler wins the cube value before the double.

        Raises :class:`GameError` if no double is offered or the game is over.
        """
        self._check_offer()
        taker = 1 - self.position.on_roll
        self.offered = False
        self.history.append(GameEvent(taker, "drop"))
        self.result = GameResult(self.position.on_roll, "single", self.cube_value)

    def resign(self, kind: str = "single") -> None:
        """The side to act gives up the game as a single game, gammon or backgammon, at once.

        An immediate resignation, as if offered and accepted (:meth:`offer_resignation` then
        :meth:`accept_resignation`): the other side wins ``kind`` at the current cube value; in
        answer to a double, at the value before the double. Recorded as ``'resign'``.

        Raises
        ------
        InputError
            If ``kind`` is not ``'single'``, ``'gammon'`` or ``'backgammon'`` (nothing changes).
        GameError
            If the game is over or a resignation offer awaits an answer.
        """
        self._check_resignable(kind)
        self._resigned(self.turn, kind)

    def offer_resignation(self, kind: str = "single") -> None:
        """The side to act (:attr:`turn`; the taker too, while a double is offered) offers to resign.

        Until the other side answers (:meth:`accept_resignation`, :meth:`decline_resignation`) no
        other action is allowed. Recorded as ``'resign offer'``; see :attr:`resignation`.

        Parameters
        ----------
        kind : str
            ``'single'``, ``'gammon'`` or ``'backgammon'``: what the other side would win (times
            the cube).

        Raises
        ------
        InputError
            If ``kind`` is not one of those (nothing changes).
        GameError
            If the game is over or an offer already awaits an answer (nothing changes).
        """
        self._check_resignable(kind)
        side = self.turn
        self.resignation = (side, kind)
        self.history.append(GameEvent(side, "resign offer", kind=kind))

    def accept_resignation(self) -> None:
        """The other side accepts the resignation offered: the game ends.

        The offering side loses ``kind`` at the current cube value (in answer to a double: the
        value before the double, which was never taken), as :func:`score_game` scores it (the
        Jacoby rule too, when it is played). Recorded as ``'resign'`` by the resigning side.

        Raises
        ------
        GameError
            If no resignation is offered (nothing changes).
        """
        side, kind = self._pending_resignation()
        self.resignation = None
        self._resigned(side, kind)

    def decline_resignation(self) -> None:
        """The other side refuses the resignation offered: the game goes on exactly as before
        (a double offered is still to be answered). Recorded as ``'decline'``.

        Raises
        ------
        GameError
            If no resignation is offered (nothing changes).
        """
        side, kind = self._pending_resignation()
        self.resignation = None
        self.history.append(GameEvent(1 - side, "decline", kind=kind))

    # -- internals ---------------------------------------------------------------------------

    def _finish(self, winner: int, kind: str) -> None:
        # Jacoby: a cube turned only by automatic doubles is still centred, never doubled by a side
        points = score_game(kind, self.cube_value, jacoby=self.jacoby, cube_turned=self.cube_owner is not None)
        self.result = GameResult(winner, kind, points)

    def _may_double(self, side: int) -> bool:
        return self.use_cube and self.cube_owner in (None, side)

    def _check_resignable(self, kind: str) -> None:
        if self.over:
            assert self.result is not None  # over means a result
            raise GameError(f"the game is over: {side_name(self.result.winner)} won {self.result.points}")
        self._check_no_resignation()
        if kind not in RESIGNATIONS:
            raise InputError(
                f"a resignation is 'single', 'gammon' or 'backgammon', not {kind!r}: one cannot offer less than "
                "nothing or more than a backgammon"
            )

    def _resigned(self, side: int, kind: str) -> None:
        self.offered = False  # a resignation in answer to a double ends the game at the cube before it
        self.history.append(GameEvent(side, "resign", kind=kind))
        self._finish(1 - side, kind)

    def _pending_resignation(self) -> tuple[int, str]:
        if self.resignation is None:
            raise GameError("no resignation has been offered")
        return self.resignation

    def _pass_closed_out(self, dice: Dice | None = None) -> None:
        self.history.append(GameEvent(self.position.on_roll, "closed out", dice))
        self.position = self.position.pass_turn()

    def _next_turn(self, pos: Position) -> None:
        self.position = pos
        self.dice = None
        self._skip_closed_out()

    def _skip_closed_out(self) -> None:
        # A side on the bar against a closed board does not roll: its turn passes at once, unless
        # it may double first (as GNU Backgammon lets it): then the game waits for double() or roll().
        guard = 0
        while self.closed_out and not self._may_double(self.position.on_roll) and guard < 2:
            self._pass_closed_out()
            guard += 1

    def _check_active(self) -> None:
        if self.over:
            assert self.result is not None  # over means a result
            raise GameError(f"the game is over: {side_name(self.result.winner)} won {self.result.points}")
        self._check_no_resignation()
        if self.offered:
            raise GameError(f"{side_name(self.turn)} must take or drop the double first")

    def _check_no_resignation(self) -> None:
        if self.resignation is not None:
            side, kind = self.resignation
            raise GameError(
                f"{side_name(1 - side)} must accept or decline {side_name(side)}'s offer to resign a {kind} first"
            )

    def _check_offer(self) -> None:
        if self.over:
            raise GameError("the game is over")
        self._check_no_resignation()
        if not self.offered:
            raise GameError("no double has been offered")

    def __repr__(self) -> str:
        state = "over" if self.over else ("double offered" if self.offered else f"dice {self.dice}")
        if self.resignation is not None:
            state += f", {self.resignation[1]} resignation offered"
        return f"<Game {side_name(self.position.on_roll)} on roll, cube {self.cube_value}, {state}>"


#: The options of money play only, with the rule each is (a match refuses them).
_MONEY_ONLY = {"jacoby": "the Jacoby rule", "beavers": "the beaver", "automatic_doubles": "automatic doubles"}


class _Games:
    """What a match and a money session share: the dice, the games so far and the running score."""

    length = 0  # a .mat record's length: 0 for money play

    def __init__(self, rng: _random.Random | None) -> None:
        _check_rng(rng)
        self.rng = rng if rng is not None else _random.Random()
        self._score = [0, 0]
        self.games: list[Game] = []
        self._recorded: set[int] = set()

    @property
    def score(self) -> list[int]:
        """``[White's points, Black's points]`` so far, the last game's too once it is over."""
        if self.games and self.games[-1].over:
            self.record()
        return list(self._score)

    @score.setter
    def score(self, score: list[int] | tuple[int, int]) -> None:
        """Set the score (a match or session taken up again, a lesson's position in a match).

        Raises
        ------
        InputError
            If ``score`` is not a pair of ints 0 or more (nothing changes).
        """
        if not (isinstance(score, (list, tuple)) and len(score) == 2 and all(type(n) is int and n >= 0 for n in score)):
            raise InputError(f"a score is a pair of points 0 or more (White's, Black's), not {score!r}")
        self._score = list(score)

    def _check_options(self, options: Mapping[str, object]) -> None:
        unknown = sorted(set(options) - {"first_player", "position", "dice"})
        if unknown:
            raise InputError(
                f"new_game takes first_player=, position= and dice=, not {', '.join(unknown)}= "
                f"(the other options are the {type(self).__name__.lower()}'s: {type(self).__name__}(..., cube=...))"
            )

    def _check_finished(self) -> None:
        if self.games:
            if not self.games[-1].over:
                raise GameError("finish the current game first")
            self.record()  # a finished game's points always count, recorded or not

    def record(self, game: Game | None = None) -> tuple[int, ...]:
        """Add a finished game's points to the score (once) and return the new score.

        Rule: a game scores its result times the cube (gammons and backgammons in full in a
        match; in money play as the Jacoby rule says when it is played). A finished game is
        also recorded by ``new_game`` (and :attr:`Match.winner`), so its points are never lost.

        Raises
        ------
        GameError
            If the game is not over, or there is no game yet.
        InputError
            If ``game`` is not one of this match's games (:attr:`games`).
        """
        if game is None:
            if not self.games:
                raise GameError("no game has been played yet")
            game = self.games[-1]
        if not any(g is game for g in self.games):
            raise InputError(
                f"record takes a game of this match (one of match.games, from new_game), not {type(game).__name__}"
                + (" from outside it" if isinstance(game, Game) else "")
            )
        if not game.over:
            raise GameError("the game is not over yet")
        assert game.result is not None  # over means a result
        if id(game) not in self._recorded:
            self._recorded.add(id(game))
            self._score[game.result.winner] += game.result.points
        return tuple(self._score)

    def to_record(
        self, players: tuple[str, str] = ("White", "Black"), header: Mapping[str, str] | None = None
    ) -> MatchRecord:
        """The games so far as a :class:`~bglearn.play.MatchRecord`, ready for :func:`bglearn.write_mat`.

        Player 1 is White, player 2 Black; the record's length is the match length (0 for a money
        session, written ``0 point match``). Each game gets its number (from 1), the score before it
        and its actions: a roll and its play (``''`` when it had none), double (with the new cube
        value), take, beaver (with the new cube value), drop, and the win with its points once the
        game is over. A closed-out turn
        (the side rolls no dice) is a roll with no move, as GNU Backgammon writes it (it has no way
        to read a turn without a roll): the dice given to :meth:`Game.roll` if any, else
        :data:`CLOSED_OUT_DICE` (2-1: any roll has no move against a closed board; a fixed one
        draws nothing from the game's dice, so a seeded game is the same with or without a
        record). A roll followed by a resignation was not played: its moves are None (written
        ``????``, which GNU Backgammon imports as a roll not played). Only accepted resignations
        are recorded (a ``.mat`` row holds no offer): ``Wins N points`` for the other side. A
        game not finished yet ends with its last action so far.

        Parameters
        ----------
        players : (str, str)
            The names written for White and Black.
        header : mapping of str to str, optional
            Header fields (``; [Key "Value"]`` lines), e.g. ``{"Site": "bglearn"}``.

        Raises
        ------
        InputError
            If ``players`` is not a pair of strings or ``header`` not a mapping of strings.
        GameError
            If a game was started from a set position (``new_game(position=...)``: a ``.mat``
            record starts every game from the standard set-up), or its cube was turned by automatic
            doubles (a ``.mat`` record has no way to write them).
        """
        if not (isinstance(players, tuple) and len(players) == 2 and all(isinstance(n, str) for n in players)):
            raise InputError(f"players is a pair of names (White's, Black's), not {players!r}")
        if header is not None and not (
            isinstance(header, Mapping) and all(isinstance(k, str) and isinstance(v, str) for k, v in header.items())
        ):
            raise InputError(f"header is a mapping of str to str, not {header!r}")
        scores = [0, 0]
        games = []
        for number, game in enumerate(self.games, start=1):
            if game._set_up:
                raise GameError(
                    f"game {number} started from a set position: a .mat record starts every game from the set-up"
                )
            if any(event.action == "automatic double" for event in game.history):
                raise GameError(f"game {number} had automatic doubles: a .mat record has no way to write them")
            games.append(GameRecord(number, (scores[0], scores[1]), _record_actions(game), self.length))
            if game.result is not None:
                scores[game.result.winner] += game.result.points
        return MatchRecord(dict(header or {}), self.length, (players[0], players[1]), games)


class Match(_Games):
    """A match to ``length`` points: games are played until a side reaches the length.

    Parameters
    ----------
    length : int
        Points needed to win (1, 3, 5, 7, ...). Any positive int is accepted.
    rng : random.Random, optional
        Dice for every game of the match.
    cube : bool
        Play with the doubling cube (default True); never in the Crawford game, nor in a 1-point
        match (a single game wins it: the cube would change nothing).

    Attributes
    ----------
    score : list of int
        ``[White's points, Black's points]``.
    games : list of Game
    """

    def __init__(self, length: int, rng: _random.Random | None = None, *, cube: bool = True) -> None:
        if type(length) is not int or length < 1:
            raise InputError(
                f"a match is played to a positive number of points, not {length!r} (money play: bglearn.Session)"
            )
        super().__init__(rng)
        self.length = length
        self.cube = cube
        self._crawford_played = False

    @property
    def winner(self) -> int | None:
        """The side that has won the match, or None."""
        score = self.score  # (records a finished game's points first)
        for side in (0, 1):
            if score[side] >= self.length:
                return side
        return None

    def is_crawford_game(self) -> bool:
        """True when the next game is the Crawford game.

        Rule (Crawford): the first game after either side reaches one point short of the match
        length is played without the cube; later games (post-Crawford) use it again.
        """
        if self._crawford_played or self.length == 1:
            return False
        winner = self.winner  # (records a finished game's points first)
        return winner is None and any(s == self.length - 1 for s in self.score)

    def new_game(self, **options: Unpack[_GameOptions]) -> Game:
        """Start and return the next game (with the cube unless it is the Crawford game or the match is to 1).

        Parameters
        ----------
        first_player, position, dice
            Passed on to :class:`Game` (keywords only); the cube is the match's option.

        Raises
        ------
        GameError
            If the match is over or the current game is not finished.
        InputError
            For any other keyword (and as :class:`Game` raises it for a bad option); the money-play
            options ``jacoby``, ``beavers`` and ``automatic_doubles`` name their rule.
        """
        for name, rule in _MONEY_ONLY.items():
            if name in options:
                raise InputError(f"{rule} is for money play, not a match (play money games with bglearn.Session)")
        self._check_options(options)
        winner = self.winner
        if winner is not None:
            score = self.score
            raise GameError(f"the match is over: {side_name(winner)} won {score[winner]}-{score[1 - winner]}")
        self._check_finished()
        crawford = self.is_crawford_game()
        # a 1-point match is played without the cube: any game won wins the match, so a double means nothing
        cube = self.cube and self.length > 1
        game = Game(self.rng, cube=cube, crawford=crawford, **options)  # may refuse an option
        if crawford:
            self._crawford_played = True
        self.games.append(game)
        return game

    def __repr__(self) -> str:
        return f"<Match to {self.length}: White {self.score[0]}, Black {self.score[1]}>"


class Session(_Games):
    """Money play: a session of games, each worth its own points, with a running score.

    There is no match length, no Crawford game, and gammons count in full unless the Jacoby rule
    is played. Each game gets the session's cube options.

    Parameters
    ----------
    rng : random.Random, optional
        Dice for every game of the session.
    cube : bool
        Play with the doubling cube (default True).
    jacoby, beavers : bool
        The Jacoby rule and beavers (see :class:`Game`), default off.
    automatic_doubles : int
        The house rule of automatic doubles, at most this many per game (default 0: off).

    Attributes
    ----------
    score : list of int
        ``[White's points, Black's points]`` won so far.
    games : list of Game

    Raises
    ------
    InputError
        For an option that is not a bool / a count of 0 or more, or beavers or automatic doubles
        without the cube.
    """

    def __init__(
        self,
        rng: _random.Random | None = None,
        *,
        cube: bool = True,
        jacoby: bool = False,
        beavers: bool = False,
        automatic_doubles: int = 0,
    ) -> None:
        _check_money_options(cube, jacoby, beavers, automatic_doubles)
        super().__init__(rng)
        self.cube = cube
        self.jacoby = jacoby
        self.beavers = beavers
        self.automatic_doubles = automatic_doubles

    @property
    def net(self) -> int:
        """White's points less Black's: what White is up (negative: down) in the session."""
        white, black = self.score
        return white - black

    def new_game(self, **options: Unpack[_GameOptions]) -> Game:
        """Start and return the next game with the session's options.

        Parameters
        ----------
        first_player, position, dice
            Passed on to :class:`Game` (keywords only). Automatic doubles need the opening roll,
            so they are left out of a game started with ``first_player`` or ``position``.

        Raises
        ------
        GameError
            If the current game is not finished.
        InputError
            For any other keyword (and as :class:`Game` raises it for a bad option).
        """
        self._check_options(options)
        self._check_finished()
        rolled = options.get("first_player") is None and options.get("position") is None
        game = Game(
            self.rng,
            cube=self.cube,
            jacoby=self.jacoby,
            beavers=self.beavers,
            automatic_doubles=self.automatic_doubles if rolled else 0,
            **options,
        )
        self.games.append(game)
        return game

    def __repr__(self) -> str:
        return f"<Session of {len(self.games)} games: White {self.score[0]}, Black {self.score[1]}>"


def _record_actions(game: Game) -> list[Action]:
    """The actions of a game as a ``.mat`` record holds them (see :meth:`Match.to_record`)."""
    actions: list[Action] = []
    cube = 1
    for event in game.history:
        side, kind = event.side, event.action
        if kind == "play":
            assert event.play is not None  # a 'play' event holds its play
            actions.append(Action(side, "roll", event.dice, str(event.play)))
        elif kind == "pass":
            actions.append(Action(side, "roll", event.dice, ""))
        elif kind == "double":
            actions.append(Action(side, "double", value=2 * cube))
        elif kind == "take":
            cube *= 2
            actions.append(Action(side, "take"))
        elif kind == "beaver":
            cube *= 4
            actions.append(Action(side, "beaver", value=cube))
        elif kind == "drop":
            actions.append(Action(side, "drop"))
        elif kind == "resign" and game.dice is not None and side == game.position.on_roll:
            actions.append(Action(side, "roll", game.dice, None))  # rolled, then resigned: not played
        elif kind == "closed out":
            # no dice were rolled (unless roll() was given some): a roll with no move, as GNU Backgammon
            # writes the turn; any roll has no move against a closed board
            actions.append(Action(side, "roll", event.dice or CLOSED_OUT_DICE, ""))
        # 'resign offer' and 'decline': an offer declined leaves nothing in a .mat record
    if game.result is not None:
        actions.append(Action(game.result.winner, "win", value=game.result.points))
    return actions

"""Cube questions, decided by the game engine (:class:`bglearn.Game`): who may double, what a drop
costs, the cube after a take, what a finished game is worth.

Each is asked about a :class:`CubeState`: the board plus the cube's value and owner, whether the
side on roll has rolled, and the match score (money play when ``length`` is 0); a CubeState is read
from, and gives, a :class:`bglearn.MatchState` (:meth:`CubeState.from_match`,
:meth:`CubeState.match_state`), the one state around a board. Whether to *take* is strategy, not a
rule, so no question asks it.

Each question has "Practise more" of its own kind by default (:data:`bglearn.teach.practice.CUBE_KINDS`):
a practice board comes with a MatchState where that rule decides (:mod:`bglearn.teach.cube_practice`),
and the question, its answer and its words are made for it.

Rules (the seeds and GNU Backgammon's manual agree):

* A side may double only at the start of its own turn, before rolling, when the cube is centred or
  it owns the cube; never in a match's Crawford game.
* A dropped double ends the game: the doubler wins the cube's value before the double.
* A taken double doubles the cube's value and the taker owns the cube. With beavers (money play, a
  house rule) the taker may instead beaver: the cube goes to four times its value before the double
  and the taker keeps it.
* Automatic doubles (money play, a house rule): each tie of the opening roll doubles the cube, which
  stays centred, up to an agreed limit.
* A finished game scores 1, 2 or 3 (single, gammon, backgammon) times the cube; with the Jacoby rule
  (money play only) gammons and backgammons count single while the cube is centred.

Examples
--------
>>> import bglearn as bg
>>> state = CubeState(bg.Position.start(), cube_value=2, cube_owner=bg.BLACK)
>>> MayDoubleQuestion("May White double now?", state).answer("no").correct
True
>>> DropScoreQuestion("How many points does Black give up by dropping?", state.with_owner(bg.WHITE)).solution()
2
>>> quiz = MayDoubleQuestion("May White double now?", state)
>>> _ = quiz.practise(seed=1)
>>> quiz.question
'Money play. Black owns the cube on 2. White is on roll and has not rolled yet. May White double now?'
>>> quiz.solution(), quiz.rule
('no', 'cube-owned-by-opponent')
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

from ...engine.constants import Dice, side_name
from ...engine.matchstate import MatchState
from ...engine.position import XGID, Position
from ...engine.rules import GameResult, ThrownDice, game_result
from ...errors import BglearnError, InputError, MatchStateError, PracticeError
from ...play.game import Game
from .. import cube_practice, practice
from ..text import plain
from .base import Answer, ChoiceQuestion

__all__ = [
    "CubeState",
    "CUBE_RULES",
    "MayDoubleQuestion",
    "DropScoreQuestion",
    "AfterTakeQuestion",
    "GameValueQuestion",
]

#: Rule codes the cube questions name (besides :data:`bglearn.RULES`, which are about plays).
CUBE_RULES = {
    "double-before-rolling": "A side may double only at the start of its turn, before it rolls.",
    "cube-owned-by-opponent": "Only the side that owns the cube may redouble; a centred cube may be used by either.",
    "crawford-game": "No one may double in the Crawford game.",
}


class CubeState(NamedTuple):
    """A board with the cube and the match around it.

    Attributes
    ----------
    position : Position
        The board; its side on roll is the one the question is about.
    cube_value : int
        1, 2, 4, ... (1 = centred, not yet turned).
    cube_owner : int or None
        WHITE, BLACK, or None when centred.
    rolled : bool
        True when the side on roll has already rolled this turn.
    score : (int, int)
        Match score (White, Black); (0, 0) in money play.
    length : int
        Match length; 0 for money play.
    crawford : bool
        This is the match's Crawford game.
    jacoby : bool
        Money play with the Jacoby rule.
    beavers : bool
        Money play with beavers allowed (:meth:`bglearn.Game.beaver`).
    opening_ties : int
        Automatic doubles: how many times this game's opening roll tied (0 = none, or the house
        rule not played). ``cube_value`` is then the value the ties left (:meth:`after_opening_ties`).
    automatic_doubles : int
        Automatic doubles: the agreed limit (0 = the house rule is not played).
    dice : (int, int) or None
        The roll the side on roll has made, higher die first, when it is known (an XGID's dice field,
        a practice board's roll): the board draws it and :meth:`match_state` carries it. None before
        rolling, or when a written state says only that the side has rolled (``rolled`` True).
    """

    position: Position
    cube_value: int = 1
    cube_owner: int | None = None
    rolled: bool = False
    score: tuple[int, int] = (0, 0)
    length: int = 0
    crawford: bool = False
    jacoby: bool = False
    beavers: bool = False
    opening_ties: int = 0
    automatic_doubles: int = 0
    dice: Dice | None = None

    @classmethod
    def from_xgid(cls, xgid: XGID, *, jacoby: bool = False) -> CubeState:
        """The state an XGID describes (X is White); ``jacoby`` for money play.

        Read as :meth:`bglearn.XGID.match_state` reads it (one reading of the XGID's cube, dice, score
        and match fields), then :meth:`from_match`: a roll in the dice field (``64``) is kept as
        :attr:`dice`; a double, beaver or raccoon offered (dice ``D``, ``B``, ``R``) is read as the
        side on roll not having rolled.

        Raises
        ------
        bglearn.InputError
            If ``jacoby`` is asked in a match (the Jacoby rule is for money play only), or the
            fields make an impossible state (:class:`bglearn.MatchStateError`).
        """
        if jacoby and xgid.match_length:
            raise InputError("the Jacoby rule is for money play, not a match")
        match = (xgid._replace(dice="00") if xgid.dice in ("D", "B", "R") else xgid).match_state()
        state = cls.from_match(xgid.position, match)
        return state._replace(jacoby=True) if jacoby else state

    @classmethod
    def from_match(cls, position: Position, match: MatchState) -> CubeState:
        """The state of ``position`` with the cube, score and rules of ``match`` (a practice board's
        :class:`~bglearn.teach.practice.Example` carries both); :attr:`dice` is ``match.dice`` and
        ``rolled`` is whether it is a roll (not None).

        Raises
        ------
        bglearn.InputError
            If ``match`` is not a MatchState, its side on roll is not the board's, or it is not a game
            being played with nothing offered (a cube question asks about the side on roll's turn).
        """
        if not isinstance(position, Position) or not isinstance(match, MatchState):
            raise InputError("CubeState.from_match takes a Position and a MatchState")
        if match.on_roll != position.on_roll:
            raise InputError(
                f"the board has {side_name(position.on_roll)} on roll, the match state {side_name(match.on_roll)}"
            )
        if match.game_state != "playing" or match.doubled or match.resigned:
            raise InputError(
                "a cube question's state is a game being played with no double or resignation offered, "
                f"not game state {match.game_state!r} (doubled={match.doubled}, resigned={match.resigned})"
            )
        return cls(
            position,
            match.cube,
            match.cube_owner,
            match.dice is not None,
            match.score,
            match.match_length,
            match.crawford,
            match.jacoby and not match.match_length,
            dice=match.dice,
        )

    def match_state(self, dice: Dice | None = None) -> MatchState:
        """The :class:`~bglearn.MatchState` of this state (its Match ID and, with
        :meth:`bglearn.XGID.from_match_state`, its XGID), with the roll :attr:`dice` -- or ``dice``,
        the roll made when :attr:`rolled` and the state does not know it.

        Raises
        ------
        bglearn.MatchStateError
            If the state cannot happen (a score at or past the match length, a Crawford game with no
            side one point short or with the cube turned, an owner with the cube at 1, ...), or the
            dice disagree with :attr:`rolled` (dice without a roll, or ``dice`` other than :attr:`dice`).
        """
        if (dice is not None or self.dice is not None) and not self.rolled:
            raise MatchStateError("dice go with a state where the side on roll has rolled (rolled=True)")
        if dice is not None and self.dice is not None and (max(dice), min(dice)) != tuple(self.dice):
            raise MatchStateError(f"the state's roll is {self.dice[0]}-{self.dice[1]}, not {dice[0]}-{dice[1]}")
        return MatchState(
            on_roll=self.position.on_roll,
            dice=dice if dice is not None else self.dice,
            cube=self.cube_value,
            cube_owner=self.cube_owner,
            match_length=self.length,
            score=self.score,
            crawford=self.crawford,
            jacoby=self.jacoby,
        )

    def after_opening_ties(self, ties: int, limit: int) -> CubeState:
        """The same board after an opening roll that tied ``ties`` times, with automatic doubles up to
        ``limit`` (money play, a house rule).

        The cube's value is :class:`bglearn.Game`'s: a game from the start with
        ``automatic_doubles=limit`` whose opening roll ties ``ties`` times. The cube stays centred.

        Parameters
        ----------
        ties : int
            How many opening rolls tied, 1 or more.
        limit : int
            The agreed limit of automatic doubles, 1 or more.

        Raises
        ------
        bglearn.InputError
            If ``ties`` or ``limit`` is not a whole number of at least 1, if this is a match (the
            house rule is for money play), or if the cube has been turned already (the ties come first,
            at the opening roll, with the cube centred at 1).
        """
        for name, n in (("ties", ties), ("limit", limit)):
            if type(n) is not int or not 1 <= n <= 12:
                raise InputError(f"{name} is a whole number from 1 to 12, not {n!r}")
        if self.length:
            raise InputError("automatic doubles are a money-play house rule, not played in a match")
        if self.cube_value != 1 or self.cube_owner is not None or self.opening_ties:
            raise InputError("automatic doubles turn the cube at the opening roll: it must be centred at 1 before them")
        # ``ties`` tied opening throws (1-1, 2-2, ...), then White 2, Black 1
        tied = [1 + i % 6 for i in range(ties) for _ in (0, 1)] + [2, 1]
        opening = Game(ThrownDice(tied), automatic_doubles=limit)
        return self._replace(cube_value=opening.cube_value, opening_ties=ties, automatic_doubles=limit)

    def with_owner(self, owner: int | None) -> CubeState:
        """The same state with the cube owned by ``owner`` (value 2 if it was centred)."""
        value = self.cube_value if self.cube_value > 1 or owner is None else 2
        return self._replace(cube_owner=owner, cube_value=value if owner is not None else 1)

    def game(self) -> Game:
        """A :class:`bglearn.Game` in this state, before the side on roll rolls.

        Raises
        ------
        bglearn.InputError
            If the state is impossible (:meth:`match_state`'s checks: a turned cube in the Crawford
            game, a score at or past the match length, a Crawford game with neither side one point
            short, ...), or a money-play option (the Jacoby rule, beavers, automatic doubles) is
            asked in a match.
        """
        self.match_state()  # the one check of a state around the board
        if self.length and (self.beavers or self.jacoby or self.automatic_doubles):
            raise InputError("the Jacoby rule, beavers and automatic doubles are for money play, not a match")
        return Game(
            position=self.position,
            crawford=self.crawford,
            jacoby=self.jacoby,
            cube_value=self.cube_value,
            cube_owner=self.cube_owner,
            beavers=self.beavers,
        )

    def ties_text(self) -> str:
        """Why a centred cube shows more than 1 (automatic doubles), as a clause: ``''`` without opening ties."""
        if not self.opening_ties:
            return ""
        doubles = self.cube_value.bit_length() - 1
        ties = f"{self.opening_ties} opening tie{'s' if self.opening_ties != 1 else ''}"
        limit = f", at most {self.automatic_doubles} doubles," if doubles < self.opening_ties else ""
        return f" (automatic doubles: {ties}{limit} turned the cube to {self.cube_value}, still in the middle)"

    def describe(self, *, crawford: bool = True) -> str:
        """One line for the board: the match and score, or money play, and the cube.

        With ``crawford`` (the default) a match with a side one point short says whether this is the
        Crawford game or the games after it; ``crawford=False`` gives the score alone (for a question
        whose answer is the Crawford rule: the board must not say it).
        """
        cube = (
            "cube centred"
            if self.cube_owner is None
            else f"cube on {self.cube_value}, {side_name(self.cube_owner)} owns it"
        )
        if self.length:
            where = f"Match to {self.length}: White {self.score[0]}, Black {self.score[1]}"
            if not crawford:
                pass
            elif self.crawford:
                where += " (Crawford game)"
            elif cube_practice.one_short(self.length, self.score):
                where += " (after the Crawford game)"
        else:
            rules = [name for name, on in (("Jacoby rule", self.jacoby), ("beavers", self.beavers)) if on]
            if self.automatic_doubles:
                ties = f"{self.opening_ties} opening tie{'s' if self.opening_ties != 1 else ''}"
                # "at most N automatic doubles", not "up to N": that read as the cube going up to N
                most = self.automatic_doubles
                rules.append(f"at most {most} automatic double{'s' if most != 1 else ''}, {ties}")
            where = "Money play" + (f" ({', '.join(rules)})" if rules else "")
        if self.cube_owner is None and self.cube_value > 1:
            cube = f"cube centred on {self.cube_value}"
        return f"{where}; {cube}"


def _new_score(state: CubeState, winner: int, points: int, where: str = "") -> str:
    """``'the score becomes White 3, Black 1'`` (then ``where``), and who wins the match when it is reached."""
    score = list(state.score)
    score[winner] += points
    text = f"the score becomes White {score[0]}, Black {score[1]}{where}"
    if score[winner] >= state.length:
        text += f": {side_name(winner)} wins the match"
    return text


class _CubeQuestion(ChoiceQuestion):
    """What the cube questions share: a :class:`CubeState` (its roll, if it has one, drawn on the board), and
    "Practise more" of the question's own kind by default (:attr:`own_kind`).

    ``practise`` (in ``options``) defaults to the kind's own practice kind; ``practise=None`` turns it off.
    A practice board (:meth:`practise`) comes with its own :class:`~bglearn.MatchState`
    (:func:`bglearn.teach.practice.find`), so the state, the answer and the words of the question
    are all made for it; the written prompt, hint and explanation stay with the written board.
    """

    state: CubeState

    def __init__(self, question: str, state: CubeState, **options: Any) -> None:
        if not isinstance(state, CubeState):
            raise InputError(f"a cube question needs a CubeState, not {type(state).__name__}")
        options.setdefault("practise", self.own_kind)
        #: whether practice boards may have a side one point short of the match (the Crawford game or
        #: after it): only when the question's own board has one
        self.crawford_practised = cube_practice.one_short(state.length, state.score)
        #: the limit of automatic doubles its practice boards play (as its own board does; 0: none):
        #: each is money play whose opening roll tied 1 to limit + 1 times
        self.ties_practised = state.automatic_doubles
        self._ties_next = 0  # the opening ties of the practice board being made
        self._take_state(state)
        super().__init__(question, state.position, state.dice, **options)

    def _practice_example(self, rng: Any) -> practice.Example:
        """A practice board of the question's kind; one with a side one point short of the match (the
        Crawford game, or after it) only where :attr:`crawford_practised`: the Crawford rule is taught
        on such boards (lesson 08), and a question before it (lesson 07) never names it."""
        for _ in range(200):
            example = super()._practice_example(rng)
            m = example.match
            if m is None or (not self.crawford_practised and cube_practice.one_short(m.match_length, m.score)):
                continue
            if self.ties_practised:  # the ties come at the opening roll: money play, the cube centred at 1
                if m.match_length or m.cube != 1 or m.cube_owner is not None:
                    continue
                self._ties_next = rng.randint(1, self.ties_practised + 1)
            return example
        # (practically never: about one draw in four has a side one point short, half are money play)
        raise PracticeError(f"no {self.practise_kind!r} board found that fits this question's own setting")

    @property
    def own_kind(self) -> str:
        """The practice kind this question practises by default: its class's :attr:`practise_default`
        (a beaver question: ``'beaver'``)."""
        return str(self.practise_default)

    def _take_state(self, state: CubeState) -> None:
        """Check ``state`` and store it with its answer; nothing changes when it is refused (InputError)."""
        try:
            game = state.game()
        except BglearnError as e:
            raise InputError(f"not a possible cube situation: {e}") from None
        answer = self._answer(state, game)  # raises InputError if this state cannot ask the question
        self.state, self._game = state, game
        for name, value in answer.items():
            setattr(self, name, value)

    def _answer(self, state: CubeState, game: Game) -> dict[str, Any]:  # pragma: no cover - each kind's own
        """The attributes that hold the answer in ``state`` (``game`` is :meth:`CubeState.game`)."""
        raise NotImplementedError

    def _check_practise(self, kind: str) -> str:
        practice.check_kind(kind)
        if kind != self.own_kind:
            raise InputError(
                f"{type(self).__name__} practises its own kind, practise={self.own_kind!r} "
                f"(the default; None for no practice), not {kind!r}"
            )
        return kind

    def _set_example(self, example: practice.Example) -> None:
        if example.match is None:
            raise InputError("a cube practice board needs its MatchState")
        self._take_state(self._practice_state(CubeState.from_match(example.position, example.match)))
        self._set_board(example.position, example.dice)

    def _practice_state(self, state: CubeState) -> CubeState:
        """The state of a practice board, read from its MatchState, with the opening ties drawn for it
        where :attr:`ties_practised` (a kind may add more that a MatchState cannot hold: beavers)."""
        if self.ties_practised and self._ties_next:
            return state.after_opening_ties(self._ties_next, self.ties_practised)
        return state

    def practice_situation(self) -> str:
        """What the board says before the question: the match or money play, the cube, who is on
        roll and whether it has rolled (:func:`bglearn.teach.cube_practice.situation`)."""
        # (a written CubeState may say that the side has rolled without the roll: rolled=True, dice None)
        match = self.state.match_state()
        kind = self.practise_kind or self.own_kind
        said = cube_practice.situation(kind, self.position, self.dice, match, rolled=self.state.rolled)
        ties, most = self.state.opening_ties, self.state.automatic_doubles
        if ties:  # automatic doubles: the ties and the limit come first, as a written prompt says them
            times = "once" if ties == 1 else "twice" if ties == 2 else f"{ties} times"
            said = (
                f"The opening roll tied {times}; the limit is {most} automatic double{'s' if most != 1 else ''}. "
                + said
            )
        return said

    def practice_ask(self) -> str:
        """What a practice board asks, naming its sides (``May Black double now?``)."""
        return cube_practice.ask(self.practise_kind or self.own_kind, self.position, self.state.cube_owner)

    def status(self) -> str:
        """The board's status line: :meth:`CubeState.describe` of the state (the match and score, or
        money play, and the cube)."""
        return self.state.describe()

    def _decorations(self) -> dict[str, Any]:
        return {"cube": (self.state.cube_value, self.state.cube_owner), "status": self.status()}

    def _plain_question(self) -> str:
        return f"{self._type_name}: {plain(self.question)} ({self.status()})"

    def _number(self, answer: Any) -> int | None:
        if isinstance(answer, bool):
            return None
        if isinstance(answer, int):
            return answer
        if isinstance(answer, str) and answer.strip().isascii() and answer.strip().isdigit() and len(answer) < 6:
            return int(answer.strip())
        return None


class MayDoubleQuestion(_CubeQuestion):
    """ "May the side on roll double now?" (Yes / No), decided by :meth:`bglearn.Game.can_double`.

    Rule: only before rolling, with a centred cube or one it owns, and never in the Crawford game.
    Answers: ``'yes'`` / ``'no'`` (or True / False). A wrong answer names the rule (:data:`CUBE_RULES`).
    """

    _type_name = "May this side double"
    practise_default = "may-double"
    rule: str | None
    may: bool

    def _answer(self, state: CubeState, game: Game) -> dict[str, Any]:
        if game.over:
            raise InputError("the game is over: no one doubles")
        why = cube_practice.reasons(
            state.position.on_roll, rolled=state.rolled, cube_owner=state.cube_owner, crawford=state.crawford
        )
        rule = why[0] if why else None
        return {"rule": rule, "may": rule is None and game.can_double()}

    def status(self) -> str:
        """The board's status line, without "(Crawford game)" or "(after the Crawford game)": in a match
        with a side one point short, whether this is the Crawford game is what decides the answer, so
        the board gives the score alone and the question's words say the rest
        (:meth:`CubeState.describe` with ``crawford=False``)."""
        return self.state.describe(crawford=False)

    def _options(self) -> list[tuple[str, str]]:
        return [("Yes", "yes"), ("No", "no")]

    def _normal(self, answer: Any) -> str | None:
        if answer is True or answer is False:
            return "yes" if answer else "no"
        if isinstance(answer, str) and answer.strip().lower() in ("yes", "no"):
            return answer.strip().lower()
        return None

    def _reason(self) -> str:
        name = side_name(self.state.position.on_roll)
        if self.rule is not None:
            return CUBE_RULES[self.rule]
        owns = "the cube is centred" if self.state.cube_owner is None else f"{name} owns the cube"
        match = "" if not self.state.length else ", and this is not the Crawford game"
        return f"{name} has not rolled yet, {owns}{match}."

    def judge(self, answer: Any) -> Answer:
        """Return the :class:`Answer` for ``'yes'`` / ``'no'`` without changing the state."""
        a = self._normal(answer)
        if a is None:
            return Answer(False, "unreadable", False, None, "Answer yes or no.", None)
        right = "yes" if self.may else "no"
        if a == right:
            return Answer(True, "correct", True, None, self._right(f"Right: {self._reason()}"), None)
        return Answer(False, "wrong", False, self.rule, f"Not so: {self._reason()}", None)

    def _solution(self) -> tuple[str, str, None]:
        return ("yes" if self.may else "no"), ("Yes. " if self.may else "No. ") + self._reason(), None


class DropScoreQuestion(_CubeQuestion):
    """ "The side on roll doubles and the other side drops: how many points does it give up?"

    Decided by playing :meth:`bglearn.Game.double` and :meth:`~bglearn.Game.drop`. Rule: a drop ends the
    game and the doubler wins the cube's value before the double. Answer: the number.
    """

    _type_name = "What does a drop cost"
    practise_default = "drop-score"
    points: int

    def _answer(self, state: CubeState, game: Game) -> dict[str, Any]:
        if state.rolled or not game.can_double():
            raise InputError("the side on roll may not double here, so no one can drop (see MayDoubleQuestion)")
        game = state.game()
        game.double()
        game.drop()
        assert game.result is not None  # a drop ends the game
        return {"points": game.result.points}

    def _options(self) -> list[tuple[str, int]]:
        v = self.state.cube_value
        return [(str(n), n) for n in sorted({max(1, v // 2), v, 2 * v, 4 * v})]

    def _normal(self, answer: Any) -> int | None:
        return self._number(answer)

    def _facts(self) -> str:
        doubler, dropper = side_name(self.state.position.on_roll), side_name(1 - self.state.position.on_roll)
        text = (
            f"dropping ends the game, and {doubler} wins the cube's value before the double: {self.points}"
            + self.state.ties_text()
        )
        if self.state.length:
            text += f" ({_new_score(self.state, self.state.position.on_roll, self.points)})"
        return f"{dropper} gives up {self.points} point{'s' if self.points > 1 else ''}: {text}."

    def judge(self, answer: Any) -> Answer:
        """Return the :class:`Answer` for a number of points without changing the state."""
        n = self._normal(answer)
        if n is None:
            return Answer(False, "unreadable", False, None, "Answer with a number of points.", None)
        if n == self.points:
            return Answer(True, "correct", True, None, self._right(f"Right: {self._facts()}"), None)
        if n == 2 * self.state.cube_value:
            why = "That is what the game would be worth after a take. A drop costs the value before the double."
        else:
            why = "A drop costs the cube's value before the double."
        return Answer(False, "wrong", False, None, f"Not {n}. {why}", None)

    def _solution(self) -> tuple[int, str, None]:
        return self.points, self._facts(), None


class AfterTakeQuestion(_CubeQuestion):
    """ "The side on roll doubles and the other side takes (or beavers): where is the cube now?"

    Decided by :meth:`bglearn.Game.double` and :meth:`~bglearn.Game.take` (or :meth:`~bglearn.Game.beaver`).
    Rule: a take doubles the value and the taker owns the cube; a beaver (money play, a house rule)
    takes and redoubles at once, so the cube goes to four times its value and the taker keeps it.
    Answer: ``(value, 'white' | 'black')``.

    Parameters
    ----------
    question : str
    state : CubeState
        The side on roll may double here; with ``beaver`` its ``beavers`` must be True.
    beaver : bool
        The other side answers the double with a beaver instead of a take.

    With ``beaver`` the question practises the kind ``'beaver'`` (money play with beavers, the other
    side beavering) instead of ``'after-take'``.

    Raises
    ------
    bglearn.InputError
        If the side on roll may not double, or ``beaver`` is asked where beavers are not played.
    """

    _type_name = "The cube after a take"
    practise_default = "after-take"
    #: The practice kind of a beaver question (:data:`bglearn.teach.practice.CUBE_KINDS`).
    beaver_practise: ClassVar[str] = "beaver"
    cube: tuple[int, str]

    def __init__(self, question: str, state: CubeState, *, beaver: bool = False, **options: Any) -> None:
        if type(beaver) is not bool:
            raise InputError(f"beaver is True or False, not {beaver!r}")
        if beaver and not (isinstance(state, CubeState) and state.beavers):
            raise InputError("a beaver needs a money game played with beavers (CubeState(..., beavers=True))")
        self.beaver = beaver
        if beaver:
            self._type_name = "The cube after a beaver"
        super().__init__(question, state, **options)

    @property
    def own_kind(self) -> str:
        """``'after-take'``, or for a beaver question ``'beaver'`` (fresh boards of money play with beavers)."""
        return self.beaver_practise if self.beaver else str(self.practise_default)

    def _practice_state(self, state: CubeState) -> CubeState:
        # a beaver board is money play with beavers (its MatchState has no beaver setting)
        state = super()._practice_state(state)
        return state._replace(beavers=True) if self.beaver else state

    def _answer(self, state: CubeState, game: Game) -> dict[str, Any]:
        if state.rolled or not game.can_double():
            raise InputError("the side on roll may not double here, so no one can take (see MayDoubleQuestion)")
        game = state.game()
        game.double()
        if self.beaver:
            game.beaver()
        else:
            game.take()
        assert game.cube_owner is not None  # a take or a beaver gives the taker the cube
        return {"cube": (game.cube_value, side_name(game.cube_owner).lower())}

    def _options(self) -> list[tuple[str, tuple[int, str]]]:
        v = self.state.cube_value
        values = {2 * v, 4 * v} if self.beaver else {v, 2 * v}
        return [
            (f"{value}, {owner.capitalize()} owns it", (value, owner))
            for value in sorted(values)
            for owner in ("white", "black")
        ]

    def _normal(self, answer: Any) -> tuple[int, str] | None:
        if isinstance(answer, (list, tuple)) and len(answer) == 2:
            value, owner = self._number(answer[0]), answer[1]
            if value is not None and isinstance(owner, str) and owner.strip().lower() in ("white", "black"):
                return value, owner.strip().lower()
        return None

    def _facts(self) -> str:
        taker = side_name(1 - self.state.position.on_roll)
        if self.beaver:
            return (
                f"{taker} beavered, taking and redoubling at once: the cube goes to {self.cube[0]} and {taker} "
                f"keeps it (only {taker} may redouble next)."
            )
        return f"the cube goes to {self.cube[0]} and {taker}, who took, owns it (only {taker} may redouble next)."

    def judge(self, answer: Any) -> Answer:
        """Return the :class:`Answer` for ``(value, owner)`` without changing the state."""
        a = self._normal(answer)
        if a is None:
            return Answer(False, "unreadable", False, None, "Answer with the cube's value and its owner.", None)
        if a == self.cube:
            return Answer(True, "correct", True, None, self._right(f"Right: {self._facts()}"), None)
        if self.beaver and a[0] == 2 * self.state.cube_value:
            why = "A beaver is a take and a redouble at once: the value doubles twice."
        elif a[0] != self.cube[0]:
            why = "A take doubles the cube's value."
        elif self.beaver:
            why = "The side that beavers keeps the cube."
        else:
            why = "The side that takes owns the cube afterwards."
        return Answer(False, "wrong", False, None, f"Not so. {why}", None)

    def _solution(self) -> tuple[tuple[int, str], str, None]:
        return self.cube, f"After the {'beaver' if self.beaver else 'take'} {self._facts()}", None


class GameValueQuestion(_CubeQuestion):
    """ "The game is over: how many points does the winner score?" (cube, gammons, Jacoby).

    Decided by :class:`bglearn.Game`'s result for the finished position. Rule: 1, 2 or 3 (single,
    gammon, backgammon) times the cube; with the Jacoby rule (money play) gammons and backgammons
    count single while the cube is centred. Answer: the number.
    """

    _type_name = "What is the game worth"
    practise_default = "game-value"
    result: GameResult

    def __init__(self, question: str, state: CubeState, **options: Any) -> None:
        #: whether this question's practice boards play the Jacoby rule: as its own board does
        self.jacoby_practised = bool(state.jacoby)
        #: whether its practice boards are all matches: a question about a match (how a match
        #: counts a gammon) practises matches; one about money play practises both
        self.match_practised = bool(state.length)
        super().__init__(question, state, **options)

    def _practice_example(self, rng: Any) -> practice.Example:
        """A practice board with the Jacoby rule exactly when the question's own board has it (a
        question asked before the rule is taught, lesson 06, never meets it; lesson 08's Jacoby
        questions practise it), and a match whenever its own board is one (lesson 08's "in a match"
        question never meets a money game it could not tell from a Jacoby one)."""
        for _ in range(200):
            example = super()._practice_example(rng)
            m = example.match
            if m is not None and m.jacoby == self.jacoby_practised and (m.match_length or not self.match_practised):
                return example
        # (practically never: about two draws in seven play the Jacoby rule, three in seven a match)
        raise PracticeError(f"no {self.practise_kind!r} board with jacoby={self.jacoby_practised} found")

    def practice_hint(self) -> str:
        """The rule of a finished game's value; the Jacoby rule named only on a board that plays it."""
        return cube_practice.game_value_rule(self.state.jacoby)

    @property
    def question(self) -> str:
        """The question shown now; beside its own board a prompt shown alone is led by the setting the
        game's value depends on, read from the state: money play (with the Jacoby rule, if played; the
        rule is for money play only) or the match and its score
        (:func:`bglearn.teach.cube_practice.setting`)."""
        shown = super().question
        if self.round == 0 and shown == self.prompt:
            return f"{cube_practice.setting(self.state.match_state())} {shown}"
        return shown

    def _answer(self, state: CubeState, game: Game) -> dict[str, Any]:
        if game_result(state.position) is None:
            raise InputError("a game-value question needs a finished game: one side must have borne off all 15")
        assert game.result is not None  # a finished position ends the game at once
        return {"result": game.result}

    def _options(self) -> list[tuple[str, int]]:
        v = self.state.cube_value
        return [(str(n), n) for n in sorted({m * c for m in (1, 2, 3) for c in {1, v}})]

    def _normal(self, answer: Any) -> int | None:
        return self._number(answer)

    def _facts(self) -> str:
        r, s = self.result, self.state
        name = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}[r.kind]
        text = f"{side_name(r.winner)} wins {name}"
        if s.jacoby and s.cube_owner is None and r.kind != "single":
            text += ", but under the Jacoby rule it counts as a single game because the cube was never turned"
        points = f"{r.points} point{'s' if r.points > 1 else ''}"
        text += f"; with the cube on {s.cube_value}{s.ties_text()} that is {points}"
        if s.length:
            text += f" ({_new_score(s, r.winner, r.points, f' in the {s.length}-point match')})"
        return text + "."

    def judge(self, answer: Any) -> Answer:
        """Return the :class:`Answer` for a number of points without changing the state."""
        n = self._normal(answer)
        if n is None:
            return Answer(False, "unreadable", False, None, "Answer with a number of points.", None)
        if n == self.result.points:
            return Answer(True, "correct", True, None, self._right(f"Right: {self._facts()}"), None)
        return Answer(
            False,
            "wrong",
            False,
            None,
            f"Not {n}. Decide single game, gammon or backgammon first, then multiply by the cube's value"
            + (" (and remember the Jacoby rule)." if self.state.jacoby else "."),
            None,
        )

    def _solution(self) -> tuple[int, str, None]:
        return self.result.points, self._facts(), None

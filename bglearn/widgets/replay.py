"""A recorded match, step by step: :class:`MatchReplay` shows a ``.mat`` record on a board.

The record is read by :func:`bglearn.read_mat` and each game replayed by :func:`bglearn.replay`
(which checks every recorded play against the rules), so a broken file is refused before anything
is shown. The steps are: each roll (the dice on the board before the play), its play (the checkers
moved, the landing points ringed), each cube action and each game's result. Forward / Back (and
First / Last) walk through them; every step is also a public method, for tests and scripts::

    replay = MatchReplay()
    replay.load(open("match.mat").read())   # True, or False and replay.message says why
    replay.forward(); replay.back(); replay.step   # 0
"""

from __future__ import annotations

import html
import typing
from typing import NamedTuple

import ipywidgets as widgets
from traitlets import Int, Unicode

from ..engine.constants import WHITE, Dice
from ..engine.position import Position
from ..engine.rules import GameResult, game_result
from ..errors import InputError
from ..play.game import RESIGNATIONS
from ..play.matfile import GameRecord, MatchRecord, read_mat, replay
from .board import BoardWidget
from .record import KIND_WORDS, said

if typing.TYPE_CHECKING:
    from ..engine.moves import Play

__all__ = ["MatchReplay", "Step", "final_score", "record_heading", "record_steps"]


class Step(NamedTuple):
    """One step of a replayed match: the caption, the position before it, the dice shown (None for
    a cube action or a result), the play made (None when the step shows only the roll) and the
    cube as the board draws it (``(value, owner)``, owner None = centred; while a double waits for
    its answer, the value offered on the taker's side; None in a 1-point match, played without it)."""

    caption: str
    position: Position
    dice: Dice | None
    play: Play | None
    cube: tuple[int, int | None] | None = (1, None)


def record_steps(record: MatchRecord) -> list[Step]:
    """Every step of ``record``'s games, in order (see :class:`MatchReplay`).

    Captions name the players as the record does, in sentences that agree with them ("You double
    to 2.", "The computer takes: the cube is on 2, owned by the computer.", "Anna wins 4 points
    (a gammon, the cube on 2)."); a game that ended neither by bearing off nor by a drop was
    resigned, and its last step says what was resigned and accepted.

    Raises
    ------
    MatError
        If a game cannot be replayed (an illegal recorded play, a missing turn, a wrong score).
    InputError
        If ``record`` is not a :class:`bglearn.play.MatchRecord`.
    """
    if not isinstance(record, MatchRecord):
        raise InputError(f"record_steps takes a MatchRecord (from bglearn.read_mat), not {type(record).__name__}")
    steps: list[Step] = []
    for game in record.games:
        steps += _game_steps(game, record.players, record.length)
    return steps


def final_score(record: MatchRecord) -> tuple[int, int]:
    """Both players' points at the end of ``record`` (player 1's first): the last game's score
    line plus what its recorded win gave (a match's winner's total is not capped at its length).

    Raises :class:`InputError` if ``record`` is not a :class:`bglearn.play.MatchRecord`.
    """
    if not isinstance(record, MatchRecord):
        raise InputError(f"final_score takes a MatchRecord (from bglearn.read_mat), not {type(record).__name__}")
    if not record.games:
        return (0, 0)
    last = record.games[-1]
    score = list(last.scores or (0, 0))
    for action in last.actions:
        if action.kind == "win":
            score[action.side] += action.value or 0
    return (score[0], score[1])


def record_heading(record: MatchRecord) -> str:
    """The replay's label: ``'Loaded match: You – Computer, a 3-point match, 1 game, final score You 0,
    Computer 4.'`` (a money session: ``'money play'``). Raises :class:`InputError` as :func:`final_score`."""
    s = final_score(record)
    a, b = record.players
    kind = f"a {record.length}-point match" if record.length else "money play"
    games = len(record.games)
    count = f"{games} game{'s' if games != 1 else ''}"
    return f"Loaded match: {a} – {b}, {kind}, {count}, final score {a} {s[0]}, {b} {s[1]}."


def _game_steps(game: GameRecord, names: tuple[str, str], length: int) -> list[Step]:
    """The steps of one game (see :func:`record_steps`)."""
    score = "" if game.scores is None else f" ({names[0]} {game.scores[0]}, {names[1]} {game.scores[1]})"
    head = f"Game {game.number}{score}"
    last = Position.start()
    # a 1-point match is played without the cube (unless its record has a double all the same)
    use_cube = length != 1 or any(a.kind in ("double", "beaver") for a in game.actions)
    value, owner = 1, None
    offered: int | None = None  # the cube offered, until the double is answered
    ended: GameResult | None = None  # set when the last play bore off the last checker
    dropped = False

    def cube() -> tuple[int, int | None] | None:
        if not use_cube:
            return None
        if offered is not None:  # as the app draws it: the cube offered, on the taker's side
            return (offered, 1 - last.on_roll)
        return (value, owner)

    def step(text: str, dice: Dice | None = None, play: Play | None = None) -> Step:
        return Step(f"{head}: {text}", last, dice, play, cube())

    steps = [step("the game starts.")]
    for pos, action, play in replay(game):
        who = names[action.side]
        if pos is not None:
            last = pos
        if action.kind == "roll":
            dice = action.dice
            assert dice is not None  # a roll holds its dice
            roll = f"{max(dice)}{min(dice)}"
            steps.append(step(f"{said(who, 'rolls')} {roll}.", dice))
            rolled = f"{said(who)} rolled {max(dice)}-{min(dice)}"  # (the live page's words)
            if play is not None:
                done = f"{rolled} and played {play}."
            else:
                done = f"{rolled} and cannot move." if action.moves is not None else f"{rolled} (not played)."
            steps.append(step(done, dice, play))
            if play is not None:
                last = play.result
        elif action.kind == "double":
            offered = action.value
            steps.append(step(f"{said(who, 'doubles')} to {action.value}."))
        elif action.kind in ("take", "beaver"):
            # a take turns the cube to the value offered; a beaver to four times the value before the double
            value = (offered or 2 * value) if action.kind == "take" else (action.value or 4 * value)
            owner, offered = action.side, None
            steps.append(
                step(f"{said(who, action.kind + 's')}: the cube is on {value}, owned by {said(who, mid=True)}.")
            )
        elif action.kind == "drop":
            dropped, offered = True, None
            steps.append(step(f"{said(who, 'drops')}."))
        elif action.kind == "end":
            ended = game_result(last, value)
        elif action.kind == "win":
            steps.append(
                step(_win_text(who, names[1 - action.side], action.value or 0, value, ended, dropped, offered))
            )
    return steps


def _win_text(
    who: str, loser: str, points: int, cube: int, ended: GameResult | None, dropped: bool, offered: int | None
) -> str:
    """The last step's caption: who wins how many points, and how (borne off, a drop, a resignation)."""
    won = f"{said(who, 'wins')} {points} point{'s' if points != 1 else ''}"
    if ended is not None:
        jacoby = ", counted as a single game: the Jacoby rule" if ended.kind != "single" and points == cube else ""
        return f"{won} ({KIND_WORDS[ended.kind]}, the cube on {cube}{jacoby})."
    if dropped:
        return f"{won}: {said(loser, mid=True)} dropped the double."
    # neither borne off nor dropped: a resignation, at the cube before any double it answered
    # (GNU Backgammon's export writes such a game at the cube offered: both are read)
    for at in (cube, offered):
        if at and points % at == 0 and 1 <= points // at <= 3:
            kind = RESIGNATIONS[points // at - 1]
            answered = " in answer to the double" if offered is not None else ""
            return (
                f"{won}: {said(loser, mid=True)} resigned {KIND_WORDS[kind]}{answered} with the cube on {at}, "
                f"and {said(who, mid=True)} accepted."
            )
    return f"{won}: {said(loser, mid=True)} resigned (the points capped at the match length)."


class MatchReplay(widgets.VBox):  # ipywidgets has no type information: VBox is Any to mypy
    """A loaded match record shown step by step on a board, with First / Back / Forward / Last.

    Parameters
    ----------
    orientation : {'landscape', 'portrait', 'auto'}
        As :class:`BoardWidget`.

    Attributes
    ----------
    steps : list of Step
        The steps of the loaded record (empty before :meth:`load`).
    step : int (trait)
        The step shown (0 = the first).
    message : str (trait)
        What the panel says now (the step's caption, or why a file was refused).
    board : BoardWidget
        The board the steps are shown on (its buttons hidden).
    """

    step = Int(0, help="the step shown")
    message = Unicode("", help="what the replay says now")

    def __init__(self, *, orientation: str = "auto", **kwargs: typing.Any) -> None:
        self.steps: list[Step] = []
        self.record: MatchRecord | None = None
        self.board = BoardWidget(one_turn=True, orientation=orientation)
        self.board.show_controls = False
        self.board.show_pips = True
        self.board.live_marks = False  # a replay is not a live turn: no "can move" rings

        def button(text: str, cls: str, fn: typing.Callable[[], bool]) -> typing.Any:
            b = widgets.Button(description=text, layout=widgets.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _b: fn())
            return b

        self._first = button("First", "bg-replay-first", self.first)
        self._back = button("◀ Back", "bg-replay-back", self.back)
        self._forward = button("Forward ▶", "bg-replay-forward", self.forward)
        self._last = button("Last", "bg-replay-last", self.last)
        self._where = widgets.HTML("")
        self._where.add_class("bg-replay-where")
        self.heading = widgets.HTML("")  # which match this is: not the one played above it
        self.heading.add_class("bg-replay-heading")
        self._caption = widgets.HTML("")
        self._caption.add_class("bg-replay-caption")
        row = widgets.HBox(
            [self._first, self._back, self._forward, self._last, self._where],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(children=[self.heading, self._caption, self.board, row], **kwargs)
        self.add_class("bg-replay")
        self._show()

    def load(self, text: str | bytes) -> bool:
        """Read a ``.mat`` text and show its first step; return True, or False (and say why).

        A record that cannot be read or replayed is refused whole: the record shown before stays.
        """
        try:
            record = read_mat(text)
            steps = record_steps(record)
        except InputError as exc:  # MatError is an InputError
            self.message = f"That match file could not be read: {exc}"
            self._caption.value = _escape(self.message)
            return False
        if not steps:
            self.message = "That match file holds no game."
            self._caption.value = _escape(self.message)
            return False
        self.record, self.steps = record, steps
        self.heading.value = (
            f"<b>{_escape(record_heading(record))}</b> A replay of the file, apart from the match played above."
        )
        self.board.labels = {WHITE: record.players[0], 1 - WHITE: record.players[1]}
        self.step = 0
        self._show()
        return True

    def go(self, index: int) -> bool:
        """Show step ``index`` (0 = the first); return True, or False (and say why) when there is none."""
        if not self.steps:
            return self._refuse("Load a match file first.")
        if type(index) is not int or not 0 <= index < len(self.steps):
            return self._refuse(f"There is no step {index!r}: the steps are 0 to {len(self.steps) - 1}.")
        self.step = index
        self._show()
        return True

    def forward(self) -> bool:
        """Show the next step; False (and say so) at the last."""
        if self.steps and self.step >= len(self.steps) - 1:
            return self._refuse("That was the last step of the match.")
        return self.go(self.step + 1)

    def back(self) -> bool:
        """Show the step before; False (and say so) at the first."""
        if self.steps and self.step == 0:
            return self._refuse("This is the first step of the match.")
        return self.go(self.step - 1)

    def first(self) -> bool:
        """Show the first step."""
        return self.go(0)

    def last(self) -> bool:
        """Show the last step."""
        return self.go(len(self.steps) - 1)

    def _refuse(self, why: str) -> bool:
        self.message = why
        self._caption.value = _escape(why)
        return False

    def _show(self) -> None:
        if not self.steps:
            self._caption.value = "Load a .mat match file to replay it here."
            self._where.value = ""
            self.board.status = "No match loaded"
            for b in (self._first, self._back, self._forward, self._last):
                b.disabled = True
            return
        s = self.steps[self.step]
        board = self.board
        board.perspective = WHITE
        board.cube = s.cube
        board.status = f"Loaded match: step {self.step + 1} of {len(self.steps)}"
        if s.dice is not None:
            board.set_position(s.position, s.dice)
            if s.play is not None:
                board.play(s.play)
        else:
            board.set_position(s.position)
        board.message = ""
        self.message = s.caption
        self._caption.value = f"<b>{_escape(s.caption)}</b>"
        self._where.value = f"step {self.step + 1} / {len(self.steps)}"
        self._first.disabled = self._back.disabled = self.step == 0
        self._forward.disabled = self._last.disabled = self.step == len(self.steps) - 1


def _escape(text: str) -> str:
    return html.escape(text)

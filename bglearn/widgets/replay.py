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
from ..errors import InputError
from ..play.matfile import MatchRecord, read_mat, replay
from .board import BoardWidget

if typing.TYPE_CHECKING:
    from ..engine.moves import Play

__all__ = ["MatchReplay", "Step", "record_steps"]


class Step(NamedTuple):
    """One step of a replayed match: the caption, the position before it, the dice shown (None for
    a cube action or a result) and the play made (None when the step shows only the roll)."""

    caption: str
    position: Position
    dice: Dice | None
    play: Play | None


def record_steps(record: MatchRecord) -> list[Step]:
    """Every step of ``record``'s games, in order (see :class:`MatchReplay`).

    Raises
    ------
    MatError
        If a game cannot be replayed (an illegal recorded play, a missing turn, a wrong score).
    InputError
        If ``record`` is not a :class:`bglearn.play.MatchRecord`.
    """
    if not isinstance(record, MatchRecord):
        raise InputError(f"record_steps takes a MatchRecord (from bglearn.read_mat), not {type(record).__name__}")
    names = record.players
    steps: list[Step] = []
    for game in record.games:
        score = "" if game.scores is None else f" ({names[0]} {game.scores[0]}, {names[1]} {game.scores[1]})"
        head = f"Game {game.number}{score}"
        last = Position.start()
        steps.append(Step(f"{head}: the game starts.", last, None, None))
        for pos, action, play in replay(game):
            who = names[action.side]
            if pos is not None:
                last = pos
            if action.kind == "roll":
                dice = action.dice
                assert dice is not None  # a roll holds its dice
                roll = f"{max(dice)}{min(dice)}"
                verb = "roll" if who == "You" else "rolls"
                steps.append(Step(f"{head}: {who} {verb} {roll}.", last, dice, None))
                done = (
                    str(play) if play is not None else ("cannot move" if action.moves is not None else "does not play")
                )
                steps.append(Step(f"{head}: {who} {roll}: {done}.", last, dice, play))
                if play is not None:
                    last = play.result
            elif action.kind in ("double", "beaver"):
                steps.append(Step(f"{head}: {who} {action.kind}s to {action.value}.", last, None, None))
            elif action.kind in ("take", "drop"):
                steps.append(Step(f"{head}: {who} {action.kind}s.", last, None, None))
            elif action.kind == "win":
                points = action.value or 0
                steps.append(Step(f"{head}: {who} wins {points} point{'s' if points != 1 else ''}.", last, None, None))
    return steps


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
        self._caption = widgets.HTML("")
        self._caption.add_class("bg-replay-caption")
        row = widgets.HBox(
            [self._first, self._back, self._forward, self._last, self._where],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(children=[self._caption, self.board, row], **kwargs)
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
        board.status = f"Step {self.step + 1} of {len(self.steps)}"
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

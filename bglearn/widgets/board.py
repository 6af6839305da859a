"""The clickable board: play a turn with the mouse, the keyboard or notation, inside a notebook.

:class:`BoardWidget` shows a position drawn by :mod:`bglearn.draw` (its
:class:`~bglearn.draw.BoardPainter`) as a PNG and takes clicks and keys on it
through a focusable :class:`~bglearn.widgets.view.BoardView` (pixels are mapped back to a point
through the same Figure's transform and :func:`bglearn.draw.point_at`). Buttons, a list of
the legal plays and a notation box do the same without a mouse, and every action is a public
method, so lessons, tests and teachers can script it::

    board = bglearn.BoardWidget(bglearn.Position.start(), dice=(3, 1))
    board.movable_points        # (24, 13, 8, 6)
    board.select(8)             # True: the checker on 8 is ringed
    board.targets               # Targets(one_die=(7, 5), further=(4,))
    board.move_to(5)            # True
    board.select(6); board.move_to(5)
    board.done()                # True: the play 8/5 6/5 is made; on_play callbacks run

The widget only holds interaction state (the selected checker, the keyboard focus, the choices
shown after an ambiguous click). The game -- whose turn, the dice, the opening roll, passes,
closed-out turns, the computer's plays, the result -- is a :class:`bglearn.play.Game`; the turn
being played, with its undo stack and the moves offered, is a :class:`bglearn.play.Turn`, which
asks the rules engine.

Without a mouse: the Roll / Undo / Undo all / Done / Flip buttons, the list of legal plays and the
notation box (``13/8 6/5``, checked like clicks) need no third-party JavaScript. The picture itself
is reachable with Tab and takes keys while it has the focus (the arrow keys move a ring through
the movable checkers and spots, Enter or space picks, Escape clears, R rolls, U undoes, D ends the
turn, F flips; Tab moves on to the next control). Hovering the picture takes no focus, so a
learner typing in the notation box keeps typing there. :meth:`BoardWidget.key` does the same
from Python (there ``'Tab'`` / ``'Shift+Tab'`` move the ring too).

Undo: each :meth:`BoardWidget.move_to` is one undo step, also when one click moves a checker with
several dice (the further spot, ``13/11*/7``): :meth:`BoardWidget.undo` takes it back whole, hit
included; ``undo(all=True)`` takes back the turn.
"""

from __future__ import annotations

import base64
import math
import numbers
import random
import re
import traceback
import typing
from collections.abc import Callable, Mapping, Sequence

import ipywidgets as widgets
from traitlets import Any, Bool, Int, TraitError, Unicode, observe, validate

from ..draw import ORIENTATIONS, BoardPainter, board_text
from ..engine.checking import check_play, no_move_reason
from ..engine.constants import BAR, BLACK, OFF, WHITE, side_name
from ..engine.notation import parse_stops, point_phrase
from ..engine.position import Position
from ..engine.rules import check_dice, game_result
from ..errors import AmbiguousMoveError, DiceError, InputError, MoveError, NotationError
from ..play.bots import choose_play, level_name
from ..play.game import Game
from ..play.turn import Targets, Turn
from .view import HAVE_VIEW, NARROW_ROOM, SAVED_NOTE, StaticCopy, img_html, make_view

if typing.TYPE_CHECKING:
    from ..engine.moves import Play
    from ..engine.rules import GameResult
    from ..play.turn import Route

    # (side, dice, play) of a completed turn: play None when it passed, dice None too when closed out
    _TurnRecord = tuple[int, tuple[int, int] | None, Play | None]

__all__ = ["BoardWidget"]

_NO_TARGETS = Targets((), ())


def _lost(dice: tuple[int, ...]) -> str:
    """A complete play's unused dice in a sentence (empty when every die was played): 'The 5 cannot be played. '."""
    if not dice:
        return ""
    if len(dice) == 1:
        return f"The {dice[0]} cannot be played. "
    if len(set(dice)) == 1:
        return f"The other {len(dice)} {dice[0]}s cannot be played. "
    return f"The {' and the '.join(map(str, dice))} cannot be played. "


class BoardWidget(widgets.VBox):  # ipywidgets has no type information: VBox is Any to mypy
    """An interactive backgammon board: play a turn by clicking, by keyboard or by notation.

    Parameters
    ----------
    position : Position, optional
        The position; its side on roll moves next. Default: the starting position, White on roll.
    dice : (int, int), optional
        The roll to play now. Without dice the board waits for :meth:`roll` (the Roll button, R).
    mode : {'strict', 'teaching'}
        ``'strict'`` offers only legal moves; ``'teaching'`` also lets a learner try an illegal
        move: it is not made, and the board shows :func:`bglearn.check_play`'s reason and
        highlights the point concerned.
    computer : int, optional
        The side (WHITE or BLACK) the computer plays; its turns are rolled and played at once
        when yours is done. Default: nobody, both sides are played on the board.
    level : str
        The computer's level, one of :data:`bglearn.LEVELS`.
    seed : int, optional
        Seeds the dice (and the computer's choices), for reproducible lessons.
    perspective : int, optional
        The side seen at the bottom; default the side on roll at the start. :meth:`flip` turns it.
    orientation : {'landscape', 'portrait', 'auto'}
        Portrait turns the board a quarter for narrow screens (phones held upright). ``'auto'``
        turns to portrait when the picture has less room than 468 CSS pixels (the browser reports the
        room when the board is shown and when it changes: a phone held upright) and back when it
        has room again.
    labels : dict, optional
        ``{WHITE: name, BLACK: name}`` shown with the pip counts.
    incremental : bool
        Redraw only what changes (fast, default) or the whole picture each time.
    one_turn : bool
        A board for one question (default False): only the turn it is set up for is played, with
        Undo, Undo all and Done; no Roll, no Flip, no list of the legal plays and no notation box
        (the question has its own). After Done the board says what was played and waits; the
        :meth:`on_play` callbacks (the question judging the play) run last, so a callback may set the
        board up again with :meth:`set_position`.

    Attributes (read-only unless said)
    ----------------------------------
    position : Position
        The position as it stands now, mid-turn (the same side on roll until :meth:`done`).
    dice : tuple or None
        The roll being played; ``dice_left`` the dice not used yet (a double shows up to four).
    movable_points : tuple of int
        Points (mover's numbering, 25 = bar) whose checker may move now.
    selected : int or None
        The selected checker's point.
    targets : Targets
        After :meth:`select`, where that checker may land (0 = off): ``targets.one_die`` and
        ``targets.further`` (several dice), ``7 in board.targets``.
    message : str (trait)
        What the board says now (why a click did nothing, whose turn, ...).
    cube : (int, int or None) or None (trait)
        The doubling cube drawn on the bar, as :func:`bglearn.draw.board` takes it: ``(value, owner)``
        (owner None = centred). Default None: no cube (the board itself plays without one; an app
        that owns the real game sets it).
    status : str (trait)
        The line drawn on the board; ``''`` (default) draws the board's own (``'White to play 3-1'``).
    show_controls : bool (trait)
        Show the rows of buttons under the picture (default True); an app hides them while the
        computer moves.
    live_marks : bool (trait)
        Draw the live turn's marks: the "can move" rings, the selection and where it may go
        (default True). False for a board that shows turns rather than plays them (a replay).
    last_play : Play or None (trait)
        The last play completed on the board; ``turns`` (trait) counts completed turns and
        changes on every one (observe it, or register :meth:`on_play`).
    """

    SUPPORTED_MODES = ("strict", "teaching")
    SUPPORTED_ORIENTATIONS = (*ORIENTATIONS, "auto")
    SUPPORTED_KEYS = (
        "ArrowRight",
        "ArrowLeft",
        "ArrowDown",
        "ArrowUp",
        "Tab",
        "Shift+Tab",
        "Enter",
        " ",
        "Escape",
        "r",
        "u",
        "d",
        "f",
    )

    mode = Unicode("strict", help="'strict': only legal moves are offered; 'teaching': illegal tries are explained")
    orientation = Unicode("landscape", help="'landscape', 'portrait' (a quarter turn for narrow screens) or 'auto'")
    perspective = Int(WHITE, help="the side seen at the bottom (WHITE=0 or BLACK=1)")
    message = Unicode("", help="what the board says now")
    last_play = Any(None, help="the last Play completed on the board (None for a turn that passed)")
    turns = Int(0, help="how many turns have been completed on the board")
    show_pips = Bool(True, help="write each side's pip count beside its name")
    cube = Any(None, help="the doubling cube drawn on the bar: (value, owner), owner None = centred; None = none")
    status = Unicode("", help="the line drawn on the board (whose turn, the score); '' = the board's own")
    show_controls = Bool(True, help="show the Undo / Done (and Roll, Flip, notation) rows under the picture")
    live_marks = Bool(
        True, help="draw a live turn's marks: the 'can move' rings, the selection, its spots (False: a replay)"
    )

    @property
    def supported_modes(self) -> tuple[str, ...]:
        return self.SUPPORTED_MODES

    @property
    def view_orientation(self) -> str:
        """The orientation drawn now: ``'landscape'`` or ``'portrait'`` (``'auto'`` resolved)."""
        if self.orientation == "auto":
            return "portrait" if self._narrow else "landscape"
        return self.orientation

    @property
    def supported_orientations(self) -> tuple[str, ...]:
        return self.SUPPORTED_ORIENTATIONS

    def __init__(
        self,
        position: Position | None = None,
        dice: tuple[int, int] | None = None,
        *,
        mode: str = "strict",
        computer: int | None = None,
        level: str = "beginner",
        seed: int | None = None,
        perspective: int | None = None,
        orientation: str = "landscape",
        labels: Mapping[int, str] | None = None,
        incremental: bool = True,
        one_turn: bool = False,
        **kwargs: typing.Any,
    ) -> None:
        position = Position.start() if position is None else position
        if not isinstance(one_turn, bool):
            raise InputError(f"one_turn is True or False, not {one_turn!r}")
        self.one_turn = one_turn
        self._setting_up = False  # set_position is rolling the dice it was given (allowed on a one_turn board)
        self._picture_callbacks: list[Callable[[], object]] = []
        self._roll_callbacks: list[Callable[[], object]] = []
        if not isinstance(position, Position):
            raise InputError(f"BoardWidget needs a bglearn.Position, not {type(position).__name__}")
        if computer is not None and computer not in (WHITE, BLACK):
            raise InputError(f"computer {computer!r} is not a side: use bglearn.WHITE, bglearn.BLACK or None")
        level = level_name(level)  # (an old name such as "club" gives today's; InputError for none)
        if not isinstance(mode, str) or mode not in self.SUPPORTED_MODES:
            raise InputError(f"mode {mode!r} is not supported: use one of {self.SUPPORTED_MODES}")
        if not isinstance(orientation, str) or orientation not in self.SUPPORTED_ORIENTATIONS:
            raise InputError(f"orientation {orientation!r} is not supported: use one of {self.SUPPORTED_ORIENTATIONS}")
        if perspective is not None and (type(perspective) is not int or perspective not in (WHITE, BLACK)):
            raise InputError(f"perspective {perspective!r} is not a side: use WHITE (0) or BLACK (1)")
        if labels is not None and (
            not isinstance(labels, Mapping) or any(side not in (WHITE, BLACK) for side in labels)
        ):
            raise InputError(f"labels must be a dict {{WHITE: name, BLACK: name}}, not {labels!r}")
        if seed is not None and (type(seed) is not int):
            raise InputError(f"seed must be an int (or None for unseeded dice), not {seed!r}")
        self.rng = random.Random(seed)
        if dice is not None:
            dice = check_dice(dice)  # (a DiceError names the bad dice)
        # the game: whose turn, the dice, passes, closed-out turns, the result (its dice from rng)
        self._game = Game(self.rng, cube=False, position=position, dice=dice)
        self._turn: Turn | None = None  # the Turn being played (None while waiting for a roll)
        self._selected: int | None = None
        self._landed: tuple[int, ...] = ()  # points (mover's numbering) to ring: where the last move landed
        self._spot: int | None = None  # point highlighted by a teaching explanation
        self._cursor: int | None = None  # keyboard focus (a point)
        self._said_in_key: str | None = None  # a sentence said (say) during the key being handled
        self._pending: tuple[Route, ...] = ()  # routes offered as choices after an ambiguous click
        self._callbacks: list[Callable[[Play | None], object]] = []
        self._done_turns: list[_TurnRecord] = []  # (side, dice, play) of each turn completed on this board
        self._seen_events = 0  # game history entries already told (closed-out turns)
        self._passed_dice: tuple[int, int] | None = None  # the dice of a roll the game passed, shown until Done
        self._quiet = False
        self.computer = computer
        self.level = level
        self.labels = labels
        self._painter: BoardPainter | None = None
        self._narrow = False  # orientation='auto': the picture was seen squeezed
        self._incremental = incremental
        self._build_controls(orientation)
        super().__init__(children=self._layout_children(), **kwargs)
        self.add_class("bg-board")
        with self.hold_trait_notifications():
            self.mode = mode
            self.orientation = orientation
            self.perspective = position.on_roll if perspective is None else perspective
        if dice is not None:
            self._passed_dice = None if self._game.dice is not None else dice
            self._after_roll(position, "")
        else:
            self._say(self._waiting_text())
        self._refresh()

    # -- validation (trait block) ----------------------------------------------------------------

    @validate("mode")
    def _validate_mode(self, proposal: typing.Any) -> str:
        if proposal["value"] not in self.SUPPORTED_MODES:
            raise TraitError(f"mode {proposal['value']!r} is not supported: use one of {self.SUPPORTED_MODES}")
        return proposal["value"]

    @validate("orientation")
    def _validate_orientation(self, proposal: typing.Any) -> str:
        if proposal["value"] not in self.SUPPORTED_ORIENTATIONS:
            raise TraitError(
                f"orientation {proposal['value']!r} is not supported: use one of {self.SUPPORTED_ORIENTATIONS}"
            )
        return proposal["value"]

    @validate("perspective")
    def _validate_perspective(self, proposal: typing.Any) -> int:
        if proposal["value"] not in (WHITE, BLACK):
            raise TraitError(f"perspective {proposal['value']!r} is not a side: use WHITE (0) or BLACK (1)")
        return proposal["value"]

    @observe("orientation")
    def _orientation_changed(self, change: typing.Any) -> None:
        self._painter = None
        if hasattr(self, "_image"):
            self._set_view_width()
            self._refresh()

    @validate("cube")
    def _validate_cube(self, proposal: typing.Any) -> typing.Any:
        cube = proposal["value"]
        if cube is not None:
            try:
                value, owner = cube
            except (TypeError, ValueError):
                raise TraitError(
                    f"cube is (value, owner), e.g. (2, bglearn.BLACK) or (1, None), not {cube!r}"
                ) from None
            if type(value) is not int or value < 1 or value & (value - 1) or owner not in (None, WHITE, BLACK):
                raise TraitError(
                    f"cube is (value, owner): value 1, 2, 4, ..., owner WHITE, BLACK or None, not {cube!r}"
                )
            cube = (value, owner)
        return cube

    @observe("show_controls")
    def _controls_shown(self, change: typing.Any) -> None:
        for row in getattr(self, "_rows", ()):
            row.layout.display = "" if change["new"] else "none"

    @observe("perspective", "mode", "show_pips", "cube", "status", "live_marks")
    def _view_changed(self, change: typing.Any) -> None:
        if hasattr(self, "_image"):
            self._refresh()

    @observe("message")
    def _message_changed(self, change: typing.Any) -> None:
        if hasattr(self, "_msg"):
            self._msg.value = change["new"]

    # -- readable state ------------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position as it stands now (mid-turn: the moves made so far applied)."""
        return self._turn.position if self._turn else self._game.position

    @property
    def dice(self) -> tuple[int, int] | None:
        """The roll being played, or None while waiting for a roll."""
        return self._turn.dice if self._turn else None

    @property
    def dice_left(self) -> tuple[int, ...]:
        """The dice still to play, highest first (``()`` when none or waiting for a roll)."""
        return self._turn.dice_left if self._turn else ()

    @property
    def movable_points(self) -> tuple[int, ...]:
        """Points (mover's numbering, 25 = bar) whose checkers are offered now."""
        return self._turn.movable_points if self._turn else ()

    @property
    def selected(self) -> int | None:
        """The selected checker's point (mover's numbering, 25 = bar), or None."""
        return self._selected

    @property
    def targets(self) -> Targets:
        """Where the selected checker may land: :class:`bglearn.play.Targets` (0 = off)."""
        if self._turn is None or self._selected is None:
            return _NO_TARGETS
        return self._turn.targets(self._selected)

    @property
    def moves(self) -> str:
        """The moves made this turn as notation, every stop written (``'13/11*/7'``)."""
        return self._turn.notation() if self._turn else ""

    @property
    def turn(self) -> Turn | None:
        """The :class:`bglearn.play.Turn` being played (None while waiting for a roll)."""
        return self._turn

    @property
    def is_complete(self) -> bool:
        """True when the moves made are a whole legal play, so :meth:`done` will end the turn."""
        return self._turn is not None and self._turn.is_complete

    @property
    def choices(self) -> tuple[Route, ...]:
        """Routes offered after an ambiguous click (two small buttons), else ``()``."""
        return self._pending

    @property
    def history(self) -> list[_TurnRecord]:
        """``[(side, dice, play), ...]`` of the turns completed on this board (``play`` None: the turn
        passed; ``dice`` None too: the side was closed out and did not roll)."""
        return list(self._done_turns)

    @property
    def game(self) -> Game:
        """The :class:`bglearn.play.Game` this board plays (replaced by a new one at the opening roll)."""
        return self._game

    @property
    def png(self) -> bytes:
        """The current picture as PNG bytes."""
        return bytes(self._png)

    # -- actions -------------------------------------------------------------------------------------

    def on_play(self, callback: Callable[[Play | None], object], remove: bool = False) -> None:
        """Register ``callback(play)`` to run when a play is completed (``play`` None: the turn passed)."""
        if remove:
            self._callbacks = [c for c in self._callbacks if c is not callback]
        else:
            self._callbacks.append(callback)

    def on_roll(self, callback: Callable[[], object]) -> None:
        """On a ``one_turn`` board: register ``callback()`` to run when R is pressed (or :meth:`roll`
        called) instead of refusing; an app that owns the game (:class:`bglearn.MatchApp`) rolls then."""
        self._roll_callbacks.append(callback)

    def on_picture(self, callback: Callable[[], object]) -> None:
        """Register ``callback()`` to run each time the board's picture is redrawn (:attr:`png` changed)."""
        self._picture_callbacks.append(callback)

    def roll(self, dice: tuple[int, int] | None = None) -> bool:
        """Roll the dice (or set them) for the side on roll; return True, or False and say why.

        A roll is possible only at the start of a turn (not while one is being played, nor when
        the game is over). When the computer plays the side on roll, it rolls and plays at once.

        The first roll of a game from the starting position (no dice given, no turn played yet on
        this board) is the opening roll: each side rolls one die, a tie is rolled again, and the
        higher die starts, playing both numbers (:func:`bglearn.roll_opening`).
        """
        if self.one_turn and not self._setting_up:
            if self._roll_callbacks:  # an app that owns the game rolls (R pressed on its board)
                for callback in list(self._roll_callbacks):
                    callback()
                return True
            return self._refuse("This board is for one question: its roll is set, there is no next turn.")
        if self._turn is not None:
            return self._refuse("You have already rolled: finish the turn with Done (or Undo your moves).")
        result = self._result()
        if result is not None:
            return self._refuse(self._result_text(result))
        if dice is not None:
            try:
                dice = check_dice(dice)
            except DiceError as exc:
                return self._refuse(str(exc))
        opening = ""
        start = self._game.position
        if dice is None and not self._done_turns and start in (Position.start(WHITE), Position.start(BLACK)):
            self._game = Game(self.rng, cube=False)  # the opening roll decides who starts
            self._seen_events = 0
            first, dice = self._game.position.on_roll, self._game.dice
            assert dice is not None  # a game from the start begins with the opening roll
            opening = (
                f"Opening roll: {self._name(first)} {dice[0]}, {self._name(1 - first)} {dice[1]}, "
                f"so {self._name(first)} starts. "
            )
        start = self._game.position
        if self.computer is None or start.on_roll != self.computer or dice is not None:
            self._roll_game(dice)  # (the computer's own roll is made when it plays)
        return self._after_roll(start, opening)

    def _after_roll(self, start, opening):
        """The side on roll in ``start`` has rolled: the computer plays, or the learner's turn begins."""
        if self.computer is not None and start.on_roll == self.computer:
            text = self._computer_turns(opening=bool(opening))
            result = self._result()
            self._say(opening + text + " " + (self._result_text(result) if result else self._waiting_text()))
            self._refresh(plays=True)
            return True
        self._turn = Turn(start, self._game.dice or self._passed_dice)
        self._clear_selection()
        self._pending = ()
        self._landed = ()
        who = self._name(start.on_roll)
        roll = _roll_text(self._turn.dice)
        if not self._turn.plays:
            why = no_move_reason(start, self._turn.dice)
            self._say(f"{opening}{who} rolled {roll}: no move is possible ({why}), so the turn passes. Press Done.")
        else:
            self._say(f"{opening}{who} to play {roll}: click a ringed checker, then a spot.")
        self._refresh(plays=True)
        return True

    def set_position(self, position: Position, dice: tuple[int, int] | None = None) -> bool:
        """Start afresh from ``position`` (its side on roll moves next), rolling ``dice`` if given.

        The board keeps its options (mode, computer, level, view) and its random source. Returns
        True, or False (and says why) for dice that cannot be rolled.

        Raises
        ------
        ValueError
            (:class:`bglearn.InputError`) if ``position`` is not a :class:`bglearn.Position`.
        """
        if not isinstance(position, Position):
            raise InputError(f"BoardWidget needs a bglearn.Position, not {type(position).__name__}")
        if dice is not None:
            try:
                dice = check_dice(dice)
            except DiceError as exc:  # refused before anything changes
                return self._refuse(str(exc))
        self._game = Game(self.rng, cube=False, position=position)
        self._seen_events = 0
        self._turn = None
        self._done_turns = []
        self._clear_selection()
        self._pending = ()
        self._landed = ()
        self._cursor = None
        if dice is not None:
            self._setting_up = True
            try:
                return self.roll(dice)
            finally:
                self._setting_up = False
        self._say(self._waiting_text())
        self._refresh(plays=True)
        return True

    def select(self, point: int) -> bool:
        """Select the checker on ``point`` (25 = bar); return True, or False and say why.

        Selecting the selected checker again clears the selection. In strict mode only
        :attr:`movable_points` can be selected; in teaching mode any of the mover's checkers can,
        so that a learner may try a move and be told why it is illegal.
        """
        if not self._check_turn():
            return False
        assert self._turn is not None  # (_check_turn refused a missing turn)
        if not self._is_point(point, allow_off=False):
            return self._refuse(f"{point!r} is not a point: use 1-24, or 25 for the bar")
        point = int(point)  # (a numpy integer from a click becomes an int)
        self._pending = ()
        if point == self._selected:
            self._clear_selection()
            self._say("Selection cleared.")
            self._refresh()
            return True
        if point in self.movable_points:
            self._selected = point
            self._spot = None
            t = self.targets
            places = [point_phrase(p) for p in t.all if p != OFF]
            where = f"go to {', '.join(places)}" if places else ""
            if OFF in t.all:  # 'off' is no place to go to: the checker bears off
                where = f"{where} or bear off" if where else "bear off"
            self._say(f"{point_phrase(point).capitalize()} selected: it can {where}.")
            self._refresh()
            return True
        reason = self._turn.explain(point)
        me = self.position.mover_and_opponent()[0]
        if self.mode == "teaching" and me[point] and not self._turn.is_complete:
            self._selected = point
            self._spot = point
            self._say(f"That checker cannot move now: {reason[:1].lower()}{reason[1:]} (Try a spot anyway to see why.)")
            self._refresh()
            return True
        self._selected = None  # a refused selection does not leave the old one waiting for a click
        self._spot = point if self.mode == "teaching" else None
        return self._refuse(reason)

    def move_to(self, point: int, path: str | Sequence[int] | None = None) -> bool:
        """Move the selected checker to ``point`` (0 = off); return True, or False and say why.

        Parameters
        ----------
        point : int
            A spot in :attr:`targets`: a one-die spot, or a further spot (several dice, any hit
            on the way applied).
        path : str or sequence of int, optional
            The stops, when two different plays reach ``point`` (``'13/11*/7'`` or ``(13, 11, 7)``;
            ``(11,)`` names just the stop on the way). With full stops no :meth:`select` is needed.

        Raises
        ------
        AmbiguousMoveError
            If two routes reach ``point`` and ``path`` does not say which (the message names them).
            A click on the board shows the choices as buttons instead.
        """
        if not self._check_turn():
            return False
        assert self._turn is not None  # (_check_turn refused a missing turn)
        frm = self._selected
        if path is not None and not isinstance(path, str):
            try:
                path = tuple(path)
            except TypeError:
                return self._refuse(f"path {path!r} is not a list of points")
            if not all(isinstance(p, numbers.Integral) and not isinstance(p, bool) for p in path):
                return self._refuse(f"path {path!r} is not a list of points")
            path = tuple(int(p) for p in path)
        if path is not None and frm is None:
            try:
                stops = parse_stops(path) if isinstance(path, str) else path
            except NotationError as exc:
                return self._refuse(str(exc))
            if len(stops) >= 2 and stops[-1] == point:
                frm = stops[0]
        if frm is None:
            return self._refuse("Select a checker first (click a ringed checker).")
        if not self._is_point(point, allow_bar=False):
            return self._refuse(f"{point!r} is not a spot: use 1-24, or 0 for off")
        point = int(point)
        try:
            route = self._turn.move(int(frm), point, path)
        except AmbiguousMoveError:
            raise
        except MoveError as exc:
            # a refused move ends the selection: the next click selects again, never finishes this move
            self._clear_selection()
            if self.mode == "teaching":
                self._spot = point
            return self._refuse(str(exc))
        except NotationError as exc:  # a path that cannot be read: bad input changes nothing
            return self._refuse(str(exc))
        self._after_move(route)
        return True

    def choose(self, index: int) -> bool:
        """Pick one of :attr:`choices` (after an ambiguous click) by its index; return True/False."""
        if not self._pending or not 0 <= index < len(self._pending):
            return self._refuse("There is no choice to make now.")
        route = self._pending[index]
        self._pending = ()
        self._selected = route.stops[0]
        return self.move_to(route.stops[-1], path=route.stops)

    def undo(self, all: bool = False) -> bool:  # noqa: A002 - mirrors the button
        """Take back the last move (a several-dice click is one move), or the whole turn with ``all=True``.

        Returns True, or False (and says why) when there is nothing to undo.
        """
        if self._turn is None or not self._turn.can_undo:
            return self._refuse("There is no move to undo this turn.")
        n = self._turn.undo(all=all)
        self._clear_selection()
        self._pending = ()
        steps = self._turn.steps
        self._landed = (steps[-1][1],) if steps and steps[-1][1] else ()
        self._say(f"Took back {n} move{'s' if n != 1 else ''}." + ("" if steps else " No moves made yet this turn."))
        self._refresh()
        return True

    def undo_all(self) -> bool:
        """Take back every move of this turn (same as ``undo(all=True)``)."""
        return self.undo(all=True)

    def done(self) -> bool:
        """End the turn when the moves make a whole legal play; return True, or False and say why."""
        if self._turn is None:
            return self._refuse("Roll first: there is no turn to end.")
        turn = self._turn
        if not turn.is_complete:
            left = " and ".join(str(d) for d in turn.dice_left)
            return self._refuse(f"The play is not complete: you still have {left} to play.")
        play = turn.play
        side = turn.start.on_roll
        self._passed_dice = None  # the roll just ended was this turn's (the computer's own is rolled anew)
        if play is not None:
            self._game.play(play)  # (a roll with no legal play was passed by the game at once)
        self._done_turns.append((side, turn.dice, play))
        if play is not None:
            text = f"{self._name(side)} played {self._in_board_numbers(side, play)}."
        else:
            text = f"{self._name(side)} could not move."
        self._landed = tuple(sorted({25 - s[1] for s in turn.steps if s[1]}, reverse=True))
        self._turn = None
        self._clear_selection()
        self._pending = ()
        if self.one_turn:  # say what was played, then let the question judge it (it may set the board up again)
            self._say(text)
            # the verdict first: the question shows it before this board is drawn again (issue 18: Done ->
            # verdict waited for a new picture of a board that the verdict's picture then replaced)
            self._finish(play)
            self._refresh(plays=True)
            return True
        self._finish(play)
        text += self._closed_out_text()
        if self._result() is None and self.computer is not None and self._game.position.on_roll == self.computer:
            text += " " + self._computer_turns()
        result = self._result()
        if result is not None:
            text += " " + self._result_text(result)
        else:
            text += " " + self._waiting_text()
        self._say(text)
        self._refresh(plays=True)
        return True

    def play(self, play: Play | str) -> bool:
        """Make a whole legal play at once (a :class:`~bglearn.Play` or notation); return True/False.

        The moves replace any made so far this turn; :meth:`done` still ends the turn.
        """
        if not self._check_turn():
            return False
        assert self._turn is not None  # (_check_turn refused a missing turn)
        if isinstance(play, str):
            return self.enter(play)
        if play not in self._turn.plays:
            return self._refuse(f"{play} is not a legal play of this roll.")
        try:
            self._turn.set_play(next(p for p in self._turn.plays if p == play))
        except MoveError as exc:  # pragma: no cover - a legal play always replays
            return self._refuse(str(exc))
        self._after_set()
        return True

    def enter(self, text: str) -> bool:
        """Apply moves typed in notation (``'13/8 6/5'``, ``'bar/22'``, ``'13/11*/7'``); return True/False.

        The text is checked the same way as clicks: by :func:`bglearn.check_play` on the moves made
        so far followed by these. A whole legal play is made at once; the beginning of one is made
        and the rest stays to play; anything else is refused with the rule's one-sentence reason.
        """
        if not self._check_turn():
            return False
        assert self._turn is not None  # (_check_turn refused a missing turn)
        if text is not None and not isinstance(text, str):
            return self._refuse(f"Type moves as text such as 13/8 6/5, not {type(text).__name__}.")
        text = (text or "").strip()
        if not text:
            return self._refuse("Type moves such as 13/8 6/5.")
        turn = self._turn
        full = (turn.notation() + " " + text).strip()
        try:
            verdict = check_play(turn.start, turn.dice, full)
        except NotationError as exc:
            return self._refuse(str(exc))
        if not verdict.legal and turn.steps:
            # a whole play typed after some moves were made replaces them
            try:
                alone = check_play(turn.start, turn.dice, text)
            except NotationError:
                alone = None
            if alone is not None and (alone.legal or verdict.rule == "too-many-moves"):
                verdict = alone
        if verdict.legal and verdict.witness is not None:
            turn.set_play(verdict.witness)
            self._after_set()
            return True
        if verdict.rule in ("must-use-both-dice", "must-use-more-dice"):
            # every move typed is legal: make them if they begin a legal play
            try:
                self._turn.move_paths(text)
            except (MoveError, NotationError) as exc:
                return self._refuse(str(exc))
            self._after_set(partial=True)
            return True
        if self.mode == "teaching":
            self._spot = self._point_in(verdict.message)
        return self._refuse(verdict.message)

    def flip(self) -> bool:
        """View the board from the other side; returns True."""
        self.perspective = 1 - self.perspective
        return True

    def key(self, name: str) -> bool:
        """Do what a key does: the arrow keys (and Tab / Shift+Tab) move the focus through the movable
        checkers and spots, Enter (or space) picks, Escape clears, R rolls, U undoes, D ends the turn, F flips.

        Returns True when the key did something.
        """
        if not isinstance(name, str) or not name:
            return self._refuse(f"{name!r} is not a key name such as 'Tab', 'Enter' or 'r'.")
        k = name if len(name) > 1 else name.lower()
        if k in ("Tab", "Shift+Tab", "ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"):
            stops = self._focus_stops()
            if not stops:
                return self._refuse("Nothing to move to now.")
            step = -1 if k in ("Shift+Tab", "ArrowLeft", "ArrowUp") else 1
            if self._cursor in stops:
                self._cursor = stops[(stops.index(self._cursor) + step) % len(stops)]
            else:
                self._cursor = stops[0 if step == 1 else -1]
            self._say(self._focus_words(self._cursor))
            self._refresh()
            return True
        if k in ("Enter", " "):
            if self._cursor is None:
                return self._refuse("Press an arrow key to move the focus to a checker first.")
            point = self._cursor
            ok = self.click(point)
            stops = self._focus_stops()
            # the focus stays where it was when it still can (a selection cleared, a checker moved on
            # that can move again), else the first stop (a selection's first spot); and it is said
            if self._selected is None and point in stops:
                self._cursor = point
            else:
                self._cursor = stops[0] if stops else None
            if self._cursor is not None:
                self._say(f"{self.message} {self._focus_words(self._cursor)}".strip())
            self._refresh()
            return ok
        if k == "Escape":
            self._clear_selection()
            self._refresh()
            return True
        if k == "r":
            return self.roll()
        if k == "u":
            return self.undo()
        if k == "d":
            return self.done()
        if k == "f":
            return self.flip()
        return False

    def click(self, point: int) -> bool:
        """Do what a click (tap) on ``point`` does: select a checker, or move the selected one there.

        A further spot reached two ways shows the two routes as buttons (:attr:`choices`) instead
        of picking one; but a click on the tray that one die alone bears the checker off with (5/off
        rather than 5/4/off) moves it with that die. Never raises; returns True when something happened.
        """
        try:
            return self._click(point)
        except Exception as exc:  # a click must never raise into the notebook
            return self._refuse(f"Sorry, that click could not be handled ({exc}).")

    def click_pixel(self, px: float, py: float) -> bool:
        """Click at image pixel ``(px, py)`` (top-left origin, as the browser reports it); return as :meth:`click`."""
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (px, py)):
            return self._refuse("That click came without a position on the picture.")
        point = self._get_painter().pixel_to_point(px, py, self.perspective)
        self._cursor = None  # a mouse click ends keyboard focus (Tab starts it again)
        if point is None:
            return self._refuse("Click a checker or a point.")
        if point in (0, 25) and self._turn is not None:
            # the whole bar is 25 and both trays are 0 in the perspective's numbering: they are the mover's
            pass
        elif point not in (0, 25) and self.perspective != self.position.on_roll:
            point = 25 - point
        return self.click(point)

    def pixel_of(self, point: int) -> tuple[float, float]:
        """Image pixel ``(px, py)`` of the middle of ``point`` (mover's numbering) as drawn now."""
        if point not in (0, 25) and self.perspective != self.position.on_roll:
            point = 25 - point
        return self._get_painter().point_to_pixel(point, self.perspective)

    # -- internals: turn flow ------------------------------------------------------------------------

    def _click(self, point: int) -> bool:
        if self._turn is None:
            return self._refuse(self._waiting_text())
        if not self._is_point(point, allow_off=True):  # (checked first: nothing below may index by it)
            return self._refuse(f"{point!r} is not a point: use 1-24, 25 for the bar or 0 for off")
        point = int(point)
        if self._pending:
            self._pending = ()
        sel = self._selected
        if sel is None:
            if point == 0:
                return self._refuse("Select a checker first, then the tray to bear it off.")
            return self.select(point)
        if point in self.targets:
            try:
                return self.move_to(point)
            except AmbiguousMoveError as exc:
                fewest = min(len(r.dice) for r in exc.routes)
                shortest = [r for r in exc.routes if len(r.dice) == fewest]
                if len(shortest) == 1 and fewest == 1:
                    # bearing off: 5/off with the 5 or 5/4/off with both dice; a click on the tray means
                    # the one die (5/4 first, then the tray, plays the other way)
                    return self.move_to(point, path=shortest[0].stops)
                self._pending = exc.routes
                self._say(f"Two ways to get there: {' or '.join(str(r) for r in exc.routes)}. Pick one below.")
                self._refresh()
                return True
        if point == sel or point in self.movable_points:
            return self.select(point)
        me = self.position.mover_and_opponent()[0]
        if point != OFF and me[point]:  # another of your checkers: it is selected (or told why it cannot move)
            return self.select(point)
        if self.mode == "teaching" and point != BAR:
            return self.move_to(point)  # tried and refused with the rule's reason (the selection is cleared)
        reason = self._turn.explain(sel, point) if point != BAR else "A checker never moves to the bar."
        self._clear_selection()
        return self._refuse(reason)

    def _after_move(self, route):
        self._pending = ()
        self._selected = None
        self._spot = None
        self._landed = (route.stops[-1],) if route.stops[-1] else ()
        turn = self._turn
        if turn.is_complete:
            self._say(f"Moved {route}. {_lost(turn.dice_left)}The play {turn.play} is complete: press Done (or Undo).")
        else:
            left = " and ".join(str(d) for d in turn.dice_left)
            self._say(f"Moved {route}. Still to play: {left}.")
        self._cursor = None
        self._refresh()

    def _after_set(self, partial=False):
        steps = self._turn.steps
        self._clear_selection()
        self._pending = ()
        self._landed = (steps[-1][1],) if steps and steps[-1][1] else ()
        if self._turn.is_complete:
            lost = _lost(self._turn.dice_left)
            self._say(f"{lost}{self._turn.play} is a legal play: press Done to end the turn (or Undo).")
        else:
            left = " and ".join(str(d) for d in self._turn.dice_left)
            self._say(f"Made {self._turn.notation()}. Still to play: {left}.")
        self._refresh()

    def _roll_game(self, dice: tuple[int, int] | None = None) -> tuple[int, int]:
        """Roll for the side on roll (unless the opening roll already did); return the dice.

        A roll with no legal play is passed by the game at once: its dice are kept in
        ``_passed_dice`` for the board to show until Done.
        """
        game = self._game
        self._passed_dice = None
        if game.dice is not None:
            return game.dice
        rolled = game.roll(dice)
        # the board's game has no cube (Game(cube=False)): a closed-out side's turn passes before any roll,
        # so roll() always rolls dice here
        assert rolled is not None
        if game.dice is None:
            self._passed_dice = rolled
        return rolled

    def _computer_turns(self, opening=False):
        """Play for the computer while it is on roll (rolling unless it has rolled); return sentences
        saying what it did. Usually one turn; more when the other side is closed out and its turns
        pass without a roll. ``opening``: its first turn plays the opening roll (one die each side
        rolled), which is not told as its own roll."""
        texts = []
        if self._passed_dice is not None:  # its given roll had no legal play: the game passed it
            texts.append(self._told(self.computer, self._passed_dice, None))
            self._passed_dice = None
        while self._result() is None and self._game.position.on_roll == self.computer and len(texts) < 20:
            game = self._game
            side = game.position.on_roll
            dice = self._roll_game()
            self._passed_dice = None
            play = None
            if game.dice is not None:
                play = choose_play(game.position, game.dice, self.level, self.rng)
                game.play(play)
            texts.append(self._told(side, dice, play, opening=opening and not texts))
        return " ".join(texts)

    def _told(self, side: int, dice: tuple[int, int], play: Play | None, opening: bool = False) -> str:
        """Record a computer's turn on this board; return the sentence that tells it (``opening``: the
        turn plays the opening roll, the two sides' dice, so it is not said to have rolled them)."""
        self._done_turns.append((side, dice, play))
        who = self._name(side)
        if play is None:
            self._landed = ()
            text = f"{who} rolled {_roll_text(dice)} and could not move."
        else:
            self._landed = tuple(sorted({25 - m.to_point for m in play.moves if m.to_point}, reverse=True))
            if opening:
                text = f"{who} plays the opening {_roll_text(dice)}: {self._in_board_numbers(side, play)}."
            else:
                text = f"{who} rolled {_roll_text(dice)} and played {self._in_board_numbers(side, play)}."
        self._finish(play)
        return text + self._closed_out_text()

    def _in_board_numbers(self, side: int, play: Play) -> str:
        """``play`` (``side``'s numbers) in the numbers of the board shown, saying whose numbers those are.

        The board is numbered for the side seen at the bottom; another side's play is written in
        those numbers first (``'1/2* 1/3'``), then in its own (``'24/23* 24/22'``)."""
        if side == self.perspective:
            return str(play)
        mirrored = _mirror_notation(str(play))
        return f"{mirrored} ({play} in {self._name(side)}'s own numbers)"

    def _closed_out_text(self) -> str:
        """A sentence for each turn the game passed just now because the side was closed out."""
        out = []
        for event in self._game.history[self._seen_events :]:
            if event.action == "closed out":
                self._done_turns.append((event.side, None, None))
                out.append(
                    f" {self._name(event.side)} is on the bar against a closed board: that turn passes without a roll."
                )
        self._seen_events = len(self._game.history)
        return "".join(out)

    def _result(self) -> GameResult | None:
        """The game's result, also for a board set up at a finished position (None while it goes on)."""
        return self._game.result or game_result(self._game.position)

    def _finish(self, play: Play | None) -> None:
        self.last_play = play
        self.turns += 1
        for cb in list(self._callbacks):
            try:
                cb(play)
            except Exception:  # a listener's bug must not break the board
                traceback.print_exc()

    def _check_turn(self) -> bool:
        if self._turn is None:
            return self._refuse(self._waiting_text())
        return True

    def _refuse(self, why: str) -> bool:
        self._say(why)
        self._refresh()
        return False

    def _say(self, text: str) -> None:
        # engine errors are written as exception text ("cannot read ..."): show a sentence
        self.message = text[:1].upper() + text[1:] if text else text

    def _clear_selection(self) -> None:
        self._selected = None
        self._spot = None

    def _waiting_text(self) -> str:
        result = self._result()
        if result is not None:
            return self._result_text(result)
        who = self._name(self._game.position.on_roll)
        if self.computer is not None and self._game.position.on_roll == self.computer:
            return f"{who} (the computer) is on roll: press Roll to let it play."
        return f"{who} to roll: press Roll (or R)."

    def _result_text(self, result: GameResult) -> str:
        kind = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}[result.kind]
        return f"{self._name(result.winner)} wins {kind} ({result.points} point{'s' if result.points > 1 else ''})."

    def _name(self, side: int) -> str:
        if self.labels and side in self.labels:
            return str(self.labels[side])
        return side_name(side)

    @staticmethod
    def _is_point(point, allow_off=True, allow_bar=True):
        if isinstance(point, bool) or not isinstance(point, numbers.Integral):
            return False
        lo = 0 if allow_off else 1
        hi = 25 if allow_bar else 24
        return lo <= point <= hi

    @staticmethod
    def _point_in(sentence: str) -> int | None:
        m = re.search(r"the (\d+)-point|on (\d+)\b", sentence)
        if not m:
            return None
        return int(m.group(1) or m.group(2))

    def _focus_words(self, point: int) -> str:
        """What the keyboard focus on ``point`` is and what Enter does there."""
        if self._selected is None:
            what = "press Enter to pick it"
        elif point == self._selected:
            what = "press Enter to clear the selection"
        else:
            what = "press Enter to move there"
        return f"Focus on {point_phrase(point)}: {what}."

    def _focus_stops(self) -> tuple[int, ...]:
        if self._turn is None:
            return ()
        if self._selected is not None:
            return tuple(self.targets.all) + (self._selected,)
        return self.movable_points

    # -- internals: picture ---------------------------------------------------------------------------

    def _get_painter(self) -> BoardPainter:
        if self._painter is None:
            self._painter = BoardPainter(self.view_orientation, incremental=self._incremental)
        return self._painter

    def _picture(self) -> tuple[typing.Any, dict[str, typing.Any], typing.Hashable, dict[str, typing.Any]]:
        """What the picture shows now: (position, live-only marks, the key of the rest, the rest's options)."""
        pos = self.position
        turn = self._turn
        targets = self.targets
        highlight = (self._spot,) if self._spot is not None and self._is_point(self._spot) else ()
        selected = self._selected
        if selected is not None and not pos.mover_and_opponent()[0][selected]:
            selected = None
        cursor = self._cursor if self._cursor is not None and self._is_point(self._cursor) else None
        dice = turn.dice if turn else None
        # a complete play's unused dice cannot be played: drawn faded as the used ones, not as still to play
        left = () if turn is not None and turn.is_complete else self.dice_left
        status = self.status or self._status_text()
        marks = {
            "selected": selected,
            "targets": targets.one_die,
            "further": targets.further,
            "movable": self.movable_points if self._selected is None else (),
            "cursor": cursor,
        }
        if not self.live_marks:  # (a turn shown, not played here: no rings, no selection)
            marks = {"selected": None, "targets": (), "further": (), "movable": (), "cursor": None}
        base_key = (
            pos,
            self.perspective,
            self.view_orientation,
            dice,
            left,
            self._landed,
            highlight,
            status,
            self.show_pips,
            tuple(sorted((self.labels or {}).items())),
            self.cube,
        )
        decorations = dict(
            perspective=self.perspective,
            dice=dice,
            dice_left=left if dice else None,
            highlight=highlight,
            last_move=self._landed,
            labels=self.labels,
            show_pips=self.show_pips,
            status=status,
            cube=self.cube,
        )
        return pos, marks, base_key, decorations

    def render_png(self) -> bytes:
        """Draw the board as it stands and return PNG bytes (also stored in the picture)."""
        pos, marks, base_key, decorations = self._picture()
        return self._get_painter().paint(pos, marks=marks, base_key=base_key, **decorations)

    def static_png(self) -> bytes:
        """The board as a saved notebook shows it: the picture without the marks that only a live board
        has (no "can move" rings, no selection, no spots, no keyboard focus). Drawn again only when the
        board itself changes (a selection does not)."""
        pos, _marks, base_key, decorations = self._picture()
        key = (base_key, self._get_painter())
        if getattr(self, "_static_key", None) != key:
            self._static_bytes = self._get_painter().paint(pos, marks=None, base_key=base_key, **decorations)
            self._static_key = key
        return self._static_bytes

    def board_text(self) -> str:
        """The board in words (its text alternative, :func:`bglearn.draw.board_text`): the status line,
        the dice (and those left), each side's checkers per point in the numbering shown, the bar, the
        checkers borne off, the pip counts and the cube."""
        pos, _marks, _key, d = self._picture()
        return board_text(
            pos,
            perspective=d["perspective"],
            dice=d["dice"],
            dice_left=d["dice_left"],
            cube=d["cube"],
            labels=d["labels"],
            status=d["status"],
        )

    def _status_text(self) -> str:
        who = self._name(self.position.on_roll)
        turn = self._turn
        if turn is None:
            result = self._result()
            if result is not None:
                return f"{self._name(result.winner)} wins"
            return f"{who} to roll"
        d = turn.dice
        roll = _roll_text(d)
        if not turn.plays:
            return f"{who}: {roll}, no move"
        if turn.is_complete:
            return f"{who}: {roll}, press Done"
        left = turn.dice_left
        return f"{who} to play {roll}" + (f" ({len(left)} left)" if d[0] == d[1] else "")

    def _refresh(self, plays: bool = False) -> None:
        if not hasattr(self, "_image"):
            return
        try:
            self._png = self.render_png()
            self._image.value = self._png
            self._image.alt = self.board_text()
            self._static.update()
            for callback in list(self._picture_callbacks):
                callback()
        except Exception:  # the picture must never break the board; the message says what happened
            traceback.print_exc()
        self._sync_controls(plays)

    def focus(self) -> None:
        """Give the board's picture the keyboard focus (in every browser showing it): where a button that
        had the focus goes away (Try again on the board, a finished play), the keys go on working here."""
        if HAVE_VIEW:
            self._image.focus()

    # -- controls ------------------------------------------------------------------------------------------

    def _build_controls(self, orientation: str) -> None:
        self._painter = None
        w, h = BoardPainter("portrait" if orientation == "portrait" else "landscape").size
        self._png = b""
        self._image = make_view(
            width=f"{w}px", alt="backgammon board: click a checker, or press Tab and the arrow keys"
        )
        self._image.add_class("bg-board-view")
        self._events = None
        if HAVE_VIEW:  # clicks, keys (while the picture has the focus) and the room it has
            self._image.on_dom_event(self._on_dom_event)
            self._image.observe(self._room_changed, names="room")
            self._events = self._image
        # a plain picture output beside the live board, for the notebook saved and read without a kernel
        self._static = StaticCopy(self._static_render)

        def button(text: str, tip: str, cls: str, fn: Callable[[], object], icon: str = "") -> typing.Any:
            b = widgets.Button(description=text, tooltip=tip, icon=icon, layout=widgets.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _b: self._guard(fn))
            return b

        self._roll_btn = button("Roll", "Roll the dice (R)", "bg-roll", self.roll, "dice")
        self._undo_btn = button("Undo", "Take back the last move (U)", "bg-undo", self.undo, "undo")
        self._undo_all_btn = button("Undo all", "Take back every move of this turn", "bg-undo-all", self.undo_all)
        self._done_btn = button("Done", "End the turn (D)", "bg-done", self.done, "check")
        self._flip_btn = button(
            "Flip board", "View the board from the other side (F)", "bg-flip", self.flip, "exchange"
        )
        self._plays = widgets.Dropdown(
            options=[("Legal plays\u2026", -1)],
            value=-1,
            layout=widgets.Layout(width="auto", max_width="260px"),
            description_allow_html=False,
        )
        self._plays.add_class("bg-plays")
        self._plays.observe(self._on_play_chosen, names="value")
        self._text = widgets.Text(
            placeholder="type a play: 13/8 6/5",
            continuous_update=False,
            layout=widgets.Layout(width="15em", max_width="100%"),
        )
        self._text.add_class("bg-notation")
        self._text.observe(self._on_text, names="value")
        self._apply_btn = button("Play it", "Apply the typed moves", "bg-apply", self._apply_text)
        self._choice_box = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap"))
        self._choice_box.add_class("bg-choices")
        self._msg = widgets.HTML(value="")
        self._msg.add_class("bg-message")

    def _layout_children(self) -> list[typing.Any]:
        if self.one_turn:  # a question's board: the question has its own notation box and answer list
            row = widgets.HBox(
                [self._undo_btn, self._undo_all_btn, self._done_btn], layout=widgets.Layout(flex_flow="row wrap")
            )
            self._rows: tuple[typing.Any, ...] = (row,)
            return [self._image, self._msg, self._choice_box, row, self._static.marker]
        row1 = widgets.HBox(
            [self._roll_btn, self._undo_btn, self._undo_all_btn, self._done_btn, self._flip_btn],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        row2 = widgets.HBox([self._plays, self._text, self._apply_btn], layout=widgets.Layout(flex_flow="row wrap"))
        self._rows = (row1, row2)
        # the message before the choices it may offer ("Two ways to get there ... Pick one below.")
        return [self._image, self._msg, self._choice_box, row1, row2, self._static.marker]

    def _sync_controls(self, plays=False):
        turn = self._turn
        waiting = turn is None
        self._roll_btn.disabled = not waiting or self._result() is not None
        self._undo_btn.disabled = waiting or not turn.can_undo
        self._undo_all_btn.disabled = waiting or not turn.can_undo
        self._done_btn.disabled = waiting or not turn.is_complete
        self._text.disabled = waiting
        self._apply_btn.disabled = waiting
        if plays:
            opts = [("Legal plays\u2026", -1)]
            if turn is not None:
                opts += sorted(((str(p), i) for i, p in enumerate(turn.plays)), key=lambda o: o[0])
            self._quiet_set(lambda: setattr(self._plays, "options", opts))
            self._quiet_set(lambda: setattr(self._plays, "value", -1))
            self._plays.disabled = turn is None or not turn.plays
        buttons = []
        for i, route in enumerate(self._pending):
            b = widgets.Button(description=str(route), tooltip=f"play {route}", layout=widgets.Layout(width="auto"))
            b.add_class(f"bg-choice-{i}")
            b.on_click(lambda _b, i=i: self._guard(lambda: self.choose(i)))
            buttons.append(b)
        if buttons or self._choice_box.children:
            self._choice_box.children = buttons

    def _quiet_set(self, fn: Callable[[], object]) -> None:
        old = self._quiet
        self._quiet = True
        try:
            fn()
        finally:
            self._quiet = old

    def _guard(self, fn: Callable[[], typing.Any]) -> typing.Any:
        """Run a UI action; never let an exception reach the notebook."""
        try:
            return fn()
        except Exception as exc:
            self._say(f"Sorry, that could not be done: {exc}")
            traceback.print_exc()
            return False

    def _on_play_chosen(self, change):
        if self._quiet or change["new"] is None or change["new"] < 0 or self._turn is None:
            return
        index = change["new"]
        self._guard(lambda: self.play(self._turn.plays[index]))
        self._quiet_set(lambda: setattr(self._plays, "value", -1))

    def _on_text(self, change: typing.Any) -> None:
        if self._quiet or not change["new"].strip():
            return
        self._apply_text()

    def _apply_text(self) -> typing.Any:
        text = self._text.value
        ok = self._guard(lambda: self.enter(text))
        if ok:
            self._quiet_set(lambda: setattr(self._text, "value", ""))
        return ok

    def _on_dom_event(self, event: Mapping[str, typing.Any]) -> None:
        try:
            kind = event.get("type")
            if kind == "click":
                x, y = event.get("dataX"), event.get("dataY")
                if x is None or y is None:
                    x, y = event.get("relativeX"), event.get("relativeY")
                if x is None or y is None:
                    self._refuse("That click came without a position on the picture.")
                    return
                self.click_pixel(x, y)
            elif kind == "keydown":
                name = event.get("key", "")
                if name == "Tab" and event.get("shiftKey"):
                    name = "Shift+Tab"
                self._said_in_key = None
                self.key(name)
                self.announce()
            # after the click: its pixels belong to the picture that was shown
            self._check_width(event.get("boundingRectWidth"))
        except Exception as exc:
            self._say(f"Sorry, that could not be handled: {exc}")
            traceback.print_exc()

    def say(self, sentence: str) -> None:
        """Have a screen reader read ``sentence`` (``str``, e.g. a question's verdict on the play just
        made) from the picture's ARIA live region, without changing the board's message. Nothing
        happens without anywidget (a plain picture has no live region) or for an empty sentence.

        Raises
        ------
        bglearn.InputError
            If ``sentence`` is not a string.
        """
        if not isinstance(sentence, str):
            raise InputError(f"say() takes a sentence (str), not {type(sentence).__name__}")
        if HAVE_VIEW and sentence:
            self._image.say(sentence)
            self._said_in_key = sentence

    def announce(self) -> None:
        """Have a screen reader read out what the board says now (its message, in the picture's ARIA
        live region): called after each key pressed on the picture, so a play made by keys is heard."""
        said, self._said_in_key = self._said_in_key, None
        if said:  # what was said during the key (a verdict after D) is not covered by the board's message
            return
        if HAVE_VIEW and self.message:
            self._image.say(self.message)

    def _set_view_width(self) -> None:
        self._image.layout.width = f"{self._get_painter().size[0]}px"

    def _room_changed(self, change: typing.Any) -> None:
        """orientation='auto': the browser reported the room the picture has (on showing, on resizing)."""
        try:
            room = float(change["new"] or 0)
            if self.orientation != "auto" or room <= 0:
                return
            narrow = room < NARROW_ROOM
            if narrow != self._narrow:
                self._narrow = narrow
                self._orientation_changed(None)
        except Exception:  # a bad report must not break the board
            traceback.print_exc()

    def _check_width(self, shown: typing.Any) -> None:
        """orientation='auto': turn to portrait once the picture is shown narrower than it is drawn."""
        if self.orientation != "auto" or self._narrow or not shown:
            return
        natural = self._get_painter().size[0]
        if float(shown) < 0.9 * natural:
            self._narrow = True
            self._orientation_changed(None)

    # -- static fallback -----------------------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: typing.Any) -> dict[str, typing.Any]:
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, tuple):  # (data, metadata)
            data = data[0]
        data = dict(data or {})
        data["image/png"] = base64.b64encode(self.static_png()).decode("ascii")
        data["text/plain"] = f"{self.board_text()}\n{SAVED_NOTE}"
        return data

    def _ipython_display_(self) -> None:
        """Displayed in a notebook: the live board, then a plain copy of its picture (kept up to date)."""
        self._static.display(self)

    def _static_render(self) -> tuple[str, bytes, str]:
        """The saved copy: the picture without live-only marks, its words as alt and plain text (the
        copy adds what brings it back to life: Run All). A selection changes neither."""
        w = self._get_painter().size[0]
        png = self.static_png()
        words = self.board_text()
        # (not the board's message: "selected", "click a ringed checker" are for a live board)
        return img_html(png, words, w), png, words

    def __repr__(self) -> str:
        pos = self.position
        dice = f" dice={self.dice}" if self.dice else ""
        return f"<BoardWidget {pos.position_id()} {side_name(pos.on_roll)} on roll{dice} moves={self.moves!r}>"


def _mirror_notation(text: str) -> str:
    """Notation in the other side's numbers: each point ``p`` becomes ``25 - p`` (bar, off and the
    ``(2)`` counts stay): ``'24/23* 24/22'`` -> ``'1/2* 1/3'``."""
    return re.sub(r"(?<![(\d])(\d+)(?![)\d])", lambda m: str(25 - int(m.group(1))), text)


def _roll_text(dice: Sequence[int]) -> str:
    """'3-1': the higher die first, as players say a roll."""
    return f"{max(dice)}-{min(dice)}"

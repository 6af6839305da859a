"""The clickable board: play a turn with the mouse, the keyboard or notation, inside a notebook.

:class:`BoardWidget` shows a position drawn by :mod:`bglearn.render` as a PNG in an
``ipywidgets.Image`` and takes clicks on it through ``ipyevents`` (pixels are mapped back to a
point through the same Figure's transform and :func:`bglearn.render.point_at`). Buttons, a list of
the legal plays and a notation box do the same without a mouse, and every action is a public
method, so lessons, tests and teachers can script it::

    board = bglearn.BoardWidget(bglearn.Position.start(), dice=(3, 1))
    board.movable_points        # (24, 13, 8, 6)
    board.select(8)             # True: the checker on 8 is ringed
    board.targets               # Targets(one_die=(7, 5), further=(4,))
    board.move_to(5)            # True
    board.select(6); board.move_to(5)
    board.done()                # True: the play 8/5 6/5 is made; on_play callbacks run

The widget only holds interaction state (the selected checker, the moves made this turn as an
undo stack); which moves are offered is asked of the rules engine by :class:`bglearn.turn.Turn`.

Without a mouse: the Roll / Undo / Undo all / Done / Flip buttons, the list of legal plays and the
notation box (``13/8 6/5``, checked like clicks) need no third-party JavaScript. Keys (Tab and
Shift+Tab through the movable checkers and spots, Enter picks, Escape clears, R rolls, U undoes,
D ends the turn, F flips) come through ipyevents, which listens while the pointer is over the
picture (it focuses the picture on hover); :meth:`BoardWidget.key` does the same from Python.

Undo: each :meth:`BoardWidget.move_to` is one undo step, also when one click moves a checker with
several dice (the further spot, ``13/11*/7``): :meth:`BoardWidget.undo` takes it back whole, hit
included; ``undo(all=True)`` takes back the turn.
"""

from __future__ import annotations

import base64
import random
import struct
import traceback
import zlib

import ipywidgets as widgets
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import EllipseCollection
from matplotlib.figure import Figure
from matplotlib import patheffects
from matplotlib.patches import Circle, Rectangle
from traitlets import Any, Bool, Int, TraitError, Unicode, observe, validate

from . import render
from .bots import LEVELS, choose_play
from .checking import check_play
from .errors import AmbiguousPlayError, DiceError, NotationError
from .position import BAR, BLACK, OFF, WHITE, Position, side_name
from .rules import check_dice, game_result, roll_dice, roll_opening
from .turn import AmbiguousMoveError, MoveError, Targets, Turn, parse_stops

__all__ = ["BoardWidget", "BoardPainter", "encode_png"]

_NO_TARGETS = Targets((), ())


def encode_png(rgba):
    """Return PNG bytes of an ``(h, w, 4)`` uint8 RGBA array, as RGB, fast (zlib level 1, no filter).

    A board is flat colour, so unfiltered rows compress well; this takes about a third of the time
    of matplotlib's ``print_png``.
    """
    h, w, _ = rgba.shape
    raw = np.empty((h, w * 3 + 1), np.uint8)
    raw[:, 0] = 0
    raw[:, 1:].reshape(h, w, 3)[...] = rgba[:, :, :3]
    data = zlib.compress(raw.tobytes(), 1)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", data) + chunk(b"IEND", b""))


def _is_static(artist):
    """The board itself (frame, felt, triangles) and the point numbers: the same in every frame."""
    if artist.get_gid() == "bglearn-point-numbers":
        return True
    return type(artist).__name__ == "PolyCollection" and artist.get_zorder() == 1 and artist.get_gid() is None


_LABEL_GIDS = ("bglearn-label-0", "bglearn-label-1", "bglearn-status")


class BoardPainter:
    """Keeps one matplotlib Figure and turns board states into PNG bytes, redrawing little.

    ``incremental=True`` (default): the board (frame, felt, triangles, numbers) is rendered once
    and restored from a saved Agg region; each frame rebuilds only the decorations and checkers
    with :func:`bglearn.render.draw` and draws those; the name/pip/status lines are cached as
    small pixel tiles per text. ``incremental=False`` clears and redraws everything (the slow,
    simple path, kept for comparison and as a fallback).
    """

    def __init__(self, orientation="landscape", dpi=80, incremental=True):
        self.orientation = orientation
        self.incremental = incremental
        figsize = render._LANDSCAPE_FIGSIZE if orientation == "landscape" else render._PORTRAIT_FIGSIZE
        self.fig = Figure(figsize=figsize, dpi=dpi)
        self.ax = self.fig.add_axes((0, 0, 1, 1))
        self.canvas = FigureCanvasAgg(self.fig)
        self._background = None   # (key, BufferRegion) of the static board
        self._tiles = {}          # text key -> BufferRegion

    @property
    def size(self):
        """(width, height) of the picture in pixels."""
        return int(round(self.fig.bbox.width)), int(round(self.fig.bbox.height))

    def pixel_to_point(self, px, py, perspective):
        """The point (perspective's numbering; 25 bar, 0 tray) under image pixel (px, py), or None."""
        x, y = self.ax.transData.inverted().transform((float(px), self.fig.bbox.height - float(py)))
        return render.point_at(x, y, perspective=perspective, orientation=self.orientation)

    def point_to_pixel(self, point, perspective):
        """Image pixel (top-left origin) of the middle of a point's clickable area."""
        x, y = render.point_center(point, perspective=perspective, orientation=self.orientation)
        px, py = self.ax.transData.transform((x, y))
        return float(px), float(self.fig.bbox.height - py)

    def scale(self):
        """Line-width scale of the board: 1.0 for the default landscape figure (as render uses)."""
        xlim, ylim = ((render.XLIM, render.YLIM) if self.orientation == "landscape"
                      else (render.PORTRAIT_XLIM, render.PORTRAIT_YLIM))
        w_in, h_in = self.fig.get_figwidth(), self.fig.get_figheight()
        return 72 * min(w_in / (xlim[1] - xlim[0]), h_in / (ylim[1] - ylim[0])) / 31.0

    def paint(self, position, decorate=None, overlay=None, base_key=None, **decorations):
        """Return PNG bytes of ``position`` drawn with ``render.draw(**decorations)``.

        ``decorate(ax)`` may adjust the artists ``render.draw`` made (the *base* picture);
        ``overlay(ax)`` adds artists drawn on top (selection ring, spots, cursor) and returns them.
        With ``incremental`` and a ``base_key`` equal to the last frame's, the base picture is
        restored from a saved pixel region and only the overlay is drawn: a click that selects a
        checker costs one small draw and the PNG encoding.
        """
        ax = self.ax
        if not self.incremental:
            ax.clear()
            render.draw(position, ax=ax, orientation=self.orientation, **decorations)
            if decorate:
                decorate(ax)
            if overlay:
                overlay(ax)
            self.canvas.draw()
            return encode_png(np.asarray(self.canvas.buffer_rgba()))
        renderer = self.canvas.get_renderer()
        if base_key is not None and base_key == getattr(self, "_base_key", None):
            for artist in getattr(self, "_overlay", ()):
                artist.remove()
            self.canvas.restore_region(self._base)
            self._overlay = overlay(ax) if overlay else []
            for a in sorted(self._overlay, key=lambda a: a.get_zorder()):
                a.draw(renderer)
            return encode_png(np.asarray(renderer.buffer_rgba()))
        self._base_key = None
        for artist in (*ax.collections, *ax.patches, *ax.texts, *ax.lines, *ax.artists):
            artist.remove()
        render.draw(position, ax=ax, orientation=self.orientation, **decorations)
        if decorate:
            decorate(ax)
        static = [a for a in ax.get_children() if _is_static(a)]
        if self._background is None:
            dynamic = [a for a in (*ax.collections, *ax.patches, *ax.texts, *ax.lines, *ax.artists) if not _is_static(a)]
            for a in dynamic:
                a.set_visible(False)
            self.canvas.draw()
            self._background = self.canvas.copy_from_bbox(self.fig.bbox)
            for a in dynamic:
                a.set_visible(True)
            renderer = self.canvas.get_renderer()
        for a in static:
            a.remove()
        self.canvas.restore_region(self._background)
        children = sorted((a for a in (*ax.collections, *ax.patches, *ax.texts, *ax.lines, *ax.artists)
                           if a.get_visible()), key=lambda a: a.get_zorder())
        labels = []
        for a in children:
            if a.get_gid() in _LABEL_GIDS:
                labels.append(a)
                continue
            a.draw(renderer)
        for t in labels:
            key = (t.get_gid(), t.get_text(), t.get_fontweight(), t.get_position(), t.get_ha())
            tile = self._tiles.get(key)
            if tile is None:
                t.draw(renderer)
                bbox = t.get_window_extent(renderer).expanded(1.0, 1.0).padded(3)
                bbox = bbox.intersection(bbox, self.fig.bbox) or self.fig.bbox
                tile = self._tiles[key] = self.canvas.copy_from_bbox(bbox)
                if len(self._tiles) > 400:
                    self._tiles.clear()
            else:
                self.canvas.restore_region(tile)
        self._overlay = []
        if base_key is not None:
            self._base = self.canvas.copy_from_bbox(self.fig.bbox)
            self._base_key = base_key
            if overlay:
                self._overlay = overlay(ax)
                for a in sorted(self._overlay, key=lambda a: a.get_zorder()):
                    a.draw(renderer)
        return encode_png(np.asarray(renderer.buffer_rgba()))


class BoardWidget(widgets.VBox):
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
        The computer's level, one of :data:`bglearn.bots.LEVELS`.
    seed : int, optional
        Seeds the dice (and the computer's choices), for reproducible lessons.
    perspective : int, optional
        The side seen at the bottom; default the side on roll at the start. :meth:`flip` turns it.
    orientation : {'landscape', 'portrait', 'auto'}
        Portrait turns the board a quarter for narrow screens (phones held upright). ``'auto'``
        starts in landscape and turns to portrait as soon as the picture is seen squeezed (the
        browser reports the shown width with the first hover, tap or click: a phone held upright).
    labels : dict, optional
        ``{WHITE: name, BLACK: name}`` shown with the pip counts.
    incremental : bool
        Redraw only what changes (fast, default) or the whole picture each time.

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
    last_play : Play or None (trait)
        The last play completed on the board; ``turns`` (trait) counts completed turns and
        changes on every one (observe it, or register :meth:`on_play`).
    """

    SUPPORTED_MODES = ("strict", "teaching")
    SUPPORTED_ORIENTATIONS = (*render.ORIENTATIONS, "auto")
    SUPPORTED_KEYS = ("Tab", "Shift+Tab", "Enter", " ", "Escape", "r", "u", "d", "f")

    mode = Unicode("strict", help="'strict': only legal moves are offered; 'teaching': illegal tries are explained")
    orientation = Unicode("landscape", help="'landscape', 'portrait' (a quarter turn for narrow screens) or 'auto'")
    perspective = Int(WHITE, help="the side seen at the bottom (WHITE=0 or BLACK=1)")
    message = Unicode("", help="what the board says now")
    last_play = Any(None, help="the last Play completed on the board (None for a turn that passed)")
    turns = Int(0, help="how many turns have been completed on the board")
    show_pips = Bool(True, help="write each side's pip count beside its name")

    @property
    def supported_modes(self):
        return self.SUPPORTED_MODES

    @property
    def view_orientation(self):
        """The orientation drawn now: ``'landscape'`` or ``'portrait'`` (``'auto'`` resolved)."""
        if self.orientation == "auto":
            return "portrait" if self._narrow else "landscape"
        return self.orientation

    @property
    def supported_orientations(self):
        return self.SUPPORTED_ORIENTATIONS

    def __init__(self, position=None, dice=None, *, mode="strict", computer=None, level="beginner", seed=None,
                 perspective=None, orientation="landscape", labels=None, incremental=True, **kwargs):
        position = Position.start() if position is None else position
        if not isinstance(position, Position):
            raise TypeError(f"BoardWidget needs a bglearn.Position, not {type(position).__name__}")
        if computer is not None and computer not in (WHITE, BLACK):
            raise ValueError(f"computer {computer!r} is not a side: use bglearn.WHITE, bglearn.BLACK or None")
        if level not in LEVELS:
            raise ValueError(f"level {level!r} is not one of {', '.join(LEVELS)}")
        self._start = position          # position at the start of the current turn
        self._turn = None
        self._selected = None
        self._landed = ()               # points (mover's numbering) to ring: where the last move landed
        self._spot = None               # point highlighted by a teaching explanation
        self._cursor = None             # keyboard focus (a point)
        self._pending = ()              # routes offered as choices after an ambiguous click
        self._history = []
        self._callbacks = []
        self._quiet = False
        self.computer = computer
        self.level = level
        self.labels = labels
        self.rng = random.Random(seed)
        self._painter = None
        self._narrow = False            # orientation='auto': the picture was seen squeezed
        self._incremental = incremental
        self._build_controls(orientation)
        super().__init__(children=self._layout_children(), **kwargs)
        self.add_class("bg-board")
        with self.hold_trait_notifications():
            self.mode = mode
            self.orientation = orientation
            self.perspective = position.on_roll if perspective is None else perspective
        if dice is not None:
            if not self.roll(dice):
                raise DiceError(self.message)
        else:
            self._say(self._waiting_text())
        self._refresh()

    # -- validation (trait block) ----------------------------------------------------------------

    @validate("mode")
    def _validate_mode(self, proposal):
        if proposal["value"] not in self.SUPPORTED_MODES:
            raise TraitError(f"mode {proposal['value']!r} is not supported: use one of {self.SUPPORTED_MODES}")
        return proposal["value"]

    @validate("orientation")
    def _validate_orientation(self, proposal):
        if proposal["value"] not in self.SUPPORTED_ORIENTATIONS:
            raise TraitError(f"orientation {proposal['value']!r} is not supported: use one of {self.SUPPORTED_ORIENTATIONS}")
        return proposal["value"]

    @validate("perspective")
    def _validate_perspective(self, proposal):
        if proposal["value"] not in (WHITE, BLACK):
            raise TraitError(f"perspective {proposal['value']!r} is not a side: use WHITE (0) or BLACK (1)")
        return proposal["value"]

    @observe("orientation")
    def _orientation_changed(self, change):
        self._painter = None
        if hasattr(self, "_image"):
            w, h = self._get_painter().size
            self._image.layout.width = f"{w}px"
            self._refresh()

    @observe("perspective", "mode", "show_pips")
    def _view_changed(self, change):
        if hasattr(self, "_image"):
            self._refresh()

    @observe("message")
    def _message_changed(self, change):
        if hasattr(self, "_msg"):
            self._msg.value = change["new"]

    # -- readable state ------------------------------------------------------------------------------

    @property
    def position(self):
        """The position as it stands now (mid-turn: the moves made so far applied)."""
        return self._turn.position if self._turn else self._start

    @property
    def dice(self):
        """The roll being played, or None while waiting for a roll."""
        return self._turn.dice if self._turn else None

    @property
    def dice_left(self):
        """The dice still to play, highest first (``()`` when none or waiting for a roll)."""
        return self._turn.dice_left if self._turn else ()

    @property
    def movable_points(self):
        """Points (mover's numbering, 25 = bar) whose checkers are offered now."""
        return self._turn.movable_points if self._turn else ()

    @property
    def selected(self):
        return self._selected

    @property
    def targets(self):
        """Where the selected checker may land: :class:`bglearn.turn.Targets` (0 = off)."""
        if self._turn is None or self._selected is None:
            return _NO_TARGETS
        return self._turn.targets(self._selected)

    @property
    def moves(self):
        """The moves made this turn as notation, every stop written (``'13/11*/7'``)."""
        return self._turn.notation() if self._turn else ""

    @property
    def turn(self):
        """The :class:`bglearn.turn.Turn` being played (None while waiting for a roll)."""
        return self._turn

    @property
    def is_complete(self):
        """True when the moves made are a whole legal play, so :meth:`done` will end the turn."""
        return bool(self._turn) and self._turn.is_complete

    @property
    def choices(self):
        """Routes offered after an ambiguous click (two small buttons), else ``()``."""
        return self._pending

    @property
    def history(self):
        """``[(side, dice, play), ...]`` of the turns completed on this board."""
        return list(self._history)

    @property
    def png(self):
        """The current picture as PNG bytes."""
        return bytes(self._png)

    # -- actions -------------------------------------------------------------------------------------

    def on_play(self, callback, remove=False):
        """Register ``callback(play)`` to run when a play is completed (``play`` None: the turn passed)."""
        if remove:
            self._callbacks = [c for c in self._callbacks if c is not callback]
        else:
            self._callbacks.append(callback)

    def roll(self, dice=None):
        """Roll the dice (or set them) for the side on roll; return True, or False and say why.

        A roll is possible only at the start of a turn (not while one is being played, nor when
        the game is over). When the computer plays the side on roll, it rolls and plays at once.

        The first roll of a game from the starting position (no dice given, no turn played yet on
        this board) is the opening roll: each side rolls one die, a tie is rolled again, and the
        higher die starts, playing both numbers (:func:`bglearn.roll_opening`).
        """
        if self._turn is not None:
            return self._refuse("You have already rolled: finish the turn with Done (or Undo your moves).")
        result = game_result(self._start)
        if result is not None:
            return self._refuse(self._result_text(result))
        if dice is not None:
            try:
                dice = check_dice(dice)
            except DiceError as exc:
                return self._refuse(str(exc))
        opening = ""
        if dice is None and not self._history and self._start in (Position.start(WHITE), Position.start(BLACK)):
            first, dice = roll_opening(self.rng)
            if first != self._start.on_roll:
                self._start = self._start.pass_turn()
            opening = (f"Opening roll: {self._name(first)} {dice[0]}, {self._name(1 - first)} {dice[1]}, "
                       f"so {self._name(first)} starts. ")
        if self.computer is not None and self._start.on_roll == self.computer:
            text = self._computer_turn(dice)
            result = game_result(self._start)
            self._say(opening + text + " " + (self._result_text(result) if result else self._waiting_text()))
            self._refresh(plays=True)
            return True
        dice = dice or roll_dice(self.rng)
        self._turn = Turn(self._start, dice)
        self._clear_selection()
        self._pending = ()
        self._landed = ()
        who = self._name(self._start.on_roll)
        roll = _roll_text(dice)
        if not self._turn.plays:
            self._say(f"{opening}{who} rolled {roll}: no move is possible, so the turn passes. Press Done.")
        else:
            self._say(f"{opening}{who} to play {roll}: click a ringed checker, then a spot.")
        self._refresh(plays=True)
        return True

    def select(self, point):
        """Select the checker on ``point`` (25 = bar); return True, or False and say why.

        Selecting the selected checker again clears the selection. In strict mode only
        :attr:`movable_points` can be selected; in teaching mode any of the mover's checkers can,
        so that a learner may try a move and be told why it is illegal.
        """
        if not self._check_turn():
            return False
        if not self._is_point(point, allow_off=False):
            return self._refuse(f"{point!r} is not a point: use 1-24, or 25 for the bar")
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
            where = ", ".join(self._pname(p) for p in t.all)
            self._say(f"{self._pname(point).capitalize()} selected: it can go to {where}.")
            self._refresh()
            return True
        reason = self._turn.explain(point)
        me = self.position.mover_and_opponent()[0]
        if self.mode == "teaching" and me[point] and not self._turn.is_complete:
            self._selected = point
            self._spot = point
            self._say(f"That checker cannot move now: {reason} (Try a spot anyway to see why.)")
            self._refresh()
            return True
        self._spot = point if self.mode == "teaching" else None
        return self._refuse(reason)

    def move_to(self, point, path=None):
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
        frm = self._selected
        if path is not None and not isinstance(path, str):
            try:
                path = tuple(int(p) for p in path)
            except (TypeError, ValueError):
                return self._refuse(f"path {path!r} is not a list of points")
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
        try:
            route = self._turn.move(frm, point, path)
        except AmbiguousMoveError:
            raise
        except MoveError as exc:
            if self.mode == "teaching":
                self._spot = point
            return self._refuse(str(exc))
        self._after_move(route)
        return True

    def choose(self, index):
        """Pick one of :attr:`choices` (after an ambiguous click) by its index; return True/False."""
        if not self._pending or not 0 <= index < len(self._pending):
            return self._refuse("There is no choice to make now.")
        route = self._pending[index]
        self._pending = ()
        self._selected = route.stops[0]
        return self.move_to(route.stops[-1], path=route.stops)

    def undo(self, all=False):  # noqa: A002 - mirrors the button
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

    def undo_all(self):
        """Take back every move of this turn (same as ``undo(all=True)``)."""
        return self.undo(all=True)

    def done(self):
        """End the turn when the moves make a whole legal play; return True, or False and say why."""
        if self._turn is None:
            return self._refuse("Roll first: there is no turn to end.")
        turn = self._turn
        if not turn.is_complete:
            left = " and ".join(str(d) for d in turn.dice_left)
            return self._refuse(f"The play is not complete: you still have {left} to play.")
        play = turn.play
        side = turn.start.on_roll
        self._history.append((side, turn.dice, play))
        new = play.result if play is not None else turn.start.pass_turn()
        text = f"{self._name(side)} played {play}." if play is not None else f"{self._name(side)} could not move."
        self._landed = tuple(sorted({25 - s[1] for s in turn.steps if s[1]}, reverse=True))
        self._turn = None
        self._start = new
        self._clear_selection()
        self._pending = ()
        self._finish(play)
        result = game_result(new)
        if result is None and self.computer is not None and new.on_roll == self.computer:
            text += " " + self._computer_turn()
            result = game_result(self._start)
        if result is not None:
            text += " " + self._result_text(result)
        else:
            text += " " + self._waiting_text()
        self._say(text)
        self._refresh(plays=True)
        return True

    def play(self, play):
        """Make a whole legal play at once (a :class:`~bglearn.Play` or notation); return True/False.

        The moves replace any made so far this turn; :meth:`done` still ends the turn.
        """
        if not self._check_turn():
            return False
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

    def enter(self, text):
        """Apply moves typed in notation (``'13/8 6/5'``, ``'bar/22'``, ``'13/11*/7'``); return True/False.

        The text is checked the same way as clicks: by :func:`bglearn.check_play` on the moves made
        so far followed by these. A whole legal play is made at once; the beginning of one is made
        and the rest stays to play; anything else is refused with the rule's one-sentence reason.
        """
        if not self._check_turn():
            return False
        text = (text or "").strip()
        if not text:
            return self._refuse("Type moves such as 13/8 6/5.")
        turn = self._turn
        full = (turn.notation() + " " + text).strip()
        try:
            verdict = check_play(turn.start, turn.dice, full)
        except AmbiguousPlayError as exc:
            return self._refuse(self._short_ambiguity(exc))
        except NotationError as exc:
            return self._refuse(str(exc))
        if not verdict.legal and turn.steps:
            # a whole play typed after some moves were made replaces them
            try:
                alone = check_play(turn.start, turn.dice, text)
            except (AmbiguousPlayError, NotationError):
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
                self._apply_segments(text)
            except MoveError as exc:
                return self._refuse(str(exc))
            self._after_set(partial=True)
            return True
        if self.mode == "teaching":
            self._spot = self._point_in(verdict.message)
        return self._refuse(verdict.message)

    def flip(self):
        """View the board from the other side."""
        self.perspective = 1 - self.perspective
        return True

    def key(self, name):
        """Do what a key does: Tab / Shift+Tab move the focus through the movable checkers and spots,
        Enter (or space) picks, Escape clears, R rolls, U undoes, D ends the turn, F flips.

        Returns True when the key did something.
        """
        k = name if len(name) > 1 else name.lower()
        if k in ("Tab", "Shift+Tab", "ArrowRight", "ArrowLeft"):
            stops = self._focus_stops()
            if not stops:
                return self._refuse("Nothing to move to now.")
            step = -1 if k in ("Shift+Tab", "ArrowLeft") else 1
            if self._cursor in stops:
                self._cursor = stops[(stops.index(self._cursor) + step) % len(stops)]
            else:
                self._cursor = stops[0 if step == 1 else -1]
            self._say(f"Focus on {self._pname(self._cursor)}: press Enter to pick it.")
            self._refresh()
            return True
        if k in ("Enter", " "):
            if self._cursor is None:
                return self._refuse("Press Tab to move the focus to a checker first.")
            point = self._cursor
            ok = self.click(point)
            self._cursor = None
            stops = self._focus_stops()
            if stops:
                self._cursor = stops[0]
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

    def click(self, point):
        """Do what a click (tap) on ``point`` does: select a checker, or move the selected one there.

        A further spot reached two ways shows the two routes as buttons (:attr:`choices`) instead
        of picking one. Never raises; returns True when something happened.
        """
        try:
            return self._click(point)
        except Exception as exc:  # a click must never raise into the notebook
            return self._refuse(f"Sorry, that click could not be handled ({exc}).")

    def click_pixel(self, px, py):
        """Click at image pixel ``(px, py)`` (top-left origin, as ipyevents reports it)."""
        point = self._get_painter().pixel_to_point(px, py, self.perspective)
        self._cursor = None         # a mouse click ends keyboard focus (Tab starts it again)
        if point is None:
            return self._refuse("Click a checker or a point.")
        if point in (0, 25) and self._turn is not None:
            # the whole bar is 25 and both trays are 0 in the perspective's numbering: they are the mover's
            pass
        elif point not in (0, 25) and self.perspective != self.position.on_roll:
            point = 25 - point
        return self.click(point)

    def pixel_of(self, point):
        """Image pixel ``(px, py)`` of the middle of ``point`` (mover's numbering) as drawn now."""
        if point not in (0, 25) and self.perspective != self.position.on_roll:
            point = 25 - point
        return self._get_painter().point_to_pixel(point, self.perspective)

    # -- internals: turn flow ------------------------------------------------------------------------

    def _click(self, point):
        if self._turn is None:
            return self._refuse(self._waiting_text())
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
                self._pending = exc.routes
                self._say(f"Two ways to get there: {' or '.join(str(r) for r in exc.routes)}. Pick one below.")
                self._refresh()
                return True
        if point == sel or point in self.movable_points:
            return self.select(point)
        if self.mode == "teaching" and point != BAR:
            return self.move_to(point)
        me = self.position.mover_and_opponent()[0]
        if point != OFF and me[point]:
            return self.select(point)
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
            self._say(f"Moved {route}. The play {turn.play} is complete: press Done (or Undo).")
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
            self._say(f"{self._turn.play} is a legal play: press Done to end the turn (or Undo).")
        else:
            left = " and ".join(str(d) for d in self._turn.dice_left)
            self._say(f"Made {self._turn.notation()}. Still to play: {left}.")
        self._refresh()

    def _apply_segments(self, text):
        """Make typed moves one checker path at a time (each must be offered); all or nothing."""
        from .notation import parse_segments

        turn = self._turn
        saved = list(turn._groups)
        try:
            for path in parse_segments(text):
                frm, to = path[0], path[-1]
                stops = tuple(path) if len(path) > 2 else None
                turn.move(frm, to, stops)
        except (MoveError, NotationError):
            turn._groups = saved
            raise
        except AmbiguousMoveError:  # pragma: no cover - subclass of MoveError, caught above
            turn._groups = saved
            raise

    def _computer_turn(self, dice=None):
        """Roll and play for the computer; return a sentence saying what it did."""
        side = self._start.on_roll
        dice = dice or roll_dice(self.rng)
        play = choose_play(self._start, dice, self.level, self.rng)
        self._history.append((side, dice, play))
        who = self._name(side)
        if play is None:
            self._start = self._start.pass_turn()
            self._landed = ()
            text = f"{who} rolled {_roll_text(dice)} and could not move."
        else:
            self._start = play.result
            self._landed = tuple(sorted({25 - m.to_point for m in play.moves if m.to_point}, reverse=True))
            text = f"{who} rolled {_roll_text(dice)} and played {play}."
        self._finish(play)
        return text

    def _finish(self, play):
        self.last_play = play
        self.turns += 1
        for cb in list(self._callbacks):
            try:
                cb(play)
            except Exception:  # a listener's bug must not break the board
                traceback.print_exc()

    def _check_turn(self):
        if self._turn is None:
            return self._refuse(self._waiting_text())
        return True

    def _refuse(self, why):
        self._say(why)
        self._refresh()
        return False

    def _say(self, text):
        # engine errors are written as exception text ("cannot read ..."): show a sentence
        self.message = text[:1].upper() + text[1:] if text else text

    def _clear_selection(self):
        self._selected = None
        self._spot = None

    def _waiting_text(self):
        result = game_result(self._start)
        if result is not None:
            return self._result_text(result)
        who = self._name(self._start.on_roll)
        if self.computer is not None and self._start.on_roll == self.computer:
            return f"{who} (the computer) is on roll: press Roll to let it play."
        return f"{who} to roll: press Roll (or R)."

    def _result_text(self, result):
        kind = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}[result.kind]
        return f"{self._name(result.winner)} wins {kind} ({result.points} point{'s' if result.points > 1 else ''})."

    def _name(self, side):
        if self.labels and side in self.labels:
            return str(self.labels[side])
        return side_name(side)

    @staticmethod
    def _pname(p):
        return "the bar" if p == BAR else "off" if p == OFF else f"the {p}-point"

    @staticmethod
    def _is_point(point, allow_off=True, allow_bar=True):
        if isinstance(point, bool) or not isinstance(point, (int, np.integer)):
            return False
        lo = 0 if allow_off else 1
        hi = 25 if allow_bar else 24
        return lo <= point <= hi

    @staticmethod
    def _point_in(sentence):
        import re

        m = re.search(r"the (\d+)-point|on (\d+)\b", sentence)
        if not m:
            return None
        return int(m.group(1) or m.group(2))

    @staticmethod
    def _short_ambiguity(exc):
        names = " or ".join(p.notation(explicit=True) for p in exc.plays)
        return f"That could mean {names}: write the point where the checker stops on the way."

    def _focus_stops(self):
        if self._turn is None:
            return ()
        if self._selected is not None:
            return tuple(self.targets.all) + (self._selected,)
        return self.movable_points

    # -- internals: picture ---------------------------------------------------------------------------

    def _get_painter(self):
        if self._painter is None:
            self._painter = BoardPainter(self.view_orientation, incremental=self._incremental)
        return self._painter

    def render_png(self):
        """Draw the board as it stands and return PNG bytes (also stored in the picture)."""
        pos = self.position
        mover = pos.on_roll
        opp = 1 - mover
        turn = self._turn
        targets = self.targets
        one = tuple(targets.one_die)
        further = tuple(p for p in targets.further if p not in one)
        movable = self.movable_points if self._selected is None else ()
        highlight = ()
        if self._spot is not None and self._is_point(self._spot):
            highlight = (self._spot,)
        status = self._status_text()
        persp = self.perspective
        orient = self.view_orientation
        left = self.dice_left
        dice = turn.dice if turn else None
        cursor = self._cursor
        boards = {s: pos.checkers(s) for s in (WHITE, BLACK)}
        selected = self._selected if self._selected is not None and boards[mover][self._selected] else None
        painter = self._get_painter()
        sc = painter.scale()
        colors = render.DEFAULT_COLORS

        def xy(point, index, side=mover):
            return render.checker_xy(point, index, perspective=persp, side=side, orientation=orient)

        def top(p, side=mover):
            n = boards[side][p]
            limit = render.MAX_BAR_STACK if p == BAR else render.MAX_STACK
            return xy(p, max(0, min(n, limit) - 1), side)

        def discs(ax, centres, radius, **kw):
            d = 2 * radius
            n = len(centres)
            coll = EllipseCollection([d] * n, [d] * n, [0] * n, units="xy", offsets=centres,
                                     offset_transform=ax.transData, **kw)
            ax.add_collection(coll, autolim=False)
            return coll

        def decorate(ax):
            for t in ax.texts:
                if t.get_gid() == "bglearn-status":
                    t.set_text(status)
            if dice:
                _grey_used_dice(ax, dice, left)

        def overlay(ax):
            """The selection ring, the spots (one-die filled, further hollow), movable rings, focus."""
            out = []
            if movable:
                # inside the dashed last-move ring, which stays visible
                out.append(discs(ax, [top(p) for p in movable], render.CHECKER_RADIUS - 0.03, facecolors="none",
                                 edgecolors=colors["selected"], linewidths=2.4 * sc, zorder=6, gid="bglearn-movable"))
            if selected is not None:
                ring = Circle(top(selected), render.CHECKER_RADIUS + 0.07, facecolor="none",
                              edgecolor=colors["selected"], linewidth=3.5 * sc, zorder=6, gid="bglearn-selected")
                ring.set_path_effects([patheffects.withStroke(linewidth=5.5 * sc, foreground="#1e1e1e")])
                ring.set_transform(ax.transData)
                out.append(ax.add_artist(ring))
            spots = []
            for p in one + further:
                if p == OFF:
                    spots.append(xy(OFF, boards[mover][OFF]))
                elif boards[opp][25 - p] == 1:
                    spots.append(xy(p, 0))                      # lands on the blot
                else:
                    spots.append(xy(p, min(boards[mover][p], render.MAX_STACK - 1)))
            if spots:
                n1, n2 = len(one), len(further)
                out.append(discs(ax, spots, 0.2, facecolors=[colors["target"]] * n1 + ["#ffffff"] * n2,
                                 edgecolors=["#1e1e1e"] * n1 + [colors["target"]] * n2,
                                 linewidths=[1.2 * sc] * n1 + [3.0 * sc] * n2, zorder=6, gid="bglearn-targets"))
            if cursor is not None and self._is_point(cursor):
                q = cursor if persp == mover or cursor in (0, 25) else 25 - cursor
                x, y = render.point_center(q, perspective=persp, orientation=orient)
                w, h = (render.BAR_WIDTH if q == 25 else render.TRAY_WIDTH if q == 0 else render.POINT_WIDTH,
                        render.HALF_HEIGHT)
                if orient == "portrait":
                    w, h = h, w
                r = Rectangle((x - w / 2, y - h / 2), w, h, facecolor="none", edgecolor="#0072b2", linewidth=3 * sc,
                              linestyle="--", zorder=7, gid="bglearn-cursor")
                r.set_transform(ax.transData)
                out.append(ax.add_artist(r))
            return out

        base_key = (pos, persp, orient, dice, left, self._landed, highlight, status, self.show_pips,
                    tuple(sorted((self.labels or {}).items())))
        return painter.paint(pos, decorate=decorate, overlay=overlay, base_key=base_key, perspective=persp,
                             dice=dice, highlight=highlight, last_move=self._landed, labels=self.labels,
                             show_pips=self.show_pips)

    def _status_text(self):
        who = self._name(self.position.on_roll)
        turn = self._turn
        if turn is None:
            result = game_result(self._start)
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

    def _refresh(self, plays=False):
        if not hasattr(self, "_image"):
            return
        try:
            self._png = self.render_png()
            self._image.value = self._png
        except Exception:  # the picture must never break the board; the message says what happened
            traceback.print_exc()
        self._sync_controls(plays)

    # -- controls ------------------------------------------------------------------------------------------

    def _build_controls(self, orientation):
        self._painter = None
        w, h = BoardPainter("portrait" if orientation == "portrait" else "landscape").size
        self._png = b""
        self._image = widgets.Image(format="png", layout=widgets.Layout(width=f"{w}px", max_width="100%",
                                                                           height="auto"))
        self._image.add_class("bg-image")
        self._events = None
        try:
            from ipyevents import Event

            self._events = Event(source=self._image, watched_events=["click", "keydown", "mouseenter"],
                                 prevent_default_action=True)
            self._events.on_dom_event(self._on_dom_event)
        except Exception:  # ipyevents missing: buttons, the play list and the notation box still work
            self._events = None

        def button(text, tip, cls, fn, icon=""):
            b = widgets.Button(description=text, tooltip=tip, icon=icon, layout=widgets.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _b: self._guard(fn))
            return b

        self._roll_btn = button("Roll", "Roll the dice (R)", "bg-roll", self.roll, "dice")
        self._undo_btn = button("Undo", "Take back the last move (U)", "bg-undo", self.undo, "undo")
        self._undo_all_btn = button("Undo all", "Take back every move of this turn", "bg-undo-all", self.undo_all)
        self._done_btn = button("Done", "End the turn (D)", "bg-done", self.done, "check")
        self._flip_btn = button("Flip board", "View the board from the other side (F)", "bg-flip", self.flip,
                                "exchange")
        self._plays = widgets.Dropdown(options=[("Legal plays\u2026", -1)], value=-1,
                                       layout=widgets.Layout(width="auto", max_width="260px"),
                                       description_allow_html=False)
        self._plays.add_class("bg-plays")
        self._plays.observe(self._on_play_chosen, names="value")
        self._text = widgets.Text(placeholder="type a play: 13/8 6/5", continuous_update=False,
                                  layout=widgets.Layout(width="190px"))
        self._text.add_class("bg-notation")
        self._text.observe(self._on_text, names="value")
        self._apply_btn = button("Play it", "Apply the typed moves", "bg-apply", self._apply_text)
        self._choice_box = widgets.HBox([])
        self._choice_box.add_class("bg-choices")
        self._msg = widgets.HTML(value="")
        self._msg.add_class("bg-message")

    def _layout_children(self):
        row1 = widgets.HBox([self._roll_btn, self._undo_btn, self._undo_all_btn, self._done_btn, self._flip_btn],
                            layout=widgets.Layout(flex_flow="row wrap"))
        row2 = widgets.HBox([self._plays, self._text, self._apply_btn], layout=widgets.Layout(flex_flow="row wrap"))
        return [self._image, self._choice_box, self._msg, row1, row2]

    def _sync_controls(self, plays=False):
        turn = self._turn
        waiting = turn is None
        self._roll_btn.disabled = not waiting or game_result(self._start) is not None
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

    def _quiet_set(self, fn):
        old = self._quiet
        self._quiet = True
        try:
            fn()
        finally:
            self._quiet = old

    def _guard(self, fn):
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

    def _on_text(self, change):
        if self._quiet or not change["new"].strip():
            return
        self._apply_text()

    def _apply_text(self):
        text = self._text.value
        ok = self._guard(lambda: self.enter(text))
        if ok:
            self._quiet_set(lambda: setattr(self._text, "value", ""))
        return ok

    def _on_dom_event(self, event):
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
                self.key(name)
            # after the click: its pixels belong to the picture that was shown
            self._check_width(event.get("boundingRectWidth"))
        except Exception as exc:
            self._say(f"Sorry, that could not be handled: {exc}")
            traceback.print_exc()

    def _check_width(self, shown):
        """orientation='auto': turn to portrait once the picture is shown narrower than it is drawn."""
        if self.orientation != "auto" or self._narrow or not shown:
            return
        natural = self._get_painter().size[0]
        if float(shown) < 0.9 * natural:
            self._narrow = True
            self._orientation_changed(None)

    # -- static fallback -----------------------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, tuple):  # (data, metadata)
            data = data[0]
        data = dict(data or {})
        data["image/png"] = base64.b64encode(bytes(self._png)).decode("ascii")
        data["text/plain"] = repr(self)
        return data

    def __repr__(self):
        pos = self.position
        dice = f" dice={self.dice}" if self.dice else ""
        return f"<BoardWidget {pos.position_id()} {side_name(pos.on_roll)} on roll{dice} moves={self.moves!r}>"


def _roll_text(dice):
    """'3-1': the higher die first, as players say a roll."""
    return f"{max(dice)}-{min(dice)}"


def _grey_used_dice(ax, dice, left):
    """Fade the dice already used (a double: one die per two moves used)."""
    d1, d2 = dice
    left = list(left)
    if d1 == d2:
        used = 4 - len(left)
        faded = [used >= 4, used >= 2]
    else:
        faded = [d1 not in left, d2 not in left]
        if d1 == d2:  # pragma: no cover
            faded = [False, False]
    boxes = [p for p in ax.patches if p.get_gid() == "bglearn-die"]
    for box, f in zip(boxes, faded):
        if f:
            box.set_alpha(0.3)
    pips = [c for c in ax.collections if c.get_gid() == "bglearn-pips"]
    if pips and any(faded):
        coll = pips[0]
        faces = coll.get_facecolors()
        if len(faces) == 1:
            faces = np.repeat(faces, d1 + d2, axis=0)
        faces = np.array(faces)
        n0 = d1
        if faded[0]:
            faces[:n0, 3] = 0.3
        if faded[1]:
            faces[n0:, 3] = 0.3
        coll.set_facecolors(faces)



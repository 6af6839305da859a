"""The match app's two panels: :class:`MatchSetup` (your side, the opponent, the computer's level,
the match length, cube, Jacoby rule and beavers, New match) and :class:`MatchFiles` (the game record as
notation, the Save match download link, Load match and the replay of a loaded ``.mat``).

They hold controls only; :class:`bglearn.widgets.match.MatchApp` owns the match and uses them.
"""

from __future__ import annotations

import base64
import logging
import typing
from collections.abc import Callable, Mapping

import ipywidgets as widgets

from ..engine.constants import BLACK, WHITE
from ..errors import InputError
from ..play.bots import LEVELS
from .replay import MatchReplay

__all__ = ["MatchSetup", "MatchActions", "MatchFiles", "LENGTHS", "ACTIONS"]

#: The match lengths offered; 0 is money play (no length: games until you stop).
LENGTHS = (1, 3, 5, 7, 0)
#: The action buttons, in their order: name, label, tooltip, style (the CSS class is ``bg-<name>``,
#: ``bg-app-roll`` for Roll: the board has its own ``bg-roll``).
ACTIONS = (
    ("roll", "Roll", "Roll the dice", "primary"),
    ("double", "Double", "Offer a double before you roll", ""),
    ("take", "Take", "Take the double", "success"),
    ("beaver", "Beaver", "Take and redouble at once, keeping the cube (money play with beavers)", "success"),
    ("drop", "Drop (pass)", "Drop the double (also called a pass): lose the game at the cube's value", "danger"),
    ("accept", "Accept", "Accept the resignation", ""),
    ("decline", "Decline", "Decline the resignation: play on", ""),
    ("next-game", "Next game", "Start the next game", "primary"),
    ("hint", "Hint", "The analysis engine's best plays, or the cube action, for your decision now", ""),
    ("judge", "How did I do?", "Your last turn (cube and play), judged by the analysis engine", ""),
    ("resign", "Resign", "Offer to resign this game as the kind chosen beside", ""),
)
KINDS = ("single", "gammon", "backgammon")
_LOG = logging.getLogger(__name__)
#: ipywidgets 8 writes FileUpload's label as "description (number of files)", "Load match (.mat) (0)"
#: before a file: the count is hidden (the button's own text at size 0) and the description drawn instead
_UPLOAD_LABEL = "Load match (.mat)"
_UPLOAD_CSS = (
    "<style>.bg-load.widget-upload { font-size: 0; }"
    f' .bg-load.widget-upload::before {{ content: "{_UPLOAD_LABEL}"; font-size: var(--jp-widgets-font-size, 13px); }}'
    "</style>"
)
# the download link looks like the buttons beside it
_LINK_STYLE = (
    "display: inline-block; padding: 0 12px; line-height: 28px; background: #eee; color: #000; "
    "text-decoration: none; border-radius: 2px; margin-right: 4px"
)


def _auto() -> typing.Any:
    """A Layout of its own for each control (hiding one must not hide the others)."""
    return widgets.Layout(width="auto")


class MatchSetup(widgets.HBox):  # ipywidgets has no type information: HBox is Any to mypy
    """The set-up row: ``side`` (WHITE/BLACK), ``opponent`` ('computer'/'person'), ``level``
    (one of :data:`bglearn.LEVELS`), ``length`` (one of :data:`LENGTHS`, 0 = money play), ``cube``,
    ``jacoby`` and ``beavers`` (shown for money play only) and the New match button, which calls ``on_new()``.

    Raises
    ------
    InputError
        For a value that is not one of those offered.
    """

    def __init__(
        self,
        on_new: Callable[[], object],
        *,
        side: int = WHITE,
        level: str = "greedy",
        length: int = 3,
        cube: bool = True,
        jacoby: bool = False,
        opponent: str = "computer",
        beavers: bool = False,
    ) -> None:
        if type(side) is not int or side not in (WHITE, BLACK):
            raise InputError(f"side is bglearn.WHITE or bglearn.BLACK, not {side!r}")
        if type(length) is not int or length not in LENGTHS:
            raise InputError(f"length is one of {LENGTHS} (0 = money play), not {length!r}")
        if opponent not in ("computer", "person"):
            raise InputError(f"opponent is 'computer' or 'person', not {opponent!r}")
        self._side = widgets.Dropdown(
            options=[("White", WHITE), ("Black", BLACK)], value=side, description="You play", layout=_auto()
        )
        self._opponent = widgets.Dropdown(
            options=[("the computer", "computer"), ("a person on this screen", "person")],
            value=opponent,
            description="Against",
            layout=_auto(),
        )
        self._level = widgets.Dropdown(options=list(LEVELS), value=level, description="Computer", layout=_auto())
        self._length = widgets.Dropdown(
            options=[(f"{n}-point match", n) for n in LENGTHS if n] + [("Money play", 0)],
            value=length,
            description="Play",
            layout=_auto(),
        )
        self._cube = widgets.Checkbox(value=cube, description="Doubling cube", indent=False, layout=_auto())
        self._jacoby = widgets.Checkbox(value=jacoby, description="Jacoby rule", indent=False, layout=_auto())
        self._beavers = widgets.Checkbox(value=beavers, description="Beavers", indent=False, layout=_auto())
        self._new = widgets.Button(description="New match", button_style="primary", layout=_auto())
        self._new.on_click(lambda _b: on_new())
        for w, cls in (
            (self._side, "bg-side"),
            (self._opponent, "bg-opponent"),
            (self._level, "bg-level"),
            (self._length, "bg-length"),
            (self._cube, "bg-cube"),
            (self._jacoby, "bg-jacoby"),
            (self._beavers, "bg-beavers"),
            (self._new, "bg-new-match"),
        ):
            w.add_class(cls)
        self._length.observe(lambda _c: self._show_jacoby(), names="value")
        super().__init__(
            [self._side, self._opponent, self._level, self._length, self._cube, self._jacoby, self._beavers, self._new],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self._show_jacoby()

    def _show_jacoby(self) -> None:
        for money_only in (self._jacoby, self._beavers):
            money_only.layout.display = "" if self._length.value == 0 else "none"
        self._cube.layout.display = "none" if self._length.value == 1 else ""  # (a 1-point match has no cube)

    @property
    def side(self) -> int:
        """Your side (WHITE or BLACK)."""
        return int(self._side.value)

    @property
    def opponent(self) -> str:
        """``'computer'`` or ``'person'``."""
        return str(self._opponent.value)

    @property
    def level(self) -> str:
        """The computer's level."""
        return str(self._level.value)

    @property
    def length(self) -> int:
        """The match length (0 = money play)."""
        return int(self._length.value)

    @property
    def cube(self) -> bool:
        """Play with the doubling cube."""
        return bool(self._cube.value)

    @property
    def jacoby(self) -> bool:
        """Money play with the cube: the Jacoby rule."""
        return self.length == 0 and self.cube and bool(self._jacoby.value)

    @property
    def beavers(self) -> bool:
        """Money play with the cube: beavers allowed (the taker may redouble at once and keep the cube)."""
        return self.length == 0 and self.cube and bool(self._beavers.value)


class MatchActions(widgets.HBox):  # ipywidgets has no type information: HBox is Any to mypy
    """The buttons under the board (:data:`ACTIONS`), each shown only when it applies (:meth:`show`).
    ``actions`` maps each name to what its button does (Resign's gets the kind chosen beside it:
    ``'single'``, ``'gammon'`` or ``'backgammon'``).

    Raises
    ------
    InputError
        If ``actions`` does not name exactly the buttons of :data:`ACTIONS`.
    """

    def __init__(self, actions: Mapping[str, Callable[..., object]]) -> None:
        names = [a[0] for a in ACTIONS]
        if sorted(actions) != sorted(names):
            raise InputError(f"MatchActions needs an action for each of {', '.join(names)}")
        self.buttons: dict[str, typing.Any] = {}
        self.kind = widgets.Dropdown(options=[(k, k) for k in KINDS], value="single", layout=_auto())
        self.kind.add_class("bg-resign-kind")
        for name, label, tip, style in ACTIONS:
            b = widgets.Button(description=label, tooltip=tip, button_style=style, layout=_auto())
            b.add_class("bg-app-roll" if name == "roll" else f"bg-{name}")
            fn = actions[name]
            b.on_click(lambda _b, fn=fn, name=name: fn(str(self.kind.value)) if name == "resign" else fn())
            self.buttons[name] = b
        self._resign = widgets.HBox([self.buttons["resign"], self.kind])
        children = [self.buttons[n] for n in names if n != "resign"] + [self._resign]
        super().__init__(children, layout=widgets.Layout(flex_flow="row wrap"))

    def show(self, on: Mapping[str, bool]) -> None:
        """Show the buttons named True in ``on``; hide the others."""
        for name, b in self.buttons.items():
            box = self._resign if name == "resign" else b
            box.layout.display = "" if on.get(name) else "none"


class MatchFiles(widgets.Accordion):  # ipywidgets has no type information: Accordion is Any to mypy
    """The record panel: the games as notation, the Save match link (a ``data:`` URL with the
    ``download`` attribute: a click saves the ``.mat`` in JupyterLab, Notebook and Voila alike),
    Load match (a file chosen is passed to ``on_load(bytes)``) and the :class:`MatchReplay`.

    Attributes
    ----------
    record : ipywidgets.Textarea
        The games as notation (read-only).
    save : ipywidgets.HTML
        The download link ('' before a match).
    replay : MatchReplay
        The replay of a loaded file (hidden until one is loaded).
    """

    def __init__(self, on_load: Callable[[bytes], object], *, orientation: str = "auto") -> None:
        self._on_load = on_load
        self.record = widgets.Textarea(
            value="",
            disabled=True,
            placeholder="The games' record appears here.",
            layout=widgets.Layout(width="100%", max_width="520px", height="8em"),
        )
        self.record.add_class("bg-record")
        self.save = widgets.HTML("")
        self.save.add_class("bg-save")
        self._upload = widgets.FileUpload(accept=".mat,.txt", multiple=False, description=_UPLOAD_LABEL, layout=_auto())
        self._upload.add_class("bg-load")
        self._upload_style = widgets.HTML(_UPLOAD_CSS, layout=widgets.Layout(display="none"))
        self._upload.observe(self._uploaded, names="value")
        self.replay = MatchReplay(orientation=orientation, layout=widgets.Layout(display="none"))
        files = widgets.HBox(
            [self.save, self._upload, self._upload_style],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(children=[widgets.VBox([self.record, files, self.replay])])
        self.set_title(0, "Game record, save and load")
        self.selected_index = 0

    def show(self, record_text: str, mat_text: str) -> None:
        """Show the record and make the Save link download ``mat_text`` (no link when it is '')."""
        self.record.value = record_text
        if not mat_text:
            self.save.value = ""
            return
        data = base64.b64encode(mat_text.encode("utf-8")).decode("ascii")
        self.save.value = (
            f'<a class="bg-save-link" download="bglearn-match.mat" '
            f'href="data:text/plain;charset=utf-8;base64,{data}" style="{_LINK_STYLE}">Save match (.mat)</a>'
        )

    def _uploaded(self, change: typing.Any) -> None:
        """FileUpload's value changed: pass the file's bytes on (ipywidgets 8: a tuple of dicts)."""
        try:
            files = change["new"] or ()
            if files:
                self._on_load(bytes(files[-1]["content"]))
        except Exception:  # never a traceback on the page: on_load says what went wrong
            _LOG.exception("the uploaded file")
            self._on_load(b"")

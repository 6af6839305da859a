"""The panel of a play question (:class:`PlayPanel`), and :class:`PlayModel`, what it needs of its question.

A play is answered on a clickable board (:class:`~bglearn.widgets.board.BoardWidget` in teaching mode) or
typed in notation; "Show legal plays" lists the roll's plays. One board shows at a time: after an answer
(or "Show answer") the picture with the verdict's arrows takes the board's place, and "Try again on the
board" brings the board back.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import ipywidgets as w

from ..board import BoardWidget
from ..view import panel_width
from .panel import JudgedAnswer, QuestionModel, QuestionPanel

if TYPE_CHECKING:
    from ...engine.moves import Play

__all__ = ["PlayModel", "PlayPanel"]


@runtime_checkable
class PlayModel(QuestionModel, Protocol):
    """What :class:`PlayPanel` needs besides :class:`~bglearn.widgets.questions.panel.QuestionModel`
    (:class:`bglearn.teach.PlayQuestion`)."""

    dice: tuple[int, int]
    on_board: bool

    @property
    def last_text(self) -> str | None: ...
    @property
    def plays_listable(self) -> bool: ...
    def show_legal_plays(self) -> list[str]: ...


class PlayPanel(QuestionPanel):
    """A play question's panel: the board to play on (``model.on_board``), a text box, Check, the legal plays.

    Attributes
    ----------
    board : BoardWidget or None
        The board answered on (None when ``model.on_board`` is False).
    """

    model: PlayModel

    def __init__(self, model: PlayModel, graded: bool | None = None) -> None:
        self.board: BoardWidget | None = None
        self._quiet = False
        super().__init__(model, graded)

    def _board_widgets(self) -> list[Any]:
        if not self.model.on_board:
            return [self._image]
        m = self.model
        # graded: a plain board (only legal moves, as on a real board; no sentence on a refused try)
        mode = "strict" if self.graded else "teaching"
        self.board = BoardWidget(m.position, m.dice, mode=mode, orientation="auto", one_turn=True)
        self.board.cube = m.decorations().get("cube")  # the cube its prompt may name (an XGID's)
        self.board.on_play(self._board_played)
        self.board.on_picture(lambda: self._static.update())
        self._again = w.Button(description="Try again on the board", icon="undo", layout=w.Layout(width="auto"))
        self._again.on_click(lambda _b: self._try_again())
        self._image.layout.display = "none"  # shown once a verdict or "Show answer" draws on it
        self._again.layout.display = "none"
        self._image.layout.observe(lambda _c: self._static.update(), names="display")
        return [self.board, self._image, self._again]

    def _show_picture(self) -> None:
        """The verdict's picture in the board's place (with "Try again" while not solved)."""
        self._image.layout.display = None
        if self.board is not None:
            self.board.layout.display = "none"
            self._again.layout.display = "none" if self.model.solved else None
            if not self.model.solved:
                self._again.focus()  # (the board that had the focus is hidden: the keys go on from here)

    def _try_again(self) -> None:
        """ "Try again on the board": the live board back; the verdict above it is kept as the last
        try's (its legend of red arrows goes with the picture it was about)."""
        last = self.model.last
        if last is not None and not self.graded:  # (graded: the echo stays, nothing of a verdict)
            self._out.value = (
                f'<p style="color: #5f5f5f">Your last try: {html.escape(last.message)}</p>' if last.message else ""
            )
        self._show_board()

    def _show_board(self) -> None:
        """The live board back, set up at the question's position, in the picture's place."""
        if self.board is None:
            return
        m = self.model
        if self.board.position != m.position or self.board.moves:
            self._set_up_board()
        self.board.layout.display = None
        self._image.layout.display = "none"
        self._again.layout.display = "none"
        self.board.focus()  # (the Try again button that had the focus is hidden)

    def _aloud(self, sentence: str) -> None:
        """Said from the live board's region while it shows (an unreadable try), else the verdict's picture's."""
        if self.board is not None and self._image.layout.display == "none":
            self.board.say(sentence)
        else:
            super()._aloud(sentence)

    def _static_pictures(self) -> list[bytes]:
        if self.board is None or self._image.layout.display != "none":
            return [bytes(self._image.value)]  # the verdict's picture is what shows
        return [self.board.static_png()]

    def _board_played(self, play: Play | None) -> None:
        """The learner finished a play on the board (Done): judge it; set the board up again unless right."""
        result = self.model.answer(play if play is not None else "")
        if (self.graded or not result.correct) and self.board is not None:  # graded: set up for another try
            self._set_up_board()

    def _set_up_board(self) -> None:
        """The board at the question's position and roll, turned for the side to play (its numbers are
        the ones the feedback and the legal plays use)."""
        assert self.board is not None
        m = self.model
        self.board.perspective = m.position.on_roll
        self.board.set_position(m.position, m.dice)
        self.board.cube = m.decorations().get("cube")  # (a practice board draws none)

    def _input_widgets(self) -> list[Any]:
        self._text = w.Text(
            placeholder="e.g. 13/8 6/5",
            continuous_update=False,
            layout=w.Layout(width="17em", max_width="100%"),
            description="Your play:",
            style={"description_width": "initial"},  # the label takes its own width, the box the rest
        )
        self._check = w.Button(description="Check", button_style="primary", tooltip="Judge my play")
        self._check.on_click(lambda _b: self._submit())
        self._text.observe(lambda _c: self._submit(), names="value")
        return [w.HBox([self._text, self._check], layout=w.Layout(flex_flow="row wrap"))]

    def _extra_buttons(self) -> list[Any]:
        self._list = w.Button(description="Show legal plays", tooltip="List every legal play")
        self._list.on_click(lambda _b: self.model.show_legal_plays())
        self._offer_list()
        return [self._list]

    def _offer_list(self) -> None:
        """ "Show legal plays" shows only where its list would not answer the question."""
        self._list.layout.display = None if self.model.plays_listable else "none"

    def _extra_rows(self) -> list[Any]:
        self._plays = w.HTML(layout=w.Layout(max_width=panel_width()))
        return [self._plays]

    def _sync_input(self, text: Any) -> None:
        if not isinstance(text, str):  # a play made on the board: the box holds no older typed try
            text = ""
        if self._text.value != text:
            self._set_text(text)

    def _set_text(self, text: str) -> None:
        self._quiet = True
        try:
            self._text.value = text
        finally:
            self._quiet = False

    def _reset_input(self) -> None:
        self._set_text("")
        self._plays.value = ""
        self._offer_list()
        if self.board is not None:
            self._set_up_board()
            self._show_board()

    def _submit(self) -> None:
        """The Check button and Enter: judge the text box (once per distinct text)."""
        if self._quiet:
            return
        text = self._text.value
        if text == self.model.last_text and self.model.last is not None:
            return
        self.model.answer(text)

    def answer_text(self, given: Any) -> str:
        """The play ``given`` (a Play from the board, or the text typed) in notation."""
        if given is not None and not isinstance(given, str):
            return str(given) or "none"
        return super().answer_text(given)

    def _draw(self, result: JudgedAnswer) -> bool:
        self._show_picture()
        self._offer_list()
        return super()._draw(result)

    # -- told by the model -------------------------------------------------------------------

    def revealed(self, feedback: str, play: Play | None) -> None:
        """ "Show answer": its arrows on the picture, in the board's place; the text box emptied for a new try."""
        self._show_picture()  # (first: the answer is said from the picture that shows it)
        super().revealed(feedback, play)
        self._offer_list()
        self._set_text("")  # the old try is not the answer: the box is empty for a new one

    def listed(self, names: list[str]) -> None:
        """ "Show legal plays": every legal play of the roll (``names`` in notation), or that the turn passes."""
        if names:
            items = "".join(f"<li><code>{html.escape(n)}</code></li>" for n in names)
            count = "1 legal play" if len(names) == 1 else f"{len(names)} legal plays"
            self._plays.value = f"<p>{count}:</p><ul style='columns: 3; margin-top: 0'>{items}</ul>"
        else:
            self._plays.value = "<p>No legal play: the turn passes.</p>"

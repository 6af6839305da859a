"""The panel of a question: :class:`QuestionPanel`, and :class:`QuestionModel`, what it needs of its question.

A question's model (judging, practice boards, the picture for a board: :mod:`bglearn.teach.questions`)
imports no widget library; this panel shows it: the question, the board picture, the buttons (Hint, Show
answer, Practise more, those of its kind), the feedback, and a plain copy of it all for a notebook read
without a kernel. Every button calls the model, and the model tells its panels what changed (the methods
:meth:`QuestionPanel.answered`, :meth:`~QuestionPanel.revealed`, :meth:`~QuestionPanel.hinted` and
:meth:`~QuestionPanel.practised`), so answering from Python (``quiz.answer("8/5 6/5")``) shows in the panel
as a click does. The kinds' own panels (:mod:`~bglearn.widgets.questions.choice`,
:mod:`~bglearn.widgets.questions.play`, :mod:`~bglearn.widgets.questions.points`) add their inputs.
"""

from __future__ import annotations

import html
import re
import traceback
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import ipywidgets as w

from ...engine.constants import side_name
from ...engine.rules import game_result
from ..picture_panel import PicturePanel
from ..view import NARROW_ROOM, StaticCopy, img_html, make_view, panel_width, picture_width

if TYPE_CHECKING:
    from ...engine.moves import Play
    from ...engine.position import Position

__all__ = ["JudgedAnswer", "QuestionModel", "QuestionPanel", "LEGEND", "LEGEND_TRIED", "STYLE"]

LEGEND = (
    '<p style="color: #555; font-size: 0.9em">On the board: solid arrows show a legal play; '
    "red dashed arrows show moves that are not allowed.</p>"
)
#: The legend when only the moves tried are drawn (a first wrong try: no legal play is shown yet).
LEGEND_TRIED = (
    '<p style="color: #555; font-size: 0.9em">On the board: red dashed arrows show moves that are not allowed.</p>'
)

#: The colour and mark of each kind of feedback (an answer's ``kind``, or what a button showed).
STYLE = {
    "correct": ("#0b6e2e", "✔ "),
    "not-asked": ("#8a5a00", "● "),
    "illegal": ("#b00020", "✘ "),
    "wrong": ("#b00020", "✘ "),
    "unreadable": ("#b00020", "? "),
    "ambiguous": ("#8a5a00", "? "),
    "reveal": ("#1e1e1e", ""),
    "hint": ("#1e1e1e", ""),
    "practise": ("#1e1e1e", ""),
    "echo": ("#1e1e1e", ""),
}


@runtime_checkable
class JudgedAnswer(Protocol):
    """What a panel reads of a judgement (:class:`bglearn.teach.Answer`)."""

    @property
    def correct(self) -> bool: ...
    @property
    def kind(self) -> str: ...
    @property
    def message(self) -> str: ...
    @property
    def play(self) -> Play | None: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    @property
    def judged(self) -> bool: ...  # False: nothing judged (unreadable, ambiguous): the board stays


@runtime_checkable
class QuestionModel(Protocol):
    """What :class:`QuestionPanel` reads and calls of a question (:class:`bglearn.teach.Question`)."""

    hint: str | None
    practise_kind: str | None
    position: Position
    solved: bool  # answered right: nothing is left to do on this board (until a practice board)
    last: Any  # the last JudgedAnswer, or None
    last_given: Any  # the last answer as given (text, a Play, points, a choice), or None
    answer_cell: str | None  # graded: the answer cell's variable (answer_q1), None otherwise

    @property
    def question(self) -> str: ...  # the question shown now (made for the board on a practice board)
    @property
    def caption(self) -> str: ...
    def attach(self, view: Any) -> None: ...
    def answer(self, answer: Any) -> Any: ...
    def show_answer(self) -> Any: ...
    def show_hint(self) -> str | None: ...
    def practise(self, seed: int | None = None) -> Any: ...
    def draw_png(self, orientation: str = "landscape", **extra: Any) -> bytes: ...
    def board_text(self, **extra: Any) -> str: ...
    def decorations(self) -> dict[str, Any]: ...
    def answer_drawing(self, result: Any) -> dict[str, Any]: ...


class QuestionPanel(PicturePanel):
    """The ipywidgets panel of a question: question, board, answer input, buttons, feedback.

    Parameters
    ----------
    model : QuestionModel
        The question; the panel attaches itself to it (``model.attach(panel)``) to be told of changes.
    graded : bool, optional
        Graded mode (default: True when ``model.answer_cell`` is set, as for a board of
        :func:`bglearn.teach.grading.graded_board`): the panel keeps the answer secret. It shows the
        question and the board and echoes the learner's own answer (clicked or typed) as the text to copy
        into the answer cell ``model.answer_cell``, and nothing else: no Hint, Show answer, Practise more
        or Show legal plays, no verdict, no arrows or highlighted points of a judgement.

    Attributes
    ----------
    model : QuestionModel
    widget : ipywidgets.VBox
        The panel (CSS class ``bglearn-quiz``).
    """

    def __init__(self, model: QuestionModel, graded: bool | None = None) -> None:
        self.model = model
        self.graded = model.answer_cell is not None if graded is None else bool(graded)
        self._portrait = False  # drawn upright: the picture has little room (a phone)
        self._drawn: dict[str, Any] = {}  # what the picture shows, to draw it again upright (or not)
        self._bottom = model.position.on_roll  # the side drawn at the bottom (the board turns for the side on roll)
        width = panel_width()
        self._question = w.HTML(f"<p><b>{model.question}</b></p>", layout=w.Layout(max_width=width))
        # a picture that turns upright when it has little room (a phone), like orientation='auto'
        self._image = make_view(self._board_png(), width, model.board_text(), focusable=False)
        self._image.observe(self._room_changed, names="room")
        buttons = []
        if not self.graded:  # graded: no button that reveals or judges
            self._reveal = w.Button(description="Show answer", tooltip="Show the right answer")
            self._reveal.on_click(lambda _b: model.show_answer())
            buttons.append(self._reveal)
        if model.hint and not self.graded:
            self._hint = w.Button(description="Hint")
            self._hint.on_click(lambda _b: model.show_hint())
            buttons.insert(0, self._hint)
        if not self.graded:
            buttons += self._extra_buttons()
        if model.practise_kind is not None and not self.graded:
            self._more = w.Button(
                description="Practise more", icon="refresh", tooltip="A new board where the same rule decides"
            )
            self._more.on_click(lambda _b: model.practise())
            buttons.append(self._more)
        self._out = w.HTML(layout=w.Layout(max_width=width))
        self._out.add_class("bglearn-feedback")
        # a plain copy of the panel's picture beside the live panel, for the notebook read without a kernel
        self._static = StaticCopy(self._static_render)
        rows = self._input_widgets()
        self._rows = rows
        # the verdict right under the board it is about: under the answer buttons it fell below the
        # fold (a laptop's 800 px, a phone's stacked buttons) and an answer seemed to do nothing
        self.widget = w.VBox(
            [
                self._question,
                *self._board_widgets(),
                self._out,
                *rows,
                w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")),
                *self._extra_rows(),
                self._static.marker,
            ]
        )
        self.widget.add_class("bglearn-quiz")
        for part in (self._image, self._out):
            part.observe(lambda _c: self._static.update(), names="value")
        model.attach(self)
        if model.last is not None:
            if self.graded:
                self._echo(model.last_given)
            else:
                self._set_feedback(model.last.kind, model.last.message)
                if model.last.judged:
                    self._draw(model.last)
                self._lock_inputs(model.solved)

    # -- what a kind's panel adds ------------------------------------------------------------

    def _input_widgets(self) -> list[Any]:
        """The widgets the learner answers with (a list of rows)."""
        return []

    def _extra_buttons(self) -> list[Any]:
        return []

    def _board_widgets(self) -> list[Any]:
        """The board area of the panel: the picture (a kind may add a board to answer on)."""
        return [self._image]

    def _extra_rows(self) -> list[Any]:
        return []

    def _sync_input(self, answer: Any) -> None:
        """Show ``answer`` in the input widgets (when it was given from Python)."""

    def _reset_input(self) -> None:
        """Clear the input widgets (a new practice question)."""

    def answer_text(self, given: Any) -> str:
        """``given`` (an answer as the inputs gave it) as the text to write in the answer cell."""
        return "" if given is None else str(given).strip()

    def _echo(self, given: Any) -> None:
        """Graded mode: the learner's own answer as the line to copy into the answer cell (no verdict)."""
        text = self.answer_text(given)
        cell = self.model.answer_cell or "answer"
        line = f"{cell} = {text!r}".replace("'", '"') if '"' not in text else f"{cell} = {text!r}"
        self._out.value = (
            f"<p>Your answer: <b>{html.escape(text) or '(none)'}</b>. To hand it in, write it in the "
            f"answer cell below: <code>{html.escape(line)}</code></p>"
        )

    # -- told by the model -------------------------------------------------------------------

    def answered(self, given: Any, result: JudgedAnswer) -> None:
        """An answer was judged: show it in the input, the verdict, and the board drawn for it. An answer
        that judges nothing (``result.judged`` False: unreadable, ambiguous) shows its message only: the
        board stays as it was.

        Graded mode: the answer as the line to copy into the answer cell, and nothing of the verdict."""
        with self._static.held():  # one saved copy for the verdict, the picture and the legend
            self._sync_input(given)
            if self.graded:
                self._echo(given)
                return
            self._set_feedback(result.kind, result.message)
            if result.judged:
                if self._draw(result) and not result.correct:  # red dashed arrows were drawn: say what they mean
                    self._out.value += LEGEND if result.play is not None else LEGEND_TRIED
                if self.model.solved:
                    self._lock_inputs(True)
                    self._focus_after_solved()
            self._aloud(result.message)

    def revealed(self, feedback: str, play: Play | None) -> None:
        """ "Show answer" was used: its sentence, and the arrows of ``play`` (if any)."""
        with self._static.held():
            self._set_feedback("reveal", feedback)
            self._show_png(**({"arrows": play} if play is not None else {}))
        self._aloud(feedback)

    def hinted(self, hint: str | None) -> None:
        """The hint was asked for (nothing shows when there is none)."""
        if hint:
            self._set_feedback("hint", "Hint: " + hint)
            self._aloud("Hint: " + hint)

    def practised(self) -> None:
        """The model has a new practice board: its own question (made for it), inputs cleared, the new picture.

        The board is drawn for the side on roll (its checkers at the bottom); when the new board's side
        on roll is not the last one's, the feedback says that the board has turned."""
        side = self.model.position.on_roll
        note = "A new board: the question above is about it."
        if side != self._bottom:
            # (not "from the bottom": a phone's upright board has the side's home board at the top right;
            # and a finished game has nobody on roll)
            note += f" The board has turned: it is drawn from {side_name(side)}'s side now"
            note += "." if game_result(self.model.position) is not None else f", and {side_name(side)} is on roll."
            self._bottom = side
        with self._static.held():
            self._question.value = f"<p><b>{self.model.question}</b></p>"
            self._reset_input()
            self._lock_inputs(False)
            self._set_feedback("practise", note)
            self._show_png()
        question = html.unescape(re.sub(r"<[^>]+>", "", self.model.question))  # (it may hold <code>)
        self._aloud(f"{note} {question}")

    def _lock_inputs(self, solved: bool) -> None:
        """Turn the answer inputs off once the question is solved (the board's status line says so:
        nothing is left to do on it), and on again for a practice board. Graded: never (that would tell)."""
        if self.graded:
            return
        todo = list(self._rows)
        while todo:
            widget = todo.pop()
            todo += list(getattr(widget, "children", ()))
            if widget.has_trait("disabled"):
                widget.disabled = solved

    def _focus_after_solved(self) -> None:
        """The control that had the focus (Check, a choice) is turned off: the keys go on from Practise
        more, else Show answer (not the top of the page)."""
        target = getattr(self, "_more", None) or getattr(self, "_reveal", None)
        if target is not None:
            target.focus()

    # -- pictures ----------------------------------------------------------------------------

    def _board_png(self, **extra: Any) -> bytes:
        png = self.model.draw_png("portrait" if self._portrait else "landscape", **extra)
        self._drawn = extra
        if hasattr(self, "_image"):
            self._image.alt = self.model.board_text(**extra)
        return png

    def _show_png(self, **extra: Any) -> None:
        """Draw the question's picture with ``extra`` options (arrows, highlight, ...)."""
        self._image.value = self._board_png(**extra)

    def _draw(self, result: JudgedAnswer) -> bool:
        """Redraw the board for an answer (the options the model gives for it).

        Returns True when moves that are not allowed are drawn (red dashed arrows). Dashed arrows
        that cannot be drawn (e.g. a point out of range) are left out."""
        extra = self.model.answer_drawing(result)
        try:
            self._show_png(**extra)
        except ValueError:
            if "forbidden" not in extra:
                raise
            extra = {k: v for k, v in extra.items() if k != "forbidden"}
            self._show_png(**extra)
        return bool({**self.model.decorations(), **extra}.get("forbidden"))

    def png(self) -> bytes:
        """The PNG bytes of the picture shown now."""
        return bytes(self._image.value)

    def _room_changed(self, change: Any) -> None:
        """The browser reported the room the picture has: upright below 468 pixels, as a board's 'auto'."""
        try:
            room = float(change["new"] or 0)
            portrait = 0 < room < NARROW_ROOM
            if room <= 0 or portrait == self._portrait:
                return
            self._portrait = portrait
            self._image.layout.width = f"{picture_width('portrait' if portrait else 'landscape')}px"
            self._show_png(**self._drawn)
        except Exception:  # the picture must never break the question
            traceback.print_exc()

    def _aloud(self, sentence: str) -> None:
        """Have a screen reader read ``sentence`` (a verdict, a hint, a new board) from the live region
        of the picture on show (the keys' announcements go there too; a verdict had none). A kind with
        a live board of its own says it there while that board shows."""
        if sentence and hasattr(self._image, "say"):
            self._image.say(sentence)

    def _set_feedback(self, kind: str, message: str) -> None:
        color, mark = STYLE.get(kind, ("#1e1e1e", ""))
        self._out.value = f'<p style="color: {color}">{mark}{html.escape(message)}</p>'

    # -- the plain copy ----------------------------------------------------------------------

    def _static_pictures(self) -> list[bytes]:
        """The pictures the panel shows now (for its static copy)."""
        return [bytes(self._image.value)]

    def _static_render(self) -> tuple[str, bytes | None, str]:
        pics = self._static_pictures()
        width = picture_width("portrait" if self._portrait else "landscape")
        body = f"<p><b>{self.model.question}</b></p>" + "".join(img_html(p, self._image.alt, width) for p in pics)
        return body + self._out.value, (pics[0] if pics else None), f"{self.model.caption}\n{self._image.alt}"

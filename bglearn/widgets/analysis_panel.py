"""The match app's "Analyse match" panel: a match judged, its mistakes shown and tried again.

:class:`AnalysisPanel` asks its ``source`` for a match record (the match just played, or a loaded
``.mat``), runs :func:`bglearn.review_match` with a progress bar, and shows both players' figures
side by side (checker and cube error rates in mEMG, GNU Backgammon's rating), then the mistakes,
costliest first. Choosing a mistake draws its position twice: with the play made and with the best
play (arrows), or the cube state for a cube decision. "Try it again" sets that position up on the
panel's own board (or offers the cube actions) and judges the new try as "How did I do?" does
(:func:`bglearn.widgets.advice.play_verdict` / ``cube_verdict``). Every button is a public method.
"""

from __future__ import annotations

import html
import typing
from collections.abc import Callable

import ipywidgets as widgets
from traitlets import Unicode

from ..draw.files import png
from ..engine.constants import side_name
from ..errors import AnalysisError, BglearnError
from ..play.matfile import MatchRecord
from ..play.review import MatchReview, Mistake, review_match
from . import advice
from .board import BoardWidget

if typing.TYPE_CHECKING:
    from ..engine.moves import Play

__all__ = ["AnalysisPanel", "cube_question", "figures_html", "mistake_label", "progress_words", "right_words"]

#: The cube actions offered when a cube mistake is tried again, by what was done.
#: The mistake boards' resolution: the main board's (:class:`bglearn.draw.BoardPainter`'s default).
DPI = 80
_CUBE_CHOICES = {"no double": ("double", "no double"), "double": ("double", "no double"), "take": ("take", "drop")}


def figures_html(review: MatchReview) -> str:
    """Both players' figures side by side as an HTML table (escaped), with who judged."""
    a, b = review.players
    rows = [
        ("Checker play: error per unforced move", f"{a.checker_error:.1f} mEMG", f"{b.checker_error:.1f} mEMG"),
        ("Unforced moves", str(a.unforced_moves), str(b.unforced_moves)),
        ("Cube: error per close or actual decision", f"{a.cube_error:.1f} mEMG", f"{b.cube_error:.1f} mEMG"),
        ("Close or actual cube decisions", str(a.cube_decisions), str(b.cube_decisions)),
        ("Overall error rate", f"{a.overall_error:.1f} mEMG", f"{b.overall_error:.1f} mEMG"),
        ("Rating (GNU Backgammon's words)", a.rating, b.rating),
        ("Mistakes (an inaccuracy or worse)", str(len(a.mistakes)), str(len(b.mistakes))),
    ]
    cells = "".join(
        f"<tr><td>{html.escape(label)}</td><td>{html.escape(x)}</td><td>{html.escape(y)}</td></tr>"
        for label, x, y in rows
    )
    head = f"<tr><th></th><th>{html.escape(a.name)}</th><th>{html.escape(b.name)}</th></tr>"
    note = f"<p class='bg-analysis-judge'>Judged by {html.escape(review.judge)}; mEMG = thousandths of a point.</p>"
    return f"<table class='bg-analysis-figures'>{head}{cells}</table>{note}"


def progress_words(done: int, total: int, games: int) -> str:
    """The progress bar's words: ``'Analysing 2 games: 120 of 300 decisions judged, 40 %'``."""
    share = 100 * done // total if total else 100
    return f"Analysing {games} game{'s' if games != 1 else ''}: {done} of {total} decisions judged, {share} %"


def right_words(m: Mistake) -> str:
    """What was right at a mistake, in the field's words: the best play, or the cube action as GNU
    Backgammon words it (:func:`bglearn.widgets.advice.right_cube_action`: "too good to double, pass",
    "no double, take", "double, take"...) for a double or no double; "take" or "pass" for an answer."""
    if m.kind == "play":
        return m.best
    if m.played in ("take", "drop", "beaver"):
        return {"drop": "pass"}.get(m.best, m.best)
    try:
        return advice.right_cube_action(m.position, m.state)
    except AnalysisError:
        return m.best


def mistake_label(m: Mistake, name: str) -> str:
    """One line for a mistake: who, where (the game and the row of its record), what was done and
    what was best, the cost in words."""
    where = f"game {m.game}, move {m.move}"
    if m.kind == "play" and m.dice is not None:
        what = f"{max(m.dice)}-{min(m.dice)}: played {_written(m.play, m.played)}, best {_written(m.best_play, m.best)}"
    else:
        what = f"cube: {m.played}, right was {right_words(m)}"
    return f"{name}, {where}, {what}: {m.words} ({m.loss:.3f})"


def _written(play: Play | None, text: str) -> str:
    # a checker's stops only for a hit on the way (13/6, 24/20*/14), as the game record writes a play
    return text if play is None else str(play)


def cube_question(m: Mistake, names: dict[int, str]) -> str:
    """The cube decision of a cube mistake asked again, without its answer: ``'Computer redoubles to
    4: take or drop?'`` for a take or drop, ``'You may double to 2: double or not?'`` for the doubler."""
    cube, owner = m.state.cube, m.state.cube_owner
    if m.played in ("take", "drop", "beaver"):
        doubler = "The computer" if names[1 - m.side] == "Computer" else names[1 - m.side]
        verb = "redoubles" if owner is not None else "doubles"
        verb = verb[:-1] if doubler == "You" else verb
        return f"{doubler} {verb} to {2 * cube}: take or drop?"  # (the words of the app's own question)
    who = "The computer" if names[m.side] == "Computer" else names[m.side]
    verb = "redouble" if owner is not None else "double"
    return f"{who} may {verb} to {2 * cube} before rolling: {verb} or not?"


class AnalysisPanel(widgets.VBox):  # ipywidgets has no type information: VBox is Any to mypy
    """ "Analyse match": a button, a progress bar, both players' figures, the mistakes, a board to try again.

    Parameters
    ----------
    source : callable
        Returns the :class:`bglearn.play.MatchRecord` to analyse (or None: nothing to analyse now).
    orientation : str
        The try-again board's orientation (as :class:`BoardWidget`'s).

    Attributes
    ----------
    review : MatchReview or None
        The last analysis.
    mistakes : list of Mistake
        Both players' mistakes, costliest first (the list shown).
    selected : Mistake or None
        The mistake shown.
    message : str (trait)
        What the panel says now (the verdict of a try, or why an action was refused).
    """

    message = Unicode("", help="what the panel says now")

    def __init__(self, source: Callable[[], MatchRecord | None], *, orientation: str = "auto", **kwargs: typing.Any):
        self._source = source
        self.review: MatchReview | None = None
        self.mistakes: list[Mistake] = []
        self.selected: Mistake | None = None
        self.button = widgets.Button(description="Analyse match", tooltip="judge every decision of the match")
        self.button.add_class("bg-analyse")
        self.button.on_click(lambda _b: self._guard(self.analyse))
        self.progress = widgets.IntProgress(value=0, min=0, max=1, layout=widgets.Layout(display="none"))
        self.progress.add_class("bg-analysis-progress")
        self.progress_words = widgets.Label("", layout=widgets.Layout(display="none"))
        self.progress_words.add_class("bg-analysis-progress-words")
        self.note = widgets.HTML("")
        self.note.add_class("bg-analysis-note")
        self.figures = widgets.HTML("")
        self.figures.add_class("bg-analysis-summary")
        self.list = widgets.Select(options=[], rows=8, layout=widgets.Layout(width="100%", display="none"))
        self.list.add_class("bg-analysis-mistakes")
        self.list.observe(self._on_select, names="value")
        self.detail = widgets.HTML("")
        self.played_png = widgets.Image(format="png", layout=widgets.Layout(width="45%"))
        self.best_png = widgets.Image(format="png", layout=widgets.Layout(width="45%"))
        self.pictures = widgets.HBox([self.played_png, self.best_png], layout=widgets.Layout(display="none"))
        self.try_button = widgets.Button(description="Try it again", layout=widgets.Layout(display="none"))
        self.try_button.add_class("bg-try-again")
        self.try_button.on_click(lambda _b: self._guard(self.try_again))
        self.board = BoardWidget(one_turn=True, orientation=orientation, layout=widgets.Layout(display="none"))
        self.board.on_play(lambda play: self._guard(lambda: self._judge_play(play)))
        self.cube_buttons = widgets.HBox([], layout=widgets.Layout(display="none"))
        self.verdict = widgets.HTML("")
        self.verdict.add_class("bg-analysis-verdict")
        super().__init__(
            children=[
                self.button,
                self.progress,
                self.progress_words,
                self.note,
                self.figures,
                self.list,
                self.detail,
                self.pictures,
                self.try_button,
                self.board,
                self.cube_buttons,
                self.verdict,
            ],
            **kwargs,
        )
        self.add_class("bg-analysis")

    # -- actions --------------------------------------------------------------------------------------

    def analyse(self) -> bool:
        """Analyse the source's record (the progress bar follows); show the figures and the mistakes.

        Returns False (with a message) when there is nothing to analyse.
        """
        record = self._source()
        if record is None or not record.games:
            return self._refuse("There is no finished game to analyse yet.")
        self.clear()  # the last analysis's figures go at once: they are not this run's
        self.progress.layout.display = self.progress_words.layout.display = ""
        self.progress.value = 0
        games = len(record.games)
        self.progress_words.value = f"Analysing {games} game{'s' if games != 1 else ''} ..."

        def step(done: int, total: int) -> None:
            self.progress.max = max(total, 1)
            self.progress.value = done
            self.progress_words.value = progress_words(done, total, games)

        found = review_match(record, progress=step)
        self.review = found
        names = {0: found.players[0].name, 1: found.players[1].name}
        self.mistakes = sorted((m for p in found.players for m in p.mistakes), key=lambda m: -m.loss)
        self.figures.value = figures_html(found)
        self.list.unobserve(self._on_select, names="value")
        self.list.options = [(mistake_label(m, names[m.side]), i) for i, m in enumerate(self.mistakes)]
        self.list.value = None
        self.list.observe(self._on_select, names="value")
        self.list.layout.display = "" if self.mistakes else "none"
        self._clear_mistake()
        count = len(self.mistakes)
        self._say(f"Analysed: {count} mistake{'s' if count != 1 else ''}. Choose one to see it on the board.")
        return True

    def clear(self) -> None:
        """Forget the last analysis (a new match begins): no figures, no mistakes, the bar hidden."""
        self.review, self.mistakes = None, []
        self.list.unobserve(self._on_select, names="value")
        self.list.options = []
        self.list.observe(self._on_select, names="value")
        self.list.layout.display = self.progress.layout.display = self.progress_words.layout.display = "none"
        self.figures.value = self.note.value = ""
        self._clear_mistake()

    def mark_old(self, why: str) -> None:
        """Keep the last analysis but mark it as old (greyed, with ``why`` above it: a new game began).

        Nothing happens when there is no analysis shown.
        """
        if self.review is None or not self.figures.value:
            return
        self.note.value = f"<p><b>Old analysis:</b> {html.escape(why)}</p>"
        if not self.figures.value.startswith("<div class='bg-analysis-old'"):
            self.figures.value = f"<div class='bg-analysis-old' style='opacity:0.5'>{self.figures.value}</div>"

    def show_mistake(self, index: int) -> bool:
        """Show mistake ``index`` of :attr:`mistakes`: the play made and the best play drawn (arrows)."""
        if type(index) is not int or not 0 <= index < len(self.mistakes):
            return self._refuse(f"There is no mistake number {index!r} to show.")
        m = self.mistakes[index]
        self.selected = m
        cube = (m.state.cube, m.state.cube_owner)
        # drawn as the main board is (BoardPainter's 80 dpi), its sides named as the players are
        labels = self._labels()
        common: dict[str, typing.Any] = {"perspective": m.side, "cube": cube, "dpi": DPI, "labels": labels}
        who = labels[m.side]
        if m.kind == "play":
            self.played_png.value = png(
                m.position, dice=m.dice, arrows=m.play, status=f"{who} played {_written(m.play, m.played)}", **common
            )
            self.best_png.value = png(
                m.position, dice=m.dice, arrows=m.best_play, status=f"Best: {_written(m.best_play, m.best)}", **common
            )
            self.pictures.children = [self.played_png, self.best_png]
        else:  # the question only: the answer is in the list's line and after a try
            question = cube_question(m, {0: self._name(0), 1: self._name(1)})
            self.played_png.value = png(m.position, status=question, **common)
            self.pictures.children = [self.played_png]
        self.pictures.layout.display = ""
        self.detail.value = html.escape(mistake_label(m, self._name(m.side)))
        self.try_button.layout.display = ""
        self.board.layout.display = "none"
        self.cube_buttons.layout.display = "none"
        self.verdict.value = ""
        if self.list.value != index:  # (the list follows, without drawing the boards a second time)
            self.list.unobserve(self._on_select, names="value")
            self.list.value = index
            self.list.observe(self._on_select, names="value")
        return True

    def try_again(self) -> bool:
        """Set the shown mistake's decision up again: its position and roll on the board, or its
        cube actions as buttons; the new try is judged ("How did I do?")."""
        m = self.selected
        if m is None:
            return self._refuse("Choose a mistake first.")
        self.verdict.value = ""
        if m.kind == "play":
            self.board.perspective = m.side
            self.board.cube = (m.state.cube, m.state.cube_owner)
            self.board.set_position(m.position, m.dice)
            self.board.show_controls = True
            self.board.layout.display = ""
            self._say(f"Play {max(m.dice or (0,))}-{min(m.dice or (0,))} again on the board, then press Done.")
        else:
            choices = _CUBE_CHOICES.get(m.played, ("take", "drop"))
            buttons = []
            for action in choices:
                b = widgets.Button(description=action.capitalize())
                b.add_class(f"bg-try-{action.replace(' ', '-')}")
                b.on_click(lambda _b, a=action: self._guard(lambda: self.answer_cube(a)))
                buttons.append(b)
            self.cube_buttons.children = buttons
            self.cube_buttons.layout.display = ""
            self._say(cube_question(m, {0: self._name(0), 1: self._name(1)}))
        return True

    def answer_cube(self, action: str) -> bool:
        """Judge ``action`` (``'double'``, ``'no double'``, ``'take'``, ``'drop'``) for the shown cube mistake."""
        m = self.selected
        if m is None or m.kind != "cube":
            return self._refuse("Choose a cube mistake and press Try it again first.")
        allowed = _CUBE_CHOICES.get(m.played, ("take", "drop"))
        if action not in allowed:
            return self._refuse(f"Here the choice is {' or '.join(allowed)}, not {action!r}.")
        text = advice.cube_verdict(m.position, action, m.state)
        self.verdict.value = text
        self._say(html.unescape(text))
        return True

    # -- internals --------------------------------------------------------------------------------------

    def _judge_play(self, play: Play | None) -> None:
        m = self.selected
        if m is None or m.kind != "play" or m.dice is None or play is None:
            return
        text = advice.play_verdict(m.position, m.dice, play, m.state)
        self.board.show_controls = False  # the try is over: no Undo / Done on the finished board
        self.verdict.value = text
        self._say(html.unescape(text))

    def _on_select(self, change: typing.Any) -> None:
        if change["new"] is not None:
            self._guard(lambda: self.show_mistake(int(change["new"])))

    def _clear_mistake(self) -> None:
        self.selected = None
        for w in (self.pictures, self.try_button, self.board, self.cube_buttons):
            w.layout.display = "none"
        self.detail.value = self.verdict.value = ""

    def _labels(self) -> dict[int, str]:
        return {0: self._name(0), 1: self._name(1)}

    def _name(self, side: int) -> str:
        return self.review.players[side].name if self.review is not None else side_name(side)

    def _say(self, text: str) -> None:
        self.message = text

    def _refuse(self, why: str) -> bool:
        self._say(why)
        self.verdict.value = html.escape(why)
        return False

    def _guard(self, fn: Callable[[], object]) -> None:
        try:
            fn()
        except BglearnError as exc:
            self._refuse(f"That could not be done: {exc}")

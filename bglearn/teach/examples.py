"""Worked examples: a board explained step by step (:class:`WorkedExample`, :class:`Step`)."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.checking import check_play
from ..engine.constants import OFF
from ..engine.moves import Play
from ..engine.notation import dice_pool, parse_segments, splits
from ..engine.position import Position, apply_move
from ..engine.rules import check_dice
from ..errors import InputError
from .pictures import BoardPicture
from .shown import Shown
from .text import alt_text, b64, board_png, figure_html, plain

__all__ = ["Step", "WorkedExample", "StaticSteps"]

if TYPE_CHECKING:
    # a step given as a tuple: (text,), (text, play) or (text, play, decorations)
    _StepTuple = tuple[str] | tuple[str, str | Play | None] | tuple[str, str | Play | None, Mapping[str, Any] | None]


def _single_moves(position, pool, text):
    """Split ``text`` into single-die moves from ``position`` with dice ``pool`` (a list, consumed).

    Returns ``(moves, result)``: moves as ``(from, to, hit)`` and the position after them, the
    same side still on roll. Each touchdown must be on a point not held by two or more opposing
    checkers. Raises ValueError when the text cannot be played that way.
    """
    me, opp = position.mover_and_opponent()
    me, opp = list(me), list(opp)
    moves = []
    for path in parse_segments(text):
        for a, b in zip(path, path[1:], strict=False):
            seq = _split(me, opp, a, b, pool)
            if seq is None:
                raise InputError(
                    f"{text!r}: cannot move {a}/{b} with the dice left ({', '.join(map(str, pool)) or 'none'})"
                )
            if me[a] == 0:
                raise InputError(f"{text!r}: the side on roll has no checker on point {a}")
            p = a
            for die in seq:
                pool.remove(die)
                t = max(p - die, OFF)
                moves.append((p, t, apply_move(me, opp, p, t)))
                p = t
    side = position.on_roll
    boards = (me, opp) if side == 0 else (opp, me)
    return moves, Position(boards[0], boards[1], side)


def _split(me, opp, a, b, pool):
    """Dice from ``pool`` taking one checker from ``a`` to ``b`` with legal touchdowns, or None.

    The ways are the engine's (:func:`bglearn.engine.notation.splits`): fewest dice first; for a move
    on the board the lower die first; for a bear-off the exact die first, else the highest die
    (as players say "the 6 bears off from the 4-point"). The full check judges the whole play.
    """

    def preference(seq):
        if b != OFF:
            return (len(seq), 0, seq)
        exact = a - sum(seq[:-1]) == seq[-1]
        return (len(seq), not exact, tuple(-d for d in seq))

    for seq in sorted(splits(a, b, pool), key=preference):
        p = a
        for die in seq:
            p = max(p - die, OFF)
            if p != OFF and opp[25 - p] >= 2:
                break
        else:
            return list(seq)
    return None


# ---------------------------------------------------------------------------------------------
# WorkedExample
# ---------------------------------------------------------------------------------------------


class Step(NamedTuple):
    """One step of a :class:`WorkedExample`.

    Attributes
    ----------
    text : str
        What the step says (plain text; a few words of ``<b>`` / ``<i>`` HTML are allowed).
    play : str, Play or None
        Moves made in this step, in notation from the position reached so far (``'24/21'`` for
        one die, ``'24/21/16'`` for one checker using both); None for a step that only
        explains. The moves of all steps together must be a legal play.
    decorations : dict
        Keyword options of :func:`bglearn.draw.board` for this step's picture:
        ``highlight``, ``arrows`` (replaces the step's own arrows, e.g. to show a move that is
        not allowed), ``last_move``, ``selected``, ``targets``.
    """

    text: str
    play: str | Play | None = None
    decorations: Mapping[str, Any] | None = None


def _as_step(step: Step | str | _StepTuple | Iterable[Any]) -> Step:
    if isinstance(step, Step):
        return step
    if isinstance(step, str):
        return Step(step)
    step = tuple(step)
    if not 1 <= len(step) <= 3:
        raise InputError(f"a step is (text, play, decorations), not {step!r}")
    text = step[0]
    play = step[1] if len(step) > 1 else None
    deco = dict(step[2]) if len(step) > 2 and step[2] else None
    return Step(text, play, deco)


class WorkedExample(Shown):
    """A board explained step by step, with Previous / Next buttons.

    Each step shows the board as it stands at that moment, arrows for the moves the step makes
    (a ghost checker where each one lands), and a sentence. A step without moves shows the
    position reached, with a dashed ring where the previous step's checkers landed. This is the
    model; its stepper (:class:`bglearn.widgets.example.ExamplePanel`) is built on first use
    (:attr:`widget`, or a notebook showing the example) and follows :attr:`step`.

    Parameters
    ----------
    title : str
        Shown above the board.
    position : Position
        The position before the play; its side on roll is the mover.
    dice : (int, int)
        The roll being played.
    steps : sequence
        Each a :class:`Step`, a ``(text, play, decorations)`` tuple (``play`` and
        ``decorations`` optional) or a plain string.
    require_complete : bool
        When True (default) the moves of all steps together must be a complete legal play
        (checked with :func:`bglearn.check_play`). Set False for an example that stops part way
        (then every step must still be playable with the dice left).

    Attributes
    ----------
    step : int
        Index of the step shown (0-based). ``next()`` / ``previous()`` change it.
    play : Play or None
        The legal play all steps make together (None when no step moves).

    Raises
    ------
    ValueError
        If there is no step, a step's moves cannot be made from the position reached with the
        dice left, or all moves together are not a legal play (the message gives the rule).
    bglearn.NotationError
        If a step's notation cannot be read.
    bglearn.DiceError
        If ``dice`` is not a pair of ints 1-6.

    Examples
    --------
    >>> import bglearn as bg
    >>> ex = WorkedExample("3-1: making the 5-point", bg.Position.start(), (3, 1), [
    ...     ("Two checkers, one die each.", None),
    ...     ("The 3: from the 8-point to the 5-point.", "8/5"),
    ...     ("The 1: from the 6-point to the 5-point.", "6/5"),
    ...     ("Two checkers on the 5-point make it yours.", None),
    ... ])
    >>> str(ex.play), ex.step
    ('8/5 6/5', 0)
    >>> ex.next(); ex.step
    1
    """

    def __init__(
        self,
        title: str,
        position: Position,
        dice: tuple[int, int],
        steps: Iterable[Step | str | _StepTuple],
        *,
        require_complete: bool = True,
    ) -> None:
        self.title = title
        self.position = position
        self.dice = check_dice(dice)
        self.steps = tuple(_as_step(s) for s in steps)
        if not self.steps:
            raise InputError("a worked example needs at least one step")
        pool = dice_pool(self.dice)
        pos = position
        self._before = []  # position shown at each step
        self._moves = []  # single-die moves of each step
        self._left = []  # dice still to play at each step (before its moves)
        texts = []
        for s in self.steps:
            self._before.append(pos)
            self._left.append(tuple(pool))
            if s.play is None:
                self._moves.append(())
                continue
            text = s.play.notation(explicit=True) if isinstance(s.play, Play) else s.play
            moves, pos = _single_moves(pos, pool, text)
            self._moves.append(tuple(moves))
            texts.append(" ".join(f"{a}/{b}" for a, b, _ in moves))
        self.final_position = pos
        self.play = None
        if texts and require_complete:
            whole = " ".join(texts)
            verdict = check_play(position, self.dice, whole)
            if not verdict.legal:
                raise InputError(f"the steps of {title!r} make {whole}, which is not legal: {verdict.message}")
            self.play = verdict.witness
        self.step = 0
        self._png_cache: dict[tuple[int, str], bytes] = {}

    def __len__(self) -> int:
        return len(self.steps)

    def __repr__(self) -> str:
        return f"<WorkedExample {self.title!r}: step {self.step + 1} of {len(self.steps)}>"

    # -- state ----------------------------------------------------------------------------

    def next(self) -> None:
        """Show the next step (no change on the last one). Returns None."""
        self.go(min(self.step + 1, len(self.steps) - 1))

    def previous(self) -> None:
        """Show the previous step (no change on the first one). Returns None."""
        self.go(max(self.step - 1, 0))

    def go(self, index: int) -> None:
        """Show step ``index`` (0-based; negative counts from the end).

        Raises
        ------
        ValueError
            (:class:`bglearn.InputError`) if there is no such step.
        """
        n = len(self.steps)
        if not -n <= index < n:
            raise InputError(f"step {index} of a {n}-step example")
        self.step = index % n
        self._tell_views("refresh")

    @property
    def text(self) -> str:
        """The text of the step shown (str)."""
        return self.steps[self.step].text

    def position_at(self, index: int) -> Position:
        """Return the Position shown at step ``index`` (0-based; before that step's moves).

        Raises IndexError if there is no such step.
        """
        return self._before[index]

    def decorations(self, index: int) -> dict[str, Any]:
        """Return the keyword options passed to :func:`bglearn.draw.board` for step ``index`` (0-based).

        Raises IndexError if there is no such step.
        """
        s = self.steps[index]
        deco: dict[str, Any] = {"dice": self.dice}
        if not any(self._moves[index:]):
            # every move of the play is made: a die left cannot be played, drawn faded as the used ones
            deco["dice_left"] = ()
        elif len(self._left[index]) < len(dice_pool(self.dice)):
            # the dice left by number, not how many are used: bar/22 with 6-3 has played the 3, not the 6
            deco["dice_left"] = self._left[index]
        if self._moves[index]:
            deco["arrows"] = list(self._moves[index])
        elif index > 0 and self._moves[index - 1]:
            deco["last_move"] = [t for _, t, _ in self._moves[index - 1] if t != OFF]
        deco.update(s.decorations or {})
        return deco

    def board_text(self, index: int | None = None) -> str:
        """The board of step ``index`` (0-based; default: the step shown) in words: the picture's text
        alternative (:func:`bglearn.draw.board_text`). Raises IndexError if there is no such step."""
        index = self.step if index is None else index
        return alt_text(self._before[index], **self.decorations(index))

    def png(self, index: int | None = None, orientation: str = "landscape") -> bytes:
        """Return the PNG bytes of step ``index`` (0-based; default: the step shown); cached.

        ``orientation`` is ``'landscape'`` or ``'portrait'`` (drawn upright, for a narrow screen).
        Raises IndexError if there is no such step.
        """
        index = self.step if index is None else index
        key = (index, orientation)
        if key not in self._png_cache:
            deco = self.decorations(index)
            if orientation == "portrait":
                deco["orientation"] = "portrait"
            self._png_cache[key] = board_png(self._before[index], **deco)
        return self._png_cache[key]

    # -- display --------------------------------------------------------------------------

    def _caption(self, index: int) -> str:
        return f"Step {index + 1} of {len(self.steps)}"

    def dice_left(self, index: int | None = None) -> tuple[int, ...]:
        """Return the dice still to play at step ``index`` (default: the step shown), before its moves.

        A tuple of die numbers, higher first (four entries for doubles); the board draws the
        used dice faded, and the step counter says which are left.
        """
        return self._left[self.step if index is None else index]

    def counter_text(self, index: int) -> str:
        """The step counter of step ``index`` (0-based): ``'Step 2 of 4 · to play: 1'``."""
        left = self.dice_left(index)
        if not left:
            return f"{self._caption(index)} · all dice played"
        dice = ", ".join(map(str, left))
        if not any(self._moves[index:]):
            # every move of the play is made: what is left cannot be played
            return f"{self._caption(index)} · no legal move for {dice}"
        return f"{self._caption(index)} · to play: {dice}"

    @property
    def caption(self) -> str:
        """The step shown in one plain line: ``'title — Step 2 of 4: its text'``."""
        return f"{self.title} — {self._caption(self.step)}: {plain(self.text)}"

    def _make_panel(self) -> Any:
        from ..widgets.example import ExamplePanel

        return ExamplePanel(self)

    def show_all(self) -> StaticSteps:
        """Return every step as pictures with their text (a static page; no widgets).

        Returns
        -------
        StaticSteps
            Displays as HTML (each step's board and sentence) with the first board as a PNG
            fallback; ``.pictures`` holds one :class:`BoardPicture` per step.
        """
        pics = [
            BoardPicture(self.png(i), f"{self._caption(i)}: {plain(s.text)}", self._before[i])
            for i, s in enumerate(self.steps)
        ]
        return StaticSteps(self.title, pics)


class StaticSteps:
    """Pictures of every step of a worked example, for reading without a running kernel.

    Attributes
    ----------
    title : str
    pictures : list of BoardPicture
    """

    def __init__(self, title: str, pictures: list[BoardPicture]) -> None:
        self.title = title
        self.pictures = pictures

    def _repr_mimebundle_(self, include=None, exclude=None):
        body = "".join(figure_html(p.png, p.caption) for p in self.pictures)
        return {
            "text/html": f"<div><b>{html.escape(self.title)}</b>{body}</div>",
            "image/png": b64(self.pictures[0].png),
            "text/plain": "\n".join([self.title] + [p.caption for p in self.pictures]),
        }

    def __len__(self) -> int:
        return len(self.pictures)

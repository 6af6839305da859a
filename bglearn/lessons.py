"""Building blocks for lesson notebooks: board pictures, worked examples and quizzes.

A lesson is made of short text cells and three kinds of objects, all built from a
:class:`~bglearn.Position`, a roll and plain text:

:func:`show`
    A static board picture with an optional caption (a PNG, so it is also visible in a saved
    notebook, on GitHub or nbviewer).
:class:`WorkedExample`
    A board shown step by step (Previous / Next buttons), each step with a sentence of
    explanation and arrows for the moves it makes.
:class:`Quiz`
    A question the learner answers by typing a play in notation (``13/8 6/5``). The answer is
    judged by the rules engine (:func:`bglearn.check_play`), never by a hand-written key alone:
    a wrong answer is told *which rule* it breaks, in one sentence.

Every object can be driven from Python exactly as the buttons drive it (``quiz.answer('8/5
6/5')``, ``example.next()``), which is how tests, nbval and teachers use them; nothing ever calls
``input()``.

Points are always in the numbering of the side on roll (the *mover*): 1-24, 25 for the bar,
0 for off, as in notation. matplotlib and ipywidgets are imported inside the methods that draw
or build widgets, so ``import bglearn.lessons`` is cheap and needs no display.

Examples
--------
>>> import bglearn as bg
>>> from bglearn.lessons import Quiz
>>> quiz = Quiz("Play 3-1 from the start.", bg.Position.start(), (3, 1))
>>> quiz.answer("8/5 6/5").correct
True
>>> quiz.answer("24/20").correct, quiz.solved, quiz.attempts
(True, True, 2)
>>> quiz.answer("13/10 6/4").rule
'wrong-distance'
"""

from __future__ import annotations

import html
import re
from typing import NamedTuple

from .checking import _dice_pool, _splits, check_play
from .errors import AmbiguousPlayError, NotationError
from .notation import parse_segments
from .position import BAR, OFF, Position
from .quizzes import (
    BOARD_WIDTH,
    RULE_LABELS,
    Answer,
    DiceCountQuiz,
    LegalityQuiz,
    PointsQuiz,
    QuizBase,
    ResultQuiz,
    Score,
    _b64,
    _forbidden,
    _plain,
    _png,
    _sentence,
)
from .rules import Play, check_dice, legal_plays

__all__ = [
    "BoardPicture",
    "show",
    "Step",
    "WorkedExample",
    "StaticSteps",
    "Answer",
    "Quiz",
    "Score",
    "QuizBase",
    "DiceCountQuiz",
    "PointsQuiz",
    "LegalityQuiz",
    "ResultQuiz",
    "RULE_LABELS",
    "BOARD_WIDTH",
]


def _figure_html(png, caption=None):
    cap = f"<figcaption>{html.escape(caption)}</figcaption>" if caption else ""
    return (
        f'<figure style="margin: 0.5em 0"><img src="data:image/png;base64,{_b64(png)}" '
        f'style="width: {BOARD_WIDTH}; max-width: 100%" alt="{html.escape(caption or "backgammon board")}"/>'
        f"{cap}</figure>"
    )


def _as_play(position, dice, play):
    """A Play from a Play, notation text or None; raise ValueError if it is not legal here."""
    if play is None or isinstance(play, Play):
        return play
    verdict = check_play(position, dice, play)  # NotationError / AmbiguousPlayError pass through
    if not verdict.legal:
        raise ValueError(f"{play!r} is not a legal play with {dice[0]}-{dice[1]}: {verdict.message}")
    return verdict.witness



_NOT_ASKED = "That play is legal, but it is not what this question asks for."

# ---------------------------------------------------------------------------------------------
# show
# ---------------------------------------------------------------------------------------------


class BoardPicture:
    """A board picture with an optional caption; displays itself as a PNG in a notebook.

    Made by :func:`show`. The picture is drawn when the object is made, so a broken decoration
    fails in the cell that asks for it.

    Attributes
    ----------
    png : bytes
        The PNG image (520 x 440 pixels by default), starting with the PNG signature.
    caption : str or None
        Text shown under the picture (and as the plain-text form).
    position : Position
        The board drawn.
    """

    def __init__(self, png, caption=None, position=None):
        self.png = png
        self.caption = caption
        self.position = position

    def _repr_png_(self):
        return self.png

    def _repr_mimebundle_(self, include=None, exclude=None):
        return {
            "text/html": _figure_html(self.png, self.caption),
            "image/png": _b64(self.png),
            "text/plain": self.caption or repr(self),
        }

    def __repr__(self):
        pid = self.position.position_id() if self.position is not None else "?"
        cap = f", caption={self.caption!r}" if self.caption else ""
        return f"<BoardPicture {pid}{cap}>"


def show(position, *, dice=None, play=None, caption=None, **render_options):
    """Return a picture of ``position`` that a notebook displays as a PNG with a caption.

    Parameters
    ----------
    position : Position
        The board; decorations use the numbering of its side on roll.
    dice : (int, int), optional
        The roll to draw on the board.
    play : Play or str, optional
        A play drawn as arrows (one per single-die move, a ghost checker where each lands, a
        cross for a hit). Text is read with ``dice`` and must be a legal play.
    caption : str, optional
        One line under the board.
    **render_options
        Other keyword options of :func:`bglearn.render.draw`: ``highlight`` (points),
        ``last_move``, ``selected``, ``targets``, ``labels``, ``perspective``, ``orientation``,
        ``arrows`` (raw ``(from, to)`` pairs, e.g. to show a move that is *not* legal), ``dpi``
        and ``figsize`` (inches).

    Returns
    -------
    BoardPicture
        Has ``_repr_png_`` and ``_repr_mimebundle_``; ``.png`` holds the bytes.

    Raises
    ------
    ValueError
        If ``play`` is text that is not a legal play (the message says which rule it breaks),
        if ``play`` is given without ``dice``, or for a bad decoration (see :func:`bglearn.render.draw`).
    bglearn.NotationError, bglearn.AmbiguousPlayError
        If ``play`` is text that cannot be read, or that fits two plays.

    Examples
    --------
    >>> import bglearn as bg
    >>> pic = show(bg.Position.start(), dice=(3, 1), play="8/5 6/5", caption="Making the 5-point")
    >>> pic.png[:4]
    b'\\x89PNG'
    """
    if play is not None:
        if dice is None:
            raise ValueError("show(play=...) needs the dice the play is made with")
        play = _as_play(position, check_dice(dice), play)
        render_options.setdefault("arrows", play)
    return BoardPicture(_png(position, dice=dice, **render_options), caption, position)


# ---------------------------------------------------------------------------------------------
# Applying part of a play (for worked examples)
# ---------------------------------------------------------------------------------------------


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
        for a, b in zip(path, path[1:]):
            seq = _split(me, opp, a, b, pool)
            if seq is None:
                raise ValueError(
                    f"{text!r}: cannot move {a}/{b} with the dice left ({', '.join(map(str, pool)) or 'none'})"
                )
            if me[a] == 0:
                raise ValueError(f"{text!r}: the side on roll has no checker on point {a}")
            p = a
            for die in seq:
                pool.remove(die)
                t = max(p - die, OFF)
                hit = t != OFF and opp[25 - t] == 1
                me[p] -= 1
                me[t] += 1
                if hit:
                    opp[25 - t] = 0
                    opp[BAR] += 1
                moves.append((p, t, hit))
                p = t
    side = position.on_roll
    boards = (me, opp) if side == 0 else (opp, me)
    return moves, Position(boards[0], boards[1], side)


def _split(me, opp, a, b, pool):
    """Dice from ``pool`` taking one checker from ``a`` to ``b`` with legal touchdowns, or None.

    The ways are the engine's (:func:`bglearn.checking._splits`): fewest dice first; for a move
    on the board the lower die first; for a bear-off the exact die first, else the highest die
    (as players say "the 6 bears off from the 4-point"). The full check judges the whole play.
    """
    def preference(seq):
        if b != OFF:
            return (len(seq), 0, seq)
        exact = a - sum(seq[:-1]) == seq[-1]
        return (len(seq), not exact, tuple(-d for d in seq))

    for seq in sorted(_splits(a, b, pool), key=preference):
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
        Keyword options of :func:`bglearn.render.draw` for this step's picture:
        ``highlight``, ``arrows`` (replaces the step's own arrows, e.g. to show a move that is
        not allowed), ``last_move``, ``selected``, ``targets``.
    """

    text: str
    play: object = None
    decorations: object = None


def _as_step(step):
    if isinstance(step, Step):
        return step
    if isinstance(step, str):
        return Step(step)
    step = tuple(step)
    if not 1 <= len(step) <= 3:
        raise ValueError(f"a step is (text, play, decorations), not {step!r}")
    text = step[0]
    play = step[1] if len(step) > 1 else None
    deco = dict(step[2]) if len(step) > 2 and step[2] else None
    return Step(text, play, deco)


class WorkedExample:
    """A board explained step by step, with Previous / Next buttons.

    Each step shows the board as it stands at that moment, arrows for the moves the step makes
    (a ghost checker where each one lands), and a sentence. A step without moves shows the
    position reached, with a dashed ring where the previous step's checkers landed.

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

    def __init__(self, title, position, dice, steps, *, require_complete=True):
        self.title = title
        self.position = position
        self.dice = check_dice(dice)
        self.steps = tuple(_as_step(s) for s in steps)
        if not self.steps:
            raise ValueError("a worked example needs at least one step")
        pool = _dice_pool(self.dice)
        pos = position
        self._before = []      # position shown at each step
        self._moves = []       # single-die moves of each step
        self._left = []        # dice still to play at each step (before its moves)
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
                raise ValueError(f"the steps of {title!r} make {whole}, which is not legal: {verdict.message}")
            self.play = verdict.witness
        self.step = 0
        self._png_cache = {}
        self._widget = None

    def __len__(self):
        return len(self.steps)

    def __repr__(self):
        return f"<WorkedExample {self.title!r}: step {self.step + 1} of {len(self.steps)}>"

    # -- state ----------------------------------------------------------------------------

    def next(self):
        """Show the next step (no change on the last one). Returns None."""
        self.go(min(self.step + 1, len(self.steps) - 1))

    def previous(self):
        """Show the previous step (no change on the first one). Returns None."""
        self.go(max(self.step - 1, 0))

    def go(self, index):
        """Show step ``index`` (0-based; negative counts from the end).

        Raises
        ------
        IndexError
            If there is no such step.
        """
        n = len(self.steps)
        if not -n <= index < n:
            raise IndexError(f"step {index} of a {n}-step example")
        self.step = index % n
        self._refresh()

    @property
    def text(self):
        """The text of the step shown (str)."""
        return self.steps[self.step].text

    def position_at(self, index):
        """Return the Position shown at step ``index`` (before that step's moves)."""
        return self._before[index]

    def decorations(self, index):
        """Return the keyword options passed to :func:`bglearn.render.draw` for step ``index``."""
        s = self.steps[index]
        deco = {"dice": self.dice}
        used = len(_dice_pool(self.dice)) - len(self._left[index])
        if used:
            deco["dice_used"] = used
        if self._moves[index]:
            deco["arrows"] = list(self._moves[index])
        elif index > 0 and self._moves[index - 1]:
            deco["last_move"] = [t for _, t, _ in self._moves[index - 1] if t != OFF]
        deco.update(s.decorations or {})
        return deco

    def png(self, index=None):
        """Return the PNG bytes of step ``index`` (default: the step shown); cached."""
        index = self.step if index is None else index
        if index not in self._png_cache:
            self._png_cache[index] = _png(self._before[index], **self.decorations(index))
        return self._png_cache[index]

    # -- display --------------------------------------------------------------------------

    def _caption(self, index):
        return f"Step {index + 1} of {len(self.steps)}"

    def dice_left(self, index=None):
        """Return the dice still to play at step ``index`` (default: the step shown), before its moves.

        A tuple of die numbers, higher first (four entries for doubles); the board draws the
        used dice faded, and the step counter says which are left.
        """
        return self._left[self.step if index is None else index]

    def _counter_text(self, index):
        left = self.dice_left(index)
        if not left:
            return f"{self._caption(index)} · all dice played"
        dice = ", ".join(map(str, left))
        if not any(self._moves[index:]):
            # every move of the play is made: what is left cannot be played
            return f"{self._caption(index)} · no legal move for {dice}"
        return f"{self._caption(index)} · to play: {dice}"

    @property
    def widget(self):
        """The ipywidgets stepper (built on first use): title, board image, text, buttons."""
        if self._widget is None:
            import ipywidgets as w

            self._title = w.HTML(f"<b>{html.escape(self.title)}</b>")
            self._image = w.Image(format="png", layout=w.Layout(width=BOARD_WIDTH))
            self._text = w.HTML(layout=w.Layout(width=BOARD_WIDTH, min_height="3em"))
            self._prev = w.Button(description="◀ Previous", tooltip="Previous step")
            self._next = w.Button(description="Next ▶", tooltip="Next step")
            self._counter = w.Label()
            self._prev.on_click(lambda _b: self.previous())
            self._next.on_click(lambda _b: self.next())
            self._widget = w.VBox(
                [self._title, self._image, self._text, w.HBox([self._prev, self._next, self._counter])]
            )
            self._widget.add_class("bglearn-example")
            self._refresh()
        return self._widget

    def _refresh(self):
        if self._widget is None:
            return
        i = self.step
        self._image.value = self.png(i)
        self._text.value = f"<p>{self.steps[i].text}</p>"
        self._counter.value = self._counter_text(i)
        self._prev.disabled = i == 0
        self._next.disabled = i == len(self.steps) - 1

    def _repr_mimebundle_(self, include=None, exclude=None):
        data = self.widget._repr_mimebundle_() or {}
        data["image/png"] = _b64(self.png())
        data["text/plain"] = f"{self.title} — {self._caption(self.step)}: {_plain(self.text)}"
        return data

    def show_all(self):
        """Return every step as pictures with their text (a static page; no widgets).

        Returns
        -------
        StaticSteps
            Displays as HTML (each step's board and sentence) with the first board as a PNG
            fallback; ``.pictures`` holds one :class:`BoardPicture` per step.
        """
        pics = [
            BoardPicture(self.png(i), f"{self._caption(i)}: {_plain(s.text)}", self._before[i])
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

    def __init__(self, title, pictures):
        self.title = title
        self.pictures = pictures

    def _repr_mimebundle_(self, include=None, exclude=None):
        body = "".join(_figure_html(p.png, p.caption) for p in self.pictures)
        return {
            "text/html": f"<div><b>{html.escape(self.title)}</b>{body}</div>",
            "image/png": _b64(self.pictures[0].png),
            "text/plain": "\n".join([self.title] + [p.caption for p in self.pictures]),
        }

    def __len__(self):
        return len(self.pictures)


# ---------------------------------------------------------------------------------------------
# Quiz
# ---------------------------------------------------------------------------------------------


_POINT_RE = re.compile(r"\bthe (\d{1,2})-point\b|\bthe (bar)\b")


def _points_in(message):
    """Points named in an engine message ("the 18-point", "the bar"), in order, without repeats."""
    out = []
    for m in _POINT_RE.finditer(message):
        p = BAR if m.group(2) else int(m.group(1))
        if p not in out:
            out.append(p)
    return tuple(out)


class Quiz(QuizBase):
    """A question answered by typing a play; judged by the rules engine.

    The learner types a play in notation (``13/8 6/5``, ``24/13``, ``8/5(2)``) and presses
    Check (or Enter). :meth:`answer` does exactly what the button does:

    * a legal play is correct (when ``accept`` is given, only the plays it accepts are; another
      legal play is told so);
    * an illegal play gets :func:`bglearn.check_play`'s sentence naming the rule it breaks; the
      board shows the moves tried as dashed red arrows, the engine's *witness* (a legal play
      close to the one tried) as arrows, and the point concerned highlighted;
    * text that is not notation gets the reader's message; text that fits two plays asks which.

    "Show answer" draws a correct play with arrows; "Show legal plays" lists every legal play;
    with ``practise=KIND``, "Practise more" puts a fresh board of that kind (see
    :meth:`~QuizBase.practise`), on which every legal play is correct unless ``accept`` is a
    callable (notation in ``accept`` only fits the board it was written for).

    Parameters
    ----------
    question : str
        The question (plain text; a little HTML is allowed).
    position : Position
        The board; its side on roll answers.
    dice : (int, int)
        The roll to play.
    accept : None, str, Play, iterable of str/Play, or callable
        None: every legal play is correct. Notation or plays: exactly those (each must be
        legal). A callable ``f(play) -> bool``: the legal plays it approves (e.g.
        ``lambda p: p.hits > 0`` for "play a hit").
    hint : str, optional
        Shown by the Hint button (and by :meth:`show_hint`).
    explain : str, optional
        Added to the feedback once the question is solved (why the answer works).
    not_asked : str, optional
        Feedback for a legal play that ``accept`` rejects. Default: "That play is legal, but it
        is not what this question asks for."
    practise : str, optional
        A :data:`bglearn.practice.KINDS` name: adds "Practise more" (see :class:`QuizBase`).
    score : Score, optional
        The lesson's :class:`Score`.

    Attributes
    ----------
    solved : bool
        True once a correct answer has been given (stays True until a practice board).
    attempts : int
        Answers judged so far (unreadable and ambiguous ones count too).
    feedback : str
        The message of the last answer (plain text; '' before the first).
    last : Answer or None
        The last judgement.
    correct_plays : tuple of Play
        The legal plays the question accepts (never empty when a legal play exists).
    legal_plays : tuple of Play
        Every legal play of ``dice`` here.

    Raises
    ------
    ValueError
        If a play in ``accept`` is not legal here, or no legal play is accepted (a question
        without an answer), or ``practise`` is not a kind.
    bglearn.DiceError
        If ``dice`` is not a pair of ints 1-6.

    Examples
    --------
    >>> import bglearn as bg
    >>> quiz = Quiz("Which play makes the 5-point?", bg.Position.start(), (3, 1), accept="8/5 6/5")
    >>> quiz.answer("24/23 24/21").kind
    'not-asked'
    >>> quiz.answer("8/5 6/5").correct, quiz.solved
    (True, True)
    >>> quiz = Quiz("Play this roll: use both dice if you can.", bg.Position.start(), (6, 3),
    ...             practise="lower-die-first")
    >>> ex = quiz.practise(seed=1)
    >>> quiz.answer(quiz.answer_play()).correct
    True
    """

    def __init__(self, question, position, dice, *, accept=None, hint=None, explain=None, not_asked=None,
                 practise=None, score=None):
        self.not_asked = not_asked or _NOT_ASKED
        self._accept = accept
        self._last_text = None
        self._quiet = False
        super().__init__(question, position, dice, hint=hint, explain=explain, practise=practise, score=score)

    def _set_board(self, position, dice):
        dice = check_dice(dice)
        plays = legal_plays(position, dice)
        accept = self._accept
        if self.position is not None and not callable(accept):
            accept = None       # a practice board: notation written for the first board does not fit
        correct = self._accepted(position, dice, plays, accept)
        if not correct and plays:
            raise ValueError(f"no legal play answers {self.question!r}: check the position, dice and accept=")
        super()._set_board(position, dice)
        self.legal_plays = plays
        self.correct_plays = correct
        self._last_text = None

    @staticmethod
    def _accepted(position, dice, plays, accept):
        if accept is None:
            return plays
        if callable(accept) and not isinstance(accept, (str, Play)):
            return tuple(p for p in plays if accept(p))
        if isinstance(accept, (str, Play)):
            accept = [accept]
        out = []
        for a in accept:
            p = _as_play(position, dice, a)
            if p not in out:
                out.append(p)
        return tuple(out)

    # -- judging --------------------------------------------------------------------------

    def judge(self, text):
        """Return the :class:`Answer` for ``text`` without changing the quiz's state."""
        if isinstance(text, Play):
            text = text.notation(explicit=True)
        if text is None and not self.legal_plays:
            text = ""
        if not isinstance(text, str):
            return Answer(False, "unreadable", False, None,
                          f"Type a play as text, such as '13/8 6/5', not {text!r}.", None)
        if not text.strip() and self.legal_plays:
            # an empty answer is a pass: the engine says why it is not allowed (no example play)
            verdict = check_play(self.position, self.dice, "")
            return Answer(False, "illegal", False, verdict.rule,
                          f"{verdict.reason} Type a play, e.g. '13/8 6/5' (from/to for each checker).", None)
        try:
            verdict = check_play(self.position, self.dice, text)
        except AmbiguousPlayError as e:
            options = " or ".join(p.notation(explicit=True) for p in e.plays)
            return Answer(False, "ambiguous", False, None,
                          f"'{text.strip()}' could mean {options}: write the point where the checker "
                          "stops on the way.", None)
        except NotationError as e:
            return Answer(False, "unreadable", False, None, _sentence(str(e)), None)
        if not verdict.legal:
            return Answer(False, "illegal", False, verdict.rule, verdict.message, verdict.witness,
                          verdict.points or _points_in(verdict.message))
        play = verdict.witness
        if play in self.correct_plays or (play is None and not self.legal_plays):
            msg = f"Correct: {play if play is not None else 'no move (the turn passes)'}."
            return Answer(True, "correct", True, None, self._right(msg), play)
        # the not_asked text was written for the lesson's own board; practice boards get the plain one
        not_asked = self.not_asked if self.round == 0 else _NOT_ASKED
        if not_asked[:1].islower():  # written to follow "That play is legal, ..."
            text = f"You played {play}: that play is legal, {not_asked}"
        else:
            text = f"You played {play}. {not_asked}"
        return Answer(False, "not-asked", True, None, text, play)

    def answer(self, text):
        """Judge ``text`` as if typed and checked; update the state and the widget.

        Parameters
        ----------
        text : str or Play
            The play in notation (``'13/8 6/5'``), moves in any order; ``''`` for "no move".

        Returns
        -------
        Answer
            Also stored as :attr:`last`; its message becomes :attr:`feedback`.
        """
        return super().answer(text)

    def _after_answer(self, text):
        self._last_text = text if isinstance(text, str) else None

    def answer_play(self):
        """Return one correct play (the first of :attr:`correct_plays`; None when no move is possible)."""
        return self.correct_plays[0] if self.correct_plays else None

    def _solution(self):
        play = self.answer_play()
        return play, f"A correct answer: {play if play is not None else 'no move (the turn passes)'}.", play

    def show_answer(self):
        """Reveal a correct play: feedback text and arrows on the board. Returns the Play."""
        return super().show_answer()

    def show_legal_plays(self):
        """List every legal play of the roll here. Returns the list of notation strings."""
        names = [str(p) for p in self.legal_plays]
        if self._widget is not None:
            if names:
                items = "".join(f"<li><code>{html.escape(n)}</code></li>" for n in names)
                count = "1 legal play" if len(names) == 1 else f"{len(names)} legal plays"
                self._plays.value = (f"<p>{count}:</p><ul style='columns: 3; margin-top: 0'>{items}</ul>")
            else:
                self._plays.value = "<p>No legal play: the turn passes.</p>"
        return names

    # -- widget ---------------------------------------------------------------------------

    def _input_widgets(self, w):
        self._text = w.Text(placeholder="e.g. 13/8 6/5", continuous_update=False,
                            layout=w.Layout(width="14em"), description="Your play:")
        self._check = w.Button(description="Check", button_style="primary", tooltip="Judge my play")
        self._check.on_click(lambda _b: self._submit())
        self._text.observe(lambda _c: self._submit(), names="value")
        return [w.HBox([self._text, self._check])]

    def _extra_buttons(self, w):
        self._list = w.Button(description="Show legal plays", tooltip="List every legal play")
        self._list.on_click(lambda _b: self.show_legal_plays())
        return [self._list]

    def _extra_rows(self, w):
        self._plays = w.HTML(layout=w.Layout(width=BOARD_WIDTH))
        return [self._plays]

    def _sync_input(self, text):
        if isinstance(text, str) and self._text.value != text:
            self._set_text(text)

    def _set_text(self, text):
        self._quiet = True
        try:
            self._text.value = text
        finally:
            self._quiet = False

    def _reset_input(self):
        self._set_text("")
        self._plays.value = ""

    def _submit(self):
        """The Check button and Enter: judge the text box (once per distinct text)."""
        if self._quiet:
            return
        text = self._text.value
        if text == self._last_text and self.last is not None:
            return
        self.answer(text)

    def _draw(self, result):
        """Redraw the board for an answer: its arrows; for an illegal one, the moves tried
        (dashed red), the engine's witness play (arrows) and the point concerned highlighted."""
        extra = {}
        if result.kind in ("correct", "not-asked") and result.play is not None:
            extra = {"arrows": result.play}
        elif result.kind == "illegal":
            extra = {"highlight": list(result.points)}
            if result.play is not None:
                extra["arrows"] = result.play
            tried = _forbidden(self._tried_moves(), result.play)
            if tried:
                try:
                    self._image.value = self._board_png(forbidden=tried, **extra)
                    return
                except ValueError:   # e.g. a point out of range: no dashed arrows
                    pass
        self._image.value = self._board_png(**extra)

    def _tried_moves(self):
        try:
            paths = parse_segments(self._last_text or "")
        except NotationError:
            return []
        return [(a, b) for path in paths for a, b in zip(path, path[1:]) if a != b]


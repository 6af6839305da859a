"""Quiz plumbing and the question types that are not "type a play".

:mod:`bglearn.lessons` re-exports everything public here, so lesson notebooks write
``from bglearn.lessons import Score, DiceCountQuiz`` and never need this module by name.

:class:`QuizBase`
    What every quiz shares: the question, the board picture, feedback, attempts, "Show answer",
    "Hint", "Practise more" (a fresh board of the same kind from :func:`bglearn.practice.find`),
    reporting to a :class:`Score`, and the static PNG fallback. A question type only says how
    to read and judge an answer and which buttons to show.
:class:`DiceCountQuiz`
    "How many dice can be used here?" (0-4), checked with :func:`bglearn.dice_used`.
:class:`PointsQuiz`
    "Which points may bear off?" / "Where may this checker enter?" / "Which checkers can move?",
    checked from :func:`bglearn.legal_plays`.
:class:`LegalityQuiz`
    "Is this play legal? If not, which rule does it break?", checked with
    :func:`bglearn.check_play`.
:class:`ResultQuiz`
    "Single game, gammon or backgammon?", checked with :func:`bglearn.game_result`.
:class:`Score`
    Counts the quizzes of a lesson solved: "You solved 4 of 6 questions (2 on the first try)".

Every answer path can be driven from Python exactly as the buttons drive it (``quiz.answer(2)``,
``quiz.show_answer()``, ``quiz.practise(seed=1)``). ipywidgets and matplotlib are imported only
when a widget or a picture is made.

Examples
--------
>>> import bglearn as bg
>>> from bglearn.lessons import DiceCountQuiz, Score
>>> score = Score()
>>> pos = bg.Position.from_points(white={24: 1, 6: 14}, black={7: 2, 4: 2, 2: 11})
>>> quiz = DiceCountQuiz("How many dice can be used?", pos, (6, 3), score=score)
>>> quiz.answer(2).correct
False
>>> quiz.answer(1).correct, quiz.attempts
(True, 2)
>>> print(score)
You solved 1 of 1 question (0 on the first try).
"""

from __future__ import annotations

import base64
import html
import random as _random
import re
from typing import NamedTuple

from . import practice as _practice
from .checking import RULES, check_play
from .errors import AmbiguousPlayError, NotationError
from .notation import parse_segments
from .position import BAR, OFF, side_name
from .rules import check_dice, dice_used, game_result, legal_plays

__all__ = [
    "BOARD_WIDTH", "Answer", "Score", "QuizBase", "RULE_LABELS",
    "DiceCountQuiz", "PointsQuiz", "LegalityQuiz", "ResultQuiz",
]

#: CSS width of every board image in a widget. Without a fixed width JupyterLab and Notebook 7
#: stretch an ``ipywidgets.Image`` to the full cell width, which blurs it. The PNGs are drawn at
#: 520 x 440 pixels (6.5 x 5.5 inches at 80 dpi), so this shows them 1:1.
BOARD_WIDTH = "520px"


def _png(position, **options):
    from .render import render_png

    return render_png(position, **options)


def _b64(data):
    return base64.b64encode(data).decode("ascii")


def _plain(text):
    return re.sub(r"<[^>]+>", "", text)


def _sentence(text):
    text = text.strip()
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _pt(p):
    return "the bar" if p == BAR else f"the {p}-point"


def _join(items):
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _forbidden(segments, play):
    """The moves of ``segments`` that the (legal) ``play`` does not make: drawn dashed as not allowed."""
    made = [(m.from_point, m.to_point) for m in play.moves] if play is not None else []
    out = []
    for seg in segments:
        if seg in made:
            made.remove(seg)
        else:
            out.append(seg)
    return out


class Answer(NamedTuple):
    """How a quiz judged one answer.

    Attributes
    ----------
    correct : bool
        True when the answer is right.
    kind : str
        ``'correct'``; ``'wrong'`` (a readable answer that is not right: a wrong count, wrong
        points, a wrong legality or rule, a wrong result); for plays typed in :class:`Quiz`:
        ``'not-asked'`` (legal, but not what the question asks for), ``'illegal'`` (breaks a
        rule: see ``rule``), ``'ambiguous'`` (fits two different legal plays); and
        ``'unreadable'`` (an answer that cannot be read).
    legal : bool
        For typed plays: True for a legal play (``correct`` and ``not-asked``). For the other
        quiz types: whether the position/answer is consistent with the rules (True when correct).
    rule : str or None
        The rule code from :data:`bglearn.RULES` the feedback is about (for an illegal play:
        the rule it breaks; for a wrong count or wrong points: the rule that decides), if any.
    message : str
        The feedback shown to the learner, one or two plain sentences.
    play : Play or None
        A play drawn with arrows on the board: the play read (legal answers) or the engine's
        witness (a legal play that shows the point).
    points : tuple of int
        Points (mover's numbering, 25 = bar) the feedback is about; highlighted on the board.
    """

    correct: bool
    kind: str
    legal: bool
    rule: object
    message: str
    play: object
    points: tuple = ()


# ---------------------------------------------------------------------------------------------
# Score
# ---------------------------------------------------------------------------------------------


class Score:
    """The score of a lesson: how many of its quizzes are solved, and how many at the first try.

    Make one at the top of a lesson and give it to every quiz (``score=score``, or
    :meth:`add`); show it in the last cell. The widget updates itself as questions are answered.

    A quiz counts as *solved* once one of its questions has been answered right before "Show
    answer" was pressed for it (a right answer after the reveal is counted apart, in
    :attr:`after_reveal`); it counts *on the first try* when its first question was answered
    right with the first answer. Practice questions ("Practise more") solved are counted apart
    in :attr:`practised`.

    Parameters
    ----------
    quizzes : iterable of QuizBase, optional
        Quizzes to count from the start.

    Attributes
    ----------
    quizzes : list
        The quizzes counted, in the order added.

    Examples
    --------
    >>> import bglearn as bg
    >>> from bglearn.lessons import Quiz
    >>> score = Score()
    >>> q1 = Quiz("Play 3-1.", bg.Position.start(), (3, 1), score=score)
    >>> q2 = score.add(Quiz("Play 6-5.", bg.Position.start(), (6, 5)))
    >>> _ = q1.answer("8/5 6/5")
    >>> score.solved, score.total, score.first_try
    (1, 2, 1)
    >>> str(score)
    'You solved 1 of 2 questions (1 on the first try).'
    """

    def __init__(self, quizzes=()):
        self.quizzes = []
        self._widget = None
        for q in quizzes:
            self.add(q)

    def add(self, quiz):
        """Count ``quiz`` (once) and return it, so ``quiz = score.add(Quiz(...))`` reads well."""
        if not isinstance(quiz, QuizBase):
            raise TypeError(f"a Score counts quizzes, not {type(quiz).__name__}")
        if quiz not in self.quizzes:
            self.quizzes.append(quiz)
            quiz._scores.append(self)
            self._refresh()
        return quiz

    @property
    def total(self):
        """Number of quizzes counted (int)."""
        return len(self.quizzes)

    @property
    def solved(self):
        """Number of quizzes solved (int)."""
        return sum(1 for q in self.quizzes if q.ever_solved)

    @property
    def first_try(self):
        """Number of quizzes whose first question was answered right at the first try (int)."""
        return sum(1 for q in self.quizzes if q.first_try)

    @property
    def after_reveal(self):
        """Number of quizzes answered right only after "Show answer" (not counted as solved)."""
        return sum(1 for q in self.quizzes if q.after_reveal and not q.ever_solved)

    @property
    def practised(self):
        """Number of practice questions ("Practise more") answered right, over all quizzes (int)."""
        return sum(q.practised for q in self.quizzes)

    @property
    def text(self):
        """The score as one sentence (str)."""
        if not self.quizzes:
            return "No questions yet."
        n = self.total
        text = (f"You solved {self.solved} of {n} question{'s' if n != 1 else ''} "
                f"({self.first_try} on the first try)")
        if self.practised:
            text += f", and {self.practised} practice question{'s' if self.practised != 1 else ''}"
        if self.after_reveal:
            text += f"; {self.after_reveal} more after Show answer"
        return text + "."

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<Score {self.solved}/{self.total}, {self.first_try} first try, {self.practised} practised>"

    def _html(self):
        return f'<p style="font-size: 1.1em"><b>Score:</b> {html.escape(self.text)}</p>'

    @property
    def widget(self):
        """An ``ipywidgets.HTML`` with the score, updated after every answer (built on first use)."""
        if self._widget is None:
            import ipywidgets as w

            self._widget = w.HTML(self._html(), layout=w.Layout(width=BOARD_WIDTH))
            self._widget.add_class("bglearn-score")
        return self._widget

    def _refresh(self):
        if self._widget is not None:
            self._widget.value = self._html()

    def _repr_mimebundle_(self, include=None, exclude=None):
        data = self.widget._repr_mimebundle_() or {}
        data["text/plain"] = self.text
        data["text/html"] = self._html()
        return data


# ---------------------------------------------------------------------------------------------
# The shared plumbing of every quiz
# ---------------------------------------------------------------------------------------------

_LEGEND = ('<p style="color: #555; font-size: 0.9em">On the board: solid arrows show a legal play; '
           'red dashed arrows show moves that are not allowed.</p>')

_STYLE = {
    "correct": ("#0b6e2e", "✔ "),
    "not-asked": ("#8a5a00", "● "),
    "illegal": ("#b00020", "✘ "),
    "wrong": ("#b00020", "✘ "),
    "unreadable": ("#b00020", "? "),
    "ambiguous": ("#8a5a00", "? "),
    "reveal": ("#1e1e1e", ""),
    "hint": ("#1e1e1e", ""),
    "practise": ("#1e1e1e", ""),
}


class QuizBase:
    """What every quiz shares; subclasses say how an answer is read and judged.

    Parameters
    ----------
    question : str
        The question (plain text; a little HTML is allowed). It stays the same when
        "Practise more" changes the board, so word it to fit any board of the kind.
    position : Position
        The board; its side on roll is the one the question is about.
    dice : (int, int) or None
        The roll (None for a question without one, such as :class:`ResultQuiz`).
    hint : str, optional
        Shown by the Hint button (and by :meth:`show_hint`).
    explain : str, optional
        Added to the feedback of a right answer (why it is right). Not used for practice
        questions, whose board it may not fit.
    practise : str, optional
        A kind of :data:`bglearn.practice.KINDS`: adds a "Practise more" button, and
        :meth:`practise` makes a fresh question of that kind.
    score : Score, optional
        The lesson's score this quiz reports to.

    Attributes
    ----------
    solved : bool
        True once the current question has been answered right.
    attempts : int
        Answers judged for the current question (unreadable ones count too).
    feedback : str
        The message shown now (plain text; '' before the first answer).
    last : Answer or None
        The last judgement.
    revealed : bool
        True once "Show answer" was used on the current question.
    ever_solved : bool
        True once any question of this quiz was answered right (what :class:`Score` counts).
    first_try : bool
        True when the first question was answered right with the first answer, before a reveal.
    practised : int
        Practice questions answered right.
    practise_kind : str or None
        The ``practise=`` kind.
    """

    _type_name = "Quiz"
    _check_label = "Check"

    def __init__(self, question, position, dice, *, hint=None, explain=None, practise=None, score=None):
        self.question = question
        self.hint = hint
        self.explain = explain
        self.practise_kind = None if practise is None else self._check_practise(practise)
        self.position = None
        self.dice = None
        self._set_board(position, dice)
        self.solved = False
        self.attempts = 0
        self.feedback = ""
        self.last = None
        self.revealed = False
        self.ever_solved = False
        self.after_reveal = False
        self.first_try = False
        self.practised = 0
        self.round = 0          # 0 for the question as written, then one more per practice question
        self._rng = None
        self._scores = []
        self._widget = None
        if score is not None:
            score.add(self)

    # -- what a subclass provides ------------------------------------------------------------

    def _set_board(self, position, dice):
        """Validate and store the board and everything derived from it (raise ValueError if
        this board cannot make the question). Must not change anything before validating."""
        self.position = position
        self.dice = None if dice is None else check_dice(dice)

    def judge(self, answer):  # pragma: no cover - every subclass defines it
        """Return the :class:`Answer` for ``answer`` without changing the quiz's state."""
        raise NotImplementedError

    def _solution(self):  # pragma: no cover
        """``(value, sentence, play)`` of the right answer, for :meth:`show_answer`."""
        raise NotImplementedError

    def verify(self, right, wrong=None):
        """Check this question's answer paths without touching the learner's state; return True.

        For lesson authors and teachers (a lesson's ``# check`` cells): ``right`` must be judged
        correct; each ``answer: rule`` of ``wrong`` must be judged wrong with that rule code (None
        for a legal play the question does not ask for, or a slip no rule names); the answer "Show
        answer" would reveal must be judged correct. Only :meth:`judge` is used, so
        :attr:`attempts`, :attr:`solved` and the score stay as they were.

        Raises
        ------
        AssertionError
            Naming the answer and the judgement that differ.
        """
        before = (self.attempts, self.solved, self.revealed)
        got = self.judge(right)
        assert got.correct, f"{right!r} should be right: {got}"
        for answer, rule in (wrong or {}).items():
            got = self.judge(answer)
            assert not got.correct and got.rule == rule, f"{answer!r} should break {rule!r}: {got}"
        shown = self._solution()[0]
        assert self.judge("" if shown is None else shown).correct, f"the revealed {shown!r} is not judged right"
        assert (self.attempts, self.solved, self.revealed) == before
        return True

    def _input_widgets(self, w):
        """The widgets the learner answers with (a list of rows)."""
        return []

    def _sync_input(self, answer):
        """Show ``answer`` in the input widgets (when it was given from Python)."""

    def _reset_input(self):
        """Clear the input widgets (a new practice question)."""

    def _decorations(self):
        """Render options of the question's board (besides ``dice``)."""
        return {}

    def _check_practise(self, kind):
        _practice._check_kind(kind)
        if kind == "game-result":
            raise ValueError(f"practise='game-result' gives finished games, for ResultQuiz, not {type(self).__name__}")
        return kind

    # -- answering ---------------------------------------------------------------------------

    def answer(self, answer):
        """Judge ``answer`` as if given with the widget; update the state, the score and the widget.

        Returns
        -------
        Answer
            Also stored as :attr:`last`; its message becomes :attr:`feedback`.
        """
        result = self.judge(answer)
        self.attempts += 1
        if result.correct and not self.solved:
            self.solved = True
            if self.revealed:
                self.after_reveal = True  # right only after "Show answer": not counted as solved
            elif self.round == 0:
                self.ever_solved = True
                self.first_try = self.attempts == 1
            else:
                self.ever_solved = True
                self.practised += 1
        self.feedback = result.message
        self.last = result
        self._after_answer(answer)
        if self._widget is not None:
            self._sync_input(answer)
            self._set_feedback(result.kind, result.message)
            if not result.correct and result.play is not None:
                self._out.value += _LEGEND
            self._draw(result)
        for score in self._scores:
            score._refresh()
        return result

    def _after_answer(self, answer):
        """Hook: remember what is needed to draw the answer."""

    def _right(self, message):
        """The feedback of a right answer: ``message`` and, for the written question, ``explain``."""
        if self.explain and self.round == 0:
            return f"{message} {self.explain}"
        return message

    def show_answer(self):
        """Reveal the right answer (feedback text; arrows of a play that shows it). Returns it."""
        value, sentence, play = self._solution()
        self.revealed = True
        self.feedback = self._right(sentence)
        if self._widget is not None:
            self._set_feedback("reveal", self.feedback)
            self._image.value = self._board_png(**({"arrows": play} if play is not None else {}))
        return value

    def show_hint(self):
        """Return the hint (and show it under the question). None when there is no hint.

        On a practice board (after :meth:`practise`) the hint written for the original board may
        not fit, so the rule of the practice kind is given instead.
        """
        hint = self.hint
        if self.round and self.practise_kind is not None:
            hint = _practice.describe(self.practise_kind)
        if self._widget is not None and hint:
            self._set_feedback("hint", "Hint: " + hint)
        return hint

    # -- practice ----------------------------------------------------------------------------

    def practise(self, seed=None):
        """Replace the board with a fresh one of the ``practise=`` kind and start over.

        The position and dice come from :func:`bglearn.practice.find`; :attr:`solved`,
        :attr:`attempts`, :attr:`feedback`, :attr:`last` and :attr:`revealed` are reset (the
        score keeps what was already counted). The question text stays.

        Parameters
        ----------
        seed : int, optional
            The same seed gives the same board. Default: the next board of this quiz's own
            random sequence (each press of "Practise more" gives a new one).

        Returns
        -------
        bglearn.practice.Example
            The new position and dice.

        Raises
        ------
        ValueError
            If the quiz was made without ``practise=``.
        bglearn.practice.PracticeError
            If no fitting board is found (practically never).
        """
        if self.practise_kind is None:
            raise ValueError("this quiz has no practise= kind, so it cannot make practice questions")
        if seed is not None:
            rng = _random.Random(seed)
        else:
            if self._rng is None:
                self._rng = _random.Random()
            rng = self._rng
        error = None
        for _ in range(20):
            example = self._practice_example(rng)
            try:
                self._set_board(example.position, example.dice)
            except ValueError as e:   # this board does not fit the question: take another
                error = e
                continue
            break
        else:
            raise _practice.PracticeError(f"no practice board fits {self.question!r}: {error}")
        self.round += 1
        self.solved = False
        self.attempts = 0
        self.feedback = ""
        self.last = None
        self.revealed = False
        if self._widget is not None:
            self._reset_input()
            self._set_feedback("practise", "A new board: same question.")
            self._image.value = self._board_png()
        for score in self._scores:
            score._refresh()
        return example

    def _practice_example(self, rng):
        """The next practice board (a subclass may prepare more, e.g. the play to show)."""
        return _practice.find(self.practise_kind, rng)

    # -- widget ------------------------------------------------------------------------------

    @property
    def widget(self):
        """The ipywidgets panel (built on first use): question, board, answer input, buttons, feedback."""
        if self._widget is None:
            import ipywidgets as w

            self._question = w.HTML(f"<p><b>{self.question}</b></p>", layout=w.Layout(width=BOARD_WIDTH))
            self._image = w.Image(value=self._board_png(), format="png", layout=w.Layout(width=BOARD_WIDTH))
            self._reveal = w.Button(description="Show answer", tooltip="Show the right answer")
            self._reveal.on_click(lambda _b: self.show_answer())
            buttons = [self._reveal]
            if self.hint:
                self._hint = w.Button(description="Hint")
                self._hint.on_click(lambda _b: self.show_hint())
                buttons.insert(0, self._hint)
            buttons += self._extra_buttons(w)
            if self.practise_kind is not None:
                self._more = w.Button(description="Practise more", icon="refresh",
                                      tooltip="A new board where the same rule decides")
                self._more.on_click(lambda _b: self.practise())
                buttons.append(self._more)
            self._out = w.HTML(layout=w.Layout(width=BOARD_WIDTH))
            rows = self._input_widgets(w)
            self._widget = w.VBox([self._question, self._image, *rows, w.HBox(buttons), self._out,
                                   *self._extra_rows(w)])
            self._widget.add_class("bglearn-quiz")
            if self.last is not None:
                self._set_feedback(self.last.kind, self.last.message)
                self._draw(self.last)
        return self._widget

    def _extra_buttons(self, w):
        return []

    def _extra_rows(self, w):
        return []

    def _board_png(self, **extra):
        options = dict(self._decorations())
        options.update(extra)
        return _png(self.position, dice=self.dice, **options)

    def _draw(self, result):
        """Redraw the board for an answer: the play's arrows, the points concerned highlighted."""
        extra = {}
        if result.play is not None:
            extra["arrows"] = result.play
        if result.points:
            extra["highlight"] = list(result.points)
        self._image.value = self._board_png(**extra)

    def _set_feedback(self, kind, message):
        color, mark = _STYLE.get(kind, ("#1e1e1e", ""))
        self._out.value = f'<p style="color: {color}">{mark}{html.escape(message)}</p>'

    def png(self):
        """Return the PNG bytes of the quiz board as it would be drawn now."""
        if self._widget is not None:
            return bytes(self._image.value)
        return self._board_png()

    def _plain_question(self):
        dice = f" (dice {self.dice[0]}-{self.dice[1]})" if self.dice else ""
        return f"{self._type_name}: {_plain(self.question)}{dice}"

    def _repr_mimebundle_(self, include=None, exclude=None):
        data = self.widget._repr_mimebundle_() or {}
        data["image/png"] = _b64(self.png())
        data["text/plain"] = self._plain_question()
        return data

    def __repr__(self):
        state = "solved" if self.solved else f"{self.attempts} attempts"
        return f"<{type(self).__name__} {self.question!r} ({state})>"


class _ChoiceQuiz(QuizBase):
    """A quiz answered by pressing one of a few buttons (each button answers at once)."""

    def _options(self):  # pragma: no cover
        """``[(label, value), ...]`` of the buttons."""
        raise NotImplementedError

    def _input_widgets(self, w):
        self._choices = w.HBox(layout=w.Layout(flex_flow="row wrap", width=BOARD_WIDTH))
        self._fill_choices(w)
        return [self._choices]

    def _fill_choices(self, w=None):
        if w is None:
            import ipywidgets as w
        self._buttons = {}
        for label, value in self._options():
            b = w.Button(description=label, tooltip=label, layout=w.Layout(width="auto"))
            b.on_click(lambda _b, v=value: self.answer(v))
            self._buttons[value] = b
        self._choices.children = tuple(self._buttons.values())

    def _sync_input(self, answer):
        for value, b in self._buttons.items():
            b.button_style = "info" if value == self._normal(answer) else ""

    def _reset_input(self):
        self._fill_choices()

    def _normal(self, answer):
        return answer


# ---------------------------------------------------------------------------------------------
# DiceCountQuiz
# ---------------------------------------------------------------------------------------------


class DiceCountQuiz(_ChoiceQuiz):
    """"How many dice can be used here?": the learner answers 0-4; checked by :func:`bglearn.dice_used`.

    The right number is the number of moves every legal play makes: 2 for a non-double when any
    order uses both dice, 1 when only one can be played, 0 when no move is possible; 0-4 for
    doubles. The widget has buttons 0-4 for every roll (3 or 4 for a non-double is the
    "doubles" mistake, rule ``'too-many-moves'``). A wrong answer names the rule that decides
    and draws a legal play with arrows.

    Parameters
    ----------
    question : str
    position : Position
    dice : (int, int)
    **options
        ``hint``, ``explain``, ``practise`` (e.g. ``'doubles-partial'``, ``'higher-die'``,
        ``'dance'``), ``score``: see :class:`QuizBase`.

    Attributes
    ----------
    count : int
        The right answer.

    Examples
    --------
    >>> import bglearn as bg
    >>> quiz = DiceCountQuiz("How many dice?", bg.Position.start(), (6, 5))
    >>> quiz.count
    2
    >>> quiz.answer("1").rule
    'must-use-both-dice'
    """

    _type_name = "How many dice"

    def __init__(self, question, position, dice, **options):
        super().__init__(question, position, dice, **options)

    def _set_board(self, position, dice):
        dice = check_dice(dice)
        count = dice_used(position, dice)
        plays = legal_plays(position, dice)
        super()._set_board(position, dice)
        self.count = count
        self.legal_plays = plays

    def _options(self):
        return [(str(n), n) for n in range(5)]

    def _normal(self, answer):
        try:
            return int(str(answer).strip())
        except ValueError:
            return None

    def _rule(self):
        d1, d2 = self.dice
        if self.count == 0:
            return "must-pass"
        if d1 == d2:
            return "must-use-more-dice"
        if self.count == 2:
            return "must-use-both-dice"
        if all(_practice.single_moves(self.position, d) for d in self.dice):
            return "must-use-higher-die"     # either die alone, not both: the higher one
        return None

    def _unit(self, n):
        """'die'/'dice' for a non-double, 'move'/'moves' for a double (four moves of one number)."""
        if self.dice[0] == self.dice[1]:
            return "move" if n == 1 else "moves"
        return "die" if n == 1 else "dice"

    def judge(self, answer):
        n = self._normal(answer)
        if n is None or isinstance(answer, bool) or not 0 <= n <= 4:
            return Answer(False, "unreadable", False, None,
                          "Answer with a number from 0 to 4 (how many dice can be played).", None)
        play = self.legal_plays[0] if self.legal_plays else None
        rule = self._rule()
        if n > 2 and self.dice[0] != self.dice[1]:
            return Answer(False, "wrong", False, "too-many-moves",
                          f"{self.dice[0]}-{self.dice[1]} is not a double: it gives two moves at most (only "
                          "doubles are played four times).", None)
        if n == self.count:
            msg = {0: "Right: no move is possible, so the turn passes."}.get(
                n, f"Right: {n} {self._unit(n)} can be played, e.g. {play}.")
            return Answer(True, "correct", True, None, self._right(msg), play)
        if n > self.count:
            # more than possible: with no move at all the turn must pass; otherwise a counting slip
            rule = "must-pass" if self.count == 0 else None
            if self.count == 0:
                msg = "Look again: no checker can make any of these moves, so the turn passes."
            else:
                msg = (f"Not that many: try it on the board; no order of moves and no choice of checkers "
                       f"makes {n} {'move' if n == 1 else 'moves'} here. The arrows show a legal play.")
        else:
            if n == 0:
                rule = "must-move"
            reason = {
                "must-use-both-dice": "both dice must be used when any order of moves allows it",
                "must-use-more-dice": "with doubles as many of the four moves as possible must be played",
                "must-move": "you may not pass while a move is possible",
            }.get(rule, "as many dice as possible must be played")
            msg = f"More can be used: {reason}. The arrows show a play that uses more than {n}."
        return Answer(False, "wrong", False, rule, msg, play)

    def _solution(self):
        play = self.legal_plays[0] if self.legal_plays else None
        if self.count == 0:
            return 0, "The answer is 0: no move is possible, so the turn passes.", None
        return self.count, f"The answer is {self.count}, e.g. {play}.", play


# ---------------------------------------------------------------------------------------------
# PointsQuiz
# ---------------------------------------------------------------------------------------------


def _checker_paths(play):
    """``[(origin, move), ...]``: for each single-die move of ``play``, the point its checker
    started the turn on (a checker standing there from the start is preferred to one that
    arrived during the turn)."""
    me = list(play.position.mover_and_opponent()[0])
    arrived = {}
    out = []
    for m in play.moves:
        s, t = m.from_point, m.to_point
        if me[s] > len(arrived.get(s, ())):
            origin = s
        else:
            origin = arrived[s].pop()
        me[s] -= 1
        me[t] += 1
        arrived.setdefault(t, []).append(origin)
        out.append((origin, m))
    return out


_ASK = {
    "bear-off": ("bear off", "points from which a checker is borne off in at least one legal play"),
    "enter": ("enter", "points (19-24 in the mover's numbering) where a checker from the bar lands in at "
                       "least one legal play"),
    "move-from": ("move", "points (25 = the bar) holding a checker that moves in at least one legal play"),
}


def _read_points(answer):
    """A set of points from ``'6 5 4'``, ``'6, 5'``, ``'bar 3'``, ``'none'``, or an iterable of ints."""
    if isinstance(answer, str):
        text = answer.strip().lower()
        if text in ("", "none", "no", "-", "nothing"):
            return frozenset()
        out = set()
        for tok in re.split(r"[\s,;/]+", text):
            if not tok:
                continue
            if tok in ("bar", "b"):
                out.add(BAR)
            elif tok.isdigit() and 1 <= int(tok) <= 25:
                out.add(int(tok))
            else:
                raise ValueError(f"{tok!r} is not a point number")
        return frozenset(out)
    try:
        out = frozenset(int(p) for p in answer)
    except (TypeError, ValueError):
        raise ValueError(f"{answer!r} is not a list of point numbers") from None
    if any(not 1 <= p <= 25 for p in out):
        raise ValueError("point numbers are 1-24, and 25 for the bar")
    return out


class PointsQuiz(QuizBase):
    """"Which points ...?": the learner ticks points (or types ``'6 5 4'``); checked from the legal plays.

    What is asked (``ask``), and the exact set of right points:

    ``'bear-off'``
        "Which points may bear off?": the points (1-6) from which a checker is borne off in at
        least one legal play of the roll. A checker that moves inside and then off counts for
        the point it started the turn on.
    ``'enter'``
        "Where may the checker on the bar enter?": the points where a checker from the bar
        lands in at least one legal play (19-24 in the mover's numbering, i.e. the
        opponent's home board).
    ``'move-from'``
        "Which points have a checker that can move?": the points (25 = the bar) holding a
        checker that moves in at least one legal play (a checker standing there from the
        start, not one that only arrives during the turn).

    The answer must be exactly that set. "none" (or an empty selection) is the answer when the
    set is empty. All points are in the numbering of the side on roll, as printed on the board.

    Parameters
    ----------
    question : str
    position : Position
    dice : (int, int)
    ask : {'bear-off', 'enter', 'move-from'}
    **options
        ``hint``, ``explain``, ``practise`` (e.g. ``'bear-off-inside'``, ``'enter'``), ``score``:
        see :class:`QuizBase`.

    Attributes
    ----------
    points : frozenset of int
        The right answer.

    Raises
    ------
    ValueError
        For an unknown ``ask``.

    Examples
    --------
    >>> import bglearn as bg
    >>> pos = bg.Position.from_points(white={5: 2, 3: 3, 1: 2, "off": 8}, black={1: 15})
    >>> quiz = PointsQuiz("Which points may bear off?", pos, (6, 3), ask="bear-off")
    >>> sorted(quiz.points)
    [3, 5]
    >>> quiz.answer("5 3 1").rule
    'bear-off-higher-point-occupied'
    >>> quiz.answer([5, 3]).correct
    True
    """

    _type_name = "Which points"

    def __init__(self, question, position, dice, *, ask="bear-off", **options):
        if ask not in _ASK:
            raise ValueError(f"ask is one of {', '.join(map(repr, _ASK))}, not {ask!r}")
        self.ask = ask
        super().__init__(question, position, dice, **options)

    def _set_board(self, position, dice):
        dice = check_dice(dice)
        plays = legal_plays(position, dice)
        points, witness = set(), {}
        for play in plays:
            for origin, m in _checker_paths(play):
                if self.ask == "bear-off" and m.to_point == OFF:
                    p = origin
                elif self.ask == "enter" and m.from_point == BAR:
                    p = m.to_point
                elif self.ask == "move-from":
                    p = origin
                else:
                    continue
                points.add(p)
                witness.setdefault(p, play)
        super()._set_board(position, dice)
        self.legal_plays = plays
        self.points = frozenset(points)
        self._witness = witness
        self._picked = frozenset()

    def _names(self, points):
        return _join([("bar" if p == BAR else str(p)) for p in sorted(points, reverse=True)]) or "none"

    def _extra_point_rule(self, p):
        """The engine's verdict on using point ``p`` the way the question asks (or None)."""
        if self.ask == "bear-off":
            texts = [f"{p}/off"]
        elif self.ask == "enter":
            texts = [f"bar/{p}"]
        else:
            start = 25 if p == BAR else p
            # moves that stay on the board first: their rule (a blocked point) is the one a learner
            # meets; a bear-off is tried last
            dice = sorted(set(self.dice), key=lambda d: (start - d <= 0, -d))
            texts = [f"{'bar' if p == BAR else p}/{max(start - d, 0) or 'off'}" for d in dice]
        for text in texts:
            try:
                verdict = check_play(self.position, self.dice, text)
            except (NotationError, AmbiguousPlayError):
                continue
            if not verdict.legal:
                return verdict
        return None

    def judge(self, answer):
        try:
            picked = _read_points(answer)
        except ValueError as e:
            return Answer(False, "unreadable", False, None,
                          f"{_sentence(str(e))} Answer with point numbers such as '6 5 4', or 'none'.", None)
        if picked == self.points:
            msg = f"Right: {self._names(self.points)}." if self.points else "Right: none."
            play = self._witness[max(self.points)] if self.points else None
            return Answer(True, "correct", True, None, self._right(msg), play)
        verb = _ASK[self.ask][0]
        extra = sorted(picked - self.points, reverse=True)
        missing = sorted(self.points - picked, reverse=True)
        if extra:
            p = extra[0]
            verdict = self._extra_point_rule(p)
            if verdict is not None:
                msg = f"Not {_pt(p)}. {verdict.reason}"
                return Answer(False, "wrong", False, verdict.rule, msg, verdict.witness,
                              tuple(dict.fromkeys((p,) + tuple(verdict.points))))
            return Answer(False, "wrong", False, None,
                          f"No checker can {verb} from {_pt(p)} in any legal play of this roll.", None, (p,))
        p = missing[0]
        n = len(missing)
        if not picked:
            msg = (f"Not none: {n} point{'s' if n > 1 else ''} can {verb}. The arrows show a legal play that "
                   f"uses one of them.")
        else:
            msg = (f"Not all: {n} more point{'s' if n > 1 else ''} can {verb}. The arrows show a legal play "
                   f"that uses one of them.")
        return Answer(False, "wrong", False, None, msg, self._witness[p])

    def _solution(self):
        if not self.points:
            return frozenset(), "The answer is none: no legal play does that with this roll.", None
        play = self._witness[max(self.points)]
        return self.points, f"The answer is {self._names(self.points)} (e.g. {play}).", play

    # widget: one toggle button per candidate point, and Check

    def _candidates(self):
        me = self.position.mover_and_opponent()[0]
        if self.ask == "bear-off":
            return list(range(6, 0, -1))
        if self.ask == "enter":
            return list(range(24, 18, -1))
        return [p for p in range(25, 0, -1) if me[p]]

    def _input_widgets(self, w):
        self._toggles = w.HBox(layout=w.Layout(flex_flow="row wrap", width=BOARD_WIDTH))
        self._check = w.Button(description="Check", button_style="primary", tooltip="Judge the points ticked")
        self._check.on_click(lambda _b: self.answer(self._ticked()))
        self._fill_toggles(w)
        return [self._toggles, w.HBox([w.Label("Click the points (again to take one back), then"), self._check])]

    def _fill_toggles(self, w=None):
        if w is None:
            import ipywidgets as w
        self._toggle = {p: w.ToggleButton(description="bar" if p == BAR else str(p), value=False,
                                          layout=w.Layout(width="3.5em"))
                        for p in self._candidates()}
        self._toggles.children = tuple(self._toggle.values())

    def _ticked(self):
        return frozenset(p for p, t in self._toggle.items() if t.value)

    def _sync_input(self, answer):
        try:
            picked = _read_points(answer)
        except ValueError:
            return
        for p, t in self._toggle.items():
            t.value = p in picked

    def _reset_input(self):
        self._fill_toggles()


# ---------------------------------------------------------------------------------------------
# LegalityQuiz
# ---------------------------------------------------------------------------------------------

#: Each rule code of :data:`bglearn.RULES` in plain words (the choices of a :class:`LegalityQuiz`).
RULE_LABELS = {
    "not-your-checker": "There is no checker of yours to move",
    "wrong-distance": "A move does not match the dice",
    "blocked-point": "A checker lands on a blocked point",
    "blocked-intermediate": "A checker using both dice stops on a blocked point",
    "must-enter-first": "A checker on the bar must enter first",
    "bear-off-not-all-home": "Bearing off before all 15 are home",
    "bear-off-higher-point-occupied": "Bearing off from a lower point while a higher one is occupied",
    "must-use-both-dice": "Only one die played when both could be",
    "must-use-higher-die": "The higher die must be played",
    "must-use-more-dice": "More moves of the double could be played",
    "must-move": "Passing while a move is possible",
    "too-many-moves": "More moves than the roll gives",
    "must-pass": "No move is possible at all",
}

# plausible wrong reasons for each rule (and for a legal play)
_RELATED = {
    None: ("must-use-both-dice", "blocked-point", "must-use-higher-die"),
    "not-your-checker": ("wrong-distance", "blocked-point", "too-many-moves"),
    "wrong-distance": ("must-use-both-dice", "blocked-point", "too-many-moves"),
    "blocked-point": ("blocked-intermediate", "wrong-distance", "must-use-both-dice"),
    "blocked-intermediate": ("blocked-point", "wrong-distance", "must-use-both-dice"),
    "must-enter-first": ("blocked-point", "must-use-both-dice", "must-use-higher-die"),
    "bear-off-not-all-home": ("bear-off-higher-point-occupied", "wrong-distance", "must-use-both-dice"),
    "bear-off-higher-point-occupied": ("bear-off-not-all-home", "wrong-distance", "must-use-higher-die"),
    "must-use-both-dice": ("must-use-higher-die", "blocked-point", "wrong-distance"),
    "must-use-higher-die": ("must-use-both-dice", "blocked-point", "must-move"),
    "must-use-more-dice": ("must-use-both-dice", "too-many-moves", "blocked-point"),
    "must-move": ("must-pass", "must-use-both-dice", "must-use-higher-die"),
    "too-many-moves": ("wrong-distance", "must-use-more-dice", "must-use-both-dice"),
    "must-pass": ("must-enter-first", "blocked-point", "must-move"),
}

LEGAL = "legal"


class LegalityQuiz(_ChoiceQuiz):
    """"Is this play legal?": the board shows the play as arrows; the learner answers ``'legal'``
    or picks the rule it breaks. Checked by :func:`bglearn.check_play`.

    The choices are "It is legal" and three or four rules in plain words (:data:`RULE_LABELS`):
    the rule the play breaks (if any) and plausible others. An answer is ``'legal'`` or a rule
    code (or its label). A wrong "legal" gets the engine's sentence and the witness play drawn;
    a wrong rule is told to look again.

    Parameters
    ----------
    question : str
    position : Position
    dice : (int, int)
    play_text : str
        The play shown, in notation (``''`` for "no move"). It need not be legal, but it must be
        readable and unambiguous.
    choices : iterable of str, optional
        Rule codes offered besides "legal" (default: the right one and its usual neighbours).
        The right answer is always added.
    **options
        ``hint``, ``explain``, ``practise``, ``score``: see :class:`QuizBase`. With
        ``practise=KIND`` a practice board shows the tempting mistake of that kind
        (:func:`bglearn.practice.tempting_play`) or, half of the time or when there is none,
        a legal play.

    Attributes
    ----------
    verdict : Verdict
        :func:`bglearn.check_play`'s verdict on the play.
    right : str
        ``'legal'`` or the rule code broken.
    choices : tuple of str
        ``'legal'`` and rule codes, in the order shown.

    Raises
    ------
    bglearn.NotationError, bglearn.AmbiguousPlayError
        If ``play_text`` cannot be read or fits two plays.
    ValueError
        If a choice is not a rule code.

    Examples
    --------
    >>> import bglearn as bg
    >>> quiz = LegalityQuiz("Is this play legal?", bg.Position.start(), (6, 5), "24/18")
    >>> quiz.right
    'must-use-both-dice'
    >>> quiz.answer("legal").correct
    False
    >>> quiz.answer("must-use-both-dice").correct
    True
    """

    _type_name = "Is this play legal"

    def __init__(self, question, position, dice, play_text, *, choices=None, **options):
        if choices is not None:
            bad = [c for c in choices if c not in RULES]
            if bad:
                raise ValueError(f"choices must be rule codes of bglearn.RULES, not {bad!r}")
        self._given_choices = None if choices is None else tuple(choices)
        self._next_text = play_text
        super().__init__(question, position, dice, **options)

    def _set_board(self, position, dice):
        dice = check_dice(dice)
        text = self._next_text
        verdict = check_play(position, dice, text)     # NotationError / AmbiguousPlayError pass through
        segments = [(a, b) for path in parse_segments(text) for a, b in zip(path, path[1:])]
        right = LEGAL if verdict.legal else verdict.rule
        rules = list(self._given_choices or _RELATED[verdict.rule])
        if right != LEGAL and right not in rules:
            rules.insert(0, right)
        super()._set_board(position, dice)
        self.play_text = text
        self.verdict = verdict
        self.right = right
        self._segments = segments
        self.choices = (LEGAL,) + tuple(r for r in RULES if r in rules)

    def _practice_example(self, rng):
        # the board, and the play shown on it: the kind's typical mistake, or (half of the time,
        # or when the kind has none) a legal play; the choices given stay (the right one is added)
        example = _practice.find(self.practise_kind, rng)
        wrong = _practice.tempting_play(self.practise_kind, example.position, example.dice)
        plays = legal_plays(example.position, example.dice)
        if wrong is None or rng.random() < 0.5:
            self._next_text = rng.choice(plays).notation(explicit=True) if plays else ""
        else:
            self._next_text = wrong
        return example

    def _options(self):
        return [("It is legal" if c == LEGAL else RULE_LABELS[c], c) for c in self.choices]

    def _normal(self, answer):
        if isinstance(answer, str):
            a = answer.strip()
            if a.lower() in ("legal", "yes", "it is legal"):
                return LEGAL
            for code, label in RULE_LABELS.items():
                if a == code or a.lower() == label.lower():
                    return code
        return None

    def _decorations(self):
        if not self._segments:
            return {}
        if all(0 <= b < a <= 25 for a, b in self._segments):
            return {"arrows": self._segments}
        return {"forbidden": self._segments}      # e.g. a move backwards: cannot be drawn as a play

    def judge(self, answer):
        a = self._normal(answer)
        if a is None:
            return Answer(False, "unreadable", False, None,
                          "Answer 'legal' or pick the rule the play breaks from the list.", None)
        v = self.verdict
        shown = self.play_text.strip() or "no move"
        if a == self.right:
            if a == LEGAL:
                msg = f"Right: {shown} is a legal play."
            else:
                msg = f"Right. {v.reason}"
            return Answer(True, "correct", True, v.rule, self._right(msg), v.witness, v.points)
        if a == LEGAL:
            return Answer(False, "wrong", False, v.rule, f"No, it is not legal. {v.message}", v.witness, v.points)
        if self.right == LEGAL:
            return Answer(False, "wrong", False, None,
                          "Look again: that rule is not broken here. Check each move against the dice and "
                          "the board.", None)
        return Answer(False, "wrong", False, None,
                      "It is not legal, but that is not the reason: look again at each move.", None)

    def _draw(self, result):
        extra = {}
        if result.play is not None and (result.kind == "wrong" or self.right != LEGAL):
            # the witness (solid arrows) and the moves of the play shown that it does not make
            # (dashed: not allowed)
            extra = {"forbidden": _forbidden(self._segments, result.play), "arrows": result.play}
        if result.points:
            extra["highlight"] = list(result.points)
        self._image.value = self._board_png(**extra)

    def _solution(self):
        v = self.verdict
        if self.right == LEGAL:
            return LEGAL, f"It is legal: {v.message}", None
        return self.right, f"It is not legal. {v.message}", v.witness


# ---------------------------------------------------------------------------------------------
# ResultQuiz
# ---------------------------------------------------------------------------------------------

_RESULTS = ("single", "gammon", "backgammon")
_RESULT_WORDS = {
    "single": "Single game (1 point)",
    "gammon": "Gammon (2 points)",
    "backgammon": "Backgammon (3 points)",
}


class ResultQuiz(_ChoiceQuiz):
    """"Single game, gammon or backgammon?" for a finished game; checked by :func:`bglearn.game_result`.

    Rule: the winner has borne off all fifteen; a single game if the loser has borne off at
    least one checker, a gammon if none, a backgammon if none and the loser still has a checker
    on the bar or in the winner's home board. Answers: ``'single'``, ``'gammon'``,
    ``'backgammon'`` (or the button labels).

    Parameters
    ----------
    question : str
    position : Position
        A finished game (one side has borne off all fifteen).
    **options
        ``hint``, ``explain``, ``practise`` (only ``'game-result'``), ``score``.

    Attributes
    ----------
    result : GameResult
        :func:`bglearn.game_result` of the position.

    Raises
    ------
    ValueError
        If the game is not over.

    Examples
    --------
    >>> import bglearn as bg
    >>> pos = bg.Position.from_points(white={"off": 15}, black={3: 14, 20: 1}, on_roll=bg.BLACK)
    >>> quiz = ResultQuiz("How much has White won?", pos)
    >>> quiz.answer("gammon").correct
    False
    >>> quiz.answer("backgammon").correct
    True
    """

    _type_name = "Single, gammon or backgammon"

    def __init__(self, question, position, **options):
        super().__init__(question, position, None, **options)

    def _check_practise(self, kind):
        if kind != "game-result":
            raise ValueError(f"a ResultQuiz practises with 'game-result', not {kind!r}")
        return kind

    def _set_board(self, position, dice):
        result = game_result(position)
        if result is None:
            raise ValueError("a ResultQuiz needs a finished game: one side must have borne off all 15 checkers")
        super()._set_board(position, None)
        self.result = result

    def _options(self):
        return [(_RESULT_WORDS[k], k) for k in _RESULTS]

    def _normal(self, answer):
        if isinstance(answer, str):
            a = answer.strip().lower()
            for k in _RESULTS:
                if a in (k, _RESULT_WORDS[k].lower(), k + " game"):
                    return k
        return None

    def _facts(self):
        """The sentence on the loser's checkers that decides, and the points (mover's numbering) concerned."""
        winner = self.result.winner
        loser = self.position.checkers(1 - winner)
        wname, lname = side_name(winner), side_name(1 - winner)
        off = loser[OFF]
        in_home = sum(loser[19:25]) + loser[BAR]
        mover = self.position.on_roll
        # the winner's home board is the loser's 19-24; in the mover's numbering:
        home = [p if mover != winner else 25 - p for p in range(19, 25) if loser[p]]
        points = tuple(sorted(home, reverse=True)) + ((BAR,) if loser[BAR] and mover != winner else ())
        if off:
            return f"{lname} has borne off {off} checker{'s' if off > 1 else ''}, so {wname} wins a single game.", ()
        if in_home:
            where = "on the bar or in " + wname + "'s home board"
            return (f"{lname} has borne off none and still has {in_home} checker{'s' if in_home > 1 else ''} {where}, "
                    f"so it is a backgammon."), points
        return (f"{lname} has borne off none, but has no checker on the bar or in {wname}'s home board, so it is "
                f"a gammon."), ()

    def judge(self, answer):
        a = self._normal(answer)
        if a is None:
            return Answer(False, "unreadable", False, None, "Answer 'single', 'gammon' or 'backgammon'.", None)
        sentence, points = self._facts()
        if a == self.result.kind:
            return Answer(True, "correct", True, None, self._right(f"Right: {sentence}"), None, points)
        if a == "single":
            hint = f"Count {side_name(1 - self.result.winner)}'s checkers borne off: are there any?"
        elif a == "gammon" and self.result.kind == "backgammon":
            hint = f"Look at the bar and at {side_name(self.result.winner)}'s home board."
        elif a == "gammon":
            hint = f"Count {side_name(1 - self.result.winner)}'s checkers borne off."
        else:
            hint = (f"A backgammon needs a checker still on the bar or in {side_name(self.result.winner)}'s "
                    "home board, and none borne off.")
        name = "single game" if a == "single" else a
        return Answer(False, "wrong", False, None, f"Not a {name}. {hint}", None)

    def _solution(self):
        sentence, _ = self._facts()
        name = "single game" if self.result.kind == "single" else self.result.kind
        return self.result.kind, f"It is a {name}: {sentence}", None

    def _plain_question(self):
        return f"{self._type_name}: {_plain(self.question)}"

"""What every question shares: :class:`Question`, :class:`ChoiceQuestion`, :class:`Answer`, :class:`Score`.

:class:`Question` holds the question, the board picture, feedback, attempts, "Show answer",
"Hint", "Practise more" (a fresh board of the same kind from :func:`bglearn.teach.practice.find`),
reporting to a :class:`Score`, and the static PNG fallback. A question kind only says how to read
and judge an answer and which buttons to show. Every answer path can be driven from Python
exactly as the buttons drive it (``quiz.answer(2)``, ``quiz.show_answer()``,
``quiz.practise(seed=1)``). These are models: they import no widget library. Their panels
(:mod:`bglearn.widgets.questions`) are built on first use (``quiz.widget``, or a notebook showing
the quiz) and told of every change; matplotlib is imported only when a picture is made.

Examples
--------
>>> import bglearn as bg
>>> from bglearn.teach import DiceCountQuestion, Score
>>> score = Score()
>>> pos = bg.Position.from_points(white={24: 1, 6: 14}, black={7: 2, 4: 2, 2: 11})
>>> quiz = DiceCountQuestion("How many dice can be used?", pos, (6, 3), score=score)
>>> quiz.answer(2).correct
False
>>> quiz.answer(1).correct, quiz.attempts
(True, 2)
>>> print(score)
You solved 1 of 1 question (0 on the first try).
"""

from __future__ import annotations

import html
import random as _random
import traceback
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from ...engine.constants import CHECKERS_PER_SIDE, side_name
from ...engine.position import Position
from ...engine.rules import check_dice, game_result
from ...errors import InputError, PracticeError
from .. import practice
from ..board_words import board_words
from ..shown import Shown
from ..text import alt_text, board_png, plain

if TYPE_CHECKING:
    from ...engine.moves import Play

_Q = TypeVar("_Q", bound="Question")

__all__ = ["Answer", "NOT_JUDGED", "Score", "Question", "ChoiceQuestion"]


class Answer(NamedTuple):
    """How a quiz judged one answer.

    Attributes
    ----------
    correct : bool
        True when the answer is right.
    kind : str
        ``'correct'``; ``'wrong'`` (a readable answer that is not right: a wrong count, wrong
        points, a wrong legality or rule, a wrong result); for plays typed in :class:`PlayQuestion`:
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
    rule: str | None
    message: str
    play: Play | None
    points: tuple[int, ...] = ()

    @property
    def judged(self) -> bool:
        """False for an answer that could not be judged (``'unreadable'``, ``'ambiguous'``): it is not an
        attempt, and the board stays as it was (only its message is shown)."""
        return self.kind not in NOT_JUDGED


#: The kinds of :class:`Answer` that judge nothing: an answer that cannot be read, or fits two plays.
NOT_JUDGED = frozenset({"unreadable", "ambiguous"})


# ---------------------------------------------------------------------------------------------
# Score
# ---------------------------------------------------------------------------------------------


class Score(Shown):
    """The score of a lesson: how many of its quizzes are solved, and how many at the first try.

    Make one at the top of a lesson and give it to every quiz (``score=score``, or
    :meth:`add`); show it in the last cell. Its panel (:class:`bglearn.widgets.live_html.LiveHtml`)
    updates itself as questions are answered.

    A quiz counts as *solved* once one of its questions has been answered right before "Show
    answer" was pressed for it (a right answer after the reveal is counted apart, in
    :attr:`after_reveal`); it counts *on the first try* when its first question was answered
    right with the first answer. Practice questions ("Practise more") solved are counted apart
    in :attr:`practised`. A quiz that began on a practice board (a review's question:
    :meth:`Question.start_on_practice_board`) counts that first board as its question, once.

    Parameters
    ----------
    quizzes : iterable of Question, optional
        Quizzes to count from the start.

    Attributes
    ----------
    quizzes : list
        The quizzes counted, in the order added.

    Examples
    --------
    >>> import bglearn as bg
    >>> from bglearn.teach import PlayQuestion
    >>> score = Score()
    >>> q1 = PlayQuestion("Play 3-1.", bg.Position.start(), (3, 1), score=score)
    >>> q2 = score.add(PlayQuestion("Play 6-5.", bg.Position.start(), (6, 5)))
    >>> _ = q1.answer("8/5 6/5")
    >>> score.solved, score.total, score.first_try
    (1, 2, 1)
    >>> str(score)
    'You solved 1 of 2 questions (1 on the first try).'
    """

    def __init__(self, quizzes: Iterable[Question] = ()) -> None:
        self.quizzes: list[Question] = []
        self._counted: set[int] = set()  # id() of each quiz counted: add() stays O(1)
        for q in quizzes:
            self.add(q)

    def add(self, quiz: _Q) -> _Q:
        """Count ``quiz`` (once) and return it, so ``quiz = score.add(PlayQuestion(...))`` reads well.

        Raises ValueError (:class:`bglearn.InputError`) if ``quiz`` is not a quiz (a :class:`Question`).
        """
        if not isinstance(quiz, Question):
            raise InputError(f"a Score counts quizzes, not {type(quiz).__name__}")
        if id(quiz) not in self._counted:
            self._counted.add(id(quiz))
            self.quizzes.append(quiz)
            quiz._scores.append(self)
            self._refresh()
        return quiz

    @property
    def total(self) -> int:
        """Number of quizzes counted (int)."""
        return len(self.quizzes)

    @property
    def solved(self) -> int:
        """Number of quizzes solved (int)."""
        return sum(1 for q in self.quizzes if q.ever_solved)

    @property
    def first_try(self) -> int:
        """Number of quizzes whose first question was answered right at the first try (int)."""
        return sum(1 for q in self.quizzes if q.first_try)

    @property
    def after_reveal(self) -> int:
        """Number of quizzes answered right only after "Show answer" (not counted as solved)."""
        return sum(1 for q in self.quizzes if q.after_reveal and not q.ever_solved)

    @property
    def practised(self) -> int:
        """Number of practice questions ("Practise more") answered right, over all quizzes (int)."""
        return sum(q.practised for q in self.quizzes)

    @property
    def text(self) -> str:
        """The score as one sentence (str)."""
        if not self.quizzes:
            return "No questions yet."
        n = self.total
        text = f"You solved {self.solved} of {n} question{'s' if n != 1 else ''} ({self.first_try} on the first try)"
        if self.practised:
            text += f", and {self.practised} practice question{'s' if self.practised != 1 else ''}"
        if self.after_reveal:
            text += f"; {self.after_reveal} more after Show answer"
        return text + "."

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<Score {self.solved}/{self.total}, {self.first_try} first try, {self.practised} practised>"

    def html(self) -> str:
        """The score as a paragraph of HTML (what its panel shows)."""
        return f'<p style="font-size: 1.1em"><b>Score:</b> {html.escape(self.text)}</p>'

    def _make_panel(self) -> Any:
        from ...widgets.live_html import LiveHtml
        from ...widgets.view import panel_width

        return LiveHtml(self, "bglearn-score", panel_width())

    def _refresh(self) -> None:
        self._tell_views("refresh")


# ---------------------------------------------------------------------------------------------
# The shared plumbing of every quiz
# ---------------------------------------------------------------------------------------------


class Question(Shown):
    """What every quiz shares; subclasses say how an answer is read and judged.

    A question is a model: it judges, reveals, hints and makes practice boards, and draws its board
    (:meth:`draw_png`); its panel (:attr:`panel`, :attr:`widget`: a
    :class:`bglearn.widgets.questions.QuestionPanel` of its kind) is built on first use and told
    of every change, so answering from Python shows there as a click does.

    Parameters
    ----------
    question : str
        The question (plain text; a little HTML is allowed), kept as :attr:`prompt`. It is shown with
        this board only: a practice board ("Practise more") gets a question made for it.
    position : Position
        The board; its side on roll is the one the question is about.
    dice : (int, int) or None
        The roll (None for a question without one, such as :class:`ResultQuestion`).
    hint : str, optional
        Shown by the Hint button (and by :meth:`show_hint`).
    explain : str, optional
        Added to the feedback of a right answer (why it is right). Not used for practice
        questions, whose board it may not fit.
    practise : str, optional
        A kind of :data:`bglearn.teach.practice.KINDS`: adds a "Practise more" button, and
        :meth:`practise` makes a fresh question of that kind. Default :attr:`practise_default`
        of the class: None (no practice), but a cube question's own kind (pass None to turn it
        off). A cube kind (:data:`~bglearn.teach.practice.CUBE_KINDS`) is for its cube question only.
    score : Score, optional
        The lesson's score this quiz reports to.

    Attributes
    ----------
    solved : bool
        True once the current question has been answered right.
    attempts : int
        Answers judged for the current question (one that cannot be judged, :attr:`Answer.judged`
        False, does not count).
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
        Practice questions answered right (not counting the board the quiz began on).
    first_round : int
        The round (:attr:`round`) that is the question itself, counted as solved / on the first try:
        0, or 1 for a quiz that began on a practice board (:meth:`start_on_practice_board`).
    practise_kind : str or None
        The ``practise=`` kind.
    answer_cell : str or None
        Set for a graded board (:func:`bglearn.teach.grading.graded_board`): the variable of the
        nbgrader answer cell that hands the answer in (``'answer_q1'``). The panel is then in graded
        mode (no verdict, no Hint or Show answer), and :meth:`show_answer`, :meth:`show_hint` and
        :meth:`practise` refuse (an :class:`bglearn.InputError`). None otherwise.
    prompt : str
        The question as written (:attr:`question` is what shows now).
    """

    _type_name = "Quiz"
    _check_label = "Check"
    answer_cell: str | None = None
    #: The ``practise=`` kind a question of this class gets when none is given (the cube questions
    #: practise their own kind by default); None: no "Practise more" unless asked for.
    practise_default: ClassVar[str | None] = None

    def __init__(
        self,
        question: str,
        position: Position,
        dice: tuple[int, int] | None,
        *,
        hint: str | None = None,
        explain: str | None = None,
        practise: str | None = None,
        score: Score | None = None,
    ) -> None:
        for name, value in (("question", question), ("hint", hint), ("explain", explain), ("practise", practise)):
            if not isinstance(value, str) and not (value is None and name != "question"):
                raise InputError(f"{name} must be text, not {type(value).__name__}")
        if not isinstance(position, Position):
            raise InputError(f"a question needs a bglearn.Position, not {type(position).__name__}")
        if score is not None and not isinstance(score, Score):
            raise InputError(f"score must be a Score, not {type(score).__name__}")
        self.prompt = question  # the question as written, shown with its own board only
        self.id: str | None = None  # the entry id, for a question read from a lesson or quiz file
        self.hint = hint
        self.explain = explain
        self.practise_kind = None if practise is None else self._check_practise(practise)
        # None only until _set_board stores the board (PlayQuestion._set_board reads None as "the first board")
        self.position: Position = None  # type: ignore[assignment]
        self.dice: tuple[int, int] | None = None
        self._set_board(position, dice)
        self.solved = False
        self.attempts = 0
        self.feedback = ""
        self.last: Answer | None = None
        self.last_given: Any = None  # the answer as given (text, a Play, a number, points...)
        self.revealed = False
        self.ever_solved = False
        self.after_reveal = False
        self.first_try = False
        self.practised = 0
        self.round = 0  # 0 for the question as written, then one more per practice question
        #: the cube drawn on the question's own board, ``(value, owner)`` (owner 0 White, 1 Black, None
        #: centred), or None: none drawn (:meth:`draw_cube`; a practice board draws none)
        self.own_cube: tuple[int, int | None] | None = None
        self.first_round = 0  # the round counted as the question itself (1: began on a practice board)
        self._rng: _random.Random | None = None
        self._scores: list[Score] = []
        self._listeners: list[Callable[[Question, str], object]] = []
        if score is not None:
            score.add(self)

    @property
    def question(self) -> str:
        """The question shown now.

        Without ``practise=``: the written :attr:`prompt`. With it, the board's own words
        (:func:`bglearn.teach.practice.situation`: the side to play, the roll, the points concerned)
        come first, then on the board the question was written for its prompt, and on a practice board
        (after :meth:`practise`) the kind's own ask (:meth:`practice_ask`). A written prompt that names a
        roll, a side or a point itself (:func:`bglearn.teach.board_words.board_words`) is shown alone
        with its board."""
        if self.practise_kind is None:
            return self.prompt
        if self.round == 0 and board_words(plain(self.prompt)):
            return self.prompt
        said = self.practice_situation()
        return f"{said} {self.prompt if self.round == 0 else self.practice_ask()}"

    def practice_situation(self) -> str:
        """What the board says before the question, in words read from it (the side to play, the roll,
        the points concerned: :func:`bglearn.teach.practice.situation` of the ``practise=`` kind)."""
        assert self.practise_kind is not None  # (only asked of a question with practise=)
        return practice.situation(self.practise_kind, self.position, self.dice)

    def practice_hint(self) -> str:
        """The hint on a practice board: the rule of the ``practise=`` kind
        (:func:`bglearn.teach.practice.describe`), true of every board of that kind."""
        assert self.practise_kind is not None
        return practice.describe(self.practise_kind)

    def practice_ask(self) -> str:
        """What a practice board's prompt asks, in words true of any board (the kind's own question)."""
        return "What is the answer on this board?"

    # -- what a subclass provides ------------------------------------------------------------

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        """Validate and store the board and everything derived from it (raise ValueError if
        this board cannot make the question). Must not change anything before validating."""
        self.position = position
        self.dice = None if dice is None else check_dice(dice)

    def judge(self, answer: Any) -> Answer:  # pragma: no cover - every subclass defines it
        """Return the :class:`Answer` for ``answer`` without changing the quiz's state.

        What an answer is depends on the quiz (notation, a number, points, a rule code, ...); one
        that cannot be read is judged ``'unreadable'`` (not raised).
        """
        raise NotImplementedError

    def _solution(self) -> tuple[Any, str, Play | None]:  # pragma: no cover
        """``(value, sentence, play)`` of the right answer, for :meth:`show_answer`."""
        raise NotImplementedError

    def solution(self) -> Any:
        """Return the answer "Show answer" would reveal, without revealing it or changing any state.

        Its type is what :meth:`judge` reads for this kind of question (notation or a Play, a
        count, a list of points, a rule code, a result word...); None for "no move" where a roll
        cannot be played.
        """
        return self._solution()[0]

    def verify(self, right: Any, wrong: Mapping[Any, str | None] | None = None) -> bool:
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

    def _decorations(self) -> dict[str, Any]:
        """Render options of the question's board (besides ``dice``)."""
        return {}

    def _check_practise(self, kind: str) -> str:
        practice.check_kind(kind)
        if kind in practice.CUBE_KINDS:
            raise InputError(
                f"practise={kind!r} gives cube situations, for the cube question of that kind, "
                f"not {type(self).__name__}"
            )
        if kind == "game-result":
            raise InputError(
                f"practise='game-result' gives finished games, for ResultQuestion, not {type(self).__name__}"
            )
        return kind

    # -- answering ---------------------------------------------------------------------------

    def answer(self, answer: Any) -> Answer:
        """Judge ``answer`` as if given with the widget; update the state, the score and the widget.

        ``answer`` is what :meth:`judge` reads (it depends on the quiz); an unreadable one is judged
        ``'unreadable'`` and a typed play that fits two plays ``'ambiguous'``: those judge nothing
        (:attr:`Answer.judged` False), so they are not counted as attempts and the board stays as it
        was; their message is shown.

        Returns
        -------
        Answer
            Also stored as :attr:`last`; its message becomes :attr:`feedback`.
        """
        result = self.judge(answer)
        if result.judged:  # (an answer that cannot be read, or fits two plays, is not an attempt)
            self.attempts += 1
        if result.correct and not self.solved:
            self.solved = True
            if self.revealed:
                self.after_reveal = True  # right only after "Show answer": not counted as solved
            elif self.round == self.first_round:
                self.ever_solved = True
                self.first_try = self.attempts == 1
            else:
                self.ever_solved = True
                self.practised += 1
        self.feedback = result.message
        self.last = result
        self.last_given = answer
        self._after_answer(answer)
        self._tell_views("answered", answer, result)
        for score in self._scores:
            score._refresh()
        self._tell("answer")
        return result

    def _not_graded(self, what: str) -> None:
        """Refuse ``what`` (a button that reveals or changes the question) on a graded board."""
        if self.answer_cell is not None:
            raise InputError(f"a graded question keeps its answer secret: it has no {what}")

    def on_answer(self, callback: Callable[[Question, str], object]) -> None:
        """Register ``callback(question, event)``, run after each answer (``event`` ``'answer'``) and
        after "Show answer" (``'reveal'``); lessons save progress with it. A failing callback is
        reported on stderr and does not stop the question."""
        self._listeners.append(callback)

    def _tell(self, event: str) -> None:
        for callback in list(self._listeners):
            try:
                callback(self, event)
            except Exception:  # a listener's bug must not break the question
                traceback.print_exc()

    @property
    def outcome(self) -> str | None:
        """How the question as written went: ``'first-try'``, ``'after-tries'`` (right, not at the first
        answer), ``'shown'`` (answered only after "Show answer", or not at all after it), or None (not yet)."""
        if self.first_try:
            return "first-try"
        if self.ever_solved:
            return "after-tries"
        if self.revealed or self.after_reveal:
            return "shown"
        return None

    def _after_answer(self, answer: Any) -> None:
        """Hook: remember what is needed to draw the answer."""

    def _right(self, message: str) -> str:
        """The feedback of a right answer: ``message`` and, for the written question, ``explain``."""
        if self.explain and self.round == 0:
            return f"{message} {self.explain}"
        return message

    def show_answer(self) -> Any:
        """Reveal the right answer (feedback text; arrows of a play that shows it). Returns it.

        The value returned is an answer :meth:`judge` takes as right (its type depends on the quiz).
        """
        self._not_graded("Show answer")
        value, sentence, play = self._solution()
        self.revealed = True
        self.feedback = self._right(sentence)
        self._tell_views("revealed", self.feedback, play)
        self._tell("reveal")
        return value

    def show_hint(self) -> str | None:
        """Return the hint (and show it under the question). None when there is no hint.

        On a practice board (after :meth:`practise`) the hint written for the original board may
        not fit, so the rule of the practice kind is given instead.
        """
        self._not_graded("Hint")
        hint = self.hint
        if self.round and self.practise_kind is not None:
            hint = self.practice_hint()
        self._tell_views("hinted", hint)
        return hint

    # -- practice ----------------------------------------------------------------------------

    def practise(self, seed: int | None = None) -> practice.Example:
        """Replace the board with a fresh one of the ``practise=`` kind and start over.

        The position and dice come from :func:`bglearn.teach.practice.find`; :attr:`solved`,
        :attr:`attempts`, :attr:`feedback`, :attr:`last` and :attr:`revealed` are reset (the
        score keeps what was already counted). The question shown (:attr:`question`) is made for the
        new board; the written :attr:`prompt` stays for the first one.

        Parameters
        ----------
        seed : int, optional
            The same seed gives the same board. Default: the next board of this quiz's own
            random sequence (each press of "Practise more" gives a new one).

        Returns
        -------
        bglearn.teach.practice.Example
            The new position and dice.

        Raises
        ------
        ValueError
            If the quiz was made without ``practise=``, or ``seed`` is not an int or None
            (:class:`bglearn.InputError`; nothing changes).
        bglearn.PracticeError
            If no fitting board is found (practically never).
        """
        self._not_graded("Practise more")
        if self.practise_kind is None:
            raise InputError("this quiz has no practise= kind, so it cannot make practice questions")
        if seed is not None and type(seed) is not int:
            raise InputError(f"seed is an int (or None for the next board), not {type(seed).__name__} {seed!r}")
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
                self._set_example(example)
            except ValueError as e:  # this board does not fit the question: take another
                error = e
                continue
            break
        else:
            raise PracticeError(f"no practice board fits {self.prompt!r}: {error}")
        self.round += 1
        self.solved = False
        self.attempts = 0
        self.feedback = ""
        self.last = None
        self.revealed = False
        self._tell_views("practised")
        for score in self._scores:
            score._refresh()
        return example

    def start_on_practice_board(self, seed: int | None = None) -> practice.Example:
        """Put the quiz, before any answer, on a fresh practice board that counts as the question itself.

        What a review does (:func:`bglearn.teach.review`): the board is made by :meth:`practise` (its
        words are a practice board's), but a right answer there counts as the quiz solved, at the
        first try when it is the first answer (:class:`Score`), not as a practice question; the
        boards of "Practise more" after it are practice questions.

        Raises
        ------
        ValueError
            If the quiz was already answered, revealed or put on a practice board, or as
            :meth:`practise` raises (:class:`bglearn.InputError`; nothing changes).
        bglearn.PracticeError
            If no fitting board is found (practically never).
        """
        if self.attempts or self.round or self.revealed or self.ever_solved or self.after_reveal:
            raise InputError("a quiz starts on a practice board only before anything was answered or shown")
        example = self.practise(seed)
        self.first_round = self.round
        return example

    def _practice_example(self, rng):
        """The next practice board (a subclass may prepare more, e.g. the play to show)."""
        return practice.find(self.practise_kind, rng)

    def _set_example(self, example: practice.Example) -> None:
        """Take a practice board (raise ValueError if it cannot make the question; nothing changes then).
        A cube question takes the example's MatchState too."""
        self._set_board(example.position, example.dice)

    # -- the board and the panel -------------------------------------------------------------

    def decorations(self) -> dict[str, Any]:
        """The render options of the question's board (besides ``dice``), as :func:`bglearn.draw.board` takes them.

        Once the question is solved the status line says so (:meth:`solved_status`), except on a graded
        board (:attr:`answer_cell`), which keeps its verdict secret."""
        options = dict(self._decorations())
        if self.own_cube is not None and self.round == 0:
            options.setdefault("cube", self.own_cube)
        if self.solved and self.answer_cell is None:
            options["status"] = self.solved_status(options.get("status"))
        return options

    def draw_cube(self, value: int, owner: int | None = None) -> None:
        """Draw the doubling cube at ``value`` (1, 2, 4, ... 64) owned by ``owner`` (0 White, 1 Black,
        None centred) on the question's own board, as its prompt may name it ("The cube shows 4 ...": a
        quiz file's XGID position); its text alternative says it too. A practice board draws none. Call
        it before the question is shown (a panel already drawn keeps its picture).

        Raises
        ------
        bglearn.InputError
            For a value that is not a power of 2 from 1 to 64, or an owner not 0, 1 or None.
        """
        if isinstance(value, bool) or not isinstance(value, int) or value not in {2**k for k in range(7)}:
            raise InputError(f"the cube's value is 1, 2, 4, ... 64, not {value!r}")
        if owner not in (0, 1, None) or isinstance(owner, bool):
            raise InputError(f"the cube's owner is 0 (White), 1 (Black) or None (centred), not {owner!r}")
        self.own_cube = (value, owner)

    def solved_status(self, status: str | None = None) -> str:
        """The board's status line once the question is solved, in words true of the board.

        ``status`` is the board's own line (None for the picture's default, "White to play 4-3"):
        ``'Solved. Money play; cube centred'`` for a line of its own; otherwise ``'Solved: White rolled
        4-3'`` (the dice still show), ``'Solved: White has borne off all 15'`` for a finished game, or
        ``'Solved: White on roll'``. A kind may say more (a play question names the play)."""
        if status:
            return f"Solved. {status}"
        side = side_name(self.position.on_roll)
        if self.dice is not None:
            return f"Solved: {side} rolled {max(self.dice)}-{min(self.dice)}"
        result = game_result(self.position)
        if result is not None:
            return f"Solved: {side_name(result.winner)} has borne off all {CHECKERS_PER_SIDE}"
        return f"Solved: {side} on roll"

    def answer_drawing(self, result: Answer) -> dict[str, Any]:
        """The render options to add to the board for ``result``: the play's arrows, the points concerned
        highlighted (a kind may add moves that are not allowed, ``forbidden``, drawn red dashed)."""
        extra: dict[str, Any] = {}
        if result.play is not None:
            extra["arrows"] = result.play
        if result.points:
            extra["highlight"] = list(result.points)
        return extra

    def draw_png(self, orientation: str = "landscape", **extra: Any) -> bytes:
        """PNG bytes of the question's board with its decorations and ``extra`` render options.

        ``orientation`` is ``'landscape'`` or ``'portrait'`` (upright, for a narrow screen). A bad
        option raises ValueError (as :func:`bglearn.draw.png`)."""
        options = self.decorations()
        options.update(extra)
        if orientation == "portrait":
            options["orientation"] = "portrait"
        return board_png(self._drawn_position(), dice=self.dice, **options)

    def board_text(self, **extra: Any) -> str:
        """The question's board in words (the picture's text alternative, :func:`bglearn.draw.board_text`),
        drawn with ``extra`` render options as :meth:`draw_png` takes them."""
        options = self.decorations()
        options.update(extra)
        return alt_text(self._drawn_position(), dice=self.dice, **options)

    def _drawn_position(self) -> Position:
        """The board drawn (:attr:`position`; a set-up question draws the board placed so far)."""
        return self.position

    def png(self) -> bytes:
        """Return the PNG bytes of the quiz board as it would be drawn now (as its panel shows it, once built)."""
        if self._panel is not None:
            return self._panel.png()
        return self.draw_png()

    @property
    def caption(self) -> str:
        """The question in one plain line (its kind, text and dice), for text-only displays."""
        return self._plain_question()

    def _make_panel(self) -> Any:
        from ...widgets.questions import QuestionPanel

        return QuestionPanel(self)

    def _plain_question(self) -> str:
        dice = f" (dice {self.dice[0]}-{self.dice[1]})" if self.dice else ""
        return f"{self._type_name}: {plain(self.question)}{dice}"

    def __repr__(self) -> str:
        state = "solved" if self.solved else f"{self.attempts} attempts"
        return f"<{type(self).__name__} {self.prompt!r} ({state})>"


class ChoiceQuestion(Question):
    """A quiz answered by pressing one of a few buttons (each button answers at once)."""

    def _options(self):  # pragma: no cover
        """``[(label, value), ...]`` of the buttons."""
        raise NotImplementedError

    def options(self) -> list[tuple[str, Any]]:
        """The choices offered: ``[(label, value), ...]``, one button each (a value is what :meth:`judge` reads)."""
        return list(self._options())

    def choice(self, answer: Any) -> Any:
        """The choice's value ``answer`` stands for (a label, a word, a number...), or None for none of them."""
        return self._normal(answer)

    def _normal(self, answer):
        return answer

    def _make_panel(self) -> Any:
        from ...widgets.questions import ChoicePanel

        return ChoicePanel(self)


# ---------------------------------------------------------------------------------------------
# DiceCountQuestion
# ---------------------------------------------------------------------------------------------

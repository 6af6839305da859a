"""Questions answered by typing a play (:class:`PlayQuestion`), judged by :func:`bglearn.check_play`."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ...engine.checking import check_play
from ...engine.constants import BAR, side_name
from ...engine.moves import Play
from ...engine.notation import parse_segments
from ...engine.rules import check_dice, legal_plays
from ...errors import InputError, NotationError
from ...play.bots import STRONGEST, rank_plays
from ..pictures import as_play
from ..text import forbidden_moves, plain, sentence
from .base import Answer, Question

if TYPE_CHECKING:
    from ...engine.position import Position
    from .base import Score

__all__ = ["PlayQuestion"]


_NOT_ASKED = "That play is legal, but it is not what this question asks for."

_POINT_RE = re.compile(r"\bthe (\d{1,2})-point\b|\bthe (bar)\b")


def _points_in(message: str) -> tuple[int, ...]:
    """Points named in an engine message ("the 18-point", "the bar"), in order, without repeats."""
    out = []
    for m in _POINT_RE.finditer(message):
        p = BAR if m.group(2) else int(m.group(1))
        if p not in out:
            out.append(p)
    return tuple(out)


#: What a learner may type instead of an empty answer for "no move".
_NO_MOVE_WORDS = ("pass", "no move", "no moves", "no play", "none", "cannot move", "can't move")


def _no_move_read(text: Any) -> Any:
    """``''`` for a learner's "pass", "no move", "none" (a turn without a play); anything else as given."""
    if isinstance(text, str) and text.strip().lower().rstrip(".!") in _NO_MOVE_WORDS:
        return ""
    return text


class PlayQuestion(Question):
    """A question answered by typing a play; judged by the rules engine.

    The learner types a play in notation (``13/8 6/5``, ``24/13``, ``8/5(2)``) and presses
    Check (or Enter). :meth:`answer` does exactly what the button does:

    * a legal play is correct (when ``accept`` is given, only the plays it accepts are; another
      legal play is told so);
    * an illegal play gets :func:`bglearn.check_play`'s sentence naming the rule it breaks; the
      board shows the moves tried as dashed red arrows, the engine's *witness* (a legal play
      close to the one tried) as arrows, and the point concerned highlighted;
    * text that is not notation gets the reader's message; text that fits two plays asks which.

    "Show answer" draws a correct play with arrows; "Show legal plays" lists every legal play (offered
    only where the list would not answer the question: see :attr:`plays_listable`);
    with ``practise=KIND``, "Practise more" puts a fresh board of that kind (see
    :meth:`~Question.practise`), on which every legal play is correct unless ``accept`` is a
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
        A :data:`bglearn.teach.practice.KINDS` name: adds "Practise more" (see :class:`Question`).
    score : Score, optional
        The lesson's :class:`Score`.
    goal_text : str, optional
        What a practice board asks when ``accept`` is a callable (e.g. "Make a play that bears a checker
        off this turn."); default: the written question.
    on_board : bool
        True (default): the panel (:class:`bglearn.widgets.questions.PlayPanel`) has a clickable
        board (:class:`bglearn.BoardWidget`, teaching mode: an illegal move is explained before it is
        refused) and a play finished there with Done is judged; the text box stays as the keyboard
        alternative. False: a picture and the text box.

    Attributes
    ----------
    solved : bool
        True once a correct answer has been given (stays True until a practice board).
    attempts : int
        Answers judged so far (unreadable and ambiguous ones do not count: they judge nothing).
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
    >>> quiz = PlayQuestion("Which play makes the 5-point?", bg.Position.start(), (3, 1), accept="8/5 6/5")
    >>> quiz.answer("24/23 24/21").kind
    'not-asked'
    >>> quiz.answer("8/5 6/5").correct, quiz.solved
    (True, True)
    >>> quiz = PlayQuestion("Play this roll: use both dice if you can.", bg.Position.start(), (6, 3),
    ...             practise="lower-die-first")
    >>> ex = quiz.practise(seed=1)
    >>> quiz.answer(quiz.answer_play()).correct
    True
    """

    dice: tuple[int, int]
    legal_plays: tuple[Play, ...]
    correct_plays: tuple[Play, ...]

    def __init__(
        self,
        question: str,
        position: Position,
        dice: tuple[int, int],
        *,
        accept: str | Play | Iterable[str | Play] | Callable[[Play], bool] | None = None,
        hint: str | None = None,
        explain: str | None = None,
        not_asked: str | None = None,
        practise: str | None = None,
        score: Score | None = None,
        on_board: bool = True,
        goal_text: str | None = None,
    ) -> None:
        if goal_text is not None and not isinstance(goal_text, str):
            raise InputError(f"goal_text must be text, not {type(goal_text).__name__}")
        self.goal_text = goal_text
        self.not_asked = not_asked or _NOT_ASKED
        self.on_board = on_board
        self._accept = accept
        self._last_text: str | None = None
        super().__init__(question, position, dice, hint=hint, explain=explain, practise=practise, score=score)

    def _set_board(self, position: Position, dice: tuple[int, int] | None) -> None:
        dice = check_dice(dice)
        plays = legal_plays(position, dice)
        accept = self._accept
        if self.position is not None and not callable(accept):
            accept = None  # a practice board: notation written for the first board does not fit
        correct = self._accepted(position, dice, plays, accept)
        if not correct and plays:
            raise InputError(
                "no legal play answers the question (check its goal, or accept=, the position and the dice); "
                f"the legal plays are {', '.join(str(p) for p in plays[:6])}" + (" ..." if len(plays) > 6 else "")
            )
        super()._set_board(position, dice)
        self.legal_plays = plays
        self.correct_plays = correct
        self._best: Play | None = None  # the strongest level's choice among the correct plays, once asked
        self._last_text = None

    @staticmethod
    def _accepted(position, dice, plays, accept):
        if accept is None:
            return plays
        if callable(accept) and not isinstance(accept, (str, Play)):
            return tuple(p for p in plays if accept(p))
        if isinstance(accept, (str, Play)):
            accept = [accept]
        try:
            accept = list(accept)
        except TypeError:
            raise InputError(f"accept is a play, notation, a list of them or a function, not {accept!r}") from None
        out = []
        for a in accept:
            if not isinstance(a, (str, Play)):
                raise InputError(f"accept lists plays or notation, not {a!r}")
            p = as_play(position, dice, a)
            if p not in out:
                out.append(p)
        return tuple(out)

    # -- judging --------------------------------------------------------------------------

    def judge(self, text: str | Play | None) -> Answer:
        """Return the :class:`Answer` for ``text`` without changing the quiz's state.

        ``text`` is a play in notation or a :class:`~bglearn.Play`; None (what :meth:`answer_play`
        gives when no move is possible) stands for "no move" there. Anything else is judged
        ``'unreadable'`` (not raised).
        """
        if isinstance(text, Play):
            text = text.notation(explicit=True)
        if text is None and not self.legal_plays:
            text = ""
        text = _no_move_read(text)
        if not isinstance(text, str):
            return Answer(
                False, "unreadable", False, None, f"Type a play as text, such as '13/8 6/5', not {text!r}.", None
            )
        if not text.strip() and self.legal_plays:
            # an empty answer is a pass: the engine says why it is not allowed (no example play)
            verdict = check_play(self.position, self.dice, "")
            return Answer(
                False,
                "illegal",
                False,
                verdict.rule,
                f"{verdict.reason} Type a play, e.g. '13/8 6/5' (from/to for each checker).",
                None,
            )
        try:
            verdict = check_play(self.position, self.dice, text)
        except NotationError as e:
            return Answer(False, "unreadable", False, None, sentence(str(e)), None)
        if verdict.ambiguous:
            return Answer(False, "ambiguous", False, None, verdict.message, None)
        if not verdict.legal:
            # The first wrong try gets the rule alone (no example play, no arrows of a legal play): the
            # learner tries again; from the second wrong try on, the engine's example play is shown too.
            first = self.attempts == 0 and not self.revealed
            return Answer(
                False,
                "illegal",
                False,
                verdict.rule,
                (verdict.reason or verdict.message) if first else verdict.message,
                None if first else verdict.witness,
                verdict.points or _points_in(verdict.message),
            )
        play = verdict.witness
        if play in self.correct_plays or (play is None and not self.legal_plays):
            msg = self._saying("Correct", play)
            return Answer(True, "correct", True, None, self._right(msg), play)
        # the not_asked text was written for the lesson's own board; practice boards get the plain one
        not_asked = self.not_asked if self.round == 0 else _NOT_ASKED
        if not_asked[:1].islower():  # written to follow "That play is legal, ..."
            text = f"You played {play}: that play is legal, {not_asked}"
        else:
            text = f"You played {play}. {not_asked}"
        return Answer(False, "not-asked", True, None, text, play)

    def answer(self, text: str | Play | None) -> Answer:
        """Judge ``text`` as if typed and checked; update the state and the widget.

        Parameters
        ----------
        text : str, Play or None
            The play in notation (``'13/8 6/5'``), moves in any order; ``''`` for "no move" (None
            too, where no move is possible).

        Returns
        -------
        Answer
            Also stored as :attr:`last`; its message becomes :attr:`feedback`.
        """
        return super().answer(text)

    def _after_answer(self, text: Any) -> None:
        self._last_text = text if isinstance(text, str) else None

    def answer_play(self) -> Play | None:
        """Return the correct play "Show answer" gives: of :attr:`correct_plays`, the one the strongest
        level (:data:`bglearn.play.bots.STRONGEST`, through :func:`bglearn.rank_plays`) ranks first, so the
        answer shown is a good play, not just a legal one. None when no move is possible."""
        if not self.correct_plays:
            return None
        if len(self.correct_plays) == 1:
            return self.correct_plays[0]
        if self._best is None:
            ranked = rank_plays(self.position, self.dice, STRONGEST, n=len(self.legal_plays))
            self._best = next((r.play for r in ranked if r.play in self.correct_plays), self.correct_plays[0])
        return self._best

    def _solution(self) -> tuple[Play | None, str, Play | None]:
        play = self.answer_play()
        return play, self._saying("A correct answer", play), play

    def _saying(self, lead: str, play: Play | None) -> str:
        """``'Correct: 8/5 6/5.'``; just ``'Correct.'`` when the explain text (added after it) starts with the play."""
        said = str(play) if play is not None else "no move (the turn passes)"
        if self.explain and self.round == 0 and self.explain.lstrip().startswith(said):
            return f"{lead}."
        return f"{lead}: {said}."

    def show_answer(self) -> Play | None:
        """Reveal a correct play: feedback text and arrows on the board. Returns the Play (None: no move)."""
        play = super().show_answer()
        self._last_text = None
        return play

    def solved_status(self, status: str | None = None) -> str:
        """The status line once solved: the play the arrows show (``'Solved: White played 8/5 6/5'``), or
        that the turn passes."""
        last = self.last
        side = side_name(self.position.on_roll)
        if status or last is None or not last.correct:
            return super().solved_status(status)
        if last.play is None:
            return f"Solved: {side} cannot move; the turn passes"
        return f"Solved: {side} played {last.play}"

    def practice_ask(self) -> str:
        """A practice board's ask: make a legal play (the written question, when ``accept`` is a rule of its own)."""
        if callable(self._accept) and not isinstance(self._accept, (str, Play)):
            return self.goal_text or plain(self.prompt)
        return "Make a legal play." if self.legal_plays else "Play the roll (or type 'pass' if no move is possible)."

    @property
    def plays_listable(self) -> bool:
        """True when "Show legal plays" is offered: once the question is solved or its answer shown, or
        after a first try when the list does not give the answer away (more than one legal play, and not
        every one of them right)."""
        if self.solved or self.revealed:
            return True
        return self.attempts > 0 and len(self.legal_plays) > 1 and len(self.correct_plays) < len(self.legal_plays)

    def show_legal_plays(self) -> list[str]:
        """List every legal play of the roll here (in the panel too). Returns the list of notation strings.

        Raises :class:`bglearn.InputError` on a graded board (see :attr:`Question.answer_cell`)."""
        self._not_graded("Show legal plays")
        names = [str(p) for p in self.legal_plays]
        self._tell_views("listed", names)
        return names

    @property
    def last_text(self) -> str | None:
        """The text of the last typed answer, while it stands: None after "Show answer", a play made
        on the board or a new board (the panel judges a text again only when it differs)."""
        return self._last_text

    @property
    def board(self) -> Any:
        """The :class:`bglearn.BoardWidget` of the panel answered on (None before the panel is built,
        or with ``on_board=False``)."""
        return None if self._panel is None else self._panel.board

    def _make_panel(self) -> Any:
        from ...widgets.questions import PlayPanel

        return PlayPanel(self)

    # -- the board ----------------------------------------------------------------------

    def answer_drawing(self, result: Answer) -> dict[str, Any]:
        """The render options for an answer: its arrows; for an illegal one, the moves tried (``forbidden``:
        dashed red), the engine's witness play (arrows) and the point concerned highlighted."""
        extra: dict[str, Any] = {}
        if result.kind in ("correct", "not-asked") and result.play is not None:
            extra = {"arrows": result.play}
        elif result.kind == "illegal":
            extra = {"highlight": list(result.points)}
            if result.play is not None:
                extra["arrows"] = result.play
            witness = result.play
            if witness is None and self._last_text is not None:  # a first try: the witness is not drawn,
                try:  # but moves it makes are legal
                    witness = check_play(self.position, self.dice, _no_move_read(self._last_text)).witness
                except NotationError:
                    witness = None
            tried = forbidden_moves(self._tried_moves(), witness)
            if tried:
                extra["forbidden"] = tried
        return extra

    def _tried_moves(self) -> list[tuple[int, int]]:
        try:
            paths = parse_segments(_no_move_read(self._last_text or ""))
        except NotationError:
            return []
        return [(a, b) for path in paths for a, b in zip(path, path[1:], strict=False) if a != b]

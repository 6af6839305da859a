""" "Is this play legal? If not, which rule does it break?", checked with :func:`bglearn.check_play`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...engine.checking import RULES, check_play
from ...engine.notation import parse_segments
from ...engine.rules import check_dice, legal_plays
from ...errors import InputError
from .. import practice
from ..text import forbidden_moves
from .base import Answer, ChoiceQuestion

if TYPE_CHECKING:
    from ...engine.checking import Verdict
    from ...engine.moves import Play
    from ...engine.position import Position

__all__ = ["LegalityQuestion", "RULE_LABELS", "LEGAL"]


#: Each rule code of :data:`bglearn.RULES` in plain words (the choices of a :class:`LegalityQuestion`).
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


class LegalityQuestion(ChoiceQuestion):
    """ "Is this play legal?": the board shows the play as arrows; the learner answers ``'legal'``
    or picks the rule it breaks. Checked by :func:`bglearn.check_play`.

    The choices are "It is legal" and three or four rules in plain words (:data:`RULE_LABELS`):
    the rule the play breaks (if any) and plausible others. An answer is ``'legal'`` or a rule
    code (or its label). A wrong "legal" is told that a rule forbids the play (not which: that is
    the answer still to give); a wrong rule is told to look again. A right rule, and Show answer,
    name the rule and draw and name a legal play (the engine's witness).

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
        ``hint``, ``explain``, ``practise``, ``score``: see :class:`Question`. With
        ``practise=KIND`` a practice board shows the tempting mistake of that kind
        (:func:`bglearn.teach.practice.tempting_play`) or, half of the time or when there is none,
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
    >>> quiz = LegalityQuestion("Is this play legal?", bg.Position.start(), (6, 5), "24/18")
    >>> quiz.right
    'must-use-both-dice'
    >>> quiz.answer("legal").correct
    False
    >>> quiz.answer("must-use-both-dice").correct
    True
    """

    _type_name = "Is this play legal"
    dice: tuple[int, int]
    play_text: str
    verdict: Verdict
    right: str
    choices: tuple[str, ...]

    def __init__(
        self,
        question: str,
        position: Position,
        dice: tuple[int, int],
        play_text: str,
        *,
        choices: Iterable[str] | None = None,
        **options: Any,
    ) -> None:
        if choices is not None:
            try:
                choices = tuple(choices)  # read once: a generator is not emptied by the check
            except TypeError:
                raise InputError(f"choices must be rule codes of bglearn.RULES, not {choices!r}") from None
            bad = [c for c in choices if c not in RULES]
            if bad:
                raise InputError(f"choices must be rule codes of bglearn.RULES, not {bad!r}")
        self._given_choices = None if choices is None else tuple(choices)
        self._next_text = play_text
        super().__init__(question, position, dice, **options)

    def _set_board(self, position, dice):
        dice = check_dice(dice)
        text = self._next_text
        verdict = check_play(position, dice, text)  # a NotationError passes through; an ambiguous text is legal
        segments = [(a, b) for path in parse_segments(text) for a, b in zip(path, path[1:], strict=False)]
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
        example = practice.find(self.practise_kind, rng)
        wrong = practice.tempting_play(self.practise_kind, example.position, example.dice)
        plays = legal_plays(example.position, example.dice)
        if wrong is None or rng.random() < 0.5:
            self._next_text = rng.choice(plays).notation(explicit=True) if plays else ""
        else:
            self._next_text = wrong
        return example

    def practice_ask(self) -> str:
        """A practice board's ask: is the play the arrows show legal, and if not which rule does it break?"""
        shown = self.play_text.strip() or "no move"
        return f"The arrows show the play {shown}. Is it legal? If not, which rule does it break?"

    def _options(self) -> list[tuple[str, str]]:
        return [("It is legal" if c == LEGAL else RULE_LABELS[c], c) for c in self.choices]

    def _normal(self, answer: Any) -> str | None:
        if isinstance(answer, str):
            a = answer.strip()
            if a.lower() in ("legal", "yes", "it is legal"):
                return LEGAL
            for code, label in RULE_LABELS.items():
                if a == code or a.lower() == label.lower():
                    return code
        return None

    def _decorations(self) -> dict[str, Any]:
        if not self._segments:
            return {}
        if all(0 <= b < a <= 25 for a, b in self._segments):
            return {"arrows": self._segments}
        return {"forbidden": self._segments}  # e.g. a move backwards: cannot be drawn as a play

    def judge(self, answer: str) -> Answer:
        """Return the :class:`Answer` for ``answer`` (``'legal'``, a rule code or a choice's label)."""
        a = self._normal(answer)
        if a is None:
            return Answer(
                False, "unreadable", False, None, "Answer 'legal' or pick the rule the play breaks from the list.", None
            )
        v = self.verdict
        shown = self.play_text.strip() or "no move"
        if a == self.right:
            if a == LEGAL:
                msg = self._right(f"Right: {shown} is a legal play.")
            else:  # the witness is drawn with it: named too
                msg = self._right(f"Right. {v.reason}") + self._witness_words(v.reason)
            return Answer(True, "correct", True, v.rule, msg, v.witness, v.points)
        if a == LEGAL:
            # the rule it breaks is the answer still to give: not named, nor a legal play drawn
            return Answer(
                False,
                "wrong",
                False,
                v.rule,
                "No, it is not legal: a rule forbids it. Follow each move of the arrows against the dice and "
                "the board, then pick the rule it breaks.",
                None,
            )
        if self.right == LEGAL:
            return Answer(
                False,
                "wrong",
                False,
                None,
                "Look again: that rule is not broken here. Check each move against the dice and the board.",
                None,
            )
        return Answer(
            False, "wrong", False, None, "It is not legal, but that is not the reason: look again at each move.", None
        )

    def answer_drawing(self, result: Answer) -> dict[str, Any]:
        """The render options for an answer: for a wrong "legal" (or on an illegal play) the witness
        (solid arrows) and the moves of the play shown that it does not make (``forbidden``: dashed,
        not allowed); the points concerned highlighted."""
        extra: dict[str, Any] = {}
        if result.play is not None and (result.kind == "wrong" or self.right != LEGAL):
            extra = {"forbidden": forbidden_moves(self._segments, result.play), "arrows": result.play}
        if result.points:
            extra["highlight"] = list(result.points)
        return extra

    def _solution(self) -> tuple[str, str, Play | None]:
        v = self.verdict
        if self.right == LEGAL:  # written as the arrows show it (5/2/off), as a right answer says
            return LEGAL, f"It is legal: {self.play_text.strip() or 'no move'} is a legal play.", None
        return self.right, f"It is not legal. {v.message}{self._witness_words(v.message)}", v.witness

    def _witness_words(self, said: str) -> str:
        """The legal play drawn with the verdict (the engine's witness, solid arrows) named, as
        ``' A legal play here (the solid arrows): 13/10* 6/5.'``; ``''`` when there is none or ``said``
        names it already."""
        witness = self.verdict.witness
        if witness is None or f"e.g. {witness}" in said:
            return ""
        return f" A legal play here (the solid arrows): {witness}."

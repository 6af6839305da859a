"""Words true of one board only, refused in the texts of a ``practise=`` question.

A question with ``practise = "KIND"`` gets fresh boards of that kind; its written prompt, hint and
explanation are read for all of them, so they may not name what changes from board to board: a roll
(``6-5``), a side (``White``, ``Black``), a point (``the 18-point``, ``20-, 2- and 1-points``, a move
``20/18``). The home boards' ranges (``your 19- to 24-point``, ``1- to 6-points``) and where a die
enters from the bar (``a 1 enters on your 24-point``: 25 minus the die) are the same on every board and
are allowed, and so is the starting set-up (``2 checkers on its 24-point, 5 on its 13-point, 3 on its
8-point and 5 on its 6-point``: every side's own points, whatever the board). :func:`board_words` finds
such words; :func:`check_practise_texts` is the loader's check (lesson and quiz files alike) and raises
:class:`bglearn.QuizFileError`.

Examples
--------
>>> board_words("White rolls 6-5. Black holds your 18-point.")
['White', '6-5', 'Black', '18-point']
>>> board_words("A checker on the bar enters on your 19- to 24-point: a 1 on your 24-point.")
[]
>>> board_words("Start with 2 checkers on your 24-point, 5 on your 13-point, 3 on your 8-point and 5 on your 6-point.")
[]
"""

from __future__ import annotations

import re

from ..errors import QuizFileError

__all__ = ["board_words", "check_practise_texts", "rolls_said"]

_RANGES = re.compile(r"\b(?:1|19)-(?:point)? to (?:6|24)-points?\b")
_WORDS = re.compile(
    r"\b[1-6]-[1-6]\b"  # a roll
    r"|\b(?:white|black)\b"  # a side
    r"|\b\d{1,2}-points?\b"  # a point
    r"|\b\d{1,2}-(?=,| and | or | to )"  # the first of a list of points: '20-, 2- and 1-points'
    r"|\b(?:\d{1,2}|bar)(?:/(?:\d{1,2}\*?|off))+",  # a move or play in notation: '20/18', 'bar/22/16'
    re.IGNORECASE,
)


#: the starting set-up, in each side's own numbers: true of every board
_SETUP = re.compile(
    r"\b2 (?:checkers )?on (its|your) 24-point, 5 on \1 13-point, 3 on \1 8-point,? and 5 on \1 6-point\b",
    re.IGNORECASE,
)
_ENTRY = re.compile(r"\ban? ([1-6])(?: enters)? on your (\d{1,2})-point\b")


def _entry_fact(m: re.Match[str]) -> str:
    """A die's entry point (25 minus the die) is a fact of every board: left out of the check."""
    return " " if int(m.group(2)) == 25 - int(m.group(1)) else m.group(0)


def board_words(text: str) -> list[str]:
    """The words of ``text`` that name a roll, a side or a point (in the order found, without repeats)."""
    found: list[str] = []
    for m in _WORDS.finditer(_ENTRY.sub(_entry_fact, _RANGES.sub(" ", _SETUP.sub(" ", text)))):
        word = m.group(0).rstrip("-")
        if word not in found:
            found.append(word)
    return found


_ROLLED = re.compile(r"\brol(?:l|ls|led)\s+(?:a\s+)?([1-6])-([1-6])\b", re.IGNORECASE)


def rolls_said(text: str) -> list[tuple[int, int]]:
    """The rolls ``text`` says a side makes or has made (``'White has rolled 6-4'``, ``'rolls 3-1'``),
    higher die first, in the order said; a score such as ``2-1`` is not one (no *roll* before it).

    >>> rolls_said("The same board, but White has already rolled 4-6.")
    [(6, 4)]
    >>> rolls_said("Black leads 2-1 and is on roll.")
    []
    """
    return [(max(int(a), int(b)), min(int(a), int(b))) for a, b in _ROLLED.findall(text)]


def check_practise_texts(practise: str | None, texts: dict[str, str | None]) -> None:
    """Refuse board words in the texts (``{'prompt': ..., 'hint': ..., 'explain': ...}``) of a question
    with ``practise=``; nothing to check without it.

    Raises
    ------
    QuizFileError
        Naming the text and the words: they would be wrong on the practice boards.
    """
    if practise is None:
        return
    for key, text in texts.items():
        words = board_words(text or "")
        if words:
            raise QuizFileError(
                f"{key} names {', '.join(repr(w) for w in words)}, but with practise = {practise!r} it is read "
                "beside other boards too: write it without a roll, a side or a point (the practice board's "
                "own prompt names them)"
            )


_GOAL_WORDS = {
    "moves_from": "Make a play that moves a checker from your {}-point.",
    "hits": "Make a play that hits {} blot(s).",
    "min_hits": "Make a play that hits.",
    "borne_off": "Make a play that bears off {} checker(s).",
    "min_borne_off": "Make a play that bears a checker off this turn.",
    "ends_game": "Make a play that bears off your last checker.",
    "hits_on_the_way": "Make a play that hits a blot on the way.",
    "blots": "Make a play that leaves {} blot(s).",
    "makes": "Make a play that makes your {}-point.",
}


def goal_words(goal: object) -> str | None:
    """A practice board's ask for a play question's ``goal`` table (one key; see FORMAT.md), or None
    (no goal, ``play =``, ``leaves =`` or several keys: those were written for one board only)."""
    if not isinstance(goal, dict) or len(goal) != 1:
        return None
    ((key, value),) = goal.items()
    text = _GOAL_WORDS.get(key)
    if text is None:
        return None
    return text.format(value).replace("1 blot(s)", "one blot").replace("(s)", "s").replace("1 checkers", "one checker")

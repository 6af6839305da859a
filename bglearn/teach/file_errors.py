"""Where in a lesson or quiz file an error is, and its likely cause, in a teacher's words.

The loaders (:func:`bglearn.load_quiz`, :func:`bglearn.load_lesson`) raise a
:class:`~bglearn.QuizFileError` naming the file, the entry and the problem. This module adds the
place: :func:`toml_error` for text that is not TOML (a missing quote, an unclosed bracket -- shown
where it opened --, curly quotes), :func:`locate` for an entry the rules engine refused (the line
of the key or value the problem names, else the entry's ``id`` line), and :func:`placed`, which
runs a loader and places whatever :class:`~bglearn.QuizFileError` it raises. The message then
reads ``file:line:column: entry 'id': problem``, the line with a caret, and the likely cause.

It works on the text alone: the checks stay in :mod:`bglearn.teach.entries` and the loaders.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from typing import TypeVar

from ..errors import QuizFileError
from .entries import ITEM_TYPES

__all__ = ["toml_error", "locate", "placed", "CURLY_QUOTES"]

T = TypeVar("T")

#: The quotes a word processor puts in place of ``"`` and ``'``; TOML reads only the straight ones.
CURLY_QUOTES = "\u201c\u201d\u2018\u2019\u201e\u00ab\u00bb"

_AT = re.compile(r"^(?P<what>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)$", re.S)
_HEADER = re.compile(r"^[ \t]*\[\[?[ \t]*(?P<name>[A-Za-z0-9_.\-]+)[ \t]*\]\]?[ \t]*(?:#.*)?$", re.M)
_QUOTED = re.compile(r"'((?:[^'\\]|\\.)+)'|\"((?:[^\"\\]|\\.)+)\"")
_UNKNOWN = re.compile(
    r"unknown (?:top-level )?keys? (?P<keys>[^(]+?)(?: in an? .+?)?(?: \(allowed: (?P<allowed>[^)]*)\))?$"
)
_NOT_A_CODE = re.compile(r"rule '(?P<code>[^']+)' is not a rule code \((?P<codes>[^)]*)\)")
_CLOSERS = {"[": "]", "{": "}"}
#: What tomllib's message starts with, the problem and its likely cause, in a teacher's words.
_SLIPS = (
    (
        ("Invalid value",),
        "TOML cannot read this value",
        'text needs quotes ("..."); a list is [ ... ], a table { ... }; true, false and numbers have none',
    ),
    (
        ("Expected '=' after a key",),
        "a key without = and a value",
        "each line is key = value; if this line belongs to the text above, that text lost its closing quote",
    ),
    (
        ("Cannot overwrite a value", "Cannot declare"),
        "a key or table is given twice",
        "the same key twice in one entry (or a [table] written twice): keep one",
    ),
)
_NOT_TOML = "not valid TOML: "  # how entries.read_toml starts tomllib's message


def placed(text: str, read: Callable[[], T]) -> T:
    """``read()``, with any :class:`~bglearn.QuizFileError` it raises placed in ``text`` (:func:`locate`)."""
    try:
        return read()
    except QuizFileError as e:
        if e.line is not None or not isinstance(text, str):
            raise
        raise locate(e, text) from None


def toml_error(message: str, text: str, path: str | None) -> QuizFileError:
    """A :class:`~bglearn.QuizFileError` for TOML that tomllib refused with ``message``.

    ``message`` is tomllib's (``"Illegal character '\\n' (at line 59, column 65)"``); the error
    names the place and the likely cause (see the module docstring).
    """
    lines = text.splitlines() or [""]
    found = _AT.match(message)
    what = found["what"] if found else message
    if found and found["line"]:
        line, column = int(found["line"]), int(found["column"])
    else:  # at the end of the document: its last line
        line = len(lines)
        column = len(lines[-1]) + 1
    line = min(max(line, 1), len(lines))
    # a curly quote on the line tomllib stopped at (one further down is not what stopped it)
    curly = next(((line, lines[line - 1].index(ch) + 1) for ch in lines[line - 1] if ch in CURLY_QUOTES), None)
    if curly is not None:
        n, c = curly
        return _at(
            QuizFileError("curly quotes: TOML reads only straight quotes", path),
            lines,
            n,
            c,
            'curly quotes (\u201c \u201d) pasted from a word processor: type them again as straight quotes (")',
        )
    if what.startswith(("Illegal character '\\n'", "Unterminated string")) or (
        what.startswith("Illegal character") and _open_quote(lines[line - 1]) is not None
    ):
        opened = _open_quote(lines[line - 1])
        return _at(
            QuizFileError("this text has no closing quote", path),
            lines,
            line,
            (opened + 1) if opened is not None else column,
            'a missing quote: the text that starts here needs a " at its end, on the same line '
            '(use """ ... """ for text over several lines)',
        )
    if what.startswith(("Unclosed array", "Unclosed inline table", "Invalid value")):
        opened_at = _unclosed(text, line, column)
        if opened_at is not None and (opened_at[0] < line or not what.startswith("Invalid")):
            n, c, bracket = opened_at
            return _at(
                QuizFileError(f"this {bracket} is never closed", path),
                lines,
                n,
                c,
                f"an unclosed bracket: the {bracket} opened on line {n} needs a {_CLOSERS[bracket]} "
                f"(the reader only noticed on line {line})",
            )
    for starts, problem, cause in _SLIPS:
        if what.startswith(starts):
            return _at(QuizFileError(problem, path), lines, line, column, cause)
    return _at(QuizFileError(f"not valid TOML: {what}", path), lines, line, column, None)


def locate(error: QuizFileError, text: str) -> QuizFileError:
    """``error`` placed at the line of its entry in ``text``: the key or value its problem names.

    The entry is found by its ``id = "..."`` line (or its number, ``#N``, among the entries read);
    inside it, the first value the problem quotes, written at or after the first key it names
    (else that key). An unknown key gets the closest allowed key as its likely cause. Returns ``error``
    unchanged when the text does not hold the entry.
    """
    if error.entry is None and error.problem.startswith(_NOT_TOML):
        return toml_error(error.problem[len(_NOT_TOML) :], text, error.path)
    lines = text.splitlines()
    if not lines:
        return error
    start, end = _span(error, text, lines)
    problem = error.problem
    cause = None
    target: tuple[int, int] | None = None
    unknown = _UNKNOWN.search(problem)
    if unknown:
        keys = [k.strip() for k in unknown["keys"].split(",")]
        allowed = [k.strip() for k in (unknown["allowed"] or "").split(",") if k.strip()]
        target = _find_key(lines, start, end, keys[0])
        close = difflib.get_close_matches(keys[0], allowed, n=1, cutoff=0.6) if allowed else []
        if close:
            cause = f"a misspelt key: did you mean {close[0]}?"
        elif allowed:
            cause = f"a misspelt key? here the keys are {', '.join(allowed)}"
    code = _NOT_A_CODE.search(problem)
    if code:  # a misspelt rule code: point at it, and name the closest code
        target = _find_value(lines, start, end, repr(code["code"]))
        close = difflib.get_close_matches(code["code"], [c.strip() for c in code["codes"].split(",")], n=1)
        cause = f"a misspelt rule code: did you mean {close[0]}?" if close else None
    if "is judged a legal play the question does not ask for, not" in problem:
        cause = 'the answer is legal but not what the question asks: its rule is "not-asked"'
    if target is None:
        key = next(
            (found for word in re.findall(r"[a-z_]+", problem) if (found := _find_key(lines, start, end, word))),
            None,
        )
        # the value the problem quotes, written at the key or after it; else the key itself
        target = _find_value(lines, start if key is None else key[0] - 1, end, problem) or key
    if target is None:
        target = _find_key(lines, start, end, "id") or (start + 1, 1)
    n, c = target
    return error.at(n, c, lines[n - 1], cause)


def _at(error: QuizFileError, lines: list[str], line: int, column: int, cause: str | None) -> QuizFileError:
    return error.at(line, column, lines[line - 1] if line <= len(lines) else "", cause)


def _open_quote(line: str) -> int | None:
    """The index of the quote that opens text left unclosed at the end of ``line`` (None if all close)."""
    quote, opened, i = "", None, 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == "\\" and quote == '"':
                i += 1
            elif ch == quote:
                quote, opened = "", None
        elif ch in "\"'":
            quote, opened = ch, i
        elif ch == "#":
            break
        i += 1
    return opened


def _unclosed(text: str, line: int, column: int) -> tuple[int, int, str] | None:
    """The ``[`` or ``{`` of a value still open at ``line``, ``column``: (line, column, bracket).

    The innermost one opened on an earlier line, else the innermost (None when all are closed).
    """
    stack: list[tuple[int, int, str]] = []
    for n, source in enumerate(text.splitlines()[:line], 1):
        stop = column - 1 if n == line else len(source)
        if n != line and not stack and _HEADER.match(source):
            continue  # a [table] header, not a value
        quote, i = "", 0
        while i < min(stop, len(source)):
            ch = source[i]
            if quote:
                if ch == "\\" and quote == '"':
                    i += 1
                elif ch == quote:
                    quote = ""
            elif ch in "\"'":
                quote = ch
            elif ch == "#":
                break
            elif ch in _CLOSERS:
                stack.append((n, i + 1, ch))
            elif ch in "]}" and stack:
                stack.pop()
            i += 1
    earlier = [opened for opened in stack if opened[0] < line]  # a bracket left open above is the likely slip
    found = earlier or stack
    return found[-1] if found else None


def _span(error: QuizFileError, text: str, lines: list[str]) -> tuple[int, int]:
    """Lines ``[start, end)`` (0-based) of the entry ``error`` names; the top of the file for none."""
    headers = [(text.count("\n", 0, m.start()), m["name"]) for m in _HEADER.finditer(text)]
    entry = error.entry
    start: int | None = None
    if entry is None:
        quoted = _QUOTED.search(error.problem)
        if error.problem.startswith("position") and quoted:
            start = next((n for n, name in headers if name == "positions"), None)
        if start is None:
            start = -1  # the keys above the first header
    elif entry.startswith("stage #") and entry[7:].isdigit():
        stages = [n for n, name in headers if name == "stage"]
        k = int(entry[7:])
        start = stages[k - 1] if k <= len(stages) else None
    elif entry.startswith("#") and entry[1:].isdigit():
        order = _reading_order(headers)
        k = int(entry[1:])
        start = order[k - 1] if k <= len(order) else None
    else:
        ident = re.compile(rf"^[ \t]*id[ \t]*=[ \t]*[\"']{re.escape(entry)}[\"']", re.M).search(text)
        if ident:
            at = text.count("\n", 0, ident.start())
            start = max((n for n, _ in headers if n <= at), default=-1)
    if start is None:
        return 0, len(lines)
    end = next((n for n, _ in headers if n > start), len(lines))
    return max(start, 0), end


def _reading_order(headers: list[tuple[int, str]]) -> list[int]:
    """The header lines of the entries in the order the loaders read them (``#N`` is the N-th)."""
    quiz = [n for n, name in headers if name == "question"]
    if quiz:
        return quiz
    order: list[int] = []
    stages = [n for n, name in headers if name == "stage"] + [10**9]
    for begin, stop in zip(stages, stages[1:], strict=False):
        for kind in ITEM_TYPES:
            order += [n for n, name in headers if begin < n < stop and name == f"stage.{kind}"]
    return order


def _find_key(lines: list[str], start: int, end: int, key: str) -> tuple[int, int] | None:
    pattern = re.compile(rf"(?:^|[\s{{,.])({re.escape(key)})[ \t]*=")
    for n in range(start, min(end, len(lines))):
        found = pattern.search(lines[n])
        if found:
            return n + 1, found.start(1) + 1
    return None


def _find_value(lines: list[str], start: int, end: int, problem: str) -> tuple[int, int] | None:
    for found in _QUOTED.finditer(problem):
        value = found[1] or found[2]
        for n in range(start, min(end, len(lines))):
            for literal in (f'"{value}"', f"'{value}'"):
                column = lines[n].find(literal)
                if column >= 0:
                    return n + 1, column + 1
    return None

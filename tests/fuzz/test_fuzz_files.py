"""Fuzz the quiz and lesson files: ``bglearn.loads_quiz`` and ``bglearn.load_lesson`` on mutations of the real ones.

Texts: the lesson files (``lessons/*.toml``) and the teachers' quizzes (``lessons/teachers/quizzes``),
changed by characters (:func:`strategies.mutate_text`: inserts, huge repeats, Unicode digits, NUL, ...)
and by values: one ``key = value`` line of the file given an odd TOML value instead -- an array or a
table where text is expected (``kind = ["play"]``), deep nesting, a 5,000-digit or 20,000-bit
integer, a huge float, a date, a point key of many digits.

Asserted: the loaders succeed or raise :class:`bglearn.QuizFileError` (naming the file) with a short
message, quickly; a path with NUL or of the wrong type is a ``QuizFileError`` too.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from strategies import call, fuzz, mutate_text

import bglearn as bg
from bglearn.teach.progress import Progress

pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON_FILES = sorted(LESSONS.glob("*.toml"))
QUIZ_FILES = sorted((LESSONS / "teachers" / "quizzes").glob("*.toml"))

#: TOML values put in place of a value of the file
ODD_VALUES = [
    '["play"]',
    "{ a = 1 }",
    "[]",
    "{}",
    "[[1, 2], [3]]",
    '["white", "black"]',
    '{ white = "x" }',
    "[" * 40 + "]" * 40,
    "[" * 1200 + "]" * 1200,
    "{ a = " * 300 + "1" + " }" * 300,
    "9" * 5000,
    "0x" + "f" * 5000,
    "-0x1",
    "1e400",
    "-1e400",
    "nan",
    "inf",
    "1979-05-27T07:32:00Z",
    "07:32:00",
    "true",
    "0",
    "-1",
    "7",
    "25",
    '""',
    '"  "',
    '"\\u0000"',
    '"' + "x" * 5000 + '"',
    "'start'",
    '"٣"',
    "{ " + "9" * 5000 + " = 1 }",
    '{ "1٣" = 1 }',
    '{ white = { "' + "1" * 5000 + '" = 2 } }',
    "{ white = { 6 = 0x" + "f" * 3000 + " } }",
    '{ answer = ["x"], rule = ["y"] }',
    '[{ answer = "8/5 6/5", rule = ["wrong-distance"] }]',
    '[{ answer = "8/5 6/5", rule = { a = 1 } }]',
]
_VALUE_LINE = re.compile(r"^(\s*[A-Za-z_][\w-]*\s*=\s*)(.*)$")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


SOURCES = [(p.name, _text(p)) for p in LESSON_FILES + QUIZ_FILES]


def replace_value(text: str, rng: random.Random) -> str:
    """One ``key = value`` line of ``text`` with an odd value (the rest of the line dropped), or a
    value inside an inline table replaced."""
    lines = text.split("\n")
    candidates = [i for i, line in enumerate(lines) if _VALUE_LINE.match(line)]
    if not candidates:
        return text
    i = rng.choice(candidates)
    head, value = _VALUE_LINE.match(lines[i]).groups()
    odd = rng.choice(ODD_VALUES)
    inner = [m for m in re.finditer(r"(\w+ = )([^,{}\[\]]+)", value)]
    if inner and rng.random() < 0.4:
        m = rng.choice(inner)
        value = value[: m.start(2)] + odd + value[m.end(2) :]
    else:
        value = odd
    lines[i] = head + value
    return "\n".join(lines)


@st.composite
def file_texts(draw):
    name, text = draw(st.sampled_from(SOURCES))
    rng = draw(st.randoms(use_true_random=False))
    for _ in range(draw(st.integers(1, 2))):
        text = replace_value(text, rng) if rng.random() < 0.6 else mutate_text(text, rng, edits=1)
    return name, text


def _check(outcome, name):
    if not outcome.ok:
        assert isinstance(outcome.error, bg.QuizFileError), outcome
        assert outcome.error.path == name, (outcome.error.path, name)
        assert outcome.error.problem and len(outcome.error.problem) <= 700, outcome.error.problem
    event("ok" if outcome.ok else "QuizFileError")


@fuzz(500)
@given(file_texts())
def test_mutated_files_read_or_are_refused_with_a_quiz_file_error(case):
    name, text = case
    if "[[stage]]" in text:
        return  # a lesson: read from a file below
    _check(call(bg.loads_quiz, text, name), name)


@fuzz(20)
@given(st.sampled_from([s for s in SOURCES if "[[stage]]" in s[1]]), st.randoms(use_true_random=False))
def test_mutated_lessons_load_or_are_refused_with_a_quiz_file_error(tmp_path_factory, source, rng):
    name, text = source
    text = replace_value(text, rng) if rng.random() < 0.7 else mutate_text(text, rng, edits=1)
    path = tmp_path_factory.mktemp("lesson") / name
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    progress = Progress(path.parent / "progress.json")
    _check(call(bg.load_lesson, path, progress), str(path))


@pytest.mark.parametrize("path", ["a\x00b.toml", "lessons/\x00", b"x\x00.toml", 3, None, ["x"]])
@pytest.mark.parametrize("loader", [bg.load_quiz, bg.load_lesson])
def test_an_odd_path_is_a_quiz_file_error(loader, path):
    with pytest.raises(bg.QuizFileError):
        loader(path)

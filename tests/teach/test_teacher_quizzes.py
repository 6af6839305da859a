"""The example quizzes for teachers (lessons/teachers/quizzes/): one per lesson topic, each judged by the engine."""

import sys
from functools import cache
from pathlib import Path

import pytest

import bglearn as bg
from bglearn import QuizFileError
from bglearn.teach import Lesson

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
QUIZZES = ROOT / "lessons" / "teachers" / "quizzes"
QUIZ_FILES = sorted(QUIZZES.glob("*.toml"))
TOPICS = [p.stem for p in sorted((ROOT / "lessons").glob("[0-9][0-9]-*.toml"))]
CUBE_KINDS = {"may-double", "drop-score", "after-take", "game-value"}
ALL_KINDS = {"play", "points", "dice-count", "legality", "result"} | CUBE_KINDS


@cache
def lessons() -> dict[str, Lesson]:
    """Every lesson, by file stem (loaded once: each load judges every entry)."""
    return {p.stem: bg.load_lesson(p) for p in sorted((ROOT / "lessons").glob("[0-9][0-9]-*.toml"))}


def raw(path: Path) -> list[dict]:
    """The question tables of a quiz file, as TOML."""
    return tomllib.loads(path.read_text(encoding="utf-8"))["question"]


def test_one_quiz_per_lesson_topic_named_after_it():
    assert len(TOPICS) == 10
    assert [p.stem for p in QUIZ_FILES] == TOPICS
    assert TOPICS[0] == "00-the-board" and TOPICS[-1] == "09-review"


@pytest.mark.parametrize("path", QUIZ_FILES, ids=[p.stem for p in QUIZ_FILES])
def test_quiz_loads_and_every_question_has_tempting_answers(path):
    quiz = bg.load_quiz(path)
    lesson = lessons()[path.stem]
    assert quiz.title == lesson.title
    assert 4 <= len(quiz) <= 6
    tables = raw(path)
    assert [t["id"] for t in tables] == list(quiz.ids)
    for t in tables:
        assert t["tempting"], t["id"]
        assert all(a["rule"] for a in t["tempting"])
    # the engine's own answer is judged right, and each tempting answer wrong
    for q, t in zip(quiz, tables, strict=True):
        assert q.judge(q.solution()).correct
        assert not any(q.judge(a["answer"]).correct for a in t["tempting"])


@pytest.mark.parametrize("path", QUIZ_FILES, ids=[p.stem for p in QUIZ_FILES])
def test_quiz_positions_are_not_the_lessons_positions(path):
    quiz = bg.load_quiz(path)
    lesson_positions = {q.position for lesson in lessons().values() for q in lesson.quiz}
    assert bg.Position.start() in lesson_positions
    assert not {q.position for q in quiz} & lesson_positions


def test_every_question_kind_is_used_and_the_cube_quiz_has_all_cube_kinds():
    kinds = {path.stem: {t["kind"] for t in raw(path)} for path in QUIZ_FILES}
    assert set().union(*kinds.values()) == ALL_KINDS
    assert CUBE_KINDS <= kinds["07-the-doubling-cube"]
    asks = {t["ask"] for path in QUIZ_FILES for t in raw(path) if t["kind"] == "points"}
    assert asks == {"enter", "bear-off", "move-from"}


def test_some_answers_as_the_engine_judges_them():
    board = bg.load_quiz(QUIZZES / "00-the-board.toml")
    assert board["which-can-move"].solution() == {8, 11, 13}
    wrong = board["count-from-the-next"].judge("11/6")
    assert (wrong.correct, wrong.rule) == (False, "wrong-distance")
    cube = bg.load_quiz(QUIZZES / "07-the-doubling-cube.toml")
    assert cube["redouble-taken"].solution() == (8, "white")
    assert cube["after-the-roll"].judge("yes").rule == "double-before-rolling"
    assert cube["gammon-on-2"].solution() == 4
    match = bg.load_quiz(QUIZZES / "08-match-play.toml")
    assert match["crawford"].judge("yes").rule == "crawford-game"
    assert match["jacoby-after-a-take"].solution() == 4 and match["jacoby-centred"].solution() == 1
    assert match["beaver-on-4"].solution() == (16, "white")  # 4 -> 16, the beaverer keeps it
    assert match["two-ties"].state.cube_value == 4 and match["two-ties"].solution() == 4
    bear = bg.load_quiz(QUIZZES / "05-bearing-off.toml")
    assert bear["come-home-first"].judge("5/off 3/off").rule == "bear-off-not-all-home"


def test_a_broken_copy_names_the_file_and_the_entry(tmp_path):
    text = (QUIZZES / "04-using-the-whole-roll.toml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.toml"
    # a tempting answer that is in fact right
    broken.write_text(
        text.replace(
            '{ answer = "20/15", rule = "must-use-higher-die" }', '{ answer = "20/14", rule = "must-use-higher-die" }'
        ),
        encoding="utf-8",
    )
    with pytest.raises(QuizFileError) as e:
        bg.load_quiz(broken)
    assert e.value.path == str(broken) and e.value.entry == "higher-die"
    assert "the tempting answer '20/14' is right, not wrong" in str(e.value)

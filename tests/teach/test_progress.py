"""Progress that lasts: outcomes saved to JSON, read back when a lesson opens, merged, never fatal."""

import json
from pathlib import Path

import pytest

import bglearn as bg
from bglearn.teach.progress import Progress, default_path

LESSON = """title = "Test"
[[stage]]
id = "first"
title = "First things"
[[stage.question]]
id = "q"
kind = "play"
position = "start"
dice = [3, 1]
prompt = "Make the 5-point."
goal = { play = "8/5 6/5" }
[[stage]]
id = "second"
title = "Then"
[[stage.question]]
id = "n"
kind = "dice-count"
position = "start"
dice = [6, 5]
prompt = "How many?"
"""


@pytest.fixture
def lesson_file(tmp_path: Path) -> Path:
    path = tmp_path / "09-test.toml"
    path.write_text(LESSON, encoding="utf-8")
    return path


def test_default_path_follows_the_environment(progress_file, monkeypatch):
    assert default_path() == progress_file  # tests/conftest.py points it at a temporary file
    monkeypatch.delenv("BGLEARN_PROGRESS")
    assert default_path().parts[-2:] == ("bglearn", "progress.json")


def test_outcomes_are_saved_read_back_and_never_made_worse(progress_file):
    p = Progress()
    assert p.outcome("02", "q") is None and p.problem is None
    p.record("02", "q", "shown")
    p.record("02", "q", "after-tries")
    p.record("02", "q", "shown")  # worse: ignored
    assert Progress().outcome("02", "q") == "after-tries"
    assert json.loads(progress_file.read_text()) == {"version": 1, "lessons": {"02": {"q": "after-tries"}}}
    assert sorted(x.name for x in progress_file.parent.iterdir()) == ["progress.json"]  # no temporary left
    with pytest.raises(bg.InputError):
        p.record("02", "q", "great")


def test_two_open_lessons_keep_each_others_results(progress_file):
    a, b = Progress(), Progress()  # both read the file before either wrote
    a.record("01", "x", "first-try")
    b.record("02", "y", "shown")
    assert Progress().as_dict()["lessons"] == {"01": {"x": "first-try"}, "02": {"y": "shown"}}


def test_a_lesson_saves_answers_and_shows_them_when_reopened(lesson_file, progress_file):
    lesson = bg.load_lesson(lesson_file)
    stage_map = lesson.show("map")
    assert stage_map.text() == "○ First things\n○ Then"
    lesson.show("q").answer("8/5 6/5")
    assert stage_map.text() == "✔ First things\n○ Then"
    lesson.show("n").show_answer()
    assert json.loads(progress_file.read_text())["lessons"] == {"09-test": {"q": "first-try", "n": "shown"}}
    again = bg.load_lesson(lesson_file)  # a new session
    assert again.show("map").text() == "✔ First things\n○ Then"
    assert again.show("q").attempts == 0  # the question itself starts afresh
    again.show("n").answer(1)
    again.show("n").answer(2)
    assert again.show("map").text() == "✔ First things\n✔ Then"
    assert Progress().outcome("09-test", "n") == "after-tries"


def test_the_map_widget_updates_after_an_answer(lesson_file):
    lesson = bg.load_lesson(lesson_file)
    widget = lesson.show("map").widget
    assert widget.value.count("○") == 2
    lesson.show("q").answer("8/5 6/5")
    assert widget.value.count("○") == 1 and widget.value.count("✔") == 1


def test_a_corrupt_file_is_left_alone_and_the_lesson_still_runs(lesson_file, progress_file):
    progress_file.write_text("{not json", encoding="utf-8")
    lesson = bg.load_lesson(lesson_file)
    assert "not a progress file bglearn can read" in lesson.progress.problem
    lesson.show("q").answer("8/5 6/5")
    assert lesson.show("map").text().startswith("✔")  # kept for the session
    assert progress_file.read_text() == "{not json"  # not overwritten
    assert "Your progress is not being saved" in lesson.show("map").html()


def test_an_unwritable_file_gives_a_message_not_an_error(lesson_file, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("BGLEARN_PROGRESS", str(blocker / "progress.json"))  # its folder is a file
    lesson = bg.load_lesson(lesson_file)
    assert lesson.progress.problem is None
    result = lesson.show("q").answer("8/5 6/5")
    assert result.correct and "cannot write" in lesson.progress.problem
    assert lesson.show("map").text().startswith("✔")

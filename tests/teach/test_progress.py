"""Progress that lasts: outcomes saved to JSON, read back when a lesson opens, merged, never fatal."""

import json
import os
import stat
import subprocess
import sys
import time
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


def test_course_map_lists_every_lesson_with_stages_done(progress_file):
    from bglearn.teach import course_map

    folder = Path(__file__).resolve().parents[2] / "lessons"
    before = course_map(folder)
    assert [o.id[:2] for o in before.lessons] == [f"{i:02d}" for i in range(10)]
    first = before.lessons[2]  # 02-blocked-points
    stage_id, stage_title, questions = first.stages[0]
    assert before.done(first) == (0, len(first.stages))
    progress = Progress()
    for q in questions:
        progress.record(first.id, q, "after-tries")
    after = course_map(folder)
    assert after.done(first) == (1, len(first.stages))
    assert f"  ✔ {stage_title}" in after.text()
    assert f'href="{first.id}.ipynb"' in after._repr_html_()


def test_review_mixes_earlier_kinds_and_favours_the_hard_ones(progress_file):
    from bglearn.teach import review
    from bglearn.teach.course import lesson_files, outline

    folder = Path(__file__).resolve().parents[2] / "lessons"
    lesson_05 = next(p for p in lesson_files(folder) if p.name.startswith("05"))
    earlier = [outline(p) for p in lesson_files(folder) if p.name <= lesson_05.name]  # and 05 itself
    kinds = {kind for o in earlier for _, kind in o.practice}
    r = review(lesson_05, count=3, seed=4)
    assert len(r.questions) == 3 and len(set(r.kinds)) == 3 and set(r.kinds) <= kinds
    for q, kind in zip(r.questions, r.kinds, strict=True):
        assert q.round == 1 and q.practise_kind == kind  # a fresh practice board, not the lesson's own
        shown = q.solution()
        assert q.judge("" if shown is None else shown).correct
    # a kind the learner found hard comes up far more often
    hard_lesson, (hard_q, hard_kind) = next((o, o.practice[0]) for o in earlier if o.practice)
    Progress().record(hard_lesson.id, hard_q, "shown")
    hits = sum(hard_kind in review(lesson_05, count=1, seed=s).kinds for s in range(40))
    plain = sum(
        hard_kind in review(lesson_05, count=1, seed=s, progress=Progress(progress_file.parent / "none.json")).kinds
        for s in range(40)
    )
    assert hits > plain
    lesson_00 = next(iter(lesson_files(folder)))  # its own kinds only: the set-up and who starts
    assert sorted(review(lesson_00, count=3, seed=2).kinds) == ["opening-roll", "setup"]
    lesson_01 = lesson_files(folder)[1]
    # its own two and lesson 00's two: three of those four
    assert len(outline(lesson_01).practice) == 2
    assert set(review(lesson_01, count=3, seed=1).kinds) <= {"dice-order", "setup", "opening-roll"}
    assert len(review(lesson_01, count=3, seed=1).questions) == 3


# -- bad progress files, odd places, concurrent writers (issue 22) ----------------------------------------


def _opens_within(seconds, make):
    """``make()`` in a daemon thread; its result, or fail when it does not return in ``seconds``."""
    import threading

    out = []
    thread = threading.Thread(target=lambda: out.append(make()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"did not return within {seconds} s (blocked reading?)"
    return out[0]


def test_a_fifo_named_by_bglearn_progress_never_hangs_a_lesson(lesson_file, progress_file):
    os.mkfifo(progress_file)
    lesson = _opens_within(20, lambda: bg.load_lesson(lesson_file))
    assert "not a regular file" in lesson.progress.problem
    assert lesson.show("q").answer("8/5 6/5").correct
    assert stat.S_ISFIFO(os.stat(progress_file).st_mode)  # left as it is, not replaced


@pytest.mark.parametrize(
    "text, words",
    [
        ('{"version": 1, "lessons": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply"),
        ('{"version": 1, "lessons": {"01": {"x": ' + "9" * 5000 + "}}}", "5,000 digits"),
        ('{"version": 1, "lessons": {"01": {"x": [[["first-try"]]]}}, "n": NaN}', "NaN"),
        ('{"version": 1, "lessons": {"01": {"x": {"a": 1}}}}', None),  # an odd outcome is dropped
    ],
)
def test_a_bad_progress_file_gives_a_clean_message_and_the_lesson_runs(lesson_file, progress_file, text, words):
    progress_file.write_text(text, encoding="utf-8")
    lesson = bg.load_lesson(lesson_file)
    problem = lesson.progress.problem
    if words is None:
        assert problem is None and lesson.progress.lesson("01") == {}
    else:
        assert words in problem and "4300" not in problem and len(problem) < 400, problem
        lesson.show("q").answer("8/5 6/5")
        assert progress_file.read_text(encoding="utf-8") == text  # left as it is


def test_a_progress_file_past_the_size_cap_is_not_read(progress_file, monkeypatch):
    from bglearn.teach import progress

    monkeypatch.setattr(progress, "MAX_BYTES", 100)
    progress_file.write_text(json.dumps({"version": 1, "lessons": {"01": {"q" * 200: "shown"}}}))
    assert "at most 100" in Progress().problem


@pytest.mark.parametrize(
    "lesson, question, outcome",
    [("02", 5, "shown"), (["02"], "q", "shown"), ("02", None, "shown"), ("", "q", "shown"), ("02", "q", ["shown"])],
)
def test_record_with_a_bad_id_or_outcome_is_refused_before_anything_changes(progress_file, lesson, question, outcome):
    p = Progress()
    p.record("01", "x", "first-try")
    before, on_disk = p.as_dict(), progress_file.read_text()
    with pytest.raises(bg.InputError):
        p.record(lesson, question, outcome)
    assert p.as_dict() == before and progress_file.read_text() == on_disk
    p.record("01", "y", "shown")  # and it still saves
    assert Progress().lesson("01") == {"x": "first-try", "y": "shown"}


def test_a_stale_lock_is_broken_and_a_held_one_waited_for(progress_file, monkeypatch):
    from bglearn.teach import progress

    lock = progress_file.with_name("progress.json.lock")
    lock.mkdir()
    old = time.time() - 3600
    os.utime(lock, (old, old))  # left by a kernel killed while saving
    Progress().record("01", "x", "shown")
    assert Progress().outcome("01", "x") == "shown" and not lock.exists()
    lock.mkdir()  # held (fresh): the save gives up after LOCK_TIMEOUT with a message
    monkeypatch.setattr(progress, "LOCK_TIMEOUT", 0.2)
    p = Progress()
    p.record("01", "y", "first-try")
    assert "held by another process" in p.problem and p.outcome("01", "y") == "first-try"
    lock.rmdir()
    p.record("01", "z", "shown")
    assert p.problem is None and Progress().lesson("01") == {"x": "shown", "y": "first-try", "z": "shown"}


_WRITER = """
import sys
from bglearn.teach.progress import Progress
path, name = sys.argv[1], sys.argv[2]
p = Progress(path)
for i in range(150):
    p.record_all(f"lesson-{i % 9}", {f"{name}-{i}-{j}": "first-try" for j in range(12)})
    if i % 50 == 0:
        p.record(f"lesson-{i % 9}", f"{name}-single-{i}", "shown")
assert p.problem is None, p.problem
"""


def test_four_processes_saving_at_once_lose_no_outcome(tmp_path):
    # 4 writers x 150 saves of 12 outcomes (+3 single ones) = 7,212 outcomes; without the lock
    # 11 runs of 12 lost some (160 of 7,200 in one)
    path = tmp_path / "progress.json"
    procs = [
        subprocess.Popen([sys.executable, "-c", _WRITER, str(path), f"w{k}"], stderr=subprocess.PIPE) for k in range(4)
    ]
    errors = [p.communicate(timeout=300)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0, 0], errors
    saved = Progress(path).as_dict()["lessons"]
    assert sum(len(v) for v in saved.values()) == 4 * (150 * 12 + 3)
    assert saved["lesson-0"]["w3-0-11"] == "first-try" and saved["lesson-0"]["w2-single-0"] == "shown"
    assert sorted(x.name for x in tmp_path.iterdir()) == ["progress.json"]  # no lock or temporary left


# -- old progress files: lesson 07 split in two, the review renamed 08 -> 09 (issue 18) -----------

OLD_FILE = {
    "version": 1,
    "lessons": {
        "07-the-doubling-cube": {
            "may-double-centred": "first-try",
            "redouble-drop": "shown",
            "may-double-crawford": "after-tries",
            "jacoby-turned": "first-try",
            "nackgammon-3-1": "shown",
        },
        "08-review": {"counting-pips": "first-try", "entry-hits": "shown"},
        "02-blocked-points": {"land-legal": "after-tries"},
    },
}


def test_an_old_progress_file_shows_its_outcomes_under_the_new_ids(progress_file):
    from bglearn.teach.progress import MOVED_QUESTIONS, RENAMED_LESSONS

    progress_file.write_text(json.dumps(OLD_FILE), encoding="utf-8")
    progress = Progress()
    assert progress.problem is None
    assert progress.lesson("07-the-doubling-cube") == {"may-double-centred": "first-try", "redouble-drop": "shown"}
    assert progress.lesson("08-match-play") == {
        "may-double-crawford": "after-tries",
        "jacoby-turned": "first-try",
        "nackgammon-3-1": "shown",
    }
    assert progress.lesson("09-review") == {"counting-pips": "first-try", "entry-hits": "shown"}
    assert progress.lesson("08-review") == {}
    assert progress.lesson("02-blocked-points") == {"land-legal": "after-tries"}
    # nothing lost: as many outcomes as the old file held, each the same
    old = sorted(v for qs in OLD_FILE["lessons"].values() for v in qs.values())
    assert sorted(v for qs in progress.as_dict()["lessons"].values() for v in qs.values()) == old
    assert progress_file.read_text(encoding="utf-8") == json.dumps(OLD_FILE)  # reading writes nothing
    # the next save writes the new ids only
    progress.record("09-review", "dance", "first-try")
    saved = json.loads(progress_file.read_text(encoding="utf-8"))["lessons"]
    assert "08-review" not in saved and saved["09-review"]["entry-hits"] == "shown"
    assert saved["08-match-play"]["may-double-crawford"] == "after-tries"
    assert "may-double-crawford" not in saved["07-the-doubling-cube"]
    # every question said to have moved is a question of its new lesson, and none is left in the old one
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    for (old_lesson, question), new_lesson in MOVED_QUESTIONS.items():
        assert question in bg.load_lesson(lessons / f"{new_lesson}.toml", progress=progress).quiz.ids
        assert question not in bg.load_lesson(lessons / f"{old_lesson}.toml", progress=progress).quiz.ids
    for old, new in RENAMED_LESSONS.items():
        assert (lessons / f"{new}.toml").exists() and not (lessons / f"{old}.toml").exists()


def test_an_old_and_a_new_id_both_holding_an_outcome_keep_the_better(progress_file):
    progress_file.write_text(
        json.dumps(
            {
                "version": 1,
                "lessons": {
                    "08-review": {"dance": "first-try", "come-home": "shown"},
                    "09-review": {"dance": "shown", "come-home": "after-tries"},
                    "07-the-doubling-cube": {"match-gammon": "first-try"},
                    "08-match-play": {"match-gammon": "shown"},
                },
            }
        ),
        encoding="utf-8",
    )
    progress = Progress()
    assert progress.lesson("09-review") == {"dance": "first-try", "come-home": "after-tries"}
    assert progress.lesson("08-match-play") == {"match-gammon": "first-try"}
    assert progress.lesson("07-the-doubling-cube") == {}


def test_an_unreadable_old_file_is_still_left_alone(progress_file):
    text = '{"version": 1, "lessons": {"08-review": ["dance"]}}'
    progress_file.write_text(text, encoding="utf-8")
    progress = Progress()
    assert "not a progress file bglearn can read" in progress.problem
    progress.record("09-review", "dance", "first-try")
    assert progress_file.read_text(encoding="utf-8") == text  # not migrated, not overwritten
    assert progress.outcome("09-review", "dance") == "first-try"  # kept for the session

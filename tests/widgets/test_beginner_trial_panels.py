"""The panels' side of what a beginner's trial of the lessons found (each fixed with its test)."""

from __future__ import annotations

from pathlib import Path

import bglearn as bg
from bglearn.teach.progress import Progress

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


def _lesson(name: str) -> bg.teach.Lesson:
    return bg.load_lesson(LESSONS / f"{name}.toml")


# -- 2. an ambiguous or unreadable play is not an attempt, and leaves the board as it was -------------


def test_an_ambiguous_play_typed_is_not_an_attempt_and_the_board_stays_live():
    lesson = _lesson("02-blocked-points")
    q = lesson.show("no-hit-way")
    panel = q.panel
    board_shown = (panel.board.layout.display, panel._image.layout.display, panel._again.layout.display)
    assert board_shown == (None, "none", "none")  # the live board, no verdict picture yet
    rings = panel.board.png
    panel._text.value = "13/7"  # typed, as the learner did: it fits 13/11*/7 and 13/9/7
    assert q.last.kind == "ambiguous" and not q.last.judged and q.attempts == 0
    assert "13/11*/7" in panel._out.value and "13/9/7" in panel._out.value and "? " in panel._out.value
    assert (panel.board.layout.display, panel._image.layout.display, panel._again.layout.display) == board_shown
    assert panel.board.png == rings and panel.board.position == q.position  # the board as it was
    assert Progress().outcome(lesson.id, "no-hit-way") is None  # nothing recorded
    panel._text.value = "13/9/7"
    assert q.solved and q.outcome == "first-try" and q.attempts == 1
    assert Progress().outcome(lesson.id, "no-hit-way") == "first-try"


def test_an_unreadable_answer_keeps_the_last_verdicts_picture():
    q = bg.teach.PlayQuestion("Make the 5-point.", bg.Position.start(), (3, 1), accept="8/5 6/5")
    panel = q.panel
    assert q.answer("24/21 24/23").kind == "not-asked" and q.attempts == 1
    picture, alt = panel.png(), panel._image.alt
    unread = q.answer("eight to five")
    assert unread.kind == "unreadable" and q.attempts == 1  # still one attempt
    assert panel.png() == picture and panel._image.alt == alt  # the verdict's arrows stay
    assert "cannot read" in panel._out.value.lower()

"""The panels' side of what a beginner's trial of the lessons found (each fixed with its test)."""

from __future__ import annotations

import html
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


# -- 8. once solved, the board says so and the inputs are off until a practice board ------------------------


def _status(q) -> str:
    from matplotlib.figure import Figure

    from bglearn import draw

    ax = draw.board(q._drawn_position(), ax=Figure().add_subplot(), dice=q.dice, **q.decorations())
    return next(t.get_text() for t in ax.texts if t.get_gid() == "bglearn-status")


def test_a_solved_play_question_says_so_and_its_inputs_are_off_until_practise_more(monkeypatch):
    q = bg.teach.PlayQuestion(
        "Make your 5-point.", bg.Position.start(), (3, 1), accept="8/5 6/5", practise="lower-die-first"
    )
    panel = q.panel
    focused = []
    monkeypatch.setattr(panel._more, "focus", lambda: focused.append("practise more"))
    assert _status(q) == "White to play 3-1"
    q.answer("24/21 24/23")  # legal, not asked: still to do
    assert not panel._text.disabled and not panel._check.disabled and focused == []
    panel._text.value = "8/5 6/5"
    assert q.solved and _status(q) == "Solved: White played 8/5 6/5"
    assert panel._image.alt.startswith("Solved: White played 8/5 6/5. White rolled 3-1.")
    assert panel._text.disabled and panel._check.disabled and focused == ["practise more"]
    q.practise(seed=2)
    assert not q.solved and not panel._text.disabled and not panel._check.disabled
    hi, lo = max(q.dice), min(q.dice)
    assert _status(q) == f"{bg.side_name(q.position.on_roll)} to play {hi}-{lo}"
    assert "Solved" not in panel._image.alt


def test_a_play_solved_on_the_board_says_so_too():
    q = bg.teach.PlayQuestion("Make your 5-point.", bg.Position.start(), (3, 1), accept="8/5 6/5")
    board = q.panel.board
    assert board.select(8) and board.move_to(5) and board.select(6) and board.move_to(5) and board.done()
    assert q.solved and q.panel._image.alt.startswith("Solved: White played 8/5 6/5.")
    assert q.panel._image.layout.display is None and board.layout.display == "none"  # the verdict's picture


def test_try_again_keeps_the_verdict_as_the_last_tries_and_a_board_play_empties_the_box():
    # lesson 05's exact-two at 400 px: after Try again the red verdict and its legend of red arrows
    # stayed under a live board that drew no arrows, read as the verdict on the play being made
    lesson = _lesson("05-bearing-off")
    q = lesson.show("exact-two")
    panel = q.panel
    panel._text.value = "3/off 2/off"
    assert q.last.kind == "illegal" and "red dashed arrows" in panel._out.value
    message = q.last.message
    panel._again.click()
    assert panel.board.layout.display is None and panel._image.layout.display == "none"
    assert panel._out.value.startswith('<p style="color: #5f5f5f">Your last try: ')
    assert "arrows" not in panel._out.value and "\u2718" not in panel._out.value
    assert html.unescape(panel._out.value).endswith(message + "</p>")
    board = panel.board
    assert board.select(5) and board.move_to(0) and board.select(2) and board.move_to(0) and board.done()
    assert q.solved and "\u2714 Correct: 5/off 2/off." in panel._out.value
    assert panel._text.value == "" and panel._text.disabled  # not the older typed try beside "Correct"


def test_a_solved_choice_question_turns_its_buttons_off():
    q = bg.teach.DiceCountQuestion("How many dice?", bg.Position.start(), (6, 5))
    panel = q.panel
    panel._buttons[1].click()
    assert not q.solved and not any(b.disabled for b in panel._buttons.values())
    panel._buttons[2].click()
    assert q.solved and all(b.disabled for b in panel._buttons.values())
    assert _status(q) == "Solved: White rolled 6-5" and panel._image.alt.startswith("Solved: White rolled 6-5.")


def test_a_solved_points_question_keeps_its_points():
    pos = bg.Position.from_points(white={6: 2, 5: 3, 4: 10}, black={24: 2, 13: 13})
    q = bg.teach.PointsQuestion("Which points may bear off?", pos, (6, 5), ask="bear-off")
    panel = q.panel
    for p in sorted(q.points):
        assert q.toggle(p)
    panel._check.click()
    assert q.solved and panel._check.disabled and all(t.disabled for t in panel._toggle.values())
    picked = q.picked
    assert q.toggle(4) is False and q.picked == picked  # a click on the picture changes nothing now


def test_a_solved_set_up_says_the_board_is_set_up_and_takes_no_more_clicks():
    from bglearn.teach import SetupQuestion

    pos = bg.Position.from_points(white={24: 2, 13: 5, 6: 5}, black={24: 2, 13: 5, 8: 3, 6: 5})
    q = SetupQuestion("Finish White's set-up.", pos)
    panel = q.panel
    for _ in range(3):
        assert q.add(8)
    panel._check.click()
    assert q.solved and _status(q) == "Solved: the board is set up"
    assert panel._image.alt.startswith("Solved: the board is set up.")
    assert panel._check.disabled and panel._tool.disabled and panel._point.disabled
    assert q.click(7) is False and q.undo() is False and q.placed.checkers(bg.WHITE)[8] == 3
    q.start_again()
    assert q.placed.checkers(bg.WHITE)[8] == 3  # still set up


def test_a_graded_board_keeps_its_verdict_secret():
    q = bg.teach.DiceCountQuestion("How many dice?", bg.Position.start(), (6, 5))
    q.answer_cell = "answer_q1"
    panel = q.panel
    panel._buttons[2].click()
    assert q.solved and _status(q) == "White to play 6-5" and "Solved" not in panel._image.alt
    assert not any(b.disabled for b in panel._buttons.values())  # nothing tells the answer was right


def test_a_complete_play_with_a_die_lost_says_so_and_draws_it_faded():
    # (the desktop trial, lesson 03's only-one-enters: after bar/23 the board said only "The play bar/23
    # is complete" and drew the 5 bright, as a die still to play; the picture's words and its dice are
    # drawn from the same dice left)
    q = _lesson("03-hitting-and-the-bar").show("only-one-enters")
    board = q.panel.board
    assert board.select(25) and board.move_to(23)
    assert board.message == "Moved bar/23. The 5 cannot be played. The play bar/23 is complete: press Done (or Undo)."
    assert board.dice_left == (5,)  # the turn's own record: the 5 was not used
    assert "dice left: none" in board.board_text() and "dice left: none" in q.panel.board._image.alt
    assert board.undo() and board.enter("bar/23")
    assert board.message.startswith("The 5 cannot be played. bar/23 is a legal play")

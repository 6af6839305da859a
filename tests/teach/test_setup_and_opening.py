"""The set-up practised on the board (kind ``setup``) and who starts (kind ``opening``): issue 18 item 3.

A set-up question is judged by equality with the starting position and says, point by point, what differs;
an opening question is decided by the engine's opening roll (``roll_opening_ties``). Both have Practise more,
and both are read from lesson files, where a broken entry is a ``QuizFileError`` naming file and entry.
"""

import random
from pathlib import Path

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, Position
from bglearn.engine.rules import roll_opening_ties
from bglearn.teach import OpeningQuestion, Score, SetupQuestion
from bglearn.teach.questions.opening import AGAIN, NEW_DICE, opening_outcome

HALF = Position.from_points(white={24: 2, 13: 5}, black={24: 2, 13: 5, 8: 3, 6: 5})
START = Position.start()


def half_set_up(**options):
    return SetupQuestion("Place the rest of your checkers as at the start, then press Check.", HALF, **options)


# -- set-up: placing and judging ----------------------------------------------------------------------


def test_placing_the_rest_is_right_and_counted():
    score = Score()
    quiz = half_set_up(score=score)
    for point, n in ((8, 3), (6, 5)):
        for _ in range(n):
            assert quiz.add(point)
    result = quiz.check()
    assert result.correct and result.message.startswith("Right: the starting position: 2 on your 24-point")
    assert quiz.placed == START and (score.solved, score.first_try) == (1, 1)


def test_a_wrong_board_names_each_point_that_differs_in_the_learners_numbers():
    quiz = half_set_up()
    quiz.add(8), quiz.add(8), quiz.add(7)
    result = quiz.check()
    assert not result.correct and result.kind == "wrong" and result.rule is None
    assert result.message == (
        "Not the starting position yet. You have 10 of your 15 checkers on the board. "
        "Your 8-point has 2 of your checkers; the start has 3. Your 7-point has 1 of your checkers; the start "
        "has none. Your 6-point has none; the start has 5."
    )
    assert result.points == (8, 7, 6)  # highlighted on the board


def test_the_rules_pages_twelve_checker_set_up_is_wrong_on_the_6_point():
    result = half_set_up().judge({"24": 2, "13": 5, "8": 3, "6": 2})
    assert result.message == (
        "Not the starting position yet. You have 12 of your 15 checkers on the board. "
        "Your 6-point has 2 of your checkers; the start has 5."
    )


def test_more_than_three_differences_are_counted_not_listed():
    quiz = SetupQuestion("Set up.", Position.from_points(white={2: 1}, black={24: 2, 13: 5, 8: 3, 6: 5}))
    message = quiz.check().message
    assert message.count("; the start has") == 3 and message.endswith("2 more points differ from the start.")


def test_black_places_in_its_own_numbers_and_white_is_named_with_both_numbers():
    pos = Position.from_points(white={24: 2, 13: 5, 8: 3}, black={24: 2, 13: 5, 8: 3, 6: 5}, on_roll=BLACK)
    quiz = SetupQuestion("Set up.", pos)
    assert quiz.side == BLACK
    assert quiz.add(6) is False  # all fifteen Black checkers are placed
    assert quiz.add(6, WHITE) is False  # the learner's 6-point is White's 19-point: Black holds it
    quiz.tool = "other"
    for _ in range(4):
        assert quiz.click(19)  # a White checker on the learner's 19-point, White's own 6-point
    assert quiz.check().message.endswith("White's 6-point (your 19-point) has 4 White checkers; the start has 5.")
    assert quiz.click(19)
    assert quiz.placed.checkers(WHITE)[6] == 5 and quiz.check().correct
    assert quiz.undo() is False and quiz.placed.checkers(WHITE)[6] == 5  # solved: the board stays set up


def test_refused_clicks_change_nothing():
    quiz = half_set_up()
    before = quiz.placed
    assert quiz.add(19) is False  # Black's 6-point: both sides on one point
    assert quiz.add(0) is False and quiz.add(26) is False and quiz.click(0) is False  # the tray, off the board
    assert quiz.remove(8) is False  # no checker there
    assert quiz.placed == before and quiz.undo() is False
    with pytest.raises(bg.InputError):
        quiz.add(8, side=2)
    with pytest.raises(bg.InputError):
        quiz.tool = "paint"
    assert quiz.placed == before and quiz.tool == "own"


def test_erase_undo_and_start_again():
    quiz = half_set_up()
    quiz.tool = "erase"
    assert quiz.click(24) and quiz.placed.checkers(WHITE)[24] == 1
    assert quiz.click(19) and quiz.placed.checkers(BLACK)[6] == 4  # a Black checker, the other side's
    assert quiz.undo() and quiz.placed.checkers(BLACK)[6] == 5
    quiz.start_again()
    assert quiz.placed == HALF and quiz.undo() is False


def test_the_last_checker_on_the_board_stays():
    quiz = SetupQuestion("Set up.", Position.from_points(white={24: 1}, black={}, on_roll=WHITE))
    assert quiz.remove(24) is False and quiz.placed.checkers(WHITE)[24] == 1


def test_show_answer_places_the_start_and_a_check_then_counts_after_the_reveal():
    score = Score()
    quiz = half_set_up(score=score)
    assert quiz.show_answer() == START and quiz.placed == START
    assert quiz.check().correct and quiz.after_reveal and score.solved == 0
    assert quiz.verify(START, {Position.from_points(white={6: 15}, black={24: 2, 13: 5, 8: 3, 6: 5}): None})


def test_a_set_up_question_needs_something_to_place():
    with pytest.raises(bg.InputError, match="starting position already"):
        SetupQuestion("Set up.", START)
    with pytest.raises(bg.InputError, match="practises with 'setup'"):
        half_set_up(practise="enter")
    assert half_set_up().judge("24 13").kind == "unreadable"


def test_practise_more_gives_fresh_boards_to_place_for_both_sides():
    quiz = half_set_up(practise="setup")
    assert quiz.question.startswith("You are White: 7 of your 15 checkers are on the board. Place the rest")
    sides, boards = set(), set()
    for seed in range(30):
        quiz.practise(seed=seed)
        assert quiz.position != quiz.solution()  # never the start itself
        other = quiz.position.checkers(1 - quiz.side)
        assert tuple(other) == tuple(START.checkers(WHITE))  # the other side as at the start
        placed = 15 - quiz.position.checkers(quiz.side)[0]
        assert quiz.question == (
            f"You are {bg.side_name(quiz.side)}: {placed} of your 15 checkers are on the board. Place the checkers "
            "so that both sides stand as at the start of a game, then press Check."
        )
        assert quiz.judge(quiz.solution()).correct and not quiz.judge(quiz.position).correct
        sides.add(quiz.side)
        boards.add(quiz.position)
    assert sides == {WHITE, BLACK} and len(boards) > 20
    assert quiz.show_hint().startswith("Each side starts with 2 checkers on its 24-point")
    quiz.practise(seed=4)
    again = half_set_up(practise="setup")
    again.practise(seed=4)
    assert again.position == quiz.position  # a seed gives the same board


# -- set-up: the panel ---------------------------------------------------------------------------------


def test_the_panel_takes_clicks_in_the_pictures_pixels_and_shows_the_board_placed():
    from bglearn.draw.painter import BoardPainter

    quiz = half_set_up(practise="setup")
    panel = quiz.panel
    before = panel.png()
    px, py = BoardPainter().point_to_pixel(8, WHITE)
    assert quiz.click_pixel(px, py) and quiz.placed.checkers(WHITE)[8] == 1
    assert panel.png() != before and "8-point 1" in panel._image.alt
    assert quiz.click_pixel(float("nan"), 3) is False
    quiz.tool = "other"
    assert panel._tool.value == "other"  # the buttons follow the model
    panel._tool.value = "erase"
    assert quiz.tool == "erase"
    panel._point.value = 8
    panel._tool.value = "own"
    labels = {b.description: b for b in _buttons(panel.widget)}
    labels["Add one"].click()
    assert quiz.placed.checkers(WHITE)[8] == 2
    labels["Take one away"].click()
    assert quiz.placed.checkers(WHITE)[8] == 1
    labels["Check"].click()
    assert "Your 8-point has 1 of your checkers; the start has 3." in panel._out.value
    quiz.practise(seed=1)
    assert {o[1] for o in panel._tool.options} == {"own", "other", "erase"}


def _buttons(widget):
    import ipywidgets as w

    if isinstance(widget, w.Button):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from _buttons(child)


# -- who starts ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("white", range(1, 7))
@pytest.mark.parametrize("black", range(1, 7))
def test_the_engine_decides_every_throw(white, black):
    quiz = OpeningQuestion("Who starts?", START, (white, black))
    first, dice, ties = roll_opening_ties(_thrown(white, black, 6, 1))
    if white == black:
        assert ties == (white,) and quiz.opening is None and quiz.solution() == AGAIN
    else:
        assert not ties and quiz.opening == (first, dice)
        assert quiz.solution() == ("white" if white > black else "black") == bg.side_name(first).lower()
        assert dice == (max(white, black), min(white, black))
    assert quiz.judge(quiz.solution()).correct
    wrong = [v for _, v in quiz.options() if v != quiz.solution()]
    assert wrong and all(not quiz.judge(v).correct for v in wrong)


def _thrown(*dice):
    class Thrown(random.Random):
        def __init__(self):
            super().__init__(0)
            self.left = list(dice)

        def randint(self, a, b):
            return self.left.pop(0)

    return Thrown()


def test_opening_answers_say_why_in_the_throws_numbers():
    quiz = OpeningQuestion("Who starts?", START, (3, 5))
    assert quiz.question == "Who starts?" and quiz.board_text().startswith(
        "Opening roll: White rolled 3, Black rolled 5."
    )
    assert [label for label, _ in quiz.options()] == [
        "White starts, playing 5-3",
        "Black starts, playing 5-3",
        "The higher die starts, rolling two new dice",
        "Both roll one die again",
    ]
    assert quiz.answer("white").message == "Not that. White's 3 is lower than Black's 5: the higher die starts."
    assert quiz.answer(NEW_DICE).message == (
        "Not that. The starter does not roll again: it plays the two numbers showing, 5-3."
    )
    assert quiz.answer(AGAIN).message == "Not that. Not a tie: 3 and 5 differ, so the higher die starts."
    assert quiz.answer("Black starts, playing 5-3").message == (
        "Right: Black's 5 beats White's 3, so Black starts, playing 5-3: its own die and White's."
    )
    tie = OpeningQuestion("Who starts?", START, (4, 4))
    assert NEW_DICE not in [v for _, v in tie.options()]
    assert (
        tie.answer("white").message
        == "Not that. Both rolled a 4: equal dice are rolled again, never played as a double."
    )
    assert tie.judge(7).kind == "unreadable"


def test_opening_practice_gives_fresh_throws_ties_included():
    quiz = OpeningQuestion("Who starts?", START, (3, 5), practise="opening-roll")
    assert quiz.question == "White rolled a 3 and Black a 5. Who starts?"
    throws = set()
    for seed in range(40):
        quiz.practise(seed=seed)
        w, b = quiz.throw
        throws.add(quiz.throw)
        assert quiz.question == f"White rolled a {w} and Black a {b}. Who starts, and with which numbers?"
        assert quiz.opening == opening_outcome(w, b)
    assert any(w == b for w, b in throws) and sum(w != b for w, b in throws) > 10
    assert quiz.show_hint() == "The higher die starts and plays both numbers showing; equal dice are rolled again."


def test_bad_opening_questions_are_refused():
    with pytest.raises(bg.InputError, match="starting position"):
        OpeningQuestion("Who?", HALF, (3, 5))
    with pytest.raises(bg.InputError):
        OpeningQuestion("Who?", START, (3, 7))
    with pytest.raises(bg.InputError, match="opening-roll"):
        OpeningQuestion("Who?", START, (3, 5), practise="setup")
    with pytest.raises(bg.InputError):
        opening_outcome(0, 3)


# -- in lesson and quiz files ------------------------------------------------------------------------------

GOOD = """\
[[question]]
id = "place"
kind = "setup"
position = { white = { 24 = 2, 13 = 5 }, black = { 24 = 2, 13 = 5, 8 = 3, 6 = 5 } }
prompt = "Place the rest of your checkers."
practise = "setup"
tempting = [{ answer = { 24 = 2, 13 = 5, 8 = 3, 6 = 2 }, rule = "none" }]

[[question]]
id = "who"
kind = "opening"
position = "start"
dice = [3, 5]
prompt = "Who starts?"
practise = "opening-roll"
tempting = [{ answer = "white", rule = "none" }, { answer = "new-dice", rule = "none" }]
"""


def test_both_kinds_load_from_a_file():
    quiz = bg.loads_quiz(GOOD, "tuesday.toml")
    place, who = quiz["place"], quiz["who"]
    assert isinstance(place, SetupQuestion) and isinstance(who, OpeningQuestion)
    assert who.throw == (3, 5) and who.solution() == "black"


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('prompt = "Place', 'dice = [3, 1]\nprompt = "Place', "a setup question has no dice"),
        (
            "position = { white = { 24 = 2, 13 = 5 }, black = { 24 = 2, 13 = 5, 8 = 3, 6 = 5 } }",
            'position = "start"',
            "this board is the starting position already",
        ),
        ("dice = [3, 5]\n", "", "an opening question needs dice = [white, black]"),
        ('rule = "none" }]\n\n', 'rule = "none" }]\nask = "enter"\n\n', "unknown key ask in a setup question"),
        ('answer = "white"', 'answer = "black"', "is right, not wrong"),
        ('practise = "opening-roll"', 'practise = "setup"', "an opening question practises with 'opening-roll'"),
        ("6 = 2 }, rule", "6 = 5 }, rule", "is right, not wrong"),
    ],
)
def test_a_broken_entry_names_file_and_entry(old, new, problem):
    assert old in GOOD
    with pytest.raises(bg.QuizFileError) as info:
        bg.loads_quiz(GOOD.replace(old, new, 1), "tuesday.toml")
    e = info.value
    assert str(e).startswith("tuesday.toml:") and e.entry in ("place", "who")
    assert problem in e.problem


def test_an_opening_entry_on_another_board_is_refused():
    text = GOOD.replace('position = "start"\ndice', "position = { white = { 6 = 15 }, black = { 6 = 15 } }\ndice")
    with pytest.raises(bg.QuizFileError) as info:
        bg.loads_quiz(text, "tuesday.toml")
    assert info.value.entry == "who" and "starting position" in info.value.problem


def test_lesson_00_asks_both():
    lesson = bg.load_lesson(Path(__file__).resolve().parents[2] / "lessons" / "00-the-board.toml")
    place, who = lesson["place-white"], lesson["who-starts"]
    assert place.question.startswith("You are White: 7 of your 15 checkers are on the board.")
    assert who.question == "White rolled a 3 and Black a 5. Who starts?" and who.solution() == "black"
    assert len(lesson.quiz) == 5


def test_the_two_practice_kinds_belong_to_their_own_question_kinds():
    text = GOOD.replace('kind = "setup"', 'kind = "dice-count"\ndice = [3, 1]').replace(
        "tempting = [{ answer = { 24", "#"
    )
    with pytest.raises(bg.QuizFileError) as info:
        bg.loads_quiz(text, "tuesday.toml")
    assert info.value.entry == "place" and "unknown practice kind 'setup'" in info.value.problem

"""Questions answered on the board: plays by moving checkers (teaching mode), points by clicking them."""

import bglearn as bg
from bglearn.draw.painter import BoardPainter
from bglearn.teach import PlayQuestion, PointsQuestion, load_quiz

START = bg.Position.start()


def test_a_play_made_on_the_board_is_judged_and_a_wrong_one_set_up_again():
    q = PlayQuestion("Make the 5-point.", START, (3, 1), accept="8/5 6/5")
    q.widget
    board = q.board
    assert board.mode == "teaching" and board.position == START and board.dice == (3, 1)
    assert board.select(24) and board.move_to(21) and board.select(24) and board.move_to(23) and board.done()
    assert q.last.kind == "not-asked" and q.attempts == 1 and not q.solved
    assert board.position == START and board.dice == (3, 1) and board.moves == ""  # ready for another try
    assert board.select(8) and board.move_to(5) and board.select(6) and board.move_to(5) and board.done()
    assert q.solved and q.last.correct and str(q.last.play) == "8/5 6/5"


def test_teaching_mode_explains_an_illegal_move_before_refusing_it():
    q = PlayQuestion("Play 6-5.", START, (6, 5))
    q.widget
    assert q.board.select(24)
    assert not q.board.move_to(19)  # Black holds the 19-point (its 6-point)
    assert "19-point" in q.board.message and q.attempts == 0  # explained, not judged as an answer


def test_the_text_box_still_answers_and_a_practice_board_resets_the_board():
    q = PlayQuestion("Play this roll.", START, (6, 3), practise="lower-die-first")
    q.widget
    q.panel._text.value = "24/18 13/10"
    assert q.last.correct
    q.practise(seed=3)
    assert q.board.position == q.position and q.board.dice == q.dice and q.board.moves == ""


def test_points_are_picked_by_clicking_the_board():
    pos = bg.Position.from_points(white={5: 2, 3: 3, 1: 2, "off": 8}, black={1: 15})
    q = PointsQuestion("From which points may a checker bear off?", pos, (6, 3), ask="bear-off")
    q.widget
    painter = BoardPainter()
    for point in (5, 3, 1):
        assert q.click_pixel(*painter.point_to_pixel(point, bg.WHITE))
    assert q.picked == {5, 3, 1} and q.panel._toggle[1].value
    assert q.click_pixel(*painter.point_to_pixel(1, bg.WHITE))  # again: taken back
    assert q.picked == {5, 3} and not q.panel._toggle[1].value
    assert not q.click_pixel(2, 2) and not q.click_pixel(float("nan"), 3)  # the frame; no position
    q.panel._check.click()
    assert q.last.correct and q.attempts == 1


def test_a_points_question_takes_any_point_clicked_not_only_the_buttons():
    on_bar = bg.Position.from_points(
        white={"bar": 1, 13: 5, 8: 3, 6: 5, 23: 1}, black={6: 5, 8: 3, 13: 5, 1: 2}
    )  # White enters with 6-3 on the 19- or 22-point
    q = PointsQuestion("Where may the checker on the bar enter?", on_bar, (6, 3), ask="enter")
    q.widget
    assert 3 not in q.panel._toggle  # the buttons offer 24-19 only
    assert q.toggle(3) and q.toggle(6)  # the learner's own home board: 6 and 3 counted the wrong way
    q.panel._check.click()
    assert not q.last.correct and q.last.rule == "wrong-distance"
    assert "enters on" in q.feedback


def test_lesson_questions_of_these_kinds_answer_on_the_board(tmp_path):
    path = tmp_path / "class.toml"
    path.write_text(
        '[[question]]\nid = "p"\nkind = "play"\nposition = "start"\ndice = [3, 1]\nprompt = "Play."\n'
        '[[question]]\nid = "b"\nkind = "points"\nask = "move-from"\nposition = "start"\ndice = [5, 5]\n'
        'prompt = "Which points hold a checker that may move?"\n',
        encoding="utf-8",
    )
    quiz = load_quiz(path)
    quiz["p"].widget
    assert quiz["p"].board is not None
    quiz["b"].widget
    assert quiz["b"].toggle(13) and quiz["b"].toggle(8)
    quiz["b"].panel._check.click()
    assert quiz["b"].solved


def test_one_board_at_a_time_and_no_next_turn():
    q = PlayQuestion("Make the 5-point.", START, (3, 1), accept="8/5 6/5")
    q.widget
    board = q.board
    assert board.one_turn and board._roll_btn not in board.children[3].children  # no Roll, list or box
    assert board.select(24) and board.move_to(21) and board.select(24) and board.move_to(23) and board.done()
    # the verdict's picture takes the board's place; the board waits, set up again, behind "Try again"
    assert (
        board.layout.display == "none"
        and q.panel._image.layout.display is None
        and q.panel._again.layout.display is None
    )
    assert board.message.startswith("White to play 3-1")  # not "White played ...: Black to roll"
    q.panel._again.click()
    assert board.layout.display is None and q.panel._image.layout.display == "none"
    assert board.select(8) and board.move_to(5) and board.select(6) and board.move_to(5) and board.done()
    assert q.solved and board.message == "White played 8/5 6/5." and q.panel._again.layout.display == "none"
    assert not board.roll() and "no next turn" in board.message  # the question's board plays one turn

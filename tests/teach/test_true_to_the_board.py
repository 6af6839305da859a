"""Issue 17: what a learner reads beside a board is about that board, a click does what was aimed at,
and nothing answers itself.

- every ``practise=`` question of lessons 00-09 on 12 seeded practice boards (and its own board): the
  roll, the side and the points its question names are that board's;
- the loader refuses a ``practise=`` question whose prompt, hint or explanation names a roll, a side or
  a point (lesson and quiz files alike);
- the click rule on every board type that plays a turn (a question's board, a lesson's board, the match
  app's board; BoardWidget itself in tests/widgets/test_board.py);
- Show legal plays and the drawings of wrong answers give no answer before its time.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("matplotlib")

from helpers import check_cube_words  # noqa: E402

import bglearn as bg  # noqa: E402
from bglearn import BLACK, WHITE, QuizFileError, side_name  # noqa: E402
from bglearn.teach import (  # noqa: E402
    DiceCountQuestion,
    LegalityQuestion,
    PlayQuestion,
    PointsQuestion,
    load_lesson,
    practice,  # noqa: E402
)
from bglearn.teach.board_words import board_words  # noqa: E402

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SEEDS = range(12)


def _practice_questions():
    out = []
    for path in sorted(LESSONS.glob("[0-9][0-9]-*.toml")):
        lesson = load_lesson(path)
        out += [(path.stem[:2], q) for q in lesson.quiz.questions if q.practise_kind is not None]
    return out


PRACTICE = _practice_questions()

_ROLL = re.compile(r"\b([A-Z][a-z]+) rolled ([1-6])-([1-6])\b")
_SIDE_FACT = re.compile(r"\b(White|Black) (holds|has)\b")
_POINTS = re.compile(r"your ((?:\d{1,2}-(?:, | and ))*\d{1,2})-points?")
_ON_POINT = re.compile(r"on the (\d{1,2})-point")


def _named_points(phrase: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d{1,2}", phrase)]


def check_true_of_its_board(q) -> None:
    """The roll, the sides and the points the question names are those of the board it stands beside."""
    text = q.question
    pos, dice = q.position, q.dice
    me, opp = pos.mover_and_opponent()
    mover, other = side_name(pos.on_roll), side_name(1 - pos.on_roll)
    for who, a, b in _ROLL.findall(text):
        assert who == mover, text
        assert dice is not None and sorted((int(a), int(b))) == sorted(dice), text
    for who, verb in _SIDE_FACT.findall(text):
        if verb == "holds":
            assert who == other, text
    for m in re.finditer(r"(White|Black) holds " + _POINTS.pattern, text):
        for p in _named_points(m.group(2)):
            assert opp[25 - p] >= 2, (p, text)  # held by the opponent, in the mover's numbering
    for m in re.finditer(r"(White|Black) has a blot on " + _POINTS.pattern, text):
        for p in _named_points(m.group(2)):
            assert opp[25 - p] == 1, (p, text)
    if "outside the home board" in text:
        (p,) = [int(n) for n in _ON_POINT.findall(text)]
        assert me[p] == 1 and sum(me[7:25]) == 1, text
    if "has borne off all fifteen" in text:
        winner = re.search(r"(White|Black) has borne off all fifteen", text).group(1)
        result = bg.game_result(pos)
        assert result is not None and side_name(result.winner) == winner, text
    if "on the bar" in text and "rolled" in text:
        assert me[25], text
    # a written prompt naming board facts is shown with its own board only
    if q.round:
        assert text.endswith(q.practice_ask()), text  # the practice board's own question
        # (a cube question's words are made from its state, so on a board they fit they may read like its
        # prompt: check_cube_words checks them against the state)
        assert q.prompt not in text or not board_words(q.prompt) or q.practise_kind in practice.CUBE_KINDS


def test_there_are_practice_questions_of_every_kind_used():
    kinds = {q.practise_kind for _, q in PRACTICE}
    assert len(PRACTICE) >= 40 and {"dice-order", "blocked-intermediate", "enter", "game-result"} <= kinds
    assert set(practice.CUBE_KINDS) <= kinds  # every cube question kind has Practise more in lessons 06-07


@pytest.mark.parametrize("lesson, q", PRACTICE, ids=[f"{n}-{q.id}" for n, q in PRACTICE])
def test_every_practice_question_names_only_what_its_board_shows(lesson, q):
    check_true_of_its_board(q)  # the board it was written for
    if q.practise_kind in practice.CUBE_KINDS:
        # a cube question practises its own kind by default, and its written texts may name its own board:
        # they are shown with that board only (each practice board gets its own question and the rule as hint)
        assert q.practise_kind == q.own_kind
    else:
        assert not any(board_words(t or "") for t in (q.prompt, q.hint, q.explain)), q.id
    q.panel  # the panel shows the question made for each board
    for seed in SEEDS:
        q.practise(seed=seed)
        check_true_of_its_board(q)
        assert q.panel._question.value == f"<p><b>{q.question}</b></p>"
        assert q.question != q.prompt
        if q.dice is not None:
            assert f"{max(q.dice)}-{min(q.dice)}" in q.question
        assert side_name(q.position.on_roll) in q.question or "borne off all fifteen" in q.question
        if isinstance(q, PlayQuestion) and q.board is not None:
            assert q.board.perspective == q.position.on_roll  # turned for the side to play
        hint = q.show_hint()
        assert hint is None or not board_words(hint)
        if q.practise_kind in practice.CUBE_KINDS:
            check_cube_words(q)
            # (a finished game's value names the Jacoby rule only on a board that plays it)
            rule = practice.describe(q.practise_kind)
            jacoby_off = q.practise_kind == "game-value" and not q.state.jacoby
            assert hint == (rule.split("; ")[0] + "." if jacoby_off else rule)
            q.answer(q.solution())
            assert q.explain is None or q.explain not in q.feedback  # the written explanation stays with its board


def test_a_practice_prompt_names_the_held_points_of_a_black_board_in_blacks_numbers():
    lesson = load_lesson(LESSONS / "02-blocked-points.toml")
    q = lesson["both-stops"]
    q.panel
    for seed in range(40):
        q.practise(seed=seed)
        if q.position.on_roll == BLACK:
            break
    else:
        pytest.fail("no Black practice board in 40 seeds")
    assert q.question.startswith(f"Black rolled {max(q.dice)}-{min(q.dice)}. White holds your ")
    assert q.board.perspective == BLACK
    check_true_of_its_board(q)


# -- the loader's check ------------------------------------------------------------------------------

QUIZ = """
title = "t"
[positions]
p = {{ white = {{ 24 = 2, 13 = 13 }}, black = {{ 7 = 2, 6 = 2, 2 = 11 }} }}
[[question]]
id = "q"
kind = "play"
position = "p"
dice = [6, 5]
prompt = "{prompt}"
hint = "{hint}"
practise = "blocked-intermediate"
"""


@pytest.mark.parametrize(
    "prompt, hint, word",
    [
        ("White rolls 6-5. Make a play.", "Think.", "'White'"),
        ("Make a play.", "Try 6-5 both ways.", "'6-5'"),
        ("Make a play.", "Black holds two points.", "'Black'"),
        ("Make a play.", "Look at your 18-point.", "'18-point'"),
        ("Make a play.", "The 20-, 2- and 1-points are held.", "'20'"),
        ("Make a play.", "Try 24/18 first.", "'24/18'"),
    ],
)
def test_the_loader_refuses_board_words_in_a_practice_question(prompt, hint, word):
    with pytest.raises(QuizFileError, match=rf"(prompt|hint) names .*{re.escape(word)}"):
        bg.loads_quiz(QUIZ.format(prompt=prompt, hint=hint), "t.toml")


def test_the_loader_takes_words_true_of_every_board():
    quiz = bg.loads_quiz(
        QUIZ.format(
            prompt="Make a play.",
            hint="A checker on the bar enters on your 19- to 24-point: a 1 enters on your 24-point.",
        ),
        "t.toml",
    )
    assert quiz["q"].question.startswith("White rolled 6-5. Black holds your 18- and 19-points.")
    # a question without practise= may name its board
    text = QUIZ.format(prompt="White rolls 6-5.", hint="Black holds your 18-point.").replace(
        'practise = "blocked-intermediate"\n', ""
    )
    assert bg.loads_quiz(text, "t.toml")["q"].question == "White rolls 6-5."


# -- one click behaviour on every board that plays a turn -------------------------------------------


def test_a_question_board_never_completes_a_play_the_learner_did_not_aim_at():
    # lesson 02 'escape': click 20, 19 (Black holds it: refused), 13 gave "Moved 20/14/13 ... Correct"
    lesson = load_lesson(LESSONS / "02-blocked-points.toml")
    q = lesson["escape"]
    q.panel
    board = q.board
    assert board.click(20) and board.selected == 20
    assert board.click(19) is False and board.selected is None and "19" in board.message
    board.click(13)
    assert board.moves == "" and q.attempts == 0 and not q.solved
    assert board.selected in (13, None)


def test_a_lesson_board_clears_a_refused_move_and_takes_another_checker():
    lesson = load_lesson(LESSONS / "00-the-board.toml")
    board = lesson["teaching-board"]  # White, 6-5, teaching mode
    assert board.click(13) and board.selected == 13
    assert board.click(12) is False and board.selected is None  # 13/12 is no die of 6-5
    assert board.click(8) and board.selected == 8  # another of your checkers takes the selection
    assert board.click(3) and board.moves == "8/3"


def test_the_match_apps_board_follows_the_same_click_rule():
    from bglearn.widgets.match import MatchApp

    app = MatchApp(length=1, seed=5, pause=0)
    assert app.new_match()
    for _ in range(6):  # until it is the person's turn with a roll that can be played
        if app.board.turn is None:
            app.roll()
        if app.board.turn is not None and app.board.turn.plays:
            break
        app.board.done()
    board = app.board
    turn = board.turn
    assert turn is not None and turn.plays
    me = board.position.mover_and_opponent()[0]
    start = board.movable_points[0]
    # a spot that checker cannot reach, and is not one of yours: refused, and the selection is gone
    assert board.click(start) and board.selected == start
    targets = set(board.targets)
    bad = next(p for p in range(start - 1, 0, -1) if p not in targets and not me[p])
    assert board.click(bad) is False and board.selected is None
    own = [p for p in board.movable_points if p != start]
    if own:
        board.click(start)
        assert board.click(own[0]) and board.selected == own[0]
    assert board.moves == ""


# -- no answer for free -----------------------------------------------------------------------------


def test_show_legal_plays_is_not_offered_where_it_would_list_the_answer():
    pos = bg.Position.start()
    every = PlayQuestion("Make any legal play.", pos, (3, 1))
    every.panel
    shown = lambda q: q.panel._list.layout.display != "none"  # noqa: E731
    assert not every.plays_listable and not shown(every)  # before a first try
    every.answer("24/20 24/23")  # not legal: a first try
    assert not every.plays_listable  # every legal play is right: the list would be the answer
    every.show_answer()
    assert every.plays_listable and shown(every)
    goal = PlayQuestion("Make the 5-point.", pos, (3, 1), accept="8/5 6/5")
    goal.panel
    assert not shown(goal)
    goal.answer("24/21 24/23")  # legal, not asked
    assert goal.plays_listable and shown(goal)
    only = load_lesson(LESSONS / "05-bearing-off.toml")["hit-play"]  # "Make the only legal play."
    only.panel
    assert len(only.legal_plays) == 1
    only.answer("6/off")  # a wrong try: the list would still be the answer
    assert not only.plays_listable and not shown(only)


def test_wrong_answers_say_why_and_neither_name_nor_draw_the_answer():
    start = bg.Position.start()
    count = DiceCountQuestion("How many?", start, (6, 5))
    count.panel
    before = count.png()
    wrong = count.answer(1)
    assert wrong.play is None and "both dice" in wrong.message and count.png() == before
    legality = LegalityQuestion("Legal?", start, (6, 5), "24/18")
    legality.panel
    before = legality.png()
    said = legality.answer("legal")
    assert said.play is None and "both dice" not in said.message and legality.png() == before
    bear = bg.Position.from_points(white={5: 2, 3: 3, 1: 2, "off": 8}, black={1: 15})
    points = PointsQuestion("Which points?", bear, (6, 3), ask="bear-off")
    points.panel
    for answer in ("5", "5 3 1", "none"):
        result = points.answer(answer)
        assert not result.correct and result.play is None
        assert "arrows" not in points.answer_drawing(result)
    # play questions: the first wrong try names the rule only; the second shows a legal play (as before)
    play = PlayQuestion("Play.", start, (6, 5))
    assert play.answer("24/18").play is None
    assert play.answer("24/18").play is not None


def test_the_answer_shown_is_the_strongest_levels_choice():
    q = PlayQuestion("Make any legal play.", bg.Position.start(), (6, 1))
    assert str(q.show_answer()) == str(bg.hint(q.position, q.dice, bg.play.bots.STRONGEST)) == "13/7 8/7"


# -- the two fuzz defects ---------------------------------------------------------------------------


@pytest.mark.parametrize("word", ["none", "pass", "no move"])
def test_a_shown_play_question_answered_with_no_move_words_is_judged_and_logged(word):
    q = PlayQuestion("Play.", bg.Position.start(), (3, 1))
    q.panel  # shown: the panel draws the answer
    events = []
    q.on_answer(lambda _q, event: events.append(event))
    result = q.answer(word)
    assert result.kind == "illegal" and result.rule == "must-move"
    assert q.attempts == 1 and events == ["answer"]
    assert q.panel._out.value  # the verdict shows


def test_white_dancing_against_a_black_computer_gives_one_black_turn():
    pos = bg.Position.from_points(white={25: 1, 6: 14}, black={5: 2, 3: 2, 1: 11})
    board = bg.BoardWidget(pos, dice=(5, 3), computer=BLACK, seed=1)
    calls = []
    board.on_play(calls.append)
    assert board.done()
    assert [side for side, _dice, _play in board.history] == [WHITE, BLACK] and len(calls) == 2

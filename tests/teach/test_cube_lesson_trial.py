"""From a beginner's trial of lessons 07 (the doubling cube) and 08 (match play): the roll a cube
question's prompt names is the roll its board draws; cube practice states occur in real play; a
Crawford question's board does not give its answer away; the Jacoby question says it is money play;
beaver questions have Practise more."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, QuizFileError
from bglearn.draw import board_text, png
from bglearn.teach import CubeState, MayDoubleQuestion, load_lesson, load_quiz
from bglearn.teach.board_words import rolls_said

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
CUBE_LESSONS = ("06-starting-and-winning", "07-the-doubling-cube", "08-match-play", "09-review")


def _lesson(name):
    return load_lesson(LESSONS / f"{name}.toml")


def _cube_questions():
    for name in CUBE_LESSONS:
        for q in _lesson(name).quiz.questions:
            if isinstance(q.__dict__.get("state"), CubeState):
                yield name, q


# -- 1. the roll named is the roll drawn -------------------------------------------------------------


def test_may_double_rolled_draws_the_roll_its_prompt_names():
    q = _lesson("07-the-doubling-cube").quiz["may-double-rolled"]
    assert rolls_said(q.prompt) == [(6, 4)]
    assert q.state.rolled and q.state.dice == (6, 4) and q.dice == (6, 4)
    assert q.solution() == "no" and q.rule == "double-before-rolling"
    # the picture and its words have the dice, as bglearn.draw draws a board with 6-4
    assert q.draw_png() == png(q.position, dice=(6, 4), perspective=WHITE, **q.decorations())
    assert q.draw_png() != png(q.position, perspective=WHITE, **q.decorations())
    assert "White rolled 6-4." in q.board_text()
    assert q.board_text() == board_text(q.position, perspective=WHITE, dice=(6, 4), **q.decorations())
    # the state's Match ID and XGID carry the roll
    match = q.state.match_state()
    assert match.dice == (6, 4)
    assert str(bg.XGID.from_match_state(q.position, match)) == "XGID=--BBCCC-B--------b-cccbb--:0:0:1:64:0:0:0:0:10"
    assert bg.MatchState.from_match_id(match.match_id()).dice == (6, 4)


def test_every_cube_question_of_the_lessons_draws_the_roll_its_prompt_names():
    named = 0
    for name, q in _cube_questions():
        drawn = None if q.dice is None else (max(q.dice), min(q.dice))
        assert drawn == q.state.dice, (name, q.id)
        for roll in rolls_said(q.prompt):
            assert roll == drawn, (name, q.id, q.prompt, q.dice)
            named += 1
        if q.dice is not None:
            assert q.state.rolled, (name, q.id)
    assert named >= 1


def test_a_cube_prompt_naming_a_roll_the_board_does_not_draw_is_refused(tmp_path):
    quiz = tmp_path / "quiz.toml"
    base = 'title = "t"\n[[question]]\nid = "q"\nkind = "may-double"\nposition = "{}"\nprompt = "{}"\n'
    xgid = "XGID=--BBCCC-B--------b-cccbb--:0:0:1:{}:0:0:0:0:10"
    quiz.write_text(base.format(xgid.format("00"), "White has rolled 6-4. May White double now?"))
    with pytest.raises(QuizFileError, match=r"says 6-4 was rolled, but the board's XGID has no roll \(dice 00\)"):
        load_quiz(quiz)
    quiz.write_text(base.format(xgid.format("31"), "White has rolled 6-4. May White double now?"))
    with pytest.raises(QuizFileError, match="says 6-4 was rolled, but the board's XGID has the roll 3-1"):
        load_quiz(quiz)
    quiz.write_text(base.format(xgid.format("46"), "White has rolled 6-4. May White double now?"))
    assert load_quiz(quiz)["q"].dice == (6, 4)  # the same roll, higher die first


def test_a_cube_state_s_roll_agrees_with_rolled():
    pos = bg.Position.start()
    with pytest.raises(bg.MatchStateError, match="rolled=True"):
        CubeState(pos, dice=(6, 4)).match_state()
    with pytest.raises(bg.MatchStateError, match="the state's roll is 6-4, not 3-1"):
        CubeState(pos, rolled=True, dice=(6, 4)).match_state((3, 1))
    with pytest.raises(bg.InputError, match="not a possible cube situation"):
        MayDoubleQuestion("May White double?", CubeState(pos, dice=(6, 4)))
    q = MayDoubleQuestion("May White double?", CubeState(pos, rolled=True), practise=None)
    assert q.dice is None and q.solution() == "no"  # "has rolled", the roll unknown: no dice drawn


# -- 3. a Crawford question's board does not give the answer away ------------------------------------


def test_the_crawford_questions_boards_give_the_score_but_not_the_crawford_rule():
    quiz = _lesson("08-match-play").quiz
    crawford, post = quiz["may-double-crawford"], quiz["may-double-post-crawford"]
    assert (crawford.state.crawford, crawford.solution(), crawford.rule) == (True, "no", "crawford-game")
    assert (post.state.crawford, post.solution(), post.rule) == (False, "yes", None)
    assert crawford.decorations()["status"] == "Match to 3: White 2, Black 0; cube centred"
    assert post.decorations()["status"] == "Match to 3: White 2, Black 1; cube centred"
    for q in (crawford, post):
        assert "Crawford" not in q.decorations()["status"] and "Crawford" not in q.board_text()
    # the Crawford question's words leave it to the learner; the next one's prompt tells what happened
    assert "Crawford" not in crawford.caption and "Crawford" not in crawford.question
    assert post.question.startswith("Black won the Crawford game: White 2, Black 1.")
    # the state still knows, and the other boards (the worked example, a drop question) still say it
    assert crawford.state.describe() == "Match to 3: White 2, Black 0 (Crawford game); cube centred"
    example = _lesson("08-match-play")["crawford-game"]
    assert "(Crawford game)" in example.board_text()


def test_a_may_double_board_never_states_the_crawford_rule_a_drop_board_does():
    pos = bg.Position.start(BLACK)
    for crawford, score in ((True, (4, 2)), (False, (4, 3))):
        state = CubeState(pos, score=score, length=5, crawford=crawford)
        q = MayDoubleQuestion("May Black double?", state, practise=None)
        assert q.decorations()["status"] == f"Match to 5: White {score[0]}, Black {score[1]}; cube centred"
        assert q.solution() == ("no" if crawford else "yes")
    from bglearn.teach import DropScoreQuestion

    drop = DropScoreQuestion("How many?", CubeState(pos, score=(4, 3), length=5), practise=None)
    assert drop.decorations()["status"] == "Match to 5: White 4, Black 3 (after the Crawford game); cube centred"
    # practice boards of may-double: the words say it (the premise), the status line does not
    q = MayDoubleQuestion("May Black double?", CubeState(pos))
    for seed in range(40):
        q.practise(seed=seed)
        assert "Crawford" not in q.decorations()["status"]
        if q.state.crawford:
            assert "This is the Crawford game." in q.question


# -- 4. the Jacoby question says it is money play ----------------------------------------------------

FINISHED = bg.Position.from_points(white={"off": 15}, black={4: 5, 5: 5, 6: 5}, on_roll=BLACK)


def test_the_jacoby_questions_say_money_play_with_the_jacoby_rule():
    quiz = _lesson("08-match-play").quiz
    for ident, points in (("jacoby-centred", 1), ("jacoby-turned", 12)):
        q = quiz[ident]
        assert (q.state.length, q.state.jacoby, q.solution()) == (0, True, points)
        assert q.question == f"Money play with the Jacoby rule. {q.prompt}"
        assert q.decorations()["status"].startswith("Money play (Jacoby rule);")
    match = quiz["match-gammon"]
    assert (match.state.length, match.solution()) == (5, 4)
    assert match.question == f"A match to 5: White 0, Black 0. {match.prompt}"
    # the worked example's board says the Jacoby rule too (its XGID's rules field)
    assert _lesson("08-match-play")["jacoby-gammon"].board_text().startswith("Money play (Jacoby rule); cube centred.")


POST_CRAWFORD = "The Crawford game has been played."


def test_a_game_value_question_leads_with_the_setting_computed_from_its_state():
    from bglearn.teach import GameValueQuestion

    cases = [
        (CubeState(FINISHED, jacoby=True), "Money play with the Jacoby rule.", 1),
        (CubeState(FINISHED), "Money play.", 2),
        (CubeState(FINISHED, 2, WHITE, jacoby=True), "Money play with the Jacoby rule.", 4),
        (CubeState(FINISHED, score=(3, 1), length=7), "A match to 7: White 3, Black 1.", 2),
        (CubeState(FINISHED, score=(6, 1), length=7), "A match to 7: White 6, Black 1. " + POST_CRAWFORD, 2),
    ]
    for state, setting, points in cases:
        q = GameValueQuestion("White has won. How many points does White win?", state)
        assert q.question == f"{setting} White has won. How many points does White win?"
        assert q.solution() == points
        q.practise(seed=3)  # a practice board says its own setting once, from its own state
        assert q.question.count("Money play") + q.question.count("A match to") == 1


# -- 2. cube practice states occur in real play ------------------------------------------------------


def _needs(m, side):
    return m.match_length - m.score[side]


def _real_play_faults(kind, m):
    """What is wrong with practice state ``m`` of ``kind`` as a state of real play (empty: nothing)."""
    faults = []
    if not m.match_length:
        return faults
    me = m.on_roll
    one_short = [side for side in (WHITE, BLACK) if _needs(m, side) == 1]
    post_crawford = bool(one_short) and not m.crawford
    doubling = kind != "game-value"  # the board asks about the side on roll doubling
    if m.crawford and (m.cube, m.cube_owner) != (1, None):
        faults.append("a turned cube in the Crawford game")
    if doubling and one_short and _needs(m, me) == 1:
        faults.append("the leader (one point short) asked about doubling in or after the Crawford game")
    if doubling and _needs(m, me) <= m.cube:
        faults.append("a double by a side that already wins the match with the cube as it is")
    if post_crawford and 0 in m.score:
        faults.append("after the Crawford game the trailer has won it: a score of 0 cannot be")
    if post_crawford and m.cube_owner is not None:
        leader = one_short[0] if len(one_short) == 1 else None
        if m.cube != 2 or m.cube_owner != leader:
            faults.append("after the Crawford game only the leader owns the cube, on 2 (the trailer doubled)")
    if m.cube_owner is not None and _needs(m, 1 - m.cube_owner) <= m.cube // 2:
        faults.append("the last double was made by a side that already won the match with the cube before it")
    return faults


@pytest.mark.parametrize("kind", ["may-double", "drop-score", "after-take", "game-value"])
def test_cube_practice_states_are_ones_of_real_play(kind):
    from bglearn.teach import cube_practice

    seen, post = set(), 0
    for seed in range(3000):
        rng = __import__("random").Random(seed)
        board = bg.Position.start(WHITE if seed % 2 else BLACK)
        dice, m = cube_practice.draw_state(kind, board, rng)
        assert _real_play_faults(kind, m) == [], (seed, m)
        assert cube_practice.plausible(kind, m)
        one_short = m.match_length and m.match_length - 1 in m.score
        seen.add("money" if not m.match_length else "crawford" if m.crawford else "post" if one_short else "match")
        if one_short and not m.crawford:
            post += 1
            if kind != "game-value":  # the trailer is on roll and may double (or asks whether it may)
                assert _needs(m, m.on_roll) > 1 and _needs(m, 1 - m.on_roll) == 1, m
    assert seen >= {"money", "match", "post"} and post >= 100, (seen, post)
    from bglearn.teach import practice

    for seed in range(40):  # the practice boards themselves (practice.find, as Practise more asks)
        ex = practice.find(kind, seed)
        assert _real_play_faults(kind, ex.match) == [], (seed, ex.match)


def test_the_trial_s_states_are_refused():
    from bglearn import MatchState
    from bglearn.teach import cube_practice

    # the trial's board: after the Crawford game at 8-1 in a match to 9, the leader doubling
    leader_doubles = MatchState(on_roll=WHITE, match_length=9, score=(8, 1))
    trailer_doubles = MatchState(on_roll=BLACK, match_length=9, score=(8, 1))
    for kind in ("may-double", "drop-score", "after-take"):
        assert not cube_practice.plausible(kind, leader_doubles)
        assert cube_practice.plausible(kind, trailer_doubles)
    start = bg.Position.start()
    assert not cube_practice.decides("drop-score", start, None, leader_doubles)  # so no practice board has it
    cases = {  # (on roll, cube, owner, score, length, crawford): plausible for drop-score?
        (BLACK, 2, WHITE, (8, 1), 9, False): True,  # the trailer doubled, the leader took (decides: no double)
        (WHITE, 2, WHITE, (8, 1), 9, False): False,  # the leader redoubling
        (BLACK, 2, BLACK, (8, 1), 9, False): False,  # the trailer owns: the leader never doubled
        (WHITE, 2, WHITE, (1, 1), 3, False): False,  # 2-away each: a redouble of 2 is dead
        (WHITE, 2, WHITE, (0, 0), 3, False): True,  # 3-away each: a redouble to 4 is live
        (WHITE, 4, WHITE, (0, 0), 3, False): False,  # the cube on 4 in a 3-point match: the last double was dead
        (WHITE, 1, None, (2, 2), 3, False): False,  # double match point: nobody doubles
        (BLACK, 1, None, (8, 3), 9, False): True,
        (BLACK, 1, None, (2, 0), 3, False): False,  # after the Crawford game the trailer has won it: not 0
        (BLACK, 1, None, (2, 0), 3, True): True,  # the Crawford game itself
        (WHITE, 1, None, (0, 4), 5, False): False,
    }
    for (side, cube, owner, score, length, crawford), expected in cases.items():
        m = MatchState(on_roll=side, cube=cube, cube_owner=owner, match_length=length, score=score, crawford=crawford)
        assert cube_practice.plausible("drop-score", m) is expected, m
    # a finished game: the leader may own 2 after the Crawford game, the trailer may not
    finished = dict(match_length=9, score=(8, 1), on_roll=BLACK, cube=2)
    assert cube_practice.plausible("game-value", MatchState(cube_owner=WHITE, **finished))
    assert not cube_practice.plausible("game-value", MatchState(cube_owner=BLACK, **finished))
    with pytest.raises(bg.InputError, match="takes a MatchState"):
        cube_practice.plausible("drop-score", "8-1")


# -- 5. beaver questions have Practise more ----------------------------------------------------------


def test_beaver_practice_boards_are_money_play_and_the_game_quadruples_the_cube():
    from bglearn import Game
    from bglearn.teach import practice

    values = set()
    for seed in range(40):
        ex = practice.find("beaver", seed)
        m, side = ex.match, ex.position.on_roll
        assert practice.fits("beaver", ex) and m.match_length == 0 and ex.dice is None
        game = Game(position=ex.position, cube_value=m.cube, cube_owner=m.cube_owner, beavers=True)
        assert game.can_double()
        game.double()
        game.beaver()
        assert (game.cube_value, game.cube_owner) == (4 * m.cube, 1 - side)
        values.add(game.cube_value)
    assert values >= {4, 8, 16}, values
    in_a_match = bg.MatchState(match_length=5, score=(1, 1))
    assert not practice.predicate("beaver")(bg.Position.start(), None, in_a_match)  # beavers: money only


def test_the_beaver_questions_of_lesson_08_practise_beavers():
    from helpers import check_cube_words

    from bglearn.teach import practice
    from bglearn.teach.course import outline, review

    quiz = _lesson("08-match-play").quiz
    for ident, written in (("beaver-centred", (4, "black")), ("beaver-redouble", (8, "black"))):
        q = quiz[ident]
        assert q.beaver and q.practise_kind == q.own_kind == "beaver" and q.solution() == written
        for seed in range(10):
            ex = q.practise(seed=seed)
            assert ex == practice.find("beaver", seed) and q.state.beavers and q.beaver
            side, other = bg.side_name(q.position.on_roll), bg.side_name(1 - q.position.on_roll)
            assert q.question.startswith("Money play with beavers.")
            assert f"and {other} beavers. What does the cube show now" in q.question
            assert q.solution() == (4 * ex.match.cube, other.lower())
            assert q.show_hint() == practice.describe("beaver")
            assert q.decorations()["status"].startswith("Money play (beavers);")
            check_cube_words(q)
            assert q.verify(q.solution(), {(2 * ex.match.cube, other.lower()): None})
            assert side in q.question
    practised = dict(outline(LESSONS / "08-match-play.toml").practice)
    assert practised["beaver-centred"] == practised["beaver-redouble"] == "beaver"
    # the lesson's review may give a beaver board, a beaver question on it
    for seed in range(30):
        r = review(LESSONS / "08-match-play.toml", count=6, seed=seed)
        beavers = [q for q, kind in zip(r.questions, r.kinds, strict=True) if kind == "beaver"]
        if beavers:
            q = beavers[0]
            assert q.beaver and q.state.beavers and q.question.startswith("Money play with beavers.")
            assert q.verify(q.solution())
            break
    else:
        raise AssertionError("no review of lesson 08 gave a beaver board in 30 seeds")


def test_a_game_value_question_practises_the_jacoby_rule_only_where_its_own_board_plays_it():
    # (a phone trial: lesson 06's cube-points, Practise more, asked "Money play with the Jacoby rule ...",
    # a rule taught two lessons later, in lesson 08)
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    before = load_lesson(lessons / "06-starting-and-winning.toml").show("cube-points")
    jacoby = load_lesson(lessons / "08-match-play.toml").show("jacoby-centred")
    assert not before.jacoby_practised and jacoby.jacoby_practised
    for seed in range(12):
        before.practise(seed=seed)
        jacoby.practise(seed=seed)
        assert not before.state.jacoby and "Jacoby" not in before.question
        assert jacoby.state.jacoby and jacoby.state.length == 0 and "Jacoby rule" in jacoby.question


def test_a_game_value_practice_hint_and_setting_are_those_of_its_board():
    # (a phone trial: lesson 06's practice Hint taught the Jacoby rule on a board that does not play it,
    # leading to a wrong answer; lesson 08's "in a match" question practised "Money play." boards, which
    # a learner who has just met the Jacoby rule cannot tell from Jacoby ones)
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    before = load_lesson(lessons / "06-starting-and-winning.toml").show("cube-points")
    in_match = load_lesson(lessons / "08-match-play.toml").show("match-gammon")
    jacoby = load_lesson(lessons / "08-match-play.toml").show("jacoby-centred")
    assert in_match.match_practised and not before.match_practised and not jacoby.match_practised
    settings = set()
    for seed in range(12):
        for q in (before, in_match, jacoby):
            q.practise(seed=seed)
        settings.add(bool(before.state.length))
        assert before.show_hint() == (
            "A finished game scores 1, 2 or 3 (single game, gammon, backgammon) times the cube."
        )
        assert in_match.state.length > 0 and in_match.question.count("A match to ") == 1
        assert "Money play" not in in_match.question and "Jacoby" not in in_match.show_hint()
        assert "with the Jacoby rule (money play only)" in jacoby.show_hint()
    assert settings == {False, True}  # lesson 06 still practises money play and matches


def test_a_turned_finished_board_is_said_to_be_drawn_from_the_other_side_not_on_roll():
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    q = load_lesson(lessons / "06-starting-and-winning.toml").show("cube-points")
    panel = q.panel
    turned = 0
    for seed in range(20):
        before = panel._bottom
        q.practise(seed=seed)
        side = bg.side_name(q.position.on_roll)
        if q.position.on_roll != before:
            turned += 1
            assert f"The board has turned: it is drawn from {side}'s side now." in html.unescape(panel._out.value)
            assert "on roll" not in panel._out.value and "bottom" not in panel._out.value
        else:
            assert "turned" not in panel._out.value
    assert turned >= 2


def test_the_crawford_game_is_practised_only_where_it_is_taught():
    # (a phone trial: lesson 07's may-double-rolled Practise more asked about "the Crawford game", a rule
    # lesson 08 teaches; its own board is money play)
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    before = load_lesson(lessons / "07-the-doubling-cube.toml").show("may-double-rolled")
    taught = load_lesson(lessons / "08-match-play.toml").show("may-double-crawford")
    assert not before.crawford_practised and taught.crawford_practised
    crawford_boards = 0
    for seed in range(30):
        before.practise(seed=seed)
        taught.practise(seed=seed)
        assert "Crawford" not in before.question and "Crawford" not in before.status()
        crawford_boards += "Crawford" in taught.question
    assert crawford_boards >= 3


def test_a_play_question_on_an_xgid_board_draws_the_cube_its_prompt_names():
    # (the desktop trial: lesson 07's eight-points says "The cube shows 4" over a board with no cube)
    q = load_lesson(LESSONS / "07-the-doubling-cube.toml").show("eight-points")
    assert q.own_cube == (4, BLACK) and q.decorations()["cube"] == (4, BLACK)
    assert "cube" in q.board_text().lower() and "4" in q.board_text()
    assert q.panel._image.alt == q.board_text()
    assert q.panel.board.cube == (4, BLACK)  # the live board it is answered on draws it too (the final trial)
    assert "Black owns the cube at 4" in q.panel.board.board_text()
    with pytest.raises(bg.InputError, match="cube's value"):
        q.draw_cube(3)
    with pytest.raises(bg.InputError, match="owner"):
        q.draw_cube(2, owner=2)
    assert q.own_cube == (4, BLACK)


def test_an_automatic_doubles_question_practises_opening_ties():
    # (the phone trial: lesson 08's ties-drop Practise more gave plain drops with no opening ties, so the
    # rule the question is about never decided a practice answer)
    q = load_lesson(LESSONS / "08-match-play.toml").show("ties-drop")
    assert q.ties_practised == 2
    seen = set()
    for seed in range(20):
        q.practise(seed=seed)
        s = q.state
        assert s.length == 0 and s.automatic_doubles == 2 and 1 <= s.opening_ties <= 3
        assert s.cube_owner is None and s.cube_value == 2 ** min(s.opening_ties, 2)
        times = {1: "once", 2: "twice"}.get(s.opening_ties, f"{s.opening_ties} times")
        assert q.question.startswith(f"The opening roll tied {times}; the limit is 2 automatic doubles. Money play.")
        assert q.answer(q.solution()).correct and q.solution() == s.cube_value
        seen.add(s.opening_ties)
    assert seen == {1, 2, 3}  # ties beyond the limit too: the limit decides those
    plain = load_lesson(LESSONS / "08-match-play.toml").show("match-drop")
    assert plain.ties_practised == 0
    plain.practise(seed=1)
    assert plain.state.opening_ties == 0 and "opening roll tied" not in plain.question

"""Practise more for the cube questions (issue 18 item 3): each cube kind's practice boards carry a
MatchState, the kind's rule decides there (judged by bglearn.Game), the answers vary, the question
shown is true of the board, the panel shows the new board, and bad input gets package exceptions."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from helpers import check_cube_words

import bglearn as bg
from bglearn import BLACK, WHITE, Game, InputError, MatchState, PracticeError
from bglearn.teach import (
    AfterTakeQuestion,
    CubeState,
    DropScoreQuestion,
    GameValueQuestion,
    MayDoubleQuestion,
    PlayQuestion,
    cube_practice,
    load_lesson,
    practice,
    review,
)

SEEDS = range(60)
LESSONS = Path(__file__).resolve().parents[2] / "lessons"
FINISHED = bg.Position.from_points(white={"off": 15}, black={3: 15}, on_roll=BLACK)


def _game(ex: practice.Example) -> Game:
    """The example as a bglearn.Game: its board, roll, cube and rules."""
    m = ex.match
    return Game(
        position=ex.position,
        dice=ex.dice,
        cube_value=m.cube,
        cube_owner=m.cube_owner,
        crawford=m.crawford,
        jacoby=m.jacoby,
    )


def _examples(kind):
    return [practice.find(kind, seed) for seed in SEEDS]


def _where(m: MatchState) -> str:
    if not m.match_length:
        return "money"
    if m.crawford:
        return "crawford"
    return "post-crawford" if m.match_length - 1 in m.score else "match"


# -- every cube kind: the state belongs to the board, and the rule decides ---------------------------


@pytest.mark.parametrize("kind", practice.CUBE_KINDS)
def test_every_example_carries_a_match_state_of_its_board(kind):
    for ex in _examples(kind):
        m = ex.match
        assert isinstance(m, MatchState) and m.game_state == "playing" and not m.doubled and not m.resigned
        assert m.on_roll == ex.position.on_roll and m.dice == (
            None if ex.dice is None else tuple(sorted(ex.dice)[::-1])
        )
        assert not (m.jacoby and m.match_length)  # the Jacoby rule in money play only
        assert practice.fits(kind, ex) and practice.predicate(kind)(ex.position, ex.dice, ex.match)
        assert MatchState.from_match_id(m.match_id()) == m  # a state GNU Backgammon can hold
        assert (bg.game_result(ex.position) is not None) == (kind == "game-value")


def test_may_double_is_judged_by_the_game_and_one_rule_decides():
    answers, rules, wheres, cubes = Counter(), Counter(), Counter(), Counter()
    for ex in _examples("may-double"):
        game, m, side = _game(ex), ex.match, ex.position.on_roll
        assert game.position == ex.position and game.dice == (None if ex.dice is None else game.dice)
        why = cube_practice.reasons(side, rolled=ex.dice is not None, cube_owner=m.cube_owner, crawford=m.crawford)
        assert len(why) <= 1  # that one rule decides (or none: yes)
        assert game.can_double() == (not why)  # the Game agrees
        q = MayDoubleQuestion("May this side double?", CubeState.from_match(ex.position, m), practise=None)
        assert q.solution() == ("no" if why else "yes") and q.rule == (why[0] if why else None)
        answers[q.solution()] += 1
        rules[q.rule] += 1
        wheres[_where(m)] += 1
        cubes["centred" if m.cube_owner is None else ("own" if m.cube_owner == side else "other")] += 1
    assert min(answers["yes"], answers["no"]) >= len(SEEDS) // 4, answers  # varied answers
    assert set(rules) == {None, *cube_practice.CUBE_RULE_CODES}, rules  # each rule decides on some board
    assert set(wheres) == {"money", "match", "crawford", "post-crawford"}, wheres
    assert set(cubes) == {"centred", "own", "other"}, cubes
    rolled = [ex for ex in _examples("may-double") if ex.dice is not None]
    assert rolled and all(bg.legal_plays(ex.position, ex.dice) for ex in rolled)  # a roll it keeps and plays


def test_a_drop_costs_the_cube_before_the_double_as_the_game_scores_it():
    values, wheres, sides = Counter(), Counter(), Counter()
    for ex in _examples("drop-score"):
        game, m = _game(ex), ex.match
        assert ex.dice is None and game.can_double()
        game.double()
        game.drop()
        assert game.result.winner == ex.position.on_roll and game.result.points == m.cube
        q = DropScoreQuestion("How many?", CubeState.from_match(ex.position, m), practise=None)
        assert q.solution() == m.cube
        values[m.cube] += 1
        wheres[_where(m)] += 1
        sides[ex.position.on_roll] += 1
    assert set(values) == {1, 2, 4, 8}, values
    assert {"money", "match", "post-crawford"} <= set(wheres) and "crawford" not in wheres, wheres
    assert set(sides) == {WHITE, BLACK}


def test_a_take_doubles_the_cube_and_gives_it_to_the_taker_as_the_game_does():
    cubes = Counter()
    for ex in _examples("after-take"):
        game, m, side = _game(ex), ex.match, ex.position.on_roll
        game.double()
        game.take()
        assert (game.cube_value, game.cube_owner) == (2 * m.cube, 1 - side)
        q = AfterTakeQuestion("Where?", CubeState.from_match(ex.position, m), practise=None)
        assert q.solution() == (2 * m.cube, bg.side_name(1 - side).lower())
        cubes[q.solution()] += 1
    assert {owner for _, owner in cubes} == {"white", "black"} and {v for v, _ in cubes} == {2, 4, 8, 16}, cubes


def test_a_finished_game_is_worth_its_kind_times_the_cube_with_jacoby_in_money_only():
    kinds, values, jacoby_counted_single = Counter(), Counter(), 0
    for ex in _examples("game-value"):
        game, m = _game(ex), ex.match
        result = bg.game_result(ex.position)
        assert ex.dice is None and game.over and game.result.winner == result.winner
        multiplier = {"single": 1, "gammon": 2, "backgammon": 3}[result.kind]
        if m.jacoby and m.cube_owner is None:
            multiplier = 1
            jacoby_counted_single += result.kind != "single"
        assert game.result.points == multiplier * m.cube
        q = GameValueQuestion("Worth?", CubeState.from_match(ex.position, m), practise=None)
        assert q.solution() == game.result.points
        kinds[result.kind] += 1
        values[(m.cube, m.cube_owner is None)] += 1
        assert not (m.crawford and m.cube > 1)
    assert set(kinds) == {"single", "gammon", "backgammon"}, kinds
    assert {v for v, _ in values} == {1, 2, 4, 8} and jacoby_counted_single >= 3, (values, jacoby_counted_single)


@pytest.mark.parametrize("kind", practice.CUBE_KINDS)
def test_a_seed_gives_the_same_cube_example(kind):
    assert practice.find(kind, 7) == practice.find(kind, random.Random(7))
    assert len({practice.find(kind, s) for s in range(8)}) > 4


# -- the questions: Practise more by default, a question made for each board ------------------------

QUESTIONS = {
    "may-double": lambda: MayDoubleQuestion(
        "Black owns the cube. May White double?", CubeState(bg.Position.start(), cube_value=2, cube_owner=BLACK)
    ),
    "drop-score": lambda: DropScoreQuestion("How many points?", CubeState(bg.Position.start())),
    "after-take": lambda: AfterTakeQuestion("Where is the cube?", CubeState(bg.Position.start())),
    "beaver": lambda: AfterTakeQuestion(
        "Where is the cube after the beaver?", CubeState(bg.Position.start(), beavers=True), beaver=True
    ),
    "game-value": lambda: GameValueQuestion("The game is over. What is it worth?", CubeState(FINISHED)),
}


def one_short(m: bg.MatchState) -> bool:
    return m.match_length > 1 and m.match_length - 1 in m.score


@pytest.mark.parametrize("kind", practice.CUBE_KINDS)
def test_each_cube_question_practises_its_own_kind_and_asks_about_the_new_board(kind):
    q = QUESTIONS[kind]()
    assert q.practise_kind == q.own_kind == kind
    written = q.question
    for seed in range(15):
        ex = q.practise(seed=seed)
        # seeded: the same board as find gives (a game-value question without the Jacoby rule takes
        # the first of find's boards, from that seed on, that does not play it)
        rng, expected = random.Random(seed), None
        # (nor, as its own board has no side one point short, a board with one: no Crawford words)
        while expected is None or (kind == "game-value" and expected.match.jacoby) or one_short(expected.match):
            expected = practice.find(kind, rng)
        assert ex == expected
        assert q.round == seed + 1 and q.position == ex.position and q.dice == ex.dice
        assert q.state == CubeState.from_match(ex.position, ex.match)._replace(beavers=kind == "beaver")
        assert q.question != written and q.prompt not in q.question
        check_cube_words(q)
        assert q.verify(q.solution())  # the answer shown is judged right, and the state is kept
        if kind == "game-value":  # the rule without the Jacoby rule's clause, as this board does not play it
            assert q.show_hint() == practice.describe(kind).split("; ")[0] + "."
        else:
            assert q.show_hint() == practice.describe(kind)
        assert q.decorations()["cube"] == (ex.match.cube, ex.match.cube_owner)
        assert q.decorations()["status"] == q.state.describe(crawford=kind != "may-double")


def test_practise_none_turns_practice_off_and_another_kind_is_refused():
    state = CubeState(bg.Position.start())
    q = MayDoubleQuestion("May White double?", state, practise=None)
    assert q.practise_kind is None and q.question == "May White double?"
    with pytest.raises(InputError, match="no practise= kind"):
        q.practise(seed=1)
    with pytest.raises(InputError, match="practises its own kind, practise='drop-score'"):
        DropScoreQuestion("How many?", state, practise="may-double")
    with pytest.raises(InputError, match="unknown practice kind 'castling'"):
        AfterTakeQuestion("Where?", state, practise="castling")
    with pytest.raises(InputError, match="cube situations, for the cube question of that kind, not PlayQuestion"):
        PlayQuestion("Play.", bg.Position.start(), (3, 1), practise="may-double")


@pytest.mark.parametrize("seed", ["1", 1.5, True, [1], object()])
def test_a_bad_seed_is_refused_and_changes_nothing(seed):
    q = QUESTIONS["drop-score"]()
    before = (q.position, q.state, q.round, q.question)
    with pytest.raises(InputError, match="seed is an int"):
        q.practise(seed=seed)
    assert (q.position, q.state, q.round, q.question) == before


def test_bad_input_to_the_cube_practice_functions_gives_package_exceptions():
    start = bg.Position.start()
    with pytest.raises(InputError, match="unknown practice kind"):
        practice.find("redouble", 1)
    with pytest.raises(InputError, match="unknown cube practice kind 'dance'"):
        cube_practice.draw_state("dance", start, random.Random(1))
    with pytest.raises(InputError, match="need its MatchState"):
        practice.situation("may-double", start, None)
    with pytest.raises(InputError, match="practice Example"):
        practice.fits("may-double", (start, None))
    with pytest.raises(PracticeError, match="no 'game-value' position found in 0 positions"):
        practice.find("game-value", 1, max_tries=0)
    # a state that is not of this board: refused, not judged
    assert not practice.fits("may-double", practice.Example(start, None, MatchState(on_roll=BLACK)))
    assert not practice.fits("may-double", practice.Example(start, None, None))
    assert not practice.fits("dance", practice.Example(start, (6, 5), MatchState()))
    with pytest.raises(InputError, match="the board has White on roll, the match state Black"):
        CubeState.from_match(start, MatchState(on_roll=BLACK))
    with pytest.raises(InputError, match="no double or resignation offered"):
        CubeState.from_match(start, MatchState(doubled=True))
    with pytest.raises(InputError, match="takes a Position and a MatchState"):
        CubeState.from_match(start, "XGID=")


def test_cube_state_and_match_state_are_one_idea():
    m = MatchState(on_roll=BLACK, dice=(5, 2), cube=4, cube_owner=BLACK, match_length=7, score=(6, 3))
    pos = bg.Position.start(BLACK)
    state = CubeState.from_match(pos, m)
    assert state == CubeState(pos, 4, BLACK, True, (6, 3), 7, False, False, dice=(5, 2))
    assert state.match_state((5, 2)) == state.match_state() == m
    assert state.describe() == "Match to 7: White 6, Black 3 (after the Crawford game); cube on 4, Black owns it"
    xgid = bg.XGID.from_match_state(pos, m)
    assert CubeState.from_xgid(xgid) == state  # the XGID is read through its MatchState
    with pytest.raises(bg.MatchStateError, match="rolled=True"):
        CubeState(pos).match_state((5, 2))
    with pytest.raises(InputError, match="not a possible cube situation.*already won"):
        MayDoubleQuestion("May Black double?", CubeState(pos, score=(7, 0), length=7))
    with pytest.raises(InputError, match="Jacoby rule, beavers and automatic doubles are for money play"):
        GameValueQuestion("Worth?", CubeState(FINISHED, length=5, jacoby=True))


# -- the panel ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", practice.CUBE_KINDS)
def test_the_panel_shows_the_new_board_its_question_and_choices(kind):
    pytest.importorskip("ipywidgets")
    pytest.importorskip("matplotlib")
    q = QUESTIONS[kind]()
    panel = q.panel
    assert panel._more.description == "Practise more"
    first_png, first_alt = panel.png(), panel._image.alt
    panel._more.click()  # as the learner presses it
    assert q.round == 1
    assert panel._question.value == f"<p><b>{q.question}</b></p>"
    assert "A new board: the question above is about it." in panel._out.value
    assert panel.png() != first_png and panel.png() == q.draw_png()
    assert panel._image.alt == q.board_text() and panel._image.alt != first_alt
    assert "cube" in panel._image.alt.lower()
    assert [b.description for b in panel._choices.children] == [label for label, _ in q.options()]
    # answering with the buttons of the new board judges the new board
    label = next(label for label, value in q.options() if value == q.solution())
    right = next(b for b in panel._choices.children if b.description == label)
    right.click()
    assert q.solved and q.last.correct and q.practised == 1


def test_a_black_practice_board_is_turned_for_black():
    pytest.importorskip("matplotlib")
    q = QUESTIONS["may-double"]()
    seed = next(s for s in range(40) if practice.find("may-double", s).position.on_roll == BLACK)
    q.practise(seed=seed)
    assert q.position.on_roll == BLACK and q.question.count("Black") >= 1
    from bglearn.draw import board_text, png

    # drawn as the play questions are: from the side on roll (the default perspective), its home board
    assert q.draw_png() == png(q.position, dice=q.dice, perspective=BLACK, **q.decorations())
    assert q.board_text() == board_text(q.position, perspective=BLACK, dice=q.dice, **q.decorations())
    assert q.draw_png() != png(q.position, dice=q.dice, perspective=WHITE, **q.decorations())


# -- lessons and review ------------------------------------------------------------------------------


def test_the_lessons_cube_questions_have_practise_more_without_a_toml_key():
    kinds = Counter()
    for name in ("06-starting-and-winning", "07-the-doubling-cube", "08-match-play"):
        text = (LESSONS / f"{name}.toml").read_text()
        lesson = load_lesson(LESSONS / f"{name}.toml")
        for q in lesson.quiz.questions:
            if isinstance(q, (MayDoubleQuestion, DropScoreQuestion, AfterTakeQuestion, GameValueQuestion)):
                assert q.practise_kind == q.own_kind
                kinds[q.practise_kind] += 1
        assert 'practise = "may-double"' not in text and 'practise = "game-value"' not in text
    assert set(kinds) == set(practice.CUBE_KINDS), kinds


def test_the_review_draws_cube_kinds_too():
    folder = LESSONS
    lesson_07 = next(folder.glob("07-*.toml"))
    seen, in_07 = set(), set(practice.CUBE_KINDS) - {"beaver"}  # (beavers come in lesson 08)
    for seed in range(12):
        r = review(lesson_07, count=6, seed=seed)
        for q, kind in zip(r.questions, r.kinds, strict=True):
            assert q.round == 1 and q.practise_kind == kind
            assert q.verify(q.solution())
            if kind in practice.CUBE_KINDS:
                check_cube_words(q)
                seen.add(kind)
        if seen == in_07:
            break
    assert seen == in_07


def test_the_answer_says_when_the_points_win_the_match():
    pos = bg.Position.start()
    drop = DropScoreQuestion("How many?", CubeState(pos, 2, WHITE, score=(3, 1), length=5))
    drop.show_answer()
    assert drop.solution() == 2 and "(the score becomes White 5, Black 1: White wins the match)." in drop.feedback
    short = DropScoreQuestion("How many?", CubeState(pos, 2, WHITE, score=(1, 1), length=5))
    short.show_answer()
    assert "(the score becomes White 3, Black 1)." in short.feedback
    value = GameValueQuestion("Worth?", CubeState(FINISHED, score=(1, 2), length=3))
    value.show_answer()
    assert value.solution() == 2  # Black has borne off none, and none is in White's home board: a gammon
    assert "(the score becomes White 3, Black 2 in the 3-point match: White wins the match)." in value.feedback

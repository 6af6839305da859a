"""Lesson and quiz files (lessons/FORMAT.md): the loader builds every entry and refuses bad ones.

Every lesson's .toml is loaded here, so every question's right answer and every tempting wrong answer
is judged by the engine once per test run.
"""

from pathlib import Path

import pytest

import bglearn as bg
from bglearn.teach import (
    AfterTakeQuestion,
    DropScoreQuestion,
    GameValueQuestion,
    Lesson,
    MayDoubleQuestion,
    PlayQuestion,
    Quiz,
    load_lesson,
    load_quiz,
    loads_quiz,
)

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON_FILES = sorted(LESSONS.glob("[0-9][0-9]-*.toml"))

FOUR_KINDS = (
    "{ white = { 13 = 1, 8 = 3, 6 = 5, 5 = 2, 4 = 2, 3 = 2 }, "
    "black = { 24 = 2, 16 = 2, 15 = 1, 13 = 5, 8 = 2, 6 = 3 } }"
)


def one(body: str, kind: str = "play", position: str = '"start"', dice: str = "[3, 1]", extra: str = "") -> str:
    """A quiz file with one question entry."""
    lines = [
        "[[question]]",
        'id = "q1"',
        f'kind = "{kind}"',
        f"position = {position}",
        'prompt = "Question?"',
    ]
    if dice:
        lines.append(f"dice = {dice}")
    return "\n".join(lines + [body, extra]) + "\n"


# -- reading a good file ------------------------------------------------------------------------


def test_a_quiz_file_gives_its_questions_in_order_with_one_score():
    quiz = loads_quiz(
        'title = "Openings"\n'
        + one('goal = { play = "8/5 6/5" }\ntempting = [{ answer = "8/6 6/5", rule = "wrong-distance" }]')
        + one("", kind="dice-count", dice="[6, 5]").replace('"q1"', '"q2"')
    )
    assert isinstance(quiz, Quiz) and quiz.title == "Openings" and quiz.ids == ("q1", "q2")
    assert isinstance(quiz["q1"], PlayQuestion) and quiz["q1"].id == "q1"
    assert quiz["q1"].answer("8/6 6/5").rule == "wrong-distance"
    assert quiz["q1"].answer("24/23 24/21").kind == "not-asked"
    assert quiz["q2"].answer(2).correct
    assert (quiz.score.solved, quiz.score.total) == (1, 2)
    with pytest.raises(KeyError, match="q3"):
        quiz["q3"]


def test_load_quiz_reads_a_file_and_names_it_in_errors(tmp_path):
    path = tmp_path / "openings.toml"
    path.write_text(one('goal = { play = "8/5 6/5" }'), encoding="utf-8")
    assert load_quiz(path).ids == ("q1",)
    path.write_text(one('goal = { play = "8/5 6/5" }\ntempting = [{ answer = "8/5 6/5", rule = "none" }]'))
    with pytest.raises(bg.QuizFileError) as info:
        load_quiz(path)
    assert info.value.path == str(path) and info.value.entry == "q1"
    assert str(info.value).startswith(f"{path}:8:24: entry 'q1': the tempting answer '8/5 6/5' is right")
    with pytest.raises(bg.QuizFileError, match="cannot read the file"):
        load_quiz(tmp_path / "missing.toml")


@pytest.mark.parametrize(
    "form",
    [
        '"start"',
        '"4HPwATDgc/ABMA"',
        '"XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"',
        "{ white = { 24 = 2, 13 = 5, 8 = 3, 6 = 5 }, black = { 24 = 2, 13 = 5, 8 = 3, 6 = 5 } }",
        "{ white = { 24 = 2, 13 = 5, 8 = 3, 6 = 5, off = 0 }, black = { 24 = 2, 13 = 5, 8 = 3, 6 = 5 } }",
    ],
)
def test_every_position_form_gives_the_start(form):
    quiz = loads_quiz(one("", position=form))
    assert quiz["q1"].position == bg.Position.start()


def test_named_positions_and_black_on_roll():
    quiz = loads_quiz(
        f"[positions]\nfour-kinds = {FOUR_KINDS}\n"
        + one(
            'goal = { moves_from = 13 }\ntempting = [{ answer = "13/9 8/5", rule = "blocked-point" }]',
            position='"four-kinds"',
            dice="[4, 3]",
        )
        + one("", position='"4HPwATDgc/ABMA"\non_roll = "black"').replace('"q1"', '"q2"')
    )
    assert quiz["q1"].position.checkers(bg.WHITE)[13] == 1
    assert quiz["q2"].position.on_roll == bg.BLACK


# -- goals -------------------------------------------------------------------------------------

BEAR_OFF = "{ white = { 6 = 1, 4 = 1, 2 = 2 }, black = { 1 = 10, 2 = 5 } }"


@pytest.mark.parametrize(
    "position, dice, goal, right, wrong",
    [
        (f"{FOUR_KINDS}", "[4, 3]", "moves_from = 13", "13/10* 8/4", "8/4 8/5"),
        (f"{FOUR_KINDS}", "[4, 3]", "leaves = 13", "13/10*/6", "8/4 8/5"),
        ('"start"', "[6, 5]", "leaves = [24, 13]", None, None),
        (f"{FOUR_KINDS}", "[3, 1]", "hits = 1", "13/10* 6/5", "8/5 6/5"),
        (f"{FOUR_KINDS}", "[3, 1]", "min_hits = 1", "13/10* 6/5", "8/5 6/5"),
        (BEAR_OFF, "[6, 4]", "borne_off = 2", "6/off 4/off", None),
        (BEAR_OFF, "[2, 1]", "min_borne_off = 1", "2/off 2/1", "4/2 2/1"),
        ("{ white = { 2 = 1, 1 = 1 }, black = { 1 = 15 } }", "[2, 1]", "ends_game = true", "2/off 1/off", None),
        ('"start"', "[3, 1]", "blots = 0", "8/5 6/5", "24/21 6/5"),
        (f"{FOUR_KINDS}", "[3, 1]", "hits_on_the_way = true", None, None),  # no checker stops on a blot here
        (
            "{ white = { 13 = 2, 6 = 13 }, black = { 14 = 1, 24 = 14 } }",
            "[4, 2]",
            "hits_on_the_way = true",
            "13/11*/7",
            "13/9/7",
        ),
        ('"start"', "[3, 1]", "makes = 5", "8/5 6/5", "24/21 6/5"),
    ],
)
def test_goal_keys(position, dice, goal, right, wrong):
    text = one(f"goal = {{ {goal} }}", position=position, dice=dice)
    if right is None:
        with pytest.raises(bg.QuizFileError, match="no legal play meets the goal: with "):
            loads_quiz(text)
        return
    q = loads_quiz(text)["q1"]
    assert q.judge(right).correct
    if wrong is not None:
        assert q.judge(wrong).kind == "not-asked"


# White on the bar against Black's closed home board (Black's 1-6 are White's 24-19)
CLOSED_OUT = "{ white = { bar = 1, 6 = 14 }, black = { 1 = 2, 2 = 2, 3 = 2, 4 = 2, 5 = 2, 6 = 2, 12 = 3 } }"


# -- bad files: each refused with the file, the entry and the problem ---------------------------


@pytest.mark.parametrize(
    "text, entry, words",
    [
        ("[[question]\nid = 1", None, "not valid TOML"),
        ('title = "x"', None, "at least one [[question]]"),
        ('[[stage]]\nid = "a"\ntitle = "A"', None, "read with bglearn.load_lesson"),
        ('[[question]]\nkind = "play"', "#1", "needs an id"),
        ('[[question]]\nid = "Bad Id"', "#1", "needs an id"),
        (one("", kind="guess"), "q1", "kind 'guess' is not one of"),
        (one("colour = 1"), "q1", "unknown key colour"),
        (one("") + one("").replace('kind = "play"', 'kind = "dice-count"'), "q1", "used twice"),
        (one("", position="{ white = { 6 = 16 }, black = { 1 = 15 } }"), "q1", "16"),
        (one("", position="{ white = { 25 = 15 }, black = { 1 = 15 } }"), "q1", "points are 1-24"),
        (one("", position='"nonsense"'), "q1", "not 'start', a name from [positions]"),
        (one("", position='"4HPwATDgc/AB!A"'), "q1", "4HPwATDgc/AB!A"),
        (one("", dice="[7, 1]"), "q1", "1 to 6"),
        (one("", dice="[3]"), "q1", "dice = [a, b]"),
        (one("", dice=""), "q1", "needs dice"),
        (one("goal = { runs = 1 }"), "q1", "goal has unknown key runs"),
        (one('goal = { play = "8/5 6/5", hits = 0 }'), "q1", "give no other goal keys"),
        (one('goal = { play = "8/6 6/5" }'), "q1", "is not a legal play with 3-1"),
        (one('tempting = [{ answer = "8/5 6/5", rule = "none" }]'), "q1", "is right, not wrong"),
        (one('tempting = [{ answer = "8/6 6/5", rule = "blocked-point" }]'), "q1", "judged 'wrong-distance', not"),
        (one('tempting = [{ answer = "8/6 6/5", rule = "typo" }]'), "q1", "'typo' is not a rule code"),
        (one('tempting = [{ answer = "8/6 6/5" }]'), "q1", "tempting answer 1 needs both answer = ... and rule"),
        (one('tempting = [{ answer = "8/?", rule = "none" }]'), "q1", "cannot be read"),
        (
            one(
                "",
                position=CLOSED_OUT,
                dice="[6, 5]",
            ),
            "q1",
            "has no legal play here",
        ),
        (one("", kind="result"), "q1", "no dice"),
        (one("", kind="result", dice=""), "q1", "finished game"),
        (
            one("", kind="may-double", dice="", position='"XGID=-b----E-C---eE---c-e----B-:1:1:1:00:4:2:1:5:10"'),
            "q1",
            "Crawford",
        ),
        (
            one("", kind="drop-score", dice="", position='"XGID=-b----E-C---eE---c-e----B-:1:-1:1:00:0:0:0:0:10"'),
            "q1",
            "may not double here",
        ),
        (
            one(
                "jacoby = true",
                kind="game-value",
                dice="",
                position='"XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:5:10"',
            ),
            "q1",
            "Jacoby rule is for money",
        ),
    ],
)
def test_bad_entries_are_refused(text, entry, words):
    with pytest.raises(bg.QuizFileError) as info:
        loads_quiz(text, path="class.toml")
    error = info.value
    assert isinstance(error, ValueError) and isinstance(error, bg.BglearnError)
    assert error.path == "class.toml" and error.entry == entry
    assert words in str(error), str(error)
    assert str(error).startswith("class.toml") and len(str(error)) < 600


def test_a_huge_bad_value_is_not_echoed_back():
    with pytest.raises(bg.QuizFileError) as info:
        loads_quiz(one("", position='"' + "x" * 100_000 + '"'))
    assert len(str(info.value)) < 200_000  # the value is named once at most
    with pytest.raises(bg.QuizFileError):
        loads_quiz(None)  # type: ignore[arg-type]


# -- cube questions ------------------------------------------------------------------------------

# Black has borne off all 15, White none (a gammon); the cube on 4, owned by Black; White on roll
BLACK_GAMMON = str(bg.XGID(bg.Position.from_points(white={3: 15}, black={"off": 15}), cube=2, cube_owner=-1))
XG = "XGID=-b----E-C---eE---c-e----B-:{cube}:{owner}:1:{dice}:{sx}:{so}:{cj}:{length}:10"


@pytest.mark.parametrize(
    "cube, owner, dice, score, cj, length, may, rule",
    [
        (0, 0, "00", (0, 0), 0, 0, "yes", None),  # centred cube, money
        (1, 1, "00", (0, 0), 0, 0, "yes", None),  # White owns it
        (1, -1, "00", (0, 0), 0, 0, "no", "cube-owned-by-opponent"),
        (0, 0, "31", (0, 0), 0, 0, "no", "double-before-rolling"),
        (0, 0, "00", (4, 2), 1, 5, "no", "crawford-game"),
        (0, 0, "00", (4, 2), 0, 5, "yes", None),  # post-Crawford
    ],
)
def test_may_double(cube, owner, dice, score, cj, length, may, rule):
    xgid = XG.format(cube=cube, owner=owner, dice=dice, sx=score[0], so=score[1], cj=cj, length=length)
    q = loads_quiz(one("", kind="may-double", dice="", position=f'"{xgid}"'))["q1"]
    assert isinstance(q, MayDoubleQuestion) and q.solution() == may
    wrong = q.judge("no" if may == "yes" else "yes")
    assert not wrong.correct and wrong.rule == rule


def test_drop_take_and_game_value():
    xgid = XG.format(cube=1, owner=1, dice="00", sx=1, so=2, cj=0, length=5)
    quiz = loads_quiz(
        one("", kind="drop-score", dice="", position=f'"{xgid}"')
        + one(
            'tempting = [{ answer = [2, "black"], rule = "none" }]', kind="after-take", dice="", position=f'"{xgid}"'
        ).replace('"q1"', '"q2"')
        + one("", kind="game-value", dice="", position=f'"{BLACK_GAMMON}"').replace('"q1"', '"q3"')
        + one(
            "jacoby = true",
            kind="game-value",
            dice="",
            position='{ white = { off = 15 }, black = { 3 = 15 }, on_roll = "black" }',
        ).replace('"q1"', '"q4"')
    )
    drop, take, value, jacoby = (quiz[i] for i in ("q1", "q2", "q3", "q4"))
    assert isinstance(drop, DropScoreQuestion) and drop.solution() == 2
    assert "White 3, Black 2" in drop.judge(2).message
    assert not drop.judge(4).correct and "after a take" in drop.judge(4).message
    assert isinstance(take, AfterTakeQuestion) and take.solution() == (4, "black")
    assert take.judge([4, "Black"]).correct and not take.judge((4, "white")).correct
    assert isinstance(value, GameValueQuestion)
    assert value.result.kind == "gammon" and value.solution() == 8  # Black's gammon with the cube on 4
    assert jacoby.solution() == 1 and "Jacoby" in jacoby.judge(1).message


MONEY_RACE = "XGID=--BBCCC-B--------b-cccbb--:{cube}:{owner}:1:00:0:0:0:0:10"
MATCH_RACE = "XGID=--BBCCC-B--------b-cccbb--:0:0:1:00:2:1:0:5:10"
WHITE_WON = "XGID=-------------------eee----:0:0:1:00:0:0:0:0:10"  # Black has borne off none: a gammon


def test_after_a_beaver_the_cube_is_four_times_on_the_takers_side():
    quiz = loads_quiz(
        one(
            "beaver = true\n"
            'tempting = [{ answer = [2, "black"], rule = "none" }, { answer = [4, "white"], rule = "none" }]',
            kind="after-take",
            dice="",
            position=f'"{MONEY_RACE.format(cube=0, owner=0)}"',
        )
        + one("beaver = true", kind="after-take", dice="", position=f'"{MONEY_RACE.format(cube=1, owner=1)}"').replace(
            '"q1"', '"q2"'
        )
    )
    first, redouble = quiz["q1"], quiz["q2"]
    assert isinstance(first, AfterTakeQuestion) and first.beaver and first.state.beavers
    assert first.solution() == (4, "black")  # 1 -> 4, Black keeps it
    assert [value for _, value in first.options()] == [(2, "white"), (2, "black"), (4, "white"), (4, "black")]
    assert "doubles twice" in first.judge([2, "black"]).message
    assert "keeps the cube" in first.judge([4, "white"]).message
    assert "Black beavered" in first.judge([4, "black"]).message and first.judge([4, "black"]).correct
    assert redouble.solution() == (8, "black")  # White owned the cube on 2 and redoubled: 2 -> 8
    assert "beavers" in first.state.describe()
    plain_take = loads_quiz(one("", kind="after-take", dice="", position=f'"{MONEY_RACE.format(cube=0, owner=0)}"'))
    assert plain_take["q1"].solution() == (2, "black") and not plain_take["q1"].beaver


def test_automatic_doubles_set_the_cube_from_the_opening_ties_as_the_game_decides():
    race = f'"{MONEY_RACE.format(cube=0, owner=0)}"'
    quiz = loads_quiz(
        one(
            'opening_ties = 2\nautomatic_doubles = 4\ntempting = [{ answer = 1, rule = "none" }]',
            kind="drop-score",
            dice="",
            position=race,
        )
        + one("opening_ties = 3\nautomatic_doubles = 2", kind="drop-score", dice="", position=race).replace(
            '"q1"', '"q2"'
        )
        + one(
            'opening_ties = 1\nautomatic_doubles = 3\ntempting = [{ answer = "no", rule = "none" }]',
            kind="may-double",
            dice="",
            position='"XGID=--BBCCC-B--------b-cccbb--:0:0:-1:00:0:0:0:0:10"',
        ).replace('"q1"', '"q3"')
        + one("opening_ties = 2\nautomatic_doubles = 2", kind="game-value", dice="", position=f'"{WHITE_WON}"').replace(
            '"q1"', '"q4"'
        )
        + one("opening_ties = 1\nautomatic_doubles = 1", kind="after-take", dice="", position=race).replace(
            '"q1"', '"q5"'
        )
    )
    two_ties, capped, may, gammon, take = (quiz[i] for i in ("q1", "q2", "q3", "q4", "q5"))
    assert two_ties.state.cube_value == 4 and two_ties.state.cube_owner is None and two_ties.solution() == 4
    assert "2 opening ties turned the cube to 4" in two_ties.judge(4).message
    assert capped.state.cube_value == 4 and capped.solution() == 4  # three ties, but at most two doubles
    assert "at most 2 doubles" in capped.judge(4).message
    assert may.state.cube_value == 2 and may.solution() == "yes"  # still centred: Black may double
    assert gammon.solution() == 8  # a gammon (2) times the cube the ties left (4)
    assert take.solution() == (4, "black")
    assert "at most 4 automatic doubles, 2 opening ties" in two_ties.state.describe()
    assert "cube centred on 4" in two_ties.state.describe()


@pytest.mark.parametrize(
    "body, kind, position, words",
    [
        ("beaver = 1", "after-take", MONEY_RACE.format(cube=0, owner=0), "beaver is true or false"),
        ("beaver = true", "after-take", MATCH_RACE, "money game"),
        ("beaver = true", "drop-score", MONEY_RACE.format(cube=0, owner=0), "unknown key"),
        ("opening_ties = 2", "drop-score", MONEY_RACE.format(cube=0, owner=0), "go together"),
        ("automatic_doubles = 2", "may-double", MONEY_RACE.format(cube=0, owner=0), "go together"),
        ("opening_ties = 0\nautomatic_doubles = 2", "drop-score", MONEY_RACE.format(cube=0, owner=0), "1 to 12"),
        ('opening_ties = 2\nautomatic_doubles = "2"', "drop-score", MONEY_RACE.format(cube=0, owner=0), "1 to 12"),
        ("opening_ties = 2\nautomatic_doubles = 2", "drop-score", MATCH_RACE, "money-play house rule"),
        ("opening_ties = 2\nautomatic_doubles = 2", "drop-score", MONEY_RACE.format(cube=1, owner=1), "centred at 1"),
    ],
)
def test_bad_beaver_and_automatic_double_entries_are_refused(body, kind, position, words):
    with pytest.raises(bg.QuizFileError) as info:
        loads_quiz(one(body, kind=kind, dice="", position=f'"{position}"'), path="cube.toml")
    assert info.value.path == "cube.toml" and info.value.entry == "q1"
    assert words in str(info.value), str(info.value)


def test_cube_state_options_are_checked():
    state = bg.teach.CubeState(bg.Position.start())
    with pytest.raises(bg.InputError, match="whole number"):
        state.after_opening_ties(True, 2)
    with pytest.raises(bg.InputError, match="money play"):
        bg.teach.CubeState(bg.Position.start(), score=(1, 0), length=5, beavers=True).game()
    with pytest.raises(bg.InputError, match="beavers"):
        AfterTakeQuestion("Where is the cube?", state, beaver=True)
    with pytest.raises(bg.InputError, match="True or False"):
        AfterTakeQuestion("Where is the cube?", state._replace(beavers=True), beaver="yes")
    assert state.after_opening_ties(5, 12).cube_value == 32 and state.cube_value == 1  # a new state


# -- lessons -------------------------------------------------------------------------------------


def test_a_lesson_has_stages_a_map_and_a_score(tmp_path):
    path = tmp_path / "09-test.toml"
    path.write_text(
        'title = "Test"\n'
        '[[stage]]\nid = "first"\ntitle = "First things"\n'
        '[[stage.picture]]\nid = "pic"\nposition = "start"\ncaption = "The start"\n'
        '[[stage.example]]\nid = "ex"\ntitle = "3-1"\nposition = "start"\ndice = [3, 1]\n'
        'steps = [{ text = "The 3.", play = "8/5" }, { text = "The 1.", play = "6/5", highlight = [5] }]\n'
        '[[stage.question]]\nid = "q"\nkind = "play"\nposition = "start"\ndice = [3, 1]\nprompt = "Play."\n'
        '[[stage]]\nid = "second"\ntitle = "Then"\n'
        '[[stage.question]]\nid = "n"\nkind = "dice-count"\nposition = "start"\ndice = [6, 5]\nprompt = "How many?"\n',
        encoding="utf-8",
    )
    lesson = load_lesson(path)
    assert isinstance(lesson, Lesson) and lesson.id == "09-test" and lesson.title == "Test"
    assert [s.id for s in lesson.stages] == ["first", "second"] and lesson.ids == ("pic", "ex", "q", "n")
    assert lesson.show("ex").play is not None and lesson.show("pic").caption == "The start"
    assert lesson.show("map").text() == "○ First things\n○ Then"
    lesson.show("q").answer("8/5 6/5")
    assert lesson.show("map").text() == "✔ First things\n○ Then"
    assert "bglearn-map" in lesson.show("map").html()
    assert lesson.show("score").solved == 1 and lesson.score.total == 2
    with pytest.raises(bg.QuizFileError, match="no item 'nothing'"):
        lesson.show("nothing")


@pytest.mark.parametrize(
    "text, words",
    [
        ('[[stage]]\nid = "a"\ntitle = "A"', "needs title"),
        ('title = "T"', "a lesson needs at least one"),
        ('title = "T"\n[[stage]]\ntitle = "A"', "needs id"),
        ('title = "T"\n[[stage]]\nid = "a"\ntitle = "A"\nnotes = 1', "unknown key notes in a stage"),
        ('title = "T"\n[[stage]]\nid = "a"\ntitle = "A"\n[[stage]]\nid = "a"\ntitle = "B"', "two stages"),
        (
            'title = "T"\n[[stage]]\nid = "a"\ntitle = "A"\n[[stage.example]]\nid = "e"\ntitle = "E"\n'
            'position = "start"\ndice = [3, 1]\nsteps = [{ text = "x", play = "8/2" }]',
            "cannot move 8/2",
        ),
        (
            'title = "T"\n[[stage]]\nid = "a"\ntitle = "A"\n[[stage.picture]]\nid = "map"\nposition = "start"',
            "reserved",
        ),
        (
            'title = "T"\n[[stage]]\nid = "a"\ntitle = "A"\n[[stage.picture]]\nid = "p"\nposition = "start"\n'
            'upright = "no"',
            "upright is true or false, not 'no'",
        ),
    ],
)
def test_bad_lessons_are_refused(tmp_path, text, words):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(bg.QuizFileError, match=words) as info:
        load_lesson(path)
    assert info.value.path == str(path)


def test_a_picture_with_upright_false_stays_wide_on_a_phone(tmp_path):
    # lesson 00's pictures say "1 to 12 along the bottom", "bottom right": on a phone a picture turns
    # upright (portrait), where none of that is true; upright = false keeps the wide drawing
    path = tmp_path / "09-test.toml"
    path.write_text(
        'title = "T"\n[[stage]]\nid = "a"\ntitle = "A"\n'
        '[[stage.picture]]\nid = "wide"\nposition = "start"\nupright = false\n'
        '[[stage.picture]]\nid = "turns"\nposition = "start"\n',
        encoding="utf-8",
    )
    lesson = load_lesson(path)
    wide, turns = lesson.show("wide"), lesson.show("turns")
    assert wide.portrait is None and wide.png == turns.png
    assert turns.portrait is not None and turns.portrait != turns.png
    assert "<picture>" not in wide._repr_mimebundle_()["text/html"]
    assert "<picture>" in turns._repr_mimebundle_()["text/html"]
    lesson00 = load_lesson(LESSONS / "00-the-board.toml")
    assert all(lesson00.show(p).portrait is None for p in ("start", "setup", "route", "bar-and-tray", "pip-count"))


@pytest.mark.parametrize("path", LESSON_FILES, ids=[p.stem for p in LESSON_FILES])
def test_every_lesson_file_loads_and_every_answer_checks(path):
    lesson = load_lesson(path)
    assert lesson.stages and len(lesson.quiz) >= 1
    for question in lesson.quiz:
        shown = question.solution()
        assert question.judge("" if shown is None else shown).correct, question.id
        assert question.attempts == 0

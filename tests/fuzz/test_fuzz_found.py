"""Defects the fuzz suite found, each as a minimal explicit test of the behaviour the contract asks for.

Each was found as a failure of the fuzz tests of this folder and is fixed; the test here pins the
fix. (While a defect is open its test carries ``pytest.mark.xfail(strict=True, raises=...)``: it then fails for
the reason given, and once the package is fixed a strict xfail reports the pass as a failure -- the
sign to drop the mark.)

The contract (``bglearn/errors.py``): for any input, a public call raises a
:class:`bglearn.BglearnError` or succeeds; errors of input are also ``ValueError`` (a bad option
included), :class:`bglearn.GameError` is for an action the game does not allow now; a call that fails
changes nothing.
"""

from __future__ import annotations

import os
import random

import pytest

import bglearn as bg
from bglearn import Position
from bglearn.play import Turn
from bglearn.teach.progress import Progress

try:
    from traitlets import TraitError
except ImportError:  # without ipywidgets the board tests skip
    TraitError = TypeError

START_XGID_TAIL = ":0:0:1:00:0:0:0:0:10"


# -- engine ---------------------------------------------------------------------------------------------


def test_xgid_with_a_huge_board_field_gives_a_short_message():
    with pytest.raises(bg.PositionIdError) as info:
        bg.parse_xgid("-" * 100_000 + START_XGID_TAIL)
    assert len(str(info.value)) < 300, len(str(info.value))


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(
            lambda: bg.dice_used("4HPwATDgc/ABMA", (3, 1)),
            id="dice_used-str",
        ),
        pytest.param(
            lambda: bg.game_result(None),
            id="game_result-None",
        ),
        pytest.param(lambda: Position.start().apply_moves([(8,)]), id="apply_moves-short-move"),
        pytest.param(lambda: Position.start().apply_moves(5), id="apply_moves-int"),
        pytest.param(lambda: Position.start().xgid(record="x"), id="xgid-record-str"),
        pytest.param(lambda: list(bg.replay("Game 1")), id="replay-str"),  # fixed meanwhile: a regression guard
        pytest.param(lambda: bg.choose_play(Position.start(), (3, 1), "random", rng="x"), id="choose_play-rng"),
        pytest.param(lambda: bg.Game("x"), id="Game-rng"),
    ],
)
def test_an_argument_of_the_wrong_type_raises_a_bglearn_error(call):
    # as legal_plays("...") does since the last round of fixes (tests/engine/test_engine_bad_input.py)
    with pytest.raises(bg.BglearnError):
        call()


# -- games, matches, turns --------------------------------------------------------------------------------


def test_resign_with_an_unhashable_kind():
    game = bg.Game(random.Random(1))
    with pytest.raises(bg.InputError):
        game.resign([])


def test_a_refused_new_game_does_not_use_up_the_crawford_game():
    match = bg.Match(3, random.Random(1))
    match.new_game().resign("gammon")  # 2-0 in a 3-point match: the Crawford game is next
    assert match.winner is None and match.is_crawford_game()
    with pytest.raises(bg.InputError):
        match.new_game(position="not a position")
    assert match.is_crawford_game(), "the refused call changed the match"
    game = match.new_game()
    assert game.crawford and not game.use_cube


def test_is_crawford_game_right_after_the_game_that_leaves_a_side_one_point_short():
    match = bg.Match(3, random.Random(1))
    match.new_game().resign("gammon")  # White 2-0: the next game is the Crawford game
    assert match.is_crawford_game()


def test_match_with_a_bad_length_is_an_input_error():
    for length in (0, "5", 2.5):
        with pytest.raises(bg.BglearnError) as info:
            bg.Match(length)
        assert isinstance(info.value, bg.InputError), f"Match({length!r}): {type(info.value).__name__}"


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(("x", 5), id="move-from-str"),
        pytest.param((None, 5), id="move-from-None"),
        pytest.param((8.0, 5), id="move-from-float"),
    ],
)
def test_turn_move_with_a_point_that_is_not_an_int(args):
    turn = Turn(Position.start(), (3, 1))
    with pytest.raises(bg.MoveError):
        turn.move(*args)
    assert turn.steps == ()


def test_turn_explain_with_a_point_that_is_not_an_int():
    assert isinstance(Turn(Position.start(), (3, 1)).explain("x"), str)


@pytest.mark.parametrize(
    "steps",
    [
        pytest.param([(8,)], id="one-point"),
        pytest.param(5, id="int"),
        pytest.param([("a", "b")], id="strs"),
    ],
)
def test_turn_play_steps_with_malformed_moves(steps):
    turn = Turn(Position.start(), (3, 1))
    with pytest.raises(bg.BglearnError):
        turn.play_steps(steps)
    assert turn.steps == ()


def test_turn_set_play_with_something_that_is_not_a_play():
    turn = Turn(Position.start(), (3, 1))
    with pytest.raises(bg.BglearnError):
        turn.set_play("8/5 6/5")
    assert turn.steps == ()


# -- the board widget -----------------------------------------------------------------------------------


@pytest.fixture
def board():
    pytest.importorskip("ipywidgets")
    return bg.BoardWidget(Position.start(), dice=(3, 1))


@pytest.mark.parametrize("name", [5, None, ["Tab"]])
def test_board_key_with_a_name_that_is_not_a_str(board, name):
    assert board.key(name) is False


@pytest.mark.parametrize("xy", [("a", "b"), (None, None)])
def test_board_click_pixel_with_coordinates_that_are_not_numbers(board, xy):
    try:
        assert board.click_pixel(*xy) is False
    except bg.BglearnError:
        pass


@pytest.mark.parametrize("text", [5, ["8/5 6/5"], b"8/5 6/5"])
def test_board_enter_with_something_that_is_not_a_str(board, text):
    assert board.enter(text) is False
    assert board.moves == ""


def test_board_set_position_with_bad_dice_changes_nothing(board):
    other = Position.from_points(white={6: 2}, black={1: 2})
    before = (board.position, board.dice, board.moves, board.game)
    assert board.set_position(other, dice=(7, 1)) is False
    assert (board.position, board.dice, board.moves, board.game) == before


@pytest.mark.parametrize(
    "options",
    [
        {"mode": "easy"},
        {"orientation": "sideways"},
        {"perspective": 5},
        {"labels": 5},
        {"seed": [1]},
    ],
    ids=["mode", "orientation", "perspective", "labels", "seed"],
)
def test_board_with_a_bad_option_raises_an_input_error(options):
    pytest.importorskip("ipywidgets")
    with pytest.raises(bg.InputError):
        bg.BoardWidget(Position.start(), **options)


# -- questions ---------------------------------------------------------------------------------------------


def _teach():
    from bglearn import teach

    return teach


FINISHED = Position.from_points(white={}, black={1: 15}, on_roll=bg.BLACK)


@pytest.mark.parametrize(
    "build",
    [
        pytest.param(lambda t: t.DiceCountQuestion("How many?", None, (3, 1)), id="DiceCountQuestion-position-None"),
        pytest.param(lambda t: t.ResultQuestion("Worth?", "4HPwATDgc/ABMA"), id="ResultQuestion-position-str"),
        pytest.param(
            lambda t: t.PointsQuestion("Which?", Position.start(), (3, 1), ask=[]), id="PointsQuestion-ask-list"
        ),
        pytest.param(
            lambda t: t.PlayQuestion("Play.", Position.start(), (3, 1), practise=[]), id="PlayQuestion-practise-list"
        ),
        pytest.param(
            lambda t: t.LegalityQuestion("Legal?", Position.start(), (3, 1), "8/5 6/5", choices=5),
            id="LegalityQuestion-choices-int",
        ),
        pytest.param(
            lambda t: t.PlayQuestion("Play.", Position.start(), (3, 1), accept=5), id="PlayQuestion-accept-int"
        ),
        pytest.param(lambda t: t.PlayQuestion("Play.", Position.start(), (3, 1), score=5), id="PlayQuestion-score-int"),
    ],
)
def test_question_built_from_odd_arguments(build):
    with pytest.raises(bg.BglearnError):
        build(_teach())


def test_quiz_accepting_only_none_while_a_play_exists_is_refused():
    teach = _teach()
    try:
        quiz = teach.PlayQuestion("Play 3-1.", Position.start(), (3, 1), accept=[None])
    except bg.InputError:
        return  # what the docstring promises: "no legal play is accepted"
    shown = quiz.show_answer()
    assert quiz.judge("" if shown is None else shown).correct, "the revealed answer is judged wrong"


# -- quiz and lesson files (round two) ------------------------------------------------------------------

_QUIZ = """
[[question]]
id = "opening"
kind = {kind}
position = "start"
on_roll = {on_roll}
dice = [3, 1]
prompt = "Make the 5-point."
goal = {{ play = "8/5 6/5" }}
tempting = [{{ answer = "8/5 6/4", rule = {rule} }}]
"""


def _quiz(kind='"play"', on_roll='"white"', rule='"wrong-distance"'):
    return _QUIZ.format(kind=kind, on_roll=on_roll, rule=rule)


def test_the_quiz_template_reads():
    assert bg.loads_quiz(_quiz(), "q.toml").ids == ("opening",)


@pytest.mark.parametrize(
    "text, words",
    [
        pytest.param(_quiz(kind='["play"]'), "kind", id="kind-array"),
        pytest.param(_quiz(kind="{ a = 1 }"), "kind", id="kind-table"),
        pytest.param(_quiz(on_roll='["white"]'), "on_roll", id="on_roll-array"),
        pytest.param(_quiz(rule='["wrong-distance"]'), "rule", id="rule-array"),
        pytest.param(_quiz(rule="{ a = 1 }"), "rule", id="rule-table"),
        pytest.param(
            '[[question]]\nid = "b"\nkind = "play"\nposition = "start"\ndice = [3, 1]\nprompt = "x"\n'
            "seed = " + "[" * 1200 + "]" * 1200,
            "nested",
            id="deep-arrays",
        ),
        pytest.param("x = " + "{ a = " * 600 + "1" + " }" * 600, "nested", id="deep-tables"),
        pytest.param(
            '[[question]]\nid = "b"\nkind = "play"\nposition = "start"\ndice = [3, 1]\nprompt = "x"\n'
            "x = " + "[" * 20 + "]" * 20,
            "levels deep",
            id="twenty-levels",
        ),
        pytest.param(_quiz() + "\nseed = " + "9" * 5000, "digits", id="5000-digit-int"),
        pytest.param(_quiz(kind="0x" + "f" * 5000), "bits", id="20000-bit-hex-int"),
        pytest.param(
            _quiz().replace('position = "start"', 'position = { white = { "' + "1" * 5000 + '" = 2 } }'),
            "point",
            id="5000-digit-point-key",
        ),
    ],
)
def test_odd_values_in_a_quiz_file_are_a_quiz_file_error_naming_the_file(text, words):
    with pytest.raises(bg.QuizFileError) as info:
        bg.loads_quiz(text, "q.toml")
    assert info.value.path == "q.toml"
    assert words in info.value.problem and len(str(info.value)) < 700, str(info.value)


def test_a_board_entry_with_an_array_for_its_mode_or_computer(tmp_path):
    stage = '[[stage]]\nid = "s"\ntitle = "S"\n[[stage.board]]\nid = "b"\nposition = "start"\n'
    for line, key in (('mode = ["play"]', "mode"), ('computer = { a = "black" }', "computer")):
        path = tmp_path / "lesson.toml"
        path.write_text('title = "T"\n' + stage + line + "\n", encoding="utf-8")
        with pytest.raises(bg.QuizFileError) as info:
            bg.load_lesson(path, Progress(tmp_path / "p.json"))
        assert (info.value.entry, key in info.value.problem) == ("b", True), str(info.value)


@pytest.mark.parametrize("loader", [bg.load_quiz, bg.load_lesson])
@pytest.mark.parametrize("path", ["quiz\x00.toml", b"quiz.toml", 7])
def test_a_path_with_nul_or_not_text_is_a_quiz_file_error(loader, path):
    with pytest.raises(bg.QuizFileError, match="NUL|str or a pathlib.Path"):
        loader(path)


def test_a_quiz_file_that_is_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "quiz.toml"
    os.mkfifo(fifo)
    with pytest.raises(bg.QuizFileError, match="not a regular file"):
        bg.load_quiz(fifo)


def test_a_quiz_text_past_the_cap_is_refused_before_parsing():
    from bglearn.teach.entries import MAX_FILE_CHARS

    with pytest.raises(bg.QuizFileError, match="characters"):
        bg.loads_quiz("#" * (MAX_FILE_CHARS + 1))


class _CountingIds(list):
    """A list whose membership test counts the elements it looks at (``Reader.ids``, below)."""

    looked = 0

    def __contains__(self, value):
        for item in self:
            _CountingIds.looked += 1
            if item == value:
                return True
        return False


def _bookkeeping(monkeypatch, n):
    """Comparisons spent on "seen before?" look-ups while reading a quiz of ``n`` questions: a
    question compared with another (``Question.__eq__``, made countable here) and an id compared
    with an id of ``Reader.ids`` (a counting list here)."""
    from bglearn.teach import Question
    from bglearn.teach.entries import Reader

    compared = [0]

    def eq(self, other):
        compared[0] += 1
        return self is other

    monkeypatch.setattr(Question, "__eq__", eq, raising=False)
    monkeypatch.setattr(Question, "__hash__", object.__hash__, raising=False)
    init = Reader.__init__

    def counting_init(self, *args, **kwargs):
        init(self, *args, **kwargs)
        self.ids = _CountingIds(self.ids)

    monkeypatch.setattr(Reader, "__init__", counting_init)
    _CountingIds.looked = 0
    one = '[[question]]\nid = "q{n}"\nkind = "dice-count"\nposition = "start"\ndice = [6, 6]\nprompt = "How many?"\n'
    quiz = bg.loads_quiz("".join(one.format(n=i) for i in range(n)))
    assert len(quiz) == n
    return compared[0] + _CountingIds.looked


def test_reading_a_quiz_is_linear_in_its_questions(monkeypatch):
    # 6, 60, 600 questions: the "seen before?" look-ups grow with n, not n squared (they were list
    # look-ups in Reader.item and Score.add: 359,400 comparisons for 600 questions)
    counts = [_bookkeeping(monkeypatch, n) for n in (6, 60, 600)]
    assert counts[2] <= 20 * 600, counts
    assert counts[2] <= 15 * max(counts[1], 60), counts


# -- big cubes (round two) -------------------------------------------------------------------------------


def _big_cube_game(cube_value):
    return bg.Game(random.Random(4), beavers=True, position=Position.start(), cube_value=cube_value)


def test_the_cube_stops_at_4096_double_and_beaver_refused_with_the_reason():
    game = _big_cube_game(1024)
    game.double()
    game.beaver()  # 1024 -> 4096: still allowed
    assert (game.cube_value, game.cube_owner) == (4096, bg.BLACK)
    game.roll()
    game.play(bg.legal_plays(game.position, game.dice)[0])
    assert game.position.on_roll == bg.BLACK and not game.can_double()
    with pytest.raises(bg.GameError, match="4,096, the largest"):
        game.double()
    game = _big_cube_game(2048)
    game.double()
    assert not game.can_beaver()
    before = (game.cube_value, game.cube_owner, len(game.history), game.offered)
    with pytest.raises(bg.GameError, match="8,192"):
        game.beaver()
    assert (game.cube_value, game.cube_owner, len(game.history), game.offered) == before
    game.take()
    assert game.cube_value == 4096
    with pytest.raises(bg.InputError):
        _big_cube_game(8192)


def test_write_mat_writes_a_backgammon_at_the_largest_cube():
    session = bg.Session(random.Random(2), beavers=True)
    game = session.new_game()
    for _ in range(6):  # up to 4096: a double before rolling, beavered each time
        while not game.can_double():
            if game.dice is None:
                game.roll()
            if game.dice is not None:
                game.play(bg.legal_plays(game.position, game.dice)[0])
        game.double()
        game.beaver()
    assert game.cube_value == 4096
    game.resign("backgammon")
    assert game.result.points == 12_288
    session.record()
    text = bg.write_mat(session.to_record())
    assert "Wins 12288 points" in text and "Beavers => 4096" in text
    back = bg.read_mat(text)
    assert back.games[0].actions[-1].value == 12_288


def _play_first(app):
    if app.game.dice is None:
        assert app.roll(), app.message
    if app._playing:
        assert app.board.play(app.board.turn.plays[0]), app.message
        assert app.board.done(), app.message


def test_match_app_plays_on_at_the_largest_cube_and_saves_it():
    from bglearn.widgets.match import MatchApp

    app = MatchApp(length=0, seed=5, opponent="person", beavers=True, pause=0)
    assert app.new_match()
    for _ in range(400):
        game = app.game
        if game.cube_value == 4096 and game.can_double() is False and game.cube_owner == game.position.on_roll:
            break
        if game.can_double():
            assert app.double(), app.message
            assert app.beaver() if game.can_beaver() else app.take(), app.message
        else:
            _play_first(app)
        assert not app.game.over, "the game ended before the cube got big"
    assert app.game.cube_value == 4096
    assert not app.double() and "4,096, the largest" in app.message
    fields = app._ids.value.split("XGID=")[1].split("<")[0].split(":")
    assert (fields[1], fields[-1]) == ("12", "12"), fields  # cube 4,096 (log2 12) and the max-cube field
    assert app.resign("backgammon") and app.accept_resignation(), app.message
    assert app.game.result.points == 12_288 and "Wins 12288 points" in app.save_mat()
    games = len(app.games)
    assert app.next_game(), app.message
    assert len(app.games) == games + 1 and not app.game.over


def test_match_record_refuses_a_game_from_outside_the_match():
    match = bg.Match(3, random.Random(1))
    stray = bg.Game(random.Random(2))
    stray.resign("backgammon")
    with pytest.raises(bg.InputError, match="outside"):
        match.record(stray)
    with pytest.raises(bg.InputError):
        match.record("game 1")
    assert match.score == [0, 0] and match.winner is None


# -- Match IDs GNU Backgammon prints (round two) ------------------------------------------------------


@pytest.mark.parametrize(
    "match_id, check",
    [
        # "White doubles, but Black owns the cube": a beaver waiting for the doubler's answer
        ("QRkAAAAAAAAA", lambda s: s.doubled and s.cube == 2 and s.cube_owner == bg.BLACK and s.turn == bg.WHITE),
        # a game ended by an accepted resignation (a gammon) keeps the resignation field
        ("MEsAAAAAAAAA", lambda s: s.game_state == "resigned" and s.resigned == 2),
        # ... and with the cube at 1 owned
        ("ACMGAAAAAAAE", lambda s: s.game_state == "resigned" and s.cube == 1 and s.cube_owner == bg.BLACK),
        # a resignation offered in answer to a double
        ("cFkAAAAAAAAA", lambda s: s.doubled and s.resigned == 2),
        # no decision pending, the turn with the other side (after a declined resignation)
        ("MAkAAAAAAAAA", lambda s: s.on_roll == bg.BLACK and s.turn == bg.WHITE and not s.doubled),
        # a game over that leaves White one point short: the Crawford flag is set for the next game
        ("0QqgACAAIAAE", lambda s: s.crawford and s.game_state == "over" and s.cube == 2 and s.score == (4, 2)),
    ],
)
def test_match_ids_gnubg_prints_are_read_and_written_back(match_id, check):
    state = bg.MatchState.from_match_id(match_id)
    assert check(state), state
    assert state.match_id() == match_id


# -- smaller ones (round two) --------------------------------------------------------------------------


@pytest.mark.parametrize("digit", ["٠", "١", "۴", "１", "²"])
def test_a_diagram_with_digits_of_another_script_is_refused(digit):
    pos = Position.from_points(white={"bar": 1, 6: 14}, black={1: 15})
    text = str(pos)
    for target in ("bar: White 1", "Pips: White 109"):
        assert target in text, text
        changed = text.replace(target, target[:-1] + digit)
        with pytest.raises(bg.DiagramError):
            Position.from_diagram(changed)


@pytest.mark.parametrize("dice", [{3, 1}, {3: "a", 1: "b"}, frozenset({6, 5}), iter((3, 1)), "31", b"\x03\x01"])
def test_dice_as_a_set_a_dict_or_an_iterator_are_refused(dice):
    with pytest.raises(bg.DiceError):
        bg.legal_plays(Position.start(), dice)


def test_a_play_text_past_the_cap_is_refused_before_parsing():
    from bglearn.engine.notation import MAX_PLAY_TEXT

    assert bg.parse_play(Position.start(), (3, 1), " " * 50 + "8/5 6/5" + " " * 50)
    for text in ("8/5 6/5 " * 30, "8" * (MAX_PLAY_TEXT + 1), "13/10 " * 200_000):
        with pytest.raises(bg.NotationError, match="far longer"):
            bg.parse_play(Position.start(), (3, 1), text)


def test_a_mat_text_past_the_cap_is_refused_before_reading(monkeypatch):
    from bglearn.play import matfile

    monkeypatch.setattr(matfile, "MAX_TEXT", 100)
    text = " 1 point match\n\n Game 1\n a : 0     b : 0\n" + "\n" * 100
    with pytest.raises(bg.MatError, match="at most 100"):
        bg.read_mat(text)
    with pytest.raises(bg.MatError, match="at most 100"):
        bg.read_mat(text.encode())


@pytest.mark.parametrize(
    "read",
    [
        lambda t: Position.from_position_id(t),
        lambda t: bg.MatchState.from_match_id(t),
        lambda t: bg.parse_xgid(t),
    ],
    ids=["position-id", "match-id", "xgid"],
)
def test_an_id_text_past_the_cap_is_refused_before_reading(read):
    from bglearn.engine.constants import MAX_ID_TEXT

    with pytest.raises(bg.PositionIdError, match="characters, not 1001 characters"):
        read(" " * (MAX_ID_TEXT + 1))

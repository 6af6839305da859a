"""Bad input to games, matches, turns and match files: the package's own error, nothing changed.
Each test names the defect found by fuzzing that it pins."""

import random
import time

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, Position
from bglearn.play import Game, Match, Turn

MAT = " 7 point match\n\n Game 1\n a : 0      b : 0\n"


def state(game):
    return (game.position, game.dice, game.cube_value, game.cube_owner, game.offered, list(game.history), game.result)


# -- 6, 10: games and matches -----------------------------------------------------------------------


def test_resign_with_an_unknown_kind_changes_nothing():
    game = Game(random.Random(1))
    before = state(game)
    with pytest.raises(bg.InputError, match="single"):
        game.resign("triple")
    assert state(game) == before
    game.resign("gammon")
    assert game.result.kind == "gammon" and game.history[-1].action == "resign"


def test_a_game_from_a_finished_position_is_over_at_once():
    finished = Position.from_points(white={}, black={1: 15}, on_roll=BLACK)
    game = Game(position=finished)
    assert game.over and game.result == bg.GameResult(WHITE, "gammon", 2)
    with pytest.raises(bg.GameError):
        game.roll()


def test_a_position_where_both_sides_are_closed_out_is_refused():
    closed = {"bar": 1, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2}
    pos = Position.from_points(white=closed, black=closed)
    with pytest.raises(bg.PositionError, match="both sides"):
        Game(position=pos)


def test_bad_first_player_is_refused_before_any_dice_are_rolled():
    rng = random.Random(5)
    before = rng.getstate()
    for bad in (True, 2, "white"):
        with pytest.raises(bg.InputError, match="first_player"):
            Game(rng, first_player=bad)
    assert rng.getstate() == before


def test_match_record_without_a_game_and_new_game_with_the_match_option():
    match = Match(3)
    with pytest.raises(bg.GameError, match="no game"):
        match.record()
    with pytest.raises(bg.InputError, match="cube"):
        match.new_game(cube=False)
    assert match.games == [] and match.score == [0, 0]
    assert isinstance(match.new_game(first_player=WHITE), Game)


def test_dice_without_a_position_are_refused():
    with pytest.raises(bg.InputError, match="position="):
        Game(dice=(3, 1))


# -- 7: paths that are not points ---------------------------------------------------------------------


def test_turn_move_with_a_path_that_is_not_points_is_a_notation_error_and_changes_nothing():
    turn = Turn(Position.start(), (3, 1))
    for path in (("a",), "x", (8, "5"), 3.5):
        with pytest.raises(bg.NotationError):
            turn.move(8, 5, path=path)
        assert turn.steps == ()
    assert turn.move(8, 5, path=(8, 5)).stops == (8, 5)


# -- 3, 4, 5, 10, 11: match files ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "row, words",
    [
        ("  1) 77: 8/5 6/5", "'77' is not a roll"),
        ("  1) 00: 8/5 6/5", "'00' is not a roll"),
        ("  1) 7a: 8/5 6/5", "'7a' is not a roll"),
        ("  1) 31: 8/5 6/5   Doubles =>", "must be followed by a number"),
        ("  1) 3", "cannot read '3'"),
        ("  1) 31: 8/5 6/5   Wins", "must be followed by a number"),
        ("  1)     Hello", "cannot read 'Hello'"),
    ],
)
def test_a_row_that_cannot_be_read_is_a_mat_error_naming_the_line(row, words):
    with pytest.raises(bg.MatError, match=f"line 5: .*{words}"):
        bg.read_mat(MAT + row + "\n")


def test_words_after_a_roll_are_its_moves_and_replay_reads_them():
    record = bg.read_mat(MAT + "  1) 31: 8/5 6/5 Hello\n")
    assert record.games[0].actions[0].moves == "8/5 6/5 Hello"
    with pytest.raises(bg.MatError, match="line 5: .*cannot read 'hello'"):
        list(bg.replay(record.games[0]))


def test_a_recorded_win_the_game_cannot_score_is_a_mat_error():
    record = bg.read_mat(MAT + "  1) 31: 8/5 6/5   Doubles => 2\n  2)  Drops\n      Wins 99 points\n")
    with pytest.raises(bg.MatError, match="line 7: 'Wins 99 points' cannot be.*1, 2 or 3"):
        list(bg.replay(record.games[0]))
    ok = bg.read_mat(MAT + "  1) 31: 8/5 6/5   Doubles => 2\n  2)  Drops\n      Wins 1 point\n")
    assert [a.kind for _, a, _ in bg.replay(ok.games[0])] == ["roll", "double", "drop", "win"]


def test_a_double_must_turn_the_cube_to_twice_its_value():
    record = bg.read_mat(MAT + "  1) 31: 8/5 6/5   Doubles => 3\n")
    with pytest.raises(bg.MatError, match="turns the cube to 2"):
        list(bg.replay(record.games[0]))


def test_huge_numbers_and_huge_lines_are_refused_quickly_with_short_messages():
    cases = [
        " " + "9" * 5000 + " point match\n",
        " 99999 point match\n",
        MAT + "  1) 31:" + " " * 20000 + "8/5 6/5\n",
        "x" * 1_000_000,
    ]
    for text in cases:
        start = time.process_time()  # CPU time: other work on the machine does not count
        with pytest.raises(bg.MatError) as info:
            bg.read_mat(text)
        assert time.process_time() - start < 2 and len(str(info.value)) < 200


def test_read_mat_takes_str_or_bytes_and_skips_a_byte_order_mark():
    text = MAT + "  1) 31: 8/5 6/5\n"
    assert bg.read_mat("\ufeff" + text) == bg.read_mat(text)
    assert bg.read_mat(("\ufeff" + text).encode("utf-8")) == bg.read_mat(text)
    assert bg.read_mat('\ufeff; [Site "x"]\n' + text).header == {"Site": "x"}
    for bad in (None, 7, ["a"]):
        with pytest.raises(bg.MatError, match="str or bytes"):
            bg.read_mat(bad)


def test_replay_of_something_that_is_not_a_game_record_is_an_input_error():
    with pytest.raises(bg.InputError, match="GameRecord"):
        list(bg.replay(Game(random.Random(1))))

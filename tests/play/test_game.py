"""Game and Match: turn loop, cube, scoring, Crawford (bglearn.play.game)."""

import random

import pytest

import bglearn as bg
from bglearn import GameError
from bglearn.play import Game, Match, choose_play, score_game


def test_opening_is_never_a_double_and_the_opener_plays_it():
    for seed in range(200):
        g = Game(random.Random(seed))
        assert g.dice[0] != g.dice[1]
        assert g.position == bg.Position.start(g.position.on_roll)
        assert not g.can_double()  # the opening roll is already on the table


def test_first_player_option_forces_the_starting_side():
    for seed in range(20):
        g = Game(random.Random(seed), first_player=bg.BLACK)
        assert g.position.on_roll == bg.BLACK and g.dice[0] != g.dice[1]


def test_play_passes_the_turn_and_records_history():
    g = Game(random.Random(1))
    mover = g.position.on_roll
    play = g.legal_plays()[0]
    g.play(str(play))
    assert g.position.on_roll == 1 - mover
    assert g.dice is None
    assert g.history[-1].action == "play" and g.history[-1].play == play


def test_illegal_play_leaves_the_game_unchanged():
    g = Game(random.Random(1), first_player=bg.WHITE)
    before = (g.position, g.dice, len(g.history))
    with pytest.raises(bg.IllegalPlayError):
        g.play("24/23")  # uses one die while both can be used
    assert (g.position, g.dice, len(g.history)) == before


def test_roll_with_no_legal_play_passes():
    # White on the bar; Black holds its 1- to 5-points, so 5-5 cannot enter (only a 6 would)
    pos = bg.Position.from_points(
        white={"bar": 1, 6: 5, 8: 3, 13: 6},
        black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 13: 5},
        on_roll=bg.WHITE,
    )
    g = Game(random.Random(0), position=pos)
    assert g.dice is None
    g.roll((5, 5))
    assert g.position.on_roll == bg.BLACK and g.history[-1].action == "pass"
    assert g.position.checkers(bg.WHITE) == pos.checkers(bg.WHITE)


def test_closed_out_side_does_not_roll():
    pos = bg.Position.from_points(
        white={"bar": 1, 6: 5, 8: 3, 13: 6},
        black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3},
        on_roll=bg.WHITE,
    )
    g = Game(random.Random(0), position=pos, cube=False)  # it may not double: its turn passes at once
    assert g.position.on_roll == bg.BLACK and not g.closed_out
    assert [t.action for t in g.history] == ["closed out"]
    g = Game(random.Random(0), position=pos)  # it may double: the game waits, and roll() rolls no dice
    assert g.closed_out and g.position.on_roll == bg.WHITE and g.can_double() and g.history == []
    assert g.roll() is None
    assert g.position.on_roll == bg.BLACK and [t.action for t in g.history] == ["closed out"]


def test_drop_gives_the_doubler_the_value_before_the_double():
    g = Game(random.Random(3))
    g.play(g.legal_plays()[0])
    doubler = g.position.on_roll
    g.double()
    assert g.turn == 1 - doubler
    with pytest.raises(GameError):
        g.roll()
    g.drop()
    assert g.result == bg.GameResult(doubler, "single", 1)


def test_take_doubles_the_cube_and_only_the_owner_redoubles():
    g = Game(random.Random(3))
    g.play(g.legal_plays()[0])
    doubler = g.position.on_roll
    g.double()
    g.take()
    assert (g.cube_value, g.cube_owner) == (2, 1 - doubler)
    assert not g.can_double()  # the doubler no longer owns the cube
    with pytest.raises(GameError, match="cannot double"):
        g.double()


def test_score_game_multipliers_cube_and_jacoby():
    assert score_game("single", 1) == 1
    assert score_game("gammon", 4) == 8  # a gammon with the cube on 4 scores eight points
    assert score_game("backgammon", 2) == 6
    assert score_game("gammon", 1, jacoby=True, cube_turned=False) == 1
    assert score_game("gammon", 2, jacoby=True, cube_turned=True) == 4
    with pytest.raises(bg.InputError):
        score_game("triple")
    with pytest.raises(bg.InputError):
        score_game("single", 3)


def test_gammon_counts_double_in_a_match():
    m = Match(3, random.Random(0))
    g = m.new_game()
    g.resign("gammon")
    assert m.record() in ((2, 0), (0, 2))


def test_crawford_game_has_no_cube_and_post_crawford_does():
    m = Match(3, random.Random(0))
    m.score = [2, 0]  # White one point short: the next game is the Crawford game
    assert m.is_crawford_game()
    g = m.new_game()
    assert g.crawford and not g.use_cube
    g.resign("single")
    m.record()
    if m.winner is None:  # Black won the Crawford game
        assert not m.is_crawford_game()
        assert m.new_game().use_cube


def test_match_ends_at_its_length():
    m = Match(1, random.Random(0))
    g = m.new_game()
    g.resign()
    m.record()
    assert m.winner is not None
    with pytest.raises(GameError, match="match is over"):
        m.new_game()


def test_whole_games_between_bots_end_with_a_result():
    rng = random.Random(11)
    for _ in range(5):
        g = Game(rng)
        turns = 0
        while not g.over:
            if g.dice is None:
                g.roll()
                continue
            g.play(choose_play(g.position, g.dice, "greedy", rng))
            turns += 1
        winner = g.result.winner
        assert g.position.checkers(winner)[bg.OFF] == 15
        assert g.result.points in (1, 2, 3)
        assert turns > 10


def test_finished_game_counts_even_if_not_recorded_by_hand():
    m = Match(3, random.Random(0))
    g = m.new_game()
    g.resign("gammon")
    m.new_game()  # records the finished game first
    assert sorted(m.score) == [0, 2]
    assert m.record(m.games[0]) == tuple(m.score)  # recording twice changes nothing


def test_cube_false_game_refuses_to_double():
    # site custom "no doubling cube": Game(cube=False) never lets a side double, a win is cube 1
    pos = bg.Position.from_points(white={2: 1, 1: 1}, black={6: 3, 5: 3, 4: 3, 3: 2}, on_roll=bg.WHITE)
    g = Game(position=pos, cube=False)
    assert not g.can_double()
    with pytest.raises(GameError):
        g.double()
    g.roll((2, 1))
    g.play("2/off 1/off")
    assert g.result == (bg.WHITE, "single", 1) and g.cube_value == 1

"""Load match replays (issue 23, item 4): the cube drawn after every double, take and beaver;
captions that agree with their subject for the app's "You" and "Computer" and for players' names;
a resigned game says what was resigned and accepted."""

from __future__ import annotations

import random

import bglearn as bg
from bglearn import BLACK, WHITE
from bglearn.play.bots import choose_play
from bglearn.widgets.match import MatchApp
from bglearn.widgets.record import KIND_WORDS, said
from bglearn.widgets.replay import MatchReplay, record_steps


def _captions(record):
    return [s.caption.split(": ", 1)[1] for s in record_steps(record)]


def _play_out(game, rng):
    """Both sides play greedy plays (no more cube actions) until the game is over."""
    while not game.over:
        if game.dice is None:
            game.roll()
            continue
        game.play(choose_play(game.position, game.dice, "greedy", rng))


def test_said_agrees_with_you_the_computer_and_names():
    assert said("You", "doubles") == "You double" and said("You", "wins") == "You win"
    assert (
        said("Computer", "wins") == "The computer wins" and said("Computer", "takes", mid=True) == "the computer takes"
    )
    assert said("Anna", "beavers") == "Anna beavers" and said("White", mid=True) == "White"
    assert said("You", mid=True) == "you" and said("Computer") == "The computer"


def test_a_double_taken_then_a_resignation_against_the_computer(monkeypatch):
    import bglearn.widgets.match as match_module

    monkeypatch.setattr(match_module, "take_decision", lambda game, level, match, rng: "take")
    monkeypatch.setattr(match_module, "accept_resignation", lambda game, kind, level, match, rng: True)
    app = MatchApp(length=7, seed=5, pause=0)
    app.new_match()
    if app._playing:  # my opening roll: play it
        assert app.board.play(app.board.turn.plays[0]) and app.board.done()
    assert app.double() and app.game.cube_value == 2 and app.game.cube_owner == BLACK
    assert app.resign("gammon") and app.game.result == bg.GameResult(BLACK, "gammon", 4)
    record = app.to_record()
    captions = _captions(record)
    assert "You double to 2." in captions
    assert "The computer takes: the cube is on 2, owned by the computer." in captions
    assert captions[-1] == (
        "The computer wins 4 points: you resigned a gammon with the cube on 2, and the computer accepted."
    )
    assert not any("You doubles" in c or "You wins" in c or "You rolls" in c for c in captions)
    # the replay draws the cube: offered on the taker's side, then taken and owned by the taker
    assert app.load_mat(app.save_mat())
    replay = app.replay
    steps = replay.steps
    at = {s.caption.split(": ", 1)[1]: i for i, s in enumerate(steps)}
    assert steps[0].cube == (1, None) and replay.board.cube == (1, None)
    assert replay.go(at["You double to 2."]) and replay.board.cube == (2, BLACK)
    assert replay.go(at["The computer takes: the cube is on 2, owned by the computer."])
    assert replay.board.cube == (2, BLACK) and steps[-1].cube == (2, BLACK)
    assert replay.last() and replay.message.endswith("and the computer accepted.")
    assert replay.first() and replay.board.cube == (1, None)


def test_the_computer_doubles_and_you_take_in_the_captions():
    match = bg.Match(5, random.Random(3))
    game = match.new_game()
    game.play(game.legal_plays()[0])
    doubler = game.position.on_roll
    game.double()
    game.take()
    names = ("Computer", "You") if doubler == WHITE else ("You", "Computer")
    captions = _captions(match.to_record(names))
    assert "The computer doubles to 2." in captions and "You take: the cube is on 2, owned by you." in captions


def test_two_people_beaver_in_money_play_and_a_drop():
    rng = random.Random(8)
    session = bg.Session(rng, beavers=True)
    game = session.new_game()
    game.play(game.legal_plays()[0])
    doubler = game.position.on_roll
    game.double()
    game.beaver()  # the cube on 4, the taker's
    game.roll()
    if game.dice is not None:
        game.play(game.legal_plays()[0])
    game.resign("single")  # whoever is to act now resigns a single game at 4
    second = session.new_game()
    second.play(second.legal_plays()[0])
    second.double()
    second.drop()
    steps = record_steps(session.to_record(("White", "Black")))
    captions = [s.caption.split(": ", 1)[1] for s in steps]
    taker = bg.side_name(1 - doubler)
    assert f"{bg.side_name(doubler)} doubles to 2." in captions
    beaver = captions.index(f"{taker} beavers: the cube is on 4, owned by {taker}.")
    assert steps[beaver].cube == (4, 1 - doubler) and steps[beaver - 1].cube == (2, 1 - doubler)
    first_end = next(c for c in captions if " wins " in c)
    assert first_end.endswith("resigned a single game with the cube on 4, and " + first_end.split()[0] + " accepted.")
    assert captions[-1].endswith("point: " + captions[-2].split()[0] + " dropped the double.")
    assert captions[-2].endswith(" drops.")


def test_a_game_borne_off_says_its_kind_and_cube_and_a_one_point_match_draws_no_cube():
    rng = random.Random(21)
    match = bg.Match(3, rng)
    game = match.new_game()
    game.play(game.legal_plays()[0])
    game.double()
    game.take()
    _play_out(game, rng)
    last = _captions(match.to_record(("Anna", "Ben")))[-1]
    r = game.result
    assert last == (
        f"{('Anna', 'Ben')[r.winner]} wins {r.points} point{'s' if r.points != 1 else ''} "
        f"({KIND_WORDS[r.kind]}, the cube on 2)."
    )
    one = bg.Match(1, rng)
    _play_out(one.new_game(), rng)
    steps = record_steps(one.to_record())
    assert steps and all(s.cube is None for s in steps)
    replay = MatchReplay()
    assert replay.load(bg.write_mat(one.to_record())) and replay.board.cube is None


def test_the_status_and_the_replay_say_the_computer_the_same_way(monkeypatch):
    import bglearn.widgets.match as match_module

    monkeypatch.setattr(match_module, "accept_resignation", lambda game, kind, level, match, rng: True)
    app = MatchApp(length=3, seed=5, pause=0)
    app.new_match()
    assert app.resign("single") and app.game.result == bg.GameResult(BLACK, "single", 1)
    assert "the computer accepts. The computer wins a single game (1 point)." in app.message
    assert "Computer wins" not in app.message.replace("The computer wins", "")
    assert app.load_mat(app.save_mat())
    assert app.replay.last() and app.replay.message.split(": ", 1)[1].startswith("The computer wins 1 point")


def test_the_replay_board_draws_no_can_move_rings():
    app = MatchApp(length=3, seed=5, pause=0)
    app.new_match()
    if app._playing:
        assert app.board.play(app.board.turn.plays[0]) and app.board.done()
    assert app.load_mat(app.save_mat())
    replay = app.replay
    rolled = next(i for i, s in enumerate(replay.steps) if s.dice is not None and s.play is None)
    assert replay.go(rolled) and replay.board.movable_points  # a roll with checkers that could move ...
    assert replay.board.render_png() == replay.board.static_png()  # ... drawn without the rings
    replay.board.live_marks = True  # (a live board would ring them)
    assert replay.board.render_png() != replay.board.static_png()

"""MatchApp driven through its methods: whole seeded matches where your turns are played on the board
(select + move_to, or play, then Done) and the computer answers; the cube; resignations; two people on
one screen; money play; save -> read_mat; load -> step forward and back; bad actions refused."""

from __future__ import annotations

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE
from bglearn.play.cubeful import accept_resignation
from bglearn.widgets.match import MatchApp
from bglearn.widgets.record import game_notation


def _app(**options):
    options.setdefault("pause", 0)
    return MatchApp(**options)


def _play_my_turn(app, by_clicks=True):
    """Roll if needed and play the first legal play through the board; return the play (None: no move)."""
    if not app.board.turn or not app._playing:
        assert app.roll(), app.message
    if not app._playing:  # the roll could not be played
        return None
    board = app.board
    play = board.turn.plays[0]
    if by_clicks:
        for move in play.moves:
            assert board.select(move.from_point), board.message
            assert board.move_to(move.to_point), board.message
    else:
        assert board.play(play), board.message
    assert board.done(), board.message
    return play


def _plays_of(games, side):
    return [str(e.play) for g in games for e in g.history if e.action == "play" and e.side == side]


def test_a_one_point_match_played_to_the_end_on_the_board():
    app = _app(length=1, seed=3, level="greedy")
    assert app.new_match() and app.match.length == 1
    mine = []
    for turn in range(120):
        if app.match_over:
            break
        assert app.game.turn == WHITE and not app.game.over, app.message  # the computer answered
        play = _play_my_turn(app, by_clicks=turn % 2 == 0)
        if play is not None:
            mine.append(str(play))
    assert app.match_over, app.message
    result = app.game.result
    assert app.score[result.winner] == result.points >= 1 and app.score[1 - result.winner] == 0
    assert "won the match" in app.message
    # every play of mine is in the game as made on the board, and in the record text
    assert _plays_of(app.games, WHITE) == mine
    for text in mine[:5]:
        assert text in app.record_text
    assert app.record_text == game_notation(app.game, 1, {WHITE: "You", BLACK: "Computer"})
    # a 1-point match has no cube (a double would change nothing): none is drawn on the board
    assert app.board.cube is None
    assert not app.roll() and "over" in app.message


def test_a_three_point_match_double_take_resign_and_crawford_is_marked():
    app = _app(length=3, seed=5)
    app.new_match()
    assert "Game 1: opening roll You 5, Computer 3" in app.message
    first = _play_my_turn(app)
    assert "The computer rolled" in app.message and "Your turn" in app.message
    assert str(first) in app.record_text
    # double before the roll: the computer (greedy's cube judgement) takes
    assert app.game.can_double()
    assert app.double() and "The computer takes: the cube is on 2" in app.message
    assert app.board.cube == (2, BLACK) and (app.game.cube_value, app.game.cube_owner) == (2, BLACK)
    assert "cube 2, owned by the computer" in app._score.value
    assert not app.double() and "the computer owns the cube" in app.message  # nothing changed
    assert app.game.cube_value == 2
    # resignations: the computer answers as bglearn.play.cubeful judges; a declined one changes nothing
    history = list(app.game.history)
    assert not app.resign("draw") and app.game.history == history
    answers = []
    for kind in ("single", "gammon", "backgammon"):
        accepts = accept_resignation(app.game, kind, "greedy", app.match)
        answers.append(accepts)
        assert app.resign(kind)
        if not accepts:
            assert "the computer declines" in app.message
            assert app.game.result is None and app.game.history == history and app.game.turn == WHITE
            continue
        assert "the computer accepts" in app.message
        points = {"single": 1, "gammon": 2, "backgammon": 3}[kind] * 2
        assert app.game.result == bg.GameResult(BLACK, kind, points) and app.score == (0, points)
        break
    assert answers[-1] and app.match_over == (app.score[BLACK] >= 3)
    if not app.match_over:
        assert app.next_game() and app.game.crawford
    else:
        assert not app.next_game() and "match is over" in app.message

    # two people on one screen: White resigns a gammon (Black accepts) -> 2-0, then the Crawford game
    app = _app(length=3, seed=5, opponent="person")
    app.new_match()
    assert app.computer is None and app.humans == (WHITE, BLACK)
    assert app.resign("gammon") and app.game.result is None and "accept or decline" in app.message
    assert not app.roll() and "resignation is offered" in app.message
    assert app.decline_resignation() and app.game.result is None and app.game.resignation is None
    # (beside row 1, not a row: the saved .mat holds no declined offer, and its rows number the record)
    assert "(White offers to resign (gammon); Black declines)" in app.record_text
    loser = app.game.turn
    assert app.resign("gammon") and app.accept_resignation()
    assert app.score[1 - loser] == 2
    assert app.next_game() and app.game.crawford and app.match.is_crawford_game() is False
    assert "Crawford game" in app._score.value and "Crawford" in app.message
    assert app.board.cube is None  # no cube in the Crawford game
    if app.game.dice is None:
        assert not app.double() and "Crawford" in app.message


def test_a_double_dropped_by_a_person_and_money_play_with_a_running_total():
    app = _app(length=0, seed=11, opponent="person", jacoby=True)
    app.new_match()
    assert app.match is None and app.length == 0
    _play_my_turn(app)
    doubler = app.game.position.on_roll
    assert app.double() and "take or drop" in app.message
    assert app.board.cube == (2, 1 - doubler)  # the cube offered, on the taker's side until answered
    assert not app.roll() and "double is offered" in app.message
    assert app.drop() and app.game.result == bg.GameResult(doubler, "single", 1)
    assert app.score[doubler] == 1
    assert app.next_game()
    loser, before = app.game.turn, app.score
    assert app.resign("backgammon") and app.accept_resignation()
    # the Jacoby rule: with the cube never turned a backgammon counts as a single game
    assert app.game.result == bg.GameResult(1 - loser, "backgammon", 1)
    assert "(1 point: the Jacoby rule, the cube was never turned)" in app.message
    assert app.score[1 - loser] == before[1 - loser] + 1 and app.score[loser] == before[loser]
    assert "Money play" in app._score.value
    # the record: a money session (length 0) with both games, read back by read_mat
    record = bg.read_mat(app.save_mat())
    assert record.length == 0 and len(record.games) == 2
    for game in record.games:
        list(bg.replay(game))  # every play checked by the rules


def test_save_reads_back_and_load_steps_forward_and_back():
    app = _app(length=3, seed=7)
    assert app.save_mat() == "" and app.files.save.value == ""
    app.new_match()
    plays = [_play_my_turn(app) for _ in range(3)]
    text = app.save_mat()
    assert 'href="data:text/plain;charset=utf-8;base64,' in app.files.save.value and "download=" in app.files.save.value
    record = bg.read_mat(text)
    assert record.length == 3 and record.players == ("You", "Computer") and len(record.games) == 1
    replayed = [p for _pos, action, p in bg.replay(record.games[0]) if action.kind == "roll" and action.side == WHITE]
    assert [str(p) for p in replayed] == [str(p) for p in plays if p is not None]

    assert app.load_mat(text) and app.replay.layout.display == ""
    steps = app.replay.steps
    assert steps[0].caption.startswith("Game 1") and app.replay.step == 0
    assert app.replay.forward() and app.replay.forward() and app.replay.step == 2
    shown = steps[2]
    shown_board = app.replay.board.position  # the play made on the board (its turn not ended)
    assert shown.play is not None
    assert all(shown_board.checkers(side) == shown.play.result.checkers(side) for side in (WHITE, BLACK))
    assert app.replay.back() and app.replay.step == 1 and app.replay.board.position == steps[1].position
    assert app.replay.first() and not app.replay.back() and "first step" in app.replay.message
    assert app.replay.last() and not app.replay.forward() and "last step" in app.replay.message
    # the match being played is untouched by the replay
    assert app.game is app.games[-1] and not app.game.over


def test_bad_actions_give_a_message_and_change_nothing():
    app = _app(length=3, seed=5)
    assert not app.roll() and "New match" in app.message
    assert not app.hint() and not app.how_did_i_do()
    app.new_match()
    _play_my_turn(app)  # (the opening roll is mine)
    assert app.game.dice is None and not app._playing
    assert app.board.key("r") and app._playing and app.game.dice is not None  # R on the board rolls
    assert app._playing
    game, history, position = app.game, list(app.game.history), app.game.position
    # an illegal click: a point with no checker of mine, a checker that cannot move
    board = app.board
    assert not board.select(1) and board.message
    assert not board.done() and "not complete" in board.message
    assert not app.roll() and "rolled already" in app.message
    assert not app.double() and "before you roll" in app.message
    assert not app.take() and "No double" in app.message
    assert not app.accept_resignation() and "No resignation" in app.message
    assert app.game is game and game.history == history and game.position == position
    # a hint while playing: the engine's plays ranked (and the level's play), then the play;
    # How did I do? judges it by the engine at 2-ply at the match's score
    from bglearn.play import analysis

    state = analysis.game_state(game, app.match)
    assert app.hint()
    shown = app._info.value
    ranked = analysis.judge_plays(position, game.dice, state)[:3]  # Hint ranks as the judge
    written = [str(r.play) for r in ranked]  # stops only for a hit on the way (13/2, 24/20*/14), as the record
    assert f"<b>Hint:</b> {written[0]} is best" in shown and all(text in shown for text in written)
    for r in ranked[1:]:
        assert f"gives away {r.loss:.3f} ({bg.loss_words(r.loss)})" in shown
    level_play = str(bg.hint(position, game.dice, "greedy"))
    assert f"At this level (greedy) the computer would play {level_play}." in shown
    dice = game.dice
    mine = _play_my_turn(app)
    assert app.how_did_i_do() and str(mine) in app._info.value
    loss = bg.play_loss(position, dice, mine, state=state)
    assert bg.loss_words(loss) in app._info.value
    best = analysis.judge_plays(position, dice, state)[0].play
    assert (f"({best})" in app._info.value) == (loss >= 0.0005)
    # a broken .mat (typed, uploaded) is refused; a good one shown before stays
    good = app.save_mat()
    assert app.load_mat(good)
    steps = list(app.replay.steps)
    for broken in ("not a match file", " 3 point match\n\n Game 1\n You : 0   Computer : 0\n  1) 31: 24/20 8/5\n"):
        assert not app.load_mat(broken) and "could not be read" in app.message
        assert app.replay.steps == steps
    app.files._uploaded({"new": ({"name": "x.mat", "content": memoryview(b"\xff\xfe garbage")},)})
    assert "could not" in app.message and app.replay.steps == steps
    assert not app.load_mat(42) and "text" in app.message
    # a button's action that raises is caught and said
    app._guard(lambda: bg.Game().take())
    assert "could not be done" in app.message


def test_the_computer_drops_and_doubles_as_its_cube_judgement_says(monkeypatch):
    import bglearn.widgets.match as match_module

    monkeypatch.setattr(match_module, "take_decision", lambda game, level, match, rng: "drop")
    app = _app(length=5, seed=5)
    app.new_match()
    _play_my_turn(app)
    assert app.double() and "The computer drops" in app.message
    assert app.game.result == bg.GameResult(WHITE, "single", 1) and app.score == (1, 0)
    # the computer doubles when should_double says so: you take (or drop) with the buttons
    monkeypatch.setattr(match_module, "should_double", lambda game, level, match, rng: True)
    assert app.next_game()
    for _ in range(4):
        if app.game.offered:
            break
        _play_my_turn(app)
    assert app.game.offered and "The computer doubles to 2" in app.message and "take or drop" in app.message
    assert not app.roll() and "double is offered" in app.message
    # a resignation in answer to the double: a single game at the cube before the double, if accepted
    accepts = accept_resignation(app.game, "single", "greedy", app.match)
    assert app.resign("single") and ("the computer accepts" if accepts else "the computer declines") in app.message
    if accepts:
        assert app.game.result == bg.GameResult(BLACK, "single", 1)
        return
    assert app.game.offered and app.game.result is None
    assert app.take() and (app.game.cube_value, app.game.cube_owner) == (2, WHITE)
    assert app.board.cube == (2, WHITE)


def test_options_are_checked():
    for bad in ({"side": 2}, {"level": "master"}, {"length": 4}, {"opponent": "cat"}, {"pause": -1}, {"seed": "1"}):
        with pytest.raises(bg.InputError):
            MatchApp(**bad)
    assert bg.MatchApp is MatchApp


def test_beavers_in_money_play_for_a_person_and_refused_elsewhere():
    app = _app(length=0, seed=5, opponent="person", beavers=True)
    assert app.setup.beavers and app.setup._beavers.layout.display == ""
    app.new_match()
    _play_my_turn(app)
    doubler = app.game.position.on_roll
    assert app.double() and app.message.endswith("take, beaver or drop the double to 2?")
    assert app.actions.buttons["beaver"].layout.display != "none"
    assert app.beaver() and (app.game.cube_value, app.game.cube_owner) == (4, 1 - doubler)
    assert app.message.startswith(f"{bg.side_name(1 - doubler)} beavers: the cube is on 4.")
    # a match has no beavers: the option is hidden and a beaver is refused, the double still pending
    app = _app(length=3, seed=5, opponent="person", beavers=True)
    assert not app.setup.beavers and app.setup._beavers.layout.display == "none"
    app.new_match()
    _play_my_turn(app)
    assert app.double()
    assert not app.beaver() and "Beavers are not played" in app.message
    assert app.game.offered and app.game.cube_value == 1


def test_the_computers_moves_are_shown_one_by_one_to_the_end_of_a_match_bear_offs_included():
    """With a pause the computer's play is walked on the board move by move (each with its stops: a
    bear-off such as 5/off is also 5/4/off); a whole match must get through every bear-off."""
    app = _app(length=1, seed=3, level="greedy", pause=0.0001)
    shown = []  # Black's checkers in each picture the board drew
    buttons = []  # the buttons showing while the computer's moves are drawn

    def picture():
        shown.append(app.board.position.checkers(BLACK))
        if "is moving" in app.message:  # (the computer's moves being walked on the board)
            boxes = {n: app.actions._resign if n == "resign" else b for n, b in app.actions.buttons.items()}
            buttons.extend(n for n, box in boxes.items() if box.layout.display != "none")

    app.board.on_picture(picture)
    assert app.new_match()
    for _ in range(150):
        if app.match_over:
            break
        assert "Sorry" not in app.message, app.message
        assert app.game.turn == WHITE and not app.game.over, app.message
        _play_my_turn(app)
    assert app.match_over and "won the match" in app.message, app.message
    computer = [e.play for g in app.games for e in g.history if e.side == BLACK and e.action == "play"]
    offs = [p for p in computer if any(m.to_point == 0 for m in p.moves)]
    assert offs, "the seeded match has computer bear-offs"
    for play in computer:  # each play's result was drawn, the moves before it one at a time
        assert play.result.checkers(BLACK) in shown, play
    assert buttons == []  # no button while the computer moves (a click would wait, then act)


def test_cube_hints_and_how_did_i_do_judges_cube_actions(monkeypatch):
    pytest.importorskip("bgsage")
    import bglearn.widgets.match as match_module
    from bglearn.play import analysis

    app = _app(length=5, seed=5, level="expert")
    app.new_match()
    _play_my_turn(app)
    game = app.game
    assert game.dice is None and game.can_double()  # before my roll
    state = analysis.game_state(game, app.match)
    cd = analysis.cube_equities(game.position, state, ply=2)
    words = match_module.advice.cube_words(cd)  # GNU Backgammon's words: "no double, take", "double, pass"...
    assert app.hint() and f"<b>Hint:</b> {words}" in app._info.value
    assert f"Not doubling is worth {cd.no_double:+.2f} to you" in app._info.value
    assert "(in points per game at this cube, as in money play, worked out from your chances of winning the match)" in (
        app._info.value
    )
    assert "money-game points" not in app._info.value
    position = game.position
    assert app.double()  # the expert answers (it takes or drops by the engine)
    assert app.how_did_i_do()
    loss = match_module.advice.cube_loss(position, "double", state)
    assert f"Your double: {bg.loss_words(loss)}" in app._info.value
    assert (loss >= 0.04) == (cd.action == "no double")  # an early double is a judged mistake
    # doubled: the hint is the take decision
    monkeypatch.setattr(match_module, "should_double", lambda game, level, match, rng: True)
    assert app.next_game() if app.game.over else True
    for _ in range(6):
        if app.game.offered:
            break
        _play_my_turn(app)
    assert app.game.offered
    assert app.hint() and "Taking leaves you" in app._info.value
    assert app.drop() and app.how_did_i_do() and "Your drop:" in app._info.value


def test_expert_without_the_engine_plays_as_neural_and_says_so(no_engine):
    from bglearn.widgets import advice

    app = _app(length=3, seed=2, level="expert")
    assert app.new_match() and advice.NO_ENGINE in app.message
    _play_my_turn(app)
    if app._playing or app.roll():
        assert app.hint() and "Hint (expert)" in app._info.value and advice.NO_ENGINE in app._info.value
        mine = _play_my_turn(app)
        if mine is not None:
            assert app.how_did_i_do() and str(mine) in app._info.value


def test_drop_says_its_other_name_pass():
    drop = MatchApp(length=3, pause=0).actions.buttons["drop"]
    assert "Drop" in drop.description and "pass" in drop.description
    assert "also called a pass" in drop.tooltip


def test_load_match_shows_no_file_count():
    # ipywidgets 8 labels FileUpload "description (count)": a style draws the description alone
    files = MatchApp(length=3, pause=0).files
    upload = files._upload
    assert upload.description == "Load match (.mat)"
    style = files._upload_style.value
    assert ".bg-load.widget-upload { font-size: 0; }" in style
    assert f'::before {{ content: "{upload.description}"' in style

"""The club player's trial of the match app (player-trial.md), driven through the app's methods:
a new match forgets the last one's verdict and resign kind; hints and verdicts go when they stop
applying; "How did I do?" with a play on the board before Done and after a resignation; the score
line's words; a loaded match labelled as such, the old analysis cleared or marked; the game record
numbered as the saved .mat; the replay's captions with their verb; the app's dice uniform."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import bglearn.widgets.match as match_module
from bglearn import BLACK, WHITE
from bglearn.engine.rules import roll_dice, roll_opening
from bglearn.play.matfile import read_mat
from bglearn.widgets.match import MatchApp
from bglearn.widgets.record import game_notation
from bglearn.widgets.replay import final_score, record_heading, record_steps

SHORT = Path(__file__).parents[1] / "play" / "data" / "short_match.mat"


def _app(**options):
    options.setdefault("pause", 0)
    options.setdefault("level", "greedy")
    return MatchApp(**options)


def _to_my_roll(app):
    """Roll if needed; return True when a play of mine waits on the board."""
    if not app._playing:
        assert app.roll(), app.message
    return app._playing


def _finish_turn(app):
    board = app.board
    assert board.play(board.turn.plays[0]) and board.done(), board.message


def _resign_until_over(app, kind="gammon"):
    for _ in range(4):
        if app.game.over:
            return
        assert app.resign(kind), app.message
    assert app.game.over, app.message


def test_a_new_match_forgets_the_last_verdict_and_the_resign_kind():
    app = _app(length=3, seed=5)
    app.new_match()
    app.actions.kind.value = "gammon"
    _resign_until_over(app, str(app.actions.kind.value))
    assert app.how_did_i_do()
    assert "Your resignation (a gammon): not judged here." in app._info.value
    assert "no double" not in app._info.value.lower()  # (the trial saw only the old cube verdict)
    app.setup._length.value = 5
    assert app.new_match()
    assert app._info.value == "" and app.actions.kind.value == "single"
    assert not app._judged


def test_hints_go_when_they_stop_applying(monkeypatch):
    monkeypatch.setattr(match_module, "should_double", lambda game, level, match, rng: False)
    app = _app(length=5, seed=5, pause=0.01)  # (the computer's moves shown one by one, briefly)
    app.new_match()
    assert _to_my_roll(app)
    _finish_turn(app)
    game = app.game
    assert game.dice is None and game.can_double()  # before my roll: a cube hint
    assert app.hint() and "<b>Hint:</b>" in app._info.value
    assert app.roll() and app._playing
    assert app._info.value == ""  # the pre-roll hint is gone after Roll
    assert app.hint() and "<b>Hint:</b> " in app._info.value and " is best" in app._info.value
    seen = []  # the info line whenever the app speaks while the computer moves
    app.observe(lambda change: seen.append((change["new"], app._info.value)), names="message")
    _finish_turn(app)
    moving = [info for message, info in seen if "is moving" in message]
    assert moving and all(info == "" for info in moving) and app._info.value == ""


def test_how_did_i_do_judges_a_whole_play_on_the_board_before_done():
    app = _app(length=5, seed=5)
    app.new_match()
    assert _to_my_roll(app)
    board = app.board
    play = board.turn.plays[0]
    first = play.moves[0]
    assert board.select(first.from_point) and board.move_to(first.to_point)
    assert app.actions.buttons["judge"].layout.display == ""  # offered while the turn is on the board
    assert app.how_did_i_do() and "not complete: it is judged once it is whole" in app._info.value
    board.undo_all()
    assert board.play(play) and app._playing
    assert app.how_did_i_do()
    assert f"Your {play}:" in app._info.value and "not yet played: press Done" in app._info.value
    assert board.done() and app.how_did_i_do()
    assert f"Your {play}:" in app._info.value and "not yet played" not in app._info.value


def test_the_cube_owner_in_mid_sentence(monkeypatch):
    app = _app(length=5, seed=5)
    monkeypatch.setattr(match_module, "should_double", lambda game, level, match, rng: True)
    app.new_match()
    for _ in range(6):
        if app.game.offered:
            break
        assert _to_my_roll(app)
        _finish_turn(app)
    assert app.game.offered and app.take(), app.message
    assert "cube 2, owned by you" in app._score.value and "owned by You" not in app._score.value


def test_a_loaded_match_is_labelled_and_the_old_analysis_goes():
    app = _app(length=1, seed=3)
    app.new_match()
    _resign_until_over(app, "single")
    assert app.analysis.analyse(), app.analysis.message
    assert app.analysis.figures.value
    score_line = app._score.value
    assert app.load_mat(SHORT.read_bytes()), app.message
    heading = "Loaded match: lasse – yeah, a 16-point match, 1 game, final score lasse 16, yeah 0."
    assert app.message.startswith(heading) and heading in app.replay.heading.value
    assert app.replay.board.status == "Loaded match: step 1 of 140"
    assert app.analysis.review is None and app.analysis.figures.value == ""  # not the loaded match's
    assert app._score.value == score_line  # the match played above keeps its own score line
    assert final_score(read_mat(SHORT.read_text())) == (16, 0)


def test_a_new_game_marks_the_last_analysis_as_old():
    app = _app(length=3, seed=5)
    app.new_match()
    _resign_until_over(app, "single")
    assert not app.match_over and app.analysis.analyse()
    assert app.next_game()
    assert "Old analysis:" in app.analysis.note.value and "before game 2" in app.analysis.note.value
    assert app.analysis.figures.value.startswith("<div class='bg-analysis-old' style='opacity:0.5'>")
    assert app.analysis.analyse() is False or app.analysis.note.value == ""  # (a new run clears the mark)


def _dice_by_row(text, rows=r"\s*(\d+)[.)]"):
    found = {}
    for line in text.splitlines():
        m = re.match(rows, line)
        if m and "Wins " not in line and "Resigns" not in line:  # (the result: the .mat's last row, the page's)
            found[int(m.group(1))] = ["".join(sorted(d)) for d in re.findall(r"\b(\d\d):", line)]  # (either order)
    return found


def test_the_game_record_is_numbered_as_the_saved_mat(monkeypatch):
    # (the computer's answer to a resignation is the engine's, which accepts a single early on: the
    # first offer here is declined by hand, so that the record holds a declined resignation)
    import bglearn.widgets.match as match_module

    declines = [True]
    real = match_module.accept_resignation
    monkeypatch.setattr(
        match_module, "accept_resignation", lambda *a, **k: not declines.pop() if declines else real(*a, **k)
    )
    app = _app(length=7, seed=15)
    app.new_match()
    declined = False  # (a resignation offered once a game, until one is declined)
    for _ in range(300):
        if app.match_over or len(app.games) > 2:
            break
        game = app.game
        if game.over:
            app.next_game()
            continue
        if not declined and len(game.history) > 6 and game.turn == WHITE and not game.offered:
            app.resign("single")  # an offer the .mat does not hold, when declined
            declined = not game.over
            continue
        if game.offered:
            app.take()
            continue
        if _to_my_roll(app):
            _finish_turn(app)
    assert declined and len(app.games) >= 2 and any(g.history[0].side == BLACK for g in app.games)
    assert "(You offer to resign (single); The computer declines)" in app.record_text
    mat_games = app.save_mat().split(" Game ")[1:]
    for number, game in enumerate(app.games, start=1):
        page = game_notation(game, number, {WHITE: "You", BLACK: "Computer"})
        assert _dice_by_row(page) == _dice_by_row(mat_games[number - 1]), number


def test_replay_captions_say_rolled_and_played():
    record = read_mat(SHORT.read_text())
    captions = [s.caption.split(": ", 1)[1] for s in record_steps(record)]
    assert "yeah rolled 4-4 and played 24/20(2) 13/9(2)." in captions
    assert not any(re.match(r"\S+ \d\d: ", c) for c in captions)
    assert record_heading(record).startswith("Loaded match: lasse – yeah, a 16-point match")


def test_the_apps_dice_are_uniform():
    # the app's roller: Game.roll draws roll_dice(rng) from the app's own random.Random (seeded here)
    app = _app(length=3, seed=2026)
    app.new_match()
    assert app.match.rng is app.rng and app.game.rng is app.rng
    n = 36_000
    counts = Counter(roll_dice(app.rng) for _ in range(n))
    chi2 = sum((counts[(a, b)] - n / 36) ** 2 / (n / 36) for a in range(1, 7) for b in range(1, 7))
    assert len(counts) == 36 and chi2 < 66.6  # 35 degrees of freedom: p = 0.001 at 66.6
    doubles = sum(counts[(d, d)] for d in range(1, 7))
    assert abs(doubles - n / 6) < 4 * (n * (1 / 6) * (5 / 6)) ** 0.5  # within 4 standard deviations
    openings = Counter(tuple(sorted(roll_opening(app.rng)[1])) for _ in range(30_000))
    assert len(openings) == 15 and all(d[0] != d[1] for d in openings)  # no double opens a game
    chi2 = sum((c - 2000) ** 2 / 2000 for c in openings.values())
    assert chi2 < 36.1  # 14 degrees of freedom: p = 0.001 at 36.1

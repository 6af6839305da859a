"""Fuzz the match app (:class:`bglearn.widgets.MatchApp`) with random method calls, as a user clicks.

Apps of random set-ups (match lengths 0-7, the computer or two people, cube, Jacoby, beavers, the
cheap levels) are driven by a seeded random sequence of their public actions: new match, next game,
roll, double, take, beaver, drop, resign (of every kind, and of no kind), accept and decline a
resignation, hint, the board's clicks and plays (a legal play, a random point), save and load a
``.mat`` text (the app's own, mutated, or junk). The analysis engine (bgsage) is hidden, so the
computer levels answer with bglearn's own judgement, in the time budget.

Asserted: only bglearn errors escape (the actions return True or False and raise nothing); a call that
returns False changes nothing of the match (games, score, the current game's whole state, the record);
the record saved reads back (``read_mat``) as the app's ``to_record`` and replays.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "play"))  # gnubg_mat: record_key

import pytest
from gnubg_mat import record_key  # noqa: E402
from helpers import game_state
from hypothesis import event, given
from hypothesis import strategies as st
from strategies import call, fuzz, mutate_text

import bglearn as bg

pytest.importorskip("ipywidgets")

from bglearn.widgets.match import MatchApp  # noqa: E402

ACTIONS = (
    ["roll"] * 6
    + ["play"] * 10
    + ["click"] * 2
    + ["double", "take", "beaver", "drop", "next_game", "resign", "accept_resignation", "decline_resignation"] * 2
    + ["new_match", "hint", "save", "load"]
)


def app_state(app):
    """What the user can see of the match: games, score, the current game's whole state, the record."""
    return (
        tuple(id(g) for g in app.games),
        tuple(app.score) if app.games else None,
        game_state(app.game) if app.game is not None else None,
        app.record_text,
        app.match_over,
    )


def act(app, action, rng):
    """Perform ``action``; return (returned value, whether the action is of the kind that must leave state
    unchanged when it returns False)."""
    board = app.board
    if action == "play":
        turn = board.turn
        if turn is None or not turn.plays:
            return call(board.play, rng.choice(["8/5 6/5", "", "x" * 300, None])), False
        return call(board.play, rng.choice(turn.plays)), False
    if action == "click":
        point = rng.choice([*range(0, 26), -1, 99, "bar", None])
        return call(rng.choice([board.select, board.move_to]), point), False
    if action == "resign":
        return call(app.resign, rng.choice(["single", "gammon", "backgammon", "all", 3, None])), True
    if action == "save":
        text = call(app.save_mat)
        assert text.ok, text
        if text.value:
            back = bg.read_mat(text.value)
            assert record_key(back) == record_key(app.to_record())
        return text, False
    if action == "load":
        source = app.save_mat() or " 1 point match\n"
        data = rng.choice([source, mutate_text(source, rng), b"\xff\xfe junk", "", 42])
        return call(app.load_mat, data), True
    return call(getattr(app, action)), action not in ("hint", "new_match")


@fuzz(6)
@given(
    st.randoms(use_true_random=False),
    st.sampled_from([0, 0, 1, 3, 5, 7]),
    st.sampled_from(["computer", "person", "person"]),
    st.booleans(),
    st.booleans(),
    st.sampled_from(["random", "beginner", "greedy"]),
)
def test_random_calls_of_the_match_app(monkeypatch_module, rng, length, opponent, beavers, jacoby, level):
    app = MatchApp(
        length=length,
        opponent=opponent,
        beavers=beavers,
        jacoby=jacoby,
        level=level,
        seed=rng.randrange(1000),
        pause=0,
    )
    assert app.new_match()
    for _ in range(60):
        action = rng.choice(ACTIONS)
        before = app_state(app)
        outcome, keeps = act(app, action, rng)
        assert outcome.ok, (action, outcome)
        event(f"{action}: {outcome.value if isinstance(outcome.value, bool) else 'ok'}")
        if outcome.value is False and keeps:
            assert app_state(app) == before, (action, app.message)
        assert isinstance(app.message, str) and len(app.message) < 2000
    if app.games:
        assert record_key(bg.read_mat(app.save_mat())) == record_key(app.to_record())


@pytest.fixture(scope="module")
def monkeypatch_module():
    """bgsage hidden for the whole module: the analysis adapter, when there is one, falls back."""
    mp = pytest.MonkeyPatch()
    mp.setitem(sys.modules, "bgsage", None)
    yield mp
    mp.undo()

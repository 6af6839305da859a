"""Helpers shared by the test folders: legal plays as text, named positions, the real match records.

Importable from any test as ``from helpers import ...`` (``tests/conftest.py`` puts ``tests/`` on
``sys.path``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import bglearn as bg
from bglearn import WHITE, Position

ROOT = Path(__file__).resolve().parents[1]
#: The real match records (Jellyfish .mat): ``shared/data/matches`` beside the clone, as CI has it.
MATCHES = ROOT.parent / "shared" / "data" / "matches"


def plays_of(pos: Position, dice: tuple[int, int]) -> list[str]:
    """The legal plays of ``dice`` in ``pos`` as canonical notation, sorted."""
    return sorted(str(p) for p in bg.legal_plays(pos, dice))


def match_files() -> list[Path]:
    """The ``.mat`` files of :data:`MATCHES` (empty when the folder is not there)."""
    return sorted(MATCHES.glob("*.mat"))


def need_matches() -> Path:
    """Return :data:`MATCHES`, or skip the test (fail it when the ``CI`` variable is set) if it holds no records."""
    if match_files():
        return MATCHES
    message = (
        f"needs the real match records in {MATCHES} (shared/data/matches beside the clone). They are "
        "not distributed with bglearn (several carry GPL, LGPL or no licence); CI provides the folder, "
        "so these tests run there"
    )
    if os.environ.get("CI"):
        pytest.fail(message + ": missing under CI")
    pytest.skip(message)


# -- positions shared by the Turn and board-widget tests -------------------------------------

# White's runner on 20 can play the 6 (20/14) or the 5 (20/15) but not both (9 is blocked);
# the others sit on 1 and 2 and cannot move: only the 6 may be played.
ONE_DIE_65 = Position.from_points(white={20: 1, 1: 7, 2: 7}, black={16: 2, 6: 5, 8: 3, 13: 5}, on_roll=WHITE)
# White on the bar with 5-3: entering with the 3 (bar/22) leaves the 5 unplayable (17 and 5 are
# blocked), entering with the 5 (bar/20) lets the 3 be played (10/7): only bar/20 is offered.
BAR_53 = Position.from_points(
    white={"bar": 1, 10: 1, 1: 6, 2: 7}, black={8: 2, 20: 2, 6: 5, 13: 4, 12: 2}, on_roll=WHITE
)
# Bear-off: White has one checker on 6 and one on 4; with 6-5 the 4 may bear off with the 5 only
# after the 6-point is cleared.
BEAROFF_64 = Position.from_points(white={6: 1, 4: 1}, black={6: 5, 8: 3, 13: 5, 24: 2}, on_roll=WHITE)
# The start, with Black's blot on White's 11-point (Black's 14): with 4-2, 13/11*/7 and 13/9/7.
BLOT_ON_11 = Position.from_points(
    white={24: 2, 13: 5, 8: 3, 6: 5}, black={24: 2, 14: 1, 13: 4, 8: 3, 6: 5}, on_roll=WHITE
)
# White has checkers on 5 and 1 only: with 6-2 the 5 reaches the tray with the 6 alone (then 1/off
# with the 2) or with both dice (5/3/off); the two plays differ.
TRAY_ONE_OR_TWO = Position.from_points(white={5: 1, 1: 1}, black={6: 5, 8: 3, 13: 5, 12: 2}, on_roll=WHITE)
# White on the bar against a closed board: no legal play at all.
CLOSED_OUT = Position.from_points(white={"bar": 1, 13: 14}, black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 5}, on_roll=WHITE)


def game_state(game):
    """Everything a caller can see of a :class:`bglearn.Game` (and its dice: the rng's state)."""
    return (
        game.position,
        game.dice,
        game.cube_value,
        game.cube_owner,
        game.offered,
        game.resignation,
        tuple(game.history),
        game.result,
        game.use_cube,
        game.jacoby,
        game.crawford,
        game.turn,
        game.over,
        game.can_double(),
        game.rng.getstate(),
    )


def run_notebook(nb, folder: Path, monkeypatch, timeout: int = 180):
    """Execute the notebook ``nb`` (an nbformat node) in ``folder`` with a kernel of this interpreter,
    save it there as ``saved.ipynb`` (outputs and widget state, as nbclient saves them) and return
    the notebook read back. Progress, matplotlib's cache and the kernel spec stay in ``folder``."""
    import json
    import sys

    import nbclient
    import nbformat

    spec = folder / "kernels" / "bglearn-test"
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (spec / "kernel.json").write_text(json.dumps({"argv": argv, "display_name": "bglearn test", "language": "python"}))
    monkeypatch.setenv("JUPYTER_PATH", str(folder))
    monkeypatch.setenv("BGLEARN_PROGRESS", str(folder / "progress.json"))
    monkeypatch.setenv("MPLCONFIGDIR", str(folder / "mpl"))
    client = nbclient.NotebookClient(
        nb, timeout=timeout, kernel_name="bglearn-test", resources={"metadata": {"path": str(folder)}}
    )
    client.execute()
    nbformat.write(nb, folder / "saved.ipynb")
    return nbformat.read(folder / "saved.ipynb", as_version=4)


def check_cube_words(q) -> None:
    """What a cube question (``bglearn.teach`` MayDoubleQuestion, ...) says of the cube, the score and the
    turn is its state's and its board's; on a practice board it also asks about the board's own sides."""
    text, state = q.question, q.state
    side = bg.side_name(q.position.on_roll)
    if state.cube_owner is None:
        # (a centred cube shows more than 1 only after automatic doubles, which the text says first)
        centred = (
            "The cube is in the middle."
            if state.cube_value == 1
            else f"The cube is in the middle, on {state.cube_value}."
        )
        assert centred in text and "owns the cube" not in text, text
        assert (state.cube_value > 1) == bool(state.opening_ties), text
    if q.round:
        assert ("The opening roll tied" in text) == bool(state.opening_ties), text
    else:
        assert f"{bg.side_name(state.cube_owner)} owns the cube on {state.cube_value}." in text, text
    if state.length:
        white, black = state.score
        assert f"A match to {state.length}: White {white}, Black {black}." in text and "Money" not in text, text
        assert ("This is the Crawford game." in text) == state.crawford, text
        after = not state.crawford and state.length > 1 and state.length - 1 in state.score
        assert ("The Crawford game has been played." in text) == after, text
    else:
        assert "Money play" in text and "A match to" not in text, text
        assert ("Jacoby" in text) == state.jacoby, text
        if q.round:  # a practice board says the house rule it is played with
            assert ("beavers." in text) == (q.practise_kind == "beaver") == state.beavers, text
    if q.practise_kind == "game-value":
        winner = bg.side_name(q.result.winner)
        assert f"{winner} has borne off all fifteen checkers." in text, text
        assert not q.round or text.endswith(f"How many points does {winner} win?"), text
        return
    if state.rolled:
        assert q.dice is None or f"{side} rolled {max(q.dice)}-{min(q.dice)}." in text, text
    else:
        assert f"{side} is on roll and has not rolled yet." in text and q.dice is None, text
    other = bg.side_name(1 - q.position.on_roll)
    doubles = "redoubles" if state.cube_owner == q.position.on_roll else "doubles"  # (the owner redoubles)
    asks = {
        "may-double": f"May {side} double now?",
        "drop-score": f"{side} {doubles} and {other} drops. How many points does {side} win?",
        "after-take": f"{side} {doubles} and {other} takes. What does the cube show now, and who owns it?",
        "beaver": f"{side} {doubles} and {other} beavers. What does the cube show now, and who owns it?",
    }
    assert not q.round or text.endswith(asks[q.practise_kind]), text

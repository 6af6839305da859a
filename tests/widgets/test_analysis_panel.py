"""The match app's "Analyse match": shown when a game is over and for a loaded .mat; figures side by
side, the mistakes, one drawn (played and best play), tried again on the board and judged."""

from __future__ import annotations

from pathlib import Path

import pytest

import bglearn as bg
from bglearn.widgets.analysis_panel import AnalysisPanel, figures_html
from bglearn.widgets.match import MatchApp

SHORT = Path(__file__).parents[1] / "play" / "data" / "short_match.mat"


@pytest.fixture(scope="module")
def loaded() -> MatchApp:
    pytest.importorskip("bgsage")
    app = MatchApp(length=3, seed=5, pause=0)
    assert app.analysis.button.layout.display == "none"  # nothing to analyse yet
    assert app.load_mat(SHORT.read_bytes()), app.message
    assert app.analysis.button.layout.display == ""
    seen = []
    app.analysis.progress.observe(lambda c: seen.append(c["new"]), names="value")
    assert app.analysis.analyse(), app.analysis.message
    assert seen and seen[-1] == app.analysis.progress.max > 50  # the bar followed the review to its end
    return app


def test_figures_side_by_side_then_the_mistakes(loaded: MatchApp) -> None:
    panel = loaded.analysis
    review = panel.review
    assert review is not None and [p.name for p in review.players] == ["lasse", "yeah"]
    text = panel.figures.value
    assert text == figures_html(review)
    assert "<th>lasse</th><th>yeah</th>" in text and "Beginner" in text and "bgsage 2-ply" in text
    assert f"{review.players[1].cube_error:.1f} mEMG" in text
    losses = [m.loss for m in panel.mistakes]
    assert losses == sorted(losses, reverse=True) and len(losses) == sum(len(p.mistakes) for p in review.players)
    assert len(panel.list.options) == len(panel.mistakes) and panel.list.layout.display == ""
    assert panel.mistakes[0].kind == "cube" and "yeah, game 1" in panel.list.options[0][0]


def test_a_play_mistake_drawn_and_tried_again(loaded: MatchApp) -> None:
    panel = loaded.analysis
    index = next(i for i, m in enumerate(panel.mistakes) if m.kind == "play")
    panel.list.value = index  # a click on the list
    m = panel.selected
    assert m is panel.mistakes[index] and m.play is not None and m.best_play is not None
    assert panel.pictures.layout.display == "" and len(panel.pictures.children) == 2
    assert bytes(panel.played_png.value).startswith(b"\x89PNG") and panel.played_png.value != panel.best_png.value
    assert panel.try_again() and panel.board.layout.display == ""
    assert panel.board.position == m.position and panel.board.dice == (max(m.dice), min(m.dice))
    assert panel.board.play(m.best_play) and panel.board.done()
    assert "about as good as the best" in panel.message
    assert panel.try_again() and panel.board.play(m.play) and panel.board.done()
    assert bg.loss_words(bg.play_loss(m.position, m.dice, m.play, state=m.state)) in panel.message
    assert "behind the best" in panel.verdict.value


def test_a_cube_mistake_tried_again(loaded: MatchApp) -> None:
    panel = loaded.analysis
    assert panel.show_mistake(0) and panel.selected.kind == "cube"
    assert len(panel.pictures.children) == 1
    assert panel.try_again() and panel.cube_buttons.layout.display == ""
    assert [b.description for b in panel.cube_buttons.children] == ["Double", "No double"]
    assert not panel.answer_cube("take") and "double or no double" in panel.message
    assert panel.answer_cube("no double") and "Your no double: about as good as the best" in panel.message
    assert panel.answer_cube("double") and "a blunder" in panel.message


def test_after_a_game_played_in_the_app() -> None:
    pytest.importorskip("bgsage")
    app = MatchApp(length=3, seed=5, pause=0)
    assert not app.analysis.analyse() and "no finished game" in app.analysis.message
    app.new_match()
    for kind in ("single", "gammon"):
        if app.game.over:
            break
        app.resign(kind)
    assert app.game.over and app.analysis.button.layout.display == ""
    assert app.analysis.analyse(), app.analysis.message
    assert [p.name for p in app.analysis.review.players] == ["You", "Computer"]
    assert app.next_game(), app.message
    assert app.analysis.button.layout.display == "none"  # a game under way is not analysed
    assert app.analysis.review is not None
    app.new_match()
    assert app.analysis.review is None and app.analysis.figures.value == "" and not app.analysis.list.options


def test_bad_choices_are_refused() -> None:
    panel = AnalysisPanel(lambda: None)
    assert not panel.analyse() and "no finished game" in panel.message
    assert not panel.show_mistake(0) and "no mistake number 0" in panel.message
    assert not panel.try_again() and "Choose a mistake first" in panel.message
    assert not panel.answer_cube("take")

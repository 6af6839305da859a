"""The match app's "Analyse match": shown when a game is over and for a loaded .mat; figures side by
side, the mistakes, one drawn (played and best play), tried again on the board and judged."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

import bglearn as bg
from bglearn.play.analysis import CubeEquities
from bglearn.widgets import analysis_panel
from bglearn.widgets.advice import cube_words
from bglearn.widgets.analysis_panel import AnalysisPanel, figures_html, progress_words
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
    assert "<th>lasse</th><th>yeah</th>" in text and "Beginner" in text and "bgsage 3-ply" in text
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
    assert panel.answer_cube("no double") and panel.message == "No double: about as good as the best."
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


def test_a_new_analysis_clears_the_old_figures_at_once_and_the_bar_has_words(loaded: MatchApp) -> None:
    panel = loaded.analysis
    assert panel.figures.value and panel.progress_words.value == "Analysing 1 game: 86 of 86 decisions judged, 100 %"
    seen: list[tuple[str, str]] = []  # (the figures, the bar's words) at each step of the bar
    panel.progress.observe(lambda c: seen.append((panel.figures.value, panel.progress_words.value)), names="value")
    assert panel.analyse()
    assert seen and all(figures == "" for figures, _ in seen[:-1])  # no old figure while the run goes
    assert ("", "Analysing 1 game: 43 of 86 decisions judged, 50 %") in seen
    assert progress_words(2, 3, 2) == "Analysing 2 games: 2 of 3 decisions judged, 66 %"


def test_mistake_moves_are_the_rows_of_the_mat(loaded: MatchApp) -> None:
    rows = {}  # row number -> (lasse's column, yeah's column) of game 1
    for line in SHORT.read_text().splitlines():
        if line[:4].strip().rstrip(")").isdigit() and line[3:4] == ")":
            rows[int(line[:3])] = (line[5:31].strip(), line[31:].strip())
    panel = loaded.analysis
    assert panel.mistakes
    for m in panel.mistakes:
        column = rows[m.move][m.side]
        if m.kind == "play":
            assert column.startswith(f"{max(m.dice)}{min(m.dice)}:"), (m.move, column)
        else:
            assert column.startswith({"double": "Doubles", "take": "Takes", "drop": "Drops"}.get(m.played, "")), column
    labels = [text for text, _ in panel.list.options]
    assert labels[0] == "yeah, game 1, move 20, cube: double, right was no redouble, take: a blunder (0.391)"
    assert rows[20][1] == "Doubles => 8" and rows[10][1] == "Doubles => 2"
    assert "yeah, game 1, move 15, 4-3: played 13/6, best 13/10 13/9: an inaccuracy (0.077)" in labels  # no stop 9


def _cube(nd: float, dt: float, dp: float, double: bool, take: bool) -> CubeEquities:
    return CubeEquities(nd, dt, dp, double, take, False, None, 2)


def test_cube_words_tell_too_good_from_not_good_enough() -> None:
    assert cube_words(_cube(0.2, -0.1, 1.0, False, True)) == "no double, take"
    assert cube_words(_cube(1.3, 1.6, 1.0, False, False)) == "too good to double, pass"
    assert cube_words(_cube(0.7, 0.8, 1.0, True, True)) == "double, take"
    assert cube_words(_cube(0.7, 1.2, 1.0, True, False)) == "double, pass"
    assert cube_words(_cube(0.2, -0.1, 1.0, False, True), redouble=True) == "no redouble, take"
    assert cube_words(_cube(1.1, 1.5, 1.0, False, False), redouble=True) == "too good to redouble, pass"


def test_mistake_boards_at_the_main_boards_resolution_with_the_players_names(loaded, monkeypatch) -> None:
    panel = loaded.analysis
    drawn: list[dict] = []
    real = analysis_panel.png
    monkeypatch.setattr(analysis_panel, "png", lambda pos, **kw: drawn.append(kw) or real(pos, **kw))
    index = next(i for i, m in enumerate(panel.mistakes) if m.kind == "play")
    assert panel.show_mistake(index)
    assert [d["dpi"] for d in drawn] == [80, 80] and all(d["labels"] == {0: "lasse", 1: "yeah"} for d in drawn)
    width = int.from_bytes(bytes(panel.played_png.value)[16:20], "big")
    assert width == 520  # the main board's picture: 6.5 inches at 80 dpi


def test_a_cube_mistake_asks_its_question_without_the_answer(loaded: MatchApp, monkeypatch) -> None:
    panel = loaded.analysis
    drawn: list[str] = []
    real = analysis_panel.png
    monkeypatch.setattr(analysis_panel, "png", lambda pos, **kw: drawn.append(kw["status"]) or real(pos, **kw))
    assert panel.show_mistake(0) and panel.selected.played == "double"
    assert drawn == ["yeah may redouble to 8 before rolling: redouble or not?"]
    assert panel.try_again() and panel.message == drawn[0]
    # a drop of that redouble (this file has none: the same decision answered the other way)
    dropped = panel.mistakes[0]._replace(played="drop", side=0)
    assert (
        analysis_panel.cube_question(dropped, {0: "You", 1: "Computer"}) == "The computer redoubles to 8: take or drop?"
    )
    assert analysis_panel.cube_question(dropped, {0: "lasse", 1: "yeah"}) == "yeah redoubles to 8: take or drop?"
    first = dropped._replace(state=dataclasses.replace(dropped.state, cube=1, cube_owner=None), side=1)
    assert analysis_panel.cube_question(first, {0: "Computer", 1: "You"}) == "The computer doubles to 2: take or drop?"


def test_after_a_checker_play_try_no_undo_or_done_on_the_finished_board(loaded: MatchApp) -> None:
    panel = loaded.analysis
    index = next(i for i, m in enumerate(panel.mistakes) if m.kind == "play")
    assert panel.show_mistake(index) and panel.try_again() and panel.board.show_controls
    m = panel.selected
    assert panel.board.play(m.best_play) and panel.board.done()
    assert not panel.board.show_controls and "about as good as the best" in panel.message
    assert panel.try_again() and panel.board.show_controls  # a new try has its buttons again

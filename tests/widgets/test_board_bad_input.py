"""Bad clicks and paths on the board: refused with False and a message, the board unchanged."""

import pytest

pytest.importorskip("ipywidgets")

from bglearn import Position  # noqa: E402
from bglearn.widgets import BoardWidget  # noqa: E402

TWO_ON_BAR = Position.from_points(white={"bar": 2, 6: 13}, black={1: 15})


def snapshot(board):
    return (board.position, board.dice, board.dice_left, board.selected, board.moves)


@pytest.mark.parametrize("path", ["x", ("a",), (8, "5"), 3.5])
def test_move_to_with_a_path_that_is_not_points_returns_false_with_or_without_a_selection(path):
    board = BoardWidget(Position.start(), dice=(3, 1))
    before = snapshot(board)
    assert board.move_to(5, path=path) is False
    assert board.select(8) is True
    selected = snapshot(board)
    assert board.move_to(5, path=path) is False
    assert snapshot(board) == selected and before[:3] == selected[:3]
    assert board.message


def test_entering_and_moving_on_with_a_second_checker_on_the_bar_is_explained_not_a_crash():
    board = BoardWidget(TWO_ON_BAR, dice=(6, 3), mode="teaching")
    assert board.enter("bar/16") is False
    assert "still have a checker on the bar" in board.message
    assert board.position == TWO_ON_BAR
    for point in range(26):  # every click is handled: no "Sorry, that click could not be handled"
        board.click(point)
        assert "could not be handled" not in board.message

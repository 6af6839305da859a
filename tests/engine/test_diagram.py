"""Position.from_diagram reads back str(position) exactly; a malformed diagram gets a DiagramError
(a PositionError) naming the line and column; a huge input is refused at once."""

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import STYLES, reachable

import bglearn as bg
from bglearn import BLACK, Position

positions = st.builds(reachable, st.integers(0, 2**32 - 1), st.integers(0, 160), st.sampled_from(STYLES))


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(positions)
def test_from_diagram_reads_back_every_reached_position(pd):
    pos, _ = pd
    assert Position.from_diagram(str(pos)) == pos
    assert Position.from_diagram(str(pos.pass_turn())) == pos.pass_turn()


@pytest.mark.parametrize(
    "pos",
    [
        Position.start(),
        Position.start(BLACK),
        Position.from_points(white={6: 15}, black={1: 15}),  # two stacks of 15
        Position.from_points(white={"bar": 15}, black={1: 1}),
        Position.from_points(white={}, black={1: 1}),  # White has borne everything off
    ],
)
def test_edge_positions(pos):
    assert Position.from_diagram(str(pos)) == pos


def test_forgiven_layout_changes():
    text = str(Position.start())
    stripped = "\n".join(line.rstrip() for line in text.splitlines())
    assert Position.from_diagram("\n\n" + stripped.replace("\n", "\r\n") + "\n\n") == Position.start()
    short = text.rsplit("\n", 1)[0] + "\nWhite (X) on roll."
    assert Position.from_diagram(short) == Position.start()


START = str(Position.start()).split("\n")


def edit(line: int, new: str) -> str:
    lines = list(START)
    lines[line - 1] = new
    return "\n".join(lines)


@pytest.mark.parametrize(
    "text, line, column, message",
    [
        (edit(1, START[0].replace("13", "31")), 1, 1, "points 13-24"),
        (edit(2, START[1][:1] + "Y" + START[1][2:]), 2, 1, "is not a checker"),
        (edit(2, START[1][:1] + "O" + START[1][2:]), 3, 2, "both 'X' and 'O'"),
        (edit(4, START[3][:1] + " " + START[3][2:]), 5, 2, "after a gap"),
        (edit(2, START[1][:18] + "#" + START[1][19:]), 2, 19, "'|'"),
        (edit(2, START[1] + "  X"), 2, 38, "goes on"),
        (edit(3, " .  " + START[2][4:]), 3, 2, "row by the edge only"),
        (edit(7, START[6].replace("White 0", "White 1", 1)), 7, None, "White has 16 checkers"),
        (edit(7, START[6].replace("bar:", "bra:")), 7, 42, "middle line"),
        (edit(14, START[13].replace("167", "166", 1)), 14, 32, "pip count"),
        (edit(14, START[13].replace("4HPwATDgc/ABMA", "4HPwATDgc/ABMB")), 14, 60, "Position ID of this board"),
        (edit(14, START[13].replace("(X)", "(O)")), 14, 8, "White plays X"),
        (edit(14, "Red on roll."), 14, 1, "side on roll"),
        (edit(6, START[5][:3] + "12 " + START[5][6:]), 6, 4, "fifth row of a full stack"),
        (edit(13, "12 11 10  9  8  7 | 6  5  4  3  2  0"), 13, 36, "points 12-1"),
    ],
)
def test_malformed_diagrams_name_the_place(text, line, column, message):
    with pytest.raises(bg.DiagramError, match=message) as info:
        Position.from_diagram(text)
    assert isinstance(info.value, bg.PositionError)
    assert (info.value.line, info.value.column) == (line, column)


def test_whole_text_problems():
    with pytest.raises(bg.DiagramError, match="14 lines"):
        Position.from_diagram("\n".join(START[:10]))
    with pytest.raises(bg.DiagramError, match="not bytes"):
        Position.from_diagram(str(Position.start()).encode())
    lines = str(Position.from_points(white={}, black={1: 1})).split("\n")
    lines[1] = lines[1][:34] + " . "  # Black's last checker (White's 24-point) taken away ...
    lines[6] = lines[6].replace("Black 14", "Black 15")  # ... and borne off: both sides have won
    lines[13] = "White (X) on roll."
    with pytest.raises(bg.DiagramError, match="not a possible position: both sides have borne off"):
        Position.from_diagram("\n".join(lines))


def test_huge_input_is_refused_fast():
    text = "X" * 50_000_000
    start = time.process_time()  # CPU time: other work on the machine does not count
    with pytest.raises(bg.DiagramError, match="far more than a diagram"):
        Position.from_diagram(text)
    assert time.process_time() - start < 0.5

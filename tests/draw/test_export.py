"""Pictures for slides and handouts: draw.save writes PNG or SVG at a chosen size; the SVG keeps text."""

import re
import struct
import xml.etree.ElementTree as ET

import pytest

import bglearn as bg
from bglearn import draw

START = bg.Position.start()
PLAY = bg.parse_play(START, (3, 1), "8/5 6/5")


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_png_at_a_chosen_width(tmp_path):
    path = draw.save(START, tmp_path / "board.png", dice=(3, 1), arrows=PLAY, highlight=[5])
    assert png_size(path.read_bytes()) == (520, 440)
    big = draw.save(START, tmp_path / "big.png", width=1300, cube=(4, bg.BLACK))
    assert png_size(big.read_bytes()) == (1300, 1100)


def test_svg_keeps_text_as_text_and_opens_as_xml(tmp_path):
    path = draw.save(START, tmp_path / "board.svg", dice=(3, 1), arrows=PLAY, cube=(2, bg.WHITE), width=10)
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)  # well-formed
    assert root.get("width") == "720pt"  # 10 inches
    labels = [t for t in re.findall(r"<text[^>]*>([^<]*)</text>", text)]
    assert {str(q) for q in range(1, 25)} <= {label.strip() for label in labels}  # the point numbers
    assert any("167 pips" in label for label in labels)
    assert 'id="bglearn-point-numbers"' not in text  # not glyph outlines


def test_the_png_look_is_unchanged_by_the_svg_numbers():
    ax = draw.board(START)
    assert draw.point_numbers_as_text(ax) == 24 and len(ax.texts) >= 24
    assert draw.point_numbers_as_text(ax) == 0  # already text
    assert draw.png(START)[:4] == b"\x89PNG"


@pytest.mark.parametrize(
    "name, options, words",
    [
        ("board.pdf", {}, "writes .png or .svg"),
        ("board.png", {"width": 0}, "positive number"),
        ("board.png", {"width": True}, "positive number"),
        ("board.svg", {"highlight": [99]}, "99"),
        ("missing/board.png", {}, "cannot write"),
    ],
)
def test_bad_exports_are_refused(tmp_path, name, options, words):
    with pytest.raises(bg.InputError, match=words):
        draw.save(START, tmp_path / name, **options)

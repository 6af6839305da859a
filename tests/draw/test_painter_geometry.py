"""A BoardPainter maps pixels to points correctly before it has painted anything.

Questions and the position editor map clicks on a picture drawn elsewhere through a fresh painter;
before this was fixed every click landed on the 12-point (the Axes had no board limits yet).
"""

import pytest

import bglearn as bg
from bglearn.draw.painter import BoardPainter


@pytest.mark.parametrize("orientation", ["landscape", "portrait"])
def test_a_fresh_painter_has_the_painted_geometry(orientation):
    fresh = BoardPainter(orientation)
    painted = BoardPainter(orientation)
    painted.paint(bg.Position.start())
    for point in (1, 5, 12, 13, 24, 25, 0):
        xy = painted.point_to_pixel(point, bg.WHITE)
        assert fresh.point_to_pixel(point, bg.WHITE) == pytest.approx(xy)
        assert fresh.pixel_to_point(*xy, bg.WHITE) == point

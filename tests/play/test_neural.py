"""The neural evaluator (bglearn.play.neural) and its TD(lambda) training (bglearn.play.training)."""

from __future__ import annotations

import numpy as np
import pytest

import bglearn as bg
from bglearn.engine.position import Position
from bglearn.engine.rules import legal_plays
from bglearn.play import neural
from bglearn.play.training import td


def _boards(pos: Position, side: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return pos.checkers(side), pos.checkers(1 - side)


def test_encoding_of_the_start() -> None:
    x = neural.encode([_boards(Position.start(), bg.WHITE)])
    assert x.shape == (1, neural.INPUTS)
    me = x[0, :99]
    assert list(me[4 * 5 : 4 * 6]) == [1.0, 1.0, 1.0, 1.0]  # 6-point, five checkers: (5 - 3) / 2 = 1
    assert list(me[4 * 23 : 4 * 24]) == [1.0, 1.0, 0.0, 0.0]  # 24-point, two checkers
    assert list(me[4 * 0 : 4 * 1]) == [0.0, 0.0, 0.0, 0.0]
    assert list(me[96:99]) == [0.0, 0.0, pytest.approx(1.67)]  # bar, off, pips / 100
    assert x[0, 99:198].tolist() == me.tolist()  # the same set-up for the other side
    assert x[0, 198] == 1.0  # contact
    race = Position.from_points(white={3: 2, "bar": 0}, black={5: 1})
    xr = neural.encode([_boards(race, bg.WHITE)])[0]
    assert xr[198] == 0.0 and xr[97] == pytest.approx(13 / 15) and xr[195 + 1] == pytest.approx(14 / 15)


def test_equity_of_outputs() -> None:
    o = np.array([[1, 1, 1, 0, 0], [0, 0, 0, 1, 1], [0.5, 0, 0, 0, 0], [0.6, 0.2, 0.0, 0.1, 0.0]], dtype=float)
    assert neural.equity(o).tolist() == pytest.approx([3.0, -3.0, 0.0, 0.3])


def test_finished_games_count_what_they_are_worth() -> None:
    net = neural.Network(10)
    single = ((15,) + (0,) * 25, (1,) + (0,) * 5 + (14,) + (0,) * 19)
    gammon = ((15,) + (0,) * 25, (0,) * 6 + (15,) + (0,) * 19)
    backgammon = ((15,) + (0,) * 25, (0,) * 20 + (15,) + (0,) * 5)
    assert net.board_equities([single, gammon, backgammon]).tolist() == [1.0, 2.0, 3.0]
    won = Position.from_points(white={"off": 15}, black={20: 15}, on_roll=bg.BLACK)
    assert net.lookahead_equity(won) == 3.0


def test_trace_is_the_gradient_of_each_output() -> None:
    rng = np.random.default_rng(3)
    net = neural.Network(6, rng)
    trainer = td.Trainer(net, alpha=0.1, lam=0.5)
    x = neural.encode([_boards(Position.start(), bg.WHITE)])
    h, o = net.forward(x)
    trainer._trace(0, x[0], h[0], o[0])
    e_w1 = trainer._e_w1[0] * trainer._scale[0]
    # finite differences on a few first-layer weights, for every output
    for j, i in ((0, 20), (3, 96 + 2), (5, 198)):
        bumped = neural.Network.from_arrays(net.arrays())
        bumped.w1[j, i] += 1e-6
        numeric = (bumped.forward(x)[1][0] - o[0]) / 1e-6
        assert e_w1[:, j, i] == pytest.approx(numeric, rel=1e-3, abs=1e-9)
    # a second step: lambda times the first gradient plus the second
    first = e_w1.copy()
    x2 = neural.encode([_boards(legal_plays(Position.start(), (3, 1))[0].result, bg.WHITE)])
    h2, o2 = net.forward(x2)
    trainer._trace(0, x2[0], h2[0], o2[0])
    g2 = (o2[0] * (1 - o2[0]))[:, None, None] * (net.w2 * (h2[0] * (1 - h2[0])))[:, :, None] * x2[0][None, None, :]
    assert trainer._e_w1[0] * trainer._scale[0] == pytest.approx(0.5 * first + g2, abs=1e-12)


def test_training_resumes_from_its_checkpoint_to_the_same_weights(tmp_path) -> None:
    straight, resumed = tmp_path / "straight", tmp_path / "resumed"
    small = ["--hidden", "8", "--seed", "4", "--every", "1"]
    assert td.main(["--dir", str(straight), "--games", "3", *small]) == 0
    assert td.main(["--dir", str(resumed), "--games", "1", *small]) == 0  # interrupted after game 1
    assert td.main(["--dir", str(resumed), "--games", "3", *small]) == 0  # resumed to game 3
    a, b = td.Checkpoint.load(straight / "checkpoint.npz"), td.Checkpoint.load(resumed / "checkpoint.npz")
    assert a.games == b.games == 3 and a.seed == 4
    assert np.array_equal(a.network.w1, b.network.w1) and np.array_equal(a.network.b2, b.network.b2)
    assert not np.array_equal(a.network.w1, neural.Network(8, np.random.default_rng(4)).w1)  # it learnt
    assert not list(resumed.glob("*.tmp"))  # every write finished with its rename

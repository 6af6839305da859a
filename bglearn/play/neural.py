"""A small neural-network position evaluator, trained by self-play (TD-Gammon's method, TD(lambda)).

This is the only module of bglearn that imports numpy; :mod:`bglearn.play.bots` imports it the first
time a level that needs it plays, so ``import bglearn`` stays standard-library only.

The network sees a position *after a play*, from the side that has just moved ("me"; the other
side is on roll), and answers five probabilities for me: win, win a gammon or better, win a
backgammon, lose a gammon or worse, lose a backgammon. Its cubeless money equity is
``2 * win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon``.

Inputs (:data:`INPUTS` = 199): for each side (me first), for each of its points 1-24 four units in
the manner of TD-Gammon (1 or more checkers, 2 or more, 3 or more, ``(n - 3) / 2`` above three),
the bar (``n / 2``), checkers borne off (``n / 15``) and the pip count (``/ 100``); then one unit
that says whether the checkers are still in contact. One hidden layer of sigmoid units.

Two networks ship (:data:`WEIGHTS_FILES`, read by :func:`level_network`): the ``"neural"`` level's
(80 hidden units, self-play run seed 1 after 43,200 games) and the ``"lookahead"`` level's (20 hidden
units, run seed 7 after 1,750 games:
``python -m bglearn.play.training --dir DIR --seed 7 --hidden 20 --games 1750``). The weights are
trained here, from scratch, by :mod:`bglearn.play.training`; none come from another program.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

# The matrices here are small: BLAS threads only fight over the cores (measured: 4x slower on the
# loaded 2-core machine). Effective only when numpy is first imported here; the caller's choice wins.
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import numpy as np  # noqa: E402
import numpy.typing as npt  # noqa: E402

from ..engine.moves import Play  # noqa: E402
from ..engine.position import Position  # noqa: E402
from ..engine.rules import legal_plays  # noqa: E402
from ..errors import InputError  # noqa: E402

__all__ = [
    "INPUTS",
    "OUTPUTS",
    "Network",
    "encode",
    "equity",
    "default_network",
    "level_network",
    "WEIGHTS_FILE",
    "WEIGHTS_FILES",
]

Array = npt.NDArray[np.float64]
Board = tuple[int, ...]

_ROLLS = tuple(((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7))

#: Number of input units.
INPUTS = 199
#: Number of outputs: P(win), P(win gammon+), P(win backgammon), P(lose gammon+), P(lose backgammon).
OUTPUTS = 5
#: The shipped weights of the strongest level, package data of :mod:`bglearn.play`.
WEIGHTS_FILE = "neural_weights.npz"

_POINT_NUMBERS = np.arange(26, dtype=np.float64)
_POINT_NUMBERS[0] = 0.0  # borne off: no pips
_INDEX = np.arange(26)


def encode(boards: npt.ArrayLike) -> Array:
    """Return the network inputs, shape ``(n, INPUTS)``, for ``n`` positions after a play.

    Parameters
    ----------
    boards : array-like of int, shape ``(n, 2, 26)``
        For each position, the checkers of the side that has just moved, then those of the side
        on roll, each in its own numbering (``[0]`` off, ``[1..24]`` points, ``[25]`` bar), as
        :meth:`bglearn.Position.checkers` gives them.
    """
    c = np.asarray(boards, dtype=np.int64)
    n = c.shape[0]
    pts = c[:, :, 1:25]
    units = np.empty((n, 2, 24, 4), dtype=np.float64)
    units[..., 0] = pts >= 1
    units[..., 1] = pts >= 2
    units[..., 2] = pts >= 3
    units[..., 3] = np.maximum(pts - 3, 0) / 2.0
    out = np.empty((n, INPUTS), dtype=np.float64)
    out[:, 0:96] = units[:, 0].reshape(n, 96)
    out[:, 99:195] = units[:, 1].reshape(n, 96)
    pips = c @ _POINT_NUMBERS  # (n, 2)
    for side, base in ((0, 96), (1, 195)):
        out[:, base] = c[:, side, 25] / 2.0
        out[:, base + 1] = c[:, side, 0] / 15.0
        out[:, base + 2] = pips[:, side] / 100.0
    # contact: my rearmost checker and the opponent's rearmost still have to pass each other
    back = np.where(c[:, :, 1:] > 0, _INDEX[1:], 0).max(axis=2)  # (n, 2)
    out[:, 198] = (back[:, 0] + back[:, 1]) > 25
    return out


def equity(outputs: Array) -> Array:
    """Cubeless money equity of each row of network outputs (shape ``(n, OUTPUTS)``)."""
    o = outputs
    return np.asarray(2.0 * o[:, 0] - 1.0 + o[:, 1] - o[:, 3] + o[:, 2] - o[:, 4], dtype=np.float64)


def _sigmoid(x: Array) -> Array:
    return np.asarray(1.0 / (1.0 + np.exp(-np.clip(x, -40.0, 40.0))), dtype=np.float64)


class Network:
    """A one-hidden-layer network: ``INPUTS`` -> ``hidden`` sigmoid units -> ``OUTPUTS`` sigmoids.

    Parameters
    ----------
    hidden : int
        Number of hidden units.
    rng : numpy.random.Generator, optional
        For the initial weights (small, uniform); default seeded with 0.
    """

    def __init__(self, hidden: int = 80, rng: np.random.Generator | None = None) -> None:
        rng = rng if rng is not None else np.random.default_rng(0)
        self.w1: Array = rng.uniform(-0.1, 0.1, (hidden, INPUTS))
        self.b1: Array = np.zeros(hidden)
        self.w2: Array = rng.uniform(-0.1, 0.1, (OUTPUTS, hidden))
        self.b2: Array = np.zeros(OUTPUTS)

    @property
    def hidden(self) -> int:
        """Number of hidden units."""
        return int(self.w1.shape[0])

    def forward(self, inputs: Array) -> tuple[Array, Array]:
        """Return ``(hidden activations, outputs)`` for a batch of inputs, shape ``(n, INPUTS)``."""
        h = _sigmoid(inputs @ self.w1.T + self.b1)
        return h, _sigmoid(h @ self.w2.T + self.b2)

    def outputs(self, boards: npt.ArrayLike) -> Array:
        """The five probabilities for each position of ``boards`` (see :func:`encode`)."""
        return self.forward(encode(boards))[1]

    def arrays(self) -> dict[str, Array]:
        """The weights by name, as :meth:`save` writes them."""
        return {"w1": self.w1, "b1": self.b1, "w2": self.w2, "b2": self.b2}

    def save(self, path: str | Path) -> None:
        """Write the weights to an ``.npz`` file."""
        np.savez_compressed(path, w1=self.w1, b1=self.b1, w2=self.w2, b2=self.b2)

    @classmethod
    def from_arrays(cls, arrays: dict[str, Array]) -> Network:
        """Build a network from the arrays :meth:`arrays` gives (copied)."""
        net = cls.__new__(cls)
        net.w1 = np.array(arrays["w1"], dtype=np.float64)
        net.b1 = np.array(arrays["b1"], dtype=np.float64)
        net.w2 = np.array(arrays["w2"], dtype=np.float64)
        net.b2 = np.array(arrays["b2"], dtype=np.float64)
        if net.w1.shape[1] != INPUTS or net.w2.shape[0] != OUTPUTS:
            raise InputError(f"weights of shape {net.w1.shape} / {net.w2.shape} do not fit this network")
        return net

    @classmethod
    def load(cls, path: str | Path) -> Network:
        """Read weights written by :meth:`save`."""
        with np.load(path) as data:
            return cls.from_arrays({k: data[k] for k in ("w1", "b1", "w2", "b2")})

    def board_equities(self, boards: Sequence[tuple[Board, Board]]) -> Array:
        """Equity for the side that has just moved, for each ``(mover, on roll)`` pair of boards.

        A finished game (the mover has borne off all 15) counts what it is worth: 1, 2 for a
        gammon, 3 for a backgammon; the network judges the others.
        """
        eq = equity(self.outputs(boards))
        for i, (me, opp) in enumerate(boards):
            if me[0] == 15:
                eq[i] = 1.0 if opp[0] else (3.0 if opp[25] or any(opp[19:25]) else 2.0)
        return eq

    def play_equities(self, plays: Sequence[Play]) -> Array:
        """The mover's cubeless equity after each of ``plays`` (legal plays of one roll), 0-ply."""
        mover = plays[0].position.on_roll
        return self.board_equities([(p.result.checkers(mover), p.result.checkers(1 - mover)) for p in plays])

    def lookahead_equity(self, result: Position) -> float:
        """The mover's equity of ``result`` (a position after its play) one roll deeper (1-ply).

        For each of the opponent's 21 rolls the opponent plays its best reply by this network
        (0-ply); the mover's equity is minus the opponent's, averaged with the rolls' weights. A
        roll the opponent cannot play leaves the mover on roll in ``result``.
        """
        me = 1 - result.on_roll
        mine, theirs = result.checkers(me), result.checkers(1 - me)
        if mine[0] == 15:
            return float(self.board_equities([(mine, theirs)])[0])
        boards: list[tuple[Board, Board]] = []
        spans: list[tuple[int, int, int]] = []  # (start, stop, weight); stop == start: no reply
        for (a, b), weight in _ROLLS:
            start = len(boards)
            for reply in legal_plays(result, (a, b)):
                r = reply.result
                boards.append((r.checkers(1 - me), r.checkers(me)))
            spans.append((start, len(boards), weight))
        eq = self.board_equities(boards) if boards else np.zeros(0)
        total = 0.0
        stay: float | None = None
        for start, stop, weight in spans:
            if stop > start:
                total -= weight * float(eq[start:stop].max())
            else:
                if stay is None:  # the opponent passes: as if it had just moved, leaving this
                    stay = -float(self.board_equities([(theirs, mine)])[0])
                total += weight * stay
        return total / 36.0

    def rank(self, plays: Sequence[Play], ply: int = 0, width: int = 4, margin: float = 0.2) -> list[tuple[int, float]]:
        """Every play of ``plays`` (not empty) as ``(index, equity)``, the preferred first.

        At ``ply=0`` the plays are ordered by their 0-ply equity (ties keep the order of
        ``plays``). With ``ply=1`` the best ``width`` plays at 0-ply, those within ``margin`` of
        the best, are looked at one roll deeper (:meth:`lookahead_equity`) and come first, by that
        equity; the others follow by their 0-ply equity (when only one play is within ``margin``
        none is looked at deeper: every equity is 0-ply). Equities are cubeless money equities
        for the mover, in points per game.
        """
        eq = self.play_equities(plays)
        order = [int(i) for i in np.argsort(-eq, kind="stable")]
        if ply == 0 or len(plays) == 1:
            return [(i, float(eq[i])) for i in order]
        top = float(eq[order[0]])
        candidates = [i for i in order[:width] if eq[i] >= top - margin]
        deeper = [(i, self.lookahead_equity(plays[i].result)) for i in candidates] if len(candidates) > 1 else []
        deeper.sort(key=lambda item: -item[1])  # stable: ties keep the 0-ply order
        looked = {i for i, _ in deeper}
        return deeper + [(i, float(eq[i])) for i in order if i not in looked]

    def best_play(self, plays: Sequence[Play], ply: int = 0, width: int = 4, margin: float = 0.2) -> Play:
        """The play of ``plays`` (not empty) that :meth:`rank` puts first; ties go to the first."""
        return plays[self.rank(plays, ply, width, margin)[0][0]]


#: The shipped weights of each level that plays by a network, package data of :mod:`bglearn.play`.
WEIGHTS_FILES = {"neural": WEIGHTS_FILE, "lookahead": "lookahead_weights.npz"}

_LOADED: dict[str, Network] = {}


def level_network(level: str) -> Network:
    """The network the level ``level`` (a key of :data:`WEIGHTS_FILES`) plays with (read once, then kept).

    When the environment variable ``BGLEARN_<LEVEL>_WEIGHTS`` (``BGLEARN_NEURAL_WEIGHTS``,
    ``BGLEARN_LOOKAHEAD_WEIGHTS``) names a file (weights or a training checkpoint, see
    :mod:`bglearn.play.training`), that file is read instead: how the benchmark measures a
    checkpoint (``BGLEARN_NEURAL_WEIGHTS=run/checkpoint.npz python -m bglearn.bench bots``).

    Raises
    ------
    InputError
        If ``level`` has no network.
    """
    if level not in WEIGHTS_FILES:
        raise InputError(f"level {level!r} plays without a network; these have one: {', '.join(WEIGHTS_FILES)}")
    if level not in _LOADED:
        override = os.environ.get(f"BGLEARN_{level.upper()}_WEIGHTS")
        if override:
            _LOADED[level] = Network.load(override)
        else:
            with resources.as_file(resources.files("bglearn.play") / WEIGHTS_FILES[level]) as path:
                _LOADED[level] = Network.load(path)
    return _LOADED[level]


def default_network() -> Network:
    """The network of the strongest level, ``"neural"``: :func:`level_network` ``("neural")``."""
    return level_network("neural")

"""Self-play training of :class:`bglearn.play.neural.Network` by TD(lambda), as TD-Gammon was trained.

The network plays both sides, each play the greedy choice (highest equity after the play, 0-ply).
Each side's positions after its plays form a sequence ``x_0, x_1, ...``; after every new one the
weights move by ``alpha * (V(x_{t+1}) - V(x_t)) * e_t`` with the eligibility traces
``e_t = lambda * e_{t-1} + grad V(x_t)`` (one trace per output, per side, cleared each game).
The last position of each side is pulled towards the game's real result (win, gammon,
backgammon, for both sides).

Resumable at any moment: every ``--every`` games the state (weights, games played, settings) is
written to ``DIR/checkpoint.npz`` atomically (a temporary file, then :func:`os.replace`), so an
interrupted run loses at most the games since then. Game ``g``'s dice come from
``random.Random(f"{seed}:{g}")``, so a resumed run plays the same games it would have played.
``DIR/snapshots/`` keeps a copy every ``--snapshot`` games and ``DIR/log.csv`` one line per
checkpoint.

Usage::

    nice python -m bglearn.play.training --dir runs/td --games 200000
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ...engine.constants import BAR, CHECKERS_PER_SIDE, OFF
from ...engine.position import Position
from ...engine.rules import legal_plays, roll_dice, roll_opening
from ..neural import INPUTS, OUTPUTS, Array, Network, encode, equity

__all__ = ["Checkpoint", "Trainer", "final_outputs", "game_rng", "main"]


@dataclass
class Checkpoint:
    """What a checkpoint holds: the network, the games played and the settings of the run."""

    network: Network
    games: int
    seed: int
    alpha: float
    lam: float

    def save(self, path: Path) -> None:
        """Write atomically to ``path`` (a temporary file in the same folder, then a rename)."""
        tmp = path.with_name(path.name + ".tmp")
        with open(tmp, "wb") as f:
            np.savez(
                f,
                w1=self.network.w1,
                b1=self.network.b1,
                w2=self.network.w2,
                b2=self.network.b2,
                games=np.array(self.games),
                seed=np.array(self.seed),
                alpha=np.array(self.alpha),
                lam=np.array(self.lam),
            )
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)

    @classmethod
    def load(cls, path: Path) -> Checkpoint:
        """Read a checkpoint written by :meth:`save`."""
        with np.load(path) as d:
            net = Network.from_arrays({k: d[k] for k in ("w1", "b1", "w2", "b2")})
            return cls(net, int(d["games"]), int(d["seed"]), float(d["alpha"]), float(d["lam"]))


def final_outputs(winner_board: tuple[int, ...], loser_board: tuple[int, ...]) -> tuple[Array, Array]:
    """The five target outputs for the winner and for the loser of a finished game.

    ``winner_board`` / ``loser_board`` are 26-tuples in each side's own numbering.
    """
    gammon = loser_board[OFF] == 0
    backgammon = gammon and (loser_board[BAR] > 0 or any(loser_board[p] for p in range(19, 25)))
    win = np.array([1.0, float(gammon), float(backgammon), 0.0, 0.0])
    lose = np.array([0.0, 0.0, 0.0, float(gammon), float(backgammon)])
    assert winner_board[OFF] == CHECKERS_PER_SIDE
    return win, lose


class Trainer:
    """TD(lambda) self-play on one :class:`Network` (its weights change in place)."""

    def __init__(self, network: Network, alpha: float = 0.1, lam: float = 0.7) -> None:
        self.net = network
        self.alpha = alpha
        self.lam = lam
        h = network.hidden
        self._e_w1 = np.zeros((2, OUTPUTS, h, INPUTS))
        self._e_b1 = np.zeros((2, OUTPUTS, h))
        self._e_w2 = np.zeros((2, OUTPUTS, h))
        self._e_b2 = np.zeros((2, OUTPUTS))
        self._scale = [1.0, 1.0]

    def _apply(self, side: int, delta: Array) -> None:
        a = self.alpha
        net = self.net
        scale = self._scale[side]  # the traces are kept divided by lambda ** t (see _trace)
        net.w1 += (a * scale) * np.tensordot(delta, self._e_w1[side], axes=1)
        net.b1 += (a * scale) * (delta @ self._e_b1[side])
        net.w2 += (a * scale) * delta[:, None] * self._e_w2[side]
        net.b2 += (a * scale) * delta * self._e_b2[side]

    def _trace(self, side: int, x: Array, h: Array, o: Array) -> None:
        # e = lambda * e + grad, kept as e = scale * E so that only the inputs that are not zero
        # are touched: scale *= lambda, E += grad / scale (renormalised before scale gets tiny)
        scale = self._scale[side] * self.lam
        if scale < 1e-60:
            for arr in (self._e_w1, self._e_b1, self._e_w2, self._e_b2):
                arr[side] *= scale
            scale = 1.0
        self._scale[side] = scale
        a = o * (1.0 - o) / scale  # (5,)
        g_hidden = a[:, None] * self.net.w2 * (h * (1.0 - h))[None, :]  # (5, H)
        nz = np.flatnonzero(x)
        e_w1 = self._e_w1[side]
        e_w1[:, :, nz] += g_hidden[:, :, None] * x[nz][None, None, :]
        self._e_b1[side] += g_hidden
        self._e_w2[side] += a[:, None] * h[None, :]
        self._e_b2[side] += a

    def play_game(self, rng: random.Random, learn: bool = True) -> int:
        """Play one self-play game with dice from ``rng``, learning from it; return the number of plays."""
        for arr in (self._e_w1, self._e_b1, self._e_w2, self._e_b2):
            arr.fill(0.0)
        self._scale = [1.0, 1.0]
        prev: list[Array | None] = [None, None]
        first, dice = roll_opening(rng)
        pos = Position.start(first)
        plies = 0
        while True:
            side = pos.on_roll
            plays = legal_plays(pos, dice)
            if plays:
                results = [p.result for p in plays]
                boards = [(r.checkers(side), r.checkers(1 - side)) for r in results]
                x = encode(boards)
                h, o = self.net.forward(x)
                i = int(np.argmax(equity(o)))
                pos = results[i]
                plies += 1
                mine = pos.checkers(side)
                if mine[OFF] == CHECKERS_PER_SIDE:
                    if learn:
                        win, lose = final_outputs(mine, pos.checkers(1 - side))
                        for s, target in ((side, win), (1 - side, lose)):
                            before = prev[s]
                            if before is not None:
                                self._apply(s, target - before)
                    return plies
                if learn:
                    before = prev[side]
                    if before is not None:
                        self._apply(side, o[i] - before)
                    self._trace(side, x[i], h[i], o[i])
                prev[side] = o[i]
            else:
                pos = pos.pass_turn()
            dice = roll_dice(rng)


def game_rng(seed: int, game: int) -> random.Random:
    """The dice of game number ``game`` of a run seeded ``seed``."""
    return random.Random(f"{seed}:{game}")


def main(argv: list[str] | None = None) -> int:
    """Train or resume; ``--help`` lists the options."""
    parser = argparse.ArgumentParser(prog="python -m bglearn.play.training", description=__doc__.split("\n")[0])
    parser.add_argument("--dir", type=Path, required=True, help="checkpoint folder (resumed when it holds one)")
    parser.add_argument("--games", type=int, default=100_000, help="train until this many games in all")
    parser.add_argument("--seed", type=int, default=1, help="seed of a new run (weights and dice)")
    parser.add_argument("--hidden", type=int, default=80, help="hidden units of a new run")
    parser.add_argument("--alpha", type=float, default=0.1, help="learning rate of a new run")
    parser.add_argument("--lam", type=float, default=0.7, help="lambda of a new run")
    parser.add_argument("--every", type=int, default=200, help="checkpoint every this many games")
    parser.add_argument("--snapshot", type=int, default=5000, help="keep a copy every this many games")
    args = parser.parse_args(argv)

    folder: Path = args.dir
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "snapshots").mkdir(exist_ok=True)
    path = folder / "checkpoint.npz"
    if path.exists():
        ck = Checkpoint.load(path)
        print(f"resuming {path} at game {ck.games} (seed {ck.seed}, alpha {ck.alpha}, lambda {ck.lam})", flush=True)
    else:
        net = Network(args.hidden, np.random.default_rng(args.seed))
        ck = Checkpoint(net, 0, args.seed, args.alpha, args.lam)
        ck.save(path)
        print(f"new run in {folder}: seed {ck.seed}, {args.hidden} hidden, alpha {ck.alpha}", flush=True)
    trainer = Trainer(ck.network, ck.alpha, ck.lam)
    log = folder / "log.csv"
    if not log.exists():
        log.write_text("games,seconds,plies_per_game\n")
    start = time.monotonic()
    plies = 0
    done = 0
    while ck.games < args.games:
        plies += trainer.play_game(game_rng(ck.seed, ck.games))
        ck.games += 1
        done += 1
        if ck.games % args.every == 0 or ck.games == args.games:
            ck.save(path)
            elapsed = time.monotonic() - start
            with open(log, "a") as f:
                f.write(f"{ck.games},{elapsed:.1f},{plies / max(done, 1):.1f}\n")
            if ck.games % args.snapshot == 0:
                ck.network.save(folder / "snapshots" / f"games-{ck.games:07d}.npz")
            print(f"{ck.games} games, {done / max(elapsed, 1e-9):.2f} games/s", flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

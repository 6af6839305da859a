"""GNU Backgammon as an independent oracle for legal plays (PyPI package ``gnubg`` 1.1.0a16).

Facts about the ``gnubg`` Python module that this file relies on (checked by hand and by
``tests/test_against_gnubg.py``):

* ``gnubg.positionfromid(pid)`` -> board: a pair of 25-tuples. ``board[0]`` is the side NOT on
  roll, ``board[1]`` the side on roll; index 0..23 holds that side's checkers on its own points
  1..24, index 24 its bar. ``gnubg.positionid(board)`` is the inverse (14-character Position ID,
  as seen by the side on roll, i.e. ``board[1]``).
* ``gnubg.findbestmoves(board, gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 0, 0.0), (d1, d2))``
  lists every legal play for the side on roll, one entry per distinct resulting position,
  as dicts ``{"move": tuple, "score": float}`` sorted best first. The order of the dice does
  not matter. No legal play gives ``[]``. At 0 ply with these arguments it is fast (~0.1 ms).
* A move tuple is flat ``(from, to, from, to, ...)``, one pair per die, in the order played, in
  the mover's 1-based point numbers; 25 is the bar. Combined moves appear die by die
  (``(24, 21, 21, 20)`` is 24/21/20), so blots hit on the way are visible.
  **Trap:** the binding ends the tuple at the first ``-1`` it sees, and gnubg uses ``-1`` both for
  "off" and for "no more moves". So a tuple stops right after the *from* point of its first
  bear-off: 6/off 6/4 and 6/off 5/3 are both reported as ``(6,)``; 5/4 4/off as ``(5, 4, 4)``.
  ``gnubg.movetupletostring`` then prints only the truncated part.
* No function in the module applies a move to a board or returns the resulting board.
  ``score`` is the cubeless 0-ply equity of the resulting position for the mover; it equals
  ``-gnubg.evaluate(result_board_swapped, cubeinfo, evalcontext)[5]`` to within ~1e-6 (float32).

So the resulting position of a play is computed here from its tuple when the tuple is known to be
complete:

* even length: no bear-off, the tuple is the whole play;
* odd length (it stopped at a bear-off): complete when the moves seen (including that bear-off)
  already number as many as the play must use, i.e. 2 (4 for doubles), or as many as a complete
  (even-length) play of the same roll uses (all legal plays use the same number of dice), or when
  that bear-off removed the mover's last checker.

Plays whose result cannot be derived are still counted, and their ``score`` can be compared with
``gnubg_score_of_result`` of a candidate result.

Result Position IDs are given **as seen by the next side on roll** (the mover's opponent), which is
what ``Position.position_id()`` returns for ``play.result`` in bglearn.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

try:
    import gnubg as _gnubg
except ImportError:  # pragma: no cover - depends on the environment
    _gnubg = None

BAR = 25


def gnubg_available() -> bool:
    """True when the ``gnubg`` module imports."""
    return _gnubg is not None


@functools.lru_cache(maxsize=1)
def _contexts():
    # cubeinfo(): money game, centred cube. evalcontext(cubeful=0, plies=0, deterministic=1,
    # prune=0, noise=0.0): plain 0-ply neural-net evaluation, no noise.
    return _gnubg.cubeinfo(), _gnubg.evalcontext(0, 0, 1, 0, 0.0)


@dataclass(frozen=True)
class GnubgPlay:
    move: tuple  # gnubg's (possibly truncated) move tuple
    text: str  # gnubg.movetupletostring (truncated like the tuple)
    score: float  # 0-ply cubeless equity of the result, mover's view
    result_id: str | None  # Position ID of the result as seen by the next side on roll, or None


def board_from_id(position_id: str):
    """gnubg board (side not on roll, side on roll) for a Position ID."""
    return _gnubg.positionfromid(position_id)


def apply_move_tuple(board, move: tuple, *, complete: bool = True):
    """Apply a gnubg move tuple to ``board`` and return the board *as seen by the next side on
    roll* (``[0]`` = the mover, ``[1]`` = the opponent). An odd-length tuple's last element is a
    checker borne off. Raises ``ValueError`` if a move starts where the mover has no checker or
    lands on a point the opponent holds (which would mean this file misreads gnubg)."""
    me = list(board[1])
    opp = list(board[0])
    pairs = [(move[i], move[i + 1] if i + 1 < len(move) else 0) for i in range(0, len(move), 2)]
    for frm, to in pairs:
        if not 1 <= frm <= BAR or me[frm - 1] == 0:
            raise ValueError(f"move {frm}/{to} in {move}: no checker on {frm}")
        me[frm - 1] -= 1
        if to <= 0:  # borne off
            continue
        theirs = 24 - to  # the opponent's index for the mover's point `to`
        if opp[theirs] >= 2:
            raise ValueError(f"move {frm}/{to} in {move}: point held by the opponent")
        if opp[theirs] == 1:  # hit
            opp[theirs] = 0
            opp[24] += 1
        me[to - 1] += 1
    return (tuple(me), tuple(opp))


def _dice_used_by_complete_play(moves, dice) -> int | None:
    even = {len(m) // 2 for m in moves if len(m) % 2 == 0}
    if len(even) > 1:
        raise AssertionError(f"gnubg plays for {dice} use different numbers of dice: {moves}")
    return even.pop() if even else None


@functools.lru_cache(maxsize=200_000)
def gnubg_plays(position_id: str, dice: tuple[int, int]) -> tuple[GnubgPlay, ...]:
    """All legal plays gnubg finds for the side on roll in ``position_id`` with ``dice``."""
    board = board_from_id(position_id)
    cube, ctx = _contexts()
    found = _gnubg.findbestmoves(board, cube, ctx, tuple(dice))
    moves = [tuple(f["move"]) for f in found]
    most = 4 if dice[0] == dice[1] else 2
    complete_len = _dice_used_by_complete_play(moves, dice)
    plays = []
    for f, move in zip(found, moves, strict=False):
        result_id = None
        derivable = len(move) % 2 == 0
        after = apply_move_tuple(board, move)
        if not derivable:
            seen = (len(move) + 1) // 2
            derivable = seen == most or seen == complete_len or sum(after[0]) == 0
        if derivable:
            result_id = _gnubg.positionid(after)
        plays.append(GnubgPlay(move, _gnubg.movetupletostring(move, board), f["score"], result_id))
    return tuple(plays)


def gnubg_play_count(position_id: str, dice: tuple[int, int]) -> int:
    """Number of distinct legal plays (distinct resulting positions) according to gnubg."""
    return len(gnubg_plays(position_id, dice))


def gnubg_result_ids(position_id: str, dice: tuple[int, int]) -> set[str] | None:
    """Position IDs (as seen by the next side on roll) of all resulting positions, or None when
    the result of at least one play cannot be derived from gnubg's truncated move tuples.
    ``gnubg_plays`` gives the derivable part in that case."""
    plays = gnubg_plays(position_id, dice)
    ids = {p.result_id for p in plays}
    if None in ids:
        return None
    return ids


def gnubg_score_of_result(result_id: str) -> float:
    """0-ply cubeless equity, from the mover's view, of a result given as a Position ID as seen by
    the next side on roll; comparable (to ~1e-6) with ``GnubgPlay.score``."""
    cube, ctx = _contexts()
    return -_gnubg.evaluate(_gnubg.positionfromid(result_id), cube, ctx)[5]

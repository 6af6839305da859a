"""A match's record as people read it: :func:`game_notation` writes one game's turns in numbered
rows (``1. 31: 8/5 6/5   64: 24/18 13/9``), :func:`position_ids` gives the position as a
Position ID and an XGID.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from ..engine.constants import BLACK, WHITE, side_name
from ..engine.position import XGID
from ..errors import BglearnError, InputError
from ..play.game import Game

__all__ = ["game_notation", "position_ids"]

_KINDS = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}


def game_notation(game: Game, number: int = 1, names: Mapping[int, str] | None = None) -> str:
    """One game's record: a heading, then numbered rows of the first player's turn and the other's.

    Each turn is ``dice: play`` from its mover's view (``31: 8/5 6/5``; ``66: cannot move``), cube
    actions are written ``Doubles => 2``, ``Takes``, ``Drops``; a closed-out turn ``(closed out)``;
    the last line says who won what.

    Parameters
    ----------
    game : Game
        Any game, finished or not.
    number : int
        The game's number in the match (from 1).
    names : dict, optional
        ``{WHITE: name, BLACK: name}``; default the side names.

    Raises
    ------
    InputError
        If ``game`` is not a :class:`bglearn.Game`.
    """
    if not isinstance(game, Game):
        raise InputError(f"game_notation takes a bglearn.Game, not {type(game).__name__}")

    def name(side: int) -> str:
        return str(names[side]) if names and side in names else side_name(side)

    entries: list[tuple[int, str]] = []
    for event in game.history:
        side, kind, dice = event.side, event.action, event.dice
        roll = f"{max(dice)}{min(dice)}" if dice else ""
        if kind == "play":
            entries.append((side, f"{roll}: {event.play}"))
        elif kind == "pass":
            entries.append((side, f"{roll}: cannot move"))
        elif kind == "closed out":
            entries.append((side, "(closed out)"))
        elif kind == "double":
            entries.append((side, "Doubles"))
        elif kind in ("take", "drop", "beaver", "decline"):
            entries.append((side, kind.capitalize() + "s"))
        elif kind == "resign offer":
            entries.append((side, f"Offers to resign ({event.kind})"))
        elif kind == "resign":
            entries.append((side, f"Resigns ({event.kind})" if event.kind else "Resigns"))
        else:  # (an automatic double, and any other action)
            entries.append((side, kind.capitalize()))
    first = entries[0][0] if entries else game.position.on_roll
    rows: list[dict[int, str]] = []
    for side, text in entries:
        if not rows or side in rows[-1] or (side == first and rows[-1]):
            rows.append({})
        rows[-1][side] = text
    width = max([len(r.get(first, "")) for r in rows] + [12])
    lines = [f"Game {number}", f"     {name(first):<{width}}   {name(1 - first)}"]
    for i, row in enumerate(rows, start=1):
        lines.append(f"{i:3d}. {row.get(first, '...'):<{width}}   {row.get(1 - first, '')}".rstrip())
    if game.result is not None:
        r = game.result
        lines.append(f"     {name(r.winner)}: {_KINDS[r.kind]}, {r.points} point{'s' if r.points != 1 else ''}")
    return "\n".join(lines)


def position_ids(game: Game, score: tuple[int, int] = (0, 0), length: int = 0) -> str:
    """The game's position as GNU Backgammon's Position ID and an XGID (cube, dice, score, match
    length and Crawford flag included), as a small HTML line: paste either into GNU Backgammon or
    eXtreme Gammon to analyse the position.

    Parameters
    ----------
    game : Game
    score : (int, int)
        White's and Black's points in the match (or money session).
    length : int
        The match length (0 = money play).

    Raises
    ------
    InputError
        If ``game`` is not a :class:`bglearn.Game`.
    """
    if not isinstance(game, Game):
        raise InputError(f"position_ids takes a bglearn.Game, not {type(game).__name__}")
    pos = game.position
    owner = {None: 0, WHITE: 1, BLACK: -1}[game.cube_owner]
    dice = f"{game.dice[0]}{game.dice[1]}" if game.dice else "00"
    log_cube = game.cube_value.bit_length() - 1
    # the max-cube field (log2) is XG's 10 (1,024) unless the cube went past it (up to 12: 4,096)
    record = XGID(pos, log_cube, owner, dice, score[WHITE], score[BLACK], int(game.crawford), length, max(10, log_cube))
    try:
        xgid = pos.xgid(record)
    except BglearnError:  # (a finished match's score, a money score, is no XGID of a match)
        xgid = pos.xgid()
    text = f"Position ID {pos.position_id()} · {xgid}"
    return f'<small class="bg-ids-text">{html.escape(text)}</small>'

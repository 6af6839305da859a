"""A match's record as people read it: :func:`game_notation` writes one game's turns in numbered
rows (``1. 31: 8/5 6/5   64: 24/18 13/9``), :func:`position_ids` gives the position as a
Position ID and an XGID (:func:`game_xgid`).
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from ..engine.constants import BLACK, WHITE, side_name
from ..engine.matchstate import MatchState
from ..engine.position import XGID
from ..errors import BglearnError, InputError
from ..play.game import Game

__all__ = ["KIND_WORDS", "game_notation", "game_xgid", "position_ids", "said"]

#: What each kind of result (or resignation) is called in a sentence.
KIND_WORDS = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}


def game_notation(game: Game, number: int = 1, names: Mapping[int, str] | None = None) -> str:
    """One game's record: a heading, then numbered rows as the saved ``.mat`` numbers them: White's
    (player 1's) turn on the left, Black's on the right (``...`` for an empty left column).

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
    asides: dict[int, list[str]] = {}  # a declined resignation is no row of the .mat: written after the row
    for event in game.history:
        if event.action in ("resign offer", "decline"):
            what = f"{said(name(event.side), 'offers')} to resign" if event.action == "resign offer" else ""
            what = f"{what} ({event.kind})" if what else said(name(event.side), "declines")
            asides.setdefault(len(entries), []).append(what)
            continue
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
        elif kind in ("take", "drop", "beaver"):
            entries.append((side, kind.capitalize() + "s"))
        elif kind == "resign":
            entries.append((side, f"Resigns ({event.kind})" if event.kind else "Resigns"))
        else:  # (an automatic double, and any other action)
            entries.append((side, kind.capitalize()))
    # rows as the saved .mat numbers them: White (player 1) on the left, each White action starts a
    # row, Black's fills the row's right column (so the app's mistake "move N" is row N of both)
    first = WHITE
    rows: list[dict[int, str]] = []
    notes: dict[int, list[str]] = {1: asides[0]} if 0 in asides else {}  # (before the first roll: row 1)
    for index, (side, text) in enumerate(entries):
        if not rows or side in rows[-1] or (side == first and rows[-1]):
            rows.append({})
        rows[-1][side] = text
        for note in asides.get(index + 1, []):
            notes.setdefault(len(rows), []).append(note)
    width = max([len(r.get(first, "")) for r in rows] + [12])
    lines = [f"Game {number}", f"     {name(first):<{width}}   {name(1 - first)}"]
    for i, row in enumerate(rows, start=1):
        line = f"{i:3d}. {row.get(first, '...'):<{width}}   {row.get(1 - first, '')}".rstrip()
        if i in notes:
            line += f"   ({'; '.join(notes[i])})"
        lines.append(line)
    if not rows and 0 in asides:
        lines.append(f"     ({'; '.join(asides[0])})")
    if game.result is not None:
        r = game.result
        lines.append(f"     {name(r.winner)}: {KIND_WORDS[r.kind]}, {r.points} point{'s' if r.points != 1 else ''}")
    return "\n".join(lines)


def position_ids(game: Game, score: tuple[int, int] = (0, 0), length: int = 0) -> str:
    """The game's position as GNU Backgammon's Position ID and an XGID (cube, dice, score, match
    length and Crawford flag included), as a small HTML line: paste either into GNU Backgammon or
    eXtreme Gammon to analyse the position.

    The XGID is :func:`game_xgid`'s; the arguments are its arguments, and a ``game`` that is not a
    :class:`bglearn.Game` raises :class:`~bglearn.InputError` as there.
    """
    if not isinstance(game, Game):
        raise InputError(f"position_ids takes a bglearn.Game, not {type(game).__name__}")
    pos = game.position
    text = f"Position ID {pos.position_id()} · {game_xgid(game, score, length)}"
    return f'<small class="bg-ids-text">{html.escape(text)}</small>'


def game_xgid(game: Game, score: tuple[int, int] = (0, 0), length: int = 0) -> str:
    """The XGID of the game now, as eXtreme Gammon writes it (``XGID=...:1:0:1:D:0:0:3:0:10``).

    The fields follow the game (:meth:`bglearn.XGID.from_match_state` writes them): the cube and
    its owner; the dice rolled, ``00`` before the roll and ``D`` while the side on roll's double
    waits for an answer; in a match the score and the Crawford flag; in money play the
    Jacoby/beaver field (1 the Jacoby rule, 2 beavers, 3 both) and a score of 0-0 (an XGID's
    score fields are a match's: a money session's running total has no place there). A state an
    XGID cannot hold (the match already won, a cube beyond the XGID's largest) gives the board
    and the side on roll alone.

    Parameters
    ----------
    game : Game
    score : (int, int)
        White's and Black's points in the match (ignored in money play).
    length : int
        The match length (0 = money play).

    Raises
    ------
    InputError
        If ``game`` is not a :class:`bglearn.Game`.
    """
    if not isinstance(game, Game):
        raise InputError(f"game_xgid takes a bglearn.Game, not {type(game).__name__}")
    pos = game.position
    money = not length
    try:
        state = MatchState(
            on_roll=pos.on_roll,
            dice=game.dice,
            cube=game.cube_value,
            cube_owner=game.cube_owner,
            match_length=length,
            score=(0, 0) if money else (score[WHITE], score[BLACK]),
            crawford=game.crawford and not money,
            jacoby=game.jacoby and money,
            doubled=game.offered,
        )
        return str(XGID.from_match_state(pos, state, beavers=game.beavers and money))
    except BglearnError:  # (a finished match's score, a cube above the XGID's largest)
        return pos.xgid()


def said(name: str, verb: str = "", *, mid: bool = False) -> str:
    """A player as the subject of a caption, with ``verb`` agreeing: ``'You double'``,
    ``'The computer doubles'``, ``'Anna doubles'`` (``verb`` in its third-person form, ``'doubles'``).

    ``name`` is as a record holds it: the app writes ``'You'`` and ``'Computer'`` against the
    computer, ``'White'`` and ``'Black'`` for two people, a file any names. ``mid=True`` for the
    middle of a sentence (``'you accept'``, ``'the computer accepts'``); no ``verb``: the name alone
    (``'you'``, ``'the computer'`` in the middle of a sentence).
    """
    who = {"You": "you", "Computer": "the computer"}.get(name, name) if mid else name
    if name == "Computer" and not mid:
        who = "The computer"
    if not verb:
        return who
    return f"{who} {verb[:-1] if name == 'You' else verb}"

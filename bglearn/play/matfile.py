"""Read Jellyfish ``.mat`` match records (as exported by GNU Backgammon, XG, Galaxy, Studio ...).

A ``.mat`` file is text: optional ``; [Key "Value"]`` header lines, ``N point match``, then per
game ``Game N``, a score line ``name : score    name : score`` (player 1 on the left, player 2 on
the right) and numbered rows ``  7) 31: 8/5 6/5     Doubles => 2``, each with player 1's action in
the left column and player 2's in the right. Actions: ``dd: moves`` (a roll and its play; empty,
``Cannot Move`` or ``????`` for none), ``Doubles => N``, ``Takes``, ``Drops``, ``Wins N point(s)``,
``Losses N point``.

bglearn reads player 1 as :data:`~bglearn.WHITE` and player 2 as :data:`~bglearn.BLACK`; each
play is read with :func:`bglearn.parse_play` from its mover's view, so :func:`replay` checks every
recorded play against the rules.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..engine.checking import parse_play
from ..engine.constants import BLACK, WHITE
from ..engine.position import Position
from ..engine.rules import game_result, legal_plays
from ..errors import MatError

__all__ = ["Action", "GameRecord", "MatchRecord", "read_mat", "replay"]


class Action(NamedTuple):
    """One entry of a game: ``side`` (WHITE = player 1), ``kind`` (``'roll'``, ``'double'``,
    ``'take'``, ``'drop'``, ``'win'``, ``'loss'``), ``dice`` and ``moves`` (notation, for rolls;
    ``None`` when the roll's play is unknown, written ``????``), ``value`` (cube or points) and
    the source ``line`` number."""

    side: int
    kind: str
    dice: tuple | None = None
    moves: str | None = ""
    value: int | None = None
    line: int = 0


class GameRecord(NamedTuple):
    """A game: its number, the players' scores before it and its actions in order."""

    number: int
    scores: tuple
    actions: list


class MatchRecord(NamedTuple):
    """A whole file: header fields, match length (0 = money session), player names, games."""

    header: dict
    length: int
    players: tuple
    games: list


_HEADER = re.compile(r'^;\s*\[(?P<key>[^"]+?)\s+"(?P<value>.*)"\]\s*$')
_LENGTH = re.compile(r"^\s*(\d+)\s+point match\s*$", re.I)
_GAME = re.compile(r"^\s*Game\s+(\d+)\s*$", re.I)
_SCORES = re.compile(r"^\s*(?P<n1>\S.*?)\s*:\s*(?P<s1>\d+)\s+(?P<n2>\S.*?)\s*:\s*(?P<s2>\d+)\s*$")
_ROW = re.compile(r"^\s*(\d+)\)(.*)$")
_ACTION = re.compile(
    r"(?P<roll>(?P<dice>[1-6][1-6]):(?P<moves>(?:[^:]*?)(?=\s+(?:[1-6][1-6]:|Doubles|Takes|Drops|Wins|Losses|Beavers)|$)))"
    r"|(?P<double>Doubles\s*=>\s*(?P<cube>\d+))|(?P<beaver>Beavers\s*=>\s*(?P<bcube>\d+))"
    r"|(?P<take>Takes)|(?P<drop>Drops)"
    r"|(?P<win>Wins\s+(?P<points>\d+)\s+points?(?:\s+and\s+the\s+match)?)"
    r"|(?P<loss>Losses\s+(?P<lpoints>\d+)\s+points?)",
    re.I,
)


def read_mat(text):
    """Parse a ``.mat`` text into a :class:`MatchRecord`.

    Raises
    ------
    MatError
        If there is no ``N point match`` line, or a game has no score line.
    """
    header = {}
    length = None
    players = None
    games = []
    split_col = None
    game = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if not line.strip():
            continue
        m = _HEADER.match(line)
        if m and length is None:
            header[m.group("key").strip()] = m.group("value")
            continue
        m = _LENGTH.match(line)
        if m and length is None:
            length = int(m.group(1))
            continue
        m = _GAME.match(line)
        if m:
            game = GameRecord(int(m.group(1)), None, [])
            games.append(game)
            continue
        if game is None:
            continue
        if game.scores is None:
            m = _SCORES.match(line)
            if not m:
                raise MatError(f"line {number}: expected the score line 'name : score   name : score', got {line!r}")
            players = players or (m.group("n1"), m.group("n2"))
            split_col = m.start("n2")
            games[-1] = game = GameRecord(game.number, (int(m.group("s1")), int(m.group("s2"))), game.actions)
            continue
        m = _ROW.match(line)
        body, offset = (m.group(2), m.start(2)) if m else (line, 0)
        found = list(_ACTION.finditer(body))
        for i, am in enumerate(found):
            col = offset + am.start()
            if len(found) == 2:
                side = WHITE if i == 0 else BLACK
            else:
                side = BLACK if col >= split_col - 8 else WHITE
            game.actions.append(_action(am, side, number))
    if length is None:
        raise MatError("no 'N point match' line: this is not a .mat match record")
    return MatchRecord(header, length, players or ("", ""), games)


def _action(m, side, line):
    if m.group("roll"):
        d = m.group("dice")
        moves = m.group("moves").strip()
        if moves.lower() == "cannot move":
            moves = ""
        elif moves == "????":
            moves = None
        return Action(side, "roll", (int(d[0]), int(d[1])), moves, None, line)
    if m.group("double"):
        return Action(side, "double", value=int(m.group("cube")), line=line)
    if m.group("beaver"):
        return Action(side, "beaver", value=int(m.group("bcube")), line=line)
    if m.group("take"):
        return Action(side, "take", line=line)
    if m.group("drop"):
        return Action(side, "drop", line=line)
    if m.group("win"):
        return Action(side, "win", value=int(m.group("points")), line=line)
    return Action(side, "loss", value=int(m.group("lpoints")), line=line)


def replay(game):
    """Replay a :class:`GameRecord` from the starting position; yield ``(position, action, play)``.

    Each roll's play is read with :func:`bglearn.parse_play` in the position reached so far
    (``play`` is None for a roll with no legal play, and for a roll whose play is unknown,
    ``????``, which ends the game).

    Raises
    ------
    MatError
        If a recorded play is not legal (the message names the line, position and dice).
    """
    pos = None
    for action in game.actions:
        if action.kind != "roll":
            yield pos, action, None
            continue
        if pos is None:
            pos = Position.start(action.side)
        elif pos.on_roll != action.side:
            pos = pos.pass_turn()  # the other side was closed out and did not roll
        if action.moves is None:
            yield pos, action, None
            return
        try:
            play = parse_play(pos, action.dice, action.moves)
        except ValueError as exc:
            raise MatError(f"line {action.line}: {exc}") from None
        if play is None and legal_plays(pos, action.dice):  # pragma: no cover - parse_play raises
            raise MatError(f"line {action.line}: no play recorded but a legal play exists")
        yield pos, action, play
        pos = play.result if play is not None else pos.pass_turn()
        if game_result(pos) is not None:
            yield pos, Action(1 - pos.on_roll, "end", line=action.line), None

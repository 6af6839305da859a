"""Read Jellyfish ``.mat`` match records (as exported by GNU Backgammon, XG, Galaxy, Studio ...).

A ``.mat`` file is text: optional ``; [Key "Value"]`` header lines, ``N point match``, then per
game ``Game N``, a score line ``name : score    name : score`` (player 1 on the left, player 2 on
the right) and numbered rows ``  7) 31: 8/5 6/5     Doubles => 2``, each with player 1's action in
the left column and player 2's in the right. Actions: ``dd: moves`` (a roll and its play; empty,
``Cannot Move`` or ``????`` for none), ``Doubles => N``, ``Takes``, ``Drops``, ``Wins N point(s)``,
``Losses N point``.

:func:`write_mat` writes a :class:`MatchRecord` back as such a text, the way GNU Backgammon
exports one (each die's move on its own, ``25`` for the bar and ``0`` for off).

bglearn reads player 1 as :data:`~bglearn.WHITE` and player 2 as :data:`~bglearn.BLACK`; each
play is read with :func:`bglearn.parse_play` from its mover's view, so :func:`replay` checks every
recorded play against the rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple, NoReturn, cast

from ..engine.checking import parse_play
from ..engine.constants import BAR, BLACK, WHITE, Dice, side_name
from ..engine.moves import Play
from ..engine.position import Position
from ..engine.rules import GameResult, check_dice, game_result, legal_plays
from ..errors import InputError, MatError

__all__ = ["Action", "GameRecord", "MatchRecord", "read_mat", "replay", "write_mat"]


class Action(NamedTuple):
    """One entry of a game: ``side`` (WHITE = player 1), ``kind`` (``'roll'``, ``'double'``,
    ``'beaver'``, ``'take'``, ``'drop'``, ``'win'``, ``'loss'``; :func:`replay` adds ``'end'``),
    ``dice`` (a pair of ints 1-6, for rolls) and ``moves`` (notation, for rolls; ``''`` for no
    move; ``None`` when the roll's play is unknown or it was not played, written ``????``),
    ``value`` (cube or points) and the source ``line`` number."""

    side: int
    kind: str
    dice: Dice | None = None
    moves: str | None = ""
    value: int | None = None
    line: int = 0


class GameRecord(NamedTuple):
    """A game: its number, the players' scores before it, its actions in order, and the match
    length (0 for money play) that its recorded win is checked against."""

    number: int
    scores: tuple[int, int] | None
    actions: list[Action]
    length: int = 0


class MatchRecord(NamedTuple):
    """A whole file: header fields, match length (0 = money session), player names, games."""

    header: dict[str, str]
    length: int
    players: tuple[str, str]
    games: list[GameRecord]


_HEADER = re.compile(r';\s*\[(?P<key>[^"\s][^"]*?)\s+"(?P<value>[^"]*)"\]\s*')
_LENGTH = re.compile(r"\s*([0-9]+)\s+point match\s*", re.I)
_GAME = re.compile(r"\s*Game\s+([0-9]+)\s*", re.I)
_ROW = re.compile(r"\s*([0-9]+)\)(.*)")
_TOKEN = re.compile(r"\S+")
_NUMBER = re.compile(r"[0-9]{1,4}")  # a match length, a game number
#: Scores, cube values and points won have at most 9 digits (a backgammon at the largest cube,
#: 4,096, is 12,288 points; a money session adds them up).
_POINTS = re.compile(r"[0-9]{1,9}")
_MAX_POINTS = 999_999_999
#: The longest line read: a .mat line is some 80 characters; longer ones are refused, not searched.
MAX_LINE = 1000
#: The longest text read, in characters (a long match's record has some 100,000): checked first.
MAX_TEXT = 20_000_000
# words that start an action; the moves of a roll run until the next one
_KEYWORDS = {"doubles", "beavers", "takes", "drops", "wins", "losses"}


def read_mat(text: str | bytes) -> MatchRecord:
    """Parse a ``.mat`` text into a :class:`MatchRecord`.

    Parameters
    ----------
    text : str or bytes
        The file's text (bytes are read as UTF-8; a byte-order mark is skipped).

    Raises
    ------
    MatError
        If the text is longer than :data:`MAX_TEXT` (checked before it is read), there is no ``N point
        match`` line, a game has no score line, a line is longer than :data:`MAX_LINE`, or anything
        in a game cannot be read: dice that are not two digits 1-6
        (``77:``, ``00:``, ``7a:``), a row cut short (``Doubles =>`` without the cube), a word that
        is not an action. The message names the line. Nothing is skipped silently.
    """
    if isinstance(text, (str, bytes)) and len(text) > MAX_TEXT:
        raise MatError(f"the text has {len(text):,} characters; a match record has at most {MAX_TEXT:,}")
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    if not isinstance(text, str):
        raise MatError(f"read_mat takes the text of a .mat file (str or bytes), not {type(text).__name__}")
    if text.startswith("\ufeff"):
        text = text[1:]
    header: dict[str, str] = {}
    length: int | None = None
    players: tuple[str, str] | None = None
    games: list[GameRecord] = []
    split_col: int | None = None
    game: GameRecord | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if not line.strip():
            continue
        if len(line) > MAX_LINE:
            raise MatError(f"line {number}: {len(line)} characters, far longer than a .mat line; not a match record")
        if length is None:
            m = _HEADER.fullmatch(line)
            if m:
                header[m.group("key").strip()] = m.group("value")
                continue
            m = _LENGTH.fullmatch(line)
            if m:
                length = _count(m.group(1), number, "match length")
                continue
        m = _GAME.fullmatch(line)
        if m:
            game = GameRecord(_count(m.group(1), number, "game number"), None, [], length or 0)
            games.append(game)
            continue
        if game is None:
            continue
        if game.scores is None:
            n1, s1, n2, s2, split_col = _score_line(line, number)
            players = players or (n1, n2)
            games[-1] = game = GameRecord(game.number, (s1, s2), game.actions, game.length)
            continue
        m = _ROW.fullmatch(line)
        body, offset = (m.group(2), m.start(2)) if m else (line, 0)
        found = _row_actions(body, number)
        for i, (col, kind, dice, moves, value) in enumerate(found):
            if len(found) == 2:
                side = WHITE if i == 0 else BLACK
            else:
                assert split_col is not None  # set by the score line, which comes before any row
                side = BLACK if offset + col >= split_col - 8 else WHITE
            last = game.actions[-1] if game.actions else None
            if kind == "take" and last is not None and last.kind == "beaver" and last.side != side:
                continue  # the doubler "takes" the beaver: implied by it (write_mat writes it for gnubg)
            game.actions.append(Action(side, kind, dice, moves, value, number))
    if length is None:
        raise MatError("no 'N point match' line: this is not a .mat match record")
    return MatchRecord(header, length, players or ("", ""), games)


def _count(digits: str, number: int, what: str, pattern: re.Pattern[str] = _NUMBER) -> int:
    if not pattern.fullmatch(digits):
        shown = digits if len(digits) <= 8 else digits[:8] + f"... ({len(digits)} digits)"
        raise MatError(f"line {number}: the {what} {shown} is not a number a match record uses")
    return int(digits)


def _score_line(line: str, number: int) -> tuple[str, int, str, int, int]:
    """``(name 1, score 1, name 2, score 2, column of name 2)`` of ``name : score    name : score``."""
    parts = line.split(":")
    middle = re.fullmatch(r"\s*([0-9]+)\s+(\S(?:.*\S)?)\s*", parts[-2]) if len(parts) >= 3 else None
    first = ":".join(parts[:-2]).strip()
    last = parts[-1].strip() if middle else ""
    if not middle or not first or not last.isdigit() or not last.isascii():
        shown = line if len(line) <= 60 else line[:60] + "..."
        raise MatError(f"line {number}: expected the score line 'name : score   name : score', got {shown!r}")
    column = len(":".join(parts[:-2])) + 1 + middle.start(2)
    s1, s2 = (_count(d, number, "score", _POINTS) for d in (middle.group(1), last))
    return (first, s1, middle.group(2), s2, column)


def _row_actions(body: str, number: int) -> list[tuple[int, str, Dice | None, str | None, int | None]]:
    """The actions of one row (or one line of a game): ``[(column, kind, dice, moves, value), ...]``.

    Every word must belong to an action; anything else is a :class:`MatError` naming the line.
    """
    tokens = [(m.start(), m.group()) for m in _TOKEN.finditer(body)]
    out: list[tuple[int, str, Dice | None, str | None, int | None]] = []
    i = 0

    def bad(what: str) -> NoReturn:
        raise MatError(f"line {number}: {what}")

    def value_after(j: int, word: str) -> int:
        if j >= len(tokens) or not _POINTS.fullmatch(tokens[j][1]):
            bad(f"'{word}' must be followed by a number")
        return int(tokens[j][1])

    while i < len(tokens):
        col, tok = tokens[i]
        word = tok.lower()
        if ":" in tok and word.split(":", 1)[0] not in _KEYWORDS:
            dice, rest = tok.split(":", 1)
            if len(dice) != 2 or not all(c in "123456" for c in dice):
                bad(f"{dice[:8]!r} is not a roll: dice are two digits 1-6, as in '31:'")
            words = [rest] if rest else []
            i += 1
            while i < len(tokens) and tokens[i][1].lower() not in _KEYWORDS and not _is_roll(tokens[i][1]):
                words.append(tokens[i][1])
                i += 1
            moves: str | None
            moves = " ".join(words)
            if moves.lower() == "cannot move":
                moves = ""
            elif moves == "????":
                moves = None
            out.append((col, "roll", (int(dice[0]), int(dice[1])), moves, None))
            continue
        if word in ("doubles", "beavers"):
            if i + 1 >= len(tokens) or tokens[i + 1][1] != "=>":
                bad(f"'{tok}' must be followed by '=> N' (the new cube value)")
            out.append((col, "double" if word == "doubles" else "beaver", None, "", value_after(i + 2, tok + " =>")))
            i += 3
        elif word in ("takes", "drops"):
            out.append((col, "take" if word == "takes" else "drop", None, "", None))
            i += 1
        elif word in ("wins", "losses"):
            points = value_after(i + 1, tok)
            j = i + 2
            if j >= len(tokens) or tokens[j][1].lower() not in ("point", "points"):
                bad(f"'{tok} {points}' must be followed by 'point' or 'points'")
            j += 1
            if word == "wins" and [t.lower() for _, t in tokens[j : j + 3]] == ["and", "the", "match"]:
                j += 3
            out.append((col, "win" if word == "wins" else "loss", None, "", points))
            i = j
        else:
            shown = tok if len(tok) <= 20 else tok[:20] + "..."
            bad(
                f"cannot read {shown!r}: a row holds rolls ('31: 8/5 6/5'), 'Doubles => 2', 'Takes', 'Drops', "
                "'Wins 1 point'"
            )
    return out


def _is_roll(tok: str) -> bool:
    """True for a token that starts a roll (``'31:'``, ``'77:'`` too: the reader then refuses it)."""
    head = tok.split(":", 1)[0]
    return ":" in tok and len(head) == 2 and head.isdigit()


def replay(game: GameRecord) -> Iterator[tuple[Position | None, Action, Play | None]]:
    """Replay a :class:`GameRecord` from the starting position; yield ``(position, action, play)``.

    Each roll's play is read with :func:`bglearn.parse_play` in the position reached so far
    (``play`` is None for a roll with no legal play, and for a roll that was not played).
    ``position`` is None for actions before the first roll.

    A roll is *not played* when its play is unknown (``????``), or when it is written with no move
    although a legal play exists and it is the game's last roll, followed by nothing but the
    result: GNU Backgammon writes a roll and then a resignation as ``63:``. No roll may follow it.

    Closed-out turns: a side on the bar against a closed board does not roll by the rules
    (:class:`bglearn.Game` skips its turn), while many records show a roll with no move for it;
    both are read (the turn passes either way). Any other missing turn is an error.

    A recorded win must be what the game can score: the result of the last play times the cube
    when the game ended by bearing off, else 1, 2 or 3 times the cube (a drop or a resignation);
    in a match a win may also be capped at the match length (as Galaxy records it), and in money
    play a single point for a gammon with the cube never turned (the Jacoby rule). A resignation in
    answer to a double (``Doubles => 8`` and no answer) scores at the cube before the double; 1, 2 or
    3 times the cube offered is read too, as GNU Backgammon exports it (its own import of such a
    file scores the cube before the double).

    Raises
    ------
    MatError
        If a recorded play is not legal (the message names the line, position and dice), a turn
        is missing that the rules do not skip, a roll follows a roll that was not played, or a
        recorded win is not a score the game can have.
    InputError
        If ``game`` is not a :class:`GameRecord` (raised when the first item is asked for).
    """
    if not isinstance(game, GameRecord):
        raise InputError(f"replay takes a GameRecord (one of read_mat(text).games), not {type(game).__name__}")
    pos = None
    cube = 1
    offered = None
    ended = None  # the result when the game ended by bearing off
    unplayed: Action | None = None  # a roll that was not played: the game cannot go on
    actions = game.actions
    for index, action in enumerate(actions):
        if action.kind == "double":
            if action.value != 2 * cube:
                raise MatError(
                    f"line {action.line}: 'Doubles => {action.value}' with the cube on {cube}: "
                    f"a double turns the cube to {2 * cube}"
                )
            offered = action.value
        elif action.kind == "take" and offered is not None:
            cube, offered = offered, None
        elif action.kind == "drop":
            offered = None  # the doubler wins the cube before the double
        elif action.kind == "beaver":
            # read_mat always gives a beaver its cube value; cast only tells mypy so
            cube, offered = cast(int, action.value), None
        elif action.kind == "win":
            _check_win(action, cube, ended, game.length, offered)
        if action.kind != "roll":
            yield pos, action, None
            continue
        if unplayed is not None:
            raise MatError(
                f"line {action.line}: a roll after the roll of line {unplayed.line}, which was not played: "
                "the game cannot go on from there"
            )
        if pos is None:
            pos = Position.start(action.side)
        elif pos.on_roll != action.side:
            if not _closed_out(pos):
                raise MatError(
                    f"line {action.line}: {side_name(pos.on_roll)}'s turn is missing in {pos.position_id()}: "
                    "only a side on the bar against a closed board does not roll"
                )
            pos = pos.pass_turn()  # the other side was closed out and did not roll
        if action.moves is None:
            unplayed = action
            yield pos, action, None
            continue
        try:
            dice = check_dice(action.dice)  # parse_play checks them first too: the same DiceError
            if not action.moves.strip() and legal_plays(pos, dice) and _last_roll(actions, index):
                unplayed = action  # rolled, then resigned (GNU Backgammon writes '63:')
                yield pos, action, None
                continue
            play = parse_play(pos, dice, action.moves)
        except InputError as exc:
            raise MatError(f"line {action.line}: {exc}") from None
        if play is None and legal_plays(pos, dice):  # pragma: no cover - parse_play raises
            raise MatError(f"line {action.line}: no play recorded but a legal play exists")
        yield pos, action, play
        pos = play.result if play is not None else pos.pass_turn()
        ended = game_result(pos, cube)
        if ended is not None:
            yield pos, Action(1 - pos.on_roll, "end", line=action.line), None


def _last_roll(actions: list[Action], index: int) -> bool:
    """True when only a result (``Wins``/``Losses``), or nothing, follows ``actions[index]``."""
    return all(a.kind in ("win", "loss") for a in actions[index + 1 :])


def _closed_out(pos: Position) -> bool:
    """True when the side on roll is on the bar against a closed board (it does not roll)."""
    me, opp = pos.mover_and_opponent()
    return bool(me[BAR]) and all(opp[p] >= 2 for p in range(1, 7))


def _check_win(action: Action, cube: int, ended: GameResult | None, length: int, offered: int | None) -> None:
    if ended is not None:
        allowed = {ended.points}
        if not length and cube == 1:
            allowed.add(1)  # the Jacoby rule of money play
    else:
        allowed = {cube, 2 * cube, 3 * cube}  # a drop, or a resignation
        if offered is not None:
            # a resignation in answer to a double scores at the cube before it; GNU Backgammon's export
            # writes it at the cube offered
            allowed |= {offered, 2 * offered, 3 * offered}
    if length:
        allowed |= {min(points, length) for points in allowed}
    if action.value not in allowed:
        how = f"ended in a {ended.kind}" if ended is not None else "did not end by bearing off"
        values = [str(v) for v in sorted(allowed)]
        scores = values[0] if len(values) == 1 else ", ".join(values[:-1]) + " or " + values[-1]
        raise MatError(
            f"line {action.line}: 'Wins {action.value} points' cannot be: the game {how} with the cube "
            f"on {cube}, so it scores {scores}"
        )


# -- writing ------------------------------------------------------------------------------------

#: The column of player 2's actions in a written row (player 1's start at column 5, after ``"  7) "``).
RIGHT_COLUMN = 33
_ROW_START = 5


def write_mat(record: MatchRecord) -> str:
    """Write a :class:`MatchRecord` as the text of a Jellyfish ``.mat`` file.

    The text is laid out as GNU Backgammon exports a match: the header lines ``; [Key "Value"]``,
    `` N point match``, and per game `` Game N``, the score line and numbered rows with player 1's
    action at column 5 and player 2's at :data:`RIGHT_COLUMN` (wider when a name or a play needs
    it); a row is padded to that column even when player 2's part is empty, and a beaver followed by
    anything but the doubler's roll gets the doubler's ``Takes`` written out (:func:`read_mat` reads it
    as part of the beaver): GNU Backgammon's import misreads either otherwise. Scores and points have
    up to 9 digits. Every game is replayed (:func:`replay`), so only legal plays are written, each spelt as GNU
    Backgammon spells it (``33: 24/21 24/21 6/3* 6/3``, ``25/20``, ``5/0``); a roll with no play
    is written ``63:``, a roll whose play is unknown ``63: ????``. ``read_mat(write_mat(r))``
    gives ``r`` back, except for the source line numbers and the spelling of the plays (they
    reach the same positions). A closed-out turn is written as the record has it: a roll with no
    move (as :meth:`bglearn.Match.to_record` gives it, and GNU Backgammon writes it), or nothing,
    as some files read have it (GNU Backgammon misreads such a file: it has no turn without a
    roll). The players' names are written in each game's score line, so a
    record with no game reads back without names.

    Parameters
    ----------
    record : MatchRecord
        As :func:`read_mat` returns it, or :meth:`bglearn.Match.to_record` makes it.

    Returns
    -------
    str
        The file's text (lines end with ``\\n``).

    Raises
    ------
    MatError
        If ``record`` is not a :class:`MatchRecord`, a game does not replay (an illegal play, a
        wrong cube value, a win the game cannot score: the message names the game, the action and
        its source line where it has one), or a header field, name, number or action cannot be
        written so that it reads back the same (a ``"`` in a header value, a ``:`` in player 2's
        name, a negative score, an action kind :func:`read_mat` does not know ...).
    """
    if not isinstance(record, MatchRecord):
        raise MatError(
            f"write_mat takes a MatchRecord (read_mat or Match.to_record gives one), not {type(record).__name__}"
        )
    header, length, players, games = record
    if not isinstance(header, dict) or not isinstance(games, list):
        raise MatError("a MatchRecord holds a dict of header fields and a list of GameRecord")
    lines: list[str] = []
    for key, value in header.items():
        line = f'; [{key} "{value}"]'
        m = _HEADER.fullmatch(line) if isinstance(key, str) and isinstance(value, str) else None
        if m is None or m.group("key").strip() != key or m.group("value") != value or "\n" in line:
            raise MatError(
                f"the header field {str(key)[:40]!r} = {str(value)[:40]!r} cannot be written as '; [Key \"Value\"]'"
            )
        lines.append(line)
    if lines:
        lines.append("")
    lines += [f" {_number(length, 'the match length')} point match", ""]
    if not (isinstance(players, tuple) and len(players) == 2 and all(isinstance(n, str) for n in players)):
        raise MatError(f"players must be a pair of names, not {players!r}")
    body: list[tuple[str, list[tuple[str, str]]]] = []  # (game line, rows) before the column is known
    right = RIGHT_COLUMN
    for index, game in enumerate(games, start=1):
        if not isinstance(game, GameRecord):
            raise MatError(f"game {index} of the record is a {type(game).__name__}, not a GameRecord")
        where = f"game {index} (Game {game.number})"
        if game.scores is None:
            if game.actions:
                raise MatError(f"{where} has actions but no scores: a game's rows follow its score line")
            body.append((f" Game {_number(game.number, where + ': the game number')}", []))
            continue
        rows = _rows(game, where)
        for left, _ in rows:
            right = max(right, _ROW_START + len(left) + 2)
        right = max(right, len(f" {players[0]} : {game.scores[0]}") + 2)
        body.append((f" Game {_number(game.number, where + ': the game number')}", rows))
    for index, ((game_line, rows), game) in enumerate(zip(body, games, strict=True), start=1):
        lines.append(game_line)
        if game.scores is not None:
            lines.append(_write_score_line(players, game.scores, right, f"game {index} ({game_line.strip()})"))
        for n, (left, right_text) in enumerate(rows, start=1):
            # padded to player 2's column even when that is empty, as GNU Backgammon writes it: its
            # import reads "  3)  Takes" unpadded, before player 2 resigns, as a second double (#22)
            lines.append((f"{n:3d}) " + left).ljust(right) + right_text)
        lines.append("")
    too_long = next((i for i, line in enumerate(lines, start=1) if len(line) > MAX_LINE), None)
    if too_long is not None:
        raise MatError(f"line {too_long} of the written file would have more than {MAX_LINE} characters")
    return "\n".join(lines) + "\n"


def _number(value: object, what: str, top: int = 9999) -> int:
    if type(value) is not int or not 0 <= value <= top:
        raise MatError(f"{what} must be a whole number 0-{top:,} to be written, not {value!r}")
    return value


def _write_score_line(players: tuple[str, str], scores: tuple[int, int], right: int, game: str) -> str:
    if not (isinstance(scores, tuple) and len(scores) == 2):
        raise MatError(f"{game}: scores must be a pair of ints, not {scores!r}")
    s1, s2 = (_number(s, f"{game}: a score", _MAX_POINTS) for s in scores)
    line = f" {players[0]} : {s1}".ljust(right) + f"{players[1]} : {s2}"
    try:
        read = _score_line(line, 0)
    except MatError:
        read = None
    if read is None or read[:4] != (players[0], s1, players[1], s2) or "\n" in line or "\r" in line:
        raise MatError(
            f"{game}: the names {players[0][:40]!r} and {players[1][:40]!r} cannot be written in a score line "
            "'name : score   name : score' (no ':' in player 2's name, none empty or on two lines)"
        )
    return line


def _action_text(action: Action, play: Play | None, where: str) -> str:
    kind = action.kind
    if kind == "roll":
        assert action.dice is not None  # replay has checked the dice
        dice = f"{action.dice[0]}{action.dice[1]}:"
        if action.moves is None:
            return dice + " ????"
        if play is None:
            return dice
        return dice + " " + " ".join(f"{m.from_point}/{m.to_point}{'*' if m.hit else ''}" for m in play.moves)
    if kind in ("double", "beaver", "win", "loss"):
        value = _number(action.value, f"{where}: the value", _MAX_POINTS)
        if kind in ("double", "beaver"):
            return f" {'Doubles' if kind == 'double' else 'Beavers'} => {value}"
        return f" {'Wins' if kind == 'win' else 'Losses'} {value} point{'' if value == 1 else 's'}"
    if kind in ("take", "drop"):
        return " Takes" if kind == "take" else " Drops"
    raise MatError(
        f"{where}: an action of kind {kind!r} cannot be written "
        "(a .mat row holds roll, double, beaver, take, drop, win, loss)"
    )


def _place(rows: list[list[str]], side: int, text: str) -> None:
    """Put ``text`` in ``side``'s column: player 1's starts a row, player 2's fills the last one or starts one."""
    if side == WHITE:
        rows.append([text, ""])
    elif rows and not rows[-1][1]:
        rows[-1][1] = text
    else:
        rows.append(["", text])


def _rows(game: GameRecord, where: str) -> list[tuple[str, str]]:
    """The rows of one game: ``[(player 1's text, player 2's text), ...]`` ('' for an empty column)."""
    rows: list[list[str]] = []
    count = 0
    previous: Action | None = None
    try:
        for _, action, play in replay(game):
            if action.kind == "end":
                continue
            count += 1
            at = f"{where}, action {count}" + (f" (line {action.line})" if action.line else "")
            if not isinstance(action, Action) or action.side not in (WHITE, BLACK):
                raise MatError(f"{at}: an action is an Action of side WHITE or BLACK, not {action!r}")
            text = _action_text(action, play, at)
            if previous is not None and previous.kind == "beaver" and action.kind != "roll":
                # GNU Backgammon's import holds a beaver as a redouble, taken only by the doubler's
                # next roll: before anything else (a resignation) the take is written out (#22)
                _place(rows, 1 - previous.side, " Takes")
            previous = action
            _place(rows, action.side, text)
    except MatError as exc:
        message = str(exc).removeprefix("line 0: ")  # a record not read from a file has no lines
        raise MatError(message if message.startswith(where) else f"{where}: {message}") from None
    except (AttributeError, TypeError, ValueError) as exc:  # a hand-made record of the wrong shape
        raise MatError(f"{where}: not a game record bglearn can write ({type(exc).__name__}: {exc})") from None
    return [(left, right) for left, right in rows]

"""GNU Backgammon (PyPI package ``gnubg``) as the judge of ``.mat`` files: import one, compare it with a record.

Facts about the ``gnubg`` module this file relies on (checked by hand):

* ``gnubg.command("import mat FILE")`` reads a Jellyfish ``.mat`` file into the current match (it
  replaces the one before; it prints a board on stdout). ``gnubg.command("export match mat FILE")``
  writes the current match back as a ``.mat`` file.
* ``gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)`` gives ``{"match-info": ...,
  "games": [{"info": {...}, "game": [record, ...]}, ...]}``. ``match-info`` has ``X`` / ``O`` names
  (X is player 1, the left column: bglearn's White) and ``match-length``. A game's ``info`` has
  ``score-X``, ``score-O`` (before the game), ``winner`` (``"X"``, ``"O"`` or None), ``points-won`` and
  ``resigned``. Its records are dicts with ``action`` and ``player``: ``"move"`` with ``dice`` and
  ``move`` (pairs ``(from, to)`` in the mover's numbering, 25 the bar, 0 off; ``()`` for no move) and
  ``board`` (the Position ID before the move), ``"set"`` with ``dice`` (a roll that was not played),
  ``"double"``, ``"take"``, ``"drop"`` and ``"resign"`` with ``points`` (1, 2 or 3: single, gammon,
  backgammon, before the cube). A beaver (``Beavers => 4``) is imported as a double by the taker
  and a take by the doubler.
* A roll written as not played (``63: ????``, a roll and then a resignation) whose play is forced is
  imported as that play: gnubg makes forced moves itself (``set automatic move off`` does not change
  it). The comparison accepts that.
* A turn missing in the file (a closed-out side written with no roll, as some records have it)
  is read as two moves in a row by the other side, and gnubg then applies the later moves to the
  wrong board: the ``board`` that ``gnubg.match`` reports is not the game any more. So ``board``
  is checked only up to a game's first missing turn. (bglearn's ``Match.to_record`` writes a
  closed-out turn as a roll with no move, which gnubg reads right.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import bglearn as bg
from bglearn.play import MatchRecord

_SIDE = {"X": bg.WHITE, "O": bg.BLACK}


def gnubg_import(gnubg: Any, text: str, folder: Path) -> dict[str, Any]:
    """Import ``text`` as a ``.mat`` file into GNU Backgammon; return ``gnubg.match(...)`` of it."""
    path = folder / "bglearn_import.mat"
    path.write_text(text, encoding="utf-8")
    gnubg.command(f"import mat {path}")
    return gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)


def gnubg_export(gnubg: Any, text: str, folder: Path) -> str:
    """Import ``text`` into GNU Backgammon and return the ``.mat`` text it exports for it."""
    gnubg_import(gnubg, text, folder)
    out = folder / "bglearn_export.mat"
    if out.exists():
        out.unlink()
    gnubg.command(f"export match mat {out}")
    return out.read_text(encoding="utf-8", errors="replace")


def _ours(game: bg.play.GameRecord) -> tuple[list[tuple[Any, ...]], dict[str, Any]]:
    """bglearn's events of a game as gnubg lists them, and its result as gnubg's ``info``."""
    events: list[tuple[Any, ...]] = []
    cube = offered = 1
    winner = points = None
    dropped = False
    ended = False
    for pos, action, play in bg.replay(game):
        side = action.side
        if action.kind == "roll":
            assert pos is not None
            dice = tuple(sorted(action.dice))
            if play is None and (action.moves is None or bg.legal_plays(pos, action.dice)):
                events.append(("set", side, dice, pos, action.dice))
            else:
                events.append(("move", side, dice, pos, play))
        elif action.kind in ("double", "take", "drop"):
            events.append((action.kind, side))
            if action.kind == "double":
                offered = action.value
            elif action.kind == "take":
                cube = offered  # a resignation in answer to a double is at the cube before it
            dropped = action.kind == "drop"
        elif action.kind == "beaver":
            # gnubg's import holds a beaver as the taker's double (redouble) and the doubler's take
            events += [("double", side), ("take", 1 - side)]
            cube = action.value
        elif action.kind == "end":
            ended = True
        elif action.kind == "win":
            winner, points = side, action.value
    if winner is not None and not dropped and not ended:
        # a resignation: gnubg records its kind, 1-3 before the cube (a capped win rounds up)
        events.append(("resign", 1 - winner, -(-points // cube)))
    return events, {"winner": winner, "points-won": points}


def compare_with_gnubg(record: MatchRecord, imported: dict[str, Any]) -> int:
    """Assert that GNU Backgammon's import holds ``record``'s games; return the number of checker plays compared.

    Compared game by game: the scores before it, each roll (side, dice; for a play the position
    before it and the position that gnubg's move reaches from it), every double, take, drop and
    resignation (its side and kind), the winner and the points won.
    """
    info = imported["match-info"]
    assert info["match-length"] == record.length
    games = imported["games"]
    assert len(games) == len(record.games), (len(games), len(record.games))
    plays = 0
    for number, (game, theirs) in enumerate(zip(record.games, games, strict=True), start=1):
        where = f"game {number}"
        ginfo = theirs["info"]
        if game.scores is not None:
            assert (ginfo["score-X"], ginfo["score-O"]) == game.scores, where
        ours, result = _ours(game)
        got: list[tuple[Any, ...]] = []
        for rec in theirs["game"]:
            side = _SIDE[rec["player"]]
            kind = rec["action"]
            if kind == "move":
                got.append(("move", side, tuple(sorted(rec["dice"])), rec["move"], rec.get("board")))
            elif kind == "set":
                got.append(("set", side, tuple(sorted(rec["dice"]))))
            elif kind in ("double", "take", "drop"):
                got.append((kind, side))
            elif kind == "resign":
                got.append(("resign", side, rec["points"]))
            else:  # pragma: no cover - an action this file does not know
                raise AssertionError(f"{where}: gnubg action {rec!r}")
        assert len(got) == len(ours), (where, len(got), len(ours))
        previous = None
        skipped = False
        for i, (mine, them) in enumerate(zip(ours, got, strict=True)):
            at = f"{where}, event {i + 1}: {mine[:3]} vs {them[:3]}"
            if mine[0] == "set" and them[0] == "move":
                # gnubg's import plays a forced move itself, even for a roll written as not played
                (forced,) = bg.legal_plays(mine[3], mine[4])
                assert mine[3].apply_moves(them[3], end_turn=True) == forced.result, at
                previous = mine[1]
                continue
            assert mine[:3] == them[:3], at
            if mine[0] == "move":
                _, side, _, pos, play = mine
                moves, board = them[3], them[4]
                if previous == side:
                    skipped = True
                if not skipped:  # after a missing turn gnubg's ``board`` is not the game's (see above)
                    assert board == pos.position_id(), at
                after = pos.apply_moves(moves, end_turn=True)
                assert after == (play.result if play is not None else pos.pass_turn()), at
                plays += play is not None
            previous = mine[1] if mine[0] in ("move", "set") else previous
        if result["winner"] is not None:
            assert _SIDE.get(ginfo["winner"]) == result["winner"], where
            won = ginfo["points-won"]
            # a record may cap a win at the match length (Galaxy does); gnubg counts it in full
            assert result["points-won"] in (won, min(won, record.length or won)), where
    return plays


def record_key(record: MatchRecord) -> list[Any]:
    """``record`` without source lines and move spellings: what a round trip must keep.

    Each game is replayed; a roll is kept as its side, dice, whether its play is unknown
    (``????``), and the positions before and after its play.
    """
    out: list[Any] = [record.header, record.length, record.players]
    for game in record.games:
        events = [
            (a.side, a.kind, a.dice, a.moves is None, a.value, pos, None if play is None else play.result)
            for pos, a, play in bg.replay(game)
        ]
        out.append((game.number, game.scores, game.length, events))
    return out

"""bglearn.write_mat: the layout of a written .mat file, and records it refuses (a MatError saying why)."""

from __future__ import annotations

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, MatError
from bglearn.play import Action, GameRecord, MatchRecord

_TEXT = (
    '; [Site "bglearn"]\n\n 3 point match\n\n Game 1\n Alice : 0                       Bob : 0\n'
    "  1) 31: 8/5 6/5                 52: 13/8 13/11\n"
    "  2)  Doubles => 2                Takes\n"
    "  3) 66: 24/18(2) 13/7(2)        21:\n"
    "                                 Wins 2 points\n"
)


def test_written_as_gnubg_exports_a_match():
    record = bg.read_mat(_TEXT)
    text = bg.write_mat(record)
    assert text.splitlines() == [
        '; [Site "bglearn"]',
        "",
        " 3 point match",
        "",
        " Game 1",
        " Alice : 0                       Bob : 0",
        "  1) 31: 8/5 6/5                 52: 13/8 13/11",
        "  2)  Doubles => 2                Takes",
        "  3) 66: 24/18 24/18 13/7 13/7   21:",  # each die's move on its own; a roll not played: no move
        "  4)                              Wins 2 points",
        "",
    ]
    back = bg.read_mat(text)
    assert [(a.side, a.kind, a.dice, a.value) for a in back.games[0].actions] == [
        (a.side, a.kind, a.dice, a.value) for a in record.games[0].actions
    ]
    assert back.games[0].actions[4].moves == "24/18 24/18 13/7 13/7"  # respelt, the same play


def test_bar_off_hits_unknown_plays_and_long_names_are_written_so_they_read_back():
    text = (
        " 0 point match\n\n Game 1\n A very long name for the first player : 0      b : 0\n"
        "  1) 31: 8/5 6/5                 64: 24/18 13/9\n"
        "  2) 61: 13/7* 8/7               55: ????\n"
        "                                 Wins 1 point\n"
    )
    record = bg.read_mat(text)
    written = bg.write_mat(record)
    assert "  2) 61: 13/7* 8/7" in written and "55: ????" in written
    again = bg.read_mat(written)
    assert again.players == record.players
    assert [(a.side, a.kind, a.dice, a.moves is None, a.value) for a in again.games[0].actions] == [
        (a.side, a.kind, a.dice, a.moves is None, a.value) for a in record.games[0].actions
    ]


def _record(*actions, players=("a", "b"), header=None, scores=(0, 0), length=3):
    return MatchRecord(header or {}, length, players, [GameRecord(1, scores, list(actions), length)])


OPEN = Action(WHITE, "roll", (3, 1), "8/5 6/5")


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ("not a record", "takes a MatchRecord"),
        (_record(OPEN, header={"Site": 'say "hi"'}), "header field 'Site'"),
        (_record(OPEN, header={"": "x"}), "header field"),
        (_record(OPEN, players=("a", "b:c")), "names 'a' and 'b:c' cannot be written"),
        (_record(OPEN, players=("", "b")), "cannot be written in a score line"),
        (_record(OPEN, players=("a\nb", "c")), "cannot be written"),
        (_record(OPEN, scores=(-1, 0)), "game 1 .*a score must be a whole number"),
        (_record(OPEN, length=-3), "match length must be a whole number"),
        (_record(Action(WHITE, "roll", (3, 1), "8/5 6/4")), "game 1 \\(Game 1\\): .*illegal play '8/5 6/4'"),
        (_record(OPEN, Action(BLACK, "double", value=4)), "game 1 .*'Doubles => 4' with the cube on 1"),
        (_record(OPEN, Action(BLACK, "shrug")), "action 2: an action of kind 'shrug' cannot be written"),
        (_record(Action(WHITE, "roll", (7, 1), "8/1")), "game 1 .*each die is an int"),
        (_record(OPEN, Action(BLACK, "win", value=5)), "'Wins 5 points' cannot be"),
        (MatchRecord({}, 3, ("a", "b"), [GameRecord(1, None, [OPEN])]), "actions but no scores"),
        (MatchRecord({}, 3, ("a", "b"), ["game"]), "game 1 of the record is a str"),
        (MatchRecord({}, 3, ("a",), []), "players must be a pair"),
    ],
)
def test_a_record_that_cannot_be_written_is_a_mat_error_saying_why(record, words):
    with pytest.raises(MatError, match=words):
        bg.write_mat(record)


def test_an_error_names_the_source_line_of_a_record_read_from_a_file():
    record = bg.read_mat(" 3 point match\n\n Game 1\n a : 0                           b : 0\n  1) 31: 8/5 6/5\n")
    game = record.games[0]
    bad = game._replace(actions=[game.actions[0]._replace(moves="8/5 6/4")])
    with pytest.raises(MatError, match="game 1 \\(Game 1\\): line 5: illegal play"):
        bg.write_mat(record._replace(games=[bad]))


def test_a_game_with_no_rows_and_no_record_at_all():
    assert bg.write_mat(MatchRecord({}, 0, ("", ""), [])) == " 0 point match\n\n"
    empty = MatchRecord({}, 5, ("", ""), [GameRecord(1, None, [], 5)])
    assert bg.read_mat(bg.write_mat(empty)) == empty

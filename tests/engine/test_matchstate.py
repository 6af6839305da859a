"""bglearn.MatchState and GNU Backgammon Match IDs: the manual's example, defaults, impossible
states and malformed IDs (each with its own message). Checked against GNU Backgammon itself in
test_matchid_against_gnubg.py."""

import pytest

import bglearn as bg
from bglearn import BLACK, WHITE, MatchState


def test_the_gnu_backgammon_manual_example():
    # manual, "A technical description of the Match ID": 9-point match, score 2-4, player 0
    # (O, Black) holds a 2-cube, player 1 (X, White) has rolled 52
    state = MatchState.from_match_id("QYkqASAAIAAA")
    assert state == MatchState(
        on_roll=WHITE, dice=(5, 2), cube=2, cube_owner=BLACK, match_length=9, score=(4, 2), jacoby=True
    )
    assert state.match_id() == "QYkqASAAIAAA"


def test_defaults_and_known_ids():
    assert MatchState().match_id() == "cAkAAAAAAAAE"  # money, centred cube, White to roll, Jacoby off
    assert MatchState(jacoby=True).match_id() == "cAkAAAAAAAAA"  # GNU Backgammon's own default setting
    assert MatchState(dice=(2, 5)).dice == (5, 2)  # stored high first, as the ID writes it
    assert MatchState(doubled=True).turn == BLACK
    assert MatchState(resigned=2).resigner == WHITE
    assert MatchState.from_match_id("  cAkAAAAAAAAA\n") == MatchState(jacoby=True)


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"match_length": 5, "score": (6, 0)}, "beyond a 5-point match"),
        ({"match_length": 5, "score": (5, 0)}, "already won"),
        ({"cube_owner": WHITE}, "cannot own the cube while it is at 1"),
        ({"crawford": True}, "no Crawford game in money play"),
        ({"crawford": True, "match_length": 5, "score": (2, 2)}, "one point short"),
        ({"crawford": True, "match_length": 5, "score": (4, 4)}, "one point short"),
        ({"crawford": True, "match_length": 1}, "one point short"),
        ({"crawford": True, "match_length": 5, "score": (4, 0), "cube": 2}, "without the cube"),
        ({"cube": 3}, "power of 2"),
        ({"cube": 65536}, "power of 2"),
        ({"dice": (0, 3)}, "pair of ints 1-6"),
        ({"dice": "31"}, "pair of ints 1-6"),
        ({"doubled": True, "dice": (3, 1)}, "before rolling"),
        # (in money play that is a beaver waiting for the doubler's answer: read, as GNU Backgammon prints it)
        ({"doubled": True, "cube": 2, "cube_owner": BLACK, "match_length": 7}, "Black owns the cube"),
        ({"doubled": True, "game_state": "over"}, "a double cannot be pending"),
        ({"resigned": 1, "game_state": "dropped"}, "a resignation cannot be pending"),
        ({"cube": 2, "cube_owner": BLACK, "dice": (3, 1), "doubled": True}, "before rolling"),
        ({"resigned": 1, "game_state": "over"}, "only while playing"),
        ({"game_state": "finished"}, "game_state must be one of"),
        ({"match_length": 65}, r"0 \(money play\) to 64"),
        ({"on_roll": 2}, "on_roll must be"),
        ({"jacoby": 1}, "True or False"),
    ],
)
def test_impossible_states_are_refused(fields, message):
    with pytest.raises(bg.MatchStateError, match=message):
        MatchState(**fields)


@pytest.mark.parametrize(
    "text, message",
    [
        ("cAkAAAAAAAA", "is not a GNU Backgammon Match ID"),
        ("cAkAAAAAAAAA!", "is not a GNU Backgammon Match ID"),
        ("cAkAAAA-AAAA", "is not a GNU Backgammon Match ID"),
        ("x" * 900, r"\.\.\. \(900 characters\)"),
        ("x" * 10_000, "12 characters, not 10000 characters"),  # past the cap: refused before it is read
        # one field changed from cAkAAAAAAAAA (bits set by hand)
        ("YAkAAAAAAAAA", "cube owner field is 2"),
        ("cA0AAAAAAAAA", "game state field is 5"),
        ("cIkHAAAAAAAA", "a die reads 7"),
        ("cIkBAAAAAAAA", "one die is rolled"),
        ("cIkUAAAAAAAA", "lower first"),
        ("cAkAAAAAAABA", "last five bits"),
        ("cAkgCAAAAAAA", "a match to 65 points"),
        ("UAkAAAAAAAAA", "impossible match state: White cannot own the cube"),
        ("8AkAAAAAAAAA", "no Crawford game in money play"),
    ],
)
def test_malformed_match_ids_are_refused(text, message):
    with pytest.raises(bg.MatchIdError, match=message) as info:
        MatchState.from_match_id(text)
    assert isinstance(info.value, bg.PositionIdError)


def test_not_a_string():
    with pytest.raises(bg.MatchIdError, match="not int"):
        MatchState.from_match_id(12)


def test_replace_and_xgid_round_trip():
    state = MatchState(match_length=7, score=(2, 3), cube=2, cube_owner=BLACK, dice=(6, 4))
    assert state.replace(dice=None).dice is None
    with pytest.raises(bg.MatchStateError, match="no field 'colour'"):
        state.replace(colour=1)
    record = bg.XGID.from_match_state(bg.Position.start(), state)
    assert str(record) == "XGID=-b----E-C---eE---c-e----B-:1:-1:1:64:2:3:0:7:10"
    assert record.match_state() == state
    with pytest.raises(bg.MatchStateError, match="White on roll, the match state Black"):
        bg.XGID.from_match_state(bg.Position.start(), state.replace(on_roll=BLACK))
    with pytest.raises(bg.MatchStateError, match="no resignation pending"):
        bg.XGID.from_match_state(bg.Position.start(), MatchState(resigned=1))
    with pytest.raises(bg.MatchStateError, match="beaver"):
        bg.parse_xgid("XGID=-b----E-C---eE---c-e----B-:1:0:1:B:0:0:2:0:10").match_state()

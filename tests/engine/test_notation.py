"""Move notation: canonical formatting of plays, generous parsing, and the errors for bad text."""

import pytest
from helpers import plays_of

import bglearn as bg
from bglearn import BLACK, WHITE, Move, Position

START = Position.start()
# White on the bar; Black blot on White's 22-point (Black's 3), the rest of the start
BAR_BLOT = Position.from_points(white={"bar": 1, 6: 5, 8: 3, 13: 5, 24: 1}, black={3: 1, 6: 5, 8: 3, 13: 5, 24: 1})
# White bearing off: 2 on the 6, 2 on the 3 (11 off); Black far away on its 24-point
BEAR_OFF = Position.from_points(white={6: 2, 3: 2}, black={24: 2})


# --- Move -----------------------------------------------------------------------------------


def test_move_str_in_players_notation():
    assert str(Move(13, 8)) == "13/8"
    assert str(Move(25, 22, True)) == "bar/22*"
    assert str(Move(6, 0)) == "6/off"


def test_move_repr_is_a_constructor_call():
    m = Move(13, 8, False)
    assert repr(m) == "Move(from_point=13, to_point=8, hit=False)"
    assert eval(repr(m), {"Move": Move}) == m


# --- formatting plays -----------------------------------------------------------------------


def test_opening_3_1_plays_in_canonical_notation():
    # higher starting point first; one checker using both dice is one path (24/20, 13/9)
    assert plays_of(START, (3, 1)) == [
        "13/10 6/5",
        "13/10 8/7",
        "13/9",
        "24/20",
        "24/21 6/5",
        "24/21 8/7",
        "24/23 13/10",
        "24/23 24/21",
        "24/23 6/3",
        "24/23 8/5",
        "6/2",
        "6/5 6/3",
        "8/4",
        "8/5 6/5",
        "8/7 6/3",
        "8/7 8/5",
    ]


def test_repeated_moves_are_grouped_with_a_count():
    play = bg.parse_play(START, (3, 3), "6/3 8/5 6/3 8/5")
    assert str(play) == "8/5(2) 6/3(2)"
    assert repr(play) == "<Play 8/5(2) 6/3(2)>"
    assert len(play.moves) == 4


def test_one_checker_using_both_dice_is_written_as_one_move():
    play = bg.parse_play(START, (6, 5), "24/18 18/13")
    assert str(play) == "24/13"
    assert play.notation(explicit=True) == "24/18/13"


def test_bear_off_is_written_off():
    assert plays_of(BEAR_OFF, (6, 3)) == ["6/3 6/off", "6/off 3/off"]


def test_hit_is_marked_with_a_star():
    assert str(bg.parse_play(BAR_BLOT, (3, 1), "bar/22 24/23")) == "bar/22* 24/23"


# --- parsing: generous ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "pos, dice, text, canonical",
    [
        (START, (6, 2), "24/18 13/11", "24/18 13/11"),
        (START, (6, 2), "13/11 24/18", "24/18 13/11"),  # moves in any order
        (START, (6, 5), "24/13", "24/13"),  # one checker, both dice
        (START, (6, 5), "24/18/13", "24/13"),  # the stop written out
        (START, (3, 1), "  8/5    6/5  ", "8/5 6/5"),  # extra spaces
        (START, (3, 1), "8/5,6/5", "8/5 6/5"),  # a comma
        (START, (3, 1), "6/5 8/5", "8/5 6/5"),
        (START, (3, 3), "8/5(2) 6/3(2)", "8/5(2) 6/3(2)"),
        (START, (3, 3), "6/3(2) 8/5 (2)", "8/5(2) 6/3(2)"),  # a space before (2)
        (START, (3, 3), "8/5 8/5 6/3 6/3", "8/5(2) 6/3(2)"),
        (BAR_BLOT, (3, 1), "bar/22* 24/23", "bar/22* 24/23"),
        (BAR_BLOT, (3, 1), "bar/22 24/23", "bar/22* 24/23"),  # '*' is optional
        (BAR_BLOT, (3, 1), "25/22 24/23", "bar/22* 24/23"),  # 25 is the bar
        (BAR_BLOT, (3, 1), "BAR/22 24/23", "bar/22* 24/23"),  # any case
        (BEAR_OFF, (6, 3), "6/off 3/off", "6/off 3/off"),
        (BEAR_OFF, (6, 3), "6/0 3/0", "6/off 3/off"),  # 0 is off
        (BEAR_OFF, (6, 3), "3/OFF 6/Off", "6/off 3/off"),
    ],
)
def test_parse_play_accepts_what_players_type(pos, dice, text, canonical):
    play = bg.parse_play(pos, dice, text)
    assert str(play) == canonical
    assert play in bg.legal_plays(pos, dice)
    assert bg.check_play(pos, dice, text).legal


def test_dice_order_does_not_matter_to_parse_play():
    assert bg.parse_play(START, (1, 3), "8/5 6/5") == bg.parse_play(START, (3, 1), "8/5 6/5")


def test_parse_play_round_trips_every_opening_play():
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            for play in bg.legal_plays(START, (d1, d2)):
                assert bg.parse_play(START, (d1, d2), str(play)) == play


def test_empty_text_is_no_move_when_the_roll_cannot_be_played():
    # White on the bar against a closed board
    closed = Position.from_points(white={"bar": 1, 13: 14}, black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2})
    assert bg.parse_play(closed, (6, 6), "") is None
    assert bg.check_play(closed, (6, 6), "").legal


def test_empty_text_is_illegal_when_a_play_exists():
    with pytest.raises(bg.IllegalPlayError) as info:
        bg.parse_play(START, (3, 1), "  ")
    assert info.value.rule == "must-move"


# --- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "hello",
        "13-8",  # not a slash
        "13",  # no destination
        "/8",
        "8/13",  # backwards
        "13/13",  # stands still
        "13/8(5)",  # more than four repeats
        "13/8(0)",
        "30/24",  # no point 30
        "off/5",  # off only ends a move
        "6/bar",  # bar only starts one
        "13/8 6/x",
        "13//8",
    ],
)
def test_unreadable_text_raises_notation_error(text):
    with pytest.raises(bg.NotationError):
        bg.parse_play(START, (5, 3), text)
    with pytest.raises(bg.NotationError):
        bg.check_play(START, (5, 3), text)


@pytest.mark.parametrize("text", [None, 138, ["13/8"]])
def test_non_text_raises_notation_error(text):
    with pytest.raises(bg.NotationError):
        bg.parse_play(START, (5, 3), text)


def test_illegal_play_error_carries_rule_witness_and_a_repro():
    with pytest.raises(bg.IllegalPlayError) as info:
        bg.parse_play(START, (3, 1), "13/10")
    err = info.value
    assert err.rule == "must-use-both-dice"
    assert err.verdict.rule == err.rule
    assert err.witness in bg.legal_plays(START, (3, 1))
    assert len(err.witness.moves) == 2 and err.witness.moves[0].from_point == 13  # keeps 13/10
    text = str(err)
    assert "'13/10'" in text and "4HPwATDgc/ABMA" in text and "3-1" in text


def test_ambiguous_text_raises_ambiguous_play_error_naming_both():
    # White 13 and 14 on its ace point; Black blot on White's 11 (Black's 14); 4-2:
    # 13/7 may go through 11 (hitting) or through 9
    pos = Position.from_points(white={13: 1, 1: 14}, black={14: 1, 6: 14})
    with pytest.raises(bg.AmbiguousPlayError) as info:
        bg.parse_play(pos, (4, 2), "13/7")
    assert sorted(str(p) for p in info.value.plays) == ["13/11*/7", "13/9/7"]
    assert "13/11*/7" in str(info.value) and "13/9/7" in str(info.value)


@pytest.mark.parametrize("dice", [(0, 3), (3, 7), (3,), (3, 1, 2), ("3", 1), True, None, (1.0, 2)])
def test_bad_dice_raise_dice_error(dice):
    with pytest.raises(bg.DiceError):
        bg.parse_play(START, dice, "8/5 6/5")
    with pytest.raises(bg.DiceError):
        bg.check_play(START, dice, "8/5 6/5")
    with pytest.raises(bg.DiceError):
        bg.legal_plays(START, dice)


def test_black_writes_in_its_own_numbering():
    # Black on roll at the start moves 8/5 6/5 with its own point numbers
    pos = Position.start(BLACK)
    play = bg.parse_play(pos, (3, 1), "8/5 6/5")
    assert play.result.checkers(BLACK)[5] == 2
    assert play.result.checkers(WHITE) == pos.checkers(WHITE)

"""Fuzz the position readers: GNU Backgammon Position IDs, XGIDs, ``Position.from_points``,
``Position(...)`` itself, and anything passed as dice.

Each reader gets valid texts from seeded games, random mutations of them (character edits, huge
repeats, Unicode digits, whitespace runs) and values of any type. Asserted: only bglearn's errors
escape (the right one: a :class:`bglearn.PositionIdError` for an ID, a :class:`bglearn.PositionError`
for a position, a :class:`bglearn.DiceError` for dice), messages stay short, and whatever is accepted
is a possible position that writes back to the same text (an XGID exactly, up to the case of the
``XGID=`` prefix and surrounding spaces).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import (
    BAR_POSITIONS,
    BEAR_OFF_POSITIONS,
    FINISHED_POSITIONS,
    call,
    dice_values,
    fuzz,
    mutations,
    odd_values,
    positions,
    positions_and_dice,
)

import bglearn as bg
from bglearn import BLACK, WHITE, Position

# hypothesis warns when it prints a 100,000-character example; the huge repeats are on purpose
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")

START_ID = "4HPwATDgc/ABMA"
START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"

sides = st.one_of(st.sampled_from([WHITE, BLACK]), odd_values)


def _possible(pos):
    for side in (WHITE, BLACK):
        board = pos.checkers(side)
        assert len(board) == 26 and sum(board) == 15 and min(board) >= 0
    w, b = pos.checkers(WHITE), pos.checkers(BLACK)
    assert not any(w[p] and b[25 - p] for p in range(1, 25))


def test_the_seeded_games_reach_the_bar_the_bear_off_and_every_kind_of_win():
    assert len(BAR_POSITIONS) >= 100 and len(BEAR_OFF_POSITIONS) >= 100
    kinds = {bg.game_result(p).kind for p in FINISHED_POSITIONS}
    assert kinds == {"single", "gammon", "backgammon"}


# -- Position IDs ------------------------------------------------------------------------------------


@fuzz(60)
@given(positions)
def test_position_ids_of_game_positions_round_trip(pos):
    pid = pos.position_id()
    assert len(pid) == 14
    assert Position.from_position_id(pid, pos.on_roll) == pos
    assert Position.from_position_id(f"  {pid}\n", pos.on_roll) == pos


ids = st.one_of(positions.map(lambda p: p.position_id()), st.just(START_ID))


@fuzz(500)
@given(st.one_of(mutations(ids), st.text(max_size=20), odd_values), sides)
def test_mutated_position_ids_are_read_or_refused_with_a_position_id_error(text, side):
    out = call(Position.from_position_id, text, side)
    if out.ok:
        pos = out.value
        assert isinstance(pos, Position) and pos.on_roll == side
        _possible(pos)
        # the canonical text reads back to the same position (the last character has 4 spare
        # bits, so a text differing there reads as the same board)
        assert Position.from_position_id(pos.position_id(), side) == pos
        assert pos.position_id()[:13] == text.strip()[:13]
    elif side in (WHITE, BLACK) and type(side) is int:
        assert isinstance(out.error, bg.PositionIdError), out
    else:
        assert isinstance(out.error, bg.PositionError), out


# -- XGIDs -------------------------------------------------------------------------------------------


def _xgid_of(pos, fields):
    record = bg.XGID(pos, *fields)
    return str(record)


xgid_fields = st.one_of(
    st.just(()),
    st.tuples(
        st.integers(0, 3),
        st.sampled_from([0, 1, -1]),
        st.sampled_from(["00", "31", "66", "D", "B", "R"]),
        st.integers(0, 4),
        st.integers(0, 4),
        st.integers(0, 1),
        st.sampled_from([0, 0, 5, 7, 11]),
        st.just(10),
    ),
)
valid_xgids = st.builds(_xgid_of, positions, xgid_fields).filter(
    lambda t: call(bg.parse_xgid, t).ok
)  # random score fields can be impossible (e.g. 4-0 in a 3-point match)


@fuzz(60)
@given(valid_xgids, st.sampled_from(["", " ", "\n", "\t"]), st.sampled_from(["XGID=", "xgid=", "XgId=", ""]))
def test_valid_xgids_round_trip_exactly(text, pad, prefix):
    record = bg.parse_xgid(pad + prefix + text[5:] + pad)
    assert str(record) == text
    assert record.position.xgid(record) == text


# (a board field of thousands of characters quoted whole was a defect:
# test_fuzz_found.py::test_xgid_with_a_huge_board_field_gives_a_short_message)
mutated_xgids = mutations(st.one_of(valid_xgids, st.just(START_XGID)))


@fuzz(700)
@given(st.one_of(mutated_xgids, st.text(max_size=60), odd_values))
def test_mutated_xgids_are_read_exactly_or_refused_with_a_position_id_error(text):
    out = call(bg.parse_xgid, text)
    if not out.ok:
        assert isinstance(out.error, bg.PositionIdError), out
        return
    record = out.value
    _possible(record.position)
    body = text.strip()
    if body[:5].upper() == "XGID=":
        body = body[5:]
    assert str(record) == "XGID=" + body, "an accepted XGID must write back exactly"
    assert call(Position.from_xgid, text).value == record.position


# -- from_points and the Position constructor ---------------------------------------------------------

point_keys = st.one_of(
    st.integers(-2, 27),
    st.sampled_from(["bar", "off", "Bar", "OFF", "25", "", " bar"]),
    st.sampled_from([6.0, True, False, None, (6,), 10**30, float("nan")]),
    st.text(max_size=3),
)
counts = st.one_of(st.integers(0, 15), st.integers(-3, 20), st.sampled_from([1.0, True, None, "2", 10**30, -0.0]))
point_dicts = st.one_of(
    st.dictionaries(st.integers(1, 25), st.integers(0, 4), max_size=8),  # mostly possible
    st.dictionaries(point_keys, counts, max_size=6),
    st.none(),
    odd_values,
)


@fuzz(400)
@given(point_dicts, point_dicts, sides)
def test_from_points_builds_a_possible_position_or_raises_a_position_error(white, black, side):
    out = call(Position.from_points, white, black, side)
    if not out.ok:
        assert isinstance(out.error, bg.PositionError), out
        return
    pos = out.value
    _possible(pos)
    assert pos.on_roll == side
    # what was placed is on the board, the rest is borne off
    for name, given_points, color in (("white", white, WHITE), ("black", black, BLACK)):
        board = pos.checkers(color)
        off = []
        for key, count in (given_points or {}).items():
            index = {"bar": 25, "off": 0}.get(key, key)
            if index == 0:
                off.append(count)
            else:
                assert board[index] >= count, (name, key)
        if off:  # an 'off' count given must be the count borne off
            assert board[0] == sum(off), (name, given_points)
    # and it survives its own text forms
    assert Position.from_position_id(pos.position_id(), side) == pos
    assert bg.parse_xgid(pos.xgid()).position == pos


boards = st.one_of(
    positions.map(lambda p: p.checkers(WHITE)),
    st.lists(st.integers(0, 15), min_size=26, max_size=26),
    st.lists(st.integers(-1, 3), min_size=24, max_size=27),
    odd_values,
)


@fuzz(200)
@given(boards, boards, sides)
def test_position_constructor_takes_26_counts_or_raises_a_position_error(white, black, side):
    out = call(Position, white, black, side)
    if out.ok:
        _possible(out.value)
    else:
        assert isinstance(out.error, bg.PositionError), out


# -- dice -------------------------------------------------------------------------------------------


@fuzz(200)
@given(positions_and_dice, dice_values)
def test_anything_passed_as_dice_is_a_roll_or_a_dice_error(pd, dice):
    pos, _ = pd
    readers = [bg.legal_plays, bg.dice_used, bg.hint]
    results = [call(f, pos, dice) for f in readers]
    results.append(call(bg.check_play, pos, dice, "8/5 6/5"))
    results.append(call(bg.matching_plays, pos, dice, "8/5 6/5"))
    results.append(call(bg.choose_play, pos, dice, "random"))
    try:
        d1, d2 = dice
        good = all(type(d) is int and 1 <= d <= 6 for d in (d1, d2))
    except Exception:
        good = False
    for out in results:
        if good:
            assert out.ok or not isinstance(out.error, bg.DiceError), out
        else:
            assert not out.ok and isinstance(out.error, bg.DiceError), out
    if good:
        plays = results[0].value
        assert results[1].value == (len(plays[0].moves) if plays else 0)
        assert (results[2].value is None) == (not plays)


# -- odd arguments to the other position and engine functions ----------------------------------------
# Known defects kept out (test_fuzz_found.py::test_an_argument_of_the_wrong_type_raises_a_bglearn_error):
# dice_used / game_result of something that is not a Position, apply_moves with moves that are not
# pairs, Position.xgid(record=) that is not an XGID, an rng that is not a random.Random.

moves_lists = st.lists(st.tuples(st.integers(-2, 27), st.integers(-2, 27)), max_size=5)


@fuzz(200)
@given(positions, odd_values, moves_lists, st.one_of(st.sampled_from([1, 2, 4, 64]), odd_values))
def test_odd_arguments_to_position_and_engine_functions(pos, value, moves, cube):
    for out in (
        call(pos.checkers, value),
        call(bg.side_name, value),
        call(bg.legal_plays, value, (3, 1)),
        call(bg.check_play, value, (3, 1), "8/5 6/5"),
        call(bg.choose_play, pos, (3, 1), value),
        call(lambda: list(bg.replay(value))),
        call(bg.game_result, pos, cube),
    ):
        if out.ok:
            continue
        assert isinstance(out.error, bg.InputError), out
    out = call(pos.apply_moves, moves)
    if out.ok:
        _possible(out.value)
        assert out.value.on_roll == pos.on_roll
    else:
        assert isinstance(out.error, bg.PositionError), out

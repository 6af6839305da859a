"""Fuzz the notation reader and the play checker: ``parse_segments``, ``parse_stops``,
``check_play``, ``parse_play`` and ``matching_plays``.

Asserted:

* only :class:`bglearn.NotationError` (not notation), :class:`bglearn.IllegalPlayError` and
  :class:`bglearn.AmbiguousPlayError` escape, with short messages, quickly, whatever the text;
* what the reader accepts is a list of forward checker paths of points 0-25 that reads back the same;
* every legal play's text re-parses to itself, for positions of seeded random games (with checkers
  on the bar and in the bear-off) and every one of the 21 rolls;
* ``check_play`` agrees with ``legal_plays``: a text written from a legal play's moves is legal and
  names that play; a random mutation of it is legal exactly when ``matching_plays`` finds a legal
  play it can mean (and then names the same plays); an illegal verdict has a rule of
  ``bglearn.RULES``, a witness that is a legal play (or none), and ``parse_play`` raises
  :class:`bglearn.IllegalPlayError` with that rule.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from strategies import (
    DICE,
    call,
    fuzz,
    game_positions,
    move_text,
    mutate_text,
    notation_soup,
    odd_values,
    play_texts,
    positions,
    positions_and_dice,
    structural_mutation,
)

import bglearn as bg
from bglearn.engine.notation import parse_segments, parse_stops

# hypothesis warns when it prints a 100,000-character example; the huge repeats are on purpose
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")


@st.composite
def position_dice_text(draw):
    """(position, dice, text): a text of one of its legal plays, mutated more or less, or junk."""
    pos, dice = draw(positions_and_dice)
    if draw(st.integers(0, 9)) == 0:
        dice = draw(st.sampled_from(DICE))
    plays = bg.legal_plays(pos, dice)
    rng = draw(st.randoms(use_true_random=False))
    kind = draw(st.integers(0, 9))
    if plays and kind <= 6:
        text = rng.choice(play_texts(rng.choice(plays), rng))
        if kind <= 2:
            text = structural_mutation(text, rng)
        elif kind <= 5:
            text = mutate_text(text, rng)
        if kind == 6:
            text = mutate_text(structural_mutation(text, rng), rng, edits=1)
    elif kind <= 8:
        text = draw(notation_soup)
    else:
        text = draw(st.one_of(st.text(max_size=20), odd_values))
    return pos, dice, text


def _check_paths(paths):
    assert isinstance(paths, list)
    for path in paths:
        assert len(path) >= 2
        assert all(type(p) is int and 0 <= p <= 25 for p in path)
        assert all(a > b for a, b in zip(path, path[1:], strict=False)), path
        assert 25 not in path[1:] and 0 not in path[:-1]


# -- the reader ----------------------------------------------------------------------------------------


@fuzz(600)
@given(position_dice_text())
def test_notation_reader_reads_forward_paths_or_raises_a_notation_error(pdt):
    _, _, text = pdt
    out = call(parse_segments, text)
    stops = call(parse_stops, text)
    if not out.ok:
        assert isinstance(out.error, bg.NotationError), out
        assert not stops.ok and isinstance(stops.error, bg.NotationError)
        return
    paths = out.value
    _check_paths(paths)
    # the paths written back plainly read the same
    again = " ".join("/".join(str(p) for p in path) for path in paths)
    assert parse_segments(again) == paths
    if len(paths) == 1:
        assert stops.ok and stops.value == tuple(paths[0])
    else:
        assert not stops.ok and isinstance(stops.error, bg.NotationError)


# -- check_play, parse_play, matching_plays agree with legal_plays ---------------------------------------


@fuzz(600)
@given(position_dice_text())
def test_check_play_is_legal_exactly_when_the_text_matches_a_legal_play(pdt):
    pos, dice, text = pdt
    plays = bg.legal_plays(pos, dice)
    verdict = call(bg.check_play, pos, dice, text)
    matched = call(bg.matching_plays, pos, dice, text)
    parsed = call(bg.parse_play, pos, dice, text)
    if not verdict.ok:
        # text that is not notation: every reader says so
        for out in (verdict, matched, parsed):
            assert not out.ok and isinstance(out.error, bg.NotationError), out
        return
    v = verdict.value
    assert matched.ok, matched
    found = matched.value
    assert all(p in plays for p in found)
    if not parse_segments(text):
        assert v.legal == (not plays)  # no move: legal only when nothing can be played
    else:
        assert v.legal == bool(found), (text, v, found)
    if v.legal and found:
        assert set(v.plays) == set(found)
        assert v.ambiguous == (len(found) > 1)
        if len(found) == 1:
            assert v.witness == found[0] and parsed.ok and parsed.value == found[0]
        else:
            assert v.witness is None
            assert isinstance(parsed.error, bg.AmbiguousPlayError), parsed
            assert set(parsed.error.plays) == set(found)
    elif v.legal:
        assert not plays and parsed.ok and parsed.value is None
    else:
        assert v.rule in bg.RULES, v
        assert v.plays == () and isinstance(v.message, str) and v.message
        assert v.witness is None or v.witness in plays
        assert all(type(p) is int and 0 <= p <= 25 for p in v.points)
        assert isinstance(parsed.error, bg.IllegalPlayError), parsed
        assert parsed.error.rule == v.rule


@fuzz(100)
@given(positions_and_dice, st.randoms(use_true_random=False))
def test_a_text_written_from_a_legal_plays_moves_is_that_legal_play(pd, rng):
    pos, dice = pd
    plays = bg.legal_plays(pos, dice)
    if not plays:
        assert bg.check_play(pos, dice, "").legal
        assert bg.parse_play(pos, dice, " ") is None
        return
    for play in rng.sample(plays, min(3, len(plays))):
        for text in play_texts(play, rng) + [move_text(play, rng)]:
            v = bg.check_play(pos, dice, text)
            assert v.legal and play in v.plays, (text, v)
            assert bg.check_play(pos, dice, play).legal
        assert bg.parse_play(pos, dice, play.notation(explicit=True)) == play


# -- every legal play's text re-parses to itself --------------------------------------------------------


@fuzz(30)
@given(st.one_of(game_positions(), positions_and_dice))
def test_every_legal_plays_text_reparses_to_itself_for_every_roll(pd):
    pos, _ = pd
    me = pos.mover_and_opponent()[0]
    event("on the bar" if me[bg.BAR] else "bearing off" if not any(me[7:]) else "other")
    checked = 0
    for dice in DICE:
        plays = bg.legal_plays(pos, dice)
        checked += len(plays)
        assert len(set(plays)) == len(plays)
        for p in plays:
            text = str(p)
            again = bg.parse_play(pos, dice, text)
            assert again == p and again.result == p.result, (pos, dice, text, again)
            assert bg.parse_play(pos, (dice[1], dice[0]), text) == p
    event(f"plays checked: {'<100' if checked < 100 else '<1000' if checked < 1000 else '1000+'}")


# -- a Play of another position or roll --------------------------------------------------------------------


@fuzz(60)
@given(positions_and_dice, positions_and_dice)
def test_a_play_from_another_position_is_judged_by_its_notation(a, b):
    pos, dice = a
    other, other_dice = b
    plays = bg.legal_plays(other, other_dice)
    if not plays:
        return
    play = random.Random(len(plays)).choice(plays)
    out = call(bg.check_play, pos, dice, play)
    assert out.ok, out  # a Play's own notation is always readable
    assert out.value.legal == bool(bg.matching_plays(pos, dice, play.notation(explicit=True)))


@fuzz(80)
@given(positions, odd_values, st.one_of(odd_values, st.just("8/5 6/5")))
def test_odd_arguments_to_the_checker_raise_bglearn_errors(pos, dice, text):
    for fn in (bg.check_play, bg.parse_play, bg.matching_plays):
        call(fn, pos, dice, text)
        call(fn, dice, (3, 1), "8/5 6/5")  # something that is not a Position

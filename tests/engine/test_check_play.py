"""check_play: every rule code, one plain sentence, a legal witness, and the order rules are met in."""

import re

import pytest

import bglearn as bg
from bglearn import Position

START = Position.start()
# White on the bar, the rest of the start position
ON_BAR = Position.from_points(white={"bar": 1, 6: 5, 8: 3, 13: 5, 24: 1}, black={6: 5, 8: 3, 13: 5, 24: 2})
# White one checker on its 8-point, 14 on its 6-point; Black far away
ONE_OUT = Position.from_points(white={8: 1, 6: 14}, black={24: 2})
# White on its 6 and 3 (13 off)
SIX_AND_THREE = Position.from_points(white={6: 1, 3: 1}, black={6: 13})
# White one checker on 24, 14 stuck on the ace point; Black holds White's 13 (its 12)
LAST_BACK = Position.from_points(white={24: 1, 1: 14}, black={12: 2, 2: 13})
# White on the bar against a closed board
CLOSED = Position.from_points(white={"bar": 1, 13: 14}, black={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3})

# rule, position, dice, text, words the message must contain
CASES = [
    ("not-your-checker", START, (3, 1), "7/4 6/5", ["7-point"]),
    ("not-your-checker", START, (3, 1), "12/9 6/5", ["12-point", "opponent"]),
    ("not-your-checker", START, (3, 1), "bar/22 6/5", ["bar"]),
    ("wrong-distance", START, (3, 1), "13/8", ["13/8", "5 pips", "3 and 1"]),
    ("wrong-distance", START, (2, 2), "24/23", ["24/23 is 1 pip,", "2, 2, 2 and 2"]),  # 1 pip, not "1 pips"
    ("blocked-point", START, (5, 2), "24/19 13/11", ["5", "19-point", "Black"]),
    ("blocked-intermediate", START, (5, 5), "24/14 13/3", ["24/14", "19-point"]),
    ("must-enter-first", ON_BAR, (3, 1), "13/10 8/7", ["bar", "13/10"]),
    ("bear-off-not-all-home", ONE_OUT, (6, 5), "6/off 6/1", ["8-point", "15"]),
    ("bear-off-higher-point-occupied", SIX_AND_THREE, (5, 4), "3/off", ["5", "3-point", "6-point"]),
    ("must-use-both-dice", START, (6, 5), "24/18", ["both dice"]),
    ("must-use-higher-die", LAST_BACK, (6, 5), "24/19", ["6", "24/18"]),
    ("must-use-more-dice", START, (6, 6), "24/18(2)", ["6-6", "4"]),
    ("must-move", START, (3, 1), "", ["pass"]),
    ("too-many-moves", START, (3, 1), "8/5 6/5 24/23", ["3-1", "two moves"]),
    ("must-pass", CLOSED, (6, 6), "bar/19", ["6-6", "19-point"]),
]


def one_sentence(text):
    """True when ``text`` is one sentence: it ends with '.' and no '. ' splits it ('e.g.' aside)."""
    body = text.replace("e.g.", "eg")
    return body.endswith(".") and not re.search(r"[.!?]\s", body[:-1])


def test_every_rule_code_has_a_case():
    assert {rule for rule, *_ in CASES} == set(bg.RULES)
    assert len(bg.RULES) == len(set(bg.RULES)) == 13


@pytest.mark.parametrize("rule, pos, dice, text, words", CASES, ids=[f"{c[0]}:{c[3] or 'empty'}" for c in CASES])
def test_rule_code(rule, pos, dice, text, words):
    verdict = bg.check_play(pos, dice, text)
    assert verdict.legal is False
    assert verdict.rule == rule
    assert one_sentence(verdict.message), verdict.message
    for w in words:
        assert w in verdict.message, (w, verdict.message)
    plays = bg.legal_plays(pos, dice)
    if plays:
        assert verdict.witness in plays
        assert bg.check_play(pos, dice, verdict.witness).legal
    else:
        assert verdict.witness is None
    # parse_play raises the same verdict
    with pytest.raises(bg.IllegalPlayError) as info:
        bg.parse_play(pos, dice, text)
    assert info.value.rule == rule
    assert info.value.witness == verdict.witness
    assert info.value.verdict == verdict


def test_witness_names_a_play_using_both_dice():
    verdict = bg.check_play(START, (6, 5), "24/18")
    assert len(verdict.witness.moves) == 2
    assert str(verdict.witness) in verdict.message
    # the witness keeps the move that was written where it can
    assert "24/18" in [str(m) for m in verdict.witness.moves]


def test_legal_play_verdict():
    verdict = bg.check_play(START, (3, 1), "6/5 8/5")
    assert verdict.legal is True and verdict.rule is None
    assert str(verdict.witness) == "8/5 6/5"
    assert "8/5 6/5" in verdict.message


def test_check_play_accepts_play_objects():
    for dice in [(3, 1), (6, 6), (5, 2)]:
        for play in bg.legal_plays(START, dice):
            verdict = bg.check_play(START, dice, play)
            assert verdict.legal and verdict.witness == play


def test_first_rule_met_in_the_order_written():
    # 7/4 has no checker; 13/8 is a wrong distance: whichever comes first is reported
    assert bg.check_play(START, (3, 1), "7/4 13/8").rule == "not-your-checker"
    assert bg.check_play(START, (3, 1), "13/8 7/4").rule == "wrong-distance"
    # a blocked landing before a wrong distance, and the other way round
    assert bg.check_play(START, (5, 2), "24/19 13/4").rule == "blocked-point"
    assert bg.check_play(START, (5, 2), "13/4 24/19").rule == "wrong-distance"
    # 13/6 uses both dice (5 + 2), so a further move is one too many
    assert bg.check_play(START, (5, 2), "13/6 24/19").rule == "too-many-moves"


def test_whole_roll_rules_apply_only_when_every_move_is_legal():
    # one legal move and one blocked: the blocked move is reported, not "use both dice"
    assert bg.check_play(START, (6, 5), "13/7 24/19").rule == "blocked-point"
    assert bg.check_play(START, (6, 5), "13/7").rule == "must-use-both-dice"


def test_unreadable_text_raises_notation_error_from_check_play():
    for text in ("13-8", "hello", "8/13"):
        with pytest.raises(bg.NotationError):
            bg.check_play(START, (3, 1), text)


def test_passing_when_nothing_can_be_played_is_legal():
    verdict = bg.check_play(CLOSED, (3, 1), "")
    assert verdict.legal and verdict.rule is None and verdict.witness is None
    assert one_sentence(verdict.message) and "3-1" in verdict.message


def test_verdict_messages_for_a_sample_are_single_sentences():
    texts = ["13/10", "24/18", "8/5 6/5 6/5", "6/off", "bar/22", "24/20 24/20", "13/7 13/7", ""]
    n = 0
    for dice in [(3, 1), (6, 5), (4, 4), (2, 1)]:
        for text in texts:
            for pos in (START, ON_BAR, ONE_OUT, SIX_AND_THREE, LAST_BACK):
                verdict = bg.check_play(pos, dice, text)
                if verdict.ambiguous:  # legal whichever is meant; the message asks for the stop
                    assert verdict.legal and verdict.witness is None and len(verdict.plays) > 1
                elif verdict.legal:
                    assert verdict.plays == ((verdict.witness,) if verdict.witness is not None else ())
                assert one_sentence(verdict.message), (pos, dice, text, verdict.message)
                assert verdict.legal == (verdict.rule is None)
                assert verdict.rule is None or verdict.rule in bg.RULES
                n += 1
    assert n > 100


def test_passing_a_roll_that_cannot_be_played_says_why():
    verdict = bg.check_play(CLOSED, (6, 6), "")
    assert verdict.legal is True and verdict.rule is None
    assert verdict.message == (
        "No move is possible with 6-6: your checker on the bar cannot enter, because Black holds the 19-point, "
        "so the turn passes."
    )


def test_no_move_reason_names_a_bear_off_that_is_not_allowed():
    # (lesson 04's no-move board: with 6-3 the home board's 6s would bear off, which the checker on the
    # 24-point forbids; the reason said only that every move lands on a held point)
    from bglearn.engine.checking import no_move_reason

    out = bg.Position.from_points(white={24: 1, 6: 7, 5: 7}, black={23: 2, 22: 2, 7: 2, 6: 4, 5: 3, 4: 2})
    assert bg.legal_plays(out, (6, 3)) == ()
    assert no_move_reason(out, (6, 3)) == (
        "every move of those numbers lands on a point held by two or more opposing checkers or would bear off, "
        "which is not allowed while a checker is outside your home board"
    )
    assert no_move_reason(CLOSED, (6, 6)).startswith("your checker on the bar cannot enter")
    walled = bg.Position.from_points(white={13: 2}, black={18: 2, 17: 2})  # your 7- and 8-points held
    assert bg.legal_plays(walled, (6, 5)) == ()
    held = "every move of those numbers lands on a point held by two or more opposing checkers"
    assert no_move_reason(walled, (6, 5)) == held


def test_bearing_off_with_a_die_too_small_says_what_the_point_needs_first():
    # (lesson 05's exact-two, 5-2: a learner who bore a 6-point checker off was told only about the 2
    # and the 1-point, where the engine's 6/1/off stopped)
    home = bg.Position.from_points(white={6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, black={6: 4, 5: 3, 4: 3, 3: 3, 2: 2})
    v = bg.check_play(home, (5, 2), "6/off")
    assert v.rule == "bear-off-higher-point-occupied"
    assert v.message.startswith(
        "Bearing off from the 6-point needs a 6, and neither die is one; with the dice added up on that "
        "checker, the 2 cannot bear off from the 1-point while you have a checker on the 6-point"
    )
    assert bg.check_play(home, (5, 2), "5/off 2/off").legal

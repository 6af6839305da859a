"""bglearn.write_mat: the layout of a written .mat file, and records it refuses (a MatError saying why)."""

from __future__ import annotations

import random

import pytest
from gnubg_mat import record_key

import bglearn as bg
from bglearn import BLACK, WHITE, MatError
from bglearn.play import Action, GameRecord, MatchRecord
from bglearn.play.game import CLOSED_OUT_DICE

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


# -- Match.to_record: seeded bot-vs-bot matches with the cube ---------------------------------------------


def play_seeded_game(game: bg.Game, rng: random.Random) -> None:
    """Play ``game`` to its end between two bots (bglearn.choose_play); the cube by a seeded rule, as the bots
    do not double yet: double at random legal moments (more often when closed out), take, drop or (where
    played) beaver at random; now and then a resignation, before or after the roll or in answer to a double,
    at once or offered (accepted or declined at random)."""
    while not game.over:
        if game.resignation is not None:
            game.accept_resignation() if rng.random() < 0.5 else game.decline_resignation()
        elif rng.random() < (0.1 if game.offered else 0.003):
            kind = rng.choice(["single", "gammon", "backgammon"])
            game.resign(kind) if rng.random() < 0.5 else game.offer_resignation(kind)
        elif game.offered:
            answer = rng.random()
            if game.can_beaver() and answer < 0.2:
                game.beaver()
            else:
                game.take() if answer < 0.6 else game.drop()
        elif game.can_double() and rng.random() < (0.5 if game.closed_out else 0.04):
            game.double()
        elif game.dice is None:
            game.roll()
        else:
            game.play(bg.choose_play(game.position, game.dice, rng.choice(["club", "club", "beginner"]), rng))


def play_seeded_match(seed: int, length: int) -> bg.Match:
    """A match between two bots, each game played by :func:`play_seeded_game`."""
    rng = random.Random(seed)
    match = bg.Match(length, random.Random(seed * 7919 + 1))
    while match.winner is None:
        play_seeded_game(match.new_game(), rng)
    return match


def play_seeded_session(seed: int, games: int) -> bg.Session:
    """A money session of ``games`` games between two bots (:func:`play_seeded_game`), Jacoby and beavers on."""
    rng = random.Random(seed)
    session = bg.Session(random.Random(seed * 7919 + 1), jacoby=True, beavers=True)
    for _ in range(games):
        play_seeded_game(session.new_game(), rng)
    return session


SEEDS = [(27, 7), (23, 3), (0, 3), (5, 7), (16, 5), (12, 3), (4, 1)]


def _events(game):
    return [(e.side, e.action, e.dice, None if e.play is None else e.play.result) for e in game.history]


@pytest.mark.parametrize(("seed", "length"), SEEDS)
def test_a_seeded_match_round_trips_through_to_record_and_write_mat(seed, length):
    """read_mat(write_mat(record)) is the record but for move spellings and source lines; the record is the
    match, except that a closed-out turn (no dice rolled in the Game) is a roll of CLOSED_OUT_DICE with no
    move and an offer declined is not in it."""
    match = play_seeded_match(seed, length)
    record = match.to_record(("Alice", "Bob"), {"Site": "bglearn"})
    assert record_key(bg.read_mat(bg.write_mat(record))) == record_key(record)
    # the record is the match: the same plays, cube actions and results, the scores before each game
    scores = [0, 0]
    for game, rec in zip(match.games, record.games, strict=True):
        assert rec.scores == tuple(scores)
        replayed = [(a.side, p.result) for _, a, p in bg.replay(rec) if a.kind == "roll" and p is not None]
        assert replayed == [(e.side, e.play.result) for e in game.history if e.action == "play"]
        # a roll with no move: a pass, or a closed-out turn (no dice rolled: CLOSED_OUT_DICE written)
        unmoved = [(e.side, e.dice or CLOSED_OUT_DICE) for e in game.history if e.action in ("pass", "closed out")]
        assert [(a.side, a.dice) for a in rec.actions if a.kind == "roll" and a.moves == ""] == unmoved
        cube = [(a.side, a.kind) for a in rec.actions if a.kind in ("double", "take", "drop")]
        assert cube == [(e.side, e.action) for e in game.history if e.action in ("double", "take", "drop")]
        (win,) = [a for a in rec.actions if a.kind == "win"]
        assert (win.side, win.value) == (game.result.winner, game.result.points)
        scores[game.result.winner] += game.result.points
    assert max(scores) >= length and scores == match.score


def test_the_seeded_matches_hold_every_kind_of_action():
    """The seeds above cover drops, takes, redoubles, resignations before and after a roll and in answer to
    a double, offers declined, closed-out turns, a closed-out side's double and a Crawford game."""
    seen = set()
    for seed, length in SEEDS:
        match = play_seeded_match(seed, length)
        for game in match.games:
            kinds = [e.action for e in game.history]
            seen |= set(kinds)
            if "resign" in kinds and game.dice is not None:
                seen.add("resign after rolling")
            if "resign" in kinds and game.offered is False and kinds[-2:-1] == ["double"]:
                seen.add("resign in answer to a double")
            if kinds.count("take") >= 2:
                seen.add("redouble")
            if game.crawford:
                seen.add("crawford")
            if any(kinds[i : i + 3] == ["double", "take", "closed out"] for i in range(len(kinds))):
                seen.add("closed-out double")  # the doubler was closed out: its turn passes after the take
    assert seen >= {"play", "pass", "closed out", "double", "take", "drop", "resign", "resign after rolling"}
    assert {"redouble", "crawford", "resign offer", "decline", "closed-out double"} <= seen
    assert "resign in answer to a double" in seen


SESSION_SEEDS = [0, 5]


@pytest.mark.parametrize("seed", SESSION_SEEDS)
def test_a_seeded_money_session_round_trips_as_a_0_point_match(seed):
    session = play_seeded_session(seed, 6)
    record = session.to_record(("Alice", "Bob"))
    text = bg.write_mat(record)
    assert text.splitlines()[0] == " 0 point match"
    back = bg.read_mat(text)
    assert record_key(back) == record_key(record) and back.length == 0
    scores = [0, 0]
    for game, rec in zip(session.games, record.games, strict=True):
        assert rec.scores == tuple(scores)
        beavers = [(a.side, a.value) for a in rec.actions if a.kind == "beaver"]
        assert len(beavers) == [e.action for e in game.history].count("beaver")
        (win,) = [a for a in rec.actions if a.kind == "win"]
        assert (win.side, win.value) == (game.result.winner, game.result.points)
        scores[game.result.winner] += game.result.points
    assert scores == session.score
    kinds = {e.action for game in session.games for e in game.history}
    assert {"beaver", "resign", "drop", "take"} <= kinds


def test_to_record_refuses_bad_names_and_a_game_from_a_set_position():
    match = bg.Match(3)
    with pytest.raises(bg.InputError, match="pair of names"):
        match.to_record(("a",))
    with pytest.raises(bg.InputError, match="header"):
        match.to_record(header={"Site": 3})
    match.new_game(position=bg.Position.start())
    with pytest.raises(bg.GameError, match="game 1 started from a set position"):
        match.to_record()
    assert bg.Match(5).to_record() == MatchRecord({}, 5, ("White", "Black"), [])


def _to_double(series, side):
    game = series.new_game()
    while not (game.position.on_roll == side and game.can_double()):
        if game.dice is None:
            game.roll()
        if game.dice is not None:
            game.play(bg.legal_plays(game.position, game.dice)[0])
    return game


def test_rows_are_padded_and_a_beaver_taken_as_gnubg_reads_them():
    # player 2 doubles, player 1 takes, player 2 resigns before rolling: "  3)  Takes" is padded to
    # player 2's column (GNU Backgammon's import read the bare row as a second double)
    session = bg.Session(random.Random(3))
    game = _to_double(session, bg.BLACK)
    game.double()
    game.take()
    game.resign("single")
    rows = bg.write_mat(session.to_record(("Alice", "Bob"))).splitlines()
    (takes,) = [r for r in rows if "Takes" in r]
    assert takes.strip() == "3)  Takes" and len(takes) == rows[3].index("Bob"), rows
    # a beaver and then the doubler resigns: the doubler's take of the redouble is written out (gnubg
    # takes a beaver only at the doubler's next roll), and read_mat reads it as part of the beaver
    session = bg.Session(random.Random(8), beavers=True)
    game = _to_double(session, bg.WHITE)
    game.double()
    game.beaver()
    game.resign("single")
    record = session.to_record(("Alice", "Bob"))
    text = bg.write_mat(record)
    assert [r.split()[1:] for r in text.splitlines() if "Beavers" in r or "Wins" in r][-2:] == [
        ["Doubles", "=>", "2", "Beavers", "=>", "4"],
        ["Takes", "Wins", "4", "points"],
    ], text
    assert record_key(bg.read_mat(text)) == record_key(record)

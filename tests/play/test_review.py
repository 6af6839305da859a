"""bglearn.review_match: a match record judged decision by decision (error rates, rating, mistakes)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import bglearn as bg
from bglearn import WHITE, InputError, MatError
from bglearn.play import analysis, review
from bglearn.play.review import RATINGS, rating, review_match

SHORT = Path(__file__).parent / "data" / "short_match.mat"


@pytest.fixture(scope="module")
def short() -> bg.play.MatchRecord:
    return bg.read_mat(SHORT.read_bytes())


@pytest.fixture(scope="module")
def short_review(short: bg.play.MatchRecord) -> review.MatchReview:
    pytest.importorskip("bgsage")
    return review_match(short)


def test_counts_decisions_as_gnubg_does(short_review: review.MatchReview) -> None:
    # GNU Backgammon 1.1.0a16 on this file (import mat, analyse match, show statistics match):
    # unforced moves 25 / 23, total cube decisions 18 / 20, close or actual 4 / 5
    lasse, yeah = short_review.players
    assert (lasse.name, yeah.name) == ("lasse", "yeah")
    assert (lasse.unforced_moves, yeah.unforced_moves) == (25, 23)
    assert (lasse.all_cube_decisions, yeah.all_cube_decisions) == (18, 20)
    assert (lasse.cube_decisions, yeah.cube_decisions) == (4, 5)
    assert short_review.engine and short_review.judge == "bgsage 3-ply cubeful (GNU Backgammon's 2-ply)"
    assert (short_review.length, short_review.games) == (16, 1)


def test_error_rates_and_mistakes(short_review: review.MatchReview) -> None:
    lasse, yeah = short_review.players
    # gnubg 2-ply on this file: checker 12.6 / 16.3 mEMG, cube 0.0 / 110.7 (lasse took both doubles
    # rightly, yeah's two doubles were wrong), overall 10.9 / 33.1. Ours, measured: 12.0 / 14.0,
    # 0.0 / 119.6, 10.4 / 32.9 (the judge at gnubg's depth, cubeful; at 2-ply cubeless it was 12.9 /
    # 12.4 and 0.0 / 124.6)
    assert lasse.cube_error == 0.0
    assert yeah.cube_error == pytest.approx(119.6, abs=3)
    assert lasse.checker_error == pytest.approx(12.0, abs=1) and yeah.checker_error == pytest.approx(14.0, abs=1)
    assert lasse.overall_error == pytest.approx(10.35, abs=1) and yeah.overall_error == pytest.approx(32.9, abs=2)
    assert (lasse.rating, yeah.rating) == ("Master", "Beginner")
    assert yeah.rating == rating(yeah.overall_error / 1000)
    for player in short_review.players:
        losses = [m.loss for m in player.mistakes]
        assert losses == sorted(losses, reverse=True) and all(x >= review.MISTAKE for x in losses)
        for m in player.mistakes:
            assert m.words == bg.loss_words(m.loss)
            if m.played != "take" and m.played != "drop":
                assert m.position.on_roll == m.side  # (a take or drop: the doubler on roll)
    doubles = [m for m in yeah.mistakes if m.kind == "cube"]
    assert [m.played for m in doubles] == ["double", "double"]
    assert all(m.best.startswith("no double") for m in doubles)
    # doubles: gnubg's wrong doubles cost 0.183 (move 20) and 0.370; ours 0.207 and 0.391
    assert sorted(round(m.loss, 2) for m in doubles) == [0.21, 0.39]
    play = next(m for m in lasse.mistakes if m.kind == "play")
    assert play.play is not None and play.best_play is not None and play.dice is not None
    assert play.play in bg.legal_plays(play.position, play.dice)
    # lasse's worst play, bar/23 7/6 with 21: gnubg 0.180, ours 0.174 (2-ply cubeless said 0.099)
    assert (play.played, sorted(play.dice)) == ("bar/23 7/6", [1, 2]) and play.loss == pytest.approx(0.174, abs=0.01)
    judged = analysis.deep_plays(play.position, play.dice, play.state, also=play.play)
    assert next(r.loss for r in judged if r.play == play.play) == pytest.approx(play.loss, abs=1e-9)
    assert play.best == play.best_play.notation(explicit=True) and play.played != play.best


def test_progress_goes_to_the_total(short: bg.play.MatchRecord) -> None:
    pytest.importorskip("bgsage")
    seen: list[tuple[int, int]] = []
    review_match(short, progress=lambda done, total: seen.append((done, total)))
    total = seen[0][1]
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    assert [d for d, _ in seen] == list(range(total + 1))
    assert total == 25 + 23 + 18 + 20  # the unforced plays and every cube decision (doubles and takes too)


def test_a_match_played_here(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("bgsage")
    match = bg.Match(1, rng=random.Random(5))
    game = match.new_game()
    while not game.over:
        if game.dice is None:
            game.roll()
        if game.dice is not None and not game.over:
            game.play(bg.choose_play(game.position, game.dice, "random", random.Random(1)))
    record = match.to_record(("Ann", "Bob"))
    reviewed = review_match(record)
    assert [p.name for p in reviewed.players] == ["Ann", "Bob"]
    assert sum(p.all_cube_decisions for p in reviewed.players) == 0  # no cube in a 1-point match
    assert sum(p.unforced_moves for p in reviewed.players) > 0
    assert any(p.mistakes for p in reviewed.players)  # random plays lose equity


def test_rating_scale_is_gnubgs() -> None:
    gnubg = pytest.importorskip("gnubg")
    names = [words for _bound, words in RATINGS][::-1]  # gnubg's index 0 = the worst
    for i in range(0, 600):
        error = i / 10000 + 0.00005  # between gnubg's float32 bounds
        assert rating(error) == names[gnubg.error_rating(error)], error
    assert rating(0.0) == "Super Grandmaster" and rating(0.5) == "Beginner"


def test_without_the_engine(short: bg.play.MatchRecord, no_engine: None) -> None:
    reviewed = review_match(short)
    assert not reviewed.engine and "not available" in reviewed.judge
    lasse, yeah = reviewed.players
    assert (lasse.unforced_moves, yeah.unforced_moves) == (25, 23)
    assert lasse.all_cube_decisions == yeah.all_cube_decisions == 0  # the cube is not judged
    assert lasse.checker_error > 0 and all(m.kind == "play" for m in lasse.mistakes)


def test_bad_input(short: bg.play.MatchRecord) -> None:
    with pytest.raises(InputError, match="MatchRecord"):
        review_match("a.mat")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="progress"):
        review_match(short, progress=3)  # type: ignore[arg-type]
    with pytest.raises(InputError):
        rating(-0.1)
    bad = SHORT.read_text().replace("24/18 13/10", "24/18 13/11")
    with pytest.raises(MatError, match="line"):
        review_match(bg.read_mat(bad))


def test_may_double_follows_gnubg() -> None:
    state = bg.MatchState(match_length=7, score=(4, 2), cube=2, cube_owner=WHITE)
    assert review._may_double(state, WHITE) and not review._may_double(state, 1)
    assert not review._may_double(state.replace(cube=4), WHITE)  # 4 + 4 >= 7: a dead cube for White
    assert not review._may_double(bg.MatchState(match_length=7, score=(6, 2), crawford=True), 1)
    assert not review._may_double(bg.MatchState(match_length=7, score=(6, 2)), WHITE)  # post-Crawford leader
    assert review._may_double(bg.MatchState(match_length=7, score=(6, 2)), 1)
    assert analysis.MAX_AWAY == 25


def test_beside_gnubg_on_the_short_match(short_review: review.MatchReview) -> None:
    # GNU Backgammon's own analyse match at 2-ply of the same file (some 10 s): the bench's check, bounded
    pytest.importorskip("gnubg")
    from bglearn.bench.review import agrees, gnubg_statistics

    theirs = gnubg_statistics(SHORT)
    assert [t.unforced_moves for t in theirs] == [p.unforced_moves for p in short_review.players]
    assert [t.cube_decisions for t in theirs] == [p.cube_decisions for p in short_review.players]
    assert [t.rating for t in theirs] == [p.rating for p in short_review.players] == ["Master", "Beginner"]
    pairs = [(p.checker_error, t.checker_error) for p, t in zip(short_review.players, theirs, strict=True)]
    pairs += [(p.cube_error, t.cube_error) for p, t in zip(short_review.players, theirs, strict=True)]
    assert all(agrees(a, b) for a, b in pairs), pairs  # all four within the goal's margin
    # gnubg's own decisions (export match text): they sum to its statistics and pair with ours one to one
    from bglearn.bench.review import DUMP_COLUMNS, dump_lines, gnubg_decisions

    found = gnubg_decisions()
    for t, name in zip(theirs, ("lasse", "yeah"), strict=True):
        plays = [d.loss for d in found if d.player == name and d.kind == "play"]
        cube = [d.loss for d in found if d.player == name and d.kind != "play" and d.counted]
        assert (len(plays), len(cube)) == (t.unforced_moves, t.cube_decisions)
        assert 1000 * sum(plays) / len(plays) == pytest.approx(t.checker_error, abs=0.1)
        assert 1000 * sum(cube) / len(cube) == pytest.approx(t.cube_error, abs=0.2)
    names = ("lasse", "yeah")
    rows = [
        dict(zip(DUMP_COLUMNS, line.split("\t"), strict=True))
        for line in dump_lines(short_review.decisions, names, found)[1:]
    ]
    assert len(rows) == len(found) == len(short_review.decisions)
    assert all(r["player_ours"] == r["player_gnubg"] and "/" not in r["kind"] for r in rows)


def test_gnubg_statistics_are_read_in_match_and_money_play() -> None:
    from bglearn.bench.review import parse_statistics

    match = """Unforced moves                            25                      23
Error rate mEMG (MWC)                        -12.6   ( -0.247%)      -16.2   ( -0.164%)
Close or actual cube decisions             4                       5
Error rate mEMG (MWC)                         -0.0   ( -0.000%)     -110.7   ( -1.343%)
Error rate mEMG (MWC)                        -10.9   ( -0.213%)      -33.1   ( -0.375%)
Overall rating                           Master                  Super Grandmaster
"""
    a, b = parse_statistics(match)
    assert (a.checker_error, b.checker_error, a.cube_error, b.cube_error) == (12.6, 16.2, 0.0, 110.7)
    assert (a.rating, b.rating, a.unforced_moves, b.cube_decisions) == ("Master", "Super Grandmaster", 25, 5)
    money = match.replace("(MWC)", "(Points)").replace("%)", ")")
    assert parse_statistics(money) == (a, b)
    with pytest.raises(ValueError, match="lack"):
        parse_statistics("no statistics")


# Blocks of gnubg's ``export match text`` of short_match.mat after ``analyse match`` at 2-ply (boards cut)
EXPORT = """The score (after 0 games) is: lasse 0, yeah 0 (match to 16 points)

Move number 6:  yeah to play 43

 GNU Backgammon  Position ID: yHPGwQCYZ8MBAw
                 Match ID   : cAkOAgAAAAAE
* yeah moves 13/6

Cube analysis
Cubeful equities:
1. No double           +0.068
2. Double, pass        +1.000  (+0.932)
3. Double, take        -0.245  (-0.314)
Proper cube action: No double, take (25.2%)

Rolled 43 (-0.030):
     1. Cubeful 2-ply    9/6 9/5                      Eq.: +0.036
       0.502 0.075 0.001 - 0.498 0.050 0.001
     2. Cubeful 2-ply    13/9 6/3                     Eq.: +0.032 (-0.004)
*    7. Cubeful 2-ply    13/6                         Eq.: +0.014 (-0.023)


Move number 20:  yeah on roll, cube decision?

 GNU Backgammon  Position ID: 0zYTgwC52wEDQA
                 Match ID   : cAkAAgAAAAAE
* yeah doubles

Alert: wrong double (-0.183)!
Cube analysis
Cubeful equities:
1. No double           +0.011
2. Double, pass        +1.000  (+0.989)
3. Double, take        -0.171  (-0.183)
Proper cube action: No double, take (15.6%)
Move number 21:  yeah doubles to 2

 GNU Backgammon  Position ID: 0zYTgwC52wEDQA
                 Match ID   : cBEAAgAAAAAE
* lasse accepts


Cube analysis
Cubeful equities:
1. No double           -0.011
2. Double, pass        -1.000  (-0.989)
3. Double, take        +0.171  (+0.183)
Proper cube action: No double, take (15.6%)
Move number 22:  yeah to play 64

 GNU Backgammon  Position ID: 0zYTgwC52wEDQA
                 Match ID   : QQkTAgAAAAAE
* yeah cannot move

Rolled 64 (-0.747):
*    Cannot move


Move number 23:  lasse on roll, cube decision?

 GNU Backgammon  Position ID: udsBA0DTNhODAA
                 Match ID   : AQEAAgAAAAAE
* lasse doubles


Cube analysis
Cubeful equities:
1. Double, take        +0.826
2. Double, pass        +1.000  (+0.174)
3. No double           +0.702  (-0.124)
Proper cube action: Redouble, take
"""


def test_gnubg_export_is_read_decision_by_decision() -> None:
    from bglearn.bench.review import GnubgDecision, parse_export

    found = parse_export([EXPORT])
    assert [(d.number, d.player, d.kind, d.counted) for d in found] == [
        (6, "yeah", "no double", False),  # 0.068 - min(-0.245, 1) = 0.313: not close
        (6, "yeah", "play", True),
        (20, "yeah", "double", True),
        (21, "lasse", "take", True),
        (23, "lasse", "double", True),
    ]  # the forced move (cannot move) is no decision
    nd, play, double, take, redouble = found
    assert play == GnubgDecision(1, 6, "yeah", "play", "yHPGwQCYZ8MBAw", (4, 3), pytest.approx(0.023), True)
    assert nd.loss == 0.0 and take.loss == 0.0 and redouble.loss == 0.0
    assert double.loss == pytest.approx(0.011 + 0.171)  # no double +0.011 against double/take -0.171
    assert take.position_id == double.position_id == "0zYTgwC52wEDQA"  # from the doubler's side
    assert parse_export([EXPORT.replace("(after 0 games)", "(after 2 games)")])[0].game == 3
    drop = parse_export([EXPORT.replace("lasse accepts", "lasse rejects")])[3]
    assert (drop.kind, drop.loss) == ("drop", pytest.approx(1.171))  # the taker's take +0.171 against pass -1


def test_dump_pairs_decisions_and_shows_the_unpaired(short_review: review.MatchReview) -> None:
    from bglearn.bench.review import DUMP_COLUMNS, dump_lines, parse_export

    names = (short_review.players[0].name, short_review.players[1].name)
    lines = dump_lines(short_review.decisions, names, parse_export([EXPORT]))
    assert lines[0].split("\t") == list(DUMP_COLUMNS)
    rows = [dict(zip(DUMP_COLUMNS, line.split("\t"), strict=True)) for line in lines[1:]]
    assert len(rows) == len(short_review.decisions)  # every gnubg decision of the excerpt is paired with ours
    paired = [r for r in rows if r["gnubg_move"] != "-"]
    assert [(r["gnubg_move"], r["kind"], r["player_ours"], r["player_gnubg"]) for r in paired] == [
        ("6", "no double", "yeah", "yeah"),
        ("6", "play", "yeah", "yeah"),
        ("20", "double", "yeah", "yeah"),
        ("21", "take", "lasse", "lasse"),
        ("23", "double", "lasse", "lasse"),
    ]
    double = paired[2]
    assert (double["row"], double["loss_gnubg"], double["counted_ours"]) == ("10", "0.182", "1")
    assert float(double["gap"]) == pytest.approx(float(double["loss_ours"]) - 0.182, abs=1e-4)
    # a gnubg decision that ours lacks (here: in a game 2 the record does not have) gets "-" in our columns
    extra = parse_export([EXPORT.replace("(after 0 games)", "(after 1 games)")])
    tail = dump_lines(short_review.decisions, names, extra)[-1].split("\t")
    assert tail[:6] == ["2", "-", "23", "-", "lasse", "double"] and tail[8] == "-"


def test_bench_picks_records_by_name(tmp_path: Path) -> None:
    from bglearn.bench.review import _selected

    for name in ("a_match1.mat", "b_match2.mat", "c_other.mat"):
        (tmp_path / name).write_bytes(SHORT.read_bytes())  # 16 points: only with every=True
    assert [p.name for p in _selected(tmp_path, True, ["match"])] == ["a_match1.mat", "b_match2.mat"]
    assert [p.name for p in _selected(tmp_path, True, ["other", "match2"])] == ["b_match2.mat", "c_other.mat"]
    assert _selected(tmp_path, False, ["match"]) == []  # beyond 7 points

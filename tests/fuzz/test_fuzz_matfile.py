"""Fuzz the ``.mat`` reader: ``bglearn.read_mat`` and ``list(bglearn.replay(game))`` for every game.

Texts: records written here from seeded games of random bots (with doubles, takes, drops and
resignations), which must read and replay to exactly the plays made; mutations of those by lines
(deleted, doubled, swapped, a row's dice or a number changed) and by characters (insert, delete,
huge repeats, Unicode digits, whitespace runs); and mutations of the real match records in
``../shared/data/matches`` (skipped, naming the folder, when it is absent; under CI it fails, as the
rest of the suite's record tests do).

Asserted: only :class:`bglearn.MatError` escapes (from either call), with a short message, quickly.
"""

from __future__ import annotations

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from strategies import call, fuzz, mat_text_of_games, mutate_text, odd_values, real_mat_texts

import bglearn as bg

# hypothesis warns when it prints a 100,000-character example; the huge repeats are on purpose
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")


def read_and_replay(text):
    """read_mat, then replay every game to its end; only MatError may escape. Returns the outcomes."""
    record = call(bg.read_mat, text)
    event("read_mat: " + ("ok" if record.ok else "MatError"))
    if not record.ok:
        assert isinstance(record.error, bg.MatError), record
        return record, []
    rec = record.value
    assert isinstance(rec.length, int) and rec.length >= 0 and len(rec.players) == 2
    replays = []
    for game in rec.games:
        out = call(lambda g=game: list(bg.replay(g)))
        if not out.ok:
            assert isinstance(out.error, bg.MatError), out
        event("replay: " + ("ok" if out.ok else "MatError"))
        replays.append(out)
    return record, replays


def mutate_lines(text, rng):
    """Line-level edits of a .mat text: delete, double, swap lines, change the dice or a number of a row,
    then (often) character edits of one line."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        op = rng.randrange(6)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:  # another roll in a row
            line = lines[i]
            k = line.find(":")
            if k >= 2 and line[k - 2 : k].isdigit():
                lines[i] = line[: k - 2] + f"{rng.randint(0, 7)}{rng.randint(0, 7)}" + line[k:]
        elif op == 4:  # a number changed (cube, points, score, length)
            digits = [k for k, c in enumerate(lines[i]) if c.isdigit()]
            if digits:
                k = rng.choice(digits)
                lines[i] = lines[i][:k] + rng.choice(["0", "3", "9", "99999", "٣", "²", "-1"]) + lines[i][k + 1 :]
        else:
            lines[i] = mutate_text(lines[i], rng)
    out = "\n".join(lines)
    if rng.random() < 0.3:
        out = mutate_text(out, rng)
    return out


# -- records written from seeded games -------------------------------------------------------------------


@fuzz(20)
@given(st.lists(st.integers(0, 10**6), min_size=1, max_size=3), st.sampled_from([0, 0, 3, 7, 25]))
def test_a_record_written_from_seeded_games_reads_and_replays_to_the_same_plays(seeds, length):
    text, games = mat_text_of_games(seeds, length)
    record = bg.read_mat(text)
    assert record.length == length and record.players == ("Alice", "Bob") and len(record.games) == len(games)
    for rec, game in zip(record.games, games, strict=True):
        replayed = [play for _, action, play in bg.replay(rec) if action.kind == "roll" and play is not None]
        made = [e.play for e in game.history if e.action == "play"]
        assert [p.result for p in replayed] == [p.result for p in made]
        wins = [a for a in rec.actions if a.kind == "win"]
        assert [(a.side, a.value) for a in wins] == [(game.result.winner, game.result.points)]


SEEDED = [mat_text_of_games([s, s + 1], length)[0] for s, length in ((1, 0), (5, 7), (9, 3), (13, 0))]


@fuzz(150)
@given(st.sampled_from(SEEDED), st.randoms(use_true_random=False))
def test_mutated_written_records_read_or_raise_a_mat_error(text, rng):
    read_and_replay(mutate_lines(text, rng) if rng.random() < 0.7 else mutate_text(text, rng))


# a header, a length, a game and rows, any of them broken
_PIECES = [
    '; [Site "x"]',
    '; [Player 1 "a"]',
    " 7 point match",
    " 0 point match",
    " 99999 point match",
    " Game 1",
    " Game 2",
    " Alice : 0                      Bob : 0",
    " a : 6      b : 6",
    " a : 0",
    "  1) 31: 8/5 6/5",
    "  1)                             52: 13/8 13/11",
    "  2) 64: 24/18 13/9    Doubles => 2",
    "  3)  Takes                        66: 24/18(2) 13/7(2)",
    "  4)  Drops",
    "      Wins 1 point",
    "                                 Wins 2 points and the match",
    "  5) 21: Cannot Move",
    "  6) 55: ????",
    "  7) 43: bar/21 bar/22",
    "  8) 77: 8/1",
    "  9)  Beavers => 4",
    " 10) 11: 6/5(4)",
    "",
    "  1)",
    "  1) 31:8/5 6/5 53: 8/3 6/3",
    "Losses 1 point",
    "  1) 31: 8/5 6/5   Wins",
]

mat_soup = st.lists(st.sampled_from(_PIECES), max_size=14).map("\n".join)


@fuzz(150)
@given(
    st.one_of(
        mat_soup,
        st.builds(mutate_text, mat_soup, st.randoms(use_true_random=False)),
        st.text(max_size=200),
        st.binary(max_size=200),
        odd_values,
    )
)
def test_generated_mat_text_reads_or_raises_a_mat_error(text):
    read_and_replay(text)


# -- the real records beside the clone ------------------------------------------------------------------


def test_mutated_real_match_records_read_or_raise_a_mat_error(matches_dir):
    """Mutations of the real records (../shared/data/matches). Without them the ``matches_dir``
    fixture of tests/conftest.py skips this test with a message naming the folder (fails under CI)."""
    texts = real_mat_texts()
    names = sorted(texts)
    assert names, matches_dir

    @fuzz(60)
    @given(st.sampled_from(names), st.randoms(use_true_random=False))
    def mutated(name, rng):
        text = texts[name]
        choice = rng.random()
        if choice < 0.5:
            text = mutate_lines(text, rng)
        elif choice < 0.8:
            text = mutate_text(text, rng)
        else:  # one game cut out of a record, then mutated
            games = text.split(" Game ")
            head = games[0]
            body = " Game " + rng.choice(games[1:]) if len(games) > 1 else ""
            text = mutate_lines(head + body, rng)
        if rng.random() < 0.2:
            text = text.encode("utf-8", errors="surrogatepass")  # bytes are read as UTF-8
        read_and_replay(text)

    mutated()

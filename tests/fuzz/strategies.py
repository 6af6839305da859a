"""Shared strategies and checks of the fuzz suite (``tests/fuzz``).

Imported by the test files of this folder as ``from strategies import ...`` (pytest's default
``prepend`` import mode puts a test file's own folder on ``sys.path``).

* :data:`FUZZ` -- the hypothesis settings every fuzz test starts from: derandomized (the same
  examples on every run, so CI is repeatable), no deadline, no example database (nothing is written
  into the working tree). Each test sets its own ``max_examples`` (the budget of the folder is about
  a minute on the project's 2-core machine).
* :func:`call` -- run one public call and check the contract of ``bglearn.errors``: it succeeds or
  raises a :class:`bglearn.BglearnError` (anything else -- ``TypeError``, ``IndexError``, a plain
  ``ValueError``, ... -- fails the test), with a short message, in well under a few seconds of
  this process's CPU time (not wall time: a loaded machine must not fail it).
* Positions reached by seeded games of two random bots (:func:`game_positions`, and the pools
  :data:`BAR_POSITIONS`, :data:`BEAR_OFF_POSITIONS`, :data:`FINISHED_POSITIONS`), dice, odd values.
* :func:`mutate_text` / :func:`mutations` -- random character edits of a valid text (insert, delete,
  duplicate, swap, huge repeats, Unicode digits such as ``'²'`` and ``'٣'``, whitespace runs): the
  kind of input behind every defect found before.
* Notation built from legal plays (:func:`play_texts`), ``.mat`` records written from seeded games
  (:func:`mat_text_of_games`) and snapshots of the observable state of games, matches, turns,
  boards and questions (``*_state``).
"""

from __future__ import annotations

import functools
import random
import time

from helpers import game_state
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import bglearn as bg
from bglearn import BAR, BLACK, OFF, WHITE, Position

# -- settings and the error contract -------------------------------------------------------------

FUZZ = settings(
    derandomize=True,  # the same examples on every run: CI is repeatable
    deadline=None,  # time is checked per call by call() instead (first calls warm caches)
    database=None,  # no .hypothesis/ folder written into the working tree
    print_blob=False,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


def fuzz(max_examples, **options):
    """:data:`FUZZ` with this test's number of examples."""
    return settings(FUZZ, max_examples=max_examples, **options)


#: The most CPU time (``time.process_time``: this process's, so other work on a shared machine does
#: not count) a single call may take. A real answer takes milliseconds; a quadratic reader on a long
#: text took minutes. Generous, because CI's machine is slow.
SLOW = 10.0
#: The longest error message allowed (a message quotes at most some 40-80 characters of the input).
LONG_MESSAGE = 2000


class Outcome:
    """What :func:`call` saw: ``value`` on success, else ``error`` (a BglearnError)."""

    __slots__ = ("value", "error")

    def __init__(self, value=None, error=None):
        self.value = value
        self.error = error

    @property
    def ok(self):
        return self.error is None

    def __repr__(self):
        return f"Outcome(value={self.value!r:.80}, error={self.error!r:.120})"


def call(fn, *args, allow=(bg.BglearnError,), forbid=(bg.PracticeError,), **kwargs):
    """Call ``fn(*args, **kwargs)``; return an :class:`Outcome`.

    Fails the test (re-raising with the call named) when an exception other than ``allow`` (by
    default every bglearn error except :class:`bglearn.PracticeError`, which only practice may
    raise) escapes, when the error message is longer than :data:`LONG_MESSAGE`, or when the call
    takes more than :data:`SLOW` seconds of CPU time.
    """
    start = time.process_time()
    try:
        value = fn(*args, **kwargs)
    except allow as exc:
        elapsed = time.process_time() - start
        if forbid and isinstance(exc, forbid):
            raise AssertionError(f"{_name(fn)}{_args(args, kwargs)} raised {type(exc).__name__}: {exc}") from exc
        assert isinstance(exc, bg.BglearnError)
        message = str(exc)
        assert len(message) <= LONG_MESSAGE, f"{_name(fn)}: a {len(message)}-character message: {message[:200]!r}"
        assert elapsed < SLOW, f"{_name(fn)}{_args(args, kwargs)} took {elapsed:.1f} s of CPU time to fail"
        return Outcome(error=exc)
    except Exception as exc:
        raise AssertionError(
            f"{_name(fn)}{_args(args, kwargs)} let {type(exc).__name__} escape (not a bglearn error): {exc}"
        ) from exc
    elapsed = time.process_time() - start
    assert elapsed < SLOW, f"{_name(fn)}{_args(args, kwargs)} took {elapsed:.1f} s of CPU time"
    return Outcome(value=value)


def _name(fn):
    return getattr(fn, "__qualname__", repr(fn))


def _args(args, kwargs):
    parts = [_short(a) for a in args] + [f"{k}={_short(v)}" for k, v in kwargs.items()]
    return "(" + ", ".join(parts) + ")"


def _short(value):
    text = repr(value)
    return text if len(text) <= 120 else text[:100] + f"...({len(text)} chars)"


# -- positions from seeded games of two random bots ------------------------------------------------

DICE = tuple((a, b) for a in range(1, 7) for b in range(a, 7))  # the 21 distinct rolls
ALL_DICE = tuple((a, b) for a in range(1, 7) for b in range(1, 7))  # the 36, ordered


@functools.cache
def seeded_game(seed):
    """Play a whole game between two ``'random'`` bots (``bglearn.Game`` + ``bglearn.choose_play``).

    Returns ``(turns, final)``: ``turns`` a tuple of ``(position, dice)`` before each play (the
    side on roll to play ``dice``), ``final`` the finished position.
    """
    rng = random.Random(seed)
    game = bg.Game(random.Random(seed * 7919 + 1), cube=False)
    turns = []
    for _ in range(2000):
        if game.over:
            break
        if game.dice is None:
            game.roll()  # a roll with no legal play passes at once
            continue
        turns.append((game.position, game.dice))
        game.play(bg.choose_play(game.position, game.dice, "random", rng))
    return tuple(turns), game.position


@st.composite
def game_positions(draw):
    """``(position, dice)``: the side on roll is to play ``dice`` at some turn of a seeded game."""
    turns, _ = seeded_game(draw(st.integers(0, 199)))
    return turns[draw(st.integers(0, len(turns) - 1))]


def _pools(n_games=40):
    bar, bear_off, finished = [], [], []
    for seed in range(n_games):
        turns, final = seeded_game(seed)
        finished.append(final)
        for pos, dice in turns:
            me = pos.mover_and_opponent()[0]
            if me[BAR]:
                bar.append((pos, dice))
            if not any(me[7:]):
                bear_off.append((pos, dice))
    return bar, bear_off, finished


BAR_POSITIONS, BEAR_OFF_POSITIONS, FINISHED_POSITIONS = _pools()

#: (position, dice): from the games, with checkers on the bar, in the bear-off, and a few set up.
positions_and_dice = st.one_of(
    game_positions(),
    st.sampled_from(BAR_POSITIONS),
    st.sampled_from(BEAR_OFF_POSITIONS),
    st.tuples(
        st.sampled_from(
            [
                Position.start(),
                Position.start(BLACK),
                Position.from_points(white={"bar": 2, 6: 13}, black={1: 15}),  # two on the bar
                Position.from_points(
                    white={"bar": 1, 13: 14}, black={p: 2 for p in range(1, 7)} | {11: 3}
                ),  # closed out
                Position.from_points(white={6: 1, 5: 1, 4: 1, 3: 1}, black={24: 2}),  # bear-off
                Position.from_points(
                    white={24: 2, 13: 5, 8: 3, 6: 5}, black={24: 2, 14: 1, 13: 4, 8: 3, 6: 5}
                ),  # hit on the way
            ]
        ),
        st.sampled_from(ALL_DICE),
    ),
)
positions = positions_and_dice.map(lambda pd: pd[0])
#: finished games (one side has borne off all fifteen)
finished_positions = st.sampled_from(FINISHED_POSITIONS)

# -- odd values, dice ------------------------------------------------------------------------------

#: single values of every type (all hashable)
odd_scalars = _SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 30),
    st.integers(),
    st.sampled_from([10**100, -(10**100), 2**63, 2**64 - 1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([3.0, 1.0, 0.5, 6.000001, complex(3, 0)]),
    st.text(max_size=8),
    st.sampled_from(["3", "1", "31", "bar", "off", "²", "٣", "", " ", "8/5", "Tab", "r", "\x00"]),
    st.binary(max_size=6),
    st.sampled_from([object(), Position.start(), bg, int, ...]),
)

#: anything at all: scalars of every type and containers of them
odd_values = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(st.one_of(st.integers(-2, 27), st.text(max_size=3)), inner, max_size=3),
        st.frozensets(st.integers(-2, 27), max_size=3),
    ),
    max_leaves=6,
)

good_dice = st.tuples(st.integers(1, 6), st.integers(1, 6))

#: what might be passed as dice: good rolls, near misses and anything
dice_values = st.one_of(
    good_dice,
    good_dice.map(list),
    st.tuples(st.integers(-2, 9), st.integers(-2, 9)),
    st.lists(st.integers(0, 7), max_size=4),
    st.sampled_from(
        [
            (3.0, 1),
            (True, 1),
            (3, None),
            ("3", "1"),
            "31",
            "3-1",
            b"31",
            {3, 1},
            {3: 1, 1: 2},
            (3, 1, 2),
            (6,),
            (),
            None,
            31,
            (10**100, 1),
            (float("nan"), 1),
            [[3], [1]],
        ]
    ),
    odd_values,
)

# -- mutating text ---------------------------------------------------------------------------------

#: Characters the mutations insert: notation and ID characters, Unicode digits, odd spaces.
UNICODE_DIGITS = "²³¹٠١٢٣٤٥٦٧٨٩۴०१२३೬߁𝟑０１２３"
ODD_SPACES = "\t\n\r\x0b\x0c\x1c\x85\u00a0\u1680\u2003\u2028\u2029\u3000\u200b\ufeff"
_INSERT = (
    "0123456789/*(),:;=-+ bBaArRoOfFxXgGiIdD" + UNICODE_DIGITS + ODD_SPACES + "\x00\u0301\u202e\ud800ßİıﬀ／＊（）é"
)


def _chars(rng):
    return rng.choice(_INSERT)


def mutate_text(text, rng, edits=None):
    """Return ``text`` after 1-4 random edits drawn from ``rng`` (a :class:`random.Random`).

    Edits: insert, delete, replace, duplicate or swap characters or slices, a huge repeat (up to
    100,000 copies of a character or a slice), a whitespace run, a Unicode digit, a case change, a
    cut, or a number grown to many digits.
    """
    s = text
    for _ in range(edits if edits is not None else rng.randint(1, 4)):
        n = len(s)
        i = rng.randint(0, n)
        j = rng.randint(i, min(n, i + rng.choice([1, 1, 2, 3, 8, 40])))
        op = rng.randrange(13)
        if op == 0:  # insert a character
            s = s[:i] + _chars(rng) + s[i:]
        elif op == 1:  # delete a slice
            s = s[:i] + s[j:]
        elif op == 2 and n:  # replace a character
            k = min(i, n - 1)
            s = s[:k] + _chars(rng) + s[k + 1 :]
        elif op == 3:  # duplicate a slice
            s = s[:j] + s[i:j] + s[j:]
        elif op == 4 and n >= 2:  # swap two neighbours
            k = min(i, n - 2)
            s = s[:k] + s[k + 1] + s[k] + s[k + 2 :]
        elif op == 5:  # a huge repeat of a character or slice
            piece = s[i:j] or _chars(rng)
            s = s[:i] + piece * rng.choice([2, 10, 300, 5000, 100_000 // max(1, len(piece))]) + s[i:]
        elif op == 6:  # a whitespace run
            s = s[:i] + rng.choice([" ", "\t", "\n", "\u00a0", "\u3000"]) * rng.choice([2, 50, 100_000]) + s[i:]
        elif op == 7:  # a Unicode digit
            s = s[:i] + rng.choice(UNICODE_DIGITS) + s[i:]
        elif op == 8:  # case change
            s = s[:i] + s[i:j].swapcase() + s[j:]
        elif op == 9:  # cut
            s = s[:i] if rng.random() < 0.5 else s[i:]
        elif op == 10:  # a number grown to many digits, or a leading zero
            digits = rng.choice(["0", "9" * rng.choice([3, 30, 5000]), "00", "-1", "1" * 40])
            s = s[:i] + digits + s[i:]
        elif op == 11:  # a neighbouring ASCII character
            if n:
                k = min(i, n - 1)
                s = s[:k] + chr(max(32, min(126, ord(s[k]) + rng.choice([-2, -1, 1, 2])))) + s[k + 1 :]
        else:  # surround with spaces
            s = rng.choice([" ", "  ", "\n", "\t "]) + s + rng.choice(["", " ", "\n", "\r\n"])
    return s


def mutations(base):
    """The strategy of :func:`mutate_text` applied to the texts of ``base`` (a strategy or a list)."""
    if not isinstance(base, st.SearchStrategy):
        base = st.sampled_from(list(base))
    return st.builds(mutate_text, base, st.randoms(use_true_random=False))


# -- notation ----------------------------------------------------------------------------------------


def _point_word(p, rng):
    if p == BAR:
        return rng.choice(["bar", "25", "b", "BAR", "Bar"])
    if p == OFF:
        return rng.choice(["off", "0", "OFF"])
    return str(p)


def move_text(play, rng):
    """A text of ``play`` written die by die from its moves, as players type it: any order, optional
    ``*``, ``25`` / ``0`` / ``b`` for the bar and off, spaces or commas, odd case."""
    moves = list(play.moves)
    rng.shuffle(moves)
    parts = []
    for m in moves:
        star = "*" if (m.hit and rng.random() < 0.7) or (not m.hit and rng.random() < 0.05) else ""
        parts.append(f"{_point_word(m.from_point, rng)}/{_point_word(m.to_point, rng)}{star}")
    sep = rng.choice([" ", "  ", ", ", ",", " , ", "\t"])
    return rng.choice(["", " "]) + sep.join(parts) + rng.choice(["", " ", "\n"])


def play_texts(play, rng):
    """Texts that all mean ``play``: its canonical text, every stop written, and move by move."""
    return [str(play), play.notation(explicit=True), move_text(play, rng)]


_TOKENS = [
    "bar",
    "off",
    "b",
    "25",
    "0",
    "/",
    "/",
    "*",
    "(2)",
    "(3)",
    "(4)",
    "(0)",
    "(5)",
    " ",
    " ",
    ",",
    "-",
    "²",
    "٣",
] + [str(p) for p in range(1, 27)]

#: short soups of notation tokens ("13/8 6/5", "bar/22*", "8/5(2)", and many near misses)
notation_soup = st.lists(st.sampled_from(_TOKENS), max_size=12).map("".join)


def structural_mutation(text, rng):
    """A notation-aware change of a play's text: a point moved by a pip or two, a move dropped,
    doubled or added, a stop inserted, a count, from and to swapped."""
    paths = text.split()
    op = rng.randrange(7)
    if op == 0 and paths:  # move one point number by -2..2
        k = rng.randrange(len(paths))
        pieces = paths[k].split("/")
        q = rng.randrange(len(pieces))
        head = pieces[q].rstrip("*")
        if head.isdigit():
            pieces[q] = str(max(0, int(head) + rng.choice([-2, -1, 1, 2]))) + pieces[q][len(head) :]
        paths[k] = "/".join(pieces)
    elif op == 1 and paths:  # drop a move
        paths.pop(rng.randrange(len(paths)))
    elif op == 2 and paths:  # double a move
        paths.append(rng.choice(paths))
    elif op == 3:  # add a move
        a = rng.randint(1, 25)
        paths.append(f"{a}/{max(0, a - rng.randint(1, 6))}")
    elif op == 4 and paths:  # add a count
        k = rng.randrange(len(paths))
        paths[k] += f"({rng.randint(1, 4)})"
    elif op == 5 and paths:  # insert a stop
        k = rng.randrange(len(paths))
        pieces = paths[k].split("/")
        head = pieces[0].rstrip("*")
        if head.isdigit() and int(head) > 2:
            pieces.insert(1, str(int(head) - rng.randint(1, 6)))
        paths[k] = "/".join(pieces)
    elif paths:  # swap from and to
        k = rng.randrange(len(paths))
        paths[k] = "/".join(reversed(paths[k].split("/")))
    return " ".join(paths)


# -- snapshots of observable state -------------------------------------------------------------------


def match_state(match):
    """Everything a caller can see of a :class:`bglearn.Match` (``winner`` first: it records a
    finished game's points, the same every time)."""
    winner = match.winner
    return (
        winner,
        tuple(match.score),
        match.length,
        match.cube,
        tuple(id(g) for g in match.games),
        match.is_crawford_game(),
        game_state(match.games[-1]) if match.games else None,
        match.rng.getstate(),
    )


def turn_state(turn):
    """What a :class:`bglearn.play.Turn` shows: moves made, the position now, dice left, offers."""
    return (
        turn.steps,
        turn.position,
        turn.dice_left,
        turn.is_complete,
        turn.play,
        turn.can_undo,
        turn.movable_points,
        tuple(sorted(turn.offered_moves().items())),
    )


def board_state(board, selection=True):
    """What a :class:`bglearn.BoardWidget` shows (``selection=False``: without the selected checker
    and the choices offered, which a click elsewhere is meant to clear)."""
    state = (
        board.position,
        board.dice,
        board.dice_left,
        board.moves,
        board.movable_points,
        board.is_complete,
        tuple(board.history),
        board.turns,
        board.last_play,
        board.perspective,
        game_state(board.game),
        board.mode,
    )
    if selection:
        state += (board.selected, board.targets, board.choices)
    return state


def quiz_state(quiz):
    """What a question shows: its board, attempts, solved, feedback, the last answer, the score."""
    return (
        quiz.position,
        quiz.dice,
        quiz.solved,
        quiz.attempts,
        quiz.feedback,
        quiz.last,
        quiz.revealed,
        quiz.ever_solved,
        quiz.after_reveal,
        quiz.first_try,
        quiz.practised,
        quiz.round,
    )


# -- .mat records written from seeded games ------------------------------------------------------------

_LEFT, _RIGHT = 5, 33  # columns of player 1's and player 2's actions in a row


def _mat_game_events(seed, cube_rate=0.15):
    """Play a seeded game with random bots and random cube actions; return (history, result)."""
    rng = random.Random(seed)
    game = bg.Game(random.Random(seed * 31 + 7))
    for _ in range(2000):
        if game.over:
            break
        if game.offered:
            game.take() if rng.random() < 0.7 else game.drop()
            continue
        if game.dice is None:
            if game.can_double() and rng.random() < cube_rate:
                game.double()
                continue
            if rng.random() < 0.003:
                game.resign(rng.choice(["single", "gammon", "backgammon"]))
                continue
            game.roll()
            continue
        game.play(bg.choose_play(game.position, game.dice, "random", rng))
    return game


def _row_text(action):
    kind, dice, play, value = action
    if kind in ("play", "pass"):
        return f"{dice[0]}{dice[1]}: {'' if play is None else str(play)}"
    if kind == "double":
        return f" Doubles => {value}"
    return " Takes" if kind == "take" else " Drops"


def mat_lines_of_game(game, number, scores, names=("Alice", "Bob")):
    """The lines of one ``Game N`` of a ``.mat`` record of a finished :class:`bglearn.Game`."""
    lines = [f" Game {number}", f" {names[0]} : {scores[0]}".ljust(_RIGHT - 1) + f"{names[1]} : {scores[1]}"]
    rows = []  # each [left text or None, right text or None]
    cube = 1
    for event in game.history:
        if event.action in ("closed out", "resign"):
            continue  # a closed-out side does not roll; a resignation shows as the win only
        value = None
        if event.action == "double":
            value = cube * 2
        if event.action == "take":
            cube *= 2
        text = _row_text((event.action, event.dice, event.play, value))
        if event.side == WHITE:
            if rows and rows[-1][0] is None and rows[-1][1] is None:
                rows[-1][0] = text
            else:
                rows.append([text, None])
        else:
            if not rows or rows[-1][1] is not None:
                rows.append([None, None])
            rows[-1][1] = text
    for n, (left, right) in enumerate(rows, start=1):
        line = f"{n:3d}) " + (left or "").ljust(_RIGHT - _LEFT - 1) + " " + (right or "")
        lines.append(line.rstrip())
    result = game.result
    win = f"Wins {result.points} point{'s' if result.points != 1 else ''}"
    lines.append((" " * 6 + win) if result.winner == WHITE else (" " * _RIGHT + win))
    lines.append("")
    return lines


def mat_text_of_games(seeds, length=0):
    """A whole ``.mat`` text of the seeded games (``length`` 0: a money session, ``0 point match``)."""
    lines = ['; [Site "bglearn fuzz"]', f" {length} point match", ""]
    scores = [0, 0]
    games = []
    for number, seed in enumerate(seeds, start=1):
        game = _mat_game_events(seed)
        lines += mat_lines_of_game(game, number, scores)
        scores[game.result.winner] += game.result.points
        games.append(game)
    return "\n".join(lines) + "\n", games


def real_mat_texts():
    """``{file name: text}`` of the real match records beside the clone (empty when absent)."""
    from helpers import match_files

    return {p.name: p.read_text(encoding="utf-8", errors="replace") for p in match_files()}

"""Fuzz the progress file (``bglearn.teach.progress.Progress``): corrupt texts, odd places, writers at once.

Texts: a real progress file mutated by characters (:func:`strategies.mutate_text`) and by JSON
values (a huge number, deep nesting, an outcome that is a list or a table, NaN). Places: a folder,
a FIFO, a dangling symbolic link, a symbolic link loop, a path whose folder is a file. Writers:
threads with a ``Progress`` each, saving random outcomes at once.

Asserted: opening and recording never raise (only :class:`bglearn.InputError` for a bad argument,
with nothing changed), never hang, :attr:`Progress.problem` is a short text or None; a file that
could not be read is left as it was; outcomes recorded are kept in memory, and on disk when the
file is good; no writer's outcome is lost.
"""

from __future__ import annotations

import json
import os
import threading

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from strategies import call, fuzz, mutate_text

import bglearn as bg
from bglearn.teach.progress import OUTCOMES, Progress

GOOD = json.dumps(
    {"version": 1, "lessons": {"01-moving": {"count": "first-try", "bar": "shown"}, "02": {"land": "after-tries"}}}
)
ODD_JSON = [
    "9" * 5000,
    "[" * 3000 + "]" * 3000,
    '{"a": ' * 3000 + "1" + "}" * 3000,
    '["first-try"]',
    '{"x": 1}',
    "NaN",
    "-Infinity",
    "1e999",
    "null",
    '"first-try"',
    '"' + "x" * 10_000 + '"',
    "true",
]


def mutate_json(text, rng):
    """Replace a value of the JSON text (after a ':') with an odd one."""
    cuts = [i for i, c in enumerate(text) if c == ":"]
    if not cuts:
        return text + rng.choice(ODD_JSON)
    i = rng.choice(cuts) + 1
    j = i
    depth = 0
    while j < len(text) and not (depth == 0 and text[j] in ",}"):
        depth += text[j] in "{[" and 1 or (text[j] in "}]" and -1) or 0
        j += 1
    return text[:i] + " " + rng.choice(ODD_JSON) + text[j:]


def snapshot(path):
    try:
        return path.read_bytes()
    except OSError:
        return None


@fuzz(150)
@given(st.randoms(use_true_random=False), st.integers(0, 2))
def test_a_corrupt_progress_file_never_stops_a_lesson(tmp_path_factory, rng, how):
    path = tmp_path_factory.mktemp("progress") / "progress.json"
    text = GOOD
    for _ in range(rng.randint(1, 2)):
        text = mutate_text(text, rng, edits=1) if how == 0 or rng.random() < 0.3 else mutate_json(text, rng)
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    before = path.read_bytes()
    opened = call(Progress, path)
    assert opened.ok, opened
    p = opened.value
    event("readable" if p.problem is None else "refused")
    assert p.problem is None or len(p.problem) < 500, p.problem
    recorded = call(p.record, "03-hit", "q", "shown")
    assert recorded.ok, recorded
    assert p.outcome("03-hit", "q") == "shown"
    if p.problem is not None and "cannot be read" in p.problem or "is not a progress file" in (p.problem or ""):
        assert path.read_bytes() == before  # left as it is
    elif p.problem is None:
        assert Progress(path).outcome("03-hit", "q") == "shown"


def _place(root, kind):
    target = root / "progress.json"
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "dangling-link":
        target.symlink_to(root / "nowhere" / "x.json")
    elif kind == "link-loop":
        target.symlink_to(target)
    elif kind == "folder-is-a-file":
        (root / "file").write_text("")
        target = root / "file" / "progress.json"
    elif kind == "device":
        target = root / "null-link"
        target.symlink_to("/dev/zero")
    return target


@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling-link", "link-loop", "folder-is-a-file", "device"])
def test_a_progress_file_in_an_odd_place_gives_a_message_not_an_error(tmp_path, kind):
    path = _place(tmp_path, kind)
    result = []
    thread = threading.Thread(target=lambda: result.append(call(Progress, path)), daemon=True)
    thread.start()
    thread.join(20)
    assert not thread.is_alive(), "Progress() blocked"
    (opened,) = result
    assert opened.ok, opened
    p = opened.value
    assert call(p.record, "01", "q", "first-try").ok
    assert p.outcome("01", "q") == "first-try"
    assert kind == "dangling-link" or p.problem, kind  # a dangling link is an unsaved file: written through


@fuzz(40)
@given(
    st.lists(
        st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.text(max_size=2))), min_size=3, max_size=3
    )
)
def test_record_with_odd_arguments_changes_nothing(tmp_path_factory, args):
    path = tmp_path_factory.mktemp("progress") / "progress.json"
    p = Progress(path)
    p.record("01", "q", "shown")
    before, on_disk = p.as_dict(), path.read_bytes()
    out = call(p.record, *args, allow=(bg.InputError,))
    if not out.ok:
        assert p.as_dict() == before and path.read_bytes() == on_disk
    else:
        assert args[2] in OUTCOMES


@fuzz(5)
@given(st.randoms(use_true_random=False))
def test_threads_saving_at_once_lose_nothing(tmp_path_factory, rng):
    path = tmp_path_factory.mktemp("progress") / "progress.json"
    plans = [[(f"l{rng.randrange(3)}", f"t{k}-{i}", rng.choice(OUTCOMES)) for i in range(40)] for k in range(4)]

    def write(plan):
        p = Progress(path)
        for lesson, q, outcome in plan:
            p.record(lesson, q, outcome)

    threads = [threading.Thread(target=write, args=(plan,)) for plan in plans]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    saved = Progress(path)
    for plan in plans:
        for lesson, q, outcome in plan:
            assert saved.outcome(lesson, q) == outcome, (lesson, q)

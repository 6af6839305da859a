"""lessons/README.md: the rules-coverage table stays true as lessons and tests change.

Checks every row of the table: no empty cell; every lesson file named exists, with the stages it
names (`` `NN-topic.ipynb` §stage-id ``); every worked example id (``NN: `id` ``) is a worked example,
picture or board of that lesson's .toml; every question id is a question of that lesson (both read
by ``bglearn.load_lesson``); every engine test named (file::function) is defined in tests/; lessons
00-09 all appear. Also runs the "For teachers" code example.

A worked-example or question cell that names no lesson object must say why, starting with one of
EXPLAINED (a site custom, a house rule, a convention of physical play, a variant, or a rule with no
judged question kind) and citing the stage that teaches it as ``NN §stage-id``; that stage must exist.
An engine-test cell that names no test must start with ``none:`` and give the reason.

Issue 18's two last columns: **Practised** names what the learner does on a board for the rule (a
worked example stepped with Next, a clickable board, a play or "which points" question answered on
the board) and **Asked** the judged questions (any kind); each id must be of that sort, and each
column holds at least what the Worked example and Quiz cells name of that sort. A cell naming
nothing says why, as an EXPLAINED cell.
"""

import contextlib
import io
import re
from pathlib import Path

import pytest

import bglearn as bg

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "lessons" / "README.md"
COLUMNS = [
    "#",
    "Rule / FAQ / mistake (source)",
    "Lesson",
    "Worked example",
    "Quiz",
    "Engine test",
    "Notes",
    "Practised",
    "Asked",
]
PRACTISED, ASKED = COLUMNS.index("Practised"), COLUMNS.index("Asked")
EXPLAINED = ("site custom", "house rule", "convention of physical play", "variant", "no judged quiz")


def split_row(line):
    """The cells of a markdown table row (pipes inside `code` do not split)."""
    cells, cell, in_code = [], "", False
    for ch in line.strip()[1:-1]:
        if ch == "`":
            in_code = not in_code
        if ch == "|" and not in_code:
            cells.append(cell.strip())
            cell = ""
        else:
            cell += ch
    cells.append(cell.strip())
    return cells


def coverage_rows():
    """(line number, cells) of every row of the tables under '## Rules coverage'."""
    text = README.read_text(encoding="utf-8")
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "## Rules coverage")
    rows, header_seen = [], 0
    for i, line in enumerate(lines[start + 1 :], start + 2):
        if line.startswith("## "):
            break
        if not line.startswith("|"):
            continue
        cells = split_row(line)
        if cells[0] == "#":
            assert cells == COLUMNS, f"line {i}: table header {cells}"
            header_seen += 1
        elif set(line.replace("|", "").strip()) <= {"-", ":", " "}:
            continue
        else:
            rows.append((i, cells))
    assert header_seen, "no coverage table found"
    return rows


ROWS = coverage_rows()


def lesson_toml(num):
    """The lesson data file whose name starts with ``num`` ('00'..'09')."""
    found = sorted((ROOT / "lessons").glob(f"{num}-*.toml"))
    assert len(found) == 1, f"lesson {num}: {found}"
    return found[0]


_LESSON_CACHE = {}


def lesson(num):
    """Lesson ``num``, read by the loader (once)."""
    if num not in _LESSON_CACHE:
        _LESSON_CACHE[num] = bg.load_lesson(lesson_toml(num))
    return _LESSON_CACHE[num]


def lesson_objects(num):
    """(stage ids, worked example/picture/board ids, question ids) of lesson ``num``, read by the loader."""
    read = lesson(num)
    questions = {q.id for q in read.quiz}
    return {s.id for s in read.stages}, set(read.ids) - questions, questions


def on_a_board(item):
    """True for what is done on a board: a worked example, a clickable board, a play question answered
    on its board, a "which points" question (points clicked on the board), a set-up question (checkers
    placed by clicks on the board)."""
    from bglearn.teach import PlayQuestion, PointsQuestion, SetupQuestion, WorkedExample
    from bglearn.widgets import BoardWidget

    if isinstance(item, PlayQuestion):
        return item.on_board
    return isinstance(item, (WorkedExample, BoardWidget, PointsQuestion, SetupQuestion))


def named(cell):
    """{(NN, id)} a cell names (empty for an explained cell or one naming no lesson object)."""
    if cell.startswith(EXPLAINED):
        return set()
    return {(num, ident) for num, text in segments(cell) for ident in re.findall(r"`([^`]+)`", text)}


def segments(cell):
    """Split 'NN: ... ; NN: ...' into [(NN, text)]."""
    parts = re.split(r"(?:^|;\s*)(\d\d):\s*", cell)
    assert parts[0].strip() == "", f"text before the first 'NN:' in {cell!r}"
    return list(zip(parts[1::2], parts[2::2], strict=False))


def explained(line, cell):
    """True for a cell that explains why no lesson object is named; checks the stage it cites."""
    if not cell.startswith(EXPLAINED):
        return False
    cited = re.findall(r"\b(\d\d) §([a-z0-9-]+)", cell)
    assert cited, f"line {line}: {cell!r} cites no lesson stage 'NN §stage-id'"
    for num, stage in cited:
        assert stage in lesson_objects(num)[0], f"line {line}: lesson {num} has no stage {stage!r}"
    return True


def row_id(row):
    return f"row {row[1][0]} (line {row[0]})"


def test_table_has_rows_and_numbers_run_in_order():
    assert len(ROWS) >= 40
    assert [cells[0] for _, cells in ROWS] == [str(n) for n in range(1, len(ROWS) + 1)]


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_no_cell_is_empty(row):
    line, cells = row
    assert len(cells) == len(COLUMNS), f"line {line}: {len(cells)} cells"
    for name, cell in zip(COLUMNS, cells, strict=False):
        assert cell.strip(" -—") != "", f"line {line}: the {name!r} cell is empty"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_nothing_is_missing(row):
    """Issue 4's quality bar: no empty cells. Every cell teaches, tests, or says why it cannot."""
    line, cells = row
    for name, cell in zip(COLUMNS, cells, strict=False):
        assert not cell.startswith("MISSING"), f"line {line}: the {name!r} cell is MISSING"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_lesson_files_exist(row):
    line, cells = row
    lesson = cells[2]
    files = re.findall(r"`(\d\d-[\w-]+\.ipynb)`", lesson)
    assert files or lesson.startswith("MISSING"), f"line {line}: no lesson file in {lesson!r}"
    for name in files:
        assert (ROOT / "lessons" / name).is_file(), f"line {line}: lessons/{name} does not exist"
    for num, stage in re.findall(r"`(\d\d)-[\w-]+\.ipynb` §([a-z0-9-]+)", lesson):
        assert stage in lesson_objects(num)[0], f"line {line}: lesson {num} has no stage {stage!r}"
    assert not re.search(r"\.ipynb` \(", lesson), f"line {line}: name stages as `NN-topic.ipynb` §stage-id"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_worked_examples_exist(row):
    line, cells = row
    cell = cells[3]
    if cell.startswith("MISSING") or explained(line, cell):
        return
    for num, text in segments(cell):
        ids = re.findall(r"`([^`]+)`", text)
        assert ids, f"line {line}: no worked example id after {num}:"
        for ident in ids:
            assert ident in lesson_objects(num)[1], f"line {line}: lesson {num} has no example or picture {ident!r}"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_questions_exist(row):
    line, cells = row
    cell = cells[4]
    if cell.startswith("MISSING") or explained(line, cell):
        return
    for num, text in segments(cell):
        ids = re.findall(r"`([^`]+)`", text)
        assert ids, f"line {line}: no question id after {num}:"
        for ident in ids:
            assert ident in lesson_objects(num)[2], f"line {line}: lesson {num} has no question {ident!r}"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_engine_tests_exist(row):
    line, cells = row
    cell = cells[5]
    refs = re.findall(r"tests/([\w/]+\.py)::(\w+)", cell)
    assert refs or cell.startswith("MISSING") or (cell.startswith("none:") and len(cell) > 20), (
        f"line {line}: no test named in {cell!r}"
    )
    for filename, function in refs:
        path = ROOT / "tests" / filename
        assert path.is_file(), f"line {line}: tests/{filename} does not exist"
        assert re.search(rf"^\s*def {function}\(", path.read_text(encoding="utf-8"), re.M), (
            f"line {line}: tests/{filename} defines no {function}()"
        )


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_practised_on_a_board(row):
    line, cells = row
    cell = cells[PRACTISED]
    if explained(line, cell):
        return
    for num, text in segments(cell):
        ids = re.findall(r"`([^`]+)`", text)
        assert ids, f"line {line}: nothing practised after {num}:"
        for ident in ids:
            assert ident in lesson(num).ids, f"line {line}: lesson {num} has no {ident!r}"
            item = lesson(num)[ident]
            assert on_a_board(item), (
                f"line {line}: lesson {num}'s {ident!r} ({type(item).__name__}) is not done on a board"
            )


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_asked_in_a_question(row):
    line, cells = row
    cell = cells[ASKED]
    if explained(line, cell):
        return
    for num, text in segments(cell):
        ids = re.findall(r"`([^`]+)`", text)
        assert ids, f"line {line}: no question after {num}:"
        for ident in ids:
            assert ident in lesson_objects(num)[2], f"line {line}: lesson {num} has no question {ident!r}"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_practised_and_asked_hold_the_examples_and_questions(row):
    """What the Worked example and Quiz cells name on a board is in Practised; their questions are in Asked."""
    line, cells = row
    taught = named(cells[3]) | named(cells[4])
    on_board = {(num, ident) for num, ident in taught if on_a_board(lesson(num)[ident])}
    missing = on_board - named(cells[PRACTISED])
    assert not missing, f"line {line}: Practised leaves out {sorted(missing)}"
    missing = named(cells[4]) - named(cells[ASKED])
    assert not missing, f"line {line}: Asked leaves out {sorted(missing)}"


def test_every_lesson_appears():
    named = {n for _, cells in ROWS for n in re.findall(r"`(\d\d)-[\w-]+\.ipynb`", cells[2])}
    assert named >= {f"{n:02d}" for n in range(10)}, sorted(named)


def test_for_teachers_example_runs():
    text = README.read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {})
    assert out.getvalue().split() == ["1", "20/13", "blocked-point", "True"]

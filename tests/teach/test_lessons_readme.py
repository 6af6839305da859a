"""lessons/README.md: the rules-coverage table stays true as lessons and tests change.

Checks every row of the table: no empty cell; every lesson file named exists; every worked
example title is a WorkedExample in that lesson; every quiz named is a question of that lesson,
with the number it has in the lesson's score; every engine test named (file::function) is defined
in tests/; lessons 00-08 all appear. Also runs the "For teachers" code example.

A worked-example or quiz cell that names no lesson object must say why, starting with one of
EXPLAINED (a site custom, a house rule, a convention of physical play, a variant, or a rule with no
judged quiz type) and citing the lesson section that teaches it as ``NN §N``; that section must exist.
An engine-test cell that names no test must start with ``none:`` and give the reason.
"""

import ast
import contextlib
import io
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "lessons" / "README.md"
COLUMNS = ["#", "Rule / FAQ / mistake (source)", "Lesson", "Worked example", "Quiz", "Engine test", "Notes"]
QUIZ_CLASSES = {"Quiz", "DiceCountQuiz", "LegalityQuiz", "PointsQuiz", "ResultQuiz"}
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


def notebook(num):
    """The lesson notebook whose file name starts with ``num`` ('00'..'08')."""
    found = sorted((ROOT / "lessons").glob(f"{num}-*.ipynb"))
    assert len(found) == 1, f"lesson {num}: {found}"
    return found[0]


def _code_cells(num):
    nb = json.loads(notebook(num).read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            try:
                yield ast.parse(src)
            except SyntaxError:  # pragma: no cover - a cell with IPython syntax
                continue


def _call_name(node):
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


_LESSON_CACHE = {}


def lesson_objects(num):
    """(worked example titles, scored quiz variables in score order) of lesson ``num``."""
    if num not in _LESSON_CACHE:
        titles = set()
        for tree in _code_cells(num):
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and _call_name(node) == "WorkedExample" and node.args:
                    if isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                        titles.add(node.args[0].value)
        _LESSON_CACHE[num] = (titles, _ordered(num))
    return _LESSON_CACHE[num]


def _ordered(num):
    """The variables of the questions that report to the score, in the order they are made."""
    names = []
    for tree in _code_cells(num):
        found = []
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and _call_name(node.value) in QUIZ_CLASSES
                and any(k.arg == "score" for k in node.value.keywords)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
            ):
                found.append((node.lineno, node.targets[0].id))
        names += [name for _, name in sorted(found)]  # ast.walk is breadth-first: sort by line
    return names


def segments(cell):
    """Split 'NN: ... ; NN: ...' into [(NN, text)]."""
    parts = re.split(r"(?:^|;\s*)(\d\d):\s*", cell)
    assert parts[0].strip() == "", f"text before the first 'NN:' in {cell!r}"
    return list(zip(parts[1::2], parts[2::2], strict=False))


def _sections(num):
    """The numbers N of the '## N. ...' headings of lesson ``num``."""
    nb = json.loads(notebook(num).read_text(encoding="utf-8"))
    found = set()
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            found |= set(re.findall(r"^## (\d+)\.", src, re.M))
    return found


def explained(line, cell):
    """True for a cell that explains why no lesson object is named; checks the section it cites."""
    if not cell.startswith(EXPLAINED):
        return False
    cited = re.findall(r"\b(\d\d) §(\d+)", cell)
    assert cited, f"line {line}: {cell!r} cites no lesson section 'NN §N'"
    for num, section in cited:
        assert section in _sections(num), f"line {line}: lesson {num} has no section {section}"
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


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_worked_examples_exist(row):
    line, cells = row
    cell = cells[3]
    if cell.startswith("MISSING") or explained(line, cell):
        return
    for num, text in segments(cell):
        titles = re.findall(r"`([^`]+)`", text)
        assert titles, f"line {line}: no worked example title after {num}:"
        known, _ = lesson_objects(num)
        for title in titles:
            assert title in known, f"line {line}: lesson {num} has no WorkedExample {title!r}"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_quizzes_exist_with_their_numbers(row):
    line, cells = row
    cell = cells[4]
    if cell.startswith("MISSING") or explained(line, cell):
        return
    for num, text in segments(cell):
        named = re.findall(r"quiz (\d+) `(\w+)`", text)
        assert named, f"line {line}: no 'quiz N `name`' after {num}:"
        _, order = lesson_objects(num)
        for number, name in named:
            assert name in order, f"line {line}: lesson {num} has no scored question {name!r}"
            assert order.index(name) + 1 == int(number), (
                f"line {line}: {name!r} is question {order.index(name) + 1} of lesson {num}, not {number}"
            )


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


def test_every_lesson_appears():
    named = {n for _, cells in ROWS for n in re.findall(r"`(\d\d)-[\w-]+\.ipynb`", cells[2])}
    assert named >= {f"{n:02d}" for n in range(9)}, sorted(named)


def test_for_teachers_example_runs():
    text = README.read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {})
    assert out.getvalue().split() == ["1", "20/13", "blocked-point", "True"]

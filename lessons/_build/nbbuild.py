"""Shared helpers for the lesson build scripts (``python lessons/_build/make_NN.py``).

A build script adds cells with :func:`md` and :func:`code` and ends with :func:`write`::

    from nbbuild import code, md, write
    md("# Lesson 9: ...")
    code("import bglearn as bg")
    code('''
    # check: the start has 16 plays with 3-1
    assert len(bg.legal_plays(bg.Position.start(), (3, 1))) == 16
    ''')
    write("09-something.ipynb")

Cells whose first line starts with ``# check`` (the lesson's own verification cells, which hold
the answers) are collapsed in JupyterLab and Notebook 7 (``source_hidden`` and
``outputs_hidden``), tagged ``check`` and run under ``%%capture`` (a collapsed cell's output still
appears once it runs, so they print nothing; a failing assert still fails under nbval): a learner
does not see the answers unless they expand the cell. Cells that build a question (``Quiz(``, ``DiceCountQuiz(`` ...) have
their source collapsed (the ``accept=`` and ``explain=`` arguments hold the answer) but keep their
output, the question itself; they are tagged ``question``. Notebooks are written with outputs
cleared.
"""

import re

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

LESSONS = Path(__file__).resolve().parents[1]
_cells = []


def md(text):
    """Add a Markdown cell (leading/trailing blank lines removed)."""
    _cells.append(new_markdown_cell(text.strip()))


def code(text):
    """Add a code cell; a ``# check`` first line makes it a collapsed verification cell."""
    cell = new_code_cell(text.strip())
    _mark(cell)
    _cells.append(cell)


def _mark(cell):
    if is_check(cell.source):
        silence(cell)
        hide(cell)
    elif is_question(cell.source):
        hide_source(cell)


_CAPTURE = "%%capture"


def is_check(source):
    """True for a verification cell: its first line (after ``%%capture``) starts with ``# check``."""
    lines = source.lstrip().splitlines()
    if lines and lines[0].strip() == _CAPTURE:
        lines = lines[1:]
    return bool(lines) and lines[0].lower().startswith("# check")


def silence(cell):
    """Make a cell print nothing (``%%capture``): a collapsed cell's output still shows once run."""
    if not cell.source.lstrip().startswith(_CAPTURE):
        cell.source = f"{_CAPTURE}\n{cell.source}"


_QUESTION = re.compile(r"\b(Quiz|DiceCountQuiz|PointsQuiz|LegalityQuiz|ResultQuiz)\(")


def is_question(source):
    """True for a cell that builds a quiz (its code names the answer)."""
    return bool(_QUESTION.search(source)) and not is_check(source)


def hide_source(cell, tag="question"):
    """Collapse only a cell's source (its output stays visible) and tag it."""
    cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
    tags = cell.metadata.setdefault("tags", [])
    if tag not in tags:
        tags.append(tag)


def hide(cell):
    """Collapse a cell's source and outputs in JupyterLab / Notebook 7 and tag it ``check``."""
    cell.metadata.setdefault("jupyter", {}).update(source_hidden=True, outputs_hidden=True)
    tags = cell.metadata.setdefault("tags", [])
    if "check" not in tags:
        tags.append("check")


def write(filename, cells=None):
    """Write the notebook ``lessons/<filename>`` with outputs cleared and return its path."""
    cells = _cells if cells is None else cells
    for cell in cells:
        if cell.cell_type == "code":
            _mark(cell)
    stem = Path(filename).stem.split("-")[0]
    for i, cell in enumerate(cells):
        cell["id"] = f"lesson{stem}-{i:03d}"  # stable ids: rebuilding changes only what changed
    nb = new_notebook(cells=list(cells))
    if cells is _cells:
        del _cells[:]  # the next script run in the same process (make_all.py) starts empty
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    path = LESSONS / filename
    nbformat.write(nb, path)
    return path

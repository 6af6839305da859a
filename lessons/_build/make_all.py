"""Rebuild every lesson notebook: ``python lessons/_build/make_all.py`` from the repository root.

Runs each ``make_NN.py`` in order, then collapses the verification cells of every notebook (see
:func:`nbbuild.hide`), so a script that does not use :mod:`nbbuild` yet gets the same treatment.
"""

import runpy
import sys
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from nbbuild import LESSONS, _mark, is_check, is_question  # noqa: E402


def hide_checks(path):
    """Collapse the ``# check`` cells (and quiz sources) of one notebook; return their number."""
    nb = nbformat.read(path, as_version=4)
    n = 0
    for cell in nb.cells:
        if cell.cell_type == "code":
            n += is_check(cell.source) or is_question(cell.source)
            _mark(cell)
    nbformat.write(nb, path)
    return n


def main():
    for script in sorted(HERE.glob("make_[0-9][0-9].py")):
        runpy.run_path(str(script), run_name="__main__")
    for path in sorted(LESSONS.glob("[0-9][0-9]-*.ipynb")):
        print(f"{path.name}: {hide_checks(path)} check and question cells collapsed")


if __name__ == "__main__":
    main()

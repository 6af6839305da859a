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

from nbbuild import LESSONS, hide, is_check  # noqa: E402


def hide_checks(path):
    """Collapse the ``# check`` cells of one notebook in place; return how many there are."""
    nb = nbformat.read(path, as_version=4)
    n = 0
    for cell in nb.cells:
        if cell.cell_type == "code" and is_check(cell.source):
            hide(cell)
            n += 1
    nbformat.write(nb, path)
    return n


def main():
    for script in sorted(HERE.glob("make_[0-9][0-9].py")):
        runpy.run_path(str(script), run_name="__main__")
    for path in sorted(LESSONS.glob("[0-9][0-9]-*.ipynb")):
        print(f"{path.name}: {hide_checks(path)} check cells collapsed")


if __name__ == "__main__":
    main()

"""``python -m bglearn.bench [COMMAND] [options]``: print timing and strength tables.

Commands:
  engine   legal_plays on 3,000 seeded cases (the default; then also board and import)
  board    a click on the board: the new picture's milliseconds
  import   ``import bglearn`` in fresh interpreters
  bots     each computer level against GNU Backgammon: equity lost, speed, games won
  page     the play page in Voila: seconds from navigation to the first board (headless Chromium)
  browser  lesson 01 in JupyterLab and headless Chromium: click, Done and Next beside the floor
  review   review_match's error rates and ratings beside GNU Backgammon's analyse match
  hint     Hint on the play page in Voila: click to words, beside the floor and the kernel's part

``python -m bglearn.bench COMMAND --help`` lists a command's options.
"""

from __future__ import annotations

import sys

from . import board, bots, browser, engine, hint, page, review, startup


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark named by the first argument (default ``engine``) with the other arguments."""
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = {
        "engine": engine.main,
        "board": board.main,
        "import": startup.main,
        "bots": bots.main,
        "page": page.main,
        "browser": browser.main,
        "review": review.main,
        "hint": hint.main,
    }
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__.replace("``", ""))
        return 0
    name = argv.pop(0) if argv and argv[0] in commands else "engine"
    return commands[name](argv)


if __name__ == "__main__":
    sys.exit(main())

"""``python -m bglearn.bench [engine|board|import] [options]``: print timing tables."""

from __future__ import annotations

import sys

from . import board, engine, startup


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark named by the first argument (default ``engine``) with the other arguments."""
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = {"engine": engine.main, "board": board.main, "import": startup.main}
    name = argv.pop(0) if argv and argv[0] in commands else "engine"
    return commands[name](argv)


if __name__ == "__main__":
    sys.exit(main())

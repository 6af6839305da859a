"""Static checks in the default test run: mypy (strict on the engine and play layers) and ruff.

The versions are pinned in the ``test`` extra of pyproject.toml (a new release may add rules), and
the configuration is in pyproject.toml ([tool.mypy], [tool.ruff]).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    path = BIN / name
    if path.exists():
        return str(path)
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -e '.[test]' installs the pinned version")
    return found


def _run(*args: str) -> None:
    result = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, f"{' '.join(args)} failed:\n{result.stdout}\n{result.stderr}"


@pytest.mark.slow
def test_mypy_strict_on_the_engine_and_play_layers() -> None:
    # (--follow-imports=silent: Position._repr_png_ imports bglearn.draw, which is checked by the plain run)
    _run(_tool("mypy"), "--strict", "--follow-imports=silent", "bglearn/errors.py", "bglearn/engine", "bglearn/play")


@pytest.mark.slow
def test_mypy_on_the_whole_package() -> None:
    _run(_tool("mypy"))


def test_ruff_check() -> None:
    _run(_tool("ruff"), "check", "bglearn", "tests")


def test_ruff_format() -> None:
    _run(_tool("ruff"), "format", "--check", "bglearn", "tests")

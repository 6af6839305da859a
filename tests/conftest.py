"""Shared test set-up: ``tests/`` on ``sys.path`` (so tests import ``helpers``) and the match records.

A test that takes a ``mat_file`` argument runs once per real match record (``shared/data/matches``
beside the clone); ``matches_dir`` gives that folder. Without the records both skip with a message
naming the folder -- a user's fresh clone has none -- and under CI (the ``CI`` variable set) they
fail instead.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import match_files, need_matches


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "mat_file" in metafunc.fixturenames:
        files = match_files()
        metafunc.parametrize(
            "mat_file", files or [None], indirect=True, ids=[p.name[:48] for p in files] or ["no-records"]
        )


@pytest.fixture
def mat_file(request: pytest.FixtureRequest) -> Path:
    """One real ``.mat`` match record (parametrized over all of them)."""
    if request.param is None:
        need_matches()
    return request.param


@pytest.fixture
def matches_dir() -> Path:
    """The folder of the real match records."""
    return need_matches()


@pytest.fixture(autouse=True)
def progress_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test saves lesson progress to its own temporary file, never the user's."""
    path = tmp_path / "progress.json"
    monkeypatch.setenv("BGLEARN_PROGRESS", str(path))
    return path


@pytest.fixture
def no_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """bgsage hidden: its import fails, as on a platform without its wheel (the fallbacks run)."""
    import sys

    from bglearn.play import analysis

    monkeypatch.setitem(sys.modules, "bgsage", None)  # ``import bgsage`` raises ImportError
    monkeypatch.setattr(analysis, "_ANALYZERS", {})
    monkeypatch.setattr(analysis, "_FAILURE", [])

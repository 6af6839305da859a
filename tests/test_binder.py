"""Offline checks of what mybinder.org (repo2docker) will build from binder/.

Nothing here talks to the network: it checks that the pins parse, that Binder installs
every runtime dependency of the package plus the package itself, that the Python version
is new enough, and that the README's Binder link opens the first lesson.
"""

import re
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import Version

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
FIRST_LESSON = "lessons/01-moving-and-dice-order.ipynb"
PLAY_PAGE = "lessons/play.ipynb"


def _requirement_lines():
    lines = []
    for raw in (ROOT / "binder" / "requirements.txt").read_text().splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            lines.append(line)
    return lines


def _pinned():
    reqs = {}
    for line in _requirement_lines():
        if line == ".":
            continue
        req = Requirement(line)
        reqs[canonicalize_name(req.name)] = req
    return reqs


def _pyproject():
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_every_requirement_is_pinned_exactly():
    reqs = _pinned()
    assert reqs, "binder/requirements.txt names no packages"
    for name, req in reqs.items():
        specs = list(req.specifier)
        assert len(specs) == 1 and specs[0].operator == "==", f"{name}: pin it with ==, got {req}"
        Version(specs[0].version)  # raises if the version does not parse


def test_binder_installs_the_package_itself():
    # repo2docker runs pip from the repository root; a local path also makes it copy the
    # whole repository before installing (repo2docker's is_local_pip_requirement).
    assert "." in _requirement_lines()


def test_binder_has_what_the_lessons_need():
    reqs = _pinned()
    for name in ("jupyterlab", "ipywidgets", "anywidget", "matplotlib"):
        assert name in reqs, f"binder/requirements.txt lacks {name}"


def test_every_runtime_dependency_is_pinned_for_binder():
    reqs = _pinned()
    binder_python = (ROOT / "binder" / "runtime.txt").read_text().strip().removeprefix("python-")
    for dep in _pyproject()["project"]["dependencies"]:
        req = Requirement(dep)
        name = canonicalize_name(req.name)
        if req.marker is not None and not req.marker.evaluate({"python_version": binder_python}):
            continue  # e.g. tomli, needed on Python 3.10 only; Binder runs runtime.txt's Python
        assert name in reqs, f"runtime dependency {name} missing from binder/requirements.txt"
        pinned = next(iter(reqs[name].specifier)).version
        assert req.specifier.contains(pinned, prereleases=True), (
            f"binder pins {name}=={pinned}, outside pyproject's {req.specifier}"
        )


def test_runtime_python_is_supported():
    text = (ROOT / "binder" / "runtime.txt").read_text().strip()
    m = re.fullmatch(r"python-(\d+)\.(\d+)", text)
    assert m, f"runtime.txt should read python-X.Y, got {text!r}"
    assert (int(m[1]), int(m[2])) >= (3, 10)
    requires = _pyproject()["project"]["requires-python"]
    assert f"{m[1]}.{m[2]}" in SpecifierSet(requires), f"runtime.txt python is outside {requires}"


def test_readme_binder_links_open_the_first_lesson_and_the_match_app():
    readme = (ROOT / "README.md").read_text()
    links = re.findall(r"https://mybinder\.org/v2/gh/[^\s)\]]+", readme)
    assert links, "README has no mybinder.org link"
    ends = ("?urlpath=lab/tree/" + FIRST_LESSON, "?urlpath=voila/render/" + PLAY_PAGE)
    for link in links:
        assert link.endswith(ends), link
    assert {e for e in ends if any(link.endswith(e) for link in links)} == set(ends)
    assert (ROOT / PLAY_PAGE).is_file()


def test_binder_serves_the_match_app_with_voila():
    assert "voila" in _pinned(), "binder/requirements.txt lacks voila (the ?urlpath=voila/render/ link)"


@pytest.mark.skipif(not (ROOT / FIRST_LESSON).exists(), reason="first lesson not written yet")
def test_first_lesson_exists_where_links_point():
    assert (ROOT / FIRST_LESSON).is_file()

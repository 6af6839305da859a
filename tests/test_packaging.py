"""The sdist and the wheel of ``bglearn-lessons``: names, one version, contents, ``twine check``, installed.

The distribution is ``bglearn-lessons`` (the name ``bglearn`` on PyPI belongs to an unrelated
project); the import name is ``bglearn``. Its version has one source, ``bglearn.__version__``
(``[tool.setuptools.dynamic]``), so the installed metadata and the module cannot differ.

Both distributions are built once per session from a copy of the repository with ``python -m
build --no-isolation`` (the sdist first, then the wheel from the unpacked sdist, as a user's
``pip install`` of the sdist would): building in place would write ``build/`` and
``bglearn_lessons.egg-info/`` into the working tree, and setuptools puts whatever an old
``build/lib`` or ``SOURCES.txt`` still lists into the next wheel. Without build isolation the build
backend of ``[build-system]`` must be installed already; ``pip install -e '.[test]'`` installs it,
with ``build`` and ``twine``. Nothing here asks an index.

The installed-wheel test installs it, non-editable and without dependencies, into a fresh
venv made ``--without-pip``; a ``.pth`` file there names this environment's site-packages so
matplotlib, ipywidgets, numpy... are found without downloading them. A path line in a ``.pth``
file does not run the ``.pth`` files of that folder, so this environment's editable install of
bglearn stays inactive there; the test checks that bglearn is imported from the venv.
"""

from __future__ import annotations

import email.parser
import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

import bglearn

ROOT = Path(__file__).resolve().parents[1]
#: The import name, and the distribution's name on PyPI (and in file names, PEP 625 / PEP 427).
PACKAGE = "bglearn"
DISTRIBUTION = "bglearn-lessons"
FILE_STEM = "bglearn_lessons"
#: Every package the wheel must contain (each with its ``__init__.py``).
PACKAGES = (
    "bglearn",
    "bglearn/engine",
    "bglearn/play",
    "bglearn/play/training",
    "bglearn/draw",
    "bglearn/widgets",
    "bglearn/teach",
    "bglearn/teach/questions",
    "bglearn/bench",
)
#: Top-level folders of the repository that must stay out of the wheel.
NOT_SHIPPED = ("tests", "lessons")
#: Left out of the copy the wheel is built from: VCS data, environments, build leftovers.
NOT_COPIED = (
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "*.pyc",
    ".pytest_cache", ".hypothesis", ".ipynb_checkpoints",
)  # fmt: skip
#: Modules imported from the installed wheel, each of which must come from the venv.
IMPORTED = ("bglearn", "bglearn.engine", "bglearn.draw", "bglearn.widgets")
#: This environment's pip, quiet about its own version; it never asks an index here.
PIP = (sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input")


def run(*command: str | Path, **options: Any) -> subprocess.CompletedProcess[str]:
    """Run a command, failing the test with its output if it fails."""
    done = subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=300, **options)
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed:\n{done.stdout}\n{done.stderr}"
    return done


def check_build_requirements() -> None:
    """Fail early, and clearly, if ``[build-system] requires`` is not installed here."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for requirement in map(Requirement, pyproject["build-system"]["requires"]):
        try:
            version = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            version = None
        if version is None or not requirement.specifier.contains(version, prereleases=True):
            pytest.fail(
                f"the wheel is built without build isolation and needs {requirement} "
                f"(installed: {version}); run: pip install -e '.[test]'"
            )


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``{"sdist": ..., "wheel": ...}``: both distributions, built once from a clean copy of the repository."""
    check_build_requirements()
    base = tmp_path_factory.mktemp("dists")
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_COPIED))
    out = base / "dist"
    run(sys.executable, "-m", "build", "--no-isolation", "--outdir", out, source)
    built = sorted(p.name for p in out.iterdir())
    version = bglearn.__version__
    assert built == [f"{FILE_STEM}-{version}-py3-none-any.whl", f"{FILE_STEM}-{version}.tar.gz"], built
    return {"sdist": out / f"{FILE_STEM}-{version}.tar.gz", "wheel": out / f"{FILE_STEM}-{version}-py3-none-any.whl"}


@pytest.fixture(scope="module")
def wheel(dists: dict[str, Path]) -> Path:
    """The wheel (built from the sdist)."""
    return dists["wheel"]


def test_one_version_source() -> None:
    """pyproject.toml names no version of its own: setuptools reads ``bglearn.__version__``."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["name"] == DISTRIBUTION
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "bglearn.__version__"}
    # this environment's (editable) install says the same as the module
    assert importlib.metadata.version(DISTRIBUTION) == bglearn.__version__
    assert DISTRIBUTION in importlib.metadata.packages_distributions()[PACKAGE]


@pytest.mark.slow
def test_sdist_and_wheel_metadata_and_twine_check(dists: dict[str, Path]) -> None:
    """Both carry the name bglearn-lessons and bglearn.__version__, and pass ``twine check --strict``."""
    with tarfile.open(dists["sdist"]) as archive:
        top = f"{FILE_STEM}-{bglearn.__version__}"
        names = set(archive.getnames())
        member = archive.extractfile(f"{top}/PKG-INFO")
        assert member is not None
        sdist_metadata = email.parser.Parser().parsestr(member.read().decode())
    with zipfile.ZipFile(dists["wheel"]) as archive:
        wheel_metadata = email.parser.Parser().parsestr(archive.read(dist_info_file(archive, "METADATA")).decode())
    for metadata in (sdist_metadata, wheel_metadata):
        assert (metadata["Name"], metadata["Version"]) == (DISTRIBUTION, bglearn.__version__)
        assert metadata["Description-Content-Type"] == "text/markdown"
        assert metadata["License-Expression"] == "MIT"
    # the sdist holds what the wheel is built from
    for required in ("pyproject.toml", "README.md", "LICENSE", "bglearn/__init__.py", "bglearn/py.typed"):
        assert f"{top}/{required}" in names, f"{required} missing from the sdist"
    checked = run(sys.executable, "-m", "twine", "check", "--strict", dists["sdist"], dists["wheel"])
    assert checked.stdout.count("PASSED") == 2, checked.stdout


def dist_info_file(archive: zipfile.ZipFile, name: str) -> str:
    """The path inside the wheel of a file of its ``.dist-info`` folder."""
    matches = [n for n in archive.namelist() if n.split("/")[0].endswith(".dist-info") and n.endswith("/" + name)]
    assert len(matches) == 1, f"expected one {name} in the wheel's .dist-info, found {matches}"
    return matches[0]


@pytest.mark.slow
def test_wheel_contents(wheel: Path) -> None:
    """Every module and subpackage, the network weights, py.typed and the licence; no tests or lessons."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = email.parser.Parser().parsestr(archive.read(dist_info_file(archive, "METADATA")).decode())
        licence = archive.read(dist_info_file(archive, "licenses/LICENSE")).decode()

    required = {f"{package}/__init__.py" for package in PACKAGES} | {f"{PACKAGE}/py.typed"}
    sources = {p.relative_to(ROOT).as_posix() for p in (ROOT / PACKAGE).rglob("*.py")}
    assert not required - names, f"missing from the wheel: {sorted(required - names)}"
    assert not sources - names, f"modules missing from the wheel: {sorted(sources - names)}"
    weights = {p.relative_to(ROOT).as_posix() for p in (ROOT / PACKAGE).rglob("*.npz")}  # the bots' networks
    assert len(weights) >= 2 and not weights - names, f"weights missing from the wheel: {sorted(weights - names)}"
    shipped_by_mistake = sorted(n for n in names if n.split("/")[0] in NOT_SHIPPED)
    assert not shipped_by_mistake, f"in the wheel by mistake: {shipped_by_mistake}"

    assert metadata["License-Expression"] == "MIT"
    assert "LICENSE" in metadata.get_all("License-File", [])
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")


def venv_python(venv: Path) -> Path:
    """The interpreter of a venv."""
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


@pytest.mark.slow
def test_wheel_installs_and_imports_without_the_checkout(wheel: Path, tmp_path: Path) -> None:
    """Installed non-editable in a fresh venv, bglearn imports from there, not from this checkout, and the
    installed metadata's version is ``bglearn.__version__``."""
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv_python(venv)
    run(*PIP, "--python", python, "install", "--no-deps", "--no-index", wheel)
    # Only now make this environment's libraries visible: had pip seen this environment's
    # bglearn it could have called the requirement already satisfied.
    paths = run(python, "-c", "import json, sysconfig; print(json.dumps(sysconfig.get_paths()))")
    site_packages = Path(json.loads(paths.stdout)["purelib"])
    outer = dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))
    (site_packages / "outer-environment.pth").write_text("".join(f"{path}\n" for path in outer))

    probe = "; ".join(
        [
            "import importlib, importlib.resources, json",
            f"files = {{m: importlib.import_module(m).__file__ for m in {IMPORTED!r}}}",
            f"files['py.typed'] = str(importlib.resources.files({PACKAGE!r}) / 'py.typed')",
            "import importlib.metadata, bglearn",
            f"files['versions'] = [importlib.metadata.version({DISTRIBUTION!r}), bglearn.__version__]",
            "print(json.dumps(files))",
        ]
    )
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    files = json.loads(run(python, "-c", probe, cwd=workdir, env=env).stdout)
    installed, module = files.pop("versions")
    assert installed == module == bglearn.__version__, f"metadata says {installed}, bglearn.__version__ {module}"

    for module, file in files.items():
        path = Path(file).resolve()
        assert path.is_relative_to(venv.resolve()), f"{module} imported from {path}, not from the venv"
        assert not path.is_relative_to(ROOT), f"{module} imported from the checkout: {path}"
    assert Path(files["py.typed"]).is_file()

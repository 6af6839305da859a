"""README and CI must not drift: the README's test command is exactly what .ci/run runs."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = "# README-TEST-COMMAND"


def _ci_test_command():
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    idx = [i for i, line in enumerate(lines) if line.startswith(MARKER)]
    assert len(idx) == 1, f"expected one {MARKER} line in .ci/run"
    command = lines[idx[0] + 1].strip()
    assert command and not command.startswith("#")
    return command


def _readme_commands():
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```(?:bash|sh|console)\n(.*?)```", readme, flags=re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def test_ci_runs_the_readme_test_command():
    assert _ci_test_command() in _readme_commands()


def test_ci_test_command_installs_test_extra_and_runs_pytest():
    command = _ci_test_command()
    assert "pip install -e '.[test]'" in command
    assert command.endswith("-m pytest"), "CI must run the whole suite, not a subset"


def test_quick_start_has_two_commands():
    readme = (ROOT / "README.md").read_text()
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    quick = quick.split("###", 1)[0]  # the Binder subsection is not a command
    commands = re.findall(r"```bash\n(.*?)```", quick, flags=re.S)
    assert len(commands) == 2
    assert "jupyter lab --allow-root lessons/00-the-board.ipynb" in commands[0]  # also as root in a container
    assert commands[1].strip() == _ci_test_command()


def test_ci_script_is_strict():
    text = (ROOT / ".ci" / "run").read_text()
    assert "set -euo pipefail" in text
    assert "apt-get install" in text and "chromium" in text
    assert "MPLCONFIGDIR" in text


def test_quiz_file_example_runs():
    """README's quiz-file example (the ```python block that calls loads_quiz) runs and prints True."""
    import contextlib
    import io
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```python\n(.*?)```", readme, re.S) if "make-the-5" in b]
    assert len(blocks) == 1
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(blocks[0], "README.md", "exec"), {})
    assert out.getvalue().split() == ["True"]


def test_teacher_example_runs(tmp_path, monkeypatch):
    """README's teacher example (the block with PositionEditor) runs and prints the IDs and the log."""
    import contextlib
    import io
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```python\n(.*?)```", readme, re.S) if "PositionEditor" in b]
    assert len(blocks) == 1
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(blocks[0], "README.md", "exec"), {})
    assert out.getvalue().splitlines() == [
        "XGID=-b---AD-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
        ",q1,24/13,correct,,yes,1",
    ]
    assert (tmp_path / "board.svg").read_text().startswith("<?xml")

"""lessons/teachers/README.md, the teacher's guide: its example quiz, error message, cells and links are real."""

import re
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import nbformat
import pytest

import bglearn as bg

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "lessons" / "teachers" / "README.md"


def blocks(lang: str) -> list[str]:
    """The guide's fenced code blocks of one language, in order (indented ones included)."""
    text = GUIDE.read_text(encoding="utf-8")
    return [
        re.sub(rf"^{m.group(1)}", "", m.group(2), flags=re.M)  # the fence's own indent, no more
        for m in re.finditer(rf"^( *)```{lang}\n(.*?)^\1```$", text, flags=re.M | re.S)
    ]


def test_the_example_quiz_loads_and_the_engine_answers_it():
    quiz = bg.loads_quiz(blocks("toml")[0], "tuesday.toml")
    assert quiz.title == "Tuesday: entering from the bar"
    assert quiz.ids == ("enter-first", "dance", "which-points")
    q = quiz["enter-first"]
    # the answer shown is the strongest level's choice among the right plays (issue 17), not the first listed
    assert str(q.solution()) == str(bg.rank_plays(q.position, q.dice, bg.play.bots.STRONGEST, n=1)[0].play)
    assert str(q.solution()) == "bar/24* 13/8"
    assert quiz["dance"].solution() == 0
    assert quiz["which-points"].solution() == {23}


def test_the_error_shown_is_the_loaders_error_word_for_word():
    text = blocks("toml")[0].replace('rule = "must-pass"', 'rule = "must-move"')
    with pytest.raises(bg.QuizFileError) as e:
        bg.loads_quiz(text, "tuesday.toml")
    assert (e.value.path, e.value.entry) == ("tuesday.toml", "dance")
    assert blocks("text")[0].strip() == str(e.value)


FLOW = [
    "python -m bglearn.teach.grading make quizzes/tuesday.toml source/tuesday/tuesday.ipynb",
    "nbgrader generate_assignment tuesday",
    "nbgrader release_assignment tuesday",
    "nbgrader list --inbound",
    "nbgrader collect tuesday",
    "nbgrader autograde tuesday",
    "nbgrader generate_feedback tuesday",
    "nbgrader release_feedback tuesday",
    "nbgrader export",
    "cat grades.csv",
]


def test_the_grading_flow_is_the_tested_one_and_its_output_is_the_engines(tmp_path, monkeypatch):
    from bglearn.teach.grading import judge_answer, main

    flow = "\n".join(b for b in blocks("text") if "$ nbgrader" in b)  # before and after the pupils answer
    assert [line[2:] for line in flow.splitlines() if line.startswith("$ ")] == FLOW
    # the make line's output, word for word, for the guide's own quiz
    monkeypatch.chdir(tmp_path)
    (tmp_path / "quizzes").mkdir()
    (tmp_path / "quizzes" / "tuesday.toml").write_text(blocks("toml")[0], encoding="utf-8")
    printed = []
    monkeypatch.setattr("builtins.print", lambda *a, **k: printed.append(" ".join(map(str, a))))
    assert main(FLOW[0].split()[3:]) == 0
    assert printed[0] in flow.splitlines()
    # the course configuration is the tested one (the feedback without the answer key)
    from test_nbgrader import FEEDBACK_WITHOUT_KEY

    (config,) = [b for b in blocks("python") if "c.CourseDirectory.root" in b]
    assert FEEDBACK_WITHOUT_KEY in config
    # the grades and the reason quoted are what the engine gives Ann's and Ben's answers
    quiz = bg.loads_quiz(blocks("toml")[0])
    ann = [str(quiz["enter-first"].solution()), "0", "23"]
    ben = ["13/8 6/5", "", "23"]
    import nbformat

    nb = nbformat.read(tmp_path / "source" / "tuesday" / "tuesday.ipynb", as_version=4)
    keys = [c.source for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade")]
    specs = [eval(k[k.index("{") : k.rindex("}") + 1], {}) for k in keys]
    assert [judge_answer(s, a).correct for s, a in zip(specs, ann, strict=True)] == [True] * 3
    assert [judge_answer(s, a).correct for s, a in zip(specs, ben, strict=True)] == [False, False, True]
    assert "tuesday,,2026-12-01 22:37:06.623297,ann,,Ann,,3.0,0.0,3.0,3.0" in flow
    assert "tuesday,,2026-12-01 22:37:21.417311,ben,,Ben,,1.0,0.0,1.0,3.0" in flow
    assert "tuesday,,,cy,,Cy,,0.0,0.0,0.0,3.0" in flow
    reason = judge_answer(specs[0], "13/8 6/5").message
    assert f"`Not right. {reason}`" in " ".join(GUIDE.read_text(encoding="utf-8").split())


def test_the_lessons_folder_ships_no_graded_notebook():
    """What the nbgitpuller link pulls holds no nbgrader notebook (graded quizzes live in the teacher's own repo)."""
    for nb_path in (ROOT / "lessons").rglob("*.ipynb"):
        if "_build" in nb_path.parts or ".ipynb_checkpoints" in nb_path.parts:
            continue
        nb = nbformat.read(nb_path, as_version=4)
        assert not any("nbgrader" in c.metadata for c in nb.cells), nb_path


def test_the_nbgitpuller_link_opens_lesson_00_of_this_repository():
    (link,) = [b.strip() for b in blocks("text") if "git-pull" in b]
    parts = urlsplit(link)
    assert parts.path == "/hub/user-redirect/git-pull"
    query = {k: v for k, (v,) in parse_qs(parts.query).items()}
    assert query == {
        "repo": "https://github.com/YOUR-ORG/bglearn",
        "branch": "main",
        "urlpath": "lab/tree/bglearn/lessons/00-the-board.ipynb",
    }
    assert (ROOT / query["urlpath"].removeprefix("lab/tree/bglearn/")).is_file()


def test_the_pip_install_line_is_the_same_for_both_hubs_and_the_readme_and_names_our_distribution():
    """The distribution's own name (pyproject's; "bglearn" on PyPI is someone else's), from the repository."""
    name = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["name"]
    assert name == "bglearn-lessons"
    spec = f'"{name} @ git+https://github.com/YOUR-ORG/bglearn"'
    assert blocks("bash")[1].strip() == f"sudo -E pip install {spec}"
    assert blocks("dockerfile")[0].splitlines()[1] == f"RUN pip install --no-cache-dir nbgitpuller {spec}"
    guide = GUIDE.read_text(encoding="utf-8")
    assert f"`pip install {name}`" in guide and "no release has been uploaded yet" in guide
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"```bash\npip install {spec}\n```" in readme
    assert f"`pip install {name}`" in readme
    assert "mybinder.org/v2/gh/YOUR-ORG/bglearn/main" in readme
    assert "[lessons/teachers/README.md](lessons/teachers/README.md)" in readme.split("## Quick start")[0]


WORKED = ROOT / "lessons" / "teachers" / "00-build-a-quiz.ipynb"


def test_the_worked_example_notebook_is_its_markdown_outputs_cleared_and_linked():
    """Edit 00-build-a-quiz.md and run `jupytext --sync` on it; nbval runs the notebook (testpaths)."""
    import jupytext

    nb = nbformat.read(WORKED, as_version=4)
    md = jupytext.read(WORKED.with_suffix(".md"))
    assert nb.metadata.get("jupytext", {}).get("formats") == "ipynb,md:myst"
    assert [(c.cell_type, c.source.strip()) for c in nb.cells] == [(c.cell_type, c.source.strip()) for c in md.cells]
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.outputs == [] and c.execution_count is None for c in code), "commit it with outputs cleared"
    source = "\n".join(c.source for c in code)
    for step in (
        "bg.PositionEditor(bg.Position.start())",
        'bg.PositionEditor("XGID=',
        ".problems()",
        ".xgid",
        ".position_id()",
        ".match_id",
        "bg.Position.from_diagram(",
        "bg.MatchState.from_match_id(",
        "bg.loads_quiz(",
        "bg.load_quiz(",
        "except bg.QuizFileError",
        "quiz.show()",
        "Presenter(quiz)",
        "quiz.answer(",
        "quiz.save_attempts(",
        "read_attempts(",
        "summarize(",
        "summary_chart(",
        "bg.draw.save(",
    ):
        assert step in source, f"the worked example does not show {step}"
    guide = GUIDE.read_text(encoding="utf-8")
    assert "[`00-build-a-quiz.ipynb`](00-build-a-quiz.ipynb)" in guide
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(lessons/teachers/00-build-a-quiz.ipynb)" in readme.split("## Quick start")[0]


def test_the_class_settings_keep_a_reading_pupil_and_the_figures_come_from_the_hub_test():
    """TLJH's and Z2JH's culler timeouts agree (an hour: TLJH's own default, 600 s, is too short), the
    chart's memory is set, and the measured figures name the test that printed them."""
    import yaml  # (jupytext and jupyter_events need PyYAML)

    tljh = next(b for b in blocks("bash") if "tljh-config" in b).split("\n")
    assert "sudo tljh-config set services.cull.timeout 3600" in tljh and tljh[-2] == "sudo tljh-config reload"
    # (read as it stands: blocks() takes off the indentation of a block in a list, which YAML needs)
    (chart,) = [yaml.safe_load(b) for b in re.findall(r"^```yaml\n(.*?)^```$", GUIDE.read_text(), flags=re.M | re.S)]
    assert chart["cull"] == {"enabled": True, "timeout": 3600, "every": 600}
    assert set(chart["singleuser"]["memory"]) == {"guarantee", "limit"}
    assert chart["singleuser"]["image"]["name"].startswith("YOUR-REGISTRY/")
    guide = GUIDE.read_text(encoding="utf-8")
    assert "`tests/teach/test_hub_class.py`" in guide and (ROOT / "tests" / "teach" / "test_hub_class.py").is_file()
    assert "MappingKernelManager.cull_connected" in guide
    assert not re.findall(r"\{[a-z_]+\}", guide), "a figure of the class section is not filled in"

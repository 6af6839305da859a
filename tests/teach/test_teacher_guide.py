"""lessons/teachers/README.md, the teacher's guide: its example quiz, error message, cells and links are real."""

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import nbformat
import pytest

import bglearn as bg

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "lessons" / "teachers" / "README.md"


def blocks(lang: str) -> list[str]:
    """The guide's fenced code blocks of one language, in order (indented ones included)."""
    text = GUIDE.read_text(encoding="utf-8")
    return [
        re.sub(r"^ {0,2}", "", m.group(2), flags=re.M)
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


def test_the_cells_quoted_are_the_graded_notebooks():
    nb = nbformat.read(ROOT / "lessons" / "teachers" / "graded-quiz.ipynb", as_version=4)
    sources = [c.source for c in nb.cells]
    guide = GUIDE.read_text(encoding="utf-8")
    setup = 'quiz = bg.load_quiz("quizzes/04-using-the-whole-roll.toml")'
    test_cell = 'assert quiz.solved("higher-die"), quiz["higher-die"].feedback or "not answered yet"'
    assert f"`{setup}`" in guide and any(setup in s for s in sources)
    assert f"`{test_cell}`" in guide and test_cell in sources
    assert 'quiz["higher-die"]' in sources


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


def test_the_pip_install_line_is_the_same_for_both_hubs_and_the_top_readme_links_the_guide():
    spec = '"bglearn @ git+https://github.com/YOUR-ORG/bglearn.git@main"'
    assert blocks("bash")[1].strip() == f"sudo -E pip install {spec}"
    assert blocks("dockerfile")[0].splitlines()[1] == f"RUN pip install --no-cache-dir nbgitpuller {spec}"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
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

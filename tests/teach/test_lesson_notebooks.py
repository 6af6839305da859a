"""The committed lesson notebooks: each is its MyST .md built by Jupytext, outputs cleared, what a
learner sees is prose, boards and buttons (issue 9's counts), and the series is complete."""

import re
import subprocess
from pathlib import Path

import jupytext
import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
PAIRED = [*NOTEBOOKS, LESSONS / "index.ipynb", LESSONS / "play.ipynb"]  # every notebook built from a .md
MAX_WORDS = 1000
SHOW = re.compile(r'lesson\.show\("[a-z0-9-]+"\)\Z')


def test_the_series_is_complete_and_each_lesson_is_text_plus_data():
    assert [p.name[:2] for p in NOTEBOOKS] == [f"{i:02d}" for i in range(10)]
    for nb in NOTEBOOKS:
        assert nb.with_suffix(".md").is_file() and nb.with_suffix(".toml").is_file(), nb.name
    assert not (LESSONS / "_build").exists(), "lessons are built by Jupytext from their .md, not by scripts"


def committed(path):
    """The notebook as committed (git HEAD), else as on disk: running a lesson in JupyterLab saves
    its outputs into the working copy, and that must not make the tests fail."""
    try:
        text = subprocess.run(
            ["git", "show", f"HEAD:lessons/{path.name}"], cwd=LESSONS, capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return nbformat.read(path, as_version=4)
    return nbformat.reads(text, as_version=4)


def hidden(cell):
    tags = cell.metadata.get("tags", [])
    return cell.metadata.get("jupyter", {}).get("source_hidden") is True or bool(
        {"remove-input", "hide-input"} & set(tags)
    )


def prose_words(nb):
    return sum(len(c.source.split()) for c in nb.cells if c.cell_type == "markdown")


@pytest.mark.parametrize("path", PAIRED, ids=[p.stem for p in PAIRED])
def test_notebook_is_its_markdown_built_by_jupytext(path):
    """Edit the .md and run `jupytext --sync lessons/NN-topic.md`: the .ipynb must hold the same cells."""
    md = jupytext.read(path.with_suffix(".md"))
    nb = nbformat.read(path, as_version=4)  # the working copy: outputs saved by a run do not matter here
    assert nb.metadata.get("jupytext", {}).get("formats") == "ipynb,md:myst", "pair the notebook with its .md"
    assert [(c.cell_type, c.source.strip()) for c in nb.cells] == [(c.cell_type, c.source.strip()) for c in md.cells]
    for a, b in zip(nb.cells, md.cells, strict=True):
        assert a.metadata.get("tags", []) == b.metadata.get("tags", []), a.source[:60]
        assert hidden(a) == hidden(b), a.source[:60]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_a_learner_sees_prose_boards_and_buttons(path):
    nb = committed(path)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.outputs == [] and c.execution_count is None for c in code), "commit lessons with outputs cleared"
    assert all(hidden(c) for c in code), "every code cell's input is hidden (the learner sees its output only)"
    setup = [c for c in code if not SHOW.match(c.source.strip())]
    assert len(setup) == 1, "one set-up cell"
    assert f'bg.load_lesson("{path.stem}.toml")' in setup[0].source
    for c in code:
        if c is setup[0]:
            continue
        assert c.metadata["jupyter"]["source_hidden"] is True and "remove-input" in c.metadata.get("tags", [])
    # the review's tall output is not put in a scroll box of its own (Notebook 7 does that to long outputs
    # unless the cell says; on a phone the board was cut off inside a 300 px box)
    reviews = [c for c in code if c.source.strip() == 'lesson.show("review")']
    assert all(c.metadata.get("scrolled") is False for c in reviews)
    text = "\n".join(c.source for c in nb.cells)
    assert "assert " not in text and "input(" not in text and "For teachers" not in text
    assert prose_words(nb) <= MAX_WORDS, f"{prose_words(nb)} words of prose (at most {MAX_WORDS})"
    first = next(c for c in nb.cells if c.cell_type == "markdown").source
    assert "Run All" in first, "the lesson's first lines say that Run All is the only step"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_item_shown_exists_and_every_stage_has_its_heading(path):
    import bglearn as bg

    lesson = bg.load_lesson(path.with_suffix(".toml"))
    nb = committed(path)
    shown = re.findall(
        r'lesson\.show\("([a-z0-9-]+)"\)', "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    )
    assert set(shown) - {"map", "score", "review"} <= set(lesson.ids)
    assert set(q.id for q in lesson.quiz) <= set(shown), "every question of the .toml is shown"
    assert "score" in shown and "map" in shown
    assert ("review" in shown) == (path.name[:2] != "00"), "lessons 01-08 end with a review of earlier kinds"
    headings = re.findall(r"^## (.+)$", "\n".join(c.source for c in nb.cells if c.cell_type == "markdown"), re.M)
    titles = [h.strip() for h in headings]
    stages = [s.title for s in lesson.stages]
    assert [t for t in titles if t in stages] == stages, "each stage is a '## title' heading, in order"


def test_the_index_page_maps_every_lesson():
    nb = committed(LESSONS / "index.ipynb")
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(hidden(c) for c in code)
    assert len(code) == 2 and "bg.teach.course_map()" in code[0].source and code[1].source.strip() == "course"
    assert "Run All" in nb.cells[0].source


def test_the_play_page_is_one_hidden_cell_that_shows_the_match_app():
    """lessons/play.ipynb is an app page (``voila lessons/play.ipynb``): a title, a few sentences, one hidden cell."""
    nb = committed(LESSONS / "play.ipynb")
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert len(code) == 1 and hidden(code[0]) and "remove-input" in code[0].metadata.get("tags", [])
    assert code[0].source.strip() == "from bglearn import MatchApp\nMatchApp()"
    assert code[0].outputs == [] and code[0].execution_count is None, "commit it with outputs cleared"
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")
    assert prose_words(nb) < 200


@pytest.mark.parametrize("path", PAIRED, ids=[p.stem for p in PAIRED])
def test_every_notebook_names_its_kernel_and_its_markdown_does_not(path):
    """The .ipynb names the kernel (JupyterLab starts it without asking); the .md leaves the kernelspec
    and Jupytext's version out (Jupytext's metadata filter), so a save cannot rewrite those lines."""
    nb = committed(path)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    header = path.with_suffix(".md").read_text(encoding="utf-8").split("\n---\n", 1)[0]
    assert "kernelspec" not in header.replace("-kernelspec", "") and "jupytext_version" not in header.replace(
        "-jupytext.text_representation.jupytext_version", ""
    )


def _save_as_jupyterlab_does(folder, name, kernel_display_name):
    """Open ``name`` (.ipynb) through Jupytext's contents manager, as JupyterLab with jupytext does, run
    it (outputs, execution counts, the kernel's own kernelspec and language_info) and save it."""
    from jupyter_server.services.contents.largefilemanager import LargeFileManager
    from jupytext import build_sync_jupytext_contents_manager_class

    manager = build_sync_jupytext_contents_manager_class(LargeFileManager)(root_dir=str(folder))
    nb = manager.get(name)["content"]
    nb.metadata["kernelspec"] = {"display_name": kernel_display_name, "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python", "version": "3.11.7", "mimetype": "text/x-python"}
    nb.metadata.setdefault("widgets", {})["application/vnd.jupyter.widget-state+json"] = {"state": {}}
    for n, cell in enumerate(c for c in nb.cells if c.cell_type == "code"):
        cell.execution_count = n + 1
        cell.outputs = [nbformat.v4.new_output("display_data", data={"text/plain": "a board"})]
    manager.save({"type": "notebook", "format": "json", "content": nb}, name)


@pytest.mark.parametrize("path", [NOTEBOOKS[1], LESSONS / "index.ipynb"], ids=["01", "index"])
def test_running_and_saving_a_lesson_leaves_its_markdown_byte_identical(path, tmp_path):
    """Issue 18: saving a run lesson (JupyterLab + Jupytext's contents manager) rewrote the .md's
    kernelspec lines; now the .md stays byte for byte what is committed, the .ipynb gets the outputs."""
    import shutil

    for suffix in (".ipynb", ".md"):
        shutil.copy(path.with_suffix(suffix), tmp_path / path.with_suffix(suffix).name)
    before = (tmp_path / path.with_suffix(".md").name).read_bytes()
    _save_as_jupyterlab_does(tmp_path, path.name, "Python 3 (ipykernel)")
    _save_as_jupyterlab_does(tmp_path, path.name, "Python 3.11 (bglearn)")
    assert (tmp_path / path.with_suffix(".md").name).read_bytes() == before
    saved = nbformat.read(tmp_path / path.name, as_version=4)
    assert saved.metadata["kernelspec"]["display_name"] == "Python 3.11 (bglearn)"
    assert all(c.outputs for c in saved.cells if c.cell_type == "code")

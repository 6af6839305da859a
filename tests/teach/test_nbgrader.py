"""A real nbgrader run of lessons/teachers/graded-quiz.ipynb: release, a student's answers, autograde, scores.

nbgrader runs in this process through its Python API (``nbgrader.apps.NbGraderAPI``, what the
``nbgrader generate_assignment`` and ``nbgrader autograde`` commands run), in a temporary course
folder holding the course's ``nbgrader_config.py`` and its gradebook database.
"""

import os
import shutil
import sys
import time
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
TEACHERS = ROOT / "lessons" / "teachers"
NOTEBOOK = TEACHERS / "graded-quiz.ipynb"
QUIZ_FILE = "quizzes/04-using-the-whole-roll.toml"
ANSWER_IDS = ["higher-die", "how-many-6-5", "both-dice", "three-sixes", "after-it-comes-home"]


def cells(nb) -> dict:
    """The notebook's cells by nbgrader grade_id."""
    return {c.metadata["nbgrader"]["grade_id"]: c for c in nb.cells if "nbgrader" in c.metadata}


def test_the_source_notebook_has_an_answer_and_a_graded_test_cell_per_question():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    by_id = cells(nb)
    assert by_id["setup"].metadata["nbgrader"]["locked"] is True
    assert f'bg.load_quiz("{QUIZ_FILE}")' in by_id["setup"].source
    for n, ident in enumerate(ANSWER_IDS, 1):
        answer, grade = by_id[f"q{n}-answer"], by_id[f"q{n}-grade"]
        assert answer.metadata["nbgrader"]["solution"] is True and answer.metadata["nbgrader"]["grade"] is False
        assert "### BEGIN SOLUTION" in answer.source and f'quiz.answer("{ident}", ' in answer.source
        assert grade.metadata["nbgrader"] == {
            "grade": True,
            "grade_id": f"q{n}-grade",
            "locked": True,
            "points": 1,
            "schema_version": 3,
            "solution": False,
            "task": False,
        }
        assert grade.source.startswith(f'assert quiz.solved("{ident}")')


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore:Object of type:Warning")
def test_release_answer_and_autograde_with_nbgrader(tmp_path, monkeypatch):
    pytest.importorskip("nbgrader")
    from nbgrader.api import Gradebook
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config.loader import PyFileConfigLoader

    started = time.perf_counter()
    course = tmp_path / "course"
    source = course / "source" / "graded-quiz"
    (source / "quizzes").mkdir(parents=True)
    shutil.copy(NOTEBOOK, source / "graded-quiz.ipynb")
    shutil.copy(TEACHERS / QUIZ_FILE, source / QUIZ_FILE)
    # the course's configuration, as the teacher's guide shows it (the database inside the course folder)
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        f"c.CourseDirectory.root = {str(course)!r}\n"
        'c.CourseDirectory.course_id = "backgammon-101"\n'
        f"c.CourseDirectory.db_url = 'sqlite:///{course}/gradebook.db'\n",
        encoding="utf-8",
    )
    # no user or system Jupyter configuration; nbgrader runs the `alembic` command of this environment
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(tmp_path / "jupyter-config"))
    monkeypatch.setenv("PATH", os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    monkeypatch.chdir(course)
    config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    api = NbGraderAPI(CourseDirectory(config=config), config=config)

    # 1. the teacher: nbgrader generate_assignment graded-quiz
    result = api.generate_assignment("graded-quiz")
    assert result["success"], result.get("log")
    released = course / "release" / "graded-quiz"
    assert (released / QUIZ_FILE).is_file()
    student_nb = nbformat.read(released / "graded-quiz.ipynb", as_version=4)
    stub = "# YOUR CODE HERE\nraise NotImplementedError()"
    by_id = cells(student_nb)
    assert [by_id[f"q{n}-answer"].source for n in range(1, 6)] == [stub] * 5
    assert "20/14" not in "".join(c.source for c in student_nb.cells)  # no solution is handed out

    # 2. a student: answers question 1 right, question 2 wrong, leaves 3-5 unanswered, and submits
    by_id["q1-answer"].source = 'quiz.answer("higher-die", "20/14")'
    by_id["q2-answer"].source = 'quiz.answer("how-many-6-5", 2)'
    submitted = course / "submitted" / "ann" / "graded-quiz"
    shutil.copytree(released, submitted)
    nbformat.write(student_nb, submitted / "graded-quiz.ipynb")
    (submitted / QUIZ_FILE).write_text("edited by the student", encoding="utf-8")  # overwritten by autograde

    # 3. the teacher: nbgrader autograde graded-quiz (a fresh kernel runs the submission)
    result = api.autograde("graded-quiz", "ann")
    assert result["success"], result.get("log")

    with Gradebook(f"sqlite:///{course}/gradebook.db", "backgammon-101") as gb:
        notebook = gb.find_submission_notebook("graded-quiz", "graded-quiz", "ann")
        scores = [gb.find_grade(f"q{n}-grade", "graded-quiz", "graded-quiz", "ann").auto_score for n in range(1, 6)]
        assert (notebook.score, notebook.max_score) == (1.0, 5.0)
        assert scores == [1.0, 0.0, 0.0, 0.0, 0.0]
        assert gb.find_submission("graded-quiz", "ann").score == 1.0
    autograded = course / "autograded" / "ann" / "graded-quiz"
    assert (autograded / QUIZ_FILE).read_text(encoding="utf-8") == (TEACHERS / QUIZ_FILE).read_text(encoding="utf-8")
    graded = cells(nbformat.read(autograded / "graded-quiz.ipynb", as_version=4))
    q2_error = "".join(o.get("evalue", "") for o in graded["q2-grade"].outputs)
    assert "Not that many" in q2_error  # the engine's reason, shown to the student as feedback
    q3_error = [o.get("ename") for o in graded["q3-answer"].outputs]
    assert q3_error == ["NotImplementedError"]
    assert graded["q1-grade"].outputs == []
    score_text = "".join(o.get("text", "") for o in graded["score"].outputs)
    assert score_text == "You solved 1 of 5 questions (1 on the first try).\n"
    print(f"nbgrader flow: {time.perf_counter() - started:.1f} s")


def test_solved_is_what_a_grading_cell_asserts():
    import bglearn as bg

    quiz = bg.load_quiz(TEACHERS / QUIZ_FILE)
    quiz.answer("higher-die", "20/15")
    assert quiz.solved("higher-die") is False
    assert quiz["higher-die"].feedback.startswith("Either die could be played here, but not both")
    quiz.answer("higher-die", "20/14")
    quiz.answer("higher-die", "20/15")  # a later wrong answer does not take it back
    assert quiz.solved("higher-die") is True
    quiz["how-many-6-5"].show_answer()
    quiz.answer("how-many-6-5", 1)  # right only after Show answer: not counted
    assert quiz.solved("how-many-6-5") is False
    assert quiz.grade() == (1, 5)
    with pytest.raises(bg.InputError, match="no question 'q9' in this quiz"):
        quiz.solved("q9")

"""Graded quizzes made from a quiz file (bglearn.teach.grading), and a real nbgrader run of one.

nbgrader runs in this process through its Python API (``nbgrader.apps.NbGraderAPI``, what the
``nbgrader generate_assignment`` / ``autograde`` / ``generate_feedback`` commands run, and the CSV
export plugin of ``nbgrader export``), in a temporary course folder holding the course's
``nbgrader_config.py`` and its gradebook, as the teacher's guide (lessons/teachers/README.md) sets it up.
"""

import csv
import html
import os
import re
import shutil
import sys
import time
from pathlib import Path

import nbformat
import pytest

import bglearn as bg
from bglearn.teach.entries import read_toml
from bglearn.teach.grading import SECRET_KEYS, answer_words, graded_board, judge_answer, main, make_graded

ROOT = Path(__file__).resolve().parents[2]
QUIZZES = ROOT / "lessons" / "teachers" / "quizzes"
REVIEW = QUIZZES / "09-review.toml"
HIDDEN = ("### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS")
#: All a graded panel ever says: the pupil's own answer and the line to copy (no verdict, no reason).
ECHO = re.compile(
    r"<p>Your answer: <b>[^<]*</b>\. To hand it in, write it in the answer cell below: "
    r"<code>answer_q\d = &quot;[^<]*&quot;</code></p>"
)


def only_echoes(seen: list[str]) -> bool:
    return all(text == "" or ECHO.fullmatch(text) for text in seen)


#: The guide's lines of nbgrader_config.py that keep the hidden tests (the answer key) out of the feedback.
FEEDBACK_WITHOUT_KEY = (
    "from nbconvert.preprocessors import CSSHTMLHeaderPreprocessor\n"
    "from nbgrader.preprocessors import ClearHiddenTests, GetGrades\n"
    "c.GenerateFeedback.preprocessors = [GetGrades, ClearHiddenTests, CSSHTMLHeaderPreprocessor]\n"
)


def by_id(nb) -> dict:
    """The notebook's nbgrader cells by grade_id."""
    return {c.metadata["nbgrader"]["grade_id"]: c for c in nb.cells if "nbgrader" in c.metadata}


def answer_cells(nb) -> list:
    return [c for c in nb.cells if c.cell_type == "code" and c.source.startswith("answer_q")]


def spec_of(cell) -> dict:
    """The dict literal a board or test cell embeds (the question's entry)."""
    source = cell.source
    start, end = source.index("{"), source.rindex("}") + 1
    return eval(source[start:end], {})  # the cell's own literal, written by make_graded


def write_answer(nb, number: int, text: str) -> None:
    cell = answer_cells(nb)[number - 1]
    first, rest = cell.source.split("\n", 1)
    assert first.startswith(f'answer_q{number} = ""')
    cell.source = f"answer_q{number} = {text!r}\n{rest}"


def echoed(shown: dict, number: int, value) -> str:
    """What a graded board echoes for the answer ``value``: the text the pupil copies into the answer cell."""
    return graded_board(number, shown).question.panel.answer_text(value)


def file_entries(path: Path) -> list[dict]:
    return read_toml(path.read_text(encoding="utf-8"), str(path))["question"]


@pytest.mark.parametrize("path", sorted(QUIZZES.glob("*.toml")), ids=lambda p: p.stem)
def test_every_example_quiz_makes_a_graded_notebook_whose_ids_and_checks_are_the_files(path, tmp_path):
    out = make_graded(path, tmp_path / "source" / "quiz" / "quiz.ipynb")
    nb = nbformat.read(out, as_version=4)
    quiz = bg.load_quiz(path)
    cells = by_id(nb)
    assert cells["setup"].metadata["nbgrader"]["locked"] is True
    assert "load_quiz" not in "".join(c.source for c in nb.cells)  # the released notebook reads no quiz file
    assert len(answer_cells(nb)) == len(quiz)
    for number, (question, entry) in enumerate(zip(quiz, file_entries(path), strict=True), 1):
        board, test = cells[f"{question.id}-board"], cells[question.id]
        assert test.metadata["nbgrader"] == {
            "grade": True,
            "grade_id": question.id,
            "locked": True,
            "points": 1,
            "schema_version": 3,
            "solution": False,
            "task": False,
        }
        assert board.metadata["nbgrader"]["locked"] is True and board.metadata["nbgrader"]["grade"] is False
        assert board.source.startswith(f"q{number} = graded_board(\n    {number},")
        shown = spec_of(board)
        assert shown["id"] == question.id and not set(shown) & set(SECRET_KEYS)
        assert shown["prompt"] == entry["prompt"] and shown.get("dice") == entry.get("dice")
        assert test.source.startswith(f"# Question {number} is graded here")
        assert test.source.splitlines()[1] == HIDDEN[0] and test.source.splitlines()[-1] == HIDDEN[1]
        assert f'grade_answer(\n    globals().get("answer_q{number}"),\n' in test.source
        key = spec_of(test)
        assert key["id"] == question.id and key.get("goal") == entry.get("goal")
        # the embedded entry judges as the file does: the answer right, each tempting answer and a blank wrong
        assert judge_answer(key, echoed(shown, number, question.solution())).correct
        for tempting in entry.get("tempting", []):
            assert not judge_answer(key, tempting["answer"]).correct, tempting
        blank = judge_answer(key, "  ")
        assert (blank.correct, blank.message) == (False, "No answer was given.")
        # the board the pupil gets builds from what it shows, and its answer cell variable is numbered
        assert graded_board(number, shown).question.answer_cell == f"answer_q{number}"


def test_the_command_line_writes_the_notebook_and_reports_a_refused_file(tmp_path, capsys):
    out = tmp_path / "tuesday.ipynb"
    assert main(["make", str(REVIEW), str(out)]) == 0
    said = capsys.readouterr().out
    assert said == (
        f"wrote {out}: 6 questions (answer_q1, answer_q2, answer_q3, answer_q4, answer_q5, answer_q6), 6 points\n"
    )
    bad = tmp_path / "bad.toml"
    bad.write_text('[[question]]\nid = "x"\nkind = "dice-count"\nposition = "start"\ndice = [7, 1]\nprompt = "?"\n')
    assert main(["make", str(bad), str(tmp_path / "bad.ipynb")]) == 1
    assert capsys.readouterr().err.startswith(
        f"error: {bad}:5:1: entry 'x': dice are whole numbers from 1 to 6; [7, 1] has 7\n  5 | dice = [7, 1]\n"
    )
    assert not (tmp_path / "bad.ipynb").exists()
    assert bg.make_graded is make_graded  # offered at the top, as a lazy name


def test_a_graded_board_refuses_a_secret_key_and_every_revealing_call():
    with pytest.raises(
        bg.InputError,
        match="a graded board shows no explain, goal, hint, not_asked, tempting: those keys say what is right",
    ):
        graded_board(1, {**file_entries(REVIEW)[1], "position": "start", "dice": [6, 3]})
    with pytest.raises(bg.InputError, match="number is an int from 1"):
        graded_board(0, {"id": "a", "kind": "dice-count", "position": "start", "dice": [6, 5], "prompt": "?"})
    q = graded_board(1, {"id": "a", "kind": "play", "position": "start", "dice": [3, 1], "prompt": "Play."}).question
    for call in (q.show_answer, q.show_hint, q.practise, q.show_legal_plays):
        with pytest.raises(bg.InputError, match="a graded question keeps its answer secret"):
            call()


def test_an_answer_cell_says_the_answer_in_words_and_never_whether_it_is_right():
    spec = {"id": "a", "kind": "play", "position": "start", "dice": [3, 1], "prompt": "Play."}
    play = graded_board(1, spec)
    assert play.words("8/5 6/5") == (
        "Your answer to question 1: the play 8/5 6/5: from the 8-point to the 5-point; from the 6-point to the 5-point."
    )
    assert play.words("24/21/20") == (
        "Your answer to question 1: the play 24/21/20: from the 24-point through the 21-point to the 20-point."
    )
    assert play.words("8/4 6/4").startswith("Your answer to question 1: the play 8/4 6/4")  # wrong: said the same way
    assert (
        play.words("")
        == 'Question 1: no answer yet. Write it between the quotes (answer_q1 = "...") and run this cell.'
    )
    assert play.words("five-point").startswith("Question 1: bglearn cannot read 'five-point' as a play")
    count = graded_board(2, {**spec, "kind": "dice-count"})
    assert count.words("2") == "Your answer to question 2: 2." and count.words(1) == "Your answer to question 2: 1."
    # 3-1 is not a double: the choices are 0-2, as its buttons
    assert count.words("lots") == "Question 2: bglearn cannot read 'lots' as one of the choices (0; 1; 2)."
    points = graded_board(3, {**spec, "kind": "points", "ask": "move-from"})
    assert points.words("13 8 bar") == "Your answer to question 3: the bar, the 13-point and the 8-point."
    assert points.words("none") == "Your answer to question 3: no point."
    with pytest.raises(bg.InputError, match="answer_words takes a question"):
        answer_words("8/5 6/5", "x")


def widgets_in(widget) -> list:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out += widgets_in(child)
    return out


def click_everything(board, play: str | None) -> list[str]:
    """A pupil who presses every button, ticks every toggle, types in every box and plays on the board.

    Returns every text the panel showed after each action."""
    import ipywidgets as w

    panel = board.question.panel
    seen = []
    for _round in range(2):  # every button twice (a toggle pressed twice goes back)
        for part in widgets_in(panel.widget):
            if isinstance(part, w.Button):
                part.click()
            elif isinstance(part, w.ToggleButton):
                part.value = not part.value
            elif isinstance(part, w.Text):
                part.value = "13/8 6/5"
            seen.append(panel._out.value)
    for point in (6, 8, 13, 24, 25):  # clicks on the board's points
        if getattr(panel, "board", None) is not None:
            panel.board.click(point)
        elif hasattr(panel, "click_pixel"):
            panel.click_pixel(*bg.BoardWidget(board.question.position).pixel_of(point))
        seen.append(panel._out.value)
    if play is not None:
        panel.board.play(play)
        panel.board.done()
        seen.append(panel._out.value)
    labels = {p.description for p in widgets_in(panel.widget) if isinstance(p, w.Button)}
    assert not labels & {"Show answer", "Hint", "Show legal plays", "Practise more"}, labels
    return seen


def released_boards(nb) -> dict:
    """Run the released notebook's setup and board cells here, as the pupil's kernel does."""
    space: dict = {}
    for cell in nb.cells:
        if cell.cell_type == "code" and cell.source.startswith(("from bglearn", "q")):
            exec(cell.source, space)
    return {int(k[1:]): v for k, v in space.items() if k[:1] == "q" and k[1:].isdigit()}


def test_a_pupil_who_clicks_everything_sees_no_verdict_and_the_echo_is_the_answer_cell_line(tmp_path):
    out = make_graded(QUIZZES / "03-hitting-and-the-bar.toml", tmp_path / "q.ipynb")
    boards = released_boards(nbformat.read(out, as_version=4))
    kinds = set()
    for board in boards.values():
        kinds.add(type(board.question.panel).__name__)
        seen = click_everything(board, None)
        assert only_echoes(seen) and any(seen), seen
    assert kinds == {"PlayPanel", "PointsPanel", "ChoicePanel"}
    # the echo is the line to copy, for a play on the board, points clicked and a choice pressed
    first = str(bg.load_quiz(QUIZZES / "03-hitting-and-the-bar.toml").questions[0].solution())
    play = boards[1].question.panel
    assert play.board.play(first) and play.board.done()
    assert f"<code>answer_q1 = &quot;{first}&quot;</code>" in play._out.value
    assert play.board.position == boards[1].question.position  # set up again for another try
    points = boards[2].question.panel
    for picked in sorted(points.model.picked):  # the clicks above took back
        points.model.toggle(picked)
    points.model.toggle(20)
    points.model.toggle(19)
    points._check.click()
    assert "<code>answer_q2 = &quot;20 19&quot;</code>" in points._out.value


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore:Object of type:Warning")
def test_make_generate_autograde_feedback_export_grades_every_planted_pupil_exactly(tmp_path, monkeypatch):
    pytest.importorskip("nbgrader")
    from nbgrader.api import Gradebook
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from nbgrader.plugins import CsvExportPlugin
    from traitlets.config.loader import PyFileConfigLoader

    started = time.perf_counter()
    course = tmp_path / "backgammon-101"
    (course / "source" / "review").mkdir(parents=True)
    # the course's configuration, as the teacher's guide shows it (the database inside the course folder)
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        f"c.CourseDirectory.root = {str(course)!r}\n"
        'c.CourseDirectory.course_id = "backgammon-101"\n'
        f"c.CourseDirectory.db_url = 'sqlite:///{course}/gradebook.db'\n" + FEEDBACK_WITHOUT_KEY,
        encoding="utf-8",
    )
    # no user or system Jupyter configuration; nbgrader runs the `alembic` command of this environment
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(tmp_path / "jupyter-config"))
    monkeypatch.setenv("PATH", os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    monkeypatch.chdir(course)

    # 1. the teacher: python -m bglearn.teach.grading make 09-review.toml source/review/review.ipynb
    assert main(["make", str(REVIEW), "source/review/review.ipynb"]) == 0
    config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    api = NbGraderAPI(CourseDirectory(config=config), config=config)
    with Gradebook(f"sqlite:///{course}/gradebook.db", "backgammon-101") as gb:  # the class list
        for pupil in ("ann", "ben", "cat", "dan", "eve"):
            gb.update_or_create_student(pupil)

    # 2. nbgrader generate_assignment review: the hidden tests stripped, no answer handed out
    result = api.generate_assignment("review")
    assert result["success"], result.get("log")
    released_path = course / "release" / "review" / "review.ipynb"
    assert sorted(p.name for p in released_path.parent.iterdir()) == ["review.ipynb"]
    released = nbformat.read(released_path, as_version=4)
    text = "".join(c.source for c in released.cells)
    quiz = bg.load_quiz(REVIEW)
    entries = file_entries(REVIEW)
    assert "HIDDEN" not in text and "grade_answer" not in text and "goal" not in text and "tempting" not in text
    assert "24/21/15" not in text  # question 2's goal
    assert [c.source.splitlines()[0] for c in answer_cells(released)] == [
        f'answer_q{n} = ""  # your answer to question {n}, between the quotes' for n in range(1, 7)
    ]
    cells = by_id(released)
    assert [cells[q.id].source for q in quiz] == [
        f"# Question {n} is graded here once your teacher collects the quiz." for n in range(1, 7)
    ]

    # 3. the pupils: right, wrong (each question's first tempting answer), blank, and one who clicked it all
    shown = [spec_of(cells[f"{q.id}-board"]) for q in quiz]
    rights = [echoed(spec, n, q.solution()) for n, (spec, q) in enumerate(zip(shown, quiz, strict=True), 1)]
    wrongs = [str(e["tempting"][0]["answer"]) for e in entries]
    clicker = nbformat.read(released_path, as_version=4)
    for number, board in released_boards(clicker).items():
        seen = click_everything(board, "24/21/15" if number == 2 else None)
        assert only_echoes(seen) and any(seen), seen
    echo = released_boards(clicker)[2].question.panel  # dan plays question 2 on the board and copies the echo
    assert echo.board.play("24/21/15") and echo.board.done()
    copied = re.search(r"<code>answer_q2 = &quot;(.*)&quot;</code>", echo._out.value).group(1)
    assert copied == "24/15"  # the board's notation for the play (one checker, both dice)
    planted = {"ann": rights, "ben": wrongs, "cat": [""] * 6, "dan": ["", copied, "", "", "", ""]}
    for pupil, answers in planted.items():
        nb = nbformat.read(released_path, as_version=4)
        for number, text in enumerate(answers, 1):
            if text:
                write_answer(nb, number, text)
        submitted = course / "submitted" / pupil / "review"
        submitted.mkdir(parents=True)
        nbformat.write(nb, submitted / "review.ipynb")
        (submitted / "timestamp.txt").write_text("2026-12-01 10:00:00.000000 UTC")

    # 4. nbgrader autograde review (every submission rerun in a fresh kernel), generate_feedback, export
    for pupil in planted:
        result = api.autograde("review", pupil)
        assert result["success"], result.get("log")
    result = api.generate_feedback("review")
    assert result["success"], result.get("log")
    exporter = CsvExportPlugin(config=config)
    exporter.to = str(course / "grades.csv")
    with Gradebook(f"sqlite:///{course}/gradebook.db", "backgammon-101") as gb:
        scores = {pupil: [gb.find_grade(q.id, "review", "review", pupil).auto_score for q in quiz] for pupil in planted}
        exporter.export(gb)
    assert scores == {
        "ann": [1.0] * 6,
        "ben": [0.0] * 6,
        "cat": [0.0] * 6,
        "dan": [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
    }
    with open(course / "grades.csv", newline="", encoding="utf-8") as f:
        rows = {r["student_id"]: r for r in csv.DictReader(f)}
    assert {s: (float(r["score"]), float(r["max_score"])) for s, r in rows.items()} == {
        "ann": (6.0, 6.0),
        "ben": (0.0, 6.0),
        "cat": (0.0, 6.0),
        "dan": (1.0, 6.0),
        "eve": (0.0, 6.0),
    }
    assert [s for s, r in rows.items() if not r["timestamp"]] == ["eve"]  # who has not submitted

    # what autograde ran: every cell ran for the blank pupil; a wrong answer's test shows the engine's reason
    def outputs(pupil: str) -> list:
        nb = nbformat.read(course / "autograded" / pupil / "review" / "review.ipynb", as_version=4)
        return [(c.metadata.get("nbgrader", {}).get("grade_id"), c.get("outputs", [])) for c in nb.cells]

    def said(pupil: str, stream: str) -> list:
        texts = [(g, "".join(o["text"] for o in outs if o.get("name") == stream)) for g, outs in outputs(pupil)]
        return [(g, t) for g, t in texts if t]

    assert [o["output_type"] for g, outs in outputs("cat") for o in outs if o["output_type"] == "error"] == []
    assert said("cat", "stderr") == [(q.id, "No answer was given.\n") for q in quiz]
    assert said("ann", "stderr") == [] and [t for g, t in said("ann", "stdout") if g] == ["Right.\n"] * 6
    reasons = dict(said("ben", "stderr"))
    assert reasons[quiz.questions[0].id] == f"Not right. {quiz.questions[0].judge('legal').message}\n"
    assert reasons[quiz.questions[0].id].startswith("Not right. No, it is not legal: a rule forbids it.")
    ann_said = [t for g, t in said("ann", "stdout") if g is None]  # the answer cells' echoes
    assert ann_said == [graded_board(n, spec).words(rights[n - 1]) + "\n" for n, spec in enumerate(shown, 1)]
    assert ann_said[0] == "Your answer to question 1: A checker using both dice stops on a blocked point.\n"
    feedback = (course / "feedback" / "ben" / "review" / "review.html").read_text(encoding="utf-8")
    assert "Score: 0.0 / 6.0" in feedback
    assert html.escape(reasons[quiz.questions[0].id].strip(), quote=False) in feedback  # the reason, as feedback
    assert "24/21/15" not in feedback and "grade_answer" not in feedback  # but not the answer key
    shutil.rmtree(course / "autograded")  # (keeps tmp small)
    print(f"nbgrader flow: {time.perf_counter() - started:.1f} s")


def test_graded_is_a_panel_option_of_every_kind_of_panel():
    import ipywidgets as w

    from bglearn.widgets.questions import ChoicePanel, PlayPanel, PointsPanel

    quiz = bg.load_quiz(QUIZZES / "03-hitting-and-the-bar.toml")  # a public quiz, its questions not graded
    for question, panel_class in zip(quiz, (PlayPanel, PointsPanel, PlayPanel, ChoicePanel, ChoicePanel), strict=True):
        assert type(question.panel) is panel_class and question.answer_cell is None
        graded = panel_class(question, graded=True)
        labels = {p.description for p in widgets_in(graded.widget) if isinstance(p, w.Button)}
        assert "Show answer" in {p.description for p in widgets_in(question.panel.widget) if isinstance(p, w.Button)}
        assert not labels & {"Show answer", "Hint", "Show legal plays", "Practise more"}, labels
        question.answer(question.solution())  # answered from Python: the graded panel echoes, the other judges
        assert ECHO.fullmatch(graded._out.value.replace("answer = ", "answer_q1 = ")), graded._out.value
        assert "✔" in question.panel._out.value

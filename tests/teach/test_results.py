"""A quiz's log of attempts, its CSV, the class summary and its chart."""

import pytest

import bglearn as bg
from bglearn.teach import loads_quiz
from bglearn.teach.results import FIELDS, Attempt, attempts_csv, read_attempts, read_class, summarize, summary_chart

QUIZ = """
title = "Openings"
[[question]]
id = "five"
kind = "play"
position = "start"
dice = [3, 1]
prompt = "Make the 5-point."
goal = { play = "8/5 6/5" }
[[question]]
id = "count"
kind = "dice-count"
position = "start"
dice = [6, 5]
prompt = "How many dice?"
[[question]]
id = "run"
kind = "play"
position = "start"
dice = [6, 5]
prompt = "Play 6-5."
"""


def class_of_three():
    logs = []
    for student, answers in [
        ("ann", [("five", "8/5 6/5"), ("count", 2), ("run", "24/13")]),
        ("bob", [("five", "8/6 6/5"), ("five", "8/5 6/5"), ("count", 1), ("run", "24/18")]),
        ("cy", [("five", None), ("count", 2)]),
    ]:
        quiz = loads_quiz(QUIZ)
        quiz.student = student
        for ident, answer in answers:
            if answer is None:
                quiz[ident].show_answer()
                quiz.answer(ident, "8/5 6/5")  # right only after being shown: still "shown"
            else:
                quiz.answer(ident, answer)
        logs.append(quiz)
    return logs


def test_every_answer_and_reveal_is_logged():
    ann, bob, cy = class_of_three()
    assert [(a.question, a.answer, a.verdict, a.correct, a.tries) for a in bob.log] == [
        ("five", "8/6 6/5", "illegal", False, 1),
        ("five", "8/5 6/5", "correct", True, 2),
        ("count", "1", "wrong", False, 1),
        ("run", "24/18", "illegal", False, 1),
    ]
    assert bob.log[0].rule == "wrong-distance" and bob.log[0].student == "bob"
    assert [a.verdict for a in cy.log][:2] == ["shown", "correct"]
    assert ann.grade() == (3, 3) and bob.grade() == (1, 3)
    assert ann.summary() == {
        "five": {"first-try": 1, "after-tries": 0, "shown": 0, "not-solved": 0},
        "count": {"first-try": 1, "after-tries": 0, "shown": 0, "not-solved": 0},
        "run": {"first-try": 1, "after-tries": 0, "shown": 0, "not-solved": 0},
    }
    with pytest.raises(bg.InputError, match="no question 'six'"):
        ann.answer("six", "8/5 6/5")


def test_csv_round_trip_and_class_summary(tmp_path):
    quizzes = class_of_three()
    paths = [q.save_attempts(tmp_path / f"{q.student}.csv") for q in quizzes]
    first_line = paths[0].read_text().splitlines()[0]
    assert first_line == ",".join(FIELDS)
    everyone = [a for p in paths for a in read_attempts(p)]
    assert everyone == [a for q in quizzes for a in q.log]
    table = summarize(everyone, quizzes[0].ids)
    assert table == {
        "five": {"first-try": 1, "after-tries": 1, "shown": 1, "not-solved": 0},
        "count": {"first-try": 2, "after-tries": 0, "shown": 0, "not-solved": 1},  # bob: wrong only
        "run": {"first-try": 1, "after-tries": 0, "shown": 0, "not-solved": 1},
    }
    chart = summary_chart(table, "Openings")
    bars = chart.figure.axes[0].patches
    assert len(bars) == 12 and [b.get_height() for b in bars[:3]] == [1, 2, 1]  # right first time
    assert [b.get_height() for b in bars[9:]] == [0, 1, 1]  # tried, not right yet
    assert chart.figure.axes[0].get_title() == "Openings"
    assert chart._repr_png_()[:4] == b"\x89PNG"  # shows itself in a notebook
    chart.savefig(tmp_path / "class.png")
    assert (tmp_path / "class.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "header"),
        ("a,b\n", "header"),
        (",".join(FIELDS) + "\nann,q,x,correct,,maybe,1,t\n", "row 2"),
        (",".join(FIELDS) + "\nann,q,x,correct,,yes\n", "row 2"),
    ],
)
def test_bad_attempt_files_are_refused(text, words):
    with pytest.raises(bg.QuizFileError, match=words):
        read_attempts(text + "\n")


def test_an_attempts_file_that_cannot_be_read(tmp_path):
    with pytest.raises(bg.QuizFileError, match="cannot read"):
        read_attempts(tmp_path / "missing.csv")
    quiz = loads_quiz(QUIZ)
    quiz.student = "ann"
    with pytest.raises(bg.InputError, match="cannot write"):
        quiz.save_attempts(tmp_path / "no" / "such" / "folder.csv")


def test_attempt_csv_quotes_what_needs_it():
    a = Attempt("O'Neil, Jo", "q", '13/8 "6/5"', "illegal", "wrong-distance", False, 1, "2026-12-01T12:00:00+00:00")
    assert read_attempts(attempts_csv([a])) == [a]


def test_points_picked_are_logged_as_point_numbers():
    quiz = loads_quiz(
        '[[question]]\nid = "moves"\nkind = "points"\nask = "move-from"\nposition = "start"\ndice = [5, 5]\n'
        'prompt = "Which points hold a checker that may move?"\n'
    )
    quiz.answer("moves", frozenset({8, 13}))
    quiz.answer("moves", frozenset())
    assert [a.answer for a in quiz.log] == ["13 8", "none"]


def test_a_log_without_a_name_is_refused_and_a_name_given_late_names_every_attempt(tmp_path, monkeypatch):
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    quiz = loads_quiz(QUIZ)
    assert quiz.student == ""
    quiz.answer("five", "8/6 6/5")
    for blank in ("", "   "):
        quiz.student = blank
        with pytest.raises(bg.InputError, match="this log has no name: type your name in the quiz's name box"):
            quiz.save_attempts(tmp_path / "x.csv")
    assert not (tmp_path / "x.csv").exists()  # nothing written
    quiz.student = "ann"  # typed in the name box after the first answer
    quiz.answer("five", "8/5 6/5")
    saved = read_attempts(quiz.save_attempts(tmp_path / "ann.csv"))
    assert [(a.student, a.answer) for a in saved] == [("ann", "8/6 6/5"), ("ann", "8/5 6/5")]


def test_the_hub_user_names_the_quiz(monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_USER", "ben")
    quiz = loads_quiz(QUIZ)
    quiz.answer("count", 1)
    assert quiz.student == "ben" and quiz.log[0].student == "ben"


def test_the_quiz_panel_has_a_name_box_only_without_a_name(monkeypatch):
    import ipywidgets as w

    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    quiz = loads_quiz(QUIZ)
    boxes = [c for c in quiz.show().children if isinstance(c, w.Text)]
    assert len(boxes) == 1 and boxes[0].description == "Your name:"
    boxes[0].value = "  cy "
    assert quiz.student == "cy"
    monkeypatch.setenv("JUPYTERHUB_USER", "dee")
    named = loads_quiz(QUIZ)
    assert not [c for c in named.show().children if isinstance(c, w.Text)]


def test_the_class_counts_distinct_pupils_and_lists_nameless_and_shared_logs(tmp_path):
    ann, bob, cy = class_of_three()
    files = [q.save_attempts(tmp_path / f"{q.student}.csv") for q in (ann, bob, cy)]
    again = bob.save_attempts(tmp_path / "bob-again.csv")  # the same name in a second file
    old = tmp_path / "old.csv"  # a log saved with no name (before names were required)
    old.write_text(attempts_csv([Attempt("", "five", "8/4 6/4", "illegal", "", False, 1, "t")]), encoding="utf-8")
    answers = read_class([*files, again, old])
    assert answers.pupils == ("ann", "bob", "cy")
    assert answers.nameless == (str(old),)
    assert answers.shared == {"bob": (str(files[1]), str(again))}
    assert str(answers) == (
        f"3 pupils: ann, bob, cy. Left out, no name: {old}. 'bob' is in 2 files ({files[1]}, {again}): counted once."
    )
    table = answers.summary(ann.ids)
    assert sum(table["five"].values()) == 3  # bob once, the nameless log not at all
    assert table["five"] == {"first-try": 1, "after-tries": 1, "shown": 1, "not-solved": 0}
    # summarize leaves out nameless attempts given to it directly
    nameless = Attempt("", "count", "2", "correct", "", True, 1, "t")
    assert summarize([nameless], ["count"])["count"] == {"first-try": 0, "after-tries": 0, "shown": 0, "not-solved": 0}


def test_the_chart_legend_covers_no_bar():
    table = {f"q{n}": {"first-try": 5, "after-tries": 3, "shown": 2, "not-solved": 1} for n in range(6)}
    figure = summary_chart(table, "A full class").figure
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    renderer = canvas.get_renderer()
    ax = figure.axes[0]
    legend = ax.get_legend().get_window_extent(renderer)
    bars = [b.get_window_extent(renderer) for b in ax.patches]
    assert len(bars) == 24
    assert not any(legend.overlaps(b) for b in bars)
    assert legend.x0 > max(b.x1 for b in bars)  # beside the last bar, not over it

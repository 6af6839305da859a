"""Issue 18's limits on every lesson (``lessons/NN-*.toml`` with its ``.md``): short before acting.

* at most 120 words before a stage's first interaction: from the stage's ``## `` heading, its prose
  and the text its items show, up to and including the text the first item that can be acted on
  (a question, a worked example, a board: anything with a button) shows before a click. The lesson's
  opening (its title, the words before the first stage, the stage map) is held to the same limit;
* at most 900 words shown without clicking per lesson: all the prose plus the text every item
  shows before any click (captions, titles, prompts, the first step of a worked example, the board's
  own line, the stage map and the score);
* at most 14 questions per lesson, except the review lesson (its stem ends in ``-review``).

Words are counted as a reader sees them: the markdown cells rendered (markdown syntax is not a
word), code cells not at all (their inputs are hidden), and of each item what the notebook displays
when its cell runs: the live widgets' HTML and labels (not button labels, not the inputs' labels,
not the hidden plain copy kept for a notebook read without a kernel, not a picture's text
alternative, which only a screen reader reads). A word is a run of text between spaces with a
letter or a digit in it ("6-5", "13/8" and "don't" are one word each; "→" and "·" none).

Run ``python tests/teach/test_lesson_limits.py`` for every lesson's counts.
"""

from __future__ import annotations

import functools
import html
import os
import re
import tempfile
from pathlib import Path
from typing import Any, NamedTuple
from unittest import mock

import ipywidgets as w
import jupytext
import pytest
from markdown_it import MarkdownIt

import bglearn as bg
from bglearn.teach.course import review

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.toml"))

BEFORE_ACTING = 120  # words before a stage's first interaction
SHOWN = 900  # words shown without clicking, per lesson
QUESTIONS = 14  # questions per lesson (not the review)

SHOW_CELL = re.compile(r'^\s*lesson\.show\("([^"]+)"\)\s*$')
_MD = MarkdownIt("commonmark").enable("table")


def words(text: str) -> int:
    """The words of plain ``text``: runs between spaces with a letter or a digit in them."""
    return sum(1 for token in text.split() if re.search(r"\w", token))


def html_words(value: str) -> int:
    """The words an HTML fragment shows: no style, script or comment, no tag (so no ``alt``)."""
    value = re.sub(r"<(style|script)\b.*?</\1\s*>", " ", value, flags=re.S | re.I)
    value = re.sub(r"<!--.*?-->", " ", value, flags=re.S)
    return words(html.unescape(re.sub(r"<[^>]+>", " ", value)))


def markdown_words(source: str) -> int:
    """The words of a markdown cell as rendered (``**Next**`` is one word, ``## Title`` one)."""
    return html_words(_MD.render(source))


def _widget_by_id(model_id: str) -> Any:
    instances = getattr(w.widgets.widget, "_instances", None) or getattr(w.Widget, "widgets", {})
    return instances[model_id]


class Shown(NamedTuple):
    """What one item shows before any click: its words, and whether it can be acted on."""

    words: int
    acts: bool


def _widget_shown(widget: Any) -> Shown:
    """The words of the visible HTML and labels in a widget tree (buttons' labels left out);
    ``acts``: the tree holds a button."""
    layout = getattr(widget, "layout", None)
    if layout is not None and layout.display == "none":
        return Shown(0, False)
    if isinstance(widget, w.Button):
        return Shown(0, True)
    count = 0
    if isinstance(widget, (w.HTML, w.HTMLMath)):
        count = html_words(widget.value)
    elif isinstance(widget, w.Label):
        count = words(widget.value)
    acts = False
    for child in getattr(widget, "children", ()):
        part = _widget_shown(child)
        count += part.words
        acts = acts or part.acts
    return Shown(count, acts)


def displayed(item: Any) -> list[Shown]:
    """What the notebook shows when a cell displays ``item``, one part per output: every ``display``
    call it makes is collected (widgets by their model, HTML as rendered; the plain copy hidden while
    the widget is live is left out)."""
    parts: list[Shown] = []

    def collect(obj: Any, raw: bool = False, **_kw: Any) -> None:
        if isinstance(obj, dict):
            view = obj.get("application/vnd.jupyter.widget-view+json")
            if view:
                parts.append(_widget_shown(_widget_by_id(view["model_id"])))
            elif "bglearn-static" not in obj.get("text/html", ""):
                parts.append(Shown(html_words(obj.get("text/html", "")), False))
        elif hasattr(obj, "_ipython_display_"):
            obj._ipython_display_()
        elif hasattr(obj, "_repr_mimebundle_"):
            collect(obj._repr_mimebundle_())
        elif hasattr(obj, "_repr_html_"):
            parts.append(Shown(html_words(obj._repr_html_() or ""), False))
        else:
            parts.append(Shown(words(str(obj)), False))

    with mock.patch("IPython.display.display", collect):
        collect(item)
    return parts


class Segment(NamedTuple):
    """One stage of a lesson as read: its heading's title and its words up to its first interaction."""

    title: str
    before: int  # words up to and including the first item that can be acted on (all, if none)
    total: int  # all its words shown without clicking
    acted: str | None  # the id of that first item


class Counts(NamedTuple):
    lesson: Any  # bglearn Lesson
    segments: tuple[Segment, ...]  # the opening (title "(opening)"), then each stage

    @property
    def shown(self) -> int:
        return sum(s.total for s in self.segments)

    def table(self) -> str:
        rows = [
            f"  {s.title[:44]:44} before acting {s.before:4} (to {s.acted or 'the end'}), shown {s.total:4}"
            for s in self.segments
        ]
        return f"{self.lesson.id}: {self.shown} words shown, {len(self.lesson.quiz)} questions\n" + "\n".join(rows)


class _Reading:
    """The segments counted so far, as a learner reads down the notebook."""

    def __init__(self) -> None:
        self.segments: list[list[Any]] = [["(opening)", 0, 0, None]]

    def heading(self, title: str) -> None:
        self.segments.append([title, 0, 0, None])

    def read(self, n: int, acts: bool = False, ident: str | None = None) -> None:
        """``n`` more words shown; ``acts``: they belong to something that can be acted on."""
        seg = self.segments[-1]
        seg[2] += n
        if seg[3] is None:
            seg[1] += n
            if acts:
                seg[3] = ident


@functools.cache
def counts(toml: Path) -> Counts:
    """The lesson's words, stage by stage, read from its notebook's cells and the objects they show."""
    folder = tempfile.mkdtemp(prefix="bglearn-limits-")
    progress = bg.teach.progress.Progress(os.path.join(folder, "progress.json"))
    lesson = bg.load_lesson(toml, progress=progress)
    notebook = jupytext.read(toml.with_suffix(".md"))
    reading = _Reading()
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            chunk: list[str] = []
            for line in cell.source.splitlines():
                if line.startswith("## "):
                    reading.read(markdown_words("\n".join(chunk)))
                    reading.heading(line[3:].strip())
                    chunk = []
                chunk.append(line)
            reading.read(markdown_words("\n".join(chunk)))
        elif cell.cell_type == "code" and (m := SHOW_CELL.match(cell.source)):
            ident = m.group(1)
            item = review(lesson.path, progress, seed=18) if ident == "review" else lesson.show(ident)
            for part in displayed(item):  # a review shows several questions: the first one acts
                reading.read(part.words, part.acts, ident)
    return Counts(lesson, tuple(Segment(*s) for s in reading.segments))


def lesson_params() -> list[Any]:
    """Every lesson, named by its file's stem."""
    return [pytest.param(p, id=p.stem) for p in LESSONS]


def test_every_lesson_is_here():
    assert len(LESSONS) >= 10, LESSONS
    assert any(p.stem.endswith("-review") for p in LESSONS)


def test_words_are_counted_as_read():
    assert words("White rolls 6-5: play 13/8 → don't · stop.") == 7
    assert markdown_words("## Two dice\n\nPress **Next** (a `6-5`), then [the map](x.md).") == 9
    assert html_words('<style>p { x }</style><p><b>Hi</b> <img alt="many words here"/> you</p><!-- no -->') == 2


@pytest.mark.parametrize("toml", lesson_params())
def test_stages_are_headings(toml):
    """The count follows the stages: each stage's title is a '## ' heading of the notebook, in order
    (other headings, a summary, are counted as stages too)."""
    c = counts(toml)
    titles = [s.title for s in c.lesson.stages]
    assert [s.title for s in c.segments if s.title in titles] == titles


@pytest.mark.parametrize("toml", lesson_params())
def test_words_before_acting(toml):
    c = counts(toml)
    long = [s.title for s in c.segments if s.before > BEFORE_ACTING]
    assert not long, f"more than {BEFORE_ACTING} words before acting in {long}\n{c.table()}"


@pytest.mark.parametrize("toml", lesson_params())
def test_words_shown_without_clicking(toml):
    c = counts(toml)
    assert c.shown <= SHOWN, f"{c.shown} words shown without clicking (limit {SHOWN})\n{c.table()}"


@pytest.mark.parametrize("toml", lesson_params())
def test_questions_per_lesson(toml):
    c = counts(toml)
    if toml.stem.endswith("-review"):
        pytest.skip("the review lesson may ask more")
    n = len(c.lesson.quiz)
    assert n <= QUESTIONS, f"{n} questions (limit {QUESTIONS})\n{c.table()}"


if __name__ == "__main__":
    for path in LESSONS:
        print(counts(path).table(), "\n")

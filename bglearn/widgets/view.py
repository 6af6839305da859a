"""The board picture in a notebook: :class:`BoardView` (live) and :class:`StaticCopy` (saved).

:class:`BoardView` shows PNG bytes as an ``<img>`` that takes part in the page like a control: it is
reachable with Tab (``tabindex=0``), sends the keys pressed while it has the focus (never Tab, so
the focus can leave it; shortcuts of JupyterLab are kept off while it has the focus), sends clicks in
the image's own pixels, and reports the width it has room for (a ``ResizeObserver``), so a board can
turn upright on a narrow screen before anyone touches it. It is an `anywidget
<https://anywidget.dev>`_ (a few lines of JavaScript sent with the widget, no extension to build);
without anywidget it falls back to a plain ``ipywidgets.Image`` (pictures, no clicks or keys).

:class:`StaticCopy` keeps a plain picture output beside a displayed live widget: a notebook saved
after running, reopened without a kernel or exported (nbconvert HTML, GitHub's viewer) shows each
board as its last picture. While the live widget is shown, a style it carries hides the copy.
"""

from __future__ import annotations

import html
import typing
import uuid
from collections.abc import Callable

import ipywidgets as widgets

__all__ = [
    "BoardView",
    "StaticCopy",
    "make_view",
    "img_html",
    "picture_width",
    "panel_width",
    "NARROW_ROOM",
    "HAVE_VIEW",
    "SAVED_NOTE",
    "HIDDEN_INPUT_CSS",
]

#: CSS for a notebook (JupyterLab, Notebook 7) that shows ``{live}`` (a CSS selector of bglearn's own
#: output): its cells whose code is hidden show no input row (the "import bglearn as bg ..." placeholder,
#: the "[3]:" prompt) and their outputs no prompt column, so a board has the cell's whole width.
HIDDEN_INPUT_CSS = (
    ".jp-Notebook:has({live}) .jp-CodeCell .jp-Cell-inputWrapper:has(.jp-InputPlaceholder),"
    " .jp-Notebook:has({live}) .jp-CodeCell:has(.jp-InputPlaceholder) .jp-OutputPrompt,"
    # the prompt column's click overlay (it turns output scrolling on) would lie over the board's left edge
    " .jp-Notebook:has({live}) .jp-CodeCell:has(.jp-InputPlaceholder) .jp-OutputArea-promptOverlay {{ display: none; }}"
)

#: What a saved copy of a live board says under its picture (a notebook reopened without a kernel).
SAVED_NOTE = "This is a saved picture: choose Run \u2192 Run All Cells to play again."

#: A board turns upright (orientation 'auto') when it has less room than this many CSS pixels:
#: 90 % of the landscape picture's 520 pixels.
NARROW_ROOM = 468.0

_ESM = """
const KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " ", "Escape",
                      "r", "R", "u", "U", "d", "D", "f", "F", "PageUp", "PageDown", "Backspace"]);
function render({ model, el }) {
  const img = document.createElement("img");
  img.className = "bg-image";
  img.draggable = false;
  if (model.get("focusable")) {
    img.tabIndex = 0;
    img.setAttribute("data-lm-suppress-shortcuts", "true");
    img.setAttribute("role", "application");
  } else {
    img.setAttribute("role", "img");
  }
  img.style.width = "100%";
  img.style.height = "auto";
  img.style.display = "block";
  let url = null;
  const show = () => {
    const v = model.get("value");
    if (v && v.byteLength) {
      const u = URL.createObjectURL(new Blob([v], { type: "image/png" }));
      img.src = u;
      if (url) URL.revokeObjectURL(url);
      url = u;
    }
  };
  // the board in words: the picture's text alternative (a new text does not load the picture again)
  const words = () => {
    img.alt = model.get("alt");
    img.setAttribute("aria-label", model.get("alt"));
  };
  const rect = () => img.getBoundingClientRect();
  img.addEventListener("click", (e) => {
    const r = rect();
    if (!r.width || !img.naturalWidth) return;
    model.send({ type: "click", dataX: (e.clientX - r.left) * img.naturalWidth / r.width,
                 dataY: (e.clientY - r.top) * img.naturalHeight / r.height, boundingRectWidth: r.width });
  });
  img.addEventListener("keydown", (e) => {
    // Tab is not taken: it moves the focus on to the next control
    if (!model.get("focusable") || e.altKey || e.ctrlKey || e.metaKey || !KEYS.has(e.key)) return;
    e.preventDefault();
    e.stopPropagation();
    model.send({ type: "keydown", key: e.key, shiftKey: e.shiftKey, boundingRectWidth: rect().width });
  });
  let last = -1;
  const room = () => {
    const w = Math.round((el.parentElement || el).getBoundingClientRect().width);
    if (w > 0 && w !== last) { last = w; model.set("room", w); model.save_changes(); }
  };
  const observer = new ResizeObserver(room);
  observer.observe(el.parentElement || el);
  model.on("msg:custom", (msg) => {  // focus() from Python: the keys come here again
    if (msg && msg.type === "focus" && model.get("focusable")) img.focus({ preventScroll: true });
  });
  // the view's own round trip, no picture (``python -m bglearn.bench browser`` times it as the floor)
  img.addEventListener("bglearn-ping", (e) => model.send({ type: "ping", id: e.detail }));
  model.on("change:pong", () => img.setAttribute("data-pong", String(model.get("pong"))));
  model.on("change:value", show);
  model.on("change:alt", words);
  show();
  words();
  el.appendChild(img);
  // what a key did, read out by a screen reader (a polite live region, not shown)
  const live = document.createElement("div");
  live.className = "bg-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.textContent = model.get("announce");
  model.on("change:announce", () => { live.textContent = model.get("announce").replace(/\u200b$/, ""); });
  el.appendChild(live);
  return () => { observer.disconnect(); if (url) URL.revokeObjectURL(url); };
}
export default { render };
"""

try:
    import anywidget
    from traitlets import Bool, Bytes, Float, Int, Unicode

    class BoardView(anywidget.AnyWidget):  # type: ignore[misc]  # (anywidget's base is untyped here)
        """A focusable board picture: ``value`` (PNG bytes), ``alt`` (its text alternative, also its
        ``aria-label``), ``room`` (reported by the browser) and ``announce`` (a sentence put in a polite
        ARIA live region beside the picture: :meth:`say`)."""

        _esm = _ESM
        _css = (
            ".bg-image:focus { outline: 3px solid #1a73e8; outline-offset: 2px; }\n"
            ".bg-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);"
            " white-space: nowrap; }"
        )
        value = Bytes(b"").tag(sync=True)
        alt = Unicode("backgammon board").tag(sync=True)
        focusable = Bool(True, help="reachable with Tab and taking keys (False: a picture only)").tag(sync=True)
        room = Float(0.0, help="the width in CSS pixels the picture has room for (0: not shown yet)").tag(sync=True)
        pong = Int(0, help="the id of the last 'ping' message answered (the bench's round trip)").tag(sync=True)
        announce = Unicode("", help="a sentence for screen readers (an ARIA live region beside the picture)").tag(
            sync=True
        )

        def __init__(self, **kwargs: typing.Any) -> None:
            super().__init__(**kwargs)
            self._handlers: list[Callable[[typing.Mapping[str, typing.Any]], object]] = []
            self.on_msg(self._on_msg)

        def say(self, sentence: str) -> None:
            """Have a screen reader read ``sentence`` out (the live region; the same sentence twice is read twice)."""
            if sentence == self.announce.rstrip("\u200b"):
                sentence += "" if self.announce.endswith("\u200b") else "\u200b"
            self.announce = sentence

        def on_dom_event(self, handler: Callable[[typing.Mapping[str, typing.Any]], object]) -> None:
            """Call ``handler(event)`` for each click or key (``event['type']`` 'click' / 'keydown')."""
            self._handlers.append(handler)

        def focus(self) -> None:
            """Give the picture the keyboard focus in every browser showing it (e.g. after a button click)."""
            self.send({"type": "focus"})

        def _on_msg(self, _widget: typing.Any, content: typing.Any, _buffers: typing.Any) -> None:
            if isinstance(content, dict) and content.get("type") == "ping":
                ping = content.get("id")
                if isinstance(ping, int) and not isinstance(ping, bool):
                    self.pong = ping
                return
            if isinstance(content, dict) and content.get("type") in ("click", "keydown"):
                for handler in list(self._handlers):
                    handler(content)

    HAVE_VIEW = True
except ImportError:  # pragma: no cover - anywidget is a dependency; a plain picture still works
    BoardView = None  # type: ignore[assignment,misc]
    HAVE_VIEW = False


def make_view(
    value: bytes = b"", width: str = "520px", alt: str = "backgammon board", focusable: bool = True
) -> typing.Any:
    """A :class:`BoardView` (or, without anywidget, an ``ipywidgets.Image``) at most ``width`` wide.

    Either has ``.value`` (PNG bytes) and ``.layout``; the picture shrinks to the room it has
    (``max-width: 100%``) and keeps its proportions.
    """
    if HAVE_VIEW:
        view = BoardView(
            value=value, alt=alt, focusable=focusable, layout=widgets.Layout(width=width, max_width="100%")
        )
    else:  # pragma: no cover
        view = widgets.Image(
            value=value, format="png", layout=widgets.Layout(width=width, max_width="100%", height="auto")
        )
    view.add_class("bg-view")
    return view


class StaticCopy:
    """A plain picture output kept beside a live widget, for notebooks read without a kernel.

    ``copy.display(widget)`` displays the live widget, then the copy: HTML with the picture (an
    ``<img>`` of a ``data:`` URL, at most the picture's width, shrinking on a narrow screen), the same
    picture as ``image/png`` and a line of text. ``copy.update()`` replaces every copy shown with the
    picture as it stands now (a display update, which Jupyter saves in the notebook). The live
    widget must hold :attr:`marker`: a hidden style that hides the copy while the widget is live.
    The copy's own style hides the widget's output when it cannot be shown (a saved notebook
    reopened without a kernel: "model not found").

    Parameters
    ----------
    render : callable
        ``render() -> (html_body, png, text)``: the copy as it should be now. ``html_body`` is HTML
        to show (its pictures as ``<img>``, with their text alternative as ``alt``), ``png`` the main
        picture without live-only marks (None: none), ``text`` the picture in words.
    note : str or None
        A line added to the HTML and the text, :data:`SAVED_NOTE` by default ("... Run All Cells to
        play again"); None for a copy that is not of something to play (a score).

    An update that would send the same copy again sends nothing (a selection on a board changes the
    live picture, not the saved one).
    """

    def __init__(self, render: Callable[[], tuple[str, bytes | None, str]], note: str | None = SAVED_NOTE) -> None:
        self.render = render
        self.note = note
        self._sent: dict[str, str] | None = None
        self._held = 0
        self.key = f"bglearn-static-{uuid.uuid4().hex[:12]}"
        self.display_ids: list[str] = []
        css = (
            f".jp-OutputArea-child:has(.{self.key}), .{self.key} {{ display: none !important; }}"
            # in a notebook showing bglearn's widgets, a cell whose code is hidden shows neither a one-line
            # placeholder of it nor its prompt ("[3]:"); its output has the whole width (a phone's 400 px)
            f" {HIDDEN_INPUT_CSS.format(live='.bglearn-live')}"
            # a question's answer buttons wrap their words rather than cut them ("A checker using both
            # dice stops on a ..." on a phone, where no hover shows the rest)
            " .bglearn-quiz .widget-button, .bglearn-quiz .widget-toggle-button { white-space: normal;"
            " height: auto; min-height: var(--jp-widgets-inline-height, 28px); max-width: 100%; line-height: 1.3;"
            " padding-top: 4px; padding-bottom: 4px; }"
        )
        #: the hiding style as HTML, for a live widget that is itself HTML (it adds this to its value)
        self.style = f'<style class="bglearn-live">{css}</style>'
        self.marker = widgets.HTML(self.style, layout=widgets.Layout(display="none"))
        self.marker.add_class("bglearn-live")

    def bundle(self) -> dict[str, str]:
        """The copy's mimebundle as it would be shown now."""
        import base64

        body, png, text = self.render()
        if self.note:
            body += f'<p class="bglearn-saved-note"><i>{html.escape(self.note)}</i></p>'
            text = f"{text}\n{self.note}"
        # hide the widget output before this one unless its live widget is shown (a trusted notebook
        # reopened without a kernel shows "Error displaying widget: model not found" there)
        style = (
            "<style>.jp-OutputArea-child:has(+ .jp-OutputArea-child .bglearn-static)"
            ":not(:has(.bglearn-live)) { display: none; }</style>"
        )
        data = {"text/html": f'{style}<div class="bglearn-static {self.key}">{body}</div>', "text/plain": text}
        if png:
            data["image/png"] = base64.b64encode(png).decode("ascii")
        return data

    def display(self, widget: typing.Any) -> None:
        """Display ``widget`` live, then this copy (call from ``_ipython_display_``)."""
        from IPython.display import display

        data = widget._repr_mimebundle_() or {}
        if isinstance(data, tuple):
            data = data[0]
        live = {k: v for k, v in data.items() if k == "application/vnd.jupyter.widget-view+json"}
        live["text/plain"] = ""
        display(live, raw=True)
        display_id = uuid.uuid4().hex
        data = self.bundle()
        display(data, raw=True, display_id=display_id)
        self.display_ids.append(display_id)
        self._sent = data

    def held(self) -> _Hold:
        """``with copy.held(): ...``: the updates asked for inside are sent once, at the end (a verdict
        that changes the text and the picture sends one copy, not three)."""
        return _Hold(self)

    def update(self) -> None:
        """Replace every copy shown with the picture as it is now (nothing when none is shown)."""
        if not self.display_ids or self._held:
            return
        from IPython.display import update_display

        data = self.bundle()
        if data == self._sent:
            return
        self._sent = data
        for display_id in self.display_ids:
            update_display(data, raw=True, display_id=display_id)


class _Hold:
    def __init__(self, copy: StaticCopy) -> None:
        self.copy = copy

    def __enter__(self) -> None:
        self.copy._held += 1

    def __exit__(self, *exc: object) -> None:
        self.copy._held -= 1
        if not self.copy._held:
            self.copy.update()


def img_html(png: bytes, alt: str = "backgammon board", width: int | None = None) -> str:
    """An ``<img>`` of PNG bytes as a ``data:`` URL, at most ``width`` pixels wide, shrinking to fit."""
    import base64

    w = f"width: {width}px; " if width else ""
    return (
        f'<img src="data:image/png;base64,{base64.b64encode(png).decode("ascii")}" alt="{html.escape(alt)}" '
        f'style="{w}max-width: 100%; height: auto"/>'
    )


_WIDTHS: dict[str, int] = {}


def picture_width(orientation: str = "landscape") -> int:
    """The width in pixels of a board picture drawn in ``orientation`` ('landscape' or 'portrait')."""
    if orientation not in _WIDTHS:
        from ..draw import BoardPainter

        _WIDTHS[orientation] = BoardPainter(orientation).size[0]
    return _WIDTHS[orientation]


def panel_width() -> str:
    """The CSS width of a question's or a worked example's parts: the landscape picture's own width (520px).

    Without a fixed width JupyterLab and Notebook 7 stretch a picture to the whole cell, which blurs it."""
    return f"{picture_width('landscape')}px"

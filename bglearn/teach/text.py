"""Small text helpers of the lessons and quizzes: HTML, sentences, pictures as data."""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.moves import Play
    from ..engine.position import Position

__all__ = ["BOARD_WIDTH", "board_png", "b64", "plain", "sentence", "join_words", "forbidden_moves", "figure_html"]

#: CSS width of a board picture in the lessons' HTML (:func:`figure_html`). Without a fixed width
#: JupyterLab and Notebook 7 stretch a picture to the full cell width, which blurs it. The PNGs are
#: drawn at 520 x 440 pixels (6.5 x 5.5 inches at 80 dpi), so this shows them 1:1; the panels use
#: the same width, taken from the picture (:func:`bglearn.widgets.view.panel_width`).
BOARD_WIDTH = "520px"


def board_png(position: Position, **options: Any) -> bytes:
    """PNG bytes of :func:`bglearn.draw.board` (matplotlib is imported on first use).

    ``options`` are those of :func:`bglearn.draw.png`; a bad one raises ValueError.
    """
    from ..draw import png

    return png(position, **options)


def alt_text(position: Position, **options: Any) -> str:
    """The text alternative of :func:`board_png`'s picture with the same ``options``
    (:func:`bglearn.draw.board_text`: side to play, dice and dice left, checkers per point, bar,
    borne off, pip counts, the cube). Options that only draw (arrows, highlight, ...) are not said.
    Raises InputError for bad dice or a bad cube, PositionError for a bad perspective."""
    from ..draw import board_text

    dice = options.get("dice")
    left = options.get("dice_left")
    used = options.get("dice_used") or 0
    if dice is not None and left is None and used:
        hi, lo = max(dice), min(dice)
        left = ([hi] * 4 if hi == lo else [hi, lo])[used:]
    return board_text(
        position,
        perspective=options.get("perspective"),
        dice=dice,
        dice_left=left,
        cube=options.get("cube"),
        labels=options.get("labels"),
        status=options.get("status"),
        tray=options.get("tray", "off"),
    )


def b64(data: bytes) -> str:
    """Base64 text of bytes (for ``data:`` URLs and mimebundles)."""
    return base64.b64encode(data).decode("ascii")


def plain(text: str) -> str:
    """``text`` without HTML tags."""
    return re.sub(r"<[^>]+>", "", text)


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop at the end."""
    text = text.strip()
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def join_words(items: Iterable[str]) -> str:
    """``'a, b and c'``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def forbidden_moves(segments: Iterable[tuple[int, int]], play: Play | None) -> list[tuple[int, int]]:
    """The moves of ``segments`` that the (legal) ``play`` does not make: drawn dashed as not allowed.

    ``segments`` and the result are ``(from, to)`` single-die moves in the mover's numbering (25 bar,
    0 off); each move of ``play`` cancels one equal segment. ``play`` None cancels nothing.
    """
    made = [(m.from_point, m.to_point) for m in play.moves] if play is not None else []
    out = []
    for seg in segments:
        if seg in made:
            made.remove(seg)
        else:
            out.append(seg)
    return out


#: Below this viewport width a picture with an upright version shows that one (a phone held upright).
NARROW_MEDIA = "(max-width: 560px)"


#: shown with a board picture: a lesson cell whose code is hidden shows no one-line placeholder of it,
#: and the picture has the output's whole width (no room kept on its right: a phone's 400 px)
HIDE_PLACEHOLDER = (
    "<style>.jp-CodeCell:has(.bglearn-figure) .jp-InputPlaceholder { display: none; }"
    " .jp-RenderedHTMLCommon:has(> .bglearn-figure) { padding-right: 0; }</style>"
)


def figure_html(png: bytes, caption: str | None = None, portrait: bytes | None = None, words: str | None = None) -> str:
    """An HTML ``<figure>`` of a PNG with an optional caption, at most :data:`BOARD_WIDTH` wide and
    shrinking to fit; with ``portrait`` (the board drawn upright) a narrow screen shows that one.
    ``words`` (the board in words, :func:`alt_text`) is the picture's ``alt``; default the caption."""
    cap = f"<figcaption>{html.escape(caption)}</figcaption>" if caption else ""
    alt = html.escape(words or caption or "backgammon board")
    img = (
        f'<img src="data:image/png;base64,{b64(png)}" '
        f'style="width: {BOARD_WIDTH}; max-width: 100%; height: auto" alt="{alt}"/>'
    )
    if portrait:
        img = f'<picture><source media="{NARROW_MEDIA}" srcset="data:image/png;base64,{b64(portrait)}"/>{img}</picture>'
    return f'{HIDE_PLACEHOLDER}<figure class="bglearn-figure" style="margin: 0.5em 0">{img}{cap}</figure>'

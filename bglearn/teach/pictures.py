"""Static board pictures for lessons: :func:`show` and :class:`BoardPicture` (a PNG with a caption)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.checking import check_play
from ..engine.moves import Play
from ..engine.rules import check_dice
from ..errors import AmbiguousPlayError, InputError
from .text import alt_text, b64, board_png, figure_html

if TYPE_CHECKING:
    from ..engine.position import Position

__all__ = ["BoardPicture", "show", "as_play"]


def as_play(position: Position, dice: tuple[int, int], play: Play | str | None) -> Play | None:
    """Return a Play from a Play, notation text or None.

    A Play or None is returned as it is; text is read as a play of ``dice`` (each 1-6) from
    ``position`` (the side on roll moves).

    Raises
    ------
    ValueError
        If the text is not a legal play here (the message gives the rule).
    bglearn.NotationError, bglearn.AmbiguousPlayError
        If the text cannot be read, or fits two plays.
    """
    if play is None or isinstance(play, Play):
        return play
    verdict = check_play(position, dice, play)  # a NotationError passes through
    if verdict.ambiguous:
        raise AmbiguousPlayError(verdict.message, verdict.plays)
    if not verdict.legal:
        raise InputError(f"{play!r} is not a legal play with {dice[0]}-{dice[1]}: {verdict.message}")
    return verdict.witness


class BoardPicture:
    """A board picture with an optional caption; displays itself as a PNG in a notebook.

    Made by :func:`show`. The picture is drawn when the object is made, so a broken decoration
    fails in the cell that asks for it.

    Attributes
    ----------
    png : bytes
        The PNG image (520 x 440 pixels by default), starting with the PNG signature.
    caption : str or None
        Text shown under the picture (and as the plain-text form).
    position : Position
        The board drawn.
    portrait : bytes or None
        The same board drawn upright, shown instead on a screen narrower than 560 px (made by :func:`show`).
    """

    def __init__(
        self,
        png: bytes,
        caption: str | None = None,
        position: Position | None = None,
        portrait: bytes | None = None,
        words: str | None = None,
    ) -> None:
        self.png = png
        self.caption = caption
        self.position = position
        self.portrait = portrait  # the board drawn upright, shown on a narrow screen (None: none)
        #: the board in words (its text alternative, :func:`bglearn.draw.board_text`); None: the caption
        self.words = words

    def _repr_png_(self) -> bytes:
        return self.png

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {
            "text/html": figure_html(self.png, self.caption, self.portrait, self.words),
            "image/png": b64(self.png),
            "text/plain": "\n".join(t for t in (self.caption, self.words) if t) or repr(self),
        }

    def __repr__(self) -> str:
        pid = self.position.position_id() if self.position is not None else "?"
        cap = f", caption={self.caption!r}" if self.caption else ""
        return f"<BoardPicture {pid}{cap}>"


def show(
    position: Position,
    *,
    dice: tuple[int, int] | None = None,
    play: Play | str | None = None,
    caption: str | None = None,
    **render_options: Any,
) -> BoardPicture:
    """Return a picture of ``position`` that a notebook displays as a PNG with a caption.

    Parameters
    ----------
    position : Position
        The board; decorations use the numbering of its side on roll.
    dice : (int, int), optional
        The roll to draw on the board.
    play : Play or str, optional
        A play drawn as arrows (one per single-die move, a ghost checker where each lands, a
        cross for a hit). Text is read with ``dice`` and must be a legal play.
    caption : str, optional
        One line under the board.
    **render_options
        Other keyword options of :func:`bglearn.draw.board`: ``highlight`` (points),
        ``last_move``, ``selected``, ``targets``, ``labels``, ``perspective``, ``orientation``,
        ``arrows`` (raw ``(from, to)`` pairs, e.g. to show a move that is *not* legal), ``dpi``
        and ``figsize`` (inches).

    Returns
    -------
    BoardPicture
        Has ``_repr_png_`` and ``_repr_mimebundle_``; ``.png`` holds the bytes.

    Raises
    ------
    ValueError
        If ``play`` is text that is not a legal play (the message says which rule it breaks),
        if ``play`` is given without ``dice``, or for a bad decoration (see :func:`bglearn.draw.board`).
    bglearn.NotationError, bglearn.AmbiguousPlayError
        If ``play`` is text that cannot be read, or that fits two plays.

    Examples
    --------
    >>> import bglearn as bg
    >>> pic = show(bg.Position.start(), dice=(3, 1), play="8/5 6/5", caption="Making the 5-point")
    >>> pic.png[:4]
    b'\\x89PNG'
    """
    if play is not None:
        if dice is None:
            raise InputError("show(play=...) needs the dice the play is made with")
        play = as_play(position, check_dice(dice), play)
        render_options.setdefault("arrows", play)
    png = board_png(position, dice=dice, **render_options)
    portrait = None
    if "orientation" not in render_options and "figsize" not in render_options:  # upright for a phone
        portrait = board_png(position, dice=dice, orientation="portrait", **render_options)
    return BoardPicture(png, caption, position, portrait, alt_text(position, dice=dice, **render_options))

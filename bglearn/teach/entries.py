"""Reading the entries of lesson and quiz files (TOML) into pictures, examples, boards and questions.

The format is described in ``lessons/FORMAT.md``. Every entry is built and checked against the rules
engine when it is read: a position that cannot exist, a play question whose roll has no legal play,
a tempting answer that is right or breaks another rule than the file says, an unknown key or kind, a
duplicate id -- each raises :class:`bglearn.QuizFileError` naming the file, the entry and the problem.

:class:`Reader` holds what one file shares (its path, its named positions, the ids seen so far);
:meth:`Reader.item` turns one entry table into the object a notebook displays.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping
from typing import Any

from ..engine.checking import RULES
from ..engine.constants import BLACK, OFF, WHITE
from ..engine.moves import Play
from ..engine.position import XGID, Position, parse_xgid
from ..engine.rules import check_dice, game_result, legal_plays
from ..errors import BglearnError, QuizFileError
from .board_words import check_practise_texts, goal_words, rolls_said
from .examples import Step, WorkedExample
from .pictures import BoardPicture, show
from .questions import (
    CUBE_RULES,
    AfterTakeQuestion,
    CubeState,
    DiceCountQuestion,
    DropScoreQuestion,
    GameValueQuestion,
    LegalityQuestion,
    MayDoubleQuestion,
    OpeningQuestion,
    PlayQuestion,
    PointsQuestion,
    Question,
    ResultQuestion,
    SetupQuestion,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

__all__ = [
    "Reader",
    "read_toml",
    "key_list",
    "MAX_FILE_CHARS",
    "MAX_DEPTH",
    "MAX_NUMBER",
    "QUESTION_KINDS",
    "ITEM_TYPES",
    "GOAL_KEYS",
]

#: The question kinds of the file format and the class that asks each.
QUESTION_KINDS: dict[str, type[Question]] = {
    "play": PlayQuestion,
    "points": PointsQuestion,
    "dice-count": DiceCountQuestion,
    "legality": LegalityQuestion,
    "result": ResultQuestion,
    "may-double": MayDoubleQuestion,
    "drop-score": DropScoreQuestion,
    "after-take": AfterTakeQuestion,
    "game-value": GameValueQuestion,
    "setup": SetupQuestion,
    "opening": OpeningQuestion,
}
_CUBE_CLASSES: dict[str, type[MayDoubleQuestion | DropScoreQuestion | AfterTakeQuestion | GameValueQuestion]] = {
    "may-double": MayDoubleQuestion,
    "drop-score": DropScoreQuestion,
    "after-take": AfterTakeQuestion,
    "game-value": GameValueQuestion,
}

#: The entry types a stage may hold (``[[stage.picture]]`` ...), in the order they are read.
ITEM_TYPES = ("picture", "example", "board", "question")

#: What a play question's ``goal`` table may require.
GOAL_KEYS = (
    "play",
    "moves_from",
    "leaves",
    "hits",
    "min_hits",
    "borne_off",
    "min_borne_off",
    "ends_game",
    "hits_on_the_way",
    "blots",
    "makes",
)

_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
_COMMON = {"id", "position", "on_roll"}
_KEYS = {
    "picture": _COMMON | {"dice", "caption", "highlight", "arrows", "play", "upright"},
    "example": _COMMON | {"title", "dice", "steps", "partial"},
    "board": _COMMON | {"dice", "mode", "computer", "level", "seed"},
    "question": _COMMON | {"kind", "dice", "prompt", "hint", "explain", "practise", "tempting"},
}
_KIND_KEYS = {
    "play": {"goal", "not_asked"},
    "points": {"ask"},
    "dice-count": set(),
    "legality": {"play", "choices"},
    "result": set(),
    "may-double": {"opening_ties", "automatic_doubles"},
    "drop-score": {"opening_ties", "automatic_doubles"},
    "after-take": {"beaver", "opening_ties", "automatic_doubles"},
    "game-value": {"jacoby", "opening_ties", "automatic_doubles"},
    "setup": set(),
    "opening": set(),
}
_STEP_KEYS = {"text", "play", "highlight", "arrows"}
_SIDES = {"white": WHITE, "black": BLACK}
_BOARD_MODES = {"play": "strict", "teaching": "teaching"}
_NOT_RULES = ("not-asked", "none")


#: The longest lesson or quiz file read, in characters (the longest lesson is under 20,000): checked
#: before the TOML is parsed.
MAX_FILE_CHARS = 1_000_000
#: How deep arrays and tables may nest (a lesson's deepest value, a tempting answer's list of points
#: inside ``[[stage.question]]``, is 7 levels down).
MAX_DEPTH = 16
#: The largest number a file may hold (a seed is the largest a file needs): ``2**63 - 1``.
MAX_NUMBER = (1 << 63) - 1
_LONG_DIGITS = re.compile(r"[0-9_]{4000,}")


def read_toml(text: str, path: str | None) -> dict[str, Any]:
    """Parse ``text`` as TOML and check that its values are of a size a lesson or quiz file can hold.

    Refused before parsing: a text longer than :data:`MAX_FILE_CHARS`. Refused after: arrays or
    tables nested deeper than :data:`MAX_DEPTH`, a number beyond :data:`MAX_NUMBER` either way.

    Raises
    ------
    QuizFileError
        If ``text`` is not a str, too long, not valid TOML (the message gives the line), nested too
        deeply or holds a number too large (the message names the entry and the key).
    """
    if not isinstance(text, str):
        raise QuizFileError(f"a quiz file is text (str), not {type(text).__name__}", path)
    if len(text) > MAX_FILE_CHARS:
        raise QuizFileError(
            f"the file has {len(text):,} characters; a lesson or quiz file has at most {MAX_FILE_CHARS:,}", path
        )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise QuizFileError(f"not valid TOML: {e}", path) from None
    except RecursionError:  # tomllib parses nested arrays and inline tables recursively
        raise QuizFileError(
            f"arrays or tables are nested hundreds of levels deep; an entry nests at most {MAX_DEPTH}", path
        ) from None
    except ValueError:  # Python's int() refuses more than 4,300 digits; tomllib lets that through
        found = _LONG_DIGITS.search(text)
        where = f" (line {text.count(chr(10), 0, found.start()) + 1})" if found else ""
        raise QuizFileError(
            f"a number has thousands of digits{where}; the largest a file may hold is {MAX_NUMBER:,}", path
        ) from None
    _check_sizes(data, path)
    return data


def _check_sizes(data: dict[str, Any], path: str | None) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` and numbers beyond :data:`MAX_NUMBER` (iteratively:
    the check itself never recurses)."""
    stack: list[tuple[object, str, str | None, int]] = [(data, "", None, 0)]
    while stack:
        value, where, entry, depth = stack.pop()
        if isinstance(value, dict):
            ident = value.get("id")
            entry = ident if isinstance(ident, str) and len(ident) <= 80 else entry
            children: Any = ((f"{where}.{k}" if where else str(k), v) for k, v in value.items())
        elif isinstance(value, list):
            children = ((f"{where}[{i}]", v) for i, v in enumerate(value))
        else:
            if type(value) is int and abs(value) > MAX_NUMBER:
                raise QuizFileError(
                    f"{_short_key(where)} holds a number of {value.bit_length():,} bits; "
                    f"the largest a file may hold is {MAX_NUMBER:,}",
                    path,
                    entry,
                )
            continue
        if depth >= MAX_DEPTH:
            raise QuizFileError(
                f"{_short_key(where)} nests arrays or tables more than {MAX_DEPTH} levels deep", path, entry
            )
        stack.extend((v, key, entry, depth + 1) for key, v in children)


def _short_key(where: str) -> str:
    return (where if len(where) <= 60 else where[:40] + "..." + where[-17:]) or "the file"


def key_list(keys: list[str]) -> str:
    """``keys`` joined by commas for a message, each cut to some 40 characters, at most 6 of them."""
    shown = [k if len(k) <= 40 else k[:30] + f"... ({len(k):,} characters)" for k in keys[:6]]
    return ", ".join(shown) + (f" and {len(keys) - 6} more" if len(keys) > 6 else "")


def _cut(message: str) -> str:
    """A message of the engine, its middle cut out when it quotes a long text (at most some 600 characters)."""
    return message if len(message) <= 600 else f"{message[:480]} ... ({len(message):,} characters) {message[-80:]}"


def _shown(value: object) -> str:
    """``repr(value)``, cut to some 60 characters for a message."""
    text = repr(value)
    return text if len(text) <= 60 else text[:45] + f"... ({len(text):,} characters)"


def _one_of(value: object, allowed: Mapping[str, Any] | tuple[str, ...]) -> bool:
    """``value in allowed`` for a text value; False for anything else (an array or table is unhashable)."""
    return isinstance(value, str) and value in allowed


class Reader:
    """Builds the entries of one file, checking each against the rules engine.

    Parameters
    ----------
    path : str or None
        The file, for messages (None for text given directly).
    positions : mapping, optional
        The file's ``[positions]`` table: name -> position spec (see ``lessons/FORMAT.md``).

    Attributes
    ----------
    ids : list of str
        The ids of the entries read so far, in order.
    """

    def __init__(self, path: str | None, positions: object = None) -> None:
        self.path = path
        self.ids: list[str] = []
        self._seen: set[str] = set()  # the same ids, for an O(1) look-up
        self._count = 0
        self._named: dict[str, tuple[Position, XGID | None]] = {}
        if positions is None:
            return
        if not isinstance(positions, Mapping):
            raise QuizFileError("[positions] must be a table of name = position", path)
        for name, spec in positions.items():
            if not _ID.match(name):
                raise self.error(f"position name {_shown(name)}: use lowercase words joined by '-'", None)
            if isinstance(spec, str) and spec in positions:
                raise self.error(f"position {_shown(name)} names another position; give the position itself", None)
            try:
                self._named[name] = self._position(spec, None)
            except QuizFileError as e:
                raise self.error(f"position {_shown(name)}: {e.problem}", None) from None

    def error(self, problem: str, entry: str | None) -> QuizFileError:
        """A :class:`QuizFileError` for ``problem`` in ``entry`` (an id or ``'#N'``) of this file."""
        return QuizFileError(problem, self.path, entry)

    # -- one entry -----------------------------------------------------------------------------

    def item(self, kind: str, table: object) -> Any:
        """Build one entry of type ``kind`` (one of :data:`ITEM_TYPES`) from its TOML table.

        Returns a :class:`~bglearn.teach.BoardPicture`, :class:`~bglearn.teach.WorkedExample`,
        :class:`~bglearn.BoardWidget` or a question (:class:`~bglearn.teach.Question`), with its
        ``id`` recorded in :attr:`ids`.

        Raises
        ------
        QuizFileError
            For any problem of the entry, naming it by id (or by number when it has no usable id).
        """
        self._count += 1
        entry = f"#{self._count}"
        if not isinstance(table, Mapping):
            raise self.error(f"a {kind} entry must be a table, not {type(table).__name__}", entry)
        ident = table.get("id")
        if not isinstance(ident, str) or not _ID.match(ident):
            raise self.error(
                f"needs an id of lowercase words joined by '-' (id = \"enter-first\"), not {_shown(ident)}", entry
            )
        entry = ident
        if ident in self._seen or ident in ("map", "score", "review"):
            raise self.error(
                "this id is used twice in the file"
                if ident in self._seen
                else "'map', 'score' and 'review' are reserved",
                entry,
            )
        try:
            built = getattr(self, "_" + kind)(dict(table))
        except QuizFileError as e:
            raise self.error(_cut(e.problem), entry) from None
        except BglearnError as e:  # the engine refused something: its message says what
            raise self.error(_cut(str(e)), entry) from None
        self.ids.append(ident)
        self._seen.add(ident)
        return built

    def _keys(self, table: dict[str, Any], allowed: set[str], what: str) -> None:
        _keys_of(table, allowed, what)

    def _picture(self, t: dict[str, Any]) -> BoardPicture:
        self._keys(t, _KEYS["picture"], "picture")
        position, xgid = self._where(t)
        options: dict[str, Any] = _cube_decorations(xgid)
        if "highlight" in t:
            options["highlight"] = _points(t["highlight"], "highlight")
        if "arrows" in t:  # moves that are not allowed: drawn red dashed
            options["forbidden"] = _arrows(t["arrows"])
        upright = t.get("upright", True)
        if not isinstance(upright, bool):
            raise QuizFileError(f"upright is true or false, not {_shown(upright)}")
        if not upright:  # its words say where things are on the board as it is drawn wide: keep it so
            options["orientation"] = "landscape"
        return show(
            position,
            dice=_dice(t["dice"]) if "dice" in t else None,
            play=_text(t, "play"),
            caption=_text(t, "caption"),
            **options,
        )

    def _example(self, t: dict[str, Any]) -> WorkedExample:
        self._keys(t, _KEYS["example"], "worked example")
        position, xgid = self._where(t)
        cube = _cube_decorations(xgid)
        title = _text(t, "title", required=True)
        steps_in = t.get("steps")
        if not isinstance(steps_in, list) or not steps_in:
            raise QuizFileError("steps must be a list of { text = ..., play = ... } tables")
        steps = []
        for n, s in enumerate(steps_in, 1):
            if not isinstance(s, Mapping):
                raise QuizFileError(f"step {n} must be a table {{ text = ..., play = ... }}")
            self._keys(dict(s), _STEP_KEYS, f"step ({n})")
            deco: dict[str, Any] = {}
            if "highlight" in s:
                deco["highlight"] = _points(s["highlight"], "highlight")
            if "arrows" in s:  # moves that are not allowed: drawn red dashed
                deco["forbidden"] = _arrows(s["arrows"])
            steps.append(Step(_text(s, "text", required=True), _text(s, "play"), {**cube, **deco} or None))
        partial = t.get("partial", False)
        if not isinstance(partial, bool):
            raise QuizFileError(f"partial is true or false, not {_shown(partial)}")
        return WorkedExample(title, position, _dice(t.get("dice")), steps, require_complete=not partial)

    def _board(self, t: dict[str, Any]) -> Any:
        from ..widgets import BoardWidget

        self._keys(t, _KEYS["board"], "board")
        position, _ = self._where(t)
        mode = t.get("mode", "play")
        if not _one_of(mode, _BOARD_MODES):
            raise QuizFileError(f"mode is 'play' or 'teaching', not {_shown(mode)}")
        computer = t.get("computer")
        if computer is not None and not _one_of(computer, _SIDES):
            raise QuizFileError(f"computer is 'white' or 'black', not {_shown(computer)}")
        seed = t.get("seed")
        if seed is not None and type(seed) is not int:
            raise QuizFileError(f"seed is a whole number, not {_shown(seed)}")
        return BoardWidget(
            position,
            _dice(t["dice"]) if "dice" in t else None,
            mode=_BOARD_MODES[mode],
            computer=None if computer is None else _SIDES[computer],
            level=t.get("level", "beginner"),
            seed=seed,
            orientation="auto",
        )

    def _question(self, t: dict[str, Any]) -> Question:
        kind = t.get("kind")
        if not isinstance(kind, str) or kind not in QUESTION_KINDS:  # (an array or table is unhashable)
            raise QuizFileError(f"kind {_shown(kind)} is not one of {', '.join(QUESTION_KINDS)}")
        self._keys(t, _KEYS["question"] | _KIND_KEYS[kind], f"{kind} question")
        position, _xgid = self._where(t)
        options = {
            "hint": _text(t, "hint"),
            "explain": _text(t, "explain"),
            "practise": _text(t, "practise"),
        }
        prompt = _text(t, "prompt", required=True)
        if kind in _CUBE_CLASSES:
            # a cube question practises its own kind unless told otherwise; its written texts are shown
            # with its own board only (a practice board gets its own question, and the rule as its hint)
            if options["practise"] is None:
                del options["practise"]
        else:
            check_practise_texts(
                options["practise"], {"prompt": prompt, "hint": options["hint"], "explain": options["explain"]}
            )
        dice = _dice(t["dice"]) if "dice" in t else None
        question: Question
        if kind in _CUBE_CLASSES:
            if dice is not None:
                raise QuizFileError(
                    "a cube question has no dice: an XGID's dice field says whether the side has rolled"
                )
            if _xgid is None and kind != "game-value":  # a game's value may be asked of a plain position
                raise QuizFileError(
                    "a cube question needs an XGID: give the position as XGID=... (it carries the cube, "
                    "the score and the match length)"
                )
            jacoby = t.get("jacoby", False)
            if not isinstance(jacoby, bool):
                raise QuizFileError(f"jacoby is true or false, not {_shown(jacoby)}")
            state = (
                CubeState.from_xgid(_xgid, jacoby=jacoby) if _xgid is not None else CubeState(position, jacoby=jacoby)
            )
            state = _opening_ties(t, state)
            beaver = t.get("beaver", False)
            if not isinstance(beaver, bool):
                raise QuizFileError(f"beaver is true or false, not {_shown(beaver)}")
            if beaver:
                if state.length:
                    raise QuizFileError("beavers are a money-play house rule: a beaver question needs a money game")
                state = state._replace(beavers=True)
                options["beaver"] = True
            _check_roll_said(prompt, state)
            question = _CUBE_CLASSES[kind](prompt, state, **options)
        elif kind == "result":
            if dice is not None:
                raise QuizFileError("a result question is about a finished game: it has no dice")
            question = ResultQuestion(prompt, position, **options)
        elif kind == "setup":
            if dice is not None:
                raise QuizFileError("a setup question has no dice: the checkers are set up before anyone rolls")
            try:
                question = SetupQuestion(prompt, position, **options)
            except BglearnError as e:
                raise QuizFileError(str(e)) from None
        elif kind == "opening":
            if dice is None:
                raise QuizFileError("an opening question needs dice = [white, black]: the die each side rolled")
            try:
                question = OpeningQuestion(prompt, position, dice, **options)
            except BglearnError as e:
                raise QuizFileError(str(e)) from None
        else:
            if dice is None:
                raise QuizFileError(f"a {kind} question needs dice = [a, b]")
            if kind == "play":
                if not legal_plays(position, dice):
                    raise QuizFileError(
                        f"the roll {dice[0]}-{dice[1]} has no legal play here: a play question needs one "
                        "(ask a dice-count question with answer 0 instead)"
                    )
                accept = _goal(t.get("goal"))
                plays = legal_plays(position, dice)
                if not any(_accepts(accept, p) for p in plays):
                    shown = ", ".join(str(p) for p in plays[:6]) + (" ..." if len(plays) > 6 else "")
                    raise QuizFileError(
                        f"no legal play meets the goal: with {dice[0]}-{dice[1]} the legal plays are {shown}"
                    )
                question = PlayQuestion(
                    prompt,
                    position,
                    dice,
                    accept=accept,
                    not_asked=_text(t, "not_asked"),
                    goal_text=goal_words(t.get("goal")),
                    **options,
                )
            elif kind == "points":
                question = PointsQuestion(prompt, position, dice, ask=t.get("ask", "bear-off"), **options)
            elif kind == "dice-count":
                question = DiceCountQuestion(prompt, position, dice, **options)
            else:
                choices = t.get("choices")
                if choices is not None and (
                    not isinstance(choices, list) or not all(isinstance(c, str) for c in choices)
                ):
                    raise QuizFileError("choices is a list of rule codes")
                question = LegalityQuestion(
                    prompt, position, dice, _text(t, "play", required=True), choices=choices, **options
                )
        question.id = t["id"]
        if _xgid is not None and kind not in _CUBE_CLASSES:  # the cube its XGID carries, as pictures draw it
            question.draw_cube(*_cube_decorations(_xgid)["cube"])
        _check_answers(question, t.get("tempting", []))
        return question

    # -- positions -------------------------------------------------------------------------------

    def _where(self, t: dict[str, Any]) -> tuple[Position, XGID | None]:
        if "position" not in t:
            raise QuizFileError(
                'needs a position ("start", a name from [positions], a points table, a Position ID or an XGID)'
            )
        return self._position(t["position"], t.get("on_roll"))

    def _position(self, spec: object, on_roll: object) -> tuple[Position, XGID | None]:
        side = WHITE
        if on_roll is not None:
            if not _one_of(on_roll, _SIDES):
                raise QuizFileError(f"on_roll is 'white' or 'black', not {_shown(on_roll)}")
            side = _SIDES[str(on_roll)]
        if isinstance(spec, Mapping):
            table = dict(spec)
            if "on_roll" in table:
                if on_roll is not None:
                    raise QuizFileError("on_roll is given twice (in the position table and beside it)")
                return self._position(_without(table, "on_roll"), table["on_roll"])
            unknown = sorted(set(table) - {"white", "black"})
            if unknown:
                raise QuizFileError(f"a points table has white = {{...}} and black = {{...}}, not {key_list(unknown)}")
            boards = [_side_points(table.get(name, {}), name) for name in ("white", "black")]
            try:
                return Position.from_points(white=boards[0], black=boards[1], on_roll=side), None
            except BglearnError as e:
                raise QuizFileError(str(e)) from None
        if not isinstance(spec, str):
            raise QuizFileError(f"a position is text or a points table, not {type(spec).__name__}")
        if spec in self._named:
            if on_roll is not None:
                raise QuizFileError("on_roll goes with the named position, in [positions]")
            return self._named[spec]
        try:
            if spec == "start":
                return (Position.start() if side == WHITE else Position.start().pass_turn()), None
            if spec.startswith("XGID="):
                if on_roll is not None:
                    raise QuizFileError("an XGID names the side on roll itself: leave out on_roll")
                xgid = parse_xgid(spec)
                return xgid.position, xgid
            if len(spec) == 14:
                return Position.from_position_id(spec, on_roll=side), None
        except QuizFileError:
            raise
        except BglearnError as e:
            raise QuizFileError(f"position {_shown(spec)}: {e}") from None
        raise QuizFileError(
            f"position {_shown(spec)} is not 'start', a name from [positions], a 14-character Position ID or an XGID"
        )


# ---------------------------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------------------------


def _cube_decorations(xgid: XGID | None) -> dict[str, Any]:
    """Drawing options for the cube (and the match score) an XGID position carries; none without one."""
    if xgid is None:
        return {}
    state = CubeState.from_xgid(xgid)
    return {"cube": (state.cube_value, state.cube_owner), "status": state.describe()}


def _keys_of(table: dict[str, Any], allowed: set[str], what: str) -> None:
    """Refuse a key of ``table`` not in ``allowed``, naming the keys allowed in ``what``."""
    unknown = sorted(set(table) - allowed)
    if unknown:
        raise QuizFileError(
            f"unknown key{'s' if len(unknown) > 1 else ''} {key_list(unknown)} in a {what} "
            f"(allowed: {', '.join(sorted(allowed))})"
        )


def _without(table: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in table.items() if k != key}


def _side_points(table: object, name: str) -> dict[int | str, int]:
    if not isinstance(table, Mapping):
        raise QuizFileError(f"{name} = {{ 13 = 5, 6 = 5, bar = 1, ... }}: a table, not {_shown(table)}")
    out: dict[int | str, int] = {}
    for key, count in table.items():
        if type(count) is not int:
            raise QuizFileError(f"{name}'s {key} = {_shown(count)}: a number of checkers is a whole number")
        if key in ("bar", "off"):
            out[key] = count
        elif key.isascii() and key.isdigit() and len(key) <= 2 and 1 <= int(key) <= 24:
            out[int(key)] = count
        else:
            raise QuizFileError(f"{name} has a point {_shown(key)}: points are 1-24, 'bar' or 'off'")
    return out


def _check_roll_said(prompt: str, state: CubeState) -> None:
    """A cube question's prompt that names the roll made (``'White has rolled 6-4'``) names the roll its
    board draws: the XGID's dice field. Refused otherwise (``QuizFileError``), as a roll not on the board."""
    board = None if state.dice is None else (max(state.dice), min(state.dice))
    for roll in rolls_said(prompt):
        if roll != board:
            shown = "no roll (dice 00)" if board is None else f"the roll {board[0]}-{board[1]}"
            raise QuizFileError(
                f"the prompt says {roll[0]}-{roll[1]} was rolled, but the board's XGID has {shown}: "
                "write the roll in the XGID's dice field (e.g. :64:) so the board draws it"
            )


def _opening_ties(t: Mapping[str, Any], state: CubeState) -> CubeState:
    """``state`` after the opening ties of a cube question's ``opening_ties`` and ``automatic_doubles``
    (both or neither; FORMAT.md)."""
    given = [key for key in ("opening_ties", "automatic_doubles") if key in t]
    if not given:
        return state
    if len(given) == 1:
        raise QuizFileError(
            "opening_ties (how many times the opening roll tied) and automatic_doubles (the agreed limit) "
            f"go together: {given[0]} is given alone"
        )
    ties, limit = t["opening_ties"], t["automatic_doubles"]
    for key, value in (("opening_ties", ties), ("automatic_doubles", limit)):
        if type(value) is not int or not 1 <= value <= 12:
            raise QuizFileError(f"{key} is a whole number from 1 to 12, not {_shown(value)}")
    return state.after_opening_ties(ties, limit)


def _text(t: Mapping[str, Any], key: str, required: bool = False) -> Any:
    value = t.get(key)
    if value is None:
        if required:
            raise QuizFileError(f'needs {key} = "..."')
        return None
    if not isinstance(value, str) or not value.strip():
        raise QuizFileError(f"{key} must be non-empty text, not {_shown(value)}")
    return value


def _dice(value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise QuizFileError(f"dice = [a, b] with each 1-6, not {_shown(value)}")
    bad = next((d for d in value if type(d) is not int or not 1 <= d <= 6), None)
    if bad is not None:
        raise QuizFileError(f"dice are whole numbers from 1 to 6; {_shown(value)} has {_shown(bad)}")
    return check_dice(tuple(value))


def _points(value: object, key: str) -> list[int]:
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, list) or not all(type(p) is int and 0 <= p <= 25 for p in value):
        raise QuizFileError(f"{key} is a point or a list of points (0-25), not {_shown(value)}")
    return list(value)


def _arrows(value: object) -> list[tuple[int, int]]:
    if not isinstance(value, list) or not all(isinstance(a, list) and len(a) == 2 for a in value):
        raise QuizFileError(f"arrows = [[from, to], ...], not {_shown(value)}")
    return [(a, b) for a, b in (_points(pair, "an arrow") for pair in value)]


def _goal(goal: object) -> str | list[str] | Callable[[Play], bool] | None:
    """The ``accept=`` of a play question from its ``goal`` table (see FORMAT.md)."""
    if goal is None:
        return None
    if not isinstance(goal, Mapping) or not goal:
        raise QuizFileError(f"goal is a table such as {{ moves_from = 13 }}, not {_shown(goal)}")
    unknown = sorted(set(goal) - set(GOAL_KEYS))
    if unknown:
        raise QuizFileError(
            f"goal has unknown key{'s' if len(unknown) > 1 else ''} {key_list(unknown)} "
            f"(allowed: {', '.join(GOAL_KEYS)})"
        )
    if "play" in goal:
        if len(goal) > 1:
            raise QuizFileError("goal.play names the answer exactly: give no other goal keys with it")
        plays = goal["play"]
        if isinstance(plays, str) or (isinstance(plays, list) and plays and all(isinstance(p, str) for p in plays)):
            return plays
        raise QuizFileError(f"goal.play is notation or a list of notation, not {_shown(plays)}")
    tests: list[Callable[[Play], bool]] = []
    for key, value in goal.items():
        if key in ("ends_game", "hits_on_the_way"):
            if value is not True:
                raise QuizFileError(f"goal.{key} can only be true")
            tests.append(_ends_game if key == "ends_game" else _hits_on_the_way)
        elif key == "leaves":
            tests.append(_leaves(tuple(_points(value, "goal.leaves"))))
        else:
            if type(value) is not int or value < 0:
                raise QuizFileError(f"goal.{key} is a whole number, not {_shown(value)}")
            tests.append(_COUNT_GOALS[key](value))
    return lambda p: all(test(p) for test in tests)


def _accepts(accept: str | list[str] | Callable[[Play], bool] | None, play: Play) -> bool:
    """Whether a goal of tests (or none) accepts ``play``; a goal naming plays is checked by the question."""
    return accept is None or not callable(accept) or accept(play)


def _ends_game(play: Play) -> bool:
    return game_result(play.result) is not None


def _hits_on_the_way(play: Play) -> bool:
    """A checker hits a blot where it stops between its dice, then moves on from there."""
    moves = play.moves
    return any(m.hit and any(later.from_point == m.to_point for later in moves[i + 1 :]) for i, m in enumerate(moves))


def _leaves(points: tuple[int, ...]) -> Callable[[Play], bool]:
    return lambda p: all(_after(p)[pt] == 0 for pt in points)


def _after(play: Play) -> tuple[int, ...]:
    """The mover's checkers after ``play``, in the mover's numbering."""
    return tuple(play.result.checkers(play.position.on_roll))


def _borne_off(play: Play) -> int:
    return _after(play)[OFF] - play.position.checkers(play.position.on_roll)[OFF]


_COUNT_GOALS: dict[str, Callable[[int], Callable[[Play], bool]]] = {
    "moves_from": lambda n: lambda p: any(m.from_point == n for m in p.moves),
    "hits": lambda n: lambda p: p.hits == n,
    "min_hits": lambda n: lambda p: p.hits >= n,
    "borne_off": lambda n: lambda p: _borne_off(p) == n,
    "min_borne_off": lambda n: lambda p: _borne_off(p) >= n,
    "blots": lambda n: lambda p: sum(1 for c in _after(p)[1:25] if c == 1) == n,
    "makes": lambda n: lambda p: _after(p)[n] >= 2 if 1 <= n <= 24 else False,
}


def _answer_value(question: Question, value: object) -> object:
    if isinstance(question, PointsQuestion) and isinstance(value, int) and not isinstance(value, bool):
        return [value]
    return value


def _check_answers(question: Question, tempting: object) -> None:
    """Judge the revealed answer (must be right) and each tempting answer (wrong, with its rule)."""
    shown = question.solution()
    if not question.judge("" if shown is None else shown).correct:  # pragma: no cover - engine invariant
        raise QuizFileError(f"the engine's own answer {_shown(shown)} is not judged right")
    if not isinstance(tempting, list):
        raise QuizFileError("tempting is a list of { answer = ..., rule = ... } tables")
    for n, t in enumerate(tempting, 1):
        if not isinstance(t, Mapping):
            raise QuizFileError(f'tempting answer {n} must be {{ answer = ..., rule = "..." }}, not {_shown(t)}')
        _keys_of(dict(t), {"answer", "rule"}, f"tempting answer ({n})")
        if set(t) != {"answer", "rule"}:
            raise QuizFileError(f'tempting answer {n} needs both answer = ... and rule = "..."')
        answer, rule = _answer_value(question, t["answer"]), t["rule"]
        if not (_one_of(rule, RULES) or _one_of(rule, CUBE_RULES) or _one_of(rule, _NOT_RULES)):
            raise QuizFileError(
                f"tempting answer {_shown(t['answer'])}: rule {_shown(rule)} is not a rule code "
                f"({', '.join((*RULES, *CUBE_RULES))}) nor one of {', '.join(_NOT_RULES)}"
            )
        got = question.judge(answer)
        if got.correct:
            raise QuizFileError(f"the tempting answer {_shown(t['answer'])} is right, not wrong")
        if got.kind == "unreadable":
            raise QuizFileError(f"the tempting answer {_shown(t['answer'])} cannot be read: {got.message}")
        if rule == "not-asked":
            ok = got.kind == "not-asked"
        elif rule == "none":
            ok = got.rule is None and got.kind != "not-asked"
        else:
            ok = got.rule == rule
        if not ok:
            said = "a legal play the question does not ask for" if got.kind == "not-asked" else repr(got.rule)
            raise QuizFileError(
                f"the tempting answer {_shown(t['answer'])} is judged {said}, not {_shown(rule)}: {got.message}"
            )

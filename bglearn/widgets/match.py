"""Play a whole match against the computer (or a friend on the same screen): :class:`MatchApp`.

The app owns the real game: a :class:`bglearn.Match` (or, for money play, one
:class:`bglearn.Game` after another with a running total). Its :class:`BoardWidget` is set up for
each of your turns (``one_turn``) and only enters your play (click, keys or Undo / Undo all /
Done); the game checks it. The computer's turns are shown on the same board one move at a time,
with a short pause, then written as notation. Every button is also a public method, so a lesson,
a test or a script can play through the app::

    app = bglearn.MatchApp(length=3, level="greedy", seed=1, pause=0)
    app.new_match()              # the opening roll; the computer plays at once if it starts
    app.board.play("8/5 6/5")    # your play (when it is your turn with 3-1) ...
    app.board.done()             # ... and the computer answers
    app.roll(); app.double(); app.resign("gammon"); app.save_mat()

Bad actions (a button that does not apply, an illegal click, a broken file) are refused with a
message on the page and never change the game; no Python traceback reaches the page.
"""

from __future__ import annotations

import html
import logging
import random
import time
import typing
from collections.abc import Callable

import ipywidgets as widgets
from traitlets import Unicode

from ..engine.constants import BLACK, WHITE, side_name
from ..engine.matchstate import MatchState
from ..errors import BglearnError, InputError
from ..play.analysis import game_state, prepare
from ..play.bots import STRONGEST, choose_play, expert_available, level_name
from ..play.cubeful import accept_resignation, should_double, take_decision
from ..play.game import CUBE_LIMIT, Game, Match, Session
from ..play.matfile import MatchRecord, write_mat
from . import advice
from .analysis_panel import AnalysisPanel
from .board import BoardWidget
from .match_copy import display_app, saved_copy
from .match_panels import KINDS, LENGTHS, MatchActions, MatchFiles, MatchSetup
from .record import game_notation, position_ids, said
from .replay import record_heading

if typing.TYPE_CHECKING:
    from ..engine.constants import Dice
    from ..engine.moves import Play
    from ..engine.position import Position

__all__ = ["MatchApp", "LENGTHS"]

_LOG = logging.getLogger(__name__)


class MatchApp(widgets.VBox):  # ipywidgets has no type information: VBox is Any to mypy
    """A backgammon match in the browser: set-up, score, board, cube, resign, record, save and load.

    Parameters
    ----------
    side : int
        Your side, :data:`~bglearn.WHITE` (default) or :data:`~bglearn.BLACK`.
    level : str
        The computer's level, one of :data:`bglearn.LEVELS` (default ``'greedy'``).
    length : int
        The match length in points, one of :data:`LENGTHS` (1, 3, 5, 7; 0 = money play). Default 3.
    cube : bool
        Play with the doubling cube (default True; never in the Crawford game).
    jacoby : bool
        Money play only: the Jacoby rule (gammons count single while the cube is not turned).
    opponent : {'computer', 'person'}
        Play the computer, or a person sharing the screen (both sides played on the board).
    beavers : bool
        Money play only: beavers (the side doubled may take and redouble at once, keeping the cube).
    seed : int, optional
        Seeds the dice and the computer's choices (reproducible games).
    pause : float
        Seconds between the computer's moves as they are shown (default 0.6; 0 in tests).
    orientation : {'auto', 'landscape', 'portrait'}
        The board's orientation; ``'auto'`` turns it upright on a narrow screen (a phone).

    Attributes
    ----------
    board : BoardWidget
        Where your play is entered and the computer's is shown.
    game : Game or None
        The game being played (None before :meth:`new_match`).
    match : Match or None
        The match (None before :meth:`new_match` and in money play).
    games : list of Game
        Every game of the match or money session so far.
    score : (int, int)
        White's and Black's points (the running total in money play).
    message : str (trait)
        What the app says now: whose turn, what the computer did, why an action was refused.
    replay : MatchReplay
        The panel that replays a loaded ``.mat`` file.
    analysis : AnalysisPanel
        "Analyse match" (shown once a game is over, and for a loaded ``.mat``): the figures, the
        mistakes, each tried again.

    Raises
    ------
    InputError
        For an option that is not one of those above (nothing is built).
    """

    message = Unicode("", help="what the app says now")

    def __init__(
        self,
        *,
        side: int = WHITE,
        level: str = "greedy",
        length: int = 3,
        cube: bool = True,
        jacoby: bool = False,
        opponent: str = "computer",
        beavers: bool = False,
        seed: int | None = None,
        pause: float = 0.6,
        orientation: str = "auto",
        **kwargs: typing.Any,
    ) -> None:
        level = level_name(level)  # (side, length and opponent are checked by MatchSetup)
        if not isinstance(pause, (int, float)) or isinstance(pause, bool) or not 0 <= pause <= 5:
            raise InputError(f"pause is a number of seconds from 0 to 5, not {pause!r}")
        if seed is not None and type(seed) is not int:
            raise InputError(f"seed is an int (or None), not {seed!r}")
        self.rng = random.Random(seed)
        self.pause = float(pause)
        self.game: Game | None = None
        self.match: Match | None = None
        self.games: list[Game] = []
        self.session: Session | None = None
        self._humans: tuple[int, ...] = ()
        self._playing = False  # the board holds a turn of a person's
        # "How did I do?": your cube actions since your last play, then that play (each with its state)
        self._judged: list[tuple[str, Position, MatchState, typing.Any]] = []
        self._news: list[str] = []  # what happened since you last acted
        self._names = {WHITE: "White", BLACK: "Black"}
        self._options: dict[str, typing.Any] = {}
        self._analyse_loaded = False  # "Analyse match" analyses the loaded .mat (else the games played)
        # the set-up row checks side, length and opponent (InputError before anything else is built)
        self.setup = MatchSetup(
            lambda: self._guard(self.new_match),
            side=side,
            level=level,
            length=length,
            cube=cube,
            jacoby=jacoby,
            opponent=opponent,
            beavers=beavers,
        )
        self._setup_ui(orientation)
        super().__init__(children=self._children(), **kwargs)
        self.add_class("bg-match-app")
        self._say("Choose your side, the computer's level and the match, then press New match.")
        self._sync()

    # -- reading -----------------------------------------------------------------------------------

    @property
    def score(self) -> tuple[int, int]:
        """White's and Black's points so far (the running total in money play)."""
        series = self.match or self.session
        if series is None:
            return (0, 0)
        if series.games and series.games[-1].over:
            series.record()  # (once: a finished game's points count as soon as it is over)
        white, black = series.score
        return (white, black)

    @property
    def length(self) -> int:
        """The match length (0 = money play): this match's, or the one chosen before a match."""
        if self.games:
            return self.match.length if self.match is not None else 0
        return self.setup.length

    @property
    def humans(self) -> tuple[int, ...]:
        """The sides played on the board by people (one side against the computer, both for two people)."""
        return self._humans

    @property
    def computer(self) -> int | None:
        """The side the computer plays, or None (two people)."""
        return None if len(self._humans) != 1 else 1 - self._humans[0]

    @property
    def level(self) -> str:
        """The computer's level in this match (one of :data:`bglearn.LEVELS`; the one chosen, before a match)."""
        return self._options["level"] if self.games else self.setup.level

    @property
    def match_over(self) -> bool:
        """True when the match has a winner (never in money play)."""
        return self.match is not None and self.match.winner is not None

    @property
    def record_text(self) -> str:
        """The games so far as notation (``'1. 31: 8/5 6/5   64: 24/18 13/9'``), as the record box shows."""
        return str(self.files.record.value)

    # -- set-up ------------------------------------------------------------------------------------

    def new_match(self) -> bool:
        """Start a new match (or money session) with the options chosen; return True.

        The first game begins with the opening roll; the computer plays at once if it starts.
        """
        side = self.setup.side
        # the options hold for the whole match: changing the set-up takes effect at the next New match
        cube = self.setup.cube
        self._options = {"level": self.setup.level}
        self._humans = (WHITE, BLACK) if self.setup.opponent == "person" else (side,)
        if self.computer is None:
            self._names = {WHITE: "White", BLACK: "Black"}
        else:
            self._names = {side: "You", 1 - side: "Computer"}
        self.board.labels = self._names
        length = self.setup.length
        self.match = Match(length, self.rng, cube=cube) if length else None
        self.session = (
            None if length else Session(self.rng, cube=cube, jacoby=self.setup.jacoby, beavers=self.setup.beavers)
        )
        self.games = []
        self._judged = []
        self._info.value = ""  # the last match's verdict or hint is not about this one
        self.actions.kind.value = "single"  # a resignation is a single game unless chosen again
        prepare()  # the analysis engine loaded now (once per kernel): the first Hint answers at once
        self.replay.layout.display = "none"
        self.analysis.clear()
        return self._start_game()

    def next_game(self) -> bool:
        """Start the next game of the match (or money session) once this one is over; return True/False."""
        if self.game is None or not self.game.over:
            return self._refuse("Finish this game first (or resign it).")
        if self.match_over:
            return self._refuse("The match is over: press New match to play another.")
        self.analysis.mark_old(f"it was made before game {len(self.games) + 1}; press Analyse match after this game.")
        return self._start_game()

    def _start_game(self) -> bool:
        series = self.match or self.session
        assert series is not None  # (new_match made one)
        game = series.new_game()
        self.game = game
        self._analyse_loaded = False
        self.games.append(game)
        self._playing = False
        first, dice = game.position.on_roll, game.dice
        assert dice is not None  # a game from the start begins with the opening roll
        self._news = [
            f"Game {len(self.games)}: opening roll {self._names[first]} {dice[0]}, "
            f"{self._names[1 - first]} {dice[1]}, so {said(self._names[first], 'starts', mid=True)}."
        ]
        if game.crawford:
            self._news.append("This is the Crawford game: no doubling.")
        if len(self.games) == 1 and self.level == STRONGEST and not expert_available(self._state(game)):
            self._news.append(advice.NO_ENGINE)
        self._advance()
        return True

    # -- your actions -----------------------------------------------------------------------------

    def roll(self) -> bool:
        """Roll for you (you are on roll and have not rolled); return True, or False and say why."""
        game = self._my_game("roll")
        if game is None:
            return False
        if game.dice is not None or self._playing:
            return self._refuse("You have rolled already: play your roll on the board.")
        side = game.position.on_roll
        if game.can_double():
            self._note("no double", game.position, self._state(game))
        self._news = []
        self._info.value = ""  # a pre-roll hint or verdict is about the position before the roll
        dice = game.roll()
        if dice is None:  # (a closed-out side rolls no dice: its turn passes)
            self._news.append(f"{said(self._names[side])}: on the bar against a closed board, the turn passes.")
        elif game.dice is None:  # no legal play: the game passed the turn
            self._news.append(f"{said(self._names[side])} rolled {_roll(dice)} and cannot move.")
        self._advance()
        return True

    def double(self) -> bool:
        """Offer a double (before you roll); the computer (or the other person) takes or drops."""
        game = self._my_game("double")
        if game is None:
            return False
        if not game.can_double():
            return self._refuse(self._why_no_double(game))
        side = game.position.on_roll
        self._note("double", game.position, self._state(game))
        game.double()
        self._news = [f"{self._act(side, 'doubles')} to {2 * game.cube_value}."]
        if self.computer is not None:
            self._computer_answers_double()
        self._advance()
        return True

    def take(self) -> bool:
        """Take the double offered to you: the cube doubles and you own it."""
        return self._answer_double("take")

    def beaver(self) -> bool:
        """Beaver the double offered to you (money play with beavers): take it and redouble at once,
        keeping the cube, now at four times its value before the double."""
        return self._answer_double("beaver")

    def drop(self) -> bool:
        """Drop (pass) the double offered to you: you lose the game at the cube's value before the double."""
        return self._answer_double("drop")

    def resign(self, kind: str = "single") -> bool:
        """Offer to resign this game as a ``'single'`` game, ``'gammon'`` or ``'backgammon'``.

        Against the computer it accepts or declines at once (by the analysis engine's value of
        playing on where it is available, else by its level's judgement:
        :func:`bglearn.play.cubeful.accept_resignation`); a person answers with Accept / Decline.
        Possible when it is your turn (before or after you roll), and in answer to a double offered
        to you (then a single game is at the cube's value before the double).
        """
        if kind not in KINDS:
            return self._refuse(f"Resign as one of {', '.join(KINDS)}, not {kind!r}.")
        game = self._my_game("resign")
        if game is None:
            return False
        side = game.turn
        self._note("resign", game.position, self._state(game), kind)  # ("How did I do?" says it is not judged)
        game.offer_resignation(kind)
        self._news = [f"{said(self._names[side], 'offers')} to resign {_kind_words(kind)}."]
        if self.computer is None:
            self._say(f"{self._news[0]} {self._next_text(game)}")
            self._sync()
            return True
        if accept_resignation(game, kind, self.level, self.match, self.rng):
            self._news = [f"You resign {_kind_words(kind)}; the computer accepts."]
            self._playing = False
            game.accept_resignation()
        else:
            self._news = [f"You offer to resign {_kind_words(kind)}; the computer declines: play on."]
            game.decline_resignation()
        self._advance()
        return True

    def accept_resignation(self) -> bool:
        """Accept the resignation a person offered (two people): the game ends at that kind."""
        return self._answer_resignation(accept=True)

    def decline_resignation(self) -> bool:
        """Decline the resignation a person offered (two people): the game goes on."""
        return self._answer_resignation(accept=False)

    def hint(self) -> bool:
        """Show the analysis engine's advice for your decision now, whatever level you play against.

        With your roll: its best plays, ranked, with what each gives away, and the play the
        computer's level would make. Before you roll (when you may double) and when you are
        doubled: the right cube action with its equities. Without the engine: the level's own play.
        """
        game = self.game
        if game is None or game.over or game.resignation is not None or game.turn not in self._humans:
            return self._refuse("A hint is for your roll: roll first.")
        beavers = bool(self.session is not None and game.beavers)
        state = self._state(game)
        if game.offered:
            self._info.value = advice.cube_hint(game.position, state, beavers=beavers, taker=True)
        elif self._playing and game.dice is not None:
            self._info.value = advice.play_hint(game.position, game.dice, self.level, state, beavers=beavers)
        elif game.dice is None and game.can_double():
            self._info.value = advice.cube_hint(game.position, state, beavers=beavers)
        else:
            return self._refuse("A hint is for your roll: roll first.")
        return True

    def how_did_i_do(self) -> bool:
        """Judge your last turn by the analysis engine: your cube actions (doubles, takes, drops,
        beavers, and doubles you did not make) and your play, in words, with the best play.

        A whole play on the board before Done is judged too (and said to be not yet played); a part
        of one is not, and the answer says so. A resignation is said to be not judged."""
        game = self.game
        board_play = self._playing and game is not None and game.dice is not None and bool(self.board.moves)
        if not self._judged and not board_play:
            return self._refuse("Play a turn first: then ask how you did.")
        lines = []
        for kind, pos, state, what in self._judged:
            if kind == "play":
                dice, play = what
                lines.append(advice.play_verdict(pos, dice, play, state))
            elif kind == "resign":
                lines.append(html.escape(f"Your resignation ({_kind_words(what, article=True)}): not judged here."))
            else:
                lines.append(advice.cube_verdict(pos, kind, state, beavers=bool(what)))
        if board_play and game is not None and game.dice is not None:
            turn = self.board.turn
            if self.board.is_complete and turn is not None and turn.play is not None:
                verdict = advice.play_verdict(game.position, game.dice, turn.play, self._state(game))
                lines.append(verdict + html.escape(" (On the board, not yet played: press Done to play it.)"))
            else:
                lines.append(html.escape("Your play on the board is not complete: it is judged once it is whole."))
        self._info.value = "<br>".join(lines)
        return True

    def _state(self, game: Game) -> MatchState:
        """The cube and the score of ``game`` for the analysis engine."""
        return game_state(game, self.match)

    def _note(self, kind: str, position: Position, state: MatchState, what: typing.Any = None) -> None:
        """Keep a decision of yours for "How did I do?" (a play ends the turn's list)."""
        if kind in advice.CUBE_ACTIONS and self.game is not None:
            what = bool(self.session is not None and self.game.beavers)
        if self._judged and self._judged[-1][0] == "play":
            self._judged = []
        self._judged.append((kind, position, state, what))

    # -- save and load ------------------------------------------------------------------------------

    def to_record(self) -> MatchRecord:
        """The match (or money session) so far as a :class:`bglearn.play.MatchRecord`.

        Raises
        ------
        GameError
            Before :meth:`new_match` (there is nothing to record).
        """
        from ..errors import GameError

        if not self.games:
            raise GameError("no match has been started yet")
        players = (self._player(WHITE), self._player(BLACK))
        header = {"Site": "bglearn MatchApp"}
        series = self.match or self.session
        assert series is not None  # (there are games)
        return series.to_record(players, header)

    def save_mat(self) -> str:
        """The match so far as ``.mat`` text (what Save match downloads); ``''`` before a match."""
        if not self.games:
            return ""
        return write_mat(self.to_record())

    def load_mat(self, data: str | bytes) -> bool:
        """Load a ``.mat`` match record and show it step by step (the replay panel); return True/False.

        A file that cannot be read or replayed is refused with a message; the match being played
        and any record shown before stay as they were.
        """
        if not isinstance(data, (str, bytes)):
            return self._refuse(f"A match file is text, not {type(data).__name__}.")
        if not self.replay.load(data):
            return self._refuse(self.replay.message)
        self.replay.layout.display = ""
        self._analyse_loaded = True
        self.analysis.clear()  # its figures were of another match
        self._sync()
        assert self.replay.record is not None  # (loaded just now)
        heading = record_heading(self.replay.record)
        self._say(f"{heading} Replay it with Forward and Back under its board ({len(self.replay.steps)} steps).")
        return True

    # -- internals: the turn loop ------------------------------------------------------------------------

    def _advance(self) -> None:
        """Play the computer's part until a person must act; then set up the board and buttons."""
        for _ in range(400):  # a game is far shorter; the bound only guards against a loop
            game = self.game
            if game is None or game.over or game.resignation is not None:
                break
            if game.offered:
                if 1 - game.position.on_roll in self._humans:
                    break
                self._computer_answers_double()
                continue
            side = game.position.on_roll
            if side in self._humans:
                if game.dice is not None:
                    self._start_turn()
                    return
                break
            if game.dice is None:
                if self._computer_doubles(game):
                    continue
                dice = game.roll()
                if dice is None:  # (closed out: no roll, the turn passes)
                    self._news.append(f"{said(self._names[side])}: on the bar against a closed board, the turn passes.")
                    continue
                if game.dice is None:
                    self._news.append(f"{said(self._names[side])} rolled {_roll(dice)} and cannot move.")
                    continue
            self._computer_plays(game)
        self._playing = False
        self._show_waiting()

    def _start_turn(self) -> None:
        game = self.game
        assert game is not None and game.dice is not None
        side = game.position.on_roll
        board = self.board
        board.perspective = side if self.computer is None else self._humans[0]
        board.set_position(game.position, game.dice)
        board.show_controls = True
        self._playing = True
        self._sync_board()
        lead = " ".join(self._news)
        who = "Your" if self.computer is not None else f"{self._names[side]}'s"
        self._sync()  # (the buttons, score and record first: the sentence says the turn is ready)
        self._say((lead + " " if lead else "") + f"{who} turn: play {_roll(game.dice)} on the board, then Done.")

    def _on_board_play(self, play: Play | None) -> None:
        """The board's Done: the person's play goes into the real game, then the computer answers."""
        try:
            game = self.game
            if not self._playing or game is None or game.dice is None:
                return
            if game.resignation is not None:  # (the board took a play while a resignation waits: set it up again)
                self._start_turn()
                self._say(f"First {self._next_text(game)[0].lower()}{self._next_text(game)[1:]}")
                return
            pos, dice = game.position, game.dice
            self._playing = False
            self._info.value = ""  # the hint for the roll just played no longer applies
            self.actions.show({})  # your turn is over: no button applies until the computer has answered
            if play is not None:
                state = self._state(game)
                made = game.play(play)
                if made is not None:
                    self._note("play", pos, state, (dice, made))
            self._news = []
            self._advance()
        except Exception as exc:  # never a traceback on the page
            _LOG.exception("the board's play")
            self._say(f"Sorry, that play could not be taken: {exc}")

    def _computer_plays(self, game: Game) -> None:
        side, dice, start = game.position.on_roll, game.dice, game.position
        assert dice is not None
        play = choose_play(
            start,
            dice,
            self.level,
            self.rng,
            state=self._state(game),
            beavers=self.session is not None and game.beavers,
        )
        assert play is not None  # a roll with no legal play was passed by the game
        self._show_moves(start, dice, play)
        game.play(play)
        self._news.append(f"{said(self._names[side])} rolled {_roll(dice)} and played {play}.")

    def _show_moves(self, start: Position, dice: Dice, play: Play) -> None:
        """The computer's play on the board, one move at a time with a short pause."""
        if self.pause <= 0:  # (scripts and tests: the board shows the position after it)
            return
        board = self.board
        board.show_controls = False
        self.actions.show({})  # no button applies while the computer moves (a click would wait, then act)
        board.perspective = self._humans[0] if self._humans else WHITE
        self._sync_board()
        board.set_position(start, dice)
        board.message = f"{said(self._names[start.on_roll])} rolled {_roll(dice)} ..."
        self._say(f"{said(self._names[start.on_roll])} rolled {_roll(dice)} and is moving ...")
        name = said(self._names[start.on_roll])
        for move in play.moves:
            time.sleep(self.pause)
            # each move with its stops: a bear-off such as 5/off is otherwise also 5/4/off
            if not board.move_to(move.to_point, path=(move.from_point, move.to_point)):
                board.play(play)  # (a move the board would not take: show the play whole)
                break
            board.message = f"{name} rolled {_roll(dice)} and is moving: {board.moves} ..."
        time.sleep(self.pause)

    def _computer_doubles(self, game: Game) -> bool:
        """The computer, before its roll: double if its level's cube judgement says so."""
        if not game.can_double() or not should_double(game, self.level, self.match, self.rng):
            return False
        side = game.position.on_roll
        game.double()
        self._news.append(f"{self._act(side, 'doubles')} to {2 * game.cube_value}.")
        return True

    def _computer_answers_double(self) -> None:
        game = self.game
        assert game is not None and game.offered
        taker = 1 - game.position.on_roll
        answer = take_decision(game, self.level, self.match, self.rng)
        if answer == "drop":
            game.drop()
            self._news.append(f"{self._act(taker, 'drops')}.")
            return
        if answer == "beaver":
            game.beaver()
            self._news.append(f"{self._act(taker, 'beavers')}: the cube is on {game.cube_value}.")
            return
        game.take()
        self._news.append(f"{self._act(taker, 'takes')}: the cube is on {game.cube_value}.")

    def _answer_double(self, answer: str) -> bool:
        game = self.game
        if game is None or game.over or not game.offered:
            return self._refuse("No double is offered to you now.")
        taker = 1 - game.position.on_roll
        if taker not in self._humans:
            return self._refuse("The double is the computer's to answer.")
        if answer == "beaver" and not game.can_beaver():
            if game.beavers:
                return self._refuse(
                    f"A beaver would turn the cube to {4 * game.cube_value:,}: the largest cube is "
                    f"{CUBE_LIMIT:,} (GNU Backgammon's too). Take or drop."
                )
            return self._refuse("Beavers are not played here (money play with Beavers ticked only).")
        self._note(answer, game.position, self._state(game))
        self._news = []
        if answer == "take":
            game.take()
            self._news.append(f"{self._act(taker, 'takes')}: the cube is on {game.cube_value}.")
        elif answer == "beaver":
            game.beaver()
            self._news.append(f"{self._act(taker, 'beavers')}: the cube is on {game.cube_value}.")
        else:
            game.drop()
            self._news.append(f"{self._act(taker, 'drops')}.")
        self._advance()
        return True

    def _answer_resignation(self, accept: bool) -> bool:
        game = self.game
        if game is None or game.resignation is None:
            return self._refuse("No resignation is offered now.")
        side, kind = game.resignation
        if accept:
            self._news = [f"{self._names[1 - side]} accepts {self._names[side]}'s resignation {_kind_words(kind)}."]
            self._playing = False
            game.accept_resignation()
        else:
            self._news = [f"{said(self._names[1 - side], 'declines')}: play on."]
            game.decline_resignation()
            if self._playing:
                self._sync()
                self._say(" ".join(self._news) + " The turn goes on on the board.")
                return True
        self._advance()
        return True

    def _my_game(self, what: str) -> Game | None:
        """The game, when a person may ``what`` now; else None (and the reason said)."""
        game = self.game
        if game is None:
            self._refuse("Press New match to start.")
            return None
        if game.over:
            self._refuse("This game is over: press Next game (or New match).")
            return None
        if game.resignation is not None:
            self._refuse("A resignation is offered: accept or decline it first.")
            return None
        if game.offered and what != "resign":
            self._refuse("A double is offered: take or drop it first.")
            return None
        if game.turn not in self._humans:
            self._refuse("It is the computer's turn.")
            return None
        if what in ("roll", "double") and (game.dice is not None or self._playing):
            self._refuse(
                "You have rolled already: play your roll on the board."
                if what == "roll"
                else "Double before you roll, not after."
            )
            return None
        return game

    def _why_no_double(self, game: Game) -> str:
        if self.match is not None and self.match.length == 1:
            return "No doubling in a 1-point match: the game decides the match, so the cube would change nothing."
        if game.crawford:
            return "No doubling in the Crawford game."
        if not game.use_cube:
            return "This match is played without the cube."
        if 2 * game.cube_value > CUBE_LIMIT:
            return f"You cannot double: the cube is on {game.cube_value:,}, the largest it goes (GNU Backgammon's too)."
        return f"You cannot double: {said(self._names[game.cube_owner or 0], 'owns', mid=True)} the cube."

    # -- internals: showing -----------------------------------------------------------------------------

    def _show_waiting(self) -> None:
        """Show the board between turns (nobody is playing on it) and say what comes next."""
        game = self.game
        if game is None:
            self._sync()
            return
        board = self.board
        board.show_controls = False
        board.perspective = self._humans[0] if len(self._humans) == 1 else game.position.on_roll
        board.set_position(game.position)
        self._sync_board()
        lead = " ".join(self._news)
        board.message = ""
        self._sync()  # (the buttons, score and record first: the sentence says what comes next)
        self._say((lead + " " if lead else "") + self._next_text(game))

    def _next_text(self, game: Game) -> str:
        if game.over:
            assert game.result is not None
            r = game.result
            text = f"{self._act(r.winner, 'wins')} "
            jacoby = game.jacoby and r.kind != "single" and r.points == game.cube_value
            why = ": the Jacoby rule, the cube was never turned" if jacoby else ""
            text += f"{_kind_words(r.kind, article=True)} ({r.points} point{'s' if r.points != 1 else ''}{why})."
            if self.match is not None and self.match.winner is not None:
                w = self.match.winner
                s = self.score
                return text + f" {said(self._names[w])} won the match {s[w]}-{s[1 - w]}. Press New match to play again."
            return text + " Press Next game."
        if game.resignation is not None:
            side, kind = game.resignation
            return f"{self._names[1 - side]}: accept or decline the resignation {_kind_words(kind)}."
        if game.offered:
            taker = 1 - game.position.on_roll
            who = "You" if self.computer is not None else self._names[taker]
            choices = "take, beaver or drop" if game.can_beaver() else "take or drop"
            return f"{who}: {choices} the double to {2 * game.cube_value}?"
        who = "Your" if self.computer is not None else f"{self._names[game.position.on_roll]}'s"
        if game.closed_out:  # (the game waits only because this side may double)
            return f"{who} turn, on the bar against a closed board: Double, or press Roll to let the turn pass."
        extra = " or Double" if game.can_double() else ""
        return f"{who} turn: press Roll{extra}."

    def _sync_board(self, status: str = "") -> None:
        game = self.game
        board = self.board
        if game is None or not game.use_cube:
            board.cube = None
        elif game.offered:  # the cube offered: at the new value, on the taker's side, until answered
            board.cube = (2 * game.cube_value, 1 - game.position.on_roll)
        else:
            board.cube = (game.cube_value, game.cube_owner)
        board.status = status or self._score_line(short=True)

    def _score_line(self, short: bool = False) -> str:
        s = self.score
        w, b = self._player(WHITE), self._player(BLACK)
        if self.match is not None:
            text = (
                f"To {self.match.length}: {w} {s[0]}, {b} {s[1]}"
                if short
                else (f"Match to {self.match.length} · {w} {s[0]} – {b} {s[1]}")
            )
        else:
            text = f"Money: {w} {s[0]}, {b} {s[1]}" if short else f"Money play · {w} {s[0]} – {b} {s[1]}"
        game = self.game
        if not short and self.computer is not None:
            text += f" · computer level {self.level}"
        if game is not None and game.crawford:
            text += " · Crawford game" if not short else " (Crawford)"
        if not short and game is not None and game.use_cube:
            owner = (
                "in the middle"
                if game.cube_owner is None
                else f"owned by {said(self._names[game.cube_owner], mid=True)}"
            )
            text += f" · cube {game.cube_value}, {owner}"
        return text

    def _player(self, side: int) -> str:
        if self.computer is None:
            return side_name(side)
        return "You" if side == self._humans[0] else "Computer"

    def _act(self, side: int, verb: str) -> str:
        """``'The computer doubles'``, ``'You double'``: the side's name with ``verb`` agreeing, as the
        replay's captions say it (:func:`bglearn.widgets.record.said`)."""
        return said(self._names[side], verb)

    def _say(self, text: str) -> None:
        self.message = text
        self._turn_line.value = f"<b>{html.escape(text)}</b>"

    def _refuse(self, why: str) -> bool:
        self._say(why)
        return False

    def _sync(self) -> None:
        """Show the buttons that apply now (the others are hidden), the score and the record."""
        game = self.game
        offer = game.resignation if game is not None else None
        person = offer is None and game is not None and not game.over and game.turn in self._humans
        before_roll = person and game is not None and not game.offered and game.dice is None and not self._playing
        offered = person and game is not None and game.offered
        self.actions.show(
            {
                "roll": before_roll,
                "double": before_roll and game is not None and game.can_double(),
                "take": offered,
                "beaver": offered and game is not None and game.can_beaver(),
                "drop": offered,
                "resign": person,
                "accept": offer is not None,
                "decline": offer is not None,
                "next-game": game is not None and game.over and not self.match_over,
                "hint": self._playing or before_roll and game is not None and game.can_double() or offered,
                "judge": bool(self._judged) or self._playing,  # (a whole play on the board is judged before Done)
            }
        )
        self._score.value = html.escape(self._score_line()) if game is not None else "No match yet."
        self._ids.value = position_ids(game, self.score, self.length) if game is not None else ""
        if not self._playing:
            self._info.value = ""
        names = {WHITE: self._player(WHITE), BLACK: self._player(BLACK)}
        record = "\n\n".join(game_notation(g, i, names) for i, g in enumerate(self.games, start=1))
        try:
            mat = self.save_mat()
        except BglearnError as exc:  # a record that cannot be written never stops the game (#22)
            mat = ""
            self._say(f"The match file cannot be saved: {exc}")
        self.files.show(record, mat)
        ready = self._analyse_loaded or (game is not None and game.over)
        self.analysis.button.layout.display = "" if ready else "none"

    def _analysis_record(self) -> MatchRecord | None:
        """What "Analyse match" analyses: the loaded ``.mat``, or the games played once one is over."""
        if self._analyse_loaded:
            return typing.cast("MatchRecord | None", self.replay.record)
        if self.game is not None and self.game.over:
            return self.to_record()
        return None

    def _guard(self, fn: Callable[[], object]) -> None:
        """Run a button's action; a bad action gives a message, never a traceback on the page."""
        try:
            fn()
        except BglearnError as exc:
            self._say(f"That could not be done: {exc}")
            self._sync()
        except Exception as exc:
            _LOG.exception("a button's action")
            self._say(f"Sorry, something went wrong: {exc}")

    def _setup_ui(self, orientation: str) -> None:
        """Build the score line, the board, the action buttons and the record panel (below the set-up row)."""
        self._score = widgets.HTML("")
        self._score.add_class("bg-score")
        self._turn_line = widgets.HTML("")
        self._turn_line.add_class("bg-turn")
        self.board = BoardWidget(one_turn=True, orientation=orientation)
        self.board.on_play(self._on_board_play)
        self.board.on_roll(lambda: self._guard(self.roll))  # R on the board rolls for you
        self.board.show_controls = False
        self.board.message = ""
        guard = self._guard
        self.actions = MatchActions(
            {
                "roll": lambda: guard(self.roll),
                "double": lambda: guard(self.double),
                "take": lambda: guard(self.take),
                "beaver": lambda: guard(self.beaver),
                "drop": lambda: guard(self.drop),
                "accept": lambda: guard(self.accept_resignation),
                "decline": lambda: guard(self.decline_resignation),
                "next-game": lambda: guard(self.next_game),
                "hint": lambda: guard(self.hint),
                "judge": lambda: guard(self.how_did_i_do),
                "resign": lambda kind: guard(lambda: self.resign(kind)),
            }
        )
        self._info = widgets.HTML("")
        self._info.add_class("bg-info")
        self._ids = widgets.HTML("")
        self._ids.add_class("bg-ids")
        self.files = MatchFiles(lambda data: self._guard(lambda: self.load_mat(data)), orientation=orientation)
        self.replay = self.files.replay
        self._static = saved_copy(self.board)  # the board's picture, for the notebook saved and read without a kernel
        self.analysis = AnalysisPanel(self._analysis_record, orientation=orientation)

    def _children(self) -> list[typing.Any]:
        return [
            self.setup,
            self._score,
            self._turn_line,
            self.board,
            self.actions,
            self._info,
            self._ids,
            self.analysis,
            self.files,
            self._static.marker,
        ]

    def _ipython_display_(self) -> None:
        """Displayed in a notebook: the live app, then a plain picture of its board (kept up to date)."""
        display_app(self, self._static)


def _roll(dice: typing.Sequence[int]) -> str:
    return f"{max(dice)}-{min(dice)}"


def _kind_words(kind: str, article: bool = False) -> str:
    words = {"single": "a single game", "gammon": "a gammon", "backgammon": "a backgammon"}[kind]
    return words if article else ("as " + words)

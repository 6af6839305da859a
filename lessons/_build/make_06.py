"""Build lessons/06-starting-and-winning.ipynb (outputs cleared).

Run from anywhere: ``python lessons/_build/make_06.py``. The notebook is generated so that its
cells stay short and reviewable here; edit this file, not the notebook.
"""

from nbbuild import code, md, write

md("""
# Lesson 6 · Starting and winning

This lesson covers the beginning and the end of a game:

1. **Setting up** the fifteen checkers.
2. **The opening roll**: who moves first, and with which numbers.
3. **How a game ends**: a *single game*, a *gammon* or a *backgammon*, and the points each is worth.
4. **Matches**: playing to 3 or 5 points.

Run the cells from top to bottom (Shift+Enter). Boards are drawn from White's side; White moves
from its 24-point down to its 1-point and bears off to the right. Worked examples have **Next ▶** /
**◀ Previous** buttons; questions take a play typed in a box or a press of a button, and some have a
**Practise more** button for a fresh board. Your score is at the end.
""")
code("""
import random

import bglearn as bg
from bglearn import Game, GameError, Match
from bglearn.play import score_game
from bglearn.teach import practice
from bglearn.teach import DiceCountQuiz, PointsQuiz, Quiz, ResultQuiz, Score, WorkedExample, show

WHITE, BLACK, OFF, BAR = bg.WHITE, bg.BLACK, bg.OFF, bg.BAR
# Point numbering in this lesson's code: Position.from_points(white={...}, black={...}) takes each
# side's checkers in that side's OWN numbering (White's dict from White's side, Black's dict from
# Black's side: Black's 19- to 24-points are White's home board). The pictures print White's numbers.


def describe(result):
    \"\"\"A finished game's result in words, e.g. 'White wins a gammon: 2 points'.\"\"\"
    kind = "single game" if result.kind == "single" else result.kind
    return f"{bg.side_name(result.winner)} wins a {kind}: {result.points} point{'s' if result.points != 1 else ''}"


score = Score()   # every question reports to it; see the end of the lesson
""")
# ------------------------------------------------------------------ setup
md("""
## 1. Setting up

Each side has **15 checkers**. Each side counts the points 1 to 24 from its own home board, so
both sides use the same numbers for their own set-up:

| point | checkers |
|---|---|
| 24-point (in the opponent's home board) | 2 |
| 13-point (the *midpoint*) | 5 |
| 8-point | 3 |
| 6-point | 5 |

Two plus five plus three plus five makes fifteen. The highlighted points below are White's.
""")
code("""
start = bg.Position.start()
show(start, highlight=[24, 13, 8, 6], caption="The starting position: 2-5-3-5 on the 24, 13, 8 and 6 points")
""")
code("""
# check: both sides start with 2-5-3-5 on their own 24, 13, 8 and 6 points: 15 checkers each
for side in (WHITE, BLACK):
    board = start.checkers(side)
    assert {p: board[p] for p in range(1, 25) if board[p]} == {24: 2, 13: 5, 8: 3, 6: 5}
    assert sum(board) == 15
""")
md("""
**Watch out for a wrong set-up.** One rules page writes that each side starts with *two* checkers on
the 6-point. Count it in the same order: 2 + 5 + 3 + 2 makes only 12 checkers, three short. The standard set-up, and
every board in these lessons, has **five** on the 6-point.
""")
code("""
# check: "two on the 6-point" cannot be right, it leaves three checkers out
assert 2 + 5 + 3 + 2 == 12 != bg.CHECKERS_PER_SIDE
""")
md("""
Step through the set-up point by point. Black's checkers stand on the same four points *in Black's
own numbering*, so each of Black's points is also one of White's points under another number: Black's
24-point is White's 1-point, Black's 6-point is White's 19-point.
""")
code("""
setup_example = WorkedExample("Setting up, point by point", start, (3, 1), [
    ("Two White checkers on the 24-point, deep in Black's home board: the back checkers.", None,
     {"highlight": [24]}),
    ("Five on the 13-point, the midpoint, in Black's outer board.", None, {"highlight": [13]}),
    ("Three on the 8-point and five on the 6-point: 2 + 5 + 3 + 5 = 15.", None, {"highlight": [8, 6]}),
    ("Black mirrors it: two on White's 1-point, five on White's 12, three on White's 17 and five on "
     "White's 19. Those are Black's own 24-, 13-, 8- and 6-points.", None, {"highlight": [1, 12, 17, 19]}),
    ("Now a first roll can be played, say 3-1. The 3: 8/5.", "8/5"),
    ("The 1: 6/5. Two checkers on the 5-point make it White's.", "6/5"),
])
setup_example
""")
code("""
# check: Black's 24-, 13-, 8- and 6-points are White's 1-, 12-, 17- and 19-points; 8/5 6/5 is legal
black = start.checkers(BLACK)
assert {25 - p: black[p] for p in range(1, 25) if black[p]} == {1: 2, 12: 5, 17: 3, 19: 5}
assert str(setup_example.play) == "8/5 6/5"
""")
md("""
### Question 1: where can a checker move?

The set-up decides what can move. White rolls 5-5 (this is not an opening roll, which is never a
double). Which of White's points have a checker that can move with a 5? Click each point, then
**Check**.
""")
code("""
q_setup = PointsQuiz("White rolls 5-5 from the starting position. Which points have a checker that can move?",
                     start, (5, 5), ask="move-from",
                     hint="For each of White's four points, count 5 pips: does it land on one of Black's points?",
                     explain="From the 24-point a 5 lands on White's 19 (Black's 6-point, five checkers); from the "
                             "6-point on White's 1 (Black's 24-point, two checkers). Only the 13 and 8 can move.",
                     score=score)
q_setup
""")
code("""
# check: the 13 and 8 move; the 24 and the 6 are blocked by Black's own set-up (the engine's rule codes)
assert q_setup.points == {13, 8}
assert q_setup.verify("13 8", {"24 13 8": "blocked-point", "6 13 8": "blocked-point", "13": None})
""")
# ------------------------------------------------------------------ opening roll
md("""
## 2. The opening roll

To decide who starts, **each player rolls one die**.

* If the two numbers are **equal**, both roll again, as often as needed. A tie is *not* played as a
  double: nobody starts with four moves.
* Otherwise the **higher number starts**, and plays **the two numbers already on the table**: its
  own die and the opponent's die. It does not roll again.

So the first play of a game is never a double. After that, each player rolls two dice in turn.
""")
code("""
opening = WorkedExample("The opening roll: White 4, Black 2", start, (4, 2), [
    ("White rolled a 4 and Black a 2, so White starts. White plays both numbers showing, 4 and 2; "
     "nobody rolls again.", None),
    ("The 4: a checker from the 8-point to the 4-point.", "8/4"),
    ("The 2: a checker from the 6-point to the 4-point.", "6/4"),
    ("Both numbers are used and the 4-point is made. Now Black rolls two dice for its first turn.", None),
])
opening
""")
code("""
# check: 8/4 6/4 is a legal play of the opening 4-2
assert "8/4 6/4" in {str(p) for p in bg.legal_plays(start, (4, 2))}
""")
md("""
**A tie is not a double.** A common mistake is to treat a tied opening roll (both players roll a 5,
say) as 5-5 and start with four moves. A tie only means: roll again.
""")
code("""
tie_example = WorkedExample("After a 5-5 tie: White 6, Black 3", start, (6, 3), [
    ("Both players rolled a 5: a tie. Nobody plays four 5s (the red dashed arrows); both dice are "
     "rolled again.", None,
     {"forbidden": [(13, 8), (13, 8), (8, 3), (8, 3)]}),
    ("Second try: White 6, Black 3, so White starts with 6-3. The 6: 24/18.", "24/18"),
    ("The 3: 13/10. Two moves, not four; the tied 5s are forgotten.", "13/10"),
])
tie_example
""")
code("""
# check: the tie played as 5-5 is not a play of 6-3; the example's play is legal
assert not bg.check_play(start, (6, 3), "13/8(2) 8/3(2)").legal
assert str(tie_example.play) == "24/18 13/10"
""")
md("""
`bg.roll_opening(rng)` rolls for the start exactly like this: it returns the side that starts and the
two numbers it plays (its own die first). It rolls ties again until the dice differ. We roll
10,000 openings with seeded dice (so you get the same numbers each time) and count.
""")
code("""
rng = random.Random(2024)
openings = [bg.roll_opening(rng) for _ in range(10_000)]
doubles = sum(1 for side, (a, b) in openings if a == b)
white_starts = sum(1 for side, dice in openings if side == WHITE)
print(f"doubles on the opening: {doubles}")
print(f"White starts {white_starts} times, Black {10_000 - white_starts} times")
""")
code("""
# check: never a double; each side starts about half the time; the starter's own die is the higher one
assert doubles == 0
assert 4_800 < white_starts < 5_200
assert all(a > b for side, (a, b) in openings)
""")
md("""
A `Game` begins the same way. Its opening dice are already showing, so the starter plays them and
cannot roll again:
""")
code("""
game = Game(random.Random(6))
print(bg.side_name(game.position.on_roll), "starts and plays", game.dice)
try:
    game.roll()
except GameError as e:
    print("Rolling again is refused:", e)
""")
code("""
# check: the game starts with non-double dice already rolled, and a second roll is refused
assert game.dice is not None and game.dice[0] != game.dice[1]
try:
    game.roll()
    raise AssertionError("a second roll should be refused")
except GameError:
    pass
""")
md("""
**A site custom, not the rule.** One play site always lets White start. That is how that site
works, not how backgammon is played: the opening roll decides who starts. bglearn offers the custom
as an option, `Game(first_player=bg.WHITE)`, for sites that want it; the first roll is still never
a double.
""")
code("""
rng = random.Random(1)
custom = [Game(rng, first_player=WHITE) for _ in range(1_000)]
# check: with the custom White always starts; the dice are still never a double
assert all(g.position.on_roll == WHITE for g in custom)
assert all(g.dice[0] != g.dice[1] for g in custom)
""")
md("""
Here is such a game: `Game(first_player=WHITE)` rolls one die for each side as usual, but White
starts whatever the dice say, and plays the two numbers showing.
""")
code("""
site_game = Game(random.Random(1), first_player=WHITE)
print(bg.side_name(site_game.position.on_roll), "starts and plays", site_game.dice)
custom_example = WorkedExample("Site custom: White always starts", site_game.position, site_game.dice, [
    ("On this site White starts every game; the dice showing are 5-2. (Under the standard rule the "
     "higher die would decide.)", None),
    ("The 5: 13/8.", "13/8"),
    ("The 2: 13/11. Then Black rolls two dice for its first turn.", "13/11"),
])
custom_example
""")
code("""
# check: the seeded custom game starts with White and 5-2; the example's play is legal there
assert site_game.position.on_roll == WHITE and site_game.dice == (5, 2)
site_game.play("13/8 13/11")
assert site_game.position.on_roll == BLACK
""")
md("""
### Question 2: how many moves does the opening give?

On that site White starts again, and the opening dice show 6-5. How many dice (moves) does White play?
""")
code("""
q_white_first = DiceCountQuiz("White starts (site custom) and the opening dice show 6-5. How many dice does White play?",
                              start, (6, 5),
                              hint="The opening roll is never a double, whoever starts.",
                              explain="Two: the 6 and the 5, e.g. 24/13. Only a double gives four moves.",
                              score=score)
q_white_first
""")
code("""
# check: two dice; four (as if a double) and one are wrong, with the engine's rule codes
assert q_white_first.count == 2
assert q_white_first.verify(2, {4: "too-many-moves", 1: "must-use-both-dice"})
""")
md("""
### Question 3: the opening play

White and Black both rolled a 3, so they rolled again: now White has a 5 and Black a 2. Make
White's opening play. Type it in the box, e.g. `13/8 6/4`, and press **Check**.
""")
code("""
q_opening = Quiz("The opening roll was a 3-3 tie, then White 5, Black 2. Make White's opening play.",
                 start, (5, 2),
                 hint="The tie is forgotten: White plays a 5 and a 2, one move each.",
                 explain="A tie on the opening roll is rolled again; it is never played as a double.",
                 score=score)
q_opening
""")
code("""
# check yourself: two tempting wrong answers, as the quiz judges them
for wrong in ["13/10(2) 6/3(2)", "13/8"]:
    print(wrong, "->", q_opening.judge(wrong).message)
assert q_opening.judge("13/10(2) 6/3(2)").rule == "wrong-distance"   # the tie played as 3-3
assert q_opening.judge("13/8").rule == "must-use-both-dice"           # only one number played
assert q_opening.judge("13/11 13/8").correct
assert q_opening.judge(Quiz("throwaway", start, (5, 2)).show_answer()).correct   # "Show answer"
""")
# ------------------------------------------------------------------ winning
md("""
## 3. How a game ends

The game ends **the moment one side bears off its fifteenth checker**. That side wins. How much it
wins depends on where the loser's checkers are at that moment:

* **Single game** (1 point): the loser has borne off at least one checker.
* **Gammon** (2 points): the loser has borne off **none**.
* **Backgammon** (3 points): the loser has borne off none **and** still has a checker on the bar or
  in the winner's home board.

`bg.game_result(position)` judges a finished position by these rules. The three worked examples
below end the same way (White bears off its last two checkers with 2-1); only Black's checkers differ.
""")
code("""
# White's dict in White's numbering, Black's dict in Black's own numbering (White's home board is
# Black's 19- to 24-points).
end_single = bg.Position.from_points(white={2: 1, 1: 1}, black={6: 3, 5: 3, 4: 3, 3: 2}, on_roll=WHITE)
end_gammon = bg.Position.from_points(white={2: 1, 1: 1}, black={6: 5, 5: 5, 4: 3, 9: 2}, on_roll=WHITE)
end_backgammon = bg.Position.from_points(white={2: 1, 1: 1}, black={6: 5, 5: 5, 4: 3, 9: 1, 19: 1},
                                         on_roll=WHITE)
last_roll = "2/off 1/off"
""")
code("""
single_example = WorkedExample("A single game", end_single, (2, 1), [
    ("White has two checkers left; Black has already borne off four.", None),
    ("The 2 bears off the checker on the 2-point.", "2/off"),
    ("The 1 bears off the last one. White has won.", "1/off"),
    ("Black had borne off checkers, so this is a single game: 1 point.", None),
])
single_example
""")
code("""
gammon_example = WorkedExample("A gammon", end_gammon, (2, 1), [
    ("The same two White checkers. This time Black has borne off none of its fifteen.", None),
    ("The 2 bears off the checker on the 2-point.", "2/off"),
    ("The 1 bears off the last one. White has won.", "1/off"),
    ("Black has borne off none: a gammon, 2 points. Black's two checkers in its outer board do not "
     "make it worse: they are not in White's home board.", None),
])
gammon_example
""")
code("""
backgammon_example = WorkedExample("A backgammon", end_backgammon, (2, 1), [
    ("Black has borne off none, and one Black checker still stands on White's 6-point, inside "
     "White's home board.", None, {"highlight": [6]}),
    ("The 2 bears off the checker on the 2-point.", "2/off"),
    ("The 1 bears off the last one. White has won.", "1/off"),
    ("No Black checker off, and one in White's home board: a backgammon, 3 points.", None,
     {"highlight": [6]}),
])
backgammon_example
""")
code("""
# check: the three endings, judged by the engine after White's last roll
def finish(pos, dice=(2, 1), play=last_roll):
    return bg.game_result(bg.parse_play(pos, dice, play).result)

assert finish(end_single) == (WHITE, "single", 1)
assert finish(end_gammon) == (WHITE, "gammon", 2)
assert finish(end_backgammon) == (WHITE, "backgammon", 3)
""")
md("""
**Two exact conditions people get wrong.**

* A backgammon needs **both** parts: no checker borne off *and* a checker on the bar or in the
  winner's home board. One rules page leaves out "borne off none". If the loser has borne off even
  one checker, it is a single game, wherever its other checkers are.
* A checker on the bar counts like a checker in the winner's home board.
""")
code("""
# check: a checker in White's home board but one Black checker borne off -> only a single game
one_off = bg.Position.from_points(white={2: 1, 1: 1}, black={6: 5, 5: 5, 4: 2, 9: 1, 19: 1}, on_roll=WHITE)
assert one_off.checkers(BLACK)[OFF] == 1
assert finish(one_off).kind == "single"

# check: none borne off and a checker on the bar -> backgammon
on_bar = bg.Position.from_points(white={2: 1, 1: 1}, black={6: 5, 5: 5, 4: 4, "bar": 1}, on_roll=WHITE)
assert finish(on_bar).kind == "backgammon"
""")
md("""
### Questions 4 to 6: single, gammon or backgammon?

Three games have just ended: White has borne off all fifteen. For each board, press the button
for what White has won. (Ignore the "White on roll" line under a finished board: the picture always
names a side, but nobody rolls once the game is over.) A wrong answer tells you what to look at; **Practise more** shows another
finished game.
""")
code("""
# The finished boards (Black's checkers in Black's own numbering: Black's 19- to 24-points are White's home board)
finals = {
    "A": bg.Position.from_points(white={}, black={6: 4, 5: 4, 4: 4, 20: 2, 21: 1}, on_roll=WHITE),
    "B": bg.Position.from_points(white={}, black={6: 4, 5: 4, 4: 4, 3: 1, 12: 2}, on_roll=WHITE),
    "C": bg.Position.from_points(white={}, black={6: 4, 5: 4, 4: 4, 22: 1}, on_roll=WHITE),
}
q_board_a = ResultQuiz("Board A: the game is over. Single game, gammon or backgammon?", finals["A"],
                       hint="Has the loser borne off a checker? Is one on the bar or in the winner's home board?",
                       explain="Black has none off and three checkers in White's home board: a backgammon, 3 points.",
                       practise="game-result", score=score)
q_board_a
""")
code("""
q_board_b = ResultQuiz("Board B: the game is over. Single game, gammon or backgammon?", finals["B"],
                       hint="Count the loser's checkers: are all fifteen still on the board? Where are they?",
                       explain="Black has none off, but none on the bar or in White's home board: a gammon, 2 points.",
                       practise="game-result", score=score)
q_board_b
""")
code("""
q_board_c = ResultQuiz("Board C: the game is over. Single game, gammon or backgammon?", finals["C"],
                       hint="Look at the loser's tray first: has it borne off any checker?",
                       explain="Black has borne off two checkers, so it is a single game, 1 point, even with "
                               "a checker left in White's home board.",
                       practise="game-result", score=score)
q_board_c
""")
code("""
# check: the answers (A: none off + checkers in White's home; B: none off; C: two off), a tempting
# wrong answer for each, and "Show answer" on throwaway copies
assert [bg.game_result(p).kind for p in finals.values()] == ["backgammon", "gammon", "single"]
for quiz, right, wrong in [(q_board_a, "backgammon", "gammon"), (q_board_b, "gammon", "backgammon"),
                           (q_board_c, "single", "backgammon")]:
    assert quiz.judge(right).correct and not quiz.judge(wrong).correct
    assert ResultQuiz("throwaway", quiz.position).show_answer() == right
    print(f"{wrong:<10} -> {quiz.judge(wrong).message}")
""")
md("""
### Question 7: bear off to save the gammon

White is losing: Black has two checkers left on its 1-point, so any roll bears both off next turn.
White has borne off nothing yet. Play White's 4-3 so that the gammon is saved, i.e. so that White
has **at least one checker off** before Black finishes. (**Practise more** gives other boards where one
checker must come home before another can bear off; the task stays: bear off a checker this turn.)
""")
code("""
# White in White's numbering; Black's two checkers on Black's own 1-point.
save_gammon = bg.Position.from_points(white={9: 1, 6: 3, 5: 3, 4: 3, 3: 3, 2: 2}, black={1: 2}, on_roll=WHITE)
def bears_off(play):
    \"\"\"True when the play takes at least one checker of the side on roll off the board.\"\"\"
    side = play.position.on_roll
    return play.result.checkers(side)[OFF] > play.position.checkers(side)[OFF]

q_save_gammon = Quiz("Play this roll so that a checker is borne off this turn.",
                     save_gammon, (4, 3), accept=bears_off,
                     hint="You may bear off only with all fifteen home. Which die brings the last checker in?",
                     explain="One die brings the last checker home, the other bears a checker off.",
                     not_asked="That play is legal, but it bears no checker off this turn. You may bear "
                               "off only once all fifteen are home, so bring the last one in with one die "
                               "and bear off with the other.",
                     practise="come-home-then-off", score=score)
q_save_gammon
""")
code("""
# check yourself: the common mistake, and a legal play that does not save the gammon
for wrong in ["4/off 3/off", "9/6 5/1"]:
    print(wrong, "->", q_save_gammon.judge(wrong).message)
assert q_save_gammon.judge("4/off 3/off").rule == "bear-off-not-all-home"
assert q_save_gammon.judge("9/6 5/1").kind == "not-asked"
assert {str(p) for p in q_save_gammon.correct_plays} == {"9/5 3/off", "9/6 4/off"}
assert q_save_gammon.judge(Quiz("throwaway", save_gammon, (4, 3), accept=bears_off).show_answer()).correct
# check: Black's 1-point pair bears off with every roll, so the threat is real
after = bg.parse_play(save_gammon, (4, 3), "9/5 3/off").result
assert all(bg.game_result(p.result) == (BLACK, "single", 1)
           for d1 in range(1, 7) for d2 in range(1, 7) for p in bg.legal_plays(after, (d1, d2)))
""")
md("""
### Question 8: run to save the backgammon

White has borne off nothing, and its last checker outside is still on its 20-point, inside Black's
home board. Black will bear off its last two checkers next turn, so the gammon is lost. Play 2-1
so that it is **not a backgammon**: no White checker may be left in Black's home board (White's
19- to 24-points).
""")
code("""
# White in White's numbering (20 is inside Black's home board); Black on Black's own 1-point.
save_bg = bg.Position.from_points(white={20: 1, 6: 4, 5: 4, 4: 3, 3: 3}, black={1: 2}, on_roll=WHITE)

def out_of_black_home(play):
    board = play.result.checkers(WHITE)
    return board[BAR] == 0 and sum(board[19:25]) == 0

q_save_bg = Quiz("Play 2-1 so that White is not backgammoned.", save_bg, (2, 1),
                 accept=out_of_black_home,
                 hint="Black's home board is White's 19- to 24-points. Where does the 2 take the checker on 20?",
                 explain="Out of Black's home board, the loss is a gammon (2 points) instead of a backgammon (3).",
                 not_asked="That play is legal, but it leaves a checker in Black's home board (White's "
                           "19- to 24-points): if Black finishes now, that is a backgammon.",
                 score=score)
q_save_bg
""")
code("""
# check yourself: stepping only to the 19-point is not enough
print("20/19 3/1 ->", q_save_bg.judge("20/19 3/1").message)
assert q_save_bg.judge("20/19 3/1").kind == "not-asked"
assert q_save_bg.judge("20/17").correct and q_save_bg.judge("20/18 6/5").correct
assert q_save_bg.judge(Quiz("throwaway", save_bg, (2, 1), accept=out_of_black_home).show_answer()).correct
# check: after 20/17, Black's finish is a gammon, not a backgammon
after = bg.parse_play(save_bg, (2, 1), "20/17").result
assert bg.game_result(bg.parse_play(after, (1, 1), "1/off(2)").result).kind == "gammon"
""")
md("""
### Question 9: which play wins a gammon?

Now White is winning. Black has borne off nothing. White has two checkers left, on the 6-point and
on the 1-point, and rolls 6-1. Find the play that ends the game now.
""")
code("""
# Each side in its own numbering: White on its 6- and 1-points; Black's fifteen in Black's home board.
win_gammon = bg.Position.from_points(white={6: 1, 1: 1}, black={6: 5, 5: 5, 4: 5}, on_roll=WHITE)
q_win_gammon = Quiz("Play 6-1 to bear off both checkers and win a gammon.", win_gammon, (6, 1),
                    accept=lambda play: bg.game_result(play.result) is not None,
                    hint="Use each die on a different checker.",
                    explain="The 6 bears off from the 6-point, the 1 from the 1-point. Black has none off: a gammon, 2 points.",
                    not_asked="That play is legal, but it uses both dice on one checker and leaves the "
                              "other on the board: the game goes on and Black gets another turn.",
                    score=score)
q_win_gammon
""")
code("""
# check yourself: one checker with both dice does not finish
print("6/5/off ->", q_win_gammon.judge("6/5/off").message)
assert q_win_gammon.judge("6/5/off").kind == "not-asked"
assert [str(p) for p in q_win_gammon.correct_plays] == ["6/off 1/off"]
assert bg.game_result(q_win_gammon.correct_plays[0].result) == (WHITE, "gammon", 2)
assert q_win_gammon.judge(Quiz("throwaway", win_gammon, (6, 1)).show_answer()).legal   # any reveal is a legal play
""")
# ------------------------------------------------------------------ points
md("""
## 4. Points: 1, 2 or 3, times the cube

A single game is worth 1 point, a gammon 2 and a backgammon 3. When players use the **doubling
cube** (lesson 07), that number is multiplied by the value on the cube: a gammon with the cube on 4
scores 8. `score_game(kind, cube)` computes it:
""")
code("""
for cube in (1, 2, 4):
    print(f"cube {cube}:", {kind: score_game(kind, cube) for kind in ("single", "gammon", "backgammon")})
""")
code("""
# check: 1/2/3 times the cube
assert [score_game(k, 1) for k in ("single", "gammon", "backgammon")] == [1, 2, 3]
assert score_game("gammon", 4) == 8 and score_game("backgammon", 2) == 6
""")
md("""
The backgammon from section 3 again, this time played with the cube on 2 (White owns it; the cube is
drawn on the bar):
""")
code("""
cube_2 = {"cube": (2, WHITE)}
points_example = WorkedExample("A backgammon with the cube on 2", end_backgammon, (2, 1), [
    ("The cube is on 2. Black has borne off none and has a checker on White's 6-point.", None,
     {**cube_2, "highlight": [6]}),
    ("The 2 bears off: 2/off.", "2/off", cube_2),
    ("The 1 bears off the last White checker: 1/off.", "1/off", cube_2),
    ("A backgammon counts 3, times the cube's 2: White wins 6 points.", None, {**cube_2, "highlight": [6]}),
])
points_example
""")
code("""
# check: the example ends in a backgammon worth 3 x 2 = 6
assert bg.game_result(points_example.final_position).kind == "backgammon"
assert score_game("backgammon", 2) == 6
""")
md("""
### Question 10: what is it worth with the cube on 2?

The game below has just ended, with the cube on 2 (White owns it). First decide the kind of win: the
points are that number (1, 2 or 3) times the cube's 2. The explanation gives the points.
""")
code("""
# Black in Black's own numbering: none borne off, nothing in White's home board (Black's 19-24)
cube_end = bg.Position.from_points(white={}, black={6: 5, 5: 4, 4: 4, 14: 2}, on_roll=WHITE)
show(cube_end, cube=(2, WHITE), caption="The game is over; the cube is on 2")
""")
code("""
q_cube_points = ResultQuiz("The cube is on 2. Single game, gammon or backgammon?", cube_end,
                           hint="Count Black's checkers borne off, then look in White's home board.",
                           explain="Black has none off and none in White's home board: a gammon, 2 points, "
                                   "times the cube's 2 = 4 points.",
                           score=score)
q_cube_points
""")
code("""
# check: a gammon, 2 x 2 = 4 points; 'backgammon' and 'single' are wrong (no rule code: a counting slip)
assert bg.game_result(cube_end).kind == "gammon" and score_game("gammon", 2) == 4
assert q_cube_points.verify("gammon", {"backgammon": None, "single": None})
""")
md("""
**There are no draws.** Every game ends with one side bearing off all fifteen. One play site lets
players "agree a draw"; that is a custom of that site, not a rule of backgammon.
""")
# ------------------------------------------------------------------ matches
md("""
## 5. Matches: playing to 3 or 5 points

A **match** is a series of games played until one side reaches an agreed number of points, often 3
or 5 for a short match. The points of each game are added to the winner's score, and **gammons and
backgammons count in full**: a gammon adds 2 points, a backgammon 3 (times the cube, when it is used).

Below, a match to 3 is played with `bglearn.Match`. To keep it short each game starts near its
end (`new_game(position=...)`) and the dice are given (`roll((6, 1))`); the cube is left out here.
""")
code("""
match = Match(3, random.Random(3), cube=False)

g1 = match.new_game(position=win_gammon)   # White bears off its last two; Black has none off
g1.roll((6, 1)); g1.play("6/off 1/off")
print(f"Game 1: {describe(g1.result)}. Score: White {match.record()[WHITE]}, Black {match.record()[BLACK]}")
""")
code("""
# Each side in its own numbering: Black's last two on Black's 2- and 1-points.
black_finishes = bg.Position.from_points(white={6: 2, 5: 2}, black={2: 1, 1: 1}, on_roll=BLACK)
g2 = match.new_game(position=black_finishes)   # White has borne off eleven: a single game
g2.roll((2, 1)); g2.play("2/off 1/off")
print(f"Game 2: {describe(g2.result)}. Score: White {match.record()[WHITE]}, Black {match.record()[BLACK]}")

g3 = match.new_game(position=end_single)
g3.roll((2, 1)); g3.play("2/off 1/off")
print(f"Game 3: {describe(g3.result)}. Score: White {match.record()[WHITE]}, Black {match.record()[BLACK]}")
print("Match winner:", bg.side_name(match.winner))
""")
code("""
# check: the gammon counted 2 in the match; White reached 3 first; no game after the match is over
assert g1.result.kind == "gammon" and match.score == [3, 1]
assert match.winner == WHITE
try:
    match.new_game()
    raise AssertionError("a finished match should refuse a new game")
except GameError as e:
    print("New game refused:", e)
""")
md("""
A whole match to 5 between two players who choose a random legal play each turn (seeded, so it is
the same every time). Watch the gammons add two points at once. A player may end above the target:
only reaching it matters.
""")
code("""
rng = random.Random(7)
match5 = Match(5, rng, cube=False)
while match5.winner is None:
    game = match5.new_game()
    while not game.over:
        if game.dice is None:
            game.roll()              # a roll with no legal play passes by itself
        else:
            game.play(rng.choice(game.legal_plays()))
    tally = match5.record()
    print(f"{describe(game.result)} -> White {tally[0]}, Black {tally[1]}")
""")
code("""
# check: each side's score is the sum of the points of the games it won, gammons in full
for side in (WHITE, BLACK):
    assert match5.score[side] == sum(g.result.points for g in match5.games if g.result.winner == side)
assert max(match5.score) >= 5 and match5.winner is not None
""")
md("""
**Step by step: a gammon that wins a match.** A match to 3: White leads 1-0. White has two checkers
left and Black has borne off none.
""")
code("""
match_example = WorkedExample("Match to 3, White leads 1-0: a gammon wins it", win_gammon, (6, 1), [
    ("Match to 3, score White 1, Black 0. White needs 2 more points; a single game would give only 1.",
     None),
    ("The 6 bears off from the 6-point.", "6/off"),
    ("The 1 bears off the last checker. Black has none off: a gammon, 2 points.", "1/off"),
    ("1 + 2 = 3: White reaches 3 and wins the match.", None),
])
match_example
""")
code("""
# check: with Match, a 1-0 lead plus this gammon wins the match to 3
m = Match(3, random.Random(5), cube=False)
m1 = m.new_game(position=end_single); m1.roll((2, 1)); m1.play(last_roll)     # White wins 1
m2 = m.new_game(position=win_gammon); m2.roll((6, 1)); m2.play(str(match_example.play))
assert m.winner == WHITE and m.score == [3, 0]
""")
md("""
### Question 11: does White win the match?

A match to 5, score White 3, Black 2. White has just borne off its last checker. What kind of win
is it? (A single game takes White to 4; a gammon or a backgammon to 5 or more and wins the match.)
""")
code("""
# Black in Black's own numbering: none off, one checker on Black's 20-point (White's 5-point)
match_end = bg.Position.from_points(white={}, black={6: 5, 5: 5, 4: 4, 20: 1}, on_roll=WHITE)
q_match = ResultQuiz("Match to 5, White 3 - Black 2. Single game, gammon or backgammon?", match_end,
                     hint="Has Black borne off any? Is a Black checker still in White's home board?",
                     explain="A backgammon, 3 points: White goes from 3 to 6 and wins the match to 5.",
                     score=score)
q_match
""")
code("""
# check: a backgammon; played out with Match from 3-2 it wins the match to 5
assert bg.game_result(match_end) == (WHITE, "backgammon", 3)
assert q_match.verify("backgammon", {"gammon": None, "single": None})
m = Match(5, random.Random(5), cube=False)
m.score = [3, 2]   # set the score directly, for the check only
last = bg.Position.from_points(white={1: 1}, black={6: 5, 5: 5, 4: 4, 20: 1}, on_roll=WHITE)
g = m.new_game(position=last); g.roll((2, 1)); g.play("1/off")
assert g.result.kind == "backgammon" and m.winner == WHITE
""")
md("""
**No cube: a site custom.** Some play sites leave the doubling cube out, and one has no match scores
either: each game stands alone. `Game(cube=False)` and `Match(n, rng, cube=False)` play that way
(the matches above did too). The standard game has the cube (lesson 07).
""")
code("""
no_cube = Game(position=end_single, cube=False)
print("may White double?", no_cube.can_double())
try:
    no_cube.double()
except GameError as e:
    print("Refused:", e)
no_cube_example = WorkedExample("No cube (site custom): a single game is 1 point", end_single, (2, 1), [
    ("This game is played without a cube (Game(cube=False)): nobody may double, so it can only be "
     "worth 1, 2 or 3.", None),
    ("2/off.", "2/off"),
    ("1/off: White wins a single game, 1 point, and with no match score each game stands alone.", "1/off"),
])
no_cube_example
""")
code("""
# check: with cube=False nobody may double, and the game scores its plain 1 point
assert not no_cube.can_double()
no_cube.roll((2, 1)); no_cube.play("2/off 1/off")
assert no_cube.result == (WHITE, "single", 1) and no_cube.cube_value == 1
""")
md("""
Matches have one more rule about the doubling cube, the **Crawford rule**; it comes in lesson 07
together with the cube itself.

## Summary

* Set-up: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6. Fifteen checkers each.
* Opening: each rolls one die; ties roll again (never played as a double); the higher die starts
  and plays both numbers showing, without rolling again. "White always starts" is one site's custom.
* The game ends when one side has borne off all fifteen: single (1), gammon (2: loser has none off),
  backgammon (3: none off and a checker on the bar or in the winner's home board); times the cube.
* In a match, points are added up until one side reaches the target; gammons count in full. Agreed
  draws are a site custom, not a rule.

Next: **lesson 07, the doubling cube** (`07-the-doubling-cube.ipynb`): raising the stakes during a
game, and the Crawford, Jacoby and beaver rules.
""")
md("""
## Your score
This line counts the questions above as you answer them.
""")
code("""
score
""")
code("""
# check: eleven questions report to the score, four with Practise more; a practice board is of its kind
# and the quiz's own answer for it is judged right (on throwaway copies: your score is untouched)
assert score.total == 11 and sum(q.practise_kind is not None for q in score.quizzes) == 4
trials = [ResultQuiz("throwaway", finals["A"], practise="game-result"),
          Quiz("throwaway", save_gammon, (4, 3), accept=bears_off, practise="come-home-then-off")]
for trial in trials:
    example = trial.practise(seed=1)
    assert practice.predicate(trial.practise_kind)(example.position, example.dice)
    assert trial.judge(trial.show_answer()).correct
assert score.solved == 0 and not any(q.attempts for q in score.quizzes)
""")

print("wrote", write("06-starting-and-winning.ipynb"))

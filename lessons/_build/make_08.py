"""Build lessons/08-review.ipynb (outputs cleared).

Run from the repository root:  python lessons/_build/make_08.py
Then check it:                 python -m pytest lessons/08-review.ipynb -q

A mixed quiz over lessons 00-07. Each common mistake named in the rules pages appears as a
tempting wrong answer, and the check cell under each question shows what the engine says to it.
Edit this file, not the notebook.
"""

from nbbuild import code, md, write


# ---------------------------------------------------------------------------------------------
md("""
# Lesson 8 · Review: a mixed quiz

This lesson is one long quiz over everything in lessons 00 to 07. The questions are mixed up on
purpose, as they come in a real game. Some ask for a play, some for a number or a list of points,
some ask whether a play shown with arrows is legal, and some ask what a finished game is worth.

Each question hides one of the **common mistakes** beginners make. The mistake is offered as a
tempting wrong answer: if you fall for it, the feedback tells you which rule it breaks, and you can
try again or reveal the answer. Questions with a **Practise more** button make a fresh question of
the same kind whenever you want one.

Your score comes after the last question, followed by worked solutions for the trickiest ideas
and a few step-by-step reminders of the basics (the board, the pip count, entering, the closed board).

As in the earlier lessons you play **White**, points are numbered from White's side, and the
pictures show Black's checkers on the point numbers printed on the board.
""")

code("""
import random

import bglearn as bg
from bglearn import Game, GameError
from bglearn.teach import practice
from bglearn.teach import (DiceCountQuiz, LegalityQuiz, PointsQuiz, Quiz, ResultQuiz, Score,
                             WorkedExample, show)

WHITE, BLACK, OFF, BAR = bg.WHITE, bg.BLACK, bg.OFF, bg.BAR
score = Score()   # every question reports to it; see the end of the lesson


def board(white, black):
    \"\"\"A position with White to move. Both sides are listed by the point numbers printed on
    the pictures (White's numbering), e.g. black={18: 2} puts two black checkers on 18;
    'bar' is the bar.\"\"\"
    return bg.Position.from_points(
        white=white, black={(p if p == "bar" else 25 - p): n for p, n in black.items()}, on_roll=WHITE
    )


def plays(position, dice):
    \"\"\"The legal plays of a roll, as notation.\"\"\"
    return {str(p) for p in bg.legal_plays(position, dice)}
""")

# ------------------------------------------------------------------------------ 1 opening
md("""
## Question 1 · The opening roll (lesson 06)

Both players rolled a 4: a tie. They rolled again: White 6, Black 1. White starts.

*Tempting:* "a tie is a double, so White plays four 4s", or "White won, so now White rolls its
own two dice". Neither is the rule.
""")

code("""
start = bg.Position.start()
q_opening = Quiz("After a 4-4 tie, White rolled 6 and Black 1. Make White's opening play.", start, (6, 1),
                 hint="The tie is forgotten, and nobody rolls again: White plays the 6 and the 1 now showing.",
                 explain="Ties are rolled again and never played as doubles; the starter plays the two numbers showing.",
                 score=score)
q_opening
""")

code("""
# check: the tie played as 4-4, and a re-roll (say 5-5) played instead of 6-1, are both wrong
for wrong in ["24/20(2) 13/9(2)", "13/3(2)"]:
    print(wrong, "->", q_opening.judge(wrong).message)
assert q_opening.judge("24/20(2) 13/9(2)").rule == "wrong-distance"
assert q_opening.judge("13/3(2)").rule == "wrong-distance"
assert q_opening.judge("13/7 8/7").correct
assert q_opening.judge(Quiz("throwaway", start, (6, 1)).show_answer()).correct   # "Show answer"
# check: a game's opener has its two different dice showing, and may not roll again
game = Game(random.Random(8))
assert game.dice[0] != game.dice[1]
try:
    game.roll(); raise AssertionError("a second roll must be refused")
except GameError:
    pass
""")

# ------------------------------------------------------------------------------ 2 adding dice
md("""
## Question 2 · One checker, two dice (lessons 01 and 02)

White rolls 6-5. Make any legal play. (With **Practise more** the board and the roll change; the
question stays: make a legal play.)

*Tempting:* 24/13, because 6 + 5 = 11 and the 13-point is White's own. But a checker using both
dice stops after the first one, and that stop must be legal too.
""")

code("""
two_stops = board(white={24: 1, 13: 4, 8: 3, 6: 5, 5: 2},
                  black={18: 2, 19: 2, 12: 4, 17: 3, 20: 2, 21: 2})
q_stops = Quiz("Make a legal play with this roll.", two_stops, (6, 5),
               hint="A checker using both dice stops after the first die: is that stop open? Try both orders.",
               explain="Any legal play is right. The checker on 24 cannot move at all: 24/18 and 24/19 are both blocked.",
               practise="blocked-intermediate", score=score)
q_stops
""")

code("""
# check: adding the dice and checking only the final point is the mistake
print("24/13 ->", q_stops.judge("24/13").message)
assert q_stops.judge("24/13").rule == "blocked-intermediate"
assert not any(p.startswith("24") for p in plays(two_stops, (6, 5)))
assert q_stops.judge("13/7 13/8").correct
assert q_stops.judge(Quiz("throwaway", two_stops, (6, 5)).show_answer()).correct
""")

# ------------------------------------------------------------------------------ 3 lower first
md("""
## Question 3 · Which die first? (lessons 01 and 04)

White has one checker left outside its home board, on the 12-point; the rest are on the 1-point
and cannot move. White rolls 6-4. Play the roll: use both dice if you can.

*Tempting:* "the 6 comes first; 12/6 is blocked, so I can only play the 4". The dice may be played
in either order.
""")

code("""
lower_first = board(white={12: 1, 1: 14}, black={6: 2, 20: 13})
q_order = Quiz("Play this roll: use both dice if you can.", lower_first, (6, 4),
               hint="If the higher die cannot go first, or leaves the lower die no move, try the lower die first.",
               explain="12/8 with the 4, then 8/2 with the 6. Only the lower-die-first order uses both dice.",
               practise="lower-die-first", score=score)
q_order
""")

code("""
# check: only 12/8/2 uses both dice; playing the 6 first is blocked; stopping after the 4 wastes the 6
assert plays(lower_first, (6, 4)) == {"12/2"}
for wrong in ["12/8", "12/6/2"]:
    print(wrong, "->", q_order.judge(wrong).message)
assert q_order.judge("12/8").rule == "must-use-both-dice"
assert q_order.judge("12/6/2").rule == "blocked-point"
assert q_order.judge("12/8/2").correct
assert str(Quiz("throwaway", lower_first, (6, 4)).show_answer()) == "12/2"
""")

# ------------------------------------------------------------------------------ 4-5 doubles
md("""
## Questions 4 and 5 · Doubles: as many moves as you can (lesson 04)

White rolls 3-3: four moves of 3. Only the checker on the 24-point can move, and Black holds White's
12-point. First: how many of the four dice (moves) can White play? Then play them.

*Tempting:* "the 12-point is blocked, so I play two 3s and stop". You must play as many of the four
moves as the board allows.
""")

code("""
doubles = board(white={24: 1, 1: 14}, black={12: 2, 20: 13})
q_count_doubles = DiceCountQuiz("How many dice (moves) of this roll can be played? A double gives four.", doubles, (3, 3),
                                hint="Play the double one move at a time in your head until no move is left.",
                                explain="Three: 24/21, 21/18, 18/15. The fourth 3 would land on White's 12-point, which Black holds.",
                                practise="doubles-partial", score=score)
q_count_doubles
""")

code("""
# check: 3 is right; 2 (the mistake) and 4 are wrong; "Show answer" says 3
assert q_count_doubles.count == 3 == bg.dice_used(doubles, (3, 3))
print("2 ->", q_count_doubles.judge(2).message)
assert q_count_doubles.judge(3).correct
assert (q_count_doubles.judge(2).kind, q_count_doubles.judge(2).rule) == ("wrong", "must-use-more-dice")
assert not q_count_doubles.judge(4).correct
assert DiceCountQuiz("throwaway", doubles, (3, 3)).show_answer() == 3
""")

code("""
q_doubles = Quiz("Play this double: as many of the four moves as you can.", doubles, (3, 3),
                 hint="Play one move at a time; stop only when no further move is legal.",
                 explain="24/21/18/15 uses three of the four 3s; the fourth would land on the 12-point, which Black holds.",
                 practise="doubles-partial", score=score)
q_doubles
""")

code("""
# check: three moves can be played, so two is not enough, and the fourth is blocked
assert plays(doubles, (3, 3)) == {"24/15"}
print("24/18 ->", q_doubles.judge("24/18").message)
assert q_doubles.judge("24/18").rule == "must-use-more-dice"
assert q_doubles.judge("24/12").rule == "blocked-point"
assert q_doubles.judge("24/21/18/15").correct
assert str(Quiz("throwaway", doubles, (3, 3)).show_answer()) == "24/15"
""")

# ------------------------------------------------------------------------------ 6-7 bar
md("""
## Questions 6 and 7 · A checker on the bar (lesson 03)

A White checker has been hit and waits on the bar. White rolls 6-3 and plays **13/7 13/10**, a nice
play on the board: the arrows show it. Is it legal? If not, which rule does it break?
""")

code("""
on_bar = board(white={"bar": 1, 13: 5, 8: 3, 6: 4, 24: 2},
               black={21: 2, 19: 2, 12: 4, 17: 3, 1: 2, 20: 2})
q_bar = LegalityQuiz("Is the play shown legal? If not, which rule does it break?", on_bar, (6, 3), "13/7 13/10",
                     hint="Look at the bar before you look at the points.",
                     explain="While a checker is on the bar, nothing else may move: it must enter first.",
                     practise="enter", score=score)
q_bar
""")

code("""
# check: the play breaks the enter-first rule; "legal" (the mistake) and another rule are wrong
assert q_bar.right == "must-enter-first" and q_bar.judge("must-enter-first").correct
print("legal ->", q_bar.judge("legal").message)
assert (q_bar.judge("legal").kind, q_bar.judge("legal").rule) == ("wrong", "must-enter-first")
assert not q_bar.judge("blocked-point").correct
assert LegalityQuiz("throwaway", on_bar, (6, 3), "13/7 13/10").show_answer() == "must-enter-first"
""")

md("""
Same board. Where may the checker on the bar enter with 6-3? Click the button of every point where
it can enter (in Black's home board, White's 19- to 24-points), then Check.
""")

code("""
q_enter = PointsQuiz("Where may the checker on the bar enter with this roll?", on_bar, (6, 3), ask="enter",
                     hint="A die enters on the point 25 minus the die (a 6 on the 19-point, a 1 on the 24-point), unless the opponent holds it.",
                     explain="Only the 22-point: the 19-point is held by Black. After entering, the 6 is played on the board.",
                     practise="enter", score=score)
q_enter
""")

code("""
# check: only the 22-point; the 19-point is blocked; every legal play enters with the 3
assert q_enter.points == {22} and q_enter.judge("22").correct
print("19 22 ->", q_enter.judge("19 22").message)
assert q_enter.judge("19 22").rule == "blocked-point"
assert plays(on_bar, (6, 3)) == {"bar/16", "bar/22 13/7", "bar/22 24/18", "bar/22 8/2"}
assert set(PointsQuiz("throwaway", on_bar, (6, 3), ask="enter").show_answer()) == {22}
""")

# ------------------------------------------------------------------------------ 8 bear off
md("""
## Question 8 · Bearing off (lesson 05)

White is racing home. Fourteen checkers are home, one is still on the 8-point. White rolls 6-2.
Make a legal play.

*Tempting:* 5/off 2/off. Bearing off starts only when all fifteen are home, but a checker that
comes home with the first die lets the second die bear off.
""")

code("""
almost_home = board(white={8: 1, 5: 4, 4: 4, 3: 3, 2: 3},
                    black={24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 5})
q_home = Quiz("Make a legal play with this roll.", almost_home, (6, 2),
              hint="Is every White checker home? If not, which die could bring the last one in?",
              explain="8/2 comes home; then the 2 may bear off (8/2/off, written 8/off) or move inside.",
              practise="come-home-then-off", score=score)
q_home
""")

code("""
# check: bearing off with a checker still on the 8-point is illegal; coming home first then bearing off is fine
print("5/off 2/off ->", q_home.judge("5/off 2/off").message)
assert q_home.judge("5/off 2/off").rule == "bear-off-not-all-home"
assert plays(almost_home, (6, 2)) == {"8/off", "8/2 3/1", "8/2 4/2", "8/2 5/3"}
assert q_home.judge("8/2/off").correct
assert Quiz("throwaway", almost_home, (6, 2)).show_answer() in bg.legal_plays(almost_home, (6, 2))
""")

# ------------------------------------------------------------------------------ 9 skipping for safety
md("""
## Question 9 · Safety never skips a die (lesson 04)

Black has two checkers back on White's 2-point, waiting for a White blot to hit. White rolls 5-2.
Every play of both dice leaves a White checker alone somewhere. Make a legal play.

*Tempting:* 8/6, the only move that leaves no blot, and then "keep the 5". You may choose the
safest of the legal plays, but you may not skip a die that can be played.
""")

code("""
no_safe_play = board(white={8: 3, 6: 12}, black={2: 2, 12: 5, 17: 3, 19: 3, 20: 2})
q_safe = Quiz("Make a legal play with 5-2.", no_safe_play, (5, 2),
              hint="Both dice can be used, so both must be. Which play leaves the fewest blots?",
              explain="Any play of both dice is right; 8/1 leaves only one blot, on the 1-point.",
              score=score)
q_safe
""")

code("""
# check: the safe one-die play is illegal; every legal play leaves at least one White blot
def blots(play):
    board_after = play.result.checkers(WHITE)
    return [p for p in range(1, 25) if board_after[p] == 1]

print("8/6 ->", q_safe.judge("8/6").message)
assert q_safe.judge("8/6").rule == "must-use-both-dice"
assert plays(no_safe_play, (5, 2)) == {"6/4 6/1", "8/1", "8/3 6/4", "8/6 8/3"}
assert all(blots(p) for p in bg.legal_plays(no_safe_play, (5, 2)))
assert blots(bg.parse_play(no_safe_play, (5, 2), "8/1")) == [1] and q_safe.judge("8/1").correct
assert Quiz("throwaway", no_safe_play, (5, 2)).show_answer() in bg.legal_plays(no_safe_play, (5, 2))
""")

# ------------------------------------------------------------------------------ 10-11 one die
md("""
## Question 10 · When only one die can be played (lesson 04)

The checker on the 12-point is White's only checker that can move. White rolls 6-2. How many of the
two dice can White use?

*Tempting:* a rules page says "if only one die can be played, use the higher one". Taken at its word,
that makes you look for a 6, find none, and give up: 0. The rule is: a die that can be played must be
played; the higher one is chosen only when **either** die could be played but not both.
""")

code("""
only_lower = board(white={12: 1, 1: 14}, black={6: 2, 4: 2, 20: 11})
q_lower = DiceCountQuiz("How many of the dice can be used with this roll?", only_lower, (6, 2),
                        hint="Can each die be played at all? And after it, the other one?",
                        explain="One: only the 2 (12/10). The 6 lands on White's 6-point, and after 12/10 on White's 4-point: Black holds both.",
                        practise="only-one-die", score=score)
q_lower
""")

code("""
# check: the only legal play uses the LOWER die; 0 (giving up, the misread rule) is wrong; passing is illegal
assert plays(only_lower, (6, 2)) == {"12/10"} and q_lower.count == 1
print("0 ->", q_lower.judge(0).message)
assert (q_lower.judge(0).kind, q_lower.judge(0).rule) == ("wrong", "must-move")
assert q_lower.judge(1).correct and not q_lower.judge(2).correct
assert bg.check_play(only_lower, (6, 2), "12/6").rule == "blocked-point"
assert bg.check_play(only_lower, (6, 2), "").rule == "must-move"
assert DiceCountQuiz("throwaway", only_lower, (6, 2)).show_answer() == 1
""")

md("""
## Question 11 · When either die could be played, but not both (lesson 04)

Now Black holds White's 2-point instead. White rolls 6-4. Either die alone can be played, but after
one of them the other is blocked. Play what the rules require.
""")

code("""
either_die = board(white={12: 1, 1: 14}, black={2: 2, 20: 13})
q_higher = Quiz("Play this roll as the rules require.", either_die, (6, 4),
                hint="Try each die alone, then both. If either works alone but never both, which one must you play?",
                explain="Either die alone is possible but not both, so the higher one must be played: 12/6.",
                practise="higher-die", score=score)
q_higher
""")

code("""
# check: here (and only in a case like this) the higher die is forced
assert plays(either_die, (6, 4)) == {"12/6"}
print("12/8 ->", q_higher.judge("12/8").message)
assert q_higher.judge("12/8").rule == "must-use-higher-die"
assert q_higher.judge("12/6").correct
assert str(Quiz("throwaway", either_die, (6, 4)).show_answer()) == "12/6"
""")

# ------------------------------------------------------------------------------ 12 dance
md("""
## Question 12 · Dancing (lesson 03)

White is on the bar again, and Black has made five points of its home board. White rolls 6-5. How
many of the dice can White use?
""")

code("""
dance = board(white={"bar": 1, 13: 5, 8: 3, 6: 6},
              black={19: 2, 20: 2, 21: 2, 22: 1, 23: 2, 24: 2, 12: 4})
q_dance = DiceCountQuiz("A checker is on the bar. How many of the dice can be used?", dance, (6, 5),
                        hint="Nothing else moves while a checker is on the bar. Is any entry point open?",
                        explain="None: both entry points are held by Black, so White dances and the turn passes.",
                        practise="dance", score=score)
q_dance
""")

code("""
# check: no legal play (White dances); moving on the board instead is not allowed either
assert plays(dance, (6, 5)) == set() and q_dance.count == 0
print("1 ->", q_dance.judge(1).message)
assert q_dance.judge(0).correct and not q_dance.judge(1).correct and not q_dance.judge(2).correct
assert bg.check_play(dance, (6, 5), "bar/20").rule == "must-pass"
assert bg.check_play(dance, (6, 5), "13/7 13/8").rule in ("must-enter-first", "must-pass")
assert DiceCountQuiz("throwaway", dance, (6, 5)).show_answer() == 0
""")

# ------------------------------------------------------------------------------ 13 bear off higher
md("""
## Question 13 · A higher number in the bear-off (lesson 05)

All fifteen White checkers are home, none higher than the 4-point. White rolls 6-5. From which points
may White bear off with this roll? Click the button of each such point, then Check.
""")

code("""
low_home = board(white={4: 2, 3: 3, 2: 5, 1: 5}, black={24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 5})
q_high = PointsQuiz("From which points may a checker bear off with this roll?", low_home, (6, 5), ask="bear-off",
                    hint="Which is the highest point still occupied? A number higher than it bears off from it.",
                    explain="Only the 4-point: a number higher than the highest point bears off from the highest "
                            "point, and both dice do so here (4/off 4/off).",
                    practise="bear-off-higher", score=score)
q_high
""")

code("""
# check: both dice bear off from the 4-point; while it is occupied, the 3-point may not bear off
assert plays(low_home, (6, 5)) == {"4/off(2)"} and q_high.points == {4}
print("4 3 ->", q_high.judge("4 3").message)
assert q_high.judge("4").correct and q_high.judge("4 3").rule == "bear-off-higher-point-occupied"
assert bg.check_play(low_home, (6, 5), "4/off 3/off").rule == "bear-off-higher-point-occupied"
assert set(PointsQuiz("throwaway", low_home, (6, 5), ask="bear-off").show_answer()) == {4}
""")

# ------------------------------------------------------------------------------ 14-15 results
md("""
## Questions 14 and 15 · What is the game worth? (lesson 06)

White has just borne off its fifteenth checker. Single game, gammon or backgammon?

Remember the exact conditions: a **gammon** when the loser has borne off **none**; a **backgammon**
when the loser has borne off none **and** still has a checker on the bar or in the winner's home board.
""")

code("""
bg_end = board(white={}, black={19: 4, 20: 4, 21: 4, 15: 2, 3: 1})
q_result = ResultQuiz("The game is over. Single game, gammon or backgammon?", bg_end,
                      hint="Has the loser borne off a checker? Is one on the bar or in the winner's home board?",
                      explain="Black has none off and a checker on White's 3-point: a backgammon, 3 points.",
                      practise="game-result", score=score)
q_result
""")

code("""
# check: none off and one in White's home board -> backgammon; "gammon" is wrong
assert bg.game_result(bg_end) == (WHITE, "backgammon", 3)
print("gammon ->", q_result.judge("gammon").message)
assert q_result.judge("backgammon").correct and not q_result.judge("gammon").correct
assert ResultQuiz("throwaway", bg_end).show_answer() == "backgammon"
""")

md("""
Another finished game. A Black checker is still in White's home board here too, but look at Black's
tray.
""")

code("""
single_end = board(white={}, black={19: 4, 20: 4, 21: 3, 2: 1})     # 12 on the board: 3 borne off
q_result2 = ResultQuiz("The game is over. Single game, gammon or backgammon?", single_end,
                       hint="Has the loser borne off any checker?",
                       explain="Black has borne off three, so it is a single game (1 point), wherever Black's "
                               "other checkers stand.",
                       practise="game-result", score=score)
q_result2
""")

code("""
# check: three off -> a single game, although a Black checker is in White's home board
assert single_end.checkers(BLACK)[OFF] == 3 and bg.game_result(single_end) == (WHITE, "single", 1)
print("backgammon ->", q_result2.judge("backgammon").message)
assert q_result2.judge("single").correct and not q_result2.judge("backgammon").correct
assert ResultQuiz("throwaway", single_end).show_answer() == "single"
""")

# ------------------------------------------------------------------------------ 16 board
md("""
## Question 16 · Which home board? (lessons 00 and 03)

The board has four quarters of six points. White's **home board** is White's 1- to 6-points, next to
White's tray; Black's home board is White's 19- to 24-points, across the board. The **bar** runs
down the middle. A White checker on the bar enters in **Black's** home board. White rolls 5-2.

*Tempting:* entering in your own home board (the 5- or 2-point).
""")

code("""
quarters = board(white={"bar": 1, 24: 2, 13: 4, 8: 3, 6: 5}, black={20: 2, 19: 3, 17: 3, 12: 5, 1: 2})
q_where = PointsQuiz("A White checker is on the bar. On which points may it enter with this roll?",
                     quarters, (5, 2), ask="enter",
                     hint="It enters in Black's home board (White's 19- to 24-points): a 5 on the 20-point, a 2 on the 23-point.",
                     explain="Only the 23-point: the 2 enters there; the 5 would enter on the 20-point, which Black holds.",
                     practise="enter", score=score)
q_where
""")

code("""
# check: only the 23-point; the 20-point is held; the own home board (5, 2) is the wrong quarter
assert q_where.points == {23}
assert q_where.verify("23", {"20 23": "blocked-point", "5 2": "wrong-distance"})
""")

# ------------------------------------------------------------------------------ 17 pip count
md("""
## Question 17 · The pip count (lesson 00)

A side's **pip count** is the total distance its checkers still have to travel: each checker counts
its point number (in its own numbering), a checker on the bar counts 25, a checker borne off 0. A hit
sends a checker to the bar, so its owner's pip count goes **up**. Each picture prints both counts.

White rolls 4-2 and can hit either of two Black blots. Make the play that adds the most to Black's pip
count.
""")

code("""
pips = board(white={24: 1, 13: 1, 8: 2, 6: 5, 5: 6}, black={20: 1, 9: 1, 12: 5, 17: 4, 19: 4})


def black_pips(position):
    \"\"\"Black's pip count (pip_count() gives the side on roll first).\"\"\"
    counts = position.pip_count()
    return counts[0] if position.on_roll == BLACK else counts[1]


def most_black_pips(play):
    return black_pips(play.result) == max(black_pips(q.result) for q in bg.legal_plays(pips, (4, 2)))


q_pips = Quiz("Play 4-2 so that Black's pip count goes up as much as possible.", pips, (4, 2),
              accept=most_black_pips,
              hint="A hit checker goes to the bar and counts 25. How far had each Black blot already come?",
              explain="The blot on White's 20-point is Black's 5-point: hit, it goes from 5 to 25, 20 pips more. "
                      "The blot on White's 9-point is Black's 16-point: only 9 pips more.",
              not_asked="That play is legal, but it does not add the most to Black's pip count: hitting the "
                        "blot that has come furthest costs Black more.",
              score=score)
q_pips
""")

code("""
# check: Black's count is 142; 24/20* makes it 162, 13/9* only 151; one die alone is not a play
assert black_pips(pips) == 142 and pips.pip_count()[0] == 113
assert black_pips(bg.parse_play(pips, (4, 2), "24/20* 13/11").result) == 162
assert black_pips(bg.parse_play(pips, (4, 2), "13/9* 5/3").result) == 151
assert q_pips.verify("24/20* 6/4", {"13/9* 5/3": None, "24/20*": "must-use-both-dice"})
""")

# ------------------------------------------------------------------------------ 18 closed board
md("""
## Question 18 · The closed board (lesson 03)

Black holds all six points of its home board (White's 19- to 24-points): a **closed board**. White
has a checker on the bar. Suppose White rolled 4-3: how many of the dice could White use?

*Tempting:* "I cannot enter, so I move something else". Nothing moves while a checker is on the bar.
""")

code("""
closed = board(white={"bar": 1, 13: 4, 8: 4, 6: 6}, black={19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 3, 12: 2})
q_closed = DiceCountQuiz("Against a closed board, with a checker on the bar: how many dice can be used?",
                         closed, (4, 3),
                         hint="Which of White's 19- to 24-points is open for the checker on the bar?",
                         explain="None: all six entry points are held, so no number can enter and nothing else may move.",
                         score=score)
q_closed
""")

code("""
# check: no roll at all enters against this board; 0 is right; 1 and 4 are wrong with their rule codes
assert all(not bg.legal_plays(closed, (a, b)) for a in range(1, 7) for b in range(1, a + 1))
assert q_closed.verify(0, {1: "must-pass", 4: "too-many-moves"})
""")

# ------------------------------------------------------------------------------ score
md("""
## Your score

This line counts the questions above as you answer them.
""")

code("""
score
""")

code("""
# check: every question of this lesson reports to the score; Practise more on 14 of the 18
assert score.total == 18
assert sum(q.practise_kind is not None for q in score.quizzes) == 14
""")

md("""
### For teachers: Practise more

Each question with a **Practise more** button makes a fresh board of its kind. The next cell tries
one fresh board per question on throwaway copies (your questions and score are untouched) and checks
that the board is of the right kind and that the quiz's own answer is judged right.
""")

code("""
def throwaway_copy(quiz):
    \"\"\"A new quiz of the same type and kind on the same board, outside the score.\"\"\"
    if isinstance(quiz, LegalityQuiz):
        return LegalityQuiz("throwaway", quiz.position, quiz.dice, quiz.play_text, practise=quiz.practise_kind)
    if isinstance(quiz, PointsQuiz):
        return PointsQuiz("throwaway", quiz.position, quiz.dice, ask=quiz.ask, practise=quiz.practise_kind)
    if isinstance(quiz, ResultQuiz):
        return ResultQuiz("throwaway", quiz.position, practise=quiz.practise_kind)
    return type(quiz)("throwaway", quiz.position, quiz.dice, practise=quiz.practise_kind)

for quiz in score.quizzes:
    if quiz.practise_kind is None:
        continue
    trial = throwaway_copy(quiz)
    example = trial.practise(seed=1)
    assert practice.predicate(quiz.practise_kind)(example.position, example.dice), quiz
    assert trial.judge(trial.show_answer()).correct, quiz
assert score.solved == 0 and not any(q.attempts for q in score.quizzes)
""")

# ------------------------------------------------------------------------------ worked solutions
md("""
## Worked solutions

Four of the ideas above, step by step. Press **Next ▶** to see each move with its arrow and the dice
still to play.
""")

code("""
solution_order = WorkedExample("Question 3: the lower die first", lower_first, (6, 4), [
    ("The 6 first would land on the 6-point, which Black holds. That does not mean the 6 is lost.", None,
     {"arrows": [(12, 6)], "highlight": [6]}),
    ("Play the 4 first: 12/8. The 6 is still to play.", "12/8"),
    ("Now the 6: 8/2. Both dice are used, so this is the play the rules require.", "8/2"),
])
solution_order
""")

code("""
solution_doubles = WorkedExample("Question 5: three of the four 3s", doubles, (3, 3), [
    ("Four moves of 3 to play. Only the checker on 24 can move.", None),
    ("First 3: 24/21.", "24/21"),
    ("Second 3: 21/18. Stopping here would waste a 3 that can still be played.", "21/18"),
    ("Third 3: 18/15.", "18/15"),
    ("The fourth 3 would land on the 12-point, held by Black. Three moves is the most possible, so the "
     "turn ends here.", None, {"highlight": [12]}),
])
solution_doubles
""")

code("""
solution_bar = WorkedExample("Questions 6 and 7: enter first", on_bar, (6, 3), [
    ("A White checker is on the bar. The 6 would enter on the 19-point: Black holds it.", None,
     {"highlight": [19]}),
    ("The 3 enters on the 22-point: bar/22. Now no White checker is on the bar.", "bar/22"),
    ("Only now may the 6 move a checker on the board, e.g. 13/7.", "13/7"),
])
solution_bar
""")

code("""
solution_home = WorkedExample("Question 8: come home, then bear off", almost_home, (6, 2), [
    ("One checker is still on the 8-point, so no checker may bear off yet.", None, {"highlight": [8]}),
    ("The 6 brings it home: 8/2. Now all fifteen are in the home board.", "8/2"),
    ("The 2 may now bear off a checker from the 2-point.", "2/off"),
])
solution_home
""")

code("""
solution_safe = WorkedExample("Question 9: both dice, the safest way", no_safe_play, (5, 2), [
    ("8/6 alone would leave no blot. But the 5 can still be played, so stopping there is not allowed: "
     "safety only chooses among the plays that use both dice.", None, {"forbidden": [(8, 6)]}),
    ("Of those plays, 8/1 leaves the fewest blots. The 5 first: 8/3.", "8/3"),
    ("Then the 2: 3/1. One blot, on the 1-point, and both dice used.", "3/1"),
])
solution_safe
""")

code("""
# check: each worked solution is a complete legal play
assert str(solution_order.play) == "12/2" and str(solution_doubles.play) == "24/15"
assert solution_home.play == bg.parse_play(almost_home, (6, 2), "8/2/off")
assert solution_bar.play == bg.parse_play(on_bar, (6, 3), "bar/22 13/7")
assert solution_safe.play == bg.parse_play(no_safe_play, (5, 2), "8/1")
""")

md("""
## Reminders: the basics, step by step

Four short worked examples for ideas from the early lessons: the board's quarters, counting pips,
entering on a blot, and the closed board.
""")

code("""
board_example = WorkedExample("The board: quarters, home boards and the bar", start, (3, 1), [
    ("White's home board: the 1- to 6-points, next to White's tray on the right. White bears off from here.",
     None, {"highlight": [1, 2, 3, 4, 5, 6]}),
    ("White's outer board: the 7- to 12-points. The bar runs down the middle of the board, between the "
     "7- and the 6-point (and between the 18- and the 19-point).", None, {"highlight": [7, 8, 9, 10, 11, 12]}),
    ("Black's outer board (White's 13- to 18-points) and Black's home board (White's 19- to 24-points). "
     "White's checkers travel from its 24-point down to its 1-point.", None,
     {"highlight": [19, 20, 21, 22, 23, 24]}),
    ("A 3-1: 8/5 with the 3.", "8/5"),
    ("And 6/5 with the 1: a new point in White's home board.", "6/5"),
])
board_example
""")

code("""
counting = bg.Position.from_points(white={"bar": 1, 13: 2, 6: 3, 4: 2}, black={6: 3, 5: 3, 4: 3}, on_roll=WHITE)
pip_example = WorkedExample("Counting pips: 25 + 26 + 18 + 8 = 77", counting, (4, 2), [
    ("White's pip count, checker by checker. The checker on the bar counts 25.", None),
    ("Two on the 13-point: 2 × 13 = 26. So far 51.", None, {"highlight": [13]}),
    ("Three on the 6-point (18) and two on the 4-point (8): 77 in all. The seven borne off count 0.", None,
     {"highlight": [6, 4]}),
    ("White rolls 4-2. The 4 cannot enter (Black holds White's 21-point), the 2 can: bar/23, 2 pips.", "bar/23"),
    ("The 4: 13/9. 77 − 6 = 71: a play of both dice lowers the count by the dice total.", "13/9"),
])
pip_example
""")

code("""
# check: the counts in the pip example (pip_count() gives the side on roll first)
assert counting.pip_count()[0] == 25 + 26 + 18 + 8 == 77
assert pip_example.play.result.pip_count()[1] == 71             # Black is on roll after White's play
""")

code("""
blot_entry = board(white={"bar": 1, 24: 2, 13: 4, 8: 3, 6: 5}, black={22: 1, 20: 2, 19: 4, 17: 3, 12: 5})
entry_example = WorkedExample("Entering on a blot hits it", blot_entry, (5, 3), [
    ("White is on the bar. The 5 would enter on the 20-point: Black holds it. The 3 enters on the 22-point, "
     "where a single Black checker stands.", None, {"highlight": [20, 22]}),
    ("bar/22*: entering on the blot hits it, exactly like landing on it from the board. The Black checker "
     "goes to the bar.", "bar/22*"),
    ("Nothing is left on White's bar, so the 5 may move any checker: 13/8.", "13/8"),
])
entry_example
""")

code("""
closed_example = WorkedExample("A closed board: no entry at all", closed, (6, 5), [
    ("Black holds all six points of its home board, White's 19- to 24-points: a closed board.", None,
     {"highlight": [19, 20, 21, 22, 23, 24]}),
    ("Every number from 1 to 6 would enter on a held point: the 6 on the 19-point, the 5 on the 20-point, and "
     "so on. No roll can enter, and nothing else may move while a checker is on the bar.", None,
     {"highlight": [19, 20]}),
    ("So in a game White does not even roll: its turn passes until Black opens a point. (Question 18 asks "
     "about a roll only to make the point.)", None),
])
closed_example
""")

code("""
# check: the entry hits (Black's checker goes to the bar); the closed-out side does not roll in a Game
after = entry_example.final_position
assert str(entry_example.play) == "bar/22* 13/8" and after.checkers(BLACK)[BAR] == 1
assert closed_example.play is None
game = Game(random.Random(0), position=closed)
assert [t.action for t in game.history] == ["closed out"] and game.position.on_roll == BLACK
""")

md("""
## That's the series

You have seen every rule of backgammon: the board (lesson 00), moving and the order of the dice (01),
blocked points (02), hitting and the bar (03), using the whole roll (04), bearing off (05), starting
and winning (06) and the doubling cube (07). Go back to any lesson whose questions gave you trouble
(the first one is `00-the-board.ipynb`), or play a game against the computer (lesson 00 shows how).
""")

print("wrote", write("08-review.ipynb"))

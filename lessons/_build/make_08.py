"""Build lessons/08-review.ipynb (outputs cleared).

Run from the repository root:  python lessons/_build/make_08.py
Then check it:                 python -m pytest lessons/08-review.ipynb -q

A mixed quiz over lessons 00-07. Each common mistake named in the rules pages appears as a
tempting wrong answer, and the check cell under each question shows what the engine says to it.
Edit this file, not the notebook.
"""

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

OUT = Path(__file__).resolve().parents[1] / "08-review.ipynb"

cells = []


def md(text):
    cells.append(new_markdown_cell(text.strip("\n")))


def code(text):
    cells.append(new_code_cell(text.strip("\n")))


# ---------------------------------------------------------------------------------------------
md("""
# 08 · Review: a mixed quiz

This lesson is one long quiz over everything in lessons 00 to 07. The questions are mixed up on
purpose, as they come in a real game. Some ask for a play, some for a number or a list of points,
some ask whether a play shown with arrows is legal, and some ask what a finished game is worth.

Each question hides one of the **common mistakes** beginners make. The mistake is offered as a
tempting wrong answer: if you fall for it, the feedback tells you which rule it breaks, and you can
try again or reveal the answer. Questions with a **Practise more** button make a fresh question of
the same kind whenever you want one.

Your score is at the end. At the very end there are four worked solutions for the trickiest ideas.

As in the earlier lessons you play **White**, points are numbered from White's side, and the
pictures show Black's checkers on the point numbers printed on the board.
""")

code("""
import random

import bglearn as bg
from bglearn.game import Game, GameError
from bglearn.lessons import Quiz, WorkedExample, show

WHITE, BLACK, OFF, BAR = bg.WHITE, bg.BLACK, bg.OFF, bg.BAR
quizzes = []   # every question of this lesson, for the score at the end


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
                 explain="Ties are rolled again and never played as doubles; the starter plays the two numbers showing.")
quizzes.append(q_opening)
q_opening
""")

code("""
# check: the tie played as 4-4, and a re-roll (say 5-5) played instead of 6-1, are both wrong
for wrong in ["24/20(2) 13/9(2)", "13/3(2)"]:
    print(wrong, "->", q_opening.judge(wrong).message)
assert q_opening.judge("24/20(2) 13/9(2)").rule == "wrong-distance"
assert q_opening.judge("13/3(2)").rule == "wrong-distance"
assert q_opening.judge("13/7 8/7").correct
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

White rolls 6-5. Make any legal play.

*Tempting:* 24/13, because 6 + 5 = 11 and the 13-point is White's own. But a checker using both
dice stops after the first one, and that stop must be legal too.
""")

code("""
two_stops = board(white={24: 1, 13: 4, 8: 3, 6: 5, 5: 2},
                  black={18: 2, 19: 2, 12: 4, 17: 3, 20: 2, 21: 2})
q_stops = Quiz("Make a legal play with 6-5.", two_stops, (6, 5),
               hint="Look at the 18- and 19-points: where would the back checker stop after each die?",
               explain="Any legal play is right. The checker on 24 cannot move at all: 24/18 and 24/19 are both blocked.")
quizzes.append(q_stops)
q_stops
""")

code("""
# check: adding the dice and checking only the final point is the mistake
print("24/13 ->", q_stops.judge("24/13").message)
assert q_stops.judge("24/13").rule == "blocked-intermediate"
assert not any(p.startswith("24") for p in plays(two_stops, (6, 5)))
assert q_stops.judge("13/7 13/8").correct
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
q_order = Quiz("Play 6-4: use both dice if you can.", lower_first, (6, 4),
               hint="Try the 4 first. Where does the checker stand then, and where would the 6 take it?",
               explain="12/8 with the 4, then 8/2 with the 6. Only the lower-die-first order uses both dice.")
quizzes.append(q_order)
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
""")

# ------------------------------------------------------------------------------ 4 doubles
md("""
## Question 4 · Doubles: as many moves as you can (lesson 04)

White rolls 3-3: four moves of 3. Black holds White's 12-point. Play as many of the four moves as
the rules allow.

*Tempting:* "the fourth 3 is blocked, so I play two and stop". You must play as many as possible.
""")

code("""
doubles = board(white={24: 1, 1: 14}, black={12: 2, 20: 13})
q_doubles = Quiz("Play 3-3: as many of the four moves as you can.", doubles, (3, 3),
                 hint="Count the stops of the checker on 24: 21, 18, 15, 12...",
                 explain="24/21/18/15 uses three of the four 3s; the fourth would land on the 12-point, which Black holds.")
quizzes.append(q_doubles)
q_doubles
""")

code("""
# check: three moves can be played, so two is not enough and four is impossible
assert bg.dice_used(doubles, (3, 3)) == 3 and plays(doubles, (3, 3)) == {"24/15"}
print("24/18 ->", q_doubles.judge("24/18").message)
assert q_doubles.judge("24/18").rule == "must-use-more-dice"
assert q_doubles.judge("24/12").rule == "blocked-point"
""")

# ------------------------------------------------------------------------------ 5 bar
md("""
## Question 5 · A checker on the bar (lesson 03)

A White checker has been hit and waits on the bar. White rolls 6-3. Make a legal play.

*Tempting:* 13/7 13/10, a nice play on the board. But nothing else moves while a checker is on the
bar.
""")

code("""
on_bar = board(white={"bar": 1, 13: 5, 8: 3, 6: 4, 24: 2},
               black={21: 2, 19: 2, 12: 4, 17: 3, 1: 2, 20: 2})
q_bar = Quiz("White has a checker on the bar. Make a legal play with 6-3.", on_bar, (6, 3),
             hint="Enter first, in Black's home board: the 6 enters on the 19-point, the 3 on the 22-point.",
             explain="The checker enters with the 3 (bar/22); the 6 can't enter, so it is played after the checker is in.")
quizzes.append(q_bar)
q_bar
""")

code("""
# check: moving on the board first breaks the enter-first rule; every legal play enters with the 3
print("13/7 13/10 ->", q_bar.judge("13/7 13/10").message)
assert q_bar.judge("13/7 13/10").rule == "must-enter-first"
assert plays(on_bar, (6, 3)) == {"bar/16", "bar/22 13/7", "bar/22 24/18", "bar/22 8/2"}
assert q_bar.judge("bar/19 13/10").rule == "blocked-point"
""")

# ------------------------------------------------------------------------------ 6 bear off
md("""
## Question 6 · Bearing off (lesson 05)

White is racing home. Fourteen checkers are home, one is still on the 8-point. White rolls 6-2.
Make a legal play.

*Tempting:* 5/off 2/off. Bearing off starts only when all fifteen are home, but a checker that
comes home with the first die lets the second die bear off.
""")

code("""
almost_home = board(white={8: 1, 5: 4, 4: 4, 3: 3, 2: 3},
                    black={24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 5})
q_home = Quiz("Make a legal play with 6-2.", almost_home, (6, 2),
              hint="The 6 brings the checker on 8 home. After that, all fifteen are home.",
              explain="8/2 comes home; then the 2 may bear off (8/2/off, written 8/off) or move inside.")
quizzes.append(q_home)
q_home
""")

code("""
# check: bearing off with a checker still on the 8-point is illegal; coming home first then bearing off is fine
print("5/off 2/off ->", q_home.judge("5/off 2/off").message)
assert q_home.judge("5/off 2/off").rule == "bear-off-not-all-home"
assert plays(almost_home, (6, 2)) == {"8/off", "8/2 3/1", "8/2 4/2", "8/2 5/3"}
assert q_home.judge("8/2/off").correct
""")

# ------------------------------------------------------------------------------ 7 skipping for safety
md("""
## Question 7 · Safety never skips a die (lesson 04)

Black has two checkers back on White's 2-point, waiting for a White blot to hit. White rolls
5-2. Every play of both dice leaves a White checker alone somewhere. Make a legal play.

*Tempting:* 8/6, the only move that leaves no blot, and then "keep the 5". You may choose the
safest of the legal plays, but you may not skip a die that can be played.
""")

code("""
no_safe_play = board(white={8: 3, 6: 12}, black={2: 2, 12: 5, 17: 3, 19: 3, 20: 2})
q_safe = Quiz("Make a legal play with 5-2.", no_safe_play, (5, 2),
              hint="Both dice can be used, so both must be. Which play leaves the fewest blots?",
              explain="Any play of both dice is right; 8/1 leaves only one blot, on the 1-point.")
quizzes.append(q_safe)
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
assert blots(bg.parse_play(no_safe_play, (5, 2), "8/1")) == [1]
""")

# ------------------------------------------------------------------------------ 8 only one die
md("""
## Question 8 · When only one die can be played (lesson 04)

The checker on the 12-point is White's only checker that can move. White rolls 6-2. Play what the
rules allow.

*Tempting:* a rules page says "if only one die can be played, use the higher one". Taken at its word,
that makes you look for a 6, find none, and give up. The rule is: a die that can be played must be
played; the higher one is chosen only when **either** die could be played but not both.
""")

code("""
only_lower = board(white={12: 1, 1: 14}, black={6: 2, 4: 2, 20: 11})
q_lower = Quiz("Play 6-2 as the rules require.", only_lower, (6, 2),
               hint="Can the 6 be played at all? Can the 2?",
               explain="Only the 2 can be played (12/10); after it the 6 would land on the 4-point, held by Black.")
quizzes.append(q_lower)
q_lower
""")

code("""
# check: the only legal play uses the LOWER die; the 6 is blocked; passing is not allowed
assert plays(only_lower, (6, 2)) == {"12/10"}
print("12/6 ->", q_lower.judge("12/6").message)
assert q_lower.judge("12/6").rule == "blocked-point"
print("(pass) ->", bg.check_play(only_lower, (6, 2), "").message)
assert bg.check_play(only_lower, (6, 2), "").rule == "must-move"
""")

md("""
## Question 9 · When either die could be played, but not both (lesson 04)

Now Black holds White's 2-point instead. White rolls 6-4. Either die alone can be played, but after
one of them the other is blocked. Play what the rules require.
""")

code("""
either_die = board(white={12: 1, 1: 14}, black={2: 2, 20: 13})
q_higher = Quiz("Play 6-4 as the rules require.", either_die, (6, 4),
                hint="12/8 or 12/6, then look for the second die. If neither works, which die must you use?",
                explain="Either die alone is possible but not both, so the higher one must be played: 12/6.")
quizzes.append(q_higher)
q_higher
""")

code("""
# check: here (and only in a case like this) the higher die is forced
assert plays(either_die, (6, 4)) == {"12/6"}
print("12/8 ->", q_higher.judge("12/8").message)
assert q_higher.judge("12/8").rule == "must-use-higher-die"
""")

# ------------------------------------------------------------------------------ 10 dance
md("""
## Question 10 · Dancing (lesson 03)

White is on the bar again, and Black has made five points of its home board. White rolls 6-5. If
White can play, type the play; if not, leave the box empty and press **Check**.
""")

code("""
dance = board(white={"bar": 1, 13: 5, 8: 3, 6: 6},
              black={19: 2, 20: 2, 21: 2, 22: 1, 23: 2, 24: 2, 12: 4})
q_dance = Quiz("White is on the bar and rolls 6-5. Play, or pass if no play is legal.", dance, (6, 5),
               hint="The 6 enters on the 19-point and the 5 on the 20-point.",
               explain="Both entry points are held by Black: White dances, and the whole turn passes.")
quizzes.append(q_dance)
q_dance
""")

code("""
# check: no legal play (White dances), so an entry or a board move is wrong and passing is right
assert plays(dance, (6, 5)) == set() and bg.dice_used(dance, (6, 5)) == 0
for wrong in ["bar/20", "13/7 13/8"]:
    print(wrong, "->", q_dance.judge(wrong).message)
assert q_dance.judge("bar/20").rule == "must-pass"
assert q_dance.judge("13/7 13/8").rule in ("must-enter-first", "must-pass")
assert q_dance.judge("").correct
""")

# ------------------------------------------------------------------------------ 11 bear off higher
md("""
## Question 11 · A higher number in the bear-off (lesson 05)

All fifteen White checkers are home, none higher than the 4-point. White rolls 6-5. Play the roll.
""")

code("""
low_home = board(white={4: 2, 3: 3, 2: 5, 1: 5}, black={24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 5})
q_high = Quiz("Play 6-5 in the bear-off.", low_home, (6, 5),
              hint="No checker stands on the 6- or 5-point. Which is the highest point White still occupies?",
              explain="A number higher than the highest point bears off from the highest point: both from the 4-point.")
quizzes.append(q_high)
q_high
""")

code("""
# check: both dice bear off from the 4-point; while the 4-point is occupied, the 3-point may not bear off a 5
assert plays(low_home, (6, 5)) == {"4/off(2)"}
print("4/off 3/off ->", q_high.judge("4/off 3/off").message)
assert q_high.judge("4/off 3/off").rule == "bear-off-higher-point-occupied"
""")

# ------------------------------------------------------------------------------ score
md("""
## Your score

Run this cell after answering the questions.
""")

code("""
solved = sum(q.solved for q in quizzes)
print(f"You solved {solved} of {len(quizzes)} questions.")
for i, q in enumerate(quizzes, 1):
    print(f"  Question {i}: {'solved' if q.solved else 'not yet'} ({q.attempts} tries)")
""")

# ------------------------------------------------------------------------------ worked solutions
md("""
## Worked solutions

Four of the ideas above, step by step. Press **Next ▶** to see each move with its arrow.
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
solution_doubles = WorkedExample("Question 4: three of the four 3s", doubles, (3, 3), [
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
solution_home = WorkedExample("Question 6: come home, then bear off", almost_home, (6, 2), [
    ("One checker is still on the 8-point, so no checker may bear off yet.", None, {"highlight": [8]}),
    ("The 6 brings it home: 8/2. Now all fifteen are in the home board.", "8/2"),
    ("The 2 may now bear off a checker from the 2-point.", "2/off"),
])
solution_home
""")

code("""
solution_bar = WorkedExample("Question 5: enter first", on_bar, (6, 3), [
    ("A White checker is on the bar. The 6 would enter on the 19-point: Black holds it.", None,
     {"highlight": [19]}),
    ("The 3 enters on the 22-point: bar/22. Now no White checker is on the bar.", "bar/22"),
    ("Only now may the 6 move a checker on the board, e.g. 13/7.", "13/7"),
])
solution_bar
""")

code("""
# check: each worked solution is a complete legal play
assert str(solution_order.play) == "12/2" and str(solution_doubles.play) == "24/15"
assert solution_home.play == bg.parse_play(almost_home, (6, 2), "8/2/off")
assert solution_bar.play == bg.parse_play(on_bar, (6, 3), "bar/22 13/7")
""")

md("""
## That's the series

You have seen every rule of backgammon: the board (lesson 00), moving and the order of the dice (01),
blocked points (02), hitting and the bar (03), using the whole roll (04), bearing off (05), starting
and winning (06) and the doubling cube (07). Go back to any lesson whose questions gave you trouble,
or play a game against the computer (lesson 00 shows how).
""")

code("""
# check: nothing above changed the learner's quizzes (the check cells only used judge())
assert not any(q.solved or q.attempts for q in quizzes)
""")

nb = new_notebook(cells=cells, metadata={
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
})
nbformat.validate(nb)
for i, cell in enumerate(nb.cells):
    cell["id"] = f"l08-{i:02d}"   # stable ids: rebuilding gives the same file
nbformat.write(nb, OUT)
print(f"wrote {OUT} ({len(cells)} cells)")

"""Write lessons/00-the-board.ipynb (outputs cleared). Run: python lessons/_build/make_00.py"""

from nbbuild import code, md, write


md("""
# Lesson 0 · The board

Before the rules, the board itself: its 24 **points** and their numbers, the **bar** in the middle,
the two **trays** where checkers go when they are borne off, the way each side travels, the
**home boards**, and the **pip count**. At the end you play a few turns against the computer on a
board you can click.

Run the cells from the top (menu *Run → Run All Cells*).
""")

code("""
import bglearn as bg
from IPython.display import Image, display


def picture(position, **decorations):
    \"\"\"Show a position as a picture (any option of bglearn.draw.board).\"\"\"
    return Image(bg.draw.png(position, **decorations))


start = bg.Position.start()
picture(start)
""")

md("""
## Points and their numbers

The 24 narrow triangles are the **points**. Each player numbers them from their own side: the
numbers printed on the frame are White's, because White sits at the bottom. White's **1-point** is
at the bottom right and its **24-point** at the top right; the numbers run round the board
1 → 12 along the bottom, 13 → 24 along the top.

Black numbers the same points the other way round: White's 1-point is Black's 24-point, and in
general White's point *p* is Black's point *25 − p*. Notation always uses the numbers of the player
who moves.
""")

code("""
# White's 6-point is Black's 19-point: five white checkers stand there at the start.
assert start.checkers(bg.WHITE)[6] == 5
assert start.checkers(bg.BLACK)[25 - 6] == 0
# The same starting position seen from Black's side: now Black's numbers are printed.
picture(start, perspective=bg.BLACK)
""")

md("""
## Which way each side moves

Each side moves its checkers from its own 24-point toward its own 1-point, and then off the board.
Seen from White's side, **White** travels counter-clockwise: from the top right, along the top to the
left, down, and along the bottom to the bottom right. **Black** travels the same road the opposite
way. The three arrows show White's route: along the top from its 24-point to its 13-point, down the
left side to its 12-point, and along the bottom to its 1-point.
""")

code("""
picture(start, arrows=[(24, 13), (13, 12), (12, 1)], highlight=[24, 1])
""")

md("""
## Home boards, the bar and the trays

* Each side's **home board** is its points 1 to 6: White's is the bottom right quarter, Black's the top
  right quarter. A side may start bearing off only when all fifteen of its checkers are in its home
  board.
* The **bar** is the wooden strip down the middle. A checker that is hit goes there and must come back
  in (enter) through the opponent's home board before its side may move anything else. On the
  board and in notation, the bar is "point 25".
* The **trays** on the right hold the checkers borne off ("off", point 0 in notation).

Below, White has a checker on the bar and has already borne three checkers off. Highlighted: the bar,
White's tray (bottom right) and White's home board, the 1- to 6-points.
""")

code("""
example = bg.Position.from_points(
    white={"bar": 1, 6: 4, 5: 3, 4: 2, 3: 2, "off": 3},
    black={24: 2, 13: 5, 8: 3, 6: 5},
)
picture(example, highlight=[25, 0, 1, 2, 3, 4, 5, 6])
""")

md("""
## The pip count

A **pip** is one step from a point to the next. A checker on your 8-point needs 8 pips to get off the
board, a checker on the bar 25. Add them up over all your checkers and you have your **pip count**:
how far you still have to travel. It is written beside each name on the board. At the start both
sides need 167 pips.
""")

code("""
white_pips, black_pips = start.pip_count()
print("White needs", white_pips, "pips; Black needs", black_pips)
assert (white_pips, black_pips) == (167, 167) == (2 * 24 + 5 * 13 + 3 * 8 + 5 * 6,) * 2
""")

md("""
## A board you can click

This board is live. White has rolled a 3 and a 1. The dice are drawn in the order they were rolled,
so the picture may show 1 and 3; either way it is the same roll, and we write it with the higher
number first: 3-1.

1. Click a checker with a **yellow ring**: those are the checkers that may move. Its landing spots get
   **blue dots**. A hollow dot is a *further* spot that uses both dice on that one checker.
2. Click a dot to move there. To bear off, click the tray on the right.
3. **Undo** takes back the last move, **Undo all** the whole turn, and **Done** ends the turn once the
   whole roll is played. The dice you have used turn grey, and a dashed ring shows where the last move
   landed.

No mouse? Pick a play from the **Legal plays** list, or type in the box and press Enter. The box takes
either the **whole play** (for example `8/5 6/5`), or, after you have already made some moves, **the
rest of the turn** (for example `6/5` after clicking 8/5); a whole play typed after some moves
replaces them. **Undo all** clears the turn so you can start again. With the mouse over the board you can also use the keyboard: **Tab** moves between
the checkers and spots you may pick, **Enter** picks, **U** undoes, **D** ends the turn, **R** rolls.
**Flip board** shows it from Black's side.
""")

code("""
board = bg.BoardWidget(start, dice=(3, 1))
board
""")

md("""
## The same from Python

Everything a click does is a method, and what the board knows can be read. This is how the lessons
check your moves.
""")

code("""
demo = bg.BoardWidget(start, dice=(3, 1))
print("checkers that may move:", demo.movable_points)
demo.select(8)
print("from the 8-point it may go to:", demo.targets.one_die, "with one die,",
      demo.targets.further, "with both")
demo.move_to(5)
demo.select(6)
demo.move_to(5)
print("play complete:", demo.is_complete, "| White's pips now:", demo.position.pip_count()[0])
assert demo.done()
print(demo.message)
""")

code("""
# check: the box takes the rest of the turn, or a whole play that replaces the moves made
box = bg.BoardWidget(start, dice=(3, 1))
box.select(8)
box.move_to(5)
assert box.enter("6/5") and box.is_complete
box = bg.BoardWidget(start, dice=(3, 1))
box.select(8)
box.move_to(5)
assert box.enter("24/21 24/23") and box.moves == "24/21 24/23"
box.undo_all()
assert box.moves == "" and box.dice_left == (3, 1)
""")

md("""
## When a move is not allowed

Set `mode="teaching"` and the board lets you *try* a move it would not offer. The move is not made:
the board tells you which rule stops it and highlights the point. Here White tries to play a 5 from
the 6-point onto the 1-point, where Black has two checkers.
""")

code("""
teach = bg.BoardWidget(start, dice=(6, 5), mode="teaching")
teach.select(6)
assert teach.move_to(1) is False
print(teach.message)
teach
""")

md("""
## Play a few turns

You are White; the computer plays Black. The first **Roll** is the opening roll: each side rolls one
die, and the higher one starts, playing both numbers (if that is Black, the computer moves first).
Then play your roll, press **Done**, and the computer answers at once (its last move is ringed). With `orientation="auto"` the board turns a
quarter on a narrow screen (a phone held upright), so the points are bigger; `"portrait"` always does.
""")

code("""
game = bg.BoardWidget(bg.Position.start(), computer=bg.BLACK, level="beginner", seed=2026, orientation="auto")
game
""")

md("""
Next: **Lesson 1, moving checkers and the order of the dice** (`01-moving-and-dice-order.ipynb`): how a
roll turns into moves, how to write a play down, and why the order of the dice can matter.
""")

print("wrote", write("00-the-board.ipynb"))

"""Build lessons/07-the-doubling-cube.ipynb (outputs cleared).

Run from anywhere: ``python lessons/_build/make_07.py``. Edit this file, not the notebook.
"""

from nbbuild import code, md, write

md("""
# Lesson 7 · The doubling cube

Lesson 06 showed what a game is worth: 1 point for a single game, 2 for a gammon, 3 for a
backgammon. The **doubling cube** lets the players raise that value *during* the game. This
lesson covers:

1. offering a double, **taking** it and **dropping** it; who **owns** the cube;
2. how the cube multiplies the result;
3. three standard rules with names: **Crawford** (matches), **Jacoby** and **beavers** (money play);
4. **automatic doubles**, a house rule;
5. how a game over a real board handles **cocked dice, early rolls and wrong moves**;
6. a short tour of **variants**: Nackgammon, tavla and acey-deucey.

Worked examples have **Next ▶** / **◀ Previous** buttons; quizzes take a play typed in a box or a
press of a button, some with **Practise more** for a fresh board. Your score is at the end.

The cube is a large die with the faces 2, 4, 8, 16, 32 and 64. At the start it lies in the middle
(*centred*, showing 64, which means "value 1"): either player may make the first double.
""")
code("""
import random
from collections import Counter

import bglearn as bg
from bglearn import Game, GameError, Match
from bglearn.play import score_game
from bglearn.teach import practice
from bglearn.teach import LegalityQuiz, Quiz, ResultQuiz, Score, WorkedExample, show

WHITE, BLACK, OFF = bg.WHITE, bg.BLACK, bg.OFF
score = Score()   # every question reports to it; see the end of the lesson

def cube_state(game):
    owner = "centred" if game.cube_owner is None else f"owned by {bg.side_name(game.cube_owner)}"
    return f"cube {game.cube_value}, {owner}"


def describe(result):
    \"\"\"A finished game's result in words, e.g. 'White wins a gammon: 8 points'.\"\"\"
    kind = "single game" if result.kind == "single" else result.kind
    return f"{bg.side_name(result.winner)} wins a {kind}: {result.points} point{'s' if result.points != 1 else ''}"


# Boards draw the cube with show(..., cube=(value, owner)): owner None = in the middle (a cube of
# 1 in the middle shows 64), WHITE or BLACK = on that side. Positions: Position.from_points takes
# each side's checkers in that side's own numbering.
""")
# ---------------------------------------------------------------- offer / take / drop
md("""
## 1. Offering, taking, dropping

* A player may offer a double **on their own turn, before rolling the dice** — never after.
* The opponent must answer at once:
  * **take**: the game goes on at twice the value; the cube turns to the new value and the taker
    now **owns** it (keeps it on their side);
  * **drop** (also *pass* or *refuse*): the game ends at once, and the doubler wins the value the
    game had **before** the double.
* **Only the owner may double again** (a *redouble*), and again only before rolling on their own
  turn. When the owner redoubles and the other side takes, the cube changes hands.

Here is a race: White is well ahead.
""")
code("""
race = bg.Position.from_points(white={8: 2, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2},
                               black={12: 3, 10: 3, 9: 3, 6: 2, 5: 2, 4: 2}, on_roll=WHITE)
show(race, cube=(1, None), caption="White on roll, dice not rolled yet; the cube in the middle (64 = value 1)")
""")
md("""
White is on roll and has not rolled yet: this is the moment to double. White turns the cube to 2
and offers to play for 2 points instead of 1. Black **takes**: the cube now shows 2 and moves to
Black's side of the board. Black owns it.
""")
code("""
show(race, cube=(2, BLACK), caption="After the take: the cube on 2, on Black's side; White has still not rolled")
""")
md("""
Only now does White roll. The worked example starts at the roll.
""")
code("""
on_2 = {"cube": (2, BLACK)}          # drawn in every step: the cube on 2, owned by Black
double_take = WorkedExample("Double taken: White rolls 6-4", race, (6, 4), [
    ("The cube is on 2, on Black's side. White rolls 6-4. The 6 brings a checker from the "
     "8-point to the 2-point.", "8/2", on_2),
    ("The 4 brings the other one home: 8/4.", "8/4", on_2),
    ("White's turn is over and Black rolls next. Black owns the cube, so before that roll Black may "
     "redouble; White may not double again until it owns the cube.", None, on_2),
])
double_take
""")
md("""
The same turn with `bglearn.Game`: `double()`, then the opponent's `take()` or `drop()`, then
`roll()` and `play()`.
""")
code("""
game = Game(position=race)
print("before:", cube_state(game), "| White may double:", game.can_double())
game.double()
game.take()
print("after the take:", cube_state(game))
game.roll((6, 4))
game.play("8/2 8/4")
print("Black on roll:", cube_state(game), "| Black may redouble:", game.can_double())
""")
code("""
# check: the take doubled the cube and gave it to Black; only Black, the owner, may double next
assert (game.cube_value, game.cube_owner) == (2, BLACK)
assert game.position.on_roll == BLACK and game.can_double()
""")
md("""
**Only before rolling.** Once the dice are rolled the chance to double has gone for this turn:
""")
code("""
late = Game(position=race)
late.roll((6, 4))
try:
    late.double()
except GameError as e:
    print("Refused:", e)
# check: no double after the roll
assert not late.can_double()
""")
md("""
**Only the owner.** After Black has taken, White's next turn comes without the right to double:
""")
code("""
owner = Game(position=race)
owner.double(); owner.take()                 # Black owns the cube at 2
owner.roll((6, 4)); owner.play("8/2 8/4")    # White's turn
owner.roll((3, 1)); owner.play("12/9 10/9")  # Black plays without redoubling
print("White on roll:", cube_state(owner))
try:
    owner.double()
except GameError as e:
    print("Refused:", e)
# check: White, who does not own the cube, cannot double
assert owner.position.on_roll == WHITE and not owner.can_double()
""")
md("""
**Dropping.** If Black refuses White's first double, the game ends there: White wins 1 point, the
value before the double. If the cube was already on 2 and a redouble to 4 is dropped, the doubler
wins 2.
""")
code("""
drop = Game(position=race)
drop.double(); drop.drop()
print("first double dropped:", describe(drop.result))

redouble = Game(position=race)
redouble.double(); redouble.take()                   # cube 2, Black owns it
redouble.roll((6, 4)); redouble.play("8/2 8/4")
redouble.double(); redouble.drop()                   # Black redoubles to 4, White drops
print("redouble dropped:", describe(redouble.result))
""")
code("""
# check: a drop loses the value before the double, as a single game
assert drop.result == (WHITE, "single", 1)
assert redouble.result == (BLACK, "single", 2)
""")
md("""
The redouble game, step by step:
""")
code("""
drop_example = WorkedExample("Redouble dropped: Black wins 2", race, (6, 4), [
    ("White doubled before rolling and Black took: the cube is on 2, on Black's side. White rolls 6-4: "
     "8/2.", "8/2", on_2),
    ("The 4: 8/4. White's turn is over.", "8/4", on_2),
    ("Black owns the cube, so before rolling Black may redouble: it offers to play on for 4.", None,
     {"cube": (4, BLACK)}),
    ("White drops. The game ends at once, without another roll: Black wins 2 points, the value before "
     "the redouble, even though White is ahead in the race.", None, on_2),
])
drop_example
""")
code("""
# check: the example's play is the game's; the dropped redouble scored 2 for Black
assert drop_example.play == bg.parse_play(race, (6, 4), "8/2 8/4")
assert redouble.history[-1].action == "drop" and redouble.result.points == 2
""")
# ---------------------------------------------------------------- multiplies
md("""
## 2. The cube multiplies everything

At the end of the game the result (1, 2 or 3) is multiplied by the cube. A gammon with the cube on
4 scores **8**, a backgammon with the cube on 4 scores 12.

In the next game both players doubled once: Black doubled early, White took (cube 2, White's);
later White redoubled and Black took (cube 4, Black's). White now bears off its last two checkers,
and Black has borne off none. The doubles here show only the bookkeeping; when to double is
strategy, which these lessons leave aside.
""")
code("""
before = bg.Position.from_points(white={6: 1, 5: 1}, black={8: 3, 7: 2, 6: 5, 5: 5}, on_roll=BLACK)
cube4 = Game(position=before)
cube4.double(); cube4.take()                  # Black doubles, White takes: cube 2, White's
cube4.roll((2, 1)); cube4.play("8/6 8/7")     # Black's turn
cube4.double(); cube4.take()                  # White redoubles, Black takes: cube 4, Black's
print("White to roll:", cube_state(cube4))
last_turn = cube4.position
""")
code("""
on_4 = {"cube": (4, BLACK)}          # the cube on 4, owned by Black (who took the redouble)
gammon_on_4 = WorkedExample("A gammon with the cube on 4", last_turn, (6, 5), [
    ("The cube is on 4, on Black's side. White has rolled 6-5.", None, on_4),
    ("The 6 bears off the checker on the 6-point.", "6/off", on_4),
    ("The 5 bears off the last one: White wins.", "5/off", on_4),
    ("Black has borne off none: a gammon, 2 points, times the cube's 4: White wins 8 points.", None, on_4),
])
gammon_on_4
""")
code("""
cube4.roll((6, 5)); cube4.play("6/off 5/off")
print(describe(cube4.result))
# check: a gammon with the cube on 4 scores 8
assert cube4.result == (WHITE, "gammon", 8) == (WHITE, "gammon", score_game("gammon", 4))
""")
md("""
### Quiz 1: eight points

The cube is on 4. White has two checkers left and Black has borne off none. Play White's 5-2 so
that White wins the game — and 8 points — this turn.
""")
code("""
eight = bg.Position.from_points(white={5: 1, 2: 1}, black={6: 5, 5: 5, 4: 3, 3: 2}, on_roll=WHITE)
q_eight = Quiz("The cube is on 4. Play 5-2 to win a gammon (8 points) now.", eight, (5, 2),
               accept=lambda play: bg.game_result(play.result) is not None,
               hint="Each die can take a different checker off.",
               explain="Gammon (2) times the cube (4) = 8 points.",
               not_asked="That play is legal, but it moves one checker with both dice (5/3/off) and "
                         "leaves one on the 2-point: Black gets another turn.",
               score=score)
q_eight
""")
code("""
# check yourself: one checker with both dice does not finish the game
print("5/3/off ->", q_eight.judge("5/3/off").message)
assert q_eight.judge("5/3/off").kind == "not-asked"
result = bg.game_result(q_eight.correct_plays[0].result)
assert result.kind == "gammon" and score_game(result.kind, 4) == 8
assert q_eight.judge(Quiz("throwaway", eight, (5, 2), accept=lambda p: bg.game_result(p.result)).show_answer()).correct
""")
md("""
### Quiz 2: what kind of win?

Another game with the cube on 4. White has just borne off its last checker. One Black checker was hit
late and is still on the bar. First say what kind of win it is; then work out the points.
""")
code("""
on_the_bar = bg.Position.from_points(white={}, black={6: 5, 5: 5, 4: 4, "bar": 1}, on_roll=WHITE)
q_kind = ResultQuiz("The game is over. Single game, gammon or backgammon?", on_the_bar,
                    hint="Has the loser borne off any checker? Is one on the bar or in the winner's home board?",
                    explain="Black has none off and a checker on the bar: a backgammon, 3 points, times the "
                            "cube's 4: White wins 12 points.",
                    practise="game-result", score=score)
q_kind
""")
code("""
# check: a backgammon; with the cube on 4 it is worth 12; "gammon" is the tempting wrong answer
assert bg.game_result(on_the_bar).kind == "backgammon" and score_game("backgammon", 4) == 12
print("gammon ->", q_kind.judge("gammon").message)
assert q_kind.judge("backgammon").correct and not q_kind.judge("gammon").correct
assert ResultQuiz("throwaway", on_the_bar).show_answer() == "backgammon"
""")
# ---------------------------------------------------------------- Crawford
md("""
## 3. The Crawford rule (matches)

In a match (lesson 06), a player who needs only one more point has nothing to lose from the
opponent's doubles, so the trailer would double at every turn. The **Crawford rule** stops that
for one game:

* The game played right after a player **first reaches one point short of the match** (match
  point minus one) is the **Crawford game**: nobody may double in it.
* From the next game on (**post-Crawford**) the cube is back in play.
* There is only one Crawford game per match.

A match to 3: White wins a gammon first and leads 2-0, one point short.
""")
code("""
white_finishes = bg.Position.from_points(white={6: 1, 1: 1}, black={6: 5, 5: 5, 4: 5}, on_roll=WHITE)
black_finishes = bg.Position.from_points(white={6: 2, 5: 2}, black={2: 1, 1: 1}, on_roll=BLACK)

match = Match(3, random.Random(1))
g1 = match.new_game(position=white_finishes)
g1.roll((6, 1)); g1.play("6/off 1/off")
print(f"Game 1: {describe(g1.result)}. Score: White {match.record()[WHITE]}, Black {match.record()[BLACK]}")
print("Is the next game the Crawford game?", match.is_crawford_game())
""")
code("""
g2 = match.new_game(position=black_finishes)     # the Crawford game: Black is on roll
print("Crawford game: may Black double?", g2.can_double())
try:
    g2.double()
except GameError as e:
    print("Refused:", e)
g2.roll((2, 1)); g2.play("2/off 1/off")
print(f"Game 2: {describe(g2.result)}. Score: White {match.record()[WHITE]}, Black {match.record()[BLACK]}")
print("Is the next game the Crawford game?", match.is_crawford_game())
""")
code("""
g3 = match.new_game(position=black_finishes)     # post-Crawford: the cube is back
print("Post-Crawford: may Black double?", g3.can_double())
g3.double(); g3.drop()                            # White drops: Black wins 1
print(f"Game 3: {describe(g3.result)} (White dropped). Score: White {match.record()[WHITE]}, Black {match.record()[BLACK]}")
""")
code("""
# check: no double in the Crawford game, the cube back in the game after it, one Crawford game only
assert g2.crawford and not g2.can_double() and g2.cube_value == 1
assert not g3.crawford and g3.history[0].action == "double"
assert match.score == [2, 2] and not match.is_crawford_game()
""")
md("""
**A Crawford game played out.** A new match to 3, the other way round: Black won the first game with
a gammon and leads 2-0. White is about to win the next game with a gammon. Without the Crawford rule
White would double first, to make that gammon worth 4 and win the match. In the Crawford game it may
not.
""")
code("""
black_gammon = bg.Position.from_points(white={6: 5, 5: 5, 4: 5}, black={2: 1, 1: 1}, on_roll=BLACK)

crawford_match = Match(3, random.Random(2))
first = crawford_match.new_game(position=black_gammon)
first.roll((2, 1)); first.play("2/off 1/off")          # Black: a gammon, 2 points
print(f"Game 1: {describe(first.result)}. Score: White {crawford_match.record()[WHITE]}, Black {crawford_match.record()[BLACK]}")
crawford_game = crawford_match.new_game(position=white_finishes)
print("Crawford game:", crawford_game.crawford, "| may White double?", crawford_game.can_double())
""")
code("""
centred = {"cube": (1, None)}         # the Crawford game: the cube stays in the middle, on 1
crawford_example = WorkedExample("The Crawford game: White 0, Black 2, match to 3", white_finishes, (6, 1), [
    ("Black leads 2-0 in a match to 3: one point short. So this game is the Crawford game: the cube "
     "stays in the middle, on 1, and nobody may double. Before rolling, White would have loved to "
     "double (a gammon on 2 would be worth 4 and win the match), but it could not. White has rolled 6-1.",
     None, centred),
    ("The 6 bears off from the 6-point.", "6/off", centred),
    ("The 1 bears off the last checker: White wins.", "1/off", centred),
    ("Black has borne off none: a gammon, 2 points times a cube of 1. Score 2-2. The Crawford game is "
     "over; from the next game on the cube is back.", None, centred),
])
crawford_example
""")
code("""
crawford_game.roll((6, 1)); crawford_game.play("6/off 1/off")
print(f"Crawford game: {describe(crawford_game.result)}. Score: White {crawford_match.record()[WHITE]}, Black {crawford_match.record()[BLACK]}")
after_crawford = crawford_match.new_game(position=race)
print("Post-Crawford: may White double?", after_crawford.can_double())
# check: the Crawford game's gammon counts 2 (cube 1), it ties the match, and the cube returns afterwards
assert crawford_game.crawford and crawford_game.result == (WHITE, "gammon", 2)
assert crawford_match.score == [2, 2] and not after_crawford.crawford and after_crawford.can_double()
assert str(crawford_example.play) == "6/off 1/off"
""")
md("""
### Who may double?

Decide for each moment whether the player named may double **now**. There is no button question
for cube decisions (the engine judges plays, not doubles), so the answers are in the collapsed cell
below the table, worked out by `bglearn.Game` itself: expand it when you have decided.

| | moment | player |
|---|---|---|
| a | the cube is in the middle; White is on roll and has not rolled yet | White |
| b | the same, but White has already rolled 6-4 | White |
| c | White doubled and Black took; now it is White's turn again, before rolling | White |
| d | the same game, Black's turn, before rolling | Black |
| e | the Crawford game of a match to 3 (White 2, Black 0), Black on roll before rolling | Black |
| f | the game after it (post-Crawford), White on roll before rolling | White |
""")
code("""
# check: the answers to "Who may double?" (expand this cell to see them), from Game.can_double()
a = Game(position=race)
b = Game(position=race); b.roll((6, 4))
c = Game(position=race); c.double(); c.take(); c.roll((6, 4)); c.play("8/2 8/4"); c.roll((3, 1)); c.play("12/9 10/9")
d = Game(position=race); d.double(); d.take(); d.roll((6, 4)); d.play("8/2 8/4")
who = Match(3, random.Random(4))
w1 = who.new_game(position=white_finishes); w1.roll((6, 1)); w1.play("6/off 1/off")   # White 2-0
e = who.new_game(position=black_finishes)                                              # Crawford game
may_e = e.can_double()                                                                  # before Black rolls
e.roll((2, 1)); e.play("2/off 1/off")                                                   # Black wins 1
f = who.new_game(position=race)                                                         # post-Crawford
may = {"a": a.can_double(), "b": b.can_double(), "c": c.can_double(), "d": d.can_double(),
       "e": may_e, "f": f.can_double()}
for k, v in may.items():
    print(f"{k}: {'yes' if v else 'no'}")
assert may == {"a": True, "b": False, "c": False, "d": True, "e": False, "f": True}
assert [g.position.on_roll for g in (a, b, c, d, f)] == [WHITE, WHITE, WHITE, BLACK, WHITE]
assert e.crawford and not f.crawford
""")
md("""
Also in matches: **gammons always count in full** (the Jacoby rule below is for money play only),
and the cube multiplies them as usual.

## 4. Money play: the Jacoby rule and beavers

When each game is played for its own stake (*money play*, no match score), two optional rules are
common. Players agree on them before they start.

**The Jacoby rule.** Gammons and backgammons count only as a single game **unless the cube has been
turned** (doubled and taken) in that game. The idea: a player far ahead must double, and so give
the opponent the chance to drop, instead of playing on for a gammon with the cube in the middle.
`Game(jacoby=True)` applies it:
""")
code("""
plain = Game(position=white_finishes, jacoby=True)
plain.roll((6, 1)); plain.play("6/off 1/off")
print("Jacoby, cube never turned:", describe(plain.result))

turned = Game(position=white_finishes, jacoby=True)
turned.double(); turned.take()
turned.roll((6, 1)); turned.play("6/off 1/off")
print("Jacoby, cube turned to 2: ", describe(turned.result))
""")
code("""
# check: the same gammon is worth 1 with the centred cube under Jacoby, 2 x 2 = 4 once the cube is turned
assert plain.result == (WHITE, "gammon", 1)
assert turned.result == (WHITE, "gammon", 4)
assert score_game("gammon", 1, jacoby=True, cube_turned=False) == 1
""")
code("""
centred_1 = {"cube": (1, None)}       # the cube never turned: in the middle, showing 64 (value 1)
jacoby_example = WorkedExample("Jacoby: a gammon that counts 1", white_finishes, (6, 1), [
    ("Money play with the Jacoby rule. Nobody has doubled: the cube is still in the middle. White "
     "rolls 6-1.", None, centred_1),
    ("6/off.", "6/off", centred_1),
    ("1/off: White wins, and Black has borne off none: a gammon.", "1/off", centred_1),
    ("But the cube was never turned, so under the Jacoby rule the gammon counts as a single game: "
     "1 point, not 2. Had White doubled and Black taken, it would be 2 × 2 = 4.", None, centred_1),
])
jacoby_example
""")
code("""
# check: the example's play is the game's above; it scored 1 under Jacoby with the centred cube
assert jacoby_example.play == bg.parse_play(white_finishes, (6, 1), "6/off 1/off")
assert bg.game_result(jacoby_example.final_position).kind == "gammon" and plain.result.points == 1
""")
md("""
**Beavers.** A player who is doubled and thinks the doubler is wrong may answer with a **beaver**:
take *and at once redouble*, while **keeping the cube**. The cube goes straight from 1 to 4 (or from 2
to 8 on a redouble), and the beaverer owns it. The doubler cannot refuse a beaver. Beavers are a
money-play agreement and are not used in matches.

`bglearn.Game` has no beaver action, so here is the arithmetic only: White doubles, Black
beavers, and White goes on to win a gammon.
""")
code("""
cube_after_beaver = 1 * 2 * 2          # the double, then Black's immediate redouble
print("cube after the beaver:", cube_after_beaver, "(Black keeps it)")
print("White's gammon is then worth", score_game("gammon", cube_after_beaver))
# check
assert score_game("gammon", cube_after_beaver) == 8
""")
md("""
The same beaver on the race from section 1. White is on roll and, before rolling, doubles: the cube
would go to 2. Black thinks White is wrong to double, and beavers: it takes and at once turns the
cube to 4, keeping it on its own side. White cannot refuse. White has still not rolled:
""")
code("""
show(race, cube=(4, BLACK), caption="After the double and the beaver: the cube on 4, on Black's side")
""")
code("""
beaver_4 = {"cube": (4, BLACK)}       # Black beavered: the cube on 4, still on Black's side
beaver_example = WorkedExample("After the beaver: White rolls 6-4", race, (6, 4), [
    ("The cube is on 4, on Black's side. White rolls 6-4. The 6: 8/2.", "8/2", beaver_4),
    ("The 4: 8/4. All White's checkers are home.", "8/4", beaver_4),
    ("The game goes on at 4. If White wins a single game it scores 4 points, a gammon 8; if Black wins, "
     "Black scores 4 or 8. Only Black, the owner, may double next, to 8.", None, beaver_4),
])
beaver_example
""")
code("""
# check: cube 4 after a beaver; 4 points for a single game, 8 for a gammon; the play is legal
assert [score_game(k, 1 * 2 * 2) for k in ("single", "gammon")] == [4, 8]
assert beaver_example.play == bg.parse_play(race, (6, 4), "8/2 8/4")
""")
md("""
### What is it worth?

Work out each score yourself. The answers are in the collapsed cell below the table: expand it (click
the bar or the "⋯" where the cell is folded) when you have decided.

| | game | result | cube | rules |
|---|---|---|---|---|
| a | match | gammon | 2 | — |
| b | money | gammon | centred (never turned) | Jacoby |
| c | money | backgammon | 4 | Jacoby |
| d | money | a redouble to 4 is dropped | was 2 | — |
| e | money | gammon, after White doubled and Black beavered | ? | — |
""")
code("""
# check: the answers to "What is it worth?" (expand this cell to see them)
answers = {
    "a": score_game("gammon", 2),
    "b": score_game("gammon", 1, jacoby=True, cube_turned=False),
    "c": score_game("backgammon", 4, jacoby=True, cube_turned=True),
    "d": score_game("single", 2),          # a drop: the value before the double, as a single game
    "e": score_game("gammon", 1 * 2 * 2),  # the double and the beaver: the cube is on 4
}
for k, v in answers.items():
    print(f"{k}: {v} point{'s' if v != 1 else ''}")
assert answers == {"a": 4, "b": 1, "c": 12, "d": 2, "e": 8}
""")
# ---------------------------------------------------------------- automatic doubles
md("""
## 5. Automatic doubles: a house rule

Some money tables add **automatic doubles**: each time the opening roll is a tie, the stake doubles
(the cube is turned to 2, 4, ... but stays in the middle, so either player may make the next
double). Players often agree on a limit. This is a house rule, **not part of the standard game**,
and `bglearn.Game` does not offer it. Here is what it does to the opening, with seeded dice:
""")
code("""
start = bg.Position.start()

def opening_with_automatic_doubles(rng):
    \"\"\"House rule: roll one die each; every tie doubles the centred cube; return (cube, dice).\"\"\"
    cube = 1
    while True:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        if white != black:
            return cube, (max(white, black), min(white, black))
        cube *= 2

rng = random.Random(11)
starts = [opening_with_automatic_doubles(rng) for _ in range(10_000)]
print("games starting with the cube at:", dict(sorted(Counter(cube for cube, _ in starts).items())))
""")
code("""
# check: about 5 games in 6 start at 1 (no tie), and the opening play is still never a double
share_1 = sum(cube == 1 for cube, _ in starts) / len(starts)
assert 0.81 < share_1 < 0.86
assert all(a != b for _, (a, b) in starts)
""")
code("""
auto_4 = {"cube": (4, None)}          # two ties: the cube turned twice, still in the middle
auto_example = WorkedExample("Automatic doubles: two ties, then 5-3", start, (5, 3), [
    ("The opening roll was a tie, then another tie. With automatic doubles the stake doubled twice: "
     "the cube shows 4, still in the middle, so either player may make the next double.", None, auto_4),
    ("Third try: White 5, Black 3. White plays 5-3 like any opening: the 5, 8/3.", "8/3", auto_4),
    ("The 3: 6/3, making the 3-point. The game goes on at 4 points; the ties changed the stake, "
     "never the moves.", "6/3", auto_4),
])
auto_example
""")
code("""
# check: 8/3 6/3 is a legal opening 5-3, and two ties leave a centred cube of 4 in the house rule
assert str(auto_example.play) == "8/3 6/3"
rng_ties = random.Random(0)
assert any(cube == 4 for cube, _ in (opening_with_automatic_doubles(rng_ties) for _ in range(200)))
""")
md("""
### Quiz 3: after two ties

With automatic doubles, the opening roll was a tie twice (the stake is now 4), then White rolled a
6 and Black a 4. Make White's opening play: the ties changed the stake, not the roll.
""")
code("""
q_ties = Quiz("After two opening ties, White has 6 and Black 4. Make White's opening play.", start, (6, 4),
              hint="Two numbers, 6 and 4: one move each, or one checker 10 pips with a legal stop.",
              explain="Ties are rolled again; the play is always the two different numbers finally showing.",
              score=score)
q_ties
""")
code("""
# check yourself: playing the tied numbers as a double is wrong
print("13/9(2) 6/2(2) ->", q_ties.judge("13/9(2) 6/2(2)").message)
assert not q_ties.judge("13/9(2) 6/2(2)").legal
assert q_ties.judge("24/14").correct and q_ties.judge("8/2 6/2").correct
assert q_ties.judge(Quiz("throwaway", start, (6, 4)).show_answer()).correct
""")
# ---------------------------------------------------------------- physical play
md("""
## 6. Playing over a real board

Online, the software enforces every rule. Over a real board the players do it themselves, and
tournaments use these conventions:

* **Cocked dice.** The dice must be rolled in the board half on the roller's right and both must
  land flat there. If a die lands tilted, on a checker, outside that half or off the board, it is
  *cocked*, and **both dice are rolled again**.
* **Rolling early.** Dice rolled before the opponent has finished their turn (before they pick up
  their dice) are normally rolled again.
* **The move is final when the dice are picked up.** Until then, the player may move checkers back
  and forth within the numbers rolled.
* **Errors in movement.** A wrong (illegal) move may be put right by either player **before the
  next roll**. Once the opponent has rolled, the position generally stands as it is.
""")
code("""
blocked = bg.Position.from_points(white={24: 2, 13: 5, 8: 3, 6: 5},
                                  black={18: 2, 13: 5, 8: 3, 6: 5}, on_roll=WHITE)
correction = WorkedExample("A wrong move, put right before the next roll", blocked, (6, 1), [
    ("White rolls 6-1 and moves a checker 13/7 with the 6. But Black holds White's 7-point with two "
     "checkers: that move is illegal.", None, {"arrows": [(13, 7)], "highlight": [7]}),
    ("Black notices before rolling, so White must put it right, within the same 6-1. The checker "
     "goes back; the 6 is played from the 24-point instead.", "24/18"),
    ("The 1: 6/5.", "6/5"),
    ("White picks up the dice: the play 24/18 6/5 is now final, and Black rolls.", None),
])
correction
""")
code("""
# check: 13/7 is illegal here (blocked point) and the corrected play is legal
assert bg.check_play(blocked, (6, 1), "13/7 6/5").rule == "blocked-point"
assert bg.check_play(blocked, (6, 1), "24/18 6/5").legal
""")
md("""
### Quiz 4: is it legal?

Before Black rolls, Black looks at White's play. The arrows show it: `13/7 6/5` with 6-1. Is it
legal? If not, press the rule it breaks.
""")
code("""
q_check = LegalityQuiz("Is the play shown legal? If not, which rule does it break?", blocked, (6, 1), "13/7 6/5",
                       hint="Follow each move: where does it land, and who holds that point?",
                       explain="The 6 lands on White's 7-point, which Black holds with two checkers.",
                       practise="blocked-intermediate", score=score)
q_check
""")
code("""
# check: the play breaks the blocked-point rule; "legal" is wrong; "Show answer" names the rule
assert q_check.right == "blocked-point" and q_check.judge("blocked-point").correct
print("legal ->", q_check.judge("legal").message)
assert (q_check.judge("legal").kind, q_check.judge("legal").rule) == ("wrong", "blocked-point")
assert LegalityQuiz("throwaway", blocked, (6, 1), "13/7 6/5").show_answer() == "blocked-point"
""")
md("""
### Quiz 5: put it right

Same position, same 6-1. White's first try, `13/7 6/5`, was illegal. Type a legal play. (There are
five; can you see why no checker from the 13-point can move at all?) With **Practise more** you get
other boards where points are blocked; the task stays: make a legal play.
""")
code("""
q_fix = Quiz("Put it right: make a legal play with this roll.", blocked, (6, 1),
             hint="For each checker, where would each die land? A point the opponent holds with two or more is closed.",
             explain="From the 13-point, the 6 lands on the 7-point and the 1 on the 12-point: both held by Black.",
             practise="blocked-intermediate", score=score)
q_fix
""")
code("""
# check yourself: the first try, judged by the engine
print("13/7 6/5 ->", q_fix.judge("13/7 6/5").message)
assert q_fix.judge("13/7 6/5").rule == "blocked-point"
assert {str(p) for p in q_fix.legal_plays} == {"8/2 6/5", "24/23 8/2", "24/18 6/5", "24/23 24/18", "8/1"}
assert q_fix.judge(Quiz("throwaway", blocked, (6, 1)).show_answer()).correct
""")
# ---------------------------------------------------------------- variants
md("""
## 7. Variants you may meet

The rules in these lessons are the international standard. Before a game with new people, ask
which rules the table uses. Three common variants:

**Nackgammon.** Standard rules, different start: each side takes one checker from its 13-point and
one from its 6-point and puts them on its **23-point**. So each side has 2 on the 24-point, 2 on the
23-point, 4 on the 13-point, 3 on the 8-point and 4 on the 6-point. (This matches the description
on DailyGammon, a long-running play site.) The extra
back checkers make longer, more positional games.
""")
code("""
nack = bg.Position.from_points(white={24: 2, 23: 2, 13: 4, 8: 3, 6: 4},
                               black={24: 2, 23: 2, 13: 4, 8: 3, 6: 4}, on_roll=WHITE)
show(nack, highlight=[24, 23, 13, 8, 6], caption="Nackgammon's start: 2-2-4-3-4 on the 24, 23, 13, 8 and 6 points")
""")
code("""
# check: fifteen checkers each, two of them moved to the 23-point from the 13- and 6-points
for side in (WHITE, BLACK):
    board = nack.checkers(side)
    assert sum(board) == 15 and board[23] == 2
    assert [board[p] - bg.Position.start().checkers(side)[p] for p in (13, 6)] == [-1, -1]
""")
code("""
nack_example = WorkedExample("Nackgammon: 6-5 makes the 18-point", nack, (6, 5), [
    ("The Nackgammon start: two back checkers on the 24-point and two more on the 23-point; one "
     "fewer on the 13 and on the 6.", None, {"highlight": [24, 23]}),
    ("With 6-5 the usual play from the standard start, 24/13, is still legal. Here another one uses "
     "the extra back checkers: the 6, 24/18.", "24/18"),
    ("The 5, 23/18: two checkers on the 18-point make it White's; Black's checkers cannot land "
     "there.", "23/18"),
])
nack_example
""")
code("""
# check: 24/18 23/18 and 24/13 are both legal 6-5 plays from the Nackgammon start
assert {"24/18 23/18", "24/13"} <= {str(p) for p in bg.legal_plays(nack, (6, 5))}
assert str(nack_example.play) == "24/18 23/18"
""")
md("""
### Quiz 6: a Nackgammon opening

The moving rules are the same as always. White starts with 3-1: make White's 5-point.
""")
code("""
q_nack = Quiz("Nackgammon start, White to play 3-1: make the 5-point.", nack, (3, 1),
              accept="8/5 6/5",
              hint="Two checkers together make a point. Which checkers are 3 and 1 pips from the 5-point?",
              explain="8/5 with the 3 and 6/5 with the 1: the same play as from the standard start.",
              score=score)
q_nack
""")
code("""
# check yourself: a legal play that does not make the 5-point, and one that is not legal
for answer in ["24/23 24/21", "8/5"]:
    print(answer, "->", q_nack.judge(answer).message)
assert q_nack.judge("24/23 24/21").kind == "not-asked"
assert q_nack.judge("8/5").rule == "must-use-both-dice"   # half of the right idea
assert str(Quiz("throwaway", nack, (3, 1), accept="8/5 6/5").show_answer()) == "8/5 6/5"
""")
md("""
**Tavla** (Turkey). Played without a doubling cube. A gammon is called *mars* (worth 2 points).
The checker play is the backgammon you know.

**Acey-deucey** (popular in the US Navy). All fifteen checkers start *off* the board and are entered
in the opponent's home board, as from the bar. The roll **1-2** ("acey-deucey") is special: in the
usual American rules the player plays the 1 and the 2, then chooses any double and plays it as
well, and then rolls again. Details differ from table to table, so agree on them first.

bglearn's engine plays standard backgammon only; these two are described, not simulated.

## Summary

* Double only on your own turn, before rolling; the opponent takes (cube doubles, taker owns it) or
  drops (loses the value before the double). Only the owner redoubles.
* The result (1, 2, 3) is multiplied by the cube: a gammon on 4 is 8.
* Crawford: in a match, no cube in the one game after a side first reaches match point minus one;
  the cube returns post-Crawford.
* Jacoby (money): gammons count single unless the cube was turned. Beaver (money): take and at
  once redouble, keeping the cube.
* Automatic doubles on opening ties are a house rule.
* Cocked dice: both re-rolled. Early rolls: re-rolled. A wrong move is put right before the next
  roll; the move is final when the dice are picked up.

Next: **lesson 08, review** (`08-review.ipynb`): a mixed quiz over everything, with the common
mistakes as tempting wrong answers.
""")
md("""
## Your score
This line counts the quizzes above as you answer them.
""")
code("""
score
""")
code("""
# check: six quizzes report to the score, three with Practise more; a practice board is of its kind and
# the quiz's own answer for it is judged right (on throwaway copies: your score is untouched)
assert score.total == 6 and [q.practise_kind for q in score.quizzes].count(None) == 3
trials = [ResultQuiz("throwaway", on_the_bar, practise="game-result"),
          LegalityQuiz("throwaway", blocked, (6, 1), "13/7 6/5", practise="blocked-intermediate"),
          Quiz("throwaway", blocked, (6, 1), practise="blocked-intermediate")]
for trial in trials:
    example = trial.practise(seed=1)
    assert practice.predicate(trial.practise_kind)(example.position, example.dice)
    assert trial.judge(trial.show_answer()).correct
assert score.solved == 0 and not any(q.attempts for q in score.quizzes)
""")

print("wrote", write("07-the-doubling-cube.ipynb"))

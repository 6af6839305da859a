"""Build lessons/05-bearing-off.ipynb (outputs cleared).

Run from the repository root:  python lessons/_build/make_05.py
"""

from nbbuild import code, md, write


# ---------------------------------------------------------------------------------------------
md("""
# Lesson 5 · Bearing off

The race ends in your **home board**: for White, the 1- to 6-points (bottom right in the
pictures). Once every one of your checkers is there, you start taking them off the board. This is
called **bearing off**, and the first player to bear off all fifteen checkers wins.

In notation a checker borne off goes to `off`: `6/off` takes a checker off from the 6-point.

In this lesson you will learn:

1. you may bear off only when **all fifteen** of your checkers are in your home board;
2. a number bears off a checker from **the point of that number**;
3. a number **higher than your highest occupied point** bears off a checker from **that
   highest point**;
4. when a higher point is still occupied, a number that cannot bear off must be **moved inside**;
5. bearing off is never compulsory for a particular die: you may **move inside instead**, as long
   as you use the whole roll;
6. a checker **hit** during the bear-off must enter and come all the way home before bearing off
   goes on (checkers already off stay off);
7. the last checker may **come home during the turn**, and the game may **end in the middle of
   a roll**.

As before, White is on roll and points are numbered from White's side.
""")

code("""
import bglearn as bg
from bglearn.teach import show, WorkedExample, Quiz, PointsQuiz, LegalityQuiz, Score

score = Score()   # every question below reports to it; see the end of the lesson


def board(white, black):
    \"\"\"A position with White to move. Both sides are listed by the point numbers printed on
    the pictures (White's numbering), e.g. black={18: 2} puts two black checkers on 18.\"\"\"
    return bg.Position.from_points(
        white=white, black={25 - p: n for p, n in black.items()}, on_roll=bg.WHITE
    )


def borne_off(play):
    \"\"\"How many checkers a play bears off.\"\"\"
    return sum(1 for move in play.moves if move.to_point == 0)
""")

md("""
*How the boards are written:* `board(white={...}, black={...})` lists each side's checkers by
the point numbers printed on the pictures; checkers not placed on the board have been borne off.
Cells marked **check:** prove that what the text says is true.

The questions come in several kinds: type a play (e.g. `13/8 6/5`, or nothing for "no move"),
pick a number, click point buttons, or say whether a play shown with arrows is legal and, if not, which
rule it breaks. A wrong answer tells you why and draws a legal play. **Practise more** gives a
fresh board where the same rule decides, as often as you like.
""")

# ---------------------------------------------------------------------------------------------
md("""
## 1. All fifteen home first

White has fourteen checkers home and one straggler on the 8-point. White rolls **5-3**.
""")

code("""
# White: one checker on the 8-point, fourteen in the home board. Black: all fifteen at home.
straggler = board(white={8: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, black={23: 2, 22: 3, 21: 3, 20: 3, 19: 4})
leg_home = LegalityQuiz("White plays 5/off 3/off with 5-3 (the arrows). Is this play legal? If not, "
                        "which rule does it break?", straggler, (5, 3), "5/off 3/off", score=score)
leg_home
""")

code("""
q_home = Quiz("Play this roll so that a checker is borne off this turn.", straggler, (5, 3),
              accept=lambda play: borne_off(play) >= 1,
              practise="come-home-then-off", score=score,
              hint="Bring the last checker home with one die first.",
              not_asked="That play is legal, but a play that bears off a checker exists.",
              explain="One die brings the last checker home; then all fifteen are home, and the "
                      "other die may bear a checker off.")
q_home
""")

code("""
# check: bearing off before the straggler is home is illegal; one play bears a checker off
assert {str(p) for p in bg.legal_plays(straggler, (5, 3)) if borne_off(p)} == {"8/off"}
leg_home.verify("bear-off-not-all-home", {"legal": "bear-off-not-all-home", "wrong-distance": None})
q_home.verify("8/3/off", {"5/off 3/off": "bear-off-not-all-home", "8/3": "must-use-both-dice"})
assert q_home.judge("8/5 6/1").kind == "not-asked"
print(q_home.judge("5/off 3/off").message)
""")

md("""
The answer shows something useful: the rule is checked **move by move**. As soon as the last
checker is home, even in the middle of your turn, the next die may bear off.
""")

code("""
ex_home = WorkedExample("5-3: home with one die, off with the other", straggler, (5, 3), [
    ("The 5 first: 8/3. Now all fifteen White checkers are in the home board.", "8/3"),
    ("The 3 bears off a checker from the 3-point.", "3/off"),
    ("One checker off. The same result is written 8/off: one checker went 8/3/off.", None),
])
ex_home
""")

md("""
The same thing works with doubles. Below, White's last checker is far away on the 24-point and
White rolls **6-6**: three 6s bring it home (24/18/12/6), and the fourth 6 bears it off.
""")

code("""
# White: one checker on the 24-point, fourteen on the 6- and 5-points.
# Black holds the 16-, 4- and 3-points, the rest in Black's home board (19-21).
far_away = board(white={24: 1, 6: 7, 5: 7}, black={21: 2, 20: 4, 19: 3, 16: 2, 4: 2, 3: 2})
ex_double = WorkedExample("6-6: three 6s home, the fourth bears off", far_away, (6, 6), [
    ("The first 6: 24/18.", "24/18"),
    ("The second 6: 18/12.", "18/12"),
    ("The third 6: 12/6. All fifteen checkers are home now.", "12/6"),
    ("So the fourth 6 may bear off: 6/off. The whole play is written 24/off.", "6/off"),
])
ex_double
""")

code("""
# check: 24/off is the only legal 6-6 here
assert {str(p) for p in bg.legal_plays(far_away, (6, 6))} == {"24/off"}
""")

# ---------------------------------------------------------------------------------------------
md("""
## 2. The exact point

With all fifteen home, a number bears off a checker **from the point with that number**: a 4
takes a checker off the 4-point, a 1 takes one off the 1-point.
""")

code("""
# All fifteen White checkers home. Black: all at home.
all_home = board(white={6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, black={23: 2, 22: 3, 21: 3, 20: 3, 19: 4})
show(all_home, dice=(4, 1), play="4/off 1/off", caption="4-1: the 4 from the 4-point, the 1 from the 1-point")
""")

code("""
q_exact = Quiz("Play 4-1 so that two checkers are borne off.", all_home, (4, 1), score=score,
               accept=lambda play: borne_off(play) == 2,
               explain="Each number bears off from its own point: 4/off 1/off.")
q_exact
""")

code("""
# check: exactly one play bears off two checkers
assert {str(p) for p in bg.legal_plays(all_home, (4, 1)) if borne_off(p) == 2} == {"4/off 1/off"}
q_exact.verify("4/off 1/off", {"6/off": "wrong-distance", "3/off 1/off": "bear-off-higher-point-occupied"})
""")

# ---------------------------------------------------------------------------------------------
md("""
## 3. A higher number: from the highest point only

Late in the bear-off your checkers are all on low points. If you roll a number **higher than
your highest occupied point**, it bears off a checker from that highest point. Here White's
highest checkers are on the 4-point and White rolls **6-5**.
""")

code("""
# White: eight checkers left, on the 4-, 3-, 2- and 1-points (seven already off).
low = board(white={4: 2, 3: 3, 2: 2, 1: 1}, black={23: 2, 22: 3, 21: 3, 20: 3, 19: 4})
ex_high = WorkedExample("6-5 with nothing above the 4-point", low, (6, 5), [
    ("No White checker stands on the 6- or 5-point, and none higher than the 4-point.", None,
     {"highlight": [6, 5]}),
    ("The 6 bears off from the highest occupied point, the 4-point.", "4/off"),
    ("The 5 too: the 4-point is still the highest, so the second checker there goes off.", "4/off"),
    ("4/off(2). A higher number may bear off only from the highest point: 3/off or 2/off would "
     "be illegal while the 4-point is occupied.", None),
])
ex_high
""")

code("""
# check: with 6-5 the only legal play is 4/off(2); a lower checker cannot go first
assert {str(p) for p in bg.legal_plays(low, (6, 5))} == {"4/off(2)"}
assert bg.check_play(low, (6, 5), "3/off 2/off").rule == "bear-off-higher-point-occupied"
""")

md("""
Same position; now White rolls **6-3**. One number is higher than any occupied point, the other
is not.
""")

code("""
q_high = Quiz("Play this roll.", low, (6, 3), practise="bear-off-higher", score=score,
              hint="Which is your highest occupied point? Which number is higher than it?",
              explain="A number higher than every occupied point bears off from the highest one.")
q_high
""")

code("""
# check: the 6 bears off from the 4-point; the 3 bears off from the 3-point or moves 4/1;
# the 6 from the 3-point (or lower) is illegal while the 4-point is occupied
assert {str(p) for p in bg.legal_plays(low, (6, 3))} == {"4/off 3/off", "4/1 4/off"}
q_high.verify("4/off 3/off", {"3/off(2)": "bear-off-higher-point-occupied",
                                   "2/off 3/off": "bear-off-higher-point-occupied"})
print(q_high.judge("3/off(2)").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 4. When a higher point is still occupied: move inside

If the point of your number is empty **and a checker stands on a higher point**, that number
cannot bear off anything. It must be played as an ordinary move inside the home board.

White below has checkers on the 6-, 4- and 2-points and rolls **5-2**. The 5-point is empty, but
the 6-point is not.
""")

code("""
# White: seven checkers left, on the 6-, 4- and 2-points.
gap = board(white={6: 2, 4: 3, 2: 2}, black={23: 2, 22: 3, 21: 3, 20: 3, 19: 4})
ex_inside = WorkedExample("5-2: the 5 must move inside", gap, (5, 2), [
    ("The 5 cannot bear off from the 4-point: a checker still stands higher, on the 6-point. "
     "So the 5 moves a checker inside: 6/1.", "6/1"),
    ("The 2 is exact: it bears off from the 2-point (6/4 or 4/2 would also be legal).", "2/off"),
    ("6/1 2/off: both dice used, one checker off.", None),
])
ex_inside
""")

md("""
Same position, same 5-2. The arrows show a tempting play: 4/off with the 5, 2/off with the 2.
""")

code("""
leg_inside = LegalityQuiz("Is the play shown by the arrows legal? If not, which rule does it break?",
                          gap, (5, 2), "4/off 2/off",
                          practise="bear-off-inside", score=score)
leg_inside
""")

code("""
# check: every legal 5-2 moves 6/1; bearing off from the 4-point with the 5 is illegal
assert {str(p) for p in bg.legal_plays(gap, (5, 2))} == {"6/1 2/off", "6/1 4/2", "6/4 6/1"}
leg_inside.verify("bear-off-higher-point-occupied", {"legal": "bear-off-higher-point-occupied",
                                                         "bear-off-not-all-home": None})
""")

md("""
Same position, but now White rolls **5-3**. Both the 5-point and the 3-point are empty.
""")

code("""
q_inside = Quiz("Play this roll.", gap, (5, 3), practise="bear-off-inside", score=score,
                hint="Is any checker on a point higher than the number? Then the number moves inside.",
                explain="A number whose point is empty, while a higher point is occupied, is "
                        "moved inside.")
q_inside
""")

code("""
# check: with 5-3 nothing can be borne off: both numbers move inside (the 6-point stays occupied)
assert {str(p) for p in bg.legal_plays(gap, (5, 3))} == {"6/1 4/1", "6/3 6/1"}
q_inside.verify("6/1 4/1", {"4/off 2/off": "bear-off-higher-point-occupied",
                                 "6/1 2/off": "bear-off-higher-point-occupied"})
print(q_inside.judge("6/1 2/off").message)
""")

md("""
### Which checkers may bear off?

Put sections 2 to 4 together. White has six checkers left, on the 5-, 3- and 2-points, and rolls
**6-3**. Think about each die, and about both orders.
""")

code("""
# White: six checkers left, on the 5-, 3- and 2-points.
which = board(white={5: 1, 3: 2, 2: 3}, black={23: 2, 22: 3, 21: 3, 20: 3, 19: 4})
pts_which = PointsQuiz("Which points can White bear a checker off from with this roll (in some legal "
                       "play)? Click the button of every such point (a second click takes it back), then Check.", which, (6, 3), ask="bear-off",
                       practise="bear-off", score=score)
pts_which
""")

code("""
# check: the 6 bears off from the 5-point (the highest); the 3 from the 3-point; and after 5/2 with
# the 3, the 6 bears off from the 3-point (now the highest). Never from the 2-point.
off_from = {m.from_point for p in bg.legal_plays(which, (6, 3)) for m in p.moves if m.to_point == 0}
assert off_from == {5, 3}
pts_which.verify([5, 3], {"5 3 2": "bear-off-higher-point-occupied", "3": None})
print(pts_which.judge([3]).message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 5. You may move inside instead of bearing off

Bearing off is a choice, not a duty for each die: when a number could bear a checker off and
could also move one inside, you choose. (Players move inside on purpose, for example to avoid
leaving a blot while an opposing checker could still hit it.) What you may **not** do is waste a
number: the whole-roll rules of Lesson 4 still apply.
""")

code("""
choice = board(white={6: 3, 5: 2, 4: 3, 3: 2, 1: 1}, black={23: 2, 22: 3, 21: 3, 20: 3, 19: 4})
q_choice = Quiz("Play 4-1 without bearing off any checker.", choice, (4, 1), score=score,
                accept=lambda play: borne_off(play) == 0,
                not_asked="That play is legal, but it bears a checker off.",
                explain="For example 6/2 5/4 or 6/1: both numbers are used, none bears off. "
                        "That is as legal as 4/off 1/off.")
q_choice
""")

code("""
# check: plays with and without bearing off are both legal; using only one die is not
legal = bg.legal_plays(choice, (4, 1))
assert any(borne_off(p) == 2 for p in legal) and any(borne_off(p) == 0 for p in legal)
q_choice.verify("6/2 5/4", {"4/off": "must-use-both-dice"})
assert q_choice.judge("4/off 1/off").kind == "not-asked"
print(q_choice.judge("4/off").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 6. Hit during the bear-off

While your opponent still has checkers behind yours, a blot in your home board can be hit. A hit
checker goes to the **bar**, like at any time in the game. Then:

* it must **enter** (in your opponent's home board) before anything else moves;
* bearing off **stops** until it has come all the way round and is back in your home board;
* checkers you have **already borne off stay off**.

Here White has borne off five checkers, and one has just been hit. White rolls **6-2**.
""")

code("""
# White: five off, one on the bar, nine at home. Black: points in its home board and outside.
hit = board(white={"bar": 1, 6: 3, 5: 3, 4: 2, 3: 1}, black={21: 2, 20: 2, 19: 2, 16: 2, 13: 2, 12: 3, 7: 2})
ex_hit = WorkedExample("6-2 with a checker on the bar", hit, (6, 2), [
    ("First the checker on the bar must enter. The 6 would enter on White's 19-point, which "
     "Black holds; the 2 enters on the 23-point.", "bar/23"),
    ("Now the 6. The checker on the 23-point is outside the home board, so nothing can bear "
     "off: 6/off is not allowed. The 6 moves the runner on: 23/17.", "23/17"),
    ("bar/17 (bar/23/17). White still has five checkers off; they stay off. Bearing off "
     "starts again once the runner is home.", None),
])
ex_hit
""")

code("""
q_hit = Quiz("Play 6-2 with the checker on the bar.", hit, (6, 2), score=score, practise="enter",
             hint="Enter first. Then: are all fifteen checkers home?",
             explain="bar/23/17: enter with the 2, then the 6 must move the entered checker.")
q_hit
""")

code("""
# check: the only play; bearing off before entering, or before coming home, is illegal; 5 stay off
assert {str(p) for p in bg.legal_plays(hit, (6, 2))} == {"bar/17"}
q_hit.verify("bar/23/17", {"6/off bar/23": "must-enter-first", "bar/23 6/off": "bear-off-not-all-home"})
print(q_hit.judge("bar/23 6/off").message)
assert hit.checkers(bg.WHITE)[0] == 5 and bg.legal_plays(hit, (6, 2))[0].result.checkers(bg.WHITE)[0] == 5
# check: Practise more gives a board where a checker on the bar can enter (a throwaway copy)
trial = Quiz("throwaway", hit, (6, 2), practise="enter")
example = trial.practise(seed=1)
from bglearn.teach import practice
assert practice.predicate("enter")(example.position, example.dice) and trial.judge(trial.show_answer()).correct
""")

# ---------------------------------------------------------------------------------------------
md("""
## 7. The game can end in the middle of a roll

The game is over **the moment** your fifteenth checker is off. If that happens with the first die
(or the second move of a double), the rest of the roll is simply not played. White has one checker
left on the 2-point and rolls **6-5**.
""")

code("""
# White: one checker left. Black: thirteen at home, two off.
last_one = board(white={2: 1}, black={23: 1, 22: 2, 21: 3, 20: 3, 19: 4})
show(last_one, dice=(6, 5), play="2/off", caption="6-5: the 6 bears off the last checker; the game is over")
""")

code("""
# check: 2/off is the whole play; after it White has won (a single game: Black has borne off two)
assert {str(p) for p in bg.legal_plays(last_one, (6, 5))} == {"2/off"}
result = bg.game_result(bg.parse_play(last_one, (6, 5), "2/off").result)
assert result.winner == bg.WHITE and result.kind == "single"
print(f"{bg.side_name(result.winner)} wins a {result.kind} game: {result.points} point.")
""")

md("""
Until the last checker is off, though, the usual rules still hold, including **use both dice if
you can**. Here White's last checker is again on the 2-point, but a black blot sits on White's
1-point and White rolls **6-1**. The 6 alone would bear the checker off, but that uses one die, and
there is a play that uses both: the 1 first (hitting the blot), then the 6 bears off from the
1-point. So `2/1*/off` is forced, hit and all.
""")

code("""
# White: one checker on the 2-point. Black (in White's numbering): a blot on 1, ten checkers at
# home, four already off.
last_hit = board(white={2: 1}, black={1: 1, 23: 2, 22: 2, 21: 3, 20: 3})
show(last_hit, dice=(6, 1), play="2/1*/off", caption="6-1: both dice can be used, so the 1 must hit first")
""")

code("""
# check: the only legal play uses both dice and hits on the way off
assert {str(p) for p in bg.legal_plays(last_hit, (6, 1))} == {"2/1*/off"}
assert bg.game_result(bg.parse_play(last_hit, (6, 1), "2/1*/off").result).winner == bg.WHITE
""")

code("""
two_left = board(white={1: 2}, black={23: 1, 22: 2, 21: 3, 20: 3, 19: 4})
q_end = Quiz("White has two checkers left on the 1-point and rolls 4-4. Finish the game. (A 4-4 gives four "
             "moves, but there are only two checkers to move.)", two_left, (4, 4),
             score=score,
             explain="1/off(2): two of the four 4s end the game; the other two are never played.")
q_end
""")

code("""
# check: only two of the four moves are played, and the game is over
assert {str(p) for p in bg.legal_plays(two_left, (4, 4))} == {"1/off(2)"}
q_end.verify("1/off(2)", {"1/off": "must-use-more-dice", "1/off(4)": "not-your-checker"})
print(q_end.judge("1/off").message)
assert bg.game_result(bg.parse_play(two_left, (4, 4), "1/off(2)").result).winner == bg.WHITE
""")

# ---------------------------------------------------------------------------------------------
md("""
## Summary

* Bear off only with **all fifteen** checkers home; the check is made move by move, so a checker
  that comes home with one die lets the next die bear off.
* A number bears off from **its own point**; a number **higher than your highest occupied point**
  bears off a checker from that highest point.
* A number whose point is empty while a **higher point is occupied** moves a checker **inside**.
* You may move inside instead of bearing off, but you must still use the whole roll.
* A checker **hit** during the bear-off must enter and come home before bearing off resumes;
  checkers already off stay off.
* The game ends **the moment** the fifteenth checker is off, even in the middle of a roll.
""")

md("""
## Check yourself

The first cell shows the feedback two typical beginner's answers get (it only *judges* them:
your own answers and score are not touched). The second shows your score; it updates as you
answer.
""")

code("""
for where, quiz, attempt in [("5-3, a 6 above", q_inside, "6/1 2/off"), ("6-2 from the bar", q_hit, "bar/23 6/off")]:
    print(f"{where}: {attempt}\\n  {quiz.judge(attempt).message}\\n")
""")

code("""
score
""")

code("""
# check: all ten questions report to the score, and the cells above left it untouched
assert score.total == 10 and score.solved == 0
""")

md("""
Next: **Lesson 6, starting and winning** (`06-starting-and-winning.ipynb`): the opening roll, and
what a game is worth (single game, gammon, backgammon).
""")
print("wrote", write("05-bearing-off.ipynb"))

"""Build lessons/04-using-the-whole-roll.ipynb (outputs cleared).

Run from the repository root:  python lessons/_build/make_04.py
"""

from nbbuild import code, md, write


# ---------------------------------------------------------------------------------------------
md("""
# Lesson 4: Using the whole roll

You already know how one checker moves and where it may land. This lesson answers a different
question: **how much of the roll must you use?** The answer is "as much as the rules allow", and
the rules say exactly how much that is.

A reminder of two words: a **move** uses one die; a **play** is your whole turn (all the moves of
one roll).

In this lesson you will learn:

1. you must use **both dice** whenever *any* order, or *any* sharing of the dice between checkers,
   lets you;
2. when only one die can be used: a die that is the *only* one playable must be played, and when
   *either* could be played but not both, it must be the **higher** one;
3. a **double** gives four moves, and you play as many of them as you can;
4. you may **never pass** while a legal move exists;
5. safety (not leaving blots) helps you choose *between* legal plays, but never lets you skip a die.

All boards are seen by **White**, who is on roll and moves from the 24-point down towards the
1-point. Points are always numbered from White's side.
""")

code("""
import bglearn as bg
from bglearn.teach import show, WorkedExample, Quiz, DiceCountQuiz, LegalityQuiz, Score

score = Score()   # every question below reports to it; see the end of the lesson


def board(white, black):
    \"\"\"A position with White to move. Both sides are listed by the point numbers printed on
    the pictures (White's numbering), e.g. black={18: 2} puts two black checkers on 18.\"\"\"
    return bg.Position.from_points(
        white=white, black={25 - p: n for p, n in black.items()}, on_roll=bg.WHITE
    )
""")

md("""
*How the boards are written:* `board(white={...}, black={...})` lists each side's checkers by
the point numbers printed on the pictures, `{point: number of checkers}`.

Run each cell in order (Shift+Enter). Cells marked **check:** prove that what the text says about
a board is true; if a check ever failed, the cell would stop with an error.

The questions come in several kinds: type a play (e.g. `13/8 6/5`, or nothing for "no move"),
pick a number, tick points, or say whether a play shown with arrows is legal and, if not, which
rule it breaks. A wrong answer tells you why and draws a legal play. **Practise more** gives a
fresh board where the same rule decides, as often as you like.
""")

# ---------------------------------------------------------------------------------------------
md("""
## 1. Both dice, if there is any way at all

Here White rolls **6-3**. White has two checkers outside the home board, on the 13-point and the
9-point. Black holds White's 6-point and 4-point (two checkers on each).
""")

code("""
# White: checkers on the 13- and 9-points, thirteen deep in the home board (1-, 2- and 3-points).
# Black: two checkers on the 6-point and two on the 4-point, the rest at home (19).
two_runners = board(white={13: 1, 9: 1, 3: 5, 2: 4, 1: 4}, black={19: 11, 6: 2, 4: 2})
""")

md("""
Most beginners start with the bigger number and the first checker they see: 13/7. Then they look
for a 3 and find none. Does that mean the 3 is "unplayable"? **No.** The question is never "can I
play the other die after the move I like?" but "**is there any complete sequence that uses both
dice?**" First count for yourself, then step through the example (press *Next*).
""")

code("""
dc_search = DiceCountQuiz("How many of the dice can White use with this roll?", two_runners, (6, 3),
                          practise="lower-die-first", score=score,
                          hint="Don't stop at the first checker you try: try the other checker, and the other order.")
dc_search
""")

code("""
ex_search = WorkedExample("6-3: look for a complete sequence", two_runners, (6, 3), [
    ("White rolls 6-3. Black's points (highlighted) are the 6-point and the 4-point.", None,
     {"highlight": [6, 4]}),
    ("The tempting start: 13/7 with the 6. But then every 3 is blocked: 7/4 and 9/6 land on "
     "Black's points, and the checkers at home cannot move 3. This is a dead end.", None,
     {"arrows": [(13, 7)], "highlight": [4, 6]}),
    ("Try the other checker for the 6: 9/3 lands on White's own point.", "9/3"),
    ("Now a 3 fits: 13/10 lands on an empty point.", "13/10"),
    ("Both dice are used. Because a complete sequence exists, <b>13/10 9/3</b> is the only "
     "legal play, and 13/7 alone is illegal.", None),
])
ex_search
""")

code("""
# check: the only legal play is 13/10 9/3, and 13/7 alone breaks the both-dice rule
assert {str(p) for p in bg.legal_plays(two_runners, (6, 3))} == {"13/10 9/3"}
v = bg.check_play(two_runners, (6, 3), "13/7")
assert v.rule == "must-use-both-dice"
print(v.message)
# check: the dice-count question: 2 is right, 1 (the beginner's answer) is wrong
assert bg.dice_used(two_runners, (6, 3)) == 2
dc_search.verify(2, {1: "must-use-both-dice", 0: "must-move"})
print(dc_search.judge(1).message)
""")

md("""
### The order of the dice is yours to choose

There is no rule that the higher die goes first. You choose any order, as long as the whole play
uses the dice the rules require. Try it on this board: White's last checker outside is on the
24-point, and Black holds White's 17-, 18- and 19-points. White rolls **6-3**.
""")

code("""
# White: one checker on the 24-point, fourteen on the 6-point.
# Black holds the 19-, 18-, 17- and 12-points.
lower_first = board(white={24: 1, 6: 14}, black={19: 5, 18: 2, 17: 4, 12: 4})
q_lower = Quiz("Play this roll, using both dice.", lower_first, (6, 3),
               practise="lower-die-first", score=score,
               hint="Try the lower die first: the higher die first is blocked.",
               explain="The 3 first (24/21), then the 6 (21/15), written 24/15. Only the "
                       "lower-die-first order uses both dice, so that order is compulsory.")
q_lower
""")

code("""
# check: 24/15 (3 then 6) is the only legal play; the 6 first is blocked; the 3 alone is not enough
assert {str(p) for p in bg.legal_plays(lower_first, (6, 3))} == {"24/15"}
q_lower.verify("24/21/15", {"24/18": "blocked-point", "24/21": "must-use-both-dice"})
print(q_lower.judge("24/21").message)
""")

md("""
### Common mistake: adding the dice and checking only the end point

A checker that uses both dice makes **two moves**, and it must touch down legally after the
first one. Adding 6 + 3 = 9 and checking only the point nine pips away is not enough. Below, the
end point of 24/15 is empty. Is that enough? Look at the points the checker would stop on.
""")

code("""
# White: 24, and fourteen on the 6- and 5-points. Black holds White's 21, 18, 17 and 3 (and 19, 20).
adding = board(white={24: 1, 6: 7, 5: 7}, black={21: 2, 20: 3, 19: 4, 18: 2, 17: 2, 3: 2})
leg_adding = LegalityQuiz("White plays 24/15 with 6-3 (the arrow). Is this play legal? If not, "
                          "which rule does it break?", adding, (6, 3), "24/15", score=score,
                          explain="24/15 would have to stop on the 18-point (the 6 first) or on the "
                                  "21-point (the 3 first), and Black holds both: the end point being "
                                  "empty does not help.")
leg_adding
""")

code("""
q_adding = Quiz("Now play the 6-3 correctly.", adding, (6, 3), score=score,
                hint="Can the checker on the 24-point move at all? Then look at the home board.",
                explain="No 6 can be played at all, and the checker on the 24-point cannot move a 3 "
                        "(the 21-point is Black's). Only the 3 can be played, and it must be: 5/2 is "
                        "the whole play.")
q_adding
""")

code("""
# check: 24/15 breaks the touch-down rule; the only legal play is 5/2 (one die)
assert {str(p) for p in bg.legal_plays(adding, (6, 3))} == {"5/2"}
q_adding.verify("5/2", {"24/15": "blocked-intermediate", "24/21": "blocked-point"})
# check: the legality question: "legal" is wrong, the touch-down rule is right
leg_adding.verify("blocked-intermediate", {"legal": "blocked-intermediate", "blocked-point": None})
print(q_adding.judge("24/15").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 2. When both dice cannot be used

Sometimes no sequence uses both dice. Then there are two different cases, and it matters which
one you are in:

* **Only one of the dice can be played at all.** Then that die must be played, *even if it is the
  lower one*.
* **Either die could be played on its own, but not both.** Then you must play the **higher** one.

(Some web pages shorten this to "if only one die can be played, you must use the higher one".
That is not quite right: if the higher die cannot move anywhere, you play the lower one. The
higher-die rule only decides between two dice that *both* could be played.)

Both boards below have the same White checkers and the roll **6-2**. Black's points differ.
""")

code("""
# Case 1. White: 24, and fourteen on the 6- and 5-points.
# Black holds White's 18, 16, 4, 3 (and 19, 20, 21).
only_the_two = board(white={24: 1, 6: 7, 5: 7}, black={21: 2, 20: 2, 19: 3, 18: 2, 16: 2, 4: 2, 3: 2})
ex_lower = WorkedExample("6-2: only the 2 can be played", only_the_two, (6, 2), [
    ("The 6: 24/18 lands on Black's 18-point. The home checkers cannot move 6 (no bearing off "
     "yet: a checker is still outside). No 6 can be played, in any order.", None,
     {"arrows": [(24, 18)], "highlight": [18]}),
    ("The 2: 24/22 is open. After it, the 6 still has nowhere to go (22/16 is blocked too).", "24/22"),
    ("So only one die can be used, and the one that can be played must be played: <b>24/22</b>. "
     "Passing is not allowed, and 'use the higher die' does not apply.", None,
     {"highlight": [16, 18]}),
])
ex_lower
""")

code("""
# check: the only legal play is 24/22; passing is illegal
assert {str(p) for p in bg.legal_plays(only_the_two, (6, 2))} == {"24/22"}
assert bg.dice_used(only_the_two, (6, 2)) == 1
print(bg.check_play(only_the_two, (6, 2), "").message)
""")

code("""
# Case 2. Same White checkers. Black holds White's 16, 4 and 3 (and 19, 20, 21), but not the 18.
either_one = board(white={24: 1, 6: 7, 5: 7}, black={21: 2, 20: 4, 19: 3, 16: 2, 4: 2, 3: 2})
ex_higher = WorkedExample("6-2: either die, but not both", either_one, (6, 2), [
    ("24/18 is legal, and 24/22 is legal. But after 24/18 the 2 lands on 16 (blocked); after "
     "24/22 the 6 lands on 16 (blocked). No sequence uses both.", None,
     {"arrows": [(24, 18), (24, 22)], "highlight": [16]}),
    ("Either die could be played, but not both: so the <b>higher</b> one must be played.", "24/18"),
    ("24/18 is the only legal play. Notice that the rule does not care whether 24/18 is good "
     "for White: it is simply compulsory.", None),
])
ex_higher
""")

code("""
# check: either die alone is possible, not both; the higher die is compulsory
assert bg.dice_used(either_one, (6, 2)) == 1
assert {str(p) for p in bg.legal_plays(either_one, (6, 2))} == {"24/18"}
""")

md("""
Case 2 again, and a beginner plays only the 2 (24/22), "because the 6 would leave the checker
further from home". Is that allowed?
""")

code("""
leg_higher = LegalityQuiz("Is the play shown by the arrows legal? If not, which rule does it break?",
                          either_one, (6, 2), "24/22",
                          practise="higher-die", score=score)
leg_higher
""")

md("""
Now a new board. White's last checker outside is on the 20-point; Black holds White's 11-, 2-
and 1-points. White rolls **5-4**.
""")

code("""
# White: one checker on the 20-point, fourteen on the 6- and 5-points.
# Black holds White's 11-, 2- and 1-points (and 22, 23, 24).
higher_again = board(white={20: 1, 6: 8, 5: 6}, black={11: 2, 2: 2, 1: 2, 22: 3, 23: 3, 24: 3})
q_higher = Quiz("Play this roll (either die could be played, but not both).", higher_again, (5, 4),
                practise="higher-die", score=score,
                hint="Try each die first and see whether the other one can follow.",
                explain="Either die alone could be played, so it must be the higher one.")
q_higher
""")

code("""
# check: 20/15 and 20/16 are each possible, but no play uses both (11, 2 and 1 are blocked);
# the 5 is compulsory and the 4 alone breaks the higher-die rule
assert bg.dice_used(higher_again, (5, 4)) == 1
assert {str(p) for p in bg.legal_plays(higher_again, (5, 4))} == {"20/15"}
q_higher.verify("20/15", {"20/16": "must-use-higher-die", "20/11": "blocked-point", "6/1": "blocked-point"})
leg_higher.verify("must-use-higher-die", {"legal": "must-use-higher-die", "must-use-both-dice": None})
print(q_higher.judge("20/16").message)
""")

md("""
One more board for case 1. White's last checker outside is on the 22-point; Black holds White's
17-, 16- and 1-points. White rolls **5-1**.
""")

code("""
# White: one checker on the 22-point, fourteen on the 6- and 5-points.
# Black holds White's 17-, 16- and 1-points (and 19, 20, 24).
one_die = board(white={22: 1, 6: 7, 5: 7}, black={17: 2, 16: 2, 1: 2, 19: 3, 20: 3, 24: 3})
q_only = Quiz("Play this roll (only one of the dice can be played at all).", one_die, (5, 1),
              practise="only-one-die", score=score,
              hint="Can both dice be used? If not, can each die be played on its own?",
              explain="No 5 can be played: 22/17 and 6/1 land on Black's points, 5/off is not allowed "
                      "while a checker is outside, and after any 1 the 5 is still blocked. The 1 can be "
                      "played (22/21, 6/5 or 5/4), so it must be, even though it is the lower die.")
q_only
""")

code("""
# check: a new board, not the worked example's; only the 1 can be played (any of three ways);
# trying the 5 gives the blocked-point rule, not the higher-die rule; passing is refused
assert (q_only.position, q_only.dice) != (ex_lower.position, ex_lower.dice)
assert bg.dice_used(one_die, (5, 1)) == 1
assert {str(p) for p in bg.legal_plays(one_die, (5, 1))} == {"22/21", "6/5", "5/4"}
q_only.verify("22/21", {"22/17": "blocked-point", "6/1": "blocked-point", "": "must-move"})
assert q_only.judge("6/5").correct and q_only.judge("5/4").correct
print(q_only.judge("22/17").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 3. Doubles: four moves, as many as possible

When both dice show the same number you have rolled a **double**, and you play that number
**four** times. The four moves can go to four checkers, to one checker, or any mix, as long as
*every single landing* is legal.

From the starting position, one checker can take all four 2s: 24/22/20/18/16.
""")

code("""
ex_one_checker = WorkedExample("2-2: one checker, four moves", bg.Position.start(), (2, 2), [
    ("The back checker moves 2: the 22-point is empty.", "24/22"),
    ("Another 2: the 20-point is empty too.", "22/20"),
    ("A third 2, to the 18-point (Black's 7-point, empty at the start).", "20/18"),
    ("The fourth 2, to the 16-point. Every landing was legal, so one checker may use the whole "
     "double: 24/16.", "18/16"),
])
ex_one_checker
""")

code("""
# check: 24/16 with one checker is a legal 2-2
assert bg.check_play(bg.Position.start(), (2, 2), "24/22/20/18/16").legal
""")

md("""
Sometimes not all four moves can be played. Then you must play **as many as possible**: three if
three are possible, two if only two are, and so on. In the position below, White can play only
**three** 4s, only **two** 5s and only **one** 6.
""")

code("""
# White: 24, 13, and thirteen on the 6- and 5-points.
# Black holds the 1-, 2-, 4-, 16-, 18- and 19-points.
doubles = board(white={24: 1, 13: 1, 6: 7, 5: 6}, black={19: 5, 18: 2, 16: 2, 4: 2, 2: 2, 1: 2})
ex_three = WorkedExample("4-4: only three of the four moves", doubles, (4, 4), [
    ("First 4: 24/20. From the 20-point the next 4 would land on 16, which is blocked.", "24/20"),
    ("Second 4: 13/9.", "13/9"),
    ("Third 4: 9/5, onto White's own point.", "9/5"),
    ("A fourth 4? 20/16 and 5/1 and 6/2 all land on Black's points. No fourth move exists in any "
     "order, so three moves is the most, and three are compulsory: <b>24/20 13/5</b>.", None,
     {"highlight": [16, 1, 2]}),
])
ex_three
""")

code("""
# check: how many moves each double allows here, and the only plays
assert [bg.dice_used(doubles, (d, d)) for d in (4, 5, 6)] == [3, 2, 1]
assert {str(p) for p in bg.legal_plays(doubles, (4, 4))} == {"24/20 13/5"}
assert {str(p) for p in bg.legal_plays(doubles, (5, 5))} == {"13/3"}
assert {str(p) for p in bg.legal_plays(doubles, (6, 6))} == {"13/7"}
""")

md("""
### Common mistake: taking only two moves of a double

A double is not "the two dice played once each". Stopping after two moves when three or four are
possible is illegal. Try it: play **5-5** on the same board. First count how many 5s can be
played.
""")

code("""
dc_double = DiceCountQuiz("How many of the four moves of this double can White play?", doubles, (5, 5),
                          practise="doubles-partial", score=score,
                          explain="24/19 lands on Black's 19-point. From the 13-point one checker goes "
                                  "13/8/3; after that every 5 is blocked (3/off is not allowed while a "
                                  "checker is outside). Two moves.",
                          hint="Try each checker that could move, and follow it as far as it goes.")
dc_double
""")

code("""
q_double = Quiz("Now play the double: as many of the four moves as you can.", doubles, (5, 5),
                practise="doubles-partial", score=score,
                hint="Count the moves first, as in the question above.",
                explain="13/8/3 (written 13/3) is the whole play: 24/19 lands on Black's 19-point, and "
                        "after 13/3 every 5 is blocked (3/off is not allowed while a checker is "
                        "outside). When not all four moves can be played, as many as possible must be.")
q_double
""")

code("""
# check: two 5s are the most (13/8/3); 24/19 is blocked; stopping after one 5 breaks the doubles rule
assert bg.dice_used(doubles, (5, 5)) == 2
dc_double.verify(2, {4: None, 1: "must-use-more-dice"})   # too many is a counting slip, no rule
q_double.verify("13/8/3", {"13/8": "must-use-more-dice", "24/19": "blocked-point"})
print(q_double.judge("13/8").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 4. No passing, except when nothing is legal

You may never decline to move, or stop early, while a legal move exists: every case above showed
the engine rejecting a play that leaves out a die it could have used.

The only time the turn passes is when **no** move is legal at all. Here White rolls 6-3 again,
and now Black also holds White's 2-point: the 3 from the 5-point is blocked as well.
""")

code("""
# As the 'adding' board, but Black holds White's 2-point too.
no_move = board(white={24: 1, 6: 7, 5: 7}, black={21: 2, 20: 3, 19: 4, 18: 2, 3: 2, 2: 2})
q_pass = Quiz("Play this roll. If no move is legal, submit an empty answer (clear the box and press Check).",
              no_move, (6, 3), practise="must-pass", score=score,
              explain="Every move of both numbers is blocked: the turn passes.")
q_pass
""")

code("""
# check: no legal play; the empty answer is right, and any move is rejected
assert bg.legal_plays(no_move, (6, 3)) == ()
assert q_pass.judge("").correct
q_pass.verify("", {"24/15": "must-pass", "24/21": "must-pass"})
print(q_pass.judge("24/15").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## 5. Safety chooses between legal plays; it never skips a die

A **blot** is a single checker on a point; your opponent can hit it. Avoiding blots is good
strategy, but strategy only chooses *among the legal plays*. "I will play only one die so that I
leave no blot" is not allowed when both dice can be used.

White rolls **6-2** below. With the 2 alone (6/4) White would leave no blot at all, but the 6
must be played too, and every legal play leaves at least one blot.
""")

code("""
# White: 13 (2), 8 (2), 6 (5), 5 (3), 4 (3). Black holds White's 2- and 3-points, the rest at home.
safety = board(white={13: 2, 8: 2, 6: 5, 5: 3, 4: 3}, black={20: 4, 19: 7, 3: 2, 2: 2})


def blots(play):
    \"\"\"How many White blots the play leaves (points with exactly one White checker).\"\"\"
    after = play.result.checkers(bg.WHITE)
    return sum(1 for point in range(1, 25) if after[point] == 1)
""")

code("""
q_safe = Quiz("Play 6-2, leaving as few blots as possible.", safety, (6, 2), score=score,
              accept=lambda play: blots(play) == 1,
              hint="One checker could use both dice.",
              not_asked="That play is legal, but another legal play leaves fewer blots.",
              explain="13/5 (13/11/5 or 13/7/5) leaves only one blot, on the 13-point. "
                      "Playing just 6/4 would leave none, but it skips the 6, which is illegal.")
q_safe
""")

code("""
# check: 13/5 is the only legal play that leaves one blot, and none leaves fewer;
# the "safe" one-die play is illegal
assert {str(p) for p in bg.legal_plays(safety, (6, 2)) if blots(p) == 1} == {"13/5"}
assert min(blots(p) for p in bg.legal_plays(safety, (6, 2))) == 1
q_safe.verify("13/5", {"6/4": "must-use-both-dice"})
assert q_safe.judge("13/7 6/4").kind == "not-asked"
print(q_safe.judge("6/4").message)
""")

# ---------------------------------------------------------------------------------------------
md("""
## Summary

When you roll, ask in this order:

1. **Can both dice be used?** Try every order and every way of sharing them between checkers,
   and check every stop along the way. If yes, you must use both.
2. **If not:** if only one die can be played at all, play it; if either could be played (but not
   both), play the higher.
3. **Doubles:** four moves; if not all four are possible, as many as possible.
4. **Nothing legal?** The turn passes. Otherwise you may not pass.
5. Only then: among the plays that are left, choose the one you like best (for example the
   safest).
""")

md("""
## Check yourself

The first cell shows the feedback two typical beginner's answers get (it only *judges* them:
your own answers and score are not touched). The second shows your score: how many of the
questions you have solved, and how many on the first try. It updates as you answer.
""")

code("""
for where, quiz, attempt in [("6-3, the 6 first", q_lower, "24/18"), ("5-5, only one 5", q_double, "13/8")]:
    print(f"{where}: {attempt}\\n  {quiz.judge(attempt).message}\\n")
""")

code("""
score
""")

code("""
# check: all eleven questions report to the score, and the cells above left it untouched
assert score.total == 11 and score.solved == 0
""")

md("""
Next: **Lesson 5, bearing off** (`05-bearing-off.ipynb`): how checkers leave the board, and why
the whole-roll rules still apply right up to the last checker.
""")

print("wrote", write("04-using-the-whole-roll.ipynb"))

"""Write lessons/01-moving-and-dice-order.ipynb (outputs cleared) from the cells below.

Run from the repository root:  python lessons/_build/make_01.py
Then check it:                 python -m pytest lessons/01-moving-and-dice-order.ipynb
"""

from nbbuild import code, md, write


md("""
# Lesson 1 · Moving checkers and the order of the dice

In this lesson you learn how a roll of two dice turns into checker moves:

1. the two dice are two separate moves;
2. how to count a move, and how to write a play down;
3. one checker can use both dice, but it must stop legally after each one;
4. where a checker may **not** stop: points the opponent holds;
5. why the *order* of the dice sometimes decides whether you can use both.

Run the cells from top to bottom (**Run ▸ Run All Cells** works). Worked examples have
**Previous / Next** buttons. Some quizzes have a box: type your play, then press **Check** or Enter;
others have buttons to press. Every answer is judged by the bglearn rules engine, which also tells
you *which rule* a wrong answer breaks and draws a play on the board. You may try again as often as
you like, or press **Show answer**. Your score is at the end of the lesson.
""")

code("""
import bglearn as bg
from bglearn.teach import DiceCountQuiz, LegalityQuiz, Quiz, Score, WorkedExample, show

score = Score()   # every question below reports to it; the last cell shows it


def board(white, black):
    \"\"\"A position with White to move. Both sides are listed by the point numbers printed on
    the pictures (White's numbering), e.g. black={18: 2} puts two black checkers on 18.\"\"\"
    return bg.Position.from_points(
        white=white, black={25 - p: n for p, n in black.items()}, on_roll=bg.WHITE
    )
""")

md("""
## The board and a few words

You play **White**, at the bottom of every picture. The board has 24 narrow triangles called
**points**, numbered 1 to 24 from your side. Your **checkers** (15 of them) travel from the
24-point at the top right, along the top to the 13-point, down to the 12-point and along the
bottom to the 1-point at the bottom right. Black travels the same road the other way round.
""")

code("""
start = bg.Position.start()
assert start.pip_count() == (167, 167)   # both sides start equally far from home
show(start, caption="The starting position. White moves 24 → 13, then 12 → 1.")
""")

md("""
Words used from now on:

* **pip**: one step from a point to the next. A die showing 4 moves a checker 4 pips.
* **blot**: a checker standing alone on a point.
* To **hold** (or **make**) a point: to have two or more of your checkers on it.
* **move**: one checker moved by the number of one die.
* **play**: everything you do with one roll (normally two moves).
""")

md("""
## Two dice, two moves

After a roll, each die is a move of its own. You may give the two numbers to two different
checkers, or let one checker take both. To count a move, start from the point **in front of**
the checker, not the one it stands on: from the 8-point, a 3 counts 7, 6, 5 and lands on 5.
""")

code("""
ex1 = WorkedExample("3-1 from the start: two checkers, one die each", start, (3, 1), [
    ("White has rolled 3-1. That is two moves: a 3 and a 1.", None),
    ("The 3 moves a checker from the 8-point. Count the points in front of it: 7, 6, 5. "
     "It stops on the 5-point.", "8/5"),
    ("The 1 moves a different checker, from the 6-point one point on, to the 5-point.", "6/5"),
    ("Both dice are used. Two white checkers now share the 5-point: White holds it, and "
     "Black may not land there.", None),
])
ex1
""")

code("""
# check: the engine agrees the steps make a legal play
assert str(ex1.play) == "8/5 6/5"
""")

md("""
## How to write a play

Players write each move as *from*/*to*, using the mover's point numbers, and the moves of a
play one after the other:

| you write | it means |
|---|---|
| `13/8 6/5` | one checker from 13 to 8, another from 6 to 5 (a 5 and a 1) |
| `24/13` | **one** checker from 24 to 13, using both dice (a 6 and a 5) |
| `24/18/13` | the same, naming the point where it stopped in between |
| `8/5(2)` | two checkers from 8 to 5 (with a double, covered in a later lesson) |
| `13/11*` | the star says the move hits a blot (optional when you type) |

The order you write the moves in does not matter, and spaces are free. The engine reads a play
and writes it back in the standard form:
""")

code("""
for dice, text in [((5, 1), "6/5 13/8"), ((6, 5), "24/18/13"), ((6, 5), "24/13"), ((3, 3), "8/5(2) 6/3(2)")]:
    print(f"{dice[0]}-{dice[1]}  {text:<14} reads as  {bg.parse_play(start, dice, text)}")
""")

md("""
### Quiz 1: counting

White rolls **4-2** at the start. Make the **4-point**: move one checker with the 4 and another
with the 2 so that both stop on the 4-point. Type your play and press **Check**.
""")

code("""
quiz1 = Quiz(
    "4-2 from the start: put two checkers on the 4-point.", start, (4, 2),
    accept="8/4 6/4",
    hint="Count from the point in front of each checker. Which checker is 4 pips from the 4-point? Which is 2?",
    explain="8/4 uses the 4 (7, 6, 5, 4) and 6/4 uses the 2 (5, 4).",
    not_asked="That play is legal, but it does not put two checkers on the 4-point.",
    score=score,
)
quiz1
""")

md("""
## One checker, both dice

One checker may use both numbers, one after the other. It is still **two moves**: the checker
touches down after the first die, and that stop has to be a legal place to land, just like the
end of any move.
""")

code("""
ex2 = WorkedExample("6-5 from the start: one checker takes both dice", start, (6, 5), [
    ("White has rolled 6-5 and decides to move one back checker, from the 24-point, with both dice.",
     None, {"highlight": [24]}),
    ("First the 6: from 24 to 18. The checker touches down on 18, which is empty, so the stop is legal.",
     "24/18"),
    ("Then the 5 takes the same checker on from 18 to 13, where White already has checkers.", "18/13"),
    ("Written as one journey, the play is 24/13. The other order, the 5 first, would not work: it "
     "would stop on the 19-point, where Black has five checkers. More about that below.",
     None, {"highlight": [19]}),
])
ex2
""")

code("""
# check: one checker uses both dice; the 5 first would stop on 19
assert str(ex2.play) == "24/13"
assert bg.check_play(start, (6, 5), "24/19/13").rule == "blocked-point"
""")

md("""
### Quiz 2: one checker, both dice

White rolls **5-2** at the start. Move **one checker from the 13-point** with both dice.
""")

code("""
quiz2 = Quiz(
    "5-2 from the start: move one checker from the 13-point with both dice.", start, (5, 2),
    accept="13/6",
    hint="5 + 2 = 7 pips. Where does the checker stop after the first die? Is that point free?",
    explain="Either order works: 13/8/6 stops on White's own 8-point, 13/11/6 on the empty 11-point.",
    not_asked="That play is legal, but the question asks for one checker from the 13-point to use both dice.",
    score=score,
)
quiz2
""")

md("""
## Where a checker may stop

A checker may stop on an empty point, on a point with its own checkers, or on a point with a
single opposing checker (a blot, which is then *hit*: lesson 3 is about hitting). It may **not**
stop on a point where the opponent has two or more checkers: that point is **blocked**.

Only the stops count. Jumping over blocked points within one die's move is fine. With both dice
on one checker, there are two stops: after the first die and at the end.
""")

code("""
# Black holds 19, 20, 21 and 22 in a row: a wall in front of White's back checker on 24.
wall = board(white={24: 1, 13: 4, 8: 3, 6: 4, 5: 3},
             black={19: 3, 20: 2, 21: 2, 22: 2, 17: 2, 12: 4})

ex3 = WorkedExample("6-5: jumping over a wall", wall, (6, 5), [
    ("Black holds four points in a row: 19, 20, 21 and 22. White's back checker on 24 is behind them.",
     None, {"highlight": [19, 20, 21, 22]}),
    ("Could the 5 go first? From 24 it would stop on 19, and Black holds 19. That stop is not allowed.",
     None, {"arrows": [(24, 19)], "highlight": [19]}),
    ("The 6 first stops on 18, which is empty. On the way the checker passes over all four black points: "
     "passing over is fine, only the stopping point counts.", "24/18"),
    ("From 18 the 5 goes on to 13. Both stops were legal, so 24/13 is a legal play.", "18/13"),
    ("The back checker has escaped. Here only the order 6-then-5 works for this checker.", None),
])
ex3
""")

code("""
# check: stopping on 19 is not allowed, not even as the first stop; jumping over the wall is fine
assert bg.check_play(wall, (6, 5), "24/19").rule == "blocked-point"
assert bg.check_play(wall, (6, 5), "24/19/13").rule == "blocked-point"
assert bg.check_play(wall, (6, 5), "24/18/13").legal
""")

md("""
### Quiz 3: through the wall

Same position, but now White rolls **6-4**. Move the **back checker** with both dice: find the
order in which it can use the 6 and the 4.

If you play only one die, the engine answers with *some* play that uses both dice, to show that
one exists. That play need not move the back checker; this question asks for one that does.
""")

code("""
quiz3 = Quiz(
    "6-4: move the back checker on 24 with both dice.", wall, (6, 4),
    accept="24/14",
    hint="Try each die first. Which one stops on a point Black holds? Which one jumps over the wall?",
    explain="The 6 jumps the wall and stops on 18; the 4 then goes on to 14. The 4 first would stop on Black's 20-point.",
    not_asked="That play is legal, but the back checker did not use both dice.",
    score=score,
)
quiz3
""")

md("""
## The order of the dice

The rules say: **if there is any way to use both dice, you must use both.** Your favourite order
is not an excuse. Sometimes the higher die cannot be played first, but it *can* be played after
the lower one has moved a checker to a better place. Then the only legal plays start with the
lower die.
""")

code("""
order = board(white={24: 1, 13: 4, 8: 3, 6: 5, 5: 2},
              black={18: 2, 7: 2, 4: 2, 2: 2, 19: 4, 17: 3})
plays = [str(p) for p in bg.legal_plays(order, (6, 3))]
assert plays == ["24/15"]                        # one play uses both dice ...
for six in ["24/18", "13/7", "8/2"]:             # ... and no checker can play the 6 first
    assert bg.check_play(order, (6, 3), six).rule == "blocked-point"
assert bg.check_play(order, (6, 3), "13/10").rule == "must-use-both-dice"
print("legal plays with 6-3:", plays)
""")

code("""
ex4 = WorkedExample("6-3: the lower die first", order, (6, 3), [
    ("White rolls 6-3. Look for a 6 first: from 24, 13 and 8 a 6 would stop on 18, 7 or 2, "
     "and Black holds all three. (The checkers on 6 and 5 cannot move 6: that would take them off "
     "the board, which is allowed only later in the game.)",
     None, {"arrows": [(24, 18), (13, 7), (8, 2)], "highlight": [18, 7, 2]}),
    ("So play the 3 first. The back checker goes from 24 to 21, an empty point.", "24/21"),
    ("Now the same checker can use the 6: from 21 to 15, also empty.", "21/15"),
    ("24/15 uses both dice, so White must play it. Playing only a 3 somewhere else (say 13/10) "
     "would leave the 6 unused although an order exists that uses both: that is not allowed.", None),
])
ex4
""")

md("""
### Quiz 4: find the order

White rolls **5-2** in the position below. Find the **only play that uses both dice**.

This quiz and the next have a **Practise more** button: it puts up a fresh board, taken from a real
game, where again only the lower die first uses both dice. Two things may look new there. You may be
playing **Black**: the board is then turned so that the side to play is at the bottom, with its own
point numbers. And these boards usually have a checker on the **bar** (the strip in the middle), hit
earlier in the game: it must come back in first, written `bar/21` for "from the bar to the 21-point".
Lesson 3 explains the bar.
""")

code("""
late = board(white={20: 1, 6: 5, 5: 5, 3: 4},
             black={15: 2, 4: 2, 1: 2, 22: 3, 21: 3, 19: 3})

quiz4 = Quiz(
    "Play this roll, using both dice.", late, (5, 2),
    hint="Where could the higher die go first? If nowhere, play the lower die first and look again.",
    practise="lower-die-first",
    explain="The 2 goes first (20/18), then the 5 (18/13). The 5 first would stop on Black's 15-point.",
    score=score,
)
quiz4
""")

code("""
# check: quiz 4 (a single legal play, the 5 cannot go first; right, wrong with its rule, and the
# revealed answer, judged without touching the score)
assert [str(p) for p in bg.legal_plays(late, (5, 2))] == ["20/13"]
assert bg.check_play(late, (5, 2), "20/15/13").rule == "blocked-point"
quiz4.verify("20/13", {"5/3": "must-use-both-dice", "20/15 5/3": "blocked-point"})
""")

md("""
### Quiz 5: the lower die first, again

White rolls **4-1** below. Black holds the 20-, 2- and 1-points. Play the roll, using both dice.
""")

code("""
lower = board(white={24: 2, 6: 5, 5: 4, 4: 4},
              black={20: 2, 2: 2, 1: 2, 17: 4, 12: 5})

quiz5 = Quiz(
    "Play this roll: use both dice if you can.", lower, (4, 1),
    hint="Where can the higher die go first? If nowhere, play the lower die first and look again.",
    practise="lower-die-first",
    explain="No 4 can go first (Black holds 20, 2 and 1; the home checkers may not bear off yet). "
            "The 1 first, 24/23, opens the way: 23/19 with the 4.",
    score=score,
)
quiz5
""")

code("""
# check: quiz 5 (one play uses both dice; no 4 can go first)
assert [str(p) for p in bg.legal_plays(lower, (4, 1))] == ["24/19"]
for four in ["24/20", "6/2", "5/1"]:
    assert bg.check_play(lower, (4, 1), four + " 6/5").rule == "blocked-point"
quiz5.verify("24/19", {"24/20 6/5": "blocked-point", "6/5": "must-use-both-dice",
                            "5/1 24/23": "blocked-point"})
""")

code("""
# check: "Practise more" (tried on a throwaway copy, so quiz 4 and your score are untouched) gives a
# board where the higher die cannot start a play that uses both dice
from bglearn.teach import practice

trial = Quiz("Play this roll, using both dice.", late, (5, 2), practise="lower-die-first")
for seed in range(3):
    ex = trial.practise(seed=seed)
    assert practice.predicate("lower-die-first")(ex.position, ex.dice)
    assert trial.judge(trial.answer_play()).correct and not trial.solved
""")

md("""
## More questions

The last four questions have buttons instead of a box.

### Quiz 6: how many dice?

Back to the board of the lower-die-first example, now with a roll of **6-5**. Sometimes not both
dice can be played. How many of the two can White use here? Try the numbers on the board in your head:
a 6 from each checker, then a 5, then a 5 followed by a 6.
""")

code("""
quiz6 = DiceCountQuiz(
    "How many of the dice can White use with this roll?", order, (6, 5),
    hint="Can any checker move 6 and stop on a point Black does not hold? Before a 5 or after it?",
    explain="Every 6 stops on a point Black holds (18, 7 or 2), before a 5 and after one, so only the 5 "
            "can be played. Which checker plays it, and why a single die is not always your choice, "
            "is lesson 4.",
    score=score,
)
quiz6
""")

code("""
# check: quiz 6 (a 5 only, no 6 at all; right: 1; wrong: 2 and 0, with the rule each is told;
# the revealed answer)
assert [str(p) for p in bg.legal_plays(order, (6, 5))] == ["6/1", "8/3", "13/8"]
for six in ["24/18", "13/7", "8/2"]:
    assert bg.check_play(order, (6, 5), six).rule == "blocked-point"
assert quiz6.count == 1 and quiz6.judge(1).correct and quiz6.judge("1").correct
assert (quiz6.judge(2).kind, quiz6.judge(2).rule) == ("wrong", None)
assert (quiz6.judge(0).kind, quiz6.judge(0).rule) == ("wrong", "must-move")
assert DiceCountQuiz("throwaway", order, (6, 5)).show_answer() == 1   # "Show answer" on a copy
assert not quiz6.attempts
print(quiz6.judge(2).message)
print(quiz6.judge(0).message)
""")

md("""
### Quizzes 7 to 9: is this play legal?

Each board shows a play as arrows. Press **It is legal**, or the button naming the rule it breaks.
""")

code("""
rules = ["blocked-point", "wrong-distance", "must-use-both-dice"]   # the rules this lesson teaches

quiz7 = LegalityQuiz(
    "White rolled 6-3 and played 13/10, leaving the 6 unplayed. Is that legal?", order, (6, 3), "13/10",
    choices=rules,
    hint="Is there any order, with any checker, that uses both dice?",
    explain="24/21/15 uses both dice (the 3 first), so a play with the 3 alone is not allowed.",
    score=score,
)
quiz7
""")

code("""
quiz8 = LegalityQuiz(
    "White rolled 6-5 and played the back checker 24/18/13. Is that legal?", wall, (6, 5), "24/18/13",
    choices=rules,
    hint="Where does the checker stop after the first die? Who holds that point?",
    explain="It stops on the empty 18-point and ends on White's own 13-point; it only passes over Black's wall.",
    score=score,
)
quiz8
""")

code("""
quiz9 = LegalityQuiz(
    "White rolled 6-5 and played the back checker 24/19/13. Is that legal?", wall, (6, 5), "24/19/13",
    choices=rules,
    hint="It is the same checker and the same end point as in quiz 8. What is different?",
    explain="With the 5 first the checker would stop on the 19-point, which Black holds.",
    score=score,
)
quiz9
""")

code("""
# check: quizzes 7-9 (the right button, a wrong one, and the revealed answer; judge only)
for quiz, right, wrong in [(quiz7, "must-use-both-dice", "legal"), (quiz8, "legal", "blocked-point"),
                           (quiz9, "blocked-point", "legal")]:
    assert quiz.right == right and quiz.judge(right).correct
    assert not quiz.judge(wrong).correct
    copy = LegalityQuiz("throwaway", quiz.position, quiz.dice, quiz.play_text, choices=rules)
    assert copy.show_answer() == right                                  # "Show answer" on a copy
    print(f"{quiz.play_text:<9} {wrong:<14} -> {quiz.judge(wrong).message}")
assert quiz7.verdict.rule == "must-use-both-dice" and str(quiz7.verdict.witness) == "24/15"
assert quiz8.verdict.legal and quiz9.verdict.rule == "blocked-point"
assert not any(q.attempts for q in (quiz7, quiz8, quiz9))
""")

md("""
## Summary

* A roll is two moves, one per die; they may move two checkers or one checker twice.
* Count a move from the point in front of the checker.
* Write a play as from/to moves: `13/8 6/5`, `24/13` for one checker using both dice, `8/5(2)`.
* A checker never stops on a point the opponent holds (two or more checkers). It may jump over one.
* A checker using both dice stops after the first one, and that stop must be legal too.
* You must use both dice whenever any order does; sometimes only the lower-die-first order works.

Your score:
""")

code("""
score
""")

md("""
Next: lesson 2, blocked points (`02-blocked-points.ipynb`): where a checker may land, and a blot hit on the way.
""")

md("""
---
### For teachers: check the quizzes

This cell asks each quiz what it would say to some answers (`quiz.judge` changes nothing, so the
quizzes above stay unanswered). It is also how the test suite makes sure this lesson teaches
nothing false.
""")

code("""
# check: what each quiz says to some answers (judge only: the quizzes above stay unanswered)
expected = [
    (quiz1, "8/4 6/4", "correct", None),
    (quiz1, "8/5 6/4", "illegal", "wrong-distance"),
    (quiz1, "13/9 13/11", "not-asked", None),
    (quiz2, "13/6", "correct", None),
    (quiz2, "13/7", "illegal", "wrong-distance"),
    (quiz2, "13/8 13/11", "not-asked", None),
    (quiz3, "24/14", "correct", None),
    (quiz3, "24/20/14", "illegal", "blocked-point"),
    (quiz3, "24/18", "illegal", "must-use-both-dice"),
    (quiz4, "20/13", "correct", None),
    (quiz4, "5/3", "illegal", "must-use-both-dice"),
    (quiz4, "20/15 5/3", "illegal", "blocked-point"),
    (quiz4, "twenty to thirteen", "unreadable", None),
]
for quiz, text, kind, rule in expected:
    result = quiz.judge(text)
    assert (result.kind, result.rule) == (kind, rule), (text, result)
    print(f"{text:<20} {result.kind:<11} {result.message}")
quizzes = (quiz1, quiz2, quiz3, quiz4, quiz5)
for quiz in quizzes:                      # "Show answer" reveals a play the quiz accepts
    assert quiz.judge(quiz.answer_play() or "").correct   # "" = no move, when no play exists
assert not any(q.solved or q.attempts for q in quizzes)
""")

print("wrote", write("01-moving-and-dice-order.ipynb"))

"""Build lessons/02-blocked-points.ipynb (outputs cleared).

Run from anywhere:  /work/venv/bin/python lessons/_build/make_02.py
Edit the cells here, not in the notebook, and rebuild; then check with
    python -m pytest lessons/02-blocked-points.ipynb -q
"""

from nbbuild import code, md, write


# ---------------------------------------------------------------------------------------------
md("""
# Lesson 2 — Blocked points: where a checker may land

In lesson 1 you moved checkers by the numbers on the dice. Now the other side's checkers get in the way.
By the end of this lesson you will know:

1. which points a checker may **land** on, and which it may not;
2. why a checker that uses **both dice** must be able to stop after the first one;
3. that **jumping over** a blocked point is fine;
4. what happens to a lone opposing checker on the point where you **stop on the way**.

How to use this notebook: run the cells from the top (*Run → Run All Cells*). Worked examples have
**Next ▶** / **◀ Previous** buttons. In most quizzes you type a play in notation, such as `13/8 6/5`, and
press **Check**: the rules engine judges it and, if it is wrong, tells you which rule it breaks and draws a
play on the board. Try again as often as you like, or press **Show answer**. The last questions have
buttons instead of a box. Your score is at the end.

Reminder of the notation: points are numbered from the side on roll, 24 down to 1; `13/8` moves one checker
from the 13-point to the 8-point; `24/13` moves one checker with both dice; the bar is `bar`.
""")

code("""
import bglearn as bg
from bglearn.teach import show, WorkedExample, Quiz, DiceCountQuiz, LegalityQuiz, Score

WHITE, BLACK = bg.WHITE, bg.BLACK
score = Score()   # every question reports to it; see the end of the lesson


def plays(position, dice):
    \"\"\"The legal plays of `dice` here, as a set of notation strings.\"\"\"
    return {str(p) for p in bg.legal_plays(position, dice)}


def rule(position, dice, text):
    \"\"\"The rule code check_play gives for `text` (None when the play is legal).\"\"\"
    return bg.check_play(position, dice, text).rule
""")

# ---------------------------------------------------------------------------------------------
md("""
## 1. Four kinds of landing spot

On the board below **White** (on roll, moving from the top right round to the bottom right) has one
checker on its 13-point that we will look at. Count down from it:

* the **11-point is empty**;
* the **10-point has one Black checker** — a single checker alone on a point is called a **blot**;
* the **9-point has two Black checkers**;
* the **8-point already has White checkers**.
""")

code("""
four_kinds = bg.Position.from_points(
    white={13: 1, 8: 3, 6: 5, 5: 2, 4: 2, 3: 2},
    black={24: 2, 16: 2, 15: 1, 13: 5, 8: 2, 6: 3},   # Black's 16 and 15 are White's 9 and 10
)
show(four_kinds, highlight=[11, 10, 9, 8],
     caption="White's checker on the 13-point: 2 pips to an empty point, 3 to a blot, 4 to Black's point, 5 to its own")
""")

md("""
**The rule.** A checker may land on

* an **empty** point,
* a point with **any number of its own** checkers, or
* a point with **exactly one** opposing checker (a blot). Landing there **hits** the blot: it is taken off
  and put on the **bar** in the middle of the board. Lesson 3 is all about hitting and the bar.

A checker may **never land** on a point where the opponent has **two or more** checkers. We say the
opponent **holds** (or has *made*) that point, and for you it is a **blocked point**.

So from the 13-point: a 2 (to 11), a 3 (to 10, hitting) and a 5 (to 8) can be played, a 4 (to 9) cannot.
The next cell lets the engine confirm each claim, pairing the move with `6/5` for the 1 of the roll.
""")

code("""
# check: 2, 3 and 5 may be played from the 13-point; the 4 lands on Black's point
assert rule(four_kinds, (2, 1), "13/11 6/5") is None           # empty point
assert rule(four_kinds, (3, 1), "13/10* 6/5") is None          # blot: hit
assert rule(four_kinds, (5, 1), "13/8 6/5") is None            # own point
assert rule(four_kinds, (4, 1), "13/9 6/5") == "blocked-point" # two Black checkers
print(bg.check_play(four_kinds, (4, 1), "13/9 6/5").message)
""")

md("""
The engine's sentence above is what a quiz shows you when you try to land on a blocked point.

### Quiz 1 — land somewhere legal

White has rolled 4-3. Play it so that the checker on the 13-point moves (with one die or both).
Careful: one of the two numbers would land it on Black's point.
""")

code("""
quiz1 = Quiz(
    "White to play 4-3. Move the checker on the 13-point (and play the other number anywhere legal).",
    four_kinds, (4, 3),
    accept=lambda p: any(m.from_point == 13 for m in p.moves),
    hint="From 13, a 4 lands on the 9-point. Who is there?",
    explain="The 4 cannot leave the 13-point (it would land on Black's 9-point), but the 3 can: it lands on the blot and hits it. The 4 may then carry on from the 10-point (13/10*/6) or be played elsewhere.",
    not_asked="but this question asks you to move the checker on the 13-point.",
    score=score,
)
quiz1
""")

code("""
# check: 13/9 is rejected as a blocked point; 13/10* with the 3 is accepted; 13/6 works via the 10-point
assert quiz1.judge("13/9 8/5").rule == "blocked-point"
assert quiz1.judge("13/10* 8/4").correct
assert quiz1.judge("13/6").correct and "13/10*/6" in plays(four_kinds, (4, 3))
""")

# ---------------------------------------------------------------------------------------------
md("""
## 2. Jumping over a blocked point is fine

A blocked point stops a checker from **landing**, not from **passing**. A die moves a checker in one hop;
whatever stands on the points in between does not matter.

Lesson 1 showed a checker jumping a wall of four points. Below, Black holds **five** points in a row in
front of White's last checker on the 20-point (the 19- to 15-points). Five points in a row are hard to get
past — but a 6 jumps the whole wall.
""")

code("""
wall = bg.Position.from_points(
    white={20: 1, 13: 4, 8: 4, 6: 6},
    black={6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 13: 5},   # White's 19, 18, 17, 16, 15
)
jump = WorkedExample("6-1: jumping a wall", wall, (6, 1), [
    ("White's checker on the 20-point is behind Black's wall of five points (19 down to 15).", None,
     {"highlight": [19, 18, 17, 16, 15]}),
    ("The 1 would land on the 19-point, which Black holds: not allowed.", None,
     {"arrows": [(20, 19)], "highlight": [19]}),
    ("The 6 hops from 20 straight to 14. The five blocked points in between do not matter: the checker "
     "never lands on them.", "20/14"),
    ("The 1 is played elsewhere, for example 6/5.", "6/5"),
    ("Done: <b>20/14 6/5</b>. Only the landing spot of each die counts.", None),
])
jump
""")

code("""
# check: 20/19 is blocked, the 6 jumps to 14, and 20/14 6/5 is legal
assert rule(wall, (6, 1), "20/19 13/7") == "blocked-point"
assert "20/14 6/5" in plays(wall, (6, 1)) and jump.play is not None
""")

md("""
### Quiz 2 — escape over the wall

Same board, same roll. Play 6-1 so that the checker on the 20-point gets past Black's wall.
""")

code("""
quiz2 = Quiz(
    "White to play 6-1. Get the checker on the 20-point past Black's wall (it must end on the 14-point or beyond).",
    wall, (6, 1),
    accept=lambda p: p.result.checkers(WHITE)[20] == 0,
    hint="Which of the two numbers can leave the 20-point at all?",
    explain="The 6 jumps the wall; a blocked point only stops a checker from landing on it.",
    not_asked="but the checker on the 20-point is still stuck behind the wall.",
    score=score,
)
quiz2
""")

code("""
# check: the tempting 20/19 is blocked; 20/14 and 20/13 both escape
assert quiz2.judge("20/19 13/7").rule == "blocked-point"
assert quiz2.judge("20/14 8/7").correct and quiz2.judge("20/13").correct
""")

# ---------------------------------------------------------------------------------------------
md("""
## 3. A checker using both dice touches down twice

When one checker uses both dice, it makes **two moves**, one per die, and it **lands** after the first one.
That stop must be a legal landing spot too. Adding the dice and looking only at the final point is a common
mistake.

Lesson 1 showed this with 6-5 from the start: `24/13` is legal because the 6 can go first and stop on the
empty 18-point; the 5 first would stop on Black's 19-point. One order with legal stops is enough.
""")

code("""
# check (recap of lesson 1): 24/13 is legal with 6-5 from the start, via the 18-point; 24/19 is blocked
start = bg.Position.start()
assert "24/13" in plays(start, (6, 5)) and bg.parse_play(start, (6, 5), "24/18/13") == bg.parse_play(start, (6, 5), "24/13")
assert rule(start, (6, 5), "24/19 13/7") == "blocked-point"
assert rule(start, (6, 5), "24/19/13") == "blocked-point"     # a stop written down: "lands on"
""")

md("""
Now Black has also made its 7-point (White's 18-point). The same roll, the same idea: can the back
checker still run to the 13-point?
""")

code("""
both_blocked = bg.Position.from_points(
    white={24: 2, 13: 5, 8: 3, 6: 5},
    black={24: 2, 13: 5, 8: 3, 7: 2, 6: 3},          # Black's 7 and 6 are White's 18 and 19
)
no_run = WorkedExample("6-5 with both stops blocked", both_blocked, (6, 5), [
    ("The 13-point is White's own point, so the end of the journey looks fine…", None,
     {"highlight": [13]}),
    ("…but 6 first would stop on the 18-point, which Black now holds,", None,
     {"arrows": [(24, 18)], "highlight": [18]}),
    ("and 5 first would stop on the 19-point, which Black holds too. No order works, so 24/13 is illegal.",
     None, {"arrows": [(24, 19)], "highlight": [19]}),
    ("The back checkers cannot move at all with this roll. White plays elsewhere, for example the 6 …",
     "13/7"),
    ("… and the 5.", "13/8"),
    ("Done: <b>13/8 13/7</b>.", None),
])
no_run
""")

code("""
# check: no legal play moves a checker from the 24-point; 24/13 is refused for its stop on the way
assert not any(m.from_point == 24 for p in bg.legal_plays(both_blocked, (6, 5)) for m in p.moves)
assert plays(both_blocked, (6, 5)) == {"13/2", "13/7 8/3", "13/8 13/7", "8/3 8/2"}
assert rule(both_blocked, (6, 5), "24/13") == "blocked-intermediate"
print(bg.check_play(both_blocked, (6, 5), "24/13").message)
""")

md("""
### Quiz 3 — both stops blocked

Play 6-5 on this board (Black holds your 18- and 19-points). Try `24/13` first if you like, to see
what the engine says.

**Practise more** puts up a fresh board from a real game where a checker cannot use both dice because
both of its stops are blocked. There you may be playing **Black**: the board is then turned so that the
side to play is at the bottom, with its own point numbers.
""")

code("""
quiz3 = Quiz(
    "Make any legal play. (A checker that uses both dice must stop legally after the first one.)",
    both_blocked, (6, 5),
    hint="A checker using both dice must stop after the first one. Where would it stop, with either die first?",
    explain="Neither back checker can move: the stop after the 6 (18) and after the 5 (19) are both Black's.",
    practise="blocked-intermediate",
    score=score,
)
quiz3
""")

code("""
# check: 24/13 breaks the stop-on-the-way rule; 13/8 13/7 and 13/2 are accepted
assert quiz3.judge("24/13").rule == "blocked-intermediate"
assert quiz3.judge("13/8 13/7").correct and quiz3.judge("13/2").correct
""")

md("""
### Quiz 4 — find the only legal play

A position late in the game: White has one checker left outside its home board, on the 20-point. White
cannot bear off yet (that needs all fifteen checkers home; lesson 5), and the checkers on the 1- and
2-points cannot move a 4 or a 2 without bearing off. So the checker on the 20-point must make the play.
Black has a point on your 18 and a blot on your 16. There is exactly **one** legal play of 4-2. Find it.
""")

code("""
late = bg.Position.from_points(
    white={20: 1, 2: 7, 1: 7},
    black={9: 1, 7: 2, 13: 12},                       # a blot on White's 16, a point on White's 18
)
quiz4 = Quiz(
    "White to play 4-2. Find the only legal play.", late, (4, 2),
    hint="Try each order for the checker on the 20-point: where does it stop after the first die?",
    explain="The 2 first would stop on Black's 18-point; the 4 first lands on the blot (a legal landing, and a hit), then the 2 goes on to 14.",
    score=score,
)
quiz4
""")

code("""
# check: the only play is 20/16*/14; 20/18 is blocked; a plain '20/14' means that same play
assert plays(late, (4, 2)) == {"20/16*/14"}
assert quiz4.judge("20/18/14").rule == "blocked-point"
assert quiz4.judge("20/14").correct and quiz4.judge("20/16*/14").correct
""")

# ---------------------------------------------------------------------------------------------
md("""
## 4. A blot on the way is hit — and stays hit

A checker using both dice touches down after the first die. What if that stop is a blot? That is the
last rule of this lesson: **if a checker stops on a blot between its two dice, the blot is hit**, even though the checker does not
stay there. Leaving the point does not undo the hit.

The board below has a Black blot on White's 11-point. White rolls 4-2 and wants to bring a checker from the
13-point to the 7-point. There are two ways, and they are **different plays**.
""")

code("""
blot11 = bg.Position.from_points(
    white={24: 2, 13: 5, 8: 3, 6: 5},
    black={24: 2, 14: 1, 13: 4, 8: 3, 6: 5},          # Black's 14 is White's 11
)
hit_on_way = WorkedExample("4-2: 13/11*/7, hitting on the way", blot11, (4, 2), [
    ("Black's blot sits on White's 11-point, 2 pips in front of the 13-point.", None, {"highlight": [11]}),
    ("The 2 first: 13/11*. The checker lands on the blot and hits it; the Black checker goes to the bar. "
     "The <b>*</b> in the notation marks a hit.", "13/11"),
    ("Then the 4: 11/7. The checker moves on, but the hit stands: Black's checker stays on the bar.", "11/7"),
    ("Written <b>13/11*/7</b>: the stop on the way is shown because that is where the hit happened.", None),
])
hit_on_way
""")

code("""
no_hit = WorkedExample("4-2: 13/9/7, no hit", blot11, (4, 2), [
    ("The same checker, the other order: the 4 first, to the empty 9-point.", "13/9"),
    ("Then the 2, from 9 to 7.", "9/7"),
    ("Written <b>13/9/7</b>. The checker ends on the same point, but Black's blot is still on the 11-point "
     "and nothing is on the bar.", None),
])
no_hit
""")

code("""
# check: both orders are legal and they are different plays; only 13/11*/7 puts Black on the bar
assert {"13/11*/7", "13/9/7"} <= plays(blot11, (4, 2))
assert hit_on_way.play.hits == 1 and no_hit.play.hits == 0 and hit_on_way.play != no_hit.play
assert hit_on_way.play.result.checkers(BLACK)[bg.BAR] == 1
assert no_hit.play.result.checkers(BLACK)[bg.BAR] == 0
""")

md("""
**Notation.** Because the two plays end differently, `13/7` alone does not say which one you mean. Write
the stop: `13/11*/7` (hitting) or `13/9/7` (not hitting). When only one way exists (as with 6-5 from the start,
where `24/13` can only go through the 18-point), the short form is enough. The engine asks when it is unsure:
""")

code("""
# check: '13/7' is ambiguous here, and the error names both plays
try:
    bg.parse_play(blot11, (4, 2), "13/7")
    raise AssertionError("13/7 should be ambiguous here")
except bg.AmbiguousPlayError as e:
    print("13/7 could mean", " or ".join(p.notation(explicit=True) for p in e.plays))
    assert {str(p) for p in e.plays} == {"13/11*/7", "13/9/7"}
""")

md("""
### Quiz 5 — hit on the way

White rolls 4-2. Bring a checker from the 13-point to the 7-point **and hit** Black's blot on the way.
Try typing just `13/7` to see what happens.
**Practise more** gives other boards where one checker can hit a blot on its way or pass it by.
""")

code("""
def hits_on_the_way(play):
    \"\"\"True when some checker stops on a blot (and hits it) between two of its moves.\"\"\"
    return any(a.hit and a.to_point == b.from_point for a, b in zip(play.moves, play.moves[1:]))


quiz5 = Quiz(
    "Move one checker with both dice so that it hits a blot at its stop on the way.",
    blot11, (4, 2), accept=hits_on_the_way,
    hint="Which die must go first so that the checker stops on the blot?",
    practise="hit-on-the-way",
    explain="The 2 first stops on the blot and hits it; the checker then goes on with the 4.",
    not_asked="but no checker stops on a blot between its two dice. Play first the die that lands on the blot.",
    score=score,
)
quiz5
""")

code("""
# check: '13/7' asks for the stop; 13/9/7 is legal but misses; 13/11*/7 is the answer
assert quiz5.judge("13/7").kind == "ambiguous"
assert quiz5.judge("13/9/7").kind == "not-asked"
assert quiz5.judge("13/11*/7").correct and quiz5.judge("13/11/7").correct   # the * is optional
assert [str(p) for p in quiz5.correct_plays] == ["13/11*/7"]
""")

md("""
### Quiz 6 — now without hitting

Same board. This time bring a checker from the 13-point to the 7-point **without** hitting.
""")

code("""
quiz6 = Quiz(
    "White to play 4-2. Move one checker 13 → 7 without hitting the blot.",
    blot11, (4, 2), accept="13/9/7",
    hint="Play the 4 first.",
    explain="With the 4 first the checker stops on the empty 9-point; the blot is never touched.",
    not_asked="but that play stops on the 11-point and hits. Play the 4 first.",
    score=score,
)
quiz6
""")

code("""
# check: 13/11*/7 is rejected as 'not what was asked'; 13/9/7 is right
assert quiz6.judge("13/11*/7").kind == "not-asked"
assert quiz6.judge("13/9/7").correct
""")

code("""
# check: "Practise more" on quizzes 3 and 5, tried on throwaway copies (your quizzes and score are untouched):
# each fresh board is of the right kind and has an answer the quiz accepts
from bglearn.teach import practice

for quiz in (quiz3, quiz5):
    trial = Quiz(quiz.question, quiz.position, quiz.dice, accept=hits_on_the_way if quiz is quiz5 else None,
                 practise=quiz.practise_kind)
    for seed in range(3):
        ex = trial.practise(seed=seed)
        assert practice.predicate(quiz.practise_kind)(ex.position, ex.dice)
        assert trial.judge(trial.answer_play()).correct and not trial.solved
""")

# ---------------------------------------------------------------------------------------------
md("""
## 5. More questions, with buttons

### Quizzes 7 to 9 — is this play legal?

The board shows a play as arrows. Press **It is legal**, or the button naming the rule the play breaks.

Two of the buttons sound alike; they name two different mistakes:

* **A checker lands on a blocked point**: a move *ends* on a point the opponent holds. That is the end
  of a die's move: where the checker finishes, or a stop you wrote down yourself (as in `24/19/13`).
* **A checker using both dice stops on a blocked point**: the play moves one checker with both dice
  written as one journey (such as `24/13`). Its end point is fine, but whichever die goes first, the
  stop *between* the two dice is a point the opponent holds.
""")

code("""
quiz7 = LegalityQuiz(
    "White rolled 3-1 and played 13/10*/9: the 3 hits the blot, then the 1 goes on. Is that legal?",
    four_kinds, (3, 1), "13/10*/9",
    hint="Look at the end of each move, not only the first.",
    explain="The hit on the 10-point is fine, but the 1 then lands on the 9-point, which Black holds.",
    score=score,
)
quiz7
""")

code("""
quiz8 = LegalityQuiz(
    "Black holds your 18- and 19-points. White rolled 6-5 and played 24/13. Is that legal?",
    both_blocked, (6, 5), "24/13",
    hint="The 13-point is White's own. But where does the checker touch down on the way?",
    explain="Both possible stops, 18 and 19, are Black's points, so no order of the dice works.",
    score=score,
)
quiz8
""")

code("""
quiz9 = LegalityQuiz(
    "White rolled 4-2 and played 13/11*/7, hitting on the way. Is that legal?", blot11, (4, 2), "13/11*/7",
    choices=["blocked-point", "blocked-intermediate", "wrong-distance"],
    hint="May a checker stop on a point with one Black checker?",
    explain="The stop on the 11-point lands on a blot, which is allowed (and hits it); the 7-point is empty.",
    score=score,
)
quiz9
""")

code("""
# check: quizzes 7-9: the right button, a wrong one, and "Show answer" (on a throwaway copy)
for quiz, right, wrong in [(quiz7, "blocked-point", "legal"), (quiz8, "blocked-intermediate", "blocked-point"),
                           (quiz9, "legal", "blocked-point")]:
    assert quiz.right == right and quiz.judge(right).correct
    assert not quiz.judge(wrong).correct
    copy = LegalityQuiz("throwaway", quiz.position, quiz.dice, quiz.play_text)
    assert copy.show_answer() == right
    print(f"{quiz.play_text:<9} {wrong:<14} -> {quiz.judge(wrong).message}")
assert not any(q.attempts for q in (quiz7, quiz8, quiz9))
""")

md("""
### Quiz 10 — how many dice?

Back to the late-game board of quiz 4, now with a roll of **6-2**. Black holds your 18-point and your
12-point, and White may not bear off yet. How many of the two dice can White use?
""")

code("""
# check: only the 6 can be played (20/14); the 2 lands on Black's points before and after it
assert plays(late, (6, 2)) == {"20/14"}
assert rule(late, (6, 2), "20/18") == "blocked-point"         # the 2 first
assert rule(late, (6, 2), "20/14/12") == "blocked-point"      # the 2 after the 6

quiz10 = DiceCountQuiz(
    "How many of the dice can White use with this roll?", late, (6, 2),
    hint="Try the 2 first, then the 6 first followed by the 2. Where does each move land?",
    explain="The 2 first lands on Black's 18-point. The 6 first is fine (20/14), but then the 2 would land "
            "on Black's 12-point, and the home checkers may not bear off. Only the 6 is played.",
    score=score,
)
quiz10
""")

code("""
# check: quiz 10 (right 1; wrong 2 and 0 with their rule codes; "Show answer" on a copy)
assert quiz10.judge(1).correct and quiz10.count == 1
assert (quiz10.judge(2).kind, quiz10.judge(2).rule) == ("wrong", None)
assert (quiz10.judge(0).kind, quiz10.judge(0).rule) == ("wrong", "must-move")
assert DiceCountQuiz("throwaway", late, (6, 2)).show_answer() == 1 and not quiz10.attempts
""")

# ---------------------------------------------------------------------------------------------
md("""
## Summary

* A checker may land on an **empty** point, on **its own** checkers, or on a **blot** (one opposing
  checker, which it hits). It may **not** land on a point the opponent **holds** with two or more.
* A die moves a checker in one hop: blocked points **in between** do not matter.
* A checker using both dice (or several moves of a double) **stops after each die**; every stop must be a
  legal landing spot. Checking only the final point is a common mistake.
* A blot on such a stop **is hit**, even if the checker moves on; notation shows the stop: `13/11*/7`.

Your score:
""")

code("""
score
""")

md("""
Next: lesson 3, hitting and the bar (`03-hitting-and-the-bar.ipynb`): what happens to a checker that is
hit, and how it comes back.

### For teachers: check yourself

The next cell lists each question (answered or not), then every quiz's revealed answer is checked; the
last cell shows what a learner sees for a right answer, a wrong one (with the rule it breaks) and
"Show answer".
""")

code("""
quizzes = [quiz1, quiz2, quiz3, quiz4, quiz5, quiz6]      # the play quizzes
print(score)
for i, q in enumerate(score.quizzes, 1):
    print(f"  quiz {i}: {'solved' if q.ever_solved else 'not yet'} ({q.attempts} attempts)")
assert score.total == 10
""")

code("""
# check: "Show answer" reveals a play each quiz accepts (judged only: your answers above are untouched)
for q in quizzes:
    assert q.judge(q.answer_play()).correct, q
""")

code("""
# check: what a learner is told for three answers, and "Show answer" (a throwaway quiz)
demo = Quiz("Demo: White to play 6-5 (both stops blocked).", both_blocked, (6, 5))
for text in ["24/13", "24/18 13/8", "13/8 13/7"]:
    a = demo.answer(text)
    print(f"{text:12} -> {a.kind:8} {a.rule or '':22} {a.message}")
print("Show answer:", demo.show_answer())
""")

print("wrote", write("02-blocked-points.ipynb"))

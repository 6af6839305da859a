"""Build lessons/03-hitting-and-the-bar.ipynb (outputs cleared).

Run from anywhere:  /work/venv/bin/python lessons/_build/make_03.py
Edit the cells here, not in the notebook, and rebuild; then check with
    python -m pytest lessons/03-hitting-and-the-bar.ipynb -q
"""

from nbbuild import code, md, write


# ---------------------------------------------------------------------------------------------
md("""
# Lesson 3 — Hitting and the bar

In lesson 2 you saw that a checker may land on a **blot** (a single opposing checker) and that this **hits**
it. This lesson follows the hit checker: where it goes, how it comes back, and what its owner may and may not
do meanwhile. By the end you will know:

1. how to hit, including several blots in one turn;
2. how a checker on the **bar** **enters** the board again, and on which point;
3. that entering comes **before any other move**;
4. what **dancing** and a **closed board** are;
5. how to play when **several checkers** are on the bar, and how to use the second die after entering.

Run the cells from the top. Worked examples have **Next ▶** / **◀ Previous** buttons; most quizzes take a play
in notation, the last few have buttons, and all are judged by the rules engine, which names the rule a wrong
answer breaks and draws a play on the board. Try again as often as you like, or press **Show answer**; your
score is at the end. A checker coming in from the bar is written `bar/22`.

Some quizzes have a **Practise more** button: it puts up a fresh board from a real game where the same rule
decides. There you may be playing **Black**; the board is then turned so that the side to play is at the
bottom, with its own point numbers.
""")

code("""
import bglearn as bg
from bglearn.teach import show, WorkedExample, Quiz, DiceCountQuiz, LegalityQuiz, PointsQuiz, Score
from bglearn import Game

WHITE, BLACK, BAR = bg.WHITE, bg.BLACK, bg.BAR
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
## 1. Blots and hitting

Black has left two blots: one on White's 10-point and one on White's 5-point. White, on roll, has 3-1.
The 3 takes a checker from the 13-point to the 10-point; the 1 takes one from the 6-point to the 5-point.
""")

code("""
two_blots = bg.Position.from_points(
    white={24: 2, 13: 5, 8: 3, 6: 5},
    black={24: 2, 20: 1, 15: 1, 13: 4, 8: 3, 6: 4},   # Black's 20 and 15 are White's 5 and 10
)
double_hit = WorkedExample("3-1: two hits in one roll", two_blots, (3, 1), [
    ("Two Black blots: on White's 10-point and White's 5-point.", None, {"highlight": [10, 5]}),
    ("The 3: 13/10*. The checker lands on the blot; the Black checker is <b>hit</b> and put on the "
     "<b>bar</b>, the strip in the middle of the board.", "13/10"),
    ("The 1: 6/5*. A second hit with the same roll: nothing limits how many blots one turn may hit.", "6/5"),
    ("Both Black checkers are on the bar. Written <b>13/10* 6/5*</b>, a * after every hit.", None),
])
double_hit
""")

code("""
# check: 13/10* 6/5* is legal and puts two Black checkers on the bar
assert "13/10* 6/5*" in plays(two_blots, (3, 1))
assert double_hit.play.hits == 2 and double_hit.play.result.checkers(BLACK)[BAR] == 2
# check: hitting is a choice, not a duty: plays without a hit are legal too
assert any(p.hits == 0 for p in bg.legal_plays(two_blots, (3, 1)))
""")

md("""
A hit is never compulsory in itself: 3-1 here could also be played `24/21 24/23` without hitting anything.
The rules only say *where* a checker may land; which legal play to choose is up to you.

### Quiz 1 — hit twice

Play 3-1 so that **both** Black blots go to the bar.
""")

code("""
quiz1 = Quiz(
    "White to play 3-1. Hit both Black blots.", two_blots, (3, 1),
    accept=lambda p: p.hits == 2,
    hint="One die for each blot. How far is each blot from a White checker?",
    explain="Each die hits one blot; a turn may hit as many blots as its moves can reach.",
    not_asked="but this question asks for two hits.",
    score=score,
)
quiz1
""")

code("""
# check: one hit is legal but not asked; 13/12 lands on Black's point; 13/10* 6/5* is right
assert quiz1.judge("13/10* 8/7").kind == "not-asked"
assert quiz1.judge("13/10* 13/12").rule == "blocked-point"
assert quiz1.judge("13/10* 6/5*").correct
""")

# ---------------------------------------------------------------------------------------------
md("""
## 2. The bar and entering

A checker on the bar is out of play until it comes back in. Coming back in is called **entering**, and it
happens in the **opponent's home board**: for White that is Black's home board, White's points 19 to 24 (top
right in these pictures).

A die of *n* enters on the opponent's *n*-point. In your own numbering that is your **(25 − n)-point**: a 1
enters on your 24-point, a 3 on your 22-point, a 6 on your 19-point. A checker entering with a 3 is written
`bar/22`. The landing rule is the one from lesson 2: the entry point must be empty, hold your own checkers,
or hold a single Black blot (which is then hit); it must **not** be held by two or more Black checkers.

Below, White has a checker on the bar. Black holds its 6-point and 4-point (White's 19 and 21) and has a blot
on its 2-point (White's 23).
""")

code("""
on_bar = bg.Position.from_points(
    white={"bar": 1, 24: 2, 13: 5, 8: 3, 6: 4},
    black={6: 5, 4: 2, 2: 1, 8: 3, 13: 4},          # Black's 6, 4, 2 are White's 19, 21, 23
)
show(on_bar, highlight=[19, 20, 21, 22, 23, 24],
     caption="White's entry points: 24 (a 1), 23 (a 2, Black's blot), 22 (a 3), 21 (a 4, blocked), 20 (a 5), 19 (a 6, blocked)")
""")

code("""
# check: a die n enters on point 25 - n unless Black holds it (1, 2, 3, 5 enter; 4 and 6 do not)
for die in range(1, 7):
    enters = any(p.moves[0].from_point == BAR and p.moves[0].to_point == 25 - die
                 for p in bg.legal_plays(on_bar, (die, die)))
    assert enters == (die in (1, 2, 3, 5)), die
""")

md("""
**Enter first.** While you have a checker on the bar you may not move any other checker. Once every checker
of yours on the bar has entered, the rest of the roll is played as usual: by the checker that just entered
or by any other.
""")

code("""
enter_then = WorkedExample("6-3 with a checker on the bar", on_bar, (6, 3), [
    ("White has a checker on the bar, so it must enter before anything else moves.", None,
     {"highlight": [BAR]}),
    ("The 6 would enter on the 19-point, which Black holds: impossible.", None,
     {"arrows": [(BAR, 19)], "highlight": [19]}),
    ("The 3 enters on the 22-point: <b>bar/22</b>.", "bar/22"),
    ("Nothing is left on the bar, so the 6 is free: any White checker may play it, e.g. 13/7.", "13/7"),
    ("Done: <b>bar/22 13/7</b>. (bar/22/16, moving on with the same checker, was also possible.)", None),
])
enter_then
""")

code("""
# check: every legal 6-3 enters with the 3; moving another checker first is refused
assert plays(on_bar, (6, 3)) == {"bar/22 13/7", "bar/22 24/18", "bar/22 8/2", "bar/16"}
assert rule(on_bar, (6, 3), "13/7 13/10") == "must-enter-first"
print(bg.check_play(on_bar, (6, 3), "13/7 13/10").message)
""")

md("""
### Quiz 2 — enter, then play

White rolled 5-3 with the checker still on the bar. Make any legal play. (Try `13/8 13/10` to see what
the engine says about it.)
""")

code("""
quiz2 = Quiz(
    "You have a checker on the bar. Make any legal play.", on_bar, (5, 3),
    hint="A die n enters on your (25 − n)-point unless Black holds it. After that, the other die is free.",
    practise="enter-then-move",
    explain="Either die can enter (bar/20 or bar/22); the other is then played normally.",
    score=score,
)
quiz2
""")

code("""
# check: moving before entering is refused; the entry point must match a die; bar/20 13/10 is fine
assert quiz2.judge("13/8 13/10").rule == "must-enter-first"
assert quiz2.judge("bar/21 13/9").rule == "wrong-distance"
assert quiz2.judge("bar/20 13/10").correct and quiz2.judge("bar/22 6/1").correct
""")

md("""
### Quiz 3 — enter with a hit

Black's blot on its 2-point is White's 23-point. White rolls 2-1. Enter **and hit** the blot.
""")

code("""
quiz3 = Quiz(
    "White to play 2-1 with a checker on the bar. Enter so that you hit Black's blot.", on_bar, (2, 1),
    accept=lambda p: p.hits > 0,
    hint="The blot is on Black's 2-point.",
    explain="A 2 enters on the opponent's 2-point, your 23-point: a checker entering on a blot hits it like any other.",
    not_asked="but the Black blot is still on the board.",
    score=score,
)
quiz3
""")

code("""
# check: bar/24 is legal but does not hit; bar/23* is what the question asks
assert quiz3.judge("bar/24 13/11").kind == "not-asked"
assert quiz3.judge("bar/23* 6/5").correct and quiz3.judge("bar/23*/22").correct
""")

# ---------------------------------------------------------------------------------------------
md("""
## 3. Dancing

If neither die lets the checker on the bar enter, you **dance**: the whole turn is lost. It does not matter
that other checkers could move those numbers — nothing moves while a checker waits on the bar.
""")

code("""
dance = WorkedExample("6-4 with a checker on the bar: a dance", on_bar, (6, 4), [
    ("White rolls 6-4 with a checker on the bar.", None, {"highlight": [BAR]}),
    ("The 6 would enter on the 19-point: Black holds it.", None, {"arrows": [(BAR, 19)], "highlight": [19]}),
    ("The 4 would enter on the 21-point: Black holds that too.", None,
     {"arrows": [(BAR, 21)], "highlight": [21]}),
    ("No entry, so no move at all: White <b>dances</b> and the turn passes to Black, although 13/7 or 8/4 "
     "would have been fine on an empty bar.", None),
])
dance
""")

code("""
# check: 6-4 has no legal play here; a move of another checker is refused
assert plays(on_bar, (6, 4)) == set()
assert rule(on_bar, (6, 4), "13/7 13/9") == "must-pass"
print(bg.check_play(on_bar, (6, 4), "13/7 13/9").message)
""")

md("""
### Quiz 4 — nothing to play?

White rolled 6-4 on the same board. If there is a legal play, type it; if there is none, leave the box
**empty** and press **Check**.
""")

code("""
quiz4 = Quiz(
    "You have a checker on the bar. Type your play, or press Check with an empty box if there is none.",
    on_bar, (6, 4),
    hint="Look at the entry point of each die.",
    practise="dance",
    explain="Both entry points are Black's, so White dances: no move, and the turn passes.",
    score=score,
)
quiz4
""")

code("""
# check: an empty answer is right (no legal play); entering on a blocked point and moving others are refused
assert quiz4.judge("").correct
assert quiz4.judge("bar/19 13/9").rule == "must-pass"
assert quiz4.judge("13/7 13/9").rule == "must-pass"
""")

code("""
# check: "Practise more" on quizzes 2 and 4, tried on throwaway copies (your quizzes and score are untouched)
from bglearn.teach import practice

for quiz in (quiz2, quiz4):
    trial = Quiz(quiz.question, quiz.position, quiz.dice, practise=quiz.practise_kind)
    for seed in range(3):
        ex = trial.practise(seed=seed)
        assert practice.predicate(quiz.practise_kind)(ex.position, ex.dice)
        assert trial.judge(trial.answer_play() or "").correct and not trial.solved
""")

# ---------------------------------------------------------------------------------------------
md("""
## 4. The closed board

When the opponent holds **all six** points of its home board, that board is **closed**: no number can enter.
A player with a checker on the bar against a closed board does **not even roll**. The turn simply passes,
turn after turn, until the opponent opens a point.
""")

code("""
closed = bg.Position.from_points(
    white={"bar": 1, 13: 5, 8: 4, 6: 5},
    black={6: 3, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 8: 2},   # all six of Black's home points
)
show(closed, highlight=[19, 20, 21, 22, 23, 24], caption="Black's home board is closed: White cannot enter")
""")

code("""
# check: no roll at all lets White enter here
assert all(not bg.legal_plays(closed, (a, b)) for a in range(1, 7) for b in range(1, 7))
# check: a game started here skips White's turn without rolling: Black is on roll, no dice used
game = Game(position=closed)
print(game.history)
assert [t.action for t in game.history] == ["closed out"] and game.history[0].dice is None
assert game.position.on_roll == BLACK
""")

md("""
The game engine records White's turn as `'closed out'`, with no dice: White did not roll, and Black is on
roll. (Some play sites still show White rolling; the result is the same, since nothing could be played.)

## 5. Several checkers on the bar

Everything on the bar must enter before any other checker moves. With two checkers on the bar, both dice
may be needed just to enter — and if only one can enter, the other stays on the bar and the rest of the
roll is lost.
""")

code("""
two_on_bar = bg.Position.from_points(
    white={"bar": 2, 24: 1, 13: 5, 8: 3, 6: 4},
    black={6: 5, 4: 2, 2: 1, 8: 3, 13: 4},          # the same Black board: 19 and 21 blocked
)
stuck = WorkedExample("6-3 with two checkers on the bar", two_on_bar, (6, 3), [
    ("Two White checkers on the bar. Both must enter before anything else moves.", None,
     {"highlight": [BAR]}),
    ("The 3 enters one of them: <b>bar/22</b>.", "bar/22"),
    ("The 6 cannot enter the second (the 19-point is Black's). It may not move anything else either, not "
     "even the checker that just entered: a checker is still on the bar.", None,
     {"arrows": [(BAR, 19)], "highlight": [19, BAR]}),
    ("So the whole play is <b>bar/22</b>, and the 6 is lost.", None),
])
stuck
""")

code("""
# check: with two on the bar, 6-3 allows only bar/22; 5-3 enters both; 6-6 dances
assert plays(two_on_bar, (6, 3)) == {"bar/22"}
assert plays(two_on_bar, (5, 3)) == {"bar/22 bar/20"}
assert plays(two_on_bar, (6, 6)) == set()
assert rule(two_on_bar, (6, 3), "bar/22 22/16") == "must-enter-first"
""")

md("""
### Quiz 5 — two on the bar

A new board: White again has two checkers on the bar, and Black holds White's 19-, 20- and 22-points.
White rolls 5-2. Find the only legal play.
""")

code("""
two_more = bg.Position.from_points(
    white={"bar": 2, 13: 5, 8: 3, 6: 5},
    black={6: 3, 5: 2, 3: 2, 8: 3, 13: 5},          # Black's 6, 5, 3 are White's 19, 20, 22
)
quiz5 = Quiz(
    "White to play 5-2 with two checkers on the bar. Find the only legal play.", two_more, (5, 2),
    hint="How many of the two checkers can enter? What may move while one is still on the bar?",
    explain="The 2 enters one checker (bar/23); the 5 can neither enter the other (Black holds the 20-point) "
            "nor move anything while it waits.",
    score=score,
)
quiz5
""")

code("""
# check: quiz 5's board and roll differ from the worked example's; bar/23 is the only play; playing
# the 5 elsewhere is refused (a checker is still on the bar); bar/20 is blocked
assert (quiz5.position, quiz5.dice) != (stuck.position, stuck.dice)
assert plays(two_more, (5, 2)) == {"bar/23"}
assert quiz5.judge("bar/23 13/8").rule == "must-enter-first"
assert quiz5.judge("bar/20 bar/23").rule == "blocked-point"
assert quiz5.judge("bar/23").correct
""")

md("""
### Quiz 6 — a double with two on the bar

Same board, now 3-3: four moves of 3. Both checkers must enter first; then the two remaining 3s are free.
""")

code("""
quiz6 = Quiz(
    "White to play 3-3 with two checkers on the bar. Make any legal play (four moves of 3).",
    two_on_bar, (3, 3),
    hint="Start with bar/22(2): both checkers enter with two of the 3s.",
    explain="Two 3s enter both checkers; after that the other two 3s may move any checkers.",
    score=score,
)
quiz6
""")

code("""
# check: moving before both have entered is refused; stopping after entering wastes two 3s
assert quiz6.judge("bar/22 13/10(3)").rule == "must-enter-first"
assert quiz6.judge("bar/22(2)").rule == "must-use-more-dice"
assert quiz6.judge("bar/22(2) 13/10(2)").correct and quiz6.judge("bar/22(2) 13/7").correct
assert quiz6.judge("bar/22(2) 22/16").rule == "blocked-intermediate"   # 22/19/16: Black holds 19
""")

# ---------------------------------------------------------------------------------------------
md("""
## 6. Entering with one die, then the other

Once nothing is left on the bar, the other die is played normally (section 2). Two end-game boards show the
cases to watch. In both, White's other fourteen checkers are already home, but White may not bear off
(that needs all fifteen home; lesson 5), so a 5 or 6 cannot be used by them except as a move inside the home
board. Black holds White's 14-point.

**Entering with one die can leave the other with no move.** Here Black also holds White's 19-point, so the
6 cannot enter. The 5 enters on the 20-point; then a 6 from there would land on Black's 14-point, and no
other White checker can move 6. The 6 is simply lost: the play is `bar/20`.
""")

code("""
lost_six = bg.Position.from_points(
    white={"bar": 1, 6: 4, 5: 4, 4: 3, 3: 3},
    black={6: 2, 11: 2, 13: 11},                    # Black's 6 and 11 are White's 19 and 14
)
show(lost_six, dice=(6, 5), play="bar/20", highlight=[19, 14],
     caption="6-5: only bar/20; the 6 has no legal move afterwards")
""")

code("""
# check: the only play is bar/20; the 6 after entering is blocked or would bear off illegally
assert plays(lost_six, (6, 5)) == {"bar/20"}
assert rule(lost_six, (6, 5), "bar/20/14") == "blocked-point"
assert rule(lost_six, (6, 5), "bar/20 6/off") == "bear-off-not-all-home"
""")

md("""
### Quiz 7 — what happens to the 6?

Play 6-5 on that board.
""")

code("""
quiz7 = Quiz(
    "White to play 6-5 with a checker on the bar (Black holds your 19- and 14-points). Find the only legal play.",
    lost_six, (6, 5),
    hint="Which die can enter? After that, can any checker move a 6?",
    explain="Only the 5 enters; after bar/20 every 6 is blocked (20/14) or would bear off too early.",
    score=score,
)
quiz7
""")

code("""
# check: the three tempting wrong answers each get their own rule; bar/20 is right
assert quiz7.judge("bar/19 6/1").rule == "blocked-point"
assert quiz7.judge("bar/20/14").rule == "blocked-point"
assert quiz7.judge("bar/20 6/off").rule == "bear-off-not-all-home"
assert quiz7.judge("bar/20").correct
""")

md("""
**Choose the entry that lets both dice play.** Now Black's 6-point is open, so both numbers can enter. But
entering with the 5 (`bar/20`) would again leave the 6 without a move. Entering with the 6 (`bar/19`) leaves
a 5, and the 5 *can* be played: 6/1 inside the home board. A rule you will meet in full in lesson 4
applies: when some way of playing uses both dice, you must use both. So `bar/20` alone is illegal here.
""")

code("""
open_six = bg.Position.from_points(
    white={"bar": 1, 6: 4, 5: 4, 4: 3, 3: 3},
    black={11: 2, 13: 13},                          # only White's 14-point is blocked
)
both = WorkedExample("6-5: enter with the die that keeps the other playable", open_six, (6, 5), [
    ("Both dice could enter: the 6 on the 19-point, the 5 on the 20-point.", None, {"highlight": [19, 20]}),
    ("After bar/20, a 6 would be needed: 20/14 is blocked and the home checkers may not bear off yet. "
     "That order uses only one die.", None, {"arrows": [(BAR, 20), (20, 14)], "highlight": [14]}),
    ("So enter with the 6: <b>bar/19</b>.", "bar/19"),
    ("The 5: 19/14 is blocked, but 6/1 inside the home board is fine.", "6/1"),
    ("Done: <b>bar/19 6/1</b>, the only play that uses both dice.", None),
])
both
""")

code("""
# check: bar/19 6/1 is the only legal play; bar/20 alone breaks the use-both-dice rule
assert plays(open_six, (6, 5)) == {"bar/19 6/1"}
assert rule(open_six, (6, 5), "bar/20") == "must-use-both-dice"
print(bg.check_play(open_six, (6, 5), "bar/20").message)
""")

md("""
### Quiz 8 — which die enters?
""")

code("""
quiz8 = Quiz(
    "White to play 6-5 with a checker on the bar (Black holds your 14-point). Find the only legal play.",
    open_six, (6, 5),
    hint="Try both entries. After which one can the other die still be played?",
    explain="Entering with the 6 leaves a 5 that 6/1 can use; entering with the 5 would waste the 6.",
    score=score,
)
quiz8
""")

code("""
# check: bar/20 and bar/19 alone are refused with the use-both rule; bar/19/14 is blocked
assert quiz8.judge("bar/20").rule == "must-use-both-dice"
assert quiz8.judge("bar/19").rule == "must-use-both-dice"
assert quiz8.judge("bar/19/14").rule == "blocked-point"
assert quiz8.judge("bar/19 6/1").correct
""")

# ---------------------------------------------------------------------------------------------
md("""
## 7. More questions, with buttons

### Quiz 9 — where may it enter?

The board of section 2 again (Black holds your 19- and 21-points and has a blot on your 23), and White
rolls **6-5**. Tick every point where the checker on the bar may enter, then press **Check**.
""")

code("""
quiz9 = PointsQuiz(
    "Where may the checker on the bar enter with this roll?", on_bar, (6, 5), ask="enter",
    hint="A die n enters on your (25 − n)-point, in Black's home board, unless Black holds that point.",
    explain="The 5 enters on the 20-point; the 6 would need the 19-point, which Black holds.",
    practise="enter",
    score=score,
)
quiz9
""")

code("""
# check: quiz 9 (not the worked example's roll; right {20}; wrong answers with their rule; "Show answer"
# on a copy; Practise more on a copy)
assert (quiz9.position, quiz9.dice) != (enter_then.position, enter_then.dice)
assert quiz9.points == {20} and quiz9.judge("20").correct and quiz9.judge([20]).correct
for wrong, code in [("20 19", "blocked-point"), ("19", "blocked-point"), ("none", None)]:
    got = quiz9.judge(wrong)
    assert (got.kind, got.rule) == ("wrong", code), (wrong, got)
    print(f"{wrong:<6} -> {got.message}")
assert PointsQuiz("throwaway", on_bar, (6, 5), ask="enter").show_answer() is not None
trial = PointsQuiz("throwaway", on_bar, (6, 3), ask="enter", practise="enter")
for seed in range(3):
    trial.practise(seed=seed)
    assert trial.points and trial.judge(sorted(trial.points)).correct
assert not quiz9.attempts
""")

md("""
### Quiz 10 — how many dice?

The board of quiz 5 (two White checkers on the bar; Black holds your 19-, 20- and 22-points), now with a roll
of **4-3**. How many of the dice can White use?
""")

code("""
quiz10 = DiceCountQuiz(
    "How many of the dice can White use with this roll?", two_more, (4, 3),
    hint="Both checkers must enter before anything else moves. Which dice enter?",
    explain="The 4 enters one checker (bar/21); the 3 cannot enter the other (Black holds the 22-point), "
            "and nothing else may move while it waits.",
    score=score,
)
quiz10
""")

code("""
# check: quiz 10 (not the worked example's board; right 1; wrong 2 and 0; "Show answer" on a copy)
assert (quiz10.position, quiz10.dice) != (stuck.position, stuck.dice)
assert plays(two_more, (4, 3)) == {"bar/21"}
assert quiz10.count == 1 and quiz10.judge(1).correct
assert not quiz10.judge(2).correct and not quiz10.judge(0).correct
print(quiz10.judge(2).kind, quiz10.judge(2).rule, "|", quiz10.judge(2).message)
print(quiz10.judge(0).kind, quiz10.judge(0).rule, "|", quiz10.judge(0).message)
assert DiceCountQuiz("throwaway", two_more, (4, 3)).show_answer() == 1 and not quiz10.attempts
""")

md("""
### Quizzes 11 to 13 — is this play legal?

The board shows a play as arrows. Press **It is legal**, or the button naming the rule it breaks.
Quiz 11 is on the board of section 2 with a roll of 6-3; **Practise more** shows other boards with a
checker on the bar and a play that may or may not be legal.
""")

code("""
# the rules taught so far (lessons 1-3); the buttons offer only these
TAUGHT = ["must-enter-first", "blocked-point", "blocked-intermediate", "wrong-distance", "must-use-both-dice"]

quiz11 = LegalityQuiz(
    "Is this play legal?", on_bar, (6, 3), "13/7 13/10",
    choices=TAUGHT,
    hint="Where is White's checker that was hit?",
    explain="A checker is on the bar, so it must enter first (bar/22 with the 3) before any other checker moves.",
    practise="enter",
    score=score,
)
quiz11
""")

code("""
quiz12 = LegalityQuiz(
    "White rolled 2-1 with a checker on the bar and played bar/23*/22. Is that legal?", on_bar, (2, 1),
    "bar/23*/22", choices=["must-enter-first", "blocked-point", "wrong-distance"],
    hint="Once nothing is left on the bar, which checker may play the other die?",
    explain="The 2 enters on Black's blot and hits it; with the bar empty, the same checker may go on with the 1.",
    score=score,
)
quiz12
""")

code("""
quiz13 = LegalityQuiz(
    "White rolled 6-5 with a checker on the bar (the board of section 6) and played bar/20. Is that legal?",
    open_six, (6, 5), "bar/20", choices=TAUGHT,
    hint="After entering with the 5, is there a 6 to play? And after entering with the 6, a 5?",
    explain="bar/19 6/1 uses both dice, so entering with the 5 and losing the 6 is not allowed.",
    score=score,
)
quiz13
""")

code("""
# check: quizzes 11-13: the right button, a wrong one, "Show answer" on a copy, Practise more on a copy
for quiz, right, wrong in [(quiz11, "must-enter-first", "legal"), (quiz12, "legal", "must-enter-first"),
                           (quiz13, "must-use-both-dice", "legal")]:
    assert quiz.right == right and quiz.judge(right).correct
    assert not quiz.judge(wrong).correct
    copy = LegalityQuiz("throwaway", quiz.position, quiz.dice, quiz.play_text)
    assert copy.show_answer() == right
    assert set(quiz.choices) <= {"legal", *TAUGHT}, quiz.choices
    print(f"{quiz.play_text:<11} {wrong:<17} -> {quiz.judge(wrong).message}")
trial = LegalityQuiz("throwaway", on_bar, (6, 3), "13/7 13/10", practise="enter")
for seed in range(3):
    trial.practise(seed=seed)
    assert trial.judge(trial.right).correct
assert not any(q.attempts for q in (quiz11, quiz12, quiz13))
""")

# ---------------------------------------------------------------------------------------------
md("""
## Summary

* A **blot** is a single checker on a point. Landing on it **hits** it: it goes to the **bar**. One turn
  may hit several blots; hitting is allowed, never required.
* A checker on the bar **enters** in the opponent's home board: a die *n* enters on the opponent's
  *n*-point, your (25 − n)-point (`bar/22` with a 3), if that point is not held by two or more opponents.
* **Enter first**: no other checker moves while one of yours is on the bar — also with several on the bar.
* If no die enters you **dance**: the whole turn is lost. Against a **closed board** (all six home points
  held) you do not even roll; the turn passes.
* Once nothing is on the bar, the rest of the roll is played normally — and, as always, both dice must be
  used if any way of entering allows it.

Your score:
""")

code("""
score
""")

md("""
Next: lesson 4, using the whole roll (`04-using-the-whole-roll.ipynb`).

### For teachers: check yourself

The next cell lists each question (answered or not), then every play quiz's revealed answer is checked; the
last cell shows a learner's view of a right answer, a wrong one (with its rule) and "Show answer".
""")

code("""
quizzes = [quiz1, quiz2, quiz3, quiz4, quiz5, quiz6, quiz7, quiz8]      # the play quizzes
print(score)
for i, q in enumerate(score.quizzes, 1):
    print(f"  quiz {i}: {'solved' if q.ever_solved else 'not yet'} ({q.attempts} attempts)")
assert score.total == 13
""")

code("""
# check: "Show answer" reveals a play each quiz accepts (judged only: your answers above are untouched)
for q in quizzes:
    assert q.judge(q.answer_play() or "").correct, q
""")

code("""
# check: what a learner is told for three answers, and "Show answer" (a throwaway quiz)
demo = Quiz("Demo: White to play 6-5 with a checker on the bar.", open_six, (6, 5))
for text in ["6/1 5/off", "bar/20", "bar/19 6/1"]:
    a = demo.answer(text)
    print(f"{text:10} -> {a.kind:8} {a.rule or '':20} {a.message}")
print("Show answer:", demo.show_answer())
""")

print("wrote", write("03-hitting-and-the-bar.ipynb"))

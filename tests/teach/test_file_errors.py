"""Quiz and lesson file errors in a teacher's words: file:line:column, the line with a caret, the likely cause."""

import textwrap

import pytest

import bglearn as bg

GOOD = """\
title = "Tuesday"

[[question]]
id = "opening"
kind = "play"
position = "start"
dice = [3, 1]
prompt = "Make the 5-point."
goal = { play = "8/5 6/5" }
"""


def error_of(text, name="tuesday.toml"):
    with pytest.raises(bg.QuizFileError) as info:
        bg.loads_quiz(textwrap.dedent(text), name)
    return info.value


def test_a_missing_quote_points_at_where_the_text_starts():
    e = error_of(GOOD.replace('"Make the 5-point."', '"Make the 5-point.'))
    assert str(e) == (
        "tuesday.toml:8:10: this text has no closing quote\n"
        '  8 | prompt = "Make the 5-point.\n'
        "    |          ^\n"
        'likely cause: a missing quote: the text that starts here needs a " at its end, on the same line '
        '(use """ ... """ for text over several lines)'
    )
    assert (e.path, e.line, e.column, e.entry) == ("tuesday.toml", 8, 10, None)


def test_an_unclosed_bracket_points_at_where_it_opened():
    text = GOOD + 'tempting = [\n  { answer = "8/4 6/4", rule = "wrong-distance" },\n\n' + GOOD.split("\n", 2)[2]
    e = error_of(text)
    assert str(e) == (
        "tuesday.toml:10:12: this [ is never closed\n"
        "  10 | tempting = [\n"
        "     |            ^\n"
        "likely cause: an unclosed bracket: the [ opened on line 10 needs a ] (the reader only noticed on line 13)"
    )


def test_an_unclosed_inline_table():
    e = error_of(GOOD.replace('goal = { play = "8/5 6/5" }', 'goal = { play = "8/5 6/5"'))
    assert str(e).splitlines()[0] == "tuesday.toml:9:8: this { is never closed"
    assert e.cause == "an unclosed bracket: the { opened on line 9 needs a } (the reader only noticed on line 9)"


def test_curly_quotes_from_a_word_processor():
    e = error_of(GOOD.replace('kind = "play"', "kind = \u201cplay\u201d"))
    assert str(e) == (
        "tuesday.toml:5:8: curly quotes: TOML reads only straight quotes\n"
        "  5 | kind = \u201cplay\u201d\n"
        "    |        ^\n"
        "likely cause: curly quotes (\u201c \u201d) pasted from a word processor: "
        'type them again as straight quotes (")'
    )


def test_a_bare_word_is_not_a_value():
    e = error_of(GOOD.replace('kind = "play"', "kind = play"))
    assert str(e) == (
        "tuesday.toml:5:8: TOML cannot read this value\n"
        "  5 | kind = play\n"
        "    |        ^\n"
        'likely cause: text needs quotes ("..."); a list is [ ... ], a table { ... }; true, false and numbers have none'
    )


def test_a_key_given_twice():
    e = error_of(GOOD + 'kind = "play"\n')
    assert e.problem == "a key or table is given twice"
    assert e.cause == "the same key twice in one entry (or a [table] written twice): keep one"


@pytest.mark.parametrize(
    ("old", "new", "first_line", "caret", "cause"),
    [
        (  # at the top of the file
            'title = "Tuesday"',
            'titel = "Tuesday"',
            "tuesday.toml:1:1: unknown top-level key titel (allowed: positions, question, title)",
            "    | ^",
            "a misspelt key: did you mean title?",
        ),
        (  # in an entry
            'prompt = "Make',
            'promt = "Make',
            "tuesday.toml:8:1: entry 'opening': unknown key promt in a play question (allowed: dice, explain, "
            "goal, hint, id, kind, not_asked, on_roll, position, practise, prompt, tempting)",
            "    | ^",
            "a misspelt key: did you mean prompt?",
        ),
        (  # inside goal
            'goal = { play = "8/5 6/5" }',
            "goal = { moves_frm = 8 }",
            "tuesday.toml:9:10: entry 'opening': goal has unknown key moves_frm (allowed: play, moves_from, leaves, "
            "hits, min_hits, borne_off, min_borne_off, ends_game, hits_on_the_way, blots, makes)",
            "    |          ^",
            "a misspelt key: did you mean moves_from?",
        ),
        (  # inside a tempting answer
            'goal = { play = "8/5 6/5" }',
            'goal = { play = "8/5 6/5" }\ntempting = [{ answer = "8/4 6/4", rul = "wrong-distance" }]',
            "tuesday.toml:10:35: entry 'opening': unknown key rul in a tempting answer (1) (allowed: answer, rule)",
            "     |                                   ^",
            "a misspelt key: did you mean rule?",
        ),
    ],
)
def test_a_misspelt_key_at_any_depth_names_the_keys_allowed_there(old, new, first_line, caret, cause):
    e = error_of(GOOD.replace(old, new))
    lines = str(e).splitlines()
    assert lines[0] == first_line
    assert lines[2] == caret
    assert lines[3] == f"likely cause: {cause}"


def test_a_misspelt_key_in_a_lessons_step(tmp_path):
    path = tmp_path / "99-lesson.toml"
    path.write_text(
        textwrap.dedent("""\
        title = "A lesson"

        [[stage]]
        id = "one"
        title = "One"

        [[stage.example]]
        id = "first-move"
        title = "A first move"
        position = "start"
        dice = [3, 1]
        steps = [
          { text = "Make the 5-point.", ply = "8/5 6/5" },
        ]
        """),
        encoding="utf-8",
    )
    with pytest.raises(bg.QuizFileError) as info:
        bg.load_lesson(path)
    assert str(info.value) == (
        f"{path}:13:33: entry 'first-move': unknown key ply in a step (1) (allowed: arrows, highlight, play, text)\n"
        '  13 |   { text = "Make the 5-point.", ply = "8/5 6/5" },\n'
        "     |                                 ^\n"
        "likely cause: a misspelt key: did you mean play?"
    )


def test_dice_are_whole_numbers_from_1_to_6():
    e = error_of(GOOD.replace("dice = [3, 1]", "dice = [7, 2]"))
    assert str(e) == (
        "tuesday.toml:7:1: entry 'opening': dice are whole numbers from 1 to 6; [7, 2] has 7\n"
        "  7 | dice = [7, 2]\n"
        "    | ^"
    )
    assert error_of(GOOD.replace("dice = [3, 1]", "dice = [3, 1.5]")).problem == (
        "dice are whole numbers from 1 to 6; [3, 1.5] has 1.5"
    )


def test_a_cube_question_needs_an_xgid():
    e = error_of("""\
        [[question]]
        id = "cube"
        kind = "may-double"
        position = "start"
        prompt = "May White double?"
        tempting = [{ answer = "no", rule = "none" }]
        """)
    assert str(e) == (
        "tuesday.toml:4:1: entry 'cube': a cube question needs an XGID: give the position as XGID=... "
        "(it carries the cube, the score and the match length)\n"
        '  4 | position = "start"\n'
        "    | ^"
    )


def test_an_entry_error_points_at_the_value_it_names():
    e = error_of(GOOD + 'tempting = [{ answer = "8/5 6/5", rule = "wrong-distance" }]\n')
    assert str(e) == (
        "tuesday.toml:10:24: entry 'opening': the tempting answer '8/5 6/5' is right, not wrong\n"
        '  10 | tempting = [{ answer = "8/5 6/5", rule = "wrong-distance" }]\n'
        "     |                        ^"
    )
    assert (e.entry, e.line, e.column) == ("opening", 10, 24)


def test_an_entry_without_an_id_is_found_by_its_number():
    e = error_of(GOOD + '\n[[question]]\nkind = "play"\n')
    assert str(e) == (
        "tuesday.toml:11:1: entry '#2': needs an id of lowercase words joined by '-' (id = \"enter-first\"), not None\n"
        "  11 | [[question]]\n"
        "     | ^"
    )


def test_text_given_directly_is_named_text():
    with pytest.raises(bg.QuizFileError) as info:
        bg.loads_quiz(GOOD.replace("dice = [3, 1]", "dice = [0, 2]"))
    assert (
        str(info.value).splitlines()[0]
        == "<text>:7:1: entry 'opening': dice are whole numbers from 1 to 6; [0, 2] has 0"
    )


def test_in_a_notebook_the_error_is_its_message_without_a_traceback():
    e = error_of(GOOD.replace("dice = [3, 1]", "dice = [7, 2]"))
    assert e._render_traceback_() == [
        "QuizFileError: tuesday.toml:7:1: entry 'opening': dice are whole numbers from 1 to 6; [7, 2] has 7",
        "  7 | dice = [7, 2]",
        "    | ^",
    ]


def test_ipykernel_shows_the_short_message(tmp_path):
    """The error as a Jupyter kernel sends it: the message's lines, no frames of bglearn."""
    from jupyter_client.manager import start_new_kernel

    (tmp_path / "q.toml").write_text(GOOD.replace("dice = [3, 1]", "dice = [7, 2]"), encoding="utf-8")
    km, kc = start_new_kernel(kernel_name="python3", cwd=str(tmp_path))
    try:
        kc.execute("import bglearn as bg\nbg.load_quiz('q.toml')")
        while True:
            msg = kc.get_iopub_msg(timeout=60)
            if msg["msg_type"] == "error":
                traceback = msg["content"]["traceback"]
                break
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    assert traceback == [
        "QuizFileError: q.toml:7:1: entry 'opening': dice are whole numbers from 1 to 6; [7, 2] has 7",
        "  7 | dice = [7, 2]",
        "    | ^",
    ]


def test_a_well_placed_error_keeps_the_file_and_entry_apart():
    e = error_of(GOOD.replace('kind = "play"', 'kind = "plya"'))
    assert e.problem.startswith("kind 'plya' is not one of play, points")
    assert (e.path, e.entry, e.line, e.column, e.source) == ("tuesday.toml", "opening", 5, 8, 'kind = "plya"')


def test_a_curly_quote_further_down_does_not_hide_the_missing_quote_above():
    """Found by a teacher's trial: both slips in one file; the first is what tomllib stopped at."""
    text = GOOD.replace('"Make the 5-point."', '"Make the 5-point.') + "hint = \u201cThe 5-point.\u201d\n"
    e = error_of(text)
    assert (e.line, e.column, e.problem) == (8, 10, "this text has no closing quote")


def test_a_misspelt_rule_code_names_the_closest():
    e = error_of(GOOD + 'tempting = [{ answer = "8/4 6/4", rule = "wrong-distanse" }]\n')
    lines = str(e).splitlines()
    assert lines[0].startswith("tuesday.toml:10:42: entry 'opening': tempting answer '8/4 6/4': rule 'wrong-distanse'")
    assert lines[2] == "     |                                          ^"
    assert lines[3] == "likely cause: a misspelt rule code: did you mean wrong-distance?"


def test_a_line_without_a_value():
    e = error_of(GOOD.replace('kind = "play"', "kind"))
    assert str(e) == (
        "tuesday.toml:5:5: a key without = and a value\n"
        "  5 | kind\n"
        "    |     ^\n"
        "likely cause: each line is key = value; if this line belongs to the text above, that text lost its "
        "closing quote"
    )


def test_a_legal_play_not_asked_for_gets_its_rule_named():
    """Found by a teacher's trial: rule = "none" for a legal play the goal does not accept."""
    e = error_of(GOOD + 'tempting = [{ answer = "24/21 6/5", rule = "none" }]\n')
    assert e.cause == 'the answer is legal but not what the question asks: its rule is "not-asked"'
    assert (e.line, e.column) == (10, 24)


def test_a_goal_no_play_meets_says_so_without_python_words():
    """Found by a teacher's trial: the message said 'accept=', a keyword of the Python API."""
    e = error_of(GOOD.replace('goal = { play = "8/5 6/5" }', "goal = { min_hits = 1 }"))
    assert str(e).splitlines()[0] == (
        "tuesday.toml:9:1: entry 'opening': no legal play meets the goal: with 3-1 the legal plays are "
        + ", ".join(str(p) for p in bg.legal_plays(bg.Position.start(), (3, 1))[:6])
        + " ..."
    )

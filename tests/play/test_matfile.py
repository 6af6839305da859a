"""Real match records (Jellyfish .mat, ../shared/data/matches) replay play by play under our rules."""

import pytest
from helpers import match_files

import bglearn as bg
from bglearn import MatError, read_mat, replay

# The fixtures mat_file and matches_dir (tests/conftest.py) skip without the records (a user's
# fresh clone), naming the folder, and fail under CI. The tests at the end need no records.


def _replay_file(path):
    record = read_mat(path.read_text(encoding="utf-8", errors="replace"))
    plays = passes = 0
    endings = []  # (recorded winner points, our result, cube) for games ended by bearing off
    for game in record.games:
        cube = 1
        final = None
        for pos, action, play in replay(game):
            if action.kind == "double":
                cube = action.value
            elif action.kind == "roll" and action.moves is not None:
                if play is None:
                    passes += 1
                    assert not bg.legal_plays(pos, action.dice)
                else:
                    plays += 1
            elif action.kind == "end":
                final = pos
            elif action.kind == "win" and final is not None:
                result = bg.game_result(final, cube)
                # Galaxy records at most the match length
                cap = record.length or result.points
                endings.append((action.value, result, action.side, cap))
    return plays, passes, endings


def test_every_recorded_play_is_legal_and_every_win_scores_right(mat_file):
    plays, passes, endings = _replay_file(mat_file)
    assert plays > 40
    for points, result, side, cap in endings:
        assert result is not None
        assert result.winner == side
        # single/gammon/backgammon times the cube, as recorded (Galaxy: capped at the length)
        assert points in (result.points, min(result.points, cap))


def test_all_records_together(matches_dir):
    totals = [_replay_file(p) for p in match_files()]
    assert sum(t[0] for t in totals) == 6118  # checker plays in the 22 files
    assert sum(t[1] for t in totals) == 766  # rolls with no legal play
    kinds = {e[1].kind for t in totals for e in t[2]}
    assert {"single", "gammon"} <= kinds


def test_read_mat_names_players_length_and_games(matches_dir):
    rec = read_mat((matches_dir / "kagsteiner_GreatestBGHits_game1.mat").read_text())
    assert rec.length == 7
    assert rec.players == ("hape42", "darkhelmet")
    assert [g.number for g in rec.games] == [1, 2]
    first = rec.games[0].actions[0]
    assert (first.side, first.kind, first.dice, first.moves) == (bg.WHITE, "roll", (6, 1), "13/7 8/7")


def test_money_session_has_length_zero(matches_dir):
    rec = read_mat((matches_dir / "nodots_nodots-backgammon-core_sample.mat").read_text())
    assert rec.length == 0


def test_not_a_match_file():
    with pytest.raises(MatError, match="point match"):
        read_mat("hello\nworld\n")


def test_illegal_recorded_play_names_the_line():
    text = " 1 point match\n\n Game 1\n a : 0      b : 0\n  1) 31: 8/5 6/4\n"
    game = read_mat(text).games[0]
    with pytest.raises(MatError, match="line 5"):
        list(replay(game))


# -- rolls not played, closed-out turns (issue 11, section 2) ----------------------------------------

_HEAD = " 3 point match\n\n Game 1\n a : 0                           b : 0\n"


def test_a_roll_then_a_resignation_is_read_as_gnubg_writes_it():
    # GNU Backgammon writes a roll followed by a resignation as '52:' with no move
    text = _HEAD + "  1) 31: 8/5 6/5                 52:\n                                 Wins 2 points\n"
    steps = list(replay(read_mat(text).games[0]))
    (_, first, play), (pos, roll, unplayed), (_, win, _) = steps
    assert play is not None and roll.dice == (5, 2) and roll.moves == "" and unplayed is None
    assert bg.legal_plays(pos, (5, 2)) and (win.side, win.kind, win.value) == (bg.BLACK, "win", 2)


def test_a_roll_after_a_roll_not_played_is_a_mat_error():
    text = _HEAD + "  1) 31: 8/5 6/5                 52: ????\n  2) 31: 8/5 6/5\n"
    with pytest.raises(MatError, match="line 6: a roll after the roll of line 5, which was not played"):
        list(replay(read_mat(text).games[0]))
    # and an empty roll that is not the game's last is the illegal pass it always was
    text = _HEAD + "  1) 31: 8/5 6/5                 52:\n  2) 31: 8/5 6/5\n"
    with pytest.raises(MatError, match="line 5: .*may not pass"):
        list(replay(read_mat(text).games[0]))


def test_a_missing_turn_is_a_mat_error_unless_the_side_is_closed_out():
    text = _HEAD + "  1) 31: 8/5 6/5\n  2) 31: 8/5 6/5\n"
    with pytest.raises(MatError, match="line 6: Black's turn is missing"):
        list(replay(read_mat(text).games[0]))


def test_a_closed_out_turn_reads_with_its_dice_or_without(matches_dir):
    # game 2 of this record: darkhelmet (Black) is closed out on rows 12-16 (lines 36-40), the file shows its dice
    text = (matches_dir / "kagsteiner_GreatestBGHits_game1.mat").read_text()
    with_dice = read_mat(text)
    lines = text.split("\n")
    closed = [a.line for a in with_dice.games[1].actions if a.side == bg.BLACK and a.line in range(36, 41)]
    assert closed == [36, 37, 38, 39, 40] and all(lines[n - 1].endswith(":") for n in closed)
    without = read_mat("\n".join(line[:36] if n in closed else line for n, line in enumerate(lines, start=1)))
    rolls = [a for a in with_dice.games[1].actions if a.kind == "roll"]
    assert len([a for a in without.games[1].actions if a.kind == "roll"]) == len(rolls) - 5  # as each file says
    plays = [[(a.side, p.result) for _, a, p in replay(r.games[1]) if p is not None] for r in (with_dice, without)]
    assert plays[0] == plays[1] and len(plays[0]) > 10

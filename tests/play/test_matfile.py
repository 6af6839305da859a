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

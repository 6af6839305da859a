"""A deliberately slow, obviously-correct move generator used only to check bglearn's.

It follows the rules text literally: try every order of the dice, every checker for every
die, copy the whole board at every step, keep the sequences that use the most dice, and if
only one die of a non-double can be used, keep the higher one when it can be played. Results
are compared as (mover board, opponent board) tuples. It shares no code with bglearn.engine.movegen.
"""

from itertools import permutations


def _single(me, opp, die):
    """All (from, to) moves of one die; me/opp are 26-lists in own numbering."""
    if me[25] > 0:
        to = 25 - die
        return [(25, to)] if opp[25 - to] < 2 else []
    moves = []
    all_home = sum(me[7:26]) == 0
    for src in range(24, 0, -1):
        if me[src] == 0:
            continue
        to = src - die
        if to >= 1:
            if opp[25 - to] < 2:
                moves.append((src, to))
        elif all_home:
            if to == 0:
                moves.append((src, 0))
            elif not any(me[p] for p in range(src + 1, 25)):
                moves.append((src, 0))
    return moves


def _apply(me, opp, move):
    me = list(me)
    opp = list(opp)
    src, to = move
    me[src] -= 1
    me[to] += 1
    if to >= 1 and opp[25 - to] == 1:
        opp[25 - to] = 0
        opp[25] += 1
    return me, opp


def reference_results(mover, opponent, dice):
    """Return the set of (mover_tuple, opponent_tuple) results of every legal play."""
    d1, d2 = dice
    orders = [(d1,) * 4] if d1 == d2 else [tuple(p) for p in set(permutations((d1, d2)))]
    found = {}  # result -> set of dice sequences that reach it

    def rec(me, opp, rest, used):
        moved = False
        if rest and me[0] < 15:
            for mv in _single(me, opp, rest[0]):
                moved = True
                m2, o2 = _apply(me, opp, mv)
                rec(m2, o2, rest[1:], used + (rest[0],))
        if not moved:
            found.setdefault((tuple(me), tuple(opp)), set()).add(used)

    for order in orders:
        rec(list(mover), list(opponent), order, ())
    if not found:
        return set()
    best = max(len(u) for uses in found.values() for u in uses)
    if best == 0:
        return set()
    keep = {k for k, uses in found.items() if any(len(u) == best for u in uses)}
    if d1 != d2 and best == 1:
        hi = max(d1, d2)
        with_hi = {k for k in keep if (hi,) in found[k]}
        # if the higher die can be played alone, only it may be played
        if with_hi:
            keep = with_hi
    return keep

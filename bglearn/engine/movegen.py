"""The move generator: every distinct legal play of a roll, fast, in pure Python.

This is the hot path of the rules engine. It works on plain ints and lists, keeps each
resulting position as one int key and leaves the building of :class:`~bglearn.Play` objects to
:mod:`bglearn.engine.rules`.

Board arrays are from the mover's view: ``me[0]`` borne off, ``me[1..24]`` points,
``me[25]`` bar. Sets of points are masks with one byte per point (bit ``8p`` set for point
``p``), so that they can be built from a board at C speed with ``bytes.translate`` and
``int.from_bytes``; :data:`BIT` ``[p]`` is point ``p``'s bit.

A result key is ``sum(me[p] << 8p) + sum(1 << (208 + q) for each blot hit on point q)``: the
mover's board after the play plus the blots it hit. The opponent's board after the play
follows from those hits, so two plays are the same play exactly when their keys are equal.

How the rules are applied (all from the compulsory-play rules of the standard game):

* Doubles: a depth-first search that moves checkers in non-increasing order of their starting
  point, so each set of moves is tried in one order only. That order is always legal when any
  order is (entering from the bar comes first; bringing checkers home and clearing higher points
  only ever come before a bear-off that needs them), so nothing is lost. As many of the four
  moves as possible must be played: only the deepest results are kept.
* Non-doubles, simple case (no checker on the bar and at least two checkers outside the home
  board, so no bear-off is possible this turn): moves of two different checkers commute, so the
  results are all pairs "one checker moves die a, another moves die b", plus one checker moving
  both dice through either intermediate point, and the results are listed straight from those.
* Non-doubles, other cases (bar, bear-off): both orders of the dice are searched move by move.
* If no sequence uses both dice, the higher die is played when it can be, else the lower one.
"""

from __future__ import annotations

__all__ = [
    "BIT",
    "HIT",
    "M24",
    "board_key",
    "points_of",
    "analyse",
    "bear_off_from",
    "single_moves",
    "legal_single_moves",
    "generate",
]

BIT = tuple(1 << (8 * p) for p in range(27))
_W = BIT  # a checker on point p adds BIT[p] to a key
HIT = tuple((1 << (208 + p)) if 1 <= p <= 24 else 0 for p in range(26))
_HIT = HIT  # (functions below bind it to a local name for speed)
M24 = sum(BIT[1:25])  # points 1..24
_NONZERO = bytes([0] + [1] * 255)
_ONE = bytes([0, 1] + [0] * 254)
_TWO_OR_MORE = bytes([0, 0] + [1] * 254)


def board_key(me):
    """Return the int key of a mover's 26-int board with no hits."""
    return int.from_bytes(bytes(me), "little")


def points_of(mask):
    """Return the points (ints) of a point mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append((low.bit_length() - 1) >> 3)
        mask ^= low
    return out


def analyse(me, opp):
    """Return ``(blocked, blots, occ, outside, key0)`` for a mover's and opponent's boards.

    ``blocked``/``blots``: masks of the mover's points held by 2+ / exactly 1 opposing checker;
    ``occ``: mask of the mover's occupied points 1-24; ``outside``: the mover's checkers not in
    its home board (points 7-24 and the bar); ``key0``: :func:`board_key` of ``me``.
    """
    mine = bytes(me)
    theirs = bytes(opp)[::-1]  # index q is the opponent's point 25 - q: the mover's point q
    blocked = int.from_bytes(theirs.translate(_TWO_OR_MORE), "little") & M24
    blots = int.from_bytes(theirs.translate(_ONE), "little") & M24
    occ = int.from_bytes(mine.translate(_NONZERO), "little") & M24
    outside = sum(me[7:])
    return blocked, blots, occ, outside, int.from_bytes(mine, "little")


def bear_off_from(me, occ, die):
    """The point a die bears a checker off from (all checkers home), or 0 if none.

    Rule (bearing off): the point matching the die; if it is empty, a die higher than the
    highest occupied point bears off from that point; otherwise the die is played inside.
    """
    if me[die]:
        return die
    if occ and occ < BIT[die]:
        return (occ.bit_length() - 1) >> 3
    return 0


def single_moves(me, occ, outside, openmask, die):
    """List the legal moves ``(from, to)`` of one die in the current state (``to`` 0 = off).

    Rule order: a checker on the bar must enter first (on the point ``25 - die``, unless
    blocked); otherwise any checker may move ``die`` pips to a point not held by two or more
    opposing checkers; with every checker home, a checker on the point matching the die bears
    off, and a die higher than the highest occupied point bears off from that point.
    """
    if me[25]:
        to = 25 - die
        if openmask & BIT[to]:
            return ((25, to),)
        return ()
    res = []
    cand = occ & (openmask << (die << 3))
    while cand:
        low = cand & -cand
        s = (low.bit_length() - 1) >> 3
        res.append((s, s - die))
        cand ^= low
    if not outside:
        s = bear_off_from(me, occ, die)
        if s:
            res.append((s, 0))
    return res


def legal_single_moves(me, opp, die, info=None):
    """The legal single moves ``(from, to)`` of one die for the mover's and opponent's boards.

    :func:`single_moves` with the masks of :func:`analyse` (or ``info``, its result if known):
    the moves a die allows on its own, whatever the rest of the roll.
    """
    blocked, _blots, occ, outside, _key = analyse(me, opp) if info is None else info
    return single_moves(me, occ, outside, M24 & ~blocked, die)


def generate(me_t, opp_t, d1, d2, info=None):
    """Return ``(dice_used, {key: moves})`` for every distinct legal play.

    ``moves`` is a tuple of ``(from, to)`` pairs in the order played. ``dice_used`` is the
    number of dice (moves) each legal play uses; 0 with the single key of the unchanged
    board when no move is possible. ``info`` is :func:`analyse`'s result if already known.
    """
    if info is None:
        info = analyse(me_t, opp_t)
    blocked, blots, occ, outside, key0 = info
    openmask = M24 & ~blocked
    if d1 == d2:
        return _doubles(me_t, openmask, blots, occ, outside, key0, d1)
    if d1 < d2:
        d1, d2 = d2, d1
    if not me_t[25] and outside >= 2:
        return _pairs(me_t, openmask, blots, occ, key0, d1, d2)
    return _two_orders(me_t, openmask, blots, occ, outside, key0, d1, d2)


def _pairs(me, openmask, blots, occ, key0, hi, lo):
    """Non-double, no bar, no bear-off possible: list results as pairs of single moves."""
    W = BIT
    HIT = _HIT
    src_hi = occ & (openmask << (hi << 3))
    src_lo = occ & (openmask << (lo << 3))
    res = {}
    if src_hi and src_lo:
        # different checkers (or two from one point): the two moves commute
        los = []
        c = src_lo
        while c:
            low = c & -c
            q = (low.bit_length() - 1) >> 3
            t = q - lo
            dk = W[t] - W[q]
            if blots & W[t]:
                dk += HIT[t]
            los.append((q, t, dk))
            c ^= low
        c = src_hi
        while c:
            low = c & -c
            p = (low.bit_length() - 1) >> 3
            c ^= low
            s = p - hi
            kp = key0 + W[s] - W[p]
            hit_s = blots & W[s]
            if hit_s:
                kp += HIT[s]
            mp = (p, s)
            single = me[p] == 1
            for q, t, dk in los:
                if q == p and single:
                    continue
                k = kp + dk
                if hit_s and t == s:
                    k -= HIT[s]  # the second checker lands on the point the first one made
                if k not in res:
                    res[k] = (mp, (q, t))
    # one checker using both dice, through either intermediate point
    both = occ & (openmask << ((hi + lo) << 3))
    while both:
        low = both & -both
        p = (low.bit_length() - 1) >> 3
        both ^= low
        t = p - hi - lo
        for first in (hi, lo):
            m = p - first
            if openmask & W[m]:
                k = key0 + W[t] - W[p]
                if blots & W[m]:
                    k += HIT[m]
                if blots & W[t]:
                    k += HIT[t]
                if k not in res:
                    res[k] = ((p, m), (m, t))
    if res:
        return 2, res
    return _one_die(me, openmask, blots, occ, 1, key0, hi, lo)


def _one_die(me, openmask, blots, occ, outside, key0, hi, lo):
    """No sequence uses both dice: play the higher die if it can be played, else the lower."""
    for die in (hi, lo):
        moves = single_moves(me, occ, outside, openmask, die)
        if moves:
            res = {}
            for s, t in moves:
                k = key0 + BIT[t] - BIT[s]
                if blots & BIT[t]:
                    k += _HIT[t]
                res[k] = ((s, t),)
            return 1, res
    return 0, {key0: ()}


def _two_orders(me_t, openmask, blots, occ, outside, key0, hi, lo):
    """Non-double with a checker on the bar or a bear-off in reach: search both dice orders."""
    W = BIT
    HIT = _HIT
    me = list(me_t)
    res = {}
    for x, y in ((hi, lo), (lo, hi)):
        for s1, t1 in single_moves(me, occ, outside, openmask, x):
            k1 = key0 + W[t1] - W[s1]
            blots1 = blots
            if blots & W[t1]:
                k1 += HIT[t1]
                blots1 = blots & ~W[t1]
            me[s1] -= 1
            me[t1] += 1
            occ1 = occ
            if s1 != 25 and not me[s1]:
                occ1 &= ~W[s1]
            if t1:
                occ1 |= W[t1]
            out1 = outside - 1 if (s1 > 6 and t1 <= 6) else outside
            for s2, t2 in single_moves(me, occ1, out1, openmask, y):
                k = k1 + W[t2] - W[s2]
                if blots1 & W[t2]:
                    k += HIT[t2]
                if k not in res:
                    res[k] = ((s1, t1), (s2, t2))
            me[s1] += 1
            me[t1] -= 1
    if res:
        return 2, res
    return _one_die(me_t, openmask, blots, occ, outside, key0, hi, lo)


def _doubles(me_t, openmask, blots, occ, outside, key0, d):
    """Doubles: depth-first, sources non-increasing, keep the results using the most moves."""
    W = BIT
    HIT = _HIT
    me = list(me_t)
    full = {}  # results of four moves: key -> moves
    partial = ({}, {}, {}, {})  # results where the search stopped after n < 4 moves
    shifted = openmask << (d << 3)
    entry = 25 - d
    entry_open = openmask & W[entry]
    seen = set()

    def last_moves(n, maxsrc, key, occ, outside, blots, seq):
        """The fourth move: record each result directly (no need to apply it)."""
        state = (key << 5) | maxsrc
        if state in seen:
            return
        seen.add(state)
        if me[25]:
            if entry_open:
                k = key + W[entry] - W[25]
                if blots & W[entry]:
                    k += HIT[entry]
                if k not in full:
                    full[k] = seq + ((25, entry),)
            elif key not in partial[3]:
                partial[3][key] = seq
            return
        moved = False
        cand = occ & shifted & (W[maxsrc + 1] - 1)
        while cand:
            low = cand & -cand
            s = (low.bit_length() - 1) >> 3
            cand ^= low
            t = s - d
            k = key + W[t] - W[s]
            if blots & W[t]:
                k += HIT[t]
            if k not in full:
                full[k] = seq + ((s, t),)
            moved = True
        if not outside:
            s = bear_off_from(me, occ, d)
            if s and s <= maxsrc:
                k = key + W[0] - W[s]
                if k not in full:
                    full[k] = seq + ((s, 0),)
                moved = True
        if not moved and key not in partial[3]:
            partial[3][key] = seq

    def rec(n, maxsrc, key, occ, outside, blots, seq):
        # The same board (and hits) reached by another order, with the same freedom left for
        # the next moves, has nothing new to offer.
        state = (key << 5) | maxsrc
        if state in seen:
            return
        seen.add(state)
        step = last_moves if n == 2 else rec  # the fourth move is recorded without recursing
        if me[25]:
            if entry_open:
                k = key + W[entry] - W[25]
                b2 = blots
                if blots & W[entry]:
                    k += HIT[entry]
                    b2 = blots & ~W[entry]
                me[25] -= 1
                me[entry] += 1
                step(n + 1, 25, k, occ | W[entry], outside, b2, seq + ((25, entry),))
                me[25] += 1
                me[entry] -= 1
            elif key not in partial[n]:
                partial[n][key] = seq
            return
        moved = False
        cand = occ & shifted & (W[maxsrc + 1] - 1)
        while cand:
            low = cand & -cand
            s = (low.bit_length() - 1) >> 3
            cand ^= low
            t = s - d
            k = key + W[t] - W[s]
            b2 = blots
            if blots & W[t]:
                k += HIT[t]
                b2 = blots & ~W[t]
            me[s] -= 1
            me[t] += 1
            o2 = occ | W[t]
            if not me[s]:
                o2 &= ~low
            step(n + 1, s, k, o2, outside - 1 if (s > 6 and t <= 6) else outside, b2, seq + ((s, t),))
            me[s] += 1
            me[t] -= 1
            moved = True
        if not outside:
            s = bear_off_from(me, occ, d)
            if s and s <= maxsrc:
                me[s] -= 1
                me[0] += 1
                o2 = occ if me[s] else occ & ~W[s]
                step(n + 1, s, key + W[0] - W[s], o2, 0, blots, seq + ((s, 0),))
                me[s] += 1
                me[0] -= 1
                moved = True
        if not moved and key not in partial[n]:
            partial[n][key] = seq

    rec(0, 25, key0, occ, outside, blots, ())
    if full:
        return 4, full
    for n in (3, 2, 1, 0):
        if partial[n]:
            return n, partial[n]
    return 0, {key0: ()}  # pragma: no cover - partial[0] always holds the start when nothing moves

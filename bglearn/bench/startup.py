"""Benchmark: ``python -m bglearn.bench import`` times ``import bglearn`` in fresh interpreters.

Each run starts a new Python process (so nothing is imported yet; bytecode caches are used, as in
a user's installation, after one uncounted run writes them) and times the import with
``time.perf_counter``; the best of ``--repeat`` runs is reported (as :mod:`timeit` advises), with
the heavy modules the import pulled in (it must pull in none of matplotlib, ipywidgets, numpy).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

_PROBE = (
    "import sys, time; t = time.perf_counter(); import bglearn; t = time.perf_counter() - t; "
    "heavy = [m for m in ('matplotlib', 'ipywidgets', 'numpy') if m in sys.modules]; "
    "print(t, ','.join(heavy))"
)


def measure(repeat: int = 7) -> tuple[list[float], list[str]]:
    """Return the import times in seconds of ``repeat`` fresh interpreters, and the heavy modules seen."""
    times = []
    heavy: set[str] = set()
    # as a user's Python runs it: with bytecode caches (written by the first, uncounted, run)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, check=True, env=env)
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True, env=env).stdout
        t, mods = out.split()[0], out.split()[1] if len(out.split()) > 1 else ""
        times.append(float(t))
        heavy.update(m for m in mods.split(",") if m)
    return times, sorted(heavy)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bglearn.bench import", description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    times, heavy = measure(args.repeat)
    print(
        f"import bglearn: best {min(times) * 1000:.1f} ms, median {sorted(times)[len(times) // 2] * 1000:.1f} ms "
        f"of {len(times)} fresh interpreters (target: under 50 ms); "
        f"heavy modules imported: {', '.join(heavy) or 'none'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

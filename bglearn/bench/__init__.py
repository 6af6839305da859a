"""Benchmarks, outside the layers they measure: ``python -m bglearn.bench [engine|board|import]``.

* ``engine`` (default; also runs ``board`` and ``import`` unless ``--no-widget``): how fast
  :func:`bglearn.legal_plays` is (:mod:`bglearn.bench.engine`).
* ``board``: how long a click on the board takes to give a new picture (:mod:`bglearn.bench.board`).
* ``import``: how long ``import bglearn`` takes in a fresh interpreter (:mod:`bglearn.bench.startup`).
"""

"""Shared test set-up. Importing this puts ``tests/`` on ``sys.path``, so tests can import ``helpers``."""

"""Training the neural evaluator of :mod:`bglearn.play.neural` by self-play (TD(lambda)).

``python -m bglearn.play.training --dir DIR`` trains, checkpointing into ``DIR``; run it again with
the same ``--dir`` to resume from the last checkpoint. See :mod:`bglearn.play.training.td`.
"""

from .td import Checkpoint, Trainer, main

__all__ = ["Checkpoint", "Trainer", "main"]

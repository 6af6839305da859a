"""``python -m bglearn.play.training``: see :func:`bglearn.play.training.td.main`."""

import sys

from .td import main

sys.exit(main())

"""pytest (nbval) runs these notebooks with lesson progress saved to a temporary file, not the user's."""

import os
import tempfile


def pytest_configure(config: object) -> None:
    if "BGLEARN_PROGRESS" not in os.environ:
        folder = tempfile.mkdtemp(prefix="bglearn-progress-")
        os.environ["BGLEARN_PROGRESS"] = os.path.join(folder, "progress.json")

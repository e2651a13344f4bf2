"""Let the kernels that nbval starts import ``draughts`` from this checkout, and keep
the tests' progress apart from anyone's own.

With ``pip install -e .`` the first changes nothing; without it, the notebooks still
run against the working tree rather than failing on the first import. The tests, and
the kernels nbval starts (they inherit the environment), keep stars in a fresh
temporary progress file, so stored notebook outputs never depend on a learner's
progress.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent)
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")]))

_PROGRESS_FOLDER = tempfile.mkdtemp(prefix="draughts-progress-")
atexit.register(shutil.rmtree, _PROGRESS_FOLDER, ignore_errors=True)
os.environ["DRAUGHTS_PROGRESS"] = str(Path(_PROGRESS_FOLDER) / "progress.json")

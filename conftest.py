"""Let the kernels that nbval starts import ``draughts`` from this checkout.

With ``pip install -e .`` this changes nothing; without it, the notebooks still run
against the working tree rather than failing on the first import.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent)
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")]))

"""The few names of IPython that ipywidgets imports, for a Python that has no IPython shell.

ipywidgets imports ``get_ipython`` (to look for a kernel), ``display`` and
``clear_output`` from ``IPython.display``, and ``InteractiveShell`` (for its Output
widget). The learner's view has no shell: IPython's own package would bring 2.3 MB of
wheels (pygments, prompt_toolkit and more, all imported at start) and take about nine
seconds to import in the browser, to answer "no shell here". :func:`install` registers
these names as the modules ``IPython``, ``IPython.display``, ``IPython.core`` and
``IPython.core.interactiveshell`` instead, before ipywidgets is imported. They behave as
IPython's own do outside a shell: no shell, ``display`` prints, nothing to clear.

>>> modules = ipython_modules()
>>> modules["IPython"].get_ipython() is None
True
>>> modules["IPython.display"].display("no shell:", 42)
no shell: 42
>>> modules["IPython.core.interactiveshell"].InteractiveShell.initialized()
False
"""

from __future__ import annotations

import sys
from types import ModuleType

__all__ = ["InteractiveShell", "NoShellError", "clear_output", "display", "get_ipython", "install", "ipython_modules"]


class NoShellError(RuntimeError):
    """Something asked for IPython's shell where there is none."""


def get_ipython() -> None:
    """The running IPython shell: there is none."""
    return None


def display(*values: object, **_options: object) -> None:
    """Show *values*: with no shell to show them, print them (as IPython does without one)."""
    print(*values)


def clear_output(wait: bool = False) -> None:
    """Clear a cell's output: with no shell there is none to clear."""


class InteractiveShell:
    """IPython's shell class, never started here."""

    @classmethod
    def initialized(cls) -> bool:
        """Whether a shell is running: never."""
        return False

    @classmethod
    def instance(cls) -> InteractiveShell:
        """The running shell, which does not exist."""
        raise NoShellError("there is no IPython shell in this Python (the learner's view runs without one)")


def _module(name: str, *, package: bool = False, **names: object) -> ModuleType:
    module = ModuleType(name)
    if package:
        module.__path__ = []  # a package, whose submodules are registered beside it
    module.__dict__.update(names)
    return module


def ipython_modules() -> dict[str, ModuleType]:
    """The modules :func:`install` registers, by name."""
    shell = _module("IPython.core.interactiveshell", InteractiveShell=InteractiveShell)
    core = _module("IPython.core", package=True, interactiveshell=shell)
    shown = _module("IPython.display", display=display, clear_output=clear_output)
    root = _module("IPython", package=True, get_ipython=get_ipython, display=shown, core=core)
    return {module.__name__: module for module in (root, shown, core, shell)}


def install() -> None:
    """Register the modules as IPython's, for a Python where IPython is not installed."""
    sys.modules.update(ipython_modules())

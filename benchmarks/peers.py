"""The peer libraries of the bench extra: which are installed, their versions, importing them."""

from __future__ import annotations

import importlib
import importlib.metadata
from types import ModuleType

from benchmarks.results import NOT_INSTALLED

# Distribution names, as in the `bench` extra of pyproject.toml.
PEERS = ("autograd", "jax", "jaxlib", "torch", "matplotlib", "numexpr", "threadpoolctl")


def version(dist: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return NOT_INSTALLED


def load(module: str) -> tuple[ModuleType | None, str]:
    """The imported module and "" , or None and why not ("not installed" or "import failed")."""
    try:
        return importlib.import_module(module), ""
    except ModuleNotFoundError as exc:
        if exc.name and module.split(".")[0] == exc.name.split(".")[0]:
            return None, NOT_INSTALLED
        return None, f"import failed: {exc}"
    except Exception as exc:  # a broken install must not stop the other measurements
        return None, f"import failed: {type(exc).__name__}: {exc}"

"""SciPy's names for functions that accept traced arrays, as ``jax.scipy``: derivgen.scipy.special.

Each submodule (special, linalg, integrate, optimize, signal, sparse, stats, spatial) is imported
when first read, so ``import derivgen.scipy`` imports no SciPy module. SciPy itself is never
modified.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["integrate", "linalg", "optimize", "signal", "sparse", "spatial", "special", "stats"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])

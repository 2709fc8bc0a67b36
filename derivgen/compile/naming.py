"""How a staged call is spelled in the generated source: np.NAME, ops.NAME, or a namespaced name."""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.ops import registry


def _numpy_name(func: Any) -> str | None:
    """``np.sin``, ``np.linalg.det``: how a NumPy function is written, if it is NumPy's."""
    name = getattr(func, "__name__", None)
    if name is None:
        return None
    if getattr(np, name, None) is func:
        return f"np.{name}"
    for sub in ("linalg", "fft"):
        if getattr(getattr(np, sub), name, None) is func:
            return f"np.{sub}.{name}"
    return None


def _spec_comment(func: Any, fallback: str) -> str:
    info = registry.find(func)
    if info is None:
        return f"{fallback} (no derivative registered)"
    return f"{info.name}, derivatives.yaml:{info.line}"


_OPS_MODULE = "derivgen.generated.ops"  # where the generated code's ``ops`` comes from


_NAMESPACED: dict[int, tuple[str, Any]] = {}  # functions that are not NumPy's own, by id


def _namespaced(func: Any) -> str:
    """A name under which the generated code's namespace holds a non-NumPy function."""
    entry = _NAMESPACED.get(id(func))
    if entry is None or entry[1] is not func:
        base = getattr(func, "__name__", "function")
        base = "".join(c if c.isalnum() else "_" for c in base)
        entry = (f"fn_{base}_{len(_NAMESPACED)}", func)
        _NAMESPACED[id(func)] = entry
    return entry[0]

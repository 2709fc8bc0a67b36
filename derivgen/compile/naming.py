"""How a staged call is spelled in the generated source: np.NAME, ops.NAME, or a namespaced name."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.ops import binding, registry


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


def namespaced(name: str) -> Any:
    """The function ``_namespaced`` named ``name`` (None if none)."""
    return next((func for spelled, func in _NAMESPACED.values() if spelled == name), None)


def engine_spelled(func: Any, values: Callable[[], list[Any]]) -> binding.Prepared | None:
    """The op of NumPy's ``func`` when the spec spells it its own way for the engine that
    holds ``values()`` (the staged call's arguments, unwrapped, found only for such an op:
    ``engines: {dask: {forward:}}``): the compiled code must call ``ops.NAME``, whose
    generated forward branches to that spelling, not NumPy's function, which the engine
    cannot run for these arguments."""
    prep = binding.by_function(func)
    if prep is None or not prep.info.engine_forwards:
        return None
    return prep if engines.engine_of(*values()) in prep.info.engine_forwards else None


def leaves(tree: Any) -> list[Any]:
    """The items of nested tuples, lists and dicts' values."""
    if isinstance(tree, tuple | list):
        return [leaf for item in tree for leaf in leaves(item)]
    if isinstance(tree, dict):
        return leaves(list(tree.values()))
    return [tree]


_RESERVED = frozenset(("np", "ops", "math", "operator", "_Retrace", "del", "return"))


@functools.lru_cache(maxsize=4096)
def _identifier(hint: str) -> str:
    """A hint made a Python identifier that no name of the generated code's namespace takes."""
    hint = "".join(c if c.isalnum() or c == "_" else "_" for c in hint).strip("_") or "t"
    return "t_" + hint if hint[0].isdigit() or hint in _RESERVED else hint


def spelling(func: Any, method: str | None) -> tuple[str, str]:
    """How a call of a NumPy function (``method`` None) or of a ufunc's method
    (``"__call__"``, ``"reduce"``...) is written in the source, and its comment."""
    if method is None:
        call = _numpy_name(func) or _namespaced(func)
    else:
        name = _numpy_name(func) or f"np.{func.__name__}"
        if getattr(np, func.__name__, None) is not func:
            name = _namespaced(func)
        call = name if method == "__call__" else f"{name}.{method}"
    return call, _spec_comment(func, call)

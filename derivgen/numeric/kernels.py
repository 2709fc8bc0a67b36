"""Switches and helpers of the in-place and numexpr-fused kernels of elementwise backwards."""

from __future__ import annotations

import importlib.util
from typing import Any

import numpy as np

# Below these sizes allocation is cheap and the plain formula is fastest.
INPLACE_MIN_SIZE = 4096


FUSED_MIN_SIZE = 65536


# numexpr is optional: when present, large elementwise backwards run fused. It is imported
# by the first fused kernel, not here: most first uses never reach FUSED_MIN_SIZE.
FUSED = importlib.util.find_spec("numexpr") is not None  # switch off to compare with NumPy


SMALL_COPY_SIZE = 65536  # below this, materializing a broadcast is cheaper than a view


def same_layout(first: Any, *rest: Any) -> bool:
    """Whether all arguments are plain float ndarrays of one shape and dtype."""
    shape, dtype = first.shape, first.dtype
    if dtype.kind != "f":
        return False
    for x in rest:
        if type(x) is not np.ndarray or x.shape != shape or x.dtype != dtype:
            return False
    return True


def fusable(x: Any) -> bool:
    """Whether the numexpr kernel applies: numexpr present, float64, and a large array."""
    return FUSED and x.dtype == np.float64 and x.size >= FUSED_MIN_SIZE


def fused(source: str, arrays: dict[str, Any]) -> Any:
    """Evaluate a generated numexpr kernel."""
    import numexpr

    return numexpr.evaluate(source, local_dict=arrays)


def unit_scaled(grad: Any, other: Any) -> Any:
    """``grad * other``, or a read-only view of ``other`` when ``grad`` is a 0-d exact one of
    ``other``'s real floating dtype (a scalar loss's seed, as in the backward of ``x @ y``):
    ``v * 1`` is ``v`` in IEEE arithmetic (signed zeros, infinities, NaN), so no pass over the
    data is needed. Read-only, because the view may be a value the caller holds: derivgen's
    reverse pass copies a read-only gradient before handing it out."""
    if (
        type(grad) is np.ndarray
        and type(other) is np.ndarray
        and grad.ndim == 0
        and grad.dtype == other.dtype
        and other.dtype.kind == "f"
        and grad == 1
    ):
        view = other.view()
        view.flags.writeable = False
        return view
    return grad * other

"""np.block of traced arrays: nested lists joined by concatenates, as NumPy joins them."""

from __future__ import annotations

from collections.abc import Sequence
from inspect import signature
from typing import Any

import numpy as np


def rewrite(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.block: a concatenate of concatenates, the innermost lists joined along the last axis.

    Every block is first given NumPy's number of dimensions, max(list depth, largest ndim),
    by leading 1s. A ragged nesting, a tuple or an empty list is left to NumPy's own np.block
    on the plain values, for its own error.
    """
    from derivgen.trace.core import stop_gradient

    arrays = signature(np.block).bind(*args, **kwargs).arguments["arrays"]
    depths: set[int] = set()
    _leaf_depths(arrays, 0, depths)
    if len(depths) != 1 or 0 in depths:
        np.block(stop_gradient(arrays))  # raises NumPy's error
        return False, None  # pragma: no cover (NumPy accepted it: the op path decides)
    depth = depths.pop()
    ndim = max(depth, *(np.ndim(leaf) for leaf in _leaves(arrays)))

    def join(item: Any, level: int) -> Any:
        if type(item) is list:
            return np.concatenate([join(part, level + 1) for part in item], axis=level - depth)
        return np.reshape(item, (1,) * (ndim - np.ndim(item)) + np.shape(item))

    return True, join(arrays, 0)


def _leaf_depths(item: Any, depth: int, found: set[int]) -> None:
    """The list depths of ``item``'s leaves; -1 for a tuple or an empty list (NumPy's errors)."""
    if type(item) is tuple or (type(item) is list and not item):
        found.add(-1)
    elif type(item) is list:
        for part in item:
            _leaf_depths(part, depth + 1, found)
    else:
        found.add(depth)


def _leaves(item: Any) -> list[Any]:
    return [leaf for part in item for leaf in _leaves(part)] if type(item) is list else [item]

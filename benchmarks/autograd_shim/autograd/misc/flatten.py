"""autograd.misc.flatten over derivgen's pytrees: leaves raveled, joined, keys sorted."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import derivgen as dg
import derivgen.numpy as np


def flatten(value: Any) -> tuple[Any, Callable[[Any], Any]]:
    """A 1-D array of every leaf (traced leaves stay traced) and the function undoing it."""
    leaves, treedef = dg.tree_flatten(value)
    shapes = [np.shape(leaf) for leaf in leaves]
    sizes = [int(np.size(leaf)) for leaf in leaves]
    flat = np.concatenate([np.ravel(leaf) for leaf in leaves]) if leaves else np.array([])

    def unflatten(vector: Any) -> Any:
        parts, start = [], 0
        for shape, size in zip(shapes, sizes, strict=True):
            parts.append(np.reshape(vector[start : start + size], shape))
            start += size
        return dg.tree_unflatten(treedef, parts)

    return flat, unflatten


def flatten_func(func: Callable[..., Any], example: Any) -> tuple[Any, Any, Any]:
    """``func`` taking and returning flat vectors, the unflatten of its input, the flat example."""
    flat_example, unflatten = flatten(example)

    def flat_func(vector: Any, *args: Any) -> Any:
        return flatten(func(unflatten(vector), *args))[0]

    return flat_func, unflatten, flat_example

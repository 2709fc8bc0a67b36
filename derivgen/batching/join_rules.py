"""Batching rules for the ops joining arrays: concatenate, stack, hstack..., append, meshgrid."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_index

from derivgen.batching.rules import BatchCall, rule
from derivgen.batching.shape_rules import atleast_nd, example_shape, with_batch


def _items(call: BatchCall, name: str | None = None) -> list[tuple[Any, tuple[int, ...]]]:
    """Each array of the op's Tensor[] input with the batch axis, and one example's shape."""
    pos = call.prep.index[name] if name else next(iter(call.prep.list_pos))
    values, flags = call.bound[pos], call.batched[pos]
    if type(flags) is not tuple:
        flags = (flags,) * len(values)
    return [
        (with_batch(v, f is True, call.size), example_shape(v, f is True))
        for v, f in zip(values, flags, strict=True)
    ]


def _concatenate(
    call: BatchCall, items: list[tuple[Any, tuple[int, ...]]], axis: int | None
) -> Any:
    size = call.size
    if axis is None:
        return np.concatenate([np.reshape(x, (size, -1)) for x, _ in items], axis=1)
    if not items:
        raise ValueError("need at least one array to concatenate")
    ndim = len(items[0][1])
    if ndim == 0:
        raise ValueError("zero-dimensional arrays cannot be concatenated")
    return np.concatenate([x for x, _ in items], axis=normalize_axis_index(axis, ndim) + 1)


@rule("concatenate")
def concatenate(call: BatchCall) -> Any:
    return _concatenate(call, _items(call), call.bound[call.prep.index["axis"]])


@rule("stack")
def stack(call: BatchCall) -> Any:
    items = _items(call)
    if not items:
        raise ValueError("need at least one array to stack")
    shapes = {shape for _, shape in items}
    if len(shapes) > 1:
        raise ValueError("all input arrays must have the same shape")
    ndim = len(items[0][1]) + 1
    axis = normalize_axis_index(call.bound[call.prep.index["axis"]], ndim) + 1
    return np.stack([x for x, _ in items], axis=axis)


# How hstack, vstack, dstack and column_stack shape each example before joining them.
_LEAST = {"hstack": 1, "vstack": 2, "dstack": 3, "column_stack": 2}


@rule("joined")
def joined(call: BatchCall) -> Any:
    """hstack, vstack, dstack, column_stack: each example promoted as NumPy does, then joined."""
    name, size = call.prep.name, call.size
    items = []
    for x, shape in _items(call):
        if name == "column_stack" and len(shape) == 1:
            x, shape = np.reshape(x, (size, shape[0], 1)), (shape[0], 1)
        else:
            x = atleast_nd(x, shape, _LEAST[name], size)
            shape = example_shape(x, True)
        items.append((x, shape))
    if not items:
        raise ValueError("need at least one array to concatenate")
    axis = {"vstack": 0, "dstack": 2, "column_stack": 1}.get(name)
    if axis is None:  # hstack joins 1-d examples end to end, others along axis 1
        axis = 0 if len(items[0][1]) == 1 else 1
    return _concatenate(call, items, axis)


@rule("append")
def append(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    items = []
    for name in ("arr", "values"):
        i = prep.index[name]
        flag = call.batched[i] is True
        items.append((with_batch(call.bound[i], flag, size), example_shape(call.bound[i], flag)))
    return _concatenate(call, items, call.bound[prep.index["axis"]])


@rule("broadcast_arrays")
def broadcast_arrays(call: BatchCall) -> Any:
    items = _items(call)
    shape = np.broadcast_shapes(*(s for _, s in items))
    out = [np.broadcast_to(_lift(x, s, len(shape)), (call.size, *shape)) for x, s in items]
    return tuple(out)


def _lift(x: Any, shape: tuple[int, ...], ndim: int) -> Any:
    if len(shape) == ndim:
        return x
    return np.reshape(x, (-1, *(1,) * (ndim - len(shape)), *shape))


@rule("meshgrid")
def meshgrid(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    copy, sparse, indexing = (call.bound[prep.index[k]] for k in ("copy", "sparse", "indexing"))
    if indexing not in ["xy", "ij"]:
        raise ValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    flat = [np.reshape(x, (size, -1)) for x, _ in _items(call)]
    n = len(flat)
    grids = []
    for i, x in enumerate(flat):
        shape = [1] * n
        shape[i] = -1
        if indexing == "xy" and n > 1 and i < 2:
            shape[0], shape[1] = shape[1], shape[0]
        grids.append(np.reshape(x, (size, *shape)))
    if not sparse:
        full = np.broadcast_shapes(*(example_shape(g, True) for g in grids))
        grids = [np.broadcast_to(g, (size, *full)) for g in grids]
    if copy:
        grids = [np.copy(g) for g in grids]
    return tuple(grids)

"""Batching rules for the shape ops: reshape, transpose, squeeze, broadcast_to, tile, pad, ..."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_index, normalize_axis_tuple

from derivgen.batching.rules import BatchCall, rule
from derivgen.trace import core


def shape_of(x: Any) -> tuple[int, ...]:
    """The shape of a raw value (an array, a scalar, or a tracer's box)."""
    shape = getattr(x, "shape", None)
    return tuple(shape) if shape is not None else np.shape(x)


def example_shape(x: Any, batched: bool) -> tuple[int, ...]:
    """The shape of one example of a raw value: without the batch axis when it has one."""
    shape = shape_of(x)
    return shape[1:] if batched else shape


def with_batch(x: Any, batched: bool, size: int) -> Any:
    """``x`` with the batch axis first: an unbatched value broadcast (a view)."""
    return x if batched else np.broadcast_to(x, (size, *shape_of(x)))


def lifted(x: Any, batched: bool, ndim: int) -> Any:
    """A batched value with size-1 axes after the batch axis up to ``ndim`` per-example axes;
    an unbatched one with a leading size-1 axis as well, so both broadcast batch-first."""
    shape = example_shape(x, batched)
    lead = shape_of(x)[0] if batched else 1
    if len(shape) == ndim and batched:
        return x
    return np.reshape(x, (lead, *(1,) * (ndim - len(shape)), *shape))


def as_tuple(value: Any) -> tuple[Any, ...]:
    """An int-or-sequence parameter as a tuple."""
    if isinstance(value, Sequence) and not isinstance(value, str):
        return tuple(value)
    if isinstance(value, np.ndarray):
        return tuple(value.reshape(-1).tolist())
    return (value,)


def shift(axis: int, ndim: int) -> int:
    """A per-example axis (checked against the example's ndim) as an axis of the batch."""
    return normalize_axis_index(axis, ndim) + 1


def shift_all(axes: Any, ndim: int) -> tuple[int, ...]:
    return tuple(a + 1 for a in normalize_axis_tuple(axes, ndim))


def _self(call: BatchCall) -> tuple[Any, tuple[int, ...]]:
    """The op's first Tensor input with the batch axis, and one example's shape."""
    pos = call.prep.tensor_pos[0]
    x, batched = call.bound[pos], call.batched[pos]
    return with_batch(x, batched, call.size), example_shape(x, batched)


def _param(call: BatchCall, name: str) -> Any:
    return call.bound[call.prep.index[name]]


@rule("reshape")
def reshape(call: BatchCall) -> Any:
    x, _ = _self(call)
    return np.reshape(x, (call.size, *as_tuple(_param(call, "shape"))))


@rule("ravel")
def ravel(call: BatchCall) -> Any:
    x, _ = _self(call)
    return np.reshape(x, (call.size, -1))


@rule("transpose")
def transpose(call: BatchCall) -> Any:
    x, shape = _self(call)
    axes = _param(call, "axes")
    if axes is None:
        return np.transpose(x, (0, *range(len(shape), 0, -1)))
    axes = as_tuple(axes)
    if len(axes) != len(shape):
        raise ValueError("axes don't match array")
    return np.transpose(x, (0, *shift_all(axes, len(shape))))


@rule("expand_dims")
def expand_dims(call: BatchCall) -> Any:
    """The new axes count in the result, of the example's rank plus theirs."""
    x, shape = _self(call)
    axes = as_tuple(_param(call, "axis"))
    return np.expand_dims(x, shift_all(axes, len(shape) + len(axes)))


@rule("squeeze")
def squeeze(call: BatchCall) -> Any:
    x, shape = _self(call)
    axis = _param(call, "axis")
    if axis is None:  # every size-1 axis of an example, never the batch axis
        axes = tuple(i + 1 for i, n in enumerate(shape) if n == 1)
    else:
        axes = shift_all(axis, len(shape))
        if any(shape[a - 1] != 1 for a in axes):
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
    return np.squeeze(x, axes) if axes else x


@rule("broadcast_to")
def broadcast_to(call: BatchCall) -> Any:
    x, shape = _self(call)
    target = as_tuple(_param(call, "shape"))
    if len(target) < len(shape):
        raise ValueError(
            f"input operand has more dimensions than allowed by the axis remapping: "
            f"cannot broadcast an array of shape {shape} to {target}"
        )
    if shape == target:
        return x  # every example has the shape already (a backward's unbroadcast): no call
    return np.broadcast_to(lifted(x, True, len(target)), (call.size, *target))


_ATLEAST = {"atleast_1d": 1, "atleast_2d": 2, "atleast_3d": 3}


@rule("atleast")
def atleast(call: BatchCall) -> Any:
    x, shape = _self(call)
    return atleast_nd(x, shape, _ATLEAST[call.prep.name], call.size)


def atleast_nd(x: Any, shape: tuple[int, ...], n: int, size: int) -> Any:
    """np.atleast_1d/2d/3d of each example (``x`` batched, ``shape`` one example's)."""
    if len(shape) >= n:
        return x
    if n == 3 and len(shape) == 2:
        return np.reshape(x, (size, *shape, 1))
    if n == 3 and len(shape) == 1:
        return np.reshape(x, (size, 1, *shape, 1))
    return np.reshape(x, (size, *(1,) * (n - len(shape)), *shape))


# Ops acting along a fixed axis of each example: (NumPy function, axis, least ndim, message).
_FIXED: dict[str, tuple[Any, int, int, str]] = {
    "fliplr": (np.flip, 1, 2, "Input must be >= 2-d."),
    "flipud": (np.flip, 0, 1, "Input must be >= 1-d."),
    "vsplit": (np.split, 0, 2, "vsplit only works on arrays of 2 or more dimensions"),
    "dsplit": (np.split, 2, 3, "dsplit only works on arrays of 3 or more dimensions"),
    "hsplit": (np.split, 1, 1, "hsplit only works on arrays of 1 or more dimensions"),
}


@rule("fixed_axis")
def fixed_axis(call: BatchCall) -> Any:
    x, shape = _self(call)
    fn, axis, least, message = _FIXED[call.prep.name]
    if len(shape) < least:
        raise ValueError(message)
    if call.prep.name == "hsplit" and len(shape) == 1:
        axis = 0
    extra = [_param(call, "indices_or_sections")] if fn is np.split else []
    return fn(x, *extra, axis=axis + 1)


@rule("roll")
def roll(call: BatchCall) -> Any:
    x, shape = _self(call)
    shift_by, axis = _param(call, "shift"), _param(call, "axis")
    if axis is None:  # NumPy rolls the flattened array
        flat = np.reshape(x, (call.size, -1))
        return np.reshape(np.roll(flat, shift_by, 1), (call.size, *shape))
    axes = as_tuple(axis)
    moved = tuple(shift(a, len(shape)) for a in axes)
    return np.roll(x, shift_by, moved if isinstance(axis, Sequence) else moved[0])


@rule("rollaxis")
def rollaxis(call: BatchCall) -> Any:
    x, shape = _self(call)
    n = len(shape)
    axis = normalize_axis_index(_param(call, "axis"), n)
    given = start = _param(call, "start")
    if start < 0:
        start += n
    if not 0 <= start < n + 1:
        raise np.exceptions.AxisError(
            f"'start' arg requires {-n} <= start < {n + 1}, but {given} was passed in"
        )
    return np.rollaxis(x, axis + 1, start + 1)


@rule("tile")
def tile(call: BatchCall) -> Any:
    x, shape = _self(call)
    reps = as_tuple(_param(call, "reps"))
    d = max(len(reps), len(shape))
    x = lifted(x, True, d)
    return np.tile(x, (1, *(1,) * (d - len(reps)), *reps))


@rule("pad")
def pad(call: BatchCall) -> Any:
    x, shape = _self(call)
    width = np.broadcast_to(np.asarray(_param(call, "pad_width")), (len(shape), 2))
    bound = list(call.bound)
    bound[call.prep.tensor_pos[0]] = x
    bound[call.prep.index["pad_width"]] = ((0, 0), *(tuple(int(v) for v in w) for w in width))
    at = call.prep.index.get("constant_values")
    if at is None or call.batched[at] is not True:
        return core.apply_bound(call.prep, bound)
    # a constant that differs by example: pad with 0, then put each example's constant in
    # the padded region (np.where over a plain mask of that region)
    value = bound[at]
    if shape_of(value) != (call.size,) or _param(call, "mode") != "constant":
        raise TypeError(
            "vmap: np.pad with batched constant_values takes one scalar per example (mode "
            "'constant'); pad with 0 and add the constants with np.where"
        )
    bound[at] = 0
    out = core.apply_bound(call.prep, bound)
    region = np.pad(np.zeros(shape, dtype=bool), width.tolist(), constant_values=True)
    out_value = np.where(region, np.reshape(value, (call.size, *(1,) * len(shape))), out)
    dtype = getattr(out, "dtype", None)
    return out_value if dtype is None or out_value.dtype == dtype else out_value.astype(dtype)


@rule("diag")
def diag(call: BatchCall) -> Any:
    x, shape = _self(call)
    k = _param(call, "k")
    if len(shape) == 2:
        return np.diagonal(x, k, 1, 2)
    if len(shape) != 1:
        raise ValueError("Input must be 1- or 2-d.")
    return _embed(call, x, shape[0], k)


@rule("diagflat")
def diagflat(call: BatchCall) -> Any:
    x, shape = _self(call)
    flat = np.reshape(x, (call.size, -1))
    return _embed(call, flat, int(np.prod(shape)), _param(call, "k"))


def _embed(call: BatchCall, x: Any, length: int, k: int) -> Any:
    """Each example's vector on the k-th diagonal of a square matrix of zeros."""
    from derivgen.ops.registry import ops

    n = length + abs(k)
    return ops()["diagonal_embed"].forward(x, (call.size, n, n), k, 1, 2)


@rule("triangle")
def triangle(call: BatchCall) -> Any:
    """triu and tril: a 1-D example is the matrix whose rows are all that vector."""
    x, shape = _self(call)
    if not shape:
        raise ValueError(f"{call.prep.name}: the input must be at least 1-d, got a 0-d array")
    if len(shape) == 1:
        x = np.broadcast_to(x[:, None, :], (call.size, shape[0], shape[0]))
    bound = list(call.bound)
    bound[call.prep.tensor_pos[0]] = x
    return core.apply_bound(call.prep, bound)

"""Batching rules for indexing: getitem and setitem (basic, integer-array and boolean indices,
batched or not), take, take_along_axis and delete."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_index

from derivgen.batching.rules import BatchCall, rule
from derivgen.batching.shape_rules import as_tuple, example_shape, shape_of, with_batch
from derivgen.trace import core

_MASK_ERROR = (
    "vmap: {op} with a batched boolean mask: the number of selected elements differs from "
    "example to example, so the result has no batched shape; use np.where(mask, x, fill) "
    "(or multiply by the mask) instead of indexing with it"
)


def _is_array(item: Any) -> bool:
    return isinstance(item, list) or (hasattr(item, "shape") and hasattr(item, "dtype"))


def _dtype_kind(item: Any) -> str:
    dtype = getattr(item, "dtype", None)
    return np.asarray(item).dtype.kind if dtype is None else dtype.kind


def _parts(index: Any, flag: Any) -> tuple[list[Any], list[bool]]:
    """The index as a list of items, and whether each is batched (batch axis first)."""
    if type(index) is tuple:
        flags = flag if type(flag) is tuple else (bool(flag),) * len(index)
        return list(index), [f is True for f in flags]
    return [index], [flag is True]


def _structure(item: Any, batched: bool) -> Any:
    """A stand-in of an index item for indexing an array of ones: the same kind of index
    (int, slice, None, Ellipsis, 0-d or n-d integer or boolean array) of size one."""
    if item is None or item is Ellipsis:
        return item
    if isinstance(item, slice):
        return slice(None)
    if isinstance(item, bool | np.bool_):
        return item
    if not _is_array(item):
        return 0  # an integer
    ndim = len(shape_of(item)) - batched if not isinstance(item, list) else np.ndim(item)
    if _dtype_kind(item) == "b":
        return np.ones((1,) * ndim, dtype=bool) if ndim else np.asarray(item)
    return np.zeros((1,) * ndim, dtype=np.intp) if ndim else 0


def _batch_position(shape: tuple[int, ...], probe: list[Any]) -> tuple[int, int]:
    """Where the batch axis (the only axis of ``shape`` longer than one) lands in
    ``x[probe]``, and the rank of one example's selection: probing a tiny array."""
    shape = tuple(shape_of(np.zeros(shape)[tuple(probe)]))
    return shape.index(2), len(shape) - 1


def _advanced(items: list[Any], flags: list[bool]) -> tuple[list[Any], list[bool], int]:
    """Boolean arrays as their nonzero() integer arrays, and the rank of the broadcast
    advanced-index shape of one example (for aligning the batched index arrays)."""
    out: list[Any] = []
    out_flags: list[bool] = []
    rank = 0
    for item, flag in zip(items, flags, strict=True):
        if _is_array(item) and _dtype_kind(item) == "b":
            if flag:
                raise TypeError(_MASK_ERROR.format(op="indexing"))
            if np.ndim(item) == 0:
                raise TypeError(
                    "vmap: indexing with a 0-d boolean together with batched index arrays is "
                    "not supported; index with np.newaxis (or a where) instead"
                )
            nonzero = np.nonzero(item)
            out += list(nonzero)
            out_flags += [False] * len(nonzero)
            rank = max(rank, 1)
            continue
        out.append(item)
        out_flags.append(flag)
        if _is_array(item):
            rank = max(
                rank, len(shape_of(item)) - flag if not isinstance(item, list) else np.ndim(item)
            )
    return out, out_flags, rank


def _consumed(item: Any) -> int:
    """How many axes of the indexed array an index item reads (Ellipsis: counted apart)."""
    if item is None or item is Ellipsis:
        return 0
    if _is_array(item) and _dtype_kind(item) == "b":
        return int(np.ndim(item))
    return 1


def _is_advanced(item: Any) -> bool:
    return _is_array(item) or not (item is None or item is Ellipsis or isinstance(item, slice))


def _batched_index(
    items: list[Any], flags: list[bool], size: int, ndim: int
) -> tuple[tuple[Any, ...], list[Any], int]:
    """An index selecting each example's own elements: an integer array over the batch axis
    inserted right before the first advanced index (so that NumPy places the advanced axes
    as it does for one example), batched arrays aligned with it; its stand-in for probing;
    and where the batch axis must be in the indexed array."""
    items, flags, rank = _advanced(items, flags)
    first = next(k for k, item in enumerate(items) if _is_advanced(item))
    span = ndim - sum(_consumed(item) for item in items)  # the axes an Ellipsis covers
    axis = sum(span if item is Ellipsis else _consumed(item) for item in items[:first])
    index: list[Any] = []
    probe: list[Any] = []
    for item, flag in zip(items, flags, strict=True):
        if flag:
            if _dtype_kind(item) not in "iu":
                raise IndexError("arrays used as indices must be of integer (or boolean) type")
            shape = shape_of(item)
            index.append(np.reshape(item, (size, *(1,) * (rank + 1 - len(shape)), *shape[1:])))
            probe.append(np.zeros((1,) * (rank + 1), dtype=np.intp))
        else:
            index.append(item)
            probe.append(_structure(item, False))
    index.insert(first, np.arange(size).reshape(size, *(1,) * rank))
    probe.insert(first, np.arange(2).reshape(2, *(1,) * rank))
    return tuple(index), probe, axis


def _plan(x_ndim: int, index: Any, flag: Any, size: int) -> tuple[tuple[Any, ...], int, int, int]:
    """How to index the batch: the index, where the batch axis must be in the indexed array
    (moved there first) and where it lands in the result, and the rank of one example's
    selection. ``x_ndim`` counts the batch axis."""
    items, flags = _parts(index, flag)
    if any(flags):
        full, probe, axis = _batched_index(items, flags, size, x_ndim - 1)
    else:
        full, axis = (slice(None), *items), 0
        probe = [slice(None), *(_structure(i, False) for i in items)]
    shape = [1] * x_ndim
    shape[axis] = 2
    try:
        return (full, axis, *_batch_position(tuple(shape), probe))
    except IndexError as exc:  # NumPy's message would count the batch axis as the example's
        raise IndexError(
            f"vmap: the index does not fit an example ({x_ndim - 1}-d, without the batch "
            f"axis): {exc}"
        ) from None


@rule("getitem")
def getitem(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    xi, ii = prep.index["self"], prep.index["index"]
    x = with_batch(call.bound[xi], call.batched[xi] is True, size)
    index, flag = call.bound[ii], call.batched[ii]
    full, axis, where, _ = _plan(len(shape_of(x)), index, flag, size)
    out = (np.moveaxis(x, 0, axis) if axis else x)[full]
    return np.moveaxis(out, where, 0) if where else out


@rule("setitem")
def setitem(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    xi, ii, vi = prep.index["self"], prep.index["index"], prep.index["value"]
    x = with_batch(call.bound[xi], call.batched[xi] is True, size)
    index, flag = call.bound[ii], call.batched[ii]
    value, value_batched = call.bound[vi], call.batched[vi] is True
    if flag is True and _dtype_kind(index) == "b":
        return _masked_set(x, index, value, value_batched)
    full, axis, where, sel_ndim = _plan(len(shape_of(x)), index, flag, size)
    # The value broadcasts against one example's selection: batched (or not, with a size-1
    # batch axis) it is aligned to the selection's rank and its batch axis moved to where
    # the batch axis lands in the batched selection.
    vshape = example_shape(value, value_batched)
    while len(vshape) > sel_ndim and vshape[0] == 1:  # NumPy drops leading size-1 axes
        vshape = vshape[1:]
    lead = size if value_batched else 1
    value = np.reshape(value, (lead, *(1,) * (sel_ndim - len(vshape)), *vshape))
    if where:
        value = np.moveaxis(value, 0, where)
    if not axis:
        return core.apply_bound(prep, [x, full, value])
    out = core.apply_bound(prep, [np.moveaxis(x, 0, axis), full, value])
    return np.moveaxis(out, axis, 0)


def _masked_set(x: Any, mask: Any, value: Any, value_batched: bool) -> Any:
    """``x[mask] = value`` with a batched boolean mask: np.where(mask, value, x), when
    ``value`` is the same for every selected element (a scalar, or one row of the trailing
    axes); a value with one entry per selected element has no batched form."""
    x_shape, mask_shape = shape_of(x)[1:], shape_of(mask)[1:]
    if x_shape[: len(mask_shape)] != mask_shape:
        raise IndexError(
            f"boolean index did not match indexed array: the mask's shape {mask_shape} is not "
            f"the leading part of the example's shape {x_shape}"
        )
    rest = len(x_shape) - len(mask_shape)
    vshape = example_shape(value, value_batched)
    while vshape and vshape[0] == 1 and len(vshape) > rest:
        vshape = vshape[1:]
    if len(vshape) > rest:
        raise TypeError(
            _MASK_ERROR.format(op="index assignment x[mask] = values").replace(
                "use np.where", "assign a scalar (x[mask] = 0.0), or use np.where"
            )
        )
    lead = shape_of(value)[:1] if value_batched else ()
    value = np.reshape(value, (*lead, *(1,) * (len(x_shape) - len(vshape)), *vshape))
    mask = np.reshape(mask, (*shape_of(mask), *(1,) * rest))
    out = np.where(mask, value, x)
    dtype = getattr(x, "dtype", None)
    return out if dtype is None or out.dtype == dtype else out.astype(dtype)


def _axis_param(call: BatchCall) -> Any:
    return call.bound[call.prep.index["axis"]]


@rule("take")
def take(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    xi, ii = prep.index["self"], prep.index["indices"]
    x, x_batched = call.bound[xi], call.batched[xi] is True
    idx, idx_batched = call.bound[ii], call.batched[ii] is True
    axis = _axis_param(call)
    shape = example_shape(x, x_batched)
    # the op's forward, not np.take: NumPy dispatches np.take on x only, and the indices
    # may be batched by an outer vmap (or traced)
    forward = prep.info.forward
    if not idx_batched:  # the same indices for every example
        if axis is None:
            return forward(np.reshape(x, (size, -1)), idx, 1)
        return forward(x, idx, normalize_axis_index(axis, max(len(shape), 1)) + 1)
    ishape = example_shape(idx, True)
    if axis is None:
        if not x_batched:
            return forward(x, idx, None)
        flat = np.reshape(idx, (size, -1))
        out = np.take_along_axis(np.reshape(x, (size, -1)), flat, axis=1)
        return np.reshape(out, (size, *ishape))
    axis = normalize_axis_index(axis, max(len(shape), 1))
    if not x_batched:
        return np.moveaxis(forward(x, idx, axis), axis, 0)
    moved = np.moveaxis(x, axis + 1, 1)  # (B, n, rest...)
    rows = np.arange(size).reshape(size, *(1,) * len(ishape))
    out = moved[rows, idx]  # (B, *ishape, rest...)
    k = len(ishape)
    return np.moveaxis(out, tuple(range(1, 1 + k)), tuple(range(1 + axis, 1 + axis + k)))


@rule("take_along_axis")
def take_along_axis(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    xi, ii = prep.index["self"], prep.index["indices"]
    x, x_batched = call.bound[xi], call.batched[xi] is True
    idx, idx_batched = call.bound[ii], call.batched[ii] is True
    axis = _axis_param(call)
    shape, ishape = example_shape(x, x_batched), example_shape(idx, idx_batched)
    if axis is None:
        if len(ishape) != 1:
            raise ValueError("when axis=None, `indices` must have a single dimension.")
        x = np.reshape(with_batch(x, x_batched, size), (size, -1))
        return np.take_along_axis(x, with_batch(idx, idx_batched, size), axis=1)
    if len(ishape) != len(shape):
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    axis = normalize_axis_index(axis, len(shape)) + 1
    return np.take_along_axis(
        with_batch(x, x_batched, size), with_batch(idx, idx_batched, size), axis=axis
    )


@rule("delete")
def delete(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    xi, oi = prep.index["arr"], prep.index["obj"]
    if call.batched[oi] is not False:
        raise TypeError(
            "vmap: np.delete with batched positions: the positions must be the same for "
            "every example (use np.where with a mask to drop elements per example)"
        )
    x, batched = call.bound[xi], call.batched[xi] is True
    x = with_batch(x, batched, size)
    axis = _axis_param(call)
    shape = example_shape(x, True)
    if axis is None:
        return np.delete(np.reshape(x, (size, -1)), call.bound[oi], axis=1)
    return np.delete(x, call.bound[oi], axis=normalize_axis_index(axis, len(shape)) + 1)


# The adjoints of the indexing ops (the backward formulas call them on batched cotangents).


def _named(call: BatchCall, name: str) -> tuple[Any, bool]:
    i = call.prep.index[name]
    return call.bound[i], call.batched[i] is True


def _refuse_batched_shape(call: BatchCall) -> tuple[int, ...]:
    """The op's per-example ``shape`` parameter, which must be the same for every example."""
    i = call.prep.index["shape"]
    if call.batched[i] is not False:
        raise TypeError(f"vmap: {call.prep.name} with a batched shape")
    return tuple(int(n) for n in as_tuple(call.bound[i]))


@rule("index_add")
def index_add(call: BatchCall) -> Any:
    """Zeros of each example's shape with the cotangent added at the index (getitem's
    adjoint): the index planned as getitem plans it."""
    size = call.size
    shape = _refuse_batched_shape(call)
    g, gb = _named(call, "self")
    index, flag = call.bound[call.prep.index["index"]], call.batched[call.prep.index["index"]]
    full, axis, where, sel_ndim = _plan(len(shape) + 1, index, flag, size)
    g = with_batch(g, gb, size)
    gshape = example_shape(g, True)
    if len(gshape) < sel_ndim:
        g = np.reshape(g, (size, *(1,) * (sel_ndim - len(gshape)), *gshape))
    if where:
        g = np.moveaxis(g, 0, where)
    moved = (*shape[:axis], size, *shape[axis:])
    out = core.apply_bound(call.prep, [g, moved, full])
    return np.moveaxis(out, axis, 0) if axis else out


def _index_add(g: Any, shape: tuple[int, ...], index: tuple[Any, ...]) -> Any:
    from derivgen.ops.registry import ops

    return ops()["index_add"].forward(g, shape, index)


@rule("untake")
def untake(call: BatchCall) -> Any:
    """take's adjoint: shared indices call untake itself on the batch, batched ones add
    each example's cotangent at its own positions (index_add)."""
    prep, size = call.prep, call.size
    shape = _refuse_batched_shape(call)
    g, gb = _named(call, "self")
    idx, ib = _named(call, "indices")
    axis = call.bound[prep.index["axis"]]
    g = with_batch(g, gb, size)
    n = int(np.prod(shape))
    if not ib:
        if axis is None:
            out = core.apply_bound(prep, [g, (size, n), idx, 1])
            return np.reshape(out, (size, *shape))
        a = normalize_axis_index(axis, len(shape)) + 1
        return core.apply_bound(prep, [g, (size, *shape), idx, a])
    ishape = example_shape(idx, True)
    rows = np.arange(size).reshape(size, *(1,) * len(ishape))
    if axis is None:
        return np.reshape(_index_add(g, (size, n), (rows, idx)), (size, *shape))
    a = normalize_axis_index(axis, len(shape))
    k = len(ishape)
    g = np.moveaxis(g, tuple(range(1 + a, 1 + a + k)), tuple(range(1, 1 + k)))
    moved = (size, shape[a], *shape[:a], *shape[a + 1 :])
    return np.moveaxis(_index_add(g, moved, (rows, idx)), 1, a + 1)


@rule("untake_along_axis")
def untake_along_axis(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    shape = _refuse_batched_shape(call)
    g, gb = _named(call, "self")
    idx, ib = _named(call, "indices")
    g, idx = with_batch(g, gb, size), with_batch(idx, ib, size)
    axis = call.bound[prep.index["axis"]]
    if axis is None:
        out = core.apply_bound(prep, [g, (size, int(np.prod(shape))), idx, 1])
        return np.reshape(out, (size, *shape))
    a = normalize_axis_index(axis, len(shape)) + 1
    return core.apply_bound(prep, [g, (size, *shape), idx, a])


@rule("unpad")
def unpad(call: BatchCall) -> Any:
    prep, size = call.prep, call.size
    shape = _refuse_batched_shape(call)
    g, gb = _named(call, "self")
    width = np.broadcast_to(np.asarray(call.bound[prep.index["pad_width"]]), (len(shape), 2))
    widths = ((0, 0), *(tuple(int(v) for v in w) for w in width))
    bound = list(call.bound)
    bound[prep.index["self"]] = with_batch(g, gb, size)
    bound[prep.index["shape"]] = (size, *shape)
    bound[prep.index["pad_width"]] = widths
    return core.apply_bound(prep, bound)

"""Indexing, stacking, splitting, tiling and padding helpers for gathers and their scatters."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from typing import Any, Literal

import numpy as np
from numpy.lib.array_utils import normalize_axis_index

from derivgen.numeric import engines


def _staged(value: Any) -> bool:
    """Whether value is dg.compile's staged array, which np.asarray and np.zeros cannot hold."""
    return hasattr(type(value), "__derivgen_staged__")


def _derivgen_array(value: Any) -> bool:
    """Whether value is dg.compile's staged array or dg.vmap's batched one."""
    return _staged(value) or hasattr(type(value), "__derivgen_batched__")


def _zeros(shape: tuple[int, ...], dtype: Any, *sources: Any) -> Any:
    """Zeros to scatter into; made from a staged source (the scattered values or an index)
    under dg.compile, so that the scatter is recorded into the generated code rather than
    frozen into a constant, from a batched one under dg.vmap, one per example, and from
    any other array type (Dask, CuPy) on its engine."""
    for source in sources:
        parts = source if isinstance(source, tuple) else (source,)
        for part in parts:
            if _derivgen_array(part):
                return np.zeros_like(part, shape=shape, dtype=dtype)
    return engines.zeros(shape, dtype, sources[0] if sources else None)


def _scatter_add(shape: tuple[int, ...], index: Any, values: Any, *sources: Any) -> Any:
    """Zeros of ``shape`` with ``values`` added at ``index`` (repeats accumulate), on the
    engine of ``values``; under dg.compile or dg.vmap (a staged or batched value or index
    among ``sources``), NumPy's add.at on zeros of their type records the scatter."""
    derivgen_source = any(
        _derivgen_array(part)
        for source in sources
        for part in (source if isinstance(source, tuple) else (source,))
    )
    if derivgen_source or _derivgen_array(values):
        out = _zeros(shape, values.dtype, values, *sources)
    elif type(values) is np.ndarray:
        out = np.zeros(shape, dtype=values.dtype)
    else:
        return engines.scatter_add(shape, index, values)
    np.add.at(out, index, values)
    return out


def _as_index(indices: Any) -> Any:
    if _staged(indices) or engines.engine_of(indices) != "numpy":
        return indices  # dg.compile's staged indices, or indices on another engine (CuPy)
    return np.asarray(indices)


def split_indices(tensors: Any, axis: int) -> list[int]:
    """Where to split a concatenation of ``tensors`` along ``axis`` to get them back."""
    sizes = [t.shape[axis] for t in tensors]
    return [int(i) for i in np.cumsum(sizes)[:-1]]


def setitem(x: Any, index: Any, value: Any) -> Any:
    """``x`` with ``x[index] = value`` done on a copy: index assignment as a new array. An
    ndarray's copy keeps its memory layout, as the assignment in place would: a reduction of
    the result then sums in the same order as NumPy's (an F-ordered x stays F-ordered)."""
    out = x.copy(order="K") if type(x) is np.ndarray else x.copy()
    if isinstance(out, np.generic):  # a 0-d value (a cotangent) may come as a NumPy scalar
        out = np.array(out)
    out[index] = value
    return out


def written_mask(shape: tuple[int, ...], index: Any, like: Any = None) -> Any:
    """Which elements of ``x[index]`` survive ``x[index] = v``: all (True) unless an integer
    index array repeats an element, where NumPy keeps the last write; on ``like``'s engine."""
    parts = index if isinstance(index, tuple) else (index,)
    if not any(_is_integer_array(p) for p in parts):
        return True
    staged = next((p for p in parts if _staged(p)), None)
    target = _zeros(shape, np.intp, staged)
    written_shape = target[index].shape
    ids = np.arange(math.prod(written_shape)).reshape(written_shape)
    if staged is not None:
        ids = np.zeros_like(staged, shape=written_shape, dtype=np.intp) + ids
    target[index] = ids
    return engines.moved_to(target[index] == ids, like)


def _is_integer_array(part: Any) -> bool:
    if isinstance(part, list):
        part = np.asarray(part)
    return isinstance(part, np.ndarray) and part.dtype.kind in "iu"


def flat_layouts(arrays: Any) -> list[tuple[int]]:
    """Each array's place in ``np.concatenate(arrays, axis=None)``: its flattened shape."""
    return [(math.prod(np.shape(a)),) for a in arrays]


def untake(grad: Any, shape: tuple[int, ...], indices: Any, axis: int | None = None) -> Any:
    """The adjoint of ``np.take``: scatter ``grad`` into zeros of ``shape``, adding repeats."""
    if axis is None:
        flat = _scatter_add((math.prod(shape),), _as_index(indices), grad, indices)
        return np.reshape(flat, shape)
    index = (slice(None),) * (axis % len(shape)) + (_as_index(indices),)
    return _scatter_add(shape, index, grad, indices)


def _basic(index: Any) -> bool:
    """Whether ``index`` is basic indexing (ints, slices, None, ...): a view, no repeats."""
    parts = index if type(index) is tuple else (index,)
    return all(
        type(p) in (int, slice) or p is None or p is Ellipsis or type(p) in (np.int64, np.intp)
        for p in parts
    )


def index_add(grad: Any, shape: tuple[int, ...], index: Any) -> Any:
    """The adjoint of ``x[index]``: zeros of ``shape`` with ``grad`` added at ``index``.

    Repeated indices accumulate, as they must for advanced indexing.
    """
    if (type(grad) is np.ndarray or isinstance(grad, np.generic)) and _basic(index):
        out = np.zeros(shape, dtype=grad.dtype)  # a basic index repeats nothing: assign
        out[index] = grad
        return out
    return _scatter_add(shape, index, grad, index)


def label_index(labels: Any, axis: int) -> tuple[Any, ...]:
    """The index that picks ``logits[..., labels, ...]`` (class axis ``axis``) for each label."""
    labels = np.asarray(labels)
    index = list(np.indices(labels.shape, sparse=True))
    index.insert(axis % (labels.ndim + 1), labels)
    return tuple(index)


def label_lanes(labels: Any, axis: int) -> Any:
    """``labels`` with the class ``axis`` put back (length 1): the indices of
    ``take_along_axis`` that pick each label's logit, on the labels' engine."""
    return np.expand_dims(engines.asarray(labels), axis)


def shift_pad(ndim: int, axis: int, before: int, after: int) -> tuple[tuple[int, int], ...]:
    """np.pad widths that pad only ``axis``: ``before`` in front and ``after`` behind."""
    axis %= ndim
    return tuple((before, after) if i == axis else (0, 0) for i in range(ndim))


def axis_slice(ndim: int, axis: int, start: int | None, stop: int | None) -> tuple[slice, ...]:
    """An index taking ``start:stop`` along ``axis`` and everything along the other axes."""
    axis %= ndim
    return tuple(slice(start, stop) if i == axis else slice(None) for i in range(ndim))


def pad_interior(shape: tuple[int, ...], pad_width: Any) -> tuple[slice, ...]:
    """The index of the original array inside ``np.pad(x, pad_width)`` of a ``shape`` input."""
    widths = np.broadcast_to(np.asarray(pad_width, dtype=int), (len(shape), 2))
    return tuple(slice(int(b), int(b) + n) for (b, _), n in zip(widths, shape, strict=True))


_STACKERS = {
    "hstack": np.atleast_1d,
    "vstack": np.atleast_2d,
    "dstack": np.atleast_3d,
    "column_stack": lambda a: a if a.ndim >= 2 else np.reshape(a, (-1, 1)),
}


def stack_layouts(arrays: Any, kind: str) -> list[tuple[int, ...]]:
    """The shape each input takes inside hstack, vstack, dstack or column_stack."""
    promote = _STACKERS[kind]
    return [promote(np.broadcast_to(np.empty((), bool), np.shape(a))).shape for a in arrays]


def stack_axis(arrays: Any, kind: str) -> int:
    """The axis along which hstack, vstack, dstack or column_stack concatenates."""
    if kind == "hstack":
        return 0 if max(np.ndim(arrays[0]), 1) == 1 else 1
    return {"vstack": 0, "dstack": 2, "column_stack": 1}[kind]


def reshape_concatenate(arrays: Any, layouts: Any, axis: int) -> Any:
    """Each array reshaped to its layout, then all concatenated along ``axis``."""
    return np.concatenate(
        [np.reshape(a, s) for a, s in zip(arrays, layouts, strict=True)], axis=axis
    )


def unconcatenate(x: Any, layouts: Any, shapes: Any, axis: int) -> list[Any]:
    """The adjoint of reshape_concatenate: split ``x`` by the layouts, reshape to ``shapes``."""
    if type(x) is np.ndarray:
        cuts = np.cumsum([s[axis] for s in layouts])[:-1]
        pieces = np.split(x, [int(c) for c in cuts], axis=axis)
    else:  # by slicing, which every engine has (Dask has no np.split)
        ends = [int(e) for e in np.cumsum([s[axis] for s in layouts])]
        starts = [0, *ends[:-1]]
        pieces = [x[axis_slice(np.ndim(x), axis, a, b)] for a, b in zip(starts, ends, strict=True)]
    return [np.reshape(p, s) for p, s in zip(pieces, shapes, strict=True)]


def unstack(x: Any, axis: int = 0) -> list[Any]:
    """np.unstack as a list (the inverse of np.stack)."""
    return [np.take(x, i, axis=axis) for i in range(np.shape(x)[axis])]


def split_axis(ndim: int, kind: str) -> int:
    """The axis hsplit, vsplit or dsplit splits along."""
    if kind == "hsplit":
        return 1 if ndim > 1 else 0
    return {"vsplit": 0, "dsplit": 2}[kind]


def tile_shapes(shape: tuple[int, ...], reps: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For np.tile: the result reshaped as (rep, size) pairs per axis, and the rep axes."""
    reps = (reps,) if isinstance(reps, int | np.integer) else tuple(reps)
    d = max(len(shape), len(reps))
    shape = (1,) * (d - len(shape)) + tuple(shape)
    reps = (1,) * (d - len(reps)) + reps
    split = tuple(n for pair in zip(reps, shape, strict=True) for n in pair)
    return split, tuple(range(0, 2 * d, 2))


def tile_split_shape(shape: tuple[int, ...], reps: Any) -> tuple[int, ...]:
    return tile_shapes(shape, reps)[0]


def tile_rep_axes(shape: tuple[int, ...], reps: Any) -> tuple[int, ...]:
    return tile_shapes(shape, reps)[1]


def repeat_indices(shape: tuple[int, ...], repeats: Any, axis: int | None) -> Any:
    """The indices that make np.repeat(x, repeats, axis) the same as np.take(x, them, axis)."""
    n = int(np.prod(shape)) if axis is None else shape[axis]
    return np.repeat(np.arange(n), repeats)


def diagonal_length(shape: tuple[int, ...], offset: int, axis1: int, axis2: int) -> int:
    """How many elements np.diagonal(x, offset, axis1, axis2) takes from each matrix."""
    rows, cols = shape[axis1], shape[axis2]
    return max(0, min(rows, cols - offset) if offset >= 0 else min(rows + offset, cols))


def diagonal_shape(shape: tuple[int, ...], offset: int, axis1: int, axis2: int) -> tuple:
    """The shape of np.diagonal(x, offset, axis1, axis2) for an input of ``shape``."""
    ndim = len(shape)
    rest = tuple(n for i, n in enumerate(shape) if i not in (axis1 % ndim, axis2 % ndim))
    return (*rest, diagonal_length(shape, offset, axis1, axis2))


def diagonal_embed(x: Any, shape: tuple[int, ...], offset: int, axis1: int, axis2: int) -> Any:
    """The adjoint of np.diagonal: zeros of ``shape`` with ``x`` (diagonal last) on it."""
    k = np.arange(diagonal_length(shape, offset, axis1, axis2))
    index = (Ellipsis, k + max(-offset, 0), k + max(offset, 0))
    if type(x) is np.ndarray:
        out = np.zeros(shape, dtype=x.dtype)
        np.moveaxis(out, (axis1, axis2), (-2, -1))[index] = x
        return out
    ndim = len(shape)
    axes = (axis1 % ndim, axis2 % ndim)
    moved = tuple(n for i, n in enumerate(shape) if i not in axes) + (
        shape[axes[0]],
        shape[axes[1]],
    )
    return np.moveaxis(_scatter_add(moved, index, x), (-2, -1), axes)


def untake_along_axis(grad: Any, shape: tuple[int, ...], indices: Any, axis: int | None) -> Any:
    """The adjoint of np.take_along_axis: scatter ``grad`` into zeros, adding repeats."""
    index_source = indices
    indices = _as_index(indices)
    if axis is None:
        flat = _scatter_add((math.prod(shape),), indices, grad, index_source)
        return np.reshape(flat, shape)
    ndim = len(shape)
    axis %= ndim
    index = tuple(
        indices
        if i == axis
        else np.arange(shape[i]).reshape((1,) * i + (-1,) + (1,) * (ndim - i - 1))
        for i in range(ndim)
    )
    grad = np.broadcast_to(grad, np.broadcast_shapes(*[np.shape(j) for j in index]))
    return _scatter_add(shape, index, grad, index_source)


def stable_argsort(x: Any, axis: int | None) -> Any:
    """np.argsort with a stable sort: tied elements keep their order (indices only); on
    Dask per block, with the axis in one chunk (``along_axis``)."""
    if engines.engine_of(x) == "dask":
        return along_axis(np.argsort, x, axis, np.intp, kind="stable")
    return np.argsort(x, axis=axis, kind="stable")


PadMode = Literal["constant", "edge", "reflect", "symmetric", "wrap"]
_PAD_MODES: tuple[PadMode, ...] = ("constant", "edge", "reflect", "symmetric", "wrap")


def pad_mode(mode: str) -> PadMode:
    """np.pad's mode, after refusing the modes whose gradient derivgen does not have."""
    if mode not in _PAD_MODES:
        raise ValueError(
            f"np.pad: derivgen differentiates modes {', '.join(_PAD_MODES)}, not {mode!r}"
        )
    return mode


def unpad(grad: Any, shape: tuple[int, ...], pad_width: Any, mode: str) -> Any:
    """The adjoint of np.pad(x, pad_width, mode) for the modes that copy elements outward.

    Along each axis, np.pad of the positions 0..n-1 says which input element each output
    place copies; the cotangents of all copies of an element are added up.
    """
    checked = pad_mode(mode)
    widths = np.broadcast_to(np.asarray(pad_width, dtype=int), (len(shape), 2))
    for axis, (n, (before, after)) in enumerate(zip(shape, widths, strict=True)):
        source = np.pad(np.arange(n), (int(before), int(after)), mode=checked)
        moved = np.moveaxis(grad, axis, 0)
        grad = np.moveaxis(_scatter_add((n, *moved.shape[1:]), source, moved), 0, axis)
    return grad


def pad_copy(x: Any, pad_width: Any, mode: str) -> Any:
    """np.pad in a mode that copies elements outward (edge, reflect, symmetric, wrap)."""
    if mode == "constant":
        raise ValueError("pad_copy: mode 'constant' is the pad op")
    if engines.engine_of(x) == "dask" and mode != "edge":
        # Dask 2026.8 gets these shapes and values wrong: reflect as wide as the axis, and
        # symmetric or wrap wider than it (NumPy repeats the pattern). Every place of these
        # modes copies one element, so np.pad is a take along each axis of the positions
        # NumPy's own np.pad of 0..n-1 gives (host indices: lazy, and exact at any width).
        widths = np.broadcast_to(np.asarray(pad_width, dtype=int), (np.ndim(x), 2))
        for axis, (n, (before, after)) in enumerate(zip(np.shape(x), widths, strict=True)):
            if before or after:
                source = np.pad(np.arange(n), (int(before), int(after)), mode=pad_mode(mode))
                x = np.take(x, source, axis=axis)
        return x
    return np.pad(x, pad_width, mode=pad_mode(mode))


def split_of(x: Any, indices_or_sections: Any, axis: int, kind: str) -> list[Any]:
    """np.split / array_split / hsplit / vsplit / dsplit on the engine (Dask has none), as
    NumPy computes them: slices between the division points along the axis, ``kind``
    naming the function for its checks (split: an equal division; h/v/dsplit: the axis)."""
    if kind in ("hsplit", "vsplit", "dsplit"):
        least = {"hsplit": 1, "vsplit": 2, "dsplit": 3}[kind]
        if x.ndim < least:
            raise ValueError(f"{kind} only works on arrays of {least} or more dimensions")
        axis = split_axis(x.ndim, kind)
    length = x.shape[axis]
    if isinstance(indices_or_sections, int | np.integer):
        sections = int(indices_or_sections)
        if kind != "array_split" and length % sections:  # 0 sections: NumPy's ZeroDivisionError
            raise ValueError("array split does not result in an equal division")
        if sections <= 0:
            raise ValueError("number sections must be larger than 0.")
        each, extras = divmod(length, sections)
        sizes = [0] + extras * [each + 1] + (sections - extras) * [each]
        points = np.cumsum(sizes).tolist()
    else:
        points = [0, *[int(i) for i in indices_or_sections], length]
    pieces = []
    for start, stop in zip(points[:-1], points[1:], strict=True):
        index = [slice(None)] * x.ndim
        index[axis] = slice(start, stop)
        pieces.append(x[tuple(index)])
    return pieces


def unstack_of(x: Any, axis: int) -> tuple[Any, ...]:
    """np.unstack on the engine (Dask has none), as NumPy computes it: the tuple of the
    array's slices along the axis."""
    if x.ndim == 0:
        raise ValueError("Input array must be at least 1-d.")
    return tuple(unstack(x, axis))


def along_axis(function: Callable[..., Any], x: Any, axis: Any, dtype: Any, **kwargs: Any) -> Any:
    """NumPy's ``function`` along one axis (np.sort, np.argsort, np.partition, ...) on a
    Dask array, as NumPy computes it: the array flattened for axis=None, the axis rechunked
    into one chunk, and ``function`` run per block, each of which holds whole lanes."""
    x = engines.raveled(x, axis)
    axis = normalize_axis_index(engines.axis_or_zero(axis), x.ndim)
    x = engines.one_chunk(x, axis)
    return x.map_blocks(function, axis=axis, dtype=dtype, **kwargs)


def _lanes(x: Any, indices: Any, axis: int) -> tuple[Any, Any]:
    """``x`` and ``indices`` (as Dask arrays) broadcast against each other on all axes but
    ``axis``, that axis in one chunk and the others in ``x``'s chunks, block for block."""
    da = sys.modules["dask.array"]
    indices = da.asarray(indices)
    if not np.issubdtype(indices.dtype, np.integer):
        raise IndexError("`indices` must be an integer array")
    if indices.ndim != x.ndim:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    ones = [(*a.shape[:axis], 1, *a.shape[axis + 1 :]) for a in (x, indices)]
    lanes = list(np.broadcast_shapes(*ones))
    x = engines.one_chunk(
        np.broadcast_to(x, (*lanes[:axis], x.shape[axis], *lanes[axis + 1 :])), axis
    )
    indices = np.broadcast_to(indices, (*lanes[:axis], indices.shape[axis], *lanes[axis + 1 :]))
    return x, indices.rechunk(x.chunks[:axis] + (-1,) + x.chunks[axis + 1 :])


def take_along_axis_of(arr: Any, indices: Any, axis: int | None) -> Any:
    """np.take_along_axis on the engine (Dask has none), as NumPy computes it: the lanes
    broadcast together, the axis in one chunk, and NumPy's function per block."""
    if axis is None:
        if np.ndim(indices) != 1:
            raise ValueError("when axis=None, `indices` must have a single dimension.")
        arr, axis = arr.reshape((-1,)), 0
    axis = normalize_axis_index(axis, arr.ndim)
    arr, indices = _lanes(arr, indices, axis)

    def take(block: Any, where: Any) -> Any:
        return np.take_along_axis(block, where, axis)

    da = sys.modules["dask.array"]
    return da.map_blocks(take, arr, indices, chunks=indices.chunks, dtype=arr.dtype)


def untake_along_axis_of(grad: Any, shape: tuple[int, ...], indices: Any, axis: int | None) -> Any:
    """The adjoint of np.take_along_axis on the engine: per block, as for
    :func:`take_along_axis_of` (the lanes whole), ``untake_along_axis`` of NumPy's blocks,
    then the axes along which the lanes were broadcast summed back to ``shape``."""
    if axis is None:
        flat = untake_along_axis_of(grad, (math.prod(shape),), indices, 0)
        return flat.reshape(tuple(shape))
    axis = normalize_axis_index(axis, len(shape))
    grad, indices = _lanes(grad, indices, axis)
    length = int(shape[axis])

    def untake(block: Any, where: Any) -> Any:
        lanes = (*where.shape[:axis], length, *where.shape[axis + 1 :])
        return untake_along_axis(block, lanes, where, axis)

    da = sys.modules["dask.array"]
    chunks = grad.chunks[:axis] + ((length,),) + grad.chunks[axis + 1 :]
    out = da.map_blocks(untake, grad, indices, chunks=chunks, dtype=grad.dtype)
    summed = tuple(i for i, n in enumerate(shape) if n == 1 and out.shape[i] != 1)
    return out.sum(axis=summed, keepdims=True) if summed else out


def sort_of(x: Any, axis: int | None, kind: Any, stable: Any) -> Any:
    """np.sort on the engine (Dask has none): NumPy's per block, the axis in one chunk."""
    return along_axis(np.sort, x, axis, x.dtype, kind=kind, stable=stable)


def partition_of(x: Any, kth: Any, axis: int | None) -> Any:
    """np.partition on the engine (Dask has none): NumPy's per block, the axis in one chunk."""
    return along_axis(np.partition, x, axis, x.dtype, kth=kth)


def take_of(x: Any, indices: Any, axis: Any) -> Any:
    """np.take on the engine, as NumPy computes it: the flat array for axis=None (Dask's
    take wants an axis), and Dask indices of more than one dimension taken flat, then
    laid out in their shape (Dask slices by 0-d and 1-d index arrays only)."""
    x, axis = engines.raveled(x, axis), engines.axis_or_zero(axis)
    if engines.engine_of(indices) != "dask" or np.ndim(indices) <= 1:
        return np.take(x, indices, axis)
    axis = normalize_axis_index(axis, x.ndim)
    taken = np.take(x, indices.reshape((-1,)), axis)
    return taken.reshape((*x.shape[:axis], *indices.shape, *x.shape[axis + 1 :]))

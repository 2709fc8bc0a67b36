"""Shapes, axes and broadcasting: sum_to, reduction bookkeeping and permutations."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from inspect import signature
from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.numeric.kernels import SMALL_COPY_SIZE


def shape(x: Any) -> tuple[int, ...]:
    """x.shape, also for Python scalars and lists (np.interp's xp and fp often are lists)."""
    return x.shape if type(x) is np.ndarray else np.shape(_plain(x))


def sum_to(x: Any, shape: tuple[int, ...]) -> Any:
    """Sum ``x`` down to ``shape``, undoing NumPy broadcasting; a no-op when shapes match."""
    have = x.shape
    if have == shape:
        return x
    shape = tuple(shape)
    if have == shape:
        return x
    lead = len(have) - len(shape)
    axes = tuple(range(lead)) + tuple(
        lead + i for i, n in enumerate(shape) if n == 1 and have[lead + i] != 1
    )
    # The method (not np.sum) skips NumPy's Python wrapper; traced and Dask arrays have it too.
    out = x.sum(axis=axes, keepdims=True) if axes else x
    return out.reshape(shape) if lead else out


def tracer_among(*tensors: Any) -> Any:
    """The first traced value among the arguments (looking inside lists), or None.

    Ops defined by a ``forward:`` expression check this, so that the runtime records
    them as single ops with their own formula instead of tracing through the expression.
    """
    for value in tensors:
        if type(value) is np.ndarray:
            continue
        if hasattr(type(value), "__derivgen_apply__"):
            return value
        if isinstance(value, list | tuple):
            found = tracer_among(*value)
            if found is not None:
                return found
    return None


def batched_among(*indices: Any) -> Any:
    """The first of vmap's batched values in an index (a tuple of them too), or None."""
    for value in indices:
        if type(value) is tuple or type(value) is list:
            for item in value:
                if hasattr(type(item), "__derivgen_batched__"):
                    return item
        elif hasattr(type(value), "__derivgen_batched__"):
            return value
    return None


def normalize_axes(axis: int | tuple[int, ...] | None, ndim: int) -> tuple[int, ...]:
    """Axes as a sorted tuple of non-negative ints; None means every axis."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    if ndim == 0:
        return ()  # NumPy lets axis 0 or -1 reduce a 0-d array: nothing to reduce
    return tuple(sorted(a % ndim for a in axes))


def expand_reduced(
    x: Any, shape: tuple[int, ...], axis: int | tuple[int, ...] | None, keepdims: bool
) -> Any:
    """Broadcast the result of a reduction over ``axis`` back to the input ``shape``."""
    # A full reduction's 0-d result (sum(x), the usual loss) broadcasts as it is: nothing
    # to reshape, which saves two Python calls per gradient on the eager tape.
    # A NumPy scalar (what np.sum(x) gives, and a 0-d array's arithmetic) counts as 0-d.
    plain = type(x) is np.ndarray or isinstance(x, np.generic)
    full = axis is None and plain and x.ndim == 0
    if not keepdims and not full:
        axes = normalize_axes(axis, len(shape))
        x = np.reshape(x, tuple(1 if i in axes else n for i, n in enumerate(shape)))
        plain = type(x) is np.ndarray
    if plain:
        shape = tuple(shape)
        if math.prod(shape) <= SMALL_COPY_SIZE:
            out = np.empty(shape, dtype=x.dtype)  # a small copy beats broadcast_to's overhead
            np.copyto(out, x)
            return out
        return np.broadcast_to(x, shape)
    return engines.broadcast_in_chunks(x, shape)  # a Dask input's chunks, where saved


def prod_except(x: Any, axis: int | tuple[int, ...] | None = None) -> Any:
    """For each element, the product of the other elements of its reduction group.

    Built from exclusive cumulative products, so zeros (one or several) are exact,
    where dividing the full product by the element would give 0/0.
    """
    axes = normalize_axes(axis, x.ndim)
    rest = tuple(i for i in range(x.ndim) if i not in axes)
    moved = np.transpose(x, rest + axes)
    # the group's size spelled out: reshape cannot infer -1 when another axis is empty
    flat = np.reshape(moved, moved.shape[: len(rest)] + (math.prod(moved.shape[len(rest) :]),))
    ones = np.ones_like(flat[..., :1])
    left = np.cumprod(np.concatenate([ones, flat[..., :-1]], axis=-1), axis=-1)
    right = np.flip(
        np.cumprod(np.concatenate([ones, np.flip(flat, -1)[..., :-1]], axis=-1), axis=-1), -1
    )
    out = np.reshape(left * right, moved.shape)
    return np.transpose(out, _inverse(rest + axes))


def _grouping(ndim: int, axis: int | tuple[int, ...] | None) -> tuple[tuple[int, ...], ...]:
    axes = normalize_axes(axis, ndim)
    return tuple(i for i in range(ndim) if i not in axes), axes


def group_axes(x: Any, axis: int | tuple[int, ...] | None) -> Any:
    """``x`` with the ``axis`` axes moved to the end and flattened into one (None: all)."""
    rest, axes = _grouping(np.ndim(x), axis)
    moved = np.transpose(x, rest + axes)
    return np.reshape(moved, moved.shape[: len(rest)] + (math.prod(moved.shape[len(rest) :]),))


def ungroup_axes(y: Any, shape: tuple[int, ...], axis: int | tuple[int, ...] | None) -> Any:
    """The inverse of ``group_axes`` for an input of ``shape``."""
    rest, axes = _grouping(len(shape), axis)
    moved = np.reshape(y, tuple(shape[i] for i in rest + axes))
    return np.transpose(moved, _inverse(rest + axes))


def _inverse(order: tuple[int, ...]) -> tuple[int, ...]:
    """The permutation that undoes ``order``, as Python ints (Dask takes no array of axes)."""
    return tuple(sorted(range(len(order)), key=order.__getitem__))


def masked_prod(x: Any, mask: Any, axis: int | tuple[int, ...] | None = None) -> Any:
    """Products over the ``axis`` group of ``x`` that skip elements: for each row r of
    ``mask`` (shape M + (group size,)), the product of the elements where mask[r] is true.

    The result has the shape of the axes not reduced, then M. Elements are replaced by 1,
    never divided out, so zeros are exact.
    """
    grouped = group_axes(x, axis)
    mask = engines.as_dtype(mask, bool)
    lead = grouped.shape[:-1]
    spread = np.reshape(grouped, lead + (1,) * (mask.ndim - 1) + grouped.shape[-1:])
    return np.prod(np.where(mask, spread, np.ones((), dtype=grouped.dtype)), axis=-1)


def drop_each(mask: Any) -> Any:
    """Masks M + (n,) -> M + (n, n): row (r, k) is row r without element k."""
    mask = engines.as_dtype(mask, bool)
    n = mask.shape[-1]
    return mask[..., None, :] & engines.moved_to(~np.eye(n, dtype=bool), mask)


def group_size(shape: tuple[int, ...], axis: int | tuple[int, ...] | None) -> int:
    """How many elements each group of ``axis`` holds."""
    return math.prod(shape[i] for i in normalize_axes(axis, len(shape)))


def off_diagonal(
    shape: tuple[int, ...], axis: int | tuple[int, ...] | None, like: Any = None
) -> Any:
    """The boolean mask i != k over a group of ``axis``: the rows of prod_except (on
    ``like``'s engine)."""
    return engines.moved_to(~np.eye(group_size(shape, axis), dtype=bool), like)


def mask_axes(mask: Any) -> tuple[int, ...]:
    """The axes of masked_prod's output that run over the rows of ``mask``, counted from the
    end of an array with one more axis (the group) after them."""
    return tuple(range(-np.ndim(mask), -1))


def inverse_permutation(axes: tuple[int, ...] | None, ndim: int) -> tuple[int, ...]:
    """The axes that undo ``np.transpose(x, axes)``; None reverses the axes."""
    if axes is None:
        return tuple(reversed(range(ndim)))
    return tuple(int(i) for i in np.argsort([a % ndim for a in axes]))


def as_matrix(shape: tuple[int, ...], side: str) -> tuple[int, ...]:
    """How matmul reads an operand's shape: a 1-D left operand is a row, a right one a column."""
    shape = tuple(shape)
    if len(shape) != 1:
        return shape
    return (1, shape[0]) if side == "row" else (shape[0], 1)


def matmul_shape(left: tuple[int, ...], right: tuple[int, ...]) -> tuple[int, ...]:
    """The shape of matmul's result with 1-D operands promoted to matrices, as matmul does."""
    a, b = as_matrix(left, "row"), as_matrix(right, "column")
    if a[:-2] == b[:-2]:  # the common case, without np.broadcast_shapes' overhead
        return (*a[:-1], b[-1])
    batch = np.broadcast_shapes(a[:-2], b[:-2])
    return (*batch, a[-2], b[-1])


def ieee_divide(numerator: float, denominator: float) -> float:
    """``numerator / denominator`` for counts, inf or nan where NumPy's division gives them.

    Empty inputs and ``ddof >= n`` divide by zero; NumPy's forward then returns nan or inf,
    and the gradient (empty, or made of that inf) must not stop at a ZeroDivisionError.
    A Python float, so that float32 gradients stay float32.
    """
    if denominator == 0:
        return math.nan if numerator == 0 else math.copysign(math.inf, numerator)
    return numerator / denominator


def dtype_of(x: Any) -> str:
    """The dtype name of an array, or of what NumPy makes of a Python number."""
    dtype = getattr(x, "dtype", None)
    return str(dtype if dtype is not None else np.result_type(x))


def is_complex(x: Any) -> bool:
    """Whether an array (traced or not) is complex; formulas branch on it for real inputs."""
    return np.dtype(getattr(x, "dtype", type(x))).kind == "c"


def scan_axis(axis: int | None) -> int:
    """The axis a cumulative op runs along once ``axis=None`` has flattened its input."""
    return 0 if axis is None else axis


def negate(value: Any) -> Any:
    """``-value`` for an int or a tuple of ints (roll shifts)."""
    if isinstance(value, int | np.integer):
        return -int(value)
    return tuple(-int(v) for v in value)


def shapes(arrays: Any) -> list[tuple[int, ...]]:
    """The shape of each array of a list."""
    return [tuple(np.shape(a)) for a in arrays]


def permuted(shape: tuple[int, ...], perm: tuple[int, ...]) -> tuple[int, ...]:
    """The shape of np.transpose(x, perm) for an ``x`` of ``shape``."""
    return tuple(shape[p] for p in perm)


def min_dim(shape: tuple[int, ...]) -> int:
    """``min(m, n)`` for a (batch of) m-by-n matrices."""
    return int(min(shape[-2], shape[-1]))


def _plain(x: Any) -> Any:
    """The value of x with any derivative trace removed (for helpers that read data only).

    derivgen.compile's staged arrays stay: their value is only known when the code runs, and
    so do vmap's batched ones: their value holds every example (their shape is one example's).
    """
    while type(x) is not np.ndarray and hasattr(type(x), "__derivgen_apply__"):
        if hasattr(type(x), "__derivgen_staged__") or hasattr(type(x), "__derivgen_batched__"):
            break
        x = x.value
    return x


def each_example(combine: Any = None) -> Any:
    """For a helper that reads the values of its inputs (quantile weights, LU pivots, a
    conditioning check): under vmap it runs once per example, on that example's values, and
    its results come back as one batched value of the innermost vmap (or ``combine(results)``,
    e.g. ``all`` for a bool that picks between two exact formulas)."""

    def decorate(fn: Any) -> Any:
        def run(*args: Any, **kwargs: Any) -> Any:
            plain = [_plain(a) for a in args]
            batched = [a for a in plain if hasattr(type(a), "__derivgen_batched__")]
            if not batched:
                return fn(*args, **kwargs)
            inner = max(batched, key=lambda b: b.owner.level)
            trace, size = inner.owner, inner.owner.size
            outs = [
                run(
                    *(a.value[i] if _batched_by(a, trace) else a for a in plain),
                    **kwargs,
                )
                for i in range(size)
            ]
            if combine is not None:
                return combine(outs)
            values = [_plain(o) for o in outs]
            if not any(hasattr(type(v), "__derivgen_batched__") for v in values):
                values = [np.asarray(v) for v in values]
            # else each example's result is batched by an outer vmap: np.stack keeps that
            return type(inner)(np.stack(values), trace)

        run.__doc__, run.__name__, run.__wrapped__ = fn.__doc__, fn.__name__, fn  # type: ignore[attr-defined]
        return run

    return decorate


def _batched_by(value: Any, trace: Any) -> bool:
    return hasattr(type(value), "__derivgen_batched__") and value.owner is trace


# -- np.block of traced arrays: nested lists joined by concatenates, as NumPy joins them --


def block_rewrite(
    args: Sequence[Any], kwargs: dict[str, Any], plain: Callable[[Any], Any]
) -> tuple[bool, Any]:
    """np.block: a concatenate of concatenates, the innermost lists joined along the last axis.

    Every block is first given NumPy's number of dimensions, max(list depth, largest ndim),
    by leading 1s. A ragged nesting, a tuple or an empty list is left to NumPy's own np.block
    on the plain values (``plain``: stop_gradient), for its own error.
    """
    arrays = signature(np.block).bind(*args, **kwargs).arguments["arrays"]
    depths: set[int] = set()
    _leaf_depths(arrays, 0, depths)
    if len(depths) != 1 or 0 in depths:
        np.block(plain(arrays))  # raises NumPy's error
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

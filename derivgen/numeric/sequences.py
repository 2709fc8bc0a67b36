"""Helpers for sequence, selection and polynomial functions (linspace, select, polyval, ...)."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.numeric import engines, indexing
from derivgen.numeric.shapes import _plain


def linspace_weights(num: int, endpoint: bool, ndim: int, axis: int, dtype: Any) -> Any:
    """The fractions t of np.linspace (start + (stop - start) t), laid along ``axis``.

    ``dtype``: a dtype, or an array whose dtype and engine (Dask, CuPy) they take.
    """
    dtype, like = engines.dtype_and_like(dtype)
    steps = (num - 1) if endpoint else num
    t = np.arange(num, dtype=dtype) / steps if steps > 0 else np.zeros(num, dtype=dtype)
    shape = [1] * ndim
    shape[axis % ndim] = num
    return engines.moved_to(t.reshape(shape), like)


def rollaxis_destination(ndim: int, axis: int, start: int) -> int:
    """Where np.rollaxis(x, axis, start) puts ``axis``, as np.moveaxis's destination."""
    axis %= ndim
    if start < 0:
        start += ndim
    return start - 1 if axis < start else start


def argpartition(x: Any, kth: Any, axis: int | None) -> np.ndarray:
    """np.argpartition of the plain values, the permutation np.partition applies; on Dask
    per block, with the axis in one chunk (``along_axis``)."""
    if engines.engine_of(x) == "dask":
        return indexing.along_axis(np.argpartition, x, axis, np.intp, kth=kth)
    return np.argpartition(_plain(x), kth, axis=axis)


def first_true(condlist: Any) -> list[np.ndarray]:
    """For np.select: where each condition is the first true one (the choice it selects)."""
    taken: Any = False
    masks = []
    for cond in condlist:
        cond = engines.as_dtype(_plain(cond), bool)  # a Dask or CuPy one stays there
        masks.append(cond & ~taken)
        taken = taken | cond
    return masks


def none_true(condlist: Any) -> Any:
    """For np.select: where no condition holds, so that the default is taken."""
    taken: Any = False
    for cond in condlist:
        taken = taken | engines.as_dtype(_plain(cond), bool)
    return ~taken


def unselect(grad: Any, condlist: Any, choicelist: Any) -> list[Any]:
    """The adjoint of np.select in its choices: each gets the cotangent where it was chosen."""
    from derivgen.numeric.shapes import sum_to

    out = []
    for mask, choice in zip(first_true(condlist), choicelist, strict=True):
        shape = np.shape(choice)
        out.append(sum_to(np.where(mask, grad, 0.0).astype(grad.dtype, copy=False), shape))
    return out


def append_length(shape: tuple[int, ...], axis: int | None) -> int:
    """How much of np.append(arr, values, axis)'s result comes from arr."""
    return math.prod(shape) if axis is None else shape[axis]


def other_axes(ndim: int, axis: int) -> tuple[int, ...]:
    """Every axis but ``axis``."""
    axis %= ndim
    return tuple(i for i in range(ndim) if i != axis)


def size_of(x: Any) -> int:
    """The number of elements of an optional array argument (0 for None)."""
    return 0 if x is None else math.prod(np.shape(_plain(x)))


def ediff1d_middle(ary_size: int, begin_size: int) -> slice:
    """The part of np.ediff1d's result that holds the differences."""
    return slice(begin_size, begin_size + max(ary_size - 1, 0))


def ediff1d_end(total: int, end_size: int) -> slice:
    """The part of np.ediff1d's result that holds to_end."""
    return slice(total - end_size, total)


def trapezoid_pieces(shape: tuple[int, ...], axis: int) -> tuple[int, ...]:
    """The shape of the n - 1 trapezoids along ``axis`` of a y of ``shape``."""
    axis %= len(shape)
    return tuple(n - 1 if i == axis else n for i, n in enumerate(shape))


def delete_kept(shape: tuple[int, ...], obj: Any, axis: int | None) -> np.ndarray:
    """The indices (along axis, or into the flattened array) that np.delete keeps."""
    n = math.prod(shape) if axis is None else shape[axis]
    return np.delete(np.arange(n), _plain(obj))


def polyder_weights(n: int, m: int, dtype: Any) -> Any:
    """The factor each kept coefficient of a degree n - 1 polynomial gets from np.polyder(p, m).

    ``dtype``: a dtype, or an array whose dtype and engine (Dask, CuPy) they take.
    """
    dtype, like = engines.dtype_and_like(dtype)
    powers = np.arange(n - 1, m - 1, -1)
    weights = np.ones(n - m, dtype=dtype)
    for j in range(m):
        weights *= powers - j
    return engines.moved_to(weights, like)


def polyint_weights(n: int, m: int, dtype: Any) -> Any:
    """The factor each coefficient gets from np.polyint(p, m) (integration constants zero).

    ``dtype``: a dtype, or an array whose dtype and engine (Dask, CuPy) they take.
    """
    dtype, like = engines.dtype_and_like(dtype)
    powers = np.arange(n - 1, -1, -1)
    weights = np.ones(n, dtype=dtype)
    for j in range(1, m + 1):
        weights /= powers + j
    return engines.moved_to(weights, like)


def vander_order(shape: tuple[int, ...], n: int | None) -> int:
    """The number of columns of np.vander(x, N)."""
    return shape[0] if n is None else n


def vander_columns(n: int, increasing: bool) -> tuple[slice, slice]:
    """The columns of np.vander(x, n) whose derivative is a column of np.vander(x, n - 1)."""
    return (slice(None), slice(1, None) if increasing else slice(None, n - 1))


def vander_weights(n: int, increasing: bool, dtype: Any) -> Any:
    """The powers the columns picked by ``vander_columns`` bring down when differentiated.

    ``dtype``: a dtype, or an array whose dtype and engine (Dask, CuPy) they take.
    """
    dtype, like = engines.dtype_and_like(dtype)
    powers = np.arange(1, n, dtype=dtype)
    return engines.moved_to(powers if increasing else powers[::-1].copy(), like)


def sum_each_to(grads: Any, like: Any) -> list[Any]:
    """Each cotangent summed to the shape of the array it belongs to (undoing broadcasting)."""
    from derivgen.numeric.shapes import sum_to

    return [sum_to(g, tuple(np.shape(_plain(x)))) for g, x in zip(grads, like, strict=True)]


def broadcast_each_to(values: Any, like: Any) -> list[Any]:
    """Each array broadcast to the shape of its partner (the adjoint of ``sum_each_to``)."""
    return [np.broadcast_to(v, np.shape(_plain(x))) for v, x in zip(values, like, strict=True)]


def mesh_axis(k: int, n: int, indexing: str) -> int:
    """The axis along which np.meshgrid lays out its k-th input (of n)."""
    if indexing not in ("xy", "ij"):
        raise ValueError(f"meshgrid: indexing must be 'xy' or 'ij', not {indexing!r}")
    if indexing == "xy" and n >= 2 and k < 2:
        return 1 - k
    return k


def unmesh(grads: Any, xi: Any, indexing: str) -> list[Any]:
    """The adjoint of np.meshgrid: each output's cotangent summed onto its input's axis."""
    out = []
    n = len(grads)
    for k, (g, x) in enumerate(zip(grads, xi, strict=True)):
        axis = mesh_axis(k, n, indexing)
        others = tuple(i for i in range(np.ndim(g)) if i != axis)
        out.append(np.reshape(g.sum(axis=others), np.shape(_plain(x))))
    return out


def mesh_is_sparse(grids: Any) -> bool:
    """Whether meshgrid outputs (or their cotangents) have a sparse grid's unequal shapes."""
    return len({np.shape(_plain(g)) for g in grids}) > 1


def linspace_of(start: Any, stop: Any, num: int, endpoint: bool, axis: int) -> Any:
    """np.linspace with array endpoints on the engine (Dask's takes numbers only), as NumPy
    computes it: start + k * step (k / div * delta where a step is 0), the last sample
    ``stop`` itself with the endpoint, the samples along ``axis``."""
    delta = stop - start
    div = (num - 1) if endpoint else num
    k = np.arange(num, dtype=np.result_type(delta, float)).reshape((-1,) + (1,) * np.ndim(delta))
    samples = k * (delta / div) + start if div > 0 else k * delta + start
    if endpoint and num > 1:
        samples = np.concatenate([samples[:-1], np.broadcast_to(stop, delta.shape)[None]])
    return np.moveaxis(samples, 0, axis)


def cumulative_of(scan: Callable[..., Any], x: Any, axis: Any, include_initial: bool) -> Any:
    """np.cumulative_sum / cumulative_prod (``scan``: np.cumsum / np.cumprod) on the engine,
    which has only the older scans: axis=None only for a 1-d array, as NumPy requires, and
    include_initial as the identity (0 or 1) put in front along the axis."""
    if axis is None:
        if x.ndim != 1:
            raise ValueError(
                "For arrays which have more than one dimension ``axis`` argument is required."
            )
        axis = 0
    result = scan(x, axis)
    if not include_initial:
        return result
    shape = list(result.shape)
    shape[axis % result.ndim] = 1
    first = np.zeros_like(result, shape=shape) + (1 if scan is np.cumprod else 0)
    return np.concatenate([first, result], axis)


def select_of(condlist: Any, choicelist: Any, default: Any) -> Any:
    """np.select on the engine, as NumPy defines it: the choice of the first true condition,
    else the default, all broadcast together, in the result type of the choices and the
    default; by nested wheres (Dask's select wants one shape and one chunking for all)."""

    def dtype_of(value: Any) -> Any:
        return value.dtype if hasattr(value, "dtype") else np.asarray(value).dtype

    for i, cond in enumerate(condlist):
        if dtype_of(cond) != np.bool_:
            raise TypeError(f"invalid entry {i} in condlist: should be boolean ndarray")
    dtype = np.result_type(*[dtype_of(v) for v in (*choicelist, default)])
    result = default
    for cond, choice in zip(reversed(condlist), reversed(choicelist), strict=True):
        result = np.where(cond, choice, result)
    return result.astype(dtype) if hasattr(result, "astype") else np.asarray(result, dtype)


def bincount_of(x: Any, weights: Any, minlength: int) -> Any:
    """np.bincount of host indices ``x`` with the engine's ``weights``: the indices moved
    to the weights' chunks and the length read from the host data, as Dask's bincount wants
    (it takes indices chunked like the weights, and leaves an unknown length otherwise).
    Indices on the engine go to its own bincount."""
    if engines.engine_of(x) != "numpy" or weights is None:
        return np.bincount(x, weights, minlength)
    x = np.asarray(x)
    if x.size and x.min() < 0:
        raise ValueError("'list' argument must have no negative elements")
    da = sys.modules["dask.array"]
    length = max(minlength, int(x.max()) + 1 if x.size else 0)
    where = da.from_array(x, chunks=weights.chunks)
    return da.bincount(where, weights=weights, minlength=length).astype(np.float64)


def as_columns(arrays: Any) -> list[Any]:
    """np.column_stack's operands: 0-d and 1-d arrays as columns, others as they are."""
    return [a.reshape((-1, 1)) if a.ndim < 2 else a for a in arrays]


def at_least_1d(arrays: Any) -> list[Any]:
    """Each array of a list with a 0-d one as shape (1,), as np.hstack does before joining."""
    return [a.reshape(1) if a.ndim == 0 else a for a in arrays]


def polyval_of(p: Any, x: Any) -> Any:
    """np.polyval on the engine (Dask has none), as NumPy computes it: Horner's rule over
    the coefficients, whose number is known from the shape."""
    y = np.zeros_like(x)
    for k in range(p.shape[0]):
        y = y * x + p[k]
    return y


def polyadd_of(a1: Any, a2: Any, sign: int) -> Any:
    """np.polyadd (sign 1) or np.polysub (sign -1) on the engine, as NumPy computes them:
    the shorter coefficient vector padded with leading zeros."""
    a1 = a1.reshape((1,)) if a1.ndim == 0 else a1
    a2 = a2.reshape((1,)) if a2.ndim == 0 else a2
    diff = a2.shape[0] - a1.shape[0]
    if diff > 0:
        a1 = np.concatenate((np.zeros_like(a1, shape=(diff,)), a1))
    elif diff < 0:
        a2 = np.concatenate((np.zeros_like(a2, shape=(-diff,)), a2))
    return a1 + a2 if sign > 0 else a1 - a2


def polyder_of(p: Any, m: int) -> Any:
    """np.polyder on the engine (Dask has none), as NumPy computes it: m times the
    coefficients but the last times their powers."""
    if int(m) < 0:
        raise ValueError("Order of derivative must be positive (see polyint)")
    for _ in range(int(m)):
        p = p[:-1] * np.arange(p.shape[0] - 1, 0, -1)
    return p


def vander_of(x: Any, n: Any, increasing: bool) -> Any:
    """np.vander on the engine (Dask has none), as NumPy computes it: a column of ones, then
    the running products of x (multiply.accumulate), reversed unless increasing."""
    if x.ndim != 1:
        raise ValueError("x must be a one-dimensional array or sequence.")
    n = x.shape[0] if n is None else n
    dtype = np.promote_types(x.dtype, int)
    columns = [np.ones_like(x, dtype=dtype, shape=(x.shape[0], min(n, 1)))]
    if n > 1:
        repeated = np.broadcast_to(x.astype(dtype)[:, None], (x.shape[0], n - 1))
        columns.append(np.cumprod(repeated, axis=1))
    v = np.concatenate(columns, axis=1)
    return v if increasing else v[:, ::-1]


def trapezoid_of(y: Any, x: Any, dx: float, axis: int) -> Any:
    """np.trapezoid on the engine (Dask has none), as NumPy computes it."""
    d: Any  # the spacing: dx, or the differences of x
    if x is None:
        d = dx
    elif x.ndim == 1:
        d = np.diff(x)
        shape = [1] * y.ndim
        shape[axis] = d.shape[0]
        d = engines.reshaped(d, tuple(shape))
    else:
        d = np.diff(x, axis=axis)
    upper = [slice(None)] * y.ndim
    lower = [slice(None)] * y.ndim
    upper[axis], lower[axis] = slice(1, None), slice(None, -1)
    return np.sum(d * (y[tuple(upper)] + y[tuple(lower)]) / 2.0, axis)


def _no_zero(values: Any) -> Any:
    """``values``, for np.geomspace's endpoints, raising NumPy's ValueError on a zero."""
    if np.any(values == 0):
        raise ValueError("Geometric sequence cannot include zero")
    return values


def geomspace_of(start: Any, stop: Any, num: int, endpoint: bool, axis: int) -> Any:
    """np.geomspace on the engine (Dask has none), as NumPy computes it: the endpoints
    rotated to the positive reals by start's sign, 10 ** linspace of their log10, the
    endpoints themselves put in place, the rotation undone. NumPy's check for a zero
    endpoint runs per block of an engine's array (the error comes when it is computed)."""
    ends: list[Any] = [v if hasattr(v, "dtype") else np.asarray(v) for v in (start, stop)]
    start, stop = (
        v.map_blocks(_no_zero, dtype=v.dtype) if engines.engine_of(v) == "dask" else _no_zero(v)
        for v in ends
    )
    dt = np.result_type(start.dtype, stop.dtype, np.float64)
    sign = np.sign(start.astype(dt))
    start, stop = start.astype(dt) / sign, stop.astype(dt) / sign
    samples = np.power(10.0, linspace_of(np.log10(start), np.log10(stop), num, endpoint, 0))
    samples = samples.astype(dt)
    lane = samples.shape[1:]
    if num > 0:
        last = num - 1 if num > 1 and endpoint else num
        parts = [np.broadcast_to(start, lane)[None], samples[1:last]]
        if last < num:
            parts.append(np.broadcast_to(stop, lane)[None])
        samples = np.concatenate(parts)
    return np.moveaxis(samples * sign, 0, axis)


def polyfit_of(x: Any, y: Any, deg: int, rcond: Any, w: Any) -> Any:
    """np.polyfit on the engine (Dask has none), as NumPy computes it: NumPy's own fit, in
    one task, of the whole of x, y and w (each in one chunk). NumPy's checks of the shapes
    run here; its RankWarning comes when the result is computed."""
    da = sys.modules["dask.array"]
    x, y = da.asarray(x), da.asarray(y)
    if deg < 0:
        raise ValueError("expected deg >= 0")
    if x.ndim != 1:
        raise TypeError("expected 1D vector for x")
    if x.size == 0:
        raise TypeError("expected non-empty vector for x")
    if y.ndim < 1 or y.ndim > 2:
        raise TypeError("expected 1D or 2D array for y")
    if x.shape[0] != y.shape[0]:
        raise TypeError("expected x and y to have same length")
    if w is not None:
        w = da.asarray(w)
        if w.ndim != 1:
            raise TypeError("expected a 1-d array for weights")
        if w.shape[0] != y.shape[0]:
            raise TypeError("expected w and y to have the same length")
    points = np.arange(deg + 2, dtype=x.dtype)  # the result's dtype, from a well-posed fit
    probe = np.polyfit(
        points,
        np.ones((deg + 2, *y.shape[1:]), y.dtype),
        deg,
        rcond,
        w=None if w is None else np.ones(deg + 2, w.dtype),
    )
    columns = ("c",) if y.ndim == 2 else ()

    def fit(x: Any, y: Any, w: Any) -> Any:
        return np.polyfit(x, y, deg, rcond, w=w)

    weights = (None, None) if w is None else (w.rechunk(-1), "n")
    return da.blockwise(
        fit,
        ("k", *columns),
        x.rechunk(-1),
        "n",
        y.rechunk(-1),
        ("n", *columns),
        *weights,
        new_axes={"k": deg + 1},
        concatenate=True,
        dtype=probe.dtype,
    )


def full_like_of(a: Any, fill_value: Any, shape: Any) -> Any:
    """np.full_like with an array fill value on the engine (Dask's takes a number only), as
    NumPy computes it: the fill value broadcast to the shape and cast, unsafely, to a's
    dtype (np.copyto into np.empty_like)."""
    da = sys.modules["dask.array"]
    shape = a.shape if shape is None else tuple(np.atleast_1d(shape).tolist())
    fill = da.asarray(fill_value)
    try:
        filled = np.broadcast_to(fill, shape)
    except ValueError:
        raise ValueError(
            f"could not broadcast input array from shape {fill.shape} into shape {shape}"
        ) from None
    return filled.astype(a.dtype)

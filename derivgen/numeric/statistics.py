"""Statistics helpers: scans, averages, quantiles, covariance, correlation and interpolation."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.numeric.shapes import _plain, each_example, normalize_axes


def linear_scan(x: Any, coef: Any, axis: int, reverse: bool = False) -> Any:
    """The first-order linear recurrence along ``axis``, without any division.

    Forward: ``y[i] = x[i] + coef[i] * y[i - 1]`` (``y[-1] = 0``); reverse:
    ``y[i] = x[i] + coef[i + 1] * y[i + 1]`` (``y[n] = 0``). ``coef[0]`` is never used.
    """
    if engines.engine_of(x, coef) != "numpy":
        return _linear_scan_by_slices(x, coef, axis, reverse)
    x = np.moveaxis(np.asarray(x), axis, -1)
    coef = np.moveaxis(np.asarray(coef), axis, -1)
    out = np.array(x, dtype=np.result_type(x, coef))
    n = out.shape[-1]
    if reverse:
        for i in range(n - 2, -1, -1):
            out[..., i] += coef[..., i + 1] * out[..., i + 1]
    else:
        for i in range(1, n):
            out[..., i] += coef[..., i] * out[..., i - 1]
    return np.moveaxis(out, -1, axis)


def _linear_scan_by_slices(x: Any, coef: Any, axis: int, reverse: bool) -> Any:
    """linear_scan on another engine (Dask, CuPy): one slice per step, stacked at the end,
    as those arrays take no element writes."""
    dtype = np.result_type(x.dtype, coef.dtype)
    x, coef = np.moveaxis(x, axis, -1).astype(dtype), np.moveaxis(coef, axis, -1)
    n = x.shape[-1]
    if n == 0:
        return np.moveaxis(x, -1, axis)
    steps = range(n - 2, -1, -1) if reverse else range(1, n)
    last = n - 1 if reverse else 0
    outs: list[Any] = [None] * n
    outs[last] = x[..., last]
    for i in steps:
        if reverse:
            outs[i] = x[..., i] + coef[..., i + 1] * outs[i + 1]
        else:
            outs[i] = x[..., i] + coef[..., i] * outs[i - 1]
    return np.moveaxis(np.stack(outs, axis=-1), -1, axis)


def average_perm(shape: tuple[int, ...], weights_shape: tuple[int, ...], axis: Any) -> tuple:
    """How np.average transposes its weights: to the order of the sorted reduction axes."""
    if tuple(weights_shape) == tuple(shape):
        return tuple(range(len(weights_shape)))
    axes = (axis,) if isinstance(axis, int | np.integer) else tuple(axis)
    return tuple(int(i) for i in np.argsort([a % len(shape) for a in axes]))


def average_shape(shape: tuple[int, ...], weights_shape: tuple[int, ...], axis: Any) -> tuple:
    """The shape np.average gives its (transposed) weights to broadcast against the input."""
    if tuple(weights_shape) == tuple(shape):
        return tuple(shape)
    axes = normalize_axes(axis, len(shape))
    return tuple(n if i in axes else 1 for i, n in enumerate(shape))


def average_weights(x: Any, axis: Any, weights: Any) -> Any:
    """np.average's weights laid against ``x`` as NumPy lays them (transposed to the sorted
    reduction axes, reshaped, broadcast to x's shape), for an engine whose np.average takes
    only weights of x's shape or 1-d ones (Dask); None and x-shaped weights as they are."""
    if weights is None or tuple(weights.shape) == tuple(x.shape) or axis is None:
        return weights
    perm = average_perm(x.shape, weights.shape, axis)
    placed = np.reshape(np.transpose(weights, perm), average_shape(x.shape, weights.shape, axis))
    return np.broadcast_to(placed, x.shape)


def average_axis(axis: Any) -> Any:
    """np.average's axis as an engine takes it: a tuple for a list of axes."""
    return axis if axis is None or isinstance(axis, int | np.integer) else tuple(axis)


@each_example()
def quantile_weights(
    x: Any, q: Any, axis: Any, part: str, nan: bool = False, percent: bool = False
) -> Any:
    """Constant weights of np.quantile (method 'linear'), of shape q.shape + x.shape.

    ``part="x"``: the derivative of each quantile in each element of x: 1 - g and g on the
    two order statistics s[j], s[j + 1] that it interpolates (j = floor(q (n - 1)), clipped
    to n - 2, g = q (n - 1) - j), each shared equally by all elements equal to it (ties).
    ``part="q"``: the weights w with sum(w * x) = d quantile / dq = (n - 1)(s[j+1] - s[j]),
    so the right derivative at the knots and the left one at q = 1. ``nan``: NaN elements
    are left out (np.nanquantile); otherwise a group containing NaN (quantile NaN) and an
    all-NaN group get weights 0. ``percent``: q is in percent (np.percentile).
    ``part="base"``: the weights "x" less q times those of "q", so that "base" + q * "q" is
    "x" as a differentiable function of q.
    """
    x, q = _plain(x), _plain(q)
    qa = engines.moved_to(engines.as_dtype(q, np.float64), x) / (100.0 if percent else 1.0)
    axes = normalize_axes(axis, x.ndim)
    rest = tuple(i for i in range(x.ndim) if i not in axes)
    moved = np.transpose(x, rest + axes)
    flat = np.reshape(moved, moved.shape[: len(rest)] + (-1,))
    if engines.engine_of(flat) == "dask":
        w = _dask_flat_weights(flat, qa, part, nan, percent)
        w = engines.reshaped(w, qa.shape + moved.shape)
    else:
        w = _flat_weights(flat, qa, part, nan, percent)
        w = np.reshape(w, qa.shape + moved.shape)
    back = np.argsort(rest + axes)
    return np.transpose(w, tuple(range(qa.ndim)) + tuple(qa.ndim + b for b in back))


def _dask_flat_weights(flat: Any, qa: Any, part: str, nan: bool, percent: bool) -> Any:
    """_flat_weights on Dask: per block of ``flat`` with its last axis (the reduced elements)
    in one chunk and q whole, lazily (Dask has no lazy sort, which the weights need)."""
    da = sys.modules["dask.array"]
    flat = engines.one_chunk(flat, -1)
    q = engines.one_chunk(da.asarray(qa), None)
    lead = tuple(f"q{i}" for i in range(q.ndim))
    own = tuple(f"x{i}" for i in range(flat.ndim))
    return da.blockwise(
        _flat_weights, lead + own, q, lead, flat, own,
        dtype=flat.dtype, concatenate=True, meta=np.empty((0,) * (q.ndim + flat.ndim)),
        part=part, nan=nan, percent=percent, qa_first=True,
    )  # fmt: skip


def _flat_weights(
    flat: Any, qa: Any, part: str, nan: bool, percent: bool, qa_first: bool = False
) -> Any:
    """quantile_weights of ``flat``'s last axis (the reduced elements, gathered), of shape
    qa.shape + flat.shape. ``qa_first``: called by Dask's blockwise as (qa, flat)."""
    if qa_first:
        flat, qa = qa, flat
    valid = flat == flat
    count = np.sum(valid, axis=-1)
    n = count if nan else np.full_like(count, flat.shape[-1])
    good = count > 0 if nan else count == flat.shape[-1]
    ordered = np.sort(flat, axis=-1)
    lead = (...,) + (None,) * len(count.shape)
    virtual = qa[lead] * (n - 1)
    j = np.clip(np.floor(virtual), 0, np.maximum(n - 2, 0)).astype(np.intp)
    j1 = np.minimum(j + 1, np.maximum(n - 1, 0))
    g = (virtual - j)[..., None]
    shape = qa.shape + flat.shape
    ordered = np.broadcast_to(ordered, shape)
    flat = np.broadcast_to(flat, shape)
    at_j = flat == np.take_along_axis(ordered, j[..., None], axis=-1)
    at_j1 = flat == np.take_along_axis(ordered, j1[..., None], axis=-1)
    share_j = at_j / np.maximum(np.sum(at_j, axis=-1, keepdims=True), 1)
    share_j1 = at_j1 / np.maximum(np.sum(at_j1, axis=-1, keepdims=True), 1)
    if part == "x":
        w = (1 - g) * share_j + g * share_j1
    elif part == "base":
        w = share_j - j[..., None] * (share_j1 - share_j)
    else:
        w = (share_j1 - share_j) * ((n - 1) / (100.0 if percent else 1.0))[..., None]
    return np.where(good[..., None], w, 0.0).astype(flat.dtype)


def quantile_grad_shape(q: Any, shape: tuple[int, ...], axis: Any) -> tuple[int, ...]:
    """The shape of a quantile's output with its reduced axes kept: q.shape + kept shape."""
    axes = normalize_axes(axis, len(shape))
    return np.shape(_plain(q)) + tuple(1 if i in axes else n for i, n in enumerate(shape))


def leading_axes(q: Any) -> tuple[int, ...]:
    """The axes that q's shape puts in front of a quantile's output."""
    return tuple(range(np.ndim(_plain(q))))


def shifted_axes(axis: Any, ndim: int, q: Any) -> tuple[int, ...]:
    """The reduced axes of a quantile, behind q's own axes."""
    return tuple(a + np.ndim(_plain(q)) for a in normalize_axes(axis, ndim))


def correlation_pad(n: int, m: int, mode: str, kind: str) -> tuple[tuple[int, int]]:
    """How np.convolve / np.correlate output of ``mode`` sits in the 'full' output.

    The zeros to pad its cotangent with, before and after, to the full length n + m - 1.
    """
    full = n + m - 1
    if mode == "full":
        return ((0, 0),)
    if mode == "valid":
        return ((min(n, m) - 1, min(n, m) - 1),)
    if mode != "same":
        raise ValueError(f"mode must be 'full', 'same' or 'valid', not {mode!r}")
    before = (min(n, m) - 1) // 2 if kind == "convolve" or n >= m else n // 2
    return ((before, full - max(n, m) - before),)


def interp_index(x: Any, xp: Any, upper: bool = False) -> Any:
    """The interval [xp[k], xp[k + 1]) that np.interp reads for each x, k in [0, n - 2].

    ``upper`` gives k + 1. Points left of xp[0] get the first interval, points at or right
    of xp[-1] the last one.
    """
    x, xp = _plain(x), _plain(xp)
    n = np.shape(xp)[0]
    k = np.clip(np.searchsorted(xp, x, side="right") - 1, 0, max(n - 2, 0))
    return np.minimum(k + 1, n - 1) if upper else k


def quantile_q_shape(q: Any, ndim: int) -> tuple[int, ...]:
    """q's shape followed by ndim axes of length 1, to broadcast q against quantile weights."""
    return np.shape(_plain(q)) + (1,) * ndim


def trailing_axes(q: Any, ndim: int) -> tuple[int, ...]:
    """The axes of x behind q's own axes in quantile weights (summed for d/dq)."""
    lead = np.ndim(_plain(q))
    return tuple(range(lead, lead + ndim))


def _cov_rows_shape(shape: tuple[int, ...]) -> tuple[int, int]:
    """The (rows, columns) of np.array(m, ndmin=2) as np.cov reads it."""
    if len(shape) > 2:
        raise ValueError("m has more than 2 dimensions")
    padded = (1, 1, *shape)
    return (padded[-2], padded[-1])


def cov_transposed(shape: tuple[int, ...], rowvar: bool, second: bool = False) -> bool:
    """Whether np.cov transposes m (rowvar False, m not 1-D) or y (rowvar False, not one row)."""
    if second:
        return not rowvar and _cov_rows_shape(shape)[0] != 1
    return not rowvar and len(shape) != 1


def cov_orient(x: Any, rowvar: bool, second: bool = False) -> Any:
    """m (or y, ``second``) as np.cov reads it: a 2-D array with one variable per row."""
    x2 = np.reshape(x, _cov_rows_shape(np.shape(x)))
    return np.swapaxes(x2, -1, -2) if cov_transposed(np.shape(x), rowvar, second) else x2


def cov_nvars(shape: tuple[int, ...], rowvar: bool, second: bool = False) -> int:
    """How many variables (rows of the covariance matrix) m (or y) contributes."""
    rows, cols = _cov_rows_shape(shape)
    return cols if cov_transposed(shape, rowvar, second) else rows


def cov_gram_shape(
    m_shape: tuple[int, ...], y_shape: tuple[int, ...] | None, rowvar: bool
) -> tuple[int, int]:
    """The covariance matrix's shape before np.cov squeezes it."""
    n = cov_nvars(m_shape, rowvar) + (0 if y_shape is None else cov_nvars(y_shape, rowvar, True))
    return (n, n)


def cov_fact(shape: tuple[int, ...], rowvar: bool, bias: bool, ddof: int | None) -> float:
    """np.cov's normalization: observations minus ddof (1 by default, 0 with bias)."""
    rows, cols = _cov_rows_shape(shape)
    observations = rows if cov_transposed(shape, rowvar) else cols
    return float(observations - (ddof if ddof is not None else (0 if bias else 1)))


def quantile_of(
    function: Callable[..., Any], x: Any, q: Any, axis: Any, keepdims: bool, scale: float = 1.0
) -> Any:
    """np.quantile, np.nanquantile (``q`` / ``scale``: percentiles) or np.median (q None)
    on the engine: the reduced axes in one chunk (Dask's version wants them so), q whole
    (Dask's keepdims shape is wrong for a q in chunks), axis=None as the flat array along
    axis 0 (Dask's refuses it) with keepdims' ones put back."""
    qs = () if q is None else (engines.one_chunk(q / scale if scale != 1.0 else q, None),)
    if axis is None:
        result = function(engines.one_chunk(x.reshape((-1,)), 0), *qs, axis=0)
        return result.reshape(result.shape + (1,) * x.ndim) if keepdims else result
    axes = axis if isinstance(axis, int | np.integer) else tuple(int(a) for a in axis)
    return function(engines.one_chunk(x, axes), *qs, axis=axes, keepdims=keepdims)


def convolve_of(a: Any, v: Any, mode: Any, kind: str) -> Any:
    """np.convolve / np.correlate (``kind``) of 1-D arrays on the engine (Dask has neither),
    as NumPy computes them: the full convolution as a sum of the longer operand's shifted
    slices, each times one element of the shorter, then the mode's part of it
    (``correlation_pad``); correlate convolves with v conjugated and reversed."""
    a = a.reshape((1,)) if a.ndim == 0 else a
    v = v.reshape((1,)) if v.ndim == 0 else v
    if a.ndim > 1 or v.ndim > 1:
        raise ValueError("object too deep for desired array")
    n, m = a.shape[0], v.shape[0]
    if n == 0 or m == 0:
        names = (
            ("a", "v") if kind == "convolve" else ("first array argument", "second array argument")
        )
        raise ValueError(f"{names[0] if n == 0 else names[1]} cannot be empty")
    if kind == "correlate":
        v = (np.conjugate(v) if np.iscomplexobj(v) else v)[::-1]
    longer, shorter = (a, v) if n >= m else (v, a)
    k = shorter.shape[0]
    zeros = np.zeros_like(longer, shape=(k - 1,))
    padded = np.concatenate([zeros, longer, zeros]) if k > 1 else longer
    full = shorter[0] * padded[k - 1 : k - 1 + n + m - 1]
    for j in range(1, k):
        full = full + shorter[j] * padded[k - 1 - j : k - 1 - j + n + m - 1]
    if isinstance(mode, str) and mode.lower()[:1] in ("v", "s", "f"):
        mode = {"v": "valid", "s": "same", "f": "full"}[mode.lower()[0]]
    elif mode in (0, 1, 2):
        mode = ("valid", "same", "full")[int(mode)]
    else:
        raise ValueError(f"mode must be one of 'valid', 'same', or 'full' (got {mode!r})")
    ((before, after),) = correlation_pad(n, m, mode, kind)
    return full[before : n + m - 1 - after]


def unwrap_of(p: Any, discont: Any, axis: int, period: Any) -> Any:
    """np.unwrap on the engine (Dask has none), as NumPy computes it: the jumps (diff)
    taken modulo the period, those smaller than ``discont`` left alone, the corrections'
    running sum (cumsum) added to all but the first sample; NumPy's in-place copies are
    wheres here."""
    dd = np.diff(p, axis=axis)
    if discont is None:
        discont = period / 2
    dtype = np.result_type(dd, period)
    if np.issubdtype(dtype, np.integer):
        high, rem = divmod(period, 2)
        ambiguous = rem == 0
    else:
        high, ambiguous = period / 2, True
    ddmod = np.mod(dd - -high, period) + -high
    if ambiguous:
        ddmod = np.where((ddmod == -high) & (dd > 0), np.asarray(high, ddmod.dtype), ddmod)
    correct = ddmod - dd
    correct = np.where(abs(dd) < discont, np.zeros((), correct.dtype), correct)
    first = [slice(None)] * p.ndim
    rest = [slice(None)] * p.ndim
    first[axis], rest[axis] = slice(None, 1), slice(1, None)
    later = (p[tuple(rest)] + np.cumsum(correct, axis)).astype(dtype)
    return np.concatenate([p[tuple(first)].astype(dtype), later], axis)


def polyint_of(p: Any, m: int) -> Any:
    """np.polyint with zero integration constants on the engine (Dask has none), as NumPy
    computes it: m times the coefficients over their new powers, then a zero."""
    if int(m) < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    for _ in range(int(m)):
        y = p / np.arange(p.shape[0], 0, -1)
        p = np.concatenate([y, np.zeros_like(y, shape=(1,))])
    return p


def interp_of(x: Any, xp: Any, fp: Any, left: Any, right: Any) -> Any:
    """np.interp on the engine (Dask has none), as NumPy computes it: NumPy's function per
    block of ``x``, each block given the whole of ``xp`` and ``fp`` (one chunk each)."""
    da = sys.modules["dask.array"]
    x, xp, fp = (da.asarray(v) for v in (x, xp, fp))
    if xp.ndim != 1 or fp.ndim != 1:
        raise ValueError("object too deep for desired array")
    if xp.shape[0] != fp.shape[0]:
        raise ValueError("fp and xp are not of the same length.")
    if xp.shape[0] == 0:
        raise ValueError("array of sample points is empty")
    ends = [(None, None) if v is None else (da.asarray(v), ()) for v in (left, right)]
    if any(end is not None and end.ndim != 0 for end, _ in ends):
        raise TypeError("only 0-dimensional arrays can be converted to Python scalars")
    index = tuple(f"x{i}" for i in range(x.ndim))
    dtype = np.complex128 if np.iscomplexobj(fp) else np.float64

    def block(values: Any, xp: Any, fp: Any, left: Any, right: Any) -> Any:
        return np.interp(values, xp, fp, left, right)

    pairs = [x, index, xp.rechunk(-1), "k", fp.rechunk(-1), "k", *ends[0], *ends[1]]
    return da.blockwise(block, index, *pairs, concatenate=True, dtype=dtype)

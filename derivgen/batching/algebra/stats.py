"""Batching rules of the statistics with a second input: quantile and percentile (q first in
the result), cov and corrcoef (rowvar)."""

from __future__ import annotations

import math
import warnings
from typing import Any

import numpy as np

from derivgen.batching.algebra.lift import (
    example_shape,
    full,
    normalize,
    refuse_batched_options,
    reshape,
    shape,
    tensor,
)
from derivgen.batching.rules import BatchCall, rule
from derivgen.trace import core


def _shift_axes(axis: Any, ndim: int, op: str) -> Any:
    """An axis argument of one example counted past the batch axis; None is every axis."""
    if axis is None:
        return tuple(range(1, ndim + 1))
    if isinstance(axis, int | np.integer):
        return 1 + normalize(int(axis), ndim, op)
    return tuple(1 + normalize(int(a), ndim, op) for a in axis)


@rule("quantile")
def quantile(call: BatchCall) -> Any:
    """quantile/percentile (and the nan ones): the result has q's axes first. An unbatched
    q is one call whose batch axis is then moved first; a batched q is flattened into one q
    for the whole batch, and each example keeps the quantiles of its own q."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    (x, fx), (q, fq) = tensor(call, prep.params[0]), tensor(call, "q")
    ia = prep.index["axis"]
    ex, qs = example_shape(x, fx), example_shape(q, fq)
    bound = list(call.bound)
    if fq is True:
        bound[prep.index["q"]] = reshape(q, (size * math.prod(qs),))
    if fx is not True:  # only q batched: (B*Q, reduced)
        out = core.apply_bound(prep, bound)
        return reshape(out, (size, *qs, *shape(out)[1:]))
    bound[ia] = _shift_axes(bound[ia], len(ex), prep.name)
    out = core.apply_bound(prep, bound)
    if fq is not True:  # (q, B, reduced)
        return np.moveaxis(out, len(qs), 0)
    # (B*Q, B, reduced): example b keeps its own quantiles, out[b, :, b]
    rest = shape(out)[2:]
    out = reshape(out, (size, math.prod(qs), size, *rest))
    diagonal = np.arange(size)
    return reshape(out[diagonal, :, diagonal], (size, *qs, *rest))


def _float(value: Any) -> Any:
    """As np.cov reads its inputs: in np.result_type(value, np.float64)."""
    own = getattr(value, "dtype", None)
    dtype = np.result_type(np.result_type(value) if own is None else own, np.float64)
    if own == dtype:
        return value
    return np.multiply(value, np.ones(1, dtype))


def _variables(value: Any, flag: Any, rowvar: bool, size: int, op: str) -> Any:
    """One example's variables as rows (B, V, N), as np.cov reads m and y."""
    ex = example_shape(value, flag)
    if len(ex) > 2:
        raise ValueError(f"{op}: m has more than 2 dimensions")
    value = _float(full(value, flag, size))
    if len(ex) < 2:
        value = reshape(value, (size, 1, math.prod(ex)))
    elif not rowvar and ex[0] != 1:
        value = np.swapaxes(value, -1, -2)
    return value


def _covariance(call: BatchCall, first: str, second: str, bias: bool, ddof: Any) -> Any:
    """np.cov of every example: (B, V, V), or (B,) for one variable (squeezed)."""
    prep, size = call.prep, call.size
    rowvar = bool(call.bound[prep.index["rowvar"]])
    x = _variables(*tensor(call, first), rowvar, size, prep.name)
    y, fy = tensor(call, second)
    if y is not None:
        x = np.concatenate([x, _variables(y, fy, rowvar, size, prep.name)], axis=1)
    if ddof is None:
        ddof = 1 if not bias else 0
    fact = shape(x)[2] - ddof
    if fact <= 0:
        warnings.warn("Degrees of freedom <= 0 for slice", RuntimeWarning, stacklevel=4)
        fact = 0.0
    x = x - np.mean(x, axis=2, keepdims=True)
    c = np.matmul(x, np.conjugate(np.swapaxes(x, -1, -2)))
    with np.errstate(divide="ignore"):
        scale = np.true_divide(1, fact)
    c = c * scale
    return reshape(c, (size,)) if shape(c)[1] == 1 else c


@rule("cov")
def cov(call: BatchCall) -> Any:
    """np.cov: the variables of each example as rows, one batched product."""
    refuse_batched_options(call)
    prep = call.prep
    bias = bool(call.bound[prep.index["bias"]])
    return _covariance(call, "m", "y", bias, call.bound[prep.index["ddof"]])


@rule("corrcoef")
def corrcoef(call: BatchCall) -> Any:
    """np.corrcoef: the batched covariance over the outer product of its diagonal's square
    roots, clipped to [-1, 1] (the real and imaginary parts) as NumPy clips them."""
    refuse_batched_options(call)
    c = _covariance(call, "x", "y", False, None)
    if len(shape(c)) == 1:
        return c / c
    d = np.sqrt(np.real(np.diagonal(c, axis1=-2, axis2=-1)))
    c = c / d[:, :, None]
    c = c / d[:, None, :]
    if np.iscomplexobj(c):
        return np.clip(np.real(c), -1, 1) + 1j * np.clip(np.imag(c), -1, 1)
    return np.clip(c, -1, 1)

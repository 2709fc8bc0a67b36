"""The engines' own spellings of ops that take more than a line of the spec (``engines:
{dask: {forward: "numeric.NAME(...)"}}``), each exact and lazy on Dask: NumPy's or SciPy's
function per matrix by apply_gufunc where the dtype and shapes are known from the inputs,
or in one task of the whole operands where the function needs all of them at once. Only the
engine's branch of a generated forward calls them; NumPy's path never does."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.numeric.matrix_functions import (
    cho_factor,
    conv_axes,
    full_pad,
    lu_factor,
)
from derivgen.numeric.sparse import (
    _check_matmul,
    _check_solve,
    sparse_matmul,
    sparse_sample,
    sparse_solve,
)

__all__ = [
    "cho_factor_of",
    "convolution_of",
    "eig_of",
    "eigvals_of",
    "lstsq_of",
    "lu_factor_of",
    "multi_dot_of",
    "sparse_matmul_of",
    "sparse_sample_of",
    "sparse_solve_of",
]


# -------- linear algebra


def chain_order(dims: list[int]) -> list[list[int]]:
    """The cheapest parenthesization of a chain of matrices (dims[i] x dims[i+1]), as
    np.linalg.multi_dot finds it: split[i][j] is where the product of i..j splits."""
    n = len(dims) - 1
    cost: list[list[float]] = [[0.0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = math.inf
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if c < cost[i][j]:
                    cost[i][j], split[i][j] = c, k
    return split


def multi_dot_of(arrays: Any) -> Any:
    """np.linalg.multi_dot for an engine that lacks it (Dask): a first 1-D array is a row, a
    last one a column, and the chain is multiplied with ``@`` in the cheapest order, which
    depends on the shapes alone (as NumPy's), so it stays lazy."""
    mats = list(arrays)
    if len(mats) < 2:
        raise ValueError("multi_dot: expecting at least two arrays")
    row, column = np.ndim(mats[0]) == 1, np.ndim(mats[-1]) == 1
    if row:
        mats[0] = mats[0][None, :]
    if column:
        mats[-1] = mats[-1][:, None]
    if any(np.ndim(m) != 2 for m in mats):
        raise ValueError("multi_dot: the arrays must be 2-D (the first and last may be 1-D)")
    split = chain_order([np.shape(m)[0] for m in mats] + [np.shape(mats[-1])[1]])

    def product(lo: int, hi: int) -> Any:
        if lo == hi:
            return mats[lo]
        k = split[lo][hi]
        return product(lo, k) @ product(k + 1, hi)

    out = product(0, len(mats) - 1)
    if row and column:
        return out[0, 0]
    return out[0] if row else out[:, 0] if column else out


def complex_eig(a: Any) -> Any:
    """np.linalg.eig with complex outputs also where NumPy's are real (every eigenvalue
    real), as JAX's: the per-block kernel of :func:`eig_of`, whose dtype cannot wait for the
    values. Equal to NumPy's eig, cast."""
    dtype = np.result_type(a.dtype, np.complex64)
    w, v = np.linalg.eig(a)
    return type(np.linalg.eig(np.eye(1)))._make((w.astype(dtype), v.astype(dtype)))


def complex_eigvals(a: Any) -> Any:
    """np.linalg.eigvals, complex also where NumPy's are real (see :func:`complex_eig`)."""
    return np.linalg.eigvals(a).astype(np.result_type(a.dtype, np.complex64))


def eig_of(x: Any) -> Any:
    """np.linalg.eig for Dask, which has none: NumPy's per matrix of each block by
    apply_gufunc (the matrix axes rechunked into one chunk, lazily). A lazy result's dtype
    is fixed before its values are known, so it is complex, as JAX's eig always is; where
    NumPy's is real (every eigenvalue real) the values are NumPy's, with zero imaginary parts."""
    return engines.gufunc(complex_eig, "(m,m)->(m),(m,m)", x)


def eigvals_of(x: Any) -> Any:
    """np.linalg.eigvals for Dask, complex (see :func:`eig_of`)."""
    return engines.gufunc(complex_eigvals, "(m,m)->(m)", x)


def lstsq_of(a: Any, b: Any, rcond: float | None) -> tuple[Any, Any, Any, Any]:
    """np.linalg.lstsq on an engine (Dask) for a wide or square ``a`` (rows <= columns), whose
    residuals are always empty: NumPy's lstsq in one task of the whole of a and b, its four
    outputs lazy arrays. A tall ``a`` is refused: the residuals are empty or not by its rank,
    a value that a lazy array cannot know."""
    da, dask = sys.modules["dask.array"], sys.modules["dask"]
    if a.ndim != 2 or b.ndim not in (1, 2) or b.shape[0] != a.shape[0]:
        raise np.linalg.LinAlgError(
            f"lstsq: a must be 2-d and b 1-d or 2-d with a's rows, not {a.shape} and {b.shape}"
        )
    m, n = a.shape
    if m > n:
        raise TypeError(
            f"lstsq: derivgen does not run lstsq of a tall matrix ({m} x {n}) on a dask array: "
            "the shape of its residuals depends on the rank of a (a value), which a lazy array "
            "cannot know; call a.compute() first, or for a full-rank a solve the normal "
            "equations, np.linalg.solve(a.T @ a, a.T @ b), which runs lazily"
        )
    probe = np.linalg.lstsq(np.ones((1, 1), a.dtype), np.ones((1,) * b.ndim, b.dtype), rcond)
    parts = dask.delayed(np.linalg.lstsq, nout=4, pure=True)(a, b, rcond)
    x = da.from_delayed(parts[0], (n, *b.shape[1:]), dtype=probe[0].dtype)
    residuals = da.zeros((0,), dtype=probe[1].dtype)
    rank = da.from_delayed(parts[2], (), dtype=np.asarray(probe[2]).dtype)
    s = da.from_delayed(parts[3], (min(m, n),), dtype=probe[3].dtype)
    return x, residuals, rank, s


def cho_factor_of(a: Any, lower: bool) -> tuple[Any, Any]:
    """cho_factor on an engine (Dask): the factor per matrix by apply_gufunc, the flag as is."""
    return engines.gufunc(_cho_factor_only, "(m,m)->(m,m)", a, lower=lower), np.bool_(lower)


def _cho_factor_only(a: Any, lower: bool) -> Any:
    return cho_factor(a, lower)[0]


def lu_factor_of(a: Any) -> tuple[Any, Any]:
    """lu_factor on an engine (Dask): SciPy's per matrix by apply_gufunc."""
    return tuple(engines.gufunc(lu_factor, "(m,m)->(m,m),(m)", a))


# -------- all of an operand at once


def convolution_of(function: Callable[..., Any], in1: Any, in2: Any, *args: Any) -> Any:
    """A scipy.signal N-D convolution (``function``: signal_convolve, signal_correlate or
    fftconvolve, given ``mode`` and for fftconvolve ``axes`` in ``args``) on an engine (Dask):
    SciPy's function in one task of the whole of in1 and in2, as polyfit runs, its shape
    from the shapes alone (``full_pad``) and its dtype from SciPy's on one element each."""
    da = sys.modules["dask.array"]
    ndim = np.ndim(in1)
    probe = function(
        np.ones((1,) * ndim, in1.dtype), np.ones((1,) * np.ndim(in2), in2.dtype), *args
    )
    shape1, shape2 = tuple(in1.shape), tuple(in2.shape)
    axes = conv_axes(ndim, args[1] if len(args) > 1 else None)
    if args[0] == "valid":
        bigger = [shape1[a] >= shape2[a] for a in axes]
        smaller = [shape1[a] <= shape2[a] for a in axes]
        if not (all(bigger) or all(smaller)):
            raise ValueError(
                "For 'valid' mode, one must be at least as large as the other in every dimension"
            )
    widths = full_pad(shape1, shape2, args[0], axes)
    shape = [
        (n1 + n2 - 1 if axis in axes else max(n1, n2)) - before - after
        for axis, (n1, n2, (before, after)) in enumerate(zip(shape1, shape2, widths, strict=True))
    ]
    whole = [da.asarray(x).rechunk(-1) for x in (in1, in2)]

    def run(a: Any, b: Any) -> Any:
        return function(a, b, *args)

    return da.map_blocks(run, *whole, chunks=tuple((n,) for n in shape), dtype=probe.dtype)


def sparse_matmul_of(data: Any, x: Any, major: Any, minor: Any, shape: Any, layout: str) -> Any:
    """sparse_matmul on an engine (Dask): scipy.sparse in one task, its shape and dtype from
    the operands'."""
    _check_matmul(shape, np.shape(x))
    out = (int(shape[0]), *np.shape(x)[1:])
    dtype = np.result_type(data.dtype, x.dtype)
    return engines.one_task(sparse_matmul, out, dtype, data, x, major, minor, shape, layout)


def sparse_sample_of(a: Any, b: Any, major: Any, minor: Any, shape: Any, layout: str) -> Any:
    """sparse_sample on an engine (Dask): in one task, one value per stored entry."""
    dtype = np.result_type(a.dtype, b.dtype)
    out = (len(minor),)
    return engines.one_task(sparse_sample, out, dtype, a, b, major, minor, shape, layout)


def sparse_solve_of(
    data: Any, b: Any, major: Any, minor: Any, shape: Any, layout: str, solver: Any
) -> Any:
    """sparse_solve on an engine (Dask): scipy.sparse's solver in one task, the result of
    b's shape (an iterative solver that does not converge raises when it is computed)."""
    _check_solve(shape, np.shape(b))
    dtype = np.result_type(data.dtype, b.dtype, np.float64)
    args = (data, b, major, minor, shape, layout, solver)
    return engines.one_task(sparse_solve, np.shape(b), dtype, *args)

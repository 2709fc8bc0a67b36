"""Forwards and index helpers of the ops that mirror scipy.linalg and scipy.signal functions.

SciPy's Python functions do not dispatch through NumPy's protocols, so these ops are
``forward:`` entries calling SciPy on plain arrays (derivgen/ops/scipy_names.py routes traced
calls of the SciPy names to them). scipy.linalg and scipy.signal are imported on first use:
scipy.signal alone takes seconds to import. At the end: the Dask spellings of the matrix and
vector norms, kron, tensordot and cross (spec: ``engines: {dask: {forward: ...}}``).
"""

from __future__ import annotations

import functools
import math
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_index

from derivgen.numeric import engines
from derivgen.numeric.shapes import each_example

RHS = -1  # the core rank of a right-hand side: a matrix, or a vector when it is 1-D


@functools.cache
def _scipy_stacks() -> bool:
    """Whether scipy.linalg takes stacks of matrices itself (batch support came in 1.16)."""
    import scipy

    return tuple(int(p) for p in scipy.__version__.split(".")[:2]) >= (1, 16)


def stacked_over_leading(*cores: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A SciPy function of matrices made to take stacks on every supported SciPy: on SciPy
    before 1.16 the leading axes of the first ``len(cores)`` arguments (beyond each one's core
    rank; RHS for a right-hand side) broadcast and the function runs once per matrix."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def stacked(*args: Any, **kwargs: Any) -> Any:
            arrays = [np.asarray(a) for a in args[: len(cores)]]
            ranks = [min(a.ndim, 2) if c == RHS else c for a, c in zip(arrays, cores, strict=True)]
            leads = [a.shape[: a.ndim - r] for a, r in zip(arrays, ranks, strict=True)]
            if _scipy_stacks() or not any(leads):
                return fn(*args, **kwargs)
            lead = np.broadcast_shapes(*leads)
            full = [
                np.broadcast_to(a, lead + a.shape[a.ndim - r :])
                for a, r in zip(arrays, ranks, strict=True)
            ]
            rest = args[len(cores) :]
            outs = [fn(*(a[i] for a in full), *rest, **kwargs) for i in np.ndindex(*lead)]
            if isinstance(outs[0], tuple):
                return tuple(_restack([o[k] for o in outs], lead) for k in range(len(outs[0])))
            return _restack(outs, lead)

        return stacked

    return wrap


def _restack(outs: list[Any], lead: tuple[int, ...]) -> Any:
    first = np.asarray(outs[0])
    return np.stack([np.asarray(o) for o in outs]).reshape(lead + first.shape)


def _real_like(value: Any, like: Any) -> Any:
    """SciPy's result in the input's real dtype when the function of the real matrix is real.

    It is real when no eigenvalue lies on the closed negative real axis. SciPy before 1.16
    computes through the complex Schur form whenever some eigenvalues are complex, and so
    returns rounding-size imaginary parts (1e-16) for a matrix such as 2 I + U(-0.5, 0.5):
    the eigenvalues decide, not those parts.
    """
    value = np.asarray(value)
    if value.dtype.kind == "c" and not np.iscomplexobj(like):
        if np.any(value.imag != 0) and _on_negative_axis(like):
            raise ValueError(
                "the matrix function of this real matrix is complex (an eigenvalue on the "
                "closed negative real axis); derivgen differentiates only real results here"
            )
        value = value.real
    return value.astype(np.result_type(like, np.float32), copy=False)


def _on_negative_axis(a: Any) -> bool:
    """Whether a real (batch of) matrix has a real eigenvalue <= 0 (LAPACK gives real
    eigenvalues of a real matrix an imaginary part of exactly 0)."""
    eigenvalues = np.linalg.eigvals(np.asarray(a, dtype=np.result_type(a, np.float64)))
    return bool(np.any((eigenvalues.imag == 0) & (eigenvalues.real <= 0)))


def expm(a: Any) -> Any:
    """scipy.linalg.expm."""
    import scipy.linalg

    return scipy.linalg.expm(a)


@stacked_over_leading(2)
def logm(a: Any) -> Any:
    """scipy.linalg.logm, real for a real matrix with a real logarithm."""
    import scipy.linalg

    # In float64 whatever the input: scipy's float32 logm leaves rounding-size imaginary parts.
    return _real_like(scipy.linalg.logm(np.asarray(a, dtype=np.result_type(a, np.float64))), a)


@stacked_over_leading(2)
def sqrtm(a: Any) -> Any:
    """scipy.linalg.sqrtm, real for a real matrix with a real square root."""
    import scipy.linalg

    return _real_like(scipy.linalg.sqrtm(np.asarray(a, dtype=np.result_type(a, np.float64))), a)


def upper_right(shape: tuple[int, ...]) -> tuple[Any, ...]:
    """The index of the upper right n-by-n block of a (batch of) 2n-by-2n matrices."""
    n = shape[-1]
    return (Ellipsis, slice(0, n), slice(n, 2 * n))


def triangular_trans(trans: Any) -> int:
    """scipy's trans argument (0, 1, 2, 'N', 'T', 'C') as 0 or 1 (2 and 'C' are 1 for reals)."""
    table = {0: 0, 1: 1, 2: 1, "N": 0, "T": 1, "C": 1}
    if trans not in table:
        raise ValueError(f"solve_triangular: invalid trans {trans!r}")
    return table[trans]


@stacked_over_leading(2, RHS)
def solve_triangular(a: Any, b: Any, trans: Any, lower: bool, unit_diagonal: bool) -> Any:
    """scipy.linalg.solve_triangular."""
    import scipy.linalg

    return scipy.linalg.solve_triangular(
        a, b, trans=trans, lower=lower, unit_diagonal=unit_diagonal
    )


ASSUME_A = {
    None: "general", "gen": "general", "general": "general",
    "sym": "symmetric", "symmetric": "symmetric",
    "her": "hermitian", "hermitian": "hermitian",
    "pos": "hermitian", "positive definite": "hermitian",
    "diagonal": "diagonal", "upper triangular": "upper", "lower triangular": "lower",
}  # fmt: skip
# 'sym' reads a (complex) symmetric matrix from one triangle; 'her' and 'pos' a Hermitian one,
# the diagonal's imaginary part ignored (LAPACK's hesv and posv); real matrices read alike.


def solve_kind(assume_a: Any) -> str:
    """Which part of ``a`` scipy.linalg.solve reads for an ``assume_a``, and how."""
    if assume_a not in ASSUME_A:
        raise ValueError(
            f"scipy.linalg.solve: assume_a={assume_a!r} is not supported by derivgen "
            f"(supported: {', '.join(repr(k) for k in ASSUME_A if k is not None)})"
        )
    return ASSUME_A[assume_a]


@stacked_over_leading(2, RHS)
def scipy_solve(a: Any, b: Any, lower: bool, assume_a: Any, transposed: bool) -> Any:
    """scipy.linalg.solve; also ``transposed=True`` for complex ``a``, which scipy refuses
    (derivgen's backward of every complex solve needs it), solving a^T x = b with a^T read
    as scipy reads a: conj(a) for the Hermitian kinds, the flipped triangle for triangular."""
    import scipy.linalg

    kind = solve_kind(assume_a)
    if not transposed or not np.iscomplexobj(a):
        return scipy.linalg.solve(a, b, lower=lower, assume_a=assume_a, transposed=transposed)
    if kind in ("symmetric", "diagonal"):
        return scipy.linalg.solve(a, b, lower=lower, assume_a=assume_a)
    if kind == "hermitian":
        return scipy.linalg.solve(np.conj(a), b, lower=lower, assume_a=assume_a)
    flipped = {"upper": "lower triangular", "lower": "upper triangular"}.get(kind, assume_a)
    return scipy.linalg.solve(np.swapaxes(a, -1, -2), b, assume_a=flipped)


def column_shape(n: int) -> tuple[int, int]:
    """A right-hand side (1-D or 2-D) read as n-by-k columns."""
    return (n, -1)


def cho_factor(a: Any, lower: bool) -> tuple[Any, Any]:
    """scipy.linalg.cho_factor with the unused triangle set to zero (scipy leaves junk there).

    The flag comes back as np.bool_, which has a dtype like the other outputs of an op.
    """
    import scipy.linalg

    c, lower = scipy.linalg.cho_factor(a, lower=lower)
    return (np.tril(c) if lower else np.triu(c)), np.bool_(lower)


@stacked_over_leading(2, RHS)
def cho_solve(c: Any, b: Any, lower: bool) -> Any:
    """scipy.linalg.cho_solve((c, lower), b)."""
    import scipy.linalg

    return scipy.linalg.cho_solve((c, lower), b)


@stacked_over_leading(2)
def lu_factor(a: Any) -> tuple[Any, Any]:
    """scipy.linalg.lu_factor."""
    import scipy.linalg

    return scipy.linalg.lu_factor(a)


@stacked_over_leading(2, 1, RHS)
def lu_solve(lu: Any, piv: Any, b: Any, trans: int) -> Any:
    """scipy.linalg.lu_solve((lu, piv), b, trans)."""
    import scipy.linalg

    return scipy.linalg.lu_solve((lu, piv), b, trans=trans)


@each_example()
def lu_rows(piv: Any) -> Any:
    """The row order r with a[r] = L @ U, from LAPACK's pivots (row i swapped with piv[i]);
    on Dask per block, the pivots in one chunk."""
    from derivgen.numeric.shapes import _plain

    piv = _plain(piv)
    if engines.engine_of(piv) == "dask":
        return engines.one_chunk(piv).map_blocks(_lu_rows, dtype=np.intp)
    return _lu_rows(np.asarray(piv))


def _lu_rows(piv: np.ndarray) -> np.ndarray:
    order = np.arange(piv.shape[-1])
    for i, p in enumerate(piv):
        order[[i, p]] = order[[p, i]]
    return order


def lu_unrows(piv: Any) -> Any:
    """The inverse of ``lu_rows``: x[lu_unrows] undoes taking rows x[lu_rows]."""
    from derivgen.numeric.indexing import stable_argsort

    return stable_argsort(lu_rows(piv), -1)


def _signal() -> Any:
    import scipy.signal

    return scipy.signal


def signal_convolve(in1: Any, in2: Any, mode: str) -> Any:
    """scipy.signal.convolve (N-D, real)."""
    return _signal().convolve(in1, in2, mode=mode)


def signal_correlate(in1: Any, in2: Any, mode: str) -> Any:
    """scipy.signal.correlate (N-D, real)."""
    return _signal().correlate(in1, in2, mode=mode)


def fftconvolve(in1: Any, in2: Any, mode: str, axes: Any = None) -> Any:
    """scipy.signal.fftconvolve over axes (every axis when None)."""
    return _signal().fftconvolve(in1, in2, mode=mode, axes=axes)


def conv_axes(ndim: int, axes: Any) -> tuple[int, ...]:
    """The axes a convolution runs over, as scipy.signal reads them: every axis for None."""
    if axes is None:
        return tuple(range(ndim))
    given = (axes,) if np.ndim(axes) == 0 else tuple(axes)
    if not given:
        raise ValueError("when provided, axes cannot be empty")
    if any(not -ndim <= int(a) < ndim for a in given):
        raise ValueError(f"axes {given} out of range for an array of {ndim} dimensions")
    return tuple(int(a) % ndim for a in given)


def full_pad(
    shape1: tuple[int, ...], shape2: tuple[int, ...], mode: str, axes: Any = None
) -> tuple:
    """np.pad widths placing a 'same' or 'valid' N-D convolution (over axes, every axis when
    None) inside the 'full' one. The other axes broadcast; there 'same' keeps, as scipy's
    fftconvolve does, the middle n1 of the broadcast size (one row when in1 has one)."""
    widths = []
    convolved = conv_axes(len(shape1), axes)
    for axis, (n1, n2) in enumerate(zip(shape1, shape2, strict=True)):
        full = n1 + n2 - 1
        if axis not in convolved:
            full = max(n1, n2)
            start = (full - n1) // 2 if mode == "same" else 0
            size = n1 if mode == "same" else full
            widths.append((start, full - start - size))
            continue
        if mode == "full":
            size, start = full, 0
        elif mode == "same":
            size = n1
            start = (full - size) // 2
        elif mode == "valid":
            size = abs(n1 - n2) + 1
            start = min(n1, n2) - 1
        else:
            raise ValueError(f"mode must be 'full', 'same' or 'valid', not {mode!r}")
        widths.append((start, full - start - size))
    return tuple(widths)


def all_axes(ndim: int) -> tuple[int, ...]:
    """Every axis of an ndim array (flip over all of them)."""
    return tuple(range(ndim))


def vector_norm_kind(ord: Any) -> str:
    """Which vector norm np.linalg.vector_norm computes, as a name for the backward."""
    if isinstance(ord, str):
        raise ValueError(f"vector_norm: invalid order {ord!r}")
    table = {2: "two", 1: "one", np.inf: "max", -np.inf: "min", 0: "zero"}
    return table.get(ord, "p")


def tensorsolve_permutation(ndim: int, axes: Any) -> tuple[int, ...]:
    """np.linalg.tensorsolve's reordering of a: the axes given move to the end."""
    if axes is None:
        return tuple(range(ndim))
    axes = tuple(a % ndim for a in ((axes,) if isinstance(axes, int) else axes))
    return tuple(i for i in range(ndim) if i not in axes) + axes


def tensorsolve_matrix(shape: tuple[int, ...], b_ndim: int) -> tuple[int, int]:
    """The matrix np.linalg.tensorsolve solves with: rows b's size, columns x's."""
    rows = int(np.prod(shape[:b_ndim]))
    return (rows, int(np.prod(shape[b_ndim:])))


def tensorinv_matrix(shape: tuple[int, ...], ind: int) -> tuple[int, int]:
    """The square matrix np.linalg.tensorinv inverts."""
    return (int(np.prod(shape[:ind])), int(np.prod(shape[ind:])))


def tensorinv_result_matrix(shape: tuple[int, ...], ind: int) -> tuple[int, int]:
    """np.linalg.tensorinv's result (of a of ``shape``) read as the inverse matrix."""
    return (int(np.prod(shape[ind:])), int(np.prod(shape[:ind])))


def cond_kind(p: Any) -> str:
    """Which condition number np.linalg.cond computes: from the singular values ('two',
    'minus_two') or as the product of the p-norms of A and A^-1 ('fro', 'nuc', 'sums')."""
    table: dict[object, str] = {None: "two", 2: "two", -2: "minus_two", "fro": "fro", "nuc": "nuc"}
    if isinstance(p, str | int | float | type(None)) and p in table:
        return table[p]
    if isinstance(p, int | float) and p in (1, -1, np.inf, -np.inf):
        return "sums"  # the largest (smallest) column (1) or row (inf) sum of |A|
    raise ValueError(
        f"np.linalg.cond takes p None, 1, -1, 2, -2, inf, -inf, 'fro' or 'nuc', not p={p!r}"
    )


def matrix_norm(x: Any, ord: Any, axis: Any, keepdims: bool) -> Any:
    """np.linalg.norm on the engine: a norm of singular values (ord 'nuc', 2, -2) of the
    matrices on ``axis`` (two axes, or a 2-d input), by NumPy's norm per matrix with both
    axes moved last and in one chunk (Dask's norm takes 2-d, one-chunk-wide arrays only);
    every other norm by the engine's own function."""
    pair = axis is not None and np.ndim(axis) == 1 and len(axis) == 2
    if ord not in ("nuc", 2, -2) or not (pair or (axis is None and x.ndim == 2)):
        return np.linalg.norm(x, ord, axis, keepdims)
    axes = tuple(int(a) % x.ndim for a in (axis if pair else (0, 1)))
    per_matrix = functools.partial(np.linalg.norm, ord=ord, axis=(-2, -1))
    result = engines.gufunc(per_matrix, "(m,n)->()", np.moveaxis(x, axes, (-2, -1)))
    return np.expand_dims(result, tuple(sorted(axes))) if keepdims else result


def vector_norm_of(x: Any, axis: Any, keepdims: bool, ord: Any) -> Any:
    """np.linalg.vector_norm on the engine (Dask has none), as NumPy computes it: the
    reduced axes moved last and merged into one, then the engine's vector norm along it,
    with keepdims' ones put back."""
    axes = (
        tuple(range(x.ndim))
        if axis is None
        else tuple(int(a) % x.ndim for a in np.atleast_1d(axis))
    )
    last = tuple(range(x.ndim - len(axes), x.ndim))
    moved = np.moveaxis(x, axes, last)
    merged = engines.reshaped(moved, moved.shape[: x.ndim - len(axes)] + (-1,))
    result = np.linalg.norm(merged, ord, -1)
    return np.expand_dims(result, tuple(sorted(axes))) if keepdims else result


def kron_of(a: Any, b: Any) -> Any:
    """np.kron on the engine (Dask has none), as NumPy computes it: both padded to one ndim
    with leading ones, interleaved with new axes, multiplied, and merged pairwise."""
    if a.ndim == 0 or b.ndim == 0:
        return np.multiply(a, b)
    nd = max(a.ndim, b.ndim)
    a = np.expand_dims(a, tuple(range(nd - a.ndim)))
    b = np.expand_dims(b, tuple(range(nd - b.ndim)))
    product = np.expand_dims(a, tuple(range(1, 2 * nd, 2))) * np.expand_dims(
        b, tuple(range(0, 2 * nd, 2))
    )
    return engines.reshaped(
        product, tuple(int(m) * int(n) for m, n in zip(a.shape, b.shape, strict=True))
    )


def tensordot_of(a: Any, b: Any, axes: Any) -> Any:
    """np.tensordot on the engine, with its axes counted from the front (see
    nonnegative_axes); one that contracts no axis is the outer product, by a broadcast
    multiply: the same products, in one task per block, where Dask's tensordot adds a sum
    and its aggregation."""
    axes = nonnegative_axes(axes, a.ndim, b.ndim)
    if axes == 0 or (not isinstance(axes, int) and not axes[0]):
        return np.multiply(a[(...,) + (None,) * b.ndim] if b.ndim else a, b)
    return np.tensordot(a, b, axes)


def nonnegative_axes(axes: Any, ndim: int, other_ndim: int) -> Any:
    """np.tensordot's ``axes`` with each axis counted from the front: Dask's tensordot gets
    a wrong result (not the shape it reports) for some negative axes, e.g. (-1, -1) of a
    3-d and a 1-d array; an int (a count of axes) as it is."""
    if isinstance(axes, int | np.integer):
        return axes
    left, right = axes
    return (
        [int(a) % ndim for a in np.atleast_1d(left)],
        [int(a) % other_ndim for a in np.atleast_1d(right)],
    )


def cross_of(a: Any, b: Any, axisa: int, axisb: int, axisc: int, axis: Any) -> Any:
    """np.cross on the engine (Dask has none), as NumPy computes it: the components' products
    and differences, a 2-vector's missing third component left out (not a zero times
    the other's, which an inf would turn into a NaN), the result's axis put at ``axisc``."""
    if axis is not None:
        axisa, axisb, axisc = (axis,) * 3
    if a.ndim < 1 or b.ndim < 1:
        raise ValueError("At least one array has zero dimension")
    a = np.moveaxis(a, normalize_axis_index(axisa, a.ndim, msg_prefix="axisa"), -1)
    b = np.moveaxis(b, normalize_axis_index(axisb, b.ndim, msg_prefix="axisb"), -1)
    if a.shape[-1] not in (2, 3) or b.shape[-1] not in (2, 3):
        raise ValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
    if a.shape[-1] == 2 or b.shape[-1] == 2:
        warnings.warn(
            "Arrays of 2-dimensional vectors are deprecated. Use arrays of "
            "3-dimensional vectors instead. (deprecated in NumPy 2.0)",
            DeprecationWarning,
            stacklevel=2,
        )
    dtype = np.promote_types(a.dtype, b.dtype)
    ca: list[Any] = [a[..., i].astype(dtype) if i < a.shape[-1] else None for i in range(3)]
    cb: list[Any] = [b[..., i].astype(dtype) if i < b.shape[-1] else None for i in range(3)]
    (a0, a1, a2), (b0, b1, b2) = ca, cb
    z = a0 * b1 - a1 * b0
    if a2 is None and b2 is None:
        return z
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1]) + (3,)
    axisc = normalize_axis_index(axisc, len(shape), msg_prefix="axisc")
    x = -(a2 * b1) if b2 is None else a1 * b2 if a2 is None else a1 * b2 - a2 * b1
    y = a2 * b0 if b2 is None else -(a0 * b2) if a2 is None else a2 * b0 - a0 * b2
    parts = [np.broadcast_to(c, shape[:-1]) for c in (x, y, z)]
    return np.moveaxis(np.stack(parts, -1), -1, axisc)


def linalg_cross_of(x1: Any, x2: Any, axis: int) -> Any:
    """np.linalg.cross on the engine: 3-vectors only, then np.cross (``cross_of``)."""
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise ValueError(
            "Both input arrays must be (arrays of) 3-dimensional vectors, "
            f"but they are {x1.shape[axis]} and {x2.shape[axis]} "
            "dimensional instead."
        )
    return cross_of(x1, x2, -1, -1, -1, axis)


def tensorsolve_of(a: Any, b: Any, axes: Any) -> Any:
    """np.linalg.tensorsolve on the engine (Dask has none), as NumPy computes it: a's axes
    moved, a read as a square matrix, NumPy's solve of it (``gufunc``), x in its shape."""
    a = np.transpose(a, tensorsolve_permutation(a.ndim, axes))
    shape = a.shape[-(a.ndim - b.ndim) :]
    size = math.prod(shape)
    if a.size != size**2:
        raise np.linalg.LinAlgError(
            "Input arrays must satisfy the requirement "
            "prod(a.shape[b.ndim:]) == prod(a.shape[:b.ndim])"
        )
    matrix = engines.reshaped(a, (size, size))
    x = engines.gufunc(np.linalg.solve, "(m,m),(m)->(m)", matrix, engines.reshaped(b, (-1,)))
    return engines.reshaped(x, shape)


def tensorinv_of(a: Any, ind: int) -> Any:
    """np.linalg.tensorinv on the engine (Dask has none), as NumPy computes it: a read as a
    matrix (its first ``ind`` axes as rows), NumPy's inverse of it, in the inverse's shape."""
    if ind <= 0:
        raise ValueError("Invalid ind argument.")
    size = math.prod(a.shape[ind:])
    inverse = engines.gufunc(np.linalg.inv, "(m,m)->(m,m)", engines.reshaped(a, (size, -1)))
    return engines.reshaped(inverse, a.shape[ind:] + a.shape[:ind])

"""Forwards and index helpers of the ops that mirror scipy.linalg and scipy.signal functions.

SciPy's Python functions do not dispatch through NumPy's protocols, so these ops are
``forward:`` entries calling SciPy on plain arrays (derivgen/ops/scipy_names.py routes traced
calls of the SciPy names to them). scipy.linalg and scipy.signal are imported on first use:
scipy.signal alone takes seconds to import.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.numeric.shapes import each_example


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


def logm(a: Any) -> Any:
    """scipy.linalg.logm, real for a real matrix with a real logarithm."""
    import scipy.linalg

    # In float64 whatever the input: scipy's float32 logm leaves rounding-size imaginary parts.
    return _real_like(scipy.linalg.logm(np.asarray(a, dtype=np.result_type(a, np.float64))), a)


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


def cho_solve(c: Any, b: Any, lower: bool) -> Any:
    """scipy.linalg.cho_solve((c, lower), b)."""
    import scipy.linalg

    return scipy.linalg.cho_solve((c, lower), b)


def lu_factor(a: Any) -> tuple[Any, Any]:
    """scipy.linalg.lu_factor."""
    import scipy.linalg

    return scipy.linalg.lu_factor(a)


def lu_solve(lu: Any, piv: Any, b: Any, trans: int) -> Any:
    """scipy.linalg.lu_solve((lu, piv), b, trans)."""
    import scipy.linalg

    return scipy.linalg.lu_solve((lu, piv), b, trans=trans)


@each_example()
def lu_rows(piv: Any) -> np.ndarray:
    """The row order r with a[r] = L @ U, from LAPACK's pivots (row i swapped with piv[i])."""
    from derivgen.numeric.shapes import _plain

    piv = np.asarray(_plain(piv))
    order = np.arange(piv.shape[-1])
    for i, p in enumerate(piv):
        order[[i, p]] = order[[p, i]]
    return order


def lu_unrows(piv: Any) -> np.ndarray:
    """The inverse of ``lu_rows``: x[lu_unrows] undoes taking rows x[lu_rows]."""
    return np.argsort(lu_rows(piv))


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

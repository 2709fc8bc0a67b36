"""Sparse products on plain arrays: the forwards of the sparse ops and their pattern helpers.

A sparsity pattern travels through the spec's ops as plain arrays, so that every
transformation (reverse, forward, vmap, compile) treats it like any other argument:
``major`` and ``minor`` index arrays, the matrix ``shape`` and a ``layout`` saying how to
read them. ``csr``: major is indptr over rows, minor the column indices; ``csc``: the same
over columns; ``coo``: major the rows, minor the columns; ``coo.T``: the transpose of a coo
pattern (major the columns, minor the rows). A csr pattern read as ``csc`` with the shape
reversed is its transpose, so the backward of ``A @ x`` runs on ``A.T`` without a copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

LAYOUTS = ("csr", "csc", "coo", "coo.T")
_TRANSPOSED = {"csr": "csc", "csc": "csr", "coo": "coo.T", "coo.T": "coo"}


def transposed_layout(layout: str) -> str:
    """The layout that reads the same arrays as the transposed matrix."""
    return _TRANSPOSED[layout]


def transposed_shape(shape: Any) -> list[int]:
    """(m, n) -> [n, m]."""
    return [int(shape[1]), int(shape[0])]


def scipy_matrix(data: Any, major: Any, minor: Any, shape: Any, layout: str) -> Any:
    """The scipy.sparse array with ``data`` on the pattern (no copy of the arrays)."""
    from scipy import sparse

    m, n = int(shape[0]), int(shape[1])
    if layout == "csr":
        return sparse.csr_array((data, minor, major), shape=(m, n))
    if layout == "csc":
        return sparse.csc_array((data, minor, major), shape=(m, n))
    if layout == "coo":
        return sparse.coo_array((data, (major, minor)), shape=(m, n))
    if layout == "coo.T":
        return sparse.coo_array((data, (minor, major)), shape=(m, n))
    raise ValueError(f"sparse layout {layout!r} is not one of {LAYOUTS}")


def sparse_matmul(data: Any, x: Any, major: Any, minor: Any, shape: Any, layout: str) -> Any:
    """``A @ x`` for the sparse A of ``data`` on the pattern; x is (n,) or (n, ...)."""
    matrix = scipy_matrix(data, major, minor, shape, layout)
    x = np.asarray(x)
    _check_matmul(shape, x.shape)
    rest = x.shape[1:]
    flat = x if x.ndim <= 2 else x.reshape(x.shape[0], -1)
    out = np.asarray(matrix @ flat)
    dtype = np.result_type(data, x)
    return out.reshape((int(shape[0]), *rest)).astype(dtype, copy=False)


def _check_matmul(shape: Any, x_shape: tuple[int, ...]) -> None:
    if len(x_shape) == 0 or x_shape[0] != int(shape[1]):
        raise ValueError(
            f"sparse matmul: a matrix of shape {tuple(shape)} times an operand of shape "
            f"{x_shape} (its first axis must have length {int(shape[1])})"
        )


def coordinates(major: Any, minor: Any, shape: Any, layout: str) -> tuple[Any, Any]:
    """(rows, columns) of every stored entry, in the order of ``data``."""
    major, minor = np.asarray(major), np.asarray(minor)
    if layout in ("csr", "csc"):
        outer = np.repeat(np.arange(len(major) - 1, dtype=minor.dtype), np.diff(major))
        return (outer, minor) if layout == "csr" else (minor, outer)
    if layout == "coo":
        return major, minor
    if layout == "coo.T":
        return minor, major
    raise ValueError(f"sparse layout {layout!r} is not one of {LAYOUTS}")


def sparse_sample(a: Any, b: Any, major: Any, minor: Any, shape: Any, layout: str) -> Any:
    """Per stored entry k at (i, j): the sum over trailing axes of a[i, ...] * b[j, ...]."""
    rows, columns = coordinates(major, minor, shape, layout)
    a, b = np.asarray(a), np.asarray(b)
    products = a[rows] * b[columns]
    if products.ndim > 1:
        products = products.reshape(len(products), -1).sum(axis=1)
    return products


ITERATIVE = ("cg", "gmres", "minres", "bicgstab")
SOLVERS = ("spsolve", *ITERATIVE)


@dataclass(frozen=True)
class Iterative:
    """An iterative method of scipy.sparse.linalg with its options (the adjoint reuses them)."""

    method: str
    rtol: float = 1e-10
    atol: float = 0.0
    maxiter: int | None = None


@dataclass(frozen=True, eq=False)
class Factorised:
    """A SuperLU factorisation of one matrix (splu, factorized); transposed solves A^T x = b."""

    lu: Any
    transposed: bool = False


@dataclass(frozen=True, eq=False)
class Direct:
    """spsolve by SuperLU, keeping the factors of the values it last solved with, so that the
    adjoint solve (``transposed``) of the same values reuses them instead of factorising A^T."""

    transposed: bool = False
    factors: dict[str, Any] = field(default_factory=dict)  # shared with the transposed solver
    permc_spec: str | None = None


def transposed_solver(solver: Any) -> Any:
    """The solver of the transposed system: the same method, or the factor read transposed."""
    if isinstance(solver, Factorised):
        return Factorised(solver.lu, not solver.transposed)
    if isinstance(solver, Direct):
        return Direct(not solver.transposed, solver.factors, solver.permc_spec)
    return solver


def _direct(solver: Direct, data: Any, b: Any, matrix: Any, dtype: Any) -> Any:
    """A x = b by SuperLU, its factors reused when the values are those of the last call."""
    from scipy.sparse.linalg import splu

    found = solver.factors
    same = "values" in found and np.array_equal(found["values"], data)
    if not same:
        found.clear()  # the old factors are freed before the new ones are made
        # panel_size=1: SuperLU's default (10) allocates a workspace of about 10 columns per
        # row, 300 MB more for a 10^6 tridiagonal matrix, for no gain there
        csc = matrix.tocsc().astype(dtype, copy=False)  # float32 values: factors in dtype
        lu = splu(csc, permc_spec=solver.permc_spec, panel_size=1)
        found.update(values=np.array(data), lu=lu, transposed=solver.transposed)
    trans = "N" if found["transposed"] == solver.transposed else "T"
    return np.asarray(found["lu"].solve(np.asarray(b, dtype), trans=trans), dtype)


def sparse_solve(
    data: Any, b: Any, major: Any, minor: Any, shape: Any, layout: str, solver: Any
) -> Any:
    """x with A x = b for the square sparse A of ``data`` on the pattern; b is (n,) or (n, k)."""
    b = np.asarray(b)
    _check_solve(shape, b.shape)
    n = int(shape[0])
    dtype = np.result_type(data, b, np.float64)
    if isinstance(solver, Factorised):
        trans = "T" if solver.transposed else "N"
        return np.asarray(solver.lu.solve(np.asarray(b, dtype), trans=trans)).astype(dtype)
    matrix = scipy_matrix(data, major, minor, shape, layout)
    if isinstance(solver, Direct):
        return _direct(solver, data, b, matrix, dtype).reshape(b.shape)
    if isinstance(solver, str) and solver == "spsolve":
        from scipy.sparse.linalg import spsolve

        x = spsolve(matrix.tocsc(), b)
        return np.asarray(x, dtype).reshape(b.shape)
    options = Iterative(solver) if isinstance(solver, str) else solver
    if not isinstance(options, Iterative) or options.method not in ITERATIVE:
        raise ValueError(f"sparse solve: unknown solver {solver!r}; one of {SOLVERS}")
    columns = b.reshape(n, -1)
    out = np.empty(columns.shape, dtype)
    for k in range(columns.shape[1]):
        out[:, k] = _iterate(options, matrix, columns[:, k])
    return out.reshape(b.shape)


def _check_solve(shape: Any, b_shape: tuple[int, ...]) -> None:
    n = int(shape[0])
    if int(shape[1]) != n or len(b_shape) not in (1, 2) or b_shape[0] != n:
        raise ValueError(
            f"sparse solve: a matrix of shape {tuple(shape)} and a right-hand side of shape "
            f"{b_shape} (the matrix must be square, b of shape ({n},) or ({n}, k))"
        )


def _iterate(options: Iterative, matrix: Any, b: Any) -> Any:
    from scipy.sparse import linalg

    method = getattr(linalg, options.method)
    tolerances = {"rtol": options.rtol, "maxiter": options.maxiter}
    if options.method != "minres":  # minres has no atol
        tolerances["atol"] = options.atol
    x, info = method(matrix, b, **tolerances)
    if info != 0:
        raise ValueError(
            f"scipy.sparse.linalg.{options.method} did not converge (info={info}); its "
            "derivative would be that of a wrong solution. Raise maxiter, loosen rtol, or use "
            "derivgen.scipy.sparse.linalg.spsolve"
        )
    return x

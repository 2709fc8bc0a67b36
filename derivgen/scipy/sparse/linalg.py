"""scipy.sparse.linalg's solvers for traced arrays, differentiated implicitly.

x = A^-1 b is one call of the spec's ``sparse_solve`` op inside a custom_vjp whose backward
makes one adjoint solve with A^T, by the same solver (the same SuperLU factors for splu and
factorized), and gives b the adjoint and the stored values -adjoint[i] * x[j]; the solver's
iterations are never unrolled. Each solver is differentiable in b and in the values of A
(built with derivgen.scipy.sparse.csr_array and friends), under grad, jvp, vmap and compile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen.numeric.sparse import (
    Direct,
    Factorised,
    Iterative,
    transposed_layout,
    transposed_solver,
)
from derivgen.ops.binding import by_name
from derivgen.ops.sparse_operands import is_sparse
from derivgen.scipy.sparse.array import SparseArray
from derivgen.scipy.sparse.eigen import eigsh
from derivgen.scipy.sparse.exponential import expm_multiply
from derivgen.scipy.sparse.operators import as_sparse_array
from derivgen.solvers.rules import SolverRule, register
from derivgen.trace import core
from derivgen.transforms.custom import custom_vjp

__all__ = [
    "bicgstab",
    "cg",
    "eigsh",
    "expm_multiply",
    "factorized",
    "gmres",
    "minres",
    "splu",
    "spsolve",
]


@dataclass(frozen=True, eq=False)
class _System:
    """What stays fixed in one solve: the matrix's pattern and the solver."""

    major: Any
    minor: Any
    shape: tuple[int, int]
    layout: str
    solver: Any

    def transposed(self) -> _System:
        return _System(
            self.major,
            self.minor,
            (self.shape[1], self.shape[0]),
            transposed_layout(self.layout),
            transposed_solver(self.solver),
        )


def _solve_op(data: Any, b: Any, system: _System) -> Any:
    args = (data, b, system.major, system.minor, list(system.shape), system.layout)
    return core.apply(by_name("sparse_solve"), (*args, system.solver), None)


def _solve(matrix: SparseArray, b: Any, solver: Any, who: str) -> Any:
    """x with A x = b, differentiated by one adjoint solve (a custom_vjp per call, so that
    grad(vmap(...)) sees no nondiff arguments)."""
    m, n = matrix.shape
    if m != n:
        raise ValueError(f"{who}: the matrix must be square, got shape {matrix.shape}")
    if np.ndim(b) not in (1, 2) or np.shape(b)[0] != n:
        raise ValueError(f"{who}: b must have shape ({n},) or ({n}, k), got {np.shape(b)}")
    system = _System(matrix.major, matrix.minor, matrix.shape, matrix.layout, solver)
    back = system.transposed()
    sample = by_name("sparse_sample")

    @custom_vjp
    def solve(data: Any, b: Any) -> Any:
        return _solve_op(data, b, system)

    def forward(data: Any, b: Any) -> tuple[Any, Any]:
        x = _solve_op(data, b, system)
        return x, (data, x)

    def backward(residuals: Any, g: Any) -> tuple[Any, Any]:
        data, x = residuals
        adjoint = _solve_op(data, g, back)
        pattern = (system.major, system.minor, list(system.shape), system.layout)
        return -core.apply(sample, (adjoint, x, *pattern), None), adjoint

    solve.defvjp(forward, backward)
    solve.name = who
    return solve(matrix.data, b)


def _matrix(A: Any, who: str) -> SparseArray:
    if not is_sparse(A):
        raise TypeError(
            f"{who}: A must be a scipy.sparse matrix or a derivgen.scipy.sparse array, got "
            f"{type(A).__name__} (a LinearOperator has no stored values to differentiate; "
            "build the matrix, or use derivgen.scipy.linalg.solve for a dense one)"
        )
    return as_sparse_array(A)


def spsolve(A: Any, b: Any, permc_spec: str | None = None, use_umfpack: bool = True) -> Any:
    """scipy.sparse.linalg.spsolve(A, b) for a dense b of shape (n,) or (n, k), by SuperLU
    (splu); the adjoint solve reuses the factors. use_umfpack is ignored."""
    if is_sparse(b):
        raise TypeError("spsolve: a sparse b is not supported with traced arrays; pass b.toarray()")
    return _solve(_matrix(A, "spsolve"), b, Direct(permc_spec=permc_spec), "spsolve")


class SuperLU:
    """scipy.sparse.linalg.splu's factorisation; ``solve`` is differentiable in b and in A's
    values, its adjoint reusing these factors (``trans='T'``)."""

    def __init__(self, matrix: SparseArray, factor: Any) -> None:
        self.matrix = matrix
        self.factor = factor
        self.shape = matrix.shape

    def __getattr__(self, name: str) -> Any:  # L, U, perm_r, perm_c, nnz: SciPy's
        return getattr(self.factor, name)

    def solve(self, rhs: Any, trans: str = "N") -> Any:
        """x with A x = rhs (trans='T': A^T x = rhs)."""
        if trans not in ("N", "T"):
            raise ValueError(f"SuperLU.solve: trans must be 'N' or 'T' for real A, got {trans!r}")
        matrix = self.matrix if trans == "N" else self.matrix.T
        return _solve(matrix, rhs, Factorised(self.factor, trans == "T"), "splu(A).solve")


def splu(A: Any, **options: Any) -> SuperLU:
    """scipy.sparse.linalg.splu(A, ...): factorised once (on A's values); the derivative in
    the values flows through each solve."""
    from scipy.sparse.linalg import splu as scipy_splu

    matrix = _matrix(A, "splu")
    values = core.stop_gradient(matrix.data)
    if hasattr(type(values), "__derivgen_apply__"):  # vmap's or compile's: no values to factor
        raise TypeError(
            "splu(A) / factorized(A): A's values are batched by vmap or staged by compile, and "
            "SuperLU factorises plain values once, outside the transformation; solve with "
            "derivgen.scipy.sparse.linalg.spsolve(A, b), which factorises inside it"
        )
    plain = SparseArray(values, matrix.major, matrix.minor, matrix.shape, matrix.layout).to_scipy()
    wide = np.result_type(plain.dtype, np.float64)  # the solves' dtype (float32 values too)
    return SuperLU(matrix, scipy_splu(plain.tocsc().astype(wide, copy=False), **options))


def factorized(A: Any) -> Callable[[Any], Any]:
    """scipy.sparse.linalg.factorized(A): a function solving A x = b with A's factors."""
    return splu(A).solve


def _iterative(method: str) -> Callable[..., tuple[Any, int]]:
    def solver(
        A: Any,
        b: Any,
        x0: Any = None,
        *,
        rtol: float = 1e-5,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: Any = None,  # noqa: N803 (SciPy's name)
        callback: Any = None,
    ) -> tuple[Any, int]:
        if x0 is not None or M is not None or callback is not None:
            raise TypeError(
                f"{method}: x0, M and callback are not supported with traced arrays (the "
                "derivative does not depend on them); leave them out"
            )
        if np.ndim(b) != 1:
            raise ValueError(f"{method}: b must be 1-D, got shape {np.shape(b)}")
        if method == "minres" and atol != 0.0:
            raise TypeError("minres: scipy's minres has no atol")
        options = Iterative(method, float(rtol), float(atol), maxiter)
        return _solve(_matrix(A, method), b, options, method), 0

    solver.__name__ = solver.__qualname__ = method
    solver.__doc__ = (
        f"scipy.sparse.linalg.{method}(A, b, rtol=..., atol=..., maxiter=...) -> (x, 0); the "
        f"adjoint is solved by {method} with the same options, and a solve that does not "
        "converge raises ValueError (so info is always 0)."
    )
    return solver


cg = _iterative("cg")
gmres = _iterative("gmres")
minres = _iterative("minres")
bicgstab = _iterative("bicgstab")

for _name in ("spsolve", "splu", "factorized", "cg", "gmres", "minres", "bicgstab"):
    register(
        SolverRule(
            name=f"scipy.sparse.linalg.{_name}",
            where=f"derivgen.scipy.sparse.linalg.{_name}",
            reverse="b gets g_b = A^-T g (one adjoint solve by the same solver); A's values "
            "get -g_b[i] * x[j] per stored entry (i, j)",
            forward="the transposed reverse rule (custom_vjp)",
        )
    )
register(
    SolverRule(
        name="scipy.sparse.linalg.expm_multiply",
        where="derivgen.scipy.sparse.linalg.expm_multiply",
        reverse="B gets expm_multiply(A^T, g); A's values get the integral over s of "
        "(e^(s A^T) g)[i] (e^((1-s) A) B)[j], by Simpson's rule refined until converged",
        forward="the transposed reverse rule (custom_vjp); in A's values first order only",
    )
)
register(
    SolverRule(
        name="scipy.sparse.linalg.eigsh",
        where="derivgen.scipy.sparse.linalg.eigsh",
        reverse="A's values get sum_k (g_w[k] v_k + u_k)[i] v_k[j], u_k = -(A - w_k I)^+ P_k "
        "g_v[k] by MINRES off v_k; degenerate computed eigenvalues raise ValueError",
        forward="the transposed reverse rule (custom_vjp); first order only",
    )
)

"""eigsh for traced arrays: a few eigenpairs of a symmetric sparse matrix, differentiable in
its stored values for simple eigenvalues.

An eigenvalue's gradient is v[i] v[j] at each stored entry (i, j); an eigenvector's is
w[i] v[j] with w = -(A - lambda I)^+ P g, P the projector off v, solved by MINRES on the
complement of v (A's other eigenvalues need not be known). Two of the computed eigenvalues
closer than ``DEGENERATE`` (relative) have no separate derivatives: that raises ValueError.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.scipy.sparse.array import SparseArray
from derivgen.scipy.sparse.exponential import _plain
from derivgen.scipy.sparse.operators import as_sparse_array
from derivgen.trace import core
from derivgen.transforms.custom import custom_vjp

DEGENERATE = 1e-8


def eigsh(
    A: Any, k: int = 6, which: str = "LM", *, return_eigenvectors: bool = True, **options: Any
) -> Any:
    """scipy.sparse.linalg.eigsh(A, k, which, ...) of a real symmetric A (no M, no sigma)."""
    from scipy.sparse.linalg import eigsh as scipy_eigsh

    for refused in ("M", "sigma", "Minv", "OPinv", "mode"):
        if options.get(refused) is not None:
            raise TypeError(f"eigsh: {refused}= is not supported with traced values")
    matrix = as_sparse_array(A)

    def solve(data: Any) -> tuple[Any, Any]:
        plain = SparseArray(
            _plain(data, "eigsh"), matrix.major, matrix.minor, matrix.shape, matrix.layout
        )
        return scipy_eigsh(plain.to_scipy(), k=k, which=which, **options)

    if core.stop_gradient(matrix.data) is matrix.data:  # constant values: SciPy's result
        w, v = solve(matrix.data)
        return (w, v) if return_eigenvectors else w

    @custom_vjp
    def pairs(data: Any) -> tuple[Any, Any]:
        return solve(data)

    def forward(data: Any) -> tuple[Any, Any]:
        w, v = solve(data)
        _refuse_degenerate(w)
        return (w, v), (data, w, v)

    def backward(residuals: Any, cotangents: Any) -> tuple[Any]:
        data, w, v = residuals
        g_w, g_v = (_plain(c, "eigsh") for c in cotangents)
        left = v * g_w  # the eigenvalues' part: v v^T per pair, weighted
        if np.any(g_v):
            left = left + _eigenvector_part(matrix, data, w, v, g_v)
        rows, columns = matrix.coordinates()
        return (np.sum(left[rows] * v[columns], axis=1),)

    pairs.defvjp(forward, backward)
    w, v = pairs(matrix.data)
    return (w, v) if return_eigenvectors else w


def _refuse_degenerate(w: Any) -> None:
    ordered = np.sort(w)
    scale = max(float(np.max(np.abs(ordered), initial=0.0)), 1e-300)
    gaps = np.diff(ordered)
    if gaps.size and float(np.min(gaps)) <= DEGENERATE * scale:
        i = int(np.argmin(gaps))
        raise ValueError(
            f"eigsh: eigenvalues {ordered[i]!r} and {ordered[i + 1]!r} are degenerate (equal "
            "to a relative 1e-8): their eigenvectors, and each eigenvalue, have no derivative. "
            "Differentiate a symmetric function of the group (their sum), or perturb A"
        )


def _eigenvector_part(matrix: SparseArray, data: Any, w: Any, v: Any, g_v: Any) -> Any:
    """The columns w_i = -(A - lambda_i I)^+ (I - v_i v_i^T) g_i, by MINRES off v_i."""
    from scipy.sparse.linalg import LinearOperator, minres

    plain = SparseArray(
        _plain(data, "eigsh"), matrix.major, matrix.minor, matrix.shape, matrix.layout
    ).to_scipy()
    n = matrix.shape[0]
    out = np.zeros_like(v)
    for i in range(v.shape[1]):
        vi = v[:, i]

        def project(x: Any, vi: Any = vi) -> Any:
            return x - vi * (vi @ x)

        def apply(x: Any, vi: Any = vi, shift: float = float(w[i])) -> Any:
            y = project(np.ravel(x))
            return project(plain @ y - shift * y)

        operator = LinearOperator((n, n), matvec=apply, dtype=v.dtype)
        rhs = -project(g_v[:, i])
        if not np.any(rhs):
            continue
        x, info = minres(operator, rhs, rtol=1e-12, maxiter=10 * n)
        if info != 0:
            raise ValueError(
                "eigsh: the eigenvector's derivative did not converge (MINRES on A - lambda I "
                "off the eigenvector); an eigenvalue outside the k computed is (nearly) equal"
            )
        out[:, i] = project(x)
    return out

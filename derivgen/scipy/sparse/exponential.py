"""expm_multiply for traced arrays: e^A B, differentiable in B and in A's stored values.

B gets e^(A^T) g (expm_multiply itself, so that jvp in B works too). A's value at (i, j)
gets the integral over s in [0, 1] of (e^(s A^T) g)[i] (e^((1-s) A) B)[j]: both trajectories
come from SciPy's expm_multiply on an even grid, integrated by Simpson's rule on a grid
refined until two successive estimates agree (else ValueError, never a rough gradient).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.numeric.sparse import coordinates
from derivgen.scipy.sparse.array import SparseArray
from derivgen.scipy.sparse.operators import as_sparse_array
from derivgen.trace import core
from derivgen.transforms.custom import custom_vjp

_TOLERANCE = 1e-9  # Simpson's error estimate, relative to the largest gradient value
_FINEST = 1025  # grid points


def _plain(value: Any, who: str) -> Any:
    """A plain array for SciPy: a traced one here means an order or a transformation the
    rule does not support, refused rather than dropped."""
    if type(value) is core.Box:
        raise TypeError(
            f"{who}: only first-order reverse-mode derivatives in the matrix's values are "
            "supported (grad, vjp; not jvp, hessian or grad of grad); differentiate in the "
            "dense operand only, or use a dense matrix"
        )
    if not isinstance(value, np.ndarray | float | int):
        raise TypeError(
            f"{who}: {type(value).__name__} values (vmap, compile) are not supported; call it "
            "on plain or grad-traced arrays, or loop over the batch"
        )
    return np.asarray(value)


def _scipy(data: Any, matrix: SparseArray, who: str) -> Any:
    plain = _plain(data, who)
    return SparseArray(plain, matrix.major, matrix.minor, matrix.shape, matrix.layout).to_scipy()


def expm_multiply(A: Any, B: Any, **options: Any) -> Any:
    """scipy.sparse.linalg.expm_multiply(A, B) for a dense B of shape (n,) or (n, k)."""
    from scipy.sparse.linalg import expm_multiply as scipy_expm_multiply

    if options:
        raise TypeError(
            "expm_multiply: start, stop, num and endpoint are not supported with traced "
            f"arrays (got {sorted(options)}); call it once per time t with A * t"
        )
    matrix = as_sparse_array(A)
    constant = core.stop_gradient(matrix.data) is matrix.data

    @custom_vjp
    def product(data: Any, b: Any) -> Any:
        return scipy_expm_multiply(
            _scipy(data, matrix, "expm_multiply"), _plain(b, "expm_multiply")
        )

    def forward(data: Any, b: Any) -> tuple[Any, Any]:
        return product(data, b), (data, b)

    def backward(residuals: Any, g: Any) -> tuple[Any, Any]:
        data, b = residuals
        transposed = SparseArray(data, matrix.major, matrix.minor, matrix.shape, matrix.layout).T
        g_b = expm_multiply(transposed, g)
        if constant:  # B alone: g_b is expm_multiply itself, which jvp can transpose
            return None, g_b
        g_data = _values_gradient(_scipy(data, matrix, "expm_multiply"), matrix, g, b)
        return g_data, g_b

    product.defvjp(forward, backward)
    return product(matrix.data, B)


def _values_gradient(scipy_matrix: Any, matrix: SparseArray, g: Any, b: Any) -> Any:
    """Per stored entry (i, j): the integral of u(s)[i] v(1 - s)[j], u(s) = e^(s A^T) g and
    v(t) = e^(t A) b, by Simpson's rule on a grid refined until it converges."""
    from scipy.sparse.linalg import expm_multiply as scipy_expm_multiply

    rows, columns = coordinates(matrix.major, matrix.minor, matrix.shape, matrix.layout)
    g, b = _plain(g, "expm_multiply"), _plain(b, "expm_multiply")
    previous = None
    points = 17
    while points <= _FINEST:
        grid = {"start": 0.0, "stop": 1.0, "num": points, "endpoint": True}
        u = scipy_expm_multiply(scipy_matrix.T, g, **grid)
        v = scipy_expm_multiply(scipy_matrix, b, **grid)[::-1]  # v(1 - s) on the same grid
        products = u[:, rows] * v[:, columns]
        if products.ndim > 2:
            products = products.sum(axis=2)
        weights = np.ones(points)
        weights[1:-1:2], weights[2:-1:2] = 4.0, 2.0
        estimate = weights @ products / (3.0 * (points - 1))
        if previous is not None:
            error = np.max(np.abs(estimate - previous), initial=0.0) / 15.0
            if error <= _TOLERANCE * max(np.max(np.abs(estimate), initial=0.0), 1e-300):
                return estimate
        previous = estimate
        points = 2 * points - 1
    raise ValueError(
        "expm_multiply: the gradient in A's values did not converge on a grid of "
        f"{_FINEST} points (the norm of A is too large); scale the problem, or split e^A "
        "into steps e^(A/2) e^(A/2)"
    )

"""expm_multiply for traced arrays: e^A B, differentiable in B and in A's stored values.

A solver of derivgen/solvers/ (its dispatch gives grad, jvp, vmap and compile). B gets
e^(A^T) g (expm_multiply itself, so that jvp and Hessians in B work too). A's value at (i, j)
gets the integral over s in [0, 1] of (e^(s A^T) g)[i] (e^((1-s) A) B)[j]: both trajectories
come from SciPy's expm_multiply on an even grid, integrated by Simpson's rule on a grid
refined until two successive estimates agree (else ValueError, never a rough gradient).
That gradient is linear in g; its transpose, which forward mode needs (jvp in the values:
the Frechet derivative L(A, dA) B), is the top half of e^[[A, dA], [0, A]] [0; B], one
expm_multiply of twice the size. Derivatives of the gradient in A's values or in B (a
Hessian in the values) are refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen.numeric.sparse import coordinates
from derivgen.scipy.sparse.array import SparseArray
from derivgen.scipy.sparse.operators import as_sparse_array
from derivgen.solvers.dispatch import Solver, is_traced
from derivgen.trace import core

_TOLERANCE = 1e-9  # Simpson's error estimate, relative to the largest gradient value
_FINEST = 1025  # grid points


@dataclass(frozen=True, eq=False)
class Pattern:
    """A solver's static part: the matrix's pattern (hashed by identity), and whether its
    values are constant (then no gradient in them is computed)."""

    major: Any
    minor: Any
    shape: tuple[int, int]
    layout: str
    constant: bool
    options: tuple[tuple[str, Any], ...] = ()

    def matrix(self, data: Any) -> SparseArray:
        return SparseArray(data, self.major, self.minor, self.shape, self.layout)

    def scipy(self, data: Any, who: str) -> Any:
        return self.matrix(plain(data, who)).to_scipy()


def pattern_of(matrix: SparseArray, options: dict[str, Any] | None = None) -> Pattern:
    constant = core.stop_gradient(matrix.data) is matrix.data
    items = tuple(sorted((options or {}).items()))
    return Pattern(matrix.major, matrix.minor, matrix.shape, matrix.layout, constant, items)


def plain(value: Any, who: str) -> Any:
    """A plain array for SciPy (the values a solver's impl receives)."""
    if not isinstance(value, np.ndarray | float | int):
        raise TypeError(f"{who}: a {type(value).__name__} reached SciPy")
    return np.asarray(value)


def linear_pair(name: str) -> tuple[Solver, Solver]:
    """Two Solvers for a gradient in the values that is linear in the cotangents (its arrays)
    and its transpose: ``static`` holds the matrix's values and the other primal arrays as
    plain arrays (so nothing traced is dropped), with ``apply`` and ``transpose`` methods.
    Each one's rule is the other, so forward mode (which transposes a gradient's rule) and
    every order in the cotangents work."""

    def forward_rule(static: Any, arrays: Any, out: Any, cotangent: Any) -> Any:
        result = TRANSPOSED(static, cotangent)
        return tuple(result) if isinstance(result, tuple) else (result,)

    def transposed_rule(static: Any, arrays: Any, out: Any, cotangent: Any) -> Any:
        parts = tuple(cotangent) if isinstance(cotangent, tuple | list) else (cotangent,)
        return (FORWARD(static, *parts),)

    FORWARD = Solver(  # noqa: N806
        f"{name} (gradient in the values)", lambda s, *a: s.apply(*a), forward_rule
    )
    TRANSPOSED = Solver(  # noqa: N806
        f"{name} (forward mode in the values)", lambda s, *a: s.transpose(*a), transposed_rule
    )
    return FORWARD, TRANSPOSED


def all_plain(*arrays: Any) -> bool:
    """Whether these are plain arrays: no transformation traces them, so a static may hold
    them (a traced one, as in a Hessian in the values, takes the first-order-only path)."""
    return all(type(a) is np.ndarray for a in arrays)


def first_order_only(name: str) -> Solver:
    """A Solver for a gradient computed by SciPy on plain values: staged whole by compile,
    looped by vmap, and refused when differentiated again (it has no rule of its own)."""

    def impl(static: Any, *arrays: Any) -> Any:
        return static.gradient(*arrays)

    def rule(static: Any, arrays: Any, out: Any, cotangent: Any) -> Any:
        raise TypeError(
            f"{name}: only first-order derivatives in the matrix's values are supported "
            "(grad, vjp, jvp; not a hessian, grad of grad, jvp of grad, or jvp in the values "
            "under compile); differentiate in the dense operand only, or use a dense matrix"
        )

    return Solver(f"{name} (gradient in the values)", impl, rule)


def _impl(static: Pattern, data: Any, b: Any) -> Any:
    from scipy.sparse.linalg import expm_multiply as scipy_expm_multiply

    return scipy_expm_multiply(static.scipy(data, "expm_multiply"), np.asarray(b))


def _rule(static: Pattern, arrays: tuple[Any, Any], out: Any, g: Any) -> tuple[Any, Any]:
    data, b = arrays
    transposed = static.matrix(data).T
    back = Pattern(transposed.major, transposed.minor, transposed.shape, transposed.layout, True)
    g_b = EXPM_MULTIPLY(back, data, g)
    if static.constant:  # B alone: g_b is expm_multiply itself, which every mode can trace
        return None, g_b
    if all_plain(data, b):  # linear in g: forward mode transposes it
        return LINEAR_GRADIENT(_Linear(static, data, b), g), g_b
    return VALUES_GRADIENT(_Quadrature(static), data, g, b), g_b


@dataclass(frozen=True, eq=False)
class _Quadrature:
    pattern: Pattern

    def gradient(self, data: Any, g: Any, b: Any) -> Any:
        return _values_gradient(self.pattern, data, g, b)


@dataclass(frozen=True, eq=False)
class _Linear:
    """The gradient in the values as a linear map of g, A's values and B held plain."""

    pattern: Pattern
    data: Any
    b: Any

    def apply(self, g: Any) -> Any:
        return _values_gradient(self.pattern, self.data, g, self.b)

    def transpose(self, h: Any) -> Any:
        """L(A, H) B = the integral of e^(sA) H e^((1-s)A) B, H the values h on A's pattern:
        the top half of e^[[A, H], [0, A]] [0; B] (Van Loan's block exponential)."""
        from scipy import sparse
        from scipy.sparse.linalg import expm_multiply as scipy_expm_multiply

        matrix = self.pattern.scipy(self.data, "expm_multiply")
        direction = self.pattern.scipy(h, "expm_multiply")
        block = sparse.block_array([[matrix, direction], [None, matrix]], format="csr")
        n = self.pattern.shape[0]
        start = np.concatenate([np.zeros_like(self.b, dtype=np.result_type(self.b, h)), self.b])
        return scipy_expm_multiply(block, start)[:n]


EXPM_MULTIPLY = Solver("scipy.sparse.linalg.expm_multiply", _impl, _rule)
VALUES_GRADIENT = first_order_only("expm_multiply")
LINEAR_GRADIENT, _ = linear_pair("expm_multiply")


def expm_multiply(A: Any, B: Any, **options: Any) -> Any:
    """scipy.sparse.linalg.expm_multiply(A, B) for a dense B of shape (n,) or (n, k)."""
    matrix = as_sparse_array(A)
    if options:
        if not is_traced(matrix.data) and not is_traced(B):  # nothing to differentiate
            from scipy.sparse.linalg import expm_multiply as scipy_expm_multiply

            return scipy_expm_multiply(matrix.to_scipy(), B, **options)
        raise TypeError(
            "expm_multiply: start, stop, num and endpoint are not supported with traced "
            f"arrays (got {sorted(options)}); call it once per time t with A * t"
        )
    return EXPM_MULTIPLY(pattern_of(matrix), matrix.data, B)


def _values_gradient(static: Pattern, data: Any, g: Any, b: Any) -> Any:
    """Per stored entry (i, j): the integral of u(s)[i] v(1 - s)[j], u(s) = e^(s A^T) g and
    v(t) = e^(t A) b, by Simpson's rule on a grid refined until it converges."""
    from scipy.sparse.linalg import expm_multiply as scipy_expm_multiply

    rows, columns = coordinates(static.major, static.minor, static.shape, static.layout)
    matrix = static.scipy(data, "expm_multiply")
    g, b = plain(g, "expm_multiply"), plain(b, "expm_multiply")
    previous = None
    points = 17
    while points <= _FINEST:
        grid = {"start": 0.0, "stop": 1.0, "num": points, "endpoint": True}
        u = scipy_expm_multiply(matrix.T, g, **grid)
        v = scipy_expm_multiply(matrix, b, **grid)[::-1]  # v(1 - s) on the same grid
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

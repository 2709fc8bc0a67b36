"""eigsh for traced arrays: a few eigenpairs of a symmetric sparse matrix, differentiable in
its stored values for simple eigenvalues.

A solver of derivgen/solvers/ (its dispatch gives grad, jvp, vmap and compile). An
eigenvalue's gradient is v[i] v[j] at each stored entry (i, j); an eigenvector's is
w[i] v[j] with w = -(A - lambda I)^+ P g, P the projector off v, solved by MINRES on the
complement of v (A's other eigenvalues need not be known). That gradient is linear in the
cotangents; its transpose is forward mode in the values: d lambda = v^T dA v and
dv = -(A - lambda I)^+ P dA v, by the same MINRES. A Hessian in the values is refused.
Two of the computed eigenvalues closer than ``DEGENERATE`` (relative) have no separate
derivatives: differentiating them raises ValueError.
"""

from __future__ import annotations

import functools
import inspect
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen.scipy.sparse.exponential import (
    Pattern,
    all_plain,
    first_order_only,
    linear_pair,
    pattern_of,
    plain,
)
from derivgen.scipy.sparse.operators import as_sparse_array
from derivgen.solvers.dispatch import Solver, is_traced

DEGENERATE = 1e-8


def _impl(static: Pattern, data: Any) -> tuple[Any, Any]:
    from scipy.sparse.linalg import eigsh as scipy_eigsh

    return scipy_eigsh(static.scipy(data, "eigsh"), **dict(static.options))


def _rule(static: Pattern, arrays: tuple[Any], out: Any, cotangent: Any) -> tuple[Any]:
    if all_plain(arrays[0], *out):  # linear in the cotangents: forward mode transposes it
        return (LINEAR_GRADIENT(_Linear(static, arrays[0], *out), *cotangent),)
    return (VALUES_GRADIENT(_Gradient(static), arrays[0], *out, *cotangent),)


@dataclass(frozen=True, eq=False)
class _Gradient:
    pattern: Pattern

    def gradient(self, data: Any, w: Any, v: Any, g_w: Any, g_v: Any) -> Any:
        """Per stored entry (i, j): sum_k (g_w[k] v_k + u_k)[i] v_k[j]."""
        w, v, g_w, g_v = (plain(a, "eigsh") for a in (w, v, g_w, g_v))
        _refuse_degenerate(w)
        left = v * g_w  # the eigenvalues' part: v v^T per pair, weighted
        if np.any(g_v):
            left = left + _eigenvector_part(self.pattern, data, w, v, g_v)
        rows, columns = self.pattern.matrix(data).coordinates()
        return np.sum(left[rows] * v[columns], axis=1)


@dataclass(frozen=True, eq=False)
class _Linear:
    """The gradient in the values as a linear map of the cotangents (g_w, g_v), with A's
    values and the eigenpairs held plain."""

    pattern: Pattern
    data: Any
    w: Any
    v: Any

    def apply(self, g_w: Any, g_v: Any) -> Any:
        return _Gradient(self.pattern).gradient(self.data, self.w, self.v, g_w, g_v)

    def transpose(self, h: Any) -> tuple[Any, Any]:
        """(v_k^T H v_k per k, -(A - lambda_k I)^+ P_k H v_k per column), H the values h on
        A's pattern: the eigenvalues' and eigenvectors' tangents for dA = H."""
        _refuse_degenerate(self.w)
        direction = self.pattern.scipy(h, "eigsh")
        moved = np.asarray(direction @ self.v)
        return np.sum(self.v * moved, axis=0), _eigenvector_part(
            self.pattern, self.data, self.w, self.v, moved
        )


EIGSH = Solver("scipy.sparse.linalg.eigsh", _impl, _rule)
VALUES_GRADIENT = first_order_only("eigsh")
LINEAR_GRADIENT, _ = linear_pair("eigsh")


def eigsh(
    A: Any, k: int = 6, which: str = "LM", *, return_eigenvectors: bool = True, **options: Any
) -> Any:
    """scipy.sparse.linalg.eigsh(A, k, which, ...) of a real symmetric A (no M, no sigma)."""
    matrix = as_sparse_array(A)
    for refused in ("M", "sigma", "Minv", "OPinv", "mode"):
        if options.get(refused) is None:
            continue
        if not is_traced(matrix.data):  # nothing to differentiate: SciPy's own eigsh
            from scipy.sparse.linalg import eigsh as scipy_eigsh

            found = scipy_eigsh(matrix.to_scipy(), k, which=which, **options)
            return found if return_eigenvectors else found[0]
        raise TypeError(
            f"eigsh: {refused}= is not supported with traced values; derivgen differentiates "
            "eigsh(A, k, which) without shift-invert (which='SA' gives the smallest eigenvalues)"
        )
    if "rng" in _scipy_parameters():  # ARPACK's random start, seeded: the same pairs (and
        options.setdefault("rng", 0)  # signs) every call, which compile can stage
    w, v = EIGSH(pattern_of(matrix, {"k": k, "which": which, **options}), matrix.data)
    return (w, v) if return_eigenvectors else w


@functools.cache
def _scipy_parameters() -> frozenset[str]:
    from scipy.sparse.linalg import eigsh as scipy_eigsh

    return frozenset(inspect.signature(scipy_eigsh).parameters)


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


def _eigenvector_part(static: Pattern, data: Any, w: Any, v: Any, g_v: Any) -> Any:
    """The columns w_i = -(A - lambda_i I)^+ (I - v_i v_i^T) g_i, by MINRES off v_i."""
    from scipy.sparse.linalg import LinearOperator, minres

    matrix = static.scipy(data, "eigsh")
    n = static.shape[0]
    out = np.zeros_like(v)
    for i in range(v.shape[1]):
        vi = v[:, i]

        def project(x: Any, vi: Any = vi) -> Any:
            return x - vi * (vi @ x)

        def apply(x: Any, vi: Any = vi, shift: float = float(w[i])) -> Any:
            y = project(np.ravel(x))
            return project(matrix @ y - shift * y)

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

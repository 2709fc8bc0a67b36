"""Higher derivatives at the hard points the spec names (prod with zeros, det at singular
matrices), against exact rational arithmetic in SymPy."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.ops.registry import ops

sp = pytest.importorskip("sympy")


def _fixed_cases(op: str) -> list[dict[str, Any]]:
    """The cases of an op's spec entry that give their Tensor as a value, not a shape."""
    return [case for case in ops()[op].tests["cases"] if isinstance(case.get("self"), dict)]


def _exact_derivatives(expression: Any, symbols: list[Any], point: np.ndarray, order: int) -> Any:
    """All partial derivatives of ``order`` at ``point``, exactly, as a float array."""
    values = {s: sp.Rational(str(v)) for s, v in zip(symbols, point.ravel(), strict=True)}
    derivatives = [expression]
    for _ in range(order):
        derivatives = [d.diff(s) for d in derivatives for s in symbols]
    shape = point.shape * order
    return np.array([float(d.subs(values)) for d in derivatives]).reshape(shape)


DET_CASES = _fixed_cases("det")


def test_det_names_singular_matrices_of_rank_n_minus_1_and_n_minus_2() -> None:
    ranks = {
        (np.linalg.matrix_rank(np.array(c["self"]["value"])), len(c["self"]["value"]))
        for c in DET_CASES
    }
    assert {n - r for r, n in ranks} >= {1, 2}


@pytest.mark.parametrize("case", DET_CASES, ids=lambda c: str(c["self"]["value"]))
def test_det_second_derivative_at_singular_matrices_is_exact(case: dict[str, Any]) -> None:
    a = np.array(case["self"]["value"])
    n = a.shape[0]
    x = sp.Matrix(n, n, lambda i, j: sp.Symbol(f"a{i}{j}"))
    exact = _exact_derivatives(x.det(), list(x), a, 2)
    np.testing.assert_allclose(dg.hessian(np.linalg.det)(a), exact, atol=1e-12)
    # The third derivative too: det is a polynomial, and so is every derivative.
    third = dg.jacobian(dg.hessian(np.linalg.det), mode="rev")(a)
    np.testing.assert_allclose(third, _exact_derivatives(x.det(), list(x), a, 3), atol=1e-12)


PROD_CASES = _fixed_cases("prod") + _fixed_cases("prod_except")


@pytest.mark.parametrize("case", PROD_CASES, ids=lambda c: str(c["self"]["value"]))
@pytest.mark.parametrize("order", [2, 3])
def test_prod_derivatives_with_zeros_are_exact(case: dict[str, Any], order: int) -> None:
    x = np.array(case["self"]["value"])
    axis = case.get("axis")
    symbols = [sp.Symbol(f"x{i}") for i in range(x.size)]
    grid = np.array(symbols, dtype=object).reshape(x.shape)
    groups = (
        grid.T
        if axis == 0
        else grid.reshape(-1, x.shape[-1])
        if axis is not None
        else [grid.ravel()]
    )
    total = sum(sp.prod(list(group)) for group in groups)

    def f(y: Any) -> Any:
        return np.sum(np.prod(y, axis=axis))

    derivative: Any = dg.hessian(f)
    if order == 3:
        derivative = dg.jacobian(derivative)
    np.testing.assert_array_equal(derivative(x), _exact_derivatives(total, symbols, x, order))


def test_hessian_of_prod_at_a_zero_is_not_nan() -> None:
    """The example of issue 10: np.prod at an input with a zero (torch gives the same)."""
    h = dg.hessian(np.prod)(np.array([0.0, 2.0, 3.0]))
    np.testing.assert_array_equal(h, [[0.0, 3.0, 2.0], [3.0, 0.0, 0.0], [2.0, 0.0, 0.0]])

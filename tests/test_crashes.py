"""Issue 16 section 4: calls that crashed, each checked against an independent reference."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

X = np.array([0.5, -1.0, 2.0])


def _check_grad(f: Callable[[np.ndarray], object], x: np.ndarray, rtol: float = 1e-6) -> None:
    """grad and jvp of a scalar f against central differences."""
    expected = central_gradient(lambda v: float(f(v)), x)
    np.testing.assert_allclose(dg.grad(f)(x), expected, rtol=rtol, atol=1e-8)
    v = np.linspace(0.3, 1.1, x.size).reshape(x.shape)
    _, t = dg.jvp(f, (x,), (v,))
    np.testing.assert_allclose(t, np.sum(expected * v), rtol=rtol, atol=1e-8)


@pytest.mark.parametrize(
    "f",
    [
        lambda x: np.dot(x, 3.0).sum(),
        lambda x: np.dot(3.0, x).sum(),
        lambda x: np.dot(x, [1.0, 2.0, 3.0]),
        lambda x: np.inner([1.0, 2.0, 3.0], x),
        lambda x: np.tensordot(x, [1.0, 2.0, 3.0], 1),
        lambda x: np.outer(x, [1.0, 2.0]).sum(),
        lambda x: np.sum(np.concatenate([x, [0.0]]) ** 2),
        lambda x: np.sum(np.stack([x, [1.0, 2.0, 3.0]]) ** 3),
        lambda x: np.sum(np.divide(x, [1.0, 2.0, 3.0]) ** 2),
        lambda x: np.sum(np.maximum(x, [1.0, 0.0, 3.0]) ** 2),
        lambda x: np.sum(np.linalg.solve(np.diag(x) + 3.0, [1.0, 2.0, 3.0])),
        lambda x: np.sum(np.where([True, False, True], x, [7.0, 8.0, 9.0]) ** 2),
    ],
)
def test_lists_and_python_numbers_as_array_arguments(f: Callable[..., object]) -> None:
    # the backward and jvp formulas read .shape/.ndim of the values an op saves
    _check_grad(f, X)


def test_python_number_argument_keeps_the_dtype_of_the_result() -> None:
    x = X.astype(np.float32)
    g = dg.grad(lambda x: np.dot(x, 3.0).sum())(x)
    assert g.dtype == np.float32
    np.testing.assert_allclose(g, [3.0, 3.0, 3.0])

"""np.prod over arrays with an empty axis differentiates (its backward reshapes by group size)."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

CASES = [((3, 0), 0), ((3, 0), 1), ((0, 3), 0), ((0, 3), 1), ((2, 0, 3), (0, 2)), ((3, 0), None)]


@pytest.mark.parametrize(("shape", "axis"), CASES)
def test_prod_with_an_empty_axis(
    shape: tuple[int, ...], axis: int | tuple[int, ...] | None
) -> None:
    def f(x: np.ndarray) -> object:
        return np.sum(np.prod(np.tanh(x) + 1.5, axis=axis) * 2.0)

    x = np.ones(shape)
    g = dg.grad(f)(x)
    assert g.shape == shape
    assert np.array_equal(g, central_gradient(f, x))
    assert dg.hvp(f, (x,), (x,)).shape == shape
    assert dg.compile(dg.grad(f))(x).shape == shape

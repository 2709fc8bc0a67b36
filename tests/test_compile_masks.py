"""dg.compile of a gradient through a traced boolean mask traces again when the count changes."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient


def _masked_sum(x: np.ndarray) -> object:
    v = np.sin(x)
    return np.sum(v[v > 0.2])  # the backward never reads v[v > 0.2] itself


def _masked_rows(x: np.ndarray) -> object:
    return np.sum(np.tanh(x[x[:, 0] > 0.0]) * 1.5)


CASES: list[tuple[Callable[[np.ndarray], object], list[np.ndarray]]] = [
    (_masked_sum, [np.array([0.5, -1.0, 1.0, 0.0]), np.array([0.5, 0.6, 1.0, 0.7])]),
    (
        _masked_rows,
        [
            np.array([[1.0, 2.0], [-1.0, 0.5], [0.3, 0.1]]),
            np.array([[-1.0, 2.0], [-1.0, 0.5], [0.3, 0.1]]),
        ],
    ),
]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_compiled_gradient_follows_the_mask(case: int) -> None:
    f, inputs = CASES[case]
    compiled = dg.compile(dg.grad(f))
    for x in [*inputs, inputs[0]]:
        assert np.allclose(compiled(x), central_gradient(f, x), atol=1e-6)

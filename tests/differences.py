"""Central differences: the independent reference that the gradient tests compare against."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


def central_gradient(
    f: Callable[[np.ndarray], float], x: np.ndarray, eps: float = 1e-6
) -> np.ndarray:
    """d f / d x of a scalar function of one array, element by element, in float64."""
    x = np.asarray(x, dtype=np.float64)
    g = np.zeros_like(x)
    for index in np.ndindex(x.shape):
        step = np.zeros_like(x)
        step[index] = eps
        g[index] = (f(x + step) - f(x - step)) / (2 * eps)
    return g

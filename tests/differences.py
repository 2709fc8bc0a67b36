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


def central_hessian(f: Callable[[np.ndarray], float], x: np.ndarray, h: float = 1e-4) -> np.ndarray:
    """d2 f / dx2 of a scalar function of a 1-d array, by the four corners of each pair."""
    n = x.size
    hess = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            ei, ej = np.eye(n)[i] * h, np.eye(n)[j] * h
            corners = f(x + ei + ej) - f(x + ei - ej) - f(x - ei + ej) + f(x - ei - ej)
            hess[i, j] = corners / (4 * h * h)
    return hess

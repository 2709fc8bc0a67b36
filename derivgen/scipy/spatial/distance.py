"""scipy.spatial.distance.pdist and cdist for traced arrays, written with differentiable ops.

At a zero distance (two equal points) the norm-based metrics (euclidean, minkowski,
cityblock, chebyshev) follow derivgen's norm-at-zero convention: the gradient there is 0,
not NaN, as for np.linalg.norm and np.abs at 0. sqeuclidean is smooth everywhere; cosine is
undefined for a zero vector (SciPy's NaN, and a NaN gradient).
"""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["cdist", "pdist"]

METRICS = ("euclidean", "sqeuclidean", "cityblock", "minkowski", "cosine", "chebyshev")


def _check(function: str, metric: Any, kwargs: dict[str, Any]) -> None:
    if not isinstance(metric, str) or metric not in METRICS:
        raise ValueError(
            f"scipy.spatial.distance.{function}: derivgen differentiates metric= "
            f"{', '.join(map(repr, METRICS))} (got {metric!r}); write another metric with "
            "NumPy on x[:, None, :] - y[None, :, :]"
        )
    unknown = set(kwargs) - ({"p"} if metric == "minkowski" else set())
    if unknown:
        raise TypeError(
            f"scipy.spatial.distance.{function}: derivgen differentiates metric={metric!r} "
            f"without {', '.join(sorted(unknown))}="
        )


def _distances(u: Any, v: Any, metric: str, p: float) -> Any:
    """The metric between the rows of u and v (same shape, (..., features))."""
    if metric == "sqeuclidean":
        difference = u - v
        return np.sum(difference * difference, axis=-1)
    if metric == "cosine":
        dot = np.sum(u * v, axis=-1)
        return 1.0 - dot / (np.linalg.norm(u, axis=-1) * np.linalg.norm(v, axis=-1))
    order = {"euclidean": 2, "cityblock": 1, "chebyshev": np.inf, "minkowski": p}[metric]
    return np.linalg.norm(u - v, ord=order, axis=-1)


def _two_d(function: str, x: Any, name: str) -> None:
    if np.ndim(x) != 2:
        raise ValueError(f"scipy.spatial.distance.{function}: {name} must be a 2-D array")


def pdist(X: Any, metric: str = "euclidean", **kwargs: Any) -> Any:  # noqa: N803 (SciPy's name)
    """The condensed distances between X's rows (pairs i < j in row-major order), as SciPy."""
    _check("pdist", metric, kwargs)
    _two_d("pdist", X, "X")
    first, second = np.triu_indices(np.shape(X)[0], 1)
    return _distances(X[first], X[second], metric, kwargs.get("p", 2))


def cdist(XA: Any, XB: Any, metric: str = "euclidean", **kwargs: Any) -> Any:  # noqa: N803
    """The distances between each row of XA and each row of XB, shape (len(XA), len(XB))."""
    _check("cdist", metric, kwargs)
    _two_d("cdist", XA, "XA")
    _two_d("cdist", XB, "XB")
    if np.shape(XA)[1] != np.shape(XB)[1]:
        raise ValueError("scipy.spatial.distance.cdist: XA and XB must have as many columns")
    return _distances(XA[:, None, :], XB[None, :, :], metric, kwargs.get("p", 2))

"""Forward mode keeps a float32 tangent float32 when the program holds Python scalars."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import derivgen as dg

PROGRAMS: dict[str, Callable[[np.ndarray], object]] = {
    "power of a scalar exponent": lambda x: np.sum(x**2),
    "scalar times a reduction": lambda x: 0.5 * np.sum(np.sin(x)),
    "reduction times a scalar": lambda x: np.sum(x) * 0.5,
    "mask then power": lambda x: np.sum(x[x > 0.2] ** 2),
    "integer index then power": lambda x: np.sum(x[np.array([0, 2, 2])] ** 3),
    "multi-output op": lambda x: np.sum(
        np.linalg.eigh(np.outer(x, x) + np.eye(3, dtype=x.dtype))[0] * 2.0
    ),
}


def _directional(f: Callable[[np.ndarray], object], x: np.ndarray, t: np.ndarray) -> float:
    """d/de f(x + e t) at e = 0 by central differences, in float64."""
    eps = 1e-6
    x64, t64 = x.astype(np.float64), t.astype(np.float64)
    return float((f(x64 + eps * t64) - f(x64 - eps * t64)) / (2 * eps))


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_jvp_and_hvp_keep_float32(name: str) -> None:
    f = PROGRAMS[name]
    x = np.array([0.3, -0.7, 1.1], dtype=np.float32)
    t = np.array([0.5, 0.25, -1.0], dtype=np.float32)
    value, tangent = dg.jvp(f, (x,), (t,))
    assert np.asarray(value).dtype == np.float32
    assert np.asarray(tangent).dtype == np.float32
    assert np.allclose(tangent, _directional(f, x, t), rtol=1e-4, atol=1e-4)
    product = dg.hvp(f, (x,), (t,))
    assert product.dtype == np.float32

    def gradient(z: np.ndarray) -> np.ndarray:
        return dg.grad(f)(z)

    eps = 1e-4
    x64, t64 = x.astype(np.float64), t.astype(np.float64)
    reference = (gradient(x64 + eps * t64) - gradient(x64 - eps * t64)) / (2 * eps)
    assert np.allclose(product, reference, rtol=1e-3, atol=1e-3)
